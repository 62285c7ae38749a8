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
    /// Android notification sounds (raw resources) named as literals (`AndroidSlots`).
    package var androidNames: [AndroidName] = []
    /// Android notification channels the code creates, by id (`AndroidSlots.channels`).
    package var channels: [ReferenceFileReport.AndroidChannel] = []

    package struct AndroidName: Sendable, Hashable {
        package var name: String
        package var site: String
        /// The API takes a file name (`alert.wav`) and plays the resource of its stem.
        package var fileName: Bool
        package var line: Int
        package var column: Int

        /// The raw resource it names: the stem of a file name.
        var resourceName: String { fileName ? AndroidResourceName(fileName: name).name : name }
    }
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
