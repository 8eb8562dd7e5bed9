; gfx906 dot products and packed math.
; RUN: %mca-diff %s -mcpu=gfx906 -all-views -iterations=12 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx906 -json -instruction-info -resource-pressure | FileCheck %s
; CHECK: mca-diff: identical
  v_dot2_f32_f16 v0, v1, v2, v0
  v_dot4_i32_i8 v3, v4, v5, v3
  v_pk_fma_f16 v6, v7, v8, v6
  v_pk_add_u16 v9, v6, v6
  v_fma_mix_f32 v10, v1, v2, v3
