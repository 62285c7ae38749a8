import SoundCheckCore

/// One chunk of a RIFF, IFF (AIFF) or CAF file.
struct Chunk {
    var id: String
    /// Offset of the chunk's payload (after its header).
    var payloadOffset: Int64
    /// The size the header declares; -1 for a CAF chunk that runs to the end of the file.
    var declaredSize: Int64
    /// How many payload bytes the file really holds.
    var availableSize: Int64

    var isTruncated: Bool { declaredSize >= 0 && availableSize < declaredSize }
}
