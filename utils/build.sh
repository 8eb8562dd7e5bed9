#!/usr/bin/env bash
# Configures (once) and builds gcn-mca into ${BUILD_DIR:-build} with Ninja
# against Debian's LLVM 22. GCN_MCA_CMAKE_ARGS adds options to the first
# configure (e.g. -DGCN_MCA_SANITIZE=ON).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${BUILD_DIR:-$root/build}"
jobs="${JOBS:-$(nproc)}"
if [ ! -f "$build/build.ninja" ]; then
  cmake -G Ninja -S "$root" -B "$build" \
    -DCMAKE_BUILD_TYPE=Release \
    -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm \
    -DLLVM_EXTERNAL_LIT=/usr/lib/llvm-22/bin/lit ${GCN_MCA_CMAKE_ARGS:-}
fi
ninja -C "$build" -j "$jobs" "$@"
