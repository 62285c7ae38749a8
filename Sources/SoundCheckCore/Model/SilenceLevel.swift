/// Below -60 dBFS a notification sound is silent: that is under the noise of a quiet room at the
/// volume a phone plays alerts, and above the dither and codec noise of 16-bit and IMA4 audio.
public enum SilenceLevel {
    public static let decibels = -60.0
    public static let linear: Float = 0.001
}
