#!/usr/bin/env bash
#===- run.sh - Speed and memory of gcn-mca next to llvm-mca 22 ----------===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# Benchmark (not a test). Prints, in one run, side by side with llvm-mca 22:
#   1. one wave, 10 and 50 iterations of the large region (time, peak RSS,
#      and how many times faster than llvm-mca);
#   2. full occupancy (8 waves/SIMD on all 4 SIMDs of gfx90a, 128 waves),
#      10 iterations: simulated wave-instructions per second single-threaded
#      (-j 1), whole run and simulation only (the difference of a 10- and a
#      1-iteration run cancels parsing, lowering and printing); peak RSS;
#      also 50 iterations (memory must not grow);
#   3. -j speedup on an 80-kernel input (the kernels of an 80-kernel OpenCL
#      file compiled by clang-22): -j 1 against -j N (N = cores), outputs
#      compared byte for byte; the same for a 4-point -sweep of it, and for
#      AMD's 80-kernel rocRAND gfx90a code object;
#   4. with BENCH_PROFILE=1 (needs valgrind): the instructions executed
#      (callgrind Ir) per simulated wave-instruction, simulation only, at
#      full occupancy (32 waves x 1 iteration) - a figure the machine's load
#      does not change.
# All gcn-mca runs use the default views (what a user gets).
#
# The large region: the straight-line instructions of AMD's own gfx90a build
# of rocRAND (Debian's librocrand1, `apt-get download`; the code object of
# the offload bundle, disassembled by llvm-objdump; branches, labels and the
# few lines the assembler rejects dropped): 53,694 instructions. Without
# network access, the clang-22 gfx90a kernels of test/Inputs/kernels are
# used instead (repeated to 50,000 lines).
#
# Usage: bench/run.sh [build-dir]        (default: build)
#   BENCH_REPEAT=N  repeat each timed run N times and keep the fastest (1)
#   BENCH_JREPEAT=N the same for the short -j runs of section 3 (7)
#   BENCH_QUICK=1   skip the llvm-mca 50-iteration run (about a minute, 2 GiB)
#   BENCH_CACHE=dir where the rocRAND package is kept (/tmp/gcn-mca-bench)
#   BENCH_PROFILE=1 add the callgrind profile figure (about a minute)
#   BENCH_OLD=path  another gcn-mca binary (e.g. the build before a change):
#                   sections 2, 4 and 5 run it too, in the same run, next to
#                   this build (the side-by-side speed figure of a refactoring)
#   BENCH_EMULATE_ONLY=1  only section 5
#
# 5. The cost of the launch's emulation (issue 30): the naive SGEMM of
#    test/ControlFlow/Inputs/launch-sgemm-gfx90a.s at -grid=1024,1024
#    -arg=3=1024 (160 waves at 8 waves/SIMD, full occupancy; 2,298,880
#    wave-instructions) with -emulate=true (the default: every wave's
#    integer side executed, its trip count 1,024 derived) against
#    -emulate=false -trip-count=.LBB0_2=1024 (the same wave-instructions,
#    nothing emulated): wave-instructions per CPU second (user + system, the
#    fastest of BENCH_REPEAT runs; goal with emulation: >= 10 M/s). With
#    valgrind: the instructions executed (callgrind Ir, which the machine's
#    load does not change) per wave-instruction, whole run and emulation
#    alone (WaveStreams::build), and the rate they imply: the measured
#    -emulate=false rate x (its Ir / the -emulate=true Ir).
#===----------------------------------------------------------------------===#
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
GCN=$BUILD/bin/gcn-mca
LLVMBIN=${LLVMBIN:-/usr/lib/llvm-22/bin}
LLVMMCA=$LLVMBIN/llvm-mca
CLANG=${CLANG:-clang-22}
CACHE=${BENCH_CACHE:-/tmp/gcn-mca-bench}
REPEAT=${BENCH_REPEAT:-1}
# The -j comparisons (section 3) are short: at least 7 runs each.
JREPEAT=$(( REPEAT > ${BENCH_JREPEAT:-7} ? REPEAT : ${BENCH_JREPEAT:-7} ))
CORES=$(nproc)
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
mkdir -p "$CACHE"
[ -x /usr/bin/time ] || { echo "error: /usr/bin/time missing (apt-get install time)" >&2; exit 1; }

