/// A JSON string without escapes or control characters, which most strings are: its text made
/// straight from the bytes, validated once. The parser and the clean-payload scan read strings
/// with it first; anything else is the parser's general path (which decodes escapes and says
/// where a string goes wrong) or makes the scan step aside.
enum JSONPlainString {
    /// The string whose content starts at `start` (just after its opening quote), and the offset
    /// just past its closing quote; nil when it holds an escape or a control character, is not
    /// valid UTF-8 or does not end.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (text: String, end: Int)? {
        var index = start
        var ascii = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = UnsafeBufferPointer(rebasing: bytes[start..<index])
                guard ascii || UTF8Check.isValid(content) else { return nil }
                return (String(decoding: content, as: UTF8.self), index + 1)
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte >= 0x80 { ascii = false }
            index += 1
        }
        return nil
    }
}
