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
# shellcheck source=scripts/lib/plugin-assertions.sh
source "$root/scripts/lib/plugin-assertions.sh"
fail_tag=FAIL
work=$(temp_dir)

copy="$work/soundcheck"
mkdir -p "$copy"
tar -C "$root" --exclude=.build --exclude='.build-*' --exclude='.build_*' --exclude=.swiftpm \
    -cf - Package.swift Sources Plugins Examples/NotificationSounds | tar -C "$copy" -xf -
example="$copy/Examples/NotificationSounds"
sounds="$example/Sources/NotificationSounds/Sounds"

say "1. valid sounds: swift test in Examples/NotificationSounds"
builds_with_valid_sounds "$example" "$work/valid.log" NotificationSounds 2 \
    "the example did not build or its tests failed with valid sounds" test
generated=$(find "$example/.build/plugins/outputs" -name GeneratedNotificationSounds.swift | head -n 1)
[ -n "$generated" ] || fail "the plugin did not generate GeneratedNotificationSounds.swift"
grep -q 'case doorbell = "doorbell.caf"' "$generated" || fail "the generated constants lack doorbell.caf: $(cat "$generated")"
stray=$(find "$example" -path "$example/.build" -prune -o -type f \( -name '*.o' -o -name '*.d' -o -name '*.dia' -o -name '*.swiftdeps' \) -print)
[ -z "$stray" ] || fail "the build left files in the package folder: $stray"
say "ok: built, checked 2 sounds, generated $(grep -c '^    case ' "$generated") constants, tests passed"

say "2. add a sound that plays for 30.5 s: swift build must fail"
diagnostic=$(fails_with_too_long_sound "$example" "$sounds" "$work/invalid.log")
say "ok: the build failed with:"
echo "$diagnostic" >&2
# shellcheck disable=SC2016  # the backquotes are the diagnostic's text, not a command
grep -qF 'run `swift package --allow-writing-to-package-directory soundcheck fix` to repair them' "$work/invalid.log" || {
    tail -n 40 "$work/invalid.log" >&2
    fail "the failing build does not name the command plugin's fix"
}

say "3. swift package soundcheck check: says it builds soundcheck, then reports"
command_check_reports_too_long "$example" "$work/command.log"
grep -q '^\[SoundCheckCommandPlugin\] soundcheck: building the soundcheck tool' "$work/command.log" || {
    tail -n 40 "$work/command.log" >&2
    fail "the command plugin does not say that it builds soundcheck"
}
say "ok: the command plugin said it builds soundcheck, reported too-long.caf, then its summary"
say "passed"
