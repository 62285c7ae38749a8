import CFuzzerDriver
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as a source file of a language `soundcheck refs` reads: the lexers (strings,
/// comments, interpolation), the call-site matcher and the judging of what it finds. The first
/// byte picks the language (so each run lexes once, and the fuzzer learns which byte reaches
/// which lexer); the rest is the file.
let scanner = ReferenceScanner(
    manifest: SoundManifest(sounds: [
        SoundManifest.Entry(
            name: "chime.caf", path: "Sounds/chime.caf", container: "caf", encoding: "ima4", bytes: 1,
            sha256: "", valid: true, failedRules: [], errors: [])
    ]))

func fuzzReferences(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let languages = SourceLanguage.allCases
    let language = languages[languages.index(languages.startIndex, offsetBy: Int(first) % languages.count)]
    _ = scanner.scan(Array(bytes.dropFirst()), path: "Fuzz", language: language)
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzReferences(data, size) })
