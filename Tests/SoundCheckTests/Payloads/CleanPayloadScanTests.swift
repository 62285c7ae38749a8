import Foundation
import Testing

@_spi(Fuzzing) @testable import SoundCheckCore

/// The clean-payload scan gives exactly the report the rules give, or steps aside: compared on
/// every payload sample, the corpus, hand-written payloads at each of its edges and thousands of
/// mutations of them, with and without the critical-alert entitlement.
@Suite("Payloads: the clean-payload scan agrees with the rules")
struct CleanPayloadScanTests {
    /// Typical payloads a server sends, and clean payloads at the scan's edges.
    static let clean: [String] = [
        #"{"aps":{"alert":{"title":"Front door","body":"Someone is at the front door"},"sound":"chime-ima4.caf","badge":3,"thread-id":"door-events"},"doorId":"front","eventId":"2f9c1a7e-8d4b"}"#,
        #"{"aps":{"alert":{"title":"Smoke alarm","body":"Smoke detected"},"sound":{"critical":1,"name":"alert-ulaw.aifc","volume":0.8},"interruption-level":"critical"},"sensor":"kitchen-1"}"#,
        #"{"aps":{"alert":{"title":"New message","subtitle":"From Ana","body":"Lunch?"},"sound":"doorbell.wav","mutable-content":1,"category":"MESSAGE"},"messageId":"m-48213"}"#,
        """
        {\n  \"aps\" : {\n    \"alert\" : \"Caf\u{e9} \u{1F600} \\\"quoted\\\" \\u00e9\\n\",\n    \"sound\" : \
        \"default\"\n  },\n  \"data\" : [1, -2.5e3, true, false, null, {\"k\": []}]\n}\n
        """,
        #"{"aps":{"sound":{"name":"ping-pcm16.wav","critical":0}},"x":{}}"#,
        #"{"aps":{"alert":"Hi","content-available":0,"relevance-score":0.25,"interruption-level":"time-sensitive","stale-date":1700000000,"content-state":{"a":[1,2]}}}"#,
        #"{"aps":{}}"#,
        #"{"aps":{"badge":0,"sound":"Ding.caf","target-content-id":"x","filter-criteria":"work"}}"#,
    ]

    /// Payloads the scan must leave to the rules (each a finding, or a case it does not read).
    static let others: [String] = [
        #"{"aps":{"sound":"chime.caf"}}"#, #"{"aps":{"sound":"Chime-ima4.caf"}}"#, #"{"aps":{"sound":"chime-ima4"}}"#,
        #"{"aps":{"sound":"$(sound)"}}"#, #"{"aps":{"sound":"aac-in.caf"}}"#,
        #"{"aps":{"sound":"chime-ima4.caf","custom":1}}"#,
        #"{"aps":{"sound":"chime-ima4.caf","sound":"doorbell.wav"}}"#, #"{"aps":{},"aps":{}}"#, #"{"aps":1}"#,
        #"{"aps":{"stale-date":1,"alert":"a","stale-date":2}}"#,
        #"{"aps":{"sound":{"name":"alert-ulaw.aifc","critical":0,"name":"alert-ulaw.aifc"}}}"#,
        #"{"x":1}"#, "[]",
        #"{"aps":{"sound":{"name":"alert-ulaw.aifc","critical":1},"interruption-level":"active"}}"#,
        #"{"aps":{"sound":"alert-ulaw.aifc","interruption-level":"critical"}}"#,
        #"{"aps":{"sound":{"name":"alert-ulaw.aifc","volume":2}}}"#, #"{"aps":{"sound":{"critical":1}}}"#,
        #"{"aps":{"sound":{"name":"alert-ulaw.aifc","loud":1}}}"#, #"{"aps":{"badge":"1"}}"#, #"{"aps":{"badge":1.5}}"#,
        #"{"aps":{"content-available":1}}"#, #"{"aps":{"mutable-content":true}}"#, #"{"aps":{"alert":7}}"#,
        #"{"aps":{"relevance-score":2}}"#, #"{"aps":{"interruption-level":"loud"}}"#, #"{"aps":{"thread-id":7}}"#,
        #"{"aps":{"sound":"ch\u0069me-ima4.caf"}}"#, #"{"aps":{"alert":"\ud83d\ude00"}}"#, "\u{FEFF}{\"aps\":{}}",
        #"{"aps":{}} x"#, #"{"aps":{"badge":01}}"#, #"{"aps":{"alert":"a"},}"#,
        #"{"Simulator Target Bundle":"a","aps":{}}"#,
        #"{"message":{"apns":{"payload":{"aps":{"sound":"chime-ima4.caf"}}}}}"#,
        #"{"to":"ExponentPushToken[x]","sound":"a.caf"}"#,
        ##"{"aps":{"alert":"#(x)"}, "n": #(count)}"##, "{\"aps\":{\"alert\":\"\u{1}\"}}",
        "{\"aps\":{\"alert\":\"\\x\"}}",
        "{\"aps\":{\"alert\":\"" + String(repeating: "a", count: 5000) + "\"}}",
        String(repeating: "[", count: 100) + String(repeating: "]", count: 100),
    ]

    static func manifest() throws -> SoundManifest {
        try SoundManifest(json: [UInt8](Data(contentsOf: TestPaths.samples.appendingPathComponent("manifest.json"))))
    }

