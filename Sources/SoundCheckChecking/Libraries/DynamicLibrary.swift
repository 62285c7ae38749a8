import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A C library soundcheck opens on first use instead of linking it (see
/// `Sources/CDynamicLoading/function_table.h`): soundcheck starts without it, and a command that
/// needs it says what to install.
package struct DynamicLibrary: Sendable {
    /// How messages name it: "libsndfile".
    package var name: String
    /// The files to open, all of them, each as the names to try in turn.
    package var files: [[String]]
    /// The packages that install it: apt's (Debian, Ubuntu) and Homebrew's.
    package var apt: String
    package var brew: String

    package init(name: String, files: [[String]], apt: String, brew: String) {
        self.name = name
        self.files = files
        self.apt = apt
        self.brew = brew
    }

    /// A library in one file, lib`stem` of major version `major`.
    package init(name: String, stem: String, major: Int, apt: String, brew: String) {
        self.init(name: name, files: [Self.fileNames(stem, major: major)], apt: apt, brew: brew)
    }

    /// The names of lib`stem` of major version `major` (the major version fixes the ABI): its
    /// soname, which the dynamic loader looks for where the system keeps libraries; on macOS also
    /// in Homebrew's prefixes, since dyld's fallback path lacks /opt/homebrew/lib.
    package static func fileNames(_ stem: String, major: Int) -> [String] {
        #if canImport(Darwin)
        let file = "lib\(stem).\(major).dylib"
        return [file] + ["/opt/homebrew/lib", "/usr/local/lib"].map { "\($0)/\(file)" }
        #else
        return ["lib\(stem).so.\(major)"]
        #endif
    }

    /// Opens every file, each under the first of its names that opens. After a failure the files
    /// already open stay open: this happens once in a run.
    package func open() -> Result<[UnsafeMutableRawPointer], LibraryMissing> {
        var handles: [UnsafeMutableRawPointer] = []
        for names in files {
            guard let handle = names.lazy.compactMap({ dlopen($0, RTLD_NOW | RTLD_LOCAL) }).first else {
                let reason = dlerror().map { String(cString: $0) } ?? names.joined(separator: ", ")
                return .failure(
                    LibraryMissing(problem: "\(name) is not installed", detail: reason, apt: apt, brew: brew))
            }
            handles.append(handle)
        }
        return .success(handles)
    }

    /// A shim's `soundcheck_<name>_resolve`: fills the table from the open files, and returns
    /// the first function none of them has, or nil.
    package typealias Resolve<Table> = (UnsafePointer<UnsafeMutableRawPointer>, Int32, UnsafeMutablePointer<Table>) ->
        UnsafePointer<CChar>?

    /// Opens the library and fills a shim's table of its functions.
    package func load<Table>(_ resolve: Resolve<Table>) -> Result<Table, LibraryMissing> {
        open().flatMap { handles in
            withUnsafeTemporaryAllocation(of: Table.self, capacity: 1) { table in
                if let absent = resolve(handles, Int32(handles.count), table.baseAddress!) {
                    return .failure(
                        LibraryMissing(
                            problem: "\(name) lacks \(String(cString: absent))", detail: nil, apt: apt, brew: brew))
                }
                return .success(table.baseAddress!.move())
            }
        }
    }
}

extension Result where Failure == LibraryMissing {
    /// A library's functions, or else the error a conversion of `path` fails with.
    package func get(for path: String) throws(ConversionError) -> Success {
        do {
            return try get()
        } catch {
            throw ConversionError(path: path, reason: error.description)
        }
    }
}
