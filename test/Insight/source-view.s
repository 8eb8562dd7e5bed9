# Source view from hand-written `.file`/`.loc` directives (clang -g style).
#
# One wave on SIMD 0 of gfx90a (issue slots at cycles 4, 8, ...; 4 cycles per
# slot), one iteration:
#   [0] v_mov      slot 4                 no .loc yet      -> <no .loc>
#   [1] load       slot 8, completes 8 + 4 + 125 = 137     -> a.cl:3
#   [2] v_add      slot 12                                  -> a.cl:3
#   [3] s_waitcnt  stalls in slots 16 .. 136 (31 slots = 124 WAITCNT cycles,
#                  the load is done at 137 > 136), issues at 140 -> a.cl:7
#   [4] v_add      slot 144;  [5] s_endpgm slot 148         -> a.cl:7
# Issue cycles: 4 per instruction. Lines: a.cl:3 = 2 insts, 8 issue, 0 stall;
# a.cl:7 = 3 insts, 12 issue, 124 stall; <no .loc> = 1 inst, 4 issue.
# Total 148: shares 8/148 = 5.41%, 136/148 = 91.89%, 4/148 = 2.70%.
# Hottest of a.cl:7 is the s_waitcnt (4 + 124); of a.cl:3 the first of two
# 4-cycle instructions. The `.loc 1 7 2` comment says the code of line 7 is
# inlined at a.cl:12: that call site gets the 3 instructions, 136 cycles.
# The load is pinned to an L1 hit (-gcn-param=LoadHitL1=100, VMEMLatency
# 125): the test is about the view, not the memory hierarchy.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -iterations=1 %wave-views-off \
# RUN:   -occupancy-view=0 \
# RUN:   -source-view %s 2>&1 | FileCheck %s
# CHECK:      Source View:
# The columns are as wide as their values (two blanks apart); the reason
# columns without stall cycles in the region are left out (docs/Views.md,
# "Report width"), so only Wait (WAITCNT) remains.
# CHECK:      Line       [1]  [2]  [3]      [4]  Wait  Hottest instruction:
# CHECK-NEXT: a.cl:3       2    8    0    5.41%     0  [1] global_load_dword v1, v0, s[0:1]
# CHECK-NEXT: a.cl:7       3   12  124   91.89%   124  [3] s_waitcnt vmcnt(0)
# CHECK-NEXT: <no .loc>    1    4    0    2.70%     0  [0] v_mov_b32_e32 v9, 0
# CHECK-NEXT: Total        6   24  124  100.00%   124{{$}}
# CHECK:      Inlined call sites (code inlined at the line, inclusive):
# CHECK-NEXT: Call site  Insts  Cycles   Share
# CHECK-NEXT: a.cl:12        3     136  91.89%
#
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -iterations=1 %wave-views-off \
# RUN:   -occupancy-view=0 \
# RUN:   -source-view -json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
# JSON:      "SourceView": {
# JSON-NEXT:   "InlinedCallSites": [
# JSON-NEXT:     {
# JSON-NEXT:       "CallSite": "a.cl:12",
# JSON-NEXT:       "Cycles": 136,
# JSON-NEXT:       "Instructions": 3,
# JSON:        "Lines": [
# JSON-NEXT:     {
# JSON-NEXT:       "Cycles": 8,
# JSON-NEXT:       "File": "a.cl",
# JSON-NEXT:       "Hottest": {
# JSON-NEXT:         "Cycles": 4,
# JSON-NEXT:         "Index": 1,
# JSON:            "InlinedAt": [],
# JSON-NEXT:       "Instructions": 2,
# JSON-NEXT:       "IssueCycles": 8,
# JSON-NEXT:       "Line": 3,
# JSON:            "StallCycles": 0,
# JSON:            "Cycles": 136,
# JSON:            "InlinedAt": [
# JSON-NEXT:         "a.cl:12"
# JSON-NEXT:       ],
# JSON-NEXT:       "Instructions": 3,
# JSON-NEXT:       "IssueCycles": 12,
# JSON-NEXT:       "Line": 7,
# JSON:            "StallCycles": 124,
# JSON:            "WAITCNT": 124
# JSON:            "File": null,
# JSON:        "SlotCycles": 4,
# JSON-NEXT:   "TotalCycles": 148
#
# The llvm-mca pipeline has no source view.
# RUN: not gcn-mca -pipeline=llvm-mca -mcpu=gfx90a -source-view %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=ERR
# ERR: error: -source-view needs the wave pipeline
  v_mov_b32_e32 v9, 0
  .file 1 "/src" "a.cl"
  .loc 1 3 5
  global_load_dword v1, v0, s[0:1]
  v_add_f32_e32 v2, 1.0, v2
  .loc 1 7 2                      ; a.cl:7:2 @[ a.cl:12:3 ]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v3, v1, v1
  s_endpgm
