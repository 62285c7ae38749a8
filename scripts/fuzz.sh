#!/usr/bin/env bash
# Runs one of soundcheck's libFuzzer targets (Fuzz/), or all of them, with the address
# sanitizer, for SECONDS each (default 60):
#
#   scripts/fuzz.sh FuzzSoundHeaders 600
#   scripts/fuzz.sh all 60            # every target in turn, two at a time
#   scripts/fuzz.sh list
#   scripts/fuzz.sh FuzzManifest runs=10000000 [jobs=2]
#                                     # a campaign: that many inputs in all, over parallel workers,
#                                     # run at the lowest priority so other work goes first
#
# Targets: FuzzSoundHeaders (sniffing, the CAF/AIFF/WAV readers, the MP3/ADTS/MPEG-4/FLAC length
# readers, the IMA4 block scan, every sound
# rule), FuzzIMA4 (the IMA4 decoder), FuzzIMA4Encoder (the IMA4 encoder's searches, its output
# checked: whole packets, valid headers, none that ffmpeg's decoder reads otherwise), FuzzPayloads
# (the JSON parser and payload validation),
# FuzzConfiguration (.soundcheck.yml), FuzzManifest (manifest reading, diff, Swift constants),
# FuzzReferences (the source lexers and call-site matcher of `soundcheck refs`, every language),
# FuzzProjects (an .ipa's zip directory and extraction, project.pbxproj with its group tree, and a
# signed executable's entitlements, all read from memory), FuzzAppConfigs (Expo app.json and
# app.config.js literal scan, Cordova config.xml, Tuist Project.swift), FuzzXcodeGen (an XcodeGen project.yml with an
# included spec: YAML, includes, templates, sources on a small folder tree), FuzzAndroidBuild
# (an Android module's build.gradle(.kts), keep.xml, the R.raw/@raw references of its sources, and
# AndroidManifest.xml's default channel with the res/values strings it may name).
#
# First the committed regression inputs (Fuzz/Regressions/TARGET/) are replayed; then the target
# fuzzes from its working corpus (Fuzz/.build/corpus/TARGET, kept between runs) seeded from
# samples/ and Fuzz/Seeds/, with the target's dictionary. A finding (crash, leak, timeout, out of
# memory) is saved as Fuzz/.build/artifacts/TARGET-*: minimise it (`Fuzz/.build/release/TARGET
# -minimize_crash=1 FILE`), fix the bug, and commit the input to Fuzz/Regressions/TARGET/. The
# last line says how many inputs ran and what coverage was reached; exit 1 on a finding.
set -euo pipefail
# A failed runtime check (SIGILL) is left to libFuzzer, which saves the input; Swift's own
# backtracer would race the address sanitizer for the same signal.
export SWIFT_BACKTRACE=enable=no
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
fuzz="$root/Fuzz"
# Leaks of the toolchain's own libraries (Foundation), listed with why; soundcheck's are findings.
export LSAN_OPTIONS="suppressions=$fuzz/lsan-suppressions.txt${LSAN_OPTIONS:+:$LSAN_OPTIONS}"
# What the targets write (FuzzXcodeGen's specs, extracted sounds) stays in here, emptied before
# each run: in memory (/dev/shm) where the machine has it, else under Fuzz/.build. FuzzXcodeGen
# writes two files and reads a folder tree per input: on ext4 that took 1.7 times as long (12,000
# inputs, one worker: 33 s against 19 s).
if [ -d /dev/shm ] && [ -w /dev/shm ] && shm=$(mktemp -d /dev/shm/soundcheck-fuzz.XXXXXX 2>/dev/null); then
    # shellcheck disable=SC2016  # expanded when the script exits
    on_exit 'rm -rf "$shm"'
    export TMPDIR="$shm"
else
    export TMPDIR="$fuzz/.build/tmp"
    mkdir -p "$TMPDIR"
fi
targets=(FuzzSoundHeaders FuzzIMA4 FuzzIMA4Encoder FuzzPayloads FuzzConfiguration FuzzManifest FuzzReferences FuzzProjects FuzzAppConfigs FuzzXcodeGen FuzzAndroidBuild)
target=${1:-}
seconds=${2:-60}
campaign_runs=""
campaign_jobs=2

