#!/usr/bin/env bash
# Proves the prebuilt plugin package (scripts/make-plugin-package.sh) works as docs/plugins.md
# says, in a new package that depends on it by path:
#   1. with two valid sounds, `swift build` uses the prebuilt soundcheck (the log compiles nothing
#      of soundcheck, and nothing is fetched), checks them, and the generated NotificationSound
#      compiles and is used by the package's code;
#   2. once a sound that will not play is added, the build fails with the Xcode-style diagnostic
#      `…/too-long.caf: error: … [duration]`;
#   3. `swift package soundcheck check` runs the prebuilt soundcheck (it builds nothing) and
#      reports the same sound.
#
#   scripts/test-plugin-package.sh [PLUGIN_PACKAGE]
#
# PLUGIN_PACKAGE is a folder made by scripts/make-plugin-package.sh; without it, one is made in a
# temporary folder (a release build of soundcheck, a few minutes the first time). Works in
# temporary folders only. Needs what scripts/setup.sh installs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "test-plugin-package: FAIL: $*" >&2; exit 1; }
say() { echo "test-plugin-package: $*" >&2; }

source "$root/scripts/lib/plugin-package.sh"
plugins=$(plugin_package "${1:-}")

consumer="$work/Chimes"
sounds="$consumer/Sources/Chimes/Sounds"
consumer_with_two_sounds "$consumer"
mkdir -p "$consumer/Sources/chimes-cli"
cat >"$consumer/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Chimes",
    dependencies: [
        .package(name: "SoundCheckPlugins", path: "$plugins"),
    ],
    targets: [
        .target(
            name: "Chimes",
            resources: [.copy("Sounds")],
            plugins: [.plugin(name: "SoundCheckBuildToolPlugin", package: "SoundCheckPlugins")]
        ),
        .executableTarget(name: "chimes-cli", dependencies: ["Chimes"]),
    ]
)
EOF
cat >"$consumer/Sources/Chimes/Payload.swift" <<'EOF'
/// A push payload's `aps.sound`, from the generated constants.
public func apsSound(_ sound: NotificationSound) -> [String: String] {
    ["sound": sound.fileName]
}
EOF
cat >"$consumer/Sources/chimes-cli/main.swift" <<'EOF'
import Chimes

print(apsSound(.doorbell)["sound"]!, NotificationSound.allCases.map(\.rawValue).joined(separator: ","))
EOF

say "1. two valid sounds: swift build with the prebuilt plugin package"
if ! (cd "$consumer" && swift build) >"$work/valid.log" 2>&1; then
    tail -n 40 "$work/valid.log" >&2
    fail "the consumer did not build with two valid sounds"
fi
grep -q 'soundcheck: checking 2 sounds of Chimes' "$work/valid.log" || fail "the build log does not show the plugin's check: $(tail -n 20 "$work/valid.log")"
compiled=$(grep -E 'Compiling|Building' "$work/valid.log" | grep -iE 'soundcheck|ArgumentParser|Yams' | grep -v 'Compiling plugin' || true)
[ -z "$compiled" ] || fail "the build compiled soundcheck or its dependencies: $compiled"
[ ! -d "$consumer/.build/checkouts" ] || [ -z "$(ls -A "$consumer/.build/checkouts")" ] || fail "the build fetched packages: $(ls "$consumer/.build/checkouts")"
output=$("$consumer/.build/debug/chimes-cli")
[ "$output" = "doorbell.caf chime.aifc,doorbell.caf" ] || fail "the generated constants are not the sounds: chimes-cli printed '$output'"
say "ok: built without compiling soundcheck; chimes-cli prints '$output' from the generated NotificationSound"

say "2. add a sound that plays for 30.5 s: swift build must fail"
cp "$root/samples/invalid/too-long.caf" "$sounds/too-long.caf"
if (cd "$consumer" && swift build) >"$work/invalid.log" 2>&1; then
    fail "the build succeeded with a sound that will not play"
fi
expected="$sounds/too-long.caf: error: plays for 30.5 s"
grep -F "$expected" "$work/invalid.log" | grep -q '\[duration\]$' || {
    tail -n 40 "$work/invalid.log" >&2
    fail "the failing build does not print '$expected … [duration]'"
}
say "ok: the build failed with: $(grep -F "$sounds/too-long.caf: error:" "$work/invalid.log")"

say "3. swift package soundcheck check runs the prebuilt soundcheck"
status=0
(cd "$consumer" && swift package --allow-writing-to-package-directory soundcheck check --format xcode) >"$work/command.log" 2>&1 || status=$?
[ "$status" -ne 0 ] || fail "swift package soundcheck check passed with an invalid sound"
grep -q 'building the soundcheck tool' "$work/command.log" && fail "the command plugin built soundcheck instead of using the prebuilt one"
grep -F "Sources/Chimes/Sounds/too-long.caf: error: plays for 30.5 s" "$work/command.log" | grep -q '\[duration\]$' || {
    tail -n 20 "$work/command.log" >&2
    fail "swift package soundcheck check does not report too-long.caf"
}
say "ok: the command plugin reported too-long.caf without building anything"
say "passed"
