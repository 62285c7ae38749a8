/// Whether an Android release build keeps a raw resource: what the module's build file says of
/// resource shrinking, and what, if anything, keeps the resource. The shrinker removes a raw
/// resource no code or resource references statically: a sound named only at run time (a
/// channel's sound, an FCM message's, a name handed over from Dart or JavaScript) is gone from
/// the release build unless a `tools:keep` rule keeps it.
public struct ResourceShrinking: Sendable, Hashable {
    /// Whether release builds shrink resources.
    public enum Setting: Sendable, Hashable {
        /// `shrinkResources true` / `isShrinkResources = true`, there.
        case on(ListedPosition)
        /// No setting in a build file that applies Flutter's Gradle plugin, which turns it on for
        /// release builds: the build file.
        case flutterDefault(String)
        /// Set false, or not set in a plain Android app (the Android Gradle plugin's default).
        case off
        /// Not known without running Gradle: why.
        case unknown(String)
    }

    /// What keeps it in the release build.
    public enum Keeper: Sendable, Hashable {
        /// A `tools:keep` rule of this file.
        case keepRule(String)
        /// `R.raw.NAME` or `@raw/NAME` in the module.
        case reference
        /// A string literal of the module's code (kept in safe mode, the default).
        case string
    }

    public var setting: Setting
    public var keptBy: Keeper?
    /// The keep file whose `tools:discard` removes it even when referenced.
    public var discardedBy: String?
    /// The keep files the module has: where a `tools:keep` line belongs.
    public var keepFiles: [String]

    public init(setting: Setting, keptBy: Keeper? = nil, discardedBy: String? = nil, keepFiles: [String] = []) {
        self.setting = setting
        self.keptBy = keptBy
        self.discardedBy = discardedBy
        self.keepFiles = keepFiles
    }

    /// Release builds shrink resources.
    public var shrinks: Bool {
        switch setting {
        case .on, .flutterDefault: true
        case .off, .unknown: false
        }
    }
}
