#!/usr/bin/env bash
# convert-speed.sh: soundcheck's IMA4 conversion side by side with ffmpeg (adpcm_ima_qt) and
# sox (ima-adpcm), in one run, on the same inputs.
#
#   Quality: eight 20 s, 44.1 kHz mono signals made by sox (plucked strings, a sine sweep, white,
#   pink and brown noise, a square wave, a decaying chime, and speech-like syllables: a gliding
#   sawtooth through the formant peaks of vowels, with pauses and fricative noise). Each encoding
#   is decoded by ffmpeg (soundcheck's and ffmpeg's IMA4 CAF; soundcheck's decodes the same in
#   ffmpeg as in its own Apple-semantics decoder); sox's IMA ADPCM WAV is made with and without
#   sox's dither and decoded by sox and by ffmpeg, keeping sox's best figure. SNR against the
#   16-bit source, by bench/snr.c.
#   Speed and memory: a 10-minute 44.1 kHz stereo WAV (plucked strings with tremolo), encoded by
#   each tool (median wall time of 3 runs, user+sys CPU, peak RSS from /usr/bin/time). The plucks
#   decay within seconds: most of that file is dither at -96 dBFS, which soundcheck's search skips.
#   So the same is timed on one minute of loud stereo noise (pink and brown), where the default
#   effort searches every block, at each of soundcheck's three efforts (--effort best, the default;
#   balanced; fast).
#
# Goals (issue 4; Q raised by issue 26, F added with --effort):
#   Q  SNR at least 1.0 dB above the better of the two peers on every signal (default effort)
#   S  ffmpeg time / soundcheck time >= 1 on the 10-minute file (default effort)
#   M  soundcheck's peak memory converting it < 64 MB
#   F  --effort fast: SNR above the better peer on every signal, and ffmpeg time / its time >= 1
#      on the loud minute
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
    "speech|"
)

# make_speech OUT: 20 s of speech-like sound, 56 syllables of a sawtooth whose pitch glides
# (100-170 Hz), shaped by the formant peaks of six vowels, with pauses and a fricative (high-passed
# noise) after every fourth syllable; all parameters follow from the syllable's number.
make_speech() {
    local out=$1 parts=() i f1 f2 f3 pitch glide ms gap
    local vowels=("730 1090 2440" "270 2290 3010" "530 1840 2480" "570 840 2410" "300 870 2240" "660 1720 2410")
    mkdir -p "$work/speech"
    for i in $(seq 0 55); do
        read -r f1 f2 f3 <<<"${vowels[$(( (i * 7) % 6 ))]}"
        pitch=$(( 100 + (i * 37) % 70 ))
        glide=$(( pitch + (i % 3 == 0 ? 25 : -15) ))
        ms=$(printf %03d $(( 150 + (i * 53) % 200 )))
        gap=$(printf %03d $(( 30 + (i * 29) % 120 )))
        sox -R -n -r 44100 -c 1 -b 16 "$work/speech/s$i.wav" synth "0.$ms" sawtooth "$pitch-$glide" gain -15 \
            lowpass 4000 equalizer "$f1" 2q +18 equalizer "$f2" 3q +14 equalizer "$f3" 4q +10 \
            fade q 0.03 "0.$ms" 0.08 gain -n -3 pad 0 "0.$gap"
        parts+=("$work/speech/s$i.wav")
        if (( i % 4 == 1 )); then
            sox -R -n -r 44100 -c 1 -b 16 "$work/speech/f$i.wav" synth 0.09 whitenoise gain -6 highpass 3500 \
                fade q 0.02 0.09 0.04 gain -n -18 pad 0 0.04
            parts+=("$work/speech/f$i.wav")
        fi
    done
    sox -R "${parts[@]}" -b 16 "$out" trim 0 20 gain -n -3
}

echo "== quality: SNR in dB against the 16-bit source (20 s, 44.1 kHz mono)"
printf '%-8s %10s %10s %10s %10s %10s   %-10s %s\n' signal soundcheck balanced fast ffmpeg sox \
    "- best peer" "fast - best peer"
