import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Container identification by magic bytes")
struct ContainerSnifferTests {
    func kind(_ text: String, padTo count: Int = 40) -> ContainerSniffer.Kind {
        var bytes = Array(text.utf8)
        bytes += [UInt8](repeating: 0, count: max(0, count - bytes.count))
        return ContainerSniffer.identify(bytes[...])
    }

    @Test func soundContainers() {
        #expect(kind("caff") == .caf)
        #expect(kind("FORM\0\0\0\0AIFF") == .aiff)
        #expect(kind("FORM\0\0\0\0AIFC") == .aifc)
        #expect(kind("RIFF\0\0\0\0WAVE") == .wav)
    }

    @Test func foreignAudio() {
        #expect(kind("ID3\u{3}") == .foreign(format: "MP3", encoding: "mp3"))
        #expect(kind("fLaC") == .foreign(format: "FLAC", encoding: "flac"))
        #expect(kind("\0\0\0\u{20}ftypM4A ") == .foreign(format: "MPEG-4 audio (m4a)", encoding: "mp4"))
        #expect(ContainerSniffer.identify([0xFF, 0xFB, 0x90, 0x00]) == .foreign(format: "MP3", encoding: "mp3"))
        #expect(ContainerSniffer.identify([0xFF, 0xF1, 0x50, 0x80]) == .foreign(format: "AAC (ADTS)", encoding: "aac"))
        #expect(kind("RF64\0\0\0\0WAVE") == .foreign(format: "RF64 (64-bit WAV)", encoding: "unknown"))
    }

    @Test func unknownAndEmpty() {
        #expect(kind("This is not a sound.") == .unknown)
        #expect(ContainerSniffer.identify([]) == .unknown)
    }
}
