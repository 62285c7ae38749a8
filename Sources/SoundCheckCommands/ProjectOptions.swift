import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

/// Options of the commands that read what an app ships.
package struct ProjectOptions: ParsableArguments {
    @Option(
        name: .customLong("target"),
        help: ArgumentHelp(
            """
            With an Xcode project: check the sounds this target copies (repeat for several; default: every \
            application target, or targets in .soundcheck.yml).
            """,
            valueName: "name"))
    package var targets: [String] = []

    package init() {}

    /// The targets asked for, to be read with the executable's reader (`ProjectsSupport`).
    package func request() -> ProjectsRequest {
        ProjectsRequest(targetsGiven: targets, reader: ProjectsSupport.reader)
    }
}
