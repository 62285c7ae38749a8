/// Settings rules read. Defaults are Apple's documented limits.
public struct RuleConfiguration: Sendable, Hashable {
    /// A sound must play for less than this many seconds.
    public var maximumDuration: Double = AppleSoundFormats.maximumDuration
    /// Encodings allowed per container, by encoding identifier. Defaults to SPEC §1's matrix.
    public var allowedEncodings: [Container: Set<String>] = AppleSoundFormats.playableEncodings
    /// Encodings that are tolerated with a warning rather than an error.
    public var tolerated: [Container: Set<String>] = [.wav: ["ima-adpcm"]]

    public init() {}
}
