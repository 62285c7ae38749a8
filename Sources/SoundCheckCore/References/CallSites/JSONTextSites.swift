/// Payload JSON written as a string in server code (Kotlin and Java), e.g. a raw string
/// `"""{"aps": {"sound": "chime.caf"}}"""`: every `sound` it names, at the literal's opening quote.
enum JSONTextSites {
    static func names(in token: SourceToken) -> [FoundSounds.Name] {
        guard !token.interpolated, token.text.contains("\"sound\"") else { return [] }
        var parser = JSONParser(bytes: Array(token.text.utf8))
        guard let document = try? parser.parse() else { return [] }
        var names: [String] = []
        collect(document, into: &names)
        return names.map { FoundSounds.Name(name: $0, site: "JSON \"sound\"", line: token.line, column: token.column) }
    }

    /// The parser bounds the depth, so this recursion is bounded too.
    private static func collect(_ node: JSONNode, into names: inout [String]) {
        switch node.value {
        case .object(let members):
            for member in members {
                if member.key == "sound", let name = member.value.stringValue ?? member.value["name"]?.stringValue {
                    names.append(name)
                } else {
                    collect(member.value, into: &names)
                }
            }
        case .array(let elements):
            for element in elements { collect(element, into: &names) }
        default:
            break
        }
    }
}
