#!/usr/bin/env bash
#===- wave-bench.sh - Speed and memory of the wave pipeline -------------===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# Benchmark (not a test) of -pipeline=wave: simulated wave-instructions per
# second and peak memory (/usr/bin/time -v) for
#   1. a large region: ~50k instructions of real clang-22 gfx90a output (the
#      instruction lines of test/Inputs/kernels/*-gfx90a.s, without labels or
#      branches, repeated), run by 32 waves, at 1 and 2 iterations
#      (time should be linear: 2x the work <= 2x the time + 15%);
#   2. a full-occupancy run: a 320-instruction ALU/memory loop body at the
#      chip's maximum waves per SIMD, 10 and 20 iterations (memory must not
#      grow with iterations);
# next to llvm-mca 22 (-iterations=10; and 20 with BENCH_FULL=1: it takes
# minutes) on the same large input. The "marginal" lines give the simulation's
# own rate (the difference of two runs cancels parsing and lowering).
#
# Usage: bench/wave-bench.sh [build-dir]   (default: build-wave)
#===----------------------------------------------------------------------===#
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build-wave}
GCN=$BUILD/bin/gcn-mca
LLVMMCA=${LLVMMCA:-/usr/lib/llvm-22/bin/llvm-mca}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# 1. The large region.
cat "$ROOT"/test/Inputs/kernels/*-gfx90a.s |
  grep -E '^\s+[sv]_|^\s+(global|buffer|ds|flat|scratch)_' |
  grep -vE 's_(c?branch|endpgm|setpc|swappc|getpc|call|cbranch)|\.L|@' >"$TMP/body.s"
N=$(wc -l <"$TMP/body.s")
: >"$TMP/large.s"
while [ "$(wc -l <"$TMP/large.s")" -lt 50000 ]; do cat "$TMP/body.s" >>"$TMP/large.s"; done
head -n 50000 "$TMP/large.s" >"$TMP/large50k.s"

# 2. The full-occupancy loop body.
python3 - "$TMP/loop.s" <<'PY'
import sys
L = []
for i in range(64):
    L.append(f"  v_fma_f32 v{i % 32}, v{32 + i % 16}, v{48 + i % 16}, v{i % 32}")
    L.append(f"  s_add_u32 s{i % 16}, s{i % 16}, 1")
    L.append(f"  ds_read_b32 v{64 + i % 8}, v0")
    if i % 8 == 7:
        L.append("  global_load_dword v80, v[2:3], off")
        L.append("  s_waitcnt vmcnt(0) lgkmcnt(0)")
    else:
        L.append("  v_mul_f32_e32 v81, v82, v83")
open(sys.argv[1], "w").write("\n".join(L) + "\n")
PY

run() { # name, command...
  local name=$1; shift
  /usr/bin/time -v "$@" >"$TMP/out" 2>"$TMP/time" || { cat "$TMP/time"; exit 1; }
  local wall mem insts
  wall=$(grep 'Elapsed (wall clock)' "$TMP/time" | awk '{print $NF}')
  mem=$(grep 'Maximum resident set size' "$TMP/time" | awk '{print $NF}')
  insts=$(grep -m1 'Wave Instructions:' "$TMP/out" | awk '{print $3}' || true)
  local secs
  secs=$(python3 -c "p='$wall'.split(':'); print(sum(float(x)*60**i for i,x in enumerate(reversed(p))))")
  if [ -n "$insts" ]; then
    printf '%-44s %10s s %8d MiB %12d wave-insts %10.2f M wave-insts/s\n' "$name" "$secs" $((mem / 1024)) "$insts" \
      "$(python3 -c "print($insts / max($secs, 1e-3) / 1e6)")"
  else
    printf '%-44s %10s s %8d MiB\n' "$name" "$secs" $((mem / 1024))
  fi
  LAST="$secs ${insts:-0}"
}
# The simulation's own rate: extra wave-instructions / extra seconds between
# two runs of the same input (parsing and lowering cancel out).
marginal() { # name, "secs insts", "secs insts"
  python3 -c "
a=[float(x) for x in '$2'.split()]; b=[float(x) for x in '$3'.split()]
print('%-44s %.2f M wave-insts/s (simulation only)' % ('$1:', (b[1]-a[1])/max(b[0]-a[0],1e-3)/1e6))"
}

W="$GCN -mcpu=gfx90a -pipeline=wave -whole-file-region -wave-stats -instruction-info=0 -gcn-summary-view=0 -stall-view=0 -wave-view=0"
echo "large region: $(wc -l <"$TMP/large50k.s") instructions (from $N distinct clang-22 gfx90a lines)"
run "gcn-mca wave, 32 waves x 1 iteration"  $W -waves-per-simd=8 -workgroups=32 -iterations=1 "$TMP/large50k.s"; A=$LAST
run "gcn-mca wave, 32 waves x 2 iterations" $W -waves-per-simd=8 -workgroups=32 -iterations=2 "$TMP/large50k.s"; B=$LAST
run "gcn-mca wave, 32 waves x 4 iterations" $W -waves-per-simd=8 -workgroups=32 -iterations=4 "$TMP/large50k.s"; C=$LAST
marginal "large region, 1 -> 4 iterations" "$A" "$C"
run "llvm-mca 22, 10 iterations" "$LLVMMCA" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -iterations=10 "$TMP/large50k.s"
if [ -n "${BENCH_FULL:-}" ]; then
  run "llvm-mca 22, 20 iterations" "$LLVMMCA" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -iterations=20 "$TMP/large50k.s"
fi
echo "full occupancy: 320-instruction loop body, 8 waves/SIMD (gfx90a max), 256 waves"
run "gcn-mca wave, 10 iterations" $W -waves-per-simd=8 -workgroups=256 -iterations=10 "$TMP/loop.s"; A=$LAST
run "gcn-mca wave, 20 iterations" $W -waves-per-simd=8 -workgroups=256 -iterations=20 "$TMP/loop.s"
run "gcn-mca wave, 40 iterations" $W -waves-per-simd=8 -workgroups=256 -iterations=40 "$TMP/loop.s"; C=$LAST
marginal "full occupancy, 10 -> 40 iterations" "$A" "$C"
