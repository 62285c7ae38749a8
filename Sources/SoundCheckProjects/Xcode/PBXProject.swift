import SoundCheckCore

/// The objects of a `project.pbxproj` that decide what a target copies into its bundle, typed.
/// Anything else in the file (build settings, sources, schemes) is not kept.
struct PBXProject: Sendable {
    /// The root of the group tree.
    var mainGroup: String
    /// The project folder relative to the folder holding the `.xcodeproj` (almost always "").
    var projectDirPath: String
    /// The native targets, in the project's order.
    var targets: [Target]
    /// File references, groups, variant groups and synchronized folders, by object identifier.
    var elements: [String: Element]
    /// Build file → the element it names (`fileRef`).
    var buildFiles: [String: String]
    /// Resources build phase → its build files.
    var resourcePhases: [String: [String]]
    /// Synchronized folders' exception sets, by identifier.
    var exceptionSets: [String: ExceptionSet]
    /// The project's own build configuration list (`XCConfigurationList`), whose settings a
    /// target's configuration of the same name inherits.
    var buildConfigurationList: String? = nil
    /// Configuration lists → their build configurations.
    var configurationLists: [String: [String]] = [:]
    /// Build configurations (`XCBuildConfiguration`), by identifier: only what signing reads.
    var buildConfigurations: [String: BuildConfiguration] = [:]
    /// Copy Files build phase → its build files: how an app embeds its extensions.
    var copyFilesPhases: [String: [String]] = [:]

    struct Target: Sendable {
        var id: String
        var name: String
        var productType: String
        var buildPhases: [String]
        /// Xcode 16 synchronized folders (`fileSystemSynchronizedGroups`).
        var synchronizedGroups: [String]
        var buildConfigurationList: String? = nil
        /// The file reference of what it builds (`XcodeAppWidget.appex`).
        var productReference: String?

        var kind: BundlePlacement.BundleKind { Self.kind(ofProductType: productType) }

        /// Apps (iOS, watchOS, App Clips, Messages) are `application*`; app extensions are
        /// `app-extension*` (widgets, notification service, intents), and a few older kinds.
        static func kind(ofProductType type: String) -> BundlePlacement.BundleKind {
            if type.hasPrefix("com.apple.product-type.application") { return .application }
            if type.hasPrefix("com.apple.product-type.app-extension") || otherExtensionTypes.contains(type) {
                return .appExtension
            }
            return .other
        }

        /// Extensions named otherwise: tvOS, WatchKit 1 and 2 (watchOS before 7), ExtensionKit.
        static let otherExtensionTypes: Set<String> = [
            "com.apple.product-type.tv-app-extension", "com.apple.product-type.watchkit-extension",
            "com.apple.product-type.watchkit2-extension", "com.apple.product-type.extensionkit-extension",
        ]
    }

    /// A node of the group tree (`PBXFileElement` and its kinds).
    struct Element: Sendable {
        enum Kind: Sendable { case file, group, variantGroup, synchronizedFolder, other }

        var kind: Kind
        var name: String?
        var path: String?
        /// `<group>`, `SOURCE_ROOT`, `<absolute>` or a build setting; Xcode writes `<group>` when
        /// none is given.
        var sourceTree: String
        /// `lastKnownFileType`, or `explicitFileType` when set.
        var fileType: String?
        var children: [String]
        /// Synchronized folders: exception sets, and sub-folders copied as folders.
        var exceptions: [String]
        var explicitFolders: [String]

        var isGroupLike: Bool { kind == .group || kind == .variantGroup }
    }

    /// `PBXFileSystemSynchronizedBuildFileExceptionSet`: files of a synchronized folder (paths
    /// relative to it) that one target does not take.
    struct ExceptionSet: Sendable {
        var target: String
        var membershipExceptions: [String]
    }

    /// One `XCBuildConfiguration`: its name (`Debug`, `Release`) and the settings that decide
    /// which entitlements the product is signed with.
    struct BuildConfiguration: Sendable {
        var name: String
        /// `CODE_SIGN_ENTITLEMENTS` as written (quotes and `$(…)` included), when set here.
        var entitlements: String?
        /// `CODE_SIGN_ENTITLEMENTS[sdk=…]` and the like: a value for some builds only.
        var hasConditionalEntitlements: Bool
        /// An `.xcconfig` file under the settings (`baseConfigurationReference`), which may set it.
        var hasBaseConfiguration: Bool
    }
}
