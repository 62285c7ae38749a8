import Foundation
import Testing

/// The layers, as declared in Package.swift and as written in the sources: data flows one way
/// (reader → facts → rules → findings → reporter), and what a push server or the build plugin
/// compiles is only what it needs.
@Suite("Layering")
struct LayeringTests {
    /// Target name → its direct dependencies (targets and products), from `swift package
    /// dump-package` in a scratch folder of its own (the build folder is locked while tests run).
    static func declaredDependencies() throws -> [String: [String]] {
        let scratch = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let result = try ExternalTool.run(
            "swift",
            [
                "package", "--package-path", TestPaths.packageRoot.path,
                "--scratch-path", scratch.path, "dump-package",
            ])
        #expect(result.status == 0, "\(result.standardError)")
        let package = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
        var graph: [String: [String]] = [:]
        for target in package?["targets"] as? [[String: Any]] ?? [] {
            guard let name = target["name"] as? String else { continue }
            let dependencies = target["dependencies"] as? [[String: [Any]]] ?? []
            graph[name] = dependencies.compactMap { $0.values.first?.first as? String }
        }
        return graph
    }

    static func closure(of target: String, in graph: [String: [String]]) -> Set<String> {
        var seen: Set<String> = []
        var pending = [target]
        while let next = pending.popLast() {
            for dependency in graph[next] ?? [] where seen.insert(dependency).inserted {
                pending.append(dependency)
            }
        }
        return seen
    }

