/// A check of one file by itself: a sound file (`InspectedSound`, judged with the run's
/// `RuleContext`), or a decoded sound (`DecodedSound`, in the review). Adding a sound rule means
/// adding one file with a type conforming to this protocol, and listing the type in
/// `RuleRegistry` (a test fails when a rule is left out).
public protocol Rule<Subject, Context>: DescribedRule {
    /// What the rule judges.
    associatedtype Subject = InspectedSound
    /// The run's settings the rule reads.
    associatedtype Context = RuleContext

    init()
    func validate(_ subject: Subject, in context: Context) -> [Finding]
}
