# s_setprio: in a slot, a wave of higher priority is visited before older
# waves of lower priority (then oldest first). Two waves per SIMD (gfx90a,
# 8 one-wave workgroups: wave k on SIMD k % 4, launched at cycle k, usable
# from k + 1; SIMD s has the slots of the cycles = s mod 4). Each wave runs
# s_setprio 3, 8 independent VALU ops, s_setprio 0, 8 more VALU ops; a VALU
# op keeps the SIMD's VALU busy 4 cycles (one slot), s_setprio takes the
# wave's slot but no issue category.
#
# SIMD 0, waves 0 and 4, with the priorities:
#   4: wave 0 s_setprio 3.  8: wave 0 VALU 1 and wave 4 s_setprio 3.
#   12..36: wave 0 VALU 2-8; wave 4 (ready, same priority, younger) loses 7
#   slots. 40: wave 0 s_setprio 0, wave 4 VALU 1. 44..68: wave 4 (priority 3)
#   VALU 2-8 before the older wave 0 (priority 0), which loses 7 slots.
#   72: wave 4 s_setprio 0, wave 0 VALU 9. 76..100: wave 0 VALU 10-16, wave 4
#   loses 7 slots; wave 0 ends at 104. 104..132: wave 4 VALU 9-16, ends 136.
#   Arbitration stalls (cycles = 4 x slots): wave 0 7 x 4 = 28, wave 4
#   14 x 4 = 56.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=2 -workgroups=8 -iterations=1 -instruction-info=0 -stall-view=0 %s 2>&1 | FileCheck %s --check-prefix=PRIO
# PRIO:      Wave  SIMD  Start  End  VALU  INT  Issue  Stall  Arb    Util
# PRIO-NEXT:    0     0      0  104    16    2     72      0   28
# PRIO:         4     0      4  136    16    2     72      0   56
#
# The same code with s_setprio 0 in both places (no priority ever): oldest
# first. 40: wave 0 s_setprio 0, wave 4 VALU 1; 44..72: wave 0 VALU 9-16,
# wave 4 loses 8 slots; wave 0 ends at 76. 76..100: wave 4 VALU 2-8, 104:
# s_setprio 0, 108..136: VALU 9-16, ends 140. Wave 4 loses 7 + 8 = 15 slots
# (60 cycles), wave 0 none.
# RUN: sed 's/s_setprio 3/s_setprio 0/' %s > %t.s
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=2 -workgroups=8 -iterations=1 -instruction-info=0 -stall-view=0 %t.s 2>&1 | FileCheck %s --check-prefix=AGE
# AGE:      Wave  SIMD  Start  End  VALU  INT  Issue  Stall  Arb     Util
# AGE-NEXT:    0     0      0   76    16    2     72      0    0
# AGE:         4     0      4  140    16    2     72      0   60
  s_setprio 3
  v_add_f32_e32 v1, 1.0, v1
  v_add_f32_e32 v2, 1.0, v2
  v_add_f32_e32 v3, 1.0, v3
  v_add_f32_e32 v4, 1.0, v4
  v_add_f32_e32 v5, 1.0, v5
  v_add_f32_e32 v6, 1.0, v6
  v_add_f32_e32 v7, 1.0, v7
  v_add_f32_e32 v8, 1.0, v8
  s_setprio 0
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  v_add_f32_e32 v17, 1.0, v17