usage() { echo "usage: scripts/fuzz.sh TARGET|all|list [SECONDS] | TARGET runs=N [jobs=J]" >&2; exit 2; }
[ -n "$target" ] || usage
if [ "$target" = list ]; then printf '%s\n' "${targets[@]}"; exit 0; fi
for argument in "${@:2}"; do
    case "$argument" in
        runs=*) campaign_runs=${argument#runs=} ;;
        jobs=*) campaign_jobs=${argument#jobs=} ;;
        *) [[ "$argument" =~ ^[0-9]+$ ]] || usage ;;
    esac
done
[[ "$seconds" =~ ^[0-9]+$ || -n "$campaign_runs" ]] || usage
[[ -z "$campaign_runs" || ( "$campaign_runs" =~ ^[0-9]+$ && "$campaign_jobs" =~ ^[1-9][0-9]*$ ) ]] || usage

# A failed build stops here: fuzzing the binaries of an earlier build would test old code.
build() {
    say "building the targets (release, -sanitize=fuzzer,address)"
    local log="$fuzz/.build/build.log"
    mkdir -p "$fuzz/.build"
    compile() { (cd "$fuzz" && swift build -c release -Xswiftc -sanitize=fuzzer,address >"$log" 2>&1); }
    if ! compile; then
        # SwiftPM keeps the build plan of a path dependency: a file added to soundcheck since
        # the last build is missing from it ("cannot find 'X' in scope"). Plan again, once;
        # the compiled modules are kept.
        say "the build failed; planning it again in case soundcheck gained files"
        rm -f "$fuzz/.build/release.yaml" "$fuzz/.build/build.db"
        if ! compile; then
            grep -E "error" "$log" | head -n 20 >&2
            fail_setup "the targets did not build (log: $log)"
        fi
    fi
    for name in "${targets[@]}"; do
        [ -x "$fuzz/.build/release/$name" ] || fail_setup "$name did not build"
    done
}

dictionary() {
    case "$1" in
        FuzzSoundHeaders|FuzzIMA4) echo "$fuzz/Dictionaries/sound.dict" ;;
        FuzzIMA4Encoder) ;;  # samples: no tokens to offer
        FuzzConfiguration) echo "$fuzz/Dictionaries/yaml.dict" ;;
        FuzzReferences) echo "$fuzz/Dictionaries/source.dict" ;;
        FuzzProjects) echo "$fuzz/Dictionaries/projects.dict" ;;
        FuzzXcodeGen) echo "$fuzz/Dictionaries/xcodegen.dict" ;;
        FuzzAppConfigs) echo "$fuzz/Dictionaries/appconfigs.dict" ;;
        FuzzAndroidBuild) echo "$fuzz/Dictionaries/androidbuild.dict" ;;
        *) echo "$fuzz/Dictionaries/json.dict" ;;
    esac
}

# Headers and IMA4 packets need a few kilobytes to reach every branch, and so do settings files
# (real ones are well under 8 KB); longer inputs only slow each run down (a reader's work grows
# with what it scans). Payloads go up to APNs' limits and beyond, and manifests hold a few
# hundred bytes per sound (the seed, samples/manifest.json, is over 8 KB: cut there, it is no
# longer JSON and the target reached a third of its coverage). A lexer's states are all reached
# within a few kilobytes of source.
max_length() {
    case "$1" in
        FuzzSoundHeaders|FuzzIMA4|FuzzConfiguration|FuzzReferences) echo 8192 ;;
        FuzzIMA4Encoder) echo 2048 ;;
        FuzzProjects|FuzzAppConfigs|FuzzXcodeGen|FuzzAndroidBuild) echo 16384 ;;
        *) echo 65536 ;;
    esac
}

