/// Where a set of sounds sits in loudness: the quietest, the median and the loudest, in LUFS.
/// The median, not the mean: one sound far off moves it little, so that sound stands out.
public struct LoudnessSpread: Sendable, Hashable {
    public var count: Int
    public var minimum: Double
    public var median: Double
    public var maximum: Double

    /// Nil for no values: a set with no measured loudness has no spread.
    public init?(_ values: [Double]) {
        let sorted = values.filter(\.isFinite).sorted()
        guard let first = sorted.first, let last = sorted.last else { return nil }
        count = sorted.count
        minimum = first
        maximum = last
        let middle = sorted.count / 2
        median = sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// From the quietest to the loudest, in LU.
    public var range: Double { maximum - minimum }

    /// How far `lufs` sits from the median, in LU: positive when louder.
    package func deviation(of lufs: Double) -> Double {
        lufs - median
    }
}
