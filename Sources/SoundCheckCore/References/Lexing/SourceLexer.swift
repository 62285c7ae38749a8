/// Turns a file's bytes into tokens. Code inside an interpolation is skipped, not tokenised:
/// the literal around it is what the matcher judges (as not checkable). The open literals are
/// a stack, not recursion, so no input can exhaust the stack; every step consumes a byte, so
/// every input ends.
struct SourceLexer {
    private var cursor: SourceCursor
    private let syntax: any LanguageSyntax
    /// Where each token goes as it is read: the file's tokens are never all held at once.
    private var sink: (SourceToken) -> Void = { _ in }
    /// Literals whose interpolation the lexer is inside, innermost last.
    private var open: [OpenString] = []

    init(bytes: [UInt8], syntax: any LanguageSyntax) {
        cursor = SourceCursor(bytes: bytes)
        self.syntax = syntax
    }

    /// Literals nested deeper in interpolations than this are read as code: no program nests
    /// so deep, and the stack stays small whatever the input.
    static let maximumNesting = 64

    mutating func run(_ sink: @escaping (SourceToken) -> Void) {
        self.sink = sink
        while !cursor.atEnd {
            let before = cursor.offset
            step()
            if cursor.offset == before { cursor.advance() }
        }
    }

    private mutating func step() {
        if syntax.skipComment(&cursor) { return }
        if let byte = cursor.peek(), closesInterpolation(byte) {
            cursor.advance()
            if var string = open.popLast() { read(&string) }
            return
        }
        if let opening = syntax.stringOpening(cursor) {
            cursor.advance(opening.prefix)
            var string = OpenString(kind: opening.kind, line: cursor.position.line, column: cursor.position.column)
            cursor.advance(opening.quotes)
            read(&string)
            return
        }
        plainToken()
    }

    /// Whether `byte` ends the innermost interpolation; counts the brackets inside it.
    private mutating func closesInterpolation(_ byte: UInt8) -> Bool {
        guard let last = open.indices.last else { return false }
        let brackets = open[last].kind.interpolationBrackets
        if byte == brackets.open { open[last].depth += 1 }
        if byte == brackets.close {
            if open[last].depth == 0 { return true }
            open[last].depth -= 1
        }
        return false
    }

    /// Continues a literal's body; emits it when it closes outside any interpolation.
    private mutating func read(_ string: inout OpenString) {
        switch string.scanBody(&cursor) {
        case .closed:
            guard open.isEmpty else { return }
            let kind: SourceToken.Kind = string.kind.character ? .character : .string
            emit(
                kind, String(decoding: string.value, as: UTF8.self), interpolated: string.interpolated,
                at: (string.line, string.column))
        case .interpolation:
            guard open.count < Self.maximumNesting else { return }
            string.depth = 0
            open.append(string)
        case .unterminated:
            // Not a literal the program could compile; whatever follows is read as code.
            break
        }
    }

    private mutating func plainToken() {
        guard let byte = cursor.peek() else { return }
        let start = cursor.position
        let from = cursor.offset
        if Self.isIdentifierStart(byte) {
            cursor.advance(while: Self.isIdentifierByte)
            emit(.identifier, String(decoding: cursor.bytes[from..<cursor.offset], as: UTF8.self), at: start)
        } else if Self.isDigit(byte) {
            cursor.advance { Self.isIdentifierByte($0) }
            while cursor.peek() == UInt8(ascii: "."), let next = cursor.peek(1), Self.isDigit(next) {
                cursor.advance()
                cursor.advance(while: Self.isIdentifierByte)
            }
            emit(.number, "", at: start)
        } else if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
            cursor.advance()
        } else {
            cursor.advance()
            emit(.punctuation, String(decoding: [byte], as: UTF8.self), at: start)
        }
    }

    private mutating func emit(
        _ kind: SourceToken.Kind, _ text: String, interpolated: Bool = false, at position: (line: Int, column: Int)
    ) {
        guard open.isEmpty else { return }
        sink(
            SourceToken(
                kind: kind, text: text, interpolated: interpolated, line: position.line, column: position.column))
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
            || byte == UInt8(ascii: "$") || byte >= 0x80
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
