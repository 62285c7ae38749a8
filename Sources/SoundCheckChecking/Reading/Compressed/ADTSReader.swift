import SoundCheckCore

/// Reads an ADTS stream's (raw AAC's) length by walking its frames: it has no header that says.
enum ADTSReader {
    static func read(_ source: ByteSource, from start: Int64, first: ADTSFrameHeader) throws(ReadError)
        -> SoundDescription
    {
        let sound = FrameStream.description(of: first, encoding: "aac", format: "AAC (ADTS)", at: start, in: source)
        return try FrameStream.walked(sound, from: start, first: first, in: source)
    }
}
