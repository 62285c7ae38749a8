/// One format's escaping: a table of replacements, and a quick look at the bytes so that text
/// with nothing to replace (nearly all) is returned as it is.
package struct Escaper: Sendable {
    package let replacements: [Unicode.Scalar: String]
    /// The first UTF-8 byte of every replaced scalar.
    private let leadBytes: [Bool]

    package init(_ replacements: [Unicode.Scalar: String]) {
        self.replacements = replacements
        var leads = [Bool](repeating: false, count: 256)
        for scalar in replacements.keys {
            if let lead = String(Character(scalar)).utf8.first { leads[Int(lead)] = true }
        }
        leadBytes = leads
    }

    /// This escaping with more replacements (which win).
    package func adding(_ more: [Unicode.Scalar: String]) -> Escaper {
        Escaper(replacements.merging(more) { _, new in new })
    }

    package func callAsFunction(_ text: String) -> String {
        guard text.utf8.contains(where: { leadBytes[Int($0)] }) else { return text }
        return TextEscaping.escape(text, replacements)
    }
}
