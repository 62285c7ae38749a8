#!/usr/bin/env bash
# The release workflow's last step: commits OUTDIR/SoundCheckPlugins to the plugins package's
# repository (tagged VERSION, so `.package(url:from:)` finds it) and OUTDIR/Formula/soundcheck.rb
# to the Homebrew tap, each as one commit on its default branch.
#
#   scripts/release/publish-repositories.sh VERSION OUTDIR
#
# Environment: PLUGINS_REPOSITORY and TAP_REPOSITORY (git URLs; default soundcheck/SoundCheckPlugins
# and soundcheck/homebrew-tap on GitHub, pushed with DEPLOY_TOKEN). A tag that exists is an error:
# a published version is never moved.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/../lib/common.sh"
script_name=publish
version=${1:?usage: publish-repositories.sh VERSION OUTDIR}
out=${2:?usage: publish-repositories.sh VERSION OUTDIR}
github() {
    if [ -n "${DEPLOY_TOKEN:-}" ]; then echo "https://x-access-token:$DEPLOY_TOKEN@github.com/$1.git"; else echo "https://github.com/$1.git"; fi
}
plugins_repository=${PLUGINS_REPOSITORY:-$(github soundcheck/SoundCheckPlugins)}
tap_repository=${TAP_REPOSITORY:-$(github soundcheck/homebrew-tap)}
[ -f "$out/SoundCheckPlugins/Package.swift" ] || fail "no $out/SoundCheckPlugins/Package.swift"
[ -f "$out/Formula/soundcheck.rb" ] || fail "no $out/Formula/soundcheck.rb"
work=$(temp_dir)

# Clones REPOSITORY into FOLDER, replaces what CONTENT names with its files, commits.
commit_to() {
    local repository=$1 folder=$2 message=$3
    shift 3
    git clone --quiet "$repository" "$folder"
    git -C "$folder" config user.name "soundcheck release"
    git -C "$folder" config user.email "release@soundcheck.invalid"
    "$@"
    git -C "$folder" add --all
    if git -C "$folder" diff --cached --quiet; then say "nothing changed in $repository"; return 0; fi
    git -C "$folder" commit --quiet -m "$message"
}

replace_plugins() {
    find "$work/plugins" -mindepth 1 -maxdepth 1 ! -name .git -exec rm -rf {} +
    cp -R "$out/SoundCheckPlugins/." "$work/plugins/"
}
commit_to "$plugins_repository" "$work/plugins" "soundcheck $version" replace_plugins
if git -C "$work/plugins" rev-parse --quiet --verify "refs/tags/$version" >/dev/null; then
    fail "the plugins repository already has tag $version: not moved"
fi
git -C "$work/plugins" tag "$version"
git -C "$work/plugins" push --quiet origin HEAD "refs/tags/$version"
say "pushed SoundCheckPlugins $version"

replace_formula() { mkdir -p "$work/tap/Formula" && cp "$out/Formula/soundcheck.rb" "$work/tap/Formula/soundcheck.rb"; }
commit_to "$tap_repository" "$work/tap" "soundcheck $version" replace_formula
git -C "$work/tap" push --quiet origin HEAD
say "pushed the formula for $version"
