#!/usr/bin/env bash
# ipa-memory.sh: peak memory (max RSS) and wall time of
#
#   soundcheck check Big.ipa --format json
#
# on a ~500 MB .ipa, to show that an .ipa is read as a stream: only the zip's central directory
# and the sound entries are read, each sound streamed into a temporary file, so memory stays
# far below the archive's size.
#
# The .ipa is made once by Python's zipfile (an implementation independent of soundcheck's) in
# bench/work/ipa-memory/: Payload/Big.app/ with
#   - incompressible filler (random bytes, 8 MB entries, stored), the bulk of the archive;
#   - the sounds of samples/valid, deflated, at the app's root, in Sounds/ and in
#     PlugIns/Widget.appex/;
#   - one 40 MB WAV of noise, deflated: a large entry, which must be streamed, not held.
#
# Goal: max RSS of the .ipa check < 64 MB (and not growing with the archive's size: compare
# --size 100 with --size 500).
#
# Environment: SOUNDCHECK=/path/to/soundcheck uses that binary instead of building one
# (swift build -c release --product soundcheck).
#
# Exit status: 0 goal met, 1 goal missed, 2 setup error (including a soundcheck whose check
# command does not read .ipa files yet).
set -euo pipefail
export LC_ALL=C

caller_cwd=$PWD
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
fail_tag=error
cd -- "$root"

usage() {
    cat <<EOF
usage: bench/ipa-memory.sh [--size MB] [--rebuild]

  --size MB    approximate size of the .ipa (default 500)
  --rebuild    make the .ipa again even if it exists
  -h, --help   this help

Environment: SOUNDCHECK=/path/to/binary skips 'swift build -c release'.
EOF
}

size_mb=500
rebuild=0
while [[ $# -gt 0 ]]; do
    case $1 in
        --size)    [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || fail_setup "--size needs a positive number of MB"; size_mb=$2; shift 2 ;;
        --rebuild) rebuild=1; shift ;;
        -h|--help) usage; exit 0 ;;
        *)         usage >&2; fail_setup "unknown option '$1'" ;;
    esac
done

command -v python3 >/dev/null 2>&1 || fail_setup "'python3' not found. Install it: apt-get install python3"
[[ -x /usr/bin/time ]] || fail_setup "/usr/bin/time not found. Install it: apt-get install time"

work=$root/bench/work/ipa-memory
ipa=$work/Big-${size_mb}MB.ipa
mkdir -p -- "$work"

# ---------------------------------------------------------------------------
# The archive
# ---------------------------------------------------------------------------
if (( rebuild )) || [[ ! -f $ipa ]]; then
    echo "making $ipa (~${size_mb} MB) ..."
    python3 - "$ipa" "$size_mb" "$root/samples/valid" <<'PY'
import os, struct, sys, zipfile
ipa, size_mb, samples = sys.argv[1], int(sys.argv[2]), sys.argv[3]
app = "Payload/Big.app/"
chunk = 8 << 20
tmp = ipa + ".partial"
with zipfile.ZipFile(tmp, "w", zipfile.ZIP_STORED, allowZip64=True) as z:
    z.writestr(app + "Info.plist", "<plist/>")
    noise = 40 << 20
    for i in range(max(1, ((size_mb << 20) - noise) // chunk)):
        z.writestr(app + "Assets/filler-%03d.bin" % i, os.urandom(chunk))
    for name in sorted(os.listdir(samples)):
        data = open(os.path.join(samples, name), "rb").read()
        for folder in ("", "Sounds/", "PlugIns/Widget.appex/"):
            z.writestr(app + folder + name, data, zipfile.ZIP_DEFLATED)
    # 40 MB of 16-bit mono noise at 44.1 kHz: far too long for a notification, and large.
    frames = noise // 2
    header = b"RIFF" + struct.pack("<I", 36 + 2 * frames) + b"WAVEfmt " + struct.pack("<IHHIIHH", 16, 1, 1, 44100, 88200, 2, 16)
    z.writestr(app + "noise.wav", header + b"data" + struct.pack("<I", 2 * frames) + os.urandom(2 * frames), zipfile.ZIP_DEFLATED)
os.replace(tmp, ipa)
PY
fi
ipa_bytes=$(stat -c %s -- "$ipa")

# ---------------------------------------------------------------------------
# soundcheck
# ---------------------------------------------------------------------------
if [[ -n ${SOUNDCHECK:-} ]]; then
    case $SOUNDCHECK in /*) ;; */*) SOUNDCHECK=$caller_cwd/$SOUNDCHECK ;; esac
    soundcheck=$SOUNDCHECK
else
    echo "building soundcheck (release) ..."
    swift build -c release --product soundcheck >/dev/null || fail_setup "swift build -c release failed"
    soundcheck=$root/.build/release/soundcheck
fi
[[ -x $soundcheck ]] || fail_setup "no soundcheck at $soundcheck"

# measure LABEL ARGS...: runs soundcheck ARGS under /usr/bin/time -v, JSON report to $work/LABEL.json;
# sets RSS_KB and WALL.
measure() {
    local label=$1; shift
    local status=0
    /usr/bin/time -v -o "$work/$label.time" "$soundcheck" "$@" > "$work/$label.json" 2> "$work/$label.err" || status=$?
    # check exits 1 for findings (the noise is too long): anything above is a failure to run.
    (( status <= 1 )) || fail_setup "soundcheck $* exited $status: $(head -c 600 "$work/$label.err")"
    RSS_KB=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$work/$label.time")
    WALL=$(awk -F': ' '/Elapsed \(wall clock\) time/ { print $2 }' "$work/$label.time")
}

measure baseline check samples/valid --format json
base_rss=$RSS_KB base_wall=$WALL

measure ipa check "$ipa" --format json
grep -q 'Payload/Big.app/Sounds/chime-ima4.caf' "$work/ipa.json" ||
    fail_setup "this soundcheck does not read .ipa files in 'check' yet (no Payload/Big.app/… in its report); run this script on a build with the check command's integration of built products"
[[ ! -s $work/ipa.err ]] || { echo "standard error of the .ipa check:"; head -20 "$work/ipa.err"; }

echo
echo "soundcheck   : $soundcheck"
echo "archive      : $ipa ($(awk -v b="$ipa_bytes" 'BEGIN { printf "%.1f MB", b / 1048576 }'))"
printf '%-34s %12s %12s\n' "" "max RSS" "wall"
printf '%-34s %9.1f MB %12s\n' "check samples/valid (baseline)" "$(awk -v k="$base_rss" 'BEGIN { print k / 1024 }')" "$base_wall"
printf '%-34s %9.1f MB %12s\n' "check Big.ipa --format json" "$(awk -v k="$RSS_KB" 'BEGIN { print k / 1024 }')" "$WALL"
echo
if (( RSS_KB < 64 * 1024 )); then
    echo "PASS  max RSS < 64 MB for a $(awk -v b="$ipa_bytes" 'BEGIN { printf "%.0f MB", b / 1048576 }') .ipa"
else
    echo "FAIL  max RSS $(( RSS_KB / 1024 )) MB >= 64 MB"
    exit 1
fi
