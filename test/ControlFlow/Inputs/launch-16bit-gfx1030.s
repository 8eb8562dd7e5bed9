; 16-bit integer VALU operations in the launch emulation
; (test/ControlFlow/launch-16bit.test), hand-written for gfx1030. Each check
; computes v2 and branches to .LBB0_9 when the whole 32-bit v2 differs from
; the value derived by hand (v_cmp_ne_u32): a derived 'not-taken' is the
; right value, 'taken' a wrong one; unknown stops the walk.
; v3 = 0xabcdfff0 (low half 0xfff0 = -16), v4 = 0x12340020 (low 0x0020),
; v5 = 20 (a shift of 20 & 15 = 4), v6 = 0x7ff0; gfx10+ keeps the other half of
; the destination: v2 = 0x77770000 before each check.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.text
	.globl	ops16
	.p2align	8
	.type	ops16,@function
ops16:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0x12340020
	v_mov_b32_e32 v5, 20
	v_mov_b32_e32 v6, 0x7ff0
; add: low half 0x0010, high half of v2 (0x7777) kept
	v_mov_b32_e32 v2, 0x77770000
	v_add_nc_u16 v2, v3, v4
	v_cmp_ne_u32_e32 vcc_lo, 0x77770010, v2
	s_cbranch_vccnz .LBB0_9
; %bb.1:
; add, clamp: 0x10010 saturates to 0xffff
	v_mov_b32_e32 v2, 0x77770000
	v_add_nc_u16 v2, v3, v4 clamp
	v_cmp_ne_u32_e32 vcc_lo, 0x7777ffff, v2
	s_cbranch_vccnz .LBB0_9
; %bb.2:
; sub: 0x0020 - 0xfff0 wraps to 0x0030
	v_mov_b32_e32 v2, 0x77770000
	v_sub_nc_u16 v2, v4, v3
	v_cmp_ne_u32_e32 vcc_lo, 0x77770030, v2
	s_cbranch_vccnz .LBB0_9
; %bb.3:
; sub, clamp: saturates to 0
	v_mov_b32_e32 v2, 0x77770000
	v_sub_nc_u16 v2, v4, v3 clamp
	v_cmp_ne_u32_e32 vcc_lo, 0x77770000, v2
	s_cbranch_vccnz .LBB0_9
; %bb.4:
; mul_lo: 0x1ffe00, low 16 bits 0xfe00
	v_mov_b32_e32 v2, 0x77770000
	v_mul_lo_u16 v2, v3, v4
	v_cmp_ne_u32_e32 vcc_lo, 0x7777fe00, v2
	s_cbranch_vccnz .LBB0_9
; %bb.5:
; lshlrev: 0xfff0 << 4 = 0xfff00, low 16 bits 0xff00
	v_mov_b32_e32 v2, 0x77770000
	v_lshlrev_b16 v2, v5, v3
	v_cmp_ne_u32_e32 vcc_lo, 0x7777ff00, v2
	s_cbranch_vccnz .LBB0_9
; %bb.6:
; ashrrev: -16 >> 4 = -1
	v_mov_b32_e32 v2, 0x77770000
	v_ashrrev_i16 v2, 4, v3
	v_cmp_ne_u32_e32 vcc_lo, 0x7777ffff, v2
	s_cbranch_vccnz .LBB0_9
; %bb.7:
; max_i16: max(-16, 32) = 32
	v_mov_b32_e32 v2, 0x77770000
	v_max_i16 v2, v3, v4
	v_cmp_ne_u32_e32 vcc_lo, 0x77770020, v2
	s_cbranch_vccnz .LBB0_9
; %bb.8:
; op_sel: the high halves 0xabcd + 0x1234 = 0xbe01, to v2's high half (low 0x0000 kept)
	v_mov_b32_e32 v2, 0x77770000
	v_add_nc_u16 v2, v3, v4 op_sel:[1,1,1]
	v_cmp_ne_u32_e32 vcc_lo, 0xbe010000, v2
	s_cbranch_vccnz .LBB0_9
; %bb.9:
; signed add, clamp: 0x7ff0 + 0x20 = 32784 saturates to 0x7fff
	v_mov_b32_e32 v2, 0x77770000
	v_add_nc_i16 v2, v6, v4 clamp
	v_cmp_ne_u32_e32 vcc_lo, 0x77777fff, v2
	s_cbranch_vccnz .LBB0_9
; %bb.10:
	s_endpgm
.LBB0_9:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end0:
	.size	ops16, .Lfunc_end0-ops16

	.globl	unknown16
	.p2align	8
	.type	unknown16,@function
unknown16:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0x12340020
	v_mov_b32_e32 v2, 0x77770000
; v2's high half is unknown after a load: the whole dword stays unknown
	global_load_dword v2, v4, s[0:1]
	s_waitcnt vmcnt(0)
	v_add_nc_u16 v2, v3, v4
	v_cmp_ne_u32_e32 vcc_lo, 0x10, v2
	s_cbranch_vccnz .LBB1_2
; %bb.1:
	s_endpgm
.LBB1_2:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end1:
	.size	unknown16, .Lfunc_end1-unknown16

	.rodata
	.p2align	6
	.amdhsa_kernel ops16
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel unknown16
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
