import SoundCheckChecking

/// What an executable reads beyond sound files: `soundcheck` reads Xcode projects and built
/// products with SoundCheckProjects' reader; the build plugin's tool, only ever given files, reads
/// none and so compiles no zip library.
///
/// The executable binds the reader around its whole run (`ProjectsSupport.$reader.withValue`), a
/// task-local rather than a global: nothing can change it while commands run, and a run that binds
/// none reads no projects. The commands were generic over a type holding the reader before; the
/// Swift runtime's instantiation of those types and checks of their requirements cost every start
/// about 1.3 ms of 10 (bench/RESULTS.md, "The rest of the bench suite after --effort").
package enum ProjectsSupport {
    @TaskLocal package static var reader: (any ShippedSoundsReader)?
}
