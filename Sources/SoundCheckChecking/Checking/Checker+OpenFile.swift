import SoundCheckCore

extension Checker {
    /// Checks one file that is open but not yet at its name (a conversion's output before it is
    /// put in place), as `check(paths:)` would check it at `path`: the same reader, libsndfile's
    /// second opinion, and the enabled rules. At a name in a `res/raw` folder it is judged as an
    /// Android raw resource (its content and name; what the module keeps is not the file's), and
    /// anywhere when `android` says it is one (an Ogg conversion).
    package func check(_ source: FileByteSource, as path: String, android: Bool = false) -> FileReport {
        var sound = reader.inspect(source: source, path: path)
        if android || AndroidResources.isRawFolder(PathText.directory(of: path)) {
            sound.android = AndroidPlacement(resourceAt: path)
        }
        if reader.crossCheckWithLibsndfile, let description = sound.description,
            !description.defects.contains(where: IntegrityRule.isError),
            LibsndfileProbe.readsCorrectly(description)
        {
            sound.libsndfile = LibsndfileProbe.probe(source)
        }
        return judge([sound]).files.first ?? FileReport(sound: sound, findings: [])
    }
}
