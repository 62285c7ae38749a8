/// The list of sounds an app ships, with what each one is and whether it will play: written by
/// `soundcheck manifest`, read by `soundcheck payloads` and by push servers.
///
/// Deterministic by construction: entries sorted by name then path, fixed key order, paths
/// relative to a root, no timestamps. The same files give the same bytes, whatever order they
/// were named in, so the manifest can be committed and reviewed.
public struct SoundManifest: Sendable, Hashable {
    public static let formatVersion = 1

    public var sounds: [Entry]
    /// Whether the app may play critical alerts, when the manifest was made from an Xcode
    /// project or a built product that shows it: granted or not granted, never unknown (an
    /// unknown fact is left out of the file, as in manifests made before soundcheck read it).
    public var criticalAlerts: CriticalAlertsEntitlement?
    /// The Android half's raw resources, by resource name (`name` is `chime` for
    /// `res/raw/chime.ogg`), with each file's verdict by Android's rules: what FCM's
    /// `android.notification.sound` and a channel's sound are checked against. Nil when the
    /// manifest was made without an Android half (an iOS app, or a soundcheck before it read one):
    /// Android names are then not judged.
    public var android: [Entry]?

    public struct Entry: Sendable, Hashable {
        /// The file name, as `aps.sound` names it.
        public var name: String
        /// Relative to the manifest's root.
        public var path: String
        public var container: String
        public var encoding: String
        public var sampleFormat: String?
        public var sampleRate: Double?
        public var channels: Int?
        public var frames: Int64?
        public var duration: Double?
        /// Whether `frames` and `duration` are estimated (an MP3 whose frames could not all be
        /// walked); written only when true, so manifests of exact sounds read as before.
        public var durationIsEstimate: Bool
        public var bytes: Int64
        public var sha256: String
        public var valid: Bool
        /// Identifiers of the rules that reported an error.
        public var failedRules: [String]
        /// Why the sound will not play (the error messages), for payload checks to quote.
        public var errors: [String]

        public init(
            name: String, path: String, container: String, encoding: String, sampleFormat: String? = nil,
            sampleRate: Double? = nil, channels: Int? = nil, frames: Int64? = nil, duration: Double? = nil,
            durationIsEstimate: Bool = false, bytes: Int64, sha256: String, valid: Bool, failedRules: [String] = [],
            errors: [String] = []
        ) {
            self.name = name
            self.path = path
            self.container = container
            self.encoding = encoding
            self.sampleFormat = sampleFormat
            self.sampleRate = sampleRate
            self.channels = channels
            self.frames = frames
            self.duration = duration
            self.durationIsEstimate = durationIsEstimate
            self.bytes = bytes
            self.sha256 = sha256
            self.valid = valid
            self.failedRules = failedRules
            self.errors = errors
        }
    }

    public init(sounds: [Entry], criticalAlerts: CriticalAlertsEntitlement? = nil, android: [Entry]? = nil) {
        self.sounds = sounds.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
        self.criticalAlerts = criticalAlerts?.status == .unknown ? nil : criticalAlerts
        self.android = android?.sorted { ($0.name, $0.path) < ($1.name, $1.path) }
    }

    /// The sound named exactly `name` (a valid one first, if several share the name).
    public func sound(named name: String) -> Entry? {
        let matches = sounds.filter { $0.name == name }
        return matches.first(where: \.valid) ?? matches.first
    }

    public var validSounds: [Entry] { sounds.filter(\.valid) }
}

extension SoundManifest {
    /// The manifest as JSON text, byte-for-byte stable.
    public var json: String {
        var members: [JSONValue.Member] = [.init("version", .int(Int64(SoundManifest.formatVersion)))]
        // An optional key in format 1: older soundchecks read the file and ignore it.
        if let criticalAlerts { members.append(.init("criticalAlerts", criticalAlerts.json)) }
        members.append(.init("sounds", .array(sounds.map(\.json))))
        // Optional too: a manifest without an Android half reads as before.
        if let android { members.append(.init("android", .array(android.map(\.json)))) }
        return JSONValue.object(members).serialized()
    }

    /// Reads a manifest file.
    public init(contentsOf path: String) throws(ManifestError) {
        let bytes: [UInt8]
        do {
            let source = try FileByteSource(path: path)
            bytes = Array(try source.read(at: 0, count: Int(source.size)))
        } catch {
            throw ManifestError("\(path): \(error.description)")
        }
        do {
            try self.init(json: bytes)
        } catch {
            throw ManifestError("\(path): \(error.description)")
        }
    }

