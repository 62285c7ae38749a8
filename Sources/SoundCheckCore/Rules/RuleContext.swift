/// What a rule may know beyond the file it judges: the run's settings. What a rule needs of the
/// other files of the run it collects itself (`CollectingRule`), so that a disabled rule costs
/// nothing.
public struct RuleContext: Sendable {
    public var configuration: RuleConfiguration

    public init(configuration: RuleConfiguration = RuleConfiguration()) {
        self.configuration = configuration
    }
}
