import SoundCheckChecking
import SoundCheckCore

/// How the report reviews sounds.
public struct ReviewOptions: Sendable, Hashable {
    /// Columns of each waveform picture.
    public var columns = 600
    /// Whether each sound gets a preview to play.
    public var previews = true
    /// A preview's highest sample rate: 22,050 Hz keeps what a phone's speaker plays (up to
    /// 11 kHz) in half the bytes of 44.1 kHz.
    public var previewRate = 22_050
    /// A preview holds at most this many seconds, so a hostile or very long file cannot make the
    /// page (or the memory holding it) unbounded; twice the 30 s limit shows what is cut off.
    public var maximumPreviewDuration = 60.0
    /// How far a sound's loudness may sit from the set's median before it is a warning, in LU.
    public var loudnessTolerance = ReviewOptions.defaultLoudnessTolerance
    /// `disabled_rules` and `severity`, applied to the review rules as to `check`'s.
    public var selection = RuleSelection()

    /// `loudness_tolerance`'s default in `.soundcheck.yml`.
    public static let defaultLoudnessTolerance = SoundCheckConfiguration.defaultLoudnessTolerance
    /// The preview rates offered: 8 kHz (telephone) up to 48 kHz.
    public static let previewRates = 8_000...48_000

    public init() {}
}

extension ReviewOptions {
    /// `report`'s settings: the command line's, else the settings file's (`loudness_tolerance`),
    /// with the rules `check` runs (`disabled_rules`, `severity`).
    public init(
        file: SoundCheckConfiguration?, check: CheckConfiguration, previews: Bool, previewRate: Int,
        loudnessTolerance: Double?
    ) {
        self.init()
        self.previews = previews
        self.previewRate = previewRate
        self.loudnessTolerance = loudnessTolerance ?? file?.loudnessTolerance ?? Self.defaultLoudnessTolerance
        selection = check.selection
    }
}
