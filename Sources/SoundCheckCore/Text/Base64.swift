/// Base64 (RFC 4648 §4, padded), for bytes embedded in a text document such as the HTML
/// report's `data:` URLs (the library does without Foundation).
package enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    package static func encode(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { encode($0) }
    }

    package static func encode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let (groups, remainder) = bytes.count.quotientAndRemainder(dividingBy: 3)
        let length = (groups + (remainder > 0 ? 1 : 0)) * 4
        return String(unsafeUninitializedCapacity: length) { output in
            var out = 0
            func put(_ index: UInt32) {
                output[out] = alphabet[Int(index & 0x3F)]
                out += 1
            }
            for group in 0..<groups {
                let start = group * 3
                let value = UInt32(bytes[start]) << 16 | UInt32(bytes[start + 1]) << 8 | UInt32(bytes[start + 2])
                put(value >> 18)
                put(value >> 12)
                put(value >> 6)
                put(value)
            }
            if remainder > 0 {
                let first = UInt32(bytes[groups * 3]) << 16
                let value = remainder == 2 ? first | UInt32(bytes[groups * 3 + 1]) << 8 : first
                put(value >> 18)
                put(value >> 12)
                if remainder == 2 {
                    put(value >> 6)
                } else {
                    output[out] = UInt8(ascii: "=")
                    out += 1
                }
                output[out] = UInt8(ascii: "=")
                out += 1
            }
            return out
        }
    }
}
