/// SHA-256 (FIPS 180-4), used to fingerprint sound files in the manifest.
///
/// We have our own because swift-crypto builds BoringSSL (minutes of compile time) for every
/// package that depends on soundcheck, and Foundation has no SHA-256 on Linux. This is a plain
/// implementation of FIPS 180-4, checked against the NIST test vectors and against `sha256sum`
/// (see SHA256Tests).
///
/// Feed bytes with `update` as often as needed, then call `finalize()` once. After `finalize()`
/// the value is spent: updating or finalizing it again is a programming error and traps. To get
/// a digest of the bytes so far and keep going, finalize a copy.
package struct SHA256: Sendable {
    /// The eight working words, a to h (H0 to H7 between blocks).
    private struct State: Sendable {
        var a, b, c, d, e, f, g, h: UInt32
    }

    /// Bytes of an incomplete block, waiting for the rest of it: 8 × 8 = 64 bytes, stored inline
    /// so that a hasher never allocates.
    private typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

    private static let blockSize = 64

    private var state = State(
        a: 0x6a09_e667, b: 0xbb67_ae85, c: 0x3c6e_f372, d: 0xa54f_f53a,
        e: 0x510e_527f, f: 0x9b05_688c, g: 0x1f83_d9ab, h: 0x5be0_cd19)
    private var pending: Block = (0, 0, 0, 0, 0, 0, 0, 0)
    private var pendingCount = 0
    /// Bytes hashed so far. See `finalize()` for how it becomes the message length.
    private var byteCount: UInt64 = 0
    private var finalized = false

    package init() {}

    /// Hashes `bytes` after everything fed so far. Pieces of any size, empty ones included.
    package mutating func update(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { update($0) }
    }

    /// Hashes `bytes` (any alignment) after everything fed so far.
    package mutating func update(_ bytes: UnsafeRawBufferPointer) {
        precondition(!finalized, "SHA256 updated after finalize()")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        byteCount &+= UInt64(bytes.count)
        var offset = 0
        if pendingCount > 0 {
            offset = appendPending(base, count: bytes.count)
            guard pendingCount == Self.blockSize else { return }
            compressPending()
        }
        // Whole blocks are hashed straight from the caller's buffer; only the tail is copied.
        let blocks = (bytes.count - offset) / Self.blockSize
        if blocks > 0 {
            Self.compress(&state, base + offset, blocks: blocks)
            offset += blocks * Self.blockSize
        }
        if offset < bytes.count {
            _ = appendPending(base + offset, count: bytes.count - offset)
        }
    }

    /// The 32-byte digest. The value must not be updated or finalized again afterwards.
    package mutating func finalize() -> [UInt8] {
        precondition(!finalized, "SHA256 finalized twice")
        // The message length goes in as a 64-bit count of bits. Keeping a UInt64 count of bytes
        // (not UInt32) makes inputs past 2^32 bytes come out right; `&<< 3` only wraps past
        // 2^61 bytes, where the bit count would exceed the 2^64 bits FIPS 180-4 allows anyway.
        let bitCount = byteCount &<< 3
        update(Self.padding(after: pendingCount, bitCount: bitCount))
        finalized = true
        let words = [state.a, state.b, state.c, state.d, state.e, state.f, state.g, state.h]
        return words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word &>> (24 - 8 * $0)) } }
    }

    /// Lowercase hexadecimal, two characters a byte.
    package static func hex(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(digest.count * 2)
        for byte in digest {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The 32-byte digest of `bytes`.
    package static func hash(_ bytes: [UInt8]) -> [UInt8] {
        var hasher = SHA256()
        hasher.update(bytes)
        return hasher.finalize()
    }

    // MARK: - Blocks

    /// Copies up to the rest of a block from `source` into `pending`; returns how many bytes it took.
    private mutating func appendPending(_ source: UnsafeRawPointer, count: Int) -> Int {
        let taken = min(count, Self.blockSize - pendingCount)
        let start = pendingCount
        withUnsafeMutableBytes(of: &pending) { block in
            block.baseAddress?.advanced(by: start).copyMemory(from: source, byteCount: taken)
        }
        pendingCount += taken
        return taken
    }

    private mutating func compressPending() {
        withUnsafeBytes(of: &pending) { block in
            if let base = block.baseAddress { Self.compress(&state, base, blocks: 1) }
        }
        pendingCount = 0
    }

    /// FIPS 180-4 5.1.1: a 1 bit, zeros up to 8 bytes short of a block boundary, then the bit
    /// count as a big-endian UInt64. `pendingCount` is where the message ends in its last block.
    private static func padding(after pendingCount: Int, bitCount: UInt64) -> [UInt8] {
        let lengthOffset = blockSize - 8
        let zeros = (pendingCount < lengthOffset ? lengthOffset : lengthOffset + blockSize) - pendingCount - 1
        var bytes: [UInt8] = [0x80] + [UInt8](repeating: 0, count: zeros)
        for shift in stride(from: 56, through: 0, by: -8) {
            bytes.append(UInt8(truncatingIfNeeded: bitCount &>> UInt64(shift)))
        }
        return bytes
    }

    // MARK: - Compression

    /// FIPS 180-4 4.2.2: the 64 round constants.
    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// Hashes `blocks` consecutive 64-byte blocks starting at `base` (any alignment) into `state`.
    private static func compress(_ state: inout State, _ base: UnsafeRawPointer, blocks: Int) {
        roundConstants.withUnsafeBufferPointer { k in
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                for block in 0..<blocks {
                    schedule(w, base + block * blockSize)
                    rounds(&state, k, w)
                }
            }
        }
    }

    /// FIPS 180-4 6.2.2 step 1: the message schedule W0...W63 of one block.
    @inline(__always)
    private static func schedule(_ w: UnsafeMutableBufferPointer<UInt32>, _ block: UnsafeRawPointer) {
        for t in 0..<16 {
            w[t] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: t * 4, as: UInt32.self))
        }
        for t in 16..<64 {
            let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] &>> 3)
            let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] &>> 10)
            w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
        }
    }

    /// FIPS 180-4 6.2.2 steps 2 to 4: the 64 rounds, then the sum into the hash value.
    @inline(__always)
    private static func rounds(
        _ state: inout State, _ k: UnsafeBufferPointer<UInt32>, _ w: UnsafeMutableBufferPointer<UInt32>
    ) {
        var v = state
        for t in 0..<64 {
            let sum1 = rotr(v.e, 6) ^ rotr(v.e, 11) ^ rotr(v.e, 25)
            let choose = (v.e & v.f) ^ (~v.e & v.g)
            let t1 = v.h &+ sum1 &+ choose &+ k[t] &+ w[t]
            let sum0 = rotr(v.a, 2) ^ rotr(v.a, 13) ^ rotr(v.a, 22)
            let majority = (v.a & v.b) ^ (v.a & v.c) ^ (v.b & v.c)
            let t2 = sum0 &+ majority
            v = State(a: t1 &+ t2, b: v.a, c: v.b, d: v.c, e: v.d &+ t1, f: v.e, g: v.f, h: v.g)
        }
        state.a &+= v.a
        state.b &+= v.b
        state.c &+= v.c
        state.d &+= v.d
        state.e &+= v.e
        state.f &+= v.f
        state.g &+= v.g
        state.h &+= v.h
    }

    @inline(__always)
    private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 {
        (x &>> n) | (x &<< (32 &- n))
    }
}
