// swift-tools-version: 6.0
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
        .testTarget(
            name: "SoundCheckTests",
            dependencies: ["SoundCheck"],
            resources: [.copy("Golden")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
