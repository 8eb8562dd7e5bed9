; Sea Islands: FLAT (lgkm and vm counters), f64 and SALU.
; RUN: %mca-diff %s -mcpu=hawaii -all-views | FileCheck %s
; RUN: %mca-diff %s -mcpu=hawaii -all-views -json -iterations=9 | FileCheck %s
; CHECK: mca-diff: identical
  flat_load_dword v2, v[0:1]
  s_waitcnt vmcnt(0) lgkmcnt(0)
  v_add_f64 v[4:5], v[2:3], v[2:3]
  v_rcp_f64 v[6:7], v[4:5]
  flat_store_dword v[0:1], v6
  s_add_u32 s0, s0, 4
