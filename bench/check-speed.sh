#!/usr/bin/env bash
# check-speed.sh: time soundcheck side by side with its peers, in one run.
#
#   (a) C loop: sf_open/sf_close on every file of the tree  (bench/sf_open_loop.c)
#   (b) soundcheck check TREE > /dev/null   (the default human report; SOUNDCHECK_ARGS adds options)
#   (c) sndfile-info once per file over the tree             (find | xargs -n1)
#   (d) soundcheck check samples/  vs  sndfile-info once per file in samples/
#
# Goals (from the issue):
#   G1  sndfile-info-per-file(tree) / soundcheck(tree)  >= 100
#   G2  soundcheck(tree) / C-loop(tree)                 <= 3
#   G3  soundcheck(samples) / sndfile-info-per-file(samples) < 1
#   G4  soundcheck(tree) with SOUNDCHECK_ARGS="--format json" / C-loop(tree) <= 1.1 (issue 26)
#
# All runs are warm-cache: the page cache cannot be dropped here, so the tree
# and samples are read once before anything is timed.
#
# Environment:
#   SOUNDCHECK=/path/to/soundcheck   use this binary instead of building one
#   SOUNDCHECK_ARGS="--format json"  extra args after `check DIR` (default: none)
#   SAMPLES_DIR=/some/dir            compare on this directory instead of samples/
#
# Exit status: 0 all goals PASS (or SKIP), 1 some goal FAILed, 2 setup error.
set -euo pipefail
export LC_ALL=C   # '.' as decimal separator for EPOCHREALTIME, awk, printf

