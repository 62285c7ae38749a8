/// What Apple plays as a notification sound (SPEC §1): the facts the rules, the discovery of
/// sound files and the configuration's defaults share.
public enum AppleSoundFormats {
    /// File name extensions of the containers a notification sound may be in.
    public static let fileExtensions: Set<String> = ["caf", "aif", "aiff", "aifc", "wav"]

    /// Which encodings each container may hold, by encoding identifier.
    public static let playableEncodings: [Container: Set<String>] = [
        .caf: ["lpcm", "ima4", "ulaw", "alaw"],
        .aifc: ["lpcm", "ima4", "ulaw", "alaw"],
        .aiff: ["lpcm"],
        .wav: ["lpcm", "ulaw", "alaw"],
    ]
}
