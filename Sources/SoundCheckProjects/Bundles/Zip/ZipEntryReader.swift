import Foundation
import SoundCheckCore
import ZIPFoundation

/// Streams one entry's bytes out of the archive, a buffer at a time, checking them as they
/// come: memory stays at a few buffers whatever the entry's size, and an entry that declares one
/// size and holds more is stopped at the declared size.
///
/// The inflating is ZIPFoundation's (`Data.decompress`), fed by a provider that never reads
/// outside the entry's compressed bytes. `Archive.extract` is not used: on Linux its inflate
/// loop asks for more input until the stream ends and spins forever at the end of the file when
/// a damaged stream never does, and it trusts every offset (see `ZipDirectory`).
struct ZipEntryReader {
    let directory: ZipDirectory
    /// The most bytes an entry may declare and hold: a larger "sound" is not extracted.
    let limit: UInt64

    /// Passes the entry's bytes to `output`, then checks their count and CRC-32 against the
    /// directory's.
    func read(_ entry: ZipEntry, into output: inout ZipEntrySink) throws(ZipFailure) {
        try checkReadable(entry)
        let range = try directory.dataRange(of: entry)
        do {
            if entry.method == ZipEntry.stored {
                try copyStored(range, into: &output)
            } else {
                try inflate(range, into: &output)
            }
        } catch let failure as ZipFailure {
            throw failure
        } catch let failure as ReadError {
            throw ZipFailure("it cannot be read from the archive: \(failure)")
        } catch {
            // ZIPFoundation's own errors say no more than this.
            throw ZipFailure("its compressed data is damaged: not a valid deflate stream")
        }
        try output.finish()
    }

    private func checkReadable(_ entry: ZipEntry) throws(ZipFailure) {
        guard !entry.isEncrypted else { throw ZipFailure("it is encrypted") }
        guard entry.method == ZipEntry.stored || entry.method == ZipEntry.deflated else {
            throw ZipFailure(
                """
                it is compressed with method \(entry.method), which soundcheck does not read (only stored and \
                deflated)
                """
            )
        }
        guard entry.uncompressedSize <= limit else {
            throw ZipFailure(
                """
                it declares \(entry.uncompressedSize) bytes, more than the \(limit) a sound is extracted up to: \
                not extracted
                """
            )
        }
        guard entry.method == ZipEntry.deflated || entry.compressedSize == entry.uncompressedSize else {
            throw ZipFailure(
                """
                it is stored uncompressed, yet declares \(entry.compressedSize) bytes stored and \
                \(entry.uncompressedSize) bytes of content: the archive is damaged
                """
            )
        }
    }

    private func copyStored(_ range: Range<Int64>, into output: inout ZipEntrySink) throws {
        var offset = range.lowerBound
        while offset < range.upperBound {
            let chunk = try directory.source.read(
                at: offset, count: Int(min(Int64(Self.bufferSize), range.upperBound - offset)))
            guard !chunk.isEmpty else { throw ZipFailure("the archive ends inside it: the archive is truncated") }
            try output.append(Data(chunk))
            offset += Int64(chunk.count)
        }
    }

    private func inflate(_ range: Range<Int64>, into output: inout ZipEntrySink) throws {
        var input = BoundedInput(source: directory.source, range: range)
        let size = range.upperBound - range.lowerBound
        // CRC-32 is summed by the sink, for stored and deflated entries alike.
        _ = try Data.decompress(
            size: size, bufferSize: Self.bufferSize(forCompressedSize: size),
            skipCRC32: true, provider: { _, count in try input.next(count) },
            consumer: { try output.append($0) })
    }

    static let bufferSize = 64 * 1024

    /// On Apple platforms ZIPFoundation ends the stream only on a chunk shorter than the buffer:
    /// a compressed size that is a multiple of the buffer would never end. One byte less avoids it.
    static func bufferSize(forCompressedSize size: Int64) -> Int {
        size % Int64(bufferSize) == 0 ? bufferSize - 1 : bufferSize
    }
}

/// An entry's compressed bytes, handed out as the inflater asks, and nothing past them.
///
/// Each chunk is exactly as long as asked: ZIPFoundation's Linux inflater tells zlib a whole
/// buffer is there whatever it got, so a short chunk is padded with zeros (which, read as deflate
/// data, end in an error or in output the sink counts). Once the entry's bytes and one padded
/// chunk are given, asking again throws instead of spinning on an empty read.
private struct BoundedInput {
    let source: any ByteSource
    let range: Range<Int64>
    var offset: Int64
    var askedPastEnd = false

    init(source: any ByteSource, range: Range<Int64>) {
        self.source = source
        self.range = range
        offset = range.lowerBound
    }

    mutating func next(_ count: Int) throws -> Data {
        if offset >= range.upperBound {
            guard !askedPastEnd else {
                throw ZipFailure("its compressed data ends before its deflate stream does: the entry is damaged")
            }
            askedPastEnd = true
        }
        let wanted = Int(min(Int64(count), range.upperBound - offset))
        var chunk = Data(try source.read(at: offset, count: wanted))
        guard chunk.count == wanted else { throw ZipFailure("the archive ends inside it: the archive is truncated") }
        offset += Int64(wanted)
        if chunk.count < count { chunk.append(Data(count: count - chunk.count)) }
        return chunk
    }
}
