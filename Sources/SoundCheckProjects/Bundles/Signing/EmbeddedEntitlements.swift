import SoundCheckCore

/// The entitlements a signed executable carries, read from its Mach-O code signature: the
/// `LC_CODE_SIGNATURE` load command points to a SuperBlob (big-endian, magic 0xfade0cc0) whose
/// blob of magic 0xfade7171 holds the entitlements as an XML property list. A universal file
/// (0xcafebabe, or 0xcafebabf for 64-bit offsets) holds one Mach-O per architecture; the arm64
/// one is read, else the first.
///
/// Every offset and length is the file's: each is checked to lie inside the file (and inside
/// its slice, its signature and its blob) before it is used, and each read is bounded.
enum EmbeddedEntitlements {
    enum Outcome: Equatable {
        /// The entitlements property list's bytes.
        case entitlements([UInt8])
        /// Not signed, or signed without entitlements: nothing to tell (an ad-hoc or simulator
        /// build), not a lack.
        case absent(String)
        /// Not a Mach-O executable, or one whose fields contradict each other or its size.
        case unreadable(String)
    }

    /// Far beyond a real app's load commands (tens of kilobytes).
    static let maximumLoadCommandsSize: UInt32 = 4 << 20
    /// Real files hold 2 to 4 architectures.
    static let maximumArchitectures: UInt32 = 32
    /// A signature holds about ten blobs.
    static let maximumBlobs: UInt32 = 1024
    static let maximumEntitlementsSize: UInt32 = 1 << 20

    static let codeSignatureCommand: UInt32 = 0x1D
    static let superBlobMagic: UInt32 = 0xFADE_0CC0
    static let entitlementsBlobMagic: UInt32 = 0xFADE_7171
    static let arm64: UInt32 = 0x0100_000C

    static func read(_ source: any ByteSource) -> Outcome {
        do throws(Failure) {
            let file = BoundedBytes(source: source)
            let slice = try self.slice(of: file)
            return try entitlements(in: slice)
        } catch {
            return .unreadable(error.reason)
        }
    }

    struct Failure: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The Mach-O inside: the whole file, or the chosen slice of a universal one.
    private static func slice(of file: BoundedBytes) throws(Failure) -> BoundedBytes {
        let magic = try file.uint32(at: 0, bigEndian: true)
        guard magic == 0xCAFE_BABE || magic == 0xCAFE_BABF else { return file }
        let wide = magic == 0xCAFE_BABF
        let count = try file.uint32(at: 4, bigEndian: true)
        guard count > 0, count <= maximumArchitectures else {
            throw Failure("a universal binary that declares \(count) architectures")
        }
        let entrySize: Int64 = wide ? 32 : 20
        var chosen: BoundedBytes?
        for index in 0..<Int64(count) {
            let entry = 8 + index * entrySize
            let type = try file.uint32(at: entry, bigEndian: true)
            let offset = wide ? try file.uint64(at: entry + 8) : UInt64(try file.uint32(at: entry + 8, bigEndian: true))
            let size = wide ? try file.uint64(at: entry + 16) : UInt64(try file.uint32(at: entry + 12, bigEndian: true))
            let slice = try file.part(offset: offset, size: size, what: "architecture \(index + 1)")
            if type == arm64 { return slice }
            if chosen == nil { chosen = slice }
        }
        guard let chosen else { throw Failure("a universal binary without architectures") }
        return chosen
    }

    /// Finds `LC_CODE_SIGNATURE` among the load commands of a little-endian Mach-O.
    private static func entitlements(in macho: BoundedBytes) throws(Failure) -> Outcome {
        let magic = try macho.uint32(at: 0, bigEndian: false)
        let headerSize: Int64
        switch magic {
        case 0xFEED_FACF: headerSize = 32
        case 0xFEED_FACE: headerSize = 28
        case 0xCFFA_EDFE, 0xCEFA_EDFE: throw Failure("a big-endian Mach-O, which no Apple device of today runs")
        default: throw Failure("not a Mach-O executable")
        }
        let count = try macho.uint32(at: 16, bigEndian: false)
        let commandsSize = try macho.uint32(at: 20, bigEndian: false)
        guard commandsSize <= maximumLoadCommandsSize, count <= commandsSize / 8 else {
            throw Failure("its header declares \(count) load commands in \(commandsSize) bytes")
        }
        let commands = try macho.part(offset: UInt64(headerSize), size: UInt64(commandsSize), what: "the load commands")
        var offset: Int64 = 0
        for _ in 0..<count {
            let command = try commands.uint32(at: offset, bigEndian: false)
            let size = try commands.uint32(at: offset + 4, bigEndian: false)
            guard size >= 8, Int64(size) <= commands.size - offset else {
                let at = headerSize + offset
                throw Failure("a load command of \(size) bytes at offset \(at) runs past the load commands")
            }
            if command == codeSignatureCommand {
                guard size >= 16 else {
                    throw Failure("its LC_CODE_SIGNATURE command is \(size) bytes, shorter than 16")
                }
                let dataOffset = try commands.uint32(at: offset + 8, bigEndian: false)
                let dataSize = try commands.uint32(at: offset + 12, bigEndian: false)
                let signature = try macho.part(
                    offset: UInt64(dataOffset), size: UInt64(dataSize),
                    what: "the code signature")
                return try entitlements(inSignature: signature)
            }
            offset += Int64(size)
        }
        return .absent("not code-signed (no LC_CODE_SIGNATURE)")
    }

