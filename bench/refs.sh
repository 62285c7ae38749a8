#!/usr/bin/env bash
# refs.sh: how fast `soundcheck refs` reads source code, beside the tools a team would otherwise
# use to look for sound names: `grep -rn` and (when installed) ripgrep, each searching the same
# tree for the word "sound". They only find lines; refs lexes every file of its six languages,
# matches the call sites and judges every name against the manifest, so the ratio is the price of
# that. Prints wall time, MB/s and the ratio to grep, best of RUNS.
#
# The tree is made once in bench/work/refs-COPIES/: COPIES copies of samples/sources (the Swift,
# Objective-C, Dart, TypeScript, Kotlin and Java samples, node_modules left out by refs itself).
#
# Environment: SOUNDCHECK=/path/to/soundcheck skips 'swift build -c release'.
# Exit status: 0 measured, 2 setup error.
set -euo pipefail
export LC_ALL=C
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
cd -- "$root"

copies=${1:-2000}
runs=${RUNS:-3}
[[ "$copies" =~ ^[1-9][0-9]*$ ]] || { echo "usage: bench/refs.sh [COPIES] (default 2000; RUNS=3)" >&2; exit 2; }

if [ -z "${SOUNDCHECK:-}" ]; then
    swift build -c release --product soundcheck >/dev/null || fail_setup "the release build failed"
    SOUNDCHECK=.build/release/soundcheck
fi
tree=bench/work/refs-$copies
if [ ! -d "$tree" ]; then
    mkdir -p "$tree.partial"
    for ((index = 0; index < copies; index++)); do
        mkdir -p "$tree.partial/copy-$index" && cp -R samples/sources/App samples/sources/flutter samples/sources/server \
            samples/sources/web "$tree.partial/copy-$index/"
        rm -rf "$tree.partial/copy-$index/web/node_modules"
    done
    mv "$tree.partial" "$tree"
fi
files=$(find "$tree" -type f | wc -l)
bytes=$(find "$tree" -type f -exec cat {} + | wc -c)

# The best wall time of RUNS runs of a command, in seconds.
best() {
    local best_time="" start end elapsed
    for ((run = 0; run < runs; run++)); do
        start=$(date +%s.%N)
        "$@" >/dev/null 2>&1 || true
        end=$(date +%s.%N)
        elapsed=$(echo "$end - $start" | bc)
        if [ -z "$best_time" ] || [ "$(echo "$elapsed < $best_time" | bc)" -eq 1 ]; then best_time=$elapsed; fi
    done
    echo "$best_time"
}

grep_time=$(best grep -rn sound "$tree")
printf '%-44s %9s %9s %8s\n' "tool ($files files, $((bytes / 1000)) kB)" "seconds" "MB/s" "vs grep"
row() { printf '%-44s %9.3f %9.1f %7.1fx\n' "$1" "$2" "$(echo "$bytes / $2 / 1000000" | bc -l)" "$(echo "$2 / $grep_time" | bc -l)"; }
row "grep -rn sound" "$grep_time"
if command -v rg >/dev/null; then row "rg -n sound" "$(best rg -n sound "$tree")"; fi
row "soundcheck refs --manifest (every language)" "$(best "$SOUNDCHECK" refs "$tree" --manifest samples/manifest.json --format json)"
