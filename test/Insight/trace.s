# -trace: Chrome trace-event JSON (Perfetto, chrome://tracing), validated
# against the format by Inputs/check-trace.py, which also lists the slices.
#
# One wave on SIMD 0 of gfx90a (issue slots at cycles 4, 8, ...; a slice is
# one slot, 4 cycles, long):
#   [0] load issues at 4 and completes at 4 + 4 + 125 = 133;
#   [1] s_waitcnt stalls in slots 8 .. 132 (132 < 133): 32 slots, one merged
#       slice of 128 cycles from 8, and issues at 136;
#   [2] v_add at 140, [3] s_endpgm at 144 (the wave ends at 144).
# Wave track (tid 1000) and SIMD 0 track (tid 0) get the same slices here.
# The load is pinned to an L1 hit (-gcn-param=LoadHitL1=100, VMEMLatency
# 125): the test is about the view, not the memory hierarchy.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -trace=%t.json %s > /dev/null 2>&1
# RUN: %python %S/Inputs/check-trace.py %t.json | FileCheck %s
# CHECK:      OK 28 events: X=10 C=6 M=12
# CHECK-NEXT: 1 C 0 Resident waves: waves=1
# CHECK-NEXT: 1 1000 4 4 [0] global_load_dword v1, v0, s[0:1]
# CHECK-NEXT: 1 0 4 4 [0] global_load_dword v1, v0, s[0:1]
# CHECK-NEXT: 1 C 4 Busy units: VMEM=1
# CHECK-NEXT: 1 C 8 Busy units: 0
# CHECK-NEXT: 1 1000 8 128 WAITCNT: [1] s_waitcnt vmcnt(0)
# CHECK-NEXT: 1 1000 136 4 [1] s_waitcnt vmcnt(0)
# CHECK-NEXT: 1 0 8 128 stalled: WAITCNT
# CHECK-NEXT: 1 0 136 4 [1] s_waitcnt vmcnt(0)
# CHECK-NEXT: 1 1000 140 4 [2] v_add_f32_e32 v2, v1, v1
# CHECK-NEXT: 1 0 140 4 [2] v_add_f32_e32 v2, v1, v1
# CHECK-NEXT: 1 C 140 Busy units: VALU=1
# CHECK-NEXT: 1 1000 144 4 [3] s_endpgm
# CHECK-NEXT: 1 0 144 4 [3] s_endpgm
# CHECK-NEXT: 1 C 144 Resident waves: 0
# CHECK-NEXT: 1 C 144 Busy units: 0
#
# Counters (above): one resident wave over [0, 144); VMEM busy over [4, 8)
# (64 lanes x 4 bytes at 64 bytes per cycle), VALU over [140, 144) (wave64
# on a 16-lane SIMD). Metadata names the process after the region and the
# processor, the tracks after the SIMDs and waves; otherData states the unit
# of time and the bounds.
# The events come first (written as they happen), otherData last.
# RUN: FileCheck %s --check-prefix=JSON < %t.json
# JSON:      "traceEvents": [
# JSON:      "name": "Region 0 (gfx90a)"
# JSON:      "name": "SIMD 3"
# JSON:      "name": "Wave 0 (SIMD 0)"
# JSON:      "otherData": {
# JSON:        "maxCycles": 100000,
# JSON-NEXT:   "maxEventsPerRegion": 1000000,
# JSON:        "timeUnit": "1 trace microsecond (ts, dur) = 1 shader cycle"
#
# Bounds: -trace-max-cycles=100 keeps the events before cycle 100 (the
# merged stall slice is cut at 100: 92 cycles from 8); -trace-max-events=5
# keeps 5 events and says where it stopped.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -trace=%t.cut.json -trace-max-cycles=100 %s \
# RUN:   > /dev/null 2>&1
# RUN: %python %S/Inputs/check-trace.py %t.cut.json | FileCheck %s --check-prefix=CUT
# CUT:      OK
# CUT:      1 1000 8 92 WAITCNT: [1] s_waitcnt vmcnt(0)
# CUT-NEXT: 1 0 8 92 stalled: WAITCNT
# CUT-NOT:  s_endpgm
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -trace=%t.few.json -trace-max-events=5 %s \
# RUN:   > /dev/null 2>&1
# RUN: %python %S/Inputs/check-trace.py %t.few.json | FileCheck %s --check-prefix=FEW
# FEW: OK 5 events: X=0 C=0 M=5
# RUN: FileCheck %s --check-prefix=FEWJSON < %t.few.json
# FEWJSON: "truncated": true,
# FEWJSON: "truncatedAtCycle": 0
#
# The llvm-mca pipeline has no waves to trace; an unwritable file is an error
# and leaves no report.
# RUN: not gcn-mca -pipeline=llvm-mca -mcpu=gfx90a -trace=%t.x.json %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=ERR
# ERR: error: -trace needs the wave pipeline
# RUN: not gcn-mca -mcpu=gfx90a -trace=%t.nodir/x.json -o %t.report %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=NODIR
# NODIR: error: {{.*}}x.json: {{[Nn]}}o such file or directory
# RUN: not test -e %t.report
  global_load_dword v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v2, v1, v1
  s_endpgm
