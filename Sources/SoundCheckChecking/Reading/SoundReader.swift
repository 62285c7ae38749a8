import SoundCheckCore

/// Reads a sound file's header facts: identifies the container by its magic bytes, reads it with
/// the matching header reader, scans IMA4 block headers, and asks libsndfile for a second opinion
/// where libsndfile is known to read that kind of file correctly.
public struct SoundReader: Sendable {
    /// Ask libsndfile to open every file it is known to read, and report a file it refuses.
    public var crossCheckWithLibsndfile: Bool

    public init(crossCheckWithLibsndfile: Bool = true) {
        self.crossCheckWithLibsndfile = crossCheckWithLibsndfile
    }

    public func inspect(path: String) -> InspectedSound {
        let source: FileByteSource
        do {
            source = try FileByteSource(path: path)
        } catch {
            return InspectedSound(path: path, description: nil, readError: error.description)
        }
        var sound = inspect(source: source, path: path)
        if asksLibsndfile(about: sound) {
            sound.libsndfile = LibsndfileProbe.probe(source)
        }
        return sound
    }

    /// Whether `inspect(path:)` asks libsndfile for its opinion of this sound.
    func asksLibsndfile(about sound: InspectedSound) -> Bool {
        guard crossCheckWithLibsndfile, let description = sound.description else { return false }
        return !description.defects.contains(where: IntegrityRule.isError)
            && LibsndfileProbe.readsCorrectly(description)
    }

    /// What to tell once about a run over `sounds` rather than about each file: that libsndfile
    /// was wanted but is missing.
    public func notices(about sounds: [InspectedSound]) -> [String] {
        guard sounds.contains(where: asksLibsndfile), case .failure(let missing) = Libsndfile.functions else {
            return []
        }
        return ["\(missing.problem), so files were checked without its second opinion; \(missing.installHint)"]
    }

    /// Reads from any byte source (memory, for tests and library users).
    public func inspect(source: ByteSource, path: String) -> InspectedSound {
        do {
            let head = try source.read(at: 0, count: ContainerSniffer.bytesNeeded)
            var description: SoundDescription
            switch ContainerSniffer.identify(head) {
            case .caf: description = try CAFReader.read(source)
            case .aiff: description = try AIFFReader.read(source, isAIFC: false)
            case .aifc: description = try AIFFReader.read(source, isAIFC: true)
            case .wav: description = try WAVReader.read(source)
            case let sniffed:
                return try inspectOther(source: source, path: path, sniffed: sniffed)
            }
            if description.encoding == .ima4, let offset = description.dataOffset, let length = description.dataLength,
                let corrupt = try IMA4.firstCorruptBlock(
                    in: source, offset: offset, length: length, channels: description.channels)
            {
                description.defects.append(corrupt.defect(packetCount: description.packets))
            }
            return InspectedSound(path: path, description: description)
        } catch {
            return InspectedSound(path: path, description: nil, readError: error.description)
        }
    }

    /// A file that is not CAF, AIFF or WAV: its format and, for the compressed formats iOS or
    /// Android decode, its rate, channels and length.
    private func inspectOther(source: ByteSource, path: String, sniffed: ContainerSniffer.Kind) throws(ReadError)
        -> InspectedSound
    {
        if let (format, description) = try CompressedAudioReader.read(source, sniffed: sniffed) {
            return InspectedSound(path: path, description: description, foreignFormat: format)
        }
        if case .foreign(let format, let encoding) = sniffed {
            var foreign = SoundDescription(container: .unknown, encoding: .other(encoding), formatID: format)
            foreign.fileSize = source.size
            return InspectedSound(path: path, description: foreign, foreignFormat: format)
        }
        var unknown = SoundDescription(container: .unknown, encoding: .other("unknown"), formatID: "")
        unknown.fileSize = source.size
        return InspectedSound(path: path, description: unknown)
    }
}
