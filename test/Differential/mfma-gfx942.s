; gfx942 MFMA chain with accumulator dependencies.
; RUN: %mca-diff %s -mcpu=gfx942 -all-views -iterations=3 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx942 -timeline -timeline-max-iterations=2 -timeline-max-cycles=200 | FileCheck %s
; CHECK: mca-diff: identical
  v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
  v_mfma_f32_32x32x8_f16 a[0:15], v[4:5], v[6:7], a[0:15]
  v_mfma_f32_16x16x16_f16 a[16:19], v[0:1], v[2:3], a[16:19]
  v_accvgpr_read_b32 v8, a0
  v_pk_fma_f32 v[10:11], v[8:9], v[8:9], v[10:11]
