/// Reads the literal `sounds` arrays of `expo-notifications` entries from the text of an
/// `app.config.js` or `app.config.ts` without running it: a small tolerant scan that skips
/// comments and strings, finds a `sounds` key after a `["expo-notifications"` entry and reads the
/// string literals of its array. An array holding anything else (a variable, a spread, a call)
/// is not guessed at: it is reported as not literal.
struct ExpoLiteralScan {
    struct Literal: Sendable, Hashable {
        var value: String
        var line: Int
        var column: Int
    }

    /// The entries read, in order.
    var sounds: [Literal] = []
    /// `sounds` arrays of expo-notifications that hold something other than string literals,
    /// by the position of their key.
    var notLiteral: [Literal] = []
    /// Later `expo-notifications` entries, which Expo does not apply (the plugin runs once).
    var repeated: [Literal] = []
    /// Whether the text spreads the config Expo hands it (`...config`) and sets no `plugins` of
    /// its own: then the plugins of the `app.json` it starts from are the app's.
    var keepsStaticPlugins = false
    /// Whether the text names the plugin at all (`"expo-notifications"` alone is an entry too).
    var mentionsPlugin = false
    /// Every string literal of the text, in order: where `node`'s values are looked up.
    var literals: [Literal] = []

    init(source: [UInt8]) {
        var lexer = JavaScriptTokens(source)
        var tokens: [JavaScriptTokens.Token] = []
        while let token = lexer.next() { tokens.append(token) }
        keepsStaticPlugins =
            Self.spreadsConfig(tokens)
            && !tokens.indices.contains { index in
                (tokens[index].kind == .identifier || tokens[index].kind == .string) && tokens[index].text == "plugins"
                    && index + 1 < tokens.count && tokens[index + 1].isPunctuation(":")
            }
        literals = tokens.filter { $0.kind == .string }
            .map { Literal(value: $0.text, line: $0.line, column: $0.column) }
        var pluginOpen = false
        var applied = false
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.kind == .string, token.text == ExpoPluginSounds.pluginName { mentionsPlugin = true }
            // An element of an array (`plugins: ["expo-notifications", …]` or `[["expo-notifications", {…}]]`):
            // Expo applies the plugin once, with its first entry's options.
            let isKey = index + 1 < tokens.count && tokens[index + 1].isPunctuation(":")
            if token.kind == .string, !isKey, index > 0,
                tokens[index - 1].isPunctuation("[") || tokens[index - 1].isPunctuation(",")
            {
                let isPlugin = token.text == ExpoPluginSounds.pluginName
                let hasOptions =
                    index + 2 < tokens.count && tokens[index - 1].isPunctuation("[")
                    && tokens[index + 1].isPunctuation(",") && tokens[index + 2].isPunctuation("{")
                if isPlugin && applied {
                    repeated.append(Literal(value: token.text, line: token.line, column: token.column))
                }
                pluginOpen = isPlugin && !applied && hasOptions
                applied = applied || isPlugin
            }
            if pluginOpen, token.kind == .identifier || token.kind == .string, token.text == "sounds",
                index + 2 < tokens.count, tokens[index + 1].isPunctuation(":")
            {
                index = readArray(tokens, from: index + 2, key: token)
                pluginOpen = false
                continue
            }
            // `{ sounds }`: shorthand for a variable, whose value the text does not give.
            if pluginOpen, token.kind == .identifier, token.text == "sounds", index + 1 < tokens.count,
                tokens[index + 1].isPunctuation(",") || tokens[index + 1].isPunctuation("}")
            {
                notLiteral.append(Literal(value: token.text, line: token.line, column: token.column))
                pluginOpen = false
            }
            index += 1
        }
    }

    /// `...config` (three dots, then the name Expo's docs give the argument).
    private static func spreadsConfig(_ tokens: [JavaScriptTokens.Token]) -> Bool {
        tokens.indices.contains { index in
            index >= 3 && tokens[index].kind == .identifier && tokens[index].text == "config"
                && (1...3).allSatisfy { tokens[index - $0].isPunctuation(".") }
        }
    }

    /// Reads `[ "a", 'b', ]` from `start`; returns the index after it.
    private mutating func readArray(
        _ tokens: [JavaScriptTokens.Token], from start: Int,
        key: JavaScriptTokens.Token
    ) -> Int {
        let keyLiteral = Literal(value: key.text, line: key.line, column: key.column)
        guard tokens[start].isPunctuation("[") else {
            notLiteral.append(keyLiteral)
            return start
        }
        var found: [Literal] = []
        var index = start + 1
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("]") {
                sounds += found
                return index + 1
            }
            guard token.kind == .string else { break }
            found.append(Literal(value: token.text, line: token.line, column: token.column))
            index += 1
            if index < tokens.count, tokens[index].isPunctuation(",") { index += 1 }
        }
        notLiteral.append(keyLiteral)
        return index
    }
}
