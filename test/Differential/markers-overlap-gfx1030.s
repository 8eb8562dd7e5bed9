; Overlapping named regions (A ends while B is open) and an anonymous region.
; RUN: %mca-diff %s -mcpu=gfx1030 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1030 -all-views -iterations=3 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx1030 -json -timeline | FileCheck %s
; CHECK: mca-diff: identical
# LLVM-MCA-BEGIN A
  s_add_u32 s0, s1, s2
  s_addc_u32 s3, s4, s5
#
# LLVM-MCA-BEGIN B
  v_add_nc_u32 v0, v1, v2
  s_nop 0
#
# LLVM-MCA-END A
  v_mul_lo_u32 v3, v0, v0
  s_nop 0
#
# LLVM-MCA-END B
  s_nop 0
//
// LLVM-MCA-BEGIN
  ds_read_b32 v5, v4
  s_waitcnt lgkmcnt(0)
  v_exp_f32 v6, v5
  s_nop 0
//
// LLVM-MCA-END
