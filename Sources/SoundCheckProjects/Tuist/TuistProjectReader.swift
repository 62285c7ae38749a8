import SoundCheckCore

/// A Tuist `Project.swift`, or a folder directly holding one.
struct TuistProjectReader: AppDescriptionReader {
    func reads(_ path: String) -> Bool { TuistProjectSounds.manifestPath(for: path) != nil }

    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds {
        try TuistProjectSounds.read(path, targets: targets)
    }
}
