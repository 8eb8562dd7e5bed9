; Integer VOP3 modifiers and the byte/bit-align family, evaluated by the
; launch emulation or left unknown (test/ControlFlow/launch-modifiers.test).
; Hand-written for gfx1030. Each check compares v2 with the value derived
; by hand and branches to .LBB0_9 when it differs: a derived 'not-taken'
; is the right value; 'taken' would be a wrong one; unknown stops the walk.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 5
	.text
	.globl	mods
	.p2align	8
	.type	mods,@function
mods:
; unsigned add, clamp: 0xfffffff0 + 0x20 saturates to 0xffffffff (wrapped: 0x10)
	v_mov_b32_e32 v3, 0xfffffff0
	v_mov_b32_e32 v4, 0x20
	v_add_nc_u32_e64 v2, v3, v4 clamp
	v_cmp_ne_u32_e32 vcc_lo, -1, v2
	s_cbranch_vccnz .LBB0_9
; %bb.1:
; unsigned sub, clamp: 0x10 - 0x20 saturates to 0 (wrapped: 0xfffffff0)
	v_mov_b32_e32 v3, 0x10
	v_sub_nc_u32_e64 v2, v3, v4 clamp
	v_cmp_ne_u32_e32 vcc_lo, 0, v2
	s_cbranch_vccnz .LBB0_9
; %bb.2:
; signed add, clamp: 0x7ffffff0 + 0x20 saturates to 0x7fffffff (wrapped: 0x80000010)
	v_mov_b32_e32 v3, 0x7ffffff0
	v_add_nc_i32 v2, v3, v4 clamp
	v_cmp_ne_u32_e32 vcc_lo, 0x7fffffff, v2
	s_cbranch_vccnz .LBB0_9
; %bb.3:
; signed sub, clamp: (-2^31 + 16) - 32 saturates to 0x80000000 (wrapped: 0x7ffffff0)
	v_mov_b32_e32 v3, 0x80000010
	v_sub_nc_i32 v2, v3, v4 clamp
	v_cmp_ne_u32_e32 vcc_lo, 0x80000000, v2
	s_cbranch_vccnz .LBB0_9
; %bb.4:
; add with carry out, clamp: 0xfffffff0 + 0x20 saturates to 0xffffffff
	v_mov_b32_e32 v3, 0xfffffff0
	v_add_co_u32 v2, s0, v3, v4 clamp
	v_cmp_ne_u32_e32 vcc_lo, -1, v2
	s_cbranch_vccnz .LBB0_9
; %bb.5:
; alignbit: {0x12345678, 0x9abcdef0} >> 12, low dword 0x6789abcd
	v_mov_b32_e32 v3, 0x12345678
	v_mov_b32_e32 v4, 0x9abcdef0
	v_mov_b32_e32 v5, 12
	v_alignbit_b32 v2, v3, v4, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x6789abcd, v2
	s_cbranch_vccnz .LBB0_9
; %bb.6:
; alignbyte: {0x12345678, 0x9abcdef0} >> 3 bytes, low dword 0x3456789a
	v_mov_b32_e32 v5, 3
	v_alignbyte_b32 v2, v3, v4, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x3456789a, v2
	s_cbranch_vccnz .LBB0_9
; %bb.7:
; perm, selector 0x0c0d0803: byte 3 of {v3, v4} (0x9a), the sign of byte 1
; (0xde: 0xff), 13 (0xff), 12 (0): 0x00ffff9a
	v_mov_b32_e32 v5, 0x0c0d0803
	v_perm_b32 v2, v3, v4, v5
	v_cmp_ne_u32_e32 vcc_lo, 0x00ffff9a, v2
	s_cbranch_vccnz .LBB0_9
; %bb.8:
; class compare: -inf (0xff800000) is in the mask 0x4 (bit 2, -inf): every
; lane true, VCC all on
	v_mov_b32_e32 v3, 0xff800000
	v_mov_b32_e32 v4, 4
	v_cmp_class_f32_e32 vcc_lo, v3, v4
	s_cbranch_vccz .LBB0_9
; %bb.9:
; class compare: a quiet NaN (0x7fc00000) is in the mask 0x2 (bit 1): true
	v_mov_b32_e32 v3, 0x7fc00000
	v_mov_b32_e32 v4, 2
	v_cmp_class_f32_e32 vcc_lo, v3, v4
	s_cbranch_vccz .LBB0_9
; %bb.10:
	s_endpgm
.LBB0_9:
	v_mov_b32_e32 v6, 1
	s_endpgm
.Lfunc_end0:
	.size	mods, .Lfunc_end0-mods

; an integer multiply-add with clamp (not evaluated): unknown, so the branch after it is not derived.
	.globl	madclamp
	.p2align	8
	.type	madclamp,@function
madclamp:
	v_mov_b32_e32 v3, 1
	v_mov_b32_e32 v4, 2
	v_mov_b32_e32 v5, 3
	v_mad_u32_u24 v2, v3, v4, v5 clamp
	v_cmp_ne_u32_e32 vcc_lo, 5, v2
	s_cbranch_vccnz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v6, 1
.LBB1_2:
	s_endpgm
.Lfunc_end1:
	.size	madclamp, .Lfunc_end1-madclamp

; an SDWA form: WORD_0 of v3 (1) + v4 (2) = 3 (derived since WaveEmulatorSDWA.cpp;
; unknown before), 3 != 5: the branch is taken.
	.globl	sdwa
	.p2align	8
	.type	sdwa,@function
sdwa:
	v_mov_b32_e32 v3, 1
	v_mov_b32_e32 v4, 2
	v_mov_b32_e32 v5, 3
	v_add_nc_u32_sdwa v2, v3, v4 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD
	v_cmp_ne_u32_e32 vcc_lo, 5, v2
	s_cbranch_vccnz .LBB2_2
; %bb.1:
	v_mov_b32_e32 v6, 1
.LBB2_2:
	s_endpgm
.Lfunc_end2:
	.size	sdwa, .Lfunc_end2-sdwa

	.rodata
	.p2align	6
	.amdhsa_kernel mods
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel madclamp
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel sdwa
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
