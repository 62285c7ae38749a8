#!/usr/bin/env bash
# plugin-by-url.sh: what adopting the plugin from a release costs, by URL beside by path, in one run.
#
# A baseline first: the same new package (two sounds as resources, a test target) without
# soundcheck, its NotificationSound enum written by hand, so the figures show what SwiftPM takes
# anyway and what the plugin adds. Then two consumers of the same release binary:
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
step() { # ARRAY FOLDER NAME COMMAND...
    local start=$EPOCHREALTIME
    (cd "$2" && "${@:4}") >"$work/$3.log" 2>&1 || { tail -n 20 "$work/$3.log"; fail_setup "$3 failed"; }
    eval "$1+=(\"$(seconds "$start")\")"
}
steps() { # ARRAY FOLDER PREFIX
    step "$1" "$2" "$3first" swift build
    step "$1" "$2" "$3again" swift build
    cp "$root/samples/valid/chime-ima4.caf" "$2/Sources/Chimes/Sounds/bell.caf"
    step "$1" "$2" "$3added" swift build
    step "$1" "$2" "$3test-first" swift test
    step "$1" "$2" "$3build-after-test" swift build
    step "$1" "$2" "$3test-after-build" swift test
}

# The baseline: the same package without soundcheck, its NotificationSound written by hand. What
# SwiftPM itself takes for a package with resources (a first build compiles Foundation's module
# cache for the resource accessor) is in every figure; the plugin adds the difference.
consumer_with_test "$work/Plain" ".package(name: \"SoundCheckPlugins\", path: \"$work/SoundCheckPlugins\")"
sed -i '/SoundCheckPlugins/d' "$work/Plain/Package.swift"
cat >"$work/Plain/Sources/Chimes/NotificationSound.swift" <<'EOF'
/// The notification sounds this app ships, by the file name `aps.sound` uses.
public enum NotificationSound: String, CaseIterable, Sendable {
    case chime = "chime.aifc"
    case doorbell = "doorbell.caf"

    /// The file name to put in a push payload's `aps.sound`.
    public var fileName: String { rawValue }
}
EOF
plain_times=()
steps plain_times "$work/Plain" plain-

consumer_with_test "$work/Chimes" ".package(name: \"SoundCheckPlugins\", path: \"$work/SoundCheckPlugins\")"
path_times=()
steps path_times "$work/Chimes" ""

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
echo "== steps (wall s)       no plugin   by path    by URL   URL/path   URL - no plugin"
names=("first build" "no change" "adding a sound" "first swift test" "build after test" "test after build")
for i in "${!names[@]}"; do
    printf '  %-20s %9s %9s %9s %9s %12s\n' "${names[$i]}" "${plain_times[$i]}" "${path_times[$i]}" "${url_times[$i]:-?}" \
        "$(awk -v p="${path_times[$i]}" -v u="${url_times[$i]:-0}" 'BEGIN { if (p > 0) printf "%.2f", u / p }')" \
        "$(awk -v p="${plain_times[$i]}" -v u="${url_times[$i]:-0}" 'BEGIN { printf "%+.1f", u - p }')"
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
