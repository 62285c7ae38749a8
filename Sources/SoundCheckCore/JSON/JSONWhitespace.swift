/// JSON's whitespace (space, tab, CR, LF), skipped the same way by the parser and the
/// clean-payload scan, counting lines for positions.
enum JSONWhitespace {
    /// Skips whitespace from `offset`; returns how many bytes it skipped.
    @discardableResult
    static func skip<Bytes: RandomAccessCollection<UInt8>>(
        _ bytes: Bytes, offset: inout Int, line: inout Int,
        lineStart: inout Int
    ) -> Int where Bytes.Index == Int {
        let start = offset
        while offset < bytes.endIndex {
            switch bytes[offset] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                offset += 1
            case UInt8(ascii: "\n"):
                offset += 1
                line += 1
                lineStart = offset
            default:
                return offset - start
            }
        }
        return offset - start
    }
}
