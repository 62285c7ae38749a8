import SoundCheckChecking
import SoundCheckCore

/// Writes 16-bit interleaved audio into an `OutputFile` in one output format, streaming.
package protocol SoundWriter: AnyObject {
    /// Appends whole frames (`samples.count` is a multiple of the channel count).
    func write(_ samples: UnsafeBufferPointer<Int16>) throws(ConversionError)
    /// Writes what is buffered and completes the header. The caller then commits the file.
    func finish() throws(ConversionError)
    /// Frames written so far.
    var frames: Int64 { get }
}
