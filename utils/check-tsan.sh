#!/usr/bin/env bash
# Builds gcn-mca with ThreadSanitizer (${TSAN_BUILD_DIR:-build-tsan}) and
# runs the lit tests that use several threads (-j N) there: any data race
# fails the test that made it. Not part of CI (ThreadSanitizer slows the
# runs 5-15x); run it after touching ParallelScheduler, PreparedControlFlow
# or anything a -j worker reads (docs/Robustness.md, "Threads").
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
"$root/utils/install-deps.sh"
export BUILD_DIR="${TSAN_BUILD_DIR:-$root/build-tsan}"
export GCN_MCA_CMAKE_ARGS="-DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS=-fsanitize=thread -DCMAKE_EXE_LINKER_FLAGS=-fsanitize=thread ${GCN_MCA_CMAKE_ARGS:-}"
"$root/utils/build.sh" gcn-mca gcn-mca-diff gcn-mca-markers
# A deliberate crash inside a decoder thread (object-parallel-decode.test)
# runs LLVM's crash recovery in a signal handler: not a race.
export TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:report_signal_unsafe=0}"
mapfile -t tests < <(cd "$root/test" && grep -rlE --include='*.test' -e '-j ?=?[0-9]' . | sed "s|^\./|$BUILD_DIR/test/|" | sort)
echo "check-tsan: ${#tests[@]} tests"
/usr/lib/llvm-22/bin/lit -sv --param no-ulimit=1 "${tests[@]}"
