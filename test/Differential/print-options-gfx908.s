; -print-imm-hex, -output-asm-variant and single-instruction regions.
; RUN: %mca-diff %s -mcpu=gfx908 -print-imm-hex -all-views | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx908 -output-asm-variant=0 -json -all-views | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx908 -iterations=1 -all-views -show-encoding | FileCheck %s
; CHECK: mca-diff: identical
  s_movk_i32 s0, 0x1234
  v_mov_b32 v0, 0x3f800000
  v_mfma_f32_4x4x1f32 a[0:3], v0, v0, a[0:3]
  s_mov_b32 s1, 100
;
; LLVM-MCA-BEGIN one
  v_add_u32 v1, 12, v0
  s_nop 0
;
; LLVM-MCA-END one
