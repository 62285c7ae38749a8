import SoundCheckCore

/// A zip's central directory: where it lies, and its entries one by one.
///
/// Only the end of the file and the directory are read, however large the archive. Every
/// offset and count is the file's, so each is checked to lie inside the file before it is used:
/// ZIPFoundation 0.9.20 trusts them (an offset past 2^63 stops the process, and a directory
/// search over a large file that is not a zip reads it backwards byte by byte).
struct ZipDirectory {
    let source: any ByteSource
    /// The directory's bytes: from its first record to where its end records begin.
    let range: Range<Int64>
    /// How many entries the end record declares.
    let count: UInt64

    init(source: any ByteSource) throws(ZipFailure) {
        self.source = source
        let end = try ZipEndRecord.find(in: source)
        guard end.disk == 0, end.directoryDisk == 0 else {
            throw ZipFailure("split into several files (a multi-part zip), which an .ipa never is")
        }
        guard let directoryEnd = end.directoryOffset.checkedPlus(end.directorySize),
            directoryEnd <= UInt64(end.offset)
        else {
            throw ZipFailure(
                "its central directory lies beyond the end of the file: the archive is truncated or damaged")
        }
        // Every record takes at least 46 bytes: a count beyond that is not believed.
        guard end.count <= end.directorySize / UInt64(ZipEntry.recordSize) else {
            throw ZipFailure(
                """
                its central directory declares \(end.count) entries in \(end.directorySize) bytes: the archive is \
                damaged
                """
            )
        }
        range = Int64(end.directoryOffset)..<Int64(directoryEnd)
        count = end.count
    }

    /// Calls `body` with each entry in the directory's order. Returns what stopped the walk
    /// before the declared count, or nil when every entry was read.
    func forEachEntry(_ body: (ZipEntry) -> Void) -> ZipFailure? {
        var window = ReadWindow(source: source, limit: range.upperBound)
        var offset = range.lowerBound
        for index in 0..<count {
            let damaged = ZipFailure(
                "its central directory is damaged at entry \(index + 1) of \(count): the entries after it are not read")
            guard let fixed = window.bytes(at: offset, count: ZipEntry.recordSize),
                let length = ZipEntry.recordLength(fixed: LittleEndianFields(fixed)),
                let record = window.bytes(at: offset, count: length),
                let entry = ZipEntry(record: LittleEndianFields(record))
            else { return damaged }
            body(entry)
            offset += Int64(length)
        }
        return nil
    }

    /// Where `entry`'s stored or compressed bytes are: after its local header, and before the
    /// central directory.
    func dataRange(of entry: ZipEntry) throws(ZipFailure) -> Range<Int64> {
        guard entry.localHeaderOffset < UInt64(range.lowerBound),
            let header = try? source.read(at: Int64(entry.localHeaderOffset), count: 30),
            case let fields = LittleEndianFields(header), fields.uint32(at: 0) == 0x0403_4B50,
            let nameLength = fields.uint16(at: 26), let extraLength = fields.uint16(at: 28)
        else {
            throw ZipFailure("its local header is missing or damaged")
        }
        let start = entry.localHeaderOffset + 30 + UInt64(nameLength) + UInt64(extraLength)
        guard let end = start.checkedPlus(entry.compressedSize), end <= UInt64(range.lowerBound) else {
            throw ZipFailure(
                """
                its data (\(entry.compressedSize) bytes) runs past the end of the archive's entries: the archive \
                is truncated or damaged
                """
            )
        }
        return Int64(start)..<Int64(end)
    }
}

/// A window onto a file read front to back, a megabyte at a time: one system call for many
/// directory records rather than two per record.
private struct ReadWindow {
    let source: any ByteSource
    /// Nothing at or past it is read.
    let limit: Int64
    var start: Int64 = 0
    var bytes: ArraySlice<UInt8> = []

    init(source: any ByteSource, limit: Int64) {
        self.source = source
        self.limit = limit
    }

    /// `count` bytes at `offset`, or nil when they are not all before the limit.
    mutating func bytes(at offset: Int64, count: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, count >= 0, offset <= limit - Int64(count) else { return nil }
        if offset < start || offset + Int64(count) > start + Int64(bytes.count) {
            let length = min(max(count, 1 << 20), Int(limit - offset))
            guard let read = try? source.read(at: offset, count: length) else { return nil }
            start = offset
            bytes = read
        }
        let from = bytes.startIndex + Int(offset - start)
        guard from + count <= bytes.endIndex else { return nil }
        return bytes[from..<from + count]
    }
}
