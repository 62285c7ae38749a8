import CFuzzerDriver
@_spi(Fuzzing) import SoundCheckProjects

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as what an app ships, read as `check App.ipa` and `check App.xcodeproj` read it, from
/// memory: the first byte picks a zip archive (soundcheck's own directory reader, ZIPFoundation's
/// inflate, the app's entitlements), a `project.pbxproj` (Foundation's property list parser, then
/// the group tree, build phases, synchronized folders and signing settings) or a signed
/// executable (the Mach-O code signature's entitlements); the rest is the input.
func fuzzProjects(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let input = Array(bytes.dropFirst())
    switch bytes[0] % 3 {
    case 0: ProjectFuzzing.readArchive(input)
    case 1: ProjectFuzzing.readProject(input)
    default: ProjectFuzzing.readExecutable(input)
    }
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzProjects(data, size) })
