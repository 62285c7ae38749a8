/// A frame header of a stream of self-delimiting frames (MPEG audio, ADTS): what walking the
/// stream needs from each frame.
protocol FrameHeader {
    /// Bytes a header needs to be parsed.
    static var headerSize: Int { get }
    init?(_ bytes: ArraySlice<UInt8>)
    var frameLength: Int { get }
    var samplesPerFrame: Int { get }
    var sampleRate: Int { get }
    var channels: Int { get }
    /// Whether a later header can belong to the same stream.
    func continues(_ other: Self) -> Bool
}

extension MPEGAudioFrameHeader: FrameHeader {
    static var headerSize: Int { 4 }
}

extension ADTSFrameHeader: FrameHeader {
    static var headerSize: Int { 7 }
}
