/// What changed between a committed manifest and the sounds as they are now.
public struct ManifestDiff: Sendable, Hashable {
    public var added: [SoundManifest.Entry] = []
    public var removed: [SoundManifest.Entry] = []
    public var changed: [Change] = []
    /// The app's critical-alert entitlement, when it changed (`granted`: true, false or null).
    public var criticalAlerts: Field?

    public struct Change: Sendable, Hashable {
        public var name: String
        public var path: String
        /// (field, old value, new value)
        public var fields: [Field]
    }

    public struct Field: Sendable, Hashable {
        public var name: String
        public var old: String
        public var new: String
    }

    public var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty && criticalAlerts == nil }

    /// Entries are matched by path (a rename is a removal and an addition).
    public init(from old: SoundManifest, to new: SoundManifest) {
        let oldByPath = Dictionary(old.sounds.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        let newByPath = Dictionary(new.sounds.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        added = new.sounds.filter { oldByPath[$0.path] == nil }
        removed = old.sounds.filter { newByPath[$0.path] == nil }
        for entry in new.sounds {
            guard let previous = oldByPath[entry.path], previous != entry else { continue }
            changed.append(Change(name: entry.name, path: entry.path, fields: ManifestDiff.fields(previous, entry)))
        }
        let granted = { (fact: CriticalAlertsEntitlement?) in fact.map { String($0.status == .granted) } ?? "null" }
        if granted(old.criticalAlerts) != granted(new.criticalAlerts) {
            criticalAlerts = Field(
                name: "criticalAlerts.granted", old: granted(old.criticalAlerts),
                new: granted(new.criticalAlerts))
        }
    }

    private static func fields(_ old: SoundManifest.Entry, _ new: SoundManifest.Entry) -> [Field] {
        func text<T>(_ value: T?) -> String { value.map { "\($0)" } ?? "null" }
        let sampleRate = numbers(old.sampleRate, new.sampleRate)
        let duration = numbers(old.duration, new.duration)
        let pairs: [(String, String, String)] = [
            ("name", old.name, new.name),
            ("container", old.container, new.container),
            ("encoding", old.encoding, new.encoding),
            ("sampleFormat", text(old.sampleFormat), text(new.sampleFormat)),
            ("sampleRate", sampleRate.old, sampleRate.new),
            ("channels", text(old.channels), text(new.channels)),
            ("frames", text(old.frames), text(new.frames)),
            ("duration", duration.old, duration.new),
            ("bytes", String(old.bytes), String(new.bytes)),
            ("sha256", old.sha256, new.sha256),
            ("valid", String(old.valid), String(new.valid)),
            ("failedRules", old.failedRules.joined(separator: ","), new.failedRules.joined(separator: ",")),
            ("errors", old.errors.joined(separator: " | "), new.errors.joined(separator: " | ")),
        ]
        return pairs.filter { $0.1 != $0.2 }.map { Field(name: $0.0, old: $0.1, new: $0.2) }
    }

    /// Two numbers as people read them (`22050 → 16000`, not `22050.0 → 16000.0`), with the
    /// decimals it takes to show they differ; equal numbers give equal texts, so no change shows.
    private static func numbers(_ old: Double?, _ new: Double?) -> (old: String, new: String) {
        switch (old, new) {
        case (let old?, let new?): NumberText.pair(old, new)
        case (let old?, nil): (NumberText.short(old, digits: 3), "null")
        case (nil, let new?): ("null", NumberText.short(new, digits: 3))
        case (nil, nil): ("null", "null")
        }
    }

    /// A readable account, one line per sound:
    /// `+ path (added)`, `- path (removed)`, `~ path: field old → new, …`.
    public var text: String {
        var lines: [String] = []
        for entry in added {
            // An entry of an older manifest may fail with no rule named: it will not play.
            let verdict =
                SoundVerdict(failedRules: entry.failedRules) == .notGuaranteed
                ? SoundVerdict.notGuaranteed : .willNotPlay
            lines.append("+ \(entry.path) (added\(entry.valid ? "" : ", " + verdict.phrase))")
        }
        for entry in removed {
            lines.append("- \(entry.path) (removed)")
        }
        for change in changed {
            let fields = change.fields.map { field -> String in
                let shorten = field.name == "sha256"
                let old = shorten ? String(field.old.prefix(12)) : field.old
                let new = shorten ? String(field.new.prefix(12)) : field.new
                return "\(field.name) \(old.isEmpty ? "\"\"" : old) → \(new.isEmpty ? "\"\"" : new)"
            }
            lines.append("~ \(change.path): \(fields.joined(separator: ", "))")
        }
        if let criticalAlerts {
            lines.append("~ \(criticalAlerts.name) \(criticalAlerts.old) → \(criticalAlerts.new)")
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
