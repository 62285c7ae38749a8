// swift-tools-version: 6.1
import PackageDescription

#if os(Linux)
let ffmpegPkgConfig: String? = nil
#else
let ffmpegPkgConfig: String? = "libavformat"
#endif

let package = Package(
    name: "soundcheck",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "SoundCheck", targets: ["SoundCheck"]),
        .executable(name: "soundcheck", targets: ["soundcheck-cli"]),
        .plugin(name: "SoundCheckBuildToolPlugin", targets: ["SoundCheckBuildToolPlugin"]),
        .plugin(name: "SoundCheckCommandPlugin", targets: ["SoundCheckCommandPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
    ],
    targets: [
        .systemLibrary(
            name: "CSndfile",
            pkgConfig: "sndfile",
            providers: [
                .apt(["libsndfile1-dev"]),
                .brew(["libsndfile"]),
            ]
        ),
        // FFmpeg decodes what libsndfile cannot: AAC and ALAC in .m4a and .caf. Only its headers
        // are used at build time: the libraries are opened on first use (see shim.h). On Linux
        // the headers are in the default include path, and pkg-config would also link them.
        .systemLibrary(
            name: "CFFmpeg",
            pkgConfig: ffmpegPkgConfig,
            providers: [
                .apt(["libavformat-dev", "libavcodec-dev", "libavutil-dev"]),
                .brew(["ffmpeg"]),
            ]
        ),
        .systemLibrary(
            name: "CSoxr",
            pkgConfig: "soxr",
            providers: [
                .apt(["libsoxr-dev"]),
                .brew(["libsoxr"]),
            ]
        ),
        .systemLibrary(
            name: "CEbur128",
            pkgConfig: "libebur128",
            providers: [
                .apt(["libebur128-dev"]),
                .brew(["libebur128"]),
            ]
        ),
        .target(
            name: "SoundCheck",
            dependencies: [
                "CSndfile",
                "CFFmpeg",
                "CSoxr",
                "CEbur128",
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
        .executableTarget(
            name: "soundcheck-cli",
            dependencies: [
                "SoundCheck",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Checks a target's sounds in every build and generates Swift constants for them.
        .plugin(
            name: "SoundCheckBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["soundcheck-cli"]
        ),
        // swift package soundcheck check|fix|manifest
        .plugin(
            name: "SoundCheckCommandPlugin",
            capability: .command(
                intent: .custom(verb: "soundcheck", description: "Check, fix or list the package's notification sounds"),
                permissions: [
                    .writeToPackageDirectory(reason: "soundcheck fix converts sounds in place, and soundcheck manifest writes the manifest and Swift constants"),
                ]
            )
            // No tool dependency: the plugin asks the package manager to build the soundcheck
            // product (see the plugin for why).
        ),
        .testTarget(
            name: "SoundCheckTests",
            dependencies: ["SoundCheck"],
            resources: [.copy("Golden")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
