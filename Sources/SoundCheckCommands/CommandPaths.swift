import SoundCheckChecking

/// The paths a command works on.
package enum CommandPaths {
    /// The paths given on the command line, or else those of the configuration file; neither is a
    /// usage problem (exit 2).
    package static func resolve(_ given: [String], orFrom file: [String]?, what: String, key: String) throws
        -> [String]
    {
        do {
            return try CommandInputs.paths(given, orFrom: file, what: what, key: key)
        } catch {
            throw Failure.usage(error.message)
        }
    }
}
