import SoundCheckCore

/// What a zip's central directory says of one entry, before any of its bytes are read. The
/// values are the file's: none is trusted until `ZipDirectory.dataRange(of:)` and the extraction
/// have checked it.
struct ZipEntry: Sendable, Hashable {
    /// The name as a path string (`PathText`): bytes that are not UTF-8 are shown as `\xHH`.
    var path: String
    var flags: UInt16
    var method: UInt16
    var crc32: UInt32
    var compressedSize: UInt64
    var uncompressedSize: UInt64
    var localHeaderOffset: UInt64
    var isSymbolicLink: Bool

    /// Zip marks a folder by a trailing `/` in its name.
    var isDirectory: Bool { path.utf8.last == UInt8(ascii: "/") }
    var isEncrypted: Bool { flags & 1 != 0 }

    static let stored: UInt16 = 0
    static let deflated: UInt16 = 8
}

extension ZipEntry {
    /// A central directory record (`PK\1\2`), or nil when it is not one. `record` starts at the
    /// signature and holds the whole record (the fixed part, name, extra field and comment).
    init?(record: LittleEndianFields) {
        guard record.uint32(at: 0) == 0x0201_4B50,
            let madeBy = record.uint16(at: 4), let flags = record.uint16(at: 8), let method = record.uint16(at: 10),
            let crc = record.uint32(at: 16), let compressed = record.uint32(at: 20),
            let uncompressed = record.uint32(at: 24), let nameLength = record.uint16(at: 28),
            let extraLength = record.uint16(at: 30), let attributes = record.uint32(at: 38),
            let offset = record.uint32(at: 42),
            let name = record.slice(at: ZipEntry.recordSize, count: Int(nameLength)),
            let extra = record.slice(at: ZipEntry.recordSize + Int(nameLength), count: Int(extraLength))
        else { return nil }
        // Uncompressed size, compressed size, local header offset: the ZIP64 extra field's order.
        guard
            let sizes = ZipEntry.zip64Values(
                [UInt64(uncompressed), UInt64(compressed), UInt64(offset)],
                extra: LittleEndianFields(extra))
        else { return nil }
        self.init(
            path: PathText.string(fromSystem: name), flags: flags, method: method, crc32: crc,
            compressedSize: sizes[1], uncompressedSize: sizes[0], localHeaderOffset: sizes[2],
            isSymbolicLink: ZipEntry.isSymbolicLink(madeBy: madeBy, attributes: attributes))
    }

    /// The fixed part of a central directory record, before its name.
    static let recordSize = 46

    /// The record's length from its fixed part: nil when `fixed` is too short.
    static func recordLength(fixed: LittleEndianFields) -> Int? {
        guard let name = fixed.uint16(at: 28), let extra = fixed.uint16(at: 30), let comment = fixed.uint16(at: 32)
        else { return nil }
        return recordSize + Int(name) + Int(extra) + Int(comment)
    }

    /// A 32-bit field set to 0xFFFFFFFF holds its value in the ZIP64 extra field (id 1), which
    /// lists only those fields, in order. Nil when one is needed and missing.
    private static func zip64Values(_ values: [UInt64], extra: LittleEndianFields) -> [UInt64]? {
        let marker = UInt64(UInt32.max)
        guard values.contains(marker) else { return values }
        var position = 0
        while let id = extra.uint16(at: position), let length = extra.uint16(at: position + 2),
            let data = extra.slice(at: position + 4, count: Int(length))
        {
            position += 4 + Int(length)
            guard id == 1 else { continue }
            let fields = LittleEndianFields(data)
            var result = values
            var next = 0
            for index in result.indices where result[index] == marker {
                guard let value = fields.uint64(at: next) else { return nil }
                result[index] = value
                next += 8
            }
            return result
        }
        return nil
    }

    /// Unix (3) and macOS (19) archivers keep the file mode in the attributes' upper half.
    private static func isSymbolicLink(madeBy: UInt16, attributes: UInt32) -> Bool {
        let system = madeBy >> 8
        return (system == 3 || system == 19) && (attributes >> 16) & 0o170000 == 0o120000
    }
}
