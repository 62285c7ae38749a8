import CFFmpeg
import CSndfile
import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("C libraries opened on first use: loading, and what a missing one says")
struct DynamicLibraryTests {
    static let doesNotExist = DynamicLibrary(
        name: "libdoesnotexist", stem: "doesnotexist", major: 9, apt: "libdoesnotexist9", brew: "doesnotexist")

    @Test("a missing library is reported by name, with the loader's reason and the packages to install")
    func missing() throws {
        #if os(Linux)
        #expect(Self.doesNotExist.files == [["libdoesnotexist.so.9"]])
        #endif
        let result = Self.doesNotExist.open()
        guard case .failure(let missing) = result else {
            Issue.record("\(Self.doesNotExist.files) opened")
            return
        }
        #expect(missing.problem == "libdoesnotexist is not installed")
        #expect(missing.detail?.contains(Self.doesNotExist.files[0][0]) == true, "\(missing)")
        #expect(missing.description.hasSuffix("; install libdoesnotexist9 (apt) or doesnotexist (brew)"), "\(missing)")
        // A conversion that needs it fails for its file with that message.
        #expect(throws: ConversionError(path: "in.wav", reason: missing.description)) { try result.get(for: "in.wav") }
    }

    @Test("a library that lacks a function is reported with the function's name")
    func lacksFunction() {
        // libsoxr, opened as if it were libsndfile.
        let impostor = DynamicLibrary(name: "libsoxr", stem: "soxr", major: 0, apt: "libsoxr0", brew: "libsoxr")
        guard case .failure(let missing) = impostor.load(soundcheck_sndfile_resolve) else {
            Issue.record("libsoxr resolved libsndfile's functions")
            return
        }
        #expect(missing.problem == "libsoxr lacks sf_close")
        #expect(missing.detail == nil)
    }

    @Test("the installed libraries open, with every function their shims list")
    func installed() throws {
        _ = try Libsndfile.functions.get()
        _ = try Libsoxr.functions.get()
        _ = try Libebur128.functions.get()
        _ = try FFmpegLibraries.functions.get()
    }

    @Test("a check says nothing about libsndfile when it is installed")
    func noNotice() {
        let sounds = Checker().inspect([TestPaths.sample("valid/ping-pcm16.wav")])
        #expect(sounds.first?.libsndfile != .notAsked)
        #expect(SoundReader().notices(about: sounds).isEmpty)
    }
}

/// The executable run where some libraries cannot be loaded: an empty file is bind-mounted over
/// each, in a mount namespace of the process's own (`unshare -m`, which needs root on Linux).
@Suite(
    "soundcheck with libraries missing",
    .enabled(if: LibraryHiding.works, "needs Linux, unshare -m and mount (root) to hide libraries"))
struct MissingLibraryTests {
    static let installHint = "install libsndfile1 (apt) or libsndfile (brew)"

