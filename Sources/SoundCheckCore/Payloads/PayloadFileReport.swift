/// The verdict on one payload file.
public struct PayloadFileReport: Sendable, Hashable {
    public var path: String
    /// How many pushes the file held: APNs payloads or services' messages (several when a pointer
    /// leads to an array, or in an array of Expo messages).
    public var payloads = 0
    /// The shapes its pushes had, in the order met.
    public var shapes: [MessageShape] = []
    /// Every sound the payloads name, classified.
    public var sounds: [Reference] = []
    /// The Android channels the messages post to, where each is named.
    public var androidChannels: [ChannelUse] = []
    /// The Android sounds the messages name (resource names), with the channel each names.
    public var androidSounds: [AndroidSoundUse] = []

    public struct AndroidSoundUse: Sendable, Hashable {
        public var name: String
        /// The message's channel; nil when it names none (FCM then posts to the default channel).
        public var channel: String?
        public var line: Int
        public var column: Int
    }
    public var findings: [Finding] = []

    public struct ChannelUse: Sendable, Hashable {
        public var id: String
        public var line: Int
        public var column: Int
    }

    public struct Reference: Sendable, Hashable {
        public var reference: SoundReference
        /// Named in a critical-alert sound dictionary.
        public var critical: Bool
        public var line: Int
        public var column: Int
    }

    public init(path: String) {
        self.path = path
    }

    public var valid: Bool { !findings.contains { $0.severity == .error } }

    func withFinding(_ message: String) -> PayloadFileReport {
        var copy = self
        copy.findings = [
            Finding(
                rule: PayloadStructureRule.description.identifier, severity: .error, message: message, path: path,
                line: 1, column: 1)
        ]
        return copy
    }
}
