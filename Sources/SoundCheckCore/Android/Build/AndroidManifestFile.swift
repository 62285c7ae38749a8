/// What an Android module's `AndroidManifest.xml` says about notification sounds: the channel FCM
/// posts a message to when the message names none (`<meta-data android:name=
/// "com.google.firebase.messaging.default_notification_channel_id" android:value="…"/>`).
/// Without it FCM posts such messages to a channel of its own ("Miscellaneous"), whose sound is
/// the default. The value is often a string resource (`@string/default_notification_channel_id`),
/// resolved from the module's `res/values*/` files by `resolving(in:)`.
package struct AndroidManifestFile: Sendable, Hashable {
    static let defaultChannelKey = "com.google.firebase.messaging.default_notification_channel_id"

    /// The default channel's id as written (a literal, or `@string/x`), and where.
    package var defaultChannel: Declared?

    package struct Declared: Sendable, Hashable {
        package var value: String
        package var line: Int
        package var column: Int
    }

    /// nil when the bytes are not XML a build would accept (the scanner's failure).
    package init?(bytes: [UInt8]) {
        var scanner = XMLScanner(bytes)
        do throws(XMLScanner.Failure) {
            while let event = try scanner.next() {
                guard case .start(let element) = event, element.name == "meta-data",
                    element.attributes["android:name"] == Self.defaultChannelKey,
                    let value = element.attributes["android:value"]
                else { continue }
                defaultChannel = Declared(value: value, line: element.line, column: element.column)
            }
        } catch {
            return nil
        }
    }

    /// The string resource a value names (`default_channel` for `@string/default_channel`).
    static func stringResource(_ value: String) -> String? {
        guard value.hasPrefix("@string/") else { return nil }
        let name = String(value.dropFirst("@string/".count))
        return name.isEmpty ? nil : name
    }

    /// The `<string name="…">` values of a `res/values*/` file.
    package static func strings(in bytes: [UInt8]) -> [String: String] {
        var scanner = XMLScanner(bytes)
        var strings: [String: String] = [:]
        var open: String?
        var text = ""
        do throws(XMLScanner.Failure) {
            while let event = try scanner.next() {
                switch event {
                case .start(let element) where element.name == "string":
                    open = element.isEmpty ? nil : element.attributes["name"]
                    text = ""
                case .text(let chunk) where open != nil:
                    text += chunk
                case .end("string"):
                    if let name = open { strings[name] = text.trimmingWhitespace }
                    open = nil
                default:
                    break
                }
            }
        } catch {
            return strings
        }
        return strings
    }
}

extension AndroidManifestFile {
    /// Manifests and value files larger than this are not read: no app's is near it.
    static let maximumSize: Int64 = 4 << 20

    /// The default channel a manifest on disk declares, its string resource resolved from the
    /// `res/values*/` folders beside it (`src/main/AndroidManifest.xml` → `src/main/res/values/`).
    /// nil when the file cannot be read or declares none.
    package static func defaultChannel(ofManifestAt path: String) -> ReferenceReport.DefaultChannel? {
        guard let bytes = TextFile.bytes(path, limit: maximumSize), let manifest = AndroidManifestFile(bytes: bytes),
            let declared = manifest.defaultChannel
        else { return nil }
        var id: String? = declared.value
        if let name = stringResource(declared.value) {
            id = stringValue(name, resources: PathText.join(PathText.directory(of: path), "res"))
        }
        return ReferenceReport.DefaultChannel(
            id: id, written: declared.value, path: path,
            line: declared.line, column: declared.column)
    }

    /// A string resource's value in a module's `res/values*/*.xml` (the default `values` folder
    /// first); nil when none defines it.
    static func stringValue(_ name: String, resources: String) -> String? {
        let folders = (FolderEntries.list(resources) ?? []).map(\.name).filter {
            $0 == "values" || $0.hasPrefix("values-")
        }
        .sorted { ($0 == "values" ? 0 : 1, $0) < ($1 == "values" ? 0 : 1, $1) }
        for folder in folders {
            let path = PathText.join(resources, folder)
            for file in (FolderEntries.list(path) ?? []).map(\.name) where file.hasSuffix(".xml") {
                guard let bytes = TextFile.bytes(PathText.join(path, file), limit: maximumSize) else { continue }
                if let value = strings(in: bytes)[name] { return value }
            }
        }
        return nil
    }
}
