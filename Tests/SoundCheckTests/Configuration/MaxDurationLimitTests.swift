import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// `max_duration` and `--max-duration` can only make iOS's 30 s limit stricter: a looser one
/// would pass sounds that play the default sound instead. A stricter limit is the team's, and
/// its message says so instead of blaming iOS.
@Suite("max_duration only makes the limit stricter")
struct MaxDurationLimitTests {
    func errors(_ yaml: String) -> [ConfigurationError] {
        do {
            _ = try SoundCheckConfiguration(yaml: yaml, path: "/project/.soundcheck.yml")
            return []
        } catch {
            return error.errors
        }
    }

    @Test("a max_duration above iOS's 30 s is an error at its value; 30 and less are accepted")
    func configurationFile() throws {
        let found = errors("sounds: [Sounds]\nmax_duration: 45\n")
        let error = try #require(found.first)
        #expect(found.count == 1)
        #expect(error.line == 2)
        #expect(error.column == 15)
        #expect(
            error.message
                == """
                'max_duration' can only make the limit stricter: iOS plays the default sound instead of one of 30 \
                s or longer, so it must be at most 30, not 45
                """
        )
        #expect(errors("max_duration: 30.5\n").count == 1)
        #expect(
            errors("max_duration: 30\n").isEmpty, "30 is iOS's own limit, the default that `soundcheck config` prints")
        #expect(errors("max_duration: 29.5\n").isEmpty)
    }

    @Test("--max-duration above 30 is a usage error (exit 2) on every command that checks")
    func commandLine() throws {
        for command in [
            ["check"], ["manifest"], ["fix", "--dry-run"], ["payloads", "samples/payloads/valid", "--sounds"],
        ] {
            let result = try ExternalTool.run(
                TestPaths.executable.path, command + ["samples/valid", "--max-duration", "45"],
                currentDirectory: TestPaths.packageRoot)
            #expect(result.status == 2, "\(command): \(result.text)\(result.standardError)")
            #expect(
                result.standardError.contains("--max-duration can only make the limit stricter"),
                "\(command): \(result.standardError)")
        }
        let same = try ExternalTool.run(
            TestPaths.executable.path, ["check", "samples/valid", "--max-duration", "30"],
            currentDirectory: TestPaths.packageRoot)
        #expect(same.status == 0, "\(same.standardError)")
    }

    func message(frames: Int, limit: Double) throws -> String {
        let data = SoundBuilder.caf(
            rate: 8000, formatID: "ulaw", flags: 0, bytesPerPacket: 1, bits: 8,
            data: [UInt8](repeating: 0xFF, count: frames))
        let reader = SoundReader(crossCheckWithLibsndfile: false)
        var configuration = CheckConfiguration()
        configuration.rules.maximumDuration = limit
        let report = Checker(configuration: configuration, reader: reader).judge([
            reader.inspect(source: MemoryByteSource(data), path: "a.caf")
        ])
        return try #require(report.files.first?.findings.first { $0.rule == "duration" }?.message)
    }

    @Test("a team's limit below 30 s is named as the team's, iOS's limit as iOS's")
    func wording() throws {
        let team = try message(frames: 200_000, limit: 20)
        #expect(
            team.contains(
                """
                must be shorter than 20 s, the team's limit (max_duration in .soundcheck.yml or --max-duration; \
                iOS plays sounds shorter than 30 s). Trim it below 20 s
                """
            ), "\(team)")
        #expect(!team.contains("or the default sound plays instead"), "a 25 s sound plays on iOS: \(team)")
        let apple = try message(frames: 244_000, limit: 30)
        #expect(
            apple.contains(
                "notification sounds must be shorter than 30 s or the default sound plays instead. Trim it below 30 s"),
            "\(apple)")
    }

    @Test("a library user's looser limit is held to iOS's: a sound of 30 s or more still fails, in iOS's words")
    func looserInTheLibrary() throws {
        let apple = try message(frames: 280_000, limit: 45)
        #expect(
            apple.contains("notification sounds must be shorter than 30 s or the default sound plays instead"),
            "\(apple)")
    }
}
