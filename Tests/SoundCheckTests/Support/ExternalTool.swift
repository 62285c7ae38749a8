import Foundation

/// Runs an independent tool (ffmpeg, ffprobe, the soundcheck executable) and captures its output.
struct ExternalTool {
    struct Result {
        var status: Int32
        var standardOutput: Data
        var standardError: String
        var text: String { String(decoding: standardOutput, as: UTF8.self) }
    }

    static func path(of name: String) -> String? {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    static var hasFFmpeg: Bool { path(of: "ffmpeg") != nil && path(of: "ffprobe") != nil }

    @discardableResult
    static func run(
        _ executable: String, _ arguments: [String], currentDirectory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Result {
        let process = Process()
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, added in added }
        }
        process.executableURL = URL(
            fileURLWithPath: executable.hasPrefix("/") ? executable : (path(of: executable) ?? executable))
        process.arguments = arguments
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let output = Pipe()
        // Standard error goes to a file, so a chatty tool can never block on a full pipe.
        let errorURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "soundcheck-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorURL) }
        let errorHandle = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = output
        process.standardError = errorHandle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        let errorText = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        return Result(status: process.terminationStatus, standardOutput: outputData, standardError: errorText)
    }

    /// Runs ffmpeg quietly, failing the test on a non-zero exit.
    static func ffmpeg(_ arguments: [String]) throws {
        let result = try run("ffmpeg", ["-nostdin", "-hide_banner", "-loglevel", "error", "-y"] + arguments)
        guard result.status == 0 else {
            throw ToolError(description: "ffmpeg \(arguments.joined(separator: " ")): \(result.standardError)")
        }
    }

    /// What ffprobe says of a file's first audio stream: `entries` as ffprobe takes them
    /// (`stream=sample_rate,channels:format=format_name`), read back as key and value.
    static func ffprobe(_ path: String, entries: String) throws -> [String: String] {
        let result = try run(
            "ffprobe", ["-v", "error", "-select_streams", "a:0", "-show_entries", entries, "-of", "default=nw=1", path])
        guard result.status == 0 else { throw ToolError(description: "ffprobe \(path): \(result.standardError)") }
        var values: [String: String] = [:]
        for line in result.text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { values[parts[0]] = parts[1] }
        }
        return values
    }

    struct ToolError: Error, CustomStringConvertible { var description: String }
}
