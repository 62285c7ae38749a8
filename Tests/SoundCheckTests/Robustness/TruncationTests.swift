import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// Cuts every sample at many byte offsets: each cut file must produce a finding, and nothing may
/// crash, trap or hang, whichever reader (or libsndfile) sees it.
@Suite("Truncated files")
struct TruncationTests {
    static func sampleFiles() throws -> [String] {
        try SoundDiscovery().discover([TestPaths.samples.path]).files
    }

    /// Every offset in the first 512 bytes, then 64 spread over the rest, then the last byte.
    static func offsets(size: Int) -> [Int] {
        var result = Array(0..<min(size, 512))
        if size > 512 {
            result += stride(from: 512, to: size, by: max(1, (size - 512) / 64))
        }
        if size > 0 { result.append(size - 1) }
        return Array(Set(result)).sorted()
    }

    @Test("every cut of every sample is reported")
    func everyCutIsReported() throws {
        let files = try Self.sampleFiles()
        #expect(files.count >= 12)
        let checker = Checker(reader: SoundReader(crossCheckWithLibsndfile: false))
        var cuts = 0
        for path in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
            let whole = checker.reader.inspect(source: MemoryByteSource(bytes), path: path)
            // A CAF whose data runs to the end of the file cannot tell a cut from the real end
            // once the cut falls on a whole packet; everything else must notice.
            let undetectableInData = whole.description?.dataRunsToEnd == true && whole.description?.frames != nil
            for offset in Self.offsets(size: bytes.count) {
                let sound = checker.reader.inspect(source: MemoryByteSource(Array(bytes[0..<offset])), path: path)
                let report = checker.judge([sound])
                cuts += 1
                if undetectableInData, let dataOffset = whole.description?.dataOffset, Int64(offset) > dataOffset {
                    continue
                }
                #expect(!report.files[0].findings.isEmpty, "no finding for \(path) cut at \(offset) of \(bytes.count)")
            }
        }
        #expect(cuts > 1000)
    }

    @Test("cut files on disk go through libsndfile without harm")
    func cutFilesOnDisk() throws {
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        var runsToEnd: Set<String> = []
        for (fileIndex, path) in try Self.sampleFiles().enumerated() {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            let whole = Checker().inspect([path])[0]
            for (index, fraction) in [0.05, 0.3, 0.5, 0.9, 0.999].enumerated() {
                let cut = directory.appendingPathComponent(
                    "\(fileIndex)-\(index)-" + URL(fileURLWithPath: path).lastPathComponent)
                let length = Int(Double(data.count) * fraction)
                try data.prefix(length).write(to: cut)
                paths.append(cut.path)
                if whole.description?.dataRunsToEnd == true, let dataOffset = whole.description?.dataOffset,
                    Int64(length) > dataOffset
                {
                    runsToEnd.insert(cut.path)
                }
            }
        }
        let report = try Checker().check(paths: [directory.path])
        #expect(report.files.count == paths.count)
        for file in report.files where !runsToEnd.contains(file.path) {
            #expect(!file.findings.isEmpty, "no finding for \(file.path)")
        }
    }
}
