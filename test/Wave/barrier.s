# s_barrier across an 8-wave workgroup (512 work-items) with 2
# waves per SIMD, so two waves of the group share each SIMD (gfx90a).
#
# Derivation: SIMD 0 holds waves 0 (launched at 0) and 4 (at 4). Oldest first,
# wave 0 issues its 8 VALU ops at slots 4..32 and arrives at the barrier at 36;
# wave 4 issues its 8 at 36..64 and arrives at 68. SIMD 3: wave 3 VALU at
# 7..35, barrier at 39; wave 7 VALU at 39..67, barrier at 71: the last arrival
# releases the group. Waves 0..3 each wait 8 slots (BARRIER_WAIT 4 x 8 = 32).
# After it SIMD 3 issues wave 3's v_add at 75, wave 7's at 79 (done 83), whose
# s_endpgm at 83 ends the run: total 84.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=2 -workgroup-size=512 -workgroups=1 %s 2>&1 | FileCheck %s
# CHECK: Waves:              8 (1 groups x 8)
# CHECK: Total Cycles:       84
# CHECK: BARRIER_WAIT                      32
#
# The 32 slots (x 4 cycles = 128 cycles) are charged at the s_barrier the
# waves wait at (docs/Views.md), none at the instruction after it; its 16
# are ARBITER_NOT_WIN (after the release the second wave of each of the 4
# SIMDs loses one slot, 4 cycles, to the first).
# RUN: gcn-mca -pipeline=wave -json -instruction-info=0 -gcn-summary-view=0 -wave-view=0 -top=0 -mcpu=gfx90a -waves-per-simd=2 -workgroup-size=512 -workgroups=1 %s | FileCheck %s --check-prefix=STALL
# STALL:      "Instruction": "s_barrier",
# STALL-NEXT: "Issued": 8,
# STALL-NEXT: "Share": 0.5,
# STALL-NEXT: "StallCycles": 128,
# STALL-NEXT: "StallCyclesByReason": {
# STALL-NEXT: "ALU_DEPENDENCY": 0,
# STALL-NEXT: "ARBITER_NOT_WIN": 0,
# STALL-NEXT: "ARBITER_WIN_EX_STALL": 0,
# STALL-NEXT: "BARRIER_WAIT": 128,
# STALL:      "Instruction": "v_add_f32_e32 v20, 1.0, v20",
# STALL-NEXT: "Issued": 8,
# STALL-NEXT: "Share": 0.0625,
# STALL-NEXT: "StallCycles": 16,
  v_add_f32_e32 v1, 1.0, v1
  v_add_f32_e32 v2, 1.0, v2
  v_add_f32_e32 v3, 1.0, v3
  v_add_f32_e32 v4, 1.0, v4
  v_add_f32_e32 v5, 1.0, v5
  v_add_f32_e32 v6, 1.0, v6
  v_add_f32_e32 v7, 1.0, v7
  v_add_f32_e32 v8, 1.0, v8
  s_barrier
  v_add_f32_e32 v20, 1.0, v20
  s_endpgm
