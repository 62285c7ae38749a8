import SoundCheckCore

/// The text of an app's config file (`app.json`, `config.xml`), read whole but bounded: a real
/// config is a few kilobytes, and the readers are linear in its size.
enum ConfigFile {
    /// Far above any real config; a larger file is refused rather than read.
    static let maximumSize: Int64 = 8 << 20

    static func bytes(of path: String) throws(SoundDiscovery.Problem) -> [UInt8] {
        do throws(ReadError) {
            let source = try FileByteSource(path: path)
            guard source.size <= maximumSize else {
                throw ReadError("\(source.size) bytes, more than the \(maximumSize >> 20) MB a config may hold")
            }
            return Array(try source.read(at: 0, count: Int(source.size)))
        } catch {
            throw SoundDiscovery.Problem(path: path, reason: "cannot read the config: \(error.description)")
        }
    }

    /// Where an entry `value` of a config in `folder` points: a path relative to the folder (as
    /// Node's `path.resolve(projectRoot, value)` does), `.` and `..` resolved lexically where they
    /// can be so that reports show `App/assets/x.caf`, not `App/./assets/x.caf`.
    static func resolve(_ value: String, in folder: String) -> String {
        ProjectPath.normalized(value.hasPrefix("/") ? value : PathText.join(folder, value))
    }
}
