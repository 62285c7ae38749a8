/// Whether bytes are well-formed UTF-8, without making a String of them (which allocates for
/// more than 15 bytes): the standard library's decoder, which refuses what `String(validating:)`
/// refuses (overlong forms, surrogates, values past U+10FFFF, cut sequences).
enum UTF8Check {
    static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count, bytes[index] < 0x80 { index += 1 }
        guard index < bytes.count else { return true }
        let failed = transcode(
            UnsafeBufferPointer(rebasing: bytes[index...]).makeIterator(), from: UTF8.self, to: UTF32.self,
            stoppingOnError: true
        ) { _ in }
        return !failed
    }
}
