/// The raw resources an Android module's code and resources name where the shrinker sees them:
/// `R.raw.NAME` in Java and Kotlin, `@raw/NAME` in XML, and, for its safe mode, the string
/// literals of Java and Kotlin code (a name or an `android.resource://…/raw/NAME` address).
package struct RawResourceReferences: Sendable, Hashable {
    /// Names referenced as resources (`R.raw.chime`, `@raw/chime`): always kept.
    package var resources: Set<String> = []
    /// Names found in string literals: kept in safe mode, the shrinker's default.
    package var strings: Set<String> = []

    package init() {}

    /// Adds what a Java (`kotlin` false) or Kotlin source names.
    package mutating func addSource(_ bytes: [UInt8], kotlin: Bool) {
        var recent: [SourceToken] = []
        var lexer = SourceLexer(bytes: bytes, syntax: KotlinJavaSyntax(kotlin: kotlin))
        var found = self
        lexer.run { token in
            // A template's literal parts are constants of the compiled code too.
            if token.kind == .string { found.addString(token.text) }
            if token.kind == .identifier, recent.count == 4, recent[0].isIdentifier("R"), recent[1].isPunctuation("."),
                recent[2].isIdentifier("raw"), recent[3].isPunctuation(".")
            {
                found.resources.insert(token.text)
            }
            recent.append(token)
            if recent.count > 4 { recent.removeFirst() }
        }
        self = found
    }

    /// Adds what an XML resource or manifest names: every `@raw/NAME`.
    package mutating func addXML(_ bytes: [UInt8]) {
        for name in Self.names(after: Array("@raw/".utf8), in: bytes) { resources.insert(name) }
    }

    mutating func addString(_ text: String) {
        let bytes = Array(text.utf8)
        if !bytes.isEmpty, bytes.count <= 256, bytes.allSatisfy(Self.isNameByte) { strings.insert(text) }
        for name in Self.names(after: Array("raw/".utf8), in: bytes) { strings.insert(name) }
    }

    /// The resource names that follow each occurrence of `marker`.
    static func names(after marker: [UInt8], in bytes: [UInt8]) -> [String] {
        var names: [String] = []
        var index = 0
        while index + marker.count <= bytes.count {
            guard bytes[index..<(index + marker.count)].elementsEqual(marker) else {
                index += 1
                continue
            }
            var end = index + marker.count
            while end < bytes.count, isNameByte(bytes[end]) { end += 1 }
            if end > index + marker.count {
                names.append(String(decoding: bytes[(index + marker.count)..<end], as: UTF8.self))
            }
            index = max(end, index + 1)
        }
        return names
    }

    static func isNameByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
