import Foundation
import Testing

@testable import SoundCheckCore
@testable import SoundCheckProjects

extension Projects {
    /// The critical-alerts entitlement of built products, read from the executable's code
    /// signature: Mach-O files built by `MachOBuilder`, honest, universal, truncated and lying.
    @Suite("Projects: entitlements embedded in a signed executable")
    struct EmbeddedEntitlementsTests {
        func read(_ bytes: [UInt8]) -> EmbeddedEntitlements.Outcome {
            EmbeddedEntitlements.read(MemoryByteSource(bytes))
        }

        func status(_ bytes: [UInt8]) -> CriticalAlertsEntitlement.Status {
            AppEntitlements.reading(app: "A.app", executable: MemoryByteSource(bytes), path: "A.app/A").fact.status
        }

        @Test("a signed thin Mach-O: its entitlements blob, granted or not by the key's value")
        func thin() {
            let plist = MachOBuilder.entitlements()
            #expect(
                read(MachOBuilder.thin(signature: MachOBuilder.superBlob(entitlements: plist))) == .entitlements(plist))
            #expect(status(MachOBuilder.thin(signature: MachOBuilder.superBlob(entitlements: plist))) == .granted)
            for lacking in [nil, "<false/>", "<integer>1</integer>", "<string>YES</string>"] {
                let bytes = MachOBuilder.thin(
                    signature: MachOBuilder.superBlob(entitlements: MachOBuilder.entitlements(critical: lacking)))
                #expect(status(bytes) == .notGranted, "\(lacking ?? "absent")")
            }
        }

