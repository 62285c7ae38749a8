import CFuzzerDriver
#if canImport(Glibc)
import Glibc
#endif
import SoundCheckProjects

/// Any bytes as an XcodeGen spec, read as `check project.yml` reads it: the bytes up to the first
/// NUL are `project.yml`, the rest `specs/included.yml`, so an input can include the other file,
/// itself or a chain of both. Both live in a private folder (under `TMPDIR`, which scripts/fuzz.sh
/// points into Fuzz/.build/tmp and empties) laid out once with the places a spec's sources reach:
/// a sounds folder, a `.bundle` wrapper, a `.lproj` folder, a nested folder and an Android
/// `res/raw`. The sound files are empty: the reader lists what ships, it does not decode.
let folder: String = {
    let base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
    var template = Array((base + "/soundcheck-fuzz-xcodegen-XXXXXX").utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a folder for the fuzz inputs") }
    return String(cString: made)
}()
let layout = ["Sounds/a.caf", "Sounds/b.mp3", "Sounds/Nested/c.wav", "Alerts.bundle/d.caf", "Base.lproj/e.aiff",
              "specs/f.caf", "android/app/src/main/res/raw/g.mp3"]
for file in layout {
    let path = folder + "/" + file
    var directory = ""
    for component in path.split(separator: "/").dropLast() {
        directory += "/" + component
        mkdir(directory, 0o700)
    }
    close(open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600))
}
let reader = ProjectSoundsReader()
let spec = folder + "/project.yml"
let included = folder + "/specs/included.yml"

func write(_ bytes: ArraySlice<UInt8>, to path: String) {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard descriptor >= 0 else { fatalError("cannot write \(path)") }
    bytes.withUnsafeBytes { buffer in _ = Glibc.write(descriptor, buffer.baseAddress, buffer.count) }
    close(descriptor)
}

func fuzzXcodeGen(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    write(bytes[..<split], to: spec)
    write(split < bytes.endIndex ? bytes[(split + 1)...] : [], to: included)
    _ = try? reader.shippedSounds(at: spec, targets: [])
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzXcodeGen(data, size) })
