import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("Manifest")
struct ManifestTests {
    func run(_ arguments: [String], in directory: URL = TestPaths.packageRoot) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments, currentDirectory: directory)
    }

    /// A scratch copy of some sample sounds.
    func scratchSounds() throws -> URL {
        let directory = try TestPaths.temporaryDirectory()
        let sounds = directory.appendingPathComponent("Sounds")
        try FileManager.default.createDirectory(
            at: sounds.appendingPathComponent("alerts"), withIntermediateDirectories: true)
        for (sample, target) in [
            ("valid/chime-ima4.caf", "chime.caf"), ("valid/ping-pcm16.wav", "alerts/ping.wav"),
            ("valid/alert-ulaw.aifc", "alert.aifc"),
        ] {
            try FileManager.default.copyItem(
                at: TestPaths.samples.appendingPathComponent(sample), to: sounds.appendingPathComponent(target))
        }
        return directory
    }

    @Test("byte-identical across runs and across the order paths are given in")
    func deterministic() throws {
        let first = try run(["manifest", "samples/valid", "samples/warnings", "--allow-invalid"])
        let second = try run(["manifest", "samples/warnings", "samples/valid/", "--allow-invalid"])
        let third = try run([
            "manifest", "samples/warnings/dvi-adpcm.wav", "samples/valid", "samples/warnings", "--allow-invalid",
        ])
        #expect(first.status == 0)
        #expect(!first.standardOutput.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.standardOutput == third.standardOutput)
        #expect(!first.text.contains(TestPaths.packageRoot.path))
        let manifest = try SoundManifest(json: [UInt8](first.standardOutput))
        #expect(manifest.sounds.map(\.name) == manifest.sounds.map(\.name).sorted())
        #expect(manifest.sounds.allSatisfy { $0.sha256.count == 64 && !$0.path.hasPrefix("/") })
    }

    @Test("the committed samples/manifest.json is up to date")
    func samplesManifestUpToDate() throws {
        let result = try run(["manifest", "samples", "--root", "samples", "--check", "samples/manifest.json"])
        #expect(result.status == 0, "\(result.text)")
    }

    @Test("fields, SHA-256 (cross-checked with sha256sum) and failed rules")
    func fields() throws {
        let manifest = try SoundManifest(
            json: [UInt8](
                try run(["manifest", "samples/valid/chime-ima4.caf", "samples/invalid/too-long.caf", "--allow-invalid"])
                    .standardOutput))
        let chime = try #require(manifest.sound(named: "chime-ima4.caf"))
        #expect(chime.path == "samples/valid/chime-ima4.caf")
        #expect(chime.container == "caf" && chime.encoding == "ima4" && chime.frames == 26460 && chime.channels == 1)
        #expect(chime.sampleRate == 22050 && chime.bytes == 14180 && chime.valid)
        if ExternalTool.path(of: "sha256sum") != nil {
            let reference = try ExternalTool.run("sha256sum", [TestPaths.sample("valid/chime-ima4.caf")]).text.prefix(
                64)
            #expect(chime.sha256 == String(reference))
        }
        let long = try #require(manifest.sound(named: "too-long.caf"))
        #expect(!long.valid && long.failedRules == ["duration"] && long.errors.first?.contains("30.5") == true)
    }

    @Test("invalid sounds make the command fail unless --allow-invalid; -o writes atomically")
    func invalidAndOutput() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("manifest.json").path
        let failing = try run(["manifest", "samples/invalid", "-o", output])
        #expect(failing.status == 1)
        #expect(failing.standardError.contains("will not play"))
        #expect(FileManager.default.fileExists(atPath: output))
        #expect(try run(["manifest", "samples/invalid", "-o", output, "--allow-invalid"]).status == 0)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(leftovers == ["manifest.json"])
    }

    @Test(
        """
        findings are reported in --format, warnings included; --strict fails on them; --allow-invalid does not \
        hide them
        """
    )
    func findingsInFormat() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("m.json").path
        let warned = try run([
            "manifest", "samples/valid", "samples/warnings/doorbell.wav", "--format", "xcode", "-o", output,
        ])
        #expect(warned.status == 0, "\(warned.standardError)")
        #expect(
            warned.text
                == """
                samples/warnings/doorbell.wav: warning: the content is CAF but the name ends in .wav; rename it to \
                .caf (soundcheck fix renames it), then update the name in your payloads [extension]\n
                """
        )
        #expect(
            try run(["manifest", "samples/valid", "samples/warnings/doorbell.wav", "--strict", "-o", output]).status
                == 1)

        let failing = try run([
            "manifest", "samples/valid", "samples/invalid/too-long.caf", "--format", "github-actions", "-o", output,
        ])
        #expect(failing.status == 1)
        #expect(failing.text.hasPrefix("::error file=samples/invalid/too-long.caf,"))
        #expect(
            failing.standardError
                == """
                soundcheck: 1 of 14 sounds will not play; repair them with soundcheck fix (or pass --allow-invalid \
                to list them without failing)\n
                """
        )
        let allowed = try run([
            "manifest", "samples/valid", "samples/invalid/too-long.caf", "--allow-invalid", "--format", "xcode", "-o",
            output,
        ])
        #expect(allowed.status == 0)
        #expect(allowed.text.contains("too-long.caf: error:"))

        // With the manifest on standard output, the report goes to standard error.
        let piped = try run(["manifest", "samples/invalid/too-long.caf", "--allow-invalid", "--format", "xcode"])
        #expect(piped.standardError.hasPrefix("samples/invalid/too-long.caf: error:"))
        #expect(try SoundManifest(json: [UInt8](piped.standardOutput)).sounds.count == 1)
    }

    @Test("the Swift enum's name and access level come from the configuration file unless given")
    func swiftSettingsFromConfiguration() throws {
        let directory = try scratchSounds()
        defer { try? FileManager.default.removeItem(at: directory) }
        try "sounds: [Sounds]\nswift_constants: Generated/Sounds.swift\nswift_type: AppSound\nswift_access: internal\n"
            .write(to: directory.appendingPathComponent(".soundcheck.yml"), atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Generated"), withIntermediateDirectories: true)
        #expect(try run(["manifest", "-o", "m.json"], in: directory).status == 0)
        let fromFile = try String(
            contentsOf: directory.appendingPathComponent("Generated/Sounds.swift"), encoding: .utf8)
        #expect(fromFile.contains("\nenum AppSound: String, CaseIterable, Sendable {"))
        #expect(
            try run(["manifest", "-o", "m.json", "--swift-type", "Chimes", "--swift-access", "public"], in: directory)
                .status == 0)
        let overridden = try String(
            contentsOf: directory.appendingPathComponent("Generated/Sounds.swift"), encoding: .utf8)
        #expect(overridden.contains("\npublic enum Chimes: String, CaseIterable, Sendable {"))
        #expect(try run(["manifest", "-o", "m.json", "--swift-type", "2x"], in: directory).status == 2)
    }

    @Test("--check reports each kind of drift: added, removed, changed; and passes when current")
    func drift() throws {
        let directory = try scratchSounds()
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try run(["manifest", "Sounds", "-o", "sounds.json"], in: directory).status == 0)
        #expect(try run(["manifest", "Sounds", "--check", "sounds.json"], in: directory).status == 0)
        let sounds = directory.appendingPathComponent("Sounds")
        try FileManager.default.copyItem(
            at: TestPaths.samples.appendingPathComponent("valid/knock-pcm16.aiff"),
            to: sounds.appendingPathComponent("knock.aiff"))
        try FileManager.default.removeItem(at: sounds.appendingPathComponent("alert.aifc"))
        try FileManager.default.removeItem(at: sounds.appendingPathComponent("chime.caf"))
        try FileManager.default.copyItem(
            at: TestPaths.samples.appendingPathComponent("warnings/doorbell.wav"),
            to: sounds.appendingPathComponent("chime.caf"))
        let result = try run(["manifest", "Sounds", "--check", "sounds.json"], in: directory)
        #expect(result.status == 1)
        #expect(result.text.contains("1 added, 1 removed, 1 changed"))
        #expect(result.text.contains("+ Sounds/knock.aiff (added)"))
        #expect(result.text.contains("- Sounds/alert.aifc (removed)"))
        #expect(result.text.contains("~ Sounds/chime.caf: frames 26460 → 15435"))
        #expect(result.text.contains("sha256"))
        #expect(try run(["manifest", "Sounds", "--check", "missing.json"], in: directory).status == 2)
    }

    @Test("the diff of two manifests in the library")
    func diffModel() {
        let a = SoundManifest.Entry(
            name: "a.caf", path: "a.caf", container: "caf", encoding: "ima4", bytes: 1, sha256: "x", valid: true)
        var b = a
        b.valid = false
        b.failedRules = ["duration"]
        let diff = ManifestDiff(from: SoundManifest(sounds: [a]), to: SoundManifest(sounds: [b]))
        #expect(diff.changed.first?.fields.map(\.name) == ["valid", "failedRules"])
        #expect(ManifestDiff(from: SoundManifest(sounds: [a]), to: SoundManifest(sounds: [a])).isEmpty)
    }
}