#--- 5. The emulation's cost (defined here: BENCH_EMULATE_ONLY runs only it) -
# cpu_run BINARY ARGS...: the fastest CPU time (user + system) of REPEAT
# runs in CPU_SECS, the wave-instructions issued in CPU_INSTS.
cpu_run() {
  local best=""
  for _ in $(seq "$REPEAT"); do
    /usr/bin/time -f '%U %S' -o "$TMP/cpu" "$@" >"$TMP/cpu.out" 2>/dev/null || {
      echo "error: $* failed" >&2; exit 1; }
    local s
    s=$(awk '{print $1 + $2}' "$TMP/cpu")
    if [ -z "$best" ] || python3 -c "import sys; sys.exit(not $s < $best)"; then best=$s; fi
  done
  CPU_SECS=$best
  CPU_INSTS=$(grep -m1 -E '^Instructions Issued:' "$TMP/cpu.out" | awk '{print $3}' || true)
  CPU_INSTS=${CPU_INSTS:-0}
}
# callgrind_ir BINARY ARGS...: Ir of the whole run in IR_ALL, of the
# emulation (WaveStreams::build) in IR_EMU.
callgrind_ir() {
  valgrind --tool=callgrind --callgrind-out-file="$TMP/cg5.out" "$@" >/dev/null 2>"$TMP/cg5.err"
  # Under `set -e -o pipefail` a pipeline whose grep finds nothing (a binary
  # without WaveStreams::build, e.g. one from before the emulation) or whose
  # `grep -m1` closes the pipe early would end the whole script silently:
  # these lookups may fail, and a missing figure reads 0.
  IR_ALL=$( (grep -o 'Collected : [0-9]*' "$TMP/cg5.err" || true) |
    awk '{print $3}')
  IR_EMU=$( (callgrind_annotate --inclusive=yes "$TMP/cg5.out" 2>/dev/null ||
    true) | awk '/WaveStreams::build/ && !n {gsub(",", "", $1); print $1; n=1}')
  IR_ALL=${IR_ALL:-0} IR_EMU=${IR_EMU:-0}
}
emulation_cost() {
  local k="$ROOT/test/ControlFlow/Inputs/launch-sgemm-gfx90a.s"
  local launch="-kernel=sgemm_naive -grid=1024,1024 -arg=3=1024"
  local on="-emulate=true" off="-emulate=false -trip-count=.LBB0_2=1024"
  echo "5. the launch's emulation: $launch (160 waves at 8 waves/SIMD)"
  echo "   (CPU seconds, fastest of $REPEAT; goal with emulation: >= 10 M wave-insts/s)"
  local label bin
  for label in new old; do
    bin=$GCN
    if [ $label = old ]; then
      [ -n "${BENCH_OLD:-}" ] || continue
      bin=$BENCH_OLD
    fi
    cpu_run "$bin" $launch $on "$k"; local son=$CPU_SECS ion=$CPU_INSTS
    cpu_run "$bin" $launch $off "$k"; local soff=$CPU_SECS ioff=$CPU_INSTS
    python3 -c "
on=$ion/max($son,1e-3)/1e6; off=$ioff/max($soff,1e-3)/1e6
print('  %-4s -emulate=true  %7.3f s %9d wave-insts %6.2f M/s' % ('$label', $son, $ion, on))
print('  %-4s -emulate=false %7.3f s %9d wave-insts %6.2f M/s (emulation costs %.0f%%)' % ('$label', $soff, $ioff, off, 100*($son-$soff)/max($soff,1e-3)))"
    if command -v valgrind >/dev/null; then
      callgrind_ir "$bin" $launch $on "$k"; local aon=$IR_ALL eon=$IR_EMU
      callgrind_ir "$bin" $launch $off "$k"; local aoff=$IR_ALL
      python3 -c "
n=max($ion, 1)
print('  %-4s callgrind: %d Ir per wave-instruction with emulation (of which %d emulating), %d without => %.2f M/s estimated' % ('$label', $aon/n, $eon/n, $aoff/n, $ioff/max($soff,1e-3)/1e6*$aoff/max($aon,1)))"
    fi
  done
}
if [ -n "${BENCH_EMULATE_ONLY:-}" ]; then
  emulation_cost
  exit 0
fi

