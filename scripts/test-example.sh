#!/usr/bin/env bash
# Proves the build plugin does what docs/plugins.md says, on Examples/NotificationSounds:
#   1. with its valid sounds, `swift test` builds the package (the plugin checks the sounds and
#      generates NotificationSound) and its tests pass;
#   2. once a sound that will not play is added, `swift build` fails, naming the file and the
#      rule in an Xcode-style diagnostic, and the command plugin's fix to repair it;
#   3. `swift package soundcheck check` says it builds soundcheck (a progress line SwiftPM shows at
#      once), reports the sound, and prints its summary line after the report.
# It works on a copy in a temporary folder, so the tree is never changed. Needs what
# scripts/setup.sh installs. Takes a few minutes: the example builds soundcheck from source.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
fail_tag=FAIL
work=$(temp_dir)

copy="$work/soundcheck"
mkdir -p "$copy"
tar -C "$root" --exclude=.build --exclude='.build-*' --exclude='.build_*' --exclude=.swiftpm \
    -cf - Package.swift Sources Plugins Examples/NotificationSounds | tar -C "$copy" -xf -
example="$copy/Examples/NotificationSounds"
sounds="$example/Sources/NotificationSounds/Sounds"

say "1. valid sounds: swift test in Examples/NotificationSounds"
if ! (cd "$example" && swift test) >"$work/valid.log" 2>&1; then
    tail -n 40 "$work/valid.log" >&2
    fail "the example did not build or its tests failed with valid sounds"
fi
generated=$(find "$example/.build/plugins/outputs" -name GeneratedNotificationSounds.swift | head -n 1)
[ -n "$generated" ] || fail "the plugin did not generate GeneratedNotificationSounds.swift"
grep -q 'case doorbell = "doorbell.caf"' "$generated" || fail "the generated constants lack doorbell.caf: $(cat "$generated")"
grep -q 'soundcheck: checking 2 sounds of NotificationSounds' "$work/valid.log" || fail "the build log does not show the plugin's check"
stray=$(find "$example" -path "$example/.build" -prune -o -type f \( -name '*.o' -o -name '*.d' -o -name '*.dia' -o -name '*.swiftdeps' \) -print)
[ -z "$stray" ] || fail "the build left files in the package folder: $stray"
say "ok: built, checked 2 sounds, generated $(grep -c '^    case ' "$generated") constants, tests passed"

say "2. add a sound that plays for 30.5 s: swift build must fail"
cp "$root/samples/invalid/too-long.caf" "$sounds/too-long.caf"
if (cd "$example" && swift build) >"$work/invalid.log" 2>&1; then
    fail "the build succeeded with a sound that will not play"
fi
expected="$sounds/too-long.caf: error: plays for 30.5 s"
grep -F "$expected" "$work/invalid.log" | grep -q '\[duration\]$' || {
    tail -n 40 "$work/invalid.log" >&2
    fail "the failing build does not print the diagnostic '$expected ... [duration]'"
}
say "ok: the build failed with:"
grep -F "$sounds/too-long.caf: error:" "$work/invalid.log" >&2
grep -qF 'run `swift package --allow-writing-to-package-directory soundcheck fix` to repair them' "$work/invalid.log" || {
    tail -n 40 "$work/invalid.log" >&2
    fail "the failing build does not name the command plugin's fix"
}

say "3. swift package soundcheck check: says it builds soundcheck, then reports"
status=0
(cd "$example" && swift package --allow-writing-to-package-directory soundcheck check --format xcode) >"$work/command.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { tail -n 40 "$work/command.log" >&2; fail "swift package soundcheck check exited $status, not 1"; }
grep -q '^\[SoundCheckCommandPlugin\] soundcheck: building the soundcheck tool' "$work/command.log" || {
    tail -n 40 "$work/command.log" >&2
    fail "the command plugin does not say that it builds soundcheck"
}
report_line=$(grep -n 'too-long.caf: error:' "$work/command.log" | head -n 1 | cut -d: -f1)
summary_line=$(grep -n '^soundcheck check: some sounds need attention (exit 1); see the report above$' "$work/command.log" | cut -d: -f1)
[ -n "$report_line" ] && [ -n "$summary_line" ] && [ "$summary_line" -gt "$report_line" ] || {
    tail -n 40 "$work/command.log" >&2
    fail "the command plugin's summary line is missing or not after the report"
}
say "ok: the command plugin said it builds soundcheck, reported too-long.caf, then its summary"
say "passed"
