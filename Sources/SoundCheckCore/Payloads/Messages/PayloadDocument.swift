/// The text a document was parsed from, for payloads to measure and embedded JSON to decode.
struct PayloadDocument {
    var path: String
    var source: [UInt8]
}

extension PayloadDocument {
    /// The payload a message carries as a JSON string in `node`, under `key`; `what` names it in
    /// messages (`"APNS"`, `the body of template "alert"`), `expected` says what it should be.
    func embeddedPayload(_ node: JSONNode, key: String, what: String, expected: String, lines: LineTable) -> Result<
        Payload, UnreadableEmbedding
    > {
        switch EmbeddedJSON.parse(node, in: source, lines: lines) {
        case .document(let root, let source):
            return .success(Payload(path: path, root: root, source: source))
        case .invalid(let reason, let position):
            return .failure(
                UnreadableEmbedding(key: key, reason: "\(what) is not valid JSON: \(reason)", position: position))
        case nil:
            return .failure(
                UnreadableEmbedding(
                    key: key, reason: "\(what) is \(node.typeName); \(expected)", position: node.position))
        }
    }
}
