import SoundCheckChecking
import SoundCheckCore

/// A decoder's audio, chunk by chunk, mixed to the wanted channel count: the first stage of both
/// a conversion and a level measurement.
struct MixedChunks {
    let decoder: AudioDecoder
    let mixer: ChannelMixer
    private var decoded: [Float]
    private let chunkFrames: Int

    init(_ decoder: AudioDecoder, channels: Int, chunkFrames: Int = 4096) throws(ConversionError) {
        // The buffer grows with the channel count: never size it by a count no sound has.
        try AudioDecoders.refuseImpossibleFormat(
            channels: decoder.channels, sampleRate: decoder.sampleRate,
            path: decoder.path)
        self.decoder = decoder
        mixer = try ChannelMixer(inputChannels: decoder.channels, outputChannels: channels, path: decoder.path)
        self.chunkFrames = chunkFrames
        decoded = [Float](repeating: 0, count: chunkFrames * decoder.channels)
    }

    /// Reads the next chunk into `mixed` (interleaved, `mixer.outputChannels` per frame) and
    /// returns its frame count: 0 at the end of the audio.
    mutating func next(into mixed: inout [Float]) throws(ConversionError) -> Int {
        let chunkFrames = self.chunkFrames
        let decoder = self.decoder
        let frames = try decoded.withUnsafeMutableBufferPointer { (buffer) throws(ConversionError) -> Int in
            try decoder.read(into: buffer, maxFrames: chunkFrames)
        }
        guard frames > 0 else { return 0 }
        decoded.withUnsafeBufferPointer { mixer.mix($0, frames: frames, into: &mixed) }
        return frames
    }
}
