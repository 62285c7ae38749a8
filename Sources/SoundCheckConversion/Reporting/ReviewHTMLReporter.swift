import SoundCheckChecking
import SoundCheckCore

/// `soundcheck report`: one self-contained HTML page to review a set of sounds by looking and
/// listening. A summary (how many sounds, how many play, the rules that found something, the
/// loudness spread), then one table a reviewer can sort, with per sound its verdict and findings,
/// its format and length against the limit, its loudness against the set's median, its picture
/// and a preview to play. No network, no external script or font; everything it shows comes
/// from a `SoundSetReview`, and the same review always gives the same bytes.
public struct ReviewHTMLReporter: Sendable {
    public init() {}

    private static let html = TextEscaping.html

    public func render(_ review: SoundSetReview) -> String {
        var page = ""
        render(review) { page += $0 }
        return page
    }

    /// The page in parts, in order, for a caller that writes each as it comes: with previews the
    /// page is mostly their bytes, and need not be held whole.
    public func render(_ review: SoundSetReview, into write: (String) -> Void) {
        write(head(review))
        write(summary(review))
        write(tableHead)
        for (index, entry) in review.entries.enumerated() {
            write(sound(entry, number: index + 1, review: review))
        }
        write("</table>\n</section>\n<script>\n\(ReviewPageAssets.script)\n</script>\n</body>\n</html>\n")
    }

    private func head(_ review: SoundSetReview) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Notification sounds: soundcheck report of \(count(review.entries.count, "sound"))</title>
        <style>
        \(ReviewPageAssets.style)
        </style>
        </head>
        <body>
        \(ReviewFigures.definitions)
        <header>
        <h1>Notification sounds</h1>
        <p class="note">soundcheck report: what the device plays of each sound, and how the sounds sit together.</p>
        </header>

        """
    }

    // MARK: Summary

    private func summary(_ review: SoundSetReview) -> String {
        let notPlaying = review.entries.count - review.playing - review.notGuaranteed
        let warned = review.entries.filter { $0.verdict == .playsWithWarnings }.count
        var text = "<section id=\"summary\" aria-labelledby=\"summary-title\">\n<h2 id=\"summary-title\">Summary</h2>\n"
        text += "<dl class=\"figures\">\n"
        text += figure("Sounds", "\(review.entries.count)")
        text += figure(
            "\(ReviewFigures.icon("plays")) Will play", "\(review.playing)",
            note: warned > 0 ? "\(warned) with warnings" : review.playing > 0 ? "no warnings" : nil)
        text += figure(
            "\(ReviewFigures.icon("error")) Will not play", "\(notPlaying)",
            note: "the default sound plays instead")
        if review.notGuaranteed > 0 {
            text += figure(
                "\(ReviewFigures.icon("error")) Not guaranteed", "\(review.notGuaranteed)",
                note: "outside the formats Apple documents")
        }
        text += loudnessFigure(review)
        text += "</dl>\n"
        text += rules(review)
        text += spread(review)
        text += problems(review)
        return text + "</section>\n"
    }

    private func figure(_ term: String, _ value: String, note: String? = nil) -> String {
        let small = note.map { "<small>\(Self.html($0))</small>" } ?? ""
        return "<div><dt>\(term)</dt><dd>\(value)\(small)</dd></div>\n"
    }

    private func loudnessFigure(_ review: SoundSetReview) -> String {
        guard let spread = review.spread else {
            return figure("Loudness spread", "none", note: "no sound's loudness could be measured")
        }
        let note = "from \(lufs(spread.minimum)) to \(lufs(spread.maximum)) LUFS, median \(lufs(spread.median))"
        return figure("Loudness spread", "\(lu(spread.range)) LU", note: note)
    }

    private func rules(_ review: SoundSetReview) -> String {
        let tallies = review.failingRules
        var text = "<h3>Rules that found something</h3>\n"
        guard !tallies.isEmpty else { return text + "<p>None: every sound passes every rule.</p>\n" }
        text += "<ul class=\"rules\">\n"
        for tally in tallies {
            let kind = tally.severity == .error ? "error" : "warning"
            let rule = "<span class=\"rule\">\(Self.html(tally.rule))</span>"
            let sounds = count(tally.sounds, "sound")
            text += "<li>\(ReviewFigures.icon(for: tally.severity)) \(rule) (\(kind)) in \(sounds)</li>\n"
        }
        return text + "</ul>\n"
    }

    private func spread(_ review: SoundSetReview) -> String {
        guard let spread = review.spread else { return "" }
        let tolerance = review.options.loudnessTolerance
        let sounds = review.entries.compactMap { entry in
            entry.review?.loudness.map { (entry.file.sound.name, $0.lufs) }
        }
        let outside = sounds.filter { abs(spread.deviation(of: $0.1)) > tolerance }.count
        var text = "<h3>Loudness of the set</h3>\n"
        text += ReviewFigures.SpreadStrip(spread: spread, tolerance: tolerance).svg(sounds) + "\n"
        text +=
            "<p class=\"note\">Each mark is a sound, on a scale of LUFS (EBU R 128). The band is the median "
            + "\(lufs(spread.median)) LUFS ± \(NumberText.trimmed(tolerance)) LU: circles sit inside it; triangles, "
            + "outside it, point up for louder and down for quieter (\(count(outside, "sound"))).</p>\n"
        return text
    }

    private func problems(_ review: SoundSetReview) -> String {
        guard !review.problems.isEmpty else { return "" }
        let items = review.problems.map { "<li>\(Self.html($0.path)): \(Self.html($0.reason))</li>" }
        return "<h3>Not read</h3>\n<ul>\n" + items.joined(separator: "\n") + "\n</ul>\n"
    }

    // MARK: Sounds

    private var tableHead: String {
        """
        <section aria-labelledby="sounds-title">
        <h2 id="sounds-title">Sounds</h2>
        <p class="note">Sort with the column titles. Each picture shows the sound from its first sample to its last.</p>
        <table class="sounds" id="sounds">
        <thead><tr><th scope="col"><button type="button" data-key="name">Sound</button></th>\
        <th scope="col"><button type="button" data-key="verdict">Verdict</button></th>\
        <th scope="col"><button type="button" data-key="duration">Duration</button></th>\
        <th scope="col"><button type="button" data-key="loudness">Loudness</button></th></tr></thead>

