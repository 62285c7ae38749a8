import SoundCheckCore

/// Reads an MP3's (any MPEG-1/2/2.5 layer's) length from its headers, without decoding: the
/// Xing or Info header (with the LAME tag's encoder delay and padding) or the VBRI header that
/// encoders write in the first frame, or else by walking the frames. Our own because libsndfile
/// reads MP3 only by decoding it whole, and FFmpeg is not in the checking layer.
enum MP3Reader {
    static func read(_ source: ByteSource, from start: Int64, first: MPEGAudioFrameHeader) throws(ReadError)
        -> SoundDescription
    {
        var sound = FrameStream.description(of: first, encoding: "mp3", format: "MP3", at: start, in: source)
        let frame = try source.read(at: start, count: max(first.frameLength, 4 + 32 + 200))
        if let counted = xingFrames(frame, first: first) ?? vbriFrames(frame) {
            sound.packets = counted.frames
            sound.frames = max(0, counted.frames * Int64(first.samplesPerFrame) - counted.trimmed)
            return sound
        }
        return try FrameStream.walked(sound, from: start, first: first, in: source)
    }

    /// The audio frames a Xing or Info header counts (its own frame is not audio), and the
    /// samples the LAME tag says the encoder added (delay and padding), which do not play.
    static func xingFrames(_ frame: ArraySlice<UInt8>, first: MPEGAudioFrameHeader)
        -> (frames: Int64, trimmed: Int64)?
    {
        var cursor = BinaryCursor(frame)
        cursor.skip(first.xingOffset)
        guard let tag = cursor.fourCC(), tag == "Xing" || tag == "Info", let flags = cursor.uint32BE(),
            flags & 0x1 != 0, let frames = cursor.uint32BE()
        else { return nil }
        // Bytes, table of contents and quality, when present, come before the LAME tag.
        cursor.skip((flags & 0x2 != 0 ? 4 : 0) + (flags & 0x4 != 0 ? 100 : 0) + (flags & 0x8 != 0 ? 4 : 0))
        var trimmed: Int64 = 0
        if let encoder = cursor.bytes(9),
            ["LAME", "Lavf", "Lavc", "L3.9"].contains(where: {
                String(decoding: encoder.prefix(4), as: UTF8.self) == $0
            })
        {
            cursor.skip(12)
            if let delayPadding = cursor.bytes(3) {
                let bytes = Array(delayPadding)
                let delay = Int64(bytes[0]) << 4 | Int64(bytes[1] >> 4)
                let padding = Int64(bytes[1] & 0xF) << 8 | Int64(bytes[2])
                trimmed = delay + padding
            }
        }
        return (Int64(frames), trimmed)
    }

    /// The frames a Fraunhofer VBRI header counts, 32 bytes after the frame header.
    static func vbriFrames(_ frame: ArraySlice<UInt8>) -> (frames: Int64, trimmed: Int64)? {
        var cursor = BinaryCursor(frame)
        cursor.skip(4 + 32)
        guard cursor.fourCC() == "VBRI" else { return nil }
        cursor.skip(2 + 2 + 2 + 4)
        guard let frames = cursor.uint32BE() else { return nil }
        return (Int64(frames), 0)
    }
}
