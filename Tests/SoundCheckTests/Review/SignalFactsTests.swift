import Testing

@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Clipping, silence at either end and the level of the last 10 ms, measured in one pass.
@Suite("Review: signal facts")
struct SignalFactsTests {
    func measure(_ samples: [Float], channels: Int = 1, sampleRate: Double = 1000, chunk: Int = 7) -> SignalFacts {
        var meter = SignalMeter(channels: channels, sampleRate: sampleRate)
        let frames = samples.count / channels
        samples.withUnsafeBufferPointer { buffer in
            for start in stride(from: 0, to: frames, by: chunk) {
                let count = min(chunk, frames - start)
                meter.add(
                    UnsafeBufferPointer(rebasing: buffer[(start * channels)..<((start + count) * channels)]),
                    frames: count)
            }
        }
        return meter.facts
    }

    @Test("silence before the first and after the last frame above -60 dBFS, in frames")
    func silence() {
        let samples =
            [Float](repeating: 0, count: 30) + [Float](repeating: 0.5, count: 40)
            + [Float](repeating: 0.0005, count: 20)
        let facts = measure(samples)
        #expect(facts.frames == 90)
        #expect(facts.leadingSilentFrames == 30)
        #expect(facts.trailingSilentFrames == 20)
        #expect(!facts.isSilent)
    }

    @Test("a silent sound is silent from its start, once, and an empty one too")
    func silent() {
        let facts = measure([Float](repeating: 0.0001, count: 50))
        #expect(facts.isSilent)
        #expect(facts.leadingSilentFrames == 50 && facts.trailingSilentFrames == 0)
        #expect(measure([]).isSilent)
    }

    @Test("clipped samples are counted in every channel, at full scale and beyond")
    func clipping() {
        let samples: [Float] = [0.5, 1.0, -1.0, 0.2, 32767.0 / 32768.0, 2.5, 0.999, -0.999]
        #expect(measure(samples, channels: 2).clippedSamples == 4)
    }

    @Test("the peak of the last 10 ms, however the chunks fall")
    func endPeak() {
        // 1000 Hz: 10 ms is 10 frames. A loud part, then the last 10 frames at 0.25.
        let samples = [Float](repeating: 0.9, count: 50) + [Float](repeating: 0.25, count: 10)
        for chunk in [1, 3, 10, 64] {
            #expect(measure(samples, chunk: chunk).endPeak == 0.25)
        }
        #expect(measure([0.5, -0.75]).endPeak == 0.75, "a sound shorter than 10 ms: all of it")
    }
}
