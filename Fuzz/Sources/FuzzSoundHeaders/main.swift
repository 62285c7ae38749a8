import CFuzzerDriver
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as a sound file: container sniffing, the CAF, AIFF/AIFF-C and WAV readers, the IMA4
/// block scan, and every sound rule on what they report. Must never trap, hang or allocate by a
/// size read from the bytes.
/// One file at a time, on this thread: Dispatch's worker threads would make every run look like
/// a leak to the leak checker (and cost a scan each time).
let checker = {
    var configuration = CheckConfiguration()
    configuration.jobs = 1
    return Checker(configuration: configuration)
}()

func fuzzSoundHeaders(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let sound = SoundReader(crossCheckWithLibsndfile: false).inspect(source: MemoryByteSource(bytes), path: "fuzz.caf")
    let report = checker.judge([sound, sound])
    _ = report.files.first?.findings.count
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzSoundHeaders(data, size) })
