# shellcheck shell=bash
# What the build plugin must do in a package that uses it, asserted the same way by
# scripts/test-example.sh (the plugin built from source) and scripts/test-plugin-package.sh (the
# prebuilt plugin package). Each function fails the script (common.sh's fail) when it does not
# hold, after showing the end of the log.
#
#   builds_with_valid_sounds FOLDER LOG TARGET SOUNDS FAILURE COMMAND...
#       `swift COMMAND...` in FOLDER must succeed (else FAILURE) and its log must show the
#       plugin's check: "soundcheck: checking SOUNDS sounds of TARGET".
#   fails_with_too_long_sound FOLDER SOUNDS_FOLDER LOG
#       with samples/invalid/too-long.caf (30.5 s) copied into SOUNDS_FOLDER, `swift build` in
#       FOLDER must fail with the Xcode-style diagnostic
#       "SOUNDS_FOLDER/too-long.caf: error: plays for 30.5 s … [duration]". Prints that line.
#   command_check_reports_too_long FOLDER LOG
#       `swift package soundcheck check --format xcode` in FOLDER must exit 1, report too-long.caf
#       with [duration], and print its summary line after the report (SwiftPM buffers a plugin's
#       output when it goes to a file, not its own diagnostics: the summary is a plain line, not an
#       error: diagnostic that would land before the report).
#
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"

builds_with_valid_sounds() {
    local folder=$1 log=$2 target=$3 count=$4 failure=$5
    shift 5
    if ! (cd "$folder" && swift "$@") >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        fail "$failure"
    fi
    grep -q "soundcheck: checking $count sounds of $target" "$log" \
        || fail "the build log does not show the plugin's check: $(tail -n 20 "$log")"
}

fails_with_too_long_sound() {
    local folder=$1 sounds=$2 log=$3 expected
    cp "$root/samples/invalid/too-long.caf" "$sounds/too-long.caf"
    if (cd "$folder" && swift build) >"$log" 2>&1; then
        fail "the build succeeded with a sound that will not play"
    fi
    expected="$sounds/too-long.caf: error: plays for 30.5 s"
    if ! grep -F "$expected" "$log" | grep -q '\[duration\]$'; then
        tail -n 40 "$log" >&2
        fail "the failing build does not print the diagnostic '$expected … [duration]'"
    fi
    grep -F "$sounds/too-long.caf: error:" "$log"
}

command_check_reports_too_long() {
    local folder=$1 log=$2 status=0 report_line summary_line
    (cd "$folder" && swift package --allow-writing-to-package-directory soundcheck check --format xcode) >"$log" 2>&1 \
        || status=$?
    if [ "$status" -ne 1 ]; then
        tail -n 40 "$log" >&2
        fail "swift package soundcheck check exited $status, not 1"
    fi
    if ! grep -F "too-long.caf: error: plays for 30.5 s" "$log" | grep -q '\[duration\]$'; then
        tail -n 40 "$log" >&2
        fail "swift package soundcheck check does not report too-long.caf"
    fi
    # || true: under pipefail a line not found would end the script here, saying nothing.
    report_line=$(grep -n 'too-long.caf: error:' "$log" | head -n 1 | cut -d: -f1 || true)
    summary_line=$(grep -n '^soundcheck check: some sounds need attention (exit 1); see the report above$' "$log" \
        | head -n 1 | cut -d: -f1 || true)
    if [ -z "$summary_line" ] || [ "$summary_line" -le "$report_line" ]; then
        tail -n 40 "$log" >&2
        fail "the command plugin's summary line is missing or not after the report"
    fi
}
