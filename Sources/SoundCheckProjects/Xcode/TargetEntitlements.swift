import Foundation
import SoundCheckCore

/// Whether an app target may play critical alerts, from the `.entitlements` file its build
/// configurations sign it with (`CODE_SIGN_ENTITLEMENTS`, set on the target or inherited from
/// the project's configuration of the same name).
///
/// Granted only when every configuration grants it: a push server sends to the Release build,
/// and a developer tries critical alerts on the Debug one, so either lacking it is a finding. A
/// configuration that names no file lacks it (Xcode adds no critical-alert entitlement of its
/// own). Unknown when soundcheck cannot see the value: a build setting it does not expand, an
/// `.xcconfig` file, a per-SDK value, a file it cannot read (also reported as a problem).
struct TargetEntitlements {
    let project: PBXProject
    let projectPath: String

    /// The fact for `target`, and the files that could not be read.
    func criticalAlerts(of target: PBXProject.Target) -> (CriticalAlertsEntitlement, [SoundDiscovery.Problem]) {
        let configurations = configurations(of: target)
        func unknown(_ why: String) -> CriticalAlertsEntitlement {
            CriticalAlertsEntitlement(app: target.name, status: .unknown, source: pbxproj, detail: why)
        }
        guard !configurations.isEmpty else { return (unknown("the target has no build configurations"), []) }
        var grants: [(name: String, file: String?, status: CriticalAlertsEntitlement.Status)] = []
        var problems: [SoundDiscovery.Problem] = []
        var read: [String: CriticalAlertsEntitlement.Status] = [:]
        for configuration in configurations {
            switch setting(for: configuration, of: target) {
            case .unknown(let why):
                return (unknown("\(configuration.target.name): \(why)"), [])
            case .none:
                grants.append((configuration.target.name, nil, .notGranted))
            case .file(let file):
                let status = read[file] ?? status(of: file, problems: &problems)
                read[file] = status
                grants.append((configuration.target.name, file, status))
            }
        }
        if grants.contains(where: { $0.status == .unknown }) {
            return (unknown("an entitlements file cannot be read"), problems)
        }
        return (verdict(grants, app: target.name), problems)
    }

    private var pbxproj: String { PathText.join(projectPath, "project.pbxproj") }

    /// Granted by all, or the first that lacks it, with the configurations that lack it when
    /// they are not all of them.
    private func verdict(
        _ grants: [(name: String, file: String?, status: CriticalAlertsEntitlement.Status)],
        app: String
    ) -> CriticalAlertsEntitlement {
        let lacking = grants.filter { $0.status != .granted }
        guard let first = lacking.first else {
            return CriticalAlertsEntitlement(app: app, status: .granted, source: grants.first?.file ?? pbxproj)
        }
        let names = lacking.map(\.name).joined(separator: ", ")
        var detail: String?
        if first.file == nil {
            detail = "no CODE_SIGN_ENTITLEMENTS in \(names)"
        } else if lacking.count < grants.count {
            detail = "lacking in \(names)"
        }
        return CriticalAlertsEntitlement(app: app, status: .notGranted, source: first.file ?? pbxproj, detail: detail)
    }

    /// The target's configurations, each with the project's configuration of the same name.
    private func configurations(of target: PBXProject.Target) -> [ConfigurationPair] {
        let own = target.buildConfigurationList.flatMap { project.configurationLists[$0] } ?? []
        let inherited = (project.buildConfigurationList.flatMap { project.configurationLists[$0] } ?? [])
            .compactMap { project.buildConfigurations[$0] }
        return own.compactMap { project.buildConfigurations[$0] }.map { configuration in
            (configuration, inherited.first { $0.name == configuration.name })
        }
    }

    /// A target's configuration, and the project's of the same name.
    typealias ConfigurationPair = (target: PBXProject.BuildConfiguration, project: PBXProject.BuildConfiguration?)

    enum Setting {
        case none
        case file(String)
        case unknown(String)
    }

    /// Which file a configuration signs with: the target's value, else the project's.
    private func setting(for configuration: ConfigurationPair, of target: PBXProject.Target) -> Setting {
        for level in [configuration.target, configuration.project].compactMap({ $0 }) {
            if let value = level.entitlements { return file(value, target: target) }
            if level.hasConditionalEntitlements {
                return .unknown("CODE_SIGN_ENTITLEMENTS is set per SDK or architecture")
            }
            if level.hasBaseConfiguration {
                return .unknown("build settings come from an .xcconfig file, which soundcheck does not read")
            }
        }
        return .none
    }

    /// The path a `CODE_SIGN_ENTITLEMENTS` value names: relative to the project's folder, or
    /// under `$(SRCROOT)`/`$(PROJECT_DIR)`; `$(TARGET_NAME)` may appear anywhere.
    private func file(_ value: String, target: PBXProject.Target) -> Setting {
        var path = value.trimmingCharacters(in: .whitespaces)
        if path.count >= 2, path.hasPrefix("\""), path.hasSuffix("\"") { path = String(path.dropFirst().dropLast()) }
        let folder = PathText.directory(of: projectPath)
        var base = ProjectPath.resolve(project.projectDirPath, in: folder)
        for (name, root) in [("SRCROOT", folder), ("SOURCE_ROOT", folder), ("PROJECT_DIR", base)] {
            for spelling in ["$(\(name))", "${\(name)}"] where path.hasPrefix(spelling) {
                path = String(path.dropFirst(spelling.count).drop { $0 == "/" })
                base = root
            }
        }
        path = path.replacingOccurrences(of: "$(TARGET_NAME)", with: target.name)
            .replacingOccurrences(of: "${TARGET_NAME}", with: target.name)
        guard !path.contains("$(") && !path.contains("${") else {
            return .unknown("CODE_SIGN_ENTITLEMENTS \"\(value)\" uses a build setting soundcheck does not expand")
        }
        return path.isEmpty ? .none : .file(ProjectPath.resolve(path, in: base))
    }

    /// The file's verdict; a file that cannot be read is a problem, and unknown.
    private func status(of file: String, problems: inout [SoundDiscovery.Problem]) -> CriticalAlertsEntitlement.Status {
        switch EntitlementsPropertyList.dictionary(atPath: file) {
        case .success(let entitlements):
            return EntitlementsPropertyList.criticalAlertsStatus(entitlements)
        case .failure(let error):
            let reason = "the entitlements file CODE_SIGN_ENTITLEMENTS names cannot be read: \(error.description)"
            problems.append(SoundDiscovery.Problem(path: file, reason: reason))
            return .unknown
        }
    }
}
