#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A file being written that appears at its destination only when complete.
///
/// The bytes go to a file in the destination's folder that has no name yet (Linux `O_TMPFILE`),
/// or, where that is not available, a hidden temporary name. `commit()` flushes it to disk and
/// links it into place, so a reader, or a run killed half-way, sees either the old file (or none)
/// or the complete new one: never a part. Without `overwrite`, committing over an existing file
/// fails (an atomic `link`, not a check then a rename, so two runs cannot race).
package final class OutputFile {
    package let destination: String
    package let overwrite: Bool
    private let descriptor: Int32
    /// The hidden name when the file has one, nil for an unnamed `O_TMPFILE`.
    private let temporaryName: String?
    private var finished = false

    package init(destination: String, overwrite: Bool) throws(ConversionError) {
        self.destination = destination
        self.overwrite = overwrite
        let directory = PathText.directory(of: destination)
        #if os(Linux)
        // O_TMPFILE is __O_TMPFILE | O_DIRECTORY; Glibc does not export it to Swift.
        let unnamed = open(PathText.systemPath(directory), 0o20000000 | O_DIRECTORY | O_RDWR | O_CLOEXEC, 0o644)
        #else
        let unnamed: Int32 = -1
        #endif
        if unnamed >= 0 {
            descriptor = unnamed
            temporaryName = nil
        } else {
            let hidden = ".\(PathText.lastComponent(of: destination)).soundcheck-XXXXXX"
            var template = PathText.systemPath(PathText.join(directory, hidden))
            let named = template.withUnsafeMutableBufferPointer { $0.baseAddress.map { mkstemp($0) } ?? -1 }
            guard named >= 0 else {
                throw ConversionError(
                    path: destination, reason: "cannot create a file in \(directory): \(Self.lastError())")
            }
            descriptor = named
            temporaryName = PathText.string(fromSystem: template.dropLast().map { UInt8(bitPattern: $0) })
        }
    }

    deinit {
        if !finished { discard() }
    }

    /// Appends bytes at the end of what was written.
    package func write(_ bytes: UnsafeRawBufferPointer) throws(ConversionError) {
        var offset = 0
        while offset < bytes.count {
            let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                throw ConversionError(path: destination, reason: "cannot write: \(Self.lastError())")
            }
            offset += written
        }
    }

    package func write(_ bytes: [UInt8]) throws(ConversionError) {
        var failure: ConversionError?
        bytes.withUnsafeBytes { raw in
            do throws(ConversionError) { try write(raw) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    /// Overwrites bytes already written, at `offset` (header fields known only at the end).
    package func write(_ bytes: [UInt8], at offset: Int64) throws(ConversionError) {
        let written = bytes.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
        guard written == bytes.count else {
            throw ConversionError(path: destination, reason: "cannot write: \(Self.lastError())")
        }
    }

    /// The descriptor, for a library that writes through it (libsndfile's `sf_open_fd`).
    package var fileDescriptor: Int32 { descriptor }

    /// What has been written so far, to read back (check) before committing.
    package func readBack() throws(ConversionError) -> FileByteSource {
        let copy = dup(descriptor)
        guard copy >= 0 else {
            throw ConversionError(path: destination, reason: "cannot read back: \(Self.lastError())")
        }
        do {
            return try FileByteSource(adopting: copy)
        } catch {
            throw ConversionError(path: destination, reason: "cannot read back: \(error.description)")
        }
    }

    /// Flushes the file to disk and puts it at its destination.
    package func commit() throws(ConversionError) {
        precondition(!finished, "committed or discarded already")
        finished = true
        defer { close(descriptor) }
        fchmod(descriptor, 0o644)
        guard fsync(descriptor) == 0 else {
            let reason = Self.lastError()
            removeTemporary()
            throw ConversionError(path: destination, reason: "cannot write: \(reason)")
        }
        if let temporaryName {
            try place(temporaryName)
        } else {
            // Give the unnamed file a hidden name beside the destination, then treat it like one.
            let hidden = PathText.join(
                PathText.directory(of: destination),
                ".\(PathText.lastComponent(of: destination)).soundcheck-\(getpid())-\(descriptor)")
            let linked = linkat(
                AT_FDCWD, "/proc/self/fd/\(descriptor)", AT_FDCWD, PathText.systemPath(hidden), AT_SYMLINK_FOLLOW)
            guard linked == 0 else {
                throw ConversionError(path: destination, reason: "cannot write: \(Self.lastError())")
            }
            try place(hidden)
        }
    }

    /// Drops what was written; the destination is untouched.
    package func discard() {
        guard !finished else { return }
        finished = true
        removeTemporary()
        close(descriptor)
    }

    private func place(_ temporary: String) throws(ConversionError) {
        let temporaryBytes = PathText.systemPath(temporary)
        let destinationBytes = PathText.systemPath(destination)
        defer { unlink(temporaryBytes) }
        if overwrite {
            guard rename(temporaryBytes, destinationBytes) == 0 else {
                throw ConversionError(path: destination, reason: "cannot write: \(Self.lastError())")
            }
            return
        }
        if link(temporaryBytes, destinationBytes) == 0 { return }
        let failure = errno
        if failure == EEXIST {
            throw ConversionError(path: destination, reason: "exists already", kind: .outputExists)
        }
        // Some file systems have no hard links: fall back to a check and a rename.
        if failure == EPERM || failure == EOPNOTSUPP || failure == EXDEV {
            if access(destinationBytes, F_OK) == 0 {
                throw ConversionError(path: destination, reason: "exists already", kind: .outputExists)
            }
            guard rename(temporaryBytes, destinationBytes) == 0 else {
                throw ConversionError(path: destination, reason: "cannot write: \(Self.lastError())")
            }
            return
        }
        throw ConversionError(path: destination, reason: "cannot write: \(String(cString: strerror(failure)))")
    }

    private func removeTemporary() {
        if let temporaryName { unlink(PathText.systemPath(temporaryName)) }
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    @inline(__always)
    private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
        Glibc.write(fd, buffer, count)
        #else
        Darwin.write(fd, buffer, count)
        #endif
    }
}
