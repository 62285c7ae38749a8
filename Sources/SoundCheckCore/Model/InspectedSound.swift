/// Everything known about one file before the rules judge it.
public struct InspectedSound: Sendable, Hashable {
    /// The path as given or discovered.
    public var path: String {
        didSet {
            name = PathText.lastComponent(of: path)
            fileExtension = PathText.extension(of: name)
        }
    }
    /// The file name, as a payload names it (`chime.caf`).
    public private(set) var name: String
    /// The header facts, or nil when the file could not be read at all.
    public var description: SoundDescription?
    /// For files that are not CAF/AIFF/WAV: what they are instead ("MP3", "Ogg Vorbis"…).
    public var foreignFormat: String?
    /// Why the file could not be read (permissions, not a regular file…).
    public var readError: String?
    public var libsndfile: LibsndfileVerdict = .notAsked
    /// Where the bytes are when not at `path`: a copy extracted from an archive (`App.ipa`).
    public var readPath: String?
    /// What an Xcode project or a built product says of the file; nil for files and folders
    /// checked as such.
    public var shipping: Shipping?
    /// The asset catalog the file lies in (`App/Assets.xcassets`), when it does: the build
    /// compiles the catalog into `Assets.car`, so no bundle holds the file under its name.
    public var assetCatalog: String?
    /// Where the apps containing a checked app extension copy the same file: targets read for
    /// this fact only, not checked themselves (`--target` naming an extension).
    public var containingAppPlacements: [BundlePlacement] = []
    /// The kind of description that says the app ships it (nil for files checked as such).
    public var describedBy: AppDescriptionKind?
    /// Where a config lists the file (an Expo `sounds` entry, a Cordova `resource-file`): the
    /// place findings about the entry point at, and that findings about the file name.
    public var listedAt: [ListedPosition] = []
    /// The Xcode project file whose targets copy it (see `ShippedSounds.projectFile`).
    public var projectFile: String?
    /// What a committed native project beside the config says of it (see `NativeProjectFact`).
    public var nativeProject: NativeProjectFact?
    /// Where an Android app has the file as a raw resource. Set, the file is judged as Android's
    /// (by the rules whose platform is `.android`) and by no rule of Apple's; a file both halves
    /// ship (an Expo `sounds` entry) is checked once per platform.
    public var android: AndroidPlacement?

    /// Whose rules judge the file.
    public var platform: SoundPlatform { android == nil ? .apple : .android }

    /// Whether and where an app ships a file.
    public enum Shipping: Sendable, Hashable {
        /// Copied into these bundles, there.
        case shipped([BundlePlacement])
        /// Named by these targets' Resources, but not on disk.
        case missing([BundlePlacement])
        /// A folder these targets copy (a folder reference) that is not there, and that no tool
        /// is known to make: whatever sounds it was meant to hold are not in the app.
        case folderMissing([BundlePlacement])
        /// A sound file under the project's folder that none of these targets copies.
        /// `copiedBy`: the targets not checked that copy it (an extension's own sound).
        case notShipped(bundles: [String], copiedBy: [String] = [])
    }

    /// The bundles that copy the file, and where; empty unless it is shipped.
    public var placements: [BundlePlacement] {
        if case .shipped(let placements) = shipping { return placements }
        return []
    }

    /// A file of the app's project that no target ships (and no committed native project copies):
    /// the app does not have it, so it neither plays nor fails to.
    public var isUnshipped: Bool {
        switch shipping {
        case .notShipped: !isJudgedAsSound
        case .folderMissing: true
        case .shipped, .missing, nil: false
        }
    }

    /// Whether the sound rules judge the file: not when it is missing or no target ships it,
    /// unless a committed native project beside a config copies it (it ships when that is built).
    public var isJudgedAsSound: Bool {
        switch shipping {
        case .missing, .folderMissing: false
        case .notShipped:
            if case .onlyInProject? = nativeProject { true } else { false }
        case .shipped, nil: true
        }
    }

    public init(path: String, description: SoundDescription?, foreignFormat: String? = nil, readError: String? = nil) {
        self.path = path
        self.name = PathText.lastComponent(of: path)
        self.fileExtension = PathText.extension(of: name)
        self.description = description
        self.foreignFormat = foreignFormat
        self.readError = readError
    }

    /// The lowercased extension of the file name, or "" when it has none.
    public private(set) var fileExtension: String

    /// A sound by its content or its name: the files that take part in rules about the whole
    /// set, such as name collisions.
    public var isNamedLikeASound: Bool {
        container != .unknown || AppleSoundFormats.fileExtensions.contains(fileExtension)
    }

    /// What the file is, in a few words: `CAF ima4 22050 Hz mono, 1.5 s`, or `unreadable`.
    public var summary: String {
        guard let description else { return "unreadable" }
        // A file of another format (MP3, Ogg Vorbis) has no header facts beyond its format.
        if description.container == .unknown, let foreignFormat {
            guard let duration = description.duration else { return "\(foreignFormat) file" }
            let length = NumberText.short(duration, against: AppleSoundFormats.maximumDuration)
            return "\(foreignFormat) file, \(description.durationIsEstimate ? "about " : "")\(length) s"
        }
        var text = "\(description.container.displayName) \(description.encoding.identifier)"
        if let format = description.sampleFormat { text += " \(format.rawValue)" }
        text += " \(NumberText.trimmed(description.sampleRate)) Hz"
        text +=
            description.channels == 1 ? " mono" : description.channels == 2 ? " stereo" : " \(description.channels) ch"
        // Against iOS's limit, so that a sound of 29.999 s never reads as "30 s" beside "ok".
        if let duration = description.duration {
            text += ", \(NumberText.short(duration, against: AppleSoundFormats.maximumDuration)) s"
        }
        return text
    }

    public var container: Container { description?.container ?? .unknown }
    public var encoding: Encoding { description?.encoding ?? .other("unknown") }
}
