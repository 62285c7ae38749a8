#!/usr/bin/env bash
# Proves that scripts/install.sh installs a working soundcheck, a man page generated from the
# argument parser that documents every subcommand, and completion scripts for bash, zsh and
# fish. Installs into a temporary prefix from the debug build `swift test` made (CI runs it after
# the tests), so the only new compiling is the generate-manual plugin's own tool.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
fail_tag=FAIL
prefix=$(temp_dir)

"$root/scripts/install.sh" --configuration debug --prefix "$prefix" >/dev/null 2>"$prefix/install.log" \
    || { tail -n 40 "$prefix/install.log" >&2; fail "scripts/install.sh failed"; }
soundcheck="$prefix/bin/soundcheck"
"$soundcheck" --version >/dev/null || fail "the installed soundcheck does not run"

# Every subcommand, as the executable itself lists them (help is ArgumentParser's own).
subcommands=$("$soundcheck" --experimental-dump-help | python3 -c '
import json, sys
command = json.load(sys.stdin)["command"]
print("\n".join(s["commandName"] for s in command["subcommands"] if s["commandName"] != "help"))')
[ -n "$subcommands" ] || fail "soundcheck lists no subcommands"

page="$prefix/share/man/man1/soundcheck.1"
[ -s "$page" ] || fail "no man page at share/man/man1/soundcheck.1"
grep -q '^\.Dt SOUNDCHECK 1' "$page" || fail "soundcheck.1 is not a section-1 page for soundcheck"
for subcommand in $subcommands; do
    # generate-manual starts each subcommand's entry with a line of its own: `.It Em check`.
    grep -qx "\.It Em $subcommand" "$page" || fail "the man page does not document soundcheck $subcommand"
done
grep -q -- '^\.It Fl -report' "$page" || fail "the man page does not document --report"
# It renders as a manual page, with man's own formatter where there is one (its warnings about
# the blank lines generate-manual keeps between paragraphs are harmless).
if command -v groff >/dev/null 2>&1; then
    rendered=$(groff -mandoc -Tutf8 "$page" 2>/dev/null | sed 's/.\x08//g')
    grep -q '^SOUNDCHECK(1)' <<<"$rendered" || fail "soundcheck.1 does not render as a manual page"
    for subcommand in $subcommands; do
        grep -qE "^ +$subcommand( |$)" <<<"$rendered" || fail "the rendered man page has no entry for $subcommand"
    done
fi

for script in share/bash-completion/completions/soundcheck share/zsh/site-functions/_soundcheck \
              share/fish/vendor_completions.d/soundcheck.fish; do
    [ -s "$prefix/$script" ] || fail "no completion script at $script"
    for subcommand in $subcommands; do
        grep -q "$subcommand" "$prefix/$script" || fail "$script does not complete $subcommand"
    done
done
bash -n "$prefix/share/bash-completion/completions/soundcheck" || fail "the bash completion script does not parse"
say "installed soundcheck, a man page documenting $(wc -w <<<"$subcommands") subcommands, and bash, zsh and fish completions"
