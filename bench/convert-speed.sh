#!/usr/bin/env bash
# convert-speed.sh: soundcheck's IMA4 conversion side by side with ffmpeg (adpcm_ima_qt) and
# sox (ima-adpcm), in one run, on the same inputs.
#
#   Quality: seven 20 s, 44.1 kHz mono signals made by sox (plucked strings, a sine sweep, white,
#   pink and brown noise, a square wave, a decaying chime). Each encoding is decoded by ffmpeg
#   (soundcheck's and ffmpeg's IMA4 CAF; soundcheck's decodes the same in ffmpeg as in its own
#   Apple-semantics decoder) and sox's IMA ADPCM WAV by sox and by ffmpeg, keeping sox's better
#   figure. SNR against the 16-bit source, by bench/snr.c.
#   Speed and memory: a 10-minute 44.1 kHz stereo WAV (plucked strings with tremolo), encoded by
#   each tool (median wall time of 3 runs, user+sys CPU, peak RSS from /usr/bin/time).
#
# Goals (issue 4):
#   Q  SNR above both peers on every signal
#   S  ffmpeg time / soundcheck time >= 1 on the 10-minute file
#   M  soundcheck's peak memory converting it < 64 MB
#
# Environment: SOUNDCHECK=/path/to/soundcheck uses that binary instead of building one.
# Exit status: 0 all goals PASS, 1 a goal FAILed, 2 setup error.
set -euo pipefail
export LC_ALL=C
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
work=$root/bench/work/convert
mkdir -p "$work"

for tool in ffmpeg sox cc /usr/bin/time; do
    command -v "$tool" >/dev/null || fail_setup "$tool is missing (scripts/setup.sh installs it)"
done
if [[ -z ${SOUNDCHECK:-} ]]; then
    (cd "$root" && swift build -c release --product soundcheck >/dev/null)
    SOUNDCHECK=$root/.build/release/soundcheck
fi
cc -O2 -o "$work/snr" "$root/bench/snr.c" -lm

signals=(
    "pluck|pluck A2 pluck E3 fade 0 20 0.1"
    "sweep|sine 20-20000"
    "white|whitenoise"
    "pink|pinknoise"
    "brown|brownnoise"
    "square|square 440"
    "chime|sine 880 sine 1320 fade 0 20 19"
)

