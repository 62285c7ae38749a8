import SoundCheckChecking

/// What an executable reads beyond sound files, given to each command that reads projects as its
/// type parameter (no global holds it): `soundcheck` reads Xcode projects and built products with
/// SoundCheckProjects' reader; the build plugin's tool, only ever given files, reads none and so
/// compiles no zip library.
package protocol ProjectsSupport: Sendable {
    static var reader: (any ShippedSoundsReader)? { get }
}

/// The build plugin's tool: no project reader.
package enum NoProjects: ProjectsSupport {
    package static var reader: (any ShippedSoundsReader)? { nil }
}
