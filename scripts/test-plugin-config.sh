#!/usr/bin/env bash
# Proves that the build plugin follows .soundcheck.yml from one `swift build` to the next,
# whatever happens to the file, without touching Package.swift (docs/plugins.md, "Settings"):
#   0. no file: the two valid sounds (0.8 s each) pass;
#   1. added at the package root (max_duration: 0.5): the build fails, naming each sound [duration],
#      and a build with no change fails the same way;
#   2. edited in place (severity duration: warning): it passes, with a warning per sound;
#   3. replaced as an editor saves (a new file renamed over it), now invalid (swift_type: 3rd):
#      it fails with the settings error at its line and column, again on the next build;
#   4. edited in place to something valid (swift_type: Chime): it passes, and the generated enum
#      is named Chime;
#   5. deleted: it passes with no diagnostic, and the enum is NotificationSound again;
#   6. added in Sources/, between the target's folder and the package's (max_duration: 0.5): it
#      fails; deleted: it passes;
#   7. a symbolic link to config/shared.yml (max_duration: 0.5): it fails; shared.yml edited in
#      place (max_duration: 10): it passes;
#   8. every sound left out by exclude: it passes with an empty enum (no "no sound files found").
# After each change, the next build (no change) must compile nothing, and the one after must not
# run the check either: the build settles.
#
#   scripts/test-plugin-config.sh [--source | PLUGIN_PACKAGE]
#
# PLUGIN_PACKAGE: a folder made by scripts/make-plugin-package.sh (by default one is made in a
# temporary folder). --source: the plugins of a copy of this repository, built from source (slower:
# the first build compiles soundcheck). Works in temporary folders only.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
fail_tag=FAIL
work=$(temp_dir)

# shellcheck source=scripts/lib/plugin-package.sh
source "$root/scripts/lib/plugin-package.sh"
mode=${1:-}
if [ "$mode" = --source ]; then
    dependency="$work/soundcheck"
    mkdir -p "$dependency"
    tar -C "$root" --exclude=.build --exclude='.build-*' --exclude='.build_*' --exclude=.swiftpm \
        -cf - Package.swift Sources Plugins | tar -C "$dependency" -xf -
    package_name=soundcheck
else
    dependency=$(plugin_package "$mode")
    package_name=SoundCheckPlugins
fi

consumer="$work/Chimes"
sounds="$consumer/Sources/Chimes/Sounds"
settings="$consumer/.soundcheck.yml"
consumer_with_two_sounds "$consumer"
cat >"$consumer/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Chimes",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "$package_name", path: "$dependency"),
    ],
    targets: [
        .target(
            name: "Chimes",
            resources: [.copy("Sounds")],
            plugins: [.plugin(name: "SoundCheckBuildToolPlugin", package: "$package_name")]
        ),
    ]
)
EOF
echo 'public let chimesVersion = 1' >"$consumer/Sources/Chimes/Chimes.swift"

step=0
# build EXPECTED(pass|fail) LABEL [LINE_FRAGMENT...]: one swift build, which must pass or fail
# and print a line containing each fragment.
build() {
    local expected=$1 label=$2 status=0
    shift 2
    step=$((step + 1))
    (cd "$consumer" && swift build) >"$work/build-$step.log" 2>&1 || status=$?
    if [ "$expected" = pass ] && [ "$status" -ne 0 ]; then
        tail -n 30 "$work/build-$step.log" >&2; fail "$label: the build failed"
    fi
    if [ "$expected" = fail ] && [ "$status" -eq 0 ]; then
        tail -n 30 "$work/build-$step.log" >&2; fail "$label: the build passed"
    fi
    local fragment
    for fragment in "$@"; do
        grep -qF -- "$fragment" "$work/build-$step.log" || { tail -n 30 "$work/build-$step.log" >&2; fail "$label: no line with '$fragment'"; }
    done
    # soundcheck's diagnostics only: SwiftPM's own warnings are not ours to count.
    diagnostics=$(grep -cE '(\.caf|\.aifc|\.yml):[0-9:]* ?(error|warning):' "$work/build-$step.log" || true)
    say "ok: $label: ${expected}ed, $diagnostics diagnostic(s)$( (($#)) && printf ', with %s' "$*")"
}
# settles EXPECTED LABEL: a build with no change gives the same verdict and compiles nothing, and
# the next one does not even run the check.
settles() {
    local expected=$1 label=$2
    build "$expected" "$label, next build"
    if grep -qE 'Compiling Chimes|Emitting module Chimes' "$work/build-$step.log"; then
        fail "$label: a build with no change compiled the target again"
    fi
    build "$expected" "$label, build after that"
    if grep -q 'soundcheck: checking' "$work/build-$step.log"; then
        fail "$label: the check still runs in every build"
    fi
}
generated() { find "$consumer/.build/plugins/outputs" -name GeneratedNotificationSounds.swift | head -n 1; }
duration_error() { echo "$sounds/$1: error: plays for 0.8 s (17640 frames at 22050 Hz); sounds must be shorter than 0.5 s, the team's limit"; }
duration_warning() { echo "$sounds/$1: warning: plays for 0.8 s"; }

