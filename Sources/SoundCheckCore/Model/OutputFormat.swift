/// A container and an encoding that Apple plays as a notification sound, or Ogg Vorbis, which
/// Android plays from `res/raw` (and iOS does not).
public struct OutputFormat: Sendable, Hashable, Codable, CustomStringConvertible {
    public var container: OutputContainer
    public var encoding: OutputEncoding

    /// CAF IMA4: what Apple recommends for notification sounds (a quarter of the size of PCM).
    public static let notificationDefault = OutputFormat(unchecked: .caf, .ima4)

    /// Fails, saying why, for a pair Apple does not play: no silent fallback to another format.
    public init(container: OutputContainer, encoding: OutputEncoding) throws(ConversionError) {
        switch (container, encoding) {
        case (.wav, .ima4):
            throw ConversionError(
                path: "-f WAVE -d ima4",
                reason:
                    """
                    WAV cannot hold Apple IMA4 (WAV's IMA ADPCM is another format, not known to play); use -f caff \
                    or -f AIFC
                    """
            )
        case (.aiff, .ima4), (.aiff, .ulaw), (.aiff, .alaw):
            throw ConversionError(
                path: "-f AIFF -d \(encoding.rawValue)",
                reason: "plain AIFF holds only integer PCM; use -f AIFC for \(encoding.displayName)")
        case (.ogg, .vorbis):
            self.init(unchecked: container, encoding)
        case (.ogg, _):
            throw ConversionError(
                path: "-f ogg -d \(encoding.rawValue)",
                reason:
                    """
                    soundcheck writes Ogg with Vorbis only (for Android's raw resources); use -d vorbis, or \
                    another -f for \(encoding.displayName)
                    """
            )
        case (_, .vorbis):
            throw ConversionError(
                path: "-f \(container.names[0]) -d vorbis",
                reason: "Vorbis goes in an Ogg file (-f ogg), which Android plays and iOS does not")
        default:
            self.init(unchecked: container, encoding)
        }
    }

    private init(unchecked container: OutputContainer, _ encoding: OutputEncoding) {
        self.container = container
        self.encoding = encoding
    }

    public var description: String { "\(container.names[0]) \(encoding.rawValue)" }

    /// Whether iOS plays it (Ogg Vorbis is Android's only).
    public var playsOnApple: Bool { container != .ogg }

    /// The options that ask `soundcheck convert` for this format, in afconvert's style:
    /// `-f caff -d ima4`, `-f WAVE -d lpcm`.
    public var arguments: String { "-f \(container.names[0]) -d \(encoding.names[0])" }
}

extension OutputFormat {
    /// The format asked for with afconvert's names (`-f caff`, `-d ima4`), else the one the
    /// output's extension names, else CAF IMA4. A pair Apple does not play is refused with the
    /// reason, never swapped for another.
    package static func requested(fileFormat: String?, dataFormat: String?, output: String?) throws(UsageError)
        -> OutputFormat
    {
        var container = OutputContainer.caf
        if let fileFormat {
            guard let named = OutputContainer(name: fileFormat) else {
                throw UsageError(
                    "-f \(fileFormat): not a container soundcheck writes (caff, AIFC, AIFF, WAVE, or ogg for Android)")
            }
            container = named
        } else if let output, let named = OutputContainer(extensionOf: output) {
            container = named
        }
        var encoding = container.defaultEncoding
        if let dataFormat {
            guard let named = OutputEncoding(name: dataFormat) else {
                throw UsageError("-d \(dataFormat): not an encoding soundcheck writes (ima4, lpcm, ulaw, alaw, vorbis)")
            }
            encoding = named
        }
        do {
            return try OutputFormat(container: container, encoding: encoding)
        } catch {
            throw UsageError(error.reason)
        }
    }
}
