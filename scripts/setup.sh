#!/usr/bin/env bash
# Installs what soundcheck needs to build, test and benchmark on Debian/Ubuntu (apt) or macOS
# (Homebrew): libsndfile, libavformat/libavcodec/libavutil, libsoxr and libebur128 (build),
# ffmpeg/ffprobe and sox (tests cross-check against them), sndfile-programs and hyperfine
# (benchmarks). Safe to run again: it installs only what is missing.
set -euo pipefail

apt_packages=(libsndfile1-dev libavformat-dev libavcodec-dev libavutil-dev libsoxr-dev libebur128-dev
              pkg-config ffmpeg sox libsox-fmt-all sndfile-programs)
brew_packages=(libsndfile libsoxr libebur128 pkg-config ffmpeg sox)

if command -v apt-get >/dev/null 2>&1; then
    missing=()
    for package in "${apt_packages[@]}"; do
        dpkg -s "$package" >/dev/null 2>&1 || missing+=("$package")
    done
    if ((${#missing[@]})); then
        sudo=""
        if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
        echo "setup: installing ${missing[*]}" >&2
        $sudo apt-get update -qq
        DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    fi
elif command -v brew >/dev/null 2>&1; then
    brew install "${brew_packages[@]}"
else
    echo "setup: no apt-get or brew; install libsndfile, FFmpeg's libraries, libsoxr, libebur128 (with pkg-config)," >&2
    echo "       ffmpeg and sox yourself" >&2
    exit 1
fi

if ! command -v swift >/dev/null 2>&1; then
    echo "setup: Swift 6 is not on PATH. Install a Swift 6 toolchain (https://www.swift.org/install/linux/)" >&2
    echo "       and run this again." >&2
    exit 1
fi
