; gfx11: counters with vscnt, s_delay_alu, exports.
; RUN: %mca-diff %s -mcpu=gfx1100 -all-views -iterations=4 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1100 -all-stats -json | FileCheck %s
; CHECK: mca-diff: identical
  s_load_b64 s[0:1], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  global_load_b32 v1, v0, s[0:1]
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v2, 1.0, v1
  s_delay_alu instid0(VALU_DEP_1)
  v_sqrt_f32_e32 v3, v2
  global_store_b32 v0, v3, s[0:1]
  s_waitcnt_vscnt null, 0x0
  exp mrt0 v3, v3, v3, v3 done
