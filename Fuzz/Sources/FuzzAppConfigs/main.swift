import CFuzzerDriver
import FuzzSupport
@_spi(Fuzzing) import SoundCheckProjects

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as an app config, read as `check app.json`, `check app.config.js`, `check config.xml`
/// and `check Project.swift` read it: the first byte picks the JSON parser and the Expo plugin
/// reader, the literal scan of a JavaScript config (node is never run: SOUNDCHECK_NODE=none), the
/// XML scanner of a Cordova config, or the Swift lexer and call reader of a Tuist manifest (its
/// globs then walk the private folder); the rest is the file. The readers take paths, so the bytes
/// overwrite one file per format in a private folder (under `TMPDIR`, which scripts/fuzz.sh
/// points into Fuzz/.build/tmp and empties): no file is left per input.
// The private folder holds a few files: a path of the input that leaves it (`/`, `../..`) meets
// the walks' bound at once, as a real project meets it at 50,000 entries, instead of reading the
// disk for seconds per input.
ProjectFuzzing.boundWalks(to: 1_000)
setenv("SOUNDCHECK_NODE", "none", 1)
let folder = PrivateFolder(prefix: "configs")
let reader = ProjectSoundsReader()
let names = ["app.json", "app.config.js", "config.xml", "Project.swift"]

func fuzzAppConfigs(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let name = names[Int(bytes[0]) % names.count]
    folder.write(bytes.dropFirst(), to: name)
    _ = try? reader.shippedSounds(at: folder.path + "/" + name, targets: [])
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzAppConfigs(data, size) })
