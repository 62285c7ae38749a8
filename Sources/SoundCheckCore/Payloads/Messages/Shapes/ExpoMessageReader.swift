/// Expo's push service: a message `{"to": "ExponentPushToken[…]", "sound": …}`, or an array of
/// them (one request sends up to 100). `sound` is `"default"`, a file name, null, or
/// `{"critical": true, "name": "…", "volume": 0.0…1.0}`: `critical` is a boolean here.
enum ExpoMessageReader: MessageShapeReader {
    static let shape = MessageShape.expo

    static let contentKeys: Set<String> = [
        "sound", "title", "body", "subtitle", "badge", "channelId", "categoryId", "interruptionLevel",
        "_contentAvailable", "mutableContent",
    ]

    static func recognizes(_ root: JSONNode) -> Bool {
        if case .array(let elements) = root.value {
            return !elements.isEmpty && elements.allSatisfy(isMessage)
        }
        return isMessage(root)
    }

    private static func isMessage(_ node: JSONNode) -> Bool {
        guard node.members != nil, node["aps"] == nil, node["notification"] == nil, let to = node["to"] else {
            return false
        }
        let tokens: [String]
        switch to.value {
        case .string(let token): tokens = [token]
        case .array(let elements): tokens = elements.compactMap(\.stringValue)
        default: return false
        }
        return tokens.contains { $0.hasPrefix("ExponentPushToken[") || $0.hasPrefix("ExpoPushToken[") }
            || node.hasAnyMember(contentKeys)
    }

    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch> {
        var nodes = [root]
        if case .array(let elements) = root.value { nodes = elements }
        var messages: [PushMessage] = []
        for node in nodes {
            guard node.members != nil else {
                return .failure(
                    ShapeMismatch(
                        reason: "an Expo push message is a JSON object (or an array of them); this is \(node.typeName)")
                )
            }
            var message = PushMessage(shape: .expo, node: node, path: document.path)
            message.soundField = node["sound"]
            message.androidChannel = node["channelId"]
            messages.append(message)
        }
        return .success(messages)
    }
}