    @Test("what each layer and tool compiles: the core nothing, the build plugin's tool no conversion")
    func declaredLayers() throws {
        let graph = try Self.declaredDependencies()
        #expect(Self.closure(of: "SoundCheckCore", in: graph).isEmpty, "a push server compiles the core alone")
        #expect(
            Self.closure(of: "SoundCheckChecking", in: graph) == [
                "SoundCheckCore", "CSndfile", "CCrypto", "CThreadStack", "Yams",
            ])
        let buildTool = Self.closure(of: "soundcheck-build-tool", in: graph)
        #expect(
            buildTool.isDisjoint(with: [
                "SoundCheckConversion", "CFFmpeg", "CSoxr", "CEbur128", "Crypto", "SoundCheckProjects", "ZIPFoundation",
            ]),
            "the build plugin's tool compiles \(buildTool.sorted())")
        #expect(Self.closure(of: "SoundCheckBuildToolPlugin", in: graph).contains("soundcheck-build-tool"))
        let conversion = Self.closure(of: "SoundCheckConversion", in: graph)
        #expect(conversion.isSuperset(of: ["SoundCheckChecking", "CFFmpeg", "CSoxr", "CEbur128"]))
    }

    /// The modules each folder under Sources may import: its own dependencies and the system's.
    static let allowedImports: [String: Set<String>] = [
        "SoundCheckCore": [],
        "SoundCheckChecking": ["SoundCheckCore", "CSndfile", "CCrypto", "CThreadStack", "Yams"],
        "SoundCheckConversion": ["SoundCheckCore", "SoundCheckChecking", "CSndfile", "CFFmpeg", "CSoxr", "CEbur128"],
        "SoundCheckProjects": ["SoundCheckCore", "SoundCheckChecking", "Foundation", "ZIPFoundation", "Yams"],
        "SoundCheckSupervision": ["SoundCheckCore", "CProcessControl"],
        "SoundCheckCommands": ["SoundCheckCore", "SoundCheckChecking", "SoundCheckSupervision", "ArgumentParser"],
        "soundcheck-build-tool": ["SoundCheckCore", "SoundCheckCommands", "ArgumentParser"],
        "soundcheck-cli": [
            "SoundCheckCore", "SoundCheckChecking", "SoundCheckConversion", "SoundCheckProjects", "SoundCheckCommands",
            "ArgumentParser",
        ],
        "SoundCheck": ["SoundCheckCore", "SoundCheckChecking", "SoundCheckConversion", "SoundCheckProjects"],
    ]
    static let systemModules: Set<String> = ["Glibc", "Darwin", "Dispatch", "CommonCrypto"]

    static func swiftFiles(under folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        return (walker?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    @Test("every source file imports only the layers below its own (and never Foundation in the library)")
    func imports() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        for (target, allowed) in Self.allowedImports {
            let files = Self.swiftFiles(under: sources.appendingPathComponent(target))
            #expect(!files.isEmpty, "no sources for \(target)")
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n")
                where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
                    let module = String(line.split(separator: " ").last ?? "")
                    #expect(
                        allowed.contains(module) || Self.systemModules.contains(module),
                        "\(target)/\(file.lastPathComponent) imports \(module)")
                }
            }
        }
    }

    @Test("every module a target's sources import is declared as its dependency in Package.swift")
    func importsDeclared() throws {
        let graph = try Self.declaredDependencies()
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        for target in Self.allowedImports.keys {
            let declared = Set(graph[target] ?? [])
            var imported: Set<String> = []
            for file in Self.swiftFiles(under: sources.appendingPathComponent(target)) {
                let text = try String(contentsOf: file, encoding: .utf8)
                for line in text.split(separator: "\n") where line.hasPrefix("import ") {
                    imported.insert(String(line.split(separator: " ").last ?? ""))
                }
            }
            let undeclared = imported.subtracting(declared).subtracting(Self.systemModules).subtracting(["Foundation"])
            #expect(undeclared.isEmpty, "\(target) imports \(undeclared.sorted()) without declaring them")
        }
    }

    /// Top-level types declared in the Swift files under `folder` (nested ones have names such as
    /// `Result` that other code uses for its own).
    static func declaredTypes(under folder: URL) throws -> Set<String> {
        let pattern = try NSRegularExpression(
            pattern: #"^(?:public |package |final )*(?:struct|enum|class|protocol) ([A-Z]\w*)"#,
            options: .anchorsMatchLines)
        var names: Set<String> = []
        for file in swiftFiles(under: folder) {
            let text = try String(contentsOf: file, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { names.insert(String(text[range])) }
            }
        }
        return names
    }

    @Test("readers, rules and the model name no reporter and nothing of conversion")
    func factsAndRulesDoNotReachUp() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        var above = try Self.declaredTypes(under: sources.appendingPathComponent("SoundCheckCore/Reporting"))
        above.formUnion(try Self.declaredTypes(under: sources.appendingPathComponent("SoundCheckConversion")))
        // The protocols every report conforms to are the reporters' input, not reporting code.
        above.subtract(["FindingReport", "ReportedFile", "ReportSummary"])
        #expect(above.contains("HumanReporter") && above.contains("Converter"), "the scan found the types above")
        let lower = [
            "SoundCheckCore/Model", "SoundCheckCore/Rules", "SoundCheckChecking/Reading", "SoundCheckChecking/Rules",
            "SoundCheckChecking/Codecs", "SoundCheckCore/Payloads",
        ]
        for folder in lower {
            for file in Self.swiftFiles(under: sources.appendingPathComponent(folder)) {
                let used = try Self.typeNames(in: file)
                #expect(
                    used.isDisjoint(with: above),
                    "\(folder)/\(file.lastPathComponent) uses \(used.intersection(above).sorted())")
            }
        }
    }

    /// Every capitalised word of a source file: the types it may name.
    static func typeNames(in file: URL) throws -> Set<String> {
        let text = try String(contentsOf: file, encoding: .utf8)
        let word = try NSRegularExpression(pattern: #"\b[A-Z]\w*\b"#)
        return Set(
            word.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range, in: text).map { String(text[$0]) }
            })
    }

    @Test("the report's facts and rules (Conversion/Review) name no reporter: the page renders them, never the reverse")
    func reviewFactsDoNotReachUp() throws {
        let sources = TestPaths.packageRoot.appendingPathComponent("Sources")
        var reporters = try Self.declaredTypes(under: sources.appendingPathComponent("SoundCheckCore/Reporting"))
        reporters.formUnion(
            try Self.declaredTypes(under: sources.appendingPathComponent("SoundCheckConversion/Reporting")))
        reporters.subtract(["FindingReport", "ReportedFile", "ReportSummary"])
        #expect(reporters.isSuperset(of: ["ReviewHTMLReporter", "WaveformSVG", "ReviewFigures", "InfoReporter"]))
        let review = Self.swiftFiles(under: sources.appendingPathComponent("SoundCheckConversion/Review"))
        #expect(review.count >= 6, "the scan found the review's files")
        for file in review {
            let used = try Self.typeNames(in: file)
            #expect(
                used.isDisjoint(with: reporters),
                "Review/\(file.lastPathComponent) uses \(used.intersection(reporters).sorted())")
        }
    }
}
