/// The sample representation of Linear PCM data.
public enum SampleFormat: String, Sendable, Hashable, Codable, CaseIterable {
    case uint8
    case int8
    case int16
    case int24
    case int32
    case float32
    case float64

    public var bytesPerSample: Int {
        switch self {
        case .uint8, .int8: 1
        case .int16: 2
        case .int24: 3
        case .int32, .float32: 4
        case .float64: 8
        }
    }

    public var isFloat: Bool { self == .float32 || self == .float64 }

    /// The integer format for a sample width in bits (rounded up to whole bytes).
    package static func integer(bits: Int, signed8: Bool) -> SampleFormat? {
        switch (bits + 7) / 8 {
        case 1: signed8 ? .int8 : .uint8
        case 2: .int16
        case 3: .int24
        case 4: .int32
        default: nil
        }
    }

    package static func float(bits: Int) -> SampleFormat? {
        switch bits {
        case 32: .float32
        case 64: .float64
        default: nil
        }
    }
}
