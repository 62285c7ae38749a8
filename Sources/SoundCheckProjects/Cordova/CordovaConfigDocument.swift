import SoundCheckCore

/// What soundcheck reads of a Cordova `config.xml`: the app's `<name>` and the
/// `<resource-file src target>` elements of `<platform name="ios">` and of `<platform
/// name="android">`, with their line and column.
///
/// Read by a small XML scanner, not a general parser: it expands no entity but the five
/// predefined ones and character references, loads nothing external, and refuses a document
/// type that declares entities, so no config can make it expand or fetch anything. Linear in
/// the file's size.
struct CordovaConfigDocument {
    struct ResourceFile: Sendable, Hashable {
        var source: String
        var target: String?
        var line: Int
        var column: Int
    }

    var appName: String?
    var resourceFiles: [ResourceFile] = []
    /// `<resource-file>`s of `<platform name="android">`: cordova-android copies each `src` to
    /// `platforms/android/TARGET`.
    var androidResourceFiles: [ResourceFile] = []

    static func read(_ path: String) throws(SoundDiscovery.Problem) -> CordovaConfigDocument {
        let bytes = try ConfigFile.bytes(of: path)
        do throws(XMLScanner.Failure) {
            return try CordovaConfigDocument(bytes)
        } catch {
            throw SoundDiscovery.Problem(
                path: "\(path):\(error.line):\(error.column)",
                reason: "not a config.xml soundcheck reads: \(error.reason)")
        }
    }

    /// Whether the first element is `<widget>`, as in every Cordova config.
    static func isWidget(_ bytes: [UInt8]) -> Bool {
        var scanner = XMLScanner(bytes)
        while let event = try? scanner.next() {
            if case .start(let element) = event { return element.name == "widget" }
        }
        return false
    }

    init(_ bytes: [UInt8]) throws(XMLScanner.Failure) {
        var scanner = XMLScanner(bytes)
        var open: [XMLScanner.Element] = []
        var readsName = false
        while let event = try scanner.next() {
            switch event {
            case .start(let element):
                readsName = element.name == "name" && open.count == 1 && appName == nil
                if element.name == "resource-file", let source = element.attributes["src"] {
                    let file = ResourceFile(
                        source: source, target: element.attributes["target"],
                        line: element.line, column: element.column)
                    if isInPlatform("ios", open) { resourceFiles.append(file) }
                    if isInPlatform("android", open) { androidResourceFiles.append(file) }
                }
                if !element.isEmpty { open.append(element) }
                guard open.count <= XMLScanner.maximumDepth else {
                    throw XMLScanner.Failure(
                        reason: "elements nested more than \(XMLScanner.maximumDepth) deep",
                        line: element.line, column: element.column)
                }
            case .end:
                if !open.isEmpty { open.removeLast() }
                readsName = false
            case .text(let text):
                if readsName {
                    let trimmed = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                    if !trimmed.isEmpty { appName = trimmed }
                }
            }
        }
    }

    private func isInPlatform(_ name: String, _ open: [XMLScanner.Element]) -> Bool {
        open.contains { $0.name == "platform" && $0.attributes["name"] == name }
    }
}
