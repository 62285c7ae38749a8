import SoundCheckChecking
import SoundCheckCommands
import SoundCheckProjects

/// `soundcheck` reads Xcode projects, app descriptions and built products.
enum AppProjects: ProjectsSupport {
    static var reader: (any ShippedSoundsReader)? { ProjectSoundsReader() }
}
