/// What a header reader learned about a sound file: its format, its exact length, where its audio
/// data lies, and every structural defect it met on the way.
public struct SoundDescription: Sendable, Hashable {
    public var container: Container
    public var encoding: Encoding
    /// For Linear PCM only.
    public var sampleFormat: SampleFormat?
    public var byteOrder: ByteOrder?
    /// The format identifier as stored: CAF/AIFF-C four-character code, or `0x0001`-style WAV tag.
    public var formatID: String
    public var formatFlags: UInt32 = 0
    public var sampleRate: Double = 0
    public var channels: Int = 0
    /// As stored in the header (0 for IMA4 in Apple's CAFs).
    public var bitsPerChannel: Int = 0
    /// 0 when the packets vary in size.
    public var bytesPerPacket: Int = 0
    /// 0 when unknown or variable.
    public var framesPerPacket: Int = 0
    /// Exact number of playable frames, or nil when the header does not say and it cannot be derived.
    public var frames: Int64?
    /// Whole packets present in the data chunk.
    public var packets: Int64?
    public var primingFrames: Int64 = 0
    public var remainderFrames: Int64 = 0
    /// Where the audio bytes start in the file, and how many of them are there (clamped to the file).
    public var dataOffset: Int64?
    public var dataLength: Int64?
    /// A CAF `data` chunk whose size is -1: the audio runs to the end of the file.
    public var dataRunsToEnd = false
    public var fileSize: Int64 = 0
    /// Whether `frames` is estimated rather than counted: an MP3 or ADTS stream whose frames
    /// could not all be walked (junk inside it, or beyond the walk's limit).
    public var durationIsEstimate = false
    /// Structural defects, as facts: truncation, missing chunks, impossible values. The
    /// `integrity` rule grades and words them.
    public var defects: [HeaderDefect] = []

    public init(container: Container, encoding: Encoding, formatID: String) {
        self.container = container
        self.encoding = encoding
        self.formatID = formatID
    }

    /// Whether the reader learned the stream's rate, channels and length: always for CAF, AIFF
    /// and WAV, and for the compressed formats it reads (MP3, AAC, MPEG-4 audio, FLAC).
    public var isMeasured: Bool { container != .unknown || sampleRate > 0 }

    /// Duration in seconds from exact frames, or nil when either is unknown or meaningless.
    public var duration: Double? {
        guard let frames, sampleRate.isFinite, sampleRate > 0 else { return nil }
        return Double(frames) / sampleRate
    }
}
