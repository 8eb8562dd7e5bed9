; Named, nested regions on gfx90a; every view, text and JSON.
; RUN: %mca-diff %s -mcpu=gfx90a | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx90a -all-views -iterations=7 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx90a -all-views -json | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx90a -all-stats -retire-stats -timeline -timeline-max-iterations=3 | FileCheck %s
; CHECK: mca-diff: identical
  s_load_dwordx4 s[0:3], s[4:5], 0x0
  s_mov_b32 s6, 0
;
; LLVM-MCA-BEGIN outer
  s_waitcnt lgkmcnt(0)
  v_mov_b32 v0, s0
;
; LLVM-MCA-BEGIN inner
  global_load_dwordx2 v[2:3], v[0:1], off
  s_nop 0
;
; LLVM-MCA-END inner
  s_waitcnt vmcnt(0)
  v_add_f32 v4, v2, v3
  v_mul_f32 v5, v4, v4
;
; LLVM-MCA-END outer
  s_endpgm
