import SoundCheckCore

/// A zip's end of central directory record (with its ZIP64 counterpart when the archive needs
/// one): where the directory is and how many entries it has.
struct ZipEndRecord: Equatable {
    /// Where the end records begin; the directory must end there or before.
    var offset: Int64
    var disk: UInt32
    var directoryDisk: UInt32
    var count: UInt64
    var directorySize: UInt64
    var directoryOffset: UInt64

    /// The end record is the last thing in a zip, after at most a 65,535-byte comment: only
    /// that tail is searched, so a large file that is not a zip is refused in one read.
    static func find(in source: any ByteSource) throws(ZipFailure) -> ZipEndRecord {
        let tailLength = Int64(22 + 65_535)
        let tailStart = max(0, source.size - tailLength)
        guard let tail = try? source.read(at: tailStart, count: Int(source.size - tailStart)),
            let position = lastRecordPosition(in: tail),
            var record = classic(LittleEndianFields(tail[position...]), at: tailStart + Int64(position))
        else {
            throw ZipFailure(
                "not a zip archive (no end of central directory record): an .ipa is a zip holding Payload/NAME.app/")
        }
        if record.needsZIP64 {
            record = try zip64(in: source, endRecordOffset: record.offset)
        }
        return record
    }

    /// The last `PK\5\6` whose comment fits in the file: a comment may itself hold the signature.
    private static func lastRecordPosition(in tail: ArraySlice<UInt8>) -> Int? {
        let signature: [UInt8] = [0x50, 0x4B, 0x05, 0x06]
        var position = tail.count - 22
        while position >= 0 {
            let start = tail.startIndex + position
            if tail[start..<start + 4].elementsEqual(signature),
                let comment = LittleEndianFields(tail[start...]).uint16(at: 20),
                position + 22 + Int(comment) <= tail.count
            {
                return position
            }
            position -= 1
        }
        return nil
    }

    private static func classic(_ fields: LittleEndianFields, at offset: Int64) -> ZipEndRecord? {
        guard let disk = fields.uint16(at: 4), let directoryDisk = fields.uint16(at: 6),
            let count = fields.uint16(at: 10),
            let size = fields.uint32(at: 12), let directoryOffset = fields.uint32(at: 16)
        else { return nil }
        return ZipEndRecord(
            offset: offset, disk: UInt32(disk), directoryDisk: UInt32(directoryDisk), count: UInt64(count),
            directorySize: UInt64(size), directoryOffset: UInt64(directoryOffset))
    }

    /// A field at its largest value says the real one is in the ZIP64 end record.
    private var needsZIP64: Bool {
        count == UInt64(UInt16.max) || directorySize == UInt64(UInt32.max) || directoryOffset == UInt64(UInt32.max)
    }

    /// The ZIP64 end record, found through the 20-byte locator just before the classic one.
    private static func zip64(in source: any ByteSource, endRecordOffset: Int64) throws(ZipFailure) -> ZipEndRecord {
        let missing = ZipFailure("its ZIP64 end of central directory record is missing or damaged")
        guard endRecordOffset >= 20, let locator = try? source.read(at: endRecordOffset - 20, count: 20),
            case let locatorFields = LittleEndianFields(locator), locatorFields.uint32(at: 0) == 0x0706_4B50,
            let recordOffset = locatorFields.uint64(at: 8), recordOffset <= UInt64(endRecordOffset - 20),
            let bytes = try? source.read(at: Int64(recordOffset), count: 56),
            case let fields = LittleEndianFields(bytes), fields.uint32(at: 0) == 0x0606_4B50,
            let disk = fields.uint32(at: 16), let directoryDisk = fields.uint32(at: 20),
            let count = fields.uint64(at: 32),
            let size = fields.uint64(at: 40), let directoryOffset = fields.uint64(at: 48)
        else { throw missing }
        return ZipEndRecord(
            offset: Int64(recordOffset), disk: disk, directoryDisk: directoryDisk, count: count,
            directorySize: size, directoryOffset: directoryOffset)
    }
}
