# A region without s_endpgm: after its last iteration each wave drains its
# counters before it ends. Those stalls get the stall view's `[end]` row (JSON
# "Drain"), not the last instruction's.
#
# One wave on SIMD 0 (gfx90a, slots 4, 8, ...), one iteration: the load issues
# at 4 and completes at 4 + 4 (64 lanes x 1 dword / 16 per clock) + 125
# (VMEMLatency, an L1 hit: -gcn-param=LoadHitL1=100 pins the test to the
# L1 latency) = 133; v_add at 8. From slot 12 the wave is past its last
# instruction and waits on vmcnt: slots 12, 16, ..., 132 = 31 slots = 124
# WAITCNT cycles, all waiting on [0]; it ends at 136 (137 cycles).
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -gcn-param=LoadHitL1=100 \
# RUN:   -iterations=1 -instruction-info=0 -gcn-summary-view=0 -wave-view=0 \
# RUN:   -occupancy-view=0 -wave-stats %s 2>&1 | FileCheck %s
# Only WAITCNT has stall cycles: the one reason column.
# CHECK:      Index   [1]  [2]      [3]  Wait  Instructions:
# CHECK-NEXT: [0]      1    0    0.00%     0  global_load_dword
# CHECK-NEXT: [1]      1    0    0.00%     0  v_add_f32_e32
# CHECK-NEXT: [end]    0  124  100.00%   124  <drain after the last iteration>
# CHECK-NEXT:   <- [0] 124 cycles: global_load_dword
# CHECK-NEXT: Total     2  124  100.00%   124
# CHECK:      Total Cycles:       137
#
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -workgroup-size=64 -gcn-param=LoadHitL1=100 \
# RUN:   -iterations=1 -instruction-info=0 -gcn-summary-view=0 -wave-view=0 \
# RUN:   -occupancy-view=0 -json %s 2>/dev/null | FileCheck %s --check-prefix=JSON
# JSON:      "Drain": {
# JSON-NEXT:   "Share": 1,
# JSON-NEXT:   "StallCycles": 124,
# JSON:        "WAITCNT": 124
# JSON:        "WaitedOn": [
# JSON-NEXT:     {
# JSON-NEXT:       "Cycles": 124,
# JSON-NEXT:       "Index": 0
#
# With s_endpgm the drain is the s_endpgm's own stall and there is no [end]
# row (the 31 slots move to [2]).
# RUN: sed 's/^#ENDPGM //' %s | gcn-mca -mcpu=gfx90a -waves-per-simd=1 \
# RUN:   -workgroups=1 -workgroup-size=64 -gcn-param=LoadHitL1=100 -iterations=1 -instruction-info=0 \
# RUN:   -gcn-summary-view=0 -wave-view=0 -occupancy-view=0 2>&1 \
# RUN:   | FileCheck %s --check-prefix=ENDPGM
# ENDPGM:     [2]      1  124  100.00%   124  s_endpgm
# ENDPGM-NOT: [end]
  global_load_dword v1, v0, s[0:1]
  v_add_f32_e32 v2, 1.0, v2
#ENDPGM s_endpgm
