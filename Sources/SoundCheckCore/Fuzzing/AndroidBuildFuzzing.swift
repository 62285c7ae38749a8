/// The readers of an Android module's build files, for the fuzz target FuzzAndroidBuild: the
/// Gradle scan (Groovy and Kotlin DSL), the keep-file reader, the reference scans of Java, Kotlin
/// and XML, and the keep rules' wildcard matching, on bytes in memory. SPI, not API: only
/// `@_spi(Fuzzing) import` sees it.
@_spi(Fuzzing) public enum AndroidBuildFuzzing {
    /// The kinds of input, picked by a fuzz input's first byte.
    public static let kinds = 8

    public static func read(_ bytes: [UInt8], kind: Int) {
        switch kind {
        case 0, 1:
            _ = GradleBuildFile(bytes: bytes, kotlinDSL: kind == 1)
        case 2:
            // The patterns are matched against a name from the input itself, as a long name and a
            // long pattern are the matcher's worst case.
            guard let rules = ResourceKeepRules(bytes: bytes) else { return }
            let name = String(decoding: bytes.prefix(512), as: UTF8.self)
            _ = rules.keeps(name) || rules.discards(name)
        case 3, 4:
            var references = RawResourceReferences()
            references.addSource(bytes, kotlin: kind == 4)
        case 5:
            var references = RawResourceReferences()
            references.addXML(bytes)
        case 6:
            _ = AndroidManifestFile(bytes: bytes)
        default:
            _ = AndroidManifestFile.strings(in: bytes)
        }
    }
}
