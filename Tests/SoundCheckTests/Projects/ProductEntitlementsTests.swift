import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// Built products' critical-alerts fact, read from the main executable `CFBundleExecutable`
    /// names: in an `.app` folder, in an `.ipa` (extracted from the zip) and in an `.xcarchive`.
    @Suite("Projects: the critical-alerts entitlement of built products")
    struct ProductEntitlementsTests {
        /// BuiltProducts' app, given an Info.plist and a signed executable `MyApp`.
        func products(critical: String?) throws -> BuiltProducts {
            let products = try BuiltProducts()
            try Data(MachOBuilder.infoPlist(executable: "MyApp")).write(
                to: products.app.appendingPathComponent("Info.plist"))
            let signature = MachOBuilder.superBlob(entitlements: MachOBuilder.entitlements(critical: critical))
            try Data(MachOBuilder.thin(signature: signature)).write(to: products.app.appendingPathComponent("MyApp"))
            return products
        }

        func fact(_ path: String) throws -> [CriticalAlertsEntitlement] {
            try ProjectSoundsReader().shippedSounds(at: path, targets: []).criticalAlerts
        }

        @Test("an .app folder: granted, or not, from its executable's signature")
        func appFolder() throws {
            let granting = try products(critical: "<true/>")
            defer { granting.remove() }
            let app = granting.app.path
            #expect(
                try fact(app) == [
                    CriticalAlertsEntitlement(
                        app: "MyApp.app", status: .granted, source: app + "/MyApp", detail: "code signature")
                ])
            let lacking = try products(critical: nil)
            defer { lacking.remove() }
            #expect(try fact(lacking.app.path).map(\.status) == [.notGranted])
        }

        @Test("an .ipa, stored or deflated: the executable is extracted and read")
        func archive() throws {
            let products = try products(critical: nil)
            defer { products.remove() }
            for compression in [BuiltProducts.Compression.stored, .deflated] {
                let ipa = try products.ipa(
                    named: "MyApp-\(compression).ipa", compression: compression, folderEntries: false
                ).path
                #expect(
                    try fact(ipa) == [
                        CriticalAlertsEntitlement(
                            app: "MyApp.app", status: .notGranted,
                            source: ipa + "/Payload/MyApp.app/MyApp", detail: "code signature")
                    ])
            }
        }

        @Test("an .xcarchive: each app in Products/Applications")
        func xcodeArchive() throws {
            let products = try products(critical: "<true/>")
            defer { products.remove() }
            let archive = try products.xcarchive(named: "MyApp.xcarchive").path
            #expect(try fact(archive).map(\.status) == [.granted])
            #expect(try fact(archive).first?.source == archive + "/Products/Applications/MyApp.app/MyApp")
        }

        @Test("no Info.plist, no executable, an unsigned one: unknown, without a notice")
        func unknown() throws {
            let products = try BuiltProducts()
            defer { products.remove() }
            let placeholder = try ProjectSoundsReader().shippedSounds(at: products.app.path, targets: [])
            #expect(placeholder.criticalAlerts.map(\.status) == [.unknown])
            #expect(placeholder.notices.isEmpty)
            try Data(MachOBuilder.infoPlist(executable: "MyApp")).write(
                to: products.app.appendingPathComponent("Info.plist"))
            #expect(try fact(products.app.path).first?.detail?.hasPrefix("the executable cannot be read") == true)
            try Data(MachOBuilder.thin(signature: nil)).write(to: products.app.appendingPathComponent("MyApp"))
            #expect(try fact(products.app.path).first?.detail == "not code-signed (no LC_CODE_SIGNATURE)")
            try Data(MachOBuilder.infoPlist(executable: "../../etc/passwd")).write(
                to: products.app.appendingPathComponent("Info.plist"))
            #expect(
                try fact(products.app.path).first?.detail
                    == "its Info.plist's CFBundleExecutable \"../../etc/passwd\" is not a file name")
        }

        @Test("an .ipa whose executable entry is damaged: unknown, and a notice naming it")
        func damagedEntry() throws {
            let products = try BuiltProducts()
            defer { products.remove() }
            let ipa = try products.pythonZip(
                named: "Bad.ipa",
                """
                plist = b'''\(String(decoding: MachOBuilder.infoPlist(executable: "Bad"), as: UTF8.self))'''
                with zipfile.ZipFile(path, 'w', zipfile.ZIP_STORED) as z:
                    z.writestr('Payload/Bad.app/Info.plist', plist)
                    z.writestr('Payload/Bad.app/Bad', b'\\xcf\\xfa\\xed\\xfe' + b'\\0' * 60)
                data = bytearray(open(path, 'rb').read())
                at = data.find(b'\\xcf\\xfa\\xed\\xfe')
                data[at + 8] ^= 0xFF
                open(path, 'wb').write(bytes(data))
                """)
            let shipped = try ProjectSoundsReader().shippedSounds(at: ipa.path, targets: [])
            #expect(shipped.criticalAlerts.map(\.status) == [.unknown])
            #expect(shipped.notices.count == 1)
            #expect(
                shipped.notices.first?.hasPrefix(
                    ipa.path + "/Payload/Bad.app/Bad: the executable cannot be extracted: its CRC-32") == true,
                "\(shipped.notices)")
        }
    }
}
