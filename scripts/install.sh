#!/usr/bin/env bash
# Builds soundcheck and installs it with its man page and shell completions:
#   PREFIX/bin/soundcheck
#   PREFIX/share/man/man1/soundcheck.1      generated from the argument parser by
#                                           swift-argument-parser's generate-manual plugin
#   PREFIX/share/bash-completion/completions/soundcheck
#   PREFIX/share/zsh/site-functions/_soundcheck
#   PREFIX/share/fish/vendor_completions.d/soundcheck.fish
#
#   scripts/install.sh [--prefix DIR] [--configuration release|debug]
#
# PREFIX defaults to /usr/local ($PREFIX if set). The build is release unless told otherwise;
# --configuration debug reuses the build `swift test` made (CI, scripts/test-install.sh). The
# libraries soundcheck builds against come from scripts/setup.sh.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
prefix=${PREFIX:-/usr/local}
configuration=release
while (($#)); do
    case $1 in
        --prefix) prefix=$2; shift 2 ;;
        --configuration) configuration=$2; shift 2 ;;
        *) echo "usage: scripts/install.sh [--prefix DIR] [--configuration release|debug]" >&2; exit 2 ;;
    esac
done

cd "$root"
say "building soundcheck ($configuration)"
swift build -c "$configuration" --product soundcheck
binary="$(swift build -c "$configuration" --show-bin-path)/soundcheck"

# The plugin builds the package's executables in the same configuration (already built above,
# so nothing is compiled again but its own generate-manual tool), and writes one page per
# executable into its work folder.
say "generating the man page"
pages="$root/.build/plugins/GenerateManual"
rm -rf "$pages"   # so that the page found below is the one just generated
swift package plugin generate-manual --configuration "$configuration" >&2
manual=$(find "$pages" -name soundcheck.1 -print -quit)
[ -n "$manual" ] || fail "generate-manual wrote no soundcheck.1"

say "installing into $prefix"
install -d "$prefix/bin" "$prefix/share/man/man1" "$prefix/share/bash-completion/completions" \
    "$prefix/share/zsh/site-functions" "$prefix/share/fish/vendor_completions.d"
install -m 755 "$binary" "$prefix/bin/soundcheck"
install -m 644 "$manual" "$prefix/share/man/man1/soundcheck.1"
"$binary" --generate-completion-script bash >"$prefix/share/bash-completion/completions/soundcheck"
"$binary" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_soundcheck"
"$binary" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/soundcheck.fish"
say "installed $prefix/bin/soundcheck, its man page and completions for bash, zsh and fish"
