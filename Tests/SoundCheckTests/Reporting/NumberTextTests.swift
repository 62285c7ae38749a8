import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// Numbers in text meant for people: as short as they can be while still saying what matters
/// (`35 s`, `30.5 s`, never `35.000000 s`, never `30 s` for a sound that is just over 30 s).
@Suite("Numbers in human text")
struct NumberTextTests {
    func durationMessage(frames: Int, rate: Double = 8000, limit: Double = 30) throws -> String {
        let bytes = [UInt8](repeating: 0xFF, count: frames)
        let data = SoundBuilder.caf(rate: rate, formatID: "ulaw", flags: 0, bytesPerPacket: 1, bits: 8, data: bytes)
        let reader = SoundReader(crossCheckWithLibsndfile: false)
        var configuration = CheckConfiguration()
        configuration.rules.maximumDuration = limit
        let sound = reader.inspect(source: MemoryByteSource(data), path: "long.caf")
        let report = Checker(configuration: configuration, reader: reader).judge([sound])
        return try #require(report.files.first?.findings.first { $0.rule == "duration" }?.message)
    }

    @Test("duration messages show seconds without trailing zeros")
    func durationSeconds() throws {
        #expect(try durationMessage(frames: 280_000).hasPrefix("plays for 35 s (280000 frames at 8000 Hz)"))
        #expect(try durationMessage(frames: 244_000).hasPrefix("plays for 30.5 s (244000 frames at 8000 Hz)"))
        #expect(try durationMessage(frames: 240_000).hasPrefix("plays for 30 s (240000 frames at 8000 Hz)"))
    }

    @Test("a duration just over the limit shows the digits that make it so")
    func durationJustOver() throws {
        // 240001 frames at 8000 Hz is 30.000125 s: "30 s" would read as a sound that passes.
        #expect(try durationMessage(frames: 240_001).hasPrefix("plays for 30.0001 s (240001 frames at 8000 Hz)"))
        // A fractional sample rate keeps its digits, and only those.
        #expect(try durationMessage(frames: 240_000, rate: 7350.5).contains("frames at 7350.5 Hz"))
    }

    @Test(
        """
        NumberText.short: at most the digits asked for, no trailing zeros, more only to stay on the right side of \
        a limit
        """
    )
    func short() {
        #expect(NumberText.short(35) == "35")
        #expect(NumberText.short(30.5) == "30.5")
        #expect(NumberText.short(29.994) == "29.99")
        #expect(NumberText.short(0.5) == "0.5")
        #expect(NumberText.short(-2.50) == "-2.5")
        #expect(NumberText.short(-0.001) == "0")
        #expect(NumberText.short(22050, digits: 3) == "22050")
        #expect(NumberText.short(7350.25, digits: 3) == "7350.25")
        #expect(NumberText.short(30.0001, against: 30) == "30.0001")
        #expect(NumberText.short(29.9999, against: 30) == "29.9999")
        #expect(NumberText.short(29.994, against: 30) == "29.99")
        #expect(NumberText.short(30, against: 30) == "30")
        #expect(NumberText.short(30.000000000001, against: 30) == "30.000000000001")
        #expect(NumberText.short(.infinity) == "inf")
    }

    @Test("NumberText.truncated: cut, never rounded up to a limit, without trailing zeros")
    func truncated() {
        #expect(NumberText.truncated(29.99998) == "29.99")
        #expect(NumberText.truncated(2.5) == "2.5")
        #expect(NumberText.truncated(1) == "1")
        #expect(NumberText.truncated(0.801088) == "0.8")
        #expect(NumberText.truncated(0.29) == "0.29", "28.999999999999996 hundredths are 29")
    }

    @Test("NumberText.pair: two different numbers never read the same")
    func pair() {
        #expect(NumberText.pair(22050, 16000) == ("22050", "16000"))
        #expect(NumberText.pair(0.96, 1.04, digits: 0) == ("0.96", "1.04"))
        #expect(NumberText.pair(1.2344, 1.2346) == ("1.234", "1.235"))
        #expect(NumberText.pair(1, 1) == ("1", "1"))
    }

    @Test("manifest drift shows whole numbers as whole numbers")
    func manifestDrift() {
        func entry(rate: Double, duration: Double) -> SoundManifest.Entry {
            SoundManifest.Entry(
                name: "a.caf", path: "a.caf", container: "caf", encoding: "ima4", sampleRate: rate,
                channels: 1, frames: 22050, duration: duration, bytes: 100, sha256: "00", valid: true)
        }
        let diff = ManifestDiff(
            from: SoundManifest(sounds: [entry(rate: 22050, duration: 1)]),
            to: SoundManifest(sounds: [entry(rate: 16000, duration: 1.378125)]))
        #expect(diff.text == "~ a.caf: sampleRate 22050 → 16000, duration 1 → 1.378\n")
    }
}
