#!/usr/bin/env bash
# README command 2: install what is missing, build everything and run the
# whole test suite (lit regression tests and gtest unit tests) through the
# check-gcn-mca target. Ends with a one-line "N passed, N failed" summary.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/utils/install-deps.sh"
"$root/utils/build.sh"
log="$(mktemp)"
set +e
"$root/utils/build.sh" check-gcn-mca 2>&1 | tee "$log"
rc=${PIPESTATUS[0]}
set -e
count() { { grep -E "^ *$1 *: *[0-9]+" "$log" || true; } | awk -F: '{split($2,a," "); s+=a[1]} END {print s+0}'; }
passed=$(( $(count Passed) + $(count "Expectedly Failed") ))
failed=$(( $(count Failed) + $(count "Unexpectedly Passed") + $(count Unresolved) + $(count "Timed Out") ))
rm -f "$log"
echo "check-gcn-mca: $passed passed, $failed failed"
exit "$rc"
