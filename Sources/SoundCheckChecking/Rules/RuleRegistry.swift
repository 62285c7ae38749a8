import SoundCheckCore

/// Every built-in sound rule, in the order reports list them: per-file rules (`Rule`) and those
/// that collect from the whole run first (`CollectingRule` of inspected sounds).
public enum RuleRegistry {
    public static let all: [any DescribedRule.Type] = [
        ContainerRule.self,
        EncodingRule.self,
        UndocumentedFormatRule.self,
        DurationRule.self,
        IntegrityRule.self,
        ExtensionRule.self,
        NameCollisionRule.self,
        AssetCatalogRule.self,
        MissingFileRule.self,
        MissingFolderRule.self,
        BundleLocationRule.self,
        UnshippedSoundRule.self,
        NativeProjectRule.self,
        AndroidResourceNameRule.self,
        AndroidFormatRule.self,
        AndroidExtensionRule.self,
        AndroidDuplicateResourceRule.self,
        AndroidResourceShrinkingRule.self,
    ]

    /// The rules about a sound file's content: the ones `info` lists for a file, leaving out
    /// those about what a project ships and Android's.
    public static var soundRules: [any DescribedRule.Type] { soundRules(for: .apple) }

    /// The rules `check` runs on a sound of `platform` (an Android raw resource is judged by
    /// Android's alone), leaving out those about what an Apple project ships.
    package static func soundRules(for platform: SoundPlatform) -> [any DescribedRule.Type] {
        all.filter { $0.description.scope == .content && $0.description.platform == platform }
    }

    public static func rule(identifier: String) -> (any DescribedRule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
