/// The sound names one source file gives at known call sites, judged against the manifest.
/// With `--unused`, the manifest (or a sound file) is a file of the report too, holding the
/// `unused-sound` findings.
public struct ReferenceFileReport: Sendable, Hashable {
    public var path: String
    /// The language the file was read as; nil for the manifest or a sound file.
    public var language: SourceLanguage?
    public var references: [Reference] = []
    /// The Android notification sounds (raw resources) the file names: judged against the
    /// manifest's Android half when it has one.
    public var androidReferences: [AndroidReference] = []
    /// The Android notification channels the file creates, by id.
    public var androidChannels: [AndroidChannel] = []

    public struct AndroidChannel: Sendable, Hashable {
        public var id: String
        public var site: String
        public var line: Int
        public var column: Int
        /// The raw resource the channel is created with, when the call names one as a literal.
        public var sound: String?
    }
    /// Sound arguments that are not literals, counted, never guessed.
    public var notCheckable: [NotCheckable] = []
    /// For the manifest or a sound file: the sounds no reference names.
    public var unusedSounds: [String] = []
    public var findings: [Finding] = []

    public struct Reference: Sendable, Hashable {
        public var reference: SoundReference
        /// Where the name is given: `UNNotificationSound(named:)`, `sound:`, `"sound":`.
        public var site: String
        public var line: Int
        public var column: Int
    }

    public struct AndroidReference: Sendable, Hashable {
        /// As written: a resource name, or a file name where the API takes one.
        public var name: String
        public var site: String
        /// Whether it resolves to a raw resource that plays; nil without an Android half.
        public var resolves: Bool?
        public var line: Int
        public var column: Int
    }

    public struct NotCheckable: Sendable, Hashable {
        public var site: String
        /// The argument as written (shortened).
        public var expression: String
        public var line: Int
        public var column: Int
    }

    public init(path: String, language: SourceLanguage?) {
        self.path = path
        self.language = language
    }

    public var valid: Bool { !findings.contains { $0.severity == .error } }
}
