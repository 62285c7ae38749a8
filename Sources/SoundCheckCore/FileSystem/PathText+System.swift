#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File names as the file system has them.
///
/// A POSIX file name is bytes, not text: it need not be UTF-8. soundcheck's paths are `String`s
/// in which each byte that is not part of valid UTF-8 is written `\xHH` (two uppercase hex
/// digits, 80 to FF), and a backslash that would otherwise read as such an escape is written
/// `\x5C`. Every byte sequence has exactly one such string, and `systemPath(_:)` gives the bytes
/// back for `open(2)`. A name that is UTF-8 (nearly all) is its own string, unchanged; one that is
/// not reads `bad\xFF\xFE.wav` wherever it is shown. Paths from the command line
/// (`commandLineArguments`), from folder walks and from `getcwd` come in through
/// `string(fromSystem:)`; every path handed to the system goes out through `systemPath(_:)`.
extension PathText {
    private static let backslash = UInt8(ascii: "\\")

    /// The path string of a file name's bytes (without a terminating NUL).
    package static func string(fromSystem bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        if bytes.allSatisfy({ $0 < 0x80 && $0 != backslash }) { return String(decoding: bytes, as: UTF8.self) }
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count + 8)
        var index = 0
        while index < bytes.count {
            let length = validScalarLength(bytes, at: index)
            if length == 0 {
                appendEscape(bytes[index], to: &text)
                index += 1
            } else if bytes[index] == backslash, escapedByte(bytes, at: index) != nil {
                appendEscape(backslash, to: &text)
                index += 1
            } else {
                text += bytes[index..<index + length]
                index += length
            }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The bytes `path` stands for, as a NUL-terminated C string for the system's calls.
    package static func systemPath(_ path: String) -> [CChar] {
        systemBytes(path).map { CChar(bitPattern: $0) } + [0]
    }

    /// The bytes `path` stands for: its UTF-8, with each `\xHH` escape turned back into its byte.
    package static func systemBytes(_ path: String) -> [UInt8] {
        let text = Array(path.utf8)
        guard text.contains(backslash) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var index = 0
        while index < text.count {
            if let byte = escapedByte(text, at: index) {
                bytes.append(byte)
                index += 4
            } else {
                bytes.append(text[index])
                index += 1
            }
        }
        return bytes
    }

    /// The arguments the program was started with (without its name), as path strings: a name
    /// that is not UTF-8 reaches the commands intact (`CommandLine.arguments` replaces such bytes
    /// with U+FFFD, and the file could then not be opened).
    package static var commandLineArguments: [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            CommandLine.unsafeArgv[index].map { argument in
                string(fromSystem: UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
            }
        }
    }

    /// The byte an escape at `index` stands for: `\x5C`, or `\x80` to `\xFF`, digits in uppercase.
    private static func escapedByte(_ text: [UInt8], at index: Int) -> UInt8? {
        guard text[index] == backslash, index + 3 < text.count, text[index + 1] == UInt8(ascii: "x"),
            let high = hexValue(text[index + 2]), let low = hexValue(text[index + 3])
        else { return nil }
        let byte = high << 4 | low
        return byte == backslash || byte >= 0x80 ? byte : nil
    }

    private static func hexValue(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private static func appendEscape(_ byte: UInt8, to text: inout [UInt8]) {
        let digits = Array("0123456789ABCDEF".utf8)
        text += [backslash, UInt8(ascii: "x"), digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` (Unicode table 3-7), or 0.
    private static func validScalarLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let second: ClosedRange<UInt8>
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: (second, length) = (0x80...0xBF, 2)
        case 0xE0: (second, length) = (0xA0...0xBF, 3)
        case 0xE1...0xEC, 0xEE...0xEF: (second, length) = (0x80...0xBF, 3)
        case 0xED: (second, length) = (0x80...0x9F, 3)
        case 0xF0: (second, length) = (0x90...0xBF, 4)
        case 0xF1...0xF3: (second, length) = (0x80...0xBF, 4)
        case 0xF4: (second, length) = (0x80...0x8F, 4)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}
