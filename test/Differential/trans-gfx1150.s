; gfx1150 transcendental and VALU mix.
; RUN: %mca-diff %s -mcpu=gfx1150 -all-views -iterations=20 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1150 -timeline -timeline-max-cycles=0 -iterations=2 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1150 -json -timeline -resource-pressure=false | FileCheck %s
; CHECK: mca-diff: identical
  v_exp_f32 v1, v0
  v_log_f32 v2, v1
  v_rcp_f32 v3, v2
  v_fma_f32 v4, v1, v2, v3
  v_add_f64 v[6:7], v[4:5], v[4:5]
  s_add_u32 s0, s1, s2
  v_cndmask_b32 v8, v4, v3, vcc_lo
