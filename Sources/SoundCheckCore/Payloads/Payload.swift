/// One APNs payload to check: the JSON object that holds `aps`, where it came from, and how to
/// measure its size as sent.
public struct Payload: Sendable {
    /// The file (or label) the payload came from.
    public var path: String
    /// The payload object.
    public var root: JSONNode
    /// The text it was parsed from, for measuring its size.
    let source: [UInt8]
    /// Members of the payload object that are not sent to APNs (Xcode's `Simulator Target Bundle`).
    public var ignoredKeys: Set<String>

    public var aps: JSONNode? { root["aps"] }

    /// The payload's UTF-8 JSON byte length as sent: without insignificant whitespace and without
    /// the ignored members.
    public var sentSize: Int {
        var size = CompactSize.of(source, from: root.position.offset, to: root.endOffset)
        guard let members = root.members else { return size }
        let ignored = members.filter { ignoredKeys.contains($0.key) }
        for member in ignored {
            size -= CompactSize.of(source, from: member.keyPosition.offset, to: member.value.endOffset)
            if members.count > 1 { size -= 1 }  // its comma
        }
        return size
    }
}

extension Payload {
    /// The node naming the sound: `aps.sound` as a string, or the critical dictionary's `name`.
    var soundName: JSONNode? {
        guard let sound = aps?["sound"] else { return nil }
        let node = sound.members != nil ? sound["name"] : sound
        return node?.stringValue == nil ? nil : node
    }
}
