import SoundCheckCore

/// Identifies a file's format from its first bytes. The extension never decides: real apps ship
/// CAF bytes named `.wav` and MP3s renamed to `.caf`.
enum ContainerSniffer {
    enum Kind: Equatable {
        case caf
        case aiff
        case aifc
        case wav
        /// Audio iOS cannot use as a notification sound, e.g. ("MP3", "mp3").
        case foreign(format: String, encoding: String)
        case unknown
    }

    static let bytesNeeded = 40

    static func identify(_ head: ArraySlice<UInt8>) -> Kind {
        let head = Array(head)
        func ascii(_ offset: Int, _ text: String) -> Bool {
            let expected = Array(text.utf8)
            guard head.count >= offset + expected.count else { return false }
            return Array(head[offset..<offset + expected.count]) == expected
        }
        if ascii(0, "caff") { return .caf }
        if ascii(0, "FORM") {
            if ascii(8, "AIFF") { return .aiff }
            if ascii(8, "AIFC") { return .aifc }
            return .foreign(format: "IFF", encoding: "unknown")
        }
        if ascii(0, "RIFF") && ascii(8, "WAVE") { return .wav }
        if ascii(0, "RIFX") && ascii(8, "WAVE") {
            return .foreign(format: "big-endian WAV (RIFX)", encoding: "unknown")
        }
        if (ascii(0, "RF64") || ascii(0, "BW64")) && ascii(8, "WAVE") {
            return .foreign(format: "RF64 (64-bit WAV)", encoding: "unknown")
        }
        if ascii(0, "RIFF") { return .foreign(format: "RIFF (not WAVE)", encoding: "unknown") }
        if ascii(0, "ID3") { return .foreign(format: "MP3", encoding: "mp3") }
        if ascii(0, "fLaC") { return .foreign(format: "FLAC", encoding: "flac") }
        if ascii(0, "OggS") {
            if ascii(28, "OpusHead") { return .foreign(format: "Ogg Opus", encoding: "opus") }
            if ascii(29, "vorbis") { return .foreign(format: "Ogg Vorbis", encoding: "vorbis") }
            if ascii(29, "FLAC") { return .foreign(format: "Ogg FLAC", encoding: "flac") }
            return .foreign(format: "Ogg", encoding: "unknown")
        }
        if ascii(4, "ftyp") { return .foreign(format: "MPEG-4 audio (m4a)", encoding: "mp4") }
        if ascii(0, "#!AMR") { return .foreign(format: "AMR", encoding: "amr") }
        if ascii(0, ".snd") { return .foreign(format: "Sun/NeXT audio (.au)", encoding: "unknown") }
        if ascii(0, "MThd") { return .foreign(format: "MIDI", encoding: "midi") }
        if ascii(0, "wvpk") { return .foreign(format: "WavPack", encoding: "wavpack") }
        if ascii(0, "MAC ") { return .foreign(format: "Monkey's Audio", encoding: "ape") }
        if head.count >= 2 && head[0] == 0xFF && head[1] & 0xE0 == 0xE0 {
            // MPEG audio frame sync; layer bits 00 with the 12-bit sync is AAC in ADTS.
            if head[1] & 0xF6 == 0xF0 { return .foreign(format: "AAC (ADTS)", encoding: "aac") }
            return .foreign(format: "MP3", encoding: "mp3")
        }
        return .unknown
    }
}
