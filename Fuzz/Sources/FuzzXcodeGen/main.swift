import CFuzzerDriver
import FuzzSupport
@_spi(Fuzzing) import SoundCheckProjects

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as an XcodeGen spec, read as `check project.yml` reads it: the bytes up to the first
/// NUL are `project.yml`, the rest `specs/included.yml`, so an input can include the other file,
/// itself or a chain of both. Both live in a private folder laid out once with the places a
/// spec's sources reach: a sounds folder, a `.bundle` wrapper, a `.lproj` folder, a nested folder
/// and an Android `res/raw`. The sound files are empty: the reader lists what ships, it does not
/// decode.
// The private folder holds about 20 entries: a path of the input that leaves it (`/`, `../..`)
// meets the walks' bound at once, as a real project meets it at 50,000 entries, instead of reading
// the disk per input. At 1,000 such walks were most of the campaign's time (perf: 300 inputs a
// second per worker); 64 still never stops a walk of the private folder.
ProjectFuzzing.boundWalks(to: 64)
let folder = PrivateFolder(prefix: "xcodegen")
for file in [
    "Sounds/a.caf", "Sounds/b.mp3", "Sounds/Nested/c.wav", "Alerts.bundle/d.caf", "Base.lproj/e.aiff",
    "specs/f.caf", "android/app/src/main/res/raw/g.mp3",
] {
    folder.write([], to: file)
}
let reader = ProjectSoundsReader()

func fuzzXcodeGen(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    folder.write(bytes[..<split], to: "project.yml")
    folder.write(split < bytes.endIndex ? bytes[(split + 1)...] : [], to: "specs/included.yml")
    _ = try? reader.shippedSounds(at: folder.path + "/project.yml", targets: [])
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzXcodeGen(data, size) })
