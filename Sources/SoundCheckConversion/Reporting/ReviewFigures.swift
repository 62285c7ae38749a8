import SoundCheckCore

/// The report's small figures: the verdict icons, the patterns the waveforms share, the bar of a
/// sound's length against the limit, and the strip of the set's loudness. Shapes differ as well
/// as colours (a circle for fine, a triangle for a warning, an octagon for an error; hatching for
/// silence, cross-hatching past the limit), so each keeps its meaning in grey and to the
/// colour-blind, and each stands beside words that say the same.
enum ReviewFigures {
    /// Defined once per page and used by reference: the icons and the fill patterns. A hidden
    /// (`display: none`) SVG would not render its patterns, so this one is merely empty.
    static let definitions = """
        <svg class="definitions" width="0" height="0" aria-hidden="true" focusable="false">\
        <defs>\
        <pattern id="hatch" width="5" height="5" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
        <rect width="5" height="5" fill="#f2f2f2"/><line x1="0" y1="0" x2="0" y2="5" stroke="#8c8c8c" stroke-width="1.5"/>\
        </pattern>\
        <pattern id="crosshatch" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">\
        <rect width="6" height="6" fill="#fbe3d6"/><path d="M0 0V6M0 0H6" stroke="#a33a00" stroke-width="1.5"/>\
        </pattern>\
        <symbol id="icon-plays" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="currentColor"/>\
        <path d="M4.5 8.2l2.3 2.3 4.7-5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/></symbol>\
        <symbol id="icon-warning" viewBox="0 0 16 16"><path d="M8 1.2L15.2 14.5H0.8Z" fill="currentColor"/>\
        <path d="M8 5.5V9.8M8 11.6V12.4" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round"/></symbol>\
        <symbol id="icon-error" viewBox="0 0 16 16"><path d="M5 1H11L15 5V11L11 15H5L1 11V5Z" fill="currentColor"/>\
        <path d="M5.5 5.5L10.5 10.5M10.5 5.5L5.5 10.5" fill="none" stroke="#fff" stroke-width="2" stroke-linecap="round"/>\
        </symbol>\
        </defs></svg>
        """

    /// An icon from `definitions`: `plays`, `warning` or `error`. Decorative: the words beside it
    /// say the same.
    static func icon(_ name: String) -> String {
        "<svg class=\"icon icon-\(name)\" aria-hidden=\"true\" focusable=\"false\"><use href=\"#icon-\(name)\"/></svg>"
    }

    static func icon(for verdict: ReviewVerdict) -> String {
        switch verdict {
        case .plays: icon("plays")
        case .playsWithWarnings: icon("warning")
        case .willNotPlay, .notGuaranteed: icon("error")
        }
    }

    static func icon(for severity: Severity) -> String {
        severity == .error ? icon("error") : icon("warning")
    }

    /// A bar of `duration` against `limit`: filled for the sound's length, a tick at the limit,
    /// and cross-hatched past it. Percent coordinates, so it takes any width.
    static func durationBar(_ duration: Double, limit: Double) -> String {
        let scale = max(duration, limit)
        guard scale > 0, scale.isFinite else { return "" }
        let filled = percent(min(duration, limit) / scale)
        var bar =
            "<svg class=\"length\" aria-hidden=\"true\" focusable=\"false\">"
            + WaveformSVG.element("rect", ["class": "track", "x": "0", "y": "2", "width": "100%", "height": "8"])
            + WaveformSVG.element("rect", ["class": "fill", "x": "0", "y": "2", "width": filled, "height": "8"])
        if duration >= limit {
            bar += WaveformSVG.element(
                "rect",
                [
                    "class": "over", "x": filled, "y": "2",
                    "width": percent((duration - limit) / scale), "height": "8",
                ])
        }
        bar += WaveformSVG.element("line", ["class": "limit", "x1": filled, "x2": filled, "y1": "0", "y2": "12"])
        return bar + "</svg>"
    }

    /// The set's loudness on one axis: the median ± the tolerance as a band, each sound a mark
    /// (a circle inside the band, a triangle outside it, pointing up when louder), with its name
    /// and loudness as a tooltip. Text is in CSS pixels and positions in percent, so it reads on
    /// a phone as on a screen.
    struct SpreadStrip {
        let spread: LoudnessSpread
        let tolerance: Double
        let low: Double
        let high: Double

        init(spread: LoudnessSpread, tolerance: Double) {
            self.spread = spread
            self.tolerance = tolerance
            low = (min(spread.minimum, spread.median - tolerance) - 2).rounded(.down)
            high = (max(spread.maximum, spread.median + tolerance) + 2).rounded(.up)
        }

        /// Where a loudness sits on the axis.
        func at(_ lufs: Double) -> String { percent((lufs - low) / (high - low)) }

        func svg(_ sounds: [(name: String, lufs: Double)]) -> String {
            let label =
                "Loudness of each sound: median \(NumberText.fixed(spread.median, digits: 1)) LUFS, "
                    + """
                    from \(NumberText.fixed(spread.minimum, digits: 1)) to \
                    \(NumberText.fixed(spread.maximum, digits: 1)) LUFS
                    """
            var strip = "<svg class=\"spread\" role=\"img\" aria-label=\"\(label)\">"
            strip += WaveformSVG.element(
                "rect",
                [
                    "class": "band", "x": at(spread.median - tolerance), "y": "6",
                    "width": percent(2 * tolerance / (high - low)), "height": "44",
                ])
            strip += WaveformSVG.element("line", ["class": "axis", "x1": "0", "x2": "100%", "y1": "50", "y2": "50"])
            strip += ticks()
            let median = at(spread.median)
            strip += WaveformSVG.element(
                "line", ["class": "median", "x1": median, "x2": median, "y1": "2", "y2": "50"])
            for (index, sound) in sounds.enumerated() { strip += mark(sound, row: index % 4) }
            return strip + "</svg>"
        }

        /// A tick and its label every 6 LU.
        private func ticks() -> String {
            var ticks = ""
            for tick in stride(from: (low / 6).rounded(.up) * 6, through: high, by: 6) {
                let x = at(tick)
                ticks +=
                    WaveformSVG.element("line", ["class": "tick", "x1": x, "x2": x, "y1": "50", "y2": "55"])
                    + "<text x=\"\(at(tick))\" y=\"68\">\(NumberText.fixed(tick, digits: 0))</text>"
            }
            return ticks
        }

        /// One sound, in one of four rows so that neighbours overlap less.
        private func mark(_ sound: (name: String, lufs: Double), row: Int) -> String {
            let deviation = spread.deviation(of: sound.lufs)
            let within = abs(deviation) <= tolerance
            let shape =
                within
                ? "<circle r=\"4\"/>"
                : deviation > 0 ? "<path d=\"M0 -5L5 4H-5Z\"/>" : "<path d=\"M0 5L5 -4H-5Z\"/>"
            let title = TextEscaping.html("\(sound.name): \(NumberText.fixed(sound.lufs, digits: 1)) LUFS")
            return "<svg class=\"mark \(within ? "within" : "outside")\" x=\"\(at(sound.lufs))\" "
                + "y=\"\(14 + row * 10)\" overflow=\"visible\"><title>\(title)</title>\(shape)</svg>"
        }
    }

    /// A fraction as an SVG percentage with two decimals, within 0…100 %.
    static func percent(_ fraction: Double) -> String {
        let value = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        return NumberText.fixed(value * 100, digits: 2) + "%"
    }
}
