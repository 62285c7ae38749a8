#!/usr/bin/env bash
# Writes samples/ExpoApp and samples/CordovaApp: app configs written here by hand, and sounds
# copied from our own samples (valid/, invalid/), renamed so that no name repeats elsewhere in
# samples/. Run from the repository root; the output is the same on every run.
set -euo pipefail

expo=samples/ExpoApp
cordova=samples/CordovaApp
rm -rf "$expo" "$cordova"
mkdir -p "$expo/assets/sounds" "$expo/assets/alt" "$cordova/res/sounds"

cp samples/valid/chime-ima4.caf "$expo/assets/sounds/ex-chime.caf"
cp samples/valid/beep-ulaw.caf "$expo/assets/alt/ex-chime.caf"
cp samples/invalid/corrupt-ima4.caf "$expo/assets/sounds/ex-broken.caf"
cp samples/invalid/theme.mp3 "$expo/assets/sounds/ex-theme.mp3"

# ex-gone.wav is listed but not written: the missing file.
cat >"$expo/app.json" <<'JSON'
{
  "expo": {
    "name": "ExpoApp",
    "slug": "expo-app",
    "plugins": [
      "expo-router",
      [
        "expo-notifications",
        {
          "color": "#ffffff",
          "sounds": [
            "./assets/sounds/ex-chime.caf",
            "./assets/sounds/ex-gone.wav",
            "./assets/sounds/ex-broken.caf",
            "./assets/sounds/ex-theme.mp3",
            "./assets/alt/ex-chime.caf"
          ]
        }
      ]
    ]
  }
}
JSON

cp samples/valid/knock-pcm16.aiff "$cordova/res/sounds/cd-knock.aiff"
cp samples/valid/buzz-alaw.wav "$cordova/res/sounds/cd-buzz.wav"
cp samples/invalid/ms-adpcm.wav "$cordova/res/sounds/cd-adpcm.wav"

# cd-gone.caf is listed but not written: the missing file.
cat >"$cordova/config.xml" <<'XML'
<?xml version='1.0' encoding='utf-8'?>
<widget id="com.example.cordovaapp" version="1.0.0" xmlns="http://www.w3.org/ns/widgets">
    <name>CordovaApp</name>
    <platform name="android">
        <resource-file src="res/sounds/cd-buzz.wav" target="app/src/main/res/raw/cd_buzz.wav" />
    </platform>
    <platform name="ios">
        <resource-file src="res/sounds/cd-knock.aiff" />
        <resource-file src="res/sounds/cd-buzz.wav" target="Resources/sounds/cd-buzz.wav" />
        <resource-file src="res/sounds/cd-adpcm.wav" target="cd-adpcm.wav" />
        <resource-file src="res/sounds/cd-gone.caf" target="cd-gone.caf" />
    </platform>
</widget>
XML
echo "wrote $expo and $cordova"