echo "== quality: SNR in dB against the 16-bit source (20 s, 44.1 kHz mono)"
printf '%-8s %12s %12s %12s   %s\n' signal soundcheck ffmpeg sox "soundcheck - best peer"
quality=PASS
for entry in "${signals[@]}"; do
    name=${entry%%|*}
    synth=${entry#*|}
    src=$work/$name.wav
    # shellcheck disable=SC2086
    sox -R -r 44100 -n -r 44100 -c 1 -b 16 "$src" synth 20 $synth gain -3
    sox "$src" -t raw -e signed -b 16 "$work/$name.raw"
    "$SOUNDCHECK" convert "$src" -o "$work/$name-ours.caf" --overwrite >/dev/null
    ffmpeg -nostdin -v error -y -i "$work/$name-ours.caf" -f s16le "$work/$name-ours.raw"
    ffmpeg -nostdin -v error -y -i "$src" -c:a adpcm_ima_qt "$work/$name-ffmpeg.caf"
    ffmpeg -nostdin -v error -y -i "$work/$name-ffmpeg.caf" -f s16le "$work/$name-ffmpeg.raw"
    sox "$src" -e ima-adpcm "$work/$name-sox.wav"
    sox "$work/$name-sox.wav" -t raw -e signed -b 16 "$work/$name-sox-by-sox.raw"
    ffmpeg -nostdin -v error -y -i "$work/$name-sox.wav" -f s16le "$work/$name-sox-by-ffmpeg.raw"
    ours=$("$work/snr" "$work/$name.raw" "$work/$name-ours.raw" | cut -d' ' -f1)
    theirs=$("$work/snr" "$work/$name.raw" "$work/$name-ffmpeg.raw" | cut -d' ' -f1)
    soxa=$("$work/snr" "$work/$name.raw" "$work/$name-sox-by-sox.raw" | cut -d' ' -f1)
    soxb=$("$work/snr" "$work/$name.raw" "$work/$name-sox-by-ffmpeg.raw" | cut -d' ' -f1)
    soxbest=$(awk -v a="$soxa" -v b="$soxb" 'BEGIN { print (a > b ? a : b) }')
    margin=$(awk -v o="$ours" -v f="$theirs" -v s="$soxbest" 'BEGIN { m = (f > s ? f : s); printf "%+.2f", o - m }')
    awk -v m="$margin" 'BEGIN { exit !(m > 0) }' || quality=FAIL
    printf '%-8s %12s %12s %12s   %s\n' "$name" "$ours" "$theirs" "$soxbest" "$margin"
done

long=$work/long.wav
if [[ ! -f $long ]]; then
    sox -R -r 44100 -n -r 44100 -c 2 -b 16 "$long" synth 600 pluck A2 pluck E3 tremolo 3 40 gain -3
fi
cat "$long" >/dev/null   # warm the page cache

# run NAME COMMAND...: three runs; prints the median wall time, its CPU time and peak RSS.
run() {
    local name=$1; shift
    local results=()
    for _ in 1 2 3; do
        /usr/bin/time -f "%e %U %S %M" -o "$work/time.txt" "$@" >/dev/null 2>&1
        results+=("$(cat "$work/time.txt")")
    done
    printf '%s\n' "${results[@]}" | sort -n | sed -n 2p | awk -v name="$name" '{ printf "%-34s %8.2f %8.2f %8.1f\n", name, $1, $2 + $3, $4 / 1024 }'
}

echo
echo "== speed and memory: 10 minutes, 44.1 kHz stereo, 16-bit WAV ($(du -m "$long" | cut -f1) MB) to IMA4"
printf '%-34s %8s %8s %8s\n' tool "wall s" "cpu s" "peak MB"
table=$(
    run "soundcheck convert (CAF IMA4)" "$SOUNDCHECK" convert "$long" -o "$work/long-ours.caf" --no-trim --overwrite
    run "ffmpeg -c:a adpcm_ima_qt (CAF)" ffmpeg -nostdin -v error -y -i "$long" -c:a adpcm_ima_qt "$work/long-ffmpeg.caf"
    run "sox -e ima-adpcm (WAV)" sox "$long" -e ima-adpcm "$work/long-sox.wav"
)
echo "$table"
ours_wall=$(awk 'NR == 1 { print $(NF-2) }' <<<"$table")
ffmpeg_wall=$(awk 'NR == 2 { print $(NF-2) }' <<<"$table")
sox_wall=$(awk 'NR == 3 { print $(NF-2) }' <<<"$table")
ours_memory=$(awk 'NR == 1 { print $NF }' <<<"$table")

echo
echo "== goals"
speed=$(awk -v f="$ffmpeg_wall" -v o="$ours_wall" 'BEGIN { printf "%.2f", f / o }')
sox_ratio=$(awk -v s="$sox_wall" -v o="$ours_wall" 'BEGIN { printf "%.2f", s / o }')
speed_verdict=$(awk -v r="$speed" 'BEGIN { print (r >= 1 ? "PASS" : "FAIL") }')
memory_verdict=$(awk -v m="$ours_memory" 'BEGIN { print (m < 64 ? "PASS" : "FAIL") }')
printf '%-60s %8s   %s\n' "Q  soundcheck SNR above ffmpeg's and sox's on every signal" "" "$quality"
printf '%-60s %8s   %s\n' "S  ffmpeg time / soundcheck time (goal >= 1)" "$speed" "$speed_verdict"
printf '%-60s %8s   %s\n' "   sox time / soundcheck time (for reference)" "$sox_ratio" ""
printf '%-60s %8s   %s\n' "M  soundcheck peak memory, MB (goal < 64)" "$ours_memory" "$memory_verdict"
[[ $quality == PASS && $speed_verdict == PASS && $memory_verdict == PASS ]]
