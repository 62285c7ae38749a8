#!/usr/bin/env bash
# plugin-by-url.sh: what adopting the plugin from a release costs, by URL beside by path, in one run.
#
# Both consumers are the same new package (two sounds, a test target) and the same release binary:
#   path: the plugins package made from the release tarball's binary (make-plugin-package.sh
#         --binary), depended on by path, as bench/plugin-builds.sh's "binary" consumer;
#   url:  the release's own plugins package, served over HTTPS on 127.0.0.1 with its artifact
#         bundle and depended on by .package(url:from:) (scripts/test-release.sh, which clones,
#         downloads and verifies the checksum, and reports these same steps).
# Steps: the first `swift build`, a build with no change, a build after adding a sound, the first
# `swift test`, then `swift build` and `swift test` again (build <-> test).
#
#   bench/plugin-by-url.sh RELEASE_DIR      (RELEASE_DIR from scripts/release.sh; needs root)
#
# Goals (issue 25): by URL, a first build under 15 s, adding a sound under 3 s, build <-> test
# under 3.3 s. Exit 1 when one is not met, 2 on a setup error.
set -euo pipefail
export LC_ALL=C
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
fail_tag=error
release=$(cd "${1:?usage: bench/plugin-by-url.sh RELEASE_DIR}" && pwd -P)
work="$root/bench/work/plugin-by-url"
rm -rf "$work"
mkdir -p "$work"
# shellcheck source=scripts/lib/plugin-package.sh
source "$root/scripts/lib/plugin-package.sh"

echo "== machine"
echo "date     : $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores    : $(nproc)   load: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "revision : $(git -C "$root" rev-parse --short HEAD)"
echo "command  : bench/plugin-by-url.sh $1"

tarball=$(find "$release" -maxdepth 1 -name 'soundcheck-*-linux-gnu.tar.gz' | head -n 1)
[ -n "$tarball" ] || fail_setup "no Linux tarball in $release"
tar -xzf "$tarball" -C "$work" --strip-components=1 --wildcards '*/bin/soundcheck'
"$root/scripts/make-plugin-package.sh" --binary "$work/bin/soundcheck" "$work/SoundCheckPlugins" >"$work/make.log" 2>&1 \
    || { tail -n 20 "$work/make.log"; fail_setup "make-plugin-package.sh failed"; }

seconds() { awk -v a="$1" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }'; }
step() { # NAME COMMAND...
    local start=$EPOCHREALTIME
    (cd "$work/Chimes" && "${@:2}") >"$work/$1.log" 2>&1 || { tail -n 20 "$work/$1.log"; fail_setup "$1 failed"; }
    path_times+=("$(seconds "$start")")
}
consumer_with_test "$work/Chimes" ".package(name: \"SoundCheckPlugins\", path: \"$work/SoundCheckPlugins\")"
path_times=()
step first swift build
step again swift build
cp "$root/samples/valid/chime-ima4.caf" "$work/Chimes/Sources/Chimes/Sounds/bell.caf"
step added swift build
step test-first swift test
step build-after-test swift build
step test-after-build swift test

"$root/scripts/test-release.sh" "$release" >"$work/url.log" 2>&1 || { tail -n 20 "$work/url.log"; fail_setup "scripts/test-release.sh failed"; }
url_times=(
    "$(sed -nE 's/.*first build ([0-9.]+) s.*/\1/p' "$work/url.log")"
    "$(sed -nE 's/.*no change ([0-9.]+) s.*/\1/p' "$work/url.log")"
    "$(sed -nE 's/.*adding a sound ([0-9.]+) s.*/\1/p' "$work/url.log")"
    "$(sed -nE 's/.*swift test ([0-9.]+) s \(its first build\).*/\1/p' "$work/url.log")"
    "$(sed -nE 's/.*then build ([0-9.]+) s.*/\1/p' "$work/url.log")"
    "$(sed -nE 's/.*, test ([0-9.]+) s$/\1/p' "$work/url.log")"
)

echo
echo "== steps (wall s)        by path    by URL   URL/path"
names=("first build" "no change" "adding a sound" "first swift test" "build after test" "test after build")
for i in "${!names[@]}"; do
    printf '  %-20s %8s %9s %9s\n' "${names[$i]}" "${path_times[$i]}" "${url_times[$i]:-?}" \
        "$(awk -v p="${path_times[$i]}" -v u="${url_times[$i]:-0}" 'BEGIN { if (p > 0) printf "%.2f", u / p }')"
done
echo "  SwiftPM, by URL: $(sed -nE 's/.*SwiftPM says: (.*)\); no change.*/\1/p' "$work/url.log")"

echo
echo "== goals (by URL)"
status=0
goal() { # NAME VALUE LIMIT
    if awk -v v="$2" -v l="$3" 'BEGIN { exit !(v != "" && v < l) }'; then echo "  PASS $1: $2 s < $3 s"; else echo "  FAIL $1: $2 s, goal < $3 s"; status=1; fi
}
goal "first build" "${url_times[0]}" 15
goal "adding a sound" "${url_times[2]}" 3
goal "build after test" "${url_times[4]}" 3.3
goal "test after build" "${url_times[5]}" 3.3
exit "$status"
