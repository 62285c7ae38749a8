#!/usr/bin/env bash
# Proves issue 10's claim: "A push server executable that depends on the core product alone
# builds with no apt package installed, and its binary links none of libsndfile, FFmpeg, libsoxr,
# libebur128", on Examples/PushServer (which depends on SoundCheckCore only):
#   1. in a private mount namespace (unshare -m, as root), every header, pkg-config file and
#      shared library that libsndfile1-dev, libsoxr-dev, libebur128-dev, libavformat-dev,
#      libavcodec-dev and libavutil-dev install is hidden (an empty folder or /dev/null is
#      bind-mounted over it; the list comes from dpkg -L) and PKG_CONFIG_LIBDIR is an empty
#      folder. The script first shows that this works: pkg-config finds none of the libraries and
#      a C file that uses each header does not compile (and, outside, that both work when the
#      packages are installed, so it is the hiding that makes them fail);
#   2. there, `swift build` builds the example from nothing (its .build is removed first) and only
#      SoundCheckCore and the example are compiled;
#   3. there, with the libraries hidden, the binary runs: exit 0 for the server's own payloads
#      against samples/manifest.json, exit 1 and a [sound-name] error for a payload that names a
#      sound the app does not ship;
#   4. outside, `ldd` on the binary names none of sndfile, soxr, ebur128, avformat, avcodec,
#      avutil, FLAC, vorbis, opus, mpg123, mp3lame.
# Prints the build time and the binary's size. Exits 77 (skipped, not proven) where unshare -m
# cannot be used (not root, or no mount namespaces), 1 on any failure.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
example="$root/Examples/PushServer"
manifest="$root/samples/manifest.json"
dev_packages=(libsndfile1-dev libsoxr-dev libebur128-dev libavformat-dev libavcodec-dev libavutil-dev)
pkgconfig_names=(sndfile soxr libebur128 libavformat libavcodec libavutil)
forbidden='sndfile|soxr|ebur128|avformat|avcodec|avutil|flac|vorbis|opus|mpg123|mp3lame'
fail_tag=FAIL

# One C file per library, each using a type or function its header declares: an empty header
# (/dev/null bind-mounted over it) makes it fail as surely as a missing one.
c_program() {
    case $1 in
        sndfile) echo '#include <sndfile.h>
SNDFILE *f; int main(void) { return sf_close(f); }' ;;
        soxr) echo '#include <soxr.h>
soxr_t s; int main(void) { return soxr_version() == 0; }' ;;
        libebur128) echo '#include <ebur128.h>
ebur128_state *s; int main(void) { return s == 0; }' ;;
        libavformat) echo '#include <libavformat/avformat.h>
AVFormatContext *c; int main(void) { return c == 0; }' ;;
        libavcodec) echo '#include <libavcodec/avcodec.h>
AVCodecContext *c; int main(void) { return c == 0; }' ;;
        libavutil) echo '#include <libavutil/avutil.h>
int main(void) { return avutil_version() == 0; }' ;;
    esac
}

# The C compiler SwiftPM uses: the toolchain's clang, beside swift.
clang_path() {
    local swift_dir
    swift_dir=$(dirname "$(readlink -f "$(command -v swift)")")
    if [ -x "$swift_dir/clang" ]; then echo "$swift_dir/clang"; else command -v cc; fi
}

compiles() {
    c_program "$1" | "$(clang_path)" -fsyntax-only -x c - >/dev/null 2>&1
}

found_by_pkg_config() {
    command -v pkg-config >/dev/null 2>&1 && pkg-config --exists "$1" 2>/dev/null
}

