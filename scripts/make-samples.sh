#!/usr/bin/env bash
# Regenerate the sample sound files under samples/ (valid/, warnings/, invalid/, collisions/).
#
# Usage: scripts/make-samples.sh [--verify]
#   --verify  also print, for every file, the chunk dump (scripts/caf_tools.py dump), ffprobe's
#             view, whether ffmpeg decodes it without error, and sndfile-info's verdict.
#
# Needs: bash, python3 (standard library only), ffmpeg/ffprobe (5.1 with libmp3lame), sox;
#        sndfile-info only for --verify.
#   Debian/Ubuntu: apt-get install -y ffmpeg sox libsox-fmt-all sndfile-programs
#
# Everything is synthesised (tones, and pink noise with a fixed seed), with ffmpeg's bitexact
# flags, so reruns with the same tool versions produce byte-identical files. samples/README.md is
# not touched; it documents the files and their measured header facts.
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
script_name=make-samples.sh
cd "$root"

VERIFY=0
[[ "${1:-}" == "--verify" ]] && VERIFY=1

for tool in ffmpeg ffprobe sox python3; do
    command -v "$tool" >/dev/null || fail "$tool is required"
done

TOOLS="python3 scripts/caf_tools.py"
TMP=$(temp_dir)

FF=(ffmpeg -nostdin -hide_banner -v error -y)
BITEXACT=(-fflags +bitexact -flags:a +bitexact -map_metadata -1)

rm -rf samples/valid samples/warnings samples/invalid samples/collisions samples/review
mkdir -p samples/valid samples/warnings samples/invalid samples/collisions/{a,b,c} samples/review

# src NAME RATE DURATION EXPR [CHANNEL_LAYOUT]
#   Synthesise $TMP/NAME.wav, int16 PCM, from an aevalsrc expression ('|' separates channels).
#   aevalsrc stops at exactly RATE*DURATION frames.
src() {
    local name=$1 rate=$2 dur=$3 expr=$4 layout=${5:-mono}
    "${FF[@]}" -f lavfi -i "aevalsrc=exprs='$expr':s=$rate:d=$dur:c=$layout" \
        "${BITEXACT[@]}" -c:a pcm_s16le "$TMP/$name.wav"
}

# noise NAME RATE DURATION SEED: pink noise with a fixed seed, faded in and out.
noise() {
    local name=$1 rate=$2 dur=$3 seed=$4
    "${FF[@]}" -f lavfi -i "anoisesrc=d=$dur:c=pink:r=$rate:a=0.5:seed=$seed" \
        -af "afade=t=in:d=0.15,afade=t=out:st=$(python3 -c "print($dur/2)"):d=$(python3 -c "print($dur/2)")" \
        "${BITEXACT[@]}" -c:a pcm_s16le "$TMP/$name.wav"
}

# enc NAME OUT FFMPEG_OUTPUT_ARGS...: encode $TMP/NAME.wav into OUT.
enc() {
    local name=$1 out=$2
    shift 2
    "${FF[@]}" -i "$TMP/$name.wav" "${BITEXACT[@]}" "$@" "$out"
}

# apple_ima4 NAME OUT: CAF IMA4 as afconvert writes it (desc bits 0, pakt with the exact frame
# count and 0 packets, no chan chunk). ffmpeg writes mBitsPerChannel 4, a chan chunk, no pakt.
apple_ima4() {
    local name=$1 out=$2
    enc "$name" "$TMP/$name.ffmpeg.caf" -c:a adpcm_ima_qt -f caf
    $TOOLS apple-ima4 "$TMP/$name.ffmpeg.caf" "$out" \
        --valid-frames "$($TOOLS pcm-frames "$TMP/$name.wav")"
}

# A percussive envelope: fast attack, exponential decay.
decay() { echo "min(1,t*400)*exp(-$1*t)"; }

# ------------------------------------------------------------------ valid/
V=samples/valid

