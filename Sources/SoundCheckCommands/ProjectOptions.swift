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

    /// The targets asked for, to be read with `Support`'s reader.
    package func request<Support: ProjectsSupport>(_ support: Support.Type) -> ProjectsRequest {
        ProjectsRequest(targetsGiven: targets, reader: Support.reader)
    }
}
