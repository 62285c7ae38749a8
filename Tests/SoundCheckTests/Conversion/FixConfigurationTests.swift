import Foundation
import Testing
@testable import SoundCheck

/// The planner with configured encodings: what is allowed is kept, else the container's default,
/// else the first allowed of IMA4, 16-bit PCM, µLaw, aLaw the container holds, else nothing.
@Suite("fix: planning with allowed encodings")
struct FixPlannerConfigurationTests {
    func action(_ sample: String, _ allowed: [Container: Set<String>]) throws -> FixItem.Action {
        var rules = RuleConfiguration()
        rules.allowedEncodings.merge(allowed) { _, configured in configured }
        var configuration = CheckConfiguration()
        configuration.rules = rules
        let report = try Checker(configuration: configuration).check(paths: [TestPaths.sample(sample)])
        let plan = FixPlanner(rules: rules).plan(report, roots: [])
        return try #require(plan.items.first).action
    }

    func converts(_ sample: String, _ allowed: [Container: Set<String>], to container: OutputContainer, _ encoding: OutputEncoding) throws {
        let format = try OutputFormat(container: container, encoding: encoding)
        #expect(try action(sample, allowed) == .convert(output: TestPaths.sample(sample), format: format, renamed: false))
    }

    /// Why the plan leaves the sound alone; nil (and a recorded issue) when it plans a conversion.
    func skipReason(_ sample: String, _ allowed: [Container: Set<String>]) throws -> String? {
        if case .skip(let reason) = try action(sample, allowed) { return reason }
        Issue.record("\(sample): planned a conversion")
        return nil
    }

    @Test("an allowed encoding is kept; a disallowed default gives way to the first allowed in the preference")
    func chooses() throws {
        try converts("invalid/too-long.caf", [:], to: .caf, .ima4)
        try converts("invalid/too-long.caf", [.caf: ["alaw", "ulaw"]], to: .caf, .ulaw)
        try converts("invalid/too-long.caf", [.caf: ["alaw", "lpcm"]], to: .caf, .lpcm16)
        try converts("invalid/mp3-renamed.wav", [.wav: ["alaw"]], to: .wav, .alaw)
        try converts("invalid/aac-in.caf", [.caf: ["alaw"]], to: .caf, .alaw)
    }

    @Test("no allowed encoding the writer supports: not fixable, naming allowed_encodings")
    func impossible() throws {
        #expect(try skipReason("invalid/too-long.caf", [.caf: ["aac"]]) == "allowed_encodings allows only aac in caf, and soundcheck writes ima4, lpcm, ulaw, alaw there; add one of these to allowed_encodings: caf in .soundcheck.yml")
        let none = try skipReason("invalid/mp3-renamed.wav", [.wav: []])
        #expect(none?.hasPrefix("allowed_encodings allows no encoding in wav, and soundcheck writes lpcm, ulaw, alaw there") == true, "\(none ?? "")")
    }

    @Test("a file that no decoder can open is not fixable, at planning time")
    func undecodable() throws {
        let reason = try skipReason("invalid/not-audio.caf", [:])
        #expect(reason?.hasPrefix("cannot decode") == true, "\(reason ?? "")")
    }
}
