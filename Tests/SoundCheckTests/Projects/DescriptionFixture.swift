import Foundation

@testable import SoundCheckCore
@testable import SoundCheckProjects

/// An app description in a temporary directory (`project.yml`, `Project.swift`…), with the
/// files it names beside it.
struct DescriptionFixture {
    let root: String
    let name: String

    init(named name: String) throws {
        root = try TestPaths.temporaryDirectory().path
        self.name = name
    }

    /// The description's path.
    var path: String { root + "/" + name }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, bytes: Array(text.utf8))
    }

    func write(_ relative: String, bytes: [UInt8]) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent,
            withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func sounds(_ relatives: String...) throws {
        for relative in relatives { try write(relative, bytes: XcodeFixture.soundBytes) }
    }

    func read(targets: [String] = []) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try ProjectSoundsReader().shippedSounds(at: path, targets: targets)
    }

    /// `file → bundle:location` for every placement of every item.
    func placements(_ shipped: ShippedSounds) -> [String] {
        shipped.items.flatMap { item in
            item.placements.map { "\(PathText.relative(item.path, to: root)) → \($0.bundle):\($0.location)" }
        }
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }
}
