; gfx950 MFMA (XDL passes as ReleaseAtCycles) and DGEMM on VALU.
; RUN: %mca-diff %s -mcpu=gfx950 -all-views -iterations=4 | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx950 -instruction-tables=full | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx950 -json -all-views | FileCheck %s
; CHECK: mca-diff: identical
  v_mfma_f32_32x32x16_f16 v[0:15], v[16:19], v[20:23], v[0:15]
  v_mfma_f32_16x16x32_bf16 v[24:27], v[16:19], v[20:23], v[24:27]
  v_mfma_f64_16x16x4_f64 v[28:35], v[36:37], v[38:39], v[28:35]
  v_add_f32 v40, v0, v1
  s_nop 7
  v_accvgpr_read_b32 v41, a0
