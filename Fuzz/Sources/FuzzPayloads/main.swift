import CFuzzerDriver
@_spi(Fuzzing) import SoundCheckCore

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as a push payload file, validated against a small manifest as `soundcheck payloads`
/// does: the position-tracking JSON parser, the payload shapes, every payload rule, and the JSON
/// pointer path. Differential too: the clean-payload scan must give the rules' report whenever it
/// answers, so each input is validated with the scan and without it, and a difference traps.
let manifest = SoundManifest(sounds: [
    SoundManifest.Entry(
        name: "chime.caf", path: "Sounds/chime.caf", container: "caf", encoding: "ima4", bytes: 1,
        sha256: "", valid: true, failedRules: [], errors: [])
])
let validator = PayloadValidator(manifest: manifest)
let rulesOnly = {
    var validator = PayloadValidator(manifest: manifest)
    validator.usesCleanScan = false
    return validator
}()

func fuzzPayloads(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let report = validator.validate(bytes, path: "fuzz.json")
    if report != rulesOnly.validate(bytes, path: "fuzz.json") {
        fatalError("the clean-payload scan's report differs from the rules' report")
    }
    _ = validator.validate(bytes, path: "fuzz.json", pointer: "/payload")
    var parser = JSONParser(bytes: bytes)
    _ = try? parser.parse()
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzPayloads(data, size) })
