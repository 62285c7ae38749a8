#!/usr/bin/env bash
# report.sh: how long `soundcheck report` takes on a set of 100 sounds of 5 s, and how much the
# page weighs, with and without previews (issue 13).
#
#   bash bench/report.sh [--runs N] [--count N] [--seconds S] [--rebuild]
#
# The set (bench/work/report-sounds/, made once, --rebuild to make it again) is half CAF IMA4
# mono at 44.1 kHz, as `soundcheck convert` writes what Apple recommends, and half 16-bit WAV
# stereo at 44.1 kHz: plucked strings, tones and noise bursts at levels 24 dB apart, made by sox
# (no dither: the same bytes every time). Each configuration runs N times (default 3); the line
# shows the median wall time, the CPU time and the peak memory of that run, and the page's size.
#
# Goal (from the issue): the report of 100 sounds of 5 s in under 5 s on 2 cores.
#
# Environment: SOUNDCHECK=/path/to/soundcheck skips 'swift build -c release'.
# Exit status: 0 the goal is met, 1 it is not, 2 setup error.
set -euo pipefail
export LC_ALL=C

runs=3 count=100 seconds=5 rebuild=0
while (($#)); do
    case $1 in
        --runs) runs=$2; shift 2 ;;
        --count) count=$2; shift 2 ;;
        --seconds) seconds=$2; shift 2 ;;
        --rebuild) rebuild=1; shift ;;
        *) echo "usage: bash bench/report.sh [--runs N] [--count N] [--seconds S] [--rebuild]" >&2; exit 2 ;;
    esac
done

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
script_name=report.sh
work=$root/bench/work/report
sounds=$root/bench/work/report-sounds
command -v sox >/dev/null || fail_setup "sox not found: apt-get install sox"
[ -x /usr/bin/time ] || fail_setup "/usr/bin/time not found: apt-get install time"

if [[ -n ${SOUNDCHECK:-} ]]; then
    soundcheck=$SOUNDCHECK
else
    (cd "$root" && swift build -c release --product soundcheck >/dev/null) || fail_setup "swift build -c release failed"
    soundcheck=$root/.build/release/soundcheck
fi
[ -x "$soundcheck" ] || fail_setup "no soundcheck at $soundcheck"

# The set: sound i is one of three timbres at one of four levels (0, -8, -16, -24 dB).
make_sounds() {
    rm -rf "$sounds"
    mkdir -p "$sounds/wav" "$sounds/source"
    local i timbre gain name
    for ((i = 0; i < count; i++)); do
        case $((i % 3)) in
            0) timbre=(pluck "$((220 + 11 * i))") ;;
            1) timbre=(sine "$((330 + 7 * i))" sine "$((495 + 7 * i))") ;;
            2) timbre=(pinknoise) ;;
        esac
        gain=$((-3 - 8 * (i % 4)))
        name=$(printf 'sound-%03d' "$i")
        if ((i % 2 == 0)); then
            sox -R -n -r 44100 -c 1 -b 16 "$sounds/source/$name.wav" synth "$seconds" "${timbre[@]}" \
                fade 0.005 "$seconds" 0.2 gain "$gain"
        else
            sox -R -n -r 44100 -c 2 -b 16 "$sounds/wav/$name.wav" synth "$seconds" "${timbre[@]}" \
                fade 0.005 "$seconds" 0.2 gain "$gain"
        fi
    done
    # CAF IMA4 as convert makes it (just under 5 s stays 5 s: no trimming below 30 s).
    "$soundcheck" convert "$sounds"/source/*.wav -o "$sounds/caf/" >/dev/null
    rm -rf "$sounds/source"
}
if ((rebuild)) || [ ! -d "$sounds/caf" ] || [ "$(find "$sounds" -name '*.caf' -o -name '*.wav' | wc -l)" -ne "$count" ]; then
    echo "making $count sounds of $seconds s in bench/work/report-sounds/" >&2
    make_sounds
fi
mkdir -p "$work"

# run NAME ARGS...: N runs; prints the median run's wall, CPU and memory, and the page's size.
run() {
    local name=$1 page=$work/$1.html
    shift
    local results=()
    for ((r = 0; r < runs; r++)); do
        local status=0
        /usr/bin/time -f '%e %U %S %M' -o "$work/time" "$soundcheck" report "$sounds" -o "$page" "$@" >/dev/null || status=$?
        ((status <= 1)) || fail_setup "soundcheck report $* exited $status"
        read -r wall user system memory <"$work/time"
        results+=("$wall $(awk -v u="$user" -v s="$system" 'BEGIN { printf "%.2f", u + s }') $memory")
    done
    local median
    median=$(printf '%s\n' "${results[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
    read -r wall cpu memory <<<"$median"
    local bytes
    bytes=$(wc -c <"$page")
    printf '%-22s %8.2f %8.2f %10.1f %12d %9.2f %12.1f\n' "$name" "$wall" "$cpu" "$((memory / 1024)).$((memory % 1024 * 10 / 1024))" \
        "$bytes" "$(awk -v b="$bytes" 'BEGIN { printf "%.2f", b / 1048576 }')" "$(awk -v b="$bytes" -v n="$count" 'BEGIN { printf "%.1f", b / n / 1024 }')"
    echo "$wall" >"$work/$name.wall"
}

echo "== soundcheck report: $count sounds of $seconds s ($(nproc) cores; median of $runs runs)"
printf '%-22s %8s %8s %10s %12s %9s %12s\n' "configuration" "wall s" "cpu s" "peak MB" "page bytes" "page MB" "KB / sound"
run previews
run no-previews --no-previews
run previews-16k --preview-rate 16000

wall=$(cat "$work/previews.wall")
echo
if awk -v w="$wall" 'BEGIN { exit !(w < 5) }'; then
    echo "goal: report of $count sounds of $seconds s with previews in $wall s (< 5 s)   PASS"
else
    echo "goal: report of $count sounds of $seconds s with previews in $wall s (< 5 s)   FAIL"
    exit 1
fi
