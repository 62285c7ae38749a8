/// One pass over a plain APNs payload's bytes that proves it clean without building its tree: the
/// push server's common case (an `aps` dictionary with an alert and a shipped sound, custom data
/// beside it), validated at about the speed of reading it.
///
/// It answers only "every rule passes, and this is the report"; it never makes a finding. Any
/// byte it is not sure of (an escape in a name, a key outside Apple's list, a duplicate key, a
/// critical alert the manifest says is not entitled, a value a rule would question, deep
/// nesting) makes it give up, and the rules then run on the parsed tree as before, so findings
/// and positions are the rules' own. `CleanPayloadScanTests` checks that both give the same report
/// on every payload sample and thousands of variations of them, and `FuzzPayloads` on any bytes.
struct CleanPayloadScan {
    /// The rules whose passing verdict the scan reproduces. A test compares it with every payload
    /// and message rule, so a new rule cannot be added without deciding what it means here.
    static let coveredRules: Set<String> = [
        "payload-structure", "sound-name", "critical-sound", "critical-alert-entitlement", "interruption-level",
        "background-push", "aps-keys", "aps-values", "payload-size", "templated-sound", "fcm-apns-headers",
        "platform-sound", "android-sound",
    ]

    /// The report the rules would give `bytes` read as one APNs payload, when the scan proves
    /// that they pass it; nil when it cannot.
    static func report(_ bytes: [UInt8], path: String, in context: PayloadContext) -> PayloadFileReport? {
        let facts = bytes.withUnsafeBufferPointer { buffer -> APSFacts? in
            var scan = CleanPayloadScan(buffer)
            return scan.payloadFacts()
        }
        guard let facts, facts.compactSize <= context.options.sizeLimit, passes(facts, in: context) else { return nil }
        var report = PayloadFileReport(path: path)
        report.payloads = 1
        report.shapes = [.apns]
        if let sound = facts.soundName {
            let reference = SoundReference.classify(sound.name, in: context)
            guard reference.status == .valid || reference.status == .default else { return nil }
            report.sounds = [
                PayloadFileReport.Reference(
                    reference: reference, critical: facts.soundIsDictionary,
                    line: sound.position.line, column: sound.position.column)
            ]
        }
        return report
    }

    /// The rules that look at more than one key at once: interruption-level against the sound,
    /// and the critical-alert entitlement.
    private static func passes(_ facts: APSFacts, in context: PayloadContext) -> Bool {
        let criticalLevel = facts.interruptionLevel == "critical"
        if facts.soundIsDictionary && facts.criticalFlag == 1 && facts.interruptionLevel != nil && !criticalLevel {
            return false
        }
        if criticalLevel && facts.soundName != nil && !facts.soundIsDictionary { return false }
        let asksCritical = (facts.soundIsDictionary && facts.criticalFlag == 1) || criticalLevel
        return !(asksCritical && CriticalAlertEntitlementRule.lack(in: context) != nil)
    }

    /// What the rules need from a payload the scan read to its end.
    struct APSFacts {
        var compactSize = 0
        var soundName: (name: String, position: TextPosition)?
        var soundIsDictionary = false
        var criticalFlag: Double?
        var interruptionLevel: String?
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var line = 1
    private var lineStart = 0
    /// Whitespace skipped outside strings since the root object began: the size as sent is the
    /// root's length less this.
    private var whitespace = 0
    /// Values nested deeper are left to the parser (and its own limit).
    private static let maximumDepth = 64

    /// Each of Apple's `aps` keys, with a bit of its own and what its value must be: one lookup
    /// tells that a key is known, that it is not a duplicate (against the bits of the keys met so
    /// far) and how to read its value. A `Set` of the keys met, built for every payload, took 28 %
    /// of the validator's time, and matching each key against a list of strings 14 %.
    static let apsKeys: [String: (bit: UInt64, value: APSValue)] = Dictionary(
        uniqueKeysWithValues: APSKeysRule.known.sorted().enumerated().map { index, key in
            (key, (UInt64(1) << index, APSValue(key: key)))
        })
    /// Keys that other services' messages are recognised by (`MessageShapeReaders`): met before
    /// `aps`, the scan gives up at once. FCM v1, legacy FCM and Expo, OneSignal, Azure, and SNS's
    /// platform keys as its reader lists them.
    private static let otherServicesKeys: Set<String> = Set([
        "message", "apns", "android", "to", "registration_ids", "notification", "app_id", "ios_sound", "templates",
        "installationId", "default",
    ]).union(SNSMessageReader.apnsKeys.keys).union(SNSMessageReader.otherPlatformKeys)
    /// The same for a critical-alert sound dictionary, whose keys are these three only.
    private static let soundKeyBits: [String: UInt8] = ["name": 1, "critical": 2, "volume": 4]

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }
}

