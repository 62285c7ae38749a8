import Foundation
import Testing

@testable import SoundCheckCore

/// `Parallel.map` writes each result straight into the array it returns, from several threads:
/// every result must land at its element's index, once, and be released once with the array.
@Suite("Parallel map")
struct ParallelTests {
    @Test("results come back in order, each once, for any number of workers")
    func keepsOrder() {
        let values = Array(0..<1000).map { "value \($0)" }
        for workers in [1, 2, 3, 8, 2000] {
            #expect(Parallel.map(values, workers: workers) { $0 + "!" } == values.map { $0 + "!" })
        }
        #expect(Parallel.map([String](), workers: 2) { $0 }.isEmpty)
    }

    /// A result that counts its own lives: one made and one released per element, none left
    /// alive once the array is gone (a slot initialised twice or never would show here).
    final class Counted: Sendable {
        static let alive = Tally()
        let value: Int
        init(_ value: Int) {
            self.value = value
            Self.alive.add(1)
        }
        deinit { Self.alive.add(-1) }
    }

    /// A count shared by threads (`Atomic` needs macOS 15; the package supports 13).
    final class Tally: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add(_ amount: Int) { lock.withLock { count += amount } }
        var value: Int { lock.withLock { count } }
    }

    @Test("every result object is made once and released once with the array")
    func releasesEachResultOnce() {
        do {
            let results = Parallel.map(Array(0..<5000), workers: 4) { Counted($0) }
            #expect(results.map(\.value) == Array(0..<5000))
            #expect(Counted.alive.value == 5000)
        }
        #expect(Counted.alive.value == 0)
    }
}
