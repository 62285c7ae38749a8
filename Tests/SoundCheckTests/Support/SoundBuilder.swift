import Foundation

/// Builds sound files byte by byte, so tests control every header field, including wrong ones.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func ascii(_ text: String) { bytes += Array(text.utf8) }
    mutating func be16(_ value: UInt16) { bytes += [UInt8(value >> 8), UInt8(value & 0xFF)] }
    mutating func be32(_ value: UInt32) {
        for shift in stride(from: 24, through: 0, by: -8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }
    mutating func be64(_ value: UInt64) {
        for shift in stride(from: 56, through: 0, by: -8) { bytes.append(UInt8((value >> UInt64(shift)) & 0xFF)) }
    }
    mutating func le16(_ value: UInt16) { bytes += [UInt8(value & 0xFF), UInt8(value >> 8)] }
    mutating func le32(_ value: UInt32) {
        for shift in stride(from: 0, through: 24, by: 8) { bytes.append(UInt8((value >> UInt32(shift)) & 0xFF)) }
    }

    /// The 80-bit IEEE extended float of AIFF's COMM chunk.
    mutating func extended80(_ value: Double) {
        guard value != 0, value.isFinite else {
            be16(value.isNaN ? 0x7FFF : 0)
            be64(value.isNaN ? 0xC000_0000_0000_0000 : 0)
            return
        }
        let exponent = Int(value.exponent)
        let mantissa = UInt64(value.significand * Double(UInt64(1) << 63))
        be16(UInt16(exponent + 16383) | (value < 0 ? 0x8000 : 0))
        be64(mantissa)
    }
}

enum SoundBuilder {
    struct PacketTable {
        var packets: Int64 = 0
        var valid: Int64
        var priming: Int32 = 0
        var remainder: Int32 = 0
        /// The packet descriptions after the header fields.
        var table: [UInt8] = []
    }

    static func caf(
        rate: Double = 22050, formatID: String = "lpcm", flags: UInt32 = 2, bytesPerPacket: UInt32 = 2,
        framesPerPacket: UInt32 = 1, channels: UInt32 = 1, bits: UInt32 = 16, pakt: PacketTable? = nil,
        data: [UInt8], dataRunsToEnd: Bool = false, declaredDataSize: Int64? = nil
    ) -> [UInt8] {
        var writer = ByteWriter()
        writer.ascii("caff")
        writer.be16(1)
        writer.be16(0)
        writer.ascii("desc")
        writer.be64(32)
        writer.be64(rate.bitPattern)
        writer.ascii(formatID)
        writer.be32(flags)
        writer.be32(bytesPerPacket)
        writer.be32(framesPerPacket)
        writer.be32(channels)
        writer.be32(bits)
        if let pakt {
            writer.ascii("pakt")
            writer.be64(UInt64(24 + pakt.table.count))
            writer.be64(UInt64(bitPattern: pakt.packets))
            writer.be64(UInt64(bitPattern: pakt.valid))
            writer.be32(UInt32(bitPattern: pakt.priming))
            writer.be32(UInt32(bitPattern: pakt.remainder))
            writer.bytes += pakt.table
        }
        writer.ascii("data")
        writer.be64(dataRunsToEnd ? UInt64.max : UInt64(bitPattern: declaredDataSize ?? Int64(data.count + 4)))
        writer.be32(0)
        writer.bytes += data
        return writer.bytes
    }

    static func aiff(
        aifc: Bool = false, channels: Int16 = 1, frames: UInt32, bits: Int16 = 16, rate: Double = 22050,
        compression: String = "NONE", data: [UInt8], declaredDataSize: UInt32? = nil, includeSSND: Bool = true
    ) -> [UInt8] {
        var body = ByteWriter()
        body.ascii(aifc ? "AIFC" : "AIFF")
        if aifc {
            body.ascii("FVER")
            body.be32(4)
            body.be32(0xA280_5140)
        }
        body.ascii("COMM")
        body.be32(aifc ? 24 : 18)
        body.be16(UInt16(bitPattern: channels))
        body.be32(frames)
        body.be16(UInt16(bitPattern: bits))
        body.extended80(rate)
        if aifc {
            body.ascii(compression)
            body.be16(0)
        }
        if includeSSND {
            body.ascii("SSND")
            body.be32(declaredDataSize ?? UInt32(data.count + 8))
            body.be32(0)
            body.be32(0)
            body.bytes += data
            if data.count % 2 == 1 { body.bytes.append(0) }
        }
        var writer = ByteWriter()
        writer.ascii("FORM")
        writer.be32(UInt32(body.bytes.count))
        writer.bytes += body.bytes
        return writer.bytes
    }

    static func wav(
        tag: UInt16 = 1, channels: UInt16 = 1, rate: UInt32 = 22050, blockAlign: UInt16 = 2, bits: UInt16 = 16,
        extensibleSubformat: UInt16? = nil, samplesPerBlock: UInt16? = nil, fact: UInt32? = nil,
        data: [UInt8], declaredDataSize: UInt32? = nil
    ) -> [UInt8] {
        var body = ByteWriter()
        body.ascii("WAVE")
        body.ascii("fmt ")
        let extra: [UInt8]
        if let extensibleSubformat {
            var ext = ByteWriter()
            ext.le16(22)
            ext.le16(bits)
            ext.le32(channels == 1 ? 4 : 3)
            ext.le16(extensibleSubformat)
            ext.bytes += [0x00, 0x00, 0x00, 0x00, 0x10, 0x00, 0x80, 0x00, 0x00, 0xAA, 0x00, 0x38, 0x9B, 0x71]
            extra = ext.bytes
        } else if let samplesPerBlock {
            var ext = ByteWriter()
            ext.le16(2)
            ext.le16(samplesPerBlock)
            extra = ext.bytes
        } else {
            extra = []
        }
        body.le32(UInt32(16 + extra.count))
        body.le16(extensibleSubformat == nil ? tag : 0xFFFE)
        body.le16(channels)
        body.le32(rate)
        body.le32(rate * UInt32(blockAlign))
        body.le16(blockAlign)
        body.le16(bits)
        body.bytes += extra
        if let fact {
            body.ascii("fact")
            body.le32(4)
            body.le32(fact)
        }
        body.ascii("data")
        body.le32(declaredDataSize ?? UInt32(data.count))
        body.bytes += data
        if data.count % 2 == 1 && declaredDataSize == nil { body.bytes.append(0) }
        var writer = ByteWriter()
        writer.ascii("RIFF")
        writer.le32(UInt32(body.bytes.count))
        writer.bytes += body.bytes
        return writer.bytes
    }

    /// A valid IMA4 packet: step index 0, predictor 0, nibbles alternating up and down.
    static func ima4Packets(_ count: Int, channels: Int = 1, stepIndex: UInt8 = 0) -> [UInt8] {
        var bytes: [UInt8] = []
        for _ in 0..<count * channels {
            bytes += [0x00, stepIndex]
            bytes += [UInt8](repeating: 0x93, count: 32)
        }
        return bytes
    }
}
