import CFuzzerDriver
#if canImport(Glibc)
import Glibc
#endif
import SoundCheckCore

/// Any bytes as a push payload file, validated against a small manifest as `soundcheck payloads`
/// does: the position-tracking JSON parser, the payload shapes, every payload rule, and the JSON
/// pointer path.
let manifest = SoundManifest(sounds: [
    SoundManifest.Entry(name: "chime.caf", path: "Sounds/chime.caf", container: "caf", encoding: "ima4", bytes: 1,
                        sha256: "", valid: true, failedRules: [], errors: []),
])
let validator = PayloadValidator(manifest: manifest)

func fuzzPayloads(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    _ = validator.validate(bytes, path: "fuzz.json")
    _ = validator.validate(bytes, path: "fuzz.json", pointer: "/payload")
    var parser = JSONParser(bytes: bytes)
    _ = try? parser.parse()
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzPayloads(data, size) })
