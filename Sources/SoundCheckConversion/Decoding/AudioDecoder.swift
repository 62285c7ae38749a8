import SoundCheckChecking
import SoundCheckCore

/// A source of decoded audio: interleaved `Float` samples, nominally in [-1, 1].
///
/// One decoder reads one file on one thread. Decoders stream: they hold a small buffer, never the
/// whole file, so memory stays bounded whatever the input length.
public protocol AudioDecoder: AnyObject {
    /// The file being decoded, for error messages.
    var path: String { get }
    var sampleRate: Double { get }
    var channels: Int { get }
    /// The exact number of frames when the file says so, nil when only decoding will tell.
    var frameCount: Int64? { get }
    /// Reads up to `maxFrames` frames into `buffer` (which holds at least `maxFrames × channels`
    /// samples) and returns how many were read: 0 only at the end of the audio.
    func read(into buffer: UnsafeMutableBufferPointer<Float>, maxFrames: Int) throws(ConversionError) -> Int
}
