import SoundCheckCore

/// Where a command's inputs come from when it is run: what was given, then `.soundcheck.yml`.
/// The precedence lives here, not in the command line, so library users and the build plugin's
/// tool get the same answers.
package enum CommandInputs {
    /// The paths given, or else those the settings file lists under `key`.
    /// - Parameter what: what the paths are, for the message when there are none.
    package static func paths(_ given: [String], orFrom file: [String]?, what: String, key: String) throws(UsageError)
        -> [String]
    {
        if !given.isEmpty { return given }
        if let file, !file.isEmpty { return file }
        throw UsageError("give \(what), or list them under '\(key)' in \(SoundCheckConfiguration.fileName)")
    }
}

extension CommandInputs {
    /// A run that finds no sound at all is a usage problem, not a success: far more often a wrong
    /// path or a moved folder than a project without sounds (SwiftLint's "No lintable files
    /// found"). `allowEmpty` (`--allow-empty`, `allow_empty: true`) says none is expected. An
    /// Xcode project or app that ships no sound counts as none found; files skipped on purpose
    /// (Android resources) count as found: the path was right, and so does an app description
    /// that was read and ships none ("ships no notification sound" is an answer).
    package static func requireSounds(in report: CheckReport, paths: [String], allowEmpty: Bool) throws(UsageError) {
        // A path that could not be read is reported on its own, with its reason.
        guard report.files.isEmpty, report.problems.isEmpty, report.skipped.isEmpty, report.descriptionsRead.isEmpty,
            !allowEmpty
        else { return }
        throw UsageError("no sound files found in \(paths.map { TextEscaping.oneLine($0) }.joined(separator: ", "))")
    }
}

extension CheckConfiguration {
    /// The settings file's check settings (none: the defaults), then what the command line asks.
    package init(file: SoundCheckConfiguration?, maxDuration: Double? = nil, jobs: Int = Processors.online) {
        self = file?.checkConfiguration() ?? CheckConfiguration()
        if let maxDuration { rules.maximumDuration = maxDuration }
        self.jobs = jobs
    }
}

extension PayloadOptions {
    /// The settings file's payload settings (none: the defaults), then what the command line asks.
    package init(
        file: SoundCheckConfiguration?, pushType: String? = nil, maximumSize: Int? = nil, maximumVoIPSize: Int? = nil
    ) {
        self = file?.payloadOptions() ?? PayloadOptions()
        if let pushType { self.pushType = pushType }
        if let maximumSize { self.maximumSize = maximumSize }
        if let maximumVoIPSize { self.maximumVoIPSize = maximumVoIPSize }
    }
}

extension SoundCheckConfiguration {
    /// The Swift constants generator for this file's `swift_type` and `swift_access`, unless
    /// the command line names them.
    package func swiftConstantsGenerator(typeName: String? = nil, access: String? = nil) -> SwiftConstantsGenerator {
        let level = access ?? swiftAccess
        return SwiftConstantsGenerator(typeName: typeName ?? swiftType, accessLevel: level == "internal" ? "" : level)
    }
}
