/// Reads one shape's messages out of a document. One type per shape, in `Shapes/`, listed in
/// `MessageShapeReaders.all` in the order detection tries them.
protocol MessageShapeReader {
    static var shape: MessageShape { get }
    /// Whether the document has this shape's structure (for detection; `--shape` skips it).
    static func recognizes(_ root: JSONNode) -> Bool
    /// The messages of a document read as this shape, or why it cannot be.
    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch>
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
