import SoundCheckCore

/// Finds the Xcode project a path names: `X.xcodeproj` itself, or a folder directly holding one.
enum XcodeProjectLocator {
    /// Whether `path` is an `.xcodeproj` folder or a folder directly holding at least one.
    static func isProject(_ path: String) -> Bool {
        false // TODO(helper A)
    }

    /// The `.xcodeproj` folder to read; throws when a folder holds several (name one).
    static func projectPath(for path: String) throws(SoundDiscovery.Problem) -> String {
        throw SoundDiscovery.Problem(path: path, reason: "Xcode projects are not read yet")
    }
}

/// The sounds an Xcode project's targets copy into their bundles.
enum XcodeProjectSounds {
    /// `targets` empty: every application target.
    static func read(_ projectPath: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        throw SoundDiscovery.Problem(path: projectPath, reason: "Xcode projects are not read yet")
    }
}
