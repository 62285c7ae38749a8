#!/usr/bin/env bash
# plugin-builds.sh: what the build plugin costs a package that uses it, from source and prebuilt,
# side by side in one run.
#
# Two copies of one consumer package (a library with 3 sounds and a test target) are built:
#   (a) source: it depends on this repository by path; its build compiles soundcheck-build-tool,
#       and the command plugin builds the soundcheck product;
#   (b) binary: it depends on the plugins-only package scripts/make-plugin-package.sh writes
#       (bench/work/plugin-builds/SoundCheckPlugins), whose plugins run a prebuilt soundcheck.
# For each: the first `swift build` (empty .build), a build with no change, a build after adding a
# sound, `swift test` after `swift build` and `swift build` after `swift test` (do they compile
# soundcheck again?), and the first `swift package soundcheck check`. Then the diagnostics of a
# failing build (a 30.5 s sound added) are compared between the two, and the prebuilt
# `soundcheck --version` is timed with hyperfine -N.
#
# Goals (issue 10): with the binary package, a first build under 15 s, adding a sound under 3 s,
# switching build and test compiles nothing of soundcheck, and the diagnostics are the source
# plugin's; `soundcheck --version` under 10 ms.
#
#   bench/plugin-builds.sh            everything (the source first build takes minutes)
#   PLUGIN_PACKAGE=DIR bench/plugin-builds.sh   use a package made already
#
# Scratch space: bench/work/plugin-builds (git-ignored), emptied first. Exit status: 0 when every
# goal is met, 1 when one is not, 2 on a setup error.
set -euo pipefail
export LC_ALL=C
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
fail_tag=error
work="$root/bench/work/plugin-builds"
for tool in swift hyperfine; do command -v "$tool" >/dev/null || fail_setup "$tool is not installed"; done

echo "== machine"
echo "date     : $(date -u '+%Y-%m-%d %H:%M UTC')"
echo "cores    : $(nproc)   cpu: $(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo 2>/dev/null | head -n 1)"
echo "swift    : $(swift --version 2>&1 | head -n 1)"
echo "revision : $(git -C "$root" rev-parse --short HEAD)$(git -C "$root" diff --quiet || echo ' (modified)')"
echo "load     : $(cut -d' ' -f1-3 /proc/loadavg) (other builds on this machine make every time longer)"
echo "command  : bench/plugin-builds.sh"

rm -rf "$work"
mkdir -p "$work"

plugins=${PLUGIN_PACKAGE:-}
if [ -z "$plugins" ]; then
    plugins="$work/SoundCheckPlugins"
    start=$EPOCHREALTIME
    "$root/scripts/make-plugin-package.sh" "$plugins" >"$work/make.log" 2>&1 || { tail -n 30 "$work/make.log"; fail_setup "make-plugin-package.sh failed"; }
    echo "package  : scripts/make-plugin-package.sh took $(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.1f", b - a }') s (release build of soundcheck, incremental)"
fi
plugins=$(cd "$plugins" && pwd -P)

valid="$root/Examples/NotificationSounds/Sources/NotificationSounds/Sounds"
make_consumer() { # DIR PACKAGE-NAME PACKAGE-PATH
    local dir=$1
    mkdir -p "$dir/Sources/Chimes/Sounds" "$dir/Tests/ChimesTests"
    cp "$valid/doorbell.caf" "$valid/chime.aifc" "$root/samples/valid/beep-ulaw.caf" "$dir/Sources/Chimes/Sounds/"
    cat >"$dir/Package.swift" <<EOF
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Chimes",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "$2", path: "$3")],
    targets: [
        .target(
            name: "Chimes",
            resources: [.copy("Sounds")],
            plugins: [.plugin(name: "SoundCheckBuildToolPlugin", package: "$2")]
        ),
        .testTarget(name: "ChimesTests", dependencies: ["Chimes"]),
    ]
)
EOF
    cat >"$dir/Sources/Chimes/Payload.swift" <<'EOF'
public func apsSound(_ sound: NotificationSound) -> String { sound.fileName }
EOF
    cat >"$dir/Tests/ChimesTests/ChimesTests.swift" <<'EOF'
import Chimes
import Testing

@Test func sounds() {
    #expect(apsSound(.doorbell) == "doorbell.caf")
    #expect(NotificationSound.allCases.count >= 3)
}
EOF
}

declare -A seconds compiled
# step KIND NAME COMMAND...: runs COMMAND in KIND's consumer, records its wall time and how many
# compile and link steps of anything but the consumer's own code (soundcheck, swift-argument-parser,
# Yams and its C files) its log shows.
step() {
    local kind=$1 name=$2 status=0
    shift 2
    local log="$work/$kind-$name.log" start=$EPOCHREALTIME
    (cd "$work/$kind" && "$@") >"$log" 2>&1 || status=$?
    seconds[$kind,$name]=$(awk -v a="$start" -v b="$EPOCHREALTIME" 'BEGIN { printf "%.2f", b - a }')
    compiled[$kind,$name]=$(grep -E '^\[[0-9]+/[0-9]+\] (Compiling|Linking|Emitting module|Wrapping AST) ' "$log" \
        | grep -v -e 'Compiling plugin' -e 'Chimes' -c || true)
    printf '  %-7s %-16s %8s s  exit %d  compile/link steps not the consumer'"'"'s: %s\n' "$kind" "$name" "${seconds[$kind,$name]}" "$status" "${compiled[$kind,$name]}"
    last_status=$status
}

