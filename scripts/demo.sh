#!/usr/bin/env bash
# The README's main job: soundcheck's checks on samples/, each compared with what samples/README.md
# says it must find, then `fix` into a temporary folder and a check that what it made plays.
# samples/ is never changed. Exits 0 when every report is as expected.
set -uo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$root" || exit 2
swift build -c release --product soundcheck >/dev/null || exit 2
soundcheck=.build/release/soundcheck
failed=0

expect() { # name expected-status actual-status
    if [ "$3" -ne "$2" ]; then
        say "$1 exited $3, expected $2"
        failed=1
    fi
}

echo "== soundcheck check samples/   (broken sounds are there on purpose: exit 1 expected)"
"$soundcheck" check samples/; expect check 1 $?

echo
echo "== soundcheck manifest samples --root samples --check samples/manifest.json"
"$soundcheck" manifest samples --root samples --check samples/manifest.json; expect "manifest --check" 0 $?

echo
echo "== soundcheck payloads samples/payloads/{valid,invalid,warnings} --manifest samples/manifest.json"
"$soundcheck" payloads samples/payloads/valid samples/payloads/invalid samples/payloads/warnings \
    --manifest samples/manifest.json; expect payloads 1 $?

echo
echo "== soundcheck payloads samples/payloads/services --manifest samples/manifest.json   (FCM, Expo, SNS, OneSignal, Azure messages)"
"$soundcheck" payloads samples/payloads/services --manifest samples/manifest.json; expect "payloads services" 1 $?

echo
echo "== soundcheck refs samples/sources --manifest samples/manifest.json   (sound names in app and server code)"
"$soundcheck" refs samples/sources --manifest samples/manifest.json; expect refs 1 $?
echo "== soundcheck refs samples/sources --manifest samples/manifest.json --payloads samples/payloads/services   (each message's Android channel, or the manifest's default one, against the channels the code creates and their sounds)"
"$soundcheck" refs samples/sources --manifest samples/manifest.json --payloads samples/payloads/services; expect "refs channels" 1 $?

echo
echo "== soundcheck payloads samples/payloads/nested/push-tests.json --pointer '/cases/*/payload' --sounds samples/valid"
"$soundcheck" payloads samples/payloads/nested/push-tests.json --pointer '/cases/*/payload' \
    --sounds samples/valid; expect "payloads --pointer" 1 $?

echo
echo "== soundcheck check samples/XcodeApp/XcodeApp.xcodeproj   (what the sample app's targets ship: a missing file, exit 1 expected)"
"$soundcheck" check samples/XcodeApp/XcodeApp.xcodeproj; expect "check project" 1 $?

echo
echo "== soundcheck payloads samples/payloads/critical-app --sounds samples/XcodeApp/XcodeApp.xcodeproj   (critical alerts for an app without the entitlement: exit 1 expected)"
"$soundcheck" payloads samples/payloads/critical-app --sounds samples/XcodeApp/XcodeApp.xcodeproj; expect "payloads critical-app" 1 $?
echo "== soundcheck payloads samples/payloads/valid/critical.json --manifest samples/manifest.json   (a manifest that knows no app: exit 0 expected)"
"$soundcheck" payloads samples/payloads/valid/critical.json --manifest samples/manifest.json; expect "payloads critical, no app" 0 $?

echo
echo "== soundcheck manifest samples/XcodeApp/XcodeApp.xcodeproj --target XcodeAppWidget   (the extension's sounds; warnings only: exit 0 expected)"
"$soundcheck" manifest samples/XcodeApp/XcodeApp.xcodeproj --target XcodeAppWidget; expect "manifest extension" 0 $?

echo
echo "== soundcheck check samples/FlutterApp --verbose -f human   (an app root: the iOS project under ios/, the Android half's res/raw by Android's rules: exit 0 expected)"
"$soundcheck" check samples/FlutterApp --verbose -f human; expect "check app root" 0 $?
echo "== soundcheck check samples/AndroidApp   (Android's raw resources: an invalid name, a CAF, a float WAV, MP3 named .wav, two files with one name, sounds release builds strip; exit 1 expected)"
"$soundcheck" check samples/AndroidApp; expect "check android" 1 $?
echo "== soundcheck fix samples/AndroidApp --rename --dry-run   (the plan: the CAF becomes 16-bit WAV, Alert-Tone.mp3 becomes alert_tone.mp3; exit 1 expected, a dry run with work to do)"
"$soundcheck" fix samples/AndroidApp --rename --dry-run; expect "fix android plan" 1 $?
ogg=$(temp_dir)
echo "== soundcheck convert samples/valid/bell-ima4-stereo.aifc -o <temporary folder>/bell.ogg   (Ogg Vorbis for res/raw, read back before it is put in place: exit 0 expected)"
"$soundcheck" convert samples/valid/bell-ima4-stereo.aifc -o "$ogg/bell.ogg"; expect "convert ogg" 0 $?

echo
echo "== soundcheck check samples/XcodeGenApp/project.yml   (an XcodeGen spec read as the project it generates: a missing file, an empty sound; exit 1 expected)"
"$soundcheck" check samples/XcodeGenApp/project.yml; expect "check xcodegen spec" 1 $?
echo "== soundcheck check samples/TuistApp   (a Tuist Project.swift read without running Swift: a missing file, a truncated sound; exit 1 expected)"
"$soundcheck" check samples/TuistApp; expect "check tuist project" 1 $?

echo
echo "== soundcheck check samples/ExpoApp   (an Expo app.json: a missing entry, two entries with one name, an unplayable sound; exit 1 expected)"
"$soundcheck" check samples/ExpoApp; expect "check expo" 1 $?
echo "== soundcheck manifest samples/ExpoApp --allow-invalid   (what prebuild copies to the bundle root: exit 0 expected)"
"$soundcheck" manifest samples/ExpoApp --allow-invalid >/dev/null; expect "manifest expo" 0 $?
echo "== soundcheck check samples/CordovaApp   (a Cordova config.xml: a missing resource-file, an unplayable sound; exit 1 expected)"
"$soundcheck" check samples/CordovaApp; expect "check cordova" 1 $?
echo "== soundcheck check samples/ExpoPrebuiltApp   (a committed ios/ project that disagrees with app.json: warnings on iOS; the CAF prebuild also copies to Android's res/raw: exit 1 expected)"
"$soundcheck" check samples/ExpoPrebuiltApp; expect "check expo prebuilt" 1 $?

echo
fixed=$(temp_dir)
echo "== soundcheck fix samples --out <temporary folder>   (damaged files and name collisions stay unfixed: exit 1 expected)"
"$soundcheck" fix samples --out "$fixed"; expect fix 1 $?
echo
echo "== soundcheck check <the fixed sounds>"
"$soundcheck" check "$fixed"; expect "check after fix" 0 $?

echo
if [ "$failed" -eq 0 ]; then echo "demo: every report is as samples/README.md describes"; fi
exit "$failed"
