import ArgumentParser
import SoundCheckChecking
import SoundCheckCore

/// The reader of Xcode projects and built products, when the executable has one: `soundcheck`
/// installs SoundCheckProjects' reader as it starts; the build plugin's tool, which is only ever
/// given files, has none and so compiles no zip library.
package enum ShippedSoundsSupport {
    private static let lock = Lock()
    nonisolated(unsafe) private static var installed: (any ShippedSoundsReader)?

    package static func install(_ reader: any ShippedSoundsReader) {
        lock.withLock { installed = reader }
    }

    package static var reader: (any ShippedSoundsReader)? {
        lock.withLock { installed }
    }
}
