# -trace is written as the events happen (docs/Robustness.md, "Output"): a
# run with 211,589 events (two regions, 120 iterations each, no bound) under
# a 1 GB address space (%ulimit-vm). Held whole, they took 3.9 GB (18 KB per
# event); streamed, the run's peak is that of the simulation
# (bench/report-memory.sh prints both).
# RUN: %ulimit-vm && gcn-mca -mcpu=gfx90a -trace=%t.json -trace-max-cycles=0 \
# RUN:   -trace-max-events=0 -iterations=120 %s > /dev/null
# The file is well-formed and complete: check-trace.py parses it, checks
# every event against the format, and that the events of each region (pid)
# in the file are the number otherData states for it (the regions are
# listed in otherData, after the events).
# RUN: %python %S/Inputs/check-trace.py --summary %t.json | FileCheck %s
# CHECK: OK {{[1-9][0-9][0-9][0-9][0-9][0-9]}} events
# RUN: %python -c "import json; d = json.load(open('%t.json')); print(list(d)); print([(r['pid'], r['name'], r['truncated']) for r in d['otherData']['regions']])" \
# RUN:   | FileCheck %s --check-prefix=DOC
# DOC:      ['traceEvents', 'otherData']
# DOC-NEXT: [(1, 'first', False), (2, 'second', False)]

# LLVM-MCA-BEGIN first
  v_add_f32_e32 v1, v1, v1
  v_mul_f32_e32 v2, v2, v2
  s_add_u32 s0, s0, 1
# LLVM-MCA-END
# LLVM-MCA-BEGIN second
  v_fma_f32 v3, v1, v2, v3
  v_add_f32_e32 v4, v3, v3
# LLVM-MCA-END
