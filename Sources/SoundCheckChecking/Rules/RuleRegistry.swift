import SoundCheckCore

/// Every built-in rule, in the order reports list them.
public enum RuleRegistry {
    public static let all: [any Rule.Type] = [
        ContainerRule.self,
        EncodingRule.self,
        UndocumentedFormatRule.self,
        DurationRule.self,
        IntegrityRule.self,
        ExtensionRule.self,
        NameCollisionRule.self,
        AssetCatalogRule.self,
        MissingFileRule.self,
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
    public static var soundRules: [any Rule.Type] { soundRules(for: .apple) }

    /// The rules `check` runs on a sound of `platform` (an Android raw resource is judged by
    /// Android's alone), leaving out those about what an Apple project ships.
    public static func soundRules(for platform: SoundPlatform) -> [any Rule.Type] {
        all.filter { !($0 is any ShippingRule.Type) && $0.description.platform == platform }
    }

    public static func rule(identifier: String) -> (any Rule.Type)? {
        all.first { $0.description.identifier == identifier }
    }
}
