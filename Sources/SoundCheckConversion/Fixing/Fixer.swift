import SoundCheckChecking
import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Carries out a `FixPlan`: converts each fixable sound to a hidden file beside its destination,
/// checks the result, and only then moves it into place. An original is replaced only by a file
/// that passes; when the name changes (alert.mp3 → alert.caf) in place, the original is removed
/// once its replacement is in place, so a second run finds nothing to do.
public struct Fixer: Sendable {
    public var checker: Checker
    public var options: ConversionOptions
    public var workers: Int

    public init(
        checker: Checker = Checker(), options: ConversionOptions = ConversionOptions(),
        workers: Int = CheckConfiguration.processorCount
    ) {
        self.checker = checker
        self.options = options
        self.workers = workers
    }

    public func apply(_ plan: FixPlan, completed: @escaping @Sendable (FixOutcome) -> Void = { _ in }) -> [FixOutcome] {
        let fixer = self
        return Parallel.map(plan.items, workers: FileIsolation.workers(workers)) { item in
            // Only a conversion decodes the sound; a skipped one is explained in the plan.
            if let (output, keepsOriginal) = Self.renaming(item.action) {
                let outcome = FixOutcome(
                    item: item, result: fixer.giveFittingName(item.path, output, keepingOriginal: keepsOriginal))
                completed(outcome)
                return outcome
            }
            guard case .convert = item.action else {
                let outcome = FixOutcome(item: item, result: fixer.fix(item, parallelChannels: false))
                completed(outcome)
                return outcome
            }
            return FileIsolation.run(item.path) {
                let outcome = FixOutcome(item: item, result: fixer.fix(item, parallelChannels: plan.items.count == 1))
                completed(outcome)
                if case .fixed = outcome.result { return (outcome, succeeded: true) }
                return (outcome, succeeded: false)
            }
        }
    }

    /// Gives the files that list the sounds renamed in place the new names (`FixItem.listingEdits`),
    /// once every conversion is done: one writer per file, each written atomically. Only the
    /// edits of sounds that were fixed are made.
    public func updateListings(after outcomes: [FixOutcome]) -> ListingUpdate {
        let (changed, problems) = ListingEdit.apply(outcomes.filter(\.succeeded).flatMap(\.item.listingEdits))
        return ListingUpdate(changed: changed, problems: problems)
    }

    /// Where a rename (of a name that misfits its content, or of an Android resource) goes.
    private static func renaming(_ action: FixItem.Action) -> (output: String, keepsOriginal: Bool)? {
        switch action {
        case .rename(let output, _, let keepsOriginal), .renameResource(let output, let keepsOriginal):
            (output, keepsOriginal)
        case .convert, .skip: nil
        }
    }

    private func fix(_ item: FixItem, parallelChannels: Bool) -> FixOutcome.Result {
        guard case .convert(let output, let format, let renamed) = item.action else {
            if case .skip(let reason) = item.action { return .skipped(reason) }
            return .skipped("nothing to do")
        }
        let inPlace = output == item.path
        // Refuse to replace a file that is not the one being fixed.
        if !inPlace && access(PathText.systemPath(output), F_OK) == 0 && !options.overwrite {
            return .outputExists(output)
        }
        let directory = PathText.directory(of: output)
        if let failure = Self.makeDirectories(directory) { return .failed(failure) }
        // Hidden, and ending in the output's own extension: the result is checked under this
        // name, and a configuration that makes `extension` an error must not fail it for that.
        let staging = PathText.join(directory, ".soundcheck-fix-\(getpid())-\(PathText.lastComponent(of: output))")
        defer { unlink(PathText.systemPath(staging)) }

        var conversionOptions = options
        conversionOptions.format = format
        conversionOptions.overwrite = true
        conversionOptions.parallelChannels = parallelChannels
        let conversion: ConversionResult
        do {
            conversion = try Converter(options: conversionOptions).convert(item.path, to: staging, judgedAs: output)
        } catch {
            return .failed(error.reason)
        }
        // The result must pass, judged under the name it will have, before it replaces anything.
        var stagingChecker = checker
        stagingChecker.configuration.jobs = 1
        guard let source = try? FileByteSource(path: staging) else {
            return .failed("the converted sound could not be checked")
        }
        let file = stagingChecker.check(source, as: output)
        if let error = file.findings.first(where: { $0.severity == .error }) {
            return .failed("the converted sound still fails: [\(error.rule)] \(error.message)")
        }
        guard rename(PathText.systemPath(staging), PathText.systemPath(output)) == 0 else {
            return .failed("cannot move the result into place at \(output): \(String(cString: strerror(errno)))")
        }
        // In place (no --out), a renamed fix replaces its original.
        if renamed && PathText.directory(of: output) == PathText.directory(of: item.path) {
            unlink(PathText.systemPath(item.path))
        }
        var result = conversion
        result.output = output
        return .fixed(result)
    }

    /// Renames `path` to `output` in its folder, never over another file: a hard link refuses an
    /// existing name atomically, then the old name goes. Where hard links are not possible (some
    /// file systems), a check, then rename(2). With `keepingOriginal` (`--out`), copies instead.
    func giveFittingName(_ path: String, _ output: String, keepingOriginal: Bool) -> FixOutcome.Result {
        if keepingOriginal { return copy(path, to: output) }
        if link(PathText.systemPath(path), PathText.systemPath(output)) == 0 {
            unlink(PathText.systemPath(path))
            return .renamed(output)
        }
        if errno == EEXIST || access(PathText.systemPath(output), F_OK) == 0 {
            return .failed("\(output) exists already; give one of them another name yourself")
        }
        guard rename(PathText.systemPath(path), PathText.systemPath(output)) == 0 else {
            return .failed("cannot rename it to \(output): \(String(cString: strerror(errno)))")
        }
        return .renamed(output)
    }

    /// The sound's bytes under its new name in the `--out` folder; the original stays.
    private func copy(_ path: String, to output: String) -> FixOutcome.Result {
        if access(PathText.systemPath(output), F_OK) == 0 && !options.overwrite { return .outputExists(output) }
        if let failure = Self.makeDirectories(PathText.directory(of: output)) { return .failed(failure) }
        do {
            let source = try FileByteSource(path: path)
            try AtomicFile.write(Array(try source.read(at: 0, count: Int(source.size))), to: output)
        } catch {
            return .failed("cannot copy it to \(output): \(error)")
        }
        return .renamed(output)
    }

    private static func makeDirectories(_ path: String) -> String? {
        var status = stat()
        if stat(PathText.systemPath(path), &status) == 0 { return nil }
        let parent = PathText.directory(of: path)
        if parent != path, let failure = makeDirectories(parent) { return failure }
        if mkdir(PathText.systemPath(path), 0o755) != 0 && errno != EEXIST {
            return "cannot create \(path): \(String(cString: strerror(errno)))"
        }
        return nil
    }
}
