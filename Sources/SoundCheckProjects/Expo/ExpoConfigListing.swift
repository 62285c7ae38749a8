import SoundCheckCore

/// The `sounds` entries of an Expo config and where each stands, read as its format allows: a
/// JSON config by the position-tracking parser; a JavaScript or TypeScript config evaluated with
/// `node` when it can be, else from the literal arrays of its text. What was done is told in a
/// notice; what could be neither evaluated nor read is a problem, never a guess.
struct ExpoConfigListing {
    struct Entry: Sendable, Hashable {
        var value: String
        var position: ListedPosition
    }

    var entries: [Entry] = []
    var appName: String?
    /// Whether prebuild makes an Android project: `expo.platforms` names `android`, or is not
    /// given (a config read from its literals alone is taken to build both, as Expo's default).
    var buildsAndroid = true
    var notices: [String] = []
    var problems: [SoundDiscovery.Problem] = []

    static func read(
        _ config: String,
        environment: [String: String]
    ) throws(SoundDiscovery.Problem) -> ExpoConfigListing {
        let bytes = try ConfigFile.bytes(of: config)
        if PathText.extension(of: PathText.lastComponent(of: config)) == "json" {
            var parser = JSONParser(bytes: bytes)
            do {
                return ExpoConfigListing(config, plugins: try parser.parse(), positions: .json)
            } catch {
                throw SoundDiscovery.Problem(path: config, reason: "not JSON: \(error.description)")
            }
        }
        return readScript(config, source: bytes, environment: environment)
    }

    /// How entries found in JSON get their position: from the JSON itself, or (for what `node`
    /// printed) from the string literals of the source, then from the entries of the `app.json`
    /// beside it, which Expo hands the script as its starting config.
    enum Positions {
        case json
        case literals(ExpoLiteralScan, beside: [Entry])
    }

    init(_ config: String, plugins root: JSONNode, positions: Positions) {
        let found = ExpoPluginSounds(config: root)
        appName = found.appName
        buildsAndroid = found.platforms?.contains("android") ?? true
        var unused: [ExpoLiteralScan.Literal] = []
        var unusedBeside: [Entry] = []
        if case .literals(let scan, let beside) = positions {
            unused = scan.literals
            unusedBeside = beside
        }
        for sound in found.sounds {
            let position = Self.position(
                of: sound, in: config, positions: positions, unused: &unused,
                unusedBeside: &unusedBeside)
            entries.append(Entry(value: sound.value, position: position))
        }
        for bad in found.malformed {
            let place = ListedPosition(path: config, line: bad.position.line, column: bad.position.column)
            problems.append(SoundDiscovery.Problem(path: positionsText(place, positions), reason: bad.what))
        }
        for again in found.repeated {
            let place = positionsText(ListedPosition(path: config, line: again.line, column: again.column), positions)
            notices.append(
                "\(place): expo-notifications is listed again: Expo applies a plugin once, with its first "
                    + "entry's options, so the sounds of this entry are not copied")
        }
        if let topLevel = found.ignoredTopLevelPlugins {
            notices.append(
                "\(config):\(topLevel.line):\(topLevel.column): these plugins are outside \"expo\", which "
                    + "Expo ignores when the file has an \"expo\" object: their sounds are not copied")
        }
    }

    private init() {}

    private static func position(
        of sound: ExpoPluginSounds.Listed, in config: String, positions: Positions,
        unused: inout [ExpoLiteralScan.Literal], unusedBeside: inout [Entry]
    ) -> ListedPosition {
        guard case .literals = positions else {
            return ListedPosition(path: config, line: sound.position.line, column: sound.position.column)
        }
        // The first literal of the source with that text not yet taken, then the first such
        // entry of app.json; else the file itself.
        if let index = unused.firstIndex(where: { $0.value == sound.value }) {
            let literal = unused.remove(at: index)
            return ListedPosition(path: config, line: literal.line, column: literal.column)
        }
        if let index = unusedBeside.firstIndex(where: { $0.value == sound.value }) {
            return unusedBeside.remove(at: index).position
        }
        return ListedPosition(path: config)
    }

    /// The `app.json` beside a script config, read as Expo reads it before the script runs.
    private static func staticListing(beside config: String) -> ExpoConfigListing? {
        let path = PathText.join(PathText.directory(of: config), "app.json")
        guard DiskFolder.status(path)?.kind == .file, let bytes = try? ConfigFile.bytes(of: path) else { return nil }
        var parser = JSONParser(bytes: bytes)
        guard let root = try? parser.parse() else { return nil }
        return ExpoConfigListing(ProjectPath.normalized(path), plugins: root, positions: .json)
    }

    private func positionsText(_ place: ListedPosition, _ positions: Positions) -> String {
        if case .literals = positions { return place.path }
        return place.text
    }

    private static func readScript(
        _ config: String, source: [UInt8],
        environment: [String: String]
    ) -> ExpoConfigListing {
        let scan = ExpoLiteralScan(source: source)
        let beside = staticListing(beside: config)
        let why: String
        if let node = NodeConfigEvaluation.locate(environment: environment) {
            do throws(NodeConfigEvaluation.Failure) {
                let printed = try NodeConfigEvaluation(node: node).evaluate(config, environment: environment)
                var listing = ExpoConfigListing(
                    config, plugins: printed,
                    positions: .literals(scan, beside: beside?.entries ?? []))
                listing.notices.append(
                    "\(config): evaluated with node, as npx expo config does, to read its expo-notifications sounds")
                return listing
            } catch {
                why = error.reason
            }
        } else {
            why = environment["SOUNDCHECK_NODE"] == nil ? "node is not on PATH" : "SOUNDCHECK_NODE=none"
        }
        if !scan.mentionsPlugin, scan.keepsStaticPlugins, var listing = beside, !listing.entries.isEmpty {
            listing.notices.append(
                "\(config): not evaluated (\(why)), and its text names no expo-notifications entry: "
                    + "read the sounds of the app.json beside it, which Expo hands the script as its starting config")
            return listing
        }
        return literalListing(config, scan: scan, why: why)
    }

    /// The literal `sounds` arrays of the source: what is read when `node` cannot evaluate it.
    private static func literalListing(_ config: String, scan: ExpoLiteralScan, why: String) -> ExpoConfigListing {
        var listing = ExpoConfigListing()
        listing.entries = scan.sounds.map {
            Entry(value: $0.value, position: ListedPosition(path: config, line: $0.line, column: $0.column))
        }
        for key in scan.notLiteral {
            let place = ListedPosition(path: config, line: key.line, column: key.column)
            let reason =
                "not evaluated (\(why)), and its expo-notifications sounds are not a list of string "
                + "literals: they are not read rather than guessed; run soundcheck where node can load the config"
            listing.problems.append(SoundDiscovery.Problem(path: place.text, reason: reason))
        }
        for again in scan.repeated {
            listing.notices.append(
                "\(config):\(again.line):\(again.column): expo-notifications is listed again: Expo "
                    + """
                    applies a plugin once, with its first entry's options, so the sounds of this entry are not \
                    copied
                    """
            )
        }
        if !scan.mentionsPlugin {
            listing.notices.append(
                "\(config): not evaluated (\(why)), and its text names no expo-notifications "
                    + "entry: no sounds read from it")
        } else {
            listing.notices.append(
                "\(config): not evaluated (\(why)): read the literal sounds arrays of its text instead")
        }
        return listing
    }
}
