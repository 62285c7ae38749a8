import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Evaluates an `app.config.js`/`app.config.ts` with `node`, as `npx expo config --json` does:
/// a tiny loader requires (or imports) the config, calls it with the static config when it
/// exports a function, and prints its `plugins` as JSON. Bounded in time and output; Node's
/// permission model (where the version has it) limits reading to the config's folder and
/// forbids child processes and writes; the loader refuses network modules. Nothing but the
/// config itself runs.
struct NodeConfigEvaluation {
    /// Why `node` gave nothing usable, said in a notice before falling back to the source text.
    struct Failure: Error, Sendable, Hashable {
        var reason: String
    }

    var node: String
    var timeout: Double = 10
    var maximumOutput = 1 << 20

    /// `node` on `PATH`, unless `SOUNDCHECK_NODE` names another program or is `none` (then nil).
    static func locate(environment: [String: String]) -> String? {
        if let named = environment["SOUNDCHECK_NODE"] {
            return named == "none" || named.isEmpty ? nil : named
        }
        for folder in (environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            let candidate = PathText.join(String(folder), "node")
            if access(PathText.systemPath(candidate), X_OK) == 0 { return candidate }
        }
        return nil
    }

    /// The parsed JSON `{"plugins": […]}` the loader printed.
    func evaluate(_ configPath: String, environment: [String: String]) throws(Failure) -> JSONNode {
        let absolute = PathText.absolute(configPath)
        let folder = PathText.directory(of: absolute)
        var arguments = permissionArguments(folder: folder)
        arguments += ["--no-warnings", "-e", Self.loader, absolute]
        // NODE_OPTIONS could make node load other code first: never passed on.
        let cleaned = environment.filter { !$0.key.hasPrefix("NODE_") }
        let process = BoundedProcess(
            executable: node, arguments: arguments, environment: cleaned,
            timeout: timeout, maximumOutput: maximumOutput)
        let outcome: BoundedProcess.Outcome
        do {
            outcome = try process.run()
        } catch {
            throw Failure(reason: error.reason)
        }
        switch outcome.end {
        case .timedOut: throw Failure(reason: "node did not finish within \(Int(timeout.rounded(.up))) s")
        case .printedTooMuch: throw Failure(reason: "node printed more than \(maximumOutput >> 10) KB")
        case .signalled: throw Failure(reason: "node was killed by a signal")
        case .exited(let status) where status != 0:
            throw Failure(reason: "node could not load it (\(Self.firstLine(of: outcome.errorOutput, status: status)))")
        case .exited: break
        }
        var parser = JSONParser(bytes: outcome.output, maximumDepth: 64)
        do {
            return try parser.parse()
        } catch {
            throw Failure(reason: "node printed something that is not JSON (\(error.description))")
        }
    }

    /// Node 20–22 call it `--experimental-permission`, later versions `--permission`.
    private func permissionArguments(folder: String) -> [String] {
        guard let major = nodeMajorVersion() else { return [] }
        if major >= 23 { return ["--permission", "--allow-fs-read=\(folder)/"] }
        if major >= 20 { return ["--experimental-permission", "--allow-fs-read=\(folder)/"] }
        return []
    }

    private func nodeMajorVersion() -> Int? {
        let process = BoundedProcess(
            executable: node, arguments: ["--version"], environment: [:],
            timeout: min(timeout, 5), maximumOutput: 64)
        guard let outcome = try? process.run(), outcome.end == .exited(0) else { return nil }
        let text = String(decoding: outcome.output, as: UTF8.self)
        guard text.hasPrefix("v") else { return nil }
        return Int(text.dropFirst().prefix { $0 != "." })
    }

    private static func firstLine(of bytes: [UInt8], status: Int32) -> String {
        let text = String(decoding: bytes.prefix(300), as: UTF8.self)
        let line = text.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return line.isEmpty ? "exit status \(status)" : TextEscaping.oneLine(line)
    }

    /// Requires the config (or imports it, for ES modules), calls an exported function with the
    /// static config as `npx expo config` does, and prints `{"plugins": […]}`.
    static let loader = #"""
        "use strict";
        const Module = require("module"), path = require("path"), fs = require("fs"), url = require("url");
        const blocked = new Set(["child_process", "cluster", "dgram", "dns", "http", "http2", "https",
          "inspector", "net", "tls", "worker_threads"]);
        const load = Module._load;
        Module._load = function (request, ...rest) {
          if (blocked.has(String(request).replace(/^node:/, ""))) {
            throw new Error("soundcheck does not let a config load " + request);
          }
          return load.call(this, request, ...rest);
        };
        for (const name of ["fetch", "WebSocket", "EventSource"]) { try { delete globalThis[name]; } catch {} }
        const file = process.argv[process.argv.length - 1], folder = path.dirname(file);
        function staticConfig() {
          for (const name of ["app.config.json", "app.json"]) {
            try {
              const parsed = JSON.parse(fs.readFileSync(path.join(folder, name), "utf8"));
              return parsed && typeof parsed.expo === "object" ? parsed.expo : parsed;
            } catch {}
          }
          return {};
        }
        async function main() {
          let exported;
          try { exported = require(file); } catch (error) {
            if (!error || (error.code !== "ERR_REQUIRE_ESM" && error.name !== "SyntaxError")) throw error;
            exported = await import(url.pathToFileURL(file).href);
          }
          if (exported && typeof exported === "object" && "default" in exported) exported = exported.default;
          let config = exported;
          if (typeof exported === "function") config = exported({ config: staticConfig(), projectRoot: folder });
          config = await config;
          if (config && typeof config.expo === "object") config = config.expo;
          const plugins = config && Array.isArray(config.plugins) ? config.plugins : [];
          process.stdout.write(JSON.stringify({ plugins }));
        }
        main().catch((error) => { process.stderr.write(String(error && error.message || error)); process.exit(3); });
        """#
}
