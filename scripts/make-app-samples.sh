#!/usr/bin/env bash
# Writes samples/ExpoApp, samples/CordovaApp, samples/ExpoPrebuiltApp, samples/XcodeGenApp and
# samples/TuistApp: app descriptions written here by hand, and sounds
# copied from our own samples (valid/, invalid/), renamed so that no name repeats elsewhere in
# samples/. Writes into the repository whatever the current folder; the output is the same on
# every run.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$root"

expo=samples/ExpoApp
cordova=samples/CordovaApp
prebuilt=samples/ExpoPrebuiltApp
tuist=samples/TuistApp
xcodegen=samples/XcodeGenApp
rm -rf "$expo" "$cordova" "$prebuilt" "$tuist" "$xcodegen"
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
# An XcodeGen spec: a group's sounds flat at the root (one excluded, one MP3 of app content), a
# type: folder source and a .bundle (both in sub-folders), an included spec's widget, a listed
# file that is not there (xg-gone.caf) and one that holds no audio (xg-empty.wav).
mkdir -p "$xcodegen/XcodeGenApp/Sounds" "$xcodegen/Tones" "$xcodegen/Alerts.bundle" "$xcodegen/specs/Widget"
for name in xg-chime xg-draft; do cp samples/valid/beep-ulaw.caf "$xcodegen/XcodeGenApp/Sounds/$name.caf"; done
cp samples/valid/beep-ulaw.caf "$xcodegen/specs/Widget/xg-widget.caf"
cp samples/valid/tone-alaw.caf "$xcodegen/Tones/xg-tone.caf"
cp samples/valid/tone-alaw.caf "$xcodegen/Alerts.bundle/xg-alert.caf"
cp samples/invalid/theme.mp3 "$xcodegen/XcodeGenApp/Sounds/xg-call.mp3"
cp samples/invalid/empty.wav "$xcodegen/xg-empty.wav"
cat >"$xcodegen/project.yml" <<'YAML'
# A hand-written XcodeGen spec for soundcheck's samples (see samples/README.md).
name: XcodeGenApp
include:
  - specs/widget.yml
options:
  bundleIdPrefix: com.example.soundcheck
targetTemplates:
  iOSApp:
    type: application
    platform: iOS
    sources:
      - path: ${target_name}
        excludes:
          - "**/xg-draft.caf"
targets:
  XcodeGenApp:
    templates: [iOSApp]
    sources:
      - path: Tones
        type: folder
      - Alerts.bundle
      - xg-gone.caf
      - xg-empty.wav
    dependencies:
      - target: XcodeGenWidget
YAML
cat >"$xcodegen/specs/widget.yml" <<'YAML'
# Included by ../project.yml: paths here are relative to this file's folder.
targets:
  XcodeGenWidget:
    type: app-extension
    platform: iOS
    sources:
      - Widget
YAML

# A Tuist project: resource globs (one with an exclusion), a localization folder, a .bundle and a
# folder reference (both land in sub-folders), a truncated WAV, a listed file that is not there
# (tu-gone.caf), and a widget whose computed glob soundcheck says it does not read.
mkdir -p "$tuist/App/Resources/en.lproj" "$tuist/App/Resources/Alerts.bundle" "$tuist/Shared" "$tuist/Tones" \
    "$tuist/Widget"
cp samples/valid/click-alaw.aifc "$tuist/App/Resources/tu-click.aifc"
cp samples/invalid/truncated.wav "$tuist/App/Resources/tu-cut.wav"
cp samples/valid/ping-pcm16.wav "$tuist/App/Resources/en.lproj/tu-hello.wav"
cp samples/valid/pop-float32.caf "$tuist/App/Resources/Alerts.bundle/tu-pop.caf"
cp samples/valid/swoosh-sowt.aifc "$tuist/Shared/tu-swoosh.aifc"
cp samples/valid/alert-ulaw.aifc "$tuist/Shared/tu-draft.aifc"
cp samples/valid/bell-ima4-stereo.aifc "$tuist/Tones/tu-bell.aifc"
cp samples/valid/streamed-pcm.caf "$tuist/Widget/tu-widget.caf"
cat >"$tuist/Tuist.swift" <<'SWIFT'
import ProjectDescription

let tuist = Tuist()
SWIFT
cat >"$tuist/Project.swift" <<'SWIFT'
import ProjectDescription

let widgetFolder = "Widget"

let project = Project(
    name: "TuistApp",
    targets: [
        .target(
            name: "TuistApp",
            destinations: .iOS,
            product: .app,
            bundleId: "com.example.soundcheck.tuist",
            sources: ["App/Sources/**"],
            resources: [
                "App/Resources/**",
                "App/Sounds/tu-gone.caf",
                .glob(pattern: "Shared/*.aifc", excluding: ["Shared/tu-draft.aifc"]),
                .folderReference(path: "Tones"),
            ],
            dependencies: [.target(name: "TuistWidget")]
        ),
        .target(
            name: "TuistWidget",
            destinations: .iOS,
            product: .appExtension,
            bundleId: "com.example.soundcheck.tuist.widget",
            resources: ["\(widgetFolder)/**"]
        ),
    ]
)
SWIFT
echo "wrote $expo, $cordova, $prebuilt, $xcodegen and $tuist"
