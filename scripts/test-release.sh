#!/usr/bin/env bash
# Proves a release made by scripts/release.sh installs the ways README's "Install" says, end to
# end and without the internet: the release is served over HTTPS on 127.0.0.1, as GitHub would
# serve it, with a certificate from a throwaway CA that only this test's private mount namespace
# trusts (its CA bundle is bind-mounted over the system's; nothing outside changes).
#
#   1. The release is assembled for the local URL (release.sh --assemble-only) and published by
#      scripts/release/publish-repositories.sh into local plugins and tap repositories, served by
#      git's dumb HTTP protocol.
#   2. A new package adopts the plugin with one .package(url:from:) line: SwiftPM clones the
#      plugins package, downloads the artifact bundle by URL and verifies its checksum; the first
#      build compiles nothing of soundcheck. Timed: first build, no change, adding a sound, and
#      build <-> test. A bad sound then fails the build, naming it.
#   3. A tampered bundle (a valid zip with one file added) is refused by a fresh consumer: checksum
#      mismatch.
#   4. The GitHub Action's installer (scripts/install-release.sh with its base URL pointed at the
#      server) installs the tarball, checking SHA256SUMS, and refuses a tampered tarball; then
#      action.yml itself runs step by step (scripts/release/run-action.py): it installs into the
#      runner's tool cache, annotates a bad sound and a bad payload, writes SARIF and the summary.
#   5. The installed binary runs with none of the C libraries' packages nor the Swift runtime
#      (their files hidden in the namespace): it checks sounds, and convert says what to install.
#   6. The formula passes ruby -c, names the local tarball with its sha256, and its install and
#      test blocks pass on the tarball (scripts/release/formula-check.rb stands in for Homebrew).
#
#   scripts/test-release.sh RELEASE_DIR
#
# RELEASE_DIR holds scripts/release.sh's output (its tarball is reused; nothing is built again).
# Needs root (unshare, mount), openssl, python3, git, curl and ruby (scripts/setup.sh).
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
fail_tag=FAIL
seconds_since() { awk -v s="$1" -v e="$(date +%s.%N)" 'BEGIN { printf "%.1f", e - s }'; }

if [ "${1:-}" != --in-namespace ]; then
    release=$(cd "${1:?usage: scripts/test-release.sh RELEASE_DIR}" && pwd)
    tarball=$(find "$release" -maxdepth 1 -name 'soundcheck-*-x86_64-unknown-linux-gnu.tar.gz' -o -maxdepth 1 -name 'soundcheck-*-aarch64-unknown-linux-gnu.tar.gz' | head -n 1)
    [ -n "$tarball" ] || fail "no Linux tarball in $release"
    [ "$(id -u)" -eq 0 ] || { say "needs root for a private mount namespace"; exit 77; }
    work=$(temp_dir)
    # shellcheck disable=SC2016  # expanded when the script exits
    on_exit 'kill "$(cat "$work/server.pid" 2>/dev/null)" 2>/dev/null || true'
    version=$(basename "$tarball" | sed -E 's/^soundcheck-(.*)-(x86_64|aarch64)-unknown-linux-gnu\.tar\.gz$/\1/')

    say "0. a throwaway CA and a certificate for 127.0.0.1; the release served over HTTPS"
    (cd "$work" \
        && openssl req -x509 -newkey rsa:2048 -nodes -keyout ca.key -out ca.crt -days 2 -subj "/CN=soundcheck test CA" \
        && openssl req -newkey rsa:2048 -nodes -keyout server.key -out server.csr -subj "/CN=127.0.0.1" \
        && printf 'subjectAltName=IP:127.0.0.1\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n' >server.ext \
        && openssl x509 -req -in server.csr -CA ca.crt -CAkey ca.key -CAcreateserial -out server.crt -days 2 -extfile server.ext) \
        >"$work/openssl.log" 2>&1 || { cat "$work/openssl.log"; fail "openssl could not make the certificates"; }
    cat /etc/ssl/certs/ca-certificates.crt "$work/ca.crt" >"$work/ca-bundle.crt"
    mkdir -p "$work/www"
    python3 "$root/scripts/release/serve-https.py" "$work/www" "$work/server.crt" "$work/server.key" "$work/port" 2>"$work/server.log" &
    echo $! >"$work/server.pid"
    for _ in $(seq 50); do [ -f "$work/port" ] && break; sleep 0.1; done
    [ -f "$work/port" ] || fail "the HTTPS server did not start: $(cat "$work/server.log")"
    base="https://127.0.0.1:$(cat "$work/port")"
    say "   serving $work/www at $base"
    unshare --mount --propagation private -- "$0" --in-namespace "$work" "$base" "$version" "$tarball" || exit $?
    exit 0
