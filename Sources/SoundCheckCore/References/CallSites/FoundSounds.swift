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

    package var names: [Name] = []
    /// Known call sites whose argument is not a plain literal: counted, never guessed.
    package var unchecked: [ReferenceFileReport.NotCheckable] = []
    /// Where the code makes a critical-alert sound (`criticalSoundNamed`, `defaultCritical`…).
    package var criticalSites: [CriticalSite] = []

    package struct CriticalSite: Sendable, Hashable {
        /// The API's name as written.
        package var name: String
        package var line: Int
        package var column: Int
    }
}
