; A gfx942 kernel written after rocprofiler-sdk's
; pc_sampling_stochastic_debug.csv (rocprofiler-sdk/README.md): the
; subtract kernel of its vector-operations test, with the instructions of
; the sampled ones that belong to it; the samples of the other kernels of
; that program (v_max_i32, v_add_u32 v0, s3, v0, s_waitcnt vmcnt(1), ...) are
; not in it and stay unmatched. Its name is the mangled form of the kernel
; trace's "subtract_kernel(float*, float const*, float const*, int, int)".
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5
	.text
	.globl	_Z15subtract_kernelPfPKfS1_ii
	.p2align	8
	.type	_Z15subtract_kernelPfPKfS1_ii,@function
_Z15subtract_kernelPfPKfS1_ii:
	s_load_dword s4, s[0:1], 0x2c
	s_load_dwordx2 s[2:3], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s5, s4, 0xffff
	s_mul_i32 s2, s2, s5
	v_add_u32_e32 v1, s2, v0
	v_cmp_gt_i32_e32 vcc, s2, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_ashrrev_i32_e32 v2, 31, v1
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v2
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[6:7], 0, v[0:1]
	global_load_dword v2, v[2:3], off
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[0:1]
	global_load_dword v4, v[4:5], off
	s_waitcnt vmcnt(0)
	v_sub_f32_e32 v2, v2, v4
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	global_store_dword v[0:1], v2, off
	s_endpgm
.Lfunc_end0:
	.size	_Z15subtract_kernelPfPKfS1_ii, .Lfunc_end0-_Z15subtract_kernelPfPKfS1_ii

	.rodata
	.p2align	6
	.amdhsa_kernel _Z15subtract_kernelPfPKfS1_ii
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
