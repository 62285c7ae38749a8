import CEbur128
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Measures EBU R 128 integrated loudness, sample peak and true peak with libebur128, fed
/// interleaved `Float` frames as they stream past.
public final class LoudnessMeter {
    public let channels: Int
    public let sampleRate: Double
    private let libebur128: soundcheck_ebur128
    private var state: UnsafeMutablePointer<ebur128_state>?

    /// `path` names the file being measured in error messages.
    public init(channels: Int, sampleRate: Double, path: String = "") throws(ConversionError) {
        self.channels = channels
        self.sampleRate = sampleRate
        libebur128 = try Libebur128.functions.get(for: path)
        // libebur128's own limits; the rate must be whole because it takes an integer.
        guard channels > 0, channels <= 64 else {
            throw ConversionError(path: path, reason: "cannot measure the loudness of \(channels) channels")
        }
        guard sampleRate.isFinite, sampleRate >= 16, sampleRate <= 2_822_400, sampleRate.rounded() == sampleRate else {
            throw ConversionError(path: path, reason: "cannot measure the loudness at \(sampleRate) Hz")
        }
        let mode = EBUR128_MODE_I.rawValue | EBUR128_MODE_SAMPLE_PEAK.rawValue | EBUR128_MODE_TRUE_PEAK.rawValue
        state = libebur128.ebur128_init(UInt32(channels), UInt(sampleRate), Int32(mode))
        guard state != nil else {
            throw ConversionError(
                path: path, reason: "libebur128 cannot measure \(channels) channels at \(Int(sampleRate)) Hz")
        }
    }

    deinit {
        // ebur128_destroy does not check for null, and an init that threw leaves no state.
        if state != nil { libebur128.ebur128_destroy(&state) }
    }

    /// Adds the first `frameCount` frames of `frames` (interleaved) to the measurement.
    public func add(_ frames: UnsafeBufferPointer<Float>, frameCount: Int) {
        precondition(
            frameCount >= 0 && frameCount * channels <= frames.count,
            "frames holds fewer than frameCount × channels samples")
        guard frameCount > 0, let state, let base = frames.baseAddress else { return }
        // It fails only on allocation, for the gating history; the measurement then lacks those
        // blocks, which there is no better way to report from here.
        _ = libebur128.ebur128_add_frames_float(state, base, frameCount)
    }

    /// Integrated loudness in LUFS; nil when the audio is silent or too short to gate.
    public var integratedLoudness: Double? {
        guard let state else { return nil }
        var loudness = 0.0
        guard libebur128.ebur128_loudness_global(state, &loudness) == EBUR128_SUCCESS.rawValue, loudness.isFinite else {
            return nil
        }
        return loudness
    }

    /// The loudness of the last `milliseconds` of audio in LUFS, ungated: BS.1770's K-weighted
    /// mean square over that span, which is what a sound shorter than one 400 ms gating block
    /// has instead of an integrated loudness. Nil for silence, or a span longer than the meter's
    /// 400 ms window.
    public func loudness(overLast milliseconds: Int) -> Double? {
        guard let state, milliseconds > 0 else { return nil }
        var loudness = 0.0
        guard libebur128.ebur128_loudness_window(state, UInt(milliseconds), &loudness) == EBUR128_SUCCESS.rawValue,
            loudness.isFinite
        else { return nil }
        return loudness
    }

    /// The largest absolute sample over all channels, linear.
    public var samplePeak: Double { peak(libebur128.ebur128_sample_peak) }

    /// The largest inter-sample peak over all channels, linear.
    public var truePeak: Double { peak(libebur128.ebur128_true_peak) }

    public var levels: SoundLevels {
        SoundLevels(samplePeak: samplePeak, truePeak: truePeak, integratedLoudness: integratedLoudness)
    }

    private func peak(_ measure: (UnsafeMutablePointer<ebur128_state>?, UInt32, UnsafeMutablePointer<Double>?) -> Int32)
        -> Double
    {
        guard let state else { return 0 }
        var largest = 0.0
        for channel in 0..<channels {
            var value = 0.0
            if measure(state, UInt32(channel), &value) == EBUR128_SUCCESS.rawValue { largest = max(largest, value) }
        }
        return largest
    }

    static func decibels(_ linear: Double) -> Double {
        SoundLevels.decibels(linear)
    }
}