# The seed inputs of a target, copied into a folder of their own (libFuzzer reads folders).
seeds() {
    local name=$1 folder="$fuzz/.build/seeds/$1"
    rm -rf "$folder" && mkdir -p "$folder"
    case "$name" in
        FuzzSoundHeaders)
            # The compressed formats whose lengths are read from their headers (MP3, ADTS, MPEG-4,
            # FLAC) too: samples' MP3s and a tenth of a second of each in Fuzz/Seeds/compressed.
            find "$root/samples" -type f \( -name '*.caf' -o -name '*.aif*' -o -name '*.wav' -o -name '*.mp3' \) \
                -size -2M -exec cp {} "$folder/" \;
            cp "$fuzz/Seeds/compressed/"* "$folder/" ;;
        FuzzIMA4|FuzzIMA4Encoder)
            find "$root/samples" -type f \( -name '*.caf' -o -name '*.aif*' -o -name '*.wav' \) -size -2M \
                -exec cp {} "$folder/" \; ;;
        FuzzPayloads) find "$root/samples/payloads" -type f -exec cp {} "$folder/" \; ;;
        FuzzConfiguration) cp "$fuzz/Seeds/configuration/"* "$folder/" ;;
        FuzzManifest) cp "$root/samples/manifest.json" "$folder/" ;;
        FuzzReferences)
            # The target's first byte picks the language (SourceLanguage.allCases order: swift,
            # objective-c, dart, javascript, kotlin, java); each seed gets its own.
            local index=0 selector
            while IFS= read -r -d '' file; do
                index=$((index + 1))
                case "$file" in
                    *.swift) selector='\x00' ;; *.m|*.mm|*.h) selector='\x01' ;; *.dart) selector='\x02' ;;
                    *.kt|*.kts) selector='\x04' ;; *.java) selector='\x05' ;; *) selector='\x03' ;;
                esac
                { printf '%b' "$selector"; cat "$file"; } >"$folder/$index-$(basename "$file")"
            done < <(find "$root/samples/sources" "$root/Tests/SoundCheckTests/References" -type f -print0) ;;
        FuzzAppConfigs)
            # First byte 0: an Expo app.json; 1: an app.config.js; 2: a Cordova config.xml;
            # 3: a Tuist Project.swift.
            { printf '\x00'; cat "$root/samples/ExpoApp/app.json"; } >"$folder/app.json"
            { printf '\x01'; printf '%s\n' "module.exports = { plugins: [['expo-notifications', { sounds: ['./a.caf', \"./b.wav\"] }]] };"; } >"$folder/app.config.js"
            { printf '\x02'; cat "$root/samples/CordovaApp/config.xml"; } >"$folder/config.xml"
            { printf '\x03'; cat "$root/samples/TuistApp/Project.swift"; } >"$folder/Project.swift" ;;
        FuzzAndroidBuild)
            # First byte 0: a Groovy build.gradle; 1: a Kotlin build.gradle.kts; 2: a keep.xml;
            # 3: a Java source; 4: a Kotlin source; 5: an XML resource; 6: an AndroidManifest.xml
            # (FCM's default channel); 7: a res/values file (its strings).
            local android="$root/samples/AndroidApp/android"
            { printf '\x00'; cat "$android/app/build.gradle"; } >"$folder/build.gradle"
            { printf '\x01'; cat "$android/chimes/build.gradle.kts"; } >"$folder/build.gradle.kts"
            { printf '\x02'; cat "$android/app/src/main/res/raw/keep.xml"; } >"$folder/keep.xml"
            { printf '\x03'; printf '%s\n' 'class A { int a = R.raw.alarm; String b = "bell"; /* R.raw.c */ }'; } >"$folder/A.java"
            { printf '\x04'; cat "$android/chimes/src/main/kotlin/com/example/chimes/Alarms.kt"; } >"$folder/Alarms.kt"
            { printf '\x05'; printf '%s\n' '<manifest><meta-data android:resource="@raw/chime"/></manifest>'; } >"$folder/resource.xml"
            local flutter="$root/samples/sources/flutter/android/app/src/main"
            { printf '\x06'; cat "$flutter/AndroidManifest.xml"; } >"$folder/AndroidManifest.xml"
            { printf '\x07'; cat "$flutter/res/values/strings.xml"; } >"$folder/strings.xml" ;;
        FuzzXcodeGen)
            # project.yml, a NUL, then specs/included.yml: the sample's spec and the one it
            # includes, and hand-written specs reaching templates, build phases and anchors.
            { cat "$root/samples/XcodeGenApp/project.yml"; printf '\x00'; cat "$root/samples/XcodeGenApp/specs/widget.yml"; } \
                >"$folder/sample.yml"
            cp "$fuzz/Seeds/xcodegen/"* "$folder/" ;;
        FuzzProjects)
            # First byte 0: an .ipa (a stored and a deflated sound, an Info.plist naming a signed
            # executable, made with Python's zipfile); 1: the sample app's project.pbxproj;
            # 2: that executable alone (a Mach-O whose code signature holds entitlements).
            { printf '\x01'; cat "$root/samples/XcodeApp/XcodeApp.xcodeproj/project.pbxproj"; } >"$folder/project.pbxproj"
            python3 - "$folder" "$root/samples/valid/chime-ima4.caf" <<'PYTHON'
