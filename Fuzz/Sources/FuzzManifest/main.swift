import CFuzzerDriver
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as a committed manifest (what `payloads --manifest` and `manifest --check` read):
/// parsing, the diff against an empty manifest, and the Swift constants generated from it.
func fuzzManifest(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let manifest = try? SoundManifest(json: bytes) else { return 0 }
    _ = ManifestDiff(from: SoundManifest(sounds: []), to: manifest).text
    _ = SwiftConstantsGenerator().source(for: manifest)
    _ = try? SoundManifest(json: Array(manifest.json.utf8))
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzManifest(data, size) })
