import SoundCheckCore

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// This process's environment and executable, to start a worker that is this same command.
enum ProcessEnvironment {
    static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    /// The path of the running executable: argv[0] may be a bare name found on PATH.
    static func executablePath() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        return count > 0 ? String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
        #else
        var size: UInt32 = 4096
        var buffer = [CChar](repeating: 0, count: Int(size))
        return _NSGetExecutablePath(&buffer, &size) == 0 ? String(cString: buffer) : nil
        #endif
    }

    /// Starts this executable with this process's arguments, byte for byte (a file name that is
    /// not UTF-8 must reach the worker intact), and `environment`; the standard streams are
    /// inherited.
    static func spawnSelf(environment: [String: String]) -> Result<pid_t, UsageError> {
        guard let executable = executablePath() else {
            return .failure(UsageError("cannot find the running executable"))
        }
        let variables = environment.map { "\($0.key)=\($0.value)" }
        var child: pid_t = 0
        let status = withCStrings(variables) { envp in
            posix_spawn(&child, executable, nil, nil, CommandLine.unsafeArgv, envp)
        }
        return status == 0 ? .success(child) : .failure(UsageError(String(cString: strerror(status))))
    }

    private static func withCStrings<Result>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> Result)
        -> Result
    {
        let pointers = strings.map { strdup($0) } + [nil]
        defer { for pointer in pointers { free(pointer) } }
        return body(pointers)
    }
}
