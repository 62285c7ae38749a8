import Testing
import Yams

@testable import SoundCheckChecking
@testable import SoundCheckConversion
@testable import SoundCheckCore

@Suite("soundcheck config: strings YAML reads back as written")
struct ConfigurationYAMLQuotingTests {
    @Test(
        "plain, reserved, glob, numeric-looking and control-character strings survive a YAML round trip",
        arguments: [
            "Sounds/alert.caf", "**/Generated/**", "yes", "null", "30", "-x", "a \"quoted\" \\ path", "tab\there",
            "cr\rlf\n", "bell\u{7}", "del\u{7F}",
        ])
    func roundTrip(text: String) throws {
        let document = "value: \(SoundCheckConfiguration.quoted(text))\n"
        let loaded = try Yams.load(yaml: document) as? [String: Any]
        #expect(loaded?["value"] as? String == text, "\(document)")
    }
}