quality=PASS
fast_quality=PASS
for entry in "${signals[@]}"; do
    name=${entry%%|*}
    synth=${entry#*|}
    src=$work/$name.wav
    if [[ $name == speech ]]; then
        make_speech "$src"
    else
        # shellcheck disable=SC2086
        sox -R -r 44100 -n -r 44100 -c 1 -b 16 "$src" synth 20 $synth gain -3
    fi
    sox "$src" -t raw -e signed -b 16 "$work/$name.raw"
    "$SOUNDCHECK" convert "$src" -o "$work/$name-ours.caf" --overwrite >/dev/null
    ffmpeg -nostdin -v error -y -i "$work/$name-ours.caf" -f s16le "$work/$name-ours.raw"
    for effort in balanced fast; do
        "$SOUNDCHECK" convert "$src" -o "$work/$name-$effort.caf" --effort "$effort" --overwrite >/dev/null
        ffmpeg -nostdin -v error -y -i "$work/$name-$effort.caf" -f s16le "$work/$name-$effort.raw"
    done
    ffmpeg -nostdin -v error -y -i "$src" -c:a adpcm_ima_qt "$work/$name-ffmpeg.caf"
    ffmpeg -nostdin -v error -y -i "$work/$name-ffmpeg.caf" -f s16le "$work/$name-ffmpeg.raw"
    # sox dithers by default (with a random seed unless -R): its best of dithered and not.
    soxbest=-99
    for dither in R D; do
        sox "-$dither" "$src" -e ima-adpcm "$work/$name-sox-$dither.wav"
        sox "$work/$name-sox-$dither.wav" -t raw -e signed -b 16 "$work/$name-sox-by-sox.raw"
        ffmpeg -nostdin -v error -y -i "$work/$name-sox-$dither.wav" -f s16le "$work/$name-sox-by-ffmpeg.raw"
        for decoded in sox ffmpeg; do
            snr=$("$work/snr" "$work/$name.raw" "$work/$name-sox-by-$decoded.raw" | cut -d' ' -f1)
            soxbest=$(awk -v a="$soxbest" -v b="$snr" 'BEGIN { print (a > b ? a : b) }')
        done
    done
    ours=$("$work/snr" "$work/$name.raw" "$work/$name-ours.raw" | cut -d' ' -f1)
    balanced=$("$work/snr" "$work/$name.raw" "$work/$name-balanced.raw" | cut -d' ' -f1)
    fast=$("$work/snr" "$work/$name.raw" "$work/$name-fast.raw" | cut -d' ' -f1)
    theirs=$("$work/snr" "$work/$name.raw" "$work/$name-ffmpeg.raw" | cut -d' ' -f1)
    margin=$(awk -v o="$ours" -v f="$theirs" -v s="$soxbest" 'BEGIN { m = (f > s ? f : s); printf "%+.2f", o - m }')
    fast_margin=$(awk -v o="$fast" -v f="$theirs" -v s="$soxbest" 'BEGIN { m = (f > s ? f : s); printf "%+.2f", o - m }')
    awk -v m="$margin" 'BEGIN { exit !(m >= 1.0) }' || quality=FAIL
    awk -v m="$fast_margin" 'BEGIN { exit !(m > 0) }' || fast_quality=FAIL
    printf '%-8s %10s %10s %10s %10s %10s   %-10s %s\n' "$name" "$ours" "$balanced" "$fast" "$theirs" "$soxbest" \
        "$margin" "$fast_margin"
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

loud=$work/loud.wav
if [[ ! -f $loud ]]; then
    sox -R -r 44100 -n -r 44100 -c 2 -b 16 "$loud" synth 60 pinknoise brownnoise gain -3
fi
echo
echo "== speed: 1 minute of loud stereo noise (every block searched by the default effort)"
printf '%-34s %8s %8s %8s\n' tool "wall s" "cpu s" "peak MB"
loud_table=$(
    run "soundcheck convert (CAF IMA4)" "$SOUNDCHECK" convert "$loud" -o "$work/loud-ours.caf" --no-trim --overwrite
    run "ffmpeg -c:a adpcm_ima_qt (CAF)" ffmpeg -nostdin -v error -y -i "$loud" -c:a adpcm_ima_qt "$work/loud-ffmpeg.caf"
    run "soundcheck --effort balanced" "$SOUNDCHECK" convert "$loud" -o "$work/loud-balanced.caf" --effort balanced \
        --no-trim --overwrite
    run "soundcheck --effort fast" "$SOUNDCHECK" convert "$loud" -o "$work/loud-fast.caf" --effort fast --no-trim \
        --overwrite
)
echo "$loud_table"
loud_ratio=$(awk 'NR == 1 { o = $(NF-2) } NR == 2 { f = $(NF-2) } END { printf "%.2f", f / o }' <<<"$loud_table")
balanced_ratio=$(awk 'NR == 3 { o = $(NF-2) } NR == 2 { f = $(NF-2) } END { printf "%.2f", f / o }' <<<"$loud_table")
fast_ratio=$(awk 'NR == 4 { o = $(NF-2) } NR == 2 { f = $(NF-2) } END { printf "%.2f", f / o }' <<<"$loud_table")

echo
echo "== goals"
speed=$(awk -v f="$ffmpeg_wall" -v o="$ours_wall" 'BEGIN { printf "%.2f", f / o }')
sox_ratio=$(awk -v s="$sox_wall" -v o="$ours_wall" 'BEGIN { printf "%.2f", s / o }')
speed_verdict=$(awk -v r="$speed" 'BEGIN { print (r >= 1 ? "PASS" : "FAIL") }')
memory_verdict=$(awk -v m="$ours_memory" 'BEGIN { print (m < 64 ? "PASS" : "FAIL") }')
printf '%-60s %8s   %s\n' "Q  soundcheck SNR >= 1.0 dB above the better peer, every signal" "" "$quality"
printf '%-60s %8s   %s\n' "S  ffmpeg time / soundcheck time (goal >= 1)" "$speed" "$speed_verdict"
printf '%-60s %8s   %s\n' "   sox time / soundcheck time (for reference)" "$sox_ratio" ""
printf '%-60s %8s   %s\n' "   ffmpeg time / soundcheck time, loud noise (for reference)" "$loud_ratio" ""
printf '%-60s %8s   %s\n' "   the same, --effort balanced (for reference)" "$balanced_ratio" ""
printf '%-60s %8s   %s\n' "M  soundcheck peak memory, MB (goal < 64)" "$ours_memory" "$memory_verdict"
fast_verdict=$(awk -v r="$fast_ratio" -v q="$fast_quality" 'BEGIN { print (r >= 1 && q == "PASS" ? "PASS" : "FAIL") }')
printf '%-60s %8s   %s\n' "F  --effort fast: above both peers everywhere ($fast_quality); ffmpeg time /" "" ""
printf '%-60s %8s   %s\n' "   its time, loud noise (goal >= 1)" "$fast_ratio" "$fast_verdict"
[[ $quality == PASS && $speed_verdict == PASS && $memory_verdict == PASS && $fast_verdict == PASS ]]
