/// Decides which blocks get the beam search: every block whose greedy error could matter to the
/// sound's SNR, which is the whole sound's signal over its whole noise.
///
/// A block whose greedy error is below a 64th of the mean block error so far adds little to the
/// noise whatever the beam does with it: the tail of a decaying note, the near-silence between
/// sounds. Skipping those is what keeps long, mostly quiet files fast (bench/'s 10-minute file is
/// five seconds of plucks and then dither at −96 dBFS). A sound that is quiet throughout is near
/// its own mean everywhere and is searched everywhere. Integer arithmetic only, so the output is
/// the same on every machine.
struct IMA4SearchEffort: Sendable, Hashable {
    /// The fraction of the mean block error below which a block is not searched, as a shift.
    static let quietShift = 6
    /// Greedy block errors so far, and how many blocks; both halved as they grow, which keeps the
    /// mean and lets the oldest blocks count a little less.
    private var total: Int64 = 0
    private var blocks: Int64 = 0

    /// Whether to search a block whose greedy encoding has squared error `error`; counts it.
    mutating func shouldSearch(blockError error: Int64) -> Bool {
        let error = max(0, error)
        // error × blocks < total / 64, without dividing; blocks < 2^24 and error < 2^38 fit.
        let quiet = error > 1 ? error &* blocks < total >> Self.quietShift : true
        total &+= error
        blocks &+= 1
        if total > 1 << 60 || blocks >= 1 << 24 {
            total >>= 1
            blocks >>= 1
        }
        return !quiet
    }
}
