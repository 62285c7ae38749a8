// swift-tools-version: 6.1
import PackageDescription

// A push server's check before it sends: payloads against the app's sound manifest. It depends
// on SoundCheckCore alone, so it builds with the Swift toolchain only (no C library, no apt
// package) and its binary links none of libsndfile, FFmpeg, libsoxr or libebur128.
let package = Package(
    name: "PushServer",
    platforms: [.macOS(.v13)],
    dependencies: [
        // soundcheck's clone, two folders up. A server outside this repository writes
        // .package(url: "https://github.com/…/soundcheck", from: "…") instead.
        .package(name: "soundcheck", path: "../.."),
    ],
    targets: [
        .executableTarget(
            name: "push-server",
            dependencies: [.product(name: "SoundCheckCore", package: "soundcheck")],
            path: "Sources/PushServer"
        ),
    ],
    swiftLanguageModes: [.v6]
)
