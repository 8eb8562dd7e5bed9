; Hand-written kernels whose launch emulation stops early
; (test/ControlFlow/launch-stops.test). s6 = the workgroup id x (user SGPR
; count 6: the private segment buffer and the kernarg pointer).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
; Four passes of a 3-instruction loop on every wave: 1 + 3 x 4 + 1 = 14
; emulated instructions per wave.
	.globl	fourpass
	.p2align	8
	.type	fourpass,@function
fourpass:
	s_mov_b32 s8, 0
.LBB0_1:
	s_add_u32 s8, s8, 1
	s_cmp_lt_u32 s8, 4
	s_cbranch_scc1 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.size	fourpass, .Lfunc_end0-fourpass

; Workgroup 0 skips the 6 moves of %bb.1 (2 + 1 = 3 instructions), every
; other workgroup runs them (2 + 6 + 1 = 9). No loop.
	.globl	skipfirst
	.p2align	8
	.type	skipfirst,@function
skipfirst:
	s_cmp_eq_u32 s6, 0
	s_cbranch_scc1 .LBB1_2
; %bb.1:
	s_mov_b32 s8, 1
	s_mov_b32 s9, 2
	s_mov_b32 s10, 3
	s_mov_b32 s11, 4
	s_mov_b32 s12, 5
	s_mov_b32 s13, 6
.LBB1_2:
	s_endpgm
.Lfunc_end1:
	.size	skipfirst, .Lfunc_end1-skipfirst

	.rodata
	.p2align	6
	.amdhsa_kernel fourpass
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
	.p2align	6
	.amdhsa_kernel skipfirst
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
