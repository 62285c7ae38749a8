# shellcheck shell=bash
# The one shell idiom of soundcheck's scripts (scripts/, scripts/release/, bench/, .ci/run): where
# the repository is, how a script fails, and temporary files removed on exit. Sourced, never run:
#
#   # shellcheck source=scripts/lib/common.sh
#   source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"             (from scripts/)
#   source "$(dirname "${BASH_SOURCE[0]}")/../scripts/lib/common.sh"  (from bench/)
#
#   root                    the repository's root: an absolute path, symbolic links resolved
#                           (pwd -P). Sourcing does not change the current directory.
#   script_name             what messages start with: the script's file name without .sh; a script
#                           may set another after sourcing ("push-server bench")
#   fail_tag                a word between the name and a failure's message: "FAIL" in the tests,
#                           "error" in the benchmarks; empty by default
#   say MESSAGE...          prints "NAME: MESSAGE" on stderr
#   fail [--status N] MESSAGE...
#                           prints "NAME: MESSAGE" (or "NAME: TAG: MESSAGE") on stderr and exits 1,
#                           or N where a script documents other exit codes
#   fail_setup MESSAGE...   fail --status 2: the setup is wrong (bad arguments, a missing tool), as
#                           the benchmarks and several scripts document exit 2
#   temp_dir                makes a temporary folder and prints its path: work=$(temp_dir)
#   temp_file               the same for a file; both are removed when the script exits (they are
#                           in one private folder, made when this file is sourced)
#   on_exit COMMAND         runs COMMAND (a string, evaluated) when the script exits, before the
#                           temporaries are removed; the last registered runs first. For what must
#                           be elsewhere: dir=$(mktemp -d "$parent/.x.XXXXXX"); on_exit 'rm -rf "$dir"'
#
# One EXIT trap does all of it and keeps the script's exit status: a script sets no EXIT trap of its
# own (it would replace this one), it registers its work with on_exit. Subshells do not run it, so
# call on_exit in the script's own shell, not in ( … ) or $(…); temp_dir and temp_file work from
# anywhere (what they make is in the private folder). Written for bash 3.2 as well
# (macOS's /bin/bash runs the Action's scripts): no mapfile, no namerefs.

if [ -n "${_soundcheck_common_sourced:-}" ]; then return 0; fi
_soundcheck_common_sourced=1

# shellcheck disable=SC2034  # for the scripts that source this file
root=$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")/../.." && pwd -P)
script_name=$(basename -- "$0" .sh)
fail_tag=""

say() { echo "$script_name: $*" >&2; }

fail() {
    local status=1
    if [ "${1:-}" = --status ]; then
        status=$2
        shift 2
    fi
    echo "$script_name: ${fail_tag:+$fail_tag: }$*" >&2
    exit "$status"
}

fail_setup() { fail --status 2 "$@"; }

_common_exit_commands=()
_common_scratch=$(mktemp -d) || fail "could not make a temporary folder"

temp_dir() { mktemp -d "$_common_scratch/folder.XXXXXX" || fail "could not make a temporary folder"; }
temp_file() { mktemp "$_common_scratch/file.XXXXXX" || fail "could not make a temporary file"; }

on_exit() { _common_exit_commands+=("$1"); }

# The EXIT trap: a failing command or an unset variable here must neither stop the cleaning (set -e,
# set -u) nor change the status the script exits with.
# shellcheck disable=SC2317  # run by the trap, not called
_common_exit() {
    local status=$? index
    set +eu
    for ((index = ${#_common_exit_commands[@]} - 1; index >= 0; index--)); do
        eval "${_common_exit_commands[index]}"
    done
    rm -rf -- "$_common_scratch"
    exit "$status"
}
trap _common_exit EXIT
