import Foundation
import ZIPFoundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an entry's bytes go as they come out of the archive: a file, with the count and CRC-32
/// checked against what the central directory declares. The declared size may lie, so the count
/// is checked on every write, not only at the end: an entry holding more stops there.
struct ZipEntrySink {
    let descriptor: Int32
    let declaredSize: UInt64
    let declaredCRC: UInt32
    private(set) var written: UInt64 = 0
    private(set) var crc: UInt32 = 0

    init(descriptor: Int32, entry: ZipEntry) {
        self.descriptor = descriptor
        declaredSize = entry.uncompressedSize
        declaredCRC = entry.crc32
    }

    mutating func append(_ data: Data) throws(ZipFailure) {
        guard UInt64(data.count) <= declaredSize - written else {
            throw ZipFailure(
                "it holds more than the \(declaredSize) bytes its header declares: the entry is damaged or forged")
        }
        if let failure = data.withUnsafeBytes({ Self.writeAll($0, to: descriptor) }) {
            throw ZipFailure("its extracted copy cannot be written: \(String(cString: strerror(failure)))")
        }
        written += UInt64(data.count)
        crc = data.crc32(checksum: crc)
    }

    /// After the last byte: the entry held what it declared.
    func finish() throws(ZipFailure) {
        guard written == declaredSize else {
            throw ZipFailure(
                "it holds \(written) bytes, fewer than the \(declaredSize) its header declares: the entry is damaged")
        }
        guard crc == declaredCRC else {
            throw ZipFailure(
                """
                its CRC-32 is \(Self.hex(crc)), not the \(Self.hex(declaredCRC)) its header declares: the entry is \
                damaged
                """
            )
        }
    }

    /// Nil when every byte was written, or the error number.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
        var done = 0
        while done < bytes.count, let base = bytes.baseAddress {
            let count = write(descriptor, base + done, bytes.count - done)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return count < 0 ? errno : ENOSPC }
            done += count
        }
        return nil
    }

    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
