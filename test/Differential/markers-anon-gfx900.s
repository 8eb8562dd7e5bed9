; Two anonymous regions in sequence, plus instructions outside any region.
; RUN: %mca-diff %s -mcpu=gfx900 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx900 -all-views -json -iterations=5 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx900 -instruction-tables -show-encoding | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx900 -instruction-tables -json | FileCheck %s
; CHECK: mca-diff: identical
  s_mov_b32 s0, 1
;
; LLVM-MCA-BEGIN
  s_add_u32 s1, s0, s0
  s_lshl_b32 s2, s1, 2
;
; LLVM-MCA-END
  s_nop 0
;
; LLVM-MCA-BEGIN
  s_mul_i32 s3, s2, s1
  s_cmp_eq_u32 s3, 0
  s_cselect_b32 s4, s3, s2
;
; LLVM-MCA-END
