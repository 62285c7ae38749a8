#!/usr/bin/env bash
# make-tree.sh DIR [COUNT]
#
# Creates DIR containing COUNT (default 20000) small notification-sound files
# for the speed benchmark: an even mix of
#   - WAV  pcm_s16le (int16), mono, 22050 Hz / 44100 Hz
#   - AIFF-C ulaw and AIFF-C sowt (little-endian int16), mono, 22050 Hz
#   - CAF  IMA4 (adpcm_ima_qt), mono, 22050 Hz / 44100 Hz
# spread over subfolders of 500 files each, with distinct names, e.g.
#   DIR/dir017/sound-08512.wav
# File extensions always match the content.
#
# Six short templates are rendered with ffmpeg, then written out as real,
# independent copies (no hard links, no symlinks). The copies are made with
# one `tee` per (folder, template) pair, so the whole tree takes a few hundred
# processes instead of COUNT of them.
#
# The tree is built in a temporary sibling directory and renamed into place
# at the end, so an existing DIR is always complete. DIR must not exist yet
# (or be empty).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"

usage() {
    echo "usage: $0 DIR [COUNT]   (COUNT defaults to 20000)" >&2
    exit 2
}

[[ $# -ge 1 && $# -le 2 ]] || usage
dest=$1
count=${2:-20000}
per_dir=500

[[ $count =~ ^[1-9][0-9]*$ ]] || fail_setup "COUNT must be a positive integer, got '$count'"
(( count <= 99999 )) || fail_setup "COUNT must be at most 99999"
command -v ffmpeg >/dev/null 2>&1 || fail "ffmpeg not found (apt-get install ffmpeg)"

if [[ -e $dest ]]; then
    if [[ ! -d $dest ]] || [[ -n $(ls -A -- "$dest") ]]; then
        fail "'$dest' already exists and is not an empty directory; remove it first"
    fi
    rmdir -- "$dest"
fi

parent=$(dirname -- "$dest")
mkdir -p -- "$parent"
# Beside DIR, so that it is renamed into place; removed on exit if it is still here.
staging=$(mktemp -d "$parent/.make-tree.XXXXXX")
# shellcheck disable=SC2016  # expanded when the script exits
on_exit 'rm -rf -- "$staging"'
templates=$(temp_dir)

start=$(date +%s.%N)

# --- templates -------------------------------------------------------------
# -bitexact / -map_metadata -1 keep ffmpeg from adding encoder tags (LIST/INFO
# chunks), so files are minimal and reproducible.
ff() { ffmpeg -hide_banner -loglevel error -nostdin -y "$@"; }
sine() { echo "sine=frequency=$1:sample_rate=$2:duration=$3"; }

ff -f lavfi -i "$(sine 880 22050 0.2)"  -ac 1 -c:a pcm_s16le    -bitexact -map_metadata -1 -f wav  "$templates/t0.wav"
ff -f lavfi -i "$(sine 660 44100 0.15)" -ac 1 -c:a pcm_s16le    -bitexact -map_metadata -1 -f wav  "$templates/t1.wav"
ff -f lavfi -i "$(sine 880 22050 0.2)"  -ac 1 -c:a pcm_mulaw    -bitexact -map_metadata -1 -f aiff "$templates/t2.aifc"
ff -f lavfi -i "$(sine 440 22050 0.25)" -ac 1 -c:a pcm_s16le    -bitexact -map_metadata -1 -f aiff "$templates/t3.aifc"
ff -f lavfi -i "$(sine 880 22050 0.2)"  -ac 1 -c:a adpcm_ima_qt -bitexact -map_metadata -1 -f caf  "$templates/t4.caf"
ff -f lavfi -i "$(sine 550 44100 0.3)"  -ac 1 -c:a adpcm_ima_qt -bitexact -map_metadata -1 -f caf  "$templates/t5.caf"

tpl=("$templates/t0.wav" "$templates/t1.wav" "$templates/t2.aifc" "$templates/t3.aifc" "$templates/t4.caf" "$templates/t5.caf")
ext=(wav wav aifc aifc caf caf)
ntpl=${#tpl[@]}

# Sanity check: the AIFF-C templates really are AIFC with the expected
# compression type (ffmpeg writes 'sowt' for little-endian s16 in AIFF-C).
check_magic() { # file offset expected
    local got
    got=$(od -An -c -j "$2" -N 4 -- "$1" | tr -d ' \n')
    [[ $got == "$3" ]] || fail "template $1: expected '$3' at offset $2, got '$got'"
}
check_magic "${tpl[0]}" 8 WAVE
check_magic "${tpl[2]}" 8 AIFC
check_magic "${tpl[2]}" 50 ulaw
check_magic "${tpl[3]}" 8 AIFC
check_magic "${tpl[3]}" 50 sowt
check_magic "${tpl[4]}" 0 caff
check_magic "${tpl[4]}" 28 ima4

# --- copies ----------------------------------------------------------------
# File i (0-based) goes to dir$((i/per_dir)) and uses template i % ntpl, so
# every folder has the same mix. One tee per (folder, template) writes all of
# that folder's files for that template as independent regular files.
ndirs=$(( (count + per_dir - 1) / per_dir ))
for (( d = 0; d < ndirs; d++ )); do
    printf -v dirname 'dir%03d' "$d"
    mkdir "$staging/$dirname"
    lo=$(( d * per_dir ))
    hi=$(( lo + per_dir ))
    if (( hi > count )); then hi=$count; fi
    for (( t = 0; t < ntpl; t++ )); do
        names=()
        for (( i = lo; i < hi; i++ )); do
            (( i % ntpl == t )) || continue
            printf -v name '%s/%s/sound-%05d.%s' "$staging" "$dirname" "$i" "${ext[t]}"
            names+=("$name")
        done
        if (( ${#names[@]} > 0 )); then
            tee -- "${names[@]}" < "${tpl[t]}" > /dev/null
        fi
    done
done

made=$(find "$staging" -type f | wc -l)
(( made == count )) || fail "expected $count files, made $made"

chmod 755 -- "$staging"
mv -T -- "$staging" "$dest"
end=$(date +%s.%N)
awk -v s="$start" -v e="$end" -v n="$count" -v d="$ndirs" -v dest="$dest" \
    'BEGIN { printf "make-tree: %d files in %d folders under %s in %.2f s\n", n, d, dest, e - s }' >&2
