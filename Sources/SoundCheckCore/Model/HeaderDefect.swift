/// A structural problem a header reader met, as a fact: what is wrong and the values it read.
///
/// Readers only record these. Whether a defect is an error or a warning, and how it is worded,
/// is the `integrity` rule's decision (`IntegrityRule.severity(of:)` and `IntegrityRule.message(for:)`
/// in SoundCheckChecking), so that policy lives in one place and a library user can inspect the
/// facts without parsing sentences.
///
/// Every associated value is data read from or derived from the file; the only strings are chunk
/// identifiers as the file spells them (`"fmt "`, `"SSND"`, or `0x…` hex when not printable).
public enum HeaderDefect: Sendable, Hashable {
    /// What a missing chunk would have told.
    public enum ChunkRole: Sendable, Hashable {
        /// The chunk that describes the audio format (`fmt `, `COMM`, `desc`).
        case format
        /// The chunk that holds the audio (`data`, `SSND`).
        case audio
    }

    /// A header field that `valueOutOfRange` and `unexpectedPacketLayout` name.
    public enum HeaderField: Sendable, Hashable {
        /// The channel count (`desc` mChannelsPerFrame, `COMM` numChannels, `fmt ` nChannels).
        case channels
        /// A CAF `pakt` mNumberPackets.
        case packetCount
        /// A CAF `desc` mFramesPerPacket.
        case framesPerPacket
        /// A CAF `desc` mBytesPerPacket.
        case bytesPerPacket
    }

    /// The unit whose size the audio data is not a whole multiple of.
    public enum DataUnit: Sendable, Hashable {
        /// A frame (WAV's block align for one-frame blocks).
        case frame
        /// A packet (CAF's `mBytesPerPacket`).
        case packet
    }

    /// A chunk the container needs is absent.
    case missingChunk(id: String, role: ChunkRole)

    /// A chunk is smaller than the fields it must hold. `size` is the size that fell short: the
    /// declared size for `fmt `, `COMM`, `SSND` and CAF's `data`, the size present in the file for
    /// `desc` and `pakt`. `minimum` is what it needs (for `SSND`, its own 8-byte header plus the
    /// offset that header declares; for CAF's `data`, the 4-byte edit count).
    case chunkTooShort(id: String, size: Int64, minimum: Int64)

    /// The file ends before a chunk's fixed fields do, so they cannot be read at all;
    /// `available` is how many payload bytes the file holds.
    case chunkCutShort(id: String, available: Int64)

    /// The chunk holding the audio declares more bytes than the file has. `declared` and
    /// `available` are the chunk's payload sizes; `headerSize` is how many of its leading bytes
    /// are the chunk's own header rather than audio (0 for WAV's `data`, 4 for CAF's edit count,
    /// 8 plus the declared offset for `SSND`). A size that is a streaming writer's placeholder is
    /// `lengthPlaceholder` instead.
    case truncatedData(chunk: String, declared: Int64, available: Int64, headerSize: Int64)

    /// The chunk holding the audio declares a size that is not a size but the placeholder a
    /// streaming writer leaves when it cannot seek back to fill it in (SPEC §8): 0xFFFFFFFF
    /// (ffmpeg writing WAV to a pipe), 0x7FFFF000 (sox writing WAV), 0x7F000000 bytes rounded
    /// down to whole frames, plus `SSND`'s 8-byte header (sox writing AIFF). Players read such
    /// a file to its end, and so does the reader: `available` is the payload the file holds.
    case lengthPlaceholder(chunk: String, declared: Int64, available: Int64)

    /// A chunk other than the audio declares more bytes than the file has.
    case truncatedChunk(id: String, declared: Int64, available: Int64)

    /// The outer `RIFF` or `FORM` header declares a file of `declared` bytes (its size field plus
    /// its 8-byte header) but the file has `fileSize`, and no chunk is truncated.
    case headerSizeMismatch(chunk: String, declared: Int64, fileSize: Int64)

    /// The audio data ends with `count` bytes that are not a whole frame or packet of `unitSize`.
    case strayBytes(count: Int64, unitSize: Int64, unit: DataUnit)

    /// The format chunk (`chunk`) says `promised` frames but the audio data holds only `available`
    /// (`COMM` for AIFF, `pakt` for CAF).
    case framesExceedData(chunk: String, promised: Int64, available: Int64)

    /// The format chunk gives a channel count no player accepts (0 or negative).
    case invalidChannels(chunk: String, count: Int)

    /// A header field holds `value`, more than `limit`, the largest the reader accepts for it:
    /// a channel count above `AppleSoundFormats.maximumChannels`, a `pakt` packet count larger
    /// than its packet table can describe, or frames per packet that make the frame count
    /// overflow 64 bits. The reader does not use the value to size or count anything.
    case valueOutOfRange(chunk: String, field: HeaderField, value: Int64, limit: Int64)

    /// A CAF `desc` chunk whose packet layout is not the one its encoding has: frames per packet
    /// other than 1 for Linear PCM, µLaw and aLaw or 64 for IMA4, or bytes per packet other than
    /// 34 × channels for IMA4. The reader counts with `expected`.
    case unexpectedPacketLayout(encoding: Encoding, field: HeaderField, value: Int64, expected: Int64)

    /// AIFF integer PCM whose `COMM` sample size is outside 1…32 bits.
    case unsupportedSampleSize(bits: Int)

    /// WAV Linear PCM whose block align, channels and bits per sample give no sample format.
    case unplayablePCMLayout(blockAlign: Int, channels: Int, bits: Int)

    /// CAF Linear PCM whose bits per channel (integer or float) give no sample format.
    case unplayableSampleFormat(bits: Int, isFloat: Bool)

    /// A WAV µLaw or aLaw `fmt ` chunk whose block align is 0.
    case zeroBlockAlign(encoding: Encoding)

    /// `WAVE_FORMAT_EXTENSIBLE` without a readable sub-format: the extension it declares
    /// (`extensionSize`, its `cbSize`) is under the 22 bytes that hold it, or the file ends first.
    case missingSubFormat(extensionSize: Int)

    /// A CAF `desc` chunk that says 0 bytes per packet for a format with a fixed frame size; the
    /// reader assumed `assumedFrameSize` bytes per frame from bits and channels.
    case zeroBytesPerPacket(encoding: Encoding, assumedFrameSize: Int64)

    /// A CAF `pakt` chunk with a negative count.
    case negativePacketTable(packets: Int64, validFrames: Int64, primingFrames: Int32, remainderFrames: Int32)

    /// A CAF file version other than the one the specification defines.
    case unexpectedVersion(version: Int, expected: Int)

    /// The CAF `desc` chunk is present but not the first chunk, as the specification requires.
    case descNotFirst

    /// An IMA4 block header whose step index is out of range. `packet` and `channel` count from
    /// 0; `packetCount` is the number of whole packets in the data, when known.
    case corruptIMA4Block(packet: Int64, channel: Int, stepIndex: Int, packetCount: Int64?)
}
