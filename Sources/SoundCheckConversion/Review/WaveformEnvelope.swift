import SoundCheckCore

/// The shape of a sound at a glance: for each column of a picture, the lowest and highest sample
/// of each channel drawn, and whether a sample there clipped.
public struct WaveformEnvelope: Sendable, Hashable {
    public struct Column: Sendable, Hashable {
        public var minimum: Float
        public var maximum: Float
        /// A sample of this column, in any channel of the sound, is at full scale.
        public var clipped: Bool

        public init(minimum: Float, maximum: Float, clipped: Bool = false) {
            self.minimum = minimum
            self.maximum = maximum
            self.clipped = clipped
        }

        /// Both columns' extremes: a column of pixels standing for both spans of time.
        func merged(with other: Column) -> Column {
            Column(
                minimum: min(minimum, other.minimum), maximum: max(maximum, other.maximum),
                clipped: clipped || other.clipped)
        }
    }

    /// The columns of each channel drawn, left to right, each spanning an equal share of the
    /// sound's length (at most `EnvelopeBuilder.columns`; fewer when the sound has fewer frames).
    public var channels: [[Column]]

    public init(channels: [[Column]]) {
        self.channels = channels
    }

    public var columnCount: Int { channels.first?.count ?? 0 }
}