src chime 22050 1.2 "(0.45*sin(2*PI*880*t)+0.2*sin(2*PI*1320*t))*$(decay 3)"
apple_ima4 chime $V/chime-ima4.caf

src bell 22050 0.8 "0.4*sin(2*PI*660*t)*$(decay 4)|0.4*sin(2*PI*990*t)*$(decay 4)" stereo
enc bell $V/bell-ima4-stereo.aifc -c:a adpcm_ima_qt -f aiff

src pop 22050 0.3 "0.6*sin(2*PI*(180+500*exp(-25*t))*t)*$(decay 14)"
enc pop $V/pop-float32.caf -c:a pcm_f32le -f caf

src beep 8000 0.5 "0.5*sin(2*PI*1000*t)*min(1,t*200)*min(1,(0.5-t)*200)"
enc beep $V/beep-ulaw.caf -c:a pcm_mulaw -f caf

src tone 8000 0.5 "0.5*sin(2*PI*440*t)*min(1,t*200)*min(1,(0.5-t)*200)"
enc tone $V/tone-alaw.caf -c:a pcm_alaw -f caf

# Written to a pipe, ffmpeg's CAF muxer cannot seek back: the data chunk size stays -1.
src streamed 22050 0.4 "0.5*sin(2*PI*523.25*t)*$(decay 5)"
"${FF[@]}" -i "$TMP/streamed.wav" "${BITEXACT[@]}" -c:a pcm_s16le -f caf - > $V/streamed-pcm.caf

src knock 22050 0.4 "0.8*sin(2*PI*110*t)*$(decay 18)+0.3*sin(2*PI*230*t)*$(decay 30)"
enc knock $V/knock-pcm16.aiff -c:a pcm_s16be -f aiff

src alert 8000 0.5 "0.5*sin(2*PI*if(lt(t,0.25),700,950)*t)*min(1,t*200)*min(1,(0.5-t)*200)"
enc alert $V/alert-ulaw.aifc -c:a pcm_mulaw -f aiff

src click 8000 0.3 "0.7*sin(2*PI*2000*t)*$(decay 40)"
enc click $V/click-alaw.aifc -c:a pcm_alaw -f aiff

noise swoosh 22050 0.4 11
enc swoosh $V/swoosh-sowt.aifc -c:a pcm_s16le -f aiff

src ping 22050 0.5 "0.5*sin(2*PI*1568*t)*$(decay 7)"
enc ping $V/ping-pcm16.wav -c:a pcm_s16le -f wav

src buzz 8000 0.4 "0.25*sgn(sin(2*PI*150*t))*min(1,t*200)*min(1,(0.4-t)*200)"
enc buzz $V/buzz-alaw.wav -c:a pcm_alaw -f wav

src ring 8000 0.4 "(0.3*sin(2*PI*440*t)+0.3*sin(2*PI*480*t))*min(1,t*200)*min(1,(0.4-t)*200)"
enc ring $V/ring-ulaw.wav -c:a pcm_mulaw -f wav

# ------------------------------------------------------------------ warnings/
W=samples/warnings

# CAF IMA4 bytes named .wav, as real apps ship them.
src doorbell 22050 0.7 "0.5*sin(2*PI*if(lt(t,0.35),659.25,523.25)*t)*min(1,mod(t,0.35)*400)*exp(-6*mod(t,0.35))"
apple_ima4 doorbell $W/doorbell.wav

# WAV IMA/DVI ADPCM (tag 0x11). sox, not ffmpeg: sox's fact chunk holds the real frame count
# (4000), less than the 8 blocks x 505 = 4040 frames of capacity; ffmpeg's adpcm_ima_wav writes
# the padded count (2 blocks x 2041 = 4082) into fact, so it would not tell the two apart.
# -D: no dither (sox dithers with a time-seeded generator by default, so output would change on
# every run); -R: repeatable mode.
src dvi 8000 0.5 "0.5*sin(2*PI*750*t)*min(1,t*200)*min(1,(0.5-t)*200)"
sox -R -D "$TMP/dvi.wav" -e ima-adpcm $W/dvi-adpcm.wav

