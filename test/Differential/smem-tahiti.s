; Southern Islands: SMRD, MUBUF, LDS, export counters.
; RUN: %mca-diff %s -mcpu=tahiti -all-views -iterations=6 | FileCheck %s
; RUN: %mca-diff %s -mcpu=tahiti -json -all-stats | FileCheck %s
; CHECK: mca-diff: identical
  s_load_dwordx4 s[0:3], s[4:5], 0x0
  s_waitcnt lgkmcnt(0)
  buffer_load_dword v1, v0, s[0:3], 0 offen
  s_waitcnt vmcnt(0)
  v_add_f32 v2, v1, v1
  buffer_store_dword v2, v0, s[0:3], 0 offen
  ds_write_b32 v0, v2
  s_waitcnt expcnt(0) lgkmcnt(0)
