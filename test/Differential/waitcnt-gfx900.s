; s_waitcnt stalls from LLVM's AMDGPU CustomBehaviour (USH), and -disable-cb.
; RUN: %mca-diff %s -mcpu=gfx900 -all-stats -iterations=10 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx900 -all-views -disable-cb | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx900 -all-views -json | FileCheck %s
; CHECK: mca-diff: identical
  s_load_dwordx2 s[0:1], s[4:5], 0x0
  s_load_dword s2, s[4:5], 0x8
  s_waitcnt lgkmcnt(1)
  global_load_dword v1, v0, s[0:1]
  global_load_dword v2, v0, s[0:1] offset:4
  s_waitcnt vmcnt(1) lgkmcnt(0)
  v_add_u32 v3, s2, v1
  s_waitcnt vmcnt(0)
  v_mul_lo_u32 v4, v3, v2
  ds_write_b32 v0, v4
  s_waitcnt lgkmcnt(0)
  s_barrier
  global_store_dword v0, v4, s[0:1]
