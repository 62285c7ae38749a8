// swift-tools-version: 6.1
import PackageDescription

// A C library opened on first use, not linked (see Sources/CDynamicLoading), needs only its
// headers at build time. On Linux they are in the default include path, and pkg-config would also
// link the library. On macOS pkg-config finds Homebrew's headers, and links the library too.
func headersOnMacOS(_ pkgConfig: String) -> String? {
    #if os(Linux)
    return nil
    #else
    return pkgConfig
    #endif
}

let package = Package(
    name: "soundcheck",
    platforms: [.macOS(.v13)],
    products: [
        // A push server depends on SoundCheckCore alone: no C library, nothing to install.
        .library(name: "SoundCheckCore", targets: ["SoundCheckCore"]),
        .library(name: "SoundCheckChecking", targets: ["SoundCheckChecking"]),
        .library(name: "SoundCheckConversion", targets: ["SoundCheckConversion"]),
        .library(name: "SoundCheckProjects", targets: ["SoundCheckProjects"]),
        // All three layers under one import, as before the split.
        .library(name: "SoundCheck", targets: ["SoundCheck"]),
        .executable(name: "soundcheck", targets: ["soundcheck-cli"]),
        .plugin(name: "SoundCheckBuildToolPlugin", targets: ["SoundCheckBuildToolPlugin"]),
        .plugin(name: "SoundCheckCommandPlugin", targets: ["SoundCheckCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.20"),
    ],
    targets: [
        .systemLibrary(
            name: "CSndfile",
            pkgConfig: headersOnMacOS("sndfile"),
            providers: [
                .apt(["libsndfile1-dev"]),
                .brew(["libsndfile"]),
            ]
        ),
        // FFmpeg decodes what libsndfile cannot: AAC and ALAC in .m4a and .caf.
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: headersOnMacOS("libavformat"),
            providers: [
                .apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev"]),
                .brew(["ffmpeg"]),
            ]
        ),
        .systemLibrary(
            name: "CSoxr",
            pkgConfig: headersOnMacOS("soxr"),
            providers: [
                .apt(["libsoxr-dev"]),
                .brew(["libsoxr"]),
            ]
        ),
        .systemLibrary(
            name: "CEbur128",
            pkgConfig: headersOnMacOS("libebur128"),
            providers: [
                .apt(["libebur128-dev"]),
                .brew(["libebur128"]),
            ]
        ),
        // OpenSSL's libcrypto, for the manifest's SHA-256 on Linux: declared in its shim (no
        // -dev package), opened on first use, and where it is missing the portable SHA-256 serves.
        .systemLibrary(name: "CCrypto"),
        // The model, findings, rule protocols, JSON, the manifest model, payload validation and
        // the reporters: pure Swift, no C library, no package dependency.
        .target(name: "SoundCheckCore"),
        // The calling thread's stack bounds (glibc's pthread_getattr_np is a GNU extension Swift
        // cannot see), for reading deeply nested settings files where the stack has room.
        .target(name: "CThreadStack"),
        // Reading sound headers, the IMA4 decoder's block checks, the sound rules, the checker,
        // the manifest builder and .soundcheck.yml: what the build plugin's tool needs.
        .target(
            name: "SoundCheckChecking",
            dependencies: [
                "SoundCheckCore",
                "CThreadStack",
                "CSndfile",
                "CCrypto",
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        // Decoding, processing, encoding and writing sounds; fixing them.
        .target(
            name: "SoundCheckConversion",
            dependencies: [
                "SoundCheckCore",
                "SoundCheckChecking",
                "CSndfile",
                "CFFmpeg",
                "CSoxr",
                "CEbur128",
            ]
        ),
        // What an app really ships: Xcode projects (project.pbxproj, read with Foundation's
        // PropertyListSerialization) and built products (.app, .ipa, .xcarchive; zips read with
        // ZIPFoundation). Not in the build plugin's tool, which is given files.
        .target(
            name: "SoundCheckProjects",
            dependencies: [
                "SoundCheckCore",
                "SoundCheckChecking",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                // XcodeGen specs.
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .target(
            name: "SoundCheck",
            dependencies: ["SoundCheckCore", "SoundCheckChecking", "SoundCheckConversion", "SoundCheckProjects"]
        ),
        // Linux's PR_SET_PDEATHSIG for the worker process of per-file isolation (prctl is
        // variadic, which Swift cannot call).
        .target(name: "CProcessControl"),
        // Process supervision for per-file isolation: runs a command again as a worker, and again
        // without the file that stopped a worker (the worker's side is SoundCheckCore's
        // FileIsolation).
        .target(name: "SoundCheckSupervision", dependencies: ["SoundCheckCore", "CProcessControl"]),
        // The commands that only check (check, manifest, payloads, refs, config, rules), shared by
        // the two executables below.
        .target(
            name: "SoundCheckCommands",
            dependencies: [
                "SoundCheckCore",
                "SoundCheckChecking",
                "SoundCheckSupervision",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // soundcheck: every command.
        .executableTarget(
            name: "soundcheck-cli",
            dependencies: [
                "SoundCheckCore",
                "SoundCheckChecking",
                "SoundCheckCommands",
                "SoundCheckConversion",
                "SoundCheckProjects",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The build plugin's tool when built from source: check and manifest only, so that a
        // package using the plugin compiles nothing of conversion.
        .executableTarget(
            name: "soundcheck-build-tool",
            dependencies: [
                "SoundCheckCore",
                "SoundCheckCommands",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Checks a target's sounds in every build and generates Swift constants for them.
        .plugin(
            name: "SoundCheckBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["soundcheck-build-tool"]
        ),
        // swift package soundcheck check|fix|manifest
        .plugin(
            name: "SoundCheckCommandPlugin",
            capability: .command(
                intent: .custom(
                    verb: "soundcheck", description: "Check, fix or list the package's notification sounds"),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "soundcheck fix converts sounds in place, and soundcheck manifest writes the manifest and Swift constants"
                    )
                ]
            )
            // No tool dependency: the plugin asks the package manager to build the soundcheck
            // product (see the plugin for why).
        ),
        .testTarget(
            name: "SoundCheckTests",
            dependencies: [
                "SoundCheckCore", "SoundCheckChecking", "SoundCheckConversion", "SoundCheckProjects",
                "SoundCheckCommands",
            ],
            exclude: ["Regressions"],
            resources: [.copy("Golden")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
