import SoundCheckCore

/// Whether a built app may play critical alerts, from its main executable's code signature.
/// The executable is the one `CFBundleExecutable` names in `Info.plist`: `NAME.app/EXE` on iOS,
/// `NAME.app/Contents/MacOS/EXE` on macOS.
///
/// An app without a readable Info.plist, an executable or a signature gives "unknown": a
/// simulator or unsigned build says nothing of the entitlements the App Store build will carry.
/// A damaged executable or signature gives "unknown" too, with a notice naming the file and why.
enum AppEntitlements {
    /// What was learnt of one app.
    struct Reading {
        var fact: CriticalAlertsEntitlement
        var notice: String?
    }

    /// The layouts an app's Info.plist and executable take, as paths inside the app.
    static let layouts: [(infoPlist: [String], executableFolder: [String])] = [
        (["Info.plist"], []),
        (["Contents", "Info.plist"], ["Contents", "MacOS"]),
    ]

    /// The executable's path inside the app named by an Info.plist's bytes, or why there is none.
    static func executable(infoPlist bytes: [UInt8], folder: [String]) -> Result<[String], ReadError> {
        let info: [String: Any]
        switch EntitlementsPropertyList.dictionary(bytes) {
        case .success(let dictionary): info = dictionary
        case .failure(let error): return .failure(ReadError("its Info.plist cannot be read: \(error.description)"))
        }
        guard let name = info["CFBundleExecutable"] as? String else {
            return .failure(ReadError("its Info.plist names no CFBundleExecutable"))
        }
        guard !name.isEmpty, name != ".", name != "..", !name.contains("/") else {
            return .failure(ReadError("its Info.plist's CFBundleExecutable \"\(name)\" is not a file name"))
        }
        return .success(folder + [name])
    }

    /// The fact for the executable's bytes, read from `path` (shown in reports).
    static func reading(app: String, executable source: any ByteSource, path: String) -> Reading {
        switch EmbeddedEntitlements.read(source) {
        case .entitlements(let bytes):
            switch EntitlementsPropertyList.dictionary(bytes) {
            case .success(let entitlements):
                let status = EntitlementsPropertyList.criticalAlertsStatus(entitlements)
                let fact = CriticalAlertsEntitlement(app: app, status: status, source: path, detail: "code signature")
                return Reading(fact: fact)
            case .failure(let error):
                return damaged(app: app, path: path, "its embedded entitlements are \(error.description)")
            }
        case .absent(let why):
            return unknown(app: app, path: path, why)
        case .unreadable(let why):
            return damaged(app: app, path: path, why)
        }
    }

    static func unknown(app: String, path: String, _ why: String) -> Reading {
        Reading(fact: CriticalAlertsEntitlement(app: app, status: .unknown, source: path, detail: why))
    }

    static func damaged(app: String, path: String, _ why: String) -> Reading {
        var reading = unknown(app: app, path: path, why)
        reading.notice = "\(path): \(why); whether the app may play critical alerts is not known"
        return reading
    }

    /// The fact for an app folder on disk (`MyApp.app`, or one in an archive's Products).
    static func read(appFolder app: String) -> Reading {
        let name = PathText.lastComponent(of: app)
        for layout in layouts {
            let infoPath = PathText.join(app, layout.infoPlist.joined(separator: "/"))
            guard let info = try? FileByteSource(path: infoPath) else { continue }
            guard info.size <= Int64(EntitlementsPropertyList.maximumSize),
                let bytes = try? info.read(at: 0, count: Int(info.size))
            else {
                return unknown(app: name, path: infoPath, "too large or unreadable for an Info.plist")
            }
            switch executable(infoPlist: Array(bytes), folder: layout.executableFolder) {
            case .failure(let error):
                return unknown(app: name, path: app, error.description)
            case .success(let components):
                let path = PathText.join(app, components.joined(separator: "/"))
                do {
                    return reading(app: name, executable: try FileByteSource(path: path), path: path)
                } catch {
                    return unknown(app: name, path: path, "the executable cannot be read: \(error.description)")
                }
            }
        }
        return unknown(app: name, path: app, "no Info.plist")
    }
}
