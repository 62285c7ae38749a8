/// What opened a bracket, as the matcher knows it: the call or key it belongs to, and the
/// tokens of the element (argument, entry, statement) being read inside it.
struct MatchFrame {
    /// An item of an element: a token, or a bracketed group already read (its inside was its
    /// own frame).
    enum Item {
        case token(SourceToken)
        case group(Group)
    }

    struct Group {
        var opener: UInt8
        var callName: String?
        var line: Int
        var column: Int
    }

    /// `(`, `[` or `{`; 0 for the file itself.
    var opener: UInt8 = 0
    /// The name right before the opener: `UNNotificationSound` in `UNNotificationSound(`.
    var callName: String?
    /// The key or label whose value the bracket is: `sound` in `sound: {`.
    var key: String?
    /// The call an argument bracket is an argument of: `createChannel` for the `{` of
    /// `createChannel({ id: … })`.
    var enclosingCall: String?
    /// The first name of the member chain the call ends: `Aps` in `Aps.builder().setSound(`.
    var receiverRoot: String?
    /// Called as a member (`.fileName(`), not as a free function or type.
    var memberCall = false
    /// Inside an Android-only call, type or key: nothing here is an iOS sound name.
    var android = false
    /// Whether `key:` entries mean something here (argument lists, dictionaries and object
    /// literals; not code blocks).
    var acceptsKeys = false
    /// The parameter list of a declaration (`func f(sound: String = "x")`).
    var declaration = false
    var items: [Item] = []
    /// Which element of the bracket `items` is (0: the first argument).
    var elementIndex = 0
    /// The first element's value when it was a single string literal (`"sound"` in `put("sound", x)`).
    var firstArgument: String?
    /// How many Android names were found before the bracket opened: those found after, until it
    /// closes, are named inside it.
    var androidNamesBefore = 0
    /// The channel this call or object creates (an index into `FoundSounds.channels`): the first
    /// Android name inside is that channel's sound.
    var createdChannel: Int?
}

extension MatchFrame.Item {
    var token: SourceToken? {
        if case .token(let token) = self { return token }
        return nil
    }

    var group: MatchFrame.Group? {
        if case .group(let group) = self { return group }
        return nil
    }

    func isPunctuation(_ character: Character) -> Bool {
        token?.isPunctuation(character) == true
    }

    var identifier: String? {
        guard let token, token.kind == .identifier else { return nil }
        return token.text
    }

    var position: (line: Int, column: Int) {
        switch self {
        case .token(let token): (token.line, token.column)
        case .group(let group): (group.line, group.column)
        }
    }

    /// How the item reads in a report: strings quoted, groups as `name(…)`.
    var written: String {
        switch self {
        case .token(let token):
            switch token.kind {
            case .string: return "\"" + token.text + "\""
            case .number: return "0"
            default: return token.text
            }
        case .group(let group):
            let close = group.opener == UInt8(ascii: "(") ? ")" : group.opener == UInt8(ascii: "[") ? "]" : "}"
            return (group.callName ?? "") + String(decoding: [group.opener], as: UTF8.self) + "…" + close
        }
    }
}
