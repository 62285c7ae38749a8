#!/usr/bin/env bash
# Installs a released soundcheck for this machine from its release tarball, checked against the
# release's SHA256SUMS: the GitHub Action's install step, and a one-liner for any CI.
#
#   scripts/install-release.sh [--version VERSION|latest] [--base-url URL] [--prefix DIR]
#
# PREFIX (default ~/.local) gets bin/soundcheck, its man page and completions. URL is the folder
# the release's files are in (default: soundcheck's GitHub release of VERSION; with latest,
# GitHub's latest release, whose SHA256SUMS names the version). A PREFIX that already holds
# VERSION is left as it is (the Action caches it). Prints PREFIX/bin. Needs curl or wget, and GNU
# or BSD tar.
set -euo pipefail
# `curl … | bash` runs this file alone, without the repository: it cannot source
# scripts/lib/common.sh, so it defines the two functions of it that it uses, the same way.
say() { echo "install-release: $*" >&2; }
fail() {
    local status=1
    if [ "${1:-}" = --status ]; then
        status=$2
        shift 2
    fi
    say "$@"
    exit "$status"
}

version=latest base_url="" prefix="$HOME/.local"
while (($#)); do
    case "$1" in
        --version) version=${2:?--version needs a version}; shift 2 ;;
        --base-url) base_url=${2:?--base-url needs a URL}; shift 2 ;;
        --prefix) prefix=${2:?--prefix needs a folder}; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) fail --status 2 "usage: scripts/install-release.sh [--version VERSION|latest] [--base-url URL] [--prefix DIR]" ;;
    esac
done
version=${version#v}
[[ "$version" = latest || "$version" =~ ^[0-9]+\.[0-9]+\.[0-9]+(-[0-9A-Za-z.-]+)?$ ]] || fail --status 2 "--version must be like 1.2.3 or latest, not $version"
repository=https://github.com/soundcheck/soundcheck/releases
if [ -z "$base_url" ]; then
    if [ "$version" = latest ]; then base_url=$repository/latest/download; else base_url=$repository/download/$version; fi
fi
base_url=${base_url%/}

case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) platform=x86_64-unknown-linux-gnu ;;
    Linux-aarch64|Linux-arm64) platform=aarch64-unknown-linux-gnu ;;
    Darwin-*) platform=universal-apple-macosx ;;
    *) fail "no soundcheck release for $(uname -s) $(uname -m): build it from source (README, From source)" ;;
esac

download() {
    if command -v curl >/dev/null 2>&1; then
        curl --fail --silent --show-error --location --retry 3 --output "$2" "$1"
    else
        wget --quiet --tries=3 --output-document="$2" "$1"
    fi || fail "could not download $1"
}
sha256() { if command -v sha256sum >/dev/null 2>&1; then sha256sum "$1"; else shasum -a 256 "$1"; fi | cut -d' ' -f1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
download "$base_url/SHA256SUMS" "$work/SHA256SUMS"
if [ "$version" = latest ]; then
    version=$(sed -nE "s/^[0-9a-f]{64}  soundcheck-(.*)-$platform\.tar\.gz$/\1/p" "$work/SHA256SUMS" | head -n 1)
    [ -n "$version" ] || fail "the latest release's SHA256SUMS lists no tarball for $platform"
fi
tarball=soundcheck-$version-$platform.tar.gz
expected=$(awk -v file="$tarball" '$2 == file { print $1 }' "$work/SHA256SUMS")
[ -n "$expected" ] || fail "$base_url/SHA256SUMS lists no $tarball: soundcheck $version has no build for $platform"

if [ -x "$prefix/bin/soundcheck" ] && [ "$("$prefix/bin/soundcheck" --version 2>/dev/null)" = "$version" ]; then
    say "soundcheck $version is already in $prefix"
    echo "$prefix/bin"
    exit 0
fi

say "downloading $tarball"
download "$base_url/$tarball" "$work/$tarball"
actual=$(sha256 "$work/$tarball")
[ "$actual" = "$expected" ] || fail "$tarball has sha256 $actual, but SHA256SUMS says $expected: not installed"

mkdir -p "$work/unpacked" "$prefix"
tar -xzf "$work/$tarball" -C "$work/unpacked"
unpacked="$work/unpacked/soundcheck-$version-$platform"
[ -x "$unpacked/bin/soundcheck" ] || fail "$tarball holds no soundcheck-$version-$platform/bin/soundcheck"
# Each file goes in whole, then is renamed into place: an interrupted install leaves the old one.
(cd "$unpacked" && find bin share -type f) | while read -r file; do
    mkdir -p "$prefix/$(dirname "$file")"
    cp -p "$unpacked/$file" "$prefix/$file.partial"
    mv -f "$prefix/$file.partial" "$prefix/$file"
done
installed=$("$prefix/bin/soundcheck" --version) || fail "the installed $prefix/bin/soundcheck does not run"
[ "$installed" = "$version" ] || fail "the installed soundcheck says $installed, not $version"
say "installed soundcheck $version ($platform) in $prefix"
echo "$prefix/bin"
