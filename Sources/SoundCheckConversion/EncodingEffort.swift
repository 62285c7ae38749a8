/// How much time the IMA4 encoder spends searching for a better encoding: IMA4 is the one
/// encoding with choices to search (each block's start state and nibbles); the others are fixed
/// by their sample values.
///
/// Measured on bench/'s signals (bench/RESULTS.md, "IMA4: the encoder's effort"): every level is
/// above ffmpeg's and sox's IMA4 encoders on every signal; `best` by at least 1.0 dB. On a sound
/// loud from start to end, `fast` takes about ffmpeg's time and `best` about 15 times it; on a
/// sound that decays or pauses the gap narrows, since near-silent blocks are never searched.
public enum EncodingEffort: String, CaseIterable, Sendable, Hashable, Codable {
    /// A few start states a block, from the previous block's end and the block's first sample:
    /// ffmpeg's speed.
    case fast
    /// The whole start search (the previous block's end, the block's first samples, a sweep of
    /// step indices where they mislead): about twice `fast`'s time on loud sound.
    case balanced
    /// `balanced`, then a beam search over the nibbles of every block that matters to the sound's
    /// noise, from headers aimed at its first sample. The default: sounds are short.
    case best
}
