import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// Name collisions in a large sound library: one name in many folders must give a report that
/// grows with the files, not with their pairs (issue 14: 70 theme folders × 300 names printed
/// 74 MB, each file's message listing every other copy).
@Suite("Name collisions at scale")
struct NameCollisionScaleTests {
    static func findings(_ paths: [String], placements: [String: [BundlePlacement]] = [:]) -> [String: [Finding]] {
        let sounds = paths.map { path in
            var sound = InspectedSound(path: path, description: nil)
            if let shipped = placements[path] { sound.shipping = .shipped(shipped) }
            return sound
        }
        let context = RuleContext()
        let rule = NameCollisionRule()
        let names = rule.collect(sounds, in: context)
        return Dictionary(
            uniqueKeysWithValues: sounds.map { ($0.path, rule.validate($0, collected: names, in: context)) })
    }

    @Test("5,000 copies of one name: each message names 3 others and counts the rest, so the report stays linear")
    func manyCopies() throws {
        let paths = (0..<5_000).map { "themes/t\(String(1_000_000 + $0).dropFirst())/ding.caf" }
        let findings = Self.findings(paths.shuffled())
        #expect(findings.count == 5_000)
        let total = findings.values.joined().reduce(0) { $0 + $1.message.utf8.count }
        // Each message is a couple of hundred bytes; listing every other copy made it 100 kB.
        #expect(total < 5_000 * 300, "report grew to \(total) bytes")
        let first = try #require(findings[paths[0]]?.first)
        #expect(first.severity == .error)
        #expect(
            first.message
                == """
                4999 other sounds named ding.caf are at \(paths[1]), \(paths[2]), \(paths[3]) and 4996 more: the \
                app bundle flattens folders, so only one of them ships
                """
        )
        let later = try #require(findings[paths[2]]?.first)
        #expect(
            later.message.hasPrefix(
                "4999 other sounds named ding.caf are at \(paths[0]), \(paths[1]), \(paths[3]) and 4996 more:"))
    }

    @Test("a few copies are all named; one other copy reads as before")
    func fewCopies() throws {
        let two = Self.findings(["b/ding.caf", "a/ding.caf"])
        #expect(
            two["a/ding.caf"]?.map(\.message) == [
                """
                another sound named ding.caf is at b/ding.caf: the app bundle flattens folders, so only one of \
                them ships
                """
            ])
        let four = Self.findings(["d/ding.caf", "c/ding.caf", "b/ding.caf", "a/ding.caf"])
        #expect(
            four["c/ding.caf"]?.map(\.message) == [
                """
                3 other sounds named ding.caf are at a/ding.caf, b/ding.caf, d/ding.caf: the app bundle flattens \
                folders, so only one of them ships
                """
            ])
    }

    @Test("spellings differing by case and copies in one bundle are capped the same way")
    func cappedSpellingsAndBundles() throws {
        let spellings = ["ding.caf", "Ding.caf", "DING.caf", "dIng.caf", "diNg.caf", "dinG.caf"].map { "s/\($0)" }
        let found = Self.findings(spellings)
        let warning = try #require(found["s/ding.caf"]?.first)
        #expect(warning.severity == .warning)
        #expect(
            warning.message
                == """
                ding.caf differs only by case from DING.caf, Ding.caf, dIng.caf and 2 more; the device file system \
                is case-sensitive, so give them distinct names
                """
        )

        let copies = (1...5).map { "Sounds\($0)/chime.caf" }
        let placed = Dictionary(
            uniqueKeysWithValues: copies.map {
                ($0, [BundlePlacement(bundle: "App", kind: .application, location: "chime.caf")])
            })
        let inBundle = try #require(Self.findings(copies, placements: placed)["Sounds1/chime.caf"]?.first)
        #expect(
            inBundle.message.hasPrefix(
                """
                target App also copies Sounds2/chime.caf, Sounds3/chime.caf, Sounds4/chime.caf and 1 more to \
                chime.caf in its bundle
                """
            ))
    }
}
