import SoundCheckCore

/// Reads a FLAC file's length from its STREAMINFO block, which every FLAC stream starts with.
enum FLACReader {
    static func read(_ source: ByteSource) throws(ReadError) -> SoundDescription {
        var sound = SoundDescription(container: .unknown, encoding: .other("flac"), formatID: "FLAC")
        sound.fileSize = source.size
        // "fLaC", a metadata block header (type 0 is STREAMINFO), then its 34 bytes.
        let head = Array(try source.read(at: 0, count: 4 + 4 + 34))
        guard head.count == 42, head[4] & 0x7F == 0 else { return sound }
        let info = head[8...]
        let base = info.startIndex
        let rate = Int(info[base + 10]) << 12 | Int(info[base + 11]) << 4 | Int(info[base + 12] >> 4)
        let channels = Int((info[base + 12] >> 1) & 0x7) + 1
        let total = (14...17).reduce(Int64(info[base + 13] & 0x0F)) { $0 << 8 | Int64(info[base + $1]) }
        sound.sampleRate = Double(rate)
        sound.channels = channels
        // 0 total samples means "unknown" in STREAMINFO.
        if rate > 0, total > 0 { sound.frames = total }
        return sound
    }
}
