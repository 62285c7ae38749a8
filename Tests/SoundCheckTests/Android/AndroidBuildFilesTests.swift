import Foundation
import Testing

@testable import SoundCheckCore

/// The readers of an Android module's build file, keep files and references, on the shapes real
/// modules use (Flutter's and React Native's templates, Android Studio's Kotlin DSL).
@Suite("Android build files: shrinkResources, keep rules, references")
struct AndroidBuildFilesTests {
    static func gradle(_ text: String, kotlin: Bool = false) -> GradleBuildFile {
        GradleBuildFile(bytes: Array(text.utf8), kotlinDSL: kotlin)
    }

    @Test("Groovy: release's shrinkResources, with its position; other build types and comments do not count")
    func groovy() {
        let build = Self.gradle(
            """
            plugins { id "com.android.application" }
            android {
                buildTypes {
                    debug { shrinkResources true }
                    // shrinkResources true
                    release {
                        minifyEnabled true
                        shrinkResources false
                    }
                }
            }
            """)
        #expect(build.releaseShrinking == .set(false, line: 8, column: 13))
        #expect(build.isApplication)
        #expect(!build.appliesFlutterPlugin)
    }

    @Test("Kotlin DSL: getByName(\"release\") and named(\"release\"), isShrinkResources = true")
    func kotlinDSL() {
        for opener in ["getByName(\"release\")", "named(\"release\")", "release"] {
            let build = Self.gradle(
                """
                plugins { alias(libs.plugins.android.application) }
                android {
                    buildTypes {
                        \(opener) {
                            isShrinkResources = true
                        }
                    }
                }
                """, kotlin: true)
            #expect(build.releaseShrinking == .set(true, line: 5, column: 13), "\(opener)")
            #expect(build.isApplication)
        }
    }

    @Test("a value only Gradle computes is an expression (Expo's and React Native's templates)")
    func expression() {
        let build = Self.gradle(
            """
            apply plugin: "com.android.application"
            android { buildTypes { release {
                shrinkResources (findProperty('android.enableShrinkResourcesInReleaseBuilds')?.toBoolean() ?: false)
            } } }
            """)
        #expect(build.releaseShrinking == .expression(line: 3, column: 5))
    }