# Written to a pipe, WAV and AIFF writers cannot seek back to fill in their sizes: they leave
# placeholders (SPEC §8), which players read to the end of the file.
# ffmpeg, WAV: RIFF and data sizes 0xFFFFFFFF.
src streamedff 22050 0.4 "0.5*sin(2*PI*783.99*t)*$(decay 6)"
"${FF[@]}" -i "$TMP/streamedff.wav" "${BITEXACT[@]}" -c:a pcm_s16le -f wav - | cat > $W/streamed-ffmpeg.wav
# sox, WAV: data 0x7FFFF000 (RIFF 0x7FFFF024) when it does not know the length, as with raw
# samples from a pipe. -V1: no warning that the header "will be wrong".
src streamedsox 22050 0.4 "0.5*sin(2*PI*659.25*t)*$(decay 6)"
sox -R -D -V1 "$TMP/streamedsox.wav" -t s16 - | sox -R -D -V1 -t s16 -r 22050 -c 1 - -t wav - | cat > $W/streamed-sox.wav
# sox, AIFF: SSND 0x7F000008, COMM 0x3F800000 frames (0x7F000000 bytes of 16-bit mono), FORM the sum.
src streamedaiff 22050 0.4 "0.5*sin(2*PI*587.33*t)*$(decay 6)"
sox -R -D -V1 "$TMP/streamedaiff.wav" -t aiff - | cat > $W/streamed-sox.aiff

# ------------------------------------------------------------------ invalid/
I=samples/invalid

# 244000 frames = 30.5 s: over the 30 s limit.
src toolong 8000 30.5 "0.05*sin(2*PI*440*t)"
apple_ima4 toolong $I/too-long.caf

# ffmpeg 5.1's CAF muxer refuses AAC ("muxing codec currently unsupported"): encode ADTS and wrap
# it as afconvert does (desc 'aac ', kuki esds, pakt with packet sizes and 1024 priming frames).
src aac 22050 0.5 "0.5*sin(2*PI*587.33*t)*$(decay 4)"
enc aac "$TMP/aac.adts" -c:a aac -b:a 32k -f adts
$TOOLS aac-caf "$TMP/aac.adts" $I/aac-in.caf --valid-frames "$($TOOLS pcm-frames "$TMP/aac.wav")"

# MP3 named .wav: no ID3 tag, no Xing frame, so the file starts with an MPEG frame sync.
src mp3a 22050 0.5 "0.5*sin(2*PI*698.46*t)*$(decay 4)"
enc mp3a $I/mp3-renamed.wav -c:a libmp3lame -b:a 32k -id3v2_version 0 -write_xing 0 -f mp3

# MP3 left in the sound folder: starts with an ID3v2 tag.
src mp3b 22050 0.5 "0.5*sin(2*PI*783.99*t)*$(decay 4)"
enc mp3b $I/theme.mp3 -c:a libmp3lame -b:a 32k -f mp3

# MP3 of 31 s: over iOS's limit whatever the format; its Xing/LAME header gives the length.
src mp3long 8000 31 "0.3*sin(2*PI*440*t)*min(1,t*50)"
enc mp3long $I/too-long.mp3 -c:a libmp3lame -b:a 8k -f mp3

# WAV Microsoft ADPCM (tag 0x0002): an encoding iOS has no decoder for, unlike AAC or MP3
# (undocumented-format): the default sound plays. sox, -R -D as for dvi-adpcm.wav.
src msadpcm 8000 0.5 "0.5*sin(2*PI*880*t)*min(1,t*200)*min(1,(0.5-t)*200)"
sox -R -D "$TMP/msadpcm.wav" -e ms-adpcm $I/ms-adpcm.wav

