import SoundCheckCore

/// Reads fixed-width big- and little-endian fields from a byte array. Every read is bounds-checked
/// and returns nil past the end, so a hostile header can never trap.
struct BinaryCursor {
    let bytes: ArraySlice<UInt8>
    /// Offset from the start of `bytes`.
    var position: Int = 0

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }
    init(_ bytes: [UInt8]) { self.bytes = bytes[...] }

    mutating func skip(_ count: Int) { position += count }

    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, position + count <= bytes.count else { return nil }
        defer { position += count }
        let start = bytes.startIndex + position
        return bytes[start..<start + count]
    }

    mutating func fourCC() -> String? {
        bytes(4).map(FourCC.string)
    }

    mutating func uint16BE() -> UInt16? { integer(2, bigEndian: true).map { UInt16($0) } }
    mutating func uint16LE() -> UInt16? { integer(2, bigEndian: false).map { UInt16($0) } }
    mutating func uint32BE() -> UInt32? { integer(4, bigEndian: true).map { UInt32($0) } }
    mutating func uint32LE() -> UInt32? { integer(4, bigEndian: false).map { UInt32($0) } }
    mutating func uint64BE() -> UInt64? { integer(8, bigEndian: true) }
    mutating func int16BE() -> Int16? { uint16BE().map { Int16(bitPattern: $0) } }
    mutating func int32BE() -> Int32? { uint32BE().map { Int32(bitPattern: $0) } }
    mutating func int64BE() -> Int64? { uint64BE().map { Int64(bitPattern: $0) } }
    mutating func float64BE() -> Double? { uint64BE().map { Double(bitPattern: $0) } }

    /// The 80-bit IEEE 754 extended float AIFF uses for its sample rate.
    mutating func extended80BE() -> Double? {
        guard let exponentWord = uint16BE(), let mantissa = uint64BE() else { return nil }
        let sign: Double = exponentWord & 0x8000 != 0 ? -1 : 1
        let exponent = Int(exponentWord & 0x7FFF)
        if exponent == 0 && mantissa == 0 { return 0 }
        if exponent == 0x7FFF { return mantissa == 0 ? sign * .infinity : .nan }
        // The mantissa has an explicit integer bit: value = mantissa × 2^(exponent − 16383 − 63).
        return sign * Double(sign: .plus, exponent: exponent - 16383 - 63, significand: Double(mantissa))
    }

    private mutating func integer(_ width: Int, bigEndian: Bool) -> UInt64? {
        guard position + width <= bytes.count else { return nil }
        var value: UInt64 = 0
        for index in 0..<width {
            let byte = UInt64(bytes[bytes.startIndex + position + (bigEndian ? index : width - 1 - index)])
            value = value << 8 | byte
        }
        position += width
        return value
    }
}
