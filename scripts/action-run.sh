#!/usr/bin/env bash
# One check step of the GitHub Action (action.yml): runs `soundcheck COMMAND` (check, payloads or
# refs) with annotations for the pull request, a Markdown report in the job summary and, for check,
# the SARIF file. Reads the Action's inputs from the environment: PATHS (split on spaces and
# lines), SOUNDS (the check's paths, the sounds payloads and refs compare with when there is no
# .soundcheck.yml), CONFIG, STRICT (true/false), SARIF (a file, or empty). Exits as soundcheck does.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
command=${1:?usage: action-run.sh check|payloads|refs}
case "$command" in check|payloads|refs) ;; *) fail_setup "unknown command $command" ;; esac

arguments=("$command" --format github-actions)
if [ "${STRICT:-false}" = true ]; then arguments+=(--strict); fi
if [ -n "${CONFIG:-}" ]; then arguments+=(--config "$CONFIG"); fi
if [ "$command" = check ] && [ -n "${SARIF:-}" ]; then
    arguments+=(--report "sarif:$SARIF")
    echo "sarif=$SARIF" >>"${GITHUB_OUTPUT:-/dev/null}"
fi
if [ "$command" != check ] && [ -z "${CONFIG:-}" ] && [ ! -f .soundcheck.yml ]; then
    read -ra sounds <<<"$(echo "${SOUNDS:-}" | tr '\n' ' ')"
    for sound in ${sounds[@]+"${sounds[@]}"}; do arguments+=(--sounds "$sound"); done
fi
summary=""
if [ -n "${GITHUB_STEP_SUMMARY:-}" ]; then
    summary=$(temp_file)
    arguments+=(--report "markdown:$summary")
fi
# ${a[@]+"${a[@]}"}: bash 3.2 (macOS's /bin/bash) calls an empty array unbound under set -u.
read -ra paths <<<"$(echo "${PATHS:-}" | tr '\n' ' ')"
# Without paths or settings, check looks at the whole repository (an app root: its Xcode project,
# Expo or Flutter app, with Android's res/raw judged by Android's rules).
if [ "$command" = check ] && [ ${#paths[@]} -eq 0 ] && [ -z "${CONFIG:-}" ] && [ ! -f .soundcheck.yml ]; then paths=(.); fi

status=0
soundcheck "${arguments[@]}" ${paths[@]+"${paths[@]}"} || status=$?
# The report is written atomically (renamed into place): append it, do not let it replace the summary.
if [ -n "$summary" ] && [ -s "$summary" ]; then cat "$summary" >>"$GITHUB_STEP_SUMMARY"; fi
exit "$status"