fi

work=$2 base=$3 version=$4 tarball=$5
www="$work/www"
# shellcheck source=scripts/lib/plugin-package.sh
source "$root/scripts/lib/plugin-package.sh"
mount --bind "$work/ca-bundle.crt" /etc/ssl/certs/ca-certificates.crt
curl --silent --fail "$base/" >/dev/null || fail "inside the namespace, curl does not trust $base"
# SwiftPM's caches, configuration and recorded fingerprints go here, not in the user's home (it
# finds that by the user database, whatever HOME says): every run starts as a new machine.
isolated() { swiftpm=(--cache-path "$work/$1/cache" --config-path "$work/$1/config" --security-path "$work/$1/security"); }
isolated swiftpm

say "1. the release assembled for $base and published into local repositories"
for arguments in "not-a-version $work/odd" "$version --assemble-only $work/empty"; do
    mkdir -p "$work/empty"
    # shellcheck disable=SC2086
    if "$root/scripts/release.sh" $arguments 2>"$work/refused.log"; then fail "release.sh $arguments succeeded"; fi
    grep -qE 'must be like|no soundcheck-.* to assemble' "$work/refused.log" || fail "release.sh $arguments did not say why: $(cat "$work/refused.log")"
done
cp "$tarball" "$www/"
"$root/scripts/release.sh" "$version" --base-url "$base" --assemble-only "$www" 2>"$work/assemble.log" \
    || { cat "$work/assemble.log"; fail "release.sh --assemble-only failed"; }
for repository in SoundCheckPlugins homebrew-tap; do
    git init --quiet --bare "$www/$repository.git"
    git -C "$www/$repository.git" symbolic-ref HEAD refs/heads/main
    git clone --quiet "$www/$repository.git" "$work/seed-$repository" 2>/dev/null
    git -C "$work/seed-$repository" -c user.name=t -c user.email=t@example.invalid commit --quiet --allow-empty -m "empty"
    git -C "$work/seed-$repository" push --quiet origin HEAD:main
done
PLUGINS_REPOSITORY="$www/SoundCheckPlugins.git" TAP_REPOSITORY="$www/homebrew-tap.git" \
    "$root/scripts/release/publish-repositories.sh" "$version" "$www" 2>"$work/publish.log" \
    || { cat "$work/publish.log"; fail "publish-repositories.sh failed"; }
git -C "$www/SoundCheckPlugins.git" rev-parse --quiet --verify "refs/tags/$version" >/dev/null || fail "the plugins repository has no tag $version"
git -C "$www/homebrew-tap.git" show main:Formula/soundcheck.rb | grep -q "$base/$(basename "$tarball")" || fail "the tap's formula does not name $base/$(basename "$tarball")"
# Packed, as a host stores and serves a repository: over dumb HTTP a loose object is one request each.
for repository in SoundCheckPlugins homebrew-tap; do
    git -C "$www/$repository.git" repack -a -d -q
    git -C "$www/$repository.git" update-server-info
done
if PLUGINS_REPOSITORY="$www/SoundCheckPlugins.git" TAP_REPOSITORY="$www/homebrew-tap.git" \
    "$root/scripts/release/publish-repositories.sh" "$version" "$www" 2>"$work/publish-again.log"; then
    fail "publishing $version twice moved its tag"
fi
say "   ok: tag $version in SoundCheckPlugins.git, the formula in homebrew-tap.git; publishing again is refused"

# A new package at $1 that uses the plugin package by URL, with a test.
consumer() {
    consumer_with_test "$1" ".package(url: \"$base/SoundCheckPlugins.git\", from: \"$version\")"
}

