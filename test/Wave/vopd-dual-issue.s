# RDNA3 VOPD dual issue: one v_dual_* instruction carries two VALU ops and
# issues in one slot at the cost of one (gfx1100, wave32).
#
# 4 waves, one per SIMD (-waves-per-simd=1, 4 one-wave groups): wave k
# launches in cycle k on SIMD k and issues from cycle k + 1; an RDNA SIMD
# issues every cycle and a wave32 VALU op occupies its VALU 1 cycle, latency 5
# (-gcn-instruction-info). Wave 3 issues its 16 VOPD at cycles 4..19; the last
# completes at 24, s_endpgm drains until then: total 25 cycles, VALU busy
# 4 x 16 = 64 cycles for 4 x 32 = 128 VALU ops.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=VOPD
# VOPD:      Total Cycles:       25
# VOPD-NEXT: Wave Instructions:  68
# VOPD:      VALU              64
#
# The same 32 ops as single v_add_f32 (the body of valu-bound.s): 32 issues at
# cycles 4..35, the last completes at 40: 41 cycles, VALU busy 128. Dual
# issue saves exactly the 16 slots.
# RUN: grep -v '^#' %S/valu-bound.s > %t.valu32.s
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1100 -waves-per-simd=1 -workgroups=4 -wave-stats %wave-views-off %t.valu32.s 2>&1 | FileCheck %s --check-prefix=SINGLE
# SINGLE:      Total Cycles:       41
# SINGLE-NEXT: Wave Instructions:  132
# SINGLE:      VALU             128
  v_dual_add_f32 v0, 1.0, v0 :: v_dual_mul_f32 v1, 2.0, v1
  v_dual_add_f32 v2, 1.0, v2 :: v_dual_mul_f32 v3, 2.0, v3
  v_dual_add_f32 v4, 1.0, v4 :: v_dual_mul_f32 v5, 2.0, v5
  v_dual_add_f32 v6, 1.0, v6 :: v_dual_mul_f32 v7, 2.0, v7
  v_dual_add_f32 v8, 1.0, v8 :: v_dual_mul_f32 v9, 2.0, v9
  v_dual_add_f32 v10, 1.0, v10 :: v_dual_mul_f32 v11, 2.0, v11
  v_dual_add_f32 v12, 1.0, v12 :: v_dual_mul_f32 v13, 2.0, v13
  v_dual_add_f32 v14, 1.0, v14 :: v_dual_mul_f32 v15, 2.0, v15
  v_dual_add_f32 v16, 1.0, v16 :: v_dual_mul_f32 v17, 2.0, v17
  v_dual_add_f32 v18, 1.0, v18 :: v_dual_mul_f32 v19, 2.0, v19
  v_dual_add_f32 v20, 1.0, v20 :: v_dual_mul_f32 v21, 2.0, v21
  v_dual_add_f32 v22, 1.0, v22 :: v_dual_mul_f32 v23, 2.0, v23
  v_dual_add_f32 v24, 1.0, v24 :: v_dual_mul_f32 v25, 2.0, v25
  v_dual_add_f32 v26, 1.0, v26 :: v_dual_mul_f32 v27, 2.0, v27
  v_dual_add_f32 v28, 1.0, v28 :: v_dual_mul_f32 v29, 2.0, v29
  v_dual_add_f32 v30, 1.0, v30 :: v_dual_mul_f32 v31, 2.0, v31
  s_endpgm
