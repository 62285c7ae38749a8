/// A rule that judges a file by what the other files of the run hold, as SwiftLint's
/// `CollectingRule`: it first collects what it needs from every file of the run, once, then judges
/// each file with what it collected. A run collects only for the rules it runs
/// (`RuleSelection.isEnabled`), so a disabled rule does no work.
///
/// Name collisions, Android's duplicate resources and the review's loudness outliers are
/// collecting rules; each keeps its index (`SharedNames`, `AndroidResourceNames`,
/// `LoudnessSpread`) to itself.
public protocol CollectingRule<Subject, Context>: DescribedRule {
    /// What one file of the run is to this rule: an inspected sound, a reviewed one.
    associatedtype Subject
    /// The run's settings the rule reads.
    associatedtype Context
    /// What the rule keeps of the whole run.
    associatedtype Collected: Sendable

    init()
    /// Gathers, from every file of the run, what judging one of them needs.
    func collect(_ subjects: [Subject], in context: Context) -> Collected
    /// The findings about one file, knowing what every file holds.
    func validate(_ subject: Subject, collected: Collected, in context: Context) -> [Finding]
}
