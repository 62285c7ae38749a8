#!/usr/bin/env bash
# Proves .pre-commit-hooks.yaml works as docs/ci.md#pre-commit says, with pre-commit itself
# (scripts/setup.sh pins it in .build/tools/release-venv), in a throwaway git repository:
#   1. `pre-commit try-repo` with soundcheck-system passes a staged valid sound and fails a staged
#      30.5 s one, naming the file and the rule;
#   2. installed as the repository's pre-commit hook (its config naming a snapshot of this
#      repository's hooks file by commit), `git commit` of the valid sound succeeds and
#      `git commit` of the bad one fails, naming it, and leaves it uncommitted;
#   3. soundcheck-payloads-system fails an .apns payload whose sound the app does not ship.
#
#   scripts/test-pre-commit.sh [BINDIR]
#
# BINDIR holds the soundcheck the -system hooks run (default: this repository's debug build).
# The language: swift hooks run the same entries after pre-commit builds soundcheck from source
# (minutes): not run here.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
pre_commit="$root/.build/tools/release-venv/bin/pre-commit"
[ -x "$pre_commit" ] || fail_setup "run scripts/setup.sh first (no $pre_commit)"
bindir=$(cd "${1:-$root/.build/debug}" && pwd)
[ -x "$bindir/soundcheck" ] || fail_setup "no soundcheck in $bindir"
work=$(temp_dir)
fail_tag=FAIL
export PATH="$bindir:$PATH" PRE_COMMIT_HOME="$work/cache" NO_COLOR=1
git_in() { git -C "$1" -c user.name=test -c user.email=test@example.invalid "${@:2}"; }

app="$work/app"
mkdir -p "$app/Sounds"
git init --quiet "$app"
cp "$root/samples/valid/chime-ima4.caf" "$app/Sounds/chime.caf"
cp "$root/samples/invalid/too-long.caf" "$app/Sounds/siren.caf"

say "1. pre-commit try-repo soundcheck-system"
git_in "$app" add Sounds/chime.caf
(cd "$app" && "$pre_commit" try-repo "$root" soundcheck-system) >"$work/try-good.log" 2>&1 \
    || { cat "$work/try-good.log"; fail "try-repo failed on a valid sound"; }
grep -q "Passed" "$work/try-good.log" || { cat "$work/try-good.log"; fail "try-repo did not say Passed"; }
git_in "$app" add Sounds/siren.caf
if (cd "$app" && "$pre_commit" try-repo "$root" soundcheck-system) >"$work/try-bad.log" 2>&1; then
    cat "$work/try-bad.log"; fail "try-repo passed a 30.5 s sound"
fi
grep -q "Sounds/siren.caf.*error.*\[duration\]" "$work/try-bad.log" || { cat "$work/try-bad.log"; fail "try-repo's failure does not name siren.caf and the duration rule"; }
grep -q "chime.caf.*error" "$work/try-bad.log" && { cat "$work/try-bad.log"; fail "the valid chime.caf was reported"; }
git_in "$app" reset --quiet

say "2. the installed hook on git commit"
# The hooks file as it is in the working tree, committed in a repository of its own.
hooks="$work/hooks"
mkdir -p "$hooks"
git init --quiet "$hooks"
cp "$root/.pre-commit-hooks.yaml" "$hooks/"
git_in "$hooks" add .pre-commit-hooks.yaml
git_in "$hooks" commit --quiet -m hooks
cat >"$app/.pre-commit-config.yaml" <<EOF
repos:
  - repo: $hooks
    rev: $(git -C "$hooks" rev-parse HEAD)
    hooks:
      - id: soundcheck-system
      - id: soundcheck-payloads-system
EOF
(cd "$app" && "$pre_commit" install --install-hooks) >"$work/install.log" 2>&1 || { cat "$work/install.log"; fail "pre-commit install failed"; }
git_in "$app" add .pre-commit-config.yaml Sounds/chime.caf
git_in "$app" commit --quiet -m "a valid sound" >"$work/commit-good.log" 2>&1 \
    || { cat "$work/commit-good.log"; fail "committing a valid sound failed"; }
git_in "$app" add Sounds/siren.caf
if git_in "$app" commit --quiet -m "a sound too long" >"$work/commit-bad.log" 2>&1; then
    cat "$work/commit-bad.log"; fail "committing a 30.5 s sound succeeded"
fi
grep -q "Sounds/siren.caf.*plays for 30.5 s" "$work/commit-bad.log" || { cat "$work/commit-bad.log"; fail "the failed commit does not name siren.caf and its length"; }
[ "$(git -C "$app" log --format=%s)" = "a valid sound" ] || fail "the bad sound was committed"
git_in "$app" reset --quiet

say "3. soundcheck-payloads-system"
cat >"$app/.soundcheck.yml" <<EOF
sounds: [Sounds/chime.caf]
EOF
printf '{"aps": {"alert": "Doorbell", "sound": "chime.caf"}}\n' >"$app/good.apns"
printf '{"aps": {"alert": "Doorbell", "sound": "gong.caf"}}\n' >"$app/bad.apns"
git_in "$app" add .soundcheck.yml good.apns
git_in "$app" commit --quiet -m "a payload naming a shipped sound" >"$work/commit-payload.log" 2>&1 \
    || { cat "$work/commit-payload.log"; fail "committing a good payload failed"; }
git_in "$app" add bad.apns
if git_in "$app" commit --quiet -m "a payload naming a sound not shipped" >"$work/commit-payload-bad.log" 2>&1; then
    cat "$work/commit-payload-bad.log"; fail "committing a payload naming gong.caf succeeded"
fi
grep -q "bad.apns.*gong.caf" "$work/commit-payload-bad.log" || { cat "$work/commit-payload-bad.log"; fail "the failed commit does not name bad.apns and gong.caf"; }
say "ok: the hooks pass valid sounds and payloads and stop a commit of a bad one, naming it"
