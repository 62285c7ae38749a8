import CFuzzerDriver
@_spi(Fuzzing) import SoundCheckCore

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as one of an Android module's files, read as `check` reads them to judge resource
/// shrinking: the first byte picks a Groovy `build.gradle`, a Kotlin `build.gradle.kts`, a
/// `res/raw/keep.xml`, a Java or Kotlin source (its `R.raw` references and strings), an XML
/// resource (its `@raw/` references), an `AndroidManifest.xml` (FCM's default channel) or a
/// `res/values` file (its strings); the rest is the file. All in memory: nothing is written.
func fuzzAndroidBuild(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    AndroidBuildFuzzing.read(Array(bytes.dropFirst()), kind: Int(bytes[0]) % AndroidBuildFuzzing.kinds)
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzAndroidBuild(data, size) })
