; A gfx90a kernel with one access to each memory level whose latency
; -calibrate fits: a scalar load (SMEMLatency), an LDS read (LDSLatency) and
; a global load that misses every cache (DRAMLatency, the hit rates being
; 0), each waited for on its own.
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5
	.text
	.globl	levels
	.p2align	8
	.type	levels,@function
levels:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_lshlrev_b32_e32 v1, 2, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v2, v1
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v4, vcc, s0, v1
	v_addc_co_u32_e32 v5, vcc, 0, v3, vcc
	global_load_dword v6, v[4:5], off
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v2
	global_store_dword v[4:5], v6, off
	s_endpgm
.Lfunc_end0:
	.size	levels, .Lfunc_end0-levels

	.rodata
	.p2align	6
	.amdhsa_kernel levels
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 6
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
