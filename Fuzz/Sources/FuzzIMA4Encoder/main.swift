import CFuzzerDriver
import SoundCheckChecking
import SoundCheckConversion

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as sound for the IMA4 encoder (its block-start search, step sweep and beam), then
/// its promises checked on the output: one whole packet per 64 frames, every block header valid,
/// and no header that ffmpeg's decoder would read differently from Apple's.
///
/// The first byte: bit 0 picks 1 or 2 channels; with bit 1 clear the rest is little-endian 16-bit
/// samples (noise, edges at full scale), with bit 1 set it is signed 8-bit differences, scaled by
/// 2^(bits 2…5) and summed with clamping (smooth signals, slopes and steps: what sound looks like).
/// Bits 6…7 pick the effort: best (0 and 3), balanced (1) or fast (2).
func fuzzIMA4Encoder(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = UnsafeBufferPointer(start: start, count: count)
    let mode = bytes[0]
    let channels = Int(mode & 1) + 1
    let body = bytes.dropFirst()
    let samples = mode & 2 == 0 ? littleEndianSamples(body) : summedDifferences(body, shift: Int(mode >> 2) & 15)
    let effort: [EncodingEffort] = [.best, .balanced, .fast, .best]
    let packets = IMA4Encoder(effort: effort[Int(mode >> 6)]).encode(interleaved: samples, channels: channels)
    let packetCount = (samples.count / channels + IMA4.framesPerPacket - 1) / IMA4.framesPerPacket
    if packets.count != packetCount * IMA4.bytesPerChannelPacket * channels {
        fatalError("\(packets.count) bytes for \(packetCount) packets of \(channels) channels")
    }
    let decoded = IMA4.decode(packets[...], channels: channels)
    if decoded.count != packetCount * IMA4.framesPerPacket * channels {
        fatalError("the decoder stopped at a block header the encoder wrote")
    }
    if let block = firstBlockReadDifferentlyByFFmpeg(packets, decoded: decoded, channels: channels) {
        fatalError("ffmpeg's decoder would keep its running predictor at block \(block)")
    }
    return 0
}

func littleEndianSamples(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> [Int16] {
    stride(from: bytes.startIndex, to: bytes.endIndex - 1, by: 2).map { index in
        Int16(bitPattern: UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8)
    }
}

func summedDifferences(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, shift: Int) -> [Int16] {
    var level: Int32 = 0
    return bytes.map { byte in
        level = min(32767, max(-32768, level + Int32(Int8(bitPattern: byte)) << shift))
        return Int16(level)
    }
}

/// ffmpeg's `adpcm_ima_qt` keeps its running predictor (the channel's last sample) when a header
/// repeats the running step index and its predictor lies within 127 of it, not exactly on it;
/// Apple's decoder always starts from the header. The first block where that happens, if any,
/// found from the stream alone: the running state is the previous block's last decoded sample and
/// its header's step index moved by each nibble. Both start at 0, as ffmpeg's do.
func firstBlockReadDifferentlyByFFmpeg(_ packets: [UInt8], decoded: [Int16], channels: Int) -> Int? {
    var runningSteps = [Int32](repeating: 0, count: channels)
    for block in 0..<packets.count / IMA4.bytesPerChannelPacket {
        let packet = block / channels
        let channel = block % channels
        let offset = block * IMA4.bytesPerChannelPacket
        let header = UInt16(packets[offset]) << 8 | UInt16(packets[offset + 1])
        let predictor = Int32(Int16(bitPattern: header & 0xFF80))
        var stepIndex = Int32(header & 0x7F)
        let running = packet == 0 ? 0 : Int32(decoded[(packet * IMA4.framesPerPacket - 1) * channels + channel])
        if stepIndex == runningSteps[channel] && predictor != running && abs(predictor - running) <= 0x7F {
            return block
        }
        for byte in packets[offset + 2..<offset + IMA4.bytesPerChannelPacket] {
            stepIndex = steppedIndex(steppedIndex(stepIndex, byte & 0xF), byte >> 4)
        }
        runningSteps[channel] = stepIndex
    }
    return nil
}

/// The step index after a nibble: down 1 for magnitudes 0…3, up 2, 4, 6, 8 for 4…7, within 0…88.
func steppedIndex(_ stepIndex: Int32, _ nibble: UInt8) -> Int32 {
    let magnitude = Int32(nibble & 7)
    return min(88, max(0, stepIndex + (magnitude < 4 ? -1 : (magnitude - 3) * 2)))
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzIMA4Encoder(data, size) })
