// swift-tools-version: 6.1
// Coverage-guided fuzz targets (libFuzzer) for soundcheck's parsers. Built only by
// scripts/fuzz.sh, with the fuzzer and address sanitizer on:
//   swift build -c release -Xswiftc -sanitize=fuzzer,address
// A package of its own, so the main package's ordinary build never needs libFuzzer.
import PackageDescription

let targets = [
    "FuzzSoundHeaders", "FuzzIMA4", "FuzzIMA4Encoder", "FuzzPayloads", "FuzzConfiguration", "FuzzManifest",
    "FuzzReferences", "FuzzProjects", "FuzzAppConfigs", "FuzzXcodeGen", "FuzzAndroidBuild",
]

let package = Package(
    name: "soundcheck-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "soundcheck", path: "..")],
    targets: [.target(name: "CFuzzerDriver"), .target(name: "FuzzSupport")]
        + targets.map { name in
            .executableTarget(
                name: name,
                dependencies: [
                    "CFuzzerDriver",
                    .product(name: "SoundCheckCore", package: "soundcheck"),
                    .product(name: "SoundCheckChecking", package: "soundcheck"),
                ]
                    + (["FuzzProjects", "FuzzAppConfigs", "FuzzXcodeGen"].contains(name)
                        ? [.product(name: "SoundCheckProjects", package: "soundcheck"), "FuzzSupport"] : [])
                    + (name == "FuzzIMA4Encoder"
                        ? [.product(name: "SoundCheckConversion", package: "soundcheck")] : []),
                // GNU gold stops with an internal error on some of these sanitized links; lld does not.
                linkerSettings: [.unsafeFlags(["-use-ld=lld"])]
            )
        },
    swiftLanguageModes: [.v6]
)
