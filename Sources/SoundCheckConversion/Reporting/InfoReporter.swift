import SoundCheckChecking
import SoundCheckCore

/// `soundcheck info`: what afinfo prints about each file, then each rule's verdict.
public struct InfoReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport, levels: LevelsByPath = [:]) -> String {
        report.files.map { describe($0, levels: levels[$0.path]) }.joined(separator: "\n")
    }

    func describe(_ file: FileReport, levels: Result<SoundLevels, ConversionError>? = nil) -> String {
        let sound = file.sound
        var lines: [(String, String)] = [("File", sound.path)]
        if let error = sound.readError {
            lines.append(("Error", error))
        } else if let description = sound.description {
            lines.append(
                (
                    "File type ID",
                    description.container == .unknown
                        ? (sound.foreignFormat ?? "unknown") : description.container.fileTypeID
                ))
            lines.append(("File size", "\(description.fileSize) bytes"))
            if description.container != .unknown {
                lines += details(description)
                lines.append(("libsndfile", libsndfileLine(sound.libsndfile, description)))
            }
        }
        switch levels {
        case .success(let measured): lines += Self.levelLines(measured)
        case .failure(let error): lines.append(("Levels", "cannot measure: \(error.reason)"))
        case nil: break
        }
        lines.append(("Verdict", Self.verdictText(file)))
        let width = (lines.map(\.0.count).max() ?? 0) + 2
        var output =
            lines.map { label, value in
                (label + ":").padding(to: width) + TextEscaping.oneLine(value)
            }.joined(separator: "\n") + "\n"
        output += "Rules:\n"
        // An Android raw resource is judged by Android's rules alone: listing iOS's as "ok" would
        // claim checks that did not run.
        let rules = RuleRegistry.soundRules(for: file.sound.platform)
        let ruleWidth = (rules.map { $0.description.identifier.count }.max() ?? 0) + 2
        for rule in rules {
            let identifier = rule.description.identifier
            let findings = file.findings.filter { $0.rule == identifier }
            if findings.isEmpty {
                output += "  " + identifier.padding(to: ruleWidth) + "ok\n"
            }
            for finding in findings {
                let message = TextEscaping.oneLine(finding.message)
                output += "  " + identifier.padding(to: ruleWidth) + "\(finding.severity.rawValue): \(message)\n"
            }
        }
        return output
    }

    static func levelLines(_ levels: SoundLevels) -> [(String, String)] {
        func decibels(_ value: Double?, _ unit: String) -> String {
            guard let value, value.isFinite else { return "silent" }
            return "\(NumberText.fixed(value, digits: 1)) \(unit)"
        }
        func gain(_ normalization: Normalization) -> String {
            guard let gain = levels.gain(for: normalization) else { return "nothing (silent)" }
            return "\(gain >= 0 ? "+" : "")\(NumberText.fixed(gain, digits: 1)) dB"
        }
        return [
            (
                "Peak",
                "\(decibels(levels.peakDecibels, "dBFS")), true peak \(decibels(levels.truePeakDecibels, "dBTP"))"
            ),
            ("Loudness", "\(decibels(levels.integratedLoudness, "LUFS")) integrated (EBU R128)"),
            ("Normalising", "--normalize peak: \(gain(.defaultPeak)); --normalize loudness: \(gain(.defaultLoudness))"),
        ]
    }

    /// The file's verdict in words: what the findings establish, and no more.
    static func verdictText(_ file: FileReport) -> String {
        let verdict = appleVerdictText(file)
        return file.sound.platform == .android ? verdict.replacingFirst("play", with: "play on Android") : verdict
    }

    private static func appleVerdictText(_ file: FileReport) -> String {
        switch file.verdict {
        // Its content is sound, but no name finds it where it lies.
        case .willPlay where file.sound.assetCatalog != nil: "would play, once out of its asset catalog"
        case .willPlay: file.findings.isEmpty ? "will play" : "will play, with warnings"
        case .notGuaranteed:
            "NOT GUARANTEED: outside the formats Apple documents (it may play the default sound instead)"
        case .willNotPlay: "will NOT play (the default sound plays instead)"
        }
    }

    private func details(_ description: SoundDescription) -> [(String, String)] {
        let rate = NumberText.trimmed(description.sampleRate)
        var format = "\(description.channels) ch, \(rate) Hz, '\(description.formatID)'"
        if description.container == .caf { format += " (flags \(description.formatFlags))" }
        if let sample = description.sampleFormat {
            let order =
                sample.bytesPerSample > 1
                ? (description.byteOrder == .littleEndian ? " little-endian" : " big-endian") : ""
            format += " \(sample.rawValue)\(order)"
        }
        format +=
            """
            , \(description.bitsPerChannel) bits/channel, \(description.bytesPerPacket) bytes/packet, \
            \(description.framesPerPacket) frames/packet
            """
        var lines: [(String, String)] = [
            ("Data format", format),
            ("Encoding", description.encoding.displayName),
        ]
        if let frames = description.frames {
            lines.append(
                (
                    "Frames",
                    "\(frames) valid, \(description.primingFrames) priming, \(description.remainderFrames) remainder"
                ))
        } else {
            lines.append(("Frames", "unknown"))
        }
        lines.append(("Duration", description.duration.map { "\(NumberText.fixed($0, digits: 6)) s" } ?? "unknown"))
        if let bitRate = bitRate(description) {
            lines.append(("Bit rate", "\(bitRate) bits per second"))
        }
        if let offset = description.dataOffset {
            let size = description.dataRunsToEnd ? " (data size -1: to the end of the file)" : ""
            lines.append(("Audio data", "\(description.dataLength ?? 0) bytes at offset \(offset)\(size)"))
        }
        if let packets = description.packets {
            lines.append(("Packets", String(packets)))
        }
        return lines
    }

    private func bitRate(_ description: SoundDescription) -> Int64? {
        guard description.bytesPerPacket > 0, description.framesPerPacket > 0, description.sampleRate.isFinite,
            description.sampleRate > 0
        else { return nil }
        let bits = Double(description.bytesPerPacket * 8) * description.sampleRate / Double(description.framesPerPacket)
        return bits < 9e15 ? Int64(bits.rounded()) : nil
    }

    private func libsndfileLine(_ verdict: LibsndfileVerdict, _ description: SoundDescription) -> String {
        switch verdict {
        case .opened(let format, _, _, let frames):
            return "opens it (format 0x\(String(UInt32(bitPattern: format), radix: 16)), \(frames) frames)"
        case .refused(let reason):
            return "cannot open it: \(reason)"
        case .notAsked:
            let hasError = description.defects.contains(where: IntegrityRule.isError)
            return LibsndfileProbe.readsCorrectly(description) || hasError
                ? "not asked"
                : "not asked: libsndfile 1.2 cannot read this kind of file correctly; read by soundcheck's own reader"
        }
    }
}

extension String {
    func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}

extension String {
    /// This text with its first `target` replaced.
    fileprivate func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}
