import Foundation
import Testing

@testable import SoundCheckChecking
@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// samples/CordovaApp and config.xml: the resource-file elements of <platform name="ios">.
    @Suite("Projects: Cordova config.xml")
    struct CordovaConfigTests {
        static let folder = PathText.relative(TestPaths.sample("CordovaApp"), to: PathText.currentDirectory)
        static let config = folder + "/config.xml"

        static func at(_ line: Int, _ column: Int) -> ListedPosition {
            ListedPosition(path: config, line: line, column: column)
        }

        @Test("iOS resource files land at the bundle root by their target's base name; Android's are not read")
        func sampleFacts() throws {
            let shipped = try ProjectSoundsReader().shippedSounds(at: Self.folder, targets: [])
            let root = { BundlePlacement(bundle: "CordovaApp", kind: .application, location: $0) }
            #expect(shipped.kind == .cordovaConfig)
            #expect(
                shipped.items == [
                    ShippedSounds.Item(
                        path: Self.folder + "/res/sounds/cd-adpcm.wav", placements: [root("cd-adpcm.wav")],
                        listedAt: [Self.at(10, 9)]),
                    ShippedSounds.Item(
                        path: Self.folder + "/res/sounds/cd-buzz.wav", placements: [root("cd-buzz.wav")],
                        listedAt: [Self.at(9, 9)]),
                    ShippedSounds.Item(
                        path: Self.folder + "/res/sounds/cd-knock.aiff", placements: [root("cd-knock.aiff")],
                        listedAt: [Self.at(8, 9)]),
                ])
            #expect(
                shipped.missing == [
                    ShippedSounds.MissingFile(
                        path: Self.folder + "/res/sounds/cd-gone.caf",
                        placements: [root("cd-gone.caf")], listedAt: [Self.at(11, 9)])
                ])
            #expect(shipped.problems.isEmpty)
        }

        @Test("checked: missing-file at the element, the encoding finding naming it")
        func sampleFindings() throws {
            // iOS's half: the Android resource-file's row is AndroidRulesTests'.
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: Self.config, targets: [])).only(
                .apple)
            let found = report.files.flatMap(\.findings).map { "\(HumanReporter.location(of: $0)) \($0.rule)" }
            #expect(found == ["\(Self.folder)/res/sounds/cd-adpcm.wav encoding", "\(Self.config):11:9 missing-file"])
            let messages = report.files.flatMap(\.findings).map(\.message)
            #expect(messages[0].hasSuffix("(listed at \(Self.config):10:9)"))
            #expect(
                messages[1]
                    == """
                    a resource-file of <platform name=\"ios\"> names \(Self.folder)/res/sounds/cd-gone.caf, which \
                    is not there: cordova prepare adds it to the Xcode project without copying it, so the build \
                    stops (Build input file cannot be found); restore the file, or fix its src
                    """
            )
        }

        static func read(_ xml: String) throws -> Result<CordovaConfigDocument, XMLScanner.Failure> {
            Result { () throws(XMLScanner.Failure) in try CordovaConfigDocument(Array(xml.utf8)) }
        }

        @Test(
            """
            entities: the predefined ones decoded, a document type declaring any refused (no expansion, nothing \
            fetched)
            """
        )
        func entities() throws {
            let plain = try Self.read(
                #"<widget><platform name="ios"><resource-file src="a&amp;b.caf" target="&#x63;.caf"/></platform></widget>"#
            )
            #expect(try plain.get().resourceFiles == [.init(source: "a&b.caf", target: "c.caf", line: 1, column: 30)])
            let bomb = """
                <?xml version="1.0"?>
                <!DOCTYPE widget [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>
                <widget><platform name="ios"><resource-file src="&b;.caf"/></platform></widget>
                """
            #expect(
                throws: XMLScanner.Failure(
                    reason: "the document type declares entities, which soundcheck does not expand", line: 2, column: 19
                )
            ) {
                try Self.read(bomb).get()
            }
            let external =
                #"<!DOCTYPE widget SYSTEM "http://example.invalid/x.dtd"><widget><name>&ext;</name></widget>"#
            #expect(try Self.read(external).get().appName == "&ext;")
        }

        @Test(
            "hostile documents: unterminated, deep, not UTF-8, not a widget: a problem or nothing read, never a crash")
        func hostileDocuments() throws {
            #expect(throws: XMLScanner.Failure.self) {
                try Self.read("<widget><platform name=\"ios\"><resource-file src=\"a.caf").get()
            }
            #expect(throws: XMLScanner.Failure.self) { try Self.read("<widget><!-- never closed").get() }
            let deep = String(repeating: "<a>", count: 10_000)
            #expect(throws: XMLScanner.Failure(reason: "elements nested more than 256 deep", line: 1, column: 769)) {
                try Self.read(deep).get()
            }
            let bytes: [UInt8] = Array("<widget><name>".utf8) + [0xFF, 0xC0] + Array("</name></widget>".utf8)
            #expect(try CordovaConfigDocument(bytes).appName == "\u{FFFD}\u{FFFD}")
            #expect(!CordovaConfigDocument.isWidget(Array("<?xml version='1.0'?>\n<manifest/>".utf8)))
            #expect(CordovaConfigDocument.isWidget(Array("\u{FEFF}<?xml version='1.0'?>\n<!-- c -->\n<widget/>".utf8)))
        }

        @Test(
            "a config.xml that is not Cordova's is not read; one that cannot be parsed is a problem naming line:column")
        func notCordova() throws {
            let folder = try TestPaths.temporaryDirectory().path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try Data("<manifest/>".utf8).write(to: URL(fileURLWithPath: folder + "/config.xml"))
            #expect(!ProjectSoundsReader().reads(folder))
            try Data("<widget>\n  <platform name=ios>".utf8).write(to: URL(fileURLWithPath: folder + "/config.xml"))
            #expect(ProjectSoundsReader().reads(folder))
            #expect(
                throws: SoundDiscovery.Problem(
                    path: folder + "/config.xml:2:18",
                    reason: "not a config.xml soundcheck reads: an attribute value without quotes")
            ) {
                try ProjectSoundsReader().shippedSounds(at: folder, targets: [])
            }
        }

        @Test("two resource files landing at one name: name-collision at each element")
        func collision() throws {
            let folder = try TestPaths.temporaryDirectory().path
            defer { try? FileManager.default.removeItem(atPath: folder) }
            try FileManager.default.createDirectory(atPath: folder + "/a", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: folder + "/b", withIntermediateDirectories: true)
            try Data(XcodeFixture.soundBytes).write(to: URL(fileURLWithPath: folder + "/a/x.caf"))
            try Data(XcodeFixture.soundBytes).write(to: URL(fileURLWithPath: folder + "/b/x.caf"))
            let xml = """
                <widget>
                  <platform name="ios">
                    <resource-file src="a/x.caf"/>
                    <resource-file src="b/x.caf" target="Sounds/x.caf"/>
                  </platform>
                </widget>
                """
            try Data(xml.utf8).write(to: URL(fileURLWithPath: folder + "/config.xml"))
            let report = Checker().check(try ProjectSoundsReader().shippedSounds(at: folder, targets: []))
            let found = report.files.flatMap(\.findings).filter { $0.rule == "name-collision" }
            #expect(found.map(HumanReporter.location) == ["\(folder)/config.xml:3:5", "\(folder)/config.xml:4:5"])
            #expect(
                found.first?.message
                    == """
                    another resource-file (\(folder)/b/x.caf) also lands at x.caf in the bundle: only one of them \
                    can ship; give them distinct target names
                    """
            )
        }
    }
}
