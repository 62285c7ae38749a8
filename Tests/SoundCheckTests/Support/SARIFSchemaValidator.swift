import Foundation
import Testing

/// `scripts/validate-sarif.py`: the official SARIF 2.1.0 JSON schema and python's jsonschema, in
/// the venv `scripts/setup.sh` installs under `.build/tools/sarif-venv`. Not there is a failure,
/// not a skip: CI runs setup.sh first, so a missing validator means a broken setup.
enum SARIFSchemaValidator {
    static let python = TestPaths.packageRoot.appendingPathComponent(".build/tools/sarif-venv/bin/python3")
    static let script = TestPaths.packageRoot.appendingPathComponent("scripts/validate-sarif.py")

    struct Outcome {
        /// 0 every file valid, 1 some file invalid, 2 could not validate.
        var status: Int32
        /// One line per file that passed, one per error (`FILE: JSON-PATH: message`), then the
        /// validator's own complaints, if any.
        var output: String
    }

    /// Validates files on disk.
    static func validate(files: [URL]) throws -> Outcome {
        try #require(
            FileManager.default.isExecutableFile(atPath: python.path),
            "the SARIF schema validator is not installed (no \(python.path)): run scripts/setup.sh")
        let result = try ExternalTool.run(
            python.path, [script.path] + files.map(\.path), currentDirectory: TestPaths.packageRoot)
        return Outcome(status: result.status, output: result.text + result.standardError)
    }

    /// Validates documents held in memory, each written to a temporary file named after it.
    static func validate(_ documents: [(name: String, text: String)]) throws -> Outcome {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var files: [URL] = []
        for document in documents {
            let url = directory.appendingPathComponent(document.name)
            try document.text.write(to: url, atomically: true, encoding: .utf8)
            files.append(url)
        }
        return try validate(files: files)
    }

    /// Records a test failure with the validator's output unless every document is valid.
    static func expectValid(
        _ documents: [(name: String, text: String)], sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let outcome = try validate(documents)
        #expect(
            outcome.status == 0, "not valid against the SARIF 2.1.0 schema:\n\(outcome.output)",
            sourceLocation: sourceLocation)
        // Every document was looked at, not only the first.
        let passed = outcome.output.split(separator: "\n").filter { $0.hasSuffix(": valid SARIF 2.1.0") }
        #expect(passed.count == documents.count, "\(outcome.output)", sourceLocation: sourceLocation)
    }
}
