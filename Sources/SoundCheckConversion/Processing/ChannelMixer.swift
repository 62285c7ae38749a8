import SoundCheckChecking
import SoundCheckCore

/// Maps interleaved frames from one channel count to another: any number of channels to mono by
/// their mean (a mix that cannot clip, unlike a sum), mono to stereo by copying.
struct ChannelMixer {
    let inputChannels: Int
    let outputChannels: Int

    init(inputChannels: Int, outputChannels: Int, path: String) throws(ConversionError) {
        guard inputChannels == outputChannels || outputChannels == 1 || (inputChannels == 1 && outputChannels == 2)
        else {
            throw ConversionError(
                path: path,
                reason:
                    """
                    cannot turn \(inputChannels) channels into \(outputChannels) (mixing to 1, or copying 1 to 2, \
                    is supported)
                    """
            )
        }
        self.inputChannels = inputChannels
        self.outputChannels = outputChannels
    }

    var isIdentity: Bool { inputChannels == outputChannels }

    func mix(_ input: UnsafeBufferPointer<Float>, frames: Int, into output: inout [Float]) {
        output.removeAll(keepingCapacity: true)
        if isIdentity {
            output.append(contentsOf: input.prefix(frames * inputChannels))
        } else if outputChannels == 1 {
            let scale = 1 / Float(inputChannels)
            for frame in 0..<frames {
                var sum: Float = 0
                for channel in 0..<inputChannels { sum += input[frame * inputChannels + channel] }
                output.append(sum * scale)
            }
        } else {
            for frame in 0..<frames {
                output.append(input[frame])
                output.append(input[frame])
            }
        }
    }
}