timed_build() {
    local name=$1 folder=$2 start
    shift 2
    start=$(date +%s.%N)
    (cd "$folder" && swift "$@" "${swiftpm[@]}") >"$work/$name.log" 2>&1 || { tail -n 40 "$work/$name.log" >&2; fail "$name: swift $* failed"; }
    seconds_since "$start"
}

say "2. a new package adopts the plugin with one .package(url:from:) line"
app="$work/Chimes"
consumer "$app"
first=$(timed_build first "$app" build)
grep -q 'soundcheck: checking 2 sounds of Chimes' "$work/first.log" || fail "the first build shows no check: $(tail -n 20 "$work/first.log")"
compiled=$(grep -E 'Compiling' "$work/first.log" | grep -iE 'soundcheck|ArgumentParser|Yams' | grep -v 'Compiling plugin' || true)
[ -z "$compiled" ] || fail "the first build compiled soundcheck or its dependencies: $compiled"
grep -q "GET /SoundCheckPlugins.git/info/refs" "$work/server.log" || fail "SwiftPM did not fetch the plugins package from $base"
grep -q "GET /soundcheck.artifactbundle.zip" "$work/server.log" || fail "SwiftPM did not download the artifact bundle from $base"
again=$(timed_build again "$app" build)
cp "$root/samples/valid/chime-ima4.caf" "$app/Sources/Chimes/Sounds/bell.caf"
added=$(timed_build added "$app" build)
grep -q 'soundcheck: checking 3 sounds of Chimes' "$work/added.log" || fail "adding a sound did not run the check again"
test_first=$(timed_build test-first "$app" test)
build_after_test=$(timed_build build-after-test "$app" build)
test_after_build=$(timed_build test-after-build "$app" test)
grep -q "Executed 1 test, with 0 failures" "$work/test-after-build.log" || fail "the consumer's test did not pass: $(tail -n 20 "$work/test-after-build.log")"
fetched=$(grep -oE '^(Fetched|Downloaded) [^ ]+.* \([0-9.]+s\)' "$work/first.log" | sed -E 's|https://[^ ]*/||; s/ from cache//' | paste -sd';' - || true)
say "   ok: first build ${first} s (clone, download, checksum, check; SwiftPM says: ${fetched:-no timings}); no change ${again} s; adding a sound ${added} s;"
say "       swift test ${test_first} s (its first build), then build ${build_after_test} s, test ${test_after_build} s"
cp "$root/samples/invalid/too-long.caf" "$app/Sources/Chimes/Sounds/too-long.caf"
if (cd "$app" && swift build "${swiftpm[@]}") >"$work/bad.log" 2>&1; then fail "the build passed with a 30.5 s sound"; fi
grep -F "$app/Sources/Chimes/Sounds/too-long.caf: error: plays for 30.5 s" "$work/bad.log" | grep -q '\[duration\]$' \
    || { tail -n 30 "$work/bad.log" >&2; fail "the failed build does not name too-long.caf and the duration rule"; }
say "   ok: a 30.5 s sound fails the build: $(grep -F 'too-long.caf: error:' "$work/bad.log" | head -n 1 | cut -c1-120)…"

say "3. a tampered artifact bundle is refused, in a new package with empty SwiftPM caches"
cp "$www/soundcheck.artifactbundle.zip" "$work/bundle.zip"
# A valid archive with one file added, as a compromised server could serve: only the checksum
# tells it from the release's.
python3 - "$www/soundcheck.artifactbundle.zip" <<'EOF'
import sys
import zipfile
with zipfile.ZipFile(sys.argv[1], "a") as archive:
    archive.writestr("soundcheck.artifactbundle/NOTICE", "not from the release")
EOF
isolated swiftpm-tampered
consumer "$work/Tampered"
if (cd "$work/Tampered" && swift build "${swiftpm[@]}") >"$work/tampered.log" 2>&1; then fail "a tampered artifact bundle was accepted"; fi
grep -qi "checksum" "$work/tampered.log" || { tail -n 20 "$work/tampered.log" >&2; fail "the refusal does not mention the checksum"; }
if grep -q "soundcheck: checking" "$work/tampered.log"; then fail "the tampered bundle's soundcheck ran"; fi
say "   ok: $(grep -i -m 1 checksum "$work/tampered.log" | cut -c1-160)"
cp "$work/bundle.zip" "$www/soundcheck.artifactbundle.zip"

