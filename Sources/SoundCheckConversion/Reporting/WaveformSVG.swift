import SoundCheckCore

/// A sound's picture as inline SVG: per channel, the envelope (the lowest and highest sample of
/// each column, filled between), with the clipped columns marked in a strip above, the leading
/// and trailing silence hatched, and, for a sound longer than the limit, a dashed line at the
/// limit and the part past it cross-hatched. The patterns are defined once per page
/// (`ReviewFigures.definitions`), so each figure is little more than its two paths per channel.
///
/// The picture stretches to the page's width (`preserveAspectRatio="none"`) at a fixed height, so
/// a phone shows the whole sound; lines keep their width whatever the stretch.
struct WaveformSVG {
    let review: SoundReview
    /// The sound must play for less than this many seconds.
    let limit: Double
    /// Read by screen readers in place of the picture.
    let label: String

    /// Silence shorter than 10 ms is not drawn or named: it is a sample or two of a fade, under
    /// a pixel of the picture, and inaudible as a delay.
    static let shownSilence = 0.01

    static let stripHeight = 6.0
    static let gap = 3.0

    var laneHeight: Double { review.envelope.channels.count == 1 ? 64 : 44 }
    /// Column i is drawn at x = i, so the picture is one column narrower than their count (and a
    /// sound of one column is drawn twice, at 0 and 1).
    var width: Int { max(1, review.envelope.columnCount - 1) }
    var height: Double {
        let lanes = Double(review.envelope.channels.count)
        return Self.stripHeight + Self.gap + lanes * laneHeight + (lanes - 1) * Self.gap
    }

    var svg: String {
        var parts = [
            "<svg class=\"waveform\" viewBox=\"0 0 \(width) \(Self.number(height))\" "
                + "preserveAspectRatio=\"none\" role=\"img\" aria-label=\"\(TextEscaping.html(label))\">"
        ]
        let body = Self.stripHeight + Self.gap
        parts.append(silence(top: body))
        parts.append(pastLimit(top: body))
        for (lane, columns) in review.envelope.channels.enumerated() {
            parts.append(envelope(columns, top: body + Double(lane) * (laneHeight + Self.gap)))
        }
        parts.append(clipMarks())
        parts.append(limitLine(top: body))
        parts.append("</svg>")
        return parts.joined()
    }

    /// The x coordinate of a time in seconds.
    func x(_ seconds: Double) -> Double {
        review.duration > 0 ? min(max(seconds / review.duration, 0), 1) * Double(width) : 0
    }

    private func envelope(_ columns: [WaveformEnvelope.Column], top: Double) -> String {
        guard let first = columns.first else { return "" }
        let points = columns.count == 1 ? [first, first] : columns
        let middle = top + laneHeight / 2
        let scale = laneHeight / 2
        func y(_ sample: Float) -> String {
            // An empty column (every sample NaN) is drawn at the axis.
            let value = sample.isFinite ? Double(min(max(sample, -1), 1)) : 0
            return Self.number(middle - value * scale)
        }
        // The top edge left to right through each column's highest sample, then the bottom edge
        // back through its lowest (an implicit lineto after the first pair keeps it short).
        var path = "M0 \(y(first.maximum))L"
        path.reserveCapacity(points.count * 18)
        for index in points.indices.dropFirst() { path += "\(index) \(y(points[index].maximum)) " }
        for index in points.indices.reversed() { path += "\(index) \(y(points[index].minimum)) " }
        path.removeLast()
        let axis = Self.element(
            "line",
            [
                "class": "axis", "vector-effect": "non-scaling-stroke", "x1": "0",
                "x2": "\(width)", "y1": Self.number(middle), "y2": Self.number(middle),
            ])
        return axis + Self.element("path", ["class": "wave", "vector-effect": "non-scaling-stroke", "d": path + "Z"])
    }

    /// Runs of clipped columns, as marks in the strip above the channels.
    private func clipMarks() -> String {
        var marks = ""
        var runStart: Int?
        let columns = review.envelope.channels.first ?? []
        for index in 0...columns.count {
            let isClipped = index < columns.count && columns[index].clipped
            if isClipped, runStart == nil { runStart = index }
            if !isClipped, let start = runStart {
                // A run of columns i…j covers x from i - ½ to j + ½, within the picture.
                let left = max(0, Double(start) - 0.5)
                let right = min(Double(width), Double(index) - 0.5)
                marks += Self.element(
                    "rect",
                    [
                        "class": "clip", "x": Self.number(left), "y": "0",
                        "width": Self.number(max(right - left, 0.5)),
                        "height": Self.number(Self.stripHeight),
                    ])
                runStart = nil
            }
        }
        return marks
    }

    private func silence(top: Double) -> String {
        guard review.signal.frames > 0 else { return "" }
        let span = height - top
        var shapes = ""
        if review.leadingSilence >= Self.shownSilence {
            let end = x(review.leadingSilence)
            shapes += Self.element(
                "rect",
                [
                    "class": "silence", "x": "0", "y": Self.number(top),
                    "width": Self.number(end), "height": Self.number(span),
                ])
        }
        if review.trailingSilence >= Self.shownSilence {
            let start = x(review.duration - review.trailingSilence)
            shapes += Self.element(
                "rect",
                [
                    "class": "silence", "x": Self.number(start), "y": Self.number(top),
                    "width": Self.number(Double(width) - start), "height": Self.number(span),
                ])
        }
        return shapes
    }

    private func pastLimit(top: Double) -> String {
        guard review.duration >= limit else { return "" }
        let start = x(limit)
        return Self.element(
            "rect",
            [
                "class": "over", "x": Self.number(start), "y": Self.number(top),
                "width": Self.number(Double(width) - start), "height": Self.number(height - top),
            ])
    }

    private func limitLine(top: Double) -> String {
        guard review.duration >= limit else { return "" }
        let at = Self.number(x(limit))
        return Self.element(
            "line",
            [
                "class": "limit", "vector-effect": "non-scaling-stroke", "x1": at, "x2": at,
                "y1": "0", "y2": Self.number(height),
            ])
    }

    /// `<name a="v" …/>` with the attributes in the order given. Values are numbers and fixed
    /// words, never a file's text, so they need no escaping.
    static func element(_ name: String, _ attributes: KeyValuePairs<String, String>) -> String {
        "<" + name + attributes.map { " \($0.key)=\"\($0.value)\"" }.joined() + "/>"
    }

    /// A coordinate with one decimal at most: enough for a picture, and short.
    static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e12 else { return "0" }
        let whole = Int64(tenths)
        let sign = whole < 0 ? "-" : ""
        let magnitude = whole.magnitude
        return magnitude % 10 == 0 ? "\(sign)\(magnitude / 10)" : "\(sign)\(magnitude / 10).\(magnitude % 10)"
    }
}
