import SoundCheckCore

/// Reads an MPEG-4 audio file's (`.m4a`, `.mp4`, `.m4r`) length from its boxes, as players
/// compute it: the sound track's edit list when it has one (which trims the encoder's priming
/// and padding), else its media header (`mdhd`), else the movie header (`mvhd`). Our own because
/// libsndfile does not read MPEG-4 and FFmpeg is not in the checking layer.
enum MP4Reader {
    /// Boxes a file may have before the reader stops looking: a bound on hostile nesting.
    static let boxLimit = 4096

    struct Box {
        let type: String
        let payloadOffset: Int64
        let payloadSize: Int64
    }

    static func read(_ source: ByteSource) throws(ReadError) -> SoundDescription {
        var sound = SoundDescription(container: .unknown, encoding: .other("aac"), formatID: "MPEG-4 audio (m4a)")
        sound.fileSize = source.size
        var budget = boxLimit
        let top = try children(in: source, from: 0, size: source.size, budget: &budget)
        guard let moov = top.first(where: { $0.type == "moov" }) else { return sound }
        let movie = try children(in: source, of: moov, budget: &budget)
        let movieScale = try header(of: movie.first { $0.type == "mvhd" }, in: source)
        for trak in movie where trak.type == "trak" {
            if let track = try soundTrack(trak, in: source, movieScale: movieScale?.timescale, budget: &budget) {
                apply(track, to: &sound)
                return sound
            }
        }
        return sound
    }

    /// The facts of a sound track (`hdlr` `soun`).
    struct Track {
        var sampleRate: Double = 0
        var channels = 0
        var codec = ""
        /// Seconds, from the edit list, the media header or nothing.
        var duration: Double?
    }

    private static func apply(_ track: Track, to sound: inout SoundDescription) {
        sound.encoding = .other(codecIdentifier(track.codec))
        sound.sampleRate = track.sampleRate
        sound.channels = track.channels
        if let duration = track.duration, track.sampleRate > 0, duration.isFinite, duration >= 0,
            duration * track.sampleRate < Double(Int64.max / 2)
        {
            sound.frames = Int64((duration * track.sampleRate).rounded())
        }
    }

    static func codecIdentifier(_ fourCC: String) -> String {
        switch fourCC {
        case "mp4a": "aac"
        case "alac": "alac"
        case ".mp3": "mp3"
        case "ac-3": "ac3"
        case "ec-3": "eac3"
        case "Opus": "opus"
        case "fLaC": "flac"
        default: fourCC.lowercased().filter { $0.isLetter || $0.isNumber }
        }
    }

    private static func soundTrack(_ trak: Box, in source: ByteSource, movieScale: Int64?, budget: inout Int)
        throws(ReadError) -> Track?
    {
        let boxes = try children(in: source, of: trak, budget: &budget)
        guard let mdia = boxes.first(where: { $0.type == "mdia" }) else { return nil }
        let media = try children(in: source, of: mdia, budget: &budget)
        guard let hdlr = media.first(where: { $0.type == "hdlr" }), try handlerType(hdlr, in: source) == "soun"
        else { return nil }
        var track = Track()
        let mediaHeader = try header(of: media.first { $0.type == "mdhd" }, in: source)
        if let mediaHeader, mediaHeader.timescale > 0 {
            track.duration = Double(mediaHeader.duration) / Double(mediaHeader.timescale)
        }
        if let edts = boxes.first(where: { $0.type == "edts" }),
            let elst = try children(in: source, of: edts, budget: &budget).first(where: { $0.type == "elst" }),
            let movieScale, movieScale > 0, let edited = try editedDuration(elst, in: source)
        {
            track.duration = Double(edited) / Double(movieScale)
        }
        if let minf = media.first(where: { $0.type == "minf" }),
            let stbl = try children(in: source, of: minf, budget: &budget).first(where: { $0.type == "stbl" }),
            let stsd = try children(in: source, of: stbl, budget: &budget).first(where: { $0.type == "stsd" })
        {
            try readSampleEntry(stsd, in: source, into: &track)
        }
        return track
    }

    /// `soun` for a sound track, `vide` for video…
    private static func handlerType(_ hdlr: Box, in source: ByteSource) throws(ReadError) -> String? {
        var cursor = BinaryCursor(try source.read(at: hdlr.payloadOffset, count: 12))
        cursor.skip(8)
        return cursor.fourCC()
    }

