import Foundation

/// Locations the tests need: the package root (for samples/), the shared corpus beside it, and the
/// built `soundcheck` executable.
enum TestPaths {
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let samples = packageRoot.appendingPathComponent("samples")

    static func sample(_ relative: String) -> String {
        samples.appendingPathComponent(relative).path
    }

    /// `../shared/corpus`, or nil when it is not there (conformance tests then skip).
    static var corpus: URL? {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("sounds.tsv").path) ? url : nil
    }

    static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Golden")

    /// The `soundcheck` executable built beside the test bundle.
    static var executable: URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("soundcheck")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return packageRoot.appendingPathComponent(".build/debug/soundcheck")
    }

    /// A fresh temporary folder, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("soundcheck-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
