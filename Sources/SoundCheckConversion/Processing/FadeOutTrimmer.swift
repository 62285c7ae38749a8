import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cuts a stream at a frame limit with a short fade-out, so a trimmed sound ends without a click.
///
/// The stream's length need not be known in advance: the trimmer holds back the last
/// `fadeFrames` frames, and only when the stream reaches the limit does it fade them.
struct FadeOutTrimmer {
    let channels: Int
    let limitFrames: Int64
    let fadeFrames: Int
    private var held: [Float] = []
    private var passed: Int64 = 0
    private(set) var inputFrames: Int64 = 0

    init(channels: Int, limitFrames: Int64, fadeFrames: Int) {
        self.channels = channels
        self.limitFrames = max(0, limitFrames)
        self.fadeFrames = max(0, min(fadeFrames, Int(self.limitFrames)))
    }

    /// Whether frames beyond the limit were dropped. Nothing more is needed once this is true.
    var trimmed: Bool { inputFrames > limitFrames }

    /// Takes `samples` (whole frames) and returns those that can be written now.
    mutating func process(_ samples: [Float]) -> [Float] {
        let frames = samples.count / channels
        inputFrames += Int64(frames)
        held.append(contentsOf: samples)
        let releasable = Int64(held.count / channels - fadeFrames)
        // Frames that may pass: never past the start of the fade region before the limit.
        let allowed = min(releasable, limitFrames - Int64(fadeFrames) - passed)
        guard allowed > 0 else {
            let room = Int(limitFrames - passed) * channels
            if held.count > room { held.removeLast(held.count - room) }
            return []
        }
        let count = Int(allowed) * channels
        let output = Array(held[..<count])
        held.removeFirst(count)
        passed += allowed
        // Frames past the limit are never written: drop them, so memory stays bounded.
        let room = Int(limitFrames - passed) * channels
        if held.count > room { held.removeLast(held.count - room) }
        return output
    }

    /// The held frames at the end of the stream: faded when the stream went past the limit.
    mutating func finish() -> [Float] {
        let room = Int(limitFrames - passed)
        var tail = Array(held.prefix(min(held.count / channels, room) * channels))
        if inputFrames > limitFrames {
            let frames = tail.count / channels
            for frame in 0..<frames {
                // A raised-cosine fade: smooth at both ends.
                let position = Float(frame + 1) / Float(frames + 1)
                let gain = 0.5 + 0.5 * cosf(Float.pi * position)
                for channel in 0..<channels { tail[frame * channels + channel] *= gain }
            }
        }
        held.removeAll()
        passed += Int64(tail.count / channels)
        return tail
    }
}
