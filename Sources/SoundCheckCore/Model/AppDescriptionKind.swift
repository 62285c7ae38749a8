/// The kind of file that says what an app ships, for rules whose advice depends on it (an
/// Xcode project is fixed in Xcode, an Expo config by editing its `sounds` entry).
public enum AppDescriptionKind: String, Sendable, Hashable, CaseIterable {
    case xcodeProject = "xcode-project"
    case builtProduct = "built-product"
    case expoConfig = "expo-config"
    case cordovaConfig = "cordova-config"
    case xcodeGenSpec = "xcodegen-spec"
    case tuistProject = "tuist-project"

    /// `Xcode project`, `Expo config`: how messages and docs name it.
    public var displayName: String {
        switch self {
        case .xcodeProject: "Xcode project"
        case .builtProduct: "built product"
        case .expoConfig: "Expo config"
        case .cordovaConfig: "Cordova config"
        case .xcodeGenSpec: "XcodeGen spec"
        case .tuistProject: "Tuist project"
        }
    }
}
