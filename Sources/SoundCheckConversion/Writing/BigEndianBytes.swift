import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Builds the big-endian header fields of CAF and AIFF-C files.
struct BigEndianBytes {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func append(fourCC: String) {
        precondition(fourCC.utf8.count == 4, "a four-character code")
        bytes += fourCC.utf8
    }

    mutating func append(_ value: UInt16) {
        bytes += [UInt8(value >> 8), UInt8(value & 0xFF)]
    }

    mutating func append(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    mutating func append(_ value: UInt64) {
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
    }

    mutating func append(raw: [UInt8]) {
        bytes += raw
    }

    /// An 80-bit IEEE extended float, as AIFF stores its sample rate. Positive finite values only.
    mutating func append(extended value: Double) {
        guard value.isFinite, value > 0 else {
            bytes += [UInt8](repeating: 0, count: 10)
            return
        }
        let exponent = Int(value.exponent)
        let mantissa = UInt64(value.significand * 9_223_372_036_854_775_808.0)
        append(UInt16(exponent + 16383))
        append(mantissa)
    }

    static func uint32(_ value: UInt32) -> [UInt8] {
        var builder = BigEndianBytes()
        builder.append(value)
        return builder.bytes
    }

    static func uint64(_ value: UInt64) -> [UInt8] {
        var builder = BigEndianBytes()
        builder.append(value)
        return builder.bytes
    }
}
