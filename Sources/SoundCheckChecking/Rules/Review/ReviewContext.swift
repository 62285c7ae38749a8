import SoundCheckCore

/// The settings the review rules read.
public struct ReviewContext: Sendable, Hashable {
    /// How far a sound's loudness may sit from the set's median before it is a warning, in LU
    /// (`loudness_tolerance`).
    public var loudnessTolerance: Double

    public init(loudnessTolerance: Double = SoundCheckConfiguration.defaultLoudnessTolerance) {
        self.loudnessTolerance = loudnessTolerance
    }
}
