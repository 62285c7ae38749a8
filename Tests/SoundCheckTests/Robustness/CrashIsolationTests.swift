import Foundation
import Testing

@testable import SoundCheckCore

/// One file that stops soundcheck never stops the others from being read, judged and reported.
/// The command line runs a worker under a supervisor (FileIsolation, CrashRecovery); these tests
/// make a worker stop on one named file, as a failed runtime check stops it, through the
/// SOUNDCHECK_TEST_CRASH_ON fault injection.
@Suite("Per-file isolation")
struct CrashIsolationTests {
    // MARK: The journal and the supervisor's decisions

    @Test("journal records round-trip, any byte but NUL in a name, and a record cut short is dropped")
    func journal() {
        let records: [JournalRecord] = [
            .begin("a.caf"), .end("a.caf", succeeded: true), .begin("b\nc|\u{1}.wav"),
            .end("b\nc|\u{1}.wav", succeeded: false),
        ]
        let bytes = records.flatMap(\.bytes)
        #expect(JournalRecord.parse(bytes) == records)
        #expect(JournalRecord.parse(bytes + Array("Bhalf-writ".utf8)) == records)
        #expect(JournalRecord.parse([]) == [])
    }

    @Test(
        """
        the worker's journal file: records stored in its mapping, grown past its first MiB, or written where it \
        cannot be mapped, read back in order
        """
    )
    func journalWriter() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let records: [JournalRecord] = (0..<12_000).flatMap { index -> [JournalRecord] in
            let path = "Sounds/" + String(repeating: "long-name-", count: index % 20) + "\(index).caf"
            return [.begin(path), .end(path, succeeded: index % 7 != 0)]
        }
        #expect(records.flatMap(\.bytes).count > 2 << 20, "the records outgrow the first mapping")
        for flags in [O_RDWR, O_WRONLY] {  // a write-only descriptor cannot be mapped: pwrite instead
            let path = folder.appendingPathComponent("journal-\(flags)").path
            let descriptor = open(path, flags | O_CREAT | O_TRUNC, 0o600)
            #expect(descriptor >= 0)
            let writer = JournalWriter(descriptor: descriptor)
            for record in records { writer.append(record.bytes) }
            close(descriptor)
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
            #expect(JournalRecord.parse(bytes) == records, "flags \(flags)")
        }
        // A record whose kind byte was never stored (the worker died while storing it) is skipped.
        let cut =
            JournalRecord.begin("a.caf").bytes + [0] + Array(JournalRecord.begin("b.caf").bytes.dropFirst()) + [
                0, 0, 0,
            ]
        #expect(JournalRecord.parse(cut) == [.begin("a.caf")])
    }

    @Test("one file in flight is the one that stopped the worker; several mean one at a time; none stops")
    func decisions() {
        var recovery = CrashRecovery()
        let one = recovery.workerDied(signal: 4, journal: [.begin("a"), .end("a", succeeded: true), .begin("b")])
        #expect(
            one
                == .rerun(
                    note:
                        """
                        b: soundcheck stopped while reading it (signal 4, SIGILL, a failed runtime check); reading \
                        the other files again without it
                        """
                ))
        #expect(recovery.crashed["b"]?.hasPrefix("soundcheck stopped while reading this file (signal 4") == true)
        #expect(recovery.done == ["a": true])
        #expect(!recovery.serial)

        let several = recovery.workerDied(signal: 11, journal: [.begin("c"), .begin("d")])
        #expect(
            several
                == .rerun(
                    note:
                        """
                        soundcheck stopped (signal 11, SIGSEGV, an invalid memory access) while reading 2 files at \
                        once; reading them one at a time to find which
                        """
                ))
        #expect(recovery.serial)
        #expect(recovery.crashed.count == 1)

        #expect(
            recovery.workerDied(signal: 6, journal: []) == .stop("soundcheck stopped (signal 6, SIGABRT, an abort)"))
    }

    @Test("the exit status counts a failure an earlier worker finished")
    func exitStatus() {
        var recovery = CrashRecovery()
        #expect(recovery.exitStatus(lastWorker: 0) == 0)
        _ = recovery.workerDied(signal: 4, journal: [.begin("a"), .end("a", succeeded: false), .begin("b")])
        #expect(recovery.exitStatus(lastWorker: 0) == 1)
        #expect(recovery.exitStatus(lastWorker: 2) == 2)
    }

    // MARK: Every command, through the executable

    func run(_ arguments: [String], crashOn name: String, in directory: URL? = nil) throws -> ExternalTool.Result {
        try ExternalTool.run(
            TestPaths.executable.path, arguments, currentDirectory: directory,
            environment: [FileIsolation.crashOnVariable: name])
    }

    static let reason =
        """
        soundcheck stopped while reading this file (signal 4, SIGILL, a failed runtime check), so it was left out; \
        please report it with the file
        """

    @Test(
        "check, manifest and info report the file that stopped a worker, and every other file",
        arguments: [
            ["check", "--format", "json"], ["manifest", "--allow-invalid", "--format", "json"],
            ["info", "--format", "json"],
        ])
    func reportingCommands(arguments: [String]) throws {
        let folder = TestPaths.sample("valid")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted().map { "\(folder)/\($0)" }
        let paths = arguments[0] == "info" ? files : [folder]
        let result = try run(arguments + paths, crashOn: "chime-ima4.caf")
        #expect(result.standardError.contains("chime-ima4.caf: soundcheck stopped while reading it"))
        let text = arguments[0] == "manifest" ? result.standardError : result.text
        #expect(text.contains(Self.reason), "\(text)")
        if arguments[0] != "manifest" {
            let report = try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any]
            let reported = (report?["files"] as? [[String: Any]])?.compactMap { $0["path"] as? String } ?? []
            #expect(reported.count == files.count, "every file is in the report: \(reported)")
            #expect(result.status == 1)
        } else {
            let manifest = try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any]
            #expect((manifest?["sounds"] as? [Any])?.count == files.count)
            #expect(result.status == 0, "--allow-invalid lists the file as invalid without failing")
        }
    }

    @Test("without a stopping file the supervisor changes nothing: same output, same status")
    func noCrash() throws {
        let plain = try run(["check", "--format", "json", TestPaths.sample("valid")], crashOn: "no-such-file")
        #expect(plain.status == 0)
        #expect(!plain.standardError.contains("stopped"))
    }

    @Test("payloads reports the payload file that stopped a worker, and checks the others")
    func payloads() throws {
        let folder = TestPaths.sample("payloads/valid")
        let victim = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first)
        let result = try run(
            ["payloads", "--format", "xcode", "--sounds", TestPaths.sample("valid"), folder], crashOn: victim)
        #expect(result.status == 1)
        #expect(
            result.text.contains("\(victim):1:1: error: cannot read the file: \(Self.reason) [payload-structure]"),
            "\(result.text)")
    }

    @Test("convert converts every other file once, reports the one that stopped a worker, and exits 1")
    func convert() throws {
        let output = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: output) }
        let inputs = [
            "valid/ping-pcm16.wav", "valid/knock-pcm16.aiff", "valid/buzz-alaw.wav", "valid/swoosh-sowt.aifc",
        ].map(TestPaths.sample)
        let result = try run(["convert", "--jobs", "1", "-o", output.path] + inputs, crashOn: "buzz-alaw.wav")
        #expect(result.status == 1)
        let written = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { !$0.hasPrefix(".") }
            .sorted()
        #expect(written == ["knock-pcm16.caf", "ping-pcm16.caf", "swoosh-sowt.caf"])
        #expect(!result.text.contains("exists already"), "no file is converted twice: \(result.text)")
        #expect((result.text + result.standardError).contains("buzz-alaw.wav: \(Self.reason)"))
        let lines = result.text.split(separator: "\n")
        #expect(lines.filter { $0.contains("ping-pcm16.wav ->") }.count == 1)
    }

    @Test("fix repairs every other sound and reports the one that stopped a worker")
    func fix() throws {
        let folder = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["too-long.caf", "theme.mp3"] {
            try FileManager.default.copyItem(
                atPath: TestPaths.sample("invalid/\(name)"), toPath: folder.appendingPathComponent(name).path)
        }
        let result = try run(["fix", folder.path], crashOn: "theme.mp3")
        #expect(result.status == 1)
        let all = result.text + result.standardError
        #expect(all.contains("theme.mp3: soundcheck stopped while reading it"), "\(all)")
        #expect(all.contains("fixed \(folder.path)/too-long.caf"), "\(all)")
        let recheck = try ExternalTool.run(
            TestPaths.executable.path,
            ["check", "--format", "xcode", folder.appendingPathComponent("too-long.caf").path])
        #expect(recheck.status == 0, "the other sound was fixed: \(recheck.text)")
    }

    @Test("a worker that stops on a sound of an .ipa leaves no extracted sound behind, and the others are reported")
    func archiveWorkerLeavesNothing() throws {
        let products = try BuiltProducts()
        defer { products.remove() }
        let ipa = try products.ipa(named: "MyApp.ipa", compression: .deflated, folderEntries: false)
        let temporary = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result = try ExternalTool.run(
            TestPaths.executable.path, ["check", "--format", "json", ipa.path],
            environment: [FileIsolation.crashOnVariable: "knock.aiff", "TMPDIR": temporary.path])
        #expect(
            result.standardError.contains("knock.aiff: soundcheck stopped while reading it"), "\(result.standardError)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
        let paths = (report["files"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(
            paths.contains { $0.hasSuffix("MyApp.app/chime.caf") }
                && paths.contains { $0.hasSuffix("Sounds/knock.aiff") })
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        #expect(left.isEmpty, "left in TMPDIR: \(left)")
    }
}
