import SoundCheckCore

/// How a `manifest` run ends: which files its report lists, its exit status, and the line that
/// explains a failure. A manifest lists every sound, so the report lists only those with
/// findings unless asked for all.
package struct ManifestVerdict: Sendable, Hashable {
    /// The files to report: those with findings, or every file when verbose.
    package var listed: CheckReport
    package var status: ExitStatus
    /// Why the run fails, when it fails because sounds will not play.
    package var message: String?

    /// Judged on every sound the manifest lists, iOS's and the Android half's alike.
    package init(
        report: CheckReport, verbose: Bool, allowInvalid: Bool, strict: Bool,
        context: InvocationContext = .commandLine
    ) {
        listed =
            verbose
            ? report : CheckReport(files: report.files.filter { !$0.findings.isEmpty }, problems: report.problems)
        let invalid = report.files.filter { !$0.valid }.count
        if !report.problems.isEmpty {
            status = .usageOrIOProblem
        } else if invalid > 0 && !allowInvalid {
            status = .findings
            // fix repairs iOS's sounds only: Android's are repaired by hand, as their findings say.
            let iosFails = report.files.contains { !$0.valid && $0.sound.platform == .apple }
            message = "\(Self.failing(report)); \(iosFails ? context.repairHint : Self.androidRepairHint)"
        } else if strict && report.summary.warnings > 0 {
            status = .findings
        } else {
            status = .success
        }
    }
}

extension ManifestVerdict {
    static let androidRepairHint =
        "each finding above says how to repair it (or pass --allow-invalid to list them without failing)"

    /// `1 of 3 sounds will not play`, `2 of 5 sounds will not play and 1 is outside Apple's
    /// documented formats`: the sounds that fail, by what their findings establish.
    static func failing(_ report: CheckReport) -> String {
        let ios = report.only(.apple)
        let android = report.only(.android).files
        let failingAndroid = android.filter { !$0.valid }.count
        var parts: [String] = []
        if failingAndroid == 0 || ios.files.contains(where: { !$0.valid }) { parts.append(failingIOS(ios)) }
        if failingAndroid > 0 { parts.append("\(failingAndroid) of \(android.count) Android sounds will not play") }
        return parts.joined(separator: "; ")
    }

    private static func failingIOS(_ report: CheckReport) -> String {
        let verdicts = report.files.map(\.verdict)
        let notPlaying = verdicts.filter { $0 == .willNotPlay }.count
        let notGuaranteed = verdicts.filter { $0 == .notGuaranteed }.count
        let outside = "\(notGuaranteed == 1 ? "is" : "are") \(SoundVerdict.notGuaranteed.phrase)"
        let total = "of \(report.files.count) sounds"
        if notPlaying == 0 { return "\(notGuaranteed) \(total) \(outside)" }
        let playing = "\(notPlaying) \(total) will not play"
        return notGuaranteed == 0 ? playing : "\(playing) and \(notGuaranteed) \(outside)"
    }
}
