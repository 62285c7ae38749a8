import Foundation

/// Writes zip files field by field, so tests control every value a hostile archive could hold:
/// sizes that lie, offsets past the end, streams that never end.
struct RawZip {
    struct Entry {
        var name: String
        /// The bytes stored for the entry (already compressed when `method` is 8).
        var data: [UInt8]
        var method: UInt16 = 0
        var flags: UInt16 = 0x0800
        /// The CRC-32 and uncompressed size the headers declare: those of `data` unless set.
        var crc: UInt32?
        var uncompressedSize: UInt32?
        /// Declares the local header's offset in a ZIP64 extra field with this value.
        var zip64Offset: UInt64?
        /// Unix mode for the external attributes (a symbolic link: 0o120777).
        var mode: UInt32 = 0o100644
    }

    var entries: [Entry]
    /// Overrides the end record's entry count.
    var declaredCount: UInt16?

    func bytes() -> [UInt8] {
        var out = ByteWriter()
        var directory = ByteWriter()
        for entry in entries {
            let offset = UInt32(out.bytes.count)
            let name = Array(entry.name.utf8)
            let crc = entry.crc ?? RawZip.crc32(entry.data)
            let size = entry.uncompressedSize ?? UInt32(entry.data.count)
            out.le32(0x0403_4B50)
            out.le16(20)
            out.le16(entry.flags)
            out.le16(entry.method)
            out.le32(0)
            out.le32(crc)
            out.le32(UInt32(entry.data.count))
            out.le32(size)
            out.le16(UInt16(name.count))
            out.le16(0)
            out.bytes += name + entry.data
            let extra: [UInt8] =
                entry.zip64Offset.map { value in
                    var field = ByteWriter()
                    field.le16(1)
                    field.le16(8)
                    field.le32(UInt32(value & 0xFFFF_FFFF))
                    field.le32(UInt32(value >> 32))
                    return field.bytes
                } ?? []
            directory.le32(0x0201_4B50)
            directory.le16(0x031E)
            directory.le16(20)
            directory.le16(entry.flags)
            directory.le16(entry.method)
            directory.le32(0)
            directory.le32(crc)
            directory.le32(UInt32(entry.data.count))
            directory.le32(size)
            directory.le16(UInt16(name.count))
            directory.le16(UInt16(extra.count))
            directory.le16(0)
            directory.le16(0)
            directory.le16(0)
            directory.le32(entry.mode << 16)
            directory.le32(entry.zip64Offset == nil ? offset : 0xFFFF_FFFF)
            directory.bytes += name + extra
        }
        let directoryOffset = UInt32(out.bytes.count)
        out.bytes += directory.bytes
        let count = declaredCount ?? UInt16(entries.count)
        out.le32(0x0605_4B50)
        out.le16(0)
        out.le16(0)
        out.le16(count)
        out.le16(count)
        out.le32(UInt32(directory.bytes.count))
        out.le32(directoryOffset)
        out.le16(0)
        return out.bytes
    }

    func write(to url: URL) throws {
        try Data(bytes()).write(to: url)
    }

    /// A deflate stream of one final stored block: valid method-8 data without a compressor.
    static func deflateStored(_ data: [UInt8]) -> [UInt8] {
        let length = UInt16(data.count)
        return [0x01, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)] + data
    }

    /// CRC-32 (IEEE), bit by bit: slow, short, and independent of the code under test.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
