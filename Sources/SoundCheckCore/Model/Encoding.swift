/// How the audio data inside a container is encoded.
///
/// The four Apple-allowed encodings have their own cases; everything else keeps a stable lowercase
/// identifier (`aac`, `alac`, `ima-adpcm`, `ms-adpcm`, `gsm`, `mp3`, …) so reports can name it.
public enum Encoding: Sendable, Hashable {
    case lpcm
    case ima4
    case ulaw
    case alaw
    case other(String)

    public init(identifier: String) {
        switch identifier {
        case "lpcm": self = .lpcm
        case "ima4": self = .ima4
        case "ulaw": self = .ulaw
        case "alaw": self = .alaw
        default: self = .other(identifier)
        }
    }

    /// The identifier used in JSON and in messages.
    public var identifier: String {
        switch self {
        case .lpcm: "lpcm"
        case .ima4: "ima4"
        case .ulaw: "ulaw"
        case .alaw: "alaw"
        case .other(let name): name
        }
    }

    /// A human name, as afinfo and Apple's documentation spell it.
    public var displayName: String {
        switch self {
        case .lpcm: "Linear PCM"
        case .ima4: "IMA4 (Apple IMA/ADPCM)"
        case .ulaw: "µLaw"
        case .alaw: "aLaw"
        case .other(let name): Encoding.otherDisplayNames[name] ?? name
        }
    }

    /// Every identifier soundcheck knows, the Apple-allowed four first (for configuration checks).
    public static let knownIdentifiers: [String] =
        ["lpcm", "ima4", "ulaw", "alaw"]
        + otherDisplayNames.keys.filter { $0 != "unknown" }.sorted()

    /// `identifiers` in a stable order: the order of `knownIdentifiers`, then any others sorted.
    public static func sorted<S: Sequence<String>>(_ identifiers: S) -> [String] {
        identifiers.sorted { lhs, rhs in
            let left = knownIdentifiers.firstIndex(of: lhs) ?? Int.max
            let right = knownIdentifiers.firstIndex(of: rhs) ?? Int.max
            return left != right ? left < right : lhs < rhs
        }
    }

    private static let otherDisplayNames: [String: String] = [
        "aac": "AAC", "he-aac": "HE-AAC", "alac": "Apple Lossless (ALAC)", "mp3": "MP3",
        "ima-adpcm": "IMA/DVI ADPCM (WAV)", "ms-adpcm": "Microsoft ADPCM", "gsm": "GSM 6.10",
        "flac": "FLAC", "opus": "Opus", "vorbis": "Ogg Vorbis", "unknown": "unknown",
    ]
}

extension Encoding: Codable {
    public init(from decoder: any Decoder) throws {
        self.init(identifier: try decoder.singleValueContainer().decode(String.self))
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }
}
