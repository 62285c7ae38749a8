/// The file format a sound is stored in, identified by its magic bytes, never by its extension.
public enum Container: String, Sendable, Hashable, Codable, CaseIterable {
    case caf
    case aiff
    case aifc
    case wav
    case unknown

    /// The four-character file type afinfo prints for the container.
    public var fileTypeID: String {
        switch self {
        case .caf: "caff"
        case .aiff: "AIFF"
        case .aifc: "AIFC"
        case .wav: "WAVE"
        case .unknown: "????"
        }
    }

    /// A human name for messages.
    public var displayName: String {
        switch self {
        case .caf: "CAF"
        case .aiff: "AIFF"
        case .aifc: "AIFF-C"
        case .wav: "WAV"
        case .unknown: "unknown"
        }
    }

    /// The file name extensions that fit this container's content.
    public var fittingExtensions: Set<String> {
        switch self {
        case .caf: ["caf"]
        case .aiff: ["aif", "aiff"]
        case .aifc: ["aifc", "aif", "aiff"]
        case .wav: ["wav"]
        case .unknown: []
        }
    }
}
