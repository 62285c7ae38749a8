import Dispatch

/// One chunk of IMA4 being encoded on a background thread while the caller decodes the next one.
/// The worker writes `result` once, before it signals; the caller reads it only after waiting.
final class IMA4ChunkJob: @unchecked Sendable {
    typealias Result = (packets: [UInt8], states: [IMA4Encoder.ChannelState])
    private let done = DispatchSemaphore(value: 0)
    private var result: Result?

    init(_ encode: @escaping @Sendable () -> Result) {
        DispatchQueue.global().async {
            self.result = encode()
            self.done.signal()
        }
    }

    /// Blocks until the chunk is encoded; its packets and the channels' states at its end.
    func wait() -> Result {
        done.wait()
        done.signal()  // a second wait returns at once
        guard let result else { preconditionFailure("an IMA4 chunk job signalled without a result") }
        return result
    }
}
