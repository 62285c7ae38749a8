import SoundCheckCore

/// The bounds the readers put on header values that something downstream sizes or counts by.
enum HeaderBounds {
    /// A channel count above `AppleSoundFormats.maximumChannels`, as the defect readers record.
    static func excessChannels(_ count: Int64, chunk: String) -> HeaderDefect? {
        let limit = Int64(AppleSoundFormats.maximumChannels)
        return count > limit ? .valueOutOfRange(chunk: chunk, field: .channels, value: count, limit: limit) : nil
    }
}
