import CSndfile

/// libsndfile: a second opinion when checking, a decoder and a writer when converting.
package enum Libsndfile {
    package static let library = DynamicLibrary(
        name: "libsndfile", stem: "sndfile", major: 1, apt: "libsndfile1", brew: "libsndfile")

    /// Its functions, opened on the first use in a run (a static is initialised once, safely
    /// across threads), or why it cannot be opened.
    package static let functions = library.load(soundcheck_sndfile_resolve)
}

extension soundcheck_sndfile {
    /// libsndfile's message for the last error on `sndfile`, or for the last failed open when nil.
    package func errorMessage(_ sndfile: OpaquePointer?) -> String {
        sf_strerror(sndfile).map { String(cString: $0) } ?? "unknown error"
    }
}
