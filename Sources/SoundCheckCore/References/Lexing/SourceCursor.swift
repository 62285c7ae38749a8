/// A position in a source file's bytes that counts lines as it moves.
struct SourceCursor {
    let bytes: [UInt8]
    private(set) var offset = 0
    private(set) var line = 1
    private var lineStart = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is not part of the first line's columns, as in the JSON parser.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
        }
    }

    var atEnd: Bool { offset >= bytes.count }

    /// The byte `ahead` places on, or nil past the end.
    func peek(_ ahead: Int = 0) -> UInt8? {
        let index = offset + ahead
        return index < bytes.count ? bytes[index] : nil
    }

    func starts(with text: [UInt8]) -> Bool {
        guard bytes.count - offset >= text.count else { return false }
        for (index, byte) in text.enumerated() where bytes[offset + index] != byte { return false }
        return true
    }

    /// (line, column): the column is the byte offset in the line plus one.
    var position: (line: Int, column: Int) { (line, offset - lineStart + 1) }

    mutating func advance(_ count: Int = 1) {
        for _ in 0..<count where offset < bytes.count {
            if bytes[offset] == UInt8(ascii: "\n") {
                line += 1
                lineStart = offset + 1
            }
            offset += 1
        }
    }

    /// Moves past bytes while `accept` holds.
    mutating func advance(while accept: (UInt8) -> Bool) {
        while let byte = peek(), accept(byte) { advance() }
    }

    /// Skips to the end of the line (the newline stays).
    mutating func skipLine() {
        advance { $0 != UInt8(ascii: "\n") }
    }

    /// Skips a `/* … */` comment whose opener is here; with `nested`, inner openers count (Swift,
    /// Kotlin, Dart). An unterminated comment ends at the end of the file.
    mutating func skipBlockComment(nested: Bool) {
        advance(2)
        var depth = 1
        while !atEnd && depth > 0 {
            if starts(with: Self.blockClose) {
                depth -= 1
                advance(2)
            } else if nested && starts(with: Self.blockOpen) {
                depth += 1
                advance(2)
            } else {
                advance()
            }
        }
    }

    /// Skips `//` and `/* */` comments; true if one was here.
    mutating func skipCStyleComment(nestedBlocks: Bool) -> Bool {
        if starts(with: Self.lineOpen) {
            skipLine()
            return true
        }
        if starts(with: Self.blockOpen) {
            skipBlockComment(nested: nestedBlocks)
            return true
        }
        return false
    }

    private static let lineOpen: [UInt8] = Array("//".utf8)
    private static let blockOpen: [UInt8] = Array("/*".utf8)
    private static let blockClose: [UInt8] = Array("*/".utf8)
}
