#!/usr/bin/env bash
# manifest-hash.sh: what `soundcheck manifest` pays for its SHA-256s (issue 26), beside
# `sha256sum` on the same files with the same number of processes, in one run.
#
# Makes (once) a tree of sound files in bench/work/hash-tree: COUNT WAV files (default 21000) of
# 16-bit PCM noise, of sizes spread from 20 KB to 430 KB (4.7 GB in all at the default count),
# 500 to a folder. Then, warm-cache, best of ROUNDS (default 3) each:
#
#   soundcheck manifest TREE --jobs 2                   this build (the platform's SHA-256)
#   BEFORE manifest TREE --jobs 2                       an earlier binary, when BEFORE names one
#                                                       (the portable SHA-256: the "before")
#   find TREE -type f | xargs -P 2 sha256sum            coreutils, two processes
#   soundcheck check TREE --jobs 2 --format json        what the manifest does besides hashing
#   the floor: the tree's bytes ÷ (2 × one core's SHA-256 rate, `openssl speed -evp sha256`)
#
# and prints seconds and ratios. Both manifests must be identical (same digests).
#
#   bench/manifest-hash.sh [COUNT] [ROUNDS]
#   SOUNDCHECK=path   the binary to time (default: a release build of this checkout)
#   BEFORE=path       an earlier soundcheck to time beside it
set -euo pipefail
export LC_ALL=C
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
count=${1:-21000}
rounds=${2:-3}
tree="$root/bench/work/hash-tree-$count"
mkdir -p "$root/bench/work"

if [ ! -d "$tree" ]; then
    say "making $count WAV files in $tree"
    python3 - "$tree.partial" "$count" <<'PY'
import os, random, struct, sys
folder, count = sys.argv[1], int(sys.argv[2])
random.seed(26)
noise = os.urandom(1 << 20)
for index in range(count):
    sub = os.path.join(folder, "dir%03d" % (index // 500))
    os.makedirs(sub, exist_ok=True)
    frames = random.randint(10_000, 215_000)  # 20 KB to 430 KB of 16-bit mono
    data = (noise * (2 * frames // len(noise) + 1))[(index * 7919) % 4096:][: 2 * frames]
    header = b"RIFF" + struct.pack("<I", 36 + len(data)) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 1, 22050, 44100, 2, 16)
    with open(os.path.join(sub, "sound-%05d.wav" % index), "wb") as f:
        f.write(header + b"data" + struct.pack("<I", len(data)) + data)
PY
    mv "$tree.partial" "$tree"
fi

if [ -z "${SOUNDCHECK:-}" ]; then
    say "building soundcheck (release)"
    (cd "$root" && swift build -c release --product soundcheck >/dev/null)
    SOUNDCHECK="$root/.build/release/soundcheck"
fi
bytes=$(find "$tree" -type f -printf '%s\n' | awk '{ s += $1 } END { printf "%.0f", s }')
find "$tree" -type f -print0 | xargs -0 cat >/dev/null  # warm the page cache

best() { # command... -> best wall seconds of $rounds
    local best="" start end elapsed
    for _ in $(seq "$rounds"); do
        start=$EPOCHREALTIME
        "$@" >/dev/null 2>&1 || true
        end=$EPOCHREALTIME
        elapsed=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')
        if [ -z "$best" ] || awk -v a="$elapsed" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$elapsed; fi
    done
    echo "$best"
}
sha256sum_tree() { find "$tree" -type f -print0 | xargs -0 -P 2 -n 500 sha256sum; }

# One core's SHA-256 rate on large blocks, from OpenSSL (the SHA extensions where the CPU has them).
rate=$(openssl speed -evp sha256 -bytes 1048576 -seconds 2 2>/dev/null | awk '/^sha256/ { v = $NF; sub(/k$/, "", v); print v * 1000 }')

manifest_now=$(temp_file)
manifest_before=$(temp_file)
"$SOUNDCHECK" manifest "$tree" --root "$tree" --jobs 2 --allow-invalid -o "$manifest_now" >/dev/null 2>&1 || true
now=$(best "$SOUNDCHECK" manifest "$tree" --root "$tree" --jobs 2 --allow-invalid -o "$manifest_now")
coreutils=$(best sha256sum_tree)
echo "commit $(git -C "$root" rev-parse --short HEAD), load average $(cut -d' ' -f1-3 /proc/loadavg), $count files, $(awk -v b="$bytes" 'BEGIN { printf "%.0f", b / 1e6 }') MB, best of $rounds"
printf '%-52s %8s %10s\n' "what (two processes or --jobs 2)" "wall s" "÷ sha256sum"
printf '%-52s %8s %10s\n' "soundcheck manifest (this build)" "$now" "$(awk -v a="$now" -v b="$coreutils" 'BEGIN { printf "%.2f", a / b }')"
if [ -n "${BEFORE:-}" ]; then
    before=$(best "$BEFORE" manifest "$tree" --root "$tree" --jobs 2 --allow-invalid -o "$manifest_before")
    printf '%-52s %8s %10s\n' "soundcheck manifest (BEFORE)" "$before" "$(awk -v a="$before" -v b="$coreutils" 'BEGIN { printf "%.2f", a / b }')"
    if cmp -s "$manifest_now" "$manifest_before"; then echo "manifests: identical"; else echo "manifests: DIFFER"; exit 1; fi
fi
printf '%-52s %8s %10s\n' "sha256sum, xargs -P 2" "$coreutils" "1.00"
checking=$(best "$SOUNDCHECK" check "$tree" --jobs 2 --format json)
printf '%-52s %8s %10s\n' "soundcheck check --format json (reads, no hashing)" "$checking" "$(awk -v a="$checking" -v b="$coreutils" 'BEGIN { printf "%.2f", a / b }')"
if [ -n "$rate" ]; then
    floor=$(awk -v b="$bytes" -v r="$rate" 'BEGIN { printf "%.2f", b / (2 * r) }')
    printf '%-52s %8s %10s\n' "floor: bytes ÷ (2 × $(awk -v r="$rate" 'BEGIN { printf "%.0f", r / 1e6 }') MB/s, openssl speed)" "$floor" "$(awk -v a="$floor" -v b="$coreutils" 'BEGIN { printf "%.2f", a / b }')"
    echo "soundcheck ÷ floor: $(awk -v a="$now" -v b="$floor" 'BEGIN { printf "%.2f", a / b }')"
fi
