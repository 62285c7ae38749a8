import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// What a check claims must be established: "will not play" only for a sound whose errors say so,
/// and a sound outside Apple's documented formats counted apart (issue: documented vs observed).
@Suite("Verdicts say only what is established")
struct VerdictEvidenceTests {
    func finding(_ rule: String, _ severity: Severity = .error) -> Finding {
        Finding(rule: rule, severity: severity, message: "m", path: "a.caf")
    }

    @Test("a sound whose only errors are undocumented-format's is not guaranteed; any other error will not play")
    func verdictFromFindings() {
        #expect(SoundVerdict(findings: []) == .willPlay)
        #expect(SoundVerdict(findings: [finding("extension", .warning)]) == .willPlay)
        #expect(SoundVerdict(findings: [finding("undocumented-format", .warning)]) == .willPlay)
        #expect(SoundVerdict(findings: [finding("undocumented-format")]) == .notGuaranteed)
        #expect(
            SoundVerdict(findings: [finding("undocumented-format"), finding("extension", .warning)]) == .notGuaranteed)
        #expect(SoundVerdict(findings: [finding("undocumented-format"), finding("duration")]) == .willNotPlay)
        #expect(SoundVerdict(findings: [finding("encoding")]) == .willNotPlay)
        #expect(SoundVerdict(failedRules: ["undocumented-format"]) == .notGuaranteed)
        #expect(SoundVerdict(failedRules: ["integrity", "undocumented-format"]) == .willNotPlay)
    }

    @Test("no finding on samples/ claims will not play for a sound that is only outside the documented formats")
    func messagesMatchVerdicts() throws {
        let report = try Checker().check(paths: [TestPaths.samples.path])
        let claims = ["will not play", "default sound plays", "NOT play"]
        var notGuaranteed: [String] = []
        for file in report.files {
            let claiming = file.findings.filter { finding in claims.contains { finding.message.contains($0) } }
            if file.verdict == .notGuaranteed {
                notGuaranteed.append(file.sound.name)
                #expect(claiming.isEmpty, "\(file.path): \(claiming.map(\.message))")
            }
            for finding in claiming {
                #expect(
                    file.verdict == .willNotPlay || finding.severity == .warning, "\(file.path): \(finding.message)")
                #expect(
                    !SoundVerdict.undocumentedRules.contains(finding.rule), "\(finding.rule) claims \(finding.message)")
            }
        }
        #expect(
            notGuaranteed.sorted() == ["aac-in.caf", "ex-theme.mp3", "mp3-renamed.wav", "theme.mp3", "xg-call.mp3"])
    }

    @Test("AAC in CAF and MP3 files are undocumented-format's; MS ADPCM and text files will not play")
    func samplesByClass() throws {
        let report = try Checker().check(
            paths: ["aac-in.caf", "theme.mp3", "mp3-renamed.wav", "ms-adpcm.wav", "not-audio.caf"]
                .map { TestPaths.sample("invalid/" + $0) })
        // Reports are sorted by path: aac-in, mp3-renamed, ms-adpcm, not-audio, theme.
        let errors = report.files.map { file in file.findings.filter { $0.severity == .error }.map(\.rule) }
        #expect(
            errors == [
                ["undocumented-format"], ["undocumented-format"], ["encoding"], ["container"], ["undocumented-format"],
            ])
        #expect(
            report.files.map(\.verdict) == [.notGuaranteed, .notGuaranteed, .willNotPlay, .willNotPlay, .notGuaranteed])
        let aac = try #require(report.files.first?.findings.first?.message)
        #expect(
            aac.hasPrefix(
                """
                AAC ('aac ') in CAF is outside the formats Apple documents for notification sounds (Linear PCM, \
                IMA4, µLaw, aLaw); some apps ship it and it plays on the iOS versions they test, but nothing \
                guarantees it on others; re-encode it
                """
            ), "\(aac)")
        #expect(report.files.allSatisfy { !$0.valid }, "the verdicts of issue 22 do not regress: every one still fails")
    }

    @Test("the sniffer's names for files iOS reads are exactly the undocumented ones; Ogg and MIDI are not")
    func readFileFormats() {
        func named(_ bytes: [UInt8]) -> String? {
            if case .foreign(let format, _) = ContainerSniffer.identify(
                ArraySlice(bytes + [UInt8](repeating: 0, count: 40)))
            {
                return format
            }
            return nil
        }
        let read = [
            named(Array("ID3".utf8)), named([0xFF, 0xFB, 0x90]), named([0xFF, 0xF1, 0x50]),
            named([0, 0, 0, 0x20] + Array("ftypM4A ".utf8)), named(Array("fLaC".utf8)), named(Array("#!AMR\n".utf8)),
        ]
        #expect(Set(read.compactMap { $0 }) == AppleSoundFormats.undocumentedReadFileFormats)
        var ogg = Array("OggS".utf8) + [UInt8](repeating: 0, count: 25)
        ogg += Array("vorbis".utf8)
        let unread = [named(ogg), named(Array("MThd".utf8)), named(Array("wvpk".utf8))].compactMap { $0 }
        #expect(unread.count == 3)
        #expect(unread.allSatisfy { !AppleSoundFormats.undocumentedReadFileFormats.contains($0) })
        #expect(unread.allSatisfy { name in ContainerRule.unreadFormats.contains(where: name.hasPrefix) })
    }

    @Test(
        """
        allowed_encodings still decides: AAC allowed in CAF passes both rules; a documented encoding left out is \
        policy, not 'will not play'
        """
    )
    func configuredEncodings() throws {
        var configuration = CheckConfiguration()
        configuration.rules.allowedEncodings[.caf] = ["ima4", "aac"]
        let checker = Checker(configuration: configuration)
        let aac = try checker.check(paths: [TestPaths.sample("invalid/aac-in.caf")])
        #expect(aac.files[0].findings.isEmpty, "\(aac.files[0].findings)")
        let pcm = try checker.check(paths: [TestPaths.sample("valid/pop-float32.caf")])
        let message = try #require(pcm.files[0].findings.first { $0.rule == "encoding" }?.message)
        #expect(
            message.hasPrefix(
                """
                Linear PCM ('lpcm') in CAF plays, but allowed_encodings in .soundcheck.yml does not allow it there \
                (ima4, aac);
                """
            ), "\(message)")
        #expect(!message.contains("will not play"))
    }

    @Test("the summaries count sounds outside the documented formats apart, and a payload naming one says so")
    func summaries() throws {
        let report = try Checker().check(paths: [TestPaths.samples.appendingPathComponent("invalid").path])
        let human = HumanReporter().render(report)
        #expect(
            human.hasSuffix(
                """
                Checked 10 files: 0 will play, 7 will not, 3 outside Apple's documented formats (11 errors, 2 \
                warnings).\n
                """
            ), "\(human)")
        #expect(report.summary.notGuaranteed == 3)
        #expect(report.summary.failed == 7)
        let manifest = try PayloadValidatorTests.samplesManifest()
        let payload = PayloadValidator(manifest: manifest).validate(
            Array(#"{"aps": {"sound": "aac-in.caf"}}"#.utf8), path: "p.json")
        let message = try #require(payload.findings.first?.message)
        #expect(
            message.hasPrefix(
                #""aac-in.caf" is shipped but not guaranteed to play: AAC ('aac ') in CAF is outside the formats Apple documents"#
            ), "\(message)")
        let broken = PayloadValidator(manifest: manifest).validate(
            Array(#"{"aps": {"sound": "ms-adpcm.wav"}}"#.utf8), path: "p.json")
        #expect(
            broken.findings.first?.message.hasPrefix(#""ms-adpcm.wav" is shipped but will not play: Microsoft ADPCM"#)
                == true)
    }
}
