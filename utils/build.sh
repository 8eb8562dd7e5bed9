#!/usr/bin/env bash
# Configures (once) and builds gcn-mca into ${BUILD_DIR:-build} with Ninja
# against Debian's LLVM 22. GCN_MCA_CMAKE_ARGS adds options to the first
# configure (e.g. -DGCN_MCA_SANITIZE=ON).
#
# The first configure makes a profile-guided build: clang-22, optimized with
# a profile that utils/pgo-train.sh records from the test suite's kernel
# corpus into <build>/pgo/gcn-mca.profdata (about a minute more; the
# simulation runs 10-15% faster, docs/Performance.md). GCN_MCA_PGO=0 builds
# with the default compiler and no profile (utils/check-sanitize.sh does);
# without clang-22 or llvm-profdata-22 the build is the same, with a note.
# GCN_MCA_PGO=retrain records a new profile into an existing build (after
# source changes: clang ignores the functions a stale profile does not
# match).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
jobs="${JOBS:-$(nproc)}"
pgo="${GCN_MCA_PGO:-1}"
profile="$build/pgo/gcn-mca.profdata"
if [ "$pgo" != 0 ] && ! { command -v clang++-22 && command -v llvm-profdata-22; } >/dev/null; then
  echo "build: no clang++-22 or llvm-profdata-22: building without a profile (GCN_MCA_PGO=0)"
  pgo=0
fi
if [ ! -f "$build/build.ninja" ]; then
  args=()
  if [ "$pgo" != 0 ]; then
    JOBS="$jobs" "$root/utils/pgo-train.sh" "$build/pgo"
    export CC=clang-22 CXX=clang++-22
    args+=(-DGCN_MCA_PROFILE_USE="$profile")
  fi
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit "${args[@]}" ${GCN_MCA_CMAKE_ARGS:-}
elif [ "$pgo" = retrain ]; then
  if ! grep -q "^GCN_MCA_PROFILE_USE:FILEPATH=$profile\$" "$build/CMakeCache.txt"; then
    echo "build: $build was not configured with $profile (remove it to start over)" >&2
    exit 1
  fi
  JOBS="$jobs" "$root/utils/pgo-train.sh" "$build/pgo"
  # The flags name the same file: make every object see the new profile.
  ninja -C "$build" -t clean >/dev/null
fi
ninja -C "$build" -j "$jobs" "$@"
