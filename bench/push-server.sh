#!/usr/bin/env bash
# push-server.sh: what a push server pays for soundcheck, on the core product and on the umbrella
# (issue 10). Builds Examples/PushServer in two variants, each from clean, in debug, in release,
# and in release with --static-swift-stdlib:
#
#   core      as committed: depends on the SoundCheckCore product (no C library)
#   umbrella  the same sources on the SoundCheck product (import SoundCheck): every layer and all
#             C libraries, as a server paid before the split (less swift-crypto, which the same
#             change replaced for everyone)
#
# and prints, for each: build times (wall and CPU seconds), the modules compiled, the binaries'
# sizes and the release binaries' ldd lists; each release binary is also run once (exit 1 for a
# payload naming a sound the app does not ship). The umbrella needs the C libraries
# (scripts/setup.sh); the core does not (scripts/test-push-server.sh proves it with them hidden).
#
# From clean means: dependencies resolved and checked out first (untimed), then `swift package
# clean` and a timed `swift build`, so the times cover compiling and linking, plugins included,
# not fetching. Scratch folders are in bench/work/push-server/ (git-ignored); the umbrella
# variant is a copy of the example there. Takes 10-15 minutes on 2 cores, most of it the
# umbrella's builds. Other builds on the machine slow it: the load average is printed.
#
#   PUSH_SERVER_VARIANTS="core"   measure only these variants (default: "core umbrella")
set -euo pipefail
export LC_ALL=C
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"
script_name="push-server bench"
work="$root/bench/work/push-server"
variants=${PUSH_SERVER_VARIANTS:-core umbrella}
mkdir -p "$work"

# package folder for a variant
package_for() {
    case $1 in
        core) echo "$root/Examples/PushServer" ;;
        umbrella)
            local copy="$work/umbrella-package"
            rm -rf "$copy"
            mkdir -p "$copy"
            cp -R "$root/Examples/PushServer/Sources" "$copy/"
            sed -e "s|path: \"../..\"|path: \"$root\"|" \
                -e 's|.product(name: "SoundCheckCore", package: "soundcheck")|.product(name: "SoundCheck", package: "soundcheck")|' \
                "$root/Examples/PushServer/Package.swift" >"$copy/Package.swift"
            sed -i 's/^import SoundCheckCore$/import SoundCheck/' "$copy"/Sources/PushServer/*.swift
            grep -q '"SoundCheck", package' "$copy/Package.swift" || fail_setup "could not rewrite the umbrella's Package.swift"
            echo "$copy" ;;
    esac
}

# timed build from clean: prints "wall cpu modules"
timed_build() { # tag package scratch configuration [extra flags]
    local tag=$1 package=$2 scratch=$3 configuration=$4
    shift 4
    swift package --package-path "$package" --scratch-path "$scratch" resolve >/dev/null 2>&1
    swift package --package-path "$package" --scratch-path "$scratch" clean >/dev/null 2>&1
    local log="$scratch.$tag.log"
    /usr/bin/time -f '%e %U %S' -o "$scratch.$tag.time" \
        swift build --package-path "$package" --scratch-path "$scratch" -c "$configuration" "$@" >"$log" 2>&1 || {
        tail -n 30 "$log" >&2
        fail "build failed: $package $configuration"
    }
    local modules
    modules=$(sed -nE 's/^\[[0-9]+\/[0-9]+\] Compiling ([A-Za-z0-9_]+) .*/\1/p' "$log" | grep -vx plugin | sort -u | tr '\n' ' ')
    [ -n "$modules" ] || modules="(none)"
    awk -v m="$modules" '{ printf "%.1f %.1f %s\n", $1, $2 + $3, m }' "$scratch.$tag.time"
}

echo "== push server build costs ($(date -u +%Y-%m-%d), $(swift --version 2>/dev/null | head -n 1), $(nproc) cores, load average at start: $(cut -d' ' -f1-3 /proc/loadavg))"
declare -A results
for variant in $variants; do
    package=$(package_for "$variant")
    scratch="$work/$variant"
    say "$variant: debug"
    read -r wall cpu modules < <(timed_build debug "$package" "$scratch" debug)
    results[$variant.debug]="$wall $cpu"
    results[$variant.modules]=$modules
    debug_binary="$scratch/debug/push-server"
    results[$variant.debugsize]=$(stat -c %s "$debug_binary")
    say "$variant: release"
    read -r wall cpu _ < <(timed_build release "$package" "$scratch" release)
    results[$variant.release]="$wall $cpu"
    binary="$scratch/release/push-server"
    results[$variant.size]=$(stat -c %s "$binary")
    results[$variant.ldd]=$(ldd "$binary" | awk '{ print $1 }' | grep -v '^linux-vdso' | tr '\n' ' ')
    # The binary must still work: exit 1 for a payload naming a sound the app does not ship.
    status=0
    "$binary" "$root/samples/manifest.json" '{"aps":{"alert":"New message","sound":"bingbong.caf"}}' >/dev/null || status=$?
    [ "$status" -eq 1 ] || fail "$variant: the release binary exited $status, expected 1"
    say "$variant: release --static-swift-stdlib"
    # From clean too: SwiftPM recompiles every module for it anyway.
    read -r wall cpu modules < <(timed_build static "$package" "$scratch" release --static-swift-stdlib)
    results[$variant.static]="$wall $cpu"
    results[$variant.staticsize]=$(stat -c %s "$binary")
    results[$variant.staticldd]=$(ldd "$binary" | awk '{ print $1 }' | grep -v '^linux-vdso' | tr '\n' ' ')
done

mb() { awk -v b="$1" 'BEGIN { printf "%.2f MB", b / 1000000 }'; }
printf '\n%-52s' "clean build, seconds wall (cpu)"
for variant in $variants; do printf '%-24s' "$variant"; done
printf '\n'
for row in debug release static; do
    case $row in
        debug) label="debug (swift build)" ;;
        release) label="release (-c release)" ;;
        static) label="release --static-swift-stdlib" ;;
    esac
    printf '%-52s' "$label"
    for variant in $variants; do
        read -r wall cpu <<<"${results[$variant.$row]}"
        printf '%-24s' "$wall ($cpu)"
    done
    printf '\n'
done
printf '%-52s' "binary size, debug"
for variant in $variants; do printf '%-24s' "$(mb "${results[$variant.debugsize]}")"; done
printf '\n%-52s' "binary size, release"
for variant in $variants; do printf '%-24s' "$(mb "${results[$variant.size]}")"; done
printf '\n%-52s' "binary size, release --static-swift-stdlib"
for variant in $variants; do printf '%-24s' "$(mb "${results[$variant.staticsize]}")"; done
printf '\n\n'
for variant in $variants; do
    echo "$variant: modules compiled: ${results[$variant.modules]}"
    echo "$variant: ldd (release): ${results[$variant.ldd]}"
    echo "$variant: ldd (release --static-swift-stdlib): ${results[$variant.staticldd]}"
done
echo "load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
