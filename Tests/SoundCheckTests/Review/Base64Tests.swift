import Foundation
import Testing

@testable import SoundCheckCore

@Suite("Base64")
struct Base64Tests {
    @Test("RFC 4648's test vectors")
    func vectors() {
        let vectors = [
            "": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=",
            "foobar": "Zm9vYmFy",
        ]
        for (input, output) in vectors {
            #expect(Base64.encode(Array(input.utf8)) == output)
        }
    }

    @Test("every byte value and every length remainder, as Foundation encodes them")
    func againstFoundation() {
        var generator = SystemRandomNumberGenerator()
        for length in [1, 2, 3, 255, 256, 257, 4096, 100_001] {
            let bytes = (0..<length).map { $0 < 256 ? UInt8($0) : UInt8.random(in: 0...255, using: &generator) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString(), "length \(length)")
        }
    }
}
