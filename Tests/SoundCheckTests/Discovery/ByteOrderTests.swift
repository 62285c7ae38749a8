import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore

/// The order reports list paths in: UTF-8 bytes, compared with `memcmp` since the generic
/// comparison of `utf8` views was a visible part of `check`'s time on 21,000 files.
@Suite("Byte order of paths")
struct ByteOrderTests {
    /// Names that differ early, late, by length, by case, by composition, and past the 15 bytes
    /// a small string holds inline.
    static let names = [
        "", "a", "A", "ab", "a/b", "a-b", "a/b/c.caf", "sounds/dir017/sound-08512.wav",
        "sounds/dir017/sound-08512.wa", "sounds/dir017/sound-08512.wav\u{0}", "\u{E9}.caf", "e\u{301}.caf",
        "ü/ding.caf", "Sounds/Ünïcode bell.wav", "\u{1F514}.caf", "z", "~",
    ]

    @Test("every pair orders as the generic comparison of their UTF-8 bytes")
    func sameAsGenericComparison() {
        for left in Self.names {
            for right in Self.names {
                let expected =
                    left.utf8.elementsEqual(right.utf8) ? 0 : (left.utf8.lexicographicallyPrecedes(right.utf8) ? -1 : 1)
                #expect(left.compareBytes(right) == expected, "\(left) against \(right)")
                #expect(left.precedesInBytes(right) == (expected < 0), "\(left) against \(right)")
            }
        }
    }

    @Test("composed and decomposed é are two names, and a prefix sorts first")
    func composedAndPrefixes() {
        // Equal as Swift strings (canonically equivalent), two files on disk.
        #expect("\u{E9}.caf" == "e\u{301}.caf")
        #expect("\u{E9}.caf".compareBytes("e\u{301}.caf") == 1)
        #expect("e\u{301}.caf".precedesInBytes("\u{E9}.caf"))
        #expect("a".precedesInBytes("ab"))
        #expect(!"ab".precedesInBytes("a"))
        #expect("".compareBytes("") == 0)
    }

    @Test("a run's sounds come in path order, iOS's row of a path before Android's")
    func reportOrder() {
        let apple = ["b/ding.caf", "a/chime.caf", "c.caf"].map { InspectedSound(path: $0, description: nil) }
        var android = InspectedSound(path: "a/chime.caf", description: nil)
        android.android = AndroidPlacement(resourceAt: "res/raw/chime.caf")
        let ordered = Checker.inReportOrder(apple, [android])
        #expect(ordered.map(\.path) == ["a/chime.caf", "a/chime.caf", "b/ding.caf", "c.caf"])
        #expect(ordered.map(\.platform) == [.apple, .android, .apple, .apple])
        // Out of order without Android sounds (a `keep` that reorders): still sorted.
        #expect(Checker.inReportOrder(apple, []).map(\.path) == ["a/chime.caf", "b/ding.caf", "c.caf"])
        let sorted = Checker.inReportOrder(apple, []).map(\.path)
        let sortedSounds = sorted.map { InspectedSound(path: $0, description: nil) }
        #expect(Checker.inReportOrder(sortedSounds, []).map(\.path) == sorted)
    }
}
