/// What the call-site matcher finds in one file, before the names are judged against a manifest.
package struct FoundSounds: Sendable, Hashable {
    /// A sound name written as a string literal at a known call site.
    package struct Name: Sendable, Hashable {
        package var name: String
        /// The call site, e.g. `UNNotificationSound(named:)`, `sound:`.
        package var site: String
        package var line: Int
        package var column: Int
    }

    /// A known call site whose argument is not a plain literal: its value is only known when the
    /// program runs, so it is counted, never guessed.
    package struct Unchecked: Sendable, Hashable {
        package var site: String
        /// The argument as written, shortened.
        package var expression: String
        package var line: Int
        package var column: Int
    }

    package var names: [Name] = []
    package var unchecked: [Unchecked] = []
}
