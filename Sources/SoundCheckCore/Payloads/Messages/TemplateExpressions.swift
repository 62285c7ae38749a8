/// Placeholders that a sending service fills in: Azure Notification Hubs template expressions
/// (`$(property)`, `#(property)`, `.(property)`, `{expression}`) and the `{{…}}` of Liquid and
/// Handlebars templates (OneSignal, Braze, Customer.io). A sound named by one is only known when
/// the push is sent, so it cannot be checked here.
enum TemplateExpressions {
    static func isPlaceholder(_ text: String) -> Bool {
        // Every sound name of every payload comes here, and `String.contains` searches by
        // Character, which was half of a payload's validation: the bytes first. Each check below
        // can only hold where its bytes occur, so a name without them is answered at once.
        let utf8 = text.utf8
        var marked = false
        var previous: UInt8 = 0
        for byte in utf8 {
            if (byte == UInt8(ascii: "(")
                && (previous == UInt8(ascii: "$") || previous == UInt8(ascii: "#") || previous == UInt8(ascii: ".")))
                || (byte == UInt8(ascii: "{") && previous == UInt8(ascii: "{"))
            {
                marked = true
                break
            }
            previous = byte
        }
        let braced = utf8.first == UInt8(ascii: "{") && utf8.last == UInt8(ascii: "}")
        guard marked || braced else { return false }
        if text.contains("$(") || text.contains("#(") || text.contains(".(") || text.contains("{{") { return true }
        return text.hasPrefix("{") && text.hasSuffix("}") && text.count > 2
    }

    /// Strict JSON; failing that, the same text with `#(…)` number expressions read as 0 (an
    /// Azure template, as a file or as a body inside one). The error is strict JSON's.
    static func parseJSON(_ bytes: [UInt8]) -> Result<JSONNode, JSONParseError> {
        var parser = JSONParser(bytes: bytes)
        do {
            return .success(try parser.parse())
        } catch {
            guard let neutral = neutralized(bytes) else { return .failure(error) }
            var retry = JSONParser(bytes: neutral)
            return (try? retry.parse()).map { .success($0) } ?? .failure(error)
        }
    }

    /// Azure template bodies may put `#(badge)` or `$(count)` where a number goes, outside any
    /// string, which is not JSON. This replaces each such expression with `0` and spaces, keeping
    /// every other byte (and so every line and column) where it was. Nil when there is none.
    static func neutralized(_ bytes: [UInt8]) -> [UInt8]? {
        var result = bytes
        var changed = false
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
            } else if isExpressionStart(bytes, at: index), let end = closingParenthesis(bytes, from: index + 2) {
                result[index] = UInt8(ascii: "0")
                for position in (index + 1)...end where bytes[position] != UInt8(ascii: "\n") {
                    result[position] = UInt8(ascii: " ")
                }
                changed = true
                index = end + 1
                continue
            }
            index += 1
        }
        return changed ? result : nil
    }

    private static func isExpressionStart(_ bytes: [UInt8], at index: Int) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "(") else { return false }
        return [UInt8(ascii: "$"), UInt8(ascii: "#"), UInt8(ascii: ".")].contains(bytes[index])
    }

    /// Azure's expressions are short (`$(message)`, `#(badge)`); a longer "expression" is not
    /// one. The bound keeps text full of unclosed `$(` linear: each would otherwise be followed
    /// to the end of the file.
    static let maximumExpressionLength = 256

    /// The offset of the `)` closing the expression whose `(` is just before `start`; nested
    /// parentheses count, strings inside do not end it.
    private static func closingParenthesis(_ bytes: [UInt8], from start: Int) -> Int? {
        var depth = 1
        var index = start
        var quote: UInt8?
        while index < min(bytes.count, start + maximumExpressionLength) {
            let byte = bytes[index]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "'") || byte == UInt8(ascii: "\"") {
                quote = byte
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return index }
            }
            index += 1
        }
        return nil
    }
}
