// swift-tools-version: 6.1
import PackageDescription

// bench/payload-throughput: what a push server pays per payload. Runs soundcheck's
// PayloadValidator, Foundation's JSONSerialization and JSONDecoder on the same bytes in one
// process and prints the ratios (bench/payload-throughput.sh builds and runs it).
let package = Package(
    name: "payload-throughput",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "soundcheck", path: "../..")
    ],
    targets: [
        // Counts malloc calls: the executable's own malloc interposes the C library's.
        .target(name: "CAllocationCounter"),
        .executableTarget(
            name: "payload-throughput",
            dependencies: ["CAllocationCounter", .product(name: "SoundCheckCore", package: "soundcheck")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
