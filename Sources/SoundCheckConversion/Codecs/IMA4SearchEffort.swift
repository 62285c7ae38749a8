/// Decides which blocks get the beam search, so that it costs a bounded share of the time and
/// goes where the noise is.
///
/// SNR is the ratio of the whole sound's signal to its whole noise, and the noise of an ADPCM
/// encoding gathers in a few blocks (a plucked string's attack holds most of it). The beam gains
/// about a tenth of a block's error, so it pays on the blocks whose greedy error is largest. This
/// tracks, on a log scale, the level that about `share` of the blocks exceed (a running quantile:
/// up a little after each block above it, down a little after each one below) and searches the
/// blocks above it. It starts at zero: the first half second or so is always searched, which is
/// all of a short sound's attack. Integer arithmetic only, so the output is the same everywhere.
struct IMA4SearchEffort: Sendable, Hashable {
    /// The share of blocks searched once the level has settled.
    static let share = 0.05
    /// Log₂ of the level, in 1/65536ths.
    private var level: Int64 = 0
    /// How far the level moves per block, in log₂ units: `rate × (1 − share)` up, `rate × share` down.
    private static let rate = 0.1
    private static let up = Int64(rate * (1 - share) * 65536)
    private static let down = Int64(rate * share * 65536)

    /// Whether to search a block whose greedy encoding has squared error `error`; moves the level.
    mutating func shouldSearch(blockError error: Int64) -> Bool {
        let search = Self.log2(error) > level
        // Never below 0 (the log of an error of 1): after a long silence the level climbs back to
        // a loud passage's within about half a second, and does not search all of it.
        level = max(0, level + (search ? Self.up : -Self.down))
        return search
    }

    /// Log₂ of a non-negative value in 1/65536ths, to 1/16 (4 bits of mantissa); 0 for 0 and 1.
    static func log2(_ value: Int64) -> Int64 {
        guard value > 1 else { return 0 }
        let exponent = 63 - value.leadingZeroBitCount
        let mantissa = (value << value.leadingZeroBitCount) >> 59 & 0xF
        return Int64(exponent) << 16 | mantissa << 12
    }
}
