; SDWA forms in the launch emulation (test/ControlFlow/launch-sdwa.test),
; hand-written for gfx803. Each check computes v2 and branches to .LBB0_8
; when the whole 32-bit v2 differs from the value derived by hand
; (v_cmp_ne_u32): a derived 'not-taken' is the right value, 'taken' a wrong
; one; unknown stops the walk. v3 = 0xabcdfff0 (bytes 0-3: 0xf0, 0xff, 0xcd,
; 0xab), v4 = 0x12340020 (0x20, 0x00, 0x34, 0x12), v5 = 0x104 (byte 0: 4);
; v2 = 0x77777777 before each check.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 5
	.text
	.globl	sdwa
	.p2align	8
	.type	sdwa,@function
sdwa:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0x12340020
	v_mov_b32_e32 v5, 0x104
; v_add_u16_sdwa: WORD_0 of v3 (0xfff0) + WORD_1 of v4 (0x1234) = 0x11224 ->
; 0x1224 into v2's WORD_1, the rest preserved: 0x12247777
	v_mov_b32_e32 v2, 0x77777777
	v_add_u16_sdwa v2, v3, v4 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_0 src1_sel:WORD_1
	v_cmp_ne_u32_e32 vcc, 0x12247777, v2
	s_cbranch_vccnz .LBB0_8
; %bb.1:
; v_sub_u16_sdwa: BYTE_0 of v4 (0x20) - BYTE_0 of v3 (0xf0) = -0xd0 -> 0xff30
; into WORD_0, UNUSED_SEXT: its sign (1) above it: 0xffffff30
	v_mov_b32_e32 v2, 0x77777777
	v_sub_u16_sdwa v2, v4, v3 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_0 src1_sel:BYTE_0
	v_cmp_ne_u32_e32 vcc, 0xffffff30, v2
	s_cbranch_vccnz .LBB0_8
; %bb.2:
; v_mov_b32_sdwa: BYTE_2 of v3 (0xcd) into BYTE_1, UNUSED_PAD: 0x0000cd00
	v_mov_b32_e32 v2, 0x77777777
	v_mov_b32_sdwa v2, v3 dst_sel:BYTE_1 dst_unused:UNUSED_PAD src0_sel:BYTE_2
	v_cmp_ne_u32_e32 vcc, 0xcd00, v2
	s_cbranch_vccnz .LBB0_8
; %bb.3:
; UNUSED_SEXT: 0xcd's sign (1) above byte 1, zero below: 0xffffcd00
	v_mov_b32_e32 v2, 0x77777777
	v_mov_b32_sdwa v2, v3 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:BYTE_2
	v_cmp_ne_u32_e32 vcc, 0xffffcd00, v2
	s_cbranch_vccnz .LBB0_8
; %bb.4:
; v_and_b32_sdwa: BYTE_3 of v3 (0xab) & the DWORD v4 (0x12340020) = 0x20
	v_mov_b32_e32 v2, 0x77777777
	v_and_b32_sdwa v2, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_3 src1_sel:DWORD
	v_cmp_ne_u32_e32 vcc, 0x20, v2
	s_cbranch_vccnz .LBB0_8
; %bb.5:
; v_lshlrev_b32_sdwa: sext(WORD_0 of v3) = 0xfffffff0 << BYTE_0 of v5 (4) =
; 0xffffff00
	v_mov_b32_e32 v2, 0x77777777
	v_lshlrev_b32_sdwa v2, v5, sext(v3) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:BYTE_0 src1_sel:WORD_0
	v_cmp_ne_u32_e32 vcc, 0xffffff00, v2
	s_cbranch_vccnz .LBB0_8
; %bb.6:
; v_or_b32_sdwa: BYTE_1 of v3 (0xff) | WORD_1 of v4 (0x1234) = 0x12ff into
; WORD_0, the rest preserved: 0x777712ff
	v_mov_b32_e32 v2, 0x77777777
	v_or_b32_sdwa v2, v3, v4 dst_sel:WORD_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1 src1_sel:WORD_1
	v_cmp_ne_u32_e32 vcc, 0x777712ff, v2
	s_cbranch_vccnz .LBB0_8
; %bb.7:
; v_add_u32_sdwa: BYTE_0 of v3 (0xf0) + BYTE_3 of v4 (0x12) = 0x102, its
; low byte 0x02 into BYTE_3, the rest preserved: 0x02777777 (VCC, the
; carry, unknown; the compare writes it)
	v_mov_b32_e32 v2, 0x77777777
	v_add_u32_sdwa v2, vcc, v3, v4 dst_sel:BYTE_3 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_0 src1_sel:BYTE_3
	v_cmp_ne_u32_e32 vcc, 0x2777777, v2
	s_cbranch_vccnz .LBB0_8
; %bb.8:
	s_endpgm
.LBB0_8:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end0:
	.size	sdwa, .Lfunc_end0-sdwa

	.globl	unknown_sdwa
	.p2align	8
	.type	unknown_sdwa,@function
unknown_sdwa:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	flat_load_dword v2, v[4:5]
	s_waitcnt vmcnt(0)
; UNUSED_PRESERVE keeps v2's other bits, unknown after the load: v2
; unknown, named by the load
	v_mov_b32_sdwa v2, v3 dst_sel:BYTE_0 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_1
	v_cmp_ne_u32_e32 vcc, 0xff, v2
	s_cbranch_vccnz .LBB1_2
; %bb.1:
	s_endpgm
.LBB1_2:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end1:
	.size	unknown_sdwa, .Lfunc_end1-unknown_sdwa

	.globl	unknown_sdwa16
	.p2align	8
	.type	unknown_sdwa16,@function
unknown_sdwa16:
	v_mov_b32_e32 v3, 0xabcdfff0
	v_mov_b32_e32 v4, 0x12340020
; a 16-bit operation with dst_sel:DWORD: its high half is not documented,
; v2 unknown
	v_add_u16_sdwa v2, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:WORD_0
	v_cmp_ne_u32_e32 vcc, 0x10, v2
	s_cbranch_vccnz .LBB2_2
; %bb.1:
	s_endpgm
.LBB2_2:
	v_mov_b32_e32 v7, 1
	s_endpgm
.Lfunc_end2:
	.size	unknown_sdwa16, .Lfunc_end2-unknown_sdwa16

	.rodata
	.p2align	6
	.amdhsa_kernel sdwa
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel unknown_sdwa
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel unknown_sdwa16
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
	.end_amdhsa_kernel
