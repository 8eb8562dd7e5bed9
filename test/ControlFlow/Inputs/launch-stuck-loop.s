; A loop the emulation never leaves: s8 stays 0, so s_cmp_eq_u32 s8, 1 is
; known false on every pass and s_cbranch_scc0 always goes back
; (test/ControlFlow/launch-stuck-loop.test). Hand-written.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	stuck
	.p2align	8
	.type	stuck,@function
stuck:
	s_mov_b32 s8, 0
.LBB0_1:
	s_add_u32 s8, s8, 0
	s_cmp_eq_u32 s8, 1
	s_cbranch_scc0 .LBB0_1
	s_endpgm
.Lfunc_end0:
	.size	stuck, .Lfunc_end0-stuck

	.rodata
	.p2align	6
	.amdhsa_kernel stuck
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
