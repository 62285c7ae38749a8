import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

/// The walk of a folder a project copies stops at a bound: a spec's `path: /` (FuzzXcodeGen
/// found one reading the whole disk for 28 s) is a problem naming the folder, not a hang.
@Suite("Projects: folder walks are bounded")
struct SoundFileWalkTests {
    @Test(
        """
        past maximumEntries the walk stops with a problem naming the folder and lists nothing; below it, every \
        sound is found
        """
    )
    func bounded() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in 0..<4 {
            let url = root.appendingPathComponent("f\(folder)")
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            for file in 0..<10 { try Data("x".utf8).write(to: url.appendingPathComponent("s\(file).caf")) }
        }
        let whole = SoundFileWalk().run(root.path)
        #expect(whole.files.count == 40)
        #expect(whole.problems.isEmpty)
        let cut = SoundFileWalk(maximumEntries: 15).run(root.path)
        // What it met before the bound is no app's resources: nothing is listed to check.
        #expect(cut.files.isEmpty)
        #expect(
            cut.problems.map(\.reason) == [
                "holds more than 15 files and folders: soundcheck stopped reading it there "
                    + "(no app's resources are so many; is the path right?)"
            ])
        #expect(cut.problems.first?.path == root.path)
        #expect(SoundFileWalk().maximumEntries == 50_000)
    }

    @Test("a walk enters only the folders `descends` allows, by their path from the root")
    func descends() throws {
        let root = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        for path in ["top.caf", "a/one.caf", "a/b/two.caf", "k.bundle/c/three.caf"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("x".utf8).write(to: url)
        }
        var walk = SoundFileWalk()
        walk.descends = { relative in relative.split(separator: "/").count < 2 || relative.hasPrefix("k.bundle") }
        #expect(walk.run(root.path).files.map(\.relative) == ["a/one.caf", "k.bundle/c/three.caf", "top.caf"])
    }

    @Test("a Tuist glob without ** says how deep a match can lie below its folder; with one, any depth")
    func tuistGlobDepth() throws {
        #expect(TuistGlob("/*.aifc")?.folder == "/")
        #expect(TuistGlob("/*.aifc")?.depth == 1)
        #expect(TuistGlob("/p/R/*.caf")?.depth == 1)
        #expect(TuistGlob("/p/R/*/x.caf")?.depth == 2)
        #expect(TuistGlob("/p/{R/*,S/*/*}.caf")?.depth == 3)
        #expect(TuistGlob("/p/R/**/*.caf")?.depth == nil)
    }
}
