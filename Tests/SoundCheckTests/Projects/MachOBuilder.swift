import Foundation

/// Mach-O executables the entitlement tests build byte by byte: a 64-bit little-endian header,
/// a filler load command, `LC_CODE_SIGNATURE`, and a code-signing SuperBlob holding a code
/// directory stand-in and (optionally) an entitlements blob; universal files around them.
enum MachOBuilder {
    static let arm64: UInt32 = 0x0100_000C
    static let intel64: UInt32 = 0x0100_0007

    static func be32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
    static func le32(_ value: UInt32) -> [UInt8] { be32(value).reversed() }
    static func be64(_ value: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: value >> (56 - 8 * $0)) } }

    /// An entitlements property list: the critical-alerts key set to `critical` (as written), or absent.
    static func entitlements(critical: String? = "<true/>") -> [UInt8] {
        let key = critical.map { "\t<key>com.apple.developer.usernotifications.critical-alerts</key>\n\t\($0)\n" } ?? ""
        return Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>aps-environment</key>
            \t<string>production</string>
            \(key)</dict>
            </plist>
            """.utf8)
    }

    /// A SuperBlob: a code directory stand-in (slot 0), then the entitlements blob (slot 5).
    static func superBlob(entitlements: [UInt8]?) -> [UInt8] {
        var blobs: [(type: UInt32, bytes: [UInt8])] = [(0, be32(0xFADE_0C02) + be32(12) + be32(0))]
        if let entitlements {
            blobs.append((5, be32(0xFADE_7171) + be32(UInt32(8 + entitlements.count)) + entitlements))
        }
        var offset = UInt32(12 + 8 * blobs.count)
        var index: [UInt8] = []
        for blob in blobs {
            index += be32(blob.type) + be32(offset)
            offset += UInt32(blob.bytes.count)
        }
        return be32(0xFADE_0CC0) + be32(offset) + be32(UInt32(blobs.count)) + index + blobs.flatMap(\.bytes)
    }

    /// A thin 64-bit Mach-O; with a signature, `LC_CODE_SIGNATURE` points to it at the end.
    static func thin(signature: [UInt8]?, cpu: UInt32 = arm64) -> [UInt8] {
        let filler = le32(0x19) + le32(72) + [UInt8](repeating: 0, count: 64)
        let commandsSize = UInt32(filler.count + (signature == nil ? 0 : 16))
        let count: UInt32 = signature == nil ? 1 : 2
        var bytes =
            le32(0xFEED_FACF) + le32(cpu) + le32(0) + le32(2) + le32(count) + le32(commandsSize) + le32(0) + le32(0)
        bytes += filler
        let code = [UInt8](repeating: 0xC3, count: 64)
        if let signature {
            let offset = UInt32(bytes.count + 16 + code.count)
            bytes += le32(0x1D) + le32(16) + le32(offset) + le32(UInt32(signature.count))
            return bytes + code + signature
        }
        return bytes + code
    }

    /// A universal file (32-bit offsets) holding the slices, each at a 16-byte boundary.
    static func fat(_ slices: [(cpu: UInt32, bytes: [UInt8])]) -> [UInt8] {
        var header = be32(0xCAFE_BABE) + be32(UInt32(slices.count))
        var body: [UInt8] = []
        let start = 8 + 20 * slices.count
        for slice in slices {
            while (start + body.count) % 16 != 0 { body.append(0) }
            header +=
                be32(slice.cpu) + be32(0) + be32(UInt32(start + body.count)) + be32(UInt32(slice.bytes.count)) + be32(4)
            body += slice.bytes
        }
        return header + body
    }

    /// An app's Info.plist naming its executable.
    static func infoPlist(executable: String) -> [UInt8] {
        Array(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
            \t<key>CFBundleExecutable</key>
            \t<string>\(executable)</string>
            </dict>
            </plist>
            """.utf8)
    }
}