// MARK: - The payload's structure

extension CleanPayloadScan {
    /// The root object: `aps` exactly once, no member Xcode's simulator files add, nothing after it.
    private mutating func payloadFacts() -> APSFacts? {
        skipWhitespace()
        let rootStart = offset
        whitespace = 0
        guard consume(UInt8(ascii: "{")) else { return nil }
        var facts: APSFacts?
        while true {  // an empty root, without `aps`, fails at its first key
            skipWhitespace()
            guard let key = plainString() else { return nil }
            guard skipColon() else { return nil }
            switch key {
            case "aps":
                guard facts == nil, let aps = apsFacts() else { return nil }
                facts = aps
            case "Simulator Target Bundle":
                return nil
            default:
                // Another service's message: the rules read it through that shape's reader, and
                // scanning on would only find no `aps`.
                guard facts != nil || !Self.otherServicesKeys.contains(key), skipValue(depth: 1) else { return nil }
            }
            guard let more = separator(closing: UInt8(ascii: "}")) else { return nil }
            if !more { break }
        }
        let compactSize = offset - rootStart - whitespace
        skipWhitespace()
        guard offset == bytes.count, var facts else { return nil }
        facts.compactSize = compactSize
        return facts
    }

    /// The `aps` dictionary: every key one Apple defines and met once, each value of the type
    /// aps-values, sound-name, critical-sound and interruption-level ask for.
    private mutating func apsFacts() -> APSFacts? {
        guard consume(UInt8(ascii: "{")) else { return nil }
        var facts = APSFacts()
        var seen: UInt64 = 0
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return facts }
        while true {
            skipWhitespace()
            guard let key = plainString(), let known = Self.apsKeys[key], seen & known.bit == 0 else { return nil }
            seen |= known.bit
            guard skipColon(), read(known.value, into: &facts) else { return nil }
            guard let more = separator(closing: UInt8(ascii: "}")) else { return nil }
            if !more { return facts }
        }
    }

    /// What an `aps` key's value must be for the rules to pass it.
    enum APSValue {
        case alert, string, badge, contentAvailable, mutableContent, relevanceScore, interruptionLevel, sound
        /// Any value: aps-values leaves the other keys alone.
        case any

        init(key: String) {
            switch key {
            case "alert": self = .alert
            case "thread-id", "category", "target-content-id", "filter-criteria": self = .string
            case "badge": self = .badge
            case "content-available": self = .contentAvailable
            case "mutable-content": self = .mutableContent
            case "relevance-score": self = .relevanceScore
            case "interruption-level": self = .interruptionLevel
            case "sound": self = .sound
            default: self = .any
            }
        }
    }

    private mutating func read(_ value: APSValue, into facts: inout APSFacts) -> Bool {
        switch value {
        case .alert:
            return peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "{") ? skipValue(depth: 2) : false
        case .string:
            return peek == UInt8(ascii: "\"") && skipValue(depth: 2)
        case .badge:
            guard let badge = number() else { return false }
            return badge >= 0 && badge == badge.rounded()
        case .contentAvailable:
            return number() == 0  // 1 makes a background push: its rules read the tree
        case .mutableContent:
            let flag = number()
            return flag == 0 || flag == 1
        case .relevanceScore:
            return number().map { (0...1).contains($0) } ?? false
        case .interruptionLevel:
            guard let level = plainString(), InterruptionLevelRule.levels.contains(level) else { return false }
            facts.interruptionLevel = level
            return true
        case .sound:
            return sound(into: &facts)
        case .any:
            return skipValue(depth: 2)
        }
    }

    /// A file name, or a critical-alert dictionary with a name, a flag of 0 or 1 and a volume from
    /// 0 to 1, each at most once.
    private mutating func sound(into facts: inout APSFacts) -> Bool {
        if peek == UInt8(ascii: "\"") {
            let position = self.position
            guard let name = plainString() else { return false }
            facts.soundName = (name, position)
            return true
        }
        guard consume(UInt8(ascii: "{")) else { return false }
        facts.soundIsDictionary = true
        var seen: UInt8 = 0
        skipWhitespace()
        guard !consume(UInt8(ascii: "}")) else { return false }  // no name
        while true {
            skipWhitespace()
            guard let key = plainString(), let bit = Self.soundKeyBits[key], seen & bit == 0, skipColon() else {
                return false
            }
            seen |= bit
            switch key {
            case "name":
                let position = self.position
                guard peek == UInt8(ascii: "\""), let name = plainString() else { return false }
                facts.soundName = (name, position)
            case "critical":
                guard let flag = number(), flag == 0 || flag == 1 else { return false }
                facts.criticalFlag = flag
            default:  // "volume"
                guard let volume = number(), (0...1).contains(volume) else { return false }
            }
            guard let more = separator(closing: UInt8(ascii: "}")) else { return false }
            if !more { return facts.soundName != nil }
        }
    }
}