# Relative paths in SOUNDCHECK / SAMPLES_DIR are relative to the caller's cwd.
caller_cwd=$PWD
abspath_from_caller() { # name-or-path -> REPLY (bare command names are left alone)
    case $1 in
        /*|'') REPLY=$1 ;;
        */*)   REPLY=$caller_cwd/$1 ;;
        *)     REPLY=$1 ;;
    esac
}
if [[ -n ${SOUNDCHECK:-} ]]; then abspath_from_caller "$SOUNDCHECK"; SOUNDCHECK=$REPLY; fi
if [[ -n ${SAMPLES_DIR:-} ]]; then
    case $SAMPLES_DIR in /*) ;; *) SAMPLES_DIR=$caller_cwd/$SAMPLES_DIR ;; esac
fi

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
fail_tag=error
cd -- "$root"

usage() {
    cat <<EOF
usage: bench/check-speed.sh [options]

  --count N                  files in the generated tree (default 20000)
  --runs N                   runs of the cheap tree commands, median reported (default 3)
  --samples-reps N           repetitions of the samples/ comparison (default 20)
  --sndfile-info-sample N    time sndfile-info on only N evenly spread tree files and
                             extrapolate to the whole tree (default: run all files)
  --rebuild-tree             delete and regenerate the tree first
  --hyperfine                additionally run hyperfine on the cheap commands (if installed)
  -h, --help                 this help

Environment: SOUNDCHECK=/path/to/binary skips 'swift build -c release'.
EOF
}

count=20000
runs=3
samples_reps=20
sfi_sample=0
rebuild_tree=0
use_hyperfine=0
orig_args=("$@")

posint() { [[ $2 =~ ^[1-9][0-9]*$ ]] || fail_setup "$1 needs a positive integer, got '$2'"; }
while [[ $# -gt 0 ]]; do
    case $1 in
        --count)               [[ $# -ge 2 ]] || fail_setup "$1 needs a value"; posint "$1" "$2"; count=$2; shift 2 ;;
        --runs)                [[ $# -ge 2 ]] || fail_setup "$1 needs a value"; posint "$1" "$2"; runs=$2; shift 2 ;;
        --samples-reps)        [[ $# -ge 2 ]] || fail_setup "$1 needs a value"; posint "$1" "$2"; samples_reps=$2; shift 2 ;;
        --sndfile-info-sample) [[ $# -ge 2 ]] || fail_setup "$1 needs a value"; posint "$1" "$2"; sfi_sample=$2; shift 2 ;;
        --rebuild-tree)        rebuild_tree=1; shift ;;
        --hyperfine)           use_hyperfine=1; shift ;;
        -h|--help)             usage; exit 0 ;;
        *)                     usage >&2; fail_setup "unknown option '$1'" ;;
    esac
done

work=$root/bench/work
tree=$work/tree-$count
samples_dir=${SAMPLES_DIR:-$root/samples}
read -r -a sc_args <<< "${SOUNDCHECK_ARGS-}"

# ---------------------------------------------------------------------------
# Tools
# ---------------------------------------------------------------------------
need() { # tool  how-to-install
    command -v "$1" >/dev/null 2>&1 || fail_setup "'$1' not found. Install it: $2"
}
need sndfile-info "apt-get install sndfile-programs"
need cc           "apt-get install build-essential (or gcc/clang)"
need pkg-config   "apt-get install pkg-config"
need ffmpeg       "apt-get install ffmpeg   (only needed to generate the tree)"
need awk          "apt-get install gawk"
pkg-config --exists sndfile || fail_setup "pkg-config cannot find sndfile. Install it: apt-get install libsndfile1-dev"
if (( use_hyperfine )) && ! command -v hyperfine >/dev/null 2>&1; then
    fail_setup "--hyperfine given but 'hyperfine' not found. Install it: apt-get install hyperfine"
fi

mkdir -p -- "$work"

# Timing. EPOCHREALTIME (bash >= 5) costs no fork; otherwise fall back to date.
if [[ -n ${EPOCHREALTIME:-} ]]; then
    clock_src=EPOCHREALTIME
else
    clock_src="date +%s.%N"
fi

# Children CPU time (user+sys) so far, via the `times` builtin, written to a
# file because a $(...) subshell would see its own (zero) children times.
cpu_file=$work/.times
children_cpu() { # -> REPLY (seconds)
    times > "$cpu_file"
    local l2
    { read -r _; read -r l2; } < "$cpu_file"
    REPLY=$(awk '{ s = 0; for (i = 1; i <= NF; i++) { split($i, p, "m"); sub("s", "", p[2]); s += p[1] * 60 + p[2] } printf "%.3f", s }' <<< "$l2")
}

# timeit CMD...   runs CMD; sets T_WALL, T_CPU (seconds) and T_RC (exit status).
# Exit status of CMD never aborts the script; callers decide what is OK.
timeit() {
    local s e c0
    children_cpu; c0=$REPLY
    T_RC=0
    if [[ $clock_src == EPOCHREALTIME ]]; then
        s=$EPOCHREALTIME; "$@" || T_RC=$?; e=$EPOCHREALTIME
    else
        s=$(date +%s.%N); "$@" || T_RC=$?; e=$(date +%s.%N)
    fi
    children_cpu
    T_WALL=$(awk -v s="$s" -v e="$e" 'BEGIN { printf "%.6f", e - s }')
    T_CPU=$(awk -v a="$c0" -v b="$REPLY" 'BEGIN { printf "%.3f", b - a }')
}

median() { printf '%s\n' "$@" | sort -g | awk '{ a[NR] = $1 } END { if (NR % 2) printf "%.6f", a[(NR + 1) / 2]; else printf "%.6f", (a[NR / 2] + a[NR / 2 + 1]) / 2 }'; }
minimum() { printf '%s\n' "$@" | sort -g | head -n1; }
fmt_list() { printf '%s\n' "$@" | awk '{ printf "%s%.3f", (NR > 1 ? " " : ""), $1 }'; }

# ---------------------------------------------------------------------------
# Machine facts
# ---------------------------------------------------------------------------
cpu_model=$(awk -F': *' '/^model name/ { print $2; exit }' /proc/cpuinfo 2>/dev/null || true)
[[ -n $cpu_model ]] || cpu_model=$(lscpu 2>/dev/null | awk -F': *' '/Model name/ { print $2; exit }' || true)
[[ -n $cpu_model ]] || cpu_model=unknown
load_start=$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)
git_rev=$(git rev-parse --short HEAD 2>/dev/null || echo "no commits")
git_dirty=""
if [[ -n $(git status --porcelain 2>/dev/null | head -n1) ]]; then git_dirty=" (+ uncommitted changes)"; fi

echo "== soundcheck speed benchmark"
env_note=""
for v in SOUNDCHECK SOUNDCHECK_ARGS SAMPLES_DIR; do
    if [[ -n ${!v:-} ]]; then env_note+="$v=$(printf '%q' "${!v}") "; fi
done
echo "command      : ${env_note}bench/check-speed.sh${orig_args[*]:+ ${orig_args[*]}}"
echo "date         : $(date -u +%Y-%m-%dT%H:%M:%SZ)"
echo "git          : $git_rev$git_dirty"
echo "nproc        : $(nproc)"
echo "cpu          : $cpu_model"
echo "kernel       : $(uname -srm)"
echo "libsndfile   : $(pkg-config --modversion sndfile) (pkg-config)"
echo "filesystem   : $(df -PT -- "$work" | awk 'NR == 2 { print $2 }') ($work)"
echo "load (1/5/15): $load_start"
echo "clock        : $clock_src"
nproc_n=$(nproc)
if awk -v l="${load_start%% *}" -v n="$nproc_n" 'BEGIN { exit !(l > 0.5 * n) }' 2>/dev/null; then
    echo "WARNING      : 1-minute load is above half the cores; something else is running (a swift build?). Numbers will be noisy."
fi
echo

# ---------------------------------------------------------------------------
# Build: C loop and soundcheck
# ---------------------------------------------------------------------------
cloop=$work/sf_open_loop
echo "-- building C loop: cc -O2 bench/sf_open_loop.c -o $cloop \$(pkg-config --cflags --libs sndfile)"
# shellcheck disable=SC2046
cc -O2 bench/sf_open_loop.c -o "$cloop" $(pkg-config --cflags --libs sndfile) || fail_setup "building the C loop failed"

if [[ -n ${SOUNDCHECK:-} ]]; then
    sc=$(command -v -- "$SOUNDCHECK" || true)
    [[ -n $sc && -x $sc ]] || fail_setup "SOUNDCHECK='$SOUNDCHECK' is not an executable"
    echo "-- using SOUNDCHECK=$sc (not building)"
else
    need swift "install a Swift toolchain, or set SOUNDCHECK=/path/to/soundcheck"
    echo "-- building soundcheck: swift build -c release --product soundcheck"
    swift build -c release --product soundcheck || fail_setup "swift build failed"
    sc=$(swift build -c release --show-bin-path)/soundcheck
    [[ -x $sc ]] || fail_setup "built, but $sc is not an executable"
fi
echo

# ---------------------------------------------------------------------------
# Tree
# ---------------------------------------------------------------------------
if (( rebuild_tree )) && [[ -e $tree ]]; then
    echo "-- removing $tree (--rebuild-tree)"
    rm -rf -- "$tree"
fi
if [[ ! -d $tree ]]; then
    echo "-- creating tree: bench/make-tree.sh $tree $count"
    bash "$root/bench/make-tree.sh" "$tree" "$count" || fail_setup "make-tree.sh failed"
fi
tree_files=$(find "$tree" -type f | wc -l)
(( tree_files == count )) || fail_setup "$tree has $tree_files files, expected $count. Rerun with --rebuild-tree."
echo "-- tree: $tree ($tree_files files: $(find "$tree" -type f -name '*.wav' | wc -l) wav, $(find "$tree" -type f -name '*.aifc' | wc -l) aifc, $(find "$tree" -type f -name '*.caf' | wc -l) caf)"

# Samples: every regular file except docs/metadata and dotfiles.
samples=()
if [[ -d $samples_dir ]]; then
    while IFS= read -r -d '' f; do samples+=("$f"); done < <(
        find "$samples_dir" -type f ! -name '.*' ! -iname '*.md' ! -iname '*.txt' ! -iname '*.json' \
             ! -iname 'README*' ! -iname 'LICENSE*' -print0 | sort -z)
fi
n_samples=${#samples[@]}
echo "-- samples: $samples_dir ($n_samples files)"

# ---------------------------------------------------------------------------
# Warm-up (all runs are warm-cache)
# ---------------------------------------------------------------------------
echo "-- warm-up: reading every file once; ALL TIMINGS BELOW ARE WARM-CACHE"
find "$tree" -type f -print0 | xargs -0 cat > /dev/null
if (( n_samples > 0 )); then cat -- "${samples[@]}" > /dev/null; fi

# One untimed run of each tool doubles as a sanity check.
"$cloop" "$tree" > "$work/cloop.out" || fail_setup "C loop failed on $tree"
cloop_counts=$(cat "$work/cloop.out")
echo "   C loop   : $cloop_counts"

# shellcheck disable=SC2317  # run by timeit
sc_tree() { "$sc" check "$tree" "${sc_args[@]}" > /dev/null 2> "$work/soundcheck-tree.stderr"; }
sc_ok() { [[ $1 -eq 0 || $1 -eq 1 ]]; }   # 1 = findings present, expected
rc=0; "$sc" check "$tree" --format json > "$work/soundcheck-tree.json" 2> "$work/soundcheck-tree.stderr" || rc=$?
if ! sc_ok "$rc"; then
    echo "soundcheck exited with status $rc on the tree; stderr (first lines):" >&2
    head -n 20 "$work/soundcheck-tree.stderr" >&2
    fail_setup "soundcheck failed (exit status $rc); 0 and 1 are the accepted statuses"
fi
json_bytes=$(wc -c < "$work/soundcheck-tree.json")
json_note=""
if (( json_bytes == 0 )); then
    json_note="  WARNING: empty output (is SOUNDCHECK a stand-in?)"
elif command -v python3 >/dev/null 2>&1 && ! python3 -m json.tool "$work/soundcheck-tree.json" > /dev/null 2>&1; then
    json_note="  WARNING: output is not valid JSON"
elif command -v python3 >/dev/null 2>&1; then
    # If the report has a top-level "files" list, it should list every tree file.
    json_files=$(python3 -c 'import json, sys
d = json.load(open(sys.argv[1]))
print(len(d["files"]) if isinstance(d, dict) and isinstance(d.get("files"), list) else "")' "$work/soundcheck-tree.json" 2>/dev/null || true)
    if [[ -n $json_files ]]; then
        json_note="  ($json_files files in the report)"
        (( json_files == tree_files )) || json_note="  WARNING: the report lists $json_files files, the tree has $tree_files"
    fi
fi
echo "   soundcheck: exit $rc, $json_bytes bytes of output (kept in bench/work/soundcheck-tree.json)$json_note"
echo

# ---------------------------------------------------------------------------
# (a) + (b): C loop and soundcheck over the tree, interleaved, $runs runs each
# ---------------------------------------------------------------------------
# shellcheck disable=SC2317  # run by timeit
cloop_tree() { "$cloop" "$tree" > /dev/null; }
cl_w=(); cl_c=(); sc_w=(); sc_c=(); sc_rcs=()
echo "-- (a)/(b) tree: $runs interleaved runs each"
for (( r = 1; r <= runs; r++ )); do
    timeit cloop_tree
    (( T_RC == 0 )) || fail_setup "C loop failed (exit $T_RC)"
    cl_w+=("$T_WALL"); cl_c+=("$T_CPU")
    timeit sc_tree
    sc_ok "$T_RC" || fail_setup "soundcheck failed (exit $T_RC); see $work/soundcheck-tree.stderr"
    sc_w+=("$T_WALL"); sc_c+=("$T_CPU"); sc_rcs+=("$T_RC")
done
cl_med=$(median "${cl_w[@]}"); cl_cpu=$(median "${cl_c[@]}")
sc_med=$(median "${sc_w[@]}"); sc_cpu=$(median "${sc_c[@]}")
echo "   C loop     wall s: $(fmt_list "${cl_w[@]}")   (min $(minimum "${cl_w[@]}"))"
echo "   soundcheck wall s: $(fmt_list "${sc_w[@]}")   (min $(minimum "${sc_w[@]}"), exit statuses: ${sc_rcs[*]})"

# ---------------------------------------------------------------------------
# (c): sndfile-info once per file over the tree (slow: one process per file)
# ---------------------------------------------------------------------------
if (( sfi_sample > 0 && sfi_sample < tree_files )); then
    sfi_list=$work/sndfile-info-sample.list
    # Evenly spread over the sorted tree, so the format mix is preserved.
    # (Tree names are generated by make-tree.sh: no newlines, so a plain list is safe.)
    find "$tree" -type f | sort | \
        awk -v n="$sfi_sample" -v t="$tree_files" 'BEGIN { k = 0 } { if (int((NR - 1) * n / t) >= k) { print; k++ } }' \
        > "$sfi_list"
    sfi_n=$(wc -l < "$sfi_list")
    sfi_mode="EXTRAPOLATED from $sfi_n of $tree_files files (--sndfile-info-sample)"
    # shellcheck disable=SC2317  # run by timeit
    sfi_tree() { xargs -d '\n' -n1 sndfile-info < "$sfi_list" > /dev/null 2>&1; }
else
    sfi_n=$tree_files
    sfi_mode="all $tree_files files, one run"
    # shellcheck disable=SC2317  # run by timeit
    sfi_tree() { find "$tree" -type f -print0 | xargs -0 -n1 sndfile-info > /dev/null 2>&1; }
fi
echo "-- (c) sndfile-info once per file: $sfi_mode"
if (( sfi_n == tree_files )); then
    est=$(awk -v n="$tree_files" 'BEGIN { printf "%.0f", n * 0.0015 }')
    echo "   (this starts $tree_files processes; ~1.5 ms each on a 2-core Xeon VM, so expect ${est} s or more)"
fi
timeit sfi_tree
# sndfile-info exits 0 even when it cannot open a file; xargs returns 123 if any
# invocation failed, which we report but tolerate.
(( T_RC == 0 || T_RC == 123 )) || fail_setup "sndfile-info/xargs failed (exit $T_RC)"
sfi_meas=$T_WALL; sfi_meas_cpu=$T_CPU
sfi_med=$(awk -v w="$sfi_meas" -v n="$sfi_n" -v t="$tree_files" 'BEGIN { printf "%.6f", w * t / n }')
sfi_cpu=$(awk -v w="$sfi_meas_cpu" -v n="$sfi_n" -v t="$tree_files" 'BEGIN { printf "%.3f", w * t / n }')
echo "   sndfile-info wall s: $(fmt_list "$sfi_meas") for $sfi_n files$( (( sfi_n != tree_files )) && echo " -> $(fmt_list "$sfi_med") extrapolated to $tree_files")"
echo

# ---------------------------------------------------------------------------
# (d): samples/
# ---------------------------------------------------------------------------
# shellcheck disable=SC2317  # run by timeit
sc_samples() { "$sc" check "$samples_dir" "${sc_args[@]}" > /dev/null 2> "$work/soundcheck-samples.stderr"; }
# shellcheck disable=SC2317  # run by timeit
sfi_samples() { local f; for f in "${samples[@]}"; do sndfile-info "$f"; done > /dev/null 2>&1; }
if (( n_samples > 0 )); then
    echo "-- (d) samples/: $samples_reps interleaved repetitions each"
    # samples/ holds deliberately broken files: exit 1 (findings) is expected, and
    # exit 2 (documented as "usage or I/O problem") is reported but tolerated here.
    # Anything else (e.g. a crash, >= 128) aborts.
    sc_samples_ok() { [[ $1 -eq 0 || $1 -eq 1 || $1 -eq 2 ]]; }
    timeit sc_samples   # warm-up + status check
    sc_ok "$T_RC" || echo "   WARNING: soundcheck exited $T_RC on samples/: $(head -n 3 "$work/soundcheck-samples.stderr" | tr '\n' ' ')"
    sc_samples_ok "$T_RC" || { head -n 20 "$work/soundcheck-samples.stderr" >&2; fail_setup "soundcheck failed on samples/ (exit $T_RC)"; }
    ss_rc=$T_RC
    timeit sfi_samples
    ss_w=(); ss_c=(); si_w=(); si_c=()
    for (( r = 1; r <= samples_reps; r++ )); do
        timeit sc_samples
        sc_samples_ok "$T_RC" || fail_setup "soundcheck failed on samples/ (exit $T_RC)"
        ss_w+=("$T_WALL"); ss_c+=("$T_CPU")
        timeit sfi_samples
        si_w+=("$T_WALL"); si_c+=("$T_CPU")
    done
    ss_med=$(median "${ss_w[@]}"); ss_cpu=$(median "${ss_c[@]}")
    si_med=$(median "${si_w[@]}"); si_cpu=$(median "${si_c[@]}")
    echo "   soundcheck   median $(fmt_list "$ss_med") s (min $(fmt_list "$(minimum "${ss_w[@]}")"))"
    echo "   sndfile-info median $(fmt_list "$si_med") s (min $(fmt_list "$(minimum "${si_w[@]}")"))"
else
    echo "-- (d) samples/: no sample files, skipped"
fi
echo

# ---------------------------------------------------------------------------
# Report
# ---------------------------------------------------------------------------
row() { # label seconds cpu files note
    awk -v l="$1" -v s="$2" -v c="$3" -v n="$4" -v note="$5" \
        'BEGIN { printf "%-38s %10.4f %9.3f %7d %12.1f  %s\n", l, s, c, n, (n > 0 ? s * 1e6 / n : 0), note }'
}
echo "== results (warm cache; tree = $tree_files files; wall = median of $runs runs unless noted)"
printf '%-38s %10s %9s %7s %12s  %s\n' "tool" "wall s" "cpu s" "files" "us/file" "note"
printf '%-38s %10s %9s %7s %12s  %s\n' "----" "------" "-----" "-----" "-------" "----"
row "C loop sf_open/sf_close (tree)" "$cl_med" "$cl_cpu" "$tree_files" "$cloop_counts"
row "soundcheck check (tree)" "$sc_med" "$sc_cpu" "$tree_files" "exit ${sc_rcs[0]}"
row "sndfile-info per file (tree)" "$sfi_med" "$sfi_cpu" "$tree_files" "$sfi_mode"
if (( n_samples > 0 )); then
    row "soundcheck check (samples/)" "$ss_med" "$ss_cpu" "$n_samples" "median of $samples_reps, exit $ss_rc"
    row "sndfile-info per file (samples/)" "$si_med" "$si_cpu" "$n_samples" "median of $samples_reps"
fi
echo

failed=0
verdict() { # label value op goal
    local ok
    ok=$(awk -v v="$2" -v op="$3" -v g="$4" 'BEGIN {
        if (op == ">=") r = (v >= g); else if (op == "<=") r = (v <= g); else r = (v < g); print (r ? "PASS" : "FAIL") }')
    [[ $ok == PASS ]] || failed=1
    awk -v l="$1" -v v="$2" -v op="$3" -v g="$4" -v ok="$ok" 'BEGIN { printf "%-52s %10.2f   goal %s %-5s %s\n", l, v, op, g, ok }'
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b <= 0) printf "%.6f", 1e9; else printf "%.6f", a / b }'; }
echo "== ratios"
verdict "G1 sndfile-info per file / soundcheck (tree)" "$(ratio "$sfi_med" "$sc_med")" ">=" 100
verdict "G2 soundcheck / C loop (tree)" "$(ratio "$sc_med" "$cl_med")" "<=" 3
# Issue 26: with the full JSON report, within 10 % of the loop.
if [[ " ${SOUNDCHECK_ARGS:-} " == *" --format json "* ]]; then
    verdict "G4 soundcheck --format json / C loop (tree)" "$(ratio "$sc_med" "$cl_med")" "<=" 1.1
else
    printf '%-52s %10s   goal %s %-5s %s\n' "G4 soundcheck --format json / C loop (tree)" "-" "<=" 1.1 \
        "SKIP (run with SOUNDCHECK_ARGS=\"--format json\")"
fi
if (( n_samples > 0 )); then
    verdict "G3 soundcheck / sndfile-info per file (samples/)" "$(ratio "$ss_med" "$si_med")" "<" 1
else
    printf '%-52s %10s   goal %s %-5s %s\n' "G3 soundcheck / sndfile-info per file (samples/)" "-" "<" 1 "SKIP (samples/ is empty)"
fi
echo
echo "notes: cpu s = user+sys of the child processes; cpu > wall means soundcheck used several cores"
echo "       (the C loop and sndfile-info are single-threaded)."
case $cloop_counts in
    *"failed=0 "*) ;;
    *) echo "       The C loop could not open some files (libsndfile $(pkg-config --modversion sndfile) does not read CAF IMA4);"
       echo "       for those sf_open fails after parsing the header, so the C loop does slightly less work on them." ;;
esac
echo "load at end (1/5/15): $(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"

# ---------------------------------------------------------------------------
# Optional: hyperfine cross-check of the cheap commands
# ---------------------------------------------------------------------------
if (( use_hyperfine )); then
    echo
    echo "== hyperfine cross-check (warm cache)"
    hf_cmds=("$(printf '%q %q' "$cloop" "$tree")"
             "$(printf '%q check %q' "$sc" "$tree"; if (( ${#sc_args[@]} )); then printf ' %q' "${sc_args[@]}"; fi)")
    if (( n_samples > 0 )); then
        hf_cmds+=("$(printf '%q check %q' "$sc" "$samples_dir"; if (( ${#sc_args[@]} )); then printf ' %q' "${sc_args[@]}"; fi)")
        # shellcheck disable=SC2016  # a command for hyperfine's shell: $f is its loop variable
        hf_cmds+=("$(printf 'for f in'; printf ' %q' "${samples[@]}"; printf '; do sndfile-info "$f"; done')")
    fi
    hyperfine --warmup 1 --runs "$runs" --ignore-failure --style basic --output null "${hf_cmds[@]}" || echo "hyperfine failed (ignored)"
fi

exit "$failed"