    /// The entitlements blob of a SuperBlob, if it has one.
    private static func entitlements(inSignature signature: BoundedBytes) throws(Failure) -> Outcome {
        guard try signature.uint32(at: 0, bigEndian: true) == superBlobMagic else {
            throw Failure("its code signature does not start with a SuperBlob (0xfade0cc0)")
        }
        let length = try signature.uint32(at: 4, bigEndian: true)
        let count = try signature.uint32(at: 8, bigEndian: true)
        let blob = try signature.part(offset: 0, size: UInt64(length), what: "the SuperBlob")
        guard count <= maximumBlobs, Int64(count) <= (blob.size - 12) / 8 else {
            throw Failure("its SuperBlob declares \(count) blobs in \(length) bytes")
        }
        for index in 0..<Int64(count) {
            let offset = try blob.uint32(at: 12 + index * 8 + 4, bigEndian: true)
            let magic = try blob.uint32(at: Int64(offset), bigEndian: true)
            guard magic == entitlementsBlobMagic else { continue }
            let size = try blob.uint32(at: Int64(offset) + 4, bigEndian: true)
            guard size >= 8, size - 8 <= maximumEntitlementsSize else {
                throw Failure("its entitlements blob declares \(size) bytes")
            }
            let plist = try blob.part(offset: UInt64(offset) + 8, size: UInt64(size - 8), what: "the entitlements blob")
            return .entitlements(Array(try plist.bytes(at: 0, count: Int(plist.size))))
        }
        return .absent("signed without entitlements")
    }
}

/// A range of a byte source: reads outside it fail, naming what ran past its end.
private struct BoundedBytes {
    let source: any ByteSource
    let start: Int64
    let size: Int64

    init(source: any ByteSource) {
        self.init(source: source, start: 0, size: source.size)
    }

    private init(source: any ByteSource, start: Int64, size: Int64) {
        self.source = source
        self.start = start
        self.size = size
    }

    /// `size` bytes at `offset` inside this range, or a failure when they are not all in it.
    func part(offset: UInt64, size: UInt64, what: String) throws(EmbeddedEntitlements.Failure) -> BoundedBytes {
        guard offset <= UInt64(self.size), size <= UInt64(self.size) - offset else {
            let place = "\(what) (\(size) bytes at offset \(offset))"
            throw EmbeddedEntitlements.Failure("\(place) runs past the end of the file")
        }
        return BoundedBytes(source: source, start: start + Int64(offset), size: Int64(size))
    }

    func bytes(at offset: Int64, count: Int) throws(EmbeddedEntitlements.Failure) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, offset <= size - Int64(count) else {
            throw EmbeddedEntitlements.Failure("the file ends before the \(count) bytes at offset \(start + offset)")
        }
        let read: ArraySlice<UInt8>
        do {
            read = try source.read(at: start + offset, count: count)
        } catch {
            throw EmbeddedEntitlements.Failure("cannot read: \(error.description)")
        }
        guard read.count == count else { throw EmbeddedEntitlements.Failure("the file is shorter than it was") }
        return read
    }

    func uint32(at offset: Int64, bigEndian: Bool) throws(EmbeddedEntitlements.Failure) -> UInt32 {
        let field = try bytes(at: offset, count: 4)
        let ordered = bigEndian ? Array(field) : field.reversed()
        return ordered.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Big-endian, as the 64-bit universal header is.
    func uint64(at offset: Int64) throws(EmbeddedEntitlements.Failure) -> UInt64 {
        try bytes(at: offset, count: 8).reduce(0) { $0 << 8 | UInt64($1) }
    }
}
