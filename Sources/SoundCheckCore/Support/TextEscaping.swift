/// Replaces characters in text, one pass over its scalars (the library does without Foundation).
package enum TextEscaping {
    package static func escape(_ text: String, _ replacements: [Unicode.Scalar: String]) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if let replacement = replacements[scalar] {
                escaped += replacement
            } else {
                escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
