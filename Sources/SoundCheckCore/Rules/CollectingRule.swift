/// A rule that judges a file by what the other files of the run hold, as SwiftLint's
/// `CollectingRule`: it first collects what it needs from every file of the run, once, then judges
/// each file with what it collected. A run collects only for the rules it runs
/// (`RuleSelection.isEnabled`), so a disabled rule does no work.
///
/// Name collisions, Android's duplicate resources, the review's loudness outliers and unused
/// sounds are collecting rules; each keeps its index (`SharedNames`, `AndroidResourceNames`,
/// `LoudnessSpread`, the names in use) to itself.
public protocol CollectingRule<Subject, Context, Judged>: DescribedRule {
    /// What one file of the run is to this rule: an inspected sound, a reviewed one, a scanned
    /// source file.
    associatedtype Subject
    /// The run's settings the rule reads.
    associatedtype Context
    /// What it judges with what it collected: the files it collected from, unless it says
    /// otherwise. `unused-sound` collects the names source files use and judges the manifest's
    /// sounds.
    associatedtype Judged = Subject
    /// What the rule keeps of the whole run.
    associatedtype Collected: Sendable

    init()
    /// Gathers, from every file of the run, what judging one of them needs.
    func collect(_ subjects: [Subject], in context: Context) -> Collected
    /// The findings about one file (or manifest entry), knowing what every file holds.
    func validate(_ judged: Judged, collected: Collected, in context: Context) -> [Finding]
}
