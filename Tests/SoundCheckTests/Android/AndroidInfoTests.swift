import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

/// `info` on an Android raw resource lists the rules that judged it: Android's, not iOS's.
@Suite("info: an Android raw resource")
struct AndroidInfoTests {
    @Test("the human and JSON reports list Android's rules and say the verdict is Android's")
    func androidRules() throws {
        let path = TestPaths.sample("AndroidApp/android/app/src/main/res/raw/ios_chime.caf")
        let report = try Checker().check(paths: [path])
        let human = InfoReporter().render(report)
        #expect(human.contains("Verdict:      will NOT play on Android (the default sound plays instead)"))
        #expect(human.contains("  android-format              error: Android: CAF file"))
        #expect(!human.contains("  container "))
        let json = InfoJSONReporter().render(report)
        #expect(json.contains("\"android-format\": \"error\""))
        #expect(!json.contains("\"container\": \"ok\""))
        let ios = InfoReporter().render(try Checker().check(paths: [TestPaths.sample("valid/alert-ulaw.aifc")]))
        #expect(ios.contains("Verdict:      will play\n") && ios.contains("  container "))
    }
}
