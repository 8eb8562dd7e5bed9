; gfx1250: loads, stores and the s_wait_* counters (not modelled by LLVM's CB).
; RUN: %mca-diff %s -mcpu=gfx1250 -all-views -iterations=3 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1250 -instruction-tables=full -show-encoding | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1250 -json -all-stats | FileCheck %s
; CHECK: mca-diff: identical
  s_load_b64 s[0:1], s[4:5], 0x0
  s_wait_kmcnt 0x0
  global_load_b32 v1, v0, s[0:1]
  s_wait_loadcnt 0x0
  v_add_f32_e32 v2, v1, v1
  global_store_b32 v0, v2, s[0:1]
  s_wait_storecnt 0x0
