import SoundCheckCore

/// Reads what a file of a compressed format (MP3, AAC, MPEG-4 audio, FLAC) says of its sample
/// rate, channels and length, so that the rules judge its duration like any other sound's. The
/// container sniffer names the format from the first bytes; an MP3 or AAC stream that starts
/// after an ID3v2 tag or leading junk is found here, as players find it.
enum CompressedAudioReader {
    /// The file's format and facts; nil when no stream of these formats is found in it.
    static func read(_ source: ByteSource, sniffed: ContainerSniffer.Kind) throws(ReadError)
        -> (format: String, description: SoundDescription)?
    {
        switch sniffed {
        case .foreign(let format, _) where format == "MPEG-4 audio (m4a)":
            return (format, try MP4Reader.read(source))
        case .foreign(let format, _) where format == "FLAC":
            return (format, try FLACReader.read(source))
        case .foreign(let format, _) where format == "MP3" || format == "AAC (ADTS)":
            return try frameStream(source)
        case .unknown:
            return try frameStream(source)
        default:
            return nil
        }
    }

    /// An MP3 or ADTS stream after any ID3v2 tags and leading junk.
    static func frameStream(_ source: ByteSource) throws(ReadError) -> (format: String, description: SoundDescription)?
    {
        let start = try FrameStream.afterID3Tags(in: source)
        switch try FrameStream.firstFrame(in: source, from: start) {
        case .adts(let offset, let header)?:
            return ("AAC (ADTS)", try ADTSReader.read(source, from: offset, first: header))
        case .mpeg(let offset, let header)?:
            return ("MP3", try MP3Reader.read(source, from: offset, first: header))
        case nil:
            break
        }
        guard start > 0 else { return nil }
        // An ID3v2 tag with no frame found after it: an MP3 file, whose length is unknown.
        var sound = SoundDescription(container: .unknown, encoding: .other("mp3"), formatID: "MP3")
        sound.fileSize = source.size
        return ("MP3", sound)
    }
}
