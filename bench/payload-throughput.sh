#!/usr/bin/env bash
# payload-throughput.sh: what a push server pays to validate a payload (issue 26). Builds
# bench/payload-throughput in release (scratch in bench/work/payload-throughput, git-ignored) and
# runs soundcheck's PayloadValidator, Foundation's JSONSerialization (parse only) and JSONDecoder
# (into a typed struct) on the same three typical payloads in one process, rounds interleaved,
# and prints µs per payload, payloads per second on one core, heap allocations per payload and
# the ratio to JSONSerialization. The payloads name sounds of samples/manifest.json.
#
#   bench/payload-throughput.sh [ROUNDS] [ITERATIONS]    (defaults 7 and 100000)
#
# PAYLOAD_THROUGHPUT_PROFILE=1 runs only the validator, ITERATIONS times, for `perf record -g`
# on bench/work/payload-throughput/release/payload-throughput.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
scratch="$root/bench/work/payload-throughput"
package="$root/bench/payload-throughput"
mkdir -p "$root/bench/work"
# SwiftPM keeps a path dependency's build plan: a file added to soundcheck since the last build
# would be missing from it. Planning again costs a second; the compiled modules are kept.
rm -f "$scratch/release.yaml"
say "building (release)"
swift build --package-path "$package" --scratch-path "$scratch" -c release >"$scratch.log" 2>&1 || {
    tail -n 30 "$scratch.log" >&2
    exit 2
}
echo "commit $(git -C "$root" rev-parse --short HEAD), load average $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo n/a)"
"$scratch/release/payload-throughput" "$root/samples/manifest.json" "${1:-7}" "${2:-100000}"
