import CFuzzerDriver
import SoundCheckChecking

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as a `.soundcheck.yml`: YAML through Yams, then every key's validation with line and
/// column; a valid file is rendered back to YAML and read again.
func fuzzConfiguration(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let configuration = try? SoundCheckConfiguration(yaml: text, path: "fuzz/.soundcheck.yml") else { return 0 }
    _ = try? SoundCheckConfiguration(yaml: configuration.yaml, path: "fuzz/.soundcheck.yml")
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzConfiguration(data, size) })
