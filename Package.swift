// swift-tools-version: 6.0
import PackageDescription

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
        .target(
            name: "SoundCheck",
            dependencies: [
                "CSndfile",
                .product(name: "Crypto", package: "swift-crypto"),
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