say "0. no .soundcheck.yml (plugins: $dependency)"
build pass "no settings file" "soundcheck: checking 2 sounds of Chimes"
settles pass "no settings file"

say "1. add .soundcheck.yml at the package root"
printf 'max_duration: 0.5\n' >"$settings"
build fail "added (max_duration: 0.5)" "$(duration_error doorbell.caf)" "$(duration_error chime.aifc)"
build fail "added, next build" "$(duration_error doorbell.caf)"

say "2. edit it in place"
printf 'max_duration: 0.5\nseverity:\n  duration: warning\n' >"$settings"
build pass "edited in place (duration: warning)" "$(duration_warning doorbell.caf)" "$(duration_warning chime.aifc)"
settles pass "edited in place"

say "3. replace it as an editor saves, with an invalid swift_type"
printf 'max_duration: 0.5\nswift_type: 3rd\n' >"$settings.tmp"
mv "$settings.tmp" "$settings"
build fail "invalid" "$settings:2:13: error: 'swift_type' must be a Swift type name"
build fail "invalid, next build" "$settings:2:13: error: 'swift_type' must be a Swift type name"

say "4. repair it in place"
printf 'max_duration: 10\nswift_type: Chime\n' >"$settings"
build pass "repaired (swift_type: Chime)"
grep -q 'public enum Chime: String' "$(generated)" || fail "repaired: the generated enum is not named Chime: $(cat "$(generated)")"
settles pass "repaired"

say "5. delete it"
rm "$settings"
build pass "deleted"
[ "$diagnostics" -eq 0 ] || fail "deleted: the build printed diagnostics"
grep -q 'public enum NotificationSound: String' "$(generated)" || fail "deleted: the generated enum is not NotificationSound again"
settles pass "deleted"

say "6. a settings file in Sources/, between the target and the package root"
printf 'max_duration: 0.5\n' >"$consumer/Sources/.soundcheck.yml"
build fail "added in Sources/" "$(duration_error doorbell.caf)"
rm "$consumer/Sources/.soundcheck.yml"
build pass "deleted from Sources/"
settles pass "deleted from Sources/"

say "7. .soundcheck.yml as a symbolic link to config/shared.yml"
mkdir -p "$consumer/config"
printf 'max_duration: 0.5\n' >"$consumer/config/shared.yml"
ln -s config/shared.yml "$settings"
build fail "symbolic link added" "$(duration_error doorbell.caf)"
printf 'max_duration: 10\n' >"$consumer/config/shared.yml"
build pass "the linked file edited in place"
settles pass "the linked file edited in place"

say "8. every sound left out by exclude: the build passes (the plugin passes --allow-empty), with an empty enum"
rm "$settings"
printf 'exclude: ["**/*.caf", "**/*.aifc"]\n' >"$settings"
build pass "every sound excluded"
[ "$diagnostics" -eq 0 ] || fail "every sound excluded: the build printed diagnostics"
if grep -q '^    case ' "$(generated)"; then fail "every sound excluded: the generated enum still has cases: $(cat "$(generated)")"; fi
rm "$settings"
build pass "exclude removed"
grep -q 'case doorbell = "doorbell.caf"' "$(generated)" || fail "exclude removed: doorbell.caf has no case again"
say "passed"
