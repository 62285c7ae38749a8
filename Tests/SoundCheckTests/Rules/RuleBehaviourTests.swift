import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Rule decisions on synthesized files, where each header field is under the test's control.
@Suite("Rule decisions")
struct RuleBehaviourTests {
    func report(_ files: [(String, [UInt8])], configure: (inout CheckConfiguration) -> Void = { _ in }) -> CheckReport {
        var configuration = CheckConfiguration()
        configure(&configuration)
        let reader = SoundReader(crossCheckWithLibsndfile: false)
        let sounds = files.map { reader.inspect(source: MemoryByteSource($0.1), path: $0.0) }
        return Checker(configuration: configuration, reader: reader).judge(sounds)
    }

    func rules(_ file: FileReport, _ severity: Severity) -> [String] {
        file.findings.filter { $0.severity == severity }.map(\.rule)
    }

    @Test("duration: 30.0 s exactly is an error; just under is not; the message shows the exact duration")
    func duration() throws {
        let exactly = SoundBuilder.caf(
            rate: 8000, formatID: "ulaw", flags: 0, bytesPerPacket: 1, bits: 8,
            data: [UInt8](repeating: 0xFF, count: 240_000))
        let under = SoundBuilder.caf(
            rate: 8000, formatID: "ulaw", flags: 0, bytesPerPacket: 1, bits: 8,
            data: [UInt8](repeating: 0xFF, count: 239_999))
        let result = report([("a/exactly.caf", exactly), ("a/under.caf", under)])
        #expect(rules(result.files[0], .error) == ["duration"])
        #expect(result.files[0].findings[0].message.hasPrefix("plays for 30 s (240000 frames"))
        #expect(result.files[1].findings.isEmpty)
        #expect(result.files[1].valid)
    }

    @Test("duration limit is configurable")
    func durationLimit() {
        let oneSecond = SoundBuilder.caf(
            rate: 8000, formatID: "alaw", flags: 0, bytesPerPacket: 1, bits: 8,
            data: [UInt8](repeating: 0xD5, count: 8000))
        #expect(report([("x.caf", oneSecond)]) { $0.rules.maximumDuration = 0.5 }.files[0].valid == false)
    }

