import SoundCheckCore

/// How a `manifest` run ends: which files its report lists, its exit status, and the line that
/// explains a failure. A manifest lists every sound, so the report lists only those with
/// findings unless asked for all.
public struct ManifestVerdict: Sendable, Hashable {
    /// The files to report: those with findings, or every file when verbose.
    public var listed: CheckReport
    public var status: ExitStatus
    /// Why the run fails, when it fails because sounds will not play.
    public var message: String?

    public init(report: CheckReport, verbose: Bool, allowInvalid: Bool, strict: Bool) {
        listed = verbose ? report : CheckReport(files: report.files.filter { !$0.findings.isEmpty }, problems: report.problems)
        let invalid = report.files.filter { !$0.valid }.count
        if !report.problems.isEmpty {
            status = .usageOrIOProblem
        } else if invalid > 0 && !allowInvalid {
            status = .findings
            message = "\(invalid) of \(report.files.count) sounds will not play; repair them with soundcheck fix (or pass --allow-invalid to list them without failing)"
        } else if strict && report.summary.warnings > 0 {
            status = .findings
        } else {
            status = .success
        }
    }
}