say "4. the GitHub Action's install and check steps, against $base"
prefix="$work/tool-cache/soundcheck"
bin=$("$root/scripts/install-release.sh" --version "$version" --base-url "$base" --prefix "$prefix" 2>"$work/install.log") \
    || { cat "$work/install.log"; fail "install-release.sh failed"; }
[ "$("$bin/soundcheck" --version)" = "$version" ] || fail "the installed soundcheck is not $version"
if [ ! -f "$prefix/share/man/man1/soundcheck.1" ] || [ ! -f "$prefix/share/zsh/site-functions/_soundcheck" ]; then
    fail "the man page or completions were not installed"
fi
"$root/scripts/install-release.sh" --version "$version" --base-url "$base" --prefix "$prefix" 2>&1 >/dev/null | grep -q "already in" \
    || fail "a second install did not reuse the installed $version"
cp "$www/$(basename "$tarball")" "$work/tarball.tgz"
printf 'x' >>"$www/$(basename "$tarball")"
if "$root/scripts/install-release.sh" --version "$version" --base-url "$base" --prefix "$work/other-prefix" 2>"$work/install-tampered.log" >/dev/null; then
    fail "a tampered tarball was installed"
fi
grep -q "SHA256SUMS says" "$work/install-tampered.log" || fail "the refusal does not say why: $(cat "$work/install-tampered.log")"
[ ! -e "$work/other-prefix/bin/soundcheck" ] || fail "the tampered tarball left a soundcheck behind"
cp "$work/tarball.tgz" "$www/$(basename "$tarball")"
latest=$("$root/scripts/install-release.sh" --version latest --base-url "$base" --prefix "$work/latest" 2>"$work/install-latest.log") \
    || { cat "$work/install-latest.log"; fail "install-release.sh --version latest failed"; }
[ "$("$latest/soundcheck" --version)" = "$version" ] || fail "--version latest did not install $version (SHA256SUMS names it)"
if "$root/scripts/install-release.sh" --version '1.0; rm -rf /' --base-url "$base" --prefix "$work/odd" 2>/dev/null; then
    fail "install-release.sh accepted a version that is not one"
fi
# action.yml itself, step by step as a runner runs it (scripts/release/run-action.py): its install
# step against $base, then the checks on a repository with a bad sound and a payload naming a
# sound it does not ship. The runner's tool cache is new, so the install downloads.
repo="$work/repo"
mkdir -p "$repo/Sounds" "$repo/Payloads" "$work/runner"
cp "$root/samples/valid/chime-ima4.caf" "$root/samples/invalid/too-long.caf" "$repo/Sounds/"
printf '{"aps": {"alert": "Doorbell", "sound": "gong.caf"}}\n' >"$repo/Payloads/doorbell.apns"
status=0
"$root/.build/tools/release-venv/bin/python3" "$root/scripts/release/run-action.py" "$root/action.yml" "$repo" "$work/runner" \
    paths=Sounds payloads=Payloads version="$version" base-url="$base" >"$work/action.log" 2>&1 || status=$?
[ "$status" -eq 1 ] || { cat "$work/action.log"; fail "the Action exited $status, not 1 (a bad sound and a bad payload)"; }
for expected in '^step Install soundcheck: success' '^step Check the sounds: failure \(exit 1\)' \
        '^step Check the payloads: failure \(exit 1\)' '^step Check the sound names in code: skipped' \
        '^::error file=Sounds/too-long.caf,title=soundcheck \[duration\]::plays for 30.5 s' \
        '^::error file=Payloads/doorbell.apns.*gong.caf' \
        '^output sarif=soundcheck.sarif$' "^output version=$version\$"; do
    grep -qE "$expected" "$work/action.log" || { cat "$work/action.log"; fail "the Action's log has no line matching $expected"; }