import sys, zipfile, io, struct
folder, sound_path = sys.argv[1], sys.argv[2]
entitlements = (b'<?xml version="1.0" encoding="UTF-8"?><plist version="1.0"><dict>'
                b'<key>com.apple.developer.usernotifications.critical-alerts</key><true/></dict></plist>')
blob = struct.pack(">II", 0xFADE7171, 8 + len(entitlements)) + entitlements
signature = struct.pack(">III", 0xFADE0CC0, 12 + 8 + len(blob), 1) + struct.pack(">II", 5, 20) + blob
header = struct.pack("<IiiIIIII", 0xFEEDFACF, 0x0100000C, 0, 2, 1, 16, 0, 0)
command = struct.pack("<IIII", 0x1D, 16, 48, len(signature))
executable = header + command + signature
open(folder + "/executable", "wb").write(b"\x02" + executable)
info = b'<plist version="1.0"><dict><key>CFBundleExecutable</key><string>App</string></dict></plist>'
buffer = io.BytesIO()
with zipfile.ZipFile(buffer, "w") as archive:
    sound = open(sound_path, "rb").read()[:3000]
    archive.writestr("Payload/App.app/chime.caf", sound, zipfile.ZIP_STORED)
    archive.writestr("Payload/App.app/Plugin.appex/ding.caf", sound, zipfile.ZIP_DEFLATED)
    archive.writestr("Payload/App.app/Info.plist", info, zipfile.ZIP_DEFLATED)
    archive.writestr("Payload/App.app/App", executable, zipfile.ZIP_DEFLATED)
open(folder + "/app.ipa", "wb").write(b"\x00" + buffer.getvalue())
PYTHON
            ;;
    esac
    echo "$folder"
}

# The inputs in a corpus folder (libFuzzer names them by their SHA-1: no hidden files).
corpus_size() { find "$1" -mindepth 1 -maxdepth 1 ! -name '.*' | wc -l; }

