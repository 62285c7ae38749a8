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

/// Byte length of JSON text with the whitespace between tokens removed.
enum CompactSize {
    static func of(_ bytes: [UInt8], from start: Int, to end: Int) -> Int {
        var size = 0
        var inString = false
        var escaped = false
        var index = max(0, start)
        while index < min(end, bytes.count) {
            let byte = bytes[index]
            if inString {
                size += 1
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
                size += 1
            } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\n") && byte != UInt8(ascii: "\r")
                && byte != UInt8(ascii: "\t")
            {
                size += 1
            }
            index += 1
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
