/// What Android's media framework plays from `res/raw` as a notification sound, by what the
/// reader found in the file. The evidence: the Compatibility Definition Document (§5.1.2) makes
/// every device with audio output decode AAC (LC, HE, HEv2, ELD), FLAC, MP3, MIDI, Vorbis,
/// PCM/WAVE and Opus, and AMR on handhelds; the supported-media-formats page names their
/// containers and gives PCM/WAVE as 8- and 16-bit linear PCM. Android has no extractor for CAF
/// or AIFF (MediaExtractor's formats are MP3, MPEG-4, AMR, FLAC, Ogg, WAV, MIDI, Matroska,
/// MPEG-2 TS and ADTS), so an iOS sound copied there as it is plays the default sound.
public enum AndroidSoundFormats {
    /// How sure it is that a file plays.
    public enum Playback: Sendable, Hashable {
        /// A documented container and codec.
        case documented
        /// Read by AOSP's extractors but outside what the documents guarantee: why.
        case undocumented(String)
        /// No extractor or decoder for it: why.
        case unplayable(String)
    }

    /// Formats the container sniffer names (`InspectedSound.foreignFormat`) that Android documents.
    public static let documentedFileFormats: Set<String> = [
        "MP3", "AAC (ADTS)", "MPEG-4 audio (m4a)", "FLAC", "Ogg Vorbis", "Ogg Opus", "AMR", "MIDI",
    ]

    /// The linear PCM sample formats the media-formats page lists for WAVE.
    public static let documentedPCMFormats: Set<SampleFormat> = [.uint8, .int16]

    public static func playback(of sound: InspectedSound) -> Playback {
        if let format = sound.foreignFormat {
            if documentedFileFormats.contains(format) { return .documented }
            if format == "Ogg FLAC" { return .undocumented("FLAC is documented in .flac files, not in Ogg") }
            return .unplayable("\(format): not among the formats Android documents or extracts")
        }
        guard let description = sound.description else { return .unplayable("not an audio file soundcheck could read") }
        switch description.container {
        case .caf, .aiff, .aifc:
            return .unplayable(
                "\(description.container.displayName) file: Android's media framework has no extractor for it")
        case .unknown:
            return .unplayable("not an audio file Android reads")
        case .wav:
            return wavePlayback(description)
        }
    }

    private static func wavePlayback(_ description: SoundDescription) -> Playback {
        switch description.encoding {
        case .lpcm:
            if let format = description.sampleFormat, documentedPCMFormats.contains(format) { return .documented }
            return .undocumented(
                "WAV holding \(description.sampleFormat?.rawValue ?? "other") linear PCM: Android "
                    + "documents 8- and 16-bit linear PCM in WAV")
        default:
            return .undocumented(
                "\(description.encoding.displayName) in WAV: Android documents 8- and 16-bit linear "
                    + "PCM in WAV")
        }
    }
}
