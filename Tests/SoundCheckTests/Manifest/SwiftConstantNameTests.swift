import Testing

@testable import SoundCheckCore

/// The names of the generated enum's cases: code that names a sound must keep compiling when
/// sounds are added, and no letter of a file name is lost.
@Suite("Swift constant names")
struct SwiftConstantNameTests {
    static func cases(_ names: [String]) -> [String: String] {
        Dictionary(uniqueKeysWithValues: zip(names, SwiftConstantsGenerator.identifiers(for: names)))
    }

    @Test("a sound keeps its case when files with the same stem, or the same base name, are added")
    func stableWhenSoundsAreAdded() {
        var names = [
            "chime.caf", "door-bell.caf", "chime-ima4.caf", "doorbell.caf", "ünïcode.caf", "日本.caf", "alert.aiff",
            "ping.wav", "knock",
        ]
        let additions = [
            ["chime.aiff"],  // the issue's case: .chime became .chimeCaf
            ["chime.wav", "door-bell.aiff", "alert.wav"],
            ["door_bell.caf", "doorBell.wav"],  // same base identifier as door-bell.caf
            ["chime.aif", "unicode.wav", "ünïcode.wav"],
            ["ping.mp3", "日本.wav", "ping_.wav", "knock.mp3"],
        ]
        var before = Self.cases(names)
        for added in additions {
            names += added
            let after = Self.cases(names)
            for (name, identifier) in before {
                #expect(
                    after[name] == identifier,
                    "adding \(added) renamed \(name): .\(identifier) → .\(after[name] ?? "nil")")
            }
            #expect(Set(after.values).count == names.count, "identifiers are not distinct after adding \(added)")
            before = after
        }
        #expect(before["chime.caf"] == "chime")
        #expect(before["chime.aiff"] == "chimeAiff")
        #expect(before["door-bell.caf"] == "doorBell")
        #expect(before["door_bell.caf"] == "doorBellCaf")  // not doorBellCaf2
        #expect(before["ping_.wav"] == "pingWav")
    }

    @Test("the documented exceptions: an added sound earlier in the order, or whose bare name is a suffixed one")
    func documentedRenames() {
        // Earlier in the order: a CAF added beside a WAV takes the bare name.
        #expect(Self.cases(["chime.wav", "chime.caf"]) == ["chime.caf": "chime", "chime.wav": "chimeWav"])
        // Bare names are handed out first; the suffixed name that meets one is numbered.
        #expect(
            Self.cases(["chime.caf", "chime.aiff", "chime-aiff.caf"])
                == ["chime.caf": "chime", "chime-aiff.caf": "chimeAiff", "chime.aiff": "chimeAiff2"])
    }

    @Test("the extension order decides which sound keeps the bare name, whatever order the names come in")
    func extensionOrderDecides() {
        let names = ["chime.wav", "chime.aifc", "chime.aif", "chime.aiff", "chime.caf", "chime.mp3", "chime"]
        let expected = [
            "chime.caf": "chime", "chime.aiff": "chimeAiff", "chime.aif": "chimeAif", "chime.aifc": "chimeAifc",
            "chime.wav": "chimeWav", "chime.mp3": "chimeMp3", "chime": "chime2",
        ]
        #expect(Self.cases(names) == expected)
        #expect(Self.cases(names.reversed()) == expected)
        // A later sound in the order never takes the name: a lone WAV is `.chime` …
        #expect(Self.cases(["chime.wav"]) == ["chime.wav": "chime"])
        // … and same-extension names that read alike are told apart by code-point order.
        #expect(
            Self.cases(["door-bell.caf", "Door Bell.caf"]) == [
                "Door Bell.caf": "doorBell", "door-bell.caf": "doorBellCaf",
            ])
        // Only a third one with the same extension needs a number.
        #expect(
            Self.cases(["door_bell.caf", "door-bell.caf", "door bell.caf"])
                == ["door bell.caf": "doorBell", "door-bell.caf": "doorBellCaf", "door_bell.caf": "doorBellCaf2"])
    }

    @Test("README's examples keep their names")
    func readmeExamples() {
        #expect(
            Self.cases(["doorbell.caf", "chime-ima4.caf", "bing-bong.caf"])
                == ["doorbell.caf": "doorbell", "chime-ima4.caf": "chimeIma4", "bing-bong.caf": "bingBong"])
    }

    @Test(
        "Latin letters are transliterated, never dropped",
        arguments: [
            ("ünïcode", "unicode"), ("café", "cafe"), ("Ærø", "aero"), ("straße", "strasse"), ("Łódź", "lodz"),
            ("Đuro", "duro"), ("þorn", "thorn"), ("œuvre", "oeuvre"), ("smørrebrød", "smorrebrod"),
            ("ÉcoleMusic", "ecoleMusic"),
            ("Ĳssel", "ijssel"), ("ǅemal", "dzemal"), ("ﬁnal", "final"), ("ｆｕｌｌ", "full"), ("Hồ Chí Minh", "hoChiMinh"),
            // Decomposed, as macOS file systems hand names out: the marks are dropped, not the letters.
            ("cafe\u{301}", "cafe"), ("u\u{308}ni\u{308}code", "unicode"),
        ])
    func transliteration(name: String, identifier: String) {
        #expect(SwiftConstantsGenerator.identifier(for: name) == identifier)
    }

    @Test(
        "letters with no Latin spelling are spelled by code point; other digits by value",
        arguments: [
            ("日本", "u65e5U672c"), ("жук", "u436U443U43a"), ("通知-chime", "u901aU77e5Chime"), ("🔔", "u1f514"),
            ("bell 🔔", "bell"), ("٣", "sound3"), ("②up", "sound2up"), ("नमस्ते", "u928U92eU938U94dU924U947"),
        ])
    func fallback(name: String, identifier: String) {
        #expect(SwiftConstantsGenerator.identifier(for: name) == identifier)
    }

    @Test("names in other scripts that differ stay distinct, without numbers")
    func otherScriptsStayDistinct() {
        let names = ["日本.caf", "日.caf", "本日.caf", "🔔.caf", "🎵.caf", "жук.caf", "жуk.caf"]
        let identifiers = SwiftConstantsGenerator.identifiers(for: names)
        #expect(Set(identifiers).count == names.count)
        // Each keeps the name its stem alone gives: none needed a suffix to be told apart.
        #expect(identifiers == names.map { SwiftConstantsGenerator.identifier(for: PathText.stem(of: $0)) })
    }
}
