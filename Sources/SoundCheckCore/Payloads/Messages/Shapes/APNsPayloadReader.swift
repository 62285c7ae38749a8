/// A bare APNs payload, an Xcode `.apns` file, or an Azure native or template payload: the
/// document is the payload.
enum APNsPayloadReader: MessageShapeReader {
    static let shape = MessageShape.apns

    static func recognizes(_ root: JSONNode) -> Bool { true }

    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch> {
        var message = PushMessage(shape: .apns, node: root, path: document.path)
        message.payloads = [CarriedPayload(payload: Payload(path: document.path, root: root, source: document.source))]
        return .success([message])
    }
}
