import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// app.config.js / app.config.ts: evaluated with node when it can be, else their literal
    /// sounds arrays; what was done is said, and nothing is guessed.
    @Suite("Projects: Expo JavaScript and TypeScript configs")
    struct ExpoScriptConfigTests {
        static let realNode = NodeConfigEvaluation.locate(
            environment: ProcessInfo.processInfo.environment.filter { $0.key == "PATH" })
        static let noNode = ["SOUNDCHECK_NODE": "none"]

        /// A folder holding `files` (name → text); removed by the caller.
        static func folder(_ files: [String: String]) throws -> String {
            let folder = try TestPaths.temporaryDirectory().path
            for (name, text) in files {
                let path = folder + "/" + name
                try FileManager.default.createDirectory(
                    atPath: PathText.directory(of: path), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
            }
            return folder
        }

        static let dynamicConfig = """
            // A dynamic config: the sounds come from a variable and the static config is spread in.
            const sounds = ['./assets/one.caf', "./assets/two.wav"];
            module.exports = ({ config }) => ({
              ...config,
              plugins: [['expo-notifications', { sounds }]],
            });
            """

        @Test(
            "node evaluates a function export; positions come from the literals of the source",
            .enabled(if: realNode != nil))
        func evaluatedWithNode() throws {
            let folder = try Self.folder([
                "app.config.js": Self.dynamicConfig, "app.json": #"{"expo": {"name": "Dyn"}}"#,
            ])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/app.config.js"
            let listing = try ExpoConfigListing.read(
                config, environment: ["PATH": "/usr/bin:/bin", "SOUNDCHECK_NODE": Self.realNode ?? ""])
            #expect(
                listing.entries == [
                    .init(value: "./assets/one.caf", position: ListedPosition(path: config, line: 2, column: 17)),
                    .init(value: "./assets/two.wav", position: ListedPosition(path: config, line: 2, column: 37)),
                ])
            #expect(
                listing.notices == [
                    "\(config): evaluated with node, as npx expo config does, to read its expo-notifications sounds"
                ])
            #expect(listing.problems.isEmpty)
        }

        @Test("without node, a sounds array held in a variable is not guessed: a problem at its key")
        func notLiteralWithoutNode() throws {
            let folder = try Self.folder(["app.config.js": Self.dynamicConfig])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/app.config.js"
            let listing = try ExpoConfigListing.read(config, environment: Self.noNode)
            #expect(listing.entries.isEmpty)
            #expect(listing.problems.map(\.path) == ["\(config):5:38"])
            #expect(
                listing.problems.first?.reason.hasPrefix(
                    """
                    not evaluated (SOUNDCHECK_NODE=none), and its expo-notifications sounds are not a list of \
                    string literals
                    """
                ) == true)
        }

        static let typeScriptConfig = """
            import { ExpoConfig } from 'expo/config';
            /* ["expo-notifications", { sounds: ['./not/this.caf'] }] is a comment */
            const config: ExpoConfig = {
              name: 'Typed',
              plugins: [
                ['expo-router', { sounds: ['./other-plugin.caf'] }],
                ["expo-notifications", { icon: './icon.png', "sounds": [
                  './assets/a.caf', // the first
                  `./assets/b.caf`,
                ] }],
              ],
            };
            export default config;
            """

        @Test("a TypeScript config node cannot load: its literal array is read, with a notice saying so")
        func typeScriptLiteral() throws {
            let folder = try Self.folder(["app.config.ts": Self.typeScriptConfig])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/app.config.ts"
            let listing = try ExpoConfigListing.read(config, environment: Self.noNode)
            #expect(
                listing.entries == [
                    .init(value: "./assets/a.caf", position: ListedPosition(path: config, line: 8, column: 7)),
                    .init(value: "./assets/b.caf", position: ListedPosition(path: config, line: 9, column: 7)),
                ])
            #expect(
                listing.notices == [
                    """
                    \(config): not evaluated (SOUNDCHECK_NODE=none): read the literal sounds arrays of its text \
                    instead
                    """
                ])
            #expect(listing.problems.isEmpty)
        }

        @Test(
            "the folder prefers app.config.ts over app.json, and its files land at the bundle root",
            .enabled(if: realNode != nil))
        func folderPrefersDynamicConfig() throws {
            let folder = try Self.folder([
                "app.config.ts": Self.typeScriptConfig, "app.json": #"{"expo": {"name": "Static"}}"#,
            ])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            // The real node (20) cannot load TypeScript: the notice names why, the literals are read.
            let shipped = try ProjectSoundsReader().shippedSounds(at: folder, targets: [])
            #expect(shipped.missing.map(\.path) == [folder + "/assets/a.caf", folder + "/assets/b.caf"])
            #expect(shipped.notices.count == 1)
            #expect(shipped.notices.first?.contains("app.config.ts: ") == true)
        }

        /// A stand-in for node: a shell script.
        static func fakeNode(_ body: String, in folder: String) throws -> String {
            let path = folder + "/fake-node"
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
            return path
        }

        static func failure(_ evaluation: NodeConfigEvaluation, _ config: String) -> String? {
            do {
                _ = try evaluation.evaluate(config, environment: [:])
                return nil
            } catch {
                return error.reason
            }
        }

        @Test("node that hangs, prints garbage, prints too much or fails: a reason, within the time limit")
        func hostileNode() throws {
            let folder = try Self.folder(["app.config.js": "module.exports = {}"])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/app.config.js"
            let hanging = try Self.fakeNode("exec sleep 30", in: folder)
            let start = Date()
            #expect(
                Self.failure(NodeConfigEvaluation(node: hanging, timeout: 0.5), config)
                    == "node did not finish within 1 s")
            #expect(Date().timeIntervalSince(start) < 10)
            let garbage = try Self.fakeNode("printf '\\377\\000{not json'", in: folder)
            #expect(
                Self.failure(NodeConfigEvaluation(node: garbage), config)?.hasPrefix(
                    "node printed something that is not JSON") == true)
            let flood = try Self.fakeNode("exec yes '[[[[[[[[[[[[[[[[[[[['", in: folder)
            #expect(
                Self.failure(NodeConfigEvaluation(node: flood, maximumOutput: 1 << 16), config)
                    == "node printed more than 64 KB")
            let failing = try Self.fakeNode("echo 'SyntaxError: Unexpected token' >&2; exit 1", in: folder)
            #expect(
                Self.failure(NodeConfigEvaluation(node: failing), config)
                    == "node could not load it (SyntaxError: Unexpected token)")
        }

        @Test("a config node fails on falls back to the literals, saying why", .enabled(if: realNode != nil))
        func fallbackSaysWhy() throws {
            let source = """
                require('child_process').execSync('touch should-not-exist');
                module.exports = { plugins: [["expo-notifications", { sounds: ["./x.caf"] }]] };
                """
            let folder = try Self.folder(["app.config.js": source])
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let config = folder + "/app.config.js"
            let listing = try ExpoConfigListing.read(config, environment: ["SOUNDCHECK_NODE": Self.realNode ?? ""])
            #expect(!FileManager.default.fileExists(atPath: folder + "/should-not-exist"))
            #expect(listing.entries.map(\.value) == ["./x.caf"])
            #expect(
                listing.notices == [
                    """
                    \(config): not evaluated (node could not load it (soundcheck does not let a config load \
                    child_process)): read the literal sounds arrays of its text instead
                    """
                ])
        }

        @Test("the literal scan is linear and tolerant: unterminated strings and comments, a few MB of source")
        func literalScanHostile() {
            let unterminated = ExpoLiteralScan(source: Array(#"["expo-notifications", { sounds: ["a.caf", 'b"#.utf8))
            #expect(unterminated.sounds.isEmpty)
            #expect(unterminated.notLiteral.count == 1)
            _ = ExpoLiteralScan(source: Array("/* never closed".utf8) + [0xFF, 0xFE])
            let big = Array(repeating: Array(#"["expo-notifications", {sounds: ['./a.caf']}], "#.utf8), count: 100_000)
                .flatMap { $0 }
            let start = Date()
            let scan = ExpoLiteralScan(source: big)
            // Expo applies the plugin once: the first entry's sound, every later entry told.
            #expect(scan.sounds.count == 1)
            #expect(scan.repeated.count == 99_999)
            #expect(Date().timeIntervalSince(start) < 20)
        }
    }
}
