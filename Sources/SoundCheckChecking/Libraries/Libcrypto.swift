import CCrypto
import SoundCheckCore

/// OpenSSL's libcrypto on Linux: SHA-256 on the CPU's SHA instructions, for the manifest. Every
/// distribution ships it (apt, curl and git need it), but a minimal container may not: then the
/// portable SHA-256 hashes instead, and nothing asks for it to be installed.
package enum Libcrypto {
    package static let library = DynamicLibrary(
        name: "OpenSSL's libcrypto",
        files: [["libcrypto.so.3", "libcrypto.so.1.1"]],
        apt: "libssl3", brew: "openssl@3")

    /// Its functions, opened on the first use in a run, or why they cannot be.
    package static let functions = library.load(soundcheck_crypto_resolve)
}
