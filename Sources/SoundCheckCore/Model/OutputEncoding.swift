/// The data format of a converted sound. Names read like afconvert's `-d` data formats.
public enum OutputEncoding: String, CaseIterable, Sendable, Codable {
    case ima4, lpcm16, ulaw, alaw, vorbis

    public var names: [String] {
        switch self {
        case .ima4: ["ima4"]
        case .lpcm16: ["lpcm", "lpcm16", "I16", "LEI16", "BEI16", "pcm16"]
        case .ulaw: ["ulaw"]
        case .alaw: ["alaw"]
        case .vorbis: ["vorbis"]
        }
    }

    public init?(name: String) {
        guard let match = Self.allCases.first(where: { $0.names.contains { $0.lowercased() == name.lowercased() } })
        else { return nil }
        self = match
    }

    /// The encoding a file written in this one is read as (its identifier in `allowed_encodings`).
    public var soundEncoding: Encoding {
        switch self {
        case .ima4: .ima4
        case .lpcm16: .lpcm
        case .ulaw: .ulaw
        case .alaw: .alaw
        case .vorbis: .other("vorbis")
        }
    }

    public var displayName: String {
        switch self {
        case .ima4: "IMA4"
        case .lpcm16: "16-bit Linear PCM"
        case .ulaw: "µLaw"
        case .alaw: "aLaw"
        case .vorbis: "Vorbis"
        }
    }
}
