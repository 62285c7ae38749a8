import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path names, whatever the spelling: two references that reach one file through
/// `..`, a symbolic link or another letter case (macOS) are one shipped sound.
struct FileIdentity: Hashable, Sendable {
    var device: UInt64
    var inode: UInt64
}
