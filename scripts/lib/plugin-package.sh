# shellcheck shell=bash
# Sourced by the scripts that test the prebuilt plugin package (root, fail: common.sh).
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

# The plugin package to test: the folder given, or one made by scripts/make-plugin-package.sh in
# a temporary folder (a release build of soundcheck, a few minutes the first time). Prints its
# absolute path.
plugin_package() {
    local given=${1:-} scratch
    if [ -z "$given" ]; then
        scratch=$(temp_dir)
        given="$scratch/SoundCheckPlugins"
        "$root/scripts/make-plugin-package.sh" "$given" >"$scratch/make.log" 2>&1 \
            || { tail -n 40 "$scratch/make.log" >&2; fail "make-plugin-package.sh failed"; }
    fi
    [ -f "$given/Package.swift" ] || fail "no plugin package at $given"
    (cd "$given" && pwd)
}

# A new package at $1 whose target Chimes holds two valid sounds of the example.
consumer_with_two_sounds() {
    local sounds="$1/Sources/Chimes/Sounds"
    mkdir -p "$sounds"
    cp "$root/Examples/NotificationSounds/Sources/NotificationSounds/Sounds/doorbell.caf" \
       "$root/Examples/NotificationSounds/Sources/NotificationSounds/Sounds/chime.aifc" "$sounds/"
}

# The consumer's library source: a push payload's sound from the generated NotificationSound, so
# the build fails if the plugin generates no constants.
consumer_payload_source() {
    cat >"$1/Sources/Chimes/Payload.swift" <<'EOF'
/// A push payload's `aps.sound`, from the generated constants.
public func apsSound(_ sound: NotificationSound) -> [String: String] {
    ["sound": sound.fileName]
}
EOF
}

# The consumer's Package.swift at $1: target Chimes with the build plugin, from the package that
# the .package(…) text $2 names, and the target text $3 beside it.
consumer_manifest() {
    cat >"$1/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Chimes",
    dependencies: [
        $2,
    ],
    targets: [
        .target(
            name: "Chimes",
            resources: [.copy("Sounds")],
            plugins: [.plugin(name: "SoundCheckBuildToolPlugin", package: "SoundCheckPlugins")]
        ),
        $3,
    ]
)
EOF
}

# A new package at $1 whose target Chimes holds two valid sounds and uses the build plugin from
# the package that the .package(…) text $2 names, with a test target that uses the generated
# constants (bench/plugin-by-url.sh and scripts/test-release.sh time and build it both ways).
consumer_with_test() {
    consumer_with_two_sounds "$1"
    consumer_payload_source "$1"
    mkdir -p "$1/Tests/ChimesTests"
    consumer_manifest "$1" "$2" '.testTarget(name: "ChimesTests", dependencies: ["Chimes"])'
    cat >"$1/Tests/ChimesTests/ChimesTests.swift" <<'EOF'
import Chimes
import XCTest

final class ChimesTests: XCTestCase {
    func testDoorbell() {
        XCTAssertEqual(apsSound(.doorbell)["sound"], "doorbell.caf")
    }
}
EOF
}
