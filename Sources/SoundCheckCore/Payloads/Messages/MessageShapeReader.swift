/// Reads one shape's messages out of a document. One type per shape, in `Shapes/`, listed in
/// `MessageShapeReaders.all` in the order detection tries them.
protocol MessageShapeReader {
    static var shape: MessageShape { get }
    /// Whether the document has this shape's structure (for detection; `--shape` skips it).
    static func recognizes(_ root: JSONNode) -> Bool
    /// The messages of a document read as this shape, or why it cannot be.
    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch>
}

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

/// A document read as a shape it does not have (with `--shape`): said at the document's start.
struct ShapeMismatch: Error {
    var reason: String
}

enum MessageShapeReaders {
    /// Most specific first: an APNs payload (`aps`) is what is left. Computed, not stored: a
    /// stored array of metatypes is global state Swift 6 cannot prove safe to share.
    static var all: [any MessageShapeReader.Type] {
        [
            FCMMessageReader.self,
            SNSMessageReader.self,
            AzureInstallationReader.self,
            OneSignalNotificationReader.self,
            ExpoMessageReader.self,
            LegacyFCMMessageReader.self,
            APNsPayloadReader.self,
        ]
    }

    static func reader(for shape: MessageShape) -> any MessageShapeReader.Type {
        all.first { $0.shape == shape } ?? APNsPayloadReader.self
    }
}

extension JSONNode {
    /// Whether this is an object holding any of `keys`.
    func hasAnyMember(_ keys: Set<String>) -> Bool {
        members?.contains { keys.contains($0.key) } ?? false
    }

    /// The value at a path of object keys.
    func at(_ keys: String...) -> JSONNode? {
        var node: JSONNode? = self
        for key in keys { node = node?[key] }
        return node
    }
}

extension Payload {
    /// A payload as read from a message; Xcode's `Simulator Target Bundle` is not sent.
    init(path: String, root: JSONNode, source: [UInt8]) {
        let ignored: Set<String> = root["Simulator Target Bundle"] != nil ? ["Simulator Target Bundle"] : []
        self.init(path: path, root: root, source: source, ignoredKeys: ignored)
    }
}
