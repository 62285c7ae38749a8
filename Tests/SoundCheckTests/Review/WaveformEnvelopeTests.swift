import Testing

@testable import SoundCheckConversion

/// The waveform's envelope: each column's extremes and clipping, exact when the length is known,
/// and in bounded memory when it is not (or when the header lies about it).
@Suite("Review: waveform envelope")
struct WaveformEnvelopeTests {
    /// Feeds `samples` (interleaved) to a builder in chunks of `chunk` frames.
    func build(_ samples: [Float], channels: Int, columns: Int, expected: Int64?, chunk: Int = 333) -> EnvelopeBuilder {
        var builder = EnvelopeBuilder(columns: columns, inputChannels: channels, expectedFrames: expected)
        let frames = samples.count / channels
        samples.withUnsafeBufferPointer { buffer in
            var start = 0
            while start < frames {
                let count = min(chunk, frames - start)
                let slice = UnsafeBufferPointer(rebasing: buffer[(start * channels)..<((start + count) * channels)])
                builder.add(slice, frames: count)
                start += count
            }
        }
        return builder
    }

    @Test("a known length: each column holds the lowest and highest sample of its frames")
    func knownLength() {
        // 1000 frames into 10 columns of 100: column c spans samples c×100 … c×100+99 of a ramp.
        let ramp = (0..<1000).map { Float($0) / 1000 }
        let envelope = build(ramp, channels: 1, columns: 10, expected: 1000).envelope
        #expect(envelope.channels.count == 1)
        #expect(envelope.columnCount == 10)
        for (index, column) in envelope.channels[0].enumerated() {
            #expect(column.minimum == Float(index * 100) / 1000)
            #expect(column.maximum == Float(index * 100 + 99) / 1000)
            #expect(!column.clipped)
        }
    }

    @Test("fewer frames than columns: one column per frame")
    func shortSound() {
        let envelope = build([0.1, -0.2, 0.3], channels: 1, columns: 600, expected: 3).envelope
        #expect(envelope.channels[0].map(\.maximum) == [0.1, -0.2, 0.3])
    }

    @Test("an unknown length gives the same picture's width and extremes, merging as it goes")
    func unknownLength() {
        let sine = AudioSignals.sine(frequencies: [440], amplitude: 0.5, sampleRate: 44100, frames: 123_457)
        let known = build(sine, channels: 1, columns: 600, expected: 123_457)
        let unknown = build(sine, channels: 1, columns: 600, expected: nil)
        #expect(unknown.envelope.columnCount == 600)
        #expect(known.envelope.columnCount == 600)
        let extremes = unknown.envelope.channels[0].reduce((Float.infinity, -Float.infinity)) {
            (min($0.0, $1.minimum), max($0.1, $1.maximum))
        }
        #expect(extremes.0 == sine.min() && extremes.1 == sine.max())
    }

    @Test("a header that states far fewer frames than there are cannot grow the memory")
    func lyingLength() {
        let noise = (0..<200_000).map { Float(($0 * 7919) % 2001 - 1000) / 1000 }
        let builder = build(noise, channels: 1, columns: 100, expected: 10)
        // At most twice the picture's columns are ever held; the picture has exactly its width.
        #expect(builder.framesPerColumn >= 200_000 / 200)
        #expect(builder.envelope.columnCount == 100)
    }

    @Test("stereo draws both channels; more channels draw the first two, and clipping in any is marked")
    func channels() {
        // Two frames of 8 channels: the left is 0.1 then 0.2, the right -0.1 then -0.2, and
        // channel 6 clips in the second frame.
        var samples = [Float](repeating: 0, count: 16)
        samples[0] = 0.1
        samples[1] = -0.1
        samples[8] = 0.2
        samples[9] = -0.2
        samples[14] = 1.0
        let envelope = build(samples, channels: 8, columns: 2, expected: 2).envelope
        #expect(envelope.channels.count == 2)
        #expect(envelope.channels[0].map(\.maximum) == [0.1, 0.2])
        #expect(envelope.channels[1].map(\.minimum) == [-0.1, -0.2])
        #expect(envelope.channels[0].map(\.clipped) == [false, true])
    }

    @Test("grouping merges neighbouring columns into near-equal groups")
    func grouping() {
        let columns = (0..<5).map { WaveformEnvelope.Column(minimum: -Float($0), maximum: Float($0), clipped: $0 == 3) }
        let grouped = EnvelopeBuilder.group(columns, into: 2)
        #expect(grouped.map(\.maximum) == [1, 4])
        #expect(grouped.map(\.minimum) == [-1, -4])
        #expect(grouped.map(\.clipped) == [false, true])
    }
}
