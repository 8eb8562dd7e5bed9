; 16-bit compares with true16 half operands in the launch emulation
; (test/ControlFlow/launch-cmp16.test), hand-written for gfx1200. Each check
; compares halves and branches to .LBB0_8 on the wrong outcome: a derived
; 'not-taken' is the right mask, 'taken' a wrong one; unknown stops the
; walk. v3 = 0xabcdfff0 (v3.l = 0xfff0 = -16, v3.h = 0xabcd), v4 = 0x12340020
; (v4.l = 0x20, v4.h = 0x1234), v5 = 0xabcd, v6 = 0x3c00bc00 (f16: v6.l =
; -1.0, v6.h = 1.0).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 5
	.text
	.globl	cmp16
	.p2align	8
	.type	cmp16,@function
cmp16:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0x12340020
	v_mov_b32_e32 v5, 0xabcd
	v_mov_b32_e32 v6, 0x3c00bc00
; v_cmp_eq_u16: v3.h (0xabcd) == v5.l (0xabcd): true in every lane; VCC all
; ones, the branch on VCCZ not taken
	v_cmp_eq_u16 vcc_lo, v3.h, v5.l
	s_cbranch_vccz .LBB0_8
; %bb.1:
; v_cmp_lt_i16_e64: v3.l (0xfff0 = -16) < v4.l (32): true
	v_cmp_lt_i16_e64 vcc_lo, v3.l, v4.l
	s_cbranch_vccz .LBB0_8
; %bb.2:
; v_cmp_gt_u16: v3.l (0xfff0) > v4.h (0x1234) unsigned: true
	v_cmp_gt_u16 vcc_lo, v3.l, v4.h
	s_cbranch_vccz .LBB0_8
; %bb.3:
; v_cmp_gt_i16: v3.l (-16) > v4.h (0x1234) signed: false; VCC 0, the branch
; on VCCNZ not taken
	v_cmp_gt_i16 vcc_lo, v3.l, v4.h
	s_cbranch_vccnz .LBB0_8
; %bb.4:
; v_cmpx_gt_u16: 0xfff0 > 0x1234 in every lane: EXEC stays all ones (copied
; to VCC, whose branch the report derives)
	v_cmpx_gt_u16 v3.l, v4.h
	s_mov_b32 vcc_lo, exec_lo
	s_cbranch_vccz .LBB0_8
; %bb.5:
; v_cmpx_lt_u16_e64: v4.h (0x1234) < v3.h (0xabcd): EXEC stays
	v_cmpx_lt_u16_e64 v4.h, v3.h
	s_mov_b32 vcc_lo, exec_lo
	s_cbranch_vccz .LBB0_8
; %bb.6:
; v_cmp_lt_f16: v6.l (0xbc00 = -1.0) < v6.h (0x3c00 = 1.0): true
	v_cmp_lt_f16 vcc_lo, v6.l, v6.h
	s_cbranch_vccz .LBB0_8
; %bb.7:
; v_cmp_lt_f16_e64 with neg: -(-1.0) = 1.0 < 1.0: false
	v_cmp_lt_f16_e64 vcc_lo, -v6.l, v6.h
	s_cbranch_vccnz .LBB0_8
; %bb.8:
	s_endpgm
.LBB0_8:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end0:
	.size	cmp16, .Lfunc_end0-cmp16

	.globl	unknown_cmp16
	.p2align	8
	.type	unknown_cmp16,@function
unknown_cmp16:
	v_mov_b32_e32 v4, 0x12340020
	v_mov_b32_e32 v5, 0
	global_load_b32 v3, v5, s[0:1]
	s_waitcnt vmcnt(0)
; v3 unknown after the load: the compare of its low half is unknown, named
; by the load
	v_cmp_eq_u16 vcc_lo, v3.l, v4.h
	s_cbranch_vccnz .LBB1_2
; %bb.1:
	s_endpgm
.LBB1_2:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end1:
	.size	unknown_cmp16, .Lfunc_end1-unknown_cmp16

	.rodata
	.p2align	6
	.amdhsa_kernel cmp16
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel unknown_cmp16
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
