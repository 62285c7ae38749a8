import SoundCheckCore

/// Finds and walks a stream of MPEG audio or ADTS frames, as players do: past ID3v2 tags and
/// leading zero or junk bytes to the first frame that the next ones confirm, then frame by frame
/// to the end, counting samples.
enum FrameStream {
    /// How far past the tags a first frame is looked for: Android's MP3 extractor gives up after
    /// 128 KiB (`kMaxBytesChecked`), so a file whose audio starts later plays on neither platform.
    static let searchLimit = 128 * 1024
    /// Consecutive frames that confirm a sync found after junk (Android's extractor checks 3).
    static let confirmingFrames = 3
    /// Bytes a walk reads before it estimates the rest from the mean frame length: 16 MiB is
    /// minutes of audio at any bit rate, far past any notification sound's limit.
    static let walkLimit: Int64 = 16 * 1024 * 1024

    /// Where the audio starts: after every ID3v2 tag at the file's start (each bounded by the file).
    static func afterID3Tags(in source: ByteSource) throws(ReadError) -> Int64 {
        var offset: Int64 = 0
        while offset < source.size {
            let head = Array(try source.read(at: offset, count: 10))
            guard head.count == 10, head[0] == 0x49, head[1] == 0x44, head[2] == 0x33,
                head[6...9].allSatisfy({ $0 < 0x80 })
            else { break }
            // A syncsafe size: 7 bits a byte, so at most 256 MiB; a footer adds 10 bytes.
            let size = head[6...9].reduce(Int64(0)) { $0 << 7 | Int64($1) }
            offset += 10 + size + (head[5] & 0x10 != 0 ? 10 : 0)
        }
        return min(offset, source.size)
    }

    /// A stream's first frame.
    enum First {
        case mpeg(Int64, MPEGAudioFrameHeader)
        case adts(Int64, ADTSFrameHeader)
    }

    /// The first frame at or after `start`: at `start` itself any valid header counts (as the
    /// file's first bytes always have); further on only one that `confirmingFrames` consecutive
    /// frames of the same stream confirm, or fewer that end exactly at the end of the file.
    static func firstFrame(in source: ByteSource, from start: Int64) throws(ReadError) -> First? {
        let window = try source.read(at: start, count: searchLimit + 8 * 1024)
        if let header = MPEGAudioFrameHeader(window) { return .mpeg(start, header) }
        if let header = ADTSFrameHeader(window) { return .adts(start, header) }
        let fileEnd = source.size - start
        for index in 0..<min(window.count, searchLimit) where window[window.startIndex + index] == 0xFF {
            let rest = window[(window.startIndex + index)...]
            if let header = MPEGAudioFrameHeader(rest), confirmed(header, at: index, in: window, fileEnd: fileEnd) {
                return .mpeg(start + Int64(index), header)
            }
            if let header = ADTSFrameHeader(rest), confirmed(header, at: index, in: window, fileEnd: fileEnd) {
                return .adts(start + Int64(index), header)
            }
        }
        return nil
    }

    private static func confirmed<Header: FrameHeader>(
        _ first: Header, at index: Int, in window: ArraySlice<UInt8>, fileEnd: Int64
    ) -> Bool {
        var position = index + first.frameLength
        for _ in 1..<confirmingFrames {
            if Int64(position) == fileEnd { return true }
            guard position + Header.headerSize <= window.count,
                let next = Header(window[(window.startIndex + position)...]), first.continues(next)
            else { return false }
            position += next.frameLength
        }
        return true
    }

    /// What a walk found: frames and samples, and whether it reached the end of the stream.
    struct Walk: Equatable {
        var frames: Int64 = 0
        var samples: Int64 = 0
        /// Whether the samples are counted to the end (else the rest is estimated).
        var isComplete = false
    }

    /// Walks from `first` at `offset` to the end of the stream. It ends at the end of the file, at a
    /// trailing tag (ID3v1, APE, Lyrics3, an appended ID3v2), or at a frame of another stream;
    /// where frames stop before the end for another reason, or past `walkLimit`, the remaining
    /// bytes are estimated at the mean frame length so far.
    static func walk<Header: FrameHeader>(
        from offset: Int64, first: Header, in source: ByteSource
    ) throws(ReadError) -> Walk {
        var walk = Walk()
        var position = offset
        var window: ArraySlice<UInt8> = []
        var windowStart: Int64 = 0
        while position < source.size {
            if position - offset >= walkLimit {
                return estimated(walk, from: position, offset: offset, size: source.size)
            }
            if position + Int64(Header.headerSize) > windowStart + Int64(window.count) {
                window = try source.read(at: position, count: 64 * 1024)
                windowStart = position
            }
            let slice = window[(window.startIndex + Int(position - windowStart))...]
            guard let header = Header(slice), first.continues(header) else {
                walk.isComplete = try isTrailingTag(at: position, in: source)
                return walk.isComplete ? walk : estimated(walk, from: position, offset: offset, size: source.size)
            }
            walk.frames += 1
            walk.samples += Int64(header.samplesPerFrame)
            position += Int64(header.frameLength)
        }
        walk.isComplete = true
        return walk
    }

    private static func estimated(_ walk: Walk, from position: Int64, offset: Int64, size: Int64) -> Walk {
        guard walk.frames > 0 else { return walk }
        var estimate = walk
        let meanLength = Double(position - offset) / Double(walk.frames)
        let remaining = (Double(size - position) / meanLength).rounded(.down)
        estimate.frames += Int64(remaining)
        estimate.samples += Int64(remaining * Double(walk.samples) / Double(walk.frames))
        return estimate
    }

    /// What the first frame says of a stream starting at `start`: rate, channels, frame size.
    static func description<Header: FrameHeader>(
        of first: Header, encoding: String, format: String, at start: Int64, in source: ByteSource
    ) -> SoundDescription {
        var sound = SoundDescription(container: .unknown, encoding: .other(encoding), formatID: format)
        sound.fileSize = source.size
        sound.sampleRate = Double(first.sampleRate)
        sound.channels = first.channels
        sound.framesPerPacket = first.samplesPerFrame
        sound.dataOffset = start
        sound.dataLength = source.size - start
        return sound
    }

    /// `sound` with the length a walk of its frames counts (or estimates, said so).
    static func walked<Header: FrameHeader>(
        _ sound: SoundDescription, from start: Int64, first: Header, in source: ByteSource
    ) throws(ReadError) -> SoundDescription {
        var sound = sound
        let walk = try walk(from: start, first: first, in: source)
        sound.packets = walk.frames
        sound.frames = walk.samples
        sound.durationIsEstimate = !walk.isComplete
        return sound
    }

    static func isTrailingTag(at position: Int64, in source: ByteSource) throws(ReadError) -> Bool {
        let head = Array(try source.read(at: position, count: 8))
        let text = String(decoding: head, as: UTF8.self)
        if text.hasPrefix("TAG") { return source.size - position <= 128 + 227 }  // ID3v1, Enhanced TAG
        return text.hasPrefix("APETAGEX") || text.hasPrefix("LYRICS") || text.hasPrefix("ID3")
            || head.allSatisfy { $0 == 0 }
    }
}
