import Foundation

/// Built products the bundle tests make themselves: an iOS `.app` folder laid out as Xcode lays
/// one out, the same app zipped into `.ipa`s by Python's `zipfile` (an implementation of zip
/// independent of ours), and an `.xcarchive` around it.
struct BuiltProducts {
    let folder: URL
    /// `MyApp.app`, in `folder`.
    var app: URL { folder.appendingPathComponent("MyApp.app") }

    /// Inside path → sample copied there. Every kind of place a sound can land in a bundle.
    static let appFiles: [(inside: String, sample: String)] = [
        ("chime.caf", "valid/chime-ima4.caf"),
        ("Sounds/knock.aiff", "valid/knock-pcm16.aiff"),
        ("en.lproj/ping.wav", "valid/ping-pcm16.wav"),
        ("bad.caf", "invalid/not-audio.caf"),
        ("theme.mp3", "invalid/theme.mp3"),
        (".hidden.wav", "valid/buzz-alaw.wav"),
        ("PlugIns/Widget.appex/chime.caf", "valid/beep-ulaw.caf"),
        ("Frameworks/K.framework/alert.aifc", "valid/alert-ulaw.aifc"),
        ("Frameworks/K.framework/Res.bundle/tone.caf", "valid/tone-alaw.caf"),
        ("Watch/W.app/ring.wav", "valid/ring-ulaw.wav"),
    ]

    init() throws {
        folder = try TestPaths.temporaryDirectory()
        for file in Self.appFiles { try copy(file.sample, to: app.appendingPathComponent(file.inside)) }
        try Data("<plist/>".utf8).write(to: app.appendingPathComponent("Info.plist"))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    func copy(_ sample: String, to destination: URL) throws {
        try FileManager.default.createDirectory(
            at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: URL(fileURLWithPath: TestPaths.sample(sample)), to: destination)
    }

    /// A macOS app: `Contents/Info.plist`, resources in `Contents/Resources/`.
    func macApp() throws -> URL {
        let mac = folder.appendingPathComponent("Mac.app")
        try FileManager.default.createDirectory(
            at: mac.appendingPathComponent("Contents/MacOS"), withIntermediateDirectories: true)
        try Data("<plist/>".utf8).write(to: mac.appendingPathComponent("Contents/Info.plist"))
        try copy("valid/chime-ima4.caf", to: mac.appendingPathComponent("Contents/Resources/chime.caf"))
        try copy("valid/ping-pcm16.wav", to: mac.appendingPathComponent("Contents/Resources/en.lproj/ping.wav"))
        try copy("valid/knock-pcm16.aiff", to: mac.appendingPathComponent("Contents/MacOS/knock.aiff"))
        return mac
    }

    enum Compression: String {
        case stored = "ZIP_STORED"
        case deflated = "ZIP_DEFLATED"
    }

    /// Zips `app` as `Payload/NAME.app/…` with Python's `zipfile`; with or without an entry for
    /// each folder (zips made by other tools often have none).
    func ipa(named name: String, of app: URL? = nil, compression: Compression, folderEntries: Bool) throws -> URL {
        let ipa = folder.appendingPathComponent(name)
        let script = """
            import os, sys, zipfile
            app, ipa, method, folders = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1"
            base = os.path.dirname(app)
            with zipfile.ZipFile(ipa, "w", getattr(zipfile, method)) as z:
                for root, dirs, files in os.walk(app):
                    dirs.sort()
                    inside = "Payload/" + os.path.relpath(root, base)
                    if folders:
                        z.write(root, inside + "/")
                    for f in sorted(files):
                        z.write(os.path.join(root, f), inside + "/" + f)
            """
        let result = try ExternalTool.run(
            "python3",
            [
                "-c", script, (app ?? self.app).path, ipa.path, compression.rawValue,
                folderEntries ? "1" : "0",
            ])
        guard result.status == 0 else { throw ExternalTool.ToolError(description: "zipfile: \(result.standardError)") }
        return ipa
    }

    /// Runs a Python script with `zipfile`, `struct` and `zlib` imported and `path` set: for
    /// zips that are damaged or forged on purpose.
    func pythonZip(named name: String, _ body: String) throws -> URL {
        let ipa = folder.appendingPathComponent(name)
        let script = "import struct, sys, zipfile, zlib\npath = sys.argv[1]\n" + body
        let result = try ExternalTool.run("python3", ["-c", script, ipa.path])
        guard result.status == 0 else { throw ExternalTool.ToolError(description: "python: \(result.standardError)") }
        return ipa
    }

    /// `X.xcarchive/Products/Applications/MyApp.app`, with the archive's own Info.plist.
    func xcarchive(named name: String) throws -> URL {
        let archive = folder.appendingPathComponent(name)
        let applications = archive.appendingPathComponent("Products/Applications")
        try FileManager.default.createDirectory(at: applications, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: app, to: applications.appendingPathComponent("MyApp.app"))
        try Data("<plist/>".utf8).write(to: archive.appendingPathComponent("Info.plist"))
        return archive
    }

    /// The sample's bytes that `inside` (a path in the app) was copied from.
    static func original(of inside: String) -> Data? {
        appFiles.first { $0.inside == inside }.flatMap {
            try? Data(contentsOf: URL(fileURLWithPath: TestPaths.sample($0.sample)))
        }
    }
}
