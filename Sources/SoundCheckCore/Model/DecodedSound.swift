/// What decoding a whole sound showed, as the review rules judge it: its edges and peaks, and its
/// loudness. Plain values, measured by the report's reviewer in the conversion layer.
public struct DecodedSound: Sendable, Hashable {
    public var path: String
    public var signal: SignalFacts
    /// Seconds of silence before the sound starts.
    public var leadingSilence: Double
    /// Nil for silence, or when loudness was not measured.
    public var loudness: SoundLoudness?

    public init(path: String, signal: SignalFacts, leadingSilence: Double, loudness: SoundLoudness?) {
        self.path = path
        self.signal = signal
        self.leadingSilence = leadingSilence
        self.loudness = loudness
    }
}