    /// The first sample description: codec, channels, and the sample rate as 16.16 fixed point.
    private static func readSampleEntry(_ stsd: Box, in source: ByteSource, into track: inout Track) throws(ReadError) {
        var cursor = BinaryCursor(try source.read(at: stsd.payloadOffset, count: 8 + 36))
        guard cursor.bytes(8) != nil, cursor.uint32BE() != nil, let codec = cursor.fourCC(),
            cursor.bytes(6 + 2 + 8) != nil, let channels = cursor.uint16BE(), cursor.bytes(6) != nil,
            let rate = cursor.uint32BE()
        else { return }
        track.codec = codec
        track.channels = Int(channels)
        track.sampleRate = Double(rate >> 16)
    }

    /// The timescale and duration of an `mvhd` or `mdhd` (version 0 or 1).
    static func header(of box: Box?, in source: ByteSource) throws(ReadError) -> (timescale: Int64, duration: Int64)? {
        guard let box else { return nil }
        var cursor = BinaryCursor(try source.read(at: box.payloadOffset, count: 32))
        guard let version = cursor.bytes(4)?.first else { return nil }
        if version == 1 {
            guard cursor.bytes(16) != nil, let scale = cursor.uint32BE(), let duration = cursor.uint64BE(),
                duration < UInt64(Int64.max)
            else { return nil }
            return (Int64(scale), Int64(duration))
        }
        guard cursor.bytes(8) != nil, let scale = cursor.uint32BE(), let duration = cursor.uint32BE() else {
            return nil
        }
        return (Int64(scale), Int64(duration))
    }

    /// The sum of the edit list's segment durations, in the movie's timescale: what plays,
    /// empty edits (silence before the media) included.
    static func editedDuration(_ elst: Box, in source: ByteSource) throws(ReadError) -> Int64? {
        var cursor = BinaryCursor(try source.read(at: elst.payloadOffset, count: 8))
        guard let version = cursor.bytes(4)?.first, let count = cursor.uint32BE(), count > 0 else { return nil }
        let entrySize = version == 1 ? 20 : 12
        // Bounded by the box: a count no box could hold is refused, not allocated.
        guard Int64(count) * Int64(entrySize) <= elst.payloadSize - 8, count <= 65536 else { return nil }
        var entries = BinaryCursor(try source.read(at: elst.payloadOffset + 8, count: Int(count) * entrySize))
        var total: Int64 = 0
        for _ in 0..<count {
            let duration: UInt64?
            if version == 1 {
                duration = entries.uint64BE()
                entries.skip(12)
            } else {
                duration = entries.uint32BE().map(UInt64.init)
                entries.skip(8)
            }
            guard let duration, duration < UInt64(Int64.max), let sum = total.checkedPlus(Int64(duration)) else {
                return nil
            }
            total = sum
        }
        return total
    }

    static func children(in source: ByteSource, of box: Box, budget: inout Int) throws(ReadError) -> [Box] {
        try children(in: source, from: box.payloadOffset, size: box.payloadSize, budget: &budget)
    }

    /// The boxes laid end to end in `size` bytes from `offset`, each clamped to that range.
    static func children(in source: ByteSource, from offset: Int64, size: Int64, budget: inout Int)
        throws(ReadError) -> [Box]
    {
        var boxes: [Box] = []
        var position = offset
        let end = min(offset + size, source.size)
        while position + 8 <= end, budget > 0 {
            budget -= 1
            var cursor = BinaryCursor(try source.read(at: position, count: 16))
            guard let size32 = cursor.uint32BE(), let type = cursor.fourCC() else { break }
            var headerSize: Int64 = 8
            var boxSize = Int64(size32)
            if size32 == 1 {
                guard let large = cursor.uint64BE(), large < UInt64(Int64.max) else { break }
                boxSize = Int64(large)
                headerSize = 16
            } else if size32 == 0 {
                boxSize = end - position
            }
            guard boxSize >= headerSize else { break }
            let payloadSize = min(boxSize, end - position) - headerSize
            guard payloadSize >= 0 else { break }
            boxes.append(Box(type: type, payloadOffset: position + headerSize, payloadSize: payloadSize))
            guard let next = position.checkedPlus(boxSize) else { break }
            position = next
        }
        return boxes
    }
}
