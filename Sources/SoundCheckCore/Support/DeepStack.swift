#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work whose recursion grows with its input's nesting on a thread with a stack sized for
/// it, and waits for the answer. Yams composes YAML by recursion, one level of stack (about 2 KB
/// in a release build) per level of nesting, and Swift frees a nested tree by recursion too: 5 KB
/// of `[` in a `.soundcheck.yml` overflowed an 8 MB main thread (FuzzConfiguration found it), and
/// threads of Swift concurrency and Dispatch have far less.
package enum DeepStack {
    /// `body`'s result, computed on a thread of `bytes` of stack (memory is only committed as the
    /// stack is used); on the calling thread if no such thread can be made.
    package static func run<Result>(stack bytes: Int, _ body: () -> Result) -> Result {
        var result: Result?
        withoutActuallyEscaping(body) { body in
            let work = Work { result = body() }
            if !start(work, stack: bytes) { work.body() }
        }
        guard let result else { preconditionFailure("the deep-stack thread ended without running its work") }
        return result
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
        guard pthread_attr_setstacksize(&attributes, bytes) == 0 else { return false }
        let context = Unmanaged.passRetained(work).toOpaque()
        #if canImport(Glibc)
        var thread = pthread_t()
        let created = pthread_create(&thread, &attributes, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, context)
        #else
        var thread: pthread_t?
        let created = pthread_create(&thread, &attributes, { context in
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