#--- The large region -------------------------------------------------------
REGION=$CACHE/region.s
if [ ! -s "$REGION" ]; then
  CO=$CACHE/rocrand-gfx90a.co
  if [ ! -s "$CO" ]; then
    (cd "$CACHE" && apt-get download librocrand1 >/dev/null 2>&1 &&
      dpkg-deb -x librocrand1_*.deb pkg &&
      cd pkg/usr/lib/x86_64-linux-gnu &&
      "$LLVMBIN/llvm-objdump" --offloading librocrand.so.1.* >/dev/null 2>&1 &&
      cp librocrand.so.1.*gfx90a:xnack- "$CO") || true
  fi
  if [ -s "$CO" ]; then
    SRC="rocRAND (librocrand1), AMD's gfx90a code object"
    "$LLVMBIN/llvm-objdump" -d --no-show-raw-insn --no-leading-addr "$CO" |
      sed -E 's@[[:space:]]*//.*$@@' |
      grep -E '^\s+[sv]_|^\s+(global|buffer|ds|flat|scratch)_' |
      grep -vE 's_(c?branch|endpgm|setpc|swappc|getpc|call|cbranch|code_end)|<|@' \
        >"$TMP/body.s"
  else
    SRC="clang-22 kernels of test/Inputs/kernels (rocRAND not available)"
    cat "$ROOT"/test/Inputs/kernels/*-gfx90a.s |
      grep -E '^\s+[sv]_|^\s+(global|buffer|ds|flat|scratch)_' |
      grep -vE 's_(c?branch|endpgm|setpc|swappc|getpc|call|cbranch)|\.L|@' \
        >"$TMP/one.s"
    : >"$TMP/body.s"
    while [ "$(wc -l <"$TMP/body.s")" -lt 50000 ]; do
      cat "$TMP/one.s" >>"$TMP/body.s"
    done
    head -n 50000 "$TMP/body.s" >"$TMP/b" && mv "$TMP/b" "$TMP/body.s"
  fi
  # Drop the lines the assembler rejects (disassembler output that does not
  # reassemble, e.g. constant-bus violations).
  "$LLVMMCA" -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a -iterations=1 \
    "$TMP/body.s" >/dev/null 2>"$TMP/err" || true
  grep -oE '^[^:]*body\.s:[0-9]+' "$TMP/err" | sed 's/.*://' >"$TMP/bad" || true
  awk 'NR==FNR{bad[$1]=1;next} !(FNR in bad)' "$TMP/bad" "$TMP/body.s" >"$REGION"
  echo "$SRC" >"$CACHE/region.src"
fi
NINST=$(wc -l <"$REGION")

#--- The 80-kernel input ----------------------------------------------------
MULTI=$CACHE/kernels80.s
if [ ! -s "$MULTI" ]; then
  python3 - "$TMP/k80.cl" <<'PY'
import sys
out = []
for k in range(80):
    n = 4 + k % 13
    body = "\n".join(
        f"    acc = acc * x + {1.0 + j * 0.25 + k}f; x = x * acc + {j}.5f;"
        for j in range(n))
    loads = "" if k % 3 else "    acc += in[(i + 64) % n];\n"
    out.append(f"""__kernel void k{k}(__global const float *in, __global float *o,
                  int n) {{
  int i = __builtin_amdgcn_workgroup_id_x() * 256 + __builtin_amdgcn_workitem_id_x();
  float x = in[i], acc = {k}.0f;
  for (int t = 0; t < {2 + k % 5}; ++t) {{
{body}
{loads}  }}
  o[i] = acc + x;
}}
""")
open(sys.argv[1], "w").write("\n".join(out))
PY
  "$CLANG" -x cl -cl-std=CL2.0 -target amdgcn-amd-amdhsa -mcpu=gfx90a -O2 \
    -nogpulib -S -o "$MULTI" "$TMP/k80.cl"
fi

#--- Runs -------------------------------------------------------------------
# run NAME CMD...: the fastest of REPEAT runs; sets SECS, MIB, INSTS.
run() {
  local name=$1; shift
  local best=""
  for _ in $(seq "$REPEAT"); do
    # Wall time from bash's microsecond clock (GNU time's has 10 ms steps,
    # too coarse for the -j runs of a third of a second); peak RSS from time.
    local t0=$EPOCHREALTIME
    /usr/bin/time -v "$@" >"$TMP/out" 2>"$TMP/time" || {
      echo "error: $name failed:" >&2; tail -5 "$TMP/time" >&2; exit 1; }
    local t1=$EPOCHREALTIME
    local mem
    mem=$(grep 'Maximum resident set size' "$TMP/time" | awk '{print $NF}')
    local s
    s=$(python3 -c "print(${t1/,/.} - ${t0/,/.})")
    if [ -z "$best" ] || python3 -c "import sys; sys.exit(not $s < $best)"; then
      best=$s; MIB=$((mem / 1024)); cp "$TMP/out" "$TMP/best.out"
    fi
  done
  SECS=$best
  INSTS=$(grep -m1 -E '^Instructions Issued:' "$TMP/best.out" | awk '{print $3}' || true)
  INSTS=${INSTS:-0}
  printf '  %-52s %8.3f s %6d MiB' "$name" "$SECS" "$MIB"
  if [ "$INSTS" != 0 ]; then
    printf ' %11d wave-insts %7.2f M/s' "$INSTS" \
      "$(python3 -c "print($INSTS / max($SECS, 1e-3) / 1e6)")"
  fi
  printf '\n'
}
ratio() { python3 -c "print('%.2f' % ($1 / max($2, 1e-3)))"; }

G="$GCN -mcpu=gfx90a -whole-file-region -j 1"
# (The help is read into a variable: `--help | grep -q` fails under pipefail
# when grep stops reading early.)
HELP=$("$GCN" --help)
HAS_J=$(grep -cE -- "^ +-j[ =]" <<<"$HELP" || true)
[ "$HAS_J" != 0 ] || G="$GCN -mcpu=gfx90a -whole-file-region"
# The 128-wave runs are above the default -max-region-work.
if grep -q -- "-max-region-work" <<<"$HELP"; then G="$G -max-region-work=0"; fi
OLDG=""
if [ -n "${BENCH_OLD:-}" ]; then
  OLDG="$BENCH_OLD -mcpu=gfx90a -whole-file-region -j 1"
  OLDHELP=$("$BENCH_OLD" --help)
  if grep -q -- "-max-region-work" <<<"$OLDHELP"; then OLDG="$OLDG -max-region-work=0"; fi
fi
M="$LLVMMCA -mtriple=amdgcn-amd-amdhsa -mcpu=gfx90a"

echo "gcn-mca bench: $(date -u '+%F %H:%M UTC'), $CORES cores, $(git -C "$ROOT" rev-parse --short HEAD)"
echo "machine load (1/5/15 min): $(cut -d' ' -f1-3 /proc/loadavg) - timings on a loaded machine are not comparable"
echo "large region: $NINST straight-line gfx90a instructions from $(cat "$CACHE/region.src")"
echo
echo "1. one wave (default views)"
run "gcn-mca, 1 wave, 10 iterations" $G -workgroups=1 -waves-per-simd=1 -iterations=10 "$REGION"
G10=$SECS
run "llvm-mca 22, 10 iterations" $M -iterations=10 "$REGION"
echo "  => gcn-mca is $(ratio "$SECS" "$G10")x faster at 10 iterations"
run "gcn-mca, 1 wave, 50 iterations" $G -workgroups=1 -waves-per-simd=1 -iterations=50 "$REGION"
G50=$SECS
if [ -z "${BENCH_QUICK:-}" ]; then
  run "llvm-mca 22, 50 iterations" $M -iterations=50 "$REGION"
  echo "  => gcn-mca is $(ratio "$SECS" "$G50")x faster at 50 iterations (goal: >= 80x)"
fi
echo
echo "2. full occupancy: 8 waves/SIMD x 4 SIMDs, 128 waves (4 x 32 one-wave groups), default views, -j 1"
# occupancy LABEL GCN-COMMAND: the 1- and 10-iteration runs and the
# simulation-only rate of one binary.
occupancy() {
  local label=$1; shift
  run "$label, 128 waves, 1 iteration" "$@" -waves-per-simd=8 -workgroups=128 -iterations=1 "$REGION"
  local a="$SECS $INSTS"
  run "$label, 128 waves, 10 iterations" "$@" -waves-per-simd=8 -workgroups=128 -iterations=10 "$REGION"
  local b="$SECS $INSTS"
  python3 -c "
a=[float(x) for x in '$a'.split()]; b=[float(x) for x in '$b'.split()]
print('  => $label, simulation only (10 - 1 iterations): %.2f M wave-insts/s (goal: >= 20)' % ((b[1]-a[1])/max(b[0]-a[0],1e-3)/1e6))"
}
occupancy "gcn-mca" $G
if [ -n "${BENCH_OLD:-}" ]; then
  # Alternating the two binaries would not remove the load's drift either:
  # with BENCH_REPEAT=N each keeps its fastest run.
  occupancy "old gcn-mca" $OLDG
fi
# 50 iterations of 128 waves take about 360 M cycles: above the default
# -max-cycles (100 M).
run "gcn-mca, 128 waves, 50 iterations" $G -waves-per-simd=8 -workgroups=128 -iterations=50 \
  -max-cycles=1000000000 "$REGION"
echo
echo "3. parallel regions: 80 kernels (clang-22 -O2 OpenCL, gfx90a), default views"
echo "   (best of $JREPEAT runs each: these runs take a fraction of a second)"
REPEAT=$JREPEAT
if [ "$HAS_J" != 0 ]; then
  run "gcn-mca -j 1" "$GCN" -j 1 "$MULTI"
  cp "$TMP/best.out" "$TMP/j1.out"; J1=$SECS
  run "gcn-mca -j $CORES" "$GCN" -j "$CORES" "$MULTI"
  if cmp -s "$TMP/j1.out" "$TMP/best.out"; then SAME="byte-identical"; else SAME="DIFFERENT"; fi
  echo "  => -j $CORES is $(ratio "$J1" "$SECS")x faster than -j 1; outputs $SAME"
  SW="-sweep=vmem-latency=100,200,300,400"
  run "gcn-mca -j 1 $SW" "$GCN" -j 1 $SW "$MULTI"
  cp "$TMP/best.out" "$TMP/s1.out"; S1=$SECS
  run "gcn-mca -j $CORES $SW" "$GCN" -j "$CORES" $SW "$MULTI"
  if cmp -s "$TMP/s1.out" "$TMP/best.out"; then SAME="byte-identical"; else SAME="DIFFERENT"; fi
  echo "  => sweep points: -j $CORES is $(ratio "$S1" "$SECS")x faster than -j 1; outputs $SAME"
  CO=$CACHE/rocrand-gfx90a.co
  if [ -s "$CO" ]; then
    echo "   AMD's rocRAND gfx90a code object (80 kernels, default settings per kernel):"
    run "gcn-mca -j 1 rocrand-gfx90a.co" "$GCN" -j 1 "$CO"
    cp "$TMP/best.out" "$TMP/c1.out"; C1=$SECS
    run "gcn-mca -j $CORES rocrand-gfx90a.co" "$GCN" -j "$CORES" "$CO"
    if cmp -s "$TMP/c1.out" "$TMP/best.out"; then SAME="byte-identical"; else SAME="DIFFERENT"; fi
    echo "  => code object: -j $CORES is $(ratio "$C1" "$SECS")x faster than -j 1; outputs $SAME"
  fi
else
  run "gcn-mca (no -j option)" "$GCN" "$MULTI"
fi
if [ -n "${BENCH_PROFILE:-}" ] && command -v valgrind >/dev/null; then
  echo
  echo "4. instructions executed per simulated wave-instruction (callgrind, simulation only)"
  profile() {
    local label=$1; shift
    valgrind --tool=callgrind --toggle-collect='llvm::gcnmca::WavePipeline::run()' \
      --callgrind-out-file="$TMP/cg.out" "$@" -waves-per-simd=8 -workgroups=32 \
      -iterations=1 "$REGION" >"$TMP/out" 2>"$TMP/cg.err"
    IR=$(grep -o 'Collected : [0-9]*' "$TMP/cg.err" | awk '{print $3}')
    INSTS=$(grep -m1 -E '^Instructions Issued:' "$TMP/out" | awk '{print $3}' || true)
    echo "  $label, 32 waves x 1 iteration: $INSTS wave-insts, $IR Ir in the simulation => $((IR / INSTS)) Ir per wave-instruction"
  }
  profile "gcn-mca" $G
  [ -z "${BENCH_OLD:-}" ] ||
    profile "old gcn-mca" $OLDG
fi
echo
emulation_cost
