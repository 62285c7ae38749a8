import SoundCheckChecking
import SoundCheckCore

/// The 44-byte header of a canonical PCM WAV file.
enum WAVHeader {
    static let size = 44

    static func pcm16(channels: Int, sampleRate: Int, dataBytes: Int) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(44)
        func append(_ text: String) { bytes += text.utf8 }
        func append32(_ value: Int) { for shift in [0, 8, 16, 24] { bytes.append(UInt8((value >> shift) & 0xFF)) } }
        func append16(_ value: Int) { for shift in [0, 8] { bytes.append(UInt8((value >> shift) & 0xFF)) } }
        append("RIFF")
        append32(36 + dataBytes)
        append("WAVE")
        append("fmt ")
        append32(16)
        append16(1)
        append16(channels)
        append32(sampleRate)
        append32(sampleRate * channels * 2)
        append16(channels * 2)
        append16(16)
        append("data")
        append32(dataBytes)
        return bytes
    }
}
