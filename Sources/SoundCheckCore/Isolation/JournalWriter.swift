#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The worker's side of the journal: the file the supervisor made, mapped into memory, each record
/// stored into the mapping. Two records a file cost two `write` calls before, most of what
/// `check` spent over reading the files; a store costs nothing the supervisor can notice. The
/// stores are in the page cache the moment they are made, so the supervisor reads them however
/// the worker ends. Where the file cannot be mapped (or grown), records are written with
/// `pwrite` at the same places instead.
final class JournalWriter: @unchecked Sendable {  // all state is guarded by `lock`
    private let descriptor: Int32
    private let lock = Lock()
    private var mapping: UnsafeMutableRawPointer?
    private var capacity = 0
    /// Bytes of records so far; the rest of the file is zeros, which the parser skips.
    private var used = 0
    private static let initialCapacity = 1 << 20

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func append(_ record: [UInt8]) {
        guard let kind = record.first else { return }
        lock.withLock {
            if used + record.count > capacity { remap(minimum: used + record.count) }
            if let mapping {
                let target = mapping + used
                record.withUnsafeBytes { bytes in
                    (target + 1).copyMemory(from: bytes.baseAddress! + 1, byteCount: bytes.count - 1)
                }
                // The kind last: a record the worker's death cuts short starts with a zero and
                // is skipped. (Were the stores reordered, a cut record would name a path prefix;
                // recovery then reads the in-flight files one at a time, and finds the real one.)
                target.storeBytes(of: kind, as: UInt8.self)
            } else {
                _ = record.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(used)) }
            }
            used += record.count
        }
    }

    /// Grows the file to hold `minimum` bytes (doubling) and maps it again; on failure records
    /// go through `pwrite` from then on.
    private func remap(minimum: Int) {
        if let mapping { munmap(mapping, capacity) }
        mapping = nil
        let grown = max(Self.initialCapacity, capacity * 2, minimum)
        guard ftruncate(descriptor, off_t(grown)) == 0 else { return }
        capacity = grown
        let mapped = mmap(nil, grown, PROT_READ | PROT_WRITE, MAP_SHARED, descriptor, 0)
        // MAP_FAILED, (void *)-1, which Swift does not import.
        guard let mapped, mapped != UnsafeMutableRawPointer(bitPattern: -1) else { return }
        mapping = mapped
    }
}