done
[ -x "$work/runner/tool-cache/soundcheck/$version-Linux-$(uname -m | sed 's/x86_64/X64/; s/aarch64/ARM64/')/bin/soundcheck" ] \
    || fail "the Action did not install into the runner's tool cache: $(find "$work/runner" -maxdepth 4)"
grep -q '"ruleId" *: *"duration"' "$repo/soundcheck.sarif" || fail "the SARIF file has no duration result"
if ! grep -q 'too-long.caf' "$work/runner/github_step_summary" || ! grep -q 'gong.caf' "$work/runner/github_step_summary"; then
    fail "the job summary does not list too-long.caf and gong.caf"
fi
say "   ok: installed $version in $prefix (sha256 checked; a tampered tarball refused);"
say "       action.yml run step by step: installed into the tool cache, annotated too-long.caf and the payload's gong.caf, wrote SARIF and the summary"

say "5. the installed binary without the C libraries' packages and the Swift runtime"
hidden=0
for package in libsndfile1 libsoxr0 libebur128-1 libavformat59 libavcodec59 libavutil57 libmpg123-0 libvorbis0a libflac12; do
    dpkg -s "$package" >/dev/null 2>&1 || continue
    while IFS= read -r path; do
        case $path in *.so.*) ;; *) continue ;; esac
        path=$(readlink -f "$path")
        [ -f "$path" ] || continue
        mount --bind /dev/null "$path"
        hidden=$((hidden + 1))
    done < <(dpkg -L "$package")
done
swift_runtime=$(dirname "$(readlink -f "$(command -v swift)")")/../lib/swift/linux
mkdir -p "$work/empty"
if [ -d "$swift_runtime" ]; then mount --bind "$work/empty" "$swift_runtime"; fi
ldd "$bin/soundcheck" | grep -qE 'not found|sndfile|swiftCore' && fail "the binary links a hidden library: $(ldd "$bin/soundcheck")"
"$bin/soundcheck" check --no-color "$root/samples/valid" >"$work/bare-valid.log" 2>&1 || { cat "$work/bare-valid.log"; fail "check of samples/valid failed without the libraries"; }
status=0
"$bin/soundcheck" check --no-color --format xcode "$root/samples/invalid/too-long.caf" >"$work/bare-invalid.log" 2>&1 || status=$?
if [ "$status" -ne 1 ] || ! grep -q 'too-long.caf: error: plays for 30.5 s' "$work/bare-invalid.log"; then
    cat "$work/bare-invalid.log"
    fail "the 30.5 s sound was not reported without the libraries (exit $status)"
fi
status=0
"$bin/soundcheck" convert "$root/samples/valid/ping-pcm16.wav" -o "$work/ping.caf" >"$work/bare-convert.log" 2>&1 || status=$?
if [ "$status" -eq 0 ] || ! grep -qE 'lib(sndfile|soxr|ebur128).* not installed.*(apt|install)' "$work/bare-convert.log"; then
    cat "$work/bare-convert.log"
    fail "convert without the libraries did not say what to install (exit $status)"
fi
say "   ok: $hidden library files and the Swift runtime hidden: check works, convert says: $(grep -m 1 -E 'not installed' "$work/bare-convert.log" | cut -c1-140)"

say "6. the formula"
ruby -c "$www/Formula/soundcheck.rb" >/dev/null || fail "ruby -c rejects the formula"
grep -q "url \"$base/$(basename "$tarball")\"" "$www/Formula/soundcheck.rb" || fail "the formula does not name the tarball's URL"
grep -q "sha256 \"$(sha256sum "$www/$(basename "$tarball")" | cut -d' ' -f1)\"" "$www/Formula/soundcheck.rb" || fail "the formula's sha256 is not the tarball's"
ruby "$root/scripts/release/formula-check.rb" "$www/Formula/soundcheck.rb" "$www/$(basename "$tarball")" >"$work/formula.log" 2>&1 \
    || { cat "$work/formula.log"; fail "the formula's install or test block failed on the tarball"; }
say "   ok: ruby -c passes; the formula names $base/$(basename "$tarball") with its sha256;"
say "       its install and test blocks, run against the tarball: $(tail -n 1 "$work/formula.log" | sed 's/^formula-check: //')"
say "passed"
