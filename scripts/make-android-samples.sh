#!/usr/bin/env bash
# Regenerate samples/AndroidApp/: the Android half of a cross-platform app, as a Flutter or
# React Native app keeps it (android/app/src/main/res/raw/), with one file for each Android
# sound rule and files no Android rule reports on. docs/android.md and samples/README.md say
# what each file shows.
#
# Usage: scripts/make-android-samples.sh
# Needs: bash, python3 (standard library only), ffmpeg (5.1 with libmp3lame and libvorbis).
#
# Synthesised tones with ffmpeg's bitexact flags: reruns with the same tools give the same bytes.
set -euo pipefail

# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
script_name=make-android-samples.sh
cd "$root"
command -v ffmpeg >/dev/null || fail "ffmpeg is required"

TMP=$(temp_dir)
FF=(ffmpeg -nostdin -hide_banner -v error -y)
BITEXACT=(-fflags +bitexact -flags:a +bitexact -map_metadata -1)
RAW=samples/AndroidApp/android/app/src/main/res/raw

rm -rf samples/AndroidApp
mkdir -p "$RAW"

# tone NAME FREQUENCY DURATION: a decaying sine at 22050 Hz, 16-bit mono, in $TMP/NAME.wav.
tone() {
    "${FF[@]}" -f lavfi -i "aevalsrc=exprs='0.4*sin(2*PI*$2*t)*min(1,t*400)*exp(-4*t)':s=22050:d=$3" \
        "${BITEXACT[@]}" -c:a pcm_s16le "$TMP/$1.wav"
}
# enc NAME OUT FFMPEG_OUTPUT_ARGS...
enc() {
    local name=$1 out=$2
    shift 2
    "${FF[@]}" -i "$TMP/$name.wav" "${BITEXACT[@]}" "$@" "$out"
}

tone chime 880 0.8
tone ping 1320 0.5
tone knock 440 0.6

# Played by Android's media framework, with valid resource names: no Android finding.
cp "$TMP/chime.wav" "$RAW/chime.wav"
enc ping "$RAW/ping.ogg" -c:a libvorbis -q:a 2
enc knock "$RAW/knock.mp3" -c:a libmp3lame -b:a 64k
# android-resource-name: a hyphen and capitals (aapt2 refuses it; the valid spelling is alert_tone).
enc ping "$RAW/Alert-Tone.mp3" -c:a libmp3lame -b:a 64k
# android-format: the IMA4 CAF made for iOS, copied as it is (Android has no CAF extractor).
enc chime "$RAW/ios_chime.caf" -c:a adpcm_ima_qt -f caf
# android-format, a warning: 32-bit float in WAV, outside the 8- and 16-bit PCM Android documents.
enc knock "$RAW/knock_float.wav" -c:a pcm_f32le
# android-extension: MP3 data named .wav.
enc chime "$RAW/doorbell.wav" -c:a libmp3lame -b:a 64k -f mp3
# android-duplicate-resource: notify.mp3 and notify.ogg are both @raw/notify.
enc ping "$RAW/notify.mp3" -c:a libmp3lame -b:a 64k
enc knock "$RAW/notify.ogg" -c:a libvorbis -q:a 2
# The Android names of samples/payloads/services' messages: fcm.json's chime_ima4 (its iOS sound
# is valid/chime-ima4.caf) and onesignal.json's knock_pcm16.
enc chime "$RAW/chime_ima4.ogg" -c:a libvorbis -q:a 2
enc knock "$RAW/knock_pcm16.ogg" -c:a libvorbis -q:a 2
# android-resource-shrinking: the app is Flutter's, whose Gradle plugin shrinks resources in
# release builds; keep.xml keeps every sound above but this one.
enc chime "$RAW/stripped.ogg" -c:a libvorbis -q:a 2

cat > samples/AndroidApp/android/app/build.gradle <<'GRADLE'
plugins {
    id "com.android.application"
    id "kotlin-android"
    // Flutter's Gradle plugin: it turns resource shrinking on for release builds.
    id "dev.flutter.flutter-gradle-plugin"
}

android {
    namespace "com.example.androidapp"
    compileSdk 34

    defaultConfig {
        applicationId "com.example.androidapp"
        minSdk 21
        targetSdk 34
    }

    buildTypes {
        release {
            signingConfig signingConfigs.debug
        }
    }
}
GRADLE

cat > "$RAW/keep.xml" <<'XML'
<?xml version="1.0" encoding="utf-8"?>
<!-- Raw resources named only at run time (channels, FCM messages) that release builds must keep. -->
<resources xmlns:tools="http://schemas.android.com/tools"
    tools:keep="@raw/chime*,@raw/ping,@raw/knock*,@raw/notify,@raw/doorbell,@raw/ios_chime" />
XML

# A second app module, in the Kotlin DSL, that shrinks resources itself: alarm is referenced as
# R.raw.alarm, bell is named in a string (kept in the shrinker's safe mode), siren by nothing.
CHIMES=samples/AndroidApp/android/chimes
mkdir -p "$CHIMES/src/main/res/raw" "$CHIMES/src/main/kotlin/com/example/chimes"
enc knock "$CHIMES/src/main/res/raw/alarm.ogg" -c:a libvorbis -q:a 2
enc ping "$CHIMES/src/main/res/raw/bell.ogg" -c:a libvorbis -q:a 2
enc chime "$CHIMES/src/main/res/raw/siren.ogg" -c:a libvorbis -q:a 2
cat > "$CHIMES/build.gradle.kts" <<'GRADLE'
plugins {
    id("com.android.application")
}

android {
    namespace = "com.example.chimes"
    compileSdk = 34

    buildTypes {
        getByName("release") {
            isMinifyEnabled = true
            isShrinkResources = true
        }
    }
}
GRADLE
cat > "$CHIMES/src/main/kotlin/com/example/chimes/Alarms.kt" <<'KOTLIN'
package com.example.chimes

object Alarms {
    /** A static reference: the shrinker keeps @raw/alarm. */
    val alarm = R.raw.alarm

    /** A name in a string: kept in the shrinker's safe mode, its default. */
    const val BELL = "bell"
}
KOTLIN
echo "make-android-samples.sh: wrote $(find samples/AndroidApp -type f | wc -l) files under samples/AndroidApp"
