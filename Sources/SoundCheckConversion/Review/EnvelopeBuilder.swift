import SoundCheckCore

/// Builds a `WaveformEnvelope` from audio as it streams past, in memory bounded by the picture's
/// width whatever the sound's length (which a hostile header may misstate, or not state at all).
///
/// Frames are gathered into columns of `framesPerColumn`. When that makes more than twice the
/// picture's columns, neighbouring columns are merged in pairs and `framesPerColumn` doubles, so
/// at most `2 × columns` are ever held; `envelope` then groups them into the picture's columns.
/// A known frame count sizes the columns from the start, and no merge happens.
struct EnvelopeBuilder {
    /// The picture's width in columns.
    let columns: Int
    /// The channels of the input, all of which are looked at for clipping.
    let inputChannels: Int
    /// The channels drawn: the first two (a notification sound has one or two).
    let drawnChannels: Int
    private(set) var framesPerColumn: Int64
    private var gathered: [[WaveformEnvelope.Column]]
    private var current: [WaveformEnvelope.Column]
    private var framesInCurrent: Int64 = 0

    /// `expectedFrames`, when the file states it, sizes the columns from the start.
    init(columns: Int, inputChannels: Int, expectedFrames: Int64?) {
        self.columns = max(1, columns)
        self.inputChannels = max(1, inputChannels)
        drawnChannels = min(self.inputChannels, 2)
        if let expectedFrames, expectedFrames > 0 {
            // Rounded down: from `columns` up to twice as many columns, which `envelope` groups
            // into exactly `columns`.
            framesPerColumn = max(1, expectedFrames / Int64(self.columns))
        } else {
            framesPerColumn = 1
        }
        gathered = Array(repeating: [], count: drawnChannels)
        for index in gathered.indices { gathered[index].reserveCapacity(2 * self.columns + 1) }
        current = Array(repeating: Self.empty, count: drawnChannels)
    }

    private static let empty = WaveformEnvelope.Column(minimum: .infinity, maximum: -.infinity)

    /// Adds `frames` interleaved frames of `inputChannels` samples each.
    mutating func add(_ samples: UnsafeBufferPointer<Float>, frames: Int) {
        for frame in 0..<frames {
            let base = frame * inputChannels
            var clipped = false
            for channel in 0..<inputChannels where ClipLevel.isClipped(samples[base + channel]) { clipped = true }
            for channel in 0..<drawnChannels {
                let sample = samples[base + channel]
                current[channel].minimum = min(current[channel].minimum, sample)
                current[channel].maximum = max(current[channel].maximum, sample)
                current[channel].clipped = current[channel].clipped || clipped
            }
            framesInCurrent += 1
            if framesInCurrent == framesPerColumn { closeColumn() }
        }
    }

    private mutating func closeColumn() {
        for channel in 0..<drawnChannels {
            gathered[channel].append(current[channel])
            current[channel] = Self.empty
        }
        framesInCurrent = 0
        if gathered[0].count > 2 * columns { mergePairs() }
    }

    /// Halves the columns held: each pair becomes one column twice as long.
    private mutating func mergePairs() {
        for channel in 0..<drawnChannels {
            let columns = gathered[channel]
            gathered[channel] = stride(from: 0, to: columns.count, by: 2).map { index in
                index + 1 < columns.count ? columns[index].merged(with: columns[index + 1]) : columns[index]
            }
        }
        framesPerColumn *= 2
    }

    /// The picture: the columns gathered so far (and the part-filled last one), grouped into at
    /// most `columns` columns of near-equal length.
    var envelope: WaveformEnvelope {
        var all = gathered
        if framesInCurrent > 0 {
            for channel in 0..<drawnChannels { all[channel].append(current[channel]) }
        }
        return WaveformEnvelope(channels: all.map { Self.group($0, into: columns) })
    }

    /// `source` in `count` groups (or as it is, when it has no more), each merged into one column.
    static func group(_ source: [WaveformEnvelope.Column], into count: Int) -> [WaveformEnvelope.Column] {
        guard source.count > count else { return source }
        return (0..<count).map { index in
            let start = index * source.count / count
            let end = (index + 1) * source.count / count
            return source[start..<end].dropFirst().reduce(source[start]) { $0.merged(with: $1) }
        }
    }
}
