import SoundCheckChecking
import SoundCheckCore

/// `soundcheck info --format json`: the same file objects as `check --format json`, plus each
/// rule's verdict and libsndfile's view.
public struct InfoJSONReporter: Sendable {
    public init() {}

    public func render(_ report: CheckReport, levels: LevelsByPath = [:]) -> String {
        let files = SoundJSON.fileFragments(report.files, jobs: 1) { file, writer in
            SoundJSON.write(file, to: &writer) { writer in
                writer.member("libsndfile", InfoJSONReporter.libsndfile(file.sound.libsndfile))
                writer.member(
                    "rules",
                    .object(
                        RuleRegistry.soundRules(for: file.sound.platform).map { rule in
                            let identifier = rule.description.identifier
                            let worst = file.findings.filter { $0.rule == identifier }.map(\.severity).max()
                            return .init(identifier, .string(worst?.rawValue ?? "ok"))
                        }))
                if let measured = levels[file.path] {
                    writer.member("levels", InfoJSONReporter.levels(measured))
                }
            }
        }
        return JSONValue.object([
            .init("files", .array(files)),
            .init("summary", SoundJSON.summaryObject(report.summary)),
        ]).serialized()
    }

    private static func levels(_ result: Result<SoundLevels, ConversionError>) -> JSONValue {
        switch result {
        case .success(let levels):
            .object([
                .init("samplePeakDBFS", .number(levels.peakDecibels)),
                .init("truePeakDBTP", .number(levels.truePeakDecibels)),
                .init("integratedLUFS", .optional(levels.integratedLoudness)),
                .init("peakNormalizationGainDB", .optional(levels.gain(for: .defaultPeak))),
                .init("loudnessNormalizationGainDB", .optional(levels.gain(for: .defaultLoudness))),
            ])
        case .failure(let error): .object([.init("error", .string(error.reason))])
        }
    }

    private static func libsndfile(_ verdict: LibsndfileVerdict) -> JSONValue {
        switch verdict {
        case .notAsked: .string("not asked")
        case .opened(let format, let channels, let rate, let frames):
            .object([
                .init("format", .int(Int64(UInt32(bitPattern: format)))),
                .init("channels", .int(Int64(channels))),
                .init("sampleRate", .int(Int64(rate))),
                .init("frames", .int(frames)),
            ])
        case .refused(let reason): .object([.init("error", .string(reason))])
        }
    }
}
