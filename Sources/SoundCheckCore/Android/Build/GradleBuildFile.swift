/// What an Android module's `build.gradle` or `build.gradle.kts` says about its release build,
/// read from its tokens without running Gradle: whether `buildTypes.release` shrinks resources,
/// and whether the module is an app and Flutter's. A value Gradle computes (a property, a
/// function call) is an expression: not known here, and said so rather than guessed.
package struct GradleBuildFile: Sendable, Hashable {
    /// What `buildTypes { release { shrinkResources … } }` sets.
    package enum Shrinking: Sendable, Hashable {
        /// `shrinkResources true|false` (Groovy) or `isShrinkResources = true|false` (Kotlin DSL).
        case set(Bool, line: Int, column: Int)
        /// Set to something only Gradle can evaluate.
        case expression(line: Int, column: Int)
        case notSet
    }

    package var releaseShrinking: Shrinking = .notSet
    /// It applies `com.android.application` (or Flutter's app plugin): resources are shrunk here.
    package var isApplication = false
    /// It applies Flutter's Gradle plugin, which turns resource shrinking on for release builds
    /// unless the file turns it off.
    package var appliesFlutterPlugin = false

    package init(bytes: [UInt8], kotlinDSL: Bool) {
        var walk = Walk()
        var lexer = SourceLexer(
            bytes: bytes,
            syntax: kotlinDSL
                ? KotlinJavaSyntax(kotlin: true) as any LanguageSyntax
                : GroovySyntax())
        lexer.run { walk.take($0) }
        walk.finish()
        releaseShrinking = walk.shrinking
        isApplication = walk.isApplication || walk.appliesFlutterPlugin
        appliesFlutterPlugin = walk.appliesFlutterPlugin
    }

    /// The blocks the tokens are in (`android`, `buildTypes`, `release`), and what was found.
    private struct Walk {
        var blocks: [String] = []
        /// The last few tokens, to name a block when its `{` comes.
        var recent: [SourceToken] = []
        var shrinking: Shrinking = .notSet
        var isApplication = false
        var appliesFlutterPlugin = false
        /// A `shrinkResources` name inside the release block, waiting for its value.
        var pendingSetting: SourceToken?

        /// Blocks nested deeper than this are not tracked (no build file nests so deep).
        static let maximumDepth = 64

        mutating func take(_ token: SourceToken) {
            if token.kind == .string { noteString(token.text) }
            if let setting = pendingSetting, !token.isPunctuation("="), !token.isPunctuation("(") {
                pendingSetting = nil
                let value: Bool? = token.kind == .identifier ? ["true": true, "false": false][token.text] : nil
                shrinking =
                    value.map { .set($0, line: setting.line, column: setting.column) }
                    ?? .expression(line: setting.line, column: setting.column)
            }
            if token.isPunctuation("{") {
                if blocks.count < Self.maximumDepth { blocks.append(blockName()) }
            } else if token.isPunctuation("}") {
                _ = blocks.popLast()
            } else if token.kind == .identifier, ["shrinkResources", "isShrinkResources"].contains(token.text),
                isInReleaseBuildType
            {
                pendingSetting = token
            }
            noteApplicationAlias(token)
            recent.append(token)
            if recent.count > 6 { recent.removeFirst() }
        }

        mutating func finish() {
            if let setting = pendingSetting { shrinking = .expression(line: setting.line, column: setting.column) }
        }

        /// `release {`, `getByName("release") {`, `named("release") {`, `create("release") {`.
        func blockName() -> String {
            guard let last = recent.last else { return "" }
            if last.kind == .identifier { return last.text }
            if last.isPunctuation(")"), recent.count >= 3, recent[recent.count - 2].kind == .string,
                recent[recent.count - 3].isPunctuation("(")
            {
                return recent[recent.count - 2].text
            }
            return ""
        }

        var isInReleaseBuildType: Bool {
            blocks.last == "release" && blocks.dropLast().contains("buildTypes")
        }

        mutating func noteString(_ text: String) {
            if text == "com.android.application" { isApplication = true }
            if text == "dev.flutter.flutter-gradle-plugin" || text.hasSuffix("flutter_tools/gradle/flutter.gradle") {
                appliesFlutterPlugin = true
            }
        }

        /// `alias(libs.plugins.android.application)`: the version catalog's name for the app plugin.
        mutating func noteApplicationAlias(_ token: SourceToken) {
            guard token.isIdentifier("application"), recent.count >= 2, recent[recent.count - 1].isPunctuation("."),
                recent[recent.count - 2].isIdentifier("android")
            else { return }
            isApplication = true
        }
    }
}
