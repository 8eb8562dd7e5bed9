#!/usr/bin/env bash
#===- pgo-train.sh - Profile for a profile-guided gcn-mca build -----------===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# Usage: utils/pgo-train.sh OUT-DIR
#
# Builds gcn-mca instrumented with clang-22 (OUT-DIR/build), runs it on the
# training set below and merges the raw profiles into
# OUT-DIR/gcn-mca.profdata, which a build configured with
# -DGCN_MCA_PROFILE_USE=<that file> is optimized with (utils/build.sh does
# both). The instrumented build and the raw profiles are removed at the end.
#
# The training set is the shared kernel corpus of the test suite
# (test/Inputs/kernels: 90-odd real clang-22 kernels of every generation),
# each run the way users run it: the default report at the kernel's own
# occupancy; the default report at 8 waves per SIMD, where the wave
# pipeline's issue loop dominates; and every view (-all-views, -json) on
# some. Nothing of the benchmark (bench/run.sh) is in it.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:?usage: pgo-train.sh OUT-DIR}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"
jobs="${JOBS:-$(nproc)}"
rm -rf "$out/build" "$out/raw"
CC=clang-22 CXX=clang++-22 cmake -G Ninja -S "$root" -B "$out/build" \
  -DCMAKE_BUILD_TYPE=Release \
  -DLLVM_DIR=/usr/lib/llvm-22/lib/cmake/llvm \
  -DGCN_MCA_BUILD_TESTS=OFF \
  -DGCN_MCA_PROFILE_GENERATE="$out/raw" >/dev/null
ninja -C "$out/build" -j "$jobs" gcn-mca
bin="$out/build/bin/gcn-mca"
n=0
for f in "$root"/test/Inputs/kernels/*.s; do
  cpu="${f##*-}"
  cpu="${cpu%.s}"
  "$bin" -mcpu="$cpu" "$f" >/dev/null 2>&1 || true
  "$bin" -mcpu="$cpu" -waves-per-simd=8 "$f" >/dev/null 2>&1 || true
  if [ $((n % 4)) -eq 0 ]; then
    "$bin" -mcpu="$cpu" -all-views "$f" >/dev/null 2>&1 || true
    "$bin" -mcpu="$cpu" -json "$f" >/dev/null 2>&1 || true
  fi
  n=$((n + 1))
done
llvm-profdata-22 merge -o "$out/gcn-mca.profdata" "$out"/raw/*.profraw
rm -rf "$out/build" "$out/raw"
echo "pgo-train: $n kernels, profile $out/gcn-mca.profdata"
