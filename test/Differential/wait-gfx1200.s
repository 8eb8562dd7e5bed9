; gfx1200 (no TransVALU / XDL resources): s_wait_* counters, SALU and VALU.
; RUN: %mca-diff %s -mcpu=gfx1200 -all-views | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1200 -all-views -json -iterations=2 | FileCheck %s
; CHECK: mca-diff: identical
  s_load_b128 s[0:3], s[4:5], 0x0
  s_wait_kmcnt 0x0
  buffer_load_b32 v1, v0, s[0:3], null offen
  s_wait_loadcnt 0x0
  v_exp_f32_e32 v2, v1
  v_add_f64_e32 v[4:5], v[2:3], v[2:3]
  s_mul_i32 s6, s0, s1
  buffer_store_b32 v2, v0, s[0:3], null offen
