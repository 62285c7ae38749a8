import CFuzzerDriver
#if canImport(Glibc)
import Glibc
#endif
import SoundCheckCore

/// Any bytes as a source file of each language `soundcheck refs` reads: the lexers (strings,
/// comments, interpolation), the call-site matcher and the judging of what it finds.
let scanner = ReferenceScanner(manifest: SoundManifest(sounds: [
    SoundManifest.Entry(name: "chime.caf", path: "Sounds/chime.caf", container: "caf", encoding: "ima4", bytes: 1,
                        sha256: "", valid: true, failedRules: [], errors: []),
]))

func fuzzReferences(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    for language in SourceLanguage.allCases {
        _ = scanner.scan(bytes, path: "Fuzz", language: language)
    }
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzReferences(data, size) })