make_consumer "$work/source" soundcheck "$root"
make_consumer "$work/binary" SoundCheckPlugins "$plugins"

echo
echo "== steps (wall time; interleaved: source, then binary)"
for kind in source binary; do step "$kind" first swift build; done
for kind in source binary; do step "$kind" nochange swift build; done
for kind in source binary; do
    cp "$root/samples/valid/tone-alaw.caf" "$work/$kind/Sources/Chimes/Sounds/"
    step "$kind" addsound swift build
done
for kind in source binary; do step "$kind" test swift test; done
for kind in source binary; do step "$kind" buildaftertest swift build; done
for kind in source binary; do step "$kind" test2 swift test; done
for kind in source binary; do step "$kind" command swift package --allow-writing-to-package-directory soundcheck check; done
for kind in source binary; do
    cp "$root/samples/invalid/too-long.caf" "$work/$kind/Sources/Chimes/Sounds/"
    step "$kind" invalid swift build
    [ "$last_status" -ne 0 ] || fail_setup "$kind: the build passed with too-long.caf"
    # soundcheck's lines, with the consumer's folder taken out.
    grep -E '(: (error|warning): |^soundcheck: )' "$work/$kind-invalid.log" | sed "s|$work/$kind/||g" | sort -u >"$work/$kind-diagnostics.txt"
done

echo
echo "== soundcheck --version (prebuilt, hyperfine -N)"
bin=$(find "$plugins/soundcheck.artifactbundle" -path '*/bin/soundcheck' | head -n 1)
echo "  load: $(cut -d' ' -f1-3 /proc/loadavg)"
hyperfine -N --warmup 10 --runs 300 --export-json "$work/version.json" "$bin --version" | sed 's/^/  /'
read -r version_mean version_median version_min < <(python3 -c "
import json, sys
r = json.load(open(sys.argv[1]))['results'][0]
print('%.2f %.2f %.2f' % (r['mean'] * 1000, r['median'] * 1000, r['min'] * 1000))" "$work/version.json")
echo "  mean $version_mean ms, median $version_median ms, min $version_min ms"

echo
echo "== diagnostics of the failing build (consumer folder removed)"
sed 's/^/  /' "$work/binary-diagnostics.txt"
if diff -u "$work/source-diagnostics.txt" "$work/binary-diagnostics.txt" >"$work/diagnostics.diff"; then same=yes; else same=no; sed 's/^/  /' "$work/diagnostics.diff"; fi

echo
echo "== results (seconds; ratio = source / binary)"
printf '%-34s %10s %10s %8s\n' step source binary ratio
for name in first nochange addsound test buildaftertest test2 command; do
    case $name in
        first) label="first swift build" ;; nochange) label="swift build, no change" ;;
        addsound) label="swift build after adding a sound" ;; test) label="swift test after swift build" ;;
        buildaftertest) label="swift build after swift test" ;; test2) label="swift test again" ;;
        command) label="first swift package soundcheck" ;;
    esac
    printf '%-34s %10s %10s %8s\n' "$label" "${seconds[source,$name]}" "${seconds[binary,$name]}" \
        "$(awk -v a="${seconds[source,$name]}" -v b="${seconds[binary,$name]}" 'BEGIN { printf "%.1f", a / b }')"
done
switch_compiles=$(( ${compiled[binary,test]} + ${compiled[binary,buildaftertest]} + ${compiled[binary,test2]} ))
printf '%-34s %10s %10s\n' "compile/link steps, not the consumer's:" "" ""
for name in first nochange addsound test buildaftertest test2 command; do
    printf '  %-32s %10s %10s\n' "$name" "${compiled[source,$name]}" "${compiled[binary,$name]}"
done

echo
echo "== goals (binary plugin package)"
failed=0
goal() { # label value goal pass(0/1)
    local verdict=PASS
    [ "$4" -eq 1 ] || { verdict=FAIL; failed=1; }
    printf '%-52s %10s  goal %-8s %s\n' "$1" "$2" "$3" "$verdict"
}
lt() { awk -v a="$1" -v b="$2" 'BEGIN { exit !(a < b) }' && echo 1 || echo 0; }
goal "first swift build, s" "${seconds[binary,first]}" "< 15" "$(lt "${seconds[binary,first]}" 15)"
goal "swift build after adding a sound, s" "${seconds[binary,addsound]}" "< 3" "$(lt "${seconds[binary,addsound]}" 3)"
goal "compile steps of soundcheck switching build/test" "$switch_compiles" "0" "$([ "$switch_compiles" -eq 0 ] && echo 1 || echo 0)"
goal "diagnostics the same as from source" "$same" "yes" "$([ "$same" = yes ] && echo 1 || echo 0)"
goal "soundcheck --version, ms (median of 300)" "$version_median" "< 10" "$(lt "$version_median" 10)"
exit "$failed"
