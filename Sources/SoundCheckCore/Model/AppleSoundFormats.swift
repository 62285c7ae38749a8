/// What Apple plays as a notification sound (SPEC §1): the facts the rules, the discovery of
/// sound files and the configuration's defaults share.
public enum AppleSoundFormats {
    /// File name extensions of the containers a notification sound may be in.
    public static let fileExtensions: Set<String> = ["caf", "aif", "aiff", "aifc", "wav"]

    /// File name extensions of every file a target, config or bundle ships that iOS's audio
    /// stack reads, so that a `UNNotificationSound` may name it: the documented containers, and
    /// MP3, AAC, MPEG-4 audio and FLAC, which apps ship as sounds (each judged by every rule,
    /// `undocumented-format` and `duration` among them). `.mp4` is left out: in an app bundle
    /// it is a video far more often than a sound.
    public static let shippedAudioExtensions: Set<String> = fileExtensions.union(["mp3", "m4a", "m4r", "aac", "flac"])

    /// A notification sound must play for less than this many seconds, or the default sound
    /// plays instead. A team may set a lower limit, never a higher one.
    public static let maximumDuration: Double = 30

    /// Which encodings each container may hold, by encoding identifier.
    public static let playableEncodings: [Container: Set<String>] = [
        .caf: ["lpcm", "ima4", "ulaw", "alaw"],
        .aifc: ["lpcm", "ima4", "ulaw", "alaw"],
        .aiff: ["lpcm"],
        .wav: ["lpcm", "ulaw", "alaw"],
    ]
}

extension AppleSoundFormats {
    /// The most channels soundcheck reads, checks, measures or converts. A notification sound has
    /// 1 or 2 (the speaker and the headphones play stereo at most); 8 is the largest layout real
    /// sound files use (7.1, `kAudioChannelLayoutTag_MPEG_7_1_*`, ffmpeg's largest default
    /// layout). The header fields allow billions (CAF's is 32 bits), and a decoder's buffers grow
    /// with the count: a header claiming more is damaged, and no buffer is ever sized by it.
    public static let maximumChannels = 8

    /// The sample rates a header can sensibly state: from 1 Hz to 2,822,400 Hz (64 × 44.1 kHz,
    /// DSD64 as PCM, the highest rate any audio format uses, and libebur128's limit). Outside it,
    /// or NaN, the header is damaged. Players handle a narrower band (`playedSampleRates`).
    public static let possibleSampleRates: ClosedRange<Double> = 1...2_822_400

    /// The sample rates players handle: outside it a sound is suspect but not impossible.
    public static let playedSampleRates: ClosedRange<Double> = 1000...768_000
}

extension AppleSoundFormats {
    /// Encodings outside Apple's documented list that iOS's audio stack decodes: Apple lists AAC,
    /// HE-AAC, ALAC and MP3 among the formats iOS plays (Core Audio Overview, "Supported Audio
    /// Formats"), and AudioToolbox decodes FLAC and Opus since iOS 11. Apps ship such sounds and
    /// hear them (SPEC §1: Bark's 32 AAC-in-CAF sounds), but nothing guarantees it: a finding of
    /// its own (`undocumented-format`), not "will not play". docs/rules.md gives the evidence.
    public static let undocumentedDecodedEncodings: Set<String> = ["aac", "he-aac", "alac", "mp3", "flac", "opus"]

    /// Files in another container than CAF, AIFF or WAV that Core Audio reads (it has a file type
    /// for each: MP3, AAC ADTS, M4A, FLAC, AMR) and whose codec iOS decodes, by the name the
    /// container sniffer gives them: outside what Apple documents, but not known never to play.
    public static let undocumentedReadFileFormats: Set<String> = [
        "MP3", "AAC (ADTS)", "MPEG-4 audio (m4a)", "FLAC", "AMR",
    ]
}
