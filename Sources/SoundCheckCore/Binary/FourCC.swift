/// Four-character codes and bytes as text.
package enum FourCC {
    /// Printable four-character codes as text; anything else as hex, so a message never carries
    /// control characters from a hostile file.
    package static func string(_ bytes: ArraySlice<UInt8>) -> String {
        if bytes.count == 4, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            return String(decoding: bytes, as: UTF8.self)
        }
        return "0x" + bytes.map { hex($0) }.joined()
    }

    package static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }

    package static func hex16(_ value: UInt16) -> String {
        "0x" + hex(UInt8(value >> 8)).uppercased() + hex(UInt8(value & 0xFF)).uppercased()
    }

    /// A 32-bit size field as hex, `0x7FFFF000`.
    package static func hex32(_ value: Int64) -> String {
        let bits = UInt32(truncatingIfNeeded: value)
        return hex16(UInt16(bits >> 16)) + String(hex16(UInt16(bits & 0xFFFF)).dropFirst(2))
    }
}
