/// Little-endian fields of a zip record at fixed offsets. Every read is bounds-checked and gives
/// nil past the end, so a record cut short by a hostile or truncated file never traps.
struct LittleEndianFields {
    let bytes: ArraySlice<UInt8>

    init(_ bytes: ArraySlice<UInt8>) { self.bytes = bytes }

    func uint16(at offset: Int) -> UInt16? { integer(at: offset, width: 2).map { UInt16($0) } }
    func uint32(at offset: Int) -> UInt32? { integer(at: offset, width: 4).map { UInt32($0) } }
    func uint64(at offset: Int) -> UInt64? { integer(at: offset, width: 8) }

    /// `count` bytes at `offset`, or nil when they are not all there.
    func slice(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
        guard offset >= 0, count >= 0, offset <= bytes.count - count else { return nil }
        let start = bytes.startIndex + offset
        return bytes[start..<start + count]
    }

    private func integer(at offset: Int, width: Int) -> UInt64? {
        guard let field = slice(at: offset, count: width) else { return nil }
        return field.reversed().reduce(0) { $0 << 8 | UInt64($1) }
    }
}
