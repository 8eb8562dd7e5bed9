#!/usr/bin/env bash
#===- report-memory.sh - Peak memory of -json and -trace -----------------===#
#
# Part of the gcn-mca project, under the Apache License v2.0 with LLVM
# Exceptions.
#
#===----------------------------------------------------------------------===#
# Benchmark (not a test) of the report outputs' memory (docs/Robustness.md,
# "Output"): peak resident memory (/usr/bin/time, KB) of
#   1. -json of a 200,000-instruction region (8 instructions repeated: VALU,
#      SALU, a global load, an LDS read, their waits) next to the text
#      report of the same run (the target: -json well under 400 MB);
#   2. -trace with no bounds at two event counts (-trace-max-events=100000
#      and 400000 of a 20,000-instruction region): the difference over the
#      300,000 events is the memory per event (the target: <= 200 bytes).
# With OLD=path/to/an-older-gcn-mca the same runs of that binary follow
# (the "before" figures).
#
# Usage: bench/report-memory.sh [build-dir]   (default: build)
#===----------------------------------------------------------------------===#
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
BUILD=${1:-$ROOT/build}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

python3 - "$TMP" <<'PY'
import sys
ops = ["v_add_f32_e32 v{a}, v{b}, v{c}", "v_mul_f32_e32 v{a}, v{b}, v{c}",
       "s_add_u32 s{s}, s{t}, 1", "v_fma_f32 v{a}, v{b}, v{c}, v{a}",
       "global_load_dword v{a}, v[0:1], off", "s_waitcnt vmcnt(0)",
       "ds_read_b32 v{a}, v{b}", "s_waitcnt lgkmcnt(0)"]
for n in (20000, 200000):
    with open("%s/k%d.s" % (sys.argv[1], n), "w") as f:
        for i in range(n):
            f.write("  " + ops[i % 8].format(a=2 + i % 30, b=2 + (i * 7) % 30,
                    c=2 + (i * 13) % 30, s=4 + i % 20, t=4 + (i * 3) % 20) + "\n")
        f.write("  s_endpgm\n")
PY

# peak KB of a run (its output to $TMP/out).
peak() {
  /usr/bin/time -f '%M' -o "$TMP/time" "$@" > "$TMP/out" 2> /dev/null || true
  tail -1 "$TMP/time"
}

measure() {
  local gcn=$1 label=$2
  local text json bytes t1 t4
  text=$(peak "$gcn" -mcpu=gfx90a "$TMP/k200000.s")
  json=$(peak "$gcn" -mcpu=gfx90a -json "$TMP/k200000.s")
  bytes=$(stat -c %s "$TMP/out")
  printf '%s: 200k instructions: text report %d MB, -json %d MB (document %d MB)\n' \
    "$label" $((text / 1024)) $((json / 1024)) $((bytes / 1000000))
  t1=$(peak "$gcn" -mcpu=gfx90a -trace="$TMP/t.json" -trace-max-cycles=0 \
    -trace-max-events=100000 "$TMP/k20000.s")
  t4=$(peak "$gcn" -mcpu=gfx90a -trace="$TMP/t.json" -trace-max-cycles=0 \
    -trace-max-events=400000 "$TMP/k20000.s")
  rm -f "$TMP/t.json"
  printf '%s: -trace: 100k events %d MB, 400k events %d MB: %d bytes per event\n' \
    "$label" $((t1 / 1024)) $((t4 / 1024)) $(((t4 - t1) * 1024 / 300000))
}

measure "$BUILD/bin/gcn-mca" "gcn-mca"
if [ -n "${OLD:-}" ]; then
  measure "$OLD" "old"
fi
