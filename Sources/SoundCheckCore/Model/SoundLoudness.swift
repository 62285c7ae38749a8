/// A sound's loudness in LUFS (EBU R 128), and how it was measured.
public struct SoundLoudness: Sendable, Hashable {
    public enum Method: String, Sendable, Hashable {
        /// Integrated loudness: gated 400 ms blocks, for sounds of at least 400 ms.
        case integrated
        /// A shorter sound has no gating block: BS.1770's loudness over its whole length.
        case wholeSound = "whole-sound"
    }

    public var lufs: Double
    public var method: Method

    public init(lufs: Double, method: Method) {
        self.lufs = lufs
        self.method = method
    }

    /// The shortest sound libebur128 gives an integrated loudness: one 400 ms block.
    package static let gatingBlock = 0.4
}
