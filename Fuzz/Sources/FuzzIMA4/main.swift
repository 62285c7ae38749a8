import CFuzzerDriver
import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#endif

/// Any bytes as Apple IMA4 packets: the first byte picks 1 or 2 channels, the rest is packet data
/// (whole packets decode, a partial last packet is ignored, corrupt step indexes are refused).
func fuzzIMA4(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    guard let first = bytes.first else { return 0 }
    let channels = Int(first % 2) + 1
    let samples = IMA4.decode(bytes[1...], channels: channels)
    let packetBytes = IMA4.bytesPerChannelPacket * channels
    if samples.count > (bytes.count - 1) / packetBytes * IMA4.framesPerPacket * channels {
        fatalError("decoded more than the data holds")
    }
    var output: [Int16] = []
    for packet in stride(from: 1, to: bytes.count - packetBytes + 1, by: packetBytes) {
        _ = IMA4.decodePacket(bytes[packet..<packet + packetBytes], channels: channels, into: &output)
    }
    return 0
}

var arguments: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
var argumentCount = CommandLine.argc
exit(LLVMFuzzerRunDriver(&argumentCount, &arguments) { data, size in fuzzIMA4(data, size) })
