/// An Azure Notification Hubs installation: each template's `body` is the APNs payload as a
/// JSON string with `$(property)` expressions (and `#(property)` where a number goes, which is
/// not JSON until Azure fills it in). Templates of other platforms are left alone.
enum AzureInstallationReader: MessageShapeReader {
    static let shape = MessageShape.azure

    static func recognizes(_ root: JSONNode) -> Bool {
        root["aps"] == nil && root["templates"]?.members != nil
            && root.hasAnyMember(["installationId", "platform", "pushChannel"])
    }

    static func messages(in root: JSONNode, of document: PayloadDocument) -> Result<[PushMessage], ShapeMismatch> {
        guard let templates = root["templates"]?.members else {
            return .failure(
                ShapeMismatch(reason: "an Azure installation has a \"templates\" object; this one has none"))
        }
        var message = PushMessage(shape: .azure, node: root, path: document.path)
        let platform = root["platform"]?.stringValue?.lowercased()
        guard platform == nil || platform == "apns" else { return .success([message]) }
        let lines = LineTable(document.source)
        for template in templates {
            guard let body = template.value["body"] else { continue }
            let what = "the body of template \"\(template.key)\""
            switch document.embeddedPayload(
                body, key: template.key, what: what, expected: "it must be the APNs payload as a JSON string",
                lines: lines)
            {
            case .success(let payload):
                let pushType = template.value.at("headers", "apns-push-type")?.stringValue
                message.payloads.append(
                    CarriedPayload(payload: payload, pushType: pushType, label: "templates.\(template.key)"))
            case .failure(let unreadable):
                message.unreadable.append(unreadable)
            }
        }
        return .success([message])
    }
}
