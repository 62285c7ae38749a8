#!/usr/bin/env bash
# Makes everything a soundcheck release publishes, in OUTDIR (docs: RELEASING.md):
#
#   scripts/release.sh VERSION [--base-url URL] [--assemble-only] OUTDIR
#
#   soundcheck-VERSION-PLATFORM.tar.gz   the release binary for this machine (Linux: the Swift
#                                        runtime linked in; macOS: arm64 and x86_64 in one), its
#                                        man page, completions for bash, zsh and fish, LICENSE
#   soundcheck.artifactbundle.zip        the SE-0305 artifact bundle, one variant per tarball in
#                                        OUTDIR, and .checksum (swift package compute-checksum)
#   SoundCheckPlugins/                   the plugins-only package, as its own repository holds it:
#                                        Package.swift on .binaryTarget(url: BASE/soundcheck.
#                                        artifactbundle.zip, checksum:), both plugins, a README
#   Formula/soundcheck.rb                the Homebrew formula: each tarball's url and sha256
#   SHA256SUMS                           over every file above
#
# PLATFORM is x86_64-unknown-linux-gnu or aarch64-unknown-linux-gnu (the machine's own, and
# aarch64 also when a Swift SDK for it is installed here: `swift sdk list`; the release workflow
# builds each natively on its own runner) or universal-apple-macosx. URL is where the release's
# files will be downloaded from (default: the GitHub release of tag VERSION).
#
# --assemble-only builds nothing: it makes the bundle, package, formula and sums from the
# tarballs already in OUTDIR (the release workflow gathers every runner's tarball, then assembles;
# a test serves OUTDIR at a local URL the same way).
#
# VERSION (1.2.3, or v1.2.3 as a tag names it) is stamped into the binary for the build, so
# `soundcheck --version` prints the tag; SoundCheckVersion.swift is put back afterwards.
#
# Reproducible: the same commit, toolchain and VERSION give the same archives, byte for byte
# (sorted entries, times set to the commit's, owner root, modes normalised, gzip without a name or
# time; zip with UTC times and no extra fields). The binary is the toolchain's: on Linux the same
# toolchain and libraries in the same folder give the same binary (checked by building twice,
# bench/RESULTS.md); on macOS the linker's code signature differs run to run.
#
# Environment: SWIFT_BUILD_FLAGS adds flags to swift build. Needs git, zip, python3 and GNU tar
# (gtar on macOS, from Homebrew's gnu-tar).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
usage() { fail_setup "usage: scripts/release.sh VERSION [--base-url URL] [--assemble-only] OUTDIR"; }

version="" base_url="" assemble_only=0 out=""
while (($#)); do
    case "$1" in
        --base-url) base_url=${2:?--base-url needs a URL}; shift 2 ;;
        --base-url=*) base_url=${1#--base-url=}; shift ;;
        --assemble-only) assemble_only=1; shift ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) fail_setup "unknown option $1" ;;
        *) if [ -z "$version" ]; then version=$1; elif [ -z "$out" ]; then out=$1; else usage; fi; shift ;;
    esac