        """
    }

    private func sound(_ entry: SoundSetReview.Entry, number: Int, review: SoundSetReview) -> String {
        let duration = Self.duration(of: entry)
        var attributes =
            "class=\"sound\" id=\"sound-\(number)\" data-name=\"\(Self.html(entry.file.sound.name))\" "
            + "data-verdict=\"\(entry.verdict.rawValue)\""
        if let duration { attributes += " data-duration=\"\(NumberText.fixed(duration, digits: 6))\"" }
        if let loudness = entry.review?.loudness { attributes += " data-loudness=\"\(lufs(loudness.lufs))\"" }
        return "<tbody \(attributes)>\n<tr class=\"facts\">"
            + nameCell(entry) + verdictCell(entry) + durationCell(entry, limit: review.maximumDuration)
            + loudnessCell(entry)
            + "</tr>\n<tr class=\"detail\"><td colspan=\"4\">\n"
            + detail(entry, number: number, review: review)
            + "</td></tr>\n</tbody>\n"
    }

    private func nameCell(_ entry: SoundSetReview.Entry) -> String {
        let sound = entry.file.sound
        return "<th scope=\"row\"><span class=\"name\">\(Self.html(sound.name))</span>"
            + "<span class=\"path\">\(Self.html(sound.path))</span>"
            + "<span class=\"format\">\(Self.html(format(entry)))</span></th>"
    }

    /// Container, encoding, rate and channels as the header says, e.g. `CAF · ima4 · 22050 Hz · mono`.
    private func format(_ entry: SoundSetReview.Entry) -> String {
        let sound = entry.file.sound
        guard let description = sound.description, description.container != .unknown else {
            return sound.foreignFormat.map { "\($0), not a container the device reads" }
                ?? (sound.readError == nil ? "not a sound file soundcheck recognises" : "unreadable")
        }
        var parts = [description.container.displayName, description.encoding.identifier]
        if let sample = description.sampleFormat { parts[1] += " \(sample.rawValue)" }
        parts.append("\(NumberText.trimmed(description.sampleRate)) Hz")
        let channels = description.channels
        parts.append(channels == 1 ? "mono" : channels == 2 ? "stereo" : "\(channels) channels")
        return parts.joined(separator: " · ")
    }

    private func verdictCell(_ entry: SoundSetReview.Entry) -> String {
        let (kind, words) =
            switch entry.verdict {
            case .plays: ("plays", "Will play")
            case .playsWithWarnings: ("warning", "Will play, with warnings")
            case .notGuaranteed: ("error", "Not guaranteed")
            case .willNotPlay: ("error", "Will not play")
            }
        let note =
            switch entry.verdict {
            case .willNotPlay: "<span class=\"note\">the default sound plays instead</span>"
            case .notGuaranteed: "<span class=\"note\">outside the formats Apple documents</span>"
            case .plays, .playsWithWarnings: ""
            }
        let icon = ReviewFigures.icon(for: entry.verdict)
        return "<td><span class=\"verdict \(kind)\">\(icon) \(words)</span>\(note)</td>"
    }

    /// The header's exact length, else the decoded one: what `check` holds against the limit.
    static func duration(of entry: SoundSetReview.Entry) -> Double? {
        entry.file.sound.description?.duration ?? entry.review?.duration
    }

    private func durationCell(_ entry: SoundSetReview.Entry, limit: Double) -> String {
        guard let duration = Self.duration(of: entry) else { return "<td class=\"num\">unknown</td>" }
        var text = "<td class=\"num\">\(NumberText.fixed(duration, digits: 6)) s"
        text += ReviewFigures.durationBar(duration, limit: limit)
        let limitText = "\(NumberText.trimmed(limit)) s limit"
        text +=
            duration >= limit
            ? "<span class=\"note\">\(NumberText.fixed(duration - limit, digits: 2)) s over the \(limitText)</span>"
            : "<span class=\"note\">\(NumberText.fixed(100 * duration / limit, digits: 0)) % of the \(limitText)</span>"
        if let decoded = entry.review?.duration, entry.file.sound.description?.duration != nil,
            abs(decoded - duration) > max(0.001, duration / 1000)
        {
            text += "<span class=\"note\">decodes to \(NumberText.fixed(decoded, digits: 6)) s</span>"
        }
        return text + "</td>"
    }

    private func loudnessCell(_ entry: SoundSetReview.Entry) -> String {
        guard let review = entry.review else { return "<td class=\"num\">not measured</td>" }
        guard let levels = review.levels else {
            return "<td>not measured<span class=\"note\">\(Self.html(review.levelsProblem ?? ""))</span></td>"
        }
        var text = "<td class=\"num\">"
        if let loudness = review.loudness {
            text += "\(lufs(loudness.lufs)) LUFS"
            if loudness.method == .wholeSound {
                text += "<span class=\"note\">over its whole length (under 0.4 s)</span>"
            }
        } else {
            text += "silent"
        }
        if let deviation = entry.loudnessDeviation {
            let sign = deviation > 0 ? "+" : deviation < 0 ? "−" : "±"
            text += "<span class=\"note\">\(sign)\(lu(abs(deviation))) LU from the median</span>"
        }
        let peak = levels.truePeakDecibels
        text += "<span class=\"note\">true peak \(peak.isFinite ? lufs(peak) + " dBTP" : "none (silent)")</span>"
        return text + "</td>"
    }

    // MARK: Detail: picture, preview, findings

    private func detail(_ entry: SoundSetReview.Entry, number: Int, review: SoundSetReview) -> String {
        var text: String
        switch entry.outcome {
        case .reviewed(let sound):
            text = picture(sound, name: entry.file.sound.name, limit: review.maximumDuration)
            text += listen(sound, number: number, previews: review.options.previews)
        case .undecodable(let reason):
            text = "<p class=\"note\">No picture or preview: soundcheck cannot decode it (\(Self.html(reason))).</p>\n"
        case .notDecoded(let reason):
            text = "<p class=\"note\">No picture or preview: \(Self.html(reason)).</p>\n"
        }
        return text + findings(entry)
    }

    private func picture(_ sound: SoundReview, name: String, limit: Double) -> String {
        guard sound.signal.frames > 0 else { return "<p class=\"note\">No picture: the sound holds no audio.</p>\n" }
        let label =
            "Waveform of \(name): \(channelWords(sound.envelope.channels.count)), "
            + "\(NumberText.fixed(sound.duration, digits: 2)) s"
        let svg = WaveformSVG(review: sound, limit: limit, label: label).svg
        return "<figure>\(svg)\n<figcaption class=\"legend\">\(legend(sound, limit: limit))</figcaption></figure>\n"
    }

    private func channelWords(_ drawn: Int) -> String {
        drawn == 1 ? "one channel" : "left channel above, right below"
    }

    /// What the picture shows, in words beside the marks that show it.
    private func legend(_ sound: SoundReview, limit: Double) -> String {
        var items = [
            key("<rect class=\"wave\" width=\"100%\" height=\"100%\"/>")
                + "waveform (\(channelWords(sound.envelope.channels.count)))"
        ]
        if sound.signal.isSilent {
            items.append(key("<rect width=\"100%\" height=\"100%\" fill=\"url(#hatch)\"/>") + "silent throughout")
        } else {
            items.append(silence(sound))
        }
        if sound.signal.clippedSamples > 0 {
            items.append(
                key("<rect class=\"clip\" width=\"100%\" height=\"35%\"/>")
                    + "clipped: \(count(Int(min(sound.signal.clippedSamples, Int64(Int.max))), "sample"))")
        } else {
            items.append("no clipped sample")
        }
        let limitText = "\(NumberText.trimmed(limit)) s limit"
        items.append(
            sound.duration >= limit
                ? key("<line class=\"limit\" x1=\"50%\" x2=\"50%\" y1=\"0\" y2=\"100%\"/>")
                    + "the \(limitText); the cross-hatched part after it is past the limit"
                : "\(seconds(sound.duration)) long: under the \(limitText)")
        return items.map { "<span>\($0)</span>" }.joined()
    }

    private func silence(_ sound: SoundReview) -> String {
        let shown = WaveformSVG.shownSilence
        let ends = [(sound.leadingSilence, "at the start"), (sound.trailingSilence, "at the end")]
            .filter { $0.0 >= shown }
        guard !ends.isEmpty else { return "no silence at either end" }
        return key("<rect width=\"100%\" height=\"100%\" fill=\"url(#hatch)\"/>")
            + "silence: " + ends.map { "\(seconds($0.0)) \($0.1)" }.joined(separator: ", ")
    }

    private func key(_ shape: String) -> String {
        "<svg class=\"key\" aria-hidden=\"true\" focusable=\"false\">\(shape)</svg> "
    }

    private func listen(_ sound: SoundReview, number: Int, previews: Bool) -> String {
        // A sound with no audio has said so under its picture.
        guard previews, sound.signal.frames > 0 else { return "" }
        guard let preview = sound.preview, preview.frames > 0 else {
            let reason = sound.previewProblem.map { ": \(Self.html($0))" } ?? ""
            return "<p class=\"note\">No preview\(reason).</p>\n"
        }
        let channels = preview.channels == 1 ? "mono" : "stereo"
        let cut = preview.truncated ? ", its first \(seconds(preview.duration))" : ""
        return "<div class=\"listen\"><audio id=\"preview-\(number)\" controls preload=\"metadata\" "
            + "data-duration=\"\(NumberText.fixed(preview.duration, digits: 6))\" "
            + "src=\"data:audio/wav;base64,\(Base64.encode(preview.wav))\"></audio>"
            + "<span class=\"note\">Preview: as decoded by soundcheck, \(preview.sampleRate) Hz 16-bit \(channels) WAV"
            + "\(cut), \(seconds(preview.duration))</span></div>\n"
    }

    private func findings(_ entry: SoundSetReview.Entry) -> String {
        let all = entry.findings
        guard !all.isEmpty else { return "<p class=\"note\">No finding.</p>\n" }
        var text = "<ul class=\"findings\">\n"
        for finding in all {
            let rule = "<span class=\"rule\">[\(Self.html(finding.rule))]</span>"
            let icon = ReviewFigures.icon(for: finding.severity)
            text +=
                "<li>\(icon)<span><strong>\(finding.severity.rawValue)</strong>"
                + "\(rule) \(Self.html(finding.message))</span></li>\n"
        }
        return text + "</ul>\n"
    }

    // MARK: Numbers

    private func lufs(_ value: Double) -> String { NumberText.fixed(value, digits: 1) }
    private func lu(_ value: Double) -> String { NumberText.fixed(value, digits: 1) }
    private func seconds(_ value: Double) -> String { "\(NumberText.fixed(value, digits: 2)) s" }

    private func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
