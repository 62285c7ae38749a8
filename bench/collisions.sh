#!/usr/bin/env bash
# collisions.sh: wall time, peak memory (max RSS) and report size of
#
#   soundcheck check TREE --format human
#
# on a sound library that repeats every name in every theme folder (issue 14: 70 theme folders
# of 300 names, 21,000 files, printed 74 MB because each file's name-collision message listed all
# 69 other copies). Every file collides with the other copies of its name, so the report is all
# name-collision errors: its size shows whether the messages grow with the copies.
#
# The tree is made once in bench/work/collisions-FxN/: FOLDERS folders theme-000 … of NAMES files
# sound-000.aifc …, each a hard link to samples/valid/click-alaw.aifc (2.5 KB; the content does not
# matter here, only the names).
#
# Environment:
#   SOUNDCHECK=/path/to/soundcheck          the binary measured (default: swift build -c release)
#   SOUNDCHECK_BEFORE=/path/to/soundcheck   also measure this one (e.g. a build of an older commit)
#
# Exit status: 0 measured, 2 setup error.
set -euo pipefail
export LC_ALL=C

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
fail_tag=error
cd -- "$root"

usage() {
    cat <<EOF
usage: bench/collisions.sh [--folders N] [--names N] [--runs N]

  --folders N   theme folders (default 70)
  --names N     names in each folder (default 300)
  --runs N      runs of each binary; the table shows each (default 3)
  -h, --help    this help

Environment: SOUNDCHECK=/path/to/binary skips 'swift build -c release';
SOUNDCHECK_BEFORE=/path/to/binary measures a second binary beside it.
EOF
}

folders=70
names=300
runs=3
while [[ $# -gt 0 ]]; do
    case $1 in
        --folders) [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || fail_setup "--folders needs a positive number"; folders=$2; shift 2 ;;
        --names)   [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || fail_setup "--names needs a positive number"; names=$2; shift 2 ;;
        --runs)    [[ $# -ge 2 && $2 =~ ^[1-9][0-9]*$ ]] || fail_setup "--runs needs a positive number"; runs=$2; shift 2 ;;
        -h|--help) usage; exit 0 ;;
        *)         usage >&2; fail_setup "unknown option '$1'" ;;
    esac
done

command -v python3 >/dev/null 2>&1 || fail_setup "'python3' not found. Install it: apt-get install python3"
[[ -x /usr/bin/time ]] || fail_setup "/usr/bin/time not found. Install it: apt-get install time"

if [[ -z ${SOUNDCHECK:-} ]]; then
    swift build -c release --product soundcheck >&2 || fail_setup "swift build failed"
    SOUNDCHECK=$root/.build/release/soundcheck
fi
[[ -x $SOUNDCHECK ]] || fail_setup "SOUNDCHECK=$SOUNDCHECK is not an executable"
[[ -z ${SOUNDCHECK_BEFORE:-} || -x $SOUNDCHECK_BEFORE ]] || fail_setup "SOUNDCHECK_BEFORE=$SOUNDCHECK_BEFORE is not an executable"

work=$root/bench/work
# Relative, so the report's paths are as long as a project's (the report size depends on them).
tree=bench/work/collisions-${folders}x${names}
if [[ ! -d $tree ]]; then
    echo "making $tree ($((folders * names)) files) ..." >&2
    python3 - "$tree" "$folders" "$names" "$root/samples/valid/click-alaw.aifc" <<'PY'
import os, sys
tree, folders, names, source = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
staging = tree + ".partial"
for f in range(folders):
    folder = os.path.join(staging, "theme-%03d" % f)
    os.makedirs(folder, exist_ok=True)
    for n in range(names):
        os.link(source, os.path.join(folder, "sound-%03d.aifc" % n))
os.rename(staging, tree)
PY
fi

echo "command : SOUNDCHECK=$SOUNDCHECK${SOUNDCHECK_BEFORE:+ SOUNDCHECK_BEFORE=$SOUNDCHECK_BEFORE} bench/collisions.sh --folders $folders --names $names --runs $runs"
echo "machine : $(nproc) cores, $(uname -sr), load $(cut -d' ' -f1-3 /proc/loadavg), git $(git rev-parse --short HEAD 2>/dev/null || echo '?')"
echo
echo "| binary | run | wall | max RSS | report | lines | longest line |"
echo "|---|---|---|---|---|---|---|"

report=$work/collisions-report.txt
measure() {
    local label=$1 binary=$2 run status
    for ((run = 1; run <= runs; run++)); do
        status=0
        /usr/bin/time -f "%e %M" -o "$work/collisions-time.txt" \
            "$binary" check "$tree" --format human --no-color > "$report" 2>/dev/null || status=$?
        (( status <= 1 )) || fail_setup "$binary exited $status"
        # GNU time puts "Command exited with non-zero status 1" first: the figures are last.
        read -r wall rss < <(tail -n 1 "$work/collisions-time.txt")
        local bytes lines longest
        bytes=$(wc -c < "$report")
        lines=$(wc -l < "$report")
        longest=$(awk '{ if (length($0) > m) m = length($0) } END { print m + 0 }' "$report")
        awk -v label="$label" -v run="$run" -v wall="$wall" -v rss="$rss" -v bytes="$bytes" -v lines="$lines" -v longest="$longest" \
            'BEGIN { printf "| %s | %d | %.2f s | %.1f MB | %.2f MB | %d | %d bytes |\n", label, run, wall, rss / 1024, bytes / 1048576, lines, longest }' 
    done
}

[[ -n ${SOUNDCHECK_BEFORE:-} ]] && measure before "$SOUNDCHECK_BEFORE"
measure after "$SOUNDCHECK"
