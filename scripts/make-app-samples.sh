#!/usr/bin/env bash
# Writes samples/ExpoApp and samples/CordovaApp: app configs written here by hand, and sounds
# copied from our own samples (valid/, invalid/), renamed so that no name repeats elsewhere in
# samples/. Run from the repository root; the output is the same on every run.
set -euo pipefail

expo=samples/ExpoApp
cordova=samples/CordovaApp
prebuilt=samples/ExpoPrebuiltApp
rm -rf "$expo" "$cordova" "$prebuilt"
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
# An Expo app that commits ios/: the config lists pb-bell.caf, the committed project copies
# only pb-old.caf (as prebuild would have put it, in ios/PrebuiltApp/).
mkdir -p "$prebuilt/assets" "$prebuilt/ios/PrebuiltApp" "$prebuilt/ios/PrebuiltApp.xcodeproj"
cp samples/valid/tone-alaw.caf "$prebuilt/assets/pb-bell.caf"
cp samples/valid/ring-ulaw.wav "$prebuilt/ios/PrebuiltApp/pb-old.wav"
cat >"$prebuilt/app.json" <<'JSON'
{
  "expo": {
    "name": "PrebuiltApp",
    "plugins": [["expo-notifications", {"sounds": ["./assets/pb-bell.caf"]}]]
  }
}
JSON
cat >"$prebuilt/ios/PrebuiltApp.xcodeproj/project.pbxproj" <<'PBX'
// !$*UTF8*$!
{
	archiveVersion = 1;
	classes = {
	};
	objectVersion = 56;
	objects = {
		ROOT /* Project object */ = {
			isa = PBXProject;
			compatibilityVersion = "Xcode 14.0";
			mainGroup = MAIN;
			projectDirPath = "";
			projectRoot = "";
			targets = (APP, );
		};
		MAIN = {isa = PBXGroup; children = (APPGROUP, ); sourceTree = "<group>"; };
		APPGROUP = {isa = PBXGroup; children = (OLD, ); path = PrebuiltApp; sourceTree = "<group>"; };
		OLD /* pb-old.wav */ = {isa = PBXFileReference; lastKnownFileType = audio.wav; path = "pb-old.wav"; sourceTree = "<group>"; };
		OLDCOPY = {isa = PBXBuildFile; fileRef = OLD; };
		RESOURCES = {isa = PBXResourcesBuildPhase; buildActionMask = 2147483647; files = (OLDCOPY, ); runOnlyForDeploymentPostprocessing = 0; };
		APP /* PrebuiltApp */ = {isa = PBXNativeTarget; buildPhases = (RESOURCES, ); buildRules = (); dependencies = (); name = PrebuiltApp; productName = PrebuiltApp; productType = "com.apple.product-type.application"; };
	};
	rootObject = ROOT /* Project object */;
}
PBX
echo "wrote $expo, $cordova and $prebuilt"
