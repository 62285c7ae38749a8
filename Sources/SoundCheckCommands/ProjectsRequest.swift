import SoundCheckChecking

/// The projects a command was asked to read: the `--target`s given and the executable's reader.
package struct ProjectsRequest {
    package var targetsGiven: [String]
    package var reader: (any ShippedSoundsReader)?

    /// The targets asked for: the command line's, else the settings file's.
    package func targets(_ file: SoundCheckConfiguration?) -> [String] {
        targetsGiven.isEmpty ? (file?.targets ?? []) : targetsGiven
    }
}
