; Volcanic Islands: SDWA/DPP forms and 16-bit VALU.
; RUN: %mca-diff %s -mcpu=gfx803 -all-views | FileCheck %s
; RUN: %mca-diff %s -mcpu=gfx803 -instruction-tables -show-encoding -show-barriers | FileCheck %s
; CHECK: mca-diff: identical
  v_add_f16 v0, v1, v2
  v_add_u32_sdwa v3, vcc, v1, v2 dst_sel:BYTE_0 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD
  v_mov_b32_dpp v4, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf
  s_nop 1
  v_mad_u16 v5, v0, v3, v4