    /// Reads a manifest written by `json`.
    public init(json bytes: [UInt8]) throws(ManifestError) {
        var parser = JSONParser(bytes: bytes)
        let root: JSONNode
        do {
            root = try parser.parse()
        } catch {
            throw ManifestError("not valid JSON: \(error)")
        }
        guard case .object = root.value else { throw ManifestError("the manifest must be a JSON object") }
        if let version = root["version"]?.numberValue, version > Double(SoundManifest.formatVersion) {
            throw ManifestError(
                """
                manifest format version \(NumberText.trimmed(version)) is newer than this soundcheck understands \
                (\(SoundManifest.formatVersion))
                """
            )
        }
        guard case .array(let elements) = root["sounds"]?.value else {
            throw ManifestError("the manifest has no \"sounds\" array")
        }
        let entries = try Self.entries(elements)
        var android: [Entry]?
        if let node = root["android"] {
            guard case .array(let androidElements) = node.value else {
                throw ManifestError("line \(node.position.line): \"android\" must be an array")
            }
            android = try Self.entries(androidElements)
        }
        let criticalAlerts = root["criticalAlerts"].flatMap(CriticalAlertsEntitlement.init(manifestNode:))
        self.init(sounds: entries, criticalAlerts: criticalAlerts, android: android)
    }

    private static func entries(_ elements: [JSONNode]) throws(ManifestError) -> [Entry] {
        var entries: [Entry] = []
        for element in elements {
            guard let name = element["name"]?.stringValue, !name.isEmpty else {
                throw ManifestError("line \(element.position.line): a sound without a \"name\"")
            }
            func string(_ key: String) -> String? { element[key]?.stringValue }
            func number(_ key: String) -> Double? { element[key]?.numberValue }
            // A count that is not a whole number in range (1e300, 2.5, -0.0 is fine) is left out,
            // never converted with a trap: a committed manifest is input like any other.
            func count(_ key: String) -> Int64? { number(key).flatMap { Int64(exactly: $0) } }
            func strings(_ key: String) -> [String] {
                guard case .array(let values) = element[key]?.value else { return [] }
                return values.compactMap(\.stringValue)
            }
            var valid = false
            if case .bool(let flag) = element["valid"]?.value { valid = flag }
            var estimated = false
            if case .bool(let flag) = element["durationIsEstimate"]?.value { estimated = flag }
            entries.append(
                Entry(
                    name: name, path: string("path") ?? name, container: string("container") ?? "unknown",
                    encoding: string("encoding") ?? "unknown", sampleFormat: string("sampleFormat"),
                    sampleRate: number("sampleRate"), channels: count("channels").flatMap { Int(exactly: $0) },
                    frames: count("frames"), duration: number("duration"), durationIsEstimate: estimated,
                    bytes: count("bytes") ?? 0, sha256: string("sha256") ?? "", valid: valid,
                    failedRules: strings("failedRules"), errors: strings("errors")))
        }
        return entries
    }
}

extension CriticalAlertsEntitlement {
    /// `{"app": "MyApp", "granted": false, "source": "MyApp/MyApp.entitlements"}`.
    var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("app", .string(app)),
            .init("granted", .bool(status == .granted)),
            .init("source", .string(source)),
        ]
        if let detail { members.append(.init("detail", .string(detail))) }
        return .object(members)
    }

    /// Nil (unknown) unless `granted` is a boolean: a committed manifest is input like any other.
    init?(manifestNode node: JSONNode) {
        guard case .bool(let granted)? = node["granted"]?.value else { return nil }
        self.init(
            app: node["app"]?.stringValue ?? "the app", status: granted ? .granted : .notGranted,
            source: node["source"]?.stringValue ?? "the manifest", detail: node["detail"]?.stringValue)
    }
}

extension SoundManifest.Entry {
    var json: JSONValue {
        var members: [JSONValue.Member] = [
            .init("name", .string(name)),
            .init("path", .string(path)),
            .init("container", .string(container)),
            .init("encoding", .string(encoding)),
        ]
        if let sampleFormat { members.append(.init("sampleFormat", .string(sampleFormat))) }
        members += [
            .init("sampleRate", sampleRate.map(JSONValue.number) ?? .null),
            .init("channels", channels.map { .int(Int64($0)) } ?? .null),
            .init("frames", .optional(frames)),
            .init("duration", .optional(duration)),
        ]
        if durationIsEstimate { members.append(.init("durationIsEstimate", .bool(true))) }
        members += [
            .init("bytes", .int(bytes)),
            .init("sha256", .string(sha256)),
            .init("valid", .bool(valid)),
            .init("failedRules", .array(failedRules.map { .string($0) })),
            .init("errors", .array(errors.map { .string($0) })),
        ]
        return .object(members)
    }
}
