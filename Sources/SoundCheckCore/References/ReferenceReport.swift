/// The verdict on a run of `soundcheck refs`.
public struct ReferenceReport: Sendable, Hashable {
    public var files: [ReferenceFileReport]
    public var problems: [SoundDiscovery.Problem] = []
    /// The default notification channels the `AndroidManifest.xml` files among the scanned paths
    /// declare for FCM, and how many manifests were read: a message that names no channel goes
    /// to the default one.
    public var androidDefaultChannels: [DefaultChannel] = []
    public var androidManifestsRead = 0

    /// `com.google.firebase.messaging.default_notification_channel_id` in a manifest.
    public struct DefaultChannel: Sendable, Hashable {
        /// The channel's id; nil when it is a string resource no `res/values` file defines.
        public var id: String?
        /// As written: the id, or `@string/name`.
        public var written: String
        public var path: String
        public var line: Int
        public var column: Int
    }

    public init(files: [ReferenceFileReport], problems: [SoundDiscovery.Problem] = []) {
        self.files = files
        self.problems = problems
    }

    /// The sound names the references use: each name, and the sound a near miss was meant to
    /// be (a wrong case or a missing extension still shows the sound is wanted).
    public var usedNames: Set<String> {
        Self.usedNames(files.flatMap(\.references).map(\.reference))
    }

    package static func usedNames(_ references: [SoundReference]) -> Set<String> {
        var names: Set<String> = []
        for reference in references {
            names.insert(reference.name)
            if let suggestion = reference.suggestion { names.insert(suggestion) }
        }
        return names
    }
}
