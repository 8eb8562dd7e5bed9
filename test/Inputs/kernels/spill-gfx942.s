	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	v_lshl_or_b32 v2, s2, 10, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[6:7], 0, v[0:1]
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 1, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 2, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 3, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 4, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[0:1], s[4:5], 0, v[0:1]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 5, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 6, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 7, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 8, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:16
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 9, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 10, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 11, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 12, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:32
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 13, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 14, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 15, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 16, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:48
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 17, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 18, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 19, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 20, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:64
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 21, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 22, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 23, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 24, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:80
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 25, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 26, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 27, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 28, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:96
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 29, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 30, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 31, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 32, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:112
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 33, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 34, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 35, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 36, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:128
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 37, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 38, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 39, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 40, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:144
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 41, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 42, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 43, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 44, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:160
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 45, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 46, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 47, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 48, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:176
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 49, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 50, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 51, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 52, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:192
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 53, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 54, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 55, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 56, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:208
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 57, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 58, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 59, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 60, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:224
	global_load_dword v6, v[4:5], off
	v_add_u32_e32 v4, 61, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v7, v[4:5], off
	v_add_u32_e32 v4, 62, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 63, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_lshlrev_b32_e32 v2, 3, v2
	v_lshl_add_u64 v[10:11], v[2:3], 2, s[8:9]
	s_waitcnt vmcnt(0)
	scratch_store_dwordx4 off, v[6:9], off offset:240
	global_load_dwordx4 v[2:5], v[10:11], off offset:16
	s_nop 0
	global_load_dwordx4 v[6:9], v[10:11], off
	s_waitcnt vmcnt(1)
	v_and_b32_e32 v3, 63, v3
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 63, v6
	v_and_b32_e32 v7, 63, v7
	v_lshlrev_b32_e32 v6, 2, v6
	scratch_load_dword v6, v6, off
	v_lshlrev_b32_e32 v7, 2, v7
	scratch_load_dword v7, v7, off
	v_and_b32_e32 v8, 63, v8
	v_and_b32_e32 v2, 63, v2
	v_and_b32_e32 v4, 63, v4
	v_lshlrev_b32_e32 v8, 2, v8
	v_lshlrev_b32_e32 v2, 2, v2
	v_lshlrev_b32_e32 v3, 2, v3
	v_lshlrev_b32_e32 v4, 2, v4
	scratch_load_dword v8, v8, off
	s_nop 0
	scratch_load_dword v2, v2, off
	s_nop 0
	scratch_load_dword v3, v3, off
	s_nop 0
	scratch_load_dword v4, v4, off
	s_waitcnt vmcnt(5)
	v_add_f32_e32 v6, 0, v6
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v6, v6, v7
	v_and_b32_e32 v7, 63, v9
	v_lshlrev_b32_e32 v7, 2, v7
	scratch_load_dword v7, v7, off
	s_waitcnt vmcnt(4)
	v_add_f32_e32 v6, v6, v8
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v6, v6, v7
	v_add_f32_e32 v2, v6, v2
	v_add_f32_e32 v2, v2, v3
	v_and_b32_e32 v3, 63, v5
	v_lshlrev_b32_e32 v3, 2, v3
	scratch_load_dword v3, v3, off
	v_add_f32_e32 v2, v2, v4
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v2, v2, v3
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 272
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.set private_array.num_vgpr, 12
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 10
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 272
	.set private_array.uses_vcc, 0
	.set private_array.uses_flat_scratch, 0
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2012
; TotalNumSgprs: 16
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 272
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 12
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_ded7a804e3a630e7,@object ; @__hip_cuid_ded7a804e3a630e7
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_ded7a804e3a630e7
__hip_cuid_ded7a804e3a630e7:
	.byte	0                               ; 0x0
	.size	__hip_cuid_ded7a804e3a630e7, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_ded7a804e3a630e7
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           private_array
    .private_segment_fixed_size: 272
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
