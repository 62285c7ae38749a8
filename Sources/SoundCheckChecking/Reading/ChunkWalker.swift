import SoundCheckCore

/// Walks the chunks of a container from `start` to the end of the file. It always advances, caps
/// the number of chunks, and reads only chunk headers, so hostile sizes cannot make it loop or
/// allocate.
enum ChunkWalker {
    enum Layout {
        case riff  // 32-bit little-endian sizes, padded to even
        case iff  // 32-bit big-endian sizes, padded to even
        case caf  // 64-bit big-endian signed sizes, unpadded; -1 means "to the end"
    }

    static let maximumChunks = 4096

    static func chunks(in source: ByteSource, from start: Int64, layout: Layout) throws(ReadError) -> [Chunk] {
        var result: [Chunk] = []
        var offset = start
        let headerSize: Int64 = layout == .caf ? 12 : 8
        while offset + headerSize <= source.size, result.count < maximumChunks {
            var cursor = BinaryCursor(try source.read(at: offset, count: Int(headerSize)))
            guard let idBytes = cursor.bytes(4) else { break }
            let declared: Int64
            switch layout {
            case .riff: declared = Int64(cursor.uint32LE() ?? 0)
            case .iff: declared = Int64(cursor.uint32BE() ?? 0)
            case .caf: declared = cursor.int64BE() ?? 0
            }
            let payload = offset + headerSize
            let remaining = source.size - payload
            let runsToEnd = layout == .caf && declared == -1
            let available = runsToEnd || declared < 0 ? remaining : min(declared, remaining)
            result.append(
                Chunk(
                    id: FourCC.string(idBytes), payloadOffset: payload, declaredSize: runsToEnd ? -1 : declared,
                    availableSize: available))
            if runsToEnd || declared < 0 || declared > remaining { break }
            let padding: Int64 = layout != .caf && declared % 2 == 1 ? 1 : 0
            offset = payload + declared + padding
        }
        return result
    }
}
