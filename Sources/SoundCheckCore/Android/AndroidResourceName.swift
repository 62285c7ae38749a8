/// The name Android gives a sound in `res/raw`: what `R.raw.NAME`, `@raw/NAME`, a channel's
/// `android.resource://PACKAGE/raw/NAME` and FCM's `android.notification.sound` use. aapt2 takes
/// the file name up to its first `.` (`alert.v2.mp3` is `alert`), and refuses a name that does
/// not start with a letter or holds anything but `a-z`, `0-9` and `_` (the build stops; Expo's
/// plugin refuses it at prebuild).
public struct AndroidResourceName: Sendable, Hashable {
    /// The file's name as it lies in `res/raw`.
    public let fileName: String
    /// The resource name aapt2 derives from it.
    public let name: String

    public init(fileName: String) {
        self.fileName = fileName
        name =
            fileName.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
    }

    /// Whether aapt2 accepts it.
    public var isValid: Bool {
        guard let first = name.unicodeScalars.first, Self.isLetter(first) else { return false }
        return name.unicodeScalars.allSatisfy { Self.isLetter($0) || Self.isDigit($0) || $0 == "_" }
    }

    /// A valid spelling close to it: lowercased, every other character an underscore (runs of
    /// them one, none at either end), with `sound_` before a name that starts with a digit.
    public var validSpelling: String {
        var spelled = ""
        for scalar in name.lowercased().unicodeScalars {
            if Self.isLetter(scalar) || Self.isDigit(scalar) {
                spelled.unicodeScalars.append(scalar)
            } else if !spelled.hasSuffix("_") {
                spelled += "_"
            }
        }
        while spelled.hasSuffix("_") { spelled.removeLast() }
        while spelled.hasPrefix("_") { spelled.removeFirst() }
        guard let first = spelled.unicodeScalars.first else { return "sound" }
        return Self.isLetter(first) ? spelled : "sound_" + spelled
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) }
    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