# ---------------------------------------------------------------------------------------------
# Inside the namespace: hide, prove the hiding, build, run.
if [ "${1:-}" = "--in-namespace" ]; then
    scratch=$2
    empty_dir="$scratch/empty"
    empty_pkgconfig="$scratch/pkgconfig"
    hidden=0
    for package in "${dev_packages[@]}"; do
        dpkg -s "$package" >/dev/null 2>&1 || { say "  $package is not installed: nothing to hide"; continue; }
        while IFS= read -r path; do
            if [ -d "$path" ] && [ ! -L "$path" ]; then
                # A folder of headers that belongs to this package alone (/usr/include/…/libavformat).
                case $path in /usr/include/*) ;; *) continue ;; esac
                owners=$(dpkg -S "$path" 2>/dev/null | sed 's/: .*//')
                case $owners in *,*) continue ;; esac
                mount --bind "$empty_dir" "$path"
            else
                case $path in
                    /usr/include/*.h | /usr/include/*.hh | *.pc) ;;
                    */lib*.so) path=$(readlink -f "$path") ;;  # the library itself, not the link
                    *) continue ;;
                esac
                [ -f "$path" ] || continue
                mount --bind /dev/null "$path"
            fi
            hidden=$((hidden + 1))
        done < <(dpkg -L "$package")
    done
    export PKG_CONFIG_LIBDIR="$empty_pkgconfig"
    unset PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
    say "1. inside the namespace: $hidden headers, header folders, .pc files and libraries hidden; PKG_CONFIG_LIBDIR=$PKG_CONFIG_LIBDIR"

    for name in "${pkgconfig_names[@]}"; do
        found_by_pkg_config "$name" && fail "inside the namespace, pkg-config still finds $name"
        # Also without PKG_CONFIG_LIBDIR: the .pc files themselves are hidden.
        if command -v pkg-config >/dev/null 2>&1 && env -u PKG_CONFIG_LIBDIR pkg-config --exists "$name" 2>/dev/null; then
            fail "inside the namespace, pkg-config finds $name on its default path"
        fi
        compiles "$name" && fail "inside the namespace, a C file using $name's header still compiles"
    done
    say "   ok: pkg-config --exists fails for ${pkgconfig_names[*]} (with PKG_CONFIG_LIBDIR and without)"
    say "   ok: a C file using each of their headers does not compile, e.g.:"
    c_program sndfile | "$(clang_path)" -fsyntax-only -x c - 2>&1 | grep -m 2 -E 'error' | sed 's/^/      /' >&2 || true
    c_program libavformat | "$(clang_path)" -fsyntax-only -x c - 2>&1 | grep -m 1 -E 'error' | sed 's/^/      /' >&2 || true

    say "2. swift build in Examples/PushServer, from nothing (its .build removed)"
    rm -rf "$example/.build"
    log="$scratch/build.log"
    start=$(date +%s.%N)
    if ! (cd "$example" && swift build) >"$log" 2>&1; then
        tail -n 40 "$log" >&2
        fail "the push server does not build with the C libraries hidden"
    fi
    end=$(date +%s.%N)
    say "   ok: built in $(awk -v s="$start" -v e="$end" 'BEGIN { printf "%.1f", e - s }') s (debug, 2 cores; includes resolving the root package's dependencies)"
    compiled=$(sed -nE 's/^\[[0-9]+\/[0-9]+\] Compiling ([A-Za-z0-9_]+) .*/\1/p' "$log" | grep -vx plugin | sort -u | tr '\n' ' ')
    plugins=$(sed -nE 's/^\[[0-9]+\/[0-9]+\] Compiling plugin ([A-Za-z0-9_]+).*/\1/p' "$log" | sort -u | tr '\n' ' ')
    say "   modules compiled: $compiled(plugins compiled, not run: ${plugins:-none})"
    for module in $compiled; do
        case $module in
            SoundCheckCore | push_server) ;;
            *) fail "the build compiled $module; only SoundCheckCore and the example should be" ;;
        esac
    done
    grep -q 'Compiling SoundCheckCore' "$log" || fail "the build log shows no compilation of SoundCheckCore"
    if grep -qE '^(warning|error):' "$log"; then
        say "   what SwiftPM printed besides progress (the build passed):"
        grep -E -A1 '^(warning|error):' "$log" | grep -v '^--$' | sed 's/^/      /' >&2
    else
        say "   SwiftPM printed no warning"
    fi

    binary="$example/.build/debug/push-server"
    [ -x "$binary" ] || fail "no binary at $binary"

    say "3. the binary runs with the libraries hidden"
    status=0
    "$binary" "$manifest" >"$scratch/run-valid.txt" 2>&1 || status=$?
    sed 's/^/      /' "$scratch/run-valid.txt" >&2
    [ "$status" -eq 0 ] || fail "the server's own payloads: exit $status, expected 0"
    grep -q '^doorbell: ok: 1 payload, sound chime-ima4.caf (valid)$' "$scratch/run-valid.txt" || fail "no ok line for the doorbell push"
    grep -q '^Checked 3 payloads: 3 to send, 0 refused (0 errors, 0 warnings)\.$' "$scratch/run-valid.txt" || fail "no summary line for 3 pushes"
    say "   ok: exit 0 for the server's own payloads"

    status=0
    "$binary" "$manifest" '{"aps":{"alert":"New message","sound":"bingbong.caf"}}' >"$scratch/run-missing.txt" 2>&1 || status=$?
    sed 's/^/      /' "$scratch/run-missing.txt" >&2
    [ "$status" -eq 1 ] || fail "a payload naming a missing sound: exit $status, expected 1"
    grep -qF 'request-1:1:39: error: [sound-name] no sound named "bingbong.caf" is shipped, so the default sound plays instead' "$scratch/run-missing.txt" \
        || fail "no [sound-name] error at request-1:1:39 for bingbong.caf"
    grep -qF 'push-server: not sending request-1: names "bingbong.caf" (unknown)' "$scratch/run-missing.txt" || fail "no refusal line for request-1"
    say "   ok: exit 1 and a [sound-name] error for a payload naming bingbong.caf, which the app does not ship"

    status=0
    "$binary" "$example/no-such-manifest.json" >/dev/null 2>&1 || status=$?
    [ "$status" -eq 2 ] || fail "a missing manifest: exit $status, expected 2"
    say "   ok: exit 2 for a manifest that does not exist"
    exit 0
