/// The container of a converted sound. Names read like afconvert's `-f` file types. Ogg (Vorbis)
/// is for Android's `res/raw` only: iOS does not play it.
public enum OutputContainer: String, CaseIterable, Sendable, Codable {
    case caf, aifc, aiff, wav, ogg

    /// The containers iOS plays a notification sound from.
    public static let apple: [OutputContainer] = [.caf, .aifc, .aiff, .wav]

    /// The afconvert file type first, then the names people also type.
    public var names: [String] {
        switch self {
        case .caf: ["caff", "caf"]
        case .aifc: ["AIFC", "aifc"]
        case .aiff: ["AIFF", "aiff", "aif"]
        case .wav: ["WAVE", "wav", "wave"]
        case .ogg: ["ogg", "Ogg", "oga"]
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.names.contains { $0.lowercased() == name.lowercased() } })
        else { return nil }
        self = match
    }

    /// The container a file name asks for by its extension, if any.
    public init?(extensionOf path: String) {
        switch PathText.extension(of: PathText.lastComponent(of: path)) {
        case "caf": self = .caf
        case "aifc": self = .aifc
        case "aiff", "aif": self = .aiff
        case "wav", "wave": self = .wav
        case "ogg", "oga": self = .ogg
        default: return nil
        }
    }

    public var fileExtension: String { rawValue }

    /// The container a file written in this one is read as (Ogg is none of Apple's).
    public var soundContainer: Container {
        switch self {
        case .caf: .caf
        case .aifc: .aifc
        case .aiff: .aiff
        case .wav: .wav
        case .ogg: .unknown
        }
    }

    /// The best encoding for a notification sound in this container: IMA4 (4:1, Apple's
    /// recommendation) where the container holds it, otherwise 16-bit PCM.
    public var defaultEncoding: OutputEncoding {
        switch self {
        case .caf, .aifc: .ima4
        case .aiff, .wav: .lpcm16
        case .ogg: .vorbis
        }
    }
}