        @Test("unsigned, or signed without entitlements: unknown, never a lack")
        func unsigned() {
            #expect(read(MachOBuilder.thin(signature: nil)) == .absent("not code-signed (no LC_CODE_SIGNATURE)"))
            #expect(
                read(MachOBuilder.thin(signature: MachOBuilder.superBlob(entitlements: nil)))
                    == .absent("signed without entitlements"))
            let reading = AppEntitlements.reading(
                app: "A.app", executable: MemoryByteSource(MachOBuilder.thin(signature: nil)), path: "A.app/A")
            #expect(reading.fact.status == .unknown)
            #expect(reading.notice == nil)
        }

        @Test("a universal binary: the arm64 slice is read, whatever its place")
        func universal() {
            let lacking = MachOBuilder.thin(
                signature: MachOBuilder.superBlob(entitlements: MachOBuilder.entitlements(critical: nil)),
                cpu: MachOBuilder.intel64)
            let granting = MachOBuilder.thin(
                signature: MachOBuilder.superBlob(entitlements: MachOBuilder.entitlements()))
            #expect(
                status(MachOBuilder.fat([(MachOBuilder.intel64, lacking), (MachOBuilder.arm64, granting)])) == .granted)
            #expect(status(MachOBuilder.fat([(MachOBuilder.intel64, lacking)])) == .notGranted)
        }

        @Test("every truncation of a signed file is unreadable or unsigned, never a crash or a grant")
        func truncated() {
            let whole = MachOBuilder.fat([
                (
                    MachOBuilder.arm64,
                    MachOBuilder.thin(signature: MachOBuilder.superBlob(entitlements: MachOBuilder.entitlements()))
                )
            ])
            for length in 0..<whole.count {
                let outcome = read(Array(whole.prefix(length)))
                if case .entitlements = outcome { Issue.record("a file cut at \(length) bytes gave entitlements") }
            }
            if case .unreadable(let reason) = read(Array(whole.prefix(whole.count - 1))) {
                #expect(reason.contains("runs past the end of the file"), "\(reason)")
            } else {
                Issue.record("a file one byte short was read")
            }
        }

        /// Overwrites 4 bytes of `bytes` at `offset` with `value` (big- or little-endian).
        func patched(_ bytes: [UInt8], at offset: Int, _ value: [UInt8]) -> [UInt8] {
            var bytes = bytes
            bytes.replaceSubrange(offset..<offset + value.count, with: value)
            return bytes
        }

        @Test("lying counts and offsets are refused with the reason, never followed")
        func lyingOffsets() {
            let signature = MachOBuilder.superBlob(entitlements: MachOBuilder.entitlements())
            let thin = MachOBuilder.thin(signature: signature)
            // The code signature command's data offset is at 32 (header) + 72 (filler) + 8.
            let cases: [(bytes: [UInt8], reason: String)] = [
                (
                    patched(thin, at: 112, MachOBuilder.le32(0xFFFF_FF00)),
                    "the code signature (\(signature.count) bytes at offset 4294967040) runs past the end of the file"
                ),
                (
                    patched(thin, at: 116, MachOBuilder.le32(0xFFFF_FFFF)),
                    "the code signature (4294967295 bytes at offset"
                ),
                (
                    patched(thin, at: 16, MachOBuilder.le32(0x7FFF_FFFF)),
                    "its header declares 2147483647 load commands in 88 bytes"
                ),
                (patched(thin, at: 20, MachOBuilder.le32(0xFFFF_FFF0)), "load commands in 4294967280 bytes"),
                (patched(thin, at: 36, MachOBuilder.le32(0)), "a load command of 0 bytes at offset 32"),
                (
                    patched(thin, at: 36, MachOBuilder.le32(0x1000)),
                    "a load command of 4096 bytes at offset 32 runs past the load commands"
                ),
                (patched(thin, at: 0, [0x7F, 0x45, 0x4C, 0x46]), "not a Mach-O executable"),
                (
                    MachOBuilder.be32(0xCAFE_BABE) + MachOBuilder.be32(1000),
                    "a universal binary that declares 1000 architectures"
                ),
                (
                    MachOBuilder.be32(0xCAFE_BABE) + MachOBuilder.be32(1) + MachOBuilder.be32(MachOBuilder.arm64)
                        + MachOBuilder.be32(0)
                        + MachOBuilder.be32(0xFFFF_0000) + MachOBuilder.be32(64) + MachOBuilder.be32(4),
                    "architecture 1 (64 bytes at offset 4294901760) runs past"
                ),
            ]
            for (bytes, reason) in cases {
                guard case .unreadable(let found) = read(bytes) else {
                    Issue.record("read despite: \(reason)")
                    continue
                }
                #expect(found.hasPrefix(reason) || found.contains(reason), "\(found)")
            }
        }

        @Test("lies inside the SuperBlob: its length, its count, a blob's offset and length")
        func lyingSuperBlob() {
            let signature = MachOBuilder.superBlob(entitlements: MachOBuilder.entitlements())
            let cases: [(patch: (offset: Int, value: UInt32), reason: String)] = [
                ((4, 0xFFFF_FFFF), "the SuperBlob (4294967295 bytes at offset 0) runs past the end of the file"),
                ((8, 0x1000_0000), "its SuperBlob declares 268435456 blobs"),
                ((24, 0xFFFF_FFF0), "the file ends before the 4 bytes at offset"),
                ((0, 0x1234_5678), "its code signature does not start with a SuperBlob (0xfade0cc0)"),
            ]
            for (patch, reason) in cases {
                let lying = patched(signature, at: patch.offset, MachOBuilder.be32(patch.value))
                guard case .unreadable(let found) = read(MachOBuilder.thin(signature: lying)) else {
                    Issue.record("read despite: \(reason)")
                    continue
                }
                #expect(found.contains(reason), "\(found)")
            }
            // The entitlements blob's own length, past the SuperBlob's end (the blob is at 40,
            // after the index and the 12-byte code directory).
            let blobLength = patched(signature, at: 40 + 4, MachOBuilder.be32(0x000F_FFFF))
            guard case .unreadable(let found) = read(MachOBuilder.thin(signature: blobLength)) else {
                Issue.record("a blob longer than its SuperBlob was read")
                return
            }
            #expect(found.contains("the entitlements blob"), "\(found)")
        }

        @Test("a damaged executable: unknown, with a notice naming the file and why")
        func damagedNotice() {
            let reading = AppEntitlements.reading(
                app: "A.app", executable: MemoryByteSource(Array("#!/bin/sh\n".utf8)), path: "A.app/A")
            #expect(reading.fact.status == .unknown)
            #expect(
                reading.notice
                    == "A.app/A: not a Mach-O executable; whether the app may play critical alerts is not known")
        }
    }
}
