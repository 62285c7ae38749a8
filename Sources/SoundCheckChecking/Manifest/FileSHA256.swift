import CCrypto
import SoundCheckCore

#if canImport(CommonCrypto)
import CommonCrypto
#endif

/// SHA-256 of whole files, for the manifest, with the fastest implementation the machine has:
/// CommonCrypto on macOS, OpenSSL's libcrypto on Linux (both use the CPU's SHA instructions, about
/// 2 GB/s a core here), and soundcheck's portable SHA-256 (about 340 MB/s) where neither is. The
/// tests hash the same bytes with each and compare.
package enum FileSHA256 {
    package enum Implementation: String, Sendable, CaseIterable {
        case commonCrypto = "CommonCrypto"
        case libcrypto = "OpenSSL libcrypto"
        case portable = "portable"

        /// Whether this machine has it.
        package var isAvailable: Bool {
            switch self {
            case .commonCrypto:
                #if canImport(CommonCrypto)
                return true
                #else
                return false
                #endif
            case .libcrypto:
                #if canImport(CommonCrypto)
                return false
                #else
                return (try? Libcrypto.functions.get()) != nil
                #endif
            case .portable:
                return true
            }
        }
    }

    /// The first of the implementations this machine has, chosen once.
    package static let preferred = Implementation.allCases.first { $0.isAvailable } ?? .portable

    /// The file is read in pieces of this size into one buffer.
    static let pieceSize = 1 << 20

    /// Lowercase hexadecimal SHA-256 of the file's bytes.
    package static func hex(ofFile path: String, using implementation: Implementation = preferred) throws(ReadError)
        -> String
    {
        let source = try FileByteSource(path: path)
        var digester = Digester(implementation)
        defer { digester.release() }
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: pieceSize, alignment: 16)
        defer { buffer.deallocate() }
        var offset: Int64 = 0
        while offset < source.size {
            // The buffer has room for a whole piece: `copy` never writes past `pieceSize`.
            let read = source.copy(into: buffer.baseAddress!, at: offset, count: pieceSize)
            guard read >= 0 else { throw ReadError(FileByteSource.errnoText("cannot read")) }
            if read == 0 { break }
            digester.update(UnsafeRawBufferPointer(rebasing: buffer[0..<read]))
            offset += Int64(read)
        }
        guard let digest = digester.finalize() else {
            throw ReadError("OpenSSL's libcrypto could not finish the SHA-256")
        }
        return SHA256.hex(digest)
    }

    /// One hash in progress, in one of the implementations.
    private struct Digester {
        private var portable = SHA256()
        private let implementation: Implementation
        #if canImport(CommonCrypto)
        private var context = CC_SHA256_CTX()
        #else
        private var context: OpaquePointer?
        private var functions: soundcheck_crypto?
        #endif

        init(_ implementation: Implementation) {
            self.implementation = implementation
            #if canImport(CommonCrypto)
            if implementation == .commonCrypto { CC_SHA256_Init(&context) }
            #else
            if implementation == .libcrypto, let functions = try? Libcrypto.functions.get(),
                let context = functions.EVP_MD_CTX_new(),
                functions.EVP_DigestInit_ex(context, functions.EVP_sha256(), nil) == 1
            {
                self.functions = functions
                self.context = context
            }
            #endif
        }

        mutating func update(_ bytes: UnsafeRawBufferPointer) {
            guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
            #if canImport(CommonCrypto)
            if implementation == .commonCrypto {
                CC_SHA256_Update(&context, base, CC_LONG(bytes.count))
                return
            }
            #else
            if let functions, let context {
                _ = functions.EVP_DigestUpdate(context, base, bytes.count)
                return
            }
            #endif
            portable.update(bytes)
        }

        /// The digest; nil only if libcrypto fails to finish, which it documents but does not do.
        mutating func finalize() -> [UInt8]? {
            #if canImport(CommonCrypto)
            if implementation == .commonCrypto {
                var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
                CC_SHA256_Final(&digest, &context)
                return digest
            }
            #else
            if let functions, let context {
                var digest = [UInt8](repeating: 0, count: 32)
                var size: UInt32 = 0
                return functions.EVP_DigestFinal_ex(context, &digest, &size) == 1 && size == 32 ? digest : nil
            }
            #endif
            return portable.finalize()
        }

        func release() {
            #if !canImport(CommonCrypto)
            if let functions, let context { functions.EVP_MD_CTX_free(context) }
            #endif
        }
    }
}
