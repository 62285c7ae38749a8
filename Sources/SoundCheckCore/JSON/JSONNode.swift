/// A parsed JSON value that remembers where it stood in the text, so findings can point at
/// `file:line:column`.
public struct JSONNode: Sendable, Hashable {
    /// Not `indirect`: the arrays already hold nested values out of line, and a boxed case cost
    /// one allocation per value parsed.
    public enum Value: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number, and its text as written (so `1` and `1.0` stay distinguishable).
        case number(Double, text: String)
        case string(String)
        case array([JSONNode])
        case object([Member])
    }

    public struct Member: Sendable, Hashable {
        public var key: String
        public var keyPosition: TextPosition
        public var value: JSONNode
    }

    public var value: Value
    /// Where the value starts.
    public var position: TextPosition
    /// Byte offset just past the value.
    public var endOffset: Int

    /// The member named `key` (the last one, as most JSON readers do, if it is repeated).
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        // By index, from the end: a closure over the members copied each one it looked at.
        var index = members.endIndex
        while index > members.startIndex {
            index -= 1
            if members[index].key == key { return members[index].value }
        }
        return nil
    }

    public var members: [Member]? {
        if case .object(let members) = value { return members }
        return nil
    }

    public var stringValue: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let number, _) = value { return number }
        return nil
    }

    /// Like `resolve(pointer:)`, with one extension: a `*` token stands for every element of an
    /// array (or every member value of an object), so `/cases/*/payload` finds each test case's
    /// payload. A pointer to an array without `*` also yields its elements.
    package func resolveAll(pointer: String) -> [JSONNode] {
        guard !pointer.isEmpty else { return [self] }
        guard pointer.hasPrefix("/") else { return [] }
        var nodes = [self]
        for rawToken in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            nodes = nodes.flatMap { node -> [JSONNode] in
                if rawToken == "*" {
                    switch node.value {
                    case .array(let elements): return elements
                    case .object(let members): return members.map(\.value)
                    default: return []
                    }
                }
                return node.resolve(pointer: "/" + String(rawToken)).map { [$0] } ?? []
            }
        }
        return nodes.flatMap { node -> [JSONNode] in
            if case .array(let elements) = node.value { return elements }
            return [node]
        }
    }

    /// RFC 6901: `~1` is `/`, `~0` is `~`.
    static func unescapePointerToken(_ token: Substring) -> String {
        var result = ""
        var escaped = false
        for character in token {
            if escaped {
                result.append(character == "1" ? "/" : character == "0" ? "~" : character)
                escaped = false
            } else if character == "~" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// A short name of the value's type, for messages.
    public var typeName: String {
        switch value {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// Follows an RFC 6901 JSON Pointer (`/payload/aps`, `/cases/0/payload`); nil when it leads
    /// nowhere. The empty pointer is the node itself.
    public func resolve(pointer: String) -> JSONNode? {
        guard !pointer.isEmpty else { return self }
        guard pointer.hasPrefix("/") else { return nil }
        var node = self
        for rawToken in pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            let token = JSONNode.unescapePointerToken(rawToken)
            switch node.value {
            case .object:
                guard let next = node[token] else { return nil }
                node = next
            case .array(let elements):
                guard let index = Int(token), index >= 0, index < elements.count, String(index) == token else {
                    return nil
                }
                node = elements[index]
            default:
                return nil
            }
        }
        return node
    }
}
