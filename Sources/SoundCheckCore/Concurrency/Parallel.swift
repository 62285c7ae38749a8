import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

package enum Parallel {
    /// Runs `body` for every index on up to `workers` threads, each taking every n-th index.
    package static func forEachIndex(_ count: Int, workers: Int, _ body: @Sendable (Int) -> Void) {
        let workers = max(1, min(workers, count))
        guard workers > 1 else {
            for index in 0..<count { body(index) }
            return
        }
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: count, by: workers) {
                body(index)
            }
        }
    }

    /// `transform` applied to every element on up to `workers` threads, in order.
    package static func map<Element: Sendable, Result>(
        _ elements: [Element], workers: Int, _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        let results = ResultSlots<Result>(count: elements.count)
        forEachIndex(elements.count, workers: workers) { index in
            results[index] = transform(elements[index])
        }
        return results.takeValues()
    }
}

/// Fixed slots that parallel workers fill, each writing only its own indices.
private final class ResultSlots<Value>: @unchecked Sendable {
    private let buffer: UnsafeMutableBufferPointer<Value?>

    init(count: Int) {
        buffer = .allocate(capacity: count)
        buffer.initialize(repeating: nil)
    }

    deinit {
        buffer.deinitialize()
        buffer.deallocate()
    }

    subscript(index: Int) -> Value? {
        get { buffer[index] }
        set { buffer[index] = newValue }
    }

    /// Moves the results out and leaves the slots empty: a copy would retain every reference in
    /// each result only for the slots to release it again (a JSON report's 21,000 file objects).
    func takeValues() -> [Value] {
        buffer.indices.compactMap { index in
            var value: Value?
            swap(&value, &buffer[index])
            return value
        }
    }
}
