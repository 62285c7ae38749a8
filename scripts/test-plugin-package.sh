#!/usr/bin/env bash
# Proves the prebuilt plugin package (scripts/make-plugin-package.sh) works as docs/plugins.md
# says, in a new package that depends on it by path:
#   1. with two valid sounds, `swift build` uses the prebuilt soundcheck (the log compiles nothing
#      of soundcheck, and nothing is fetched), checks them, and the generated NotificationSound
#      compiles and is used by the package's code;
#   2. once a sound that will not play is added, the build fails with the Xcode-style diagnostic
#      `…/too-long.caf: error: … [duration]`;
#   3. `swift package soundcheck check` runs the prebuilt soundcheck (it builds nothing) and
#      reports the same sound, its summary line after the report even in a log file;
#   4. `swift package soundcheck fix --dry-run` prints the plan and exits 0, with no error: line.
#
#   scripts/test-plugin-package.sh [PLUGIN_PACKAGE]
#
# PLUGIN_PACKAGE is a folder made by scripts/make-plugin-package.sh; without it, one is made in a
# temporary folder (a release build of soundcheck, a few minutes the first time). Works in
# temporary folders only. Needs what scripts/setup.sh installs.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
fail_tag=FAIL
work=$(temp_dir)

# shellcheck source=scripts/lib/plugin-package.sh
source "$root/scripts/lib/plugin-package.sh"
# shellcheck source=scripts/lib/plugin-assertions.sh
source "$root/scripts/lib/plugin-assertions.sh"
plugins=$(plugin_package "${1:-}")

consumer="$work/Chimes"
sounds="$consumer/Sources/Chimes/Sounds"
consumer_with_two_sounds "$consumer"
mkdir -p "$consumer/Sources/chimes-cli"
consumer_manifest "$consumer" '.package(name: "SoundCheckPlugins", path: "'"$plugins"'")' \
    '.executableTarget(name: "chimes-cli", dependencies: ["Chimes"])'
consumer_payload_source "$consumer"
cat >"$consumer/Sources/chimes-cli/main.swift" <<'EOF'
import Chimes

print(apsSound(.doorbell)["sound"]!, NotificationSound.allCases.map(\.rawValue).joined(separator: ","))
EOF

say "1. two valid sounds: swift build with the prebuilt plugin package"
builds_with_valid_sounds "$consumer" "$work/valid.log" Chimes 2 "the consumer did not build with two valid sounds" build
compiled=$(grep -E 'Compiling|Building' "$work/valid.log" | grep -iE 'soundcheck|ArgumentParser|Yams' | grep -v 'Compiling plugin' || true)
[ -z "$compiled" ] || fail "the build compiled soundcheck or its dependencies: $compiled"
[ ! -d "$consumer/.build/checkouts" ] || [ -z "$(ls -A "$consumer/.build/checkouts")" ] || fail "the build fetched packages: $(ls "$consumer/.build/checkouts")"
output=$("$consumer/.build/debug/chimes-cli")
[ "$output" = "doorbell.caf chime.aifc,doorbell.caf" ] || fail "the generated constants are not the sounds: chimes-cli printed '$output'"
say "ok: built without compiling soundcheck; chimes-cli prints '$output' from the generated NotificationSound"

say "2. add a sound that plays for 30.5 s: swift build must fail"
diagnostic=$(fails_with_too_long_sound "$consumer" "$sounds" "$work/invalid.log")
say "ok: the build failed with: $diagnostic"

say "3. swift package soundcheck check runs the prebuilt soundcheck"
command_check_reports_too_long "$consumer" "$work/command.log"
if grep -q 'building the soundcheck tool' "$work/command.log"; then
    fail "the command plugin built soundcheck instead of using the prebuilt one"
fi
! grep -q '^error: soundcheck' "$work/command.log" || fail "the command plugin still reports its summary as an error: diagnostic"
say "ok: the command plugin reported too-long.caf without building anything, and its summary follows the report"

say "4. swift package soundcheck fix --dry-run: the plan, no error"
status=0
(cd "$consumer" && swift package --allow-writing-to-package-directory soundcheck fix --dry-run) >"$work/plan.log" 2>&1 || status=$?
[ "$status" -eq 0 ] || { cat "$work/plan.log" >&2; fail "a dry run that found work failed (exit $status)"; }
grep -q 'Sources/Chimes/Sounds/too-long.caf \[duration\] -> in place' "$work/plan.log" || { cat "$work/plan.log" >&2; fail "the dry run printed no plan for too-long.caf"; }
! grep -q 'error:' "$work/plan.log" || { cat "$work/plan.log" >&2; fail "the dry run printed an error: line"; }
cmp -s "$sounds/too-long.caf" "$root/samples/invalid/too-long.caf" || fail "the dry run changed too-long.caf"
say "ok: the dry run printed its plan and exited 0 without an error: line"
say "passed"
