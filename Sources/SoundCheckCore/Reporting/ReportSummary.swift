public struct ReportSummary: Sendable, Hashable {
    public var files = 0
    public var valid = 0
    public var errors = 0
    public var warnings = 0
    /// Sounds that fail only for being outside the formats Apple documents (counted among the
    /// files that are not valid, not among those that will not play); nil for reports of other
    /// files.
    public var notGuaranteed: Int?
    /// Android's raw resources, counted apart from the files above (nil when there are none):
    /// an iOS run's summary reads as it always did.
    public var android: AndroidTally?
    /// Sound files of a project that no checked target ships (iOS's), counted apart from the
    /// files above: they neither play nor fail to.
    public var notShipped = 0

    @usableFromInline init() {}

    /// How many Android raw resources were checked, and how many have no error.
    public struct AndroidTally: Sendable, Hashable {
        public var sounds = 0
        public var valid = 0

        @usableFromInline init() {}
    }

    /// The files that fail for an established reason: for sounds, those that will not play.
    public var failed: Int { files - valid - (notGuaranteed ?? 0) - notShipped }
}
