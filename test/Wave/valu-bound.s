# N = 32 independent v_add_f32 per wave, W = 4 waves per SIMD, 4 SIMDs (gfx90a).
#
# Derivation: 16 one-wave workgroups launch one per cycle (cycles 0..15), wave k
# on SIMD k % 4, usable from the next cycle. SIMD s owns the issue slot in the
# cycles with cycle % 4 == s, and a wave64 VALU op keeps the SIMD's VALU busy
# 4 cycles, i.e. exactly one slot. So each VALU runs back to back: 4 x N x W =
# 512 busy cycles per SIMD, 4 x 512 = 2048 summed over the 4 VALUs (16 waves x
# 32 ops x 4 cycles). SIMD 3 is last: its first wave
# launches at cycle 3, its first slot is cycle 7, its 128th VALU op issues at
# 7 + 127 x 4 = 515 and finishes at 519, when the last wave's s_endpgm issues:
# total = 520 cycles = 4NW + 8 (ramp 7 + the end cycle).
# Waves lose arbitration (oldest first) while older waves of their SIMD run.
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=4 -workgroups=16 %s 2>&1 | FileCheck %s
# CHECK: Waves:              16 (16 groups x 1)
# CHECK: Total Cycles:       520
# CHECK: Wave Instructions:  528
# CHECK: VALU            2048
# CHECK: Stalled Wave-Slots:
# CHECK-NEXT: ARBITER_NOT_WIN
# CHECK-NOT: WAITCNT
#
# W = 8 (32 one-wave groups): single-wave workgroups need no barrier slot, so
# all 8 x 4 = 32 waves are resident at once (the 16-workgroup limit of a CU
# binds multi-wave groups only). Same argument: SIMD 3's 8 x 32 = 256 VALU ops
# fill its slots from cycle 7; the last issues at 7 + 255 x 4 = 1027, ends at
# 1031, the last s_endpgm issues at 1031: total 1032 = 4NW + 8; VALU busy
# 32 x 32 x 4 = 4096 of 4 x 1032 cycles = 99.22%.
# RUN: gcn-mca -instruction-info=0 -stall-view=0 -wave-view=0 -mcpu=gfx90a -waves-per-simd=8 -workgroups=32 %s 2>&1 | FileCheck %s --check-prefix=W8
# W8:      Waves:                       32
# W8-NEXT: Waves per SIMD:              8 (peak), {{.*}}, limit 8
# W8-NEXT: Total Cycles:                1032
# W8:      VALU          4         4096       99.22%
# W8:      Verdict: VALU-bound
  v_add_f32_e32 v1, 1.0, v1
  v_add_f32_e32 v2, 1.0, v2
  v_add_f32_e32 v3, 1.0, v3
  v_add_f32_e32 v4, 1.0, v4
  v_add_f32_e32 v5, 1.0, v5
  v_add_f32_e32 v6, 1.0, v6
  v_add_f32_e32 v7, 1.0, v7
  v_add_f32_e32 v8, 1.0, v8
  v_add_f32_e32 v9, 1.0, v9
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  v_add_f32_e32 v17, 1.0, v17
  v_add_f32_e32 v18, 1.0, v18
  v_add_f32_e32 v19, 1.0, v19
  v_add_f32_e32 v20, 1.0, v20
  v_add_f32_e32 v21, 1.0, v21
  v_add_f32_e32 v22, 1.0, v22
  v_add_f32_e32 v23, 1.0, v23
  v_add_f32_e32 v24, 1.0, v24
  v_add_f32_e32 v25, 1.0, v25
  v_add_f32_e32 v26, 1.0, v26
  v_add_f32_e32 v27, 1.0, v27
  v_add_f32_e32 v28, 1.0, v28
  v_add_f32_e32 v29, 1.0, v29
  v_add_f32_e32 v30, 1.0, v30
  v_add_f32_e32 v31, 1.0, v31
  v_add_f32_e32 v32, 1.0, v32
  s_endpgm
