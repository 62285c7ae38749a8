import Synchronization
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// `disabled_rules` and `severity` as one value for every kind of rule, and the preparation of a
/// run's rules: a disabled collecting rule collects nothing.
@Suite("Rule selection")
struct RuleSelectionTests {
    static func finding(_ rule: String, _ severity: Severity = .error) -> Finding {
        Finding(rule: rule, severity: severity, message: "m", path: "a.caf")
    }

    @Test("disabled rules' findings are dropped and severities replaced, except payload-structure's")
    func applied() {
        let selection = RuleSelection(
            disabled: ["duration", "payload-structure"],
            severities: ["extension": .error, "payload-structure": .warning])
        let findings = [
            Self.finding("duration"), Self.finding("extension", .warning), Self.finding("payload-structure"),
            Self.finding("clipping", .warning),
        ]
        let kept = selection.applied(to: findings)
        #expect(kept.map(\.rule) == ["extension", "payload-structure", "clipping"])
        #expect(kept.map(\.severity) == [.error, .error, .warning])
        #expect(!selection.isEnabled("duration") && selection.isEnabled("payload-structure"))
        #expect(RuleSelection().applied(to: findings) == findings)
    }

    @Test("a file's settings go on top: both lists of disabled rules, the file's severity where both name one")
    func merging() {
        let base = RuleSelection(disabled: ["duration"], severities: ["extension": .error, "clipping": .error])
        let merged = base.merging(RuleSelection(disabled: ["clipping"], severities: ["extension": .warning]))
        #expect(merged.disabled == ["duration", "clipping"])
        #expect(merged.severities == ["extension": .warning, "clipping": .error])
    }

    /// Counts its collections, to show when a run does the work.
    struct ProbeRule: CollectingRule {
        static let collections = Mutex(0)
        static let description = RuleDescription(
            identifier: "probe", name: "Probe", summary: "", rationale: "", severity: .warning,
            triggeringExamples: [], nonTriggeringExamples: [])

        func collect(_ sounds: [InspectedSound], in context: RuleContext) -> Int {
            Self.collections.withLock { $0 += 1 }
            return sounds.count
        }

        func validate(_ sound: InspectedSound, collected count: Int, in context: RuleContext) -> [Finding] {
            [finding("one of \(count)", about: sound)]
        }
    }

    @Test("a collecting rule collects once per run when enabled, and not at all when disabled")
    func collectingOnlyWhenEnabled() throws {
        let sounds = ["a.caf", "b.caf"].map { InspectedSound(path: $0, description: nil) }
        ProbeRule.collections.withLock { $0 = 0 }
        let disabled = PreparedRule.prepared(
            [ProbeRule.self], for: sounds, selection: RuleSelection(disabled: ["probe"]), context: RuleContext())
        #expect(disabled.isEmpty)
        #expect(ProbeRule.collections.withLock { $0 } == 0)
        let enabled = PreparedRule.prepared(
            [ProbeRule.self], for: sounds, selection: RuleSelection(), context: RuleContext())
        let rule = try #require(enabled.first)
        #expect(sounds.flatMap { rule.validate($0, RuleContext()) }.map(\.message) == ["one of 2", "one of 2"])
        #expect(ProbeRule.collections.withLock { $0 } == 1)
    }

    @Test("check runs a disabled name-collision rule not at all, and applies severity to collecting rules")
    func checkFollowsSelection() throws {
        let sounds = ["a/ding.caf", "b/ding.caf"].map { InspectedSound(path: $0, description: nil) }
        var configuration = CheckConfiguration()
        configuration.selection.severities = ["name-collision": .warning]
        let warned = Checker(configuration: configuration).judge(sounds).files.flatMap(\.findings)
            .filter { $0.rule == "name-collision" }
        #expect(warned.count == 2 && warned.allSatisfy { $0.severity == .warning })
        configuration.selection.disabled = ["name-collision"]
        let prepared = PreparedRule.prepared(
            RuleRegistry.all, for: sounds, selection: configuration.selection, context: RuleContext())
        #expect(!prepared.contains { $0.description.identifier == "name-collision" })
        let findings = Checker(configuration: configuration).judge(sounds).files.flatMap(\.findings)
        #expect(!findings.isEmpty && !findings.contains { $0.rule == "name-collision" })
    }
}
