/// What a committed native project says of a sound, beside a config that also describes the
/// app (an Expo app with `ios/` in the repository): which of the two ships depends on whether
/// prebuild runs, so a disagreement is worth knowing.
public enum NativeProjectFact: Sendable, Hashable {
    /// The config lists the sound; the committed project (its path) copies no file of that name
    /// to an app's bundle root.
    case notInProject(project: String)
    /// The committed project copies the sound to an app's bundle root; the config does not list
    /// a file of that name.
    case onlyInProject(project: String)
}