    @Test(
        """
        encoding matrix: float in AIFF-C and CAF is fine; WAV IMA ADPCM is a warning; AAC is undocumented; GSM \
        will not play
        """
    )
    func encodingMatrix() {
        let float = SoundBuilder.caf(flags: 1, bytesPerPacket: 4, bits: 32, data: [UInt8](repeating: 0, count: 40))
        let wavIMA = SoundBuilder.wav(
            tag: 0x11, blockAlign: 256, bits: 4, samplesPerBlock: 505, fact: 505,
            data: [UInt8](repeating: 0, count: 256))
        let aac = SoundBuilder.caf(
            formatID: "aac ", flags: 0, bytesPerPacket: 0, framesPerPacket: 1024, bits: 0,
            pakt: .init(packets: 1, valid: 1000, table: [100]),
            data: [UInt8](repeating: 0, count: 100))
        let gsm = SoundBuilder.wav(
            tag: 0x31, blockAlign: 65, bits: 0, fact: 320, data: [UInt8](repeating: 0, count: 65))
        let result = report([("a.caf", float), ("b.wav", wavIMA), ("c.caf", aac), ("d.wav", gsm)])
        #expect(result.files[0].findings.isEmpty)
        #expect(rules(result.files[1], .warning) == ["encoding"])
        #expect(result.files[1].valid)
        #expect(rules(result.files[2], .error) == ["undocumented-format"])
        #expect(
            result.files[2].findings[0].message.hasPrefix(
                "AAC ('aac ') in CAF is outside the formats Apple documents for notification sounds"))
        #expect(!result.files[2].findings[0].message.contains("will not play"))
        #expect(result.files[2].verdict == .notGuaranteed)
        #expect(rules(result.files[3], .error) == ["encoding"])
        #expect(
            result.files[3].findings[0].message.hasPrefix(
                "GSM 6.10 ('0x0031') in WAV will not play as a notification sound: iOS has no decoder for it"))
        #expect(result.files[3].verdict == .willNotPlay)
    }

    /// The `-f … -d …` format an encoding message suggests, as the configuration's container and
    /// encoding identifiers.
    func suggestedFormat(_ message: String) -> (container: Container, encoding: String)? {
        guard let range = message.range(of: "soundcheck convert -f ") else { return nil }
        let words = message[range.upperBound...].prefix { $0 != ")" }.split(separator: " ")
        guard words.count == 3, words[1] == "-d", let container = OutputContainer(name: String(words[0])),
            let encoding = OutputEncoding(name: String(words[2])), let model = Container(rawValue: container.rawValue)
        else { return nil }
        return (model, encoding == .lpcm16 ? "lpcm" : encoding.rawValue)
    }

    @Test("encoding: the message suggests a format allowed_encodings allows, as convert's -f and -d take it")
    func encodingSuggestion() throws {
        let wavIMA = SoundBuilder.wav(
            tag: 0x11, blockAlign: 256, bits: 4, samplesPerBlock: 505, fact: 505,
            data: [UInt8](repeating: 0, count: 256))
        let aac = SoundBuilder.caf(
            formatID: "aac ", flags: 0, bytesPerPacket: 0, framesPerPacket: 1024, bits: 0,
            pakt: .init(packets: 1, valid: 1000, table: [100]),
            data: [UInt8](repeating: 0, count: 100))
        let gsm = SoundBuilder.wav(
            tag: 0x31, blockAlign: 65, bits: 0, fact: 320, data: [UInt8](repeating: 0, count: 65))
        let files = [("a.wav", wavIMA), ("b.caf", aac), ("c.wav", gsm)]
        let matrices: [[Container: Set<String>]] = [
            [:],
            [.caf: ["lpcm"]],
            [.caf: ["ulaw", "alaw"], .wav: ["alaw"]],
            [.caf: [], .wav: []],
            [.caf: [], .aifc: ["alaw"], .aiff: [], .wav: []],
        ]
        for matrix in matrices {
            let result = report(files) { configuration in
                for (container, encodings) in matrix { configuration.rules.allowedEncodings[container] = encodings }
            }
            let allowed = EncodingRule.appleMatrix.merging(matrix) { _, configured in configured }
            for file in result.files {
                let finding = try #require(
                    file.findings.first { ["encoding", "undocumented-format"].contains($0.rule) },
                    "\(file.path) with \(matrix)")
                let format = try #require(suggestedFormat(finding.message), "\(finding.message)")
                #expect(allowed[format.container]?.contains(format.encoding) == true, "\(matrix): \(finding.message)")
            }
        }
        // The defaults keep Apple's recommendation; CAF holding only Linear PCM gets CAF Linear PCM.
        #expect(
            report(files).files[1].findings[0].message.hasSuffix(
                """
                re-encode it as Linear PCM, IMA4 (Apple IMA/ADPCM), µLaw, aLaw, e.g. CAF IMA4 (soundcheck fix, or \
                soundcheck convert -f caff -d ima4)
                """
            ))
        #expect(
            report(files).files[0].findings[0].message.hasSuffix(
                "Prefer CAF with IMA4 (soundcheck convert -f caff -d ima4)"))
        let lpcmOnly = report(files) { $0.rules.allowedEncodings[.caf] = ["lpcm"] }
        #expect(
            lpcmOnly.files[1].findings[0].message.hasSuffix(
                """
                re-encode it as Linear PCM, e.g. CAF 16-bit Linear PCM (soundcheck fix, or soundcheck convert -f \
                caff -d lpcm)
                """
            ), "\(lpcmOnly.files[1].findings[0].message)")
        // A container that may hold none of the four: convert to another one that may.
        let noCAF = report(files) { $0.rules.allowedEncodings[.caf] = [] }
        #expect(
            noCAF.files[1].findings[0].message.hasSuffix(
                "; convert it to AIFF-C IMA4 (soundcheck convert -f AIFC -d ima4)"),
            "\(noCAF.files[1].findings[0].message)")
        // Nothing that plays is allowed anywhere: no format to suggest, and no made-up one.
        let nothing = report(files) { configuration in
            for container in [Container.caf, .aiff, .aifc, .wav] {
                configuration.rules.allowedEncodings[container] = ["aac"]
            }
        }
        let unsuggested = nothing.files.flatMap(\.findings).filter { $0.rule == "encoding" }
        #expect(unsuggested.count == 2, "the AAC in CAF is allowed now; the GSM and the IMA ADPCM in WAV are not")
        for finding in unsuggested {
            #expect(suggestedFormat(finding.message) == nil && !finding.message.contains("(-f"), "\(finding.message)")
        }
    }

    @Test("integrity: zero frames, zero channels, NaN rate, empty file")
    func integrity() {
        let zeroFrames = SoundBuilder.wav(data: [])
        let zeroChannels = SoundBuilder.caf(channels: 0, data: [0, 0])
        let nanRate = SoundBuilder.caf(rate: .nan, data: [0, 0])
        let result = report([("a.wav", zeroFrames), ("b.caf", zeroChannels), ("c.caf", nanRate), ("d.wav", [])])
        for file in result.files {
            #expect(!file.valid, "\(file.path) should be invalid")
        }
        #expect(rules(result.files[0], .error).contains("integrity"))
        #expect(rules(result.files[1], .error).contains("integrity"))
        #expect(rules(result.files[2], .error).contains("integrity"))
        #expect(rules(result.files[3], .error) == ["container"])
    }

    @Test("extension: CAF named .wav warns; .aifc holding plain AIFF warns; an odd extension warns")
    func extensions() {
        let caf = SoundBuilder.caf(data: [0, 0])
        let aiff = SoundBuilder.aiff(frames: 1, data: [0, 0])
        let result = report([("a.wav", caf), ("b.aifc", aiff), ("c.snd", caf), ("d.caf", caf), ("e.aif", aiff)])
        #expect(rules(result.files[0], .warning) == ["extension"])
        #expect(rules(result.files[1], .warning) == ["extension"])
        #expect(rules(result.files[2], .warning) == ["extension"])
        #expect(result.files[3].findings.isEmpty)
        #expect(result.files[4].findings.isEmpty)
    }

    @Test("name collisions: same name in two folders is an error; case-only difference is a warning")
    func collisions() {
        let caf = SoundBuilder.caf(data: [0, 0])
        let result = report([("a/ding.caf", caf), ("b/ding.caf", caf), ("b/Ding.caf", caf), ("c/other.caf", caf)])
        #expect(rules(result.files[0], .error) == ["name-collision"])
        #expect(rules(result.files[0], .warning) == ["name-collision"])
        #expect(rules(result.files[2], .error) == [])
        #expect(rules(result.files[2], .warning) == ["name-collision"])
        #expect(result.files[3].findings.isEmpty)
    }

    @Test("disabled rules and severity overrides apply")
    func configuration() {
        let caf = SoundBuilder.caf(data: [0, 0])
        let disabled = report([("a.wav", caf)]) { $0.selection.disabled = ["extension"] }
        #expect(disabled.files[0].findings.isEmpty)
        let promoted = report([("a.wav", caf)]) { $0.selection.severities = ["extension": .error] }
        #expect(!promoted.files[0].valid)
    }
}
