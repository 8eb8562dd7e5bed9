; 16-bit multiply-adds in the launch emulation
; (test/ControlFlow/launch-mad16.test), hand-written for gfx1100. Each check
; computes v2 and branches to .LBB0_9 when the whole 32-bit v2 differs from
; the value derived by hand (v_cmp_ne_u32): a derived 'not-taken' is the
; right value, 'taken' a wrong one; unknown stops the walk.
; v3 = 0xabcdfff0 (low half 0xfff0 = -16, high 0xabcd), v4 = 0x12340020
; (low 0x0020 = 32, high 0x1234), v5 = 0x00070003 (low half 3); v2 =
; 0x77770000 before each check.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 5
	.text
	.globl	mad16
	.p2align	8
	.type	mad16,@function
mad16:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0x12340020
	v_mov_b32_e32 v5, 0x70003
; v_mad_u16: 0xfff0 x 0x0020 + 0x0003 = 0x1ffe03, low 16 bits 0xfe03;
; the high half of v2 (0x7777) kept
	v_mov_b32_e32 v2, 0x77770000
	v_mad_u16 v2, v3, v4, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x7777fe03, v2
	s_cbranch_vccnz .LBB0_9
; %bb.1:
; v_mad_i16: -16 x 32 + 3 = -509 = 0xfe03 (the same low 16 bits), kept 0x7777
	v_mov_b32_e32 v2, 0x77770000
	v_mad_i16 v2, v3, v4, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x7777fe03, v2
	s_cbranch_vccnz .LBB0_9
; %bb.2:
; op_sel:[1,1,0,1]: the high halves 0xabcd x 0x1234 = 0x0c374fa4, + 3 (v5's low
; half) = 0x0c374fa7 -> 0x4fa7 into v2's high half; v2's low half (0) kept
	v_mov_b32_e32 v2, 0x77770000
	v_mad_u16 v2, v3, v4, v5 op_sel:[1,1,0,1]
	v_cmp_ne_u32_e32 vcc_lo, 0x4fa70000, v2
	s_cbranch_vccnz .LBB0_9
; %bb.3:
; v_mad_u32_u16: 0xfff0 x 0x0020 + 0x00070003 (the whole v5) = 0x1ffe00 +
; 0x70003 = 0x0026fe03, the whole v2
	v_mov_b32_e32 v2, 0x77770000
	v_mad_u32_u16 v2, v3, v4, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x26fe03, v2
	s_cbranch_vccnz .LBB0_9
; %bb.4:
; v_mad_i32_i16: -16 x 32 + 0x70003 = 0x70003 - 0x200 = 0x0006fe03
	v_mov_b32_e32 v2, 0x77770000
	v_mad_i32_i16 v2, v3, v4, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x6fe03, v2
	s_cbranch_vccnz .LBB0_9
; %bb.5:
; v_mad_u32_u16 op_sel:[1,0,0,0]: v3's high half 0xabcd x 0x20 = 0x1579a0,
; + 0x70003 = 0x001c79a3
	v_mov_b32_e32 v2, 0x77770000
	v_mad_u32_u16 v2, v3, v4, v5 op_sel:[1,0,0,0]
	v_cmp_ne_u32_e32 vcc_lo, 0x1c79a3, v2
	s_cbranch_vccnz .LBB0_9
; %bb.6:
; true16: v2.h = v3.l x v4.l + v5.l = 0xfe03; v2.l (0) kept
	v_mov_b32_e32 v2, 0x77770000
	v_mad_u16 v2.h, v3.l, v4.l, v5.l
	v_cmp_ne_u32_e32 vcc_lo, 0xfe030000, v2
	s_cbranch_vccnz .LBB0_9
; %bb.7:
; true16: v2.l = v3.h x v4.h + v5.l = 0x4fa7 (above); v2.h (0x7777) kept
	v_mov_b32_e32 v2, 0x77770000
	v_mad_i16 v2.l, v3.h, v4.h, v5.l
	v_cmp_ne_u32_e32 vcc_lo, 0x77774fa7, v2
	s_cbranch_vccnz .LBB0_9
; %bb.8:
; true16 v_mad_u32_u16: v3.h x v4.l + v5 = 0x001c79a3 (above)
	v_mov_b32_e32 v2, 0x77770000
	v_mad_u32_u16 v2, v3.h, v4.l, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x1c79a3, v2
	s_cbranch_vccnz .LBB0_9
; %bb.9:
	s_endpgm
.LBB0_9:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end0:
	.size	mad16, .Lfunc_end0-mad16

	.globl	unknown_mad16
	.p2align	8
	.type	unknown_mad16,@function
unknown_mad16:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0x12340020
	v_mov_b32_e32 v5, 0x70003
; clamp: the ISA guides' "supports saturation" does not say at which width
; the product saturates: v2 stays unknown
	v_mad_u32_u16 v2, v3, v4, v5 clamp
	v_cmp_ne_u32_e32 vcc_lo, 0x26fe03, v2
	s_cbranch_vccnz .LBB1_2
; %bb.1:
	s_endpgm
.LBB1_2:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end1:
	.size	unknown_mad16, .Lfunc_end1-unknown_mad16

	.rodata
	.p2align	6
	.amdhsa_kernel mad16
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel unknown_mad16
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
