import CFuzzerDriver
#if canImport(Glibc)
import Glibc
#endif
import SoundCheckProjects

/// Any bytes as what an app ships, read as `check App.ipa` and `check App.xcodeproj` read it: the
/// first byte picks a zip archive (soundcheck's own directory reader, ZIPFoundation's inflate, the
/// extraction into a private folder) or a `project.pbxproj` (Foundation's property list parser,
/// then the group tree, build phases and synchronized folders); the rest is the file. The readers
/// take paths, so the bytes are written to a private folder first (under `TMPDIR`, which
/// scripts/fuzz.sh points into Fuzz/.build/tmp and empties).
let folder: String = {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/soundcheck-fuzz-projects-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a folder for the fuzz inputs") }
    let path = String(cString: made)
    mkdir(path + "/Fuzz.xcodeproj", 0o700)
    return path
}()
let reader = ProjectSoundsReader()

func write(_ bytes: ArraySlice<UInt8>, to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { fatalError("cannot write \(path)") }
    bytes.withUnsafeBytes { buffer in _ = Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
    close(descriptor)
}

func fuzzProjects(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let path = bytes[0] % 2 == 0 ? folder + "/App.ipa" : folder + "/Fuzz.xcodeproj/project.pbxproj"
    write(bytes.dropFirst(), to: path)
    _ = try? reader.shippedSounds(at: bytes[0] % 2 == 0 ? path : folder + "/Fuzz.xcodeproj", targets: [])
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzProjects(data, size) })
