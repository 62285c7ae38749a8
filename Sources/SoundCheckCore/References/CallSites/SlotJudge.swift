/// Reads one element of a bracket (an argument, a dictionary entry) for the sound names it gives:
/// after a sound key (`sound: "x"`, `"sound": @"x"`, `"sound" to "x"`, `soundNamed:@"x"`), as the
/// first argument of a sound call (`UNNotificationSoundName("x")`), or as the value of a map
/// insertion (`put("sound", "x")`).
struct SlotJudge {
    let language: SourceLanguage

    struct Key {
        var name: String
        /// Where the key's token is in the element.
        var index: Int
        var quoted: Bool
    }

    func judge(_ frame: MatchFrame, into found: inout FoundSounds) {
        let items = frame.items
        let keys = frame.acceptsKeys ? self.keys(in: items, frame: frame) : []
        for (key, value) in Self.values(of: keys, in: items) where SoundSites.isSoundKey(key.name, in: frame) {
            let site =
                frame.callName.map { "\($0)(\(key.name):)" } ?? (key.quoted ? "\"\(key.name)\":" : "\(key.name):")
            judge(value, site: site, into: &found)
        }
        guard keys.first?.index != 0, let call = frame.callName else { return }
        if frame.elementIndex == 0, SoundSites.takesSoundFirst(frame, language: language) {
            judge(items, site: "\(call)(…)", into: &found)
        } else if frame.elementIndex == 1, SoundSites.keyedCalls.contains(call),
            let first = frame.firstArgument, SoundSites.keys.contains(first)
        {
            judge(items, site: "\(call)(\"\(first)\", …)", into: &found)
        }
    }

    /// Each key with its value: the items after the key and its separator, up to the next key.
    static func values(of keys: [Key], in items: [MatchFrame.Item]) -> [(key: Key, value: [MatchFrame.Item])] {
        keys.enumerated().map { number, key in
            let end = number + 1 < keys.count ? keys[number + 1].index : items.count
            return (key, Array(items[min(key.index + 2, end)..<end]))
        }
    }

    /// The keys of an element: a name or string followed by `:` (Kotlin: `=` in an argument
    /// list, or `to`). Only at the element's start, except in an Objective-C message
    /// (`[x criticalSoundNamed:@"a" withAudioVolume:1]`), whose every part is one.
    func keys(in items: [MatchFrame.Item], frame: MatchFrame) -> [Key] {
        let message = language == .objectiveC && frame.opener == UInt8(ascii: "[")
        var keys: [Key] = []
        for index in items.indices.dropLast() where index == 0 || message {
            guard let token = items[index].token, token.kind == .identifier || token.kind == .string else { continue }
            let next = items[index + 1]
            let separates =
                next.isPunctuation(":")
                || (language == .kotlin && frame.opener == UInt8(ascii: "(") && next.isPunctuation("=")
                    && !followsEquals(items, index + 1))
                || (language == .kotlin && next.identifier == "to")
            if separates { keys.append(Key(name: token.text, index: index, quoted: token.kind == .string)) }
        }
        return keys
    }

    /// `==`: a comparison, not a named argument.
    private func followsEquals(_ items: [MatchFrame.Item], _ index: Int) -> Bool {
        index + 1 < items.count && items[index + 1].isPunctuation("=")
    }

    /// The value given to a sound slot: a literal is a name; the system sound, other literals
    /// and nested brackets judged on their own are nothing; anything else is not checkable.
    func judge(_ value: [MatchFrame.Item], site: String, into found: inout FoundSounds) {
        guard let first = value.first else { return }
        if value.count == 1, let token = first.token {
            switch token.kind {
            case .string where !token.interpolated:
                found.names.append(
                    FoundSounds.Name(name: token.text, site: site, line: token.line, column: token.column))
                return
            case .number, .character, .punctuation:
                return
            case .identifier where SoundSites.notNames.contains(token.text):
                return
            default:
                break
            }
        }
        if isSystemSound(value) || isJudgedInside(value) { return }
        let written = value.map(\.written).joined(separator: " ")
        let expression = written.count > 60 ? String(written.prefix(59)) + "…" : written
        found.unchecked.append(
            ReferenceFileReport.NotCheckable(
                site: site, expression: expression,
                line: first.position.line, column: first.position.column))
    }

    /// `.default`, `UNNotificationSound.defaultCriticalSound(withAudioVolume: 1)`, `defaultSound`.
    private func isSystemSound(_ value: [MatchFrame.Item]) -> Bool {
        value.contains { $0.identifier?.hasPrefix("default") == true } && !value.contains { $0.token?.kind == .string }
    }

    /// A dictionary or object literal (`sound: {name: …}`), or a call that is a sound site
    /// itself (`sound: UNNotificationSound(named: …)`): its own frame judged what it holds.
    private func isJudgedInside(_ value: [MatchFrame.Item]) -> Bool {
        if let group = value.first?.group, group.opener != UInt8(ascii: "(") { return true }
        if value.count == 2, value[0].isPunctuation("@"), value[1].group != nil { return true }
        return value.contains { item in
            guard let name = item.group?.callName ?? item.identifier else { return false }
            return SoundSites.isSoundCall(name, language: language)
        }
    }
}