// MARK: - JSON, strictly: whatever the parser would refuse, the scan refuses too

extension CleanPayloadScan {
    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private var position: TextPosition {
        TextPosition(line: line, column: offset - lineStart + 1, offset: offset)
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard offset < bytes.count, bytes[offset] == byte else { return false }
        offset += 1
        return true
    }

    private mutating func skipWhitespace() {
        whitespace += JSONWhitespace.skip(bytes, offset: &offset, line: &line, lineStart: &lineStart)
    }

    private mutating func skipColon() -> Bool {
        skipWhitespace()
        guard consume(UInt8(ascii: ":")) else { return false }
        skipWhitespace()
        return true
    }

    /// After a member or an element: true for a comma (more follow), false for `closing`, nil
    /// for anything else.
    private mutating func separator(closing: UInt8) -> Bool? {
        skipWhitespace()
        if consume(UInt8(ascii: ",")) { return true }
        if consume(closing) { return false }
        return nil
    }

    /// A string without escapes, decoded; nil for anything else (an escaped name goes to the
    /// parser, which decodes it).
    private mutating func plainString() -> String? {
        guard consume(UInt8(ascii: "\"")), let plain = JSONPlainString.read(bytes, from: offset) else { return nil }
        offset = plain.end
        return plain.text
    }

    /// A string, escapes allowed (but not UTF-16 surrogates, which the parser pairs), checked and
    /// not decoded.
    private mutating func skipString() -> Bool {
        guard consume(UInt8(ascii: "\"")) else { return false }
        var runStart = offset
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                guard UTF8Check.isValid(UnsafeBufferPointer(rebasing: bytes[runStart..<offset])) else { return false }
                offset += 1
                if byte == UInt8(ascii: "\"") { return true }
                guard skipEscape() else { return false }
                runStart = offset
                continue
            }
            if byte < 0x20 { return false }
            offset += 1
        }
        return false
    }

    private mutating func skipEscape() -> Bool {
        guard let byte = peek else { return false }
        offset += 1
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
            UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return true
        case UInt8(ascii: "u"):
            guard offset + 4 <= bytes.count else { return false }
            var value: UInt32 = 0
            for _ in 0..<4 {
                guard let digit = Self.hexDigit(bytes[offset]) else { return false }
                value = value << 4 | digit
                offset += 1
            }
            return !(0xD800...0xDFFF).contains(value)
        default:
            return false
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number by RFC 8259's grammar, valued as the parser values it.
    private mutating func number() -> Double? {
        let start = offset
        _ = consume(UInt8(ascii: "-"))
        let integerStart = offset
        let integerDigits = skipDigits()
        guard integerDigits > 0, integerDigits == 1 || bytes[integerStart] != UInt8(ascii: "0") else { return nil }
        if consume(UInt8(ascii: ".")) {
            guard skipDigits() > 0 else { return nil }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            guard skipDigits() > 0 else { return nil }
        }
        return JSONParser.numberValue(UnsafeBufferPointer(rebasing: bytes[start..<offset]))
    }

    private mutating func skipDigits() -> Int {
        let first = offset
        while offset < bytes.count, bytes[offset] >= UInt8(ascii: "0"), bytes[offset] <= UInt8(ascii: "9") {
            offset += 1
        }
        return offset - first
    }

    private mutating func skipLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        for index in 0..<count where bytes[offset + index] != literal.utf8Start[index] { return false }
        offset += count
        return true
    }

    /// Any JSON value, checked and not kept.
    private mutating func skipValue(depth: Int) -> Bool {
        guard depth <= Self.maximumDepth, let byte = peek else { return false }
        switch byte {
        case UInt8(ascii: "\""): return skipString()
        case UInt8(ascii: "{"): return skipContainer(closing: UInt8(ascii: "}"), keyed: true, depth: depth)
        case UInt8(ascii: "["): return skipContainer(closing: UInt8(ascii: "]"), keyed: false, depth: depth)
        case UInt8(ascii: "t"): return skipLiteral("true")
        case UInt8(ascii: "f"): return skipLiteral("false")
        case UInt8(ascii: "n"): return skipLiteral("null")
        default: return number() != nil
        }
    }

    private mutating func skipContainer(closing: UInt8, keyed: Bool, depth: Int) -> Bool {
        offset += 1
        skipWhitespace()
        if consume(closing) { return true }
        while true {
            skipWhitespace()
            if keyed {
                guard skipString(), skipColon() else { return false }
            }
            guard skipValue(depth: depth + 1), let more = separator(closing: closing) else { return false }
            if !more { return true }
        }
    }
}
