// swift-tools-version: 6.0
import PackageDescription

// A library that ships notification sounds. soundcheck's build plugin checks them in every
// build (a sound that will not play fails the build) and generates `NotificationSound`, one
// case per sound, from them.
let package = Package(
    name: "NotificationSounds",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NotificationSounds", targets: ["NotificationSounds"]),
    ],
    dependencies: [
        // soundcheck's clone, two folders up. name: lets `package: "soundcheck"` below work
        // whatever that folder is called.
        .package(name: "soundcheck", path: "../.."),
    ],
    targets: [
        .target(
            name: "NotificationSounds",
            resources: [.copy("Sounds")],
            plugins: [.plugin(name: "SoundCheckBuildToolPlugin", package: "soundcheck")]
        ),
        .testTarget(
            name: "NotificationSoundsTests",
            dependencies: ["NotificationSounds"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