    @Test("check still works without libsndfile and says once, on standard error, what to install")
    func check() throws {
        let result = try #require(
            try LibraryHiding.run(hiding: ["libsndfile.so"], ["check", "--format", "human", "samples/valid"]))
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.text.contains("Checked 13 files: 13 will play"))
        #expect(
            result.standardError
                == """
                soundcheck: libsndfile is not installed, so files were checked without its second opinion; \
                \(Self.installHint)\n
                """
        )
        let info = try #require(
            try LibraryHiding.run(hiding: ["libsndfile.so"], ["info", "samples/valid/ping-pcm16.wav"]))
        #expect(info.text.contains("libsndfile:   not asked"), "\(info.text)")
    }

    @Test("convert fails, naming libsndfile and its packages, for the files that need it, and converts the others")
    func convert() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // libsndfile writes 16-bit WAV.
        let wav = try #require(
            try LibraryHiding.run(
                hiding: ["libsndfile.so"],
                [
                    "convert", "samples/valid/ping-pcm16.wav", "-o", directory.path + "/ping.wav", "-f", "WAVE", "-d",
                    "lpcm",
                ]))
        #expect(wav.status == 1)
        #expect(wav.standardError.contains("ping.wav: libsndfile is not installed ("), "\(wav.standardError)")
        #expect(wav.standardError.contains(Self.installHint))
        // Without FFmpeg either, a WAV cannot be decoded; our own decoder reads CAF IMA4.
        let inputs = ["samples/valid/ping-pcm16.wav", "samples/valid/chime-ima4.caf"]
        let batch = try #require(
            try LibraryHiding.run(
                hiding: ["libsndfile.so", "libavformat.so"], ["convert"] + inputs + ["-o", directory.path + "/out"]))
        #expect(batch.status == 1)
        #expect(
            batch.standardError.contains("ping-pcm16.wav: cannot decode (libsndfile: libsndfile is not installed"),
            "\(batch.standardError)")
        #expect(
            batch.standardError.contains("install libavformat\(LIBAVFORMAT_VERSION_MAJOR) (apt) or ffmpeg (brew)"),
            "\(batch.standardError)")
        #expect(FileManager.default.fileExists(atPath: directory.path + "/out/chime-ima4.caf"))
        #expect(!FileManager.default.fileExists(atPath: directory.path + "/out/ping-pcm16.caf"))
    }

    @Test("resampling without libsoxr and info --levels without libebur128 fail, naming the library and its packages")
    func processing() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let resampled = try #require(
            try LibraryHiding.run(
                hiding: ["libsoxr.so"],
                ["convert", "samples/valid/ping-pcm16.wav", "-o", directory.path + "/ping.caf", "-r", "44100"]))
        #expect(resampled.status == 1)
        #expect(
            resampled.standardError.contains("ping-pcm16.wav: libsoxr is not installed ("), "\(resampled.standardError)"
        )
        #expect(resampled.standardError.contains("install libsoxr0 (apt) or libsoxr (brew)"))
        let levels = try #require(
            try LibraryHiding.run(hiding: ["libebur128.so"], ["info", "--levels", "samples/valid/ping-pcm16.wav"]))
        #expect(levels.status == 1)
        #expect(levels.text.contains("cannot measure: libebur128 is not installed ("), "\(levels.text)")
        #expect(levels.text.contains("install libebur128-1 (apt) or libebur128 (brew)"))
    }
}

enum LibraryHiding {
    /// Whether libraries can be hidden here.
    static let works: Bool = {
        #if os(Linux)
        return (try? run(hiding: ["libsndfile.so"], ["--version"]))?.status == 0
        #else
        return false
        #endif
    }()

    /// Runs soundcheck where no library whose file name contains one of `names` can be loaded;
    /// nil when they cannot be hidden.
    static func run(hiding names: [String], _ arguments: [String]) throws -> ExternalTool.Result? {
        let paths = names.compactMap(loadedPath)
        guard paths.count == names.count, let unshare = ExternalTool.path(of: "unshare") else { return nil }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("soundcheck-empty-library").path
        guard FileManager.default.createFile(atPath: empty, contents: nil) else { return nil }
        let script =
            #"empty=$1; shift; while [ "$1" != -- ]; do mount --bind "$empty" "$1" || exit 99; shift; done; shift; exec "$@""#
        let result = try ExternalTool.run(
            unshare, ["-m", "sh", "-c", script, "sh", empty] + paths + ["--", TestPaths.executable.path] + arguments,
            currentDirectory: TestPaths.packageRoot)
        return result.status == 99 ? nil : result
    }

    /// Where this process loaded the library whose file name contains `name`.
    private static func loadedPath(_ name: String) -> String? {
        _ = (Libsndfile.functions, FFmpegLibraries.functions, Libsoxr.functions, Libebur128.functions)
        // String(contentsOfFile:) stops after the first page of a /proc file.
        let data = FileHandle(forReadingAtPath: "/proc/self/maps")?.readDataToEndOfFile() ?? Data()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").lazy.compactMap {
            $0.split(separator: " ").last.map(String.init)
        }
        .first { $0.hasPrefix("/") && ($0 as NSString).lastPathComponent.contains(name) }
    }
}
