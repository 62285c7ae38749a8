import Foundation

/// Deterministic 44.1 kHz test signals made in Swift (no tools needed), peaking at about −3 dBFS.
enum SyntheticSignals {
    static let rate = 44100.0

    /// Plucked-string-like notes: a new note every 0.6 s, three decaying harmonics, a bright
    /// attack partial and a burst of noise (the pluck); the second channel, if any, a fifth higher.
    static func plucks(seconds: Double, channels: Int = 1) -> [Int16] {
        let notes = [110.0, 164.8, 146.8, 220.0, 196.0]
        var random = XorShiftGenerator(seed: 11)
        let values = (0..<Int(seconds * rate) * channels).map { index in
            let time = Double(index / channels) / rate
            let note = Int(time / 0.6)
            let age = time - Double(note) * 0.6
            let pitch = notes[note % notes.count] * (index % channels == 0 ? 1 : 1.5)
            var value = 0.3 * sin(2 * .pi * 5200 * age) * exp(-age * 40) + random.nextSigned() * exp(-age * 200)
            for harmonic in 1...3 {
                let partial = Double(harmonic)
                value += sin(2 * .pi * pitch * partial * age) * exp(-age * 3 * partial) / partial
            }
            return value
        }
        return normalised(values)
    }

    /// Voiced speech-like sound: a pulse train whose pitch glides between 100 and 180 Hz through
    /// two formant resonators (700 and 1800 Hz), a syllable envelope 4 times a second, and a
    /// short noise burst (a consonant) every other syllable.
    static func speech(seconds: Double) -> [Int16] {
        var random = XorShiftGenerator(seed: 7)
        var low = Resonator(frequency: 700)
        var high = Resonator(frequency: 1800)
        var phase = 0.0
        let values = (0..<Int(seconds * rate)).map { index in
            let time = Double(index) / rate
            phase += (140 + 40 * sin(2 * .pi * 0.7 * time)) / rate
            let pulse = phase.truncatingRemainder(dividingBy: 1) < 40 / rate * 140 ? 1.0 : 0.0
            let syllable = (time * 4).truncatingRemainder(dividingBy: 2)
            let envelope = max(0, sin(.pi * syllable.truncatingRemainder(dividingBy: 1)))
            let burst = syllable > 1.85 ? random.nextSigned() * 0.5 : 0
            return envelope * (low.next(pulse) + 0.6 * high.next(pulse)) + burst * 0.05 * low.peak
        }
        return normalised(values)
    }

    /// A two-pole resonator, y[n] = 2r·cos θ·y[n−1] − r²·y[n−2] + x[n].
    private struct Resonator {
        let a1: Double, a2: Double
        var y1 = 0.0, y2 = 0.0
        /// Roughly the output level for the pulse train, to mix the burst at a sensible level.
        let peak: Double
        init(frequency: Double, radius: Double = 0.995) {
            a1 = 2 * radius * cos(2 * .pi * frequency / SyntheticSignals.rate)
            a2 = -radius * radius
            peak = 1 / (1 - radius)
        }
        mutating func next(_ input: Double) -> Double {
            let output = a1 * y1 + a2 * y2 + input
            y2 = y1
            y1 = output
            return output
        }
    }

    private static func normalised(_ values: [Double]) -> [Int16] {
        let peak = values.lazy.map(abs).max() ?? 0
        guard peak > 0 else { return values.map { _ in 0 } }
        return values.map { Int16(($0 / peak * 0.7 * 32767).rounded()) }
    }
}