@Suite("Swift constants")
struct SwiftConstantsTests {
    static let awkwardNames = [
        "bing-bong.caf", "Bing Bong.wav", "1-up.caf", "default.caf", "self.aiff", "chime.caf", "chime.wav",
        "allCases.caf", "rawValue.caf", "émoji 🔔.caf", "___.caf", "UPPER_CASE.caf", "camelCase.aif", "a\"quote.caf",
        "back\\slash.wav", "class.caf", "Type.caf", "init.caf", "café.caf", "ünïcode.caf", "日本.caf", "🔔.caf",
        "Ærø.aiff",
        "file.name", "file.caf",
    ]

    static func manifest(_ names: [String]) -> SoundManifest {
        SoundManifest(
            sounds: names.map {
                SoundManifest.Entry(
                    name: $0, path: $0, container: "caf", encoding: "ima4", bytes: 1, sha256: "", valid: true)
            }
                + [
                    SoundManifest.Entry(
                        name: "broken.caf", path: "broken.caf", container: "caf", encoding: "aac", bytes: 1, sha256: "",
                        valid: false)
                ])
    }

    @Test("identifiers are valid, distinct and readable")
    func identifiers() {
        let identifiers = SwiftConstantsGenerator.identifiers(for: Self.awkwardNames)
        #expect(Set(identifiers).count == identifiers.count)
        let byName = Dictionary(uniqueKeysWithValues: zip(Self.awkwardNames, identifiers))
        #expect(byName["bing-bong.caf"] == "bingBong")
        #expect(byName["Bing Bong.wav"] == "bingBongWav")
        #expect(byName["1-up.caf"] == "sound1Up")
        #expect(byName["default.caf"] == "defaultSound")
        #expect(byName["chime.caf"] == "chime")
        #expect(byName["chime.wav"] == "chimeWav")
        #expect(byName["camelCase.aif"] == "camelCase")
        #expect(byName["café.caf"] == "cafe")
        #expect(byName["ünïcode.caf"] == "unicode")
        // `fileName` is the enum's own property: the extension's suffix must not make it.
        #expect(byName["file.caf"] == "file")
        #expect(byName["file.name"] == "fileName2")
    }

