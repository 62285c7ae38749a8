import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Nothing is lost: inputs are never changed, existing files are replaced only when asked, and a
/// conversion killed half-way leaves nothing behind.
@Suite("convert: safety of inputs and outputs", .enabled(if: ExternalTool.path(of: "sox") != nil, "needs sox"))
struct OutputSafetyTests {
    func runCLI(_ arguments: [String]) throws -> ExternalTool.Result {
        try ExternalTool.run(TestPaths.executable.path, arguments)
    }

    @Test("an existing output is kept, byte for byte, unless --overwrite")
    func noOverwrite() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("in.wav", ["0.5", "sine", "440"])
        let output = fixture.path("out.caf")
        try Data("precious".utf8).write(to: URL(fileURLWithPath: output))

        #expect(throws: ConversionError.self) { try Converter().convert(source, to: output) }
        let refused = try runCLI(["convert", source, "-o", output])
        #expect(refused.status == 1)
        #expect(refused.standardError.contains("\(output): exists already (use --overwrite to replace it)"))
        #expect(try ConversionFixture.bytes(output) == Data("precious".utf8))

        let replaced = try runCLI(["convert", source, "-o", output, "--overwrite"])
        #expect(replaced.status == 0, "\(replaced.standardError)")
        #expect(try Checker().check(paths: [output]).files.first?.valid == true)
    }

    @Test("the input is never the output unless --overwrite, and inputs are byte-identical after converting")
    func inputUntouched() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let source = try fixture.source("in.wav", ["0.5", "sine", "440"])
        let before = try ConversionFixture.bytes(source)
        var options = ConversionOptions()
        options.format = try OutputFormat(container: .wav, encoding: .lpcm16)
        #expect(throws: ConversionError.self) { try Converter(options: options).convert(source, to: source) }
        #expect(try ConversionFixture.bytes(source) == before)

        for (format, name) in [("caff", "a.caf"), ("AIFC", "a.aifc"), ("WAVE", "a.wav")] {
            let result = try runCLI(["convert", source, "-o", fixture.path(name), "-f", format, "--channels", "2"])
            #expect(result.status == 0, "\(result.standardError)")
        }
        #expect(try ConversionFixture.bytes(source) == before)
    }

    @Test("several inputs go to a folder, in parallel, and two inputs may not land on one output")
    func batch() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let inputs = try (1...5).map { try fixture.source("tone\($0).wav", ["0.3", "sine", String(300 * $0)]) }
        let folder = fixture.path("Sounds")
        let result = try runCLI(["convert"] + inputs + ["-o", folder])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(
            result.text.split(separator: "\n").count == 5, "one line per file when not on a terminal: \(result.text)")
        let report = try Checker().check(paths: [folder])
        #expect(report.files.count == 5 && report.files.allSatisfy(\.valid))

        let clash = try fixture.source("tone1.aiff", ["0.3", "sine", "300"])
        let refused = try runCLI(["convert", inputs[0], clash, "-o", fixture.path("Other")])
        #expect(refused.status == 2)
        #expect(refused.standardError.contains("would be written here"))
    }

    @Test("a conversion killed half-way (SIGKILL) leaves no partial file, and an old output intact")
    func killed() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        // Long enough that the debug build is still writing when it is killed.
        let source = try fixture.source("long.wav", channels: 2, ["120", "pluck", "A2", "pluck", "E3"])
        let output = fixture.path("out.caf")

        func convertAndKill(_ extra: [String]) throws -> Process {
            let process = Process()
            process.executableURL = TestPaths.executable
            process.arguments = ["convert", source, "-o", output, "--no-trim"] + extra
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            #if os(Linux)
            // Kill it once it is writing: its unnamed output file shows in /proc as "(deleted)",
            // in the worker process that soundcheck runs under its supervisor (its child).
            func isWriting(_ pid: String) -> Bool {
                let descriptors = "/proc/\(pid)/fd"
                let links = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
                return links.contains { link in
                    let target =
                        (try? FileManager.default.destinationOfSymbolicLink(atPath: "\(descriptors)/\(link)")) ?? ""
                    return target.hasPrefix(fixture.directory.path) && target.hasSuffix("(deleted)")
                }
            }
            let parent = String(process.processIdentifier)
            var writing = false
            for _ in 0..<500 where !writing {
                let children =
                    (try? String(contentsOfFile: "/proc/\(parent)/task/\(parent)/children", encoding: .utf8)) ?? ""
                writing = ([parent] + children.split(separator: " ").map(String.init)).contains(where: isWriting)
                usleep(10_000)
            }
            #expect(writing, "the output file was open for writing when the process was killed")
            usleep(100_000)
            #else
            usleep(400_000)
            #endif
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            return process
        }

        let first = try convertAndKill([])
        #expect(first.terminationReason == .uncaughtSignal, "the conversion was still running when killed")
        #expect(!FileManager.default.fileExists(atPath: output))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: fixture.directory.path).filter {
            $0 != "long.wav"
        }
        #expect(leftovers.isEmpty, "nothing left behind: \(leftovers)")

        try Data("old sound".utf8).write(to: URL(fileURLWithPath: output))
        let second = try convertAndKill(["--overwrite"])
        #expect(second.terminationReason == .uncaughtSignal)
        #expect(try ConversionFixture.bytes(output) == Data("old sound".utf8))
    }

    @Test("bad inputs get an error naming the file and the reason, never a crash")
    func badInputs() throws {
        let fixture = try ConversionFixture()
        defer { fixture.remove() }
        let garbage = fixture.path("garbage.wav")
        try Data((0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 7919) }).write(to: URL(fileURLWithPath: garbage))
        let empty = fixture.path("empty.caf")
        try Data().write(to: URL(fileURLWithPath: empty))
        for input in [garbage, empty, fixture.path("missing.wav"), TestPaths.sample("invalid/corrupt-ima4.caf")] {
            let result = try runCLI(["convert", input, "-o", fixture.path("out.caf")])
            #expect(result.status == 1, "\(input): \(result.standardError)")
            #expect(result.standardError.contains(input), "\(result.standardError)")
            #expect(!FileManager.default.fileExists(atPath: fixture.path("out.caf")))
        }
        let wrongFormat = try runCLI(["convert", garbage, "-o", fixture.path("x.wav"), "-d", "ima4"])
        #expect(wrongFormat.status == 2)
        #expect(wrongFormat.standardError.contains("WAV cannot hold Apple IMA4"))
    }
}