run() {
    local name=$1 binary="$fuzz/.build/release/$1" corpus="$fuzz/.build/corpus/$1"
    local regressions="$fuzz/Regressions/$1" log="$fuzz/.build/logs/$1.log"
    mkdir -p "$corpus" "$fuzz/.build/artifacts" "$fuzz/.build/logs"
    local replay=()
    if compgen -G "$regressions/*" >/dev/null; then replay+=("$regressions"/*); fi
    # The sound files the test suite keeps as regressions (Tests/SoundCheckTests/Regressions).
    if [ "$name" = FuzzSoundHeaders ]; then
        for file in "$root/Tests/SoundCheckTests/Regressions"/*; do
            case "$file" in *.caf|*.wav|*.aif*) replay+=("$file") ;; esac
        done
    fi
    if ((${#replay[@]})); then
        # An input that once ran for seconds (a slow unit) fails the replay if it does again.
        "$binary" -runs=1 -timeout=10 "${replay[@]}" >"$log" 2>&1 || { echo "fuzz $name: a regression input fails again:"; tail -n 30 "$log"; return 1; }
    fi
    local status=0
    local dict
    dict=$(dictionary "$name")
    "$binary" "$corpus" "$(seeds "$name")" ${dict:+-dict="$dict"} -max_total_time="$seconds" \
        -timeout=10 -rss_limit_mb=2048 -max_len="$(max_length "$name")" -print_final_stats=1 \
        -artifact_prefix="$fuzz/.build/artifacts/$name-" >"$log" 2>&1 || status=$?
    local runs coverage features
    runs=$(sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' "$log" | tail -n 1)
    # A finding among the first inputs comes before any status line: no match is not an error.
    coverage=$(grep -oE 'cov: [0-9]+' "$log" | tail -n 1 | cut -d' ' -f2 || true)
    features=$(grep -oE 'ft: [0-9]+' "$log" | tail -n 1 | cut -d' ' -f2 || true)
    if [ "$status" -ne 0 ]; then
        echo "fuzz $name: FINDING after ${runs:-?} runs (log: $log)"
        grep -E "Fatal error|ERROR|SUMMARY|Test unit written" "$log" | head -n 5 || true
        return 1
    fi
    echo "fuzz $name: ${runs:-0} runs in ${seconds} s, coverage ${coverage:-?} edges, ${features:-?} features, corpus $(corpus_size "$corpus") inputs: no finding"
}

# A long campaign: JOBS workers (libFuzzer's -workers) share one corpus and run its inputs in
# jobs of at most a million (libFuzzer's -jobs); every job's final statistics are summed. Niced,
# so builds and tests go first; a niced worker can then wait many seconds for a core, so an input
# counts as hanging only after 60 s (at 10 s, two payloads that run in under 0.3 s were reported
# as timeouts at load 11).
campaign() {
    local name=$1 binary="$fuzz/.build/release/$1" corpus="$fuzz/.build/corpus/$1"
    local folder="$fuzz/.build/campaign/$1"
    rm -rf "$folder" && mkdir -p "$folder" "$corpus" "$fuzz/.build/artifacts"
    local seeds_folder started status=0
    seeds_folder=$(seeds "$name")
    started=$(date +%s)
    # Each job (a process) runs at most a million inputs; the next one starts from the shared
    # corpus. A leak of the toolchain's that LSan is told to ignore (Foundation's property list
    # parser keeps the CFError of every malformed project) otherwise grows a worker past the 2 GB
    # limit: FuzzProjects' workers died of it after about 3.5 million inputs each.
    local jobs=$(( (campaign_runs + 999999) / 1000000 ))
    if [ "$jobs" -lt "$campaign_jobs" ]; then jobs=$campaign_jobs; fi
    local per_job=$(( (campaign_runs + jobs - 1) / jobs ))
    # A campaign keeps no allocation stack with each block (malloc_context_size=0): a finding's
    # report then names where the bad access was, not where its memory came from; replay the saved
    # input with the default options for that. Recording the stacks was a quarter of FuzzXcodeGen's
    # time (12,000 inputs: 33 s with them, 27 s without; 17 s without and in memory).
    export ASAN_OPTIONS="malloc_context_size=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
    local dict
    dict=$(dictionary "$name")
    (cd "$folder" && nice -n 19 "$binary" "$corpus" "$seeds_folder" ${dict:+-dict="$dict"} \
        -jobs="$jobs" -workers="$campaign_jobs" -runs="$per_job" \
        -timeout=60 -rss_limit_mb=2048 -max_len="$(max_length "$name")" -print_final_stats=1 \
        -artifact_prefix="$fuzz/.build/artifacts/$name-" >campaign.log 2>&1) || status=$?
    local runs coverage
    runs=$(cat "$folder"/fuzz-*.log | sed -nE 's/^stat::number_of_executed_units: *([0-9]+)/\1/p' | awk '{ sum += $1 } END { print sum + 0 }')
    coverage=$(cat "$folder"/fuzz-*.log | grep -oE 'cov: [0-9]+' | cut -d' ' -f2 | sort -n | tail -n 1 || true)
    if [ "$status" -ne 0 ] || grep -qE "ERROR: libFuzzer|ERROR: AddressSanitizer|Test unit written" "$folder"/fuzz-*.log; then
        echo "fuzz $name: FINDING after $runs runs (logs: $folder)"
        grep -hE "Fatal error|ERROR|SUMMARY|Test unit written" "$folder"/fuzz-*.log | head -n 5 || true
        return 1
    fi
    echo "fuzz $name: $runs runs in $(( $(date +%s) - started )) s over $campaign_jobs workers, coverage ${coverage:-?} edges, corpus $(corpus_size "$corpus") inputs: no finding"
}

build
find "$TMPDIR" -mindepth 1 -delete
if [ -n "$campaign_runs" ]; then
    [[ " ${targets[*]} " == *" $target "* ]] || fail_setup "no target $target (scripts/fuzz.sh list)"
    campaign "$target"
    exit
fi
if [ "$target" = all ]; then
    # Two at a time: the machines this runs on have two cores.
    failed=0
    for ((index = 0; index < ${#targets[@]}; index += 2)); do
        pids=()
        for name in "${targets[@]:index:2}"; do run "$name" & pids+=($!); done
        for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
    done
    exit "$failed"
fi
[[ " ${targets[*]} " == *" $target "* ]] || fail_setup "no target $target (scripts/fuzz.sh list)"
run "$target"
