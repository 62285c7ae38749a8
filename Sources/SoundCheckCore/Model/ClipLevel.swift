/// When a sample has clipped: at full scale, within one step of 16-bit audio, or beyond it (a
/// float sound can hold samples over 1, which the device clips).
public enum ClipLevel {
    /// 32767 / 32768: the largest positive 16-bit sample.
    public static let threshold: Float = 32767.0 / 32768.0

    @inline(__always)
    package static func isClipped(_ sample: Float) -> Bool {
        abs(sample) >= threshold
    }
}
