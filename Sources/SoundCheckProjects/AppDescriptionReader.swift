import SoundCheckChecking
import SoundCheckCore

/// Reads one kind of app description (an Xcode project, a built product, an Expo or Cordova
/// config) as what the app ships. Adding a format means writing one and listing it in
/// `ProjectSoundsReader.readers`.
package protocol AppDescriptionReader: Sendable {
    /// Whether `path` is this kind of description, or a folder directly holding one.
    func reads(_ path: String) -> Bool
    /// What the description ships, limited to the named targets where the format has targets.
    func shippedSounds(at path: String, targets: [String]) throws(SoundDiscovery.Problem) -> ShippedSounds
}