fi

# ---------------------------------------------------------------------------------------------
# Outside: check we can make a namespace, show the libraries are really installed here, run the
# part above in a namespace, then ldd.
if [ "$(id -u)" -ne 0 ] || ! command -v unshare >/dev/null 2>&1 || ! unshare -m --propagation private true 2>/dev/null; then
    say "SKIPPED, NOT PROVEN: needs root and unshare -m (a private mount namespace) to hide the C libraries"
    exit 77
fi
command -v dpkg >/dev/null 2>&1 || { say "SKIPPED, NOT PROVEN: needs dpkg to find the C libraries' files"; exit 77; }

installed=()
for name in "${pkgconfig_names[@]}"; do
    if found_by_pkg_config "$name" && compiles "$name"; then installed+=("$name"); fi
done
say "0. outside the namespace, pkg-config finds and the headers compile for: ${installed[*]:-none (nothing to hide)}"

scratch=$(temp_dir)
mkdir "$scratch/empty" "$scratch/pkgconfig"
unshare -m --propagation private bash "$0" --in-namespace "$scratch"

binary="$example/.build/debug/push-server"
say "4. ldd on the binary, outside the namespace (the libraries visible again)"
libraries=$(ldd "$binary")
mapfile -t lines <<<"$libraries"
printf '      %s\n' "${lines[@]}" >&2
if grep -iE "$forbidden" <<<"$libraries" >&2; then
    fail "the binary links a C library of the checking or conversion layers (above)"
fi
if grep -q 'not found' <<<"$libraries"; then fail "ldd cannot find a library the binary needs"; fi
say "   ok: links none of sndfile, soxr, ebur128, avformat, avcodec, avutil, FLAC, vorbis, opus, mpg123, mp3lame"
say "   binary size: $(stat -c %s "$binary") bytes (debug, $(du -h "$binary" | cut -f1))"
say "passed"
