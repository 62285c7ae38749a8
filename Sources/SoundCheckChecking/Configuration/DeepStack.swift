import CThreadStack

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work whose recursion grows with its input's nesting where the stack has room for it.
/// Yams composes YAML by recursion, one level of stack (about 2 KB in a release build) per level
/// of nesting, and Swift frees a nested tree by recursion too: 5 KB of `[` in a `.soundcheck.yml`
/// overflowed an 8 MB main thread (FuzzConfiguration found it), and threads of Swift concurrency
/// and Dispatch have far less.
package enum DeepStack {
    /// `body`'s result, computed on the calling thread when `bytes` of its stack are left, else
    /// on a thread of its own with that much stack (memory is only committed as it is used).
    package static func run<Result>(needing bytes: Int, _ body: () -> Result) -> Result {
        if let left = stackLeft(), left >= bytes { return body() }
        var result: Result?
        withoutActuallyEscaping(body) { body in
            let work = Work { result = body() }
            if !start(work, stack: bytes) { work.body() }
        }
        guard let result else { preconditionFailure("the deep-stack thread ended without running its work") }
        return result
    }

    /// Bytes of the calling thread's stack below this frame, or nil when its bounds are unknown
    /// (or this frame is not inside them, as with a sanitizer's fake stack frames).
    static func stackLeft() -> Int? {
        var marker: UInt8 = 0
        let here = withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
        guard let (bottom, size) = stackBounds(), here > bottom, here - bottom < size else { return nil }
        return Int(here - bottom)
    }

    private static func stackBounds() -> (bottom: UInt, size: UInt)? {
        var bottom: UInt = 0
        var size = 0
        guard soundcheck_thread_stack(&bottom, &size) == 0 else { return nil }
        return (bottom, UInt(size))
    }

    /// The work handed to the thread. Unchecked: the thread is its only user until it is joined,
    /// and joining orders its writes before the caller reads the result.
    private final class Work: @unchecked Sendable {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    private static func start(_ work: Work, stack bytes: Int) -> Bool {
        var attributes = pthread_attr_t()
        guard pthread_attr_init(&attributes) == 0 else { return false }
        defer { pthread_attr_destroy(&attributes) }
        // Whole mebibytes, so the C library can reuse a finished thread's stack for the next.
        guard pthread_attr_setstacksize(&attributes, (max(bytes, 1) + 0xFFFFF) & ~0xFFFFF) == 0 else { return false }
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let created = pthread_create(
            &thread, &attributes,
            { context in
                guard let context else { return nil }
                Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, context)
        #else
        var thread: pthread_t?
        let created = pthread_create(
            &thread, &attributes,
            { context in
                Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
                return nil
            }, context)
        #endif
        guard created == 0 else {
            Unmanaged<Work>.fromOpaque(context).release()
            return false
        }
        #if canImport(Glibc)
        pthread_join(thread, nil)
        #else
        if let thread { pthread_join(thread, nil) }
        #endif
        return true
    }
}
