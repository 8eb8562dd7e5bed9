; A float compare of known values decides a loop and an exec-mask branch
; (test/ControlFlow/launch-float-compares.test). Hand-written for gfx90a.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	fcmp
	.p2align	8
	.type	fcmp,@function
fcmp:
	s_mov_b32 s8, 0
.LBB0_1:
	s_add_u32 s8, s8, 1
	v_cvt_f32_u32_e32 v1, s8
	v_cmp_gt_f32_e32 vcc, 4.0, v1
	s_cbranch_vccnz .LBB0_1
; %bb.2:
	v_cvt_f32_u32_e32 v2, v0
	v_cmp_gt_f32_e32 vcc, 0x42000000, v2
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	v_mov_b32_e32 v3, 1
	v_mov_b32_e32 v4, 2
	v_mov_b32_e32 v5, 3
	v_mov_b32_e32 v6, 4
.LBB0_4:
	s_endpgm
.Lfunc_end0:
	.size	fcmp, .Lfunc_end0-fcmp

	.rodata
	.p2align	6
	.amdhsa_kernel fcmp
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
