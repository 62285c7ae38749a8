/// Byte length of JSON text with the whitespace between tokens removed.
enum CompactSize {
    static func of(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var size = 0
        var inString = false
        var escaped = false
        var index = max(0, start)
        while index < min(end, bytes.count) {
            let byte = bytes[index]
            if inString {
                size += 1
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                size += 1
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r")
                && byte != UInt8(ascii: "\t")
            {
                size += 1
            }
            index += 1
        }
        return size
    }
}