    @Test(
        "the generated file compiles without warnings, has one case per valid sound, and its raw values are the names",
        .enabled(if: ExternalTool.path(of: "swiftc") != nil, "needs swiftc"))
    func compiles() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = SwiftConstantsGenerator().source(for: Self.manifest(Self.awkwardNames))
        #expect(!source.contains("broken"))
        let generated = directory.appendingPathComponent("NotificationSound.swift")
        try source.write(to: generated, atomically: true, encoding: .utf8)
        // A program that prints every raw value: compiled with warnings as errors, then run.
        let main = directory.appendingPathComponent("main.swift")
        try "for sound in NotificationSound.allCases { print(sound.fileName) }\n".write(
            to: main, atomically: true, encoding: .utf8)
        let binary = directory.appendingPathComponent("sounds").path
        let compile = try ExternalTool.run(
            "swiftc", ["-swift-version", "6", "-warnings-as-errors", "-o", binary, generated.path, main.path])
        #expect(compile.status == 0, "\(compile.standardError)")
        let printed = try ExternalTool.run(binary, []).text.split(separator: "\n").map(String.init)
        #expect(printed.sorted() == Self.awkwardNames.sorted())

        // No playable sound: the type is still there, empty.
        try SwiftConstantsGenerator().source(for: Self.manifest([])).write(
            to: generated, atomically: true, encoding: .utf8)
        try "print(NotificationSound.allCases.count)\n".write(to: main, atomically: true, encoding: .utf8)
        let empty = try ExternalTool.run(
            "swiftc", ["-swift-version", "6", "-warnings-as-errors", "-o", binary, generated.path, main.path])
        #expect(empty.status == 0, "\(empty.standardError)")
        #expect(try ExternalTool.run(binary, []).text == "0\n")
    }
}