done
if [ -z "$version" ] || [ -z "$out" ]; then usage; fi
version=${version#v}
[[ "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] || fail_setup "VERSION must be like 1.2.3 or 1.2.3-beta.1, not $version"
base_url=${base_url:-https://github.com/soundcheck/soundcheck/releases/download/$version}
base_url=${base_url%/}
mkdir -p "$out"
out=$(cd "$out" && pwd)
case "$out/" in
    "$root/"|"$root/Sources/"*|"$root/Plugins/"*|"$root/Tests/"*) fail_setup "OUTDIR must not be the repository or its sources: $out" ;;
esac

# The commit's time stamps every archive entry; without git, the epoch.
epoch=${SOURCE_DATE_EPOCH:-$(git -C "$root" log -1 --format=%ct 2>/dev/null || echo 0)}
revision=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
# The commit's time as GNU and BSD date print it and GNU and BSD touch -d read it.
utc_time() { date -u -d "@$epoch" "$1" 2>/dev/null || date -u -r "$epoch" "$1"; }
stamp=$(utc_time +%Y-%m-%dT%H:%M:%SZ)
gnu_tar=tar
if command -v gtar >/dev/null 2>&1; then gnu_tar=gtar; fi
"$gnu_tar" --version 2>/dev/null | grep -q 'GNU tar' || fail "needs GNU tar (on macOS: brew install gnu-tar)"
# shellcheck source=scripts/lib/release-artifacts.sh
source "$root/scripts/lib/release-artifacts.sh"
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$@"; else shasum -a 256 "$@"; fi; }

# Files and folders: times set to the commit's, modes 644 or 755, whatever the umask was.
normalise() {
    find "$@" -type d -exec chmod 755 {} +
    find "$@" -type f ! -perm -u+x -exec chmod 644 {} +
    find "$@" -type f -perm -u+x -exec chmod 755 {} +
    find "$@" -exec touch -h -d "$stamp" {} +
}

# tar.gz of FOLDER (relative to the current directory) into FILE, the same bytes every time.
deterministic_tar() {
    "$gnu_tar" --sort=name --mtime="@$epoch" --owner=0 --group=0 --numeric-owner --format=gnu \
        -cf - "$1" | gzip -n -9 >"$2.partial"
    mv "$2.partial" "$2"
}

# zip of FOLDER (relative to the current directory) into FILE, the same bytes every time.
deterministic_zip() {
    rm -f "$2.partial"
    find "$1" -print | LC_ALL=C sort | TZ=UTC zip -q -X -D -@ "$2.partial" 2>/dev/null \
        || find "$1" -print | LC_ALL=C sort | TZ=UTC zip -q -X -@ "$2.partial"
    mv "$2.partial" "$2"
}

# Builds soundcheck in release, and its man page, with VERSION stamped into the sources for both:
# $work/soundcheck and $work/soundcheck.1. Runs in a subshell that puts the sources back on exit:
# its own EXIT trap, as common.sh's does not run in subshells (and the script's temporaries must
# outlive it).
build_release() (
    local version_file="$root/Sources/SoundCheckCore/Product/SoundCheckVersion.swift" extra binary
    # shellcheck disable=SC2206
    extra=(${SWIFT_BUILD_FLAGS:-})
    cp -p "$version_file" "$work/SoundCheckVersion.swift"
    trap 'cp -p "$work/SoundCheckVersion.swift" "$version_file"' EXIT
    sed -i.orig "s/static let current = \".*\"/static let current = \"$version\"/" "$version_file"
    rm -f "$version_file.orig"
    grep -q "static let current = \"$version\"" "$version_file" || fail "could not stamp $version into $version_file"
    say "building soundcheck $version in release ($(host_platform))"
    binary=$(build_release_binary "$root" ${extra[@]+"${extra[@]}"}) || fail "the release build failed"
    cp "$binary" "$work/soundcheck"
    # Debug information is most of a release binary's size on Linux (80 MB of 100).
    if [ "$(uname -s)" != Darwin ]; then strip "$work/soundcheck"; fi
    [ "$("$work/soundcheck" --version)" = "$version" ] || fail "the binary built says $("$work/soundcheck" --version), not $version"
    cross_build ${extra[@]+"${extra[@]}"}

    # swift-argument-parser's generate-manual plugin builds every product in release again (the
    # version still stamped: only linking, without the static runtime) and runs each.
    local pages="$root/.build/plugins/GenerateManual" page day
    day=$(utc_time +%Y-%m-%d)
    rm -rf "$pages"
    say "generating the man page"
    (cd "$root" && swift package plugin generate-manual --configuration release --date "$day") >&2
    page=$(find "$pages" -name soundcheck.1 -print -quit)
    [ -n "$page" ] || fail "generate-manual wrote no soundcheck.1"
    cp "$page" "$work/soundcheck.1"
)

# The Swift SDKs installed for Linux on aarch64 (swift sdk list), when this is another machine.
aarch64_sdks() {
    [ "$(uname -s)" = Linux ] && [ "$(uname -m)" != aarch64 ] || return 0
    swift sdk list 2>/dev/null | grep -iE 'aarch64' | grep -iE 'linux' | grep -viE 'musl|android' || true
}

# Cross-builds $work/soundcheck-aarch64-unknown-linux-gnu with the first aarch64 SDK, if any (the
# release workflow builds aarch64 natively instead). It cannot run here: its version is checked
# in its bytes, and it is stripped by the toolchain's llvm-objcopy, which reads any target.
cross_build() {
    local sdk binary objcopy
    sdk=$(aarch64_sdks | head -n 1)
    [ -n "$sdk" ] || return 0
    say "cross-building soundcheck $version for aarch64-unknown-linux-gnu with the Swift SDK $sdk"
    (cd "$root" && swift build -c release --static-swift-stdlib --swift-sdk "$sdk" --product soundcheck "$@") >&2
    binary=$(cd "$root" && swift build -c release --static-swift-stdlib --swift-sdk "$sdk" --product soundcheck --show-bin-path "$@")/soundcheck
    objcopy=$(dirname "$(readlink -f "$(command -v swift)")")/llvm-objcopy
    if [ -x "$objcopy" ]; then "$objcopy" --strip-all "$binary" "$work/soundcheck-aarch64-unknown-linux-gnu"; else cp "$binary" "$work/soundcheck-aarch64-unknown-linux-gnu"; fi
    grep -qaF "$version" "$work/soundcheck-aarch64-unknown-linux-gnu" || fail "the aarch64 binary does not hold the version $version"
}

# soundcheck-VERSION-PLATFORM.tar.gz: the layout of a prefix, under one folder. Completions come
# from the binary that runs here (they are the same for every platform).
make_tarball() {
    local binary=$1 manual=$2 platform=${3:-$(host_platform)} name
    name=soundcheck-$version-$platform
    local staged="$work/$name"
    rm -rf "$staged"
    install -d "$staged/bin" "$staged/share/man/man1" "$staged/share/bash-completion/completions" \
        "$staged/share/zsh/site-functions" "$staged/share/fish/vendor_completions.d"
    cp "$binary" "$staged/bin/soundcheck"
    cp "$manual" "$staged/share/man/man1/soundcheck.1"
    "$work/soundcheck" --generate-completion-script bash >"$staged/share/bash-completion/completions/soundcheck"
    "$work/soundcheck" --generate-completion-script zsh >"$staged/share/zsh/site-functions/_soundcheck"
    "$work/soundcheck" --generate-completion-script fish >"$staged/share/fish/vendor_completions.d/soundcheck.fish"
    cp "$root/LICENSE" "$staged/LICENSE"
    cp "$root/README.md" "$staged/README.md"
    normalise "$staged"
    (cd "$work" && deterministic_tar "$name" "$out/$name.tar.gz")
    say "wrote $out/$name.tar.gz"
}

# The tarballs of this VERSION in OUTDIR, one per platform, sorted.
tarballs() {
    find "$out" -maxdepth 1 -name "soundcheck-$version-*.tar.gz" -print | LC_ALL=C sort
}

platform_of() {
    local file
    file=$(basename "$1" .tar.gz)
    echo "${file#soundcheck-"$version"-}"
}

# soundcheck.artifactbundle.zip: one variant per tarball, the binary taken from it.
make_artifact_bundle() {
    local bundle="$work/soundcheck.artifactbundle" tarball platform variants=()
    rm -rf "$bundle"
    mkdir -p "$bundle"
    while read -r tarball; do
        platform=$(platform_of "$tarball")
        mkdir -p "$bundle/$platform/bin"
        "$gnu_tar" -xzf "$tarball" -C "$bundle/$platform/bin" --strip-components=2 \
            "soundcheck-$version-$platform/bin/soundcheck"
        variants+=("$platform/bin/soundcheck|$(platform_triples "$platform")")
    done < <(tarballs)
    write_bundle_info "$bundle" "$version" "${variants[@]}"
    cp "$root/LICENSE" "$bundle/LICENSE"
    normalise "$bundle"
    (cd "$work" && deterministic_zip soundcheck.artifactbundle "$out/soundcheck.artifactbundle.zip")
    (cd "$out" && swift package compute-checksum soundcheck.artifactbundle.zip) >"$out/soundcheck.artifactbundle.zip.checksum"
    say "wrote $out/soundcheck.artifactbundle.zip (checksum $(cat "$out/soundcheck.artifactbundle.zip.checksum"))"
}

make_plugins_package() {
    local package="$out/SoundCheckPlugins" checksum binary_target
    checksum=$(cat "$out/soundcheck.artifactbundle.zip.checksum")
    binary_target=".binaryTarget(
            name: \"SoundCheckBinary\",
            url: \"$base_url/soundcheck.artifactbundle.zip\",
            checksum: \"$checksum\"
        )"
    rm -rf "$package"
    mkdir -p "$package"
    write_plugins_package "$root" "$package" "$binary_target" "$version" "$revision"
    cp "$root/LICENSE" "$package/LICENSE"
    printf '.build/\n.swiftpm/\nPackage.resolved\n' >"$package/.gitignore"
    sed -e "s/@VERSION@/$version/g" "$root/scripts/release/plugins-README.md" >"$package/README.md"
    normalise "$package"
    say "wrote $package (commit it to the SoundCheckPlugins repository and tag it $version)"
}

make_formula() {
    local formula="$out/Formula/soundcheck.rb" tarball arguments=()
    while read -r tarball; do
        arguments+=(--tarball "$(platform_of "$tarball")" "$base_url/$(basename "$tarball")" "$(sha256 "$tarball" | cut -d' ' -f1)")
    done < <(tarballs)
    mkdir -p "$out/Formula"
    python3 "$root/scripts/release/formula.py" --version "$version" "${arguments[@]}" >"$formula.partial"
    mv "$formula.partial" "$formula"
    normalise "$out/Formula"
    say "wrote $formula"
}

make_sums() {
    (cd "$out" && find . -type f ! -name SHA256SUMS ! -name '*.partial' ! -path './SoundCheckPlugins/.build/*' \
        | sed 's|^\./||' | LC_ALL=C sort | while read -r file; do sha256 "$file"; done) >"$out/SHA256SUMS.partial"
    mv "$out/SHA256SUMS.partial" "$out/SHA256SUMS"
    say "wrote $out/SHA256SUMS ($(wc -l <"$out/SHA256SUMS" | tr -d ' ') files)"
}

work=$(temp_dir)
if [ "$assemble_only" -eq 0 ]; then
    [ -f "$root/LICENSE" ] || fail "no LICENSE in $root"
    build_release
    make_tarball "$work/soundcheck" "$work/soundcheck.1"
    if [ -f "$work/soundcheck-aarch64-unknown-linux-gnu" ]; then
        make_tarball "$work/soundcheck-aarch64-unknown-linux-gnu" "$work/soundcheck.1" aarch64-unknown-linux-gnu
    fi
fi
[ -n "$(tarballs)" ] || fail "no soundcheck-$version-*.tar.gz in $out to assemble"
make_artifact_bundle
make_plugins_package
make_formula
make_sums
say "done: soundcheck $version for $(tarballs | while read -r t; do platform_of "$t"; done | paste -sd, -), files at $base_url"
