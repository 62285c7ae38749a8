#!/usr/bin/env bash
# Writes the prebuilt plugin package: a plugins-only Swift package whose plugins run a soundcheck
# built here once, so that a package using them compiles nothing of soundcheck.
#
#   scripts/make-plugin-package.sh [--url URL] [--binary FILE] OUTDIR
#
# It builds soundcheck in release (on Linux with the Swift runtime linked in,
# --static-swift-stdlib; on macOS for arm64 and x86_64 in one universal binary), packs it as
# OUTDIR/soundcheck.artifactbundle (an SE-0305 artifact bundle: info.json, artifact `soundcheck`
# of type executable, one variant for this machine's target triple) and writes OUTDIR/Package.swift
# with the products SoundCheckBuildToolPlugin and SoundCheckCommandPlugin, their sources copied
# from Plugins/ (one implementation for both packages), and a binary target SoundCheckBinary that
# both plugins depend on.
#
# With --url URL, for a release: the bundle is zipped as OUTDIR/soundcheck.artifactbundle.zip (to
# upload at URL), and Package.swift names it by url: and checksum: (swift package compute-checksum)
# instead of by path. Linux and macOS bundles are made on their own machines; one bundle can hold
# both variants (merge the info.json variants and folders by hand before zipping).
#
# With --binary FILE, that soundcheck is packed instead of building one (CI packs the binary of
# scripts/release.sh's tarball: one release build for both); its variant is this machine's.
#
# Environment: SWIFT_BUILD_FLAGS adds flags to swift build (a --scratch-path, say). In OUTDIR,
# Package.swift, Plugins/, soundcheck.artifactbundle(.zip), .build and .swiftpm are replaced;
# OUTDIR must not be the repository or its sources (the repository ignores *.artifactbundle).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"

url=""
out=""
given_binary=""
while (($#)); do
    case "$1" in
        --url) url=${2:?--url needs a URL}; shift 2 ;;
        --url=*) url=${1#--url=}; shift ;;
        --binary) given_binary=${2:?--binary needs a file}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) fail_setup "unknown option $1" ;;
        *) [ -z "$out" ] || fail_setup "one OUTDIR only"; out=$1; shift ;;
    esac
done
[ -n "$out" ] || { echo "usage: scripts/make-plugin-package.sh [--url URL] OUTDIR" >&2; exit 2; }
mkdir -p "$out"
out=$(cd "$out" && pwd)
case "$out/" in
    "$root/"|"$root/Sources/"*|"$root/Plugins/"*|"$root/Tests/"*) fail_setup "OUTDIR must not be the repository or its sources: $out" ;;
esac

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/SoundCheckCore/Product/SoundCheckVersion.swift")
[ -n "$version" ] || fail "no version in SoundCheckVersion.swift"
revision=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
# shellcheck disable=SC2206
extra=(${SWIFT_BUILD_FLAGS:-})

# shellcheck source=scripts/lib/release-artifacts.sh
source "$root/scripts/lib/release-artifacts.sh"
if [ -n "$given_binary" ]; then
    binary=$(cd "$(dirname "$given_binary")" && pwd)/$(basename "$given_binary")
    version=$("$binary" --version)
else
    say "building soundcheck $version in release"
    binary=$(build_release_binary "$root" ${extra[@]+"${extra[@]}"}) || exit 1
fi
platform=$(host_platform)
[ -n "$platform" ] || fail "swift -print-target-info names no target triple"
case "$platform" in
    universal-apple-macosx) variant=soundcheck-macos ;;
    *) variant=soundcheck-$platform ;;
esac
triples=$(platform_triples "$platform")
[ -x "$binary" ] || fail "no binary at $binary"

say "writing $out"
rm -rf "$out/soundcheck.artifactbundle" "$out/soundcheck.artifactbundle.zip" "$out/Plugins" "$out/Package.swift" "$out/.build" "$out/.swiftpm"
bundle="$out/soundcheck.artifactbundle"
mkdir -p "$bundle/$variant/bin"
cp "$binary" "$bundle/$variant/bin/soundcheck"
# Debug information is most of a release binary's size on Linux (80 MB of 100).
if [ "$(uname -s)" != Darwin ] && command -v strip >/dev/null 2>&1; then strip "$bundle/$variant/bin/soundcheck"; fi
chmod 755 "$bundle/$variant/bin/soundcheck"
write_bundle_info "$bundle" "$version" "$variant/bin/soundcheck|$triples"

if [ -n "$url" ]; then
    # Fixed times and no extra attributes: the same binary gives the same zip, and checksum.
    find "$bundle" -exec touch -h -d '2000-01-01 00:00:00 UTC' {} +
    (cd "$out" && rm -f soundcheck.artifactbundle.zip && zip -q -r -X soundcheck.artifactbundle.zip soundcheck.artifactbundle)
    checksum=$(cd "$out" && swift package compute-checksum soundcheck.artifactbundle.zip)
    rm -rf "$bundle"
    binary_target=".binaryTarget(
            name: \"SoundCheckBinary\",
            url: \"$url\",
            checksum: \"$checksum\"
        )"
else
    binary_target='.binaryTarget(name: "SoundCheckBinary", path: "soundcheck.artifactbundle")'
fi

write_plugins_package "$root" "$out" "$binary_target" "$version" "$revision"

if [ -n "$url" ]; then
    say "upload $out/soundcheck.artifactbundle.zip to $url (checksum $checksum)"
fi
say "done: $out (soundcheck $version, $variant)"
