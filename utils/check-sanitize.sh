#!/usr/bin/env bash
# Builds gcn-mca with AddressSanitizer + UndefinedBehaviorSanitizer
# (-DGCN_MCA_SANITIZE=ON, any report is fatal) in its own build directory
# (${SANITIZE_BUILD_DIR:-build-sanitize}) and runs the whole check-gcn-mca
# suite there. .ci/run runs it after utils/check.sh. Prints the time taken.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
start=$(date +%s)
"$root/utils/install-deps.sh"
export BUILD_DIR="${SANITIZE_BUILD_DIR:-$root/build-sanitize}"
export GCN_MCA_CMAKE_ARGS="-DGCN_MCA_SANITIZE=ON ${GCN_MCA_CMAKE_ARGS:-}"
# Leaks count as reports too; reports abort (a crash, not exit code 1) so
# that `not gcn-mca` tests fail as well (test/lit.cfg.py sets the same).
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1:abort_on_error=1}"
set +e
"$root/utils/build.sh" check-gcn-mca
rc=$?
set -e
echo "check-sanitize: exit $rc after $(( $(date +%s) - start )) s"
exit "$rc"
