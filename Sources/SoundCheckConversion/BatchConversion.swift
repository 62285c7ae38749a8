import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Converts many files at once, on all cores, reporting each as it completes.
public struct BatchConversion: Sendable {
    public var converter: Converter
    public var workers: Int

    public init(converter: Converter, workers: Int = CheckConfiguration.processorCount) {
        self.converter = converter
        self.workers = workers
    }

    /// `convert`'s status: 1 when a file could not be converted, else 0.
    public static func exitStatus(_ results: [Result<ConversionResult, ConversionError>]) -> ExitStatus {
        results.contains { if case .failure = $0 { true } else { false } } ? .findings : .success
    }

    /// Where each input goes: `output` is the file for a single input; for several inputs, or
    /// when it names an existing folder, a folder that receives each input's name with the
    /// container's extension. Without `output`, each sound goes beside its input. Fails before
    /// anything is written if two inputs would land on one output.
    /// An output named for an audio format soundcheck does not write (`alert.ogg`, `alert.mp3`)
    /// would hold CAF, AIFF or WAV under a name that says otherwise: refused before anything is
    /// written. 16-bit WAV is what plays on both platforms.
    static func refuseOtherAudioExtension(_ output: String, container: OutputContainer) throws(ConversionError) {
        let named = PathText.extension(of: PathText.lastComponent(of: output))
        guard OutputContainer(extensionOf: output) == nil, SoundDiscovery.otherAudioExtensions.contains(named) else {
            return
        }
        throw ConversionError(
            path: output,
            reason: "soundcheck writes CAF, AIFF, AIFF-C, WAV or Ogg, not .\(named): this file "
                + "would hold \(container.names[0]) under a name that says otherwise; name it "
                + ".\(container.fileExtension) (or .wav, 16-bit linear PCM, which iOS and Android both play)")
    }

    public static func jobs(inputs: [String], output: String?, container: OutputContainer) throws(ConversionError)
        -> [ConversionJob]
    {
        func renamed(_ input: String, into directory: String?) -> String {
            let name = PathText.replacingExtension(of: PathText.lastComponent(of: input), with: container.fileExtension)
            return PathText.join(directory ?? PathText.directory(of: input), name)
        }
        let jobs: [ConversionJob]
        if let output, inputs.count == 1, !isDirectory(output) {
            if let named = OutputContainer(extensionOf: output), !compatible(named, container) {
                throw ConversionError(
                    path: output,
                    reason:
                        """
                        the extension says \(named.names[0]) but the output is \(container.names[0]); name it \
                        .\(container.fileExtension) or pass -f \(named.names[0])
                        """
                )
            }
            try refuseOtherAudioExtension(output, container: container)
            jobs = [ConversionJob(input: inputs[0], output: output)]
        } else if let output {
            if !isDirectory(output) {
                guard mkdir(PathText.systemPath(output), 0o755) == 0 else {
                    throw ConversionError(
                        path: output,
                        reason:
                            """
                            several inputs need an output folder, and it cannot be created: \
                            \(String(cString: strerror(errno)))
                            """
                    )
                }
            }
            jobs = inputs.map { ConversionJob(input: $0, output: renamed($0, into: output)) }
        } else {
            jobs = inputs.map { ConversionJob(input: $0, output: renamed($0, into: nil)) }
        }
        var seen: [String: String] = [:]
        for job in jobs {
            if let other = seen[job.output] {
                throw ConversionError(path: job.output, reason: "both \(other) and \(job.input) would be written here")
            }
            seen[job.output] = job.input
        }
        return jobs
    }

    /// Runs the jobs; `completed` is called once per job, from worker threads, as each ends.
    public func run(
        _ jobs: [ConversionJob],
        completed: @escaping @Sendable (ConversionJob, Result<ConversionResult, ConversionError>) -> Void = { _, _ in }
    ) -> [Result<ConversionResult, ConversionError>] {
        var converter = self.converter
        // With several files converting at once, the cores are busy already.
        if jobs.count > 1 && workers > 1 { converter.options.parallelChannels = false }
        let configured = converter
        let pending = jobs.filter { !FileIsolation.isDone($0.input) }
        return Parallel.map(pending, workers: FileIsolation.workers(workers)) { job in
            if let reason = FileIsolation.crashReason(for: job.input) {
                let result: Result<ConversionResult, ConversionError> = .failure(
                    ConversionError(path: job.input, reason: reason))
                completed(job, result)
                return result
            }
            return FileIsolation.run(job.input) {
                let result: Result<ConversionResult, ConversionError>
                do throws(ConversionError) {
                    result = .success(try configured.convert(job.input, to: job.output))
                } catch {
                    result = .failure(error)
                }
                completed(job, result)
                if case .success = result { return (result, succeeded: true) }
                return (result, succeeded: false)
            }
        }
    }

    /// AIFF-C may be named .aiff or .aif as Apple does, and plain AIFF .aifc.
    private static func compatible(_ named: OutputContainer, _ container: OutputContainer) -> Bool {
        named == container || (named != .caf && named != .wav && (container == .aifc || container == .aiff))
    }

    static func isDirectory(_ path: String) -> Bool {
        var status = stat()
        return stat(PathText.systemPath(path), &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
    }
}
