/// A source file `refs` was asked to read could not be: unreadable, too large, or of a language
/// it does not read. Its references are unknown, so the run says so rather than pass in silence.
public enum SourceFileRule {
    public static let description = RuleDescription(
        identifier: "source-file",
        name: "Source file",
        summary: "Every file refs is given can be read, is at most 8 MiB, and is in a language refs reads.",
        rationale:
            """
            The sound names in a file that was not read are not checked; a report that skipped it without saying \
            so would pass code it never saw.
            """,
        severity: .error,
        triggeringExamples: [RuleExample("sources/README.txt", message: "not read: refs reads source files named")],
        nonTriggeringExamples: ["sources/App/Reminders.swift"]
    )
}