# Cut in the middle of the data chunk; the headers still declare 11025 frames.
src trunc 22050 0.5 "0.5*sin(2*PI*1174.66*t)*$(decay 5)"
$TOOLS truncate-wav "$TMP/trunc.wav" $I/truncated.wav

# Step index 100 (> 88) in the block header of the 3rd packet.
src corrupt 22050 0.5 "0.5*sin(2*PI*987.77*t)*$(decay 5)"
apple_ima4 corrupt $I/corrupt-ima4.caf
$TOOLS set-step-index $I/corrupt-ima4.caf --packet 2 --index 100 >/dev/null

printf 'This is not a sound.\n' > $I/not-audio.caf

$TOOLS empty-wav $I/empty.wav --rate 22050 --channels 1

# ------------------------------------------------------------------ collisions/
# a/ding.caf and b/ding.caf: same name in two folders (one bundle name, two files).
# c/Ding.caf: differs only in case. It lives in its own folder, not beside b/ding.caf, so the
# repository still checks out on case-insensitive file systems (macOS, Windows).
C=samples/collisions
src dinga 22050 0.3 "0.5*sin(2*PI*1046.5*t)*$(decay 10)"
apple_ima4 dinga $C/a/ding.caf
src dingb 22050 0.3 "0.5*sin(2*PI*1318.51*t)*$(decay 10)"
apple_ima4 dingb $C/b/ding.caf
src dingc 22050 0.3 "0.5*sin(2*PI*1567.98*t)*$(decay 10)"
apple_ima4 dingc $C/c/Ding.caf

# ------------------------------------------------------------------ review
# What only decoding shows (the review rules of `soundcheck report`): a tone driven past full
# scale (clipping), and one that starts after 0.3 s of silence (late-start); both fade out over
# their last 50 ms, so neither ends abruptly.
src clipped 22050 0.5 "max(-1,min(1,1.5*sin(2*PI*880*t)))*min(1,(0.5-t)*20)"
cp "$TMP/clipped.wav" samples/review/clipped.wav
src late 22050 0.8 "if(lt(t,0.3),0,0.5*sin(2*PI*880*t)*min(1,(0.8-t)*20))"
cp "$TMP/late.wav" samples/review/late.wav

# ------------------------------------------------------------------ report
mapfile -t FILES < <(find samples/valid samples/warnings samples/invalid samples/collisions samples/review \
    -type f | LC_ALL=C sort)

if [[ $VERIFY == 1 ]]; then
    for f in "${FILES[@]}"; do
        echo "=================================================================== $f"
        $TOOLS dump "$f" | sed 1d
        echo "  -- ffprobe:"
        ffprobe -hide_banner "$f" 2>&1 | grep -E 'Duration|Stream|Invalid|rror' | sed 's/^/    /' || true
        if ffmpeg -nostdin -v error -i "$f" -f null - >"$TMP/log" 2>&1 && [[ ! -s $TMP/log ]]; then
            echo "  -- ffmpeg decode: ok"
        else
            echo "  -- ffmpeg decode: FAILED or warned: $(head -c 300 "$TMP/log" | tr '\n' ' ')"
        fi
        if command -v sndfile-info >/dev/null; then
            sf="$(sndfile-info "$f" 2>&1 || true)"
            if grep -q '^Frames' <<<"$sf"; then
                echo "  -- sndfile-info: $(grep -E '^(Frames|Format|Sample Rate|Channels) ' <<<"$sf" | tr -s ' ' | paste -sd ';')"
            else
                echo "  -- sndfile-info: cannot open: $(grep -iE 'error|unsupported|not able' <<<"$sf" | head -2 | paste -sd ' ')"
            fi
        fi
    done
    echo
fi

printf 'path\tcontainer\tencoding\trate\tchannels\tframes\tduration_s\tbytes\n'
for f in "${FILES[@]}"; do
    printf '%s\t%s\n' "$($TOOLS facts "$f")" "$(wc -c < "$f")"
done
echo "total bytes: $(cat "${FILES[@]}" | wc -c)"
