/// Walks a file's tokens with a stack of what opened each bracket, and finds the sound names
/// given at known call sites (`SoundSites`). A bracket left open by broken code closes at the
/// end of the file; a stray closer is ignored.
package struct CallSiteMatcher {
    let language: SourceLanguage
    private var frames = [MatchFrame()]
    private var found = FoundSounds()

    package init(language: SourceLanguage) {
        self.language = language
    }

    /// Brackets nested deeper than this are not tracked (their tokens join the deepest
    /// tracked element): memory stays small whatever the input.
    static let maximumDepth = 256
    /// An element longer than this keeps its first and last items: a sound value is a few
    /// tokens, and a key is at an element's start.
    static let maximumItems = 4096
    /// Openers not tracked because of `maximumDepth`, still to be closed.
    private var untracked = 0

    package mutating func match(_ tokens: [SourceToken]) -> FoundSounds {
        for token in tokens { consume(token) }
        return finish()
    }

    /// Closes what broken code left open, and gives what was found.
    package mutating func finish() -> FoundSounds {
        while frames.count > 1 { close() }
        endElement()
        return found
    }

    package mutating func consume(_ token: SourceToken) {
        if token.kind == .identifier, SoundSites.isCriticalSoundAPI(token.text, language: language) {
            let site = FoundSounds.CriticalSite(name: token.text, line: token.line, column: token.column)
            found.criticalSites.append(site)
        }
        guard token.kind == .punctuation, let character = token.text.first else {
            if token.kind == .string, language == .kotlin || language == .java {
                found.names += JSONTextSites.names(in: token)
            }
            if token.kind == .string { found.androidNames += AndroidSlots.resourceAddresses(in: token) }
            if token.kind == .identifier, language == .kotlin || language == .java, followsRawResourceClass() {
                found.androidNames.append(
                    FoundSounds.AndroidName(
                        name: token.text, site: "R.raw", fileName: false,
                        line: token.line, column: token.column))
            }
            append(.token(token))
            return
        }
        switch character {
        case "(", "[", "{": open(token)
        case ")", "]", "}":
            if untracked > 0 {
                untracked -= 1
            } else if frames.count > 1 {
                close()
            }
        case ",", ";": endElement()
        default: append(.token(token))
        }
    }

    /// Whether the element so far ends with `R.raw.`: the next name is a raw resource.
    private func followsRawResourceClass() -> Bool {
        let items = frames[frames.count - 1].items
        guard items.count >= 4 else { return false }
        let tail = items.suffix(4)
        let start = tail.startIndex
        return tail[start].identifier == "R" && tail[start + 1].isPunctuation(".")
            && tail[start + 2].identifier == "raw"
            && tail[start + 3].isPunctuation(".")
    }

    private mutating func append(_ item: MatchFrame.Item) {
        let top = frames.count - 1
        if frames[top].items.count >= Self.maximumItems {
            frames[top].items.removeSubrange(8..<(Self.maximumItems / 2))
        }
        frames[top].items.append(item)
    }

    private mutating func open(_ token: SourceToken) {
        guard frames.count < Self.maximumDepth else {
            untracked += 1
            return
        }
        let parent = frames[frames.count - 1]
        let opener = token.text.utf8.first ?? 0
        var frame = MatchFrame(opener: opener)
        let items = parent.items
        // Only parentheses make a call; `x[` and `x {` name no call (an Objective-C message's
        // `[` follows whatever came before it).
        if opener == UInt8(ascii: "("), let last = items.last?.identifier {
            frame.callName = last
            let before = items.count >= 2 ? items[items.count - 2] : nil
            frame.memberCall = before?.isPunctuation(".") == true
            frame.receiverRoot = Self.chainRoot(items)
            frame.declaration =
                before?.identifier.map(SoundSites.declarationKeywords.contains) == true
                || (last == "init" && !frame.memberCall)
        }
        frame.key = Self.lastKey(items, language: language, in: parent)
        if parent.opener == UInt8(ascii: "(") { frame.enclosingCall = parent.callName }
        frame.android =
            parent.android || SoundSites.isAndroid(frame.callName) || SoundSites.isAndroid(frame.key)
            || SoundSites.isAndroid(frame.receiverRoot)
        frame.acceptsKeys = acceptsKeys(opener, declaration: frame.declaration, after: items.last)
        frame.androidNamesBefore = found.androidNames.count
        append(
            .group(MatchFrame.Group(opener: opener, callName: frame.callName, line: token.line, column: token.column)))
        frames.append(frame)
    }

    private func acceptsKeys(_ opener: UInt8, declaration: Bool, after previous: MatchFrame.Item?) -> Bool {
        switch opener {
        case UInt8(ascii: "("): return !declaration
        case UInt8(ascii: "["): return true
        default:
            // `{` is an object or map literal in JavaScript and Dart, a dictionary after `@` in
            // Objective-C, and a block everywhere else.
            switch language {
            case .javaScript, .dart: return true
            case .objectiveC: return previous?.isPunctuation("@") == true
            case .swift, .kotlin, .java: return false
            }
        }
    }

    private mutating func close() {
        endElement()
        let frame = frames.removeLast()
        if let channel = frame.createdChannel, frame.androidNamesBefore < found.androidNames.count {
            found.channels[channel].sound = found.androidNames[frame.androidNamesBefore].resourceName
        }
    }

    /// Judges the element just read, and starts the next one.
    private mutating func endElement() {
        let index = frames.count - 1
        let frame = frames[index]
        // A channel's object (`createChannel({ id, sound })`) is Android's: iOS has no channels.
        let android = frame.android || AndroidSlots.isChannelObject(frame)
        if !frame.items.isEmpty && !android && !frame.declaration {
            SlotJudge(language: language).judge(frame, into: &found)
        }
        if !frame.items.isEmpty && !frame.declaration {
            let keys = frame.acceptsKeys ? SlotJudge(language: language).keys(in: frame.items, frame: frame) : []
            if android { AndroidSlots.judge(frame, keys: keys, into: &found) }
            let channels = found.channels.count
            AndroidSlots.channels(frame, keys: keys, into: &found)
            if found.channels.count > channels { frames[index].createdChannel = found.channels.count - 1 }
        }
        if frame.elementIndex == 0, frame.items.count == 1, let token = frame.items[0].token, token.kind == .string {
            frames[index].firstArgument = token.text
        }
        frames[index].elementIndex += 1
        frames[index].items = []
    }

    /// The first name of the member chain ending at the last item: `Aps` in
    /// `Aps.builder().setSound`, nil when the call has no receiver.
    static func chainRoot(_ items: [MatchFrame.Item]) -> String? {
        var index = items.count - 2
        var root: String?
        while index >= 1, items[index].isPunctuation(".") {
            index -= 1
            if items[index].group != nil { index -= 1 }
            guard index >= 0, let name = items[index].identifier else { break }
            root = name
            index -= 1
        }
        return root
    }

    /// The key the element so far is the value of, if it starts with one.
    static func lastKey(_ items: [MatchFrame.Item], language: SourceLanguage, in frame: MatchFrame) -> String? {
        guard frame.acceptsKeys else { return nil }
        return SlotJudge(language: language).keys(in: items, frame: frame).last.map(\.name)
    }
}
