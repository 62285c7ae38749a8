/// The kind of file that says what an app ships, for rules whose advice depends on it (an
/// Xcode project is fixed in Xcode, an Expo config by editing its `sounds` entry).
public enum AppDescriptionKind: String, Sendable, Hashable, CaseIterable {
    case xcodeProject = "xcode-project"
    case builtProduct = "built-product"
    case expoConfig = "expo-config"
    case cordovaConfig = "cordova-config"
    case xcodeGenSpec = "xcodegen-spec"
    case tuistProject = "tuist-project"

    /// `Xcode project`, `Expo config`: how messages and docs name it.
    public var displayName: String {
        switch self {
        case .xcodeProject: "Xcode project"
        case .builtProduct: "built product"
        case .expoConfig: "Expo config"
        case .cordovaConfig: "Cordova config"
        case .xcodeGenSpec: "XcodeGen spec"
        case .tuistProject: "Tuist project"
        }
    }
}

/// Where an app's description lists a file: the config's path and, when known, the 1-based
/// line and column of the entry (nil when only the file is known, e.g. a value a script built).
public struct ListedPosition: Sendable, Hashable {
    public var path: String
    public var line: Int?
    public var column: Int?

    public init(path: String, line: Int? = nil, column: Int? = nil) {
        self.path = path
        self.line = line
        self.column = column
    }

    /// `app.json:12:9`, or `app.config.js` when the entry's place is unknown.
    public var text: String {
        guard let line else { return path }
        return "\(path):\(line):\(column ?? 1)"
    }
}

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
