# The hotspots section of the default report (-top=N, default 5).
#
# One wave on SIMD 0 of gfx90a (4 cycles per issue slot), the load pinned to
# an L1 hit (-gcn-param=LoadHitL1=100: 125 cycles), the run derived in
# source-view.s: every instruction issues once (4 cycles); [3] s_waitcnt also
# stalls 31 slots (124 WAITCNT cycles) waiting on the load [1]. Costs: [3]
# 128, the others 4 each; total 6 x 4 + 124 = 148. Ranked: [3] (128/148 =
# 86.49%, WAITCNT, waits on [1] for 124 cycles), then the 4-cycle ones in
# program order ([0], [1], [2], [4]: 2.70% each, reason "issue").
# Source lines: a.cl:7 = [3], [4], [5] = 136 (91.89%, WAITCNT, waits on
# [1]); a.cl:3 = 8 (5.41%); <no .loc> = 4 (2.70%). One basic block: no
# block table.
# RUN: gcn-mca -mcpu=gfx90a -gcn-param=LoadHitL1=100 -waves-per-simd=1 -workgroups=1 \
# RUN:   -workgroup-size=64 -iterations=1 %s 2>&1 | FileCheck %s
# CHECK:      Hotspots (top 5 by issue + stall cycles of all waves, queueing excluded; -top=N):
# CHECK-NEXT: Rank    Cycles    Share     Issue     Stall  Reason                    Instruction
# CHECK-NEXT:    1       128   86.49%         4       124  WAITCNT                   [3] s_waitcnt vmcnt(0)
# CHECK-NEXT:                                                                       waits on [1] global_load_dword v1, v0, s[0:1] (124 cycles)
# CHECK-NEXT:    2         4    2.70%         4         0  issue                     [0] v_mov_b32_e32 v9, 0
# CHECK-NEXT:    3         4    2.70%         4         0  issue                     [1] global_load_dword v1, v0, s[0:1]
# CHECK-NEXT:    4         4    2.70%         4         0  issue                     [2] v_add_f32_e32 v2, 1.0, v2
# CHECK-NEXT:    5         4    2.70%         4         0  issue                     [4] v_add_f32_e32 v3, v1, v1
# CHECK-EMPTY:
# CHECK-NEXT: Rank    Cycles    Share     Issue     Stall  Reason                    Source line
# CHECK-NEXT:    1       136   91.89%        12       124  WAITCNT                   a.cl:7
# CHECK-NEXT:                                                                       waits on [1] global_load_dword v1, v0, s[0:1] (124 cycles)
# CHECK-NEXT:    2         8    5.41%         8         0  issue                     a.cl:3
# CHECK-NEXT:    3         4    2.70%         4         0  issue                     <no .loc>
#
# RUN: gcn-mca -mcpu=gfx90a -gcn-param=LoadHitL1=100 -waves-per-simd=1 -workgroups=1 \
# RUN:   -workgroup-size=64 -iterations=1 -top=1 -json %s 2>/dev/null \
# RUN:   | FileCheck %s --check-prefix=JSON
# JSON:      "Hotspots": {
# JSON-NEXT:   "Blocks": [],
# JSON-NEXT:   "Instructions": [
# JSON-NEXT:     {
# JSON-NEXT:       "Cycles": 128,
# JSON-NEXT:       "Index": 3,
# JSON-NEXT:       "IssueCycles": 4,
# JSON-NEXT:       "Name": "[3] s_waitcnt vmcnt(0)",
# JSON-NEXT:       "Rank": 1,
# JSON-NEXT:       "Reason": "WAITCNT",
# JSON-NEXT:       "Share": 0.86486
# JSON-NEXT:       "StallCycles": 124,
# JSON-NEXT:       "WaitedOn": {
# JSON-NEXT:         "Cycles": 124,
# JSON-NEXT:         "Index": 1,
# JSON-NEXT:         "Instruction": "global_load_dword v1, v0, s[0:1]"
# JSON-NEXT:       }
# JSON-NEXT:     }
# JSON-NEXT:   ],
# JSON-NEXT:   "SourceLines": [
# JSON-NEXT:     {
# JSON-NEXT:       "Cycles": 136,
# JSON:        "Top": 1,
# JSON-NEXT:   "TotalCycles": 148
#
# -top=0: no section.
# RUN: gcn-mca -mcpu=gfx90a -gcn-param=LoadHitL1=100 -waves-per-simd=1 -workgroups=1 \
# RUN:   -workgroup-size=64 -iterations=1 -top=0 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=NONE
# NONE-NOT: Hotspots
  v_mov_b32_e32 v9, 0
  .file 1 "/src" "a.cl"
  .loc 1 3 5
  global_load_dword v1, v0, s[0:1]
  v_add_f32_e32 v2, 1.0, v2
  .loc 1 7 2                      ; a.cl:7:2 @[ a.cl:12:3 ]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v3, v1, v1
  s_endpgm