    @Test("Flutter's plugin, by id or by the legacy apply from:, makes a Flutter app")
    func flutter() {
        #expect(Self.gradle("plugins { id \"dev.flutter.flutter-gradle-plugin\" }").appliesFlutterPlugin)
        #expect(
            Self.gradle("apply from: \"$flutterRoot/packages/flutter_tools/gradle/flutter.gradle\"")
                .appliesFlutterPlugin)
        #expect(Self.gradle("plugins { id(\"dev.flutter.flutter-gradle-plugin\") }", kotlin: true).isApplication)
        #expect(!Self.gradle("plugins { id \"com.android.library\" }").isApplication)
        #expect(Self.gradle("android { }").releaseShrinking == .notSet)
    }

    @Test("setting of a module's build file: Flutter's default, off, unknown")
    func settings() {
        let path = "app/build.gradle"
        #expect(
            AndroidModule.setting(of: Self.gradle("plugins { id \"dev.flutter.flutter-gradle-plugin\" }"), path: path)
                == .flutterDefault(path))
        #expect(
            AndroidModule.setting(of: Self.gradle("plugins { id \"com.android.application\" }"), path: path) == .off)
        #expect(
            AndroidModule.setting(of: Self.gradle("plugins { id \"com.android.library\" }"), path: path)
                == .unknown("app/build.gradle is not an application module"))
    }

    @Test("keep.xml: the tools namespace by whatever prefix, raw patterns only, wildcards, strict mode")
    func keepRules() throws {
        let rules = try #require(
            ResourceKeepRules(
                bytes: Array(
                    """
                    <?xml version="1.0" encoding="utf-8"?>
                    <resources xmlns:t="http://schemas.android.com/tools"
                        t:keep="@raw/chime, @raw/alert_*,@drawable/icon" t:discard="@raw/old" t:shrinkMode="strict"/>
                    """.utf8)))
        #expect(rules.keep == ["chime", "alert_*"])
        #expect(rules.keeps("alert_two") && rules.keeps("chime") && !rules.keeps("icon") && !rules.keeps("chimes"))
        #expect(rules.discards("old"))
        #expect(rules.strict)
        #expect(ResourceKeepRules(bytes: Array("<resources/>".utf8)) == nil)
        #expect(ResourceKeepRules(bytes: Array("not xml <".utf8)) == nil)
    }

    @Test(
        "wildcard matching is the shrinker's: * for any run",
        arguments: [
            ("alert", "alert", true), ("alert", "al*", true), ("alert", "*t", true), ("alert", "a*e*t", true),
            ("alert", "*", true), ("alert", "alerts", false), ("alert", "b*", false), ("", "*", true), ("a", "", false),
        ])
    func wildcards(name: String, pattern: String, matches: Bool) {
        #expect(ResourceKeepRules.matches(name, pattern: pattern) == matches)
    }

    @Test("references: R.raw.NAME and strings in code, @raw/NAME in XML; comments are not code")
    func references() {
        var found = RawResourceReferences()
        found.addSource(
            Array(
                """
                // R.raw.commented
                val a = R.raw.alarm
                val b = "bell"
                val c = Uri.parse("android.resource://${packageName}/raw/siren")
                val d = "not a name!"
                """.utf8), kotlin: true)
        found.addSource(Array("int x = com.example.R.raw.knock; /* R.raw.hidden */".utf8), kotlin: false)
        found.addXML(Array(#"<meta-data android:resource="@raw/chime"/>"#.utf8))
        #expect(found.resources == ["alarm", "knock", "chime"])
        #expect(found.strings.isSuperset(of: ["bell", "siren"]))
        #expect(!found.strings.contains("commented"))
    }

    @Test("a module's root from its raw folder")
    func moduleRoot() {
        #expect(AndroidModule.root(ofRawFolder: "android/app/src/main/res/raw") == "android/app")
        #expect(AndroidModule.root(ofRawFolder: "/x/lib/src/free/res/raw-en") == "/x/lib")
        #expect(AndroidModule.root(ofRawFolder: "src/main/res/raw") == ".")
        #expect(AndroidModule.root(ofRawFolder: "lib/res/raw") == nil)
    }

    @Test("samples/AndroidApp's two modules, read from disk")
    func sampleModules() {
        let app = AndroidModule.read(root: TestPaths.sample("AndroidApp/android/app"))
        #expect(app.setting == .flutterDefault(TestPaths.sample("AndroidApp/android/app/build.gradle")))
        #expect(
            app.shrinking(of: "chime").keptBy
                == .keepRule(TestPaths.sample("AndroidApp/android/app/src/main/res/raw/keep.xml")))
        #expect(app.shrinking(of: "knock_float").keptBy != nil)
        #expect(app.shrinking(of: "stripped").keptBy == nil)
        let chimes = AndroidModule.read(root: TestPaths.sample("AndroidApp/android/chimes"))
        #expect(chimes.shrinking(of: "alarm").keptBy == .reference)
        #expect(chimes.shrinking(of: "bell").keptBy == .string)
        #expect(chimes.shrinking(of: "siren").keptBy == nil)
        #expect(chimes.shrinking(of: "siren").shrinks)
    }

    @Test("a symbolic link loop in a module's sources ends")
    func symlinkLoop() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let source = root.appendingPathComponent("src/main/java")
        try FileManager.default.createDirectory(at: source, withIntermediateDirectories: true)
        try Data("class A { int a = R.raw.alarm; }".utf8).write(to: source.appendingPathComponent("A.java"))
        try FileManager.default.createSymbolicLink(
            atPath: source.appendingPathComponent("loop").path, withDestinationPath: root.path)
        try Data("android { buildTypes { release { shrinkResources true } } }".utf8)
            .write(to: root.appendingPathComponent("build.gradle"))
        let module = AndroidModule.read(root: root.path)
        #expect(module.shrinking(of: "alarm").keptBy == .reference)
        #expect(module.shrinking(of: "other").keptBy == nil)
    }
}

extension AndroidBuildFilesTests {
    @Test("with both build.gradle and build.gradle.kts, Gradle (and soundcheck) reads build.gradle")
    func bothBuildFiles() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        try Data(
            "plugins { id \"com.android.application\" }\nandroid { buildTypes { release { shrinkResources false } } }"
                .utf8
        )
        .write(to: root.appendingPathComponent("build.gradle"))
        try Data("android { buildTypes { getByName(\"release\") { isShrinkResources = true } } }".utf8)
            .write(to: root.appendingPathComponent("build.gradle.kts"))
        #expect(AndroidModule.read(root: root.path).setting == .off)
        try FileManager.default.removeItem(at: root.appendingPathComponent("build.gradle"))
        #expect(
            AndroidModule.read(root: root.path).setting
                == .on(ListedPosition(path: root.path + "/build.gradle.kts", line: 1, column: 47)))
    }
}
