#!/usr/bin/env bash
# The style checks, as CI runs them (.ci/run's lint step; under a minute):
#
#   the Swift sources   `swift format lint --strict` over Sources, Tests, Plugins, Fuzz,
#                       Package.swift and bench/payload-throughput, by the checked-in .swift-format
#                       (120 columns, 4 spaces)
#   the shell scripts   `shellcheck` over scripts/ (with scripts/lib/ and scripts/release/), bench/
#                       and .ci/run, at every severity, by the checked-in .shellcheckrc (the
#                       sourced libraries followed)
#
#   scripts/lint.sh
#
# Exit 0 when both are clean, 1 when either reports anything (its findings are printed), 2 when a
# tool is missing: shellcheck comes from scripts/setup.sh, swift format with the Swift 6 toolchain.
set -euo pipefail
# shellcheck source=scripts/lib/common.sh
source "$(dirname "${BASH_SOURCE[0]}")/lib/common.sh"
cd "$root"
command -v shellcheck >/dev/null 2>&1 || fail_setup "shellcheck is not installed: run scripts/setup.sh"
swift format --version >/dev/null 2>&1 || fail_setup "swift format is not available: it comes with Swift 6 toolchains"

status=0
if swift format lint --strict --recursive Sources Tests Plugins Fuzz Package.swift bench/payload-throughput; then
    say "swift format: clean"
else
    say "swift format: FAILED (swift format --in-place --recursive … rewrites most of it)"
    status=1
fi

scripts=(scripts/*.sh scripts/lib/*.sh scripts/release/*.sh bench/*.sh .ci/run)
if shellcheck "${scripts[@]}"; then
    say "shellcheck: clean (${#scripts[@]} scripts)"
else
    say "shellcheck: FAILED"
    status=1
fi
exit "$status"