    /// The same manifest, for an app whose entitlements lack critical alerts.
    static func unentitledManifest() throws -> SoundManifest {
        var manifest = try manifest()
        manifest.criticalAlerts = CriticalAlertsEntitlement(
            app: "App", status: .notGranted, source: "App/App.entitlements")
        return manifest
    }

    /// Both ways of validating, which must agree; returns whether the scan answered.
    @discardableResult
    static func expectAgreement(_ bytes: [UInt8], manifest: SoundManifest, _ label: @autoclosure () -> String) -> Bool {
        let scanning = PayloadValidator(manifest: manifest)
        var rules = PayloadValidator(manifest: manifest)
        rules.usesCleanScan = false
        let fast = scanning.validate(bytes, path: "p.json")
        let slow = rules.validate(bytes, path: "p.json")
        #expect(fast == slow, "\(label()): the scan's report differs from the rules'")
        return CleanPayloadScan.report(bytes, path: "p.json", in: scanning.context) != nil
    }

    @Test("it covers every payload and message rule, so a new rule must decide what it means for the scan")
    func coversEveryRule() {
        #expect(CleanPayloadScan.coveredRules == Set(PayloadRuleRegistry.descriptions.map(\.identifier)))
    }

    @Test("each of Apple's aps keys has a bit of its own, so the scan sees every duplicate")
    func apsKeyBits() {
        let bits = CleanPayloadScan.apsKeys.values.map(\.bit)
        #expect(Set(CleanPayloadScan.apsKeys.keys) == APSKeysRule.known)
        #expect(Set(bits).count == APSKeysRule.known.count, "two keys share a bit")
        #expect(bits.allSatisfy { $0.nonzeroBitCount == 1 }, "a key without a bit of its own (more than 64 keys?)")
    }

    @Test("clean payloads are answered by the scan, with the rules' report")
    func cleanPayloads() throws {
        let manifest = try Self.manifest()
        for payload in Self.clean {
            #expect(
                Self.expectAgreement(Array(payload.utf8), manifest: manifest, payload),
                "the scan stepped aside on \(payload)")
        }
        let report = PayloadValidator(manifest: manifest).validate(Array(Self.clean[3].utf8))
        #expect(
            report.sounds.map { [$0.line, $0.column] } == [[4, 15]], "the sound's place in a pretty-printed payload")
    }

    @Test("payloads with a finding, or outside what the scan reads, are left to the rules")
    func otherPayloads() throws {
        let manifest = try Self.manifest()
        for payload in Self.others {
            #expect(
                !Self.expectAgreement(Array(payload.utf8), manifest: manifest, payload), "the scan answered \(payload)")
        }
        let size = PayloadValidator(manifest: manifest).validate(
            Array(("{\"aps\":{\"alert\":\"" + String(repeating: "a", count: 5000) + "\"}}").utf8))
        #expect(size.findings.map(\.rule) == ["payload-size"], "a payload over the limit is the size rule's")
    }

    @Test("a critical alert the app is not entitled to is left to the entitlement rule")
    func unentitledCriticalAlert() throws {
        let manifest = try Self.unentitledManifest()
        #expect(!Self.expectAgreement(Array(Self.clean[1].utf8), manifest: manifest, "critical, not entitled"))
        #expect(Self.expectAgreement(Array(Self.clean[0].utf8), manifest: manifest, "not critical, not entitled"))
    }

    @Test("every payload sample and corpus payload gives the same report both ways")
    func samplesAndCorpus() throws {
        var files = try FileManager.default.subpathsOfDirectory(atPath: TestPaths.sample("payloads"))
            .map { TestPaths.sample("payloads") + "/" + $0 }
        if let corpus = TestPaths.corpus?.appendingPathComponent("payloads").path,
            let names = try? FileManager.default.contentsOfDirectory(atPath: corpus)
        {
            files += names.map { corpus + "/" + $0 }
        } else {
            print("CleanPayloadScanTests: ../shared/corpus is not here; only samples/payloads compared")
        }
        let payloadFiles = files.filter { $0.hasSuffix(".json") || $0.hasSuffix(".apns") }
        #expect(payloadFiles.count >= 40)
        for manifest in [try Self.manifest(), try Self.unentitledManifest()] {
            for file in payloadFiles {
                Self.expectAgreement(
                    [UInt8](try Data(contentsOf: URL(fileURLWithPath: file))), manifest: manifest, file)
            }
        }
    }

    @Test(
        """
        mutations of clean payloads (each byte deleted, or replaced by a byte that matters to JSON) give the same \
        report both ways
        """
    )
    func mutations() throws {
        let manifest = try Self.manifest()
        let replacements = Array("\"\\{}[]:,0-.e \n".utf8) + [0x80, 0xC3, 0x01]
        var answered = 0
        var total = 0
        for payload in Self.clean.prefix(5) {
            let bytes = Array(payload.utf8)
            for index in bytes.indices {
                var deleted = bytes
                deleted.remove(at: index)
                var variants = [deleted]
                for replacement in replacements where replacement != bytes[index] {
                    var replaced = bytes
                    replaced[index] = replacement
                    variants.append(replaced)
                }
                for variant in variants {
                    total += 1
                    if Self.expectAgreement(variant, manifest: manifest, "\(payload) mutated at \(index)") {
                        answered += 1
                    }
                }
            }
        }
        // Most mutations break the JSON or a rule; some keep it clean, and those the scan answers.
        #expect(total > 10_000 && answered > 100, "\(answered) of \(total) mutations answered by the scan")
    }
}
