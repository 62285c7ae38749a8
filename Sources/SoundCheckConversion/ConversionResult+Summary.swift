import SoundCheckCore

extension ConversionResult {
    /// What was written, in a few words: `CAF IMA4, 1 ch, 22050 Hz, 2.5 s; trimmed …`. The
    /// length is cut, not rounded: a sound trimmed to 29.99998 s must not read as 30 s.
    public var summary: String {
        let parts = ["\(format), \(channels) ch, \(Int(sampleRate)) Hz, \(NumberText.truncated(duration)) s"] + notes
        return parts.joined(separator: "; ")
    }
}

extension BatchConversion {
    /// One line per input as it is converted: what it became, or why it could not be. Control
    /// characters in names are made visible, so each stays one line.
    public static func line(for result: Result<ConversionResult, ConversionError>) -> String {
        let escape = TextEscaping.oneLine
        return switch result {
        case .success(let conversion):
            "\(escape(conversion.input)) -> \(escape(conversion.output)): \(conversion.summary)"
        case .failure(let error): "soundcheck: \(escape(error.description))"
        }
    }
}
