# shellcheck shell=bash
# Sourced by scripts/make-plugin-package.sh and scripts/release.sh: builds the release binary,
# names this machine's platform and its target triples, writes the artifact bundle's info.json and
# the plugins-only package's Package.swift and Plugins/ (one implementation of each for both).
#
#   host_platform             universal-apple-macosx on macOS, else the target triple
#                             (x86_64-unknown-linux-gnu); empty if swift names none
#   platform_triples PLATFORM the target triples its binary runs on, as JSON strings
#   build_release_binary ROOT [FLAG...]
#                             builds ROOT's soundcheck in release for this machine (macOS: one
#                             universal binary; Linux: the Swift runtime linked in), with more swift
#                             build FLAGs, and prints the binary's path
#
#   write_bundle_info BUNDLE VERSION PATH|TRIPLES...
#
# BUNDLE is the .artifactbundle folder; each PATH|TRIPLES is one variant of the artifact
# soundcheck: the binary's path in the bundle, then its target triples as JSON strings.
#
#   write_plugins_package ROOT OUT BINARY_TARGET VERSION REVISION
#
# ROOT is soundcheck's repository, OUT the package folder (its Package.swift and Plugins/ are
# replaced), BINARY_TARGET the Swift text of the SoundCheckBinary target (by path or by url).

host_platform() {
    if [ "$(uname -s)" = Darwin ]; then echo universal-apple-macosx; return; fi
    swift -print-target-info | sed -n 's/^ *"unversionedTriple": "\(.*\)",\{0,1\}$/\1/p' | head -n 1
}

platform_triples() {
    case "$1" in
        universal-apple-macosx) echo '"arm64-apple-macosx", "x86_64-apple-macosx"' ;;
        *) echo "\"$1\"" ;;
    esac
}

build_release_binary() {
    local root=$1 binary
    shift
    if [ "$(uname -s)" = Darwin ]; then
        # The Swift runtime is part of macOS: nothing to link statically.
        (cd "$root" && swift build -c release --arch arm64 --arch x86_64 --product soundcheck "$@") >&2
        binary=$(cd "$root" && swift build -c release --arch arm64 --arch x86_64 --product soundcheck --show-bin-path "$@")/soundcheck
    else
        binary=$(cd "$root" && swift build -c release --static-swift-stdlib --product soundcheck --show-bin-path "$@")/soundcheck
        # A build without the static runtime (generate-manual's plugin, swift build -c release)
        # links this same path, and SwiftPM may then keep that build's plan and binary: with
        # only the binary removed it linked it again dynamically. Removing the plan as well makes
        # it plan, and link, with the static runtime.
        rm -f "$binary" "$(dirname "$binary")/description.json" "$root/.build/release.yaml"
        (cd "$root" && swift build -c release --static-swift-stdlib --product soundcheck "$@") >&2
        if ldd "$binary" 2>/dev/null | grep -q 'libswiftCore'; then
            echo "build_release_binary: $binary links the Swift runtime dynamically" >&2
            return 1
        fi
    fi
    echo "$binary"
}

write_bundle_info() {
    local bundle=$1 version=$2 entry separator="" variants=""
    shift 2
    for entry in "$@"; do
        variants+="$separator
        {
          \"path\": \"${entry%%|*}\",
          \"supportedTriples\": [${entry#*|}]
        }"
        separator=","
    done
    cat >"$bundle/info.json" <<EOF
{
  "schemaVersion": "1.0",
  "artifacts": {
    "soundcheck": {
      "version": "$version",
      "type": "executable",
      "variants": [$variants
      ]
    }
  }
}
EOF
}

write_plugins_package() {
    local root=$1 out=$2 binary_target=$3 version=$4 revision=$5 plugin
    rm -rf "$out/Plugins" "$out/Package.swift"
    # The plugins' own sources, as they are in the repository (links resolved).
    for plugin in SoundCheckBuildToolPlugin SoundCheckCommandPlugin; do
        mkdir -p "$out/Plugins/$plugin"
        cp -L "$root/Plugins/$plugin/"*.swift "$out/Plugins/$plugin/"
    done

    # The command plugin's verb, description and permission reason, read from soundcheck's own
    # manifest, so the two packages say the same and only Package.swift is edited.
    local capability verb description reason
    capability=$(swift package --package-path "$root" dump-package 2>/dev/null | python3 -c '
import json, sys
package = json.load(sys.stdin)
plugin = next(t for t in package["targets"] if t["name"] == "SoundCheckCommandPlugin")
intent, permissions = plugin["pluginCapability"]["command"]
reason = permissions[0]["writeToPackageDirectory"]["reason"]
# Swift string literals read the escapes of JSON except \uXXXX: keep non-ASCII text as it is.
for text in (intent["custom"]["verb"], intent["custom"]["description"], reason):
    print(json.dumps(text, ensure_ascii=False))
')
    { read -r verb; read -r description; read -r reason; } <<<"$capability"
    if [ -z "$reason" ]; then
        echo "write_plugins_package: cannot read the command plugin's capability from Package.swift" >&2
        return 2
    fi

    cat >"$out/Package.swift" <<EOF
// swift-tools-version: 6.1
// soundcheck's plugins with soundcheck $version prebuilt ($revision), written by soundcheck's
// scripts/make-plugin-package.sh or scripts/release.sh: do not edit, make it again. A package that
// uses these plugins compiles nothing of soundcheck; see soundcheck's docs/plugins.md.
import PackageDescription

let package = Package(
    name: "SoundCheckPlugins",
    products: [
        .plugin(name: "SoundCheckBuildToolPlugin", targets: ["SoundCheckBuildToolPlugin"]),
        .plugin(name: "SoundCheckCommandPlugin", targets: ["SoundCheckCommandPlugin"]),
    ],
    targets: [
        $binary_target,
        // Checks a target's sounds in every build and generates Swift constants for them.
        .plugin(
            name: "SoundCheckBuildToolPlugin",
            capability: .buildTool(),
            dependencies: ["SoundCheckBinary"]
        ),
        // swift package soundcheck check|fix|manifest
        .plugin(
            name: "SoundCheckCommandPlugin",
            capability: .command(
                intent: .custom(verb: $verb, description: $description),
                permissions: [
                    .writeToPackageDirectory(reason: $reason),
                ]
            ),
            dependencies: ["SoundCheckBinary"]
        ),
    ]
)
EOF
}
