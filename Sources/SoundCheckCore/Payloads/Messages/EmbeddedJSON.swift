/// A JSON document carried as a JSON string inside another: SNS's `"APNS": "{\"aps\":…}"`, an
/// Azure template's `"body"`. The string is decoded with a map from each decoded byte back to the
/// outer file, so a finding inside it points at the outer file's line and column.
///
/// Positions of the parsed nodes keep their offsets in the decoded text (payload sizes are
/// measured there: that is what is sent) and take the outer file's line and column.
enum EmbeddedJSON {
    enum Outcome {
        case document(JSONNode, source: [UInt8])
        case invalid(reason: String, position: TextPosition)
    }

    /// Parses the string `node` of `outer` as JSON. Nil when the node is not a string.
    static func parse(_ node: JSONNode, in outer: [UInt8], lines: LineTable) -> Outcome? {
        guard node.stringValue != nil else { return nil }
        let decoded = decode(outer, from: node.position.offset, to: node.endOffset)
        let place = { (inner: TextPosition) -> TextPosition in
            let outerOffset =
                inner.offset < decoded.outerOffsets.count
                ? decoded.outerOffsets[inner.offset] : max(node.position.offset, node.endOffset - 1)
            var position = lines.position(of: outerOffset)
            position.offset = inner.offset
            return position
        }
        switch TemplateExpressions.parseJSON(decoded.bytes) {
        case .success(let root):
            return .document(root.relocated(place), source: decoded.bytes)
        case .failure(let error):
            var position = place(error.position)
            position.offset =
                decoded.outerOffsets.indices.contains(error.position.offset)
                ? decoded.outerOffsets[error.position.offset] : node.position.offset
            return .invalid(reason: error.message, position: position)
        }
    }

    /// The bytes a JSON string token (quotes included) stands for, and for each the offset in
    /// `outer` of the character or escape that made it. The outer parser has checked the token;
    /// this still stays within its bounds whatever it holds.
    static func decode(_ outer: [UInt8], from start: Int, to end: Int) -> (bytes: [UInt8], outerOffsets: [Int]) {
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var index = start + 1
        let stop = min(end - 1, outer.count)
        var pendingHighSurrogate: (value: UInt32, offset: Int)?
        func append(_ scalar: UInt32, at offset: Int) {
            let character = Unicode.Scalar(scalar) ?? "\u{FFFD}"
            for byte in String(character).utf8 {
                bytes.append(byte)
                offsets.append(offset)
            }
        }
        while index < stop {
            let byte = outer[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < stop else {
                if let pending = pendingHighSurrogate {
                    append(0xFFFD, at: pending.offset)
                    pendingHighSurrogate = nil
                }
                bytes.append(byte)
                offsets.append(index)
                index += 1
                continue
            }
            let escape = outer[index + 1]
            if escape == UInt8(ascii: "u"), index + 6 <= stop, let unit = hexValue(outer[(index + 2)..<(index + 6)]) {
                if let pending = pendingHighSurrogate, (0xDC00...0xDFFF).contains(unit) {
                    append(0x10000 + ((pending.value - 0xD800) << 10) + (unit - 0xDC00), at: pending.offset)
                    pendingHighSurrogate = nil
                } else {
                    if let pending = pendingHighSurrogate { append(0xFFFD, at: pending.offset) }
                    pendingHighSurrogate = nil
                    if (0xD800...0xDBFF).contains(unit) {
                        pendingHighSurrogate = (unit, index)
                    } else {
                        append(unit, at: index)
                    }
                }
                index += 6
                continue
            }
            if let pending = pendingHighSurrogate {
                append(0xFFFD, at: pending.offset)
                pendingHighSurrogate = nil
            }
            bytes.append(unescaped(escape))
            offsets.append(index)
            index += 2
        }
        if let pending = pendingHighSurrogate { append(0xFFFD, at: pending.offset) }
        return (bytes, offsets)
    }

    private static func unescaped(_ escape: UInt8) -> UInt8 {
        switch escape {
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "t"): 0x09
        default: escape  // \" \\ \/
        }
    }

    private static func hexValue(_ digits: ArraySlice<UInt8>) -> UInt32? {
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(digit - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(digit - UInt8(ascii: "A") + 10)
            default: return nil
            }
        }
        return value
    }
}

extension JSONNode {
    /// The same tree with every position passed through `place`.
    func relocated(_ place: (TextPosition) -> TextPosition) -> JSONNode {
        var copy = self
        copy.position = place(position)
        switch value {
        case .array(let elements):
            copy.value = .array(elements.map { $0.relocated(place) })
        case .object(let members):
            copy.value = .object(
                members.map { member in
                    Member(
                        key: member.key, keyPosition: place(member.keyPosition), value: member.value.relocated(place))
                })
        default:
            break
        }
        return copy
    }
}
