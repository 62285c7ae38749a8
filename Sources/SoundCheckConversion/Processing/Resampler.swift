import CSoxr
import SoundCheckChecking
import SoundCheckCore

/// Changes the sample rate of interleaved `Float` audio, streaming, with libsoxr at its high
/// quality setting (SOXR_HQ: 20-bit precision, pass band to 91.3% of the lower Nyquist frequency;
/// a 20 kHz tone taken to 22.05 kHz comes out 142 dB down).
///
/// Feed the stream through `process` in chunks of any size, then call `flush` once: the output of
/// the whole stream is then `round(inputFrames × outputRate / inputRate)` frames, which is what
/// soxr itself produces (measured for 48k→44.1k, 44.1k→48k, 44.1k→22.05k, 48k→22.05k, 8k→44.1k,
/// 96k→44.1k, 22.05k→32k and 44.1k→44.1k, from 1 to 123457 input frames, in chunks of 333).
/// Chunk sizes do not change the samples either.
package final class Resampler {
    package let channels: Int
    package let inputRate: Double
    package let outputRate: Double
    /// The file being converted, for error messages.
    package let path: String

    private let libsoxr: soundcheck_soxr
    private var soxr: soxr_t?
    private var flushed = false
    /// Reused between calls so a stream in small chunks does not allocate for each.
    private var scratch: [Float] = []

    package init(channels: Int, inputRate: Double, outputRate: Double, path: String = "") throws(ConversionError) {
        self.channels = channels
        self.inputRate = inputRate
        self.outputRate = outputRate
        self.path = path
        libsoxr = try Libsoxr.functions.get(for: path)
        // Any sound file has far fewer channels; the bound keeps the C conversion safe.
        guard channels > 0, channels <= 256 else {
            throw ConversionError(path: path, reason: "cannot resample \(channels) channels")
        }
        guard inputRate.isFinite, inputRate > 0, outputRate.isFinite, outputRate > 0 else {
            throw ConversionError(path: path, reason: "cannot resample from \(inputRate) Hz to \(outputRate) Hz")
        }
        var ioSpec = libsoxr.soxr_io_spec(SOXR_FLOAT32_I, SOXR_FLOAT32_I)
        var qualitySpec = libsoxr.soxr_quality_spec(UInt(SOXR_HQ), 0)
        var error: soxr_error_t?
        soxr = libsoxr.soxr_create(inputRate, outputRate, UInt32(channels), &error, &ioSpec, &qualitySpec, nil)
        if let error {
            throw ConversionError(
                path: path,
                reason: "libsoxr cannot resample from \(inputRate) Hz to \(outputRate) Hz: \(String(cString: error))")
        }
        guard soxr != nil else {
            throw ConversionError(
                path: path, reason: "libsoxr cannot resample from \(inputRate) Hz to \(outputRate) Hz")
        }
    }

    deinit {
        if let soxr { libsoxr.soxr_delete(soxr) }
    }

    /// Resamples the first `frames` frames of `input` and appends what soxr has ready to `output`.
    /// soxr holds back a filter's length of audio until later input or `flush`.
    package func process(_ input: UnsafeBufferPointer<Float>, frames: Int, output: inout [Float])
        throws(ConversionError)
    {
        precondition(
            frames >= 0 && frames * channels <= input.count, "input holds fewer than frames × channels samples")
        guard !flushed else {
            throw ConversionError(path: path, reason: "resampling after the stream was flushed")
        }
        guard frames > 0, let base = input.baseAddress else { return }
        var consumed = 0
        while true {
            // Once all input is taken this passes an empty chunk, never a null pointer: soxr reads
            // a null input as the end of the stream.
            let (used, produced) = try run(base + consumed * channels, frames: frames - consumed, output: &output)
            consumed += used
            // Done once soxr has taken all the input and had room to spare for its output.
            if consumed >= frames && produced < Resampler.scratchFrames { break }
            if used == 0 && produced == 0 {
                throw ConversionError(
                    path: path, reason: "libsoxr stopped taking input after \(consumed) of \(frames) frames")
            }
        }
    }

    /// Ends the stream: appends the audio soxr still holds to `output`. Later calls add nothing.
    package func flush(output: inout [Float]) throws(ConversionError) {
        guard !flushed else { return }
        flushed = true
        while true {
            // A null input tells soxr the stream has ended.
            let (_, produced) = try run(nil, frames: 0, output: &output)
            if produced == 0 { break }
        }
    }

    private static let scratchFrames = 4096

    /// One soxr_process call through the scratch buffer: returns the input frames it took and the
    /// output frames it appended.
    private func run(_ input: UnsafePointer<Float>?, frames: Int, output: inout [Float]) throws(ConversionError) -> (
        Int, Int
    ) {
        let channels = channels
        let capacity = Resampler.scratchFrames
        if scratch.count < capacity * channels { scratch = [Float](repeating: 0, count: capacity * channels) }
        var used = 0
        var produced = 0
        let error: soxr_error_t? = scratch.withUnsafeMutableBufferPointer { buffer in
            libsoxr.soxr_process(
                soxr, input.map { UnsafeRawPointer($0) }, frames, &used,
                UnsafeMutableRawPointer(buffer.baseAddress), capacity, &produced)
        }
        if let error {
            throw ConversionError(path: path, reason: "libsoxr failed: \(String(cString: error))")
        }
        output.append(contentsOf: scratch[0..<produced * channels])
        return (used, produced)
    }
}
