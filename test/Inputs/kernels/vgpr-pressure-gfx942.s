	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	vgpr_6                  ; -- Begin function vgpr_6
	.globl	vgpr_6
	.p2align	8
	.type	vgpr_6,@function
vgpr_6:                                 ; @vgpr_6
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s10, s[0:1], 0x10
	v_mov_b32_e32 v19, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, v19
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[20:21], v[0:1], 2, s[6:7]
	v_add_u32_e32 v2, 64, v0
	v_mov_b32_e32 v3, v19
	v_add_u32_e32 v4, 0x80, v0
	v_mov_b32_e32 v5, v19
	v_add_u32_e32 v6, 0xc0, v0
	v_mov_b32_e32 v7, v19
	v_add_u32_e32 v8, 0x100, v0
	v_mov_b32_e32 v9, v19
	v_add_u32_e32 v10, 0x140, v0
	v_mov_b32_e32 v11, v19
	v_lshl_add_u64 v[22:23], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[26:27], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[28:29], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[10:11], 2, s[6:7]
	global_load_dword v16, v[20:21], off
	global_load_dword v17, v[22:23], off
	global_load_dword v14, v[24:25], off
	global_load_dword v15, v[26:27], off
	global_load_dword v12, v[28:29], off
	global_load_dword v13, v[30:31], off
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_mov_b32 s0, 1.0
	s_mov_b32 s2, 0x40400000
	s_mov_b32 s8, 0x40a00000
	s_mov_b32 s1, 2.0
	s_mov_b32 s3, 4.0
	s_mov_b32 s9, 0x40c00000
	v_mov_b32_e32 v18, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[20:21], v[18:19], 2, s[6:7]
	global_load_dword v20, v[20:21], off
	s_add_i32 s10, s10, -1
	v_add_u32_e32 v18, 0x1000, v18
	s_cmp_eq_u32 s10, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[16:17], v[16:17], v[20:21], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[20:21], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[20:21], s[8:9] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v16, off
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v17, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[4:5]
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v14, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v15, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v13, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_6
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 32
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
	.size	vgpr_6, .Lfunc_end0-vgpr_6
                                        ; -- End function
	.set vgpr_6.num_vgpr, 32
	.set vgpr_6.num_agpr, 0
	.set vgpr_6.numbered_sgpr, 11
	.set vgpr_6.num_named_barrier, 0
	.set vgpr_6.private_seg_size, 0
	.set vgpr_6.uses_vcc, 0
	.set vgpr_6.uses_flat_scratch, 0
	.set vgpr_6.has_dyn_sized_stack, 0
	.set vgpr_6.has_recursion, 0
	.set vgpr_6.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 424
; TotalNumSgprs: 17
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 17
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_12                 ; -- Begin function vgpr_12
	.globl	vgpr_12
	.p2align	8
	.type	vgpr_12,@function
vgpr_12:                                ; @vgpr_12
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s16, s[0:1], 0x10
	v_mov_b32_e32 v37, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, v37
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[0:1], 2, s[6:7]
	v_add_u32_e32 v2, 64, v0
	v_mov_b32_e32 v3, v37
	v_add_u32_e32 v4, 0x80, v0
	v_mov_b32_e32 v5, v37
	v_add_u32_e32 v6, 0xc0, v0
	v_mov_b32_e32 v7, v37
	v_add_u32_e32 v8, 0x100, v0
	v_mov_b32_e32 v9, v37
	v_add_u32_e32 v10, 0x140, v0
	v_mov_b32_e32 v11, v37
	v_add_u32_e32 v12, 0x180, v0
	v_mov_b32_e32 v13, v37
	v_add_u32_e32 v14, 0x1c0, v0
	v_mov_b32_e32 v15, v37
	v_lshl_add_u64 v[26:27], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[28:29], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[32:33], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[34:35], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[38:39], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[40:41], v[14:15], 2, s[6:7]
	global_load_dword v22, v[24:25], off
	global_load_dword v23, v[26:27], off
	global_load_dword v20, v[28:29], off
	global_load_dword v21, v[30:31], off
	global_load_dword v18, v[32:33], off
	global_load_dword v19, v[34:35], off
	global_load_dword v16, v[38:39], off
	global_load_dword v17, v[40:41], off
	v_add_u32_e32 v24, 0x200, v0
	v_mov_b32_e32 v25, v37
	v_lshl_add_u64 v[38:39], v[24:25], 2, s[6:7]
	v_add_u32_e32 v26, 0x240, v0
	v_mov_b32_e32 v27, v37
	v_add_u32_e32 v28, 0x280, v0
	v_mov_b32_e32 v29, v37
	v_add_u32_e32 v30, 0x2c0, v0
	v_mov_b32_e32 v31, v37
	v_lshl_add_u64 v[40:41], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[42:43], v[28:29], 2, s[6:7]
	v_lshl_add_u64 v[44:45], v[30:31], 2, s[6:7]
	global_load_dword v34, v[38:39], off
	global_load_dword v35, v[40:41], off
	global_load_dword v32, v[42:43], off
	global_load_dword v33, v[44:45], off
	s_cmp_eq_u32 s16, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	s_mov_b32 s0, 1.0
	s_mov_b32 s2, 0x40400000
	s_mov_b32 s8, 0x40a00000
	s_mov_b32 s10, 0x40e00000
	s_mov_b32 s12, 0x41100000
	s_mov_b32 s14, 0x41300000
	s_mov_b32 s1, 2.0
	s_mov_b32 s3, 4.0
	s_mov_b32 s9, 0x40c00000
	s_mov_b32 s11, 0x41000000
	s_mov_b32 s13, 0x41200000
	s_mov_b32 s15, 0x41400000
	v_mov_b32_e32 v36, v0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[38:39], v[36:37], 2, s[6:7]
	global_load_dword v38, v[38:39], off
	s_add_i32 s16, s16, -1
	v_add_u32_e32 v36, 0x1000, v36
	s_cmp_eq_u32 s16, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[22:23], v[38:39], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[38:39], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[38:39], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[38:39], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[38:39], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[38:39], s[14:15] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB1_2
.LBB1_3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v22, off
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v23, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v20, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v21, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v18, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v19, off
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v16, off
	v_lshl_add_u64 v[0:1], v[14:15], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v17, off
	v_lshl_add_u64 v[0:1], v[24:25], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v34, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v35, off
	v_lshl_add_u64 v[0:1], v[28:29], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v32, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v33, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 48
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
.Lfunc_end1:
	.size	vgpr_12, .Lfunc_end1-vgpr_12
                                        ; -- End function
	.set vgpr_12.num_vgpr, 46
	.set vgpr_12.num_agpr, 0
	.set vgpr_12.numbered_sgpr, 17
	.set vgpr_12.num_named_barrier, 0
	.set vgpr_12.private_seg_size, 0
	.set vgpr_12.uses_vcc, 0
	.set vgpr_12.uses_flat_scratch, 0
	.set vgpr_12.has_dyn_sized_stack, 0
	.set vgpr_12.has_recursion, 0
	.set vgpr_12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 784
; TotalNumSgprs: 23
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 23
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_20                 ; -- Begin function vgpr_20
	.globl	vgpr_20
	.p2align	8
	.type	vgpr_20,@function
vgpr_20:                                ; @vgpr_20
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s24, s[0:1], 0x10
	v_mov_b32_e32 v61, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, v61
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[24:25], v[0:1], 2, s[6:7]
	v_add_u32_e32 v2, 64, v0
	v_mov_b32_e32 v3, v61
	v_add_u32_e32 v4, 0x80, v0
	v_mov_b32_e32 v5, v61
	v_add_u32_e32 v6, 0xc0, v0
	v_mov_b32_e32 v7, v61
	v_add_u32_e32 v8, 0x100, v0
	v_mov_b32_e32 v9, v61
	v_add_u32_e32 v10, 0x140, v0
	v_mov_b32_e32 v11, v61
	v_add_u32_e32 v12, 0x180, v0
	v_mov_b32_e32 v13, v61
	v_add_u32_e32 v14, 0x1c0, v0
	v_mov_b32_e32 v15, v61
	v_lshl_add_u64 v[26:27], v[2:3], 2, s[6:7]
	v_lshl_add_u64 v[28:29], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[32:33], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[34:35], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[36:37], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[38:39], v[14:15], 2, s[6:7]
	global_load_dword v22, v[24:25], off
	global_load_dword v23, v[26:27], off
	global_load_dword v20, v[28:29], off
	global_load_dword v21, v[30:31], off
	global_load_dword v18, v[32:33], off
	global_load_dword v19, v[34:35], off
	global_load_dword v16, v[36:37], off
	global_load_dword v17, v[38:39], off
	v_add_u32_e32 v24, 0x200, v0
	v_mov_b32_e32 v25, v61
	v_lshl_add_u64 v[48:49], v[24:25], 2, s[6:7]
	v_add_u32_e32 v26, 0x240, v0
	v_mov_b32_e32 v27, v61
	v_add_u32_e32 v28, 0x280, v0
	v_mov_b32_e32 v29, v61
	v_add_u32_e32 v30, 0x2c0, v0
	v_mov_b32_e32 v31, v61
	v_add_u32_e32 v32, 0x300, v0
	v_mov_b32_e32 v33, v61
	v_add_u32_e32 v34, 0x340, v0
	v_mov_b32_e32 v35, v61
	v_add_u32_e32 v36, 0x380, v0
	v_mov_b32_e32 v37, v61
	v_add_u32_e32 v38, 0x3c0, v0
	v_mov_b32_e32 v39, v61
	v_lshl_add_u64 v[50:51], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[52:53], v[28:29], 2, s[6:7]
	v_lshl_add_u64 v[54:55], v[30:31], 2, s[6:7]
	v_lshl_add_u64 v[56:57], v[32:33], 2, s[6:7]
	v_lshl_add_u64 v[58:59], v[34:35], 2, s[6:7]
	v_lshl_add_u64 v[62:63], v[36:37], 2, s[6:7]
	v_lshl_add_u64 v[64:65], v[38:39], 2, s[6:7]
	global_load_dword v46, v[48:49], off
	global_load_dword v47, v[50:51], off
	global_load_dword v44, v[52:53], off
	global_load_dword v45, v[54:55], off
	global_load_dword v42, v[56:57], off
	global_load_dword v43, v[58:59], off
	global_load_dword v40, v[62:63], off
                                        ; kill: killed $vgpr62_vgpr63
                                        ; kill: killed $vgpr48_vgpr49
                                        ; kill: killed $vgpr50_vgpr51
                                        ; kill: killed $vgpr52_vgpr53
                                        ; kill: killed $vgpr54_vgpr55
                                        ; kill: killed $vgpr56_vgpr57
                                        ; kill: killed $vgpr58_vgpr59
	global_load_dword v41, v[64:65], off
	v_add_u32_e32 v48, 0x400, v0
	v_mov_b32_e32 v49, v61
	v_lshl_add_u64 v[56:57], v[48:49], 2, s[6:7]
	v_add_u32_e32 v50, 0x440, v0
	v_mov_b32_e32 v51, v61
	v_add_u32_e32 v52, 0x480, v0
	v_mov_b32_e32 v53, v61
	v_add_u32_e32 v54, 0x4c0, v0
	v_mov_b32_e32 v55, v61
	v_lshl_add_u64 v[62:63], v[50:51], 2, s[6:7]
	v_lshl_add_u64 v[64:65], v[52:53], 2, s[6:7]
	v_lshl_add_u64 v[66:67], v[54:55], 2, s[6:7]
	global_load_dword v58, v[56:57], off
	global_load_dword v59, v[62:63], off
	s_nop 0
	global_load_dword v56, v[64:65], off
	global_load_dword v57, v[66:67], off
	s_cmp_eq_u32 s24, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_mov_b32 s0, 1.0
	s_mov_b32 s2, 0x40400000
	s_mov_b32 s8, 0x40a00000
	s_mov_b32 s10, 0x40e00000
	s_mov_b32 s12, 0x41100000
	s_mov_b32 s14, 0x41300000
	s_mov_b32 s16, 0x41500000
	s_mov_b32 s18, 0x41700000
	s_mov_b32 s20, 0x41880000
	s_mov_b32 s22, 0x41980000
	s_mov_b32 s1, 2.0
	s_mov_b32 s3, 4.0
	s_mov_b32 s9, 0x40c00000
	s_mov_b32 s11, 0x41000000
	s_mov_b32 s13, 0x41200000
	s_mov_b32 s15, 0x41400000
	s_mov_b32 s17, 0x41600000
	s_mov_b32 s19, 0x41800000
	s_mov_b32 s21, 0x41900000
	s_mov_b32 s23, 0x41a00000
	v_mov_b32_e32 v60, v0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[62:63], v[60:61], 2, s[6:7]
	global_load_dword v62, v[62:63], off
	s_add_i32 s24, s24, -1
	v_add_u32_e32 v60, 0x1000, v60
	s_cmp_eq_u32 s24, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[22:23], v[62:63], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[62:63], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[62:63], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[62:63], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[62:63], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[62:63], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[62:63], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[62:63], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[62:63], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[62:63], s[22:23] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB2_2
.LBB2_3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v22, off
	v_lshl_add_u64 v[0:1], v[2:3], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v23, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v20, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v21, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v18, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v19, off
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v16, off
	v_lshl_add_u64 v[0:1], v[14:15], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v17, off
	v_lshl_add_u64 v[0:1], v[24:25], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v46, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v47, off
	v_lshl_add_u64 v[0:1], v[28:29], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v44, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v45, off
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v42, off
	v_lshl_add_u64 v[0:1], v[34:35], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v43, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v40, off
	v_lshl_add_u64 v[0:1], v[38:39], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v41, off
	v_lshl_add_u64 v[0:1], v[48:49], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v58, off
	v_lshl_add_u64 v[0:1], v[50:51], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v59, off
	v_lshl_add_u64 v[0:1], v[52:53], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v56, off
	v_lshl_add_u64 v[0:1], v[54:55], 2, s[4:5]
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v57, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_20
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 25
		.amdhsa_accum_offset 68
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
.Lfunc_end2:
	.size	vgpr_20, .Lfunc_end2-vgpr_20
                                        ; -- End function
	.set vgpr_20.num_vgpr, 68
	.set vgpr_20.num_agpr, 0
	.set vgpr_20.numbered_sgpr, 25
	.set vgpr_20.num_named_barrier, 0
	.set vgpr_20.private_seg_size, 0
	.set vgpr_20.uses_vcc, 0
	.set vgpr_20.uses_flat_scratch, 0
	.set vgpr_20.has_dyn_sized_stack, 0
	.set vgpr_20.has_recursion, 0
	.set vgpr_20.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1268
; TotalNumSgprs: 31
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 31
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_28                 ; -- Begin function vgpr_28
	.globl	vgpr_28
	.p2align	8
	.type	vgpr_28,@function
vgpr_28:                                ; @vgpr_28
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s33, s[0:1], 0x10
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[0:1], 2, s[6:7]
	v_add_u32_e32 v4, 64, v0
	v_mov_b32_e32 v5, v3
	v_add_u32_e32 v6, 0x80, v0
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v8, 0xc0, v0
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v10, 0x100, v0
	v_mov_b32_e32 v11, v3
	v_add_u32_e32 v12, 0x140, v0
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v14, 0x180, v0
	v_mov_b32_e32 v15, v3
	v_add_u32_e32 v16, 0x1c0, v0
	v_mov_b32_e32 v17, v3
	v_lshl_add_u64 v[28:29], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[32:33], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[34:35], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[36:37], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[38:39], v[14:15], 2, s[6:7]
	v_lshl_add_u64 v[40:41], v[16:17], 2, s[6:7]
	global_load_dword v24, v[26:27], off
	global_load_dword v25, v[28:29], off
	global_load_dword v22, v[30:31], off
	global_load_dword v23, v[32:33], off
	global_load_dword v20, v[34:35], off
	global_load_dword v21, v[36:37], off
	global_load_dword v18, v[38:39], off
	global_load_dword v19, v[40:41], off
	v_add_u32_e32 v26, 0x200, v0
	v_mov_b32_e32 v27, v3
	v_lshl_add_u64 v[50:51], v[26:27], 2, s[6:7]
	v_add_u32_e32 v28, 0x240, v0
	v_mov_b32_e32 v29, v3
	v_add_u32_e32 v30, 0x280, v0
	v_mov_b32_e32 v31, v3
	v_add_u32_e32 v32, 0x2c0, v0
	v_mov_b32_e32 v33, v3
	v_add_u32_e32 v34, 0x300, v0
	v_mov_b32_e32 v35, v3
	v_add_u32_e32 v36, 0x340, v0
	v_mov_b32_e32 v37, v3
	v_add_u32_e32 v38, 0x380, v0
	v_mov_b32_e32 v39, v3
	v_add_u32_e32 v40, 0x3c0, v0
	v_mov_b32_e32 v41, v3
	v_lshl_add_u64 v[52:53], v[28:29], 2, s[6:7]
	v_lshl_add_u64 v[54:55], v[30:31], 2, s[6:7]
	v_lshl_add_u64 v[56:57], v[32:33], 2, s[6:7]
	v_lshl_add_u64 v[58:59], v[34:35], 2, s[6:7]
	v_lshl_add_u64 v[60:61], v[36:37], 2, s[6:7]
	v_lshl_add_u64 v[62:63], v[38:39], 2, s[6:7]
	v_lshl_add_u64 v[64:65], v[40:41], 2, s[6:7]
	global_load_dword v48, v[50:51], off
	global_load_dword v49, v[52:53], off
	global_load_dword v46, v[54:55], off
	global_load_dword v47, v[56:57], off
	global_load_dword v44, v[58:59], off
	global_load_dword v45, v[60:61], off
	global_load_dword v42, v[62:63], off
                                        ; kill: killed $vgpr58_vgpr59
                                        ; kill: killed $vgpr60_vgpr61
                                        ; kill: killed $vgpr62_vgpr63
                                        ; kill: killed $vgpr50_vgpr51
                                        ; kill: killed $vgpr52_vgpr53
                                        ; kill: killed $vgpr54_vgpr55
                                        ; kill: killed $vgpr56_vgpr57
	global_load_dword v43, v[64:65], off
	v_add_u32_e32 v50, 0x400, v0
	v_mov_b32_e32 v51, v3
	v_add_u32_e32 v56, 0x4c0, v0
	v_mov_b32_e32 v57, v3
	v_lshl_add_u64 v[66:67], v[50:51], 2, s[6:7]
	v_add_u32_e32 v52, 0x440, v0
	v_mov_b32_e32 v53, v3
	v_add_u32_e32 v54, 0x480, v0
	v_mov_b32_e32 v55, v3
	v_lshl_add_u64 v[72:73], v[56:57], 2, s[6:7]
	v_add_u32_e32 v58, 0x500, v0
	v_mov_b32_e32 v59, v3
	v_add_u32_e32 v60, 0x540, v0
	v_mov_b32_e32 v61, v3
	v_add_u32_e32 v62, 0x580, v0
	v_mov_b32_e32 v63, v3
	v_add_u32_e32 v64, 0x5c0, v0
	v_mov_b32_e32 v65, v3
	v_lshl_add_u64 v[68:69], v[52:53], 2, s[6:7]
	v_lshl_add_u64 v[70:71], v[54:55], 2, s[6:7]
	v_lshl_add_u64 v[74:75], v[58:59], 2, s[6:7]
	v_lshl_add_u64 v[76:77], v[60:61], 2, s[6:7]
	v_lshl_add_u64 v[82:83], v[62:63], 2, s[6:7]
	v_lshl_add_u64 v[84:85], v[64:65], 2, s[6:7]
	global_load_dword v80, v[66:67], off
	global_load_dword v81, v[68:69], off
	global_load_dword v78, v[70:71], off
	global_load_dword v79, v[72:73], off
	s_nop 0
	global_load_dword v72, v[74:75], off
	global_load_dword v73, v[76:77], off
	global_load_dword v66, v[82:83], off
	global_load_dword v67, v[84:85], off
	v_add_u32_e32 v68, 0x600, v0
	v_mov_b32_e32 v69, v3
	v_lshl_add_u64 v[82:83], v[68:69], 2, s[6:7]
	v_add_u32_e32 v70, 0x640, v0
	v_mov_b32_e32 v71, v3
	v_add_u32_e32 v74, 0x680, v0
	v_mov_b32_e32 v75, v3
	v_add_u32_e32 v76, 0x6c0, v0
	v_mov_b32_e32 v77, v3
	v_lshl_add_u64 v[86:87], v[70:71], 2, s[6:7]
	v_lshl_add_u64 v[88:89], v[74:75], 2, s[6:7]
	v_lshl_add_u64 v[90:91], v[76:77], 2, s[6:7]
	global_load_dword v84, v[82:83], off
	global_load_dword v85, v[86:87], off
	s_nop 0
	global_load_dword v82, v[88:89], off
	global_load_dword v83, v[90:91], off
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB3_3
; %bb.1:
	s_mov_b32 s0, 1.0
	s_mov_b32 s2, 0x40400000
	s_mov_b32 s8, 0x40a00000
	s_mov_b32 s10, 0x40e00000
	s_mov_b32 s12, 0x41100000
	s_mov_b32 s14, 0x41300000
	s_mov_b32 s16, 0x41500000
	s_mov_b32 s18, 0x41700000
	s_mov_b32 s20, 0x41880000
	s_mov_b32 s22, 0x41980000
	s_mov_b32 s24, 0x41a80000
	s_mov_b32 s26, 0x41b80000
	s_mov_b32 s28, 0x41c80000
	s_mov_b32 s30, 0x41d80000
	s_mov_b32 s1, 2.0
	s_mov_b32 s3, 4.0
	s_mov_b32 s9, 0x40c00000
	s_mov_b32 s11, 0x41000000
	s_mov_b32 s13, 0x41200000
	s_mov_b32 s15, 0x41400000
	s_mov_b32 s17, 0x41600000
	s_mov_b32 s19, 0x41800000
	s_mov_b32 s21, 0x41900000
	s_mov_b32 s23, 0x41a00000
	s_mov_b32 s25, 0x41b00000
	s_mov_b32 s27, 0x41c00000
	s_mov_b32 s29, 0x41d00000
	s_mov_b32 s31, 0x41e00000
	v_mov_b32_e32 v2, v0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[86:87], v[2:3], 2, s[6:7]
	global_load_dword v86, v[86:87], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v2, 0x1000, v2
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[24:25], v[86:87], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[86:87], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[86:87], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[86:87], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[86:87], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[86:87], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[86:87], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[86:87], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[80:81], v[86:87], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[78:79], v[86:87], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[86:87], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[86:87], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[86:87], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[82:83], v[86:87], s[30:31] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB3_2
.LBB3_3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v24, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v25, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v22, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v23, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v20, off
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v21, off
	v_lshl_add_u64 v[0:1], v[14:15], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v18, off
	v_lshl_add_u64 v[0:1], v[16:17], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v19, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v48, off
	v_lshl_add_u64 v[0:1], v[28:29], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v49, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v46, off
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v47, off
	v_lshl_add_u64 v[0:1], v[34:35], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v44, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v45, off
	v_lshl_add_u64 v[0:1], v[38:39], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v42, off
	v_lshl_add_u64 v[0:1], v[40:41], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v43, off
	v_lshl_add_u64 v[0:1], v[50:51], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v80, off
	v_lshl_add_u64 v[0:1], v[52:53], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v81, off
	v_lshl_add_u64 v[0:1], v[54:55], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v78, off
	v_lshl_add_u64 v[0:1], v[56:57], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v79, off
	v_lshl_add_u64 v[0:1], v[58:59], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v72, off
	v_lshl_add_u64 v[0:1], v[60:61], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v73, off
	v_lshl_add_u64 v[0:1], v[62:63], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v66, off
	v_lshl_add_u64 v[0:1], v[64:65], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v67, off
	v_lshl_add_u64 v[0:1], v[68:69], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v84, off
	v_lshl_add_u64 v[0:1], v[70:71], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v85, off
	v_lshl_add_u64 v[0:1], v[74:75], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v82, off
	v_lshl_add_u64 v[0:1], v[76:77], 2, s[4:5]
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v83, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_28
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 92
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
.Lfunc_end3:
	.size	vgpr_28, .Lfunc_end3-vgpr_28
                                        ; -- End function
	.set vgpr_28.num_vgpr, 92
	.set vgpr_28.num_agpr, 0
	.set vgpr_28.numbered_sgpr, 34
	.set vgpr_28.num_named_barrier, 0
	.set vgpr_28.private_seg_size, 0
	.set vgpr_28.uses_vcc, 0
	.set vgpr_28.uses_flat_scratch, 0
	.set vgpr_28.has_dyn_sized_stack, 0
	.set vgpr_28.has_recursion, 0
	.set vgpr_28.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1752
; TotalNumSgprs: 40
; NumVgprs: 92
; NumAgprs: 0
; TotalNumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 40
; NumVGPRsForWavesPerEU: 92
; AccumOffset: 92
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 22
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_40                 ; -- Begin function vgpr_40
	.globl	vgpr_40
	.p2align	8
	.type	vgpr_40,@function
vgpr_40:                                ; @vgpr_40
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s33, s[0:1], 0x10
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v0, s2, 6, v0
	v_mov_b32_e32 v1, v3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[26:27], v[0:1], 2, s[6:7]
	v_add_u32_e32 v4, 64, v0
	v_mov_b32_e32 v5, v3
	v_add_u32_e32 v6, 0x80, v0
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v8, 0xc0, v0
	v_mov_b32_e32 v9, v3
	v_add_u32_e32 v10, 0x100, v0
	v_mov_b32_e32 v11, v3
	v_add_u32_e32 v12, 0x140, v0
	v_mov_b32_e32 v13, v3
	v_add_u32_e32 v14, 0x180, v0
	v_mov_b32_e32 v15, v3
	v_add_u32_e32 v16, 0x1c0, v0
	v_mov_b32_e32 v17, v3
	v_lshl_add_u64 v[28:29], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[32:33], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[34:35], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[36:37], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[38:39], v[14:15], 2, s[6:7]
	v_lshl_add_u64 v[40:41], v[16:17], 2, s[6:7]
	global_load_dword v25, v[26:27], off
	global_load_dword v24, v[28:29], off
	global_load_dword v23, v[30:31], off
	global_load_dword v22, v[32:33], off
	global_load_dword v21, v[34:35], off
	global_load_dword v20, v[36:37], off
	global_load_dword v19, v[38:39], off
	global_load_dword v18, v[40:41], off
	v_add_u32_e32 v26, 0x200, v0
	v_mov_b32_e32 v27, v3
	v_lshl_add_u64 v[50:51], v[26:27], 2, s[6:7]
	v_add_u32_e32 v28, 0x240, v0
	v_mov_b32_e32 v29, v3
	v_add_u32_e32 v30, 0x280, v0
	v_mov_b32_e32 v31, v3
	v_add_u32_e32 v32, 0x2c0, v0
	v_mov_b32_e32 v33, v3
	v_add_u32_e32 v34, 0x300, v0
	v_mov_b32_e32 v35, v3
	v_add_u32_e32 v36, 0x340, v0
	v_mov_b32_e32 v37, v3
	v_add_u32_e32 v38, 0x380, v0
	v_mov_b32_e32 v39, v3
	v_add_u32_e32 v40, 0x3c0, v0
	v_mov_b32_e32 v41, v3
	v_lshl_add_u64 v[52:53], v[28:29], 2, s[6:7]
	v_lshl_add_u64 v[54:55], v[30:31], 2, s[6:7]
	v_lshl_add_u64 v[56:57], v[32:33], 2, s[6:7]
	v_lshl_add_u64 v[58:59], v[34:35], 2, s[6:7]
	v_lshl_add_u64 v[60:61], v[36:37], 2, s[6:7]
	v_lshl_add_u64 v[62:63], v[38:39], 2, s[6:7]
	v_lshl_add_u64 v[64:65], v[40:41], 2, s[6:7]
	global_load_dword v49, v[50:51], off
	global_load_dword v48, v[52:53], off
	global_load_dword v47, v[54:55], off
	global_load_dword v46, v[56:57], off
	global_load_dword v45, v[58:59], off
	global_load_dword v44, v[60:61], off
	global_load_dword v43, v[62:63], off
                                        ; kill: killed $vgpr52_vgpr53
                                        ; kill: killed $vgpr54_vgpr55
                                        ; kill: killed $vgpr56_vgpr57
                                        ; kill: killed $vgpr58_vgpr59
                                        ; kill: killed $vgpr60_vgpr61
                                        ; kill: killed $vgpr62_vgpr63
                                        ; kill: killed $vgpr50_vgpr51
	global_load_dword v42, v[64:65], off
	v_add_u32_e32 v50, 0x400, v0
	v_mov_b32_e32 v51, v3
	v_add_u32_e32 v52, 0x440, v0
	v_mov_b32_e32 v53, v3
	v_add_u32_e32 v54, 0x480, v0
	v_mov_b32_e32 v55, v3
	v_add_u32_e32 v56, 0x4c0, v0
	v_mov_b32_e32 v57, v3
	v_add_u32_e32 v60, 0x540, v0
	v_mov_b32_e32 v61, v3
	v_lshl_add_u64 v[66:67], v[50:51], 2, s[6:7]
	v_lshl_add_u64 v[68:69], v[52:53], 2, s[6:7]
	v_lshl_add_u64 v[70:71], v[54:55], 2, s[6:7]
	v_lshl_add_u64 v[72:73], v[56:57], 2, s[6:7]
	v_add_u32_e32 v58, 0x500, v0
	v_mov_b32_e32 v59, v3
	v_lshl_add_u64 v[76:77], v[60:61], 2, s[6:7]
	v_add_u32_e32 v62, 0x580, v0
	v_mov_b32_e32 v63, v3
	v_add_u32_e32 v64, 0x5c0, v0
	v_mov_b32_e32 v65, v3
	v_lshl_add_u64 v[74:75], v[58:59], 2, s[6:7]
	v_lshl_add_u64 v[80:81], v[62:63], 2, s[6:7]
	v_lshl_add_u64 v[82:83], v[64:65], 2, s[6:7]
	global_load_dword v85, v[66:67], off
	global_load_dword v84, v[68:69], off
	global_load_dword v79, v[70:71], off
	global_load_dword v78, v[72:73], off
	s_nop 0
	global_load_dword v73, v[74:75], off
	global_load_dword v72, v[76:77], off
	global_load_dword v67, v[80:81], off
	global_load_dword v66, v[82:83], off
	v_add_u32_e32 v68, 0x600, v0
	v_mov_b32_e32 v69, v3
	v_add_u32_e32 v70, 0x640, v0
	v_mov_b32_e32 v71, v3
	v_add_u32_e32 v76, 0x6c0, v0
	v_mov_b32_e32 v77, v3
	v_lshl_add_u64 v[90:91], v[68:69], 2, s[6:7]
	v_lshl_add_u64 v[92:93], v[70:71], 2, s[6:7]
	v_add_u32_e32 v74, 0x680, v0
	v_mov_b32_e32 v75, v3
	v_lshl_add_u64 v[96:97], v[76:77], 2, s[6:7]
	v_add_u32_e32 v80, 0x700, v0
	v_mov_b32_e32 v81, v3
	v_add_u32_e32 v82, 0x740, v0
	v_mov_b32_e32 v83, v3
	v_add_u32_e32 v86, 0x780, v0
	v_mov_b32_e32 v87, v3
	v_add_u32_e32 v88, 0x7c0, v0
	v_mov_b32_e32 v89, v3
	v_lshl_add_u64 v[94:95], v[74:75], 2, s[6:7]
	v_lshl_add_u64 v[98:99], v[80:81], 2, s[6:7]
	v_lshl_add_u64 v[100:101], v[82:83], 2, s[6:7]
	v_lshl_add_u64 v[104:105], v[86:87], 2, s[6:7]
	v_lshl_add_u64 v[106:107], v[88:89], 2, s[6:7]
	global_load_dword v109, v[90:91], off
	global_load_dword v108, v[92:93], off
	global_load_dword v103, v[94:95], off
	global_load_dword v102, v[96:97], off
	s_nop 0
	global_load_dword v97, v[98:99], off
	global_load_dword v96, v[100:101], off
	global_load_dword v91, v[104:105], off
	global_load_dword v90, v[106:107], off
	v_add_u32_e32 v92, 0x800, v0
	v_mov_b32_e32 v93, v3
	v_lshl_add_u64 v[110:111], v[92:93], 2, s[6:7]
	v_add_u32_e32 v94, 0x840, v0
	v_mov_b32_e32 v95, v3
	v_add_u32_e32 v98, 0x880, v0
	v_mov_b32_e32 v99, v3
	v_add_u32_e32 v100, 0x8c0, v0
	v_mov_b32_e32 v101, v3
	v_add_u32_e32 v104, 0x900, v0
	v_mov_b32_e32 v105, v3
	v_add_u32_e32 v106, 0x940, v0
	v_mov_b32_e32 v107, v3
	v_lshl_add_u64 v[112:113], v[94:95], 2, s[6:7]
	v_lshl_add_u64 v[114:115], v[98:99], 2, s[6:7]
	v_lshl_add_u64 v[118:119], v[100:101], 2, s[6:7]
	v_lshl_add_u64 v[122:123], v[104:105], 2, s[6:7]
	v_lshl_add_u64 v[124:125], v[106:107], 2, s[6:7]
	global_load_dword v121, v[110:111], off
	global_load_dword v120, v[112:113], off
	global_load_dword v117, v[114:115], off
	global_load_dword v116, v[118:119], off
	s_nop 0
	global_load_dword v111, v[122:123], off
	global_load_dword v110, v[124:125], off
	v_add_u32_e32 v112, 0x980, v0
	v_mov_b32_e32 v113, v3
	v_lshl_add_u64 v[118:119], v[112:113], 2, s[6:7]
	v_add_u32_e32 v114, 0x9c0, v0
	v_mov_b32_e32 v115, v3
	v_lshl_add_u64 v[122:123], v[114:115], 2, s[6:7]
	global_load_dword v119, v[118:119], off
	s_nop 0
	global_load_dword v118, v[122:123], off
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	s_mov_b32 s0, 2.0
	s_mov_b32 s2, 4.0
	s_mov_b32 s8, 0x40c00000
	s_mov_b32 s10, 0x41000000
	s_mov_b32 s12, 0x41200000
	s_mov_b32 s14, 0x41400000
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s1, 1.0
	s_mov_b32 s3, 0x40400000
	s_mov_b32 s9, 0x40a00000
	s_mov_b32 s11, 0x40e00000
	s_mov_b32 s13, 0x41100000
	s_mov_b32 s15, 0x41300000
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
	v_mov_b32_e32 v2, v0
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[122:123], v[2:3], 2, s[6:7]
	global_load_dword v122, v[122:123], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v2, 0x1000, v2
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[24:25], v[24:25], v[122:123], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[122:123], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[122:123], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[122:123], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[122:123], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[122:123], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[122:123], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[122:123], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[122:123], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[78:79], v[122:123], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[122:123], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[122:123], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[122:123], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[122:123], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[122:123], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[122:123], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[122:123], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[122:123], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[122:123], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[118:119], v[122:123], s[44:45] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB4_2
.LBB4_3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v25, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v24, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v23, off
	v_lshl_add_u64 v[0:1], v[8:9], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v22, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v21, off
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v20, off
	v_lshl_add_u64 v[0:1], v[14:15], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v19, off
	v_lshl_add_u64 v[0:1], v[16:17], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v18, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v49, off
	v_lshl_add_u64 v[0:1], v[28:29], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v48, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v47, off
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v46, off
	v_lshl_add_u64 v[0:1], v[34:35], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v45, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v44, off
	v_lshl_add_u64 v[0:1], v[38:39], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v43, off
	v_lshl_add_u64 v[0:1], v[40:41], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v42, off
	v_lshl_add_u64 v[0:1], v[50:51], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v85, off
	v_lshl_add_u64 v[0:1], v[52:53], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v84, off
	v_lshl_add_u64 v[0:1], v[54:55], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v79, off
	v_lshl_add_u64 v[0:1], v[56:57], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v78, off
	v_lshl_add_u64 v[0:1], v[58:59], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v73, off
	v_lshl_add_u64 v[0:1], v[60:61], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v72, off
	v_lshl_add_u64 v[0:1], v[62:63], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v67, off
	v_lshl_add_u64 v[0:1], v[64:65], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v66, off
	v_lshl_add_u64 v[0:1], v[68:69], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v109, off
	v_lshl_add_u64 v[0:1], v[70:71], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v108, off
	v_lshl_add_u64 v[0:1], v[74:75], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v103, off
	v_lshl_add_u64 v[0:1], v[76:77], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v102, off
	v_lshl_add_u64 v[0:1], v[80:81], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v97, off
	v_lshl_add_u64 v[0:1], v[82:83], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v96, off
	v_lshl_add_u64 v[0:1], v[86:87], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v91, off
	v_lshl_add_u64 v[0:1], v[88:89], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v90, off
	v_lshl_add_u64 v[0:1], v[92:93], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v121, off
	v_lshl_add_u64 v[0:1], v[94:95], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v120, off
	v_lshl_add_u64 v[0:1], v[98:99], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v117, off
	v_lshl_add_u64 v[0:1], v[100:101], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v116, off
	v_lshl_add_u64 v[0:1], v[104:105], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v111, off
	v_lshl_add_u64 v[0:1], v[106:107], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v110, off
	v_lshl_add_u64 v[0:1], v[112:113], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v119, off
	v_lshl_add_u64 v[0:1], v[114:115], 2, s[4:5]
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v118, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_40
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 126
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 128
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
.Lfunc_end4:
	.size	vgpr_40, .Lfunc_end4-vgpr_40
                                        ; -- End function
	.set vgpr_40.num_vgpr, 126
	.set vgpr_40.num_agpr, 0
	.set vgpr_40.numbered_sgpr, 46
	.set vgpr_40.num_named_barrier, 0
	.set vgpr_40.private_seg_size, 0
	.set vgpr_40.uses_vcc, 0
	.set vgpr_40.uses_flat_scratch, 0
	.set vgpr_40.has_dyn_sized_stack, 0
	.set vgpr_40.has_recursion, 0
	.set vgpr_40.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2480
; TotalNumSgprs: 52
; NumVgprs: 126
; NumAgprs: 0
; TotalNumVgprs: 126
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 126
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_60                 ; -- Begin function vgpr_60
	.globl	vgpr_60
	.p2align	8
	.type	vgpr_60,@function
vgpr_60:                                ; @vgpr_60
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s33, s[0:1], 0x10
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v78, s2, 6, v0
	v_mov_b32_e32 v79, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[78:79], 2, s[6:7]
	v_add_u32_e32 v4, 64, v78
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x80, v78
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0xc0, v78
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v10, 0x100, v78
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v12, 0x140, v78
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x180, v78
	v_mov_b32_e32 v15, v1
	v_add_u32_e32 v16, 0x1c0, v78
	v_mov_b32_e32 v17, v1
	scratch_store_dwordx2 off, v[4:5], off  ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:8 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:16 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[10:11], off offset:24 ; 8-byte Folded Spill
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:32 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:40 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	scratch_store_dwordx2 off, v[16:17], off offset:48 ; 8-byte Folded Spill
	v_lshl_add_u64 v[24:25], v[16:17], 2, s[6:7]
	global_load_dword v23, v[2:3], off
	global_load_dword v22, v[4:5], off
	global_load_dword v21, v[6:7], off
	global_load_dword v20, v[8:9], off
	global_load_dword v19, v[10:11], off
	global_load_dword v18, v[12:13], off
	global_load_dword v17, v[14:15], off
	global_load_dword v16, v[24:25], off
	v_add_u32_e32 v2, 0x200, v78
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:56 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x240, v78
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x280, v78
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0x2c0, v78
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v10, 0x300, v78
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v12, 0x340, v78
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x380, v78
	v_mov_b32_e32 v15, v1
	v_add_u32_e32 v24, 0x3c0, v78
	v_mov_b32_e32 v25, v1
	scratch_store_dwordx2 off, v[4:5], off offset:64 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:72 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:80 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[10:11], off offset:88 ; 8-byte Folded Spill
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:96 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:104 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	scratch_store_dwordx2 off, v[24:25], off offset:112 ; 8-byte Folded Spill
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	global_load_dword v47, v[2:3], off
	global_load_dword v46, v[4:5], off
	global_load_dword v45, v[6:7], off
	global_load_dword v44, v[8:9], off
	global_load_dword v43, v[10:11], off
	global_load_dword v42, v[12:13], off
	global_load_dword v41, v[14:15], off
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr2_vgpr3
                                        ; kill: killed $vgpr4_vgpr5
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr8_vgpr9
	global_load_dword v40, v[24:25], off
	v_add_u32_e32 v2, 0x400, v78
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:120 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x440, v78
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x480, v78
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0x4c0, v78
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v10, 0x500, v78
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v12, 0x540, v78
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x580, v78
	v_mov_b32_e32 v15, v1
	v_add_u32_e32 v24, 0x5c0, v78
	v_mov_b32_e32 v25, v1
	scratch_store_dwordx2 off, v[4:5], off offset:128 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:136 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:144 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[10:11], off offset:152 ; 8-byte Folded Spill
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:160 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:168 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	scratch_store_dwordx2 off, v[24:25], off offset:176 ; 8-byte Folded Spill
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	global_load_dword v75, v[2:3], off
	global_load_dword v74, v[4:5], off
	global_load_dword v73, v[6:7], off
	global_load_dword v72, v[8:9], off
	global_load_dword v69, v[10:11], off
	global_load_dword v68, v[12:13], off
	global_load_dword v65, v[14:15], off
	global_load_dword v64, v[24:25], off
	v_add_u32_e32 v2, 0x600, v78
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:184 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x640, v78
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x680, v78
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0x6c0, v78
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v10, 0x700, v78
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v82, 0x740, v78
	v_mov_b32_e32 v83, v1
	v_add_u32_e32 v84, 0x780, v78
	v_mov_b32_e32 v85, v1
	v_add_u32_e32 v86, 0x7c0, v78
	v_mov_b32_e32 v87, v1
	v_add_u32_e32 v90, 0x800, v78
	v_mov_b32_e32 v91, v1
	scratch_store_dwordx2 off, v[4:5], off offset:192 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:200 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:208 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[10:11], off offset:216 ; 8-byte Folded Spill
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[82:83], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[84:85], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[86:87], 2, s[6:7]
	global_load_dword v99, v[2:3], off
	global_load_dword v98, v[4:5], off
	global_load_dword v97, v[6:7], off
	global_load_dword v96, v[8:9], off
	global_load_dword v93, v[10:11], off
	global_load_dword v92, v[12:13], off
	global_load_dword v89, v[14:15], off
	global_load_dword v88, v[24:25], off
	v_lshl_add_u64 v[2:3], v[90:91], 2, s[6:7]
	v_add_u32_e32 v94, 0x840, v78
	v_mov_b32_e32 v95, v1
	v_add_u32_e32 v100, 0x880, v78
	v_mov_b32_e32 v101, v1
	v_add_u32_e32 v102, 0x8c0, v78
	v_mov_b32_e32 v103, v1
	v_add_u32_e32 v104, 0x900, v78
	v_mov_b32_e32 v105, v1
	v_add_u32_e32 v106, 0x940, v78
	v_mov_b32_e32 v107, v1
	v_add_u32_e32 v110, 0x980, v78
	v_mov_b32_e32 v111, v1
	v_lshl_add_u64 v[4:5], v[94:95], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[100:101], 2, s[6:7]
	v_lshl_add_u64 v[8:9], v[102:103], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[104:105], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[106:107], 2, s[6:7]
	global_load_dword v117, v[2:3], off
	global_load_dword v116, v[4:5], off
	global_load_dword v113, v[6:7], off
	global_load_dword v112, v[8:9], off
	global_load_dword v109, v[10:11], off
	global_load_dword v108, v[12:13], off
	v_lshl_add_u64 v[2:3], v[110:111], 2, s[6:7]
	v_add_u32_e32 v114, 0x9c0, v78
	v_mov_b32_e32 v115, v1
	v_add_u32_e32 v120, 0xa00, v78
	v_mov_b32_e32 v121, v1
	v_lshl_add_u64 v[4:5], v[114:115], 2, s[6:7]
	global_load_dword v119, v[2:3], off
	global_load_dword v118, v[4:5], off
	v_lshl_add_u64 v[2:3], v[120:121], 2, s[6:7]
	v_add_u32_e32 v124, 0xa40, v78
	v_mov_b32_e32 v125, v1
	global_load_dword v123, v[2:3], off
	v_lshl_add_u64 v[2:3], v[124:125], 2, s[6:7]
	v_add_u32_e32 v126, 0xa80, v78
	v_mov_b32_e32 v127, v1
	v_add_u32_e32 v4, 0xac0, v78
	v_mov_b32_e32 v5, v1
	global_load_dword v122, v[2:3], off
	v_lshl_add_u64 v[2:3], v[126:127], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[4:5], 2, s[6:7]
	global_load_dword v3, v[2:3], off
	v_add_u32_e32 v10, 0xb40, v78
	global_load_dword v2, v[6:7], off
	v_add_u32_e32 v6, 0xb00, v78
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v11, v1
	v_lshl_add_u64 v[8:9], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[10:11], 2, s[6:7]
	global_load_dword v9, v[8:9], off
	v_add_u32_e32 v24, 0xbc0, v78
	global_load_dword v8, v[12:13], off
	v_add_u32_e32 v12, 0xb80, v78
	v_mov_b32_e32 v13, v1
	v_mov_b32_e32 v25, v1
	v_lshl_add_u64 v[14:15], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[26:27], v[24:25], 2, s[6:7]
	global_load_dword v15, v[14:15], off
	v_add_u32_e32 v30, 0xc40, v78
	global_load_dword v14, v[26:27], off
	v_add_u32_e32 v26, 0xc00, v78
	v_mov_b32_e32 v27, v1
	v_mov_b32_e32 v31, v1
	v_lshl_add_u64 v[28:29], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[32:33], v[30:31], 2, s[6:7]
	global_load_dword v29, v[28:29], off
	v_add_u32_e32 v36, 0xcc0, v78
	global_load_dword v28, v[32:33], off
	v_add_u32_e32 v32, 0xc80, v78
	v_mov_b32_e32 v33, v1
	v_mov_b32_e32 v37, v1
	v_lshl_add_u64 v[34:35], v[32:33], 2, s[6:7]
	v_lshl_add_u64 v[38:39], v[36:37], 2, s[6:7]
	global_load_dword v35, v[34:35], off
	v_add_u32_e32 v50, 0xd40, v78
	global_load_dword v34, v[38:39], off
	v_add_u32_e32 v38, 0xd00, v78
	v_mov_b32_e32 v39, v1
	v_mov_b32_e32 v51, v1
	v_lshl_add_u64 v[48:49], v[38:39], 2, s[6:7]
	v_lshl_add_u64 v[52:53], v[50:51], 2, s[6:7]
	global_load_dword v49, v[48:49], off
	v_add_u32_e32 v56, 0xdc0, v78
	global_load_dword v48, v[52:53], off
	v_add_u32_e32 v52, 0xd80, v78
	v_mov_b32_e32 v53, v1
	v_mov_b32_e32 v57, v1
	v_lshl_add_u64 v[54:55], v[52:53], 2, s[6:7]
	v_lshl_add_u64 v[58:59], v[56:57], 2, s[6:7]
	global_load_dword v55, v[54:55], off
	v_add_u32_e32 v62, 0xe40, v78
	global_load_dword v54, v[58:59], off
	v_add_u32_e32 v58, 0xe00, v78
	v_mov_b32_e32 v59, v1
	v_mov_b32_e32 v63, v1
	v_lshl_add_u64 v[60:61], v[58:59], 2, s[6:7]
	v_lshl_add_u64 v[66:67], v[62:63], 2, s[6:7]
	global_load_dword v61, v[60:61], off
	v_add_u32_e32 v76, 0xec0, v78
	global_load_dword v60, v[66:67], off
	v_add_u32_e32 v66, 0xe80, v78
	v_mov_b32_e32 v67, v1
	v_mov_b32_e32 v77, v1
	v_lshl_add_u64 v[70:71], v[66:67], 2, s[6:7]
	v_lshl_add_u64 v[80:81], v[76:77], 2, s[6:7]
	global_load_dword v71, v[70:71], off
	s_cmp_eq_u32 s33, 0
	global_load_dword v70, v[80:81], off
	s_cbranch_scc1 .LBB5_3
; %bb.1:
	s_mov_b32 s0, 2.0
	s_mov_b32 s2, 4.0
	s_mov_b32 s8, 0x40c00000
	s_mov_b32 s10, 0x41000000
	s_mov_b32 s12, 0x41200000
	s_mov_b32 s14, 0x41400000
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s46, 0x42280000
	s_mov_b32 s48, 0x42300000
	s_mov_b32 s50, 0x42380000
	s_mov_b32 s52, 0x42400000
	s_mov_b32 s54, 0x42480000
	s_mov_b32 s56, 0x42500000
	s_mov_b32 s58, 0x42580000
	s_mov_b32 s60, 0x42600000
	s_mov_b32 s62, 0x42680000
	s_mov_b32 s64, 0x42700000
	s_mov_b32 s1, 1.0
	s_mov_b32 s3, 0x40400000
	s_mov_b32 s9, 0x40a00000
	s_mov_b32 s11, 0x40e00000
	s_mov_b32 s13, 0x41100000
	s_mov_b32 s15, 0x41300000
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
	s_mov_b32 s47, 0x42240000
	s_mov_b32 s49, 0x422c0000
	s_mov_b32 s51, 0x42340000
	s_mov_b32 s53, 0x423c0000
	s_mov_b32 s55, 0x42440000
	s_mov_b32 s57, 0x424c0000
	s_mov_b32 s59, 0x42540000
	s_mov_b32 s61, 0x425c0000
	s_mov_b32 s63, 0x42640000
	s_mov_b32 s65, 0x426c0000
	v_mov_b32_e32 v0, v78
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[80:81], v[0:1], 2, s[6:7]
	global_load_dword v80, v[80:81], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v0, 0x1000, v0
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[22:23], v[80:81], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[80:81], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[80:81], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[80:81], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[80:81], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[80:81], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[80:81], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[80:81], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[74:75], v[80:81], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[80:81], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[80:81], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[80:81], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[80:81], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[80:81], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[92:93], v[80:81], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[88:89], v[80:81], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[80:81], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[80:81], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[80:81], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[118:119], v[80:81], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[80:81], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[80:81], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[80:81], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[80:81], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], v[80:81], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[80:81], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[80:81], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[80:81], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[60:61], v[80:81], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[80:81], s[64:65] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB5_2
.LBB5_3:
	v_lshl_add_u64 v[0:1], v[78:79], 2, s[4:5]
	s_waitcnt vmcnt(62)
	global_store_dword v[0:1], v23, off
	scratch_load_dwordx2 v[0:1], off, off   ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v22, off
	scratch_load_dwordx2 v[0:1], off, off offset:8 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v21, off
	scratch_load_dwordx2 v[0:1], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v20, off
	scratch_load_dwordx2 v[0:1], off, off offset:24 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v19, off
	scratch_load_dwordx2 v[0:1], off, off offset:32 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v18, off
	scratch_load_dwordx2 v[0:1], off, off offset:40 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v17, off
	scratch_load_dwordx2 v[0:1], off, off offset:48 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v16, off
	scratch_load_dwordx2 v[0:1], off, off offset:56 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v47, off
	scratch_load_dwordx2 v[0:1], off, off offset:64 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v46, off
	scratch_load_dwordx2 v[0:1], off, off offset:72 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v45, off
	scratch_load_dwordx2 v[0:1], off, off offset:80 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v44, off
	scratch_load_dwordx2 v[0:1], off, off offset:88 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v43, off
	scratch_load_dwordx2 v[0:1], off, off offset:96 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v42, off
	scratch_load_dwordx2 v[0:1], off, off offset:104 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v41, off
	scratch_load_dwordx2 v[0:1], off, off offset:112 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v40, off
	scratch_load_dwordx2 v[0:1], off, off offset:120 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v75, off
	scratch_load_dwordx2 v[0:1], off, off offset:128 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v74, off
	scratch_load_dwordx2 v[0:1], off, off offset:136 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v73, off
	scratch_load_dwordx2 v[0:1], off, off offset:144 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v72, off
	scratch_load_dwordx2 v[0:1], off, off offset:152 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v69, off
	scratch_load_dwordx2 v[0:1], off, off offset:160 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v68, off
	scratch_load_dwordx2 v[0:1], off, off offset:168 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v65, off
	scratch_load_dwordx2 v[0:1], off, off offset:176 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v64, off
	scratch_load_dwordx2 v[0:1], off, off offset:184 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v99, off
	scratch_load_dwordx2 v[0:1], off, off offset:192 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v98, off
	scratch_load_dwordx2 v[0:1], off, off offset:200 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v97, off
	scratch_load_dwordx2 v[0:1], off, off offset:208 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v96, off
	scratch_load_dwordx2 v[0:1], off, off offset:216 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v93, off
	v_lshl_add_u64 v[0:1], v[82:83], 2, s[4:5]
	global_store_dword v[0:1], v92, off
	v_lshl_add_u64 v[0:1], v[84:85], 2, s[4:5]
	global_store_dword v[0:1], v89, off
	v_lshl_add_u64 v[0:1], v[86:87], 2, s[4:5]
	global_store_dword v[0:1], v88, off
	v_lshl_add_u64 v[0:1], v[90:91], 2, s[4:5]
	global_store_dword v[0:1], v117, off
	v_lshl_add_u64 v[0:1], v[94:95], 2, s[4:5]
	global_store_dword v[0:1], v116, off
	v_lshl_add_u64 v[0:1], v[100:101], 2, s[4:5]
	global_store_dword v[0:1], v113, off
	v_lshl_add_u64 v[0:1], v[102:103], 2, s[4:5]
	global_store_dword v[0:1], v112, off
	v_lshl_add_u64 v[0:1], v[104:105], 2, s[4:5]
	global_store_dword v[0:1], v109, off
	v_lshl_add_u64 v[0:1], v[106:107], 2, s[4:5]
	global_store_dword v[0:1], v108, off
	v_lshl_add_u64 v[0:1], v[110:111], 2, s[4:5]
	global_store_dword v[0:1], v119, off
	v_lshl_add_u64 v[0:1], v[114:115], 2, s[4:5]
	global_store_dword v[0:1], v118, off
	v_lshl_add_u64 v[0:1], v[120:121], 2, s[4:5]
	global_store_dword v[0:1], v123, off
	v_lshl_add_u64 v[0:1], v[124:125], 2, s[4:5]
	global_store_dword v[0:1], v122, off
	v_lshl_add_u64 v[0:1], v[126:127], 2, s[4:5]
	global_store_dword v[0:1], v3, off
	v_lshl_add_u64 v[0:1], v[4:5], 2, s[4:5]
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[12:13], 2, s[4:5]
	global_store_dword v[0:1], v15, off
	v_lshl_add_u64 v[0:1], v[24:25], 2, s[4:5]
	global_store_dword v[0:1], v14, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	global_store_dword v[0:1], v29, off
	v_lshl_add_u64 v[0:1], v[30:31], 2, s[4:5]
	global_store_dword v[0:1], v28, off
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	global_store_dword v[0:1], v35, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	global_store_dword v[0:1], v34, off
	v_lshl_add_u64 v[0:1], v[38:39], 2, s[4:5]
	global_store_dword v[0:1], v49, off
	v_lshl_add_u64 v[0:1], v[50:51], 2, s[4:5]
	global_store_dword v[0:1], v48, off
	v_lshl_add_u64 v[0:1], v[52:53], 2, s[4:5]
	global_store_dword v[0:1], v55, off
	v_lshl_add_u64 v[0:1], v[56:57], 2, s[4:5]
	global_store_dword v[0:1], v54, off
	v_lshl_add_u64 v[0:1], v[58:59], 2, s[4:5]
	global_store_dword v[0:1], v61, off
	v_lshl_add_u64 v[0:1], v[62:63], 2, s[4:5]
	global_store_dword v[0:1], v60, off
	v_lshl_add_u64 v[0:1], v[66:67], 2, s[4:5]
	global_store_dword v[0:1], v71, off
	v_lshl_add_u64 v[0:1], v[76:77], 2, s[4:5]
	global_store_dword v[0:1], v70, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_60
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 228
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 66
		.amdhsa_accum_offset 128
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
.Lfunc_end5:
	.size	vgpr_60, .Lfunc_end5-vgpr_60
                                        ; -- End function
	.set vgpr_60.num_vgpr, 128
	.set vgpr_60.num_agpr, 0
	.set vgpr_60.numbered_sgpr, 66
	.set vgpr_60.num_named_barrier, 0
	.set vgpr_60.private_seg_size, 228
	.set vgpr_60.uses_vcc, 0
	.set vgpr_60.uses_flat_scratch, 0
	.set vgpr_60.has_dyn_sized_stack, 0
	.set vgpr_60.has_recursion, 0
	.set vgpr_60.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3988
; TotalNumSgprs: 72
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 228
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_90                 ; -- Begin function vgpr_90
	.globl	vgpr_90
	.p2align	8
	.type	vgpr_90,@function
vgpr_90:                                ; @vgpr_90
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s33, s[0:1], 0x10
	v_lshl_add_u32 v10, s2, 6, v0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v11, v1
	v_add_u32_e32 v16, 0x180, v10
	v_mov_b32_e32 v17, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], v[10:11], 2, s[6:7]
	v_add_u32_e32 v4, 64, v10
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x80, v10
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0xc0, v10
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v12, 0x100, v10
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x140, v10
	v_mov_b32_e32 v15, v1
	scratch_store_dwordx2 off, v[16:17], off offset:40 ; 8-byte Folded Spill
	v_lshl_add_u64 v[24:25], v[16:17], 2, s[6:7]
	v_add_u32_e32 v16, 0x1c0, v10
	scratch_store_dwordx2 off, v[4:5], off  ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:8 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:16 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:24 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:32 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	scratch_store_dwordx2 off, v[16:17], off offset:48 ; 8-byte Folded Spill
	v_lshl_add_u64 v[26:27], v[16:17], 2, s[6:7]
	global_load_dword v23, v[2:3], off
	global_load_dword v22, v[4:5], off
	global_load_dword v21, v[6:7], off
	global_load_dword v20, v[8:9], off
	global_load_dword v19, v[12:13], off
	global_load_dword v18, v[14:15], off
	global_load_dword v17, v[24:25], off
	global_load_dword v16, v[26:27], off
	v_add_u32_e32 v2, 0x200, v10
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:56 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x240, v10
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x280, v10
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0x2c0, v10
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v12, 0x300, v10
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x340, v10
	v_mov_b32_e32 v15, v1
	v_add_u32_e32 v24, 0x380, v10
	v_mov_b32_e32 v25, v1
	v_add_u32_e32 v26, 0x3c0, v10
	v_mov_b32_e32 v27, v1
	scratch_store_dwordx2 off, v[4:5], off offset:64 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:72 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:80 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:88 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:96 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	scratch_store_dwordx2 off, v[24:25], off offset:104 ; 8-byte Folded Spill
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	scratch_store_dwordx2 off, v[26:27], off offset:112 ; 8-byte Folded Spill
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	global_load_dword v47, v[2:3], off
	global_load_dword v46, v[4:5], off
	global_load_dword v45, v[6:7], off
	global_load_dword v44, v[8:9], off
	global_load_dword v43, v[12:13], off
	global_load_dword v42, v[14:15], off
	global_load_dword v41, v[24:25], off
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr2_vgpr3
                                        ; kill: killed $vgpr4_vgpr5
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr8_vgpr9
                                        ; kill: killed $vgpr12_vgpr13
	global_load_dword v40, v[26:27], off
	v_add_u32_e32 v2, 0x400, v10
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:120 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x440, v10
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x480, v10
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0x4c0, v10
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v12, 0x500, v10
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x540, v10
	v_mov_b32_e32 v15, v1
	v_add_u32_e32 v24, 0x580, v10
	v_mov_b32_e32 v25, v1
	v_add_u32_e32 v26, 0x5c0, v10
	v_mov_b32_e32 v27, v1
	scratch_store_dwordx2 off, v[4:5], off offset:128 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:136 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:144 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:152 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:160 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	scratch_store_dwordx2 off, v[24:25], off offset:168 ; 8-byte Folded Spill
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	scratch_store_dwordx2 off, v[26:27], off offset:176 ; 8-byte Folded Spill
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	global_load_dword v75, v[2:3], off
	global_load_dword v74, v[4:5], off
	global_load_dword v73, v[6:7], off
	global_load_dword v72, v[8:9], off
	global_load_dword v69, v[12:13], off
	global_load_dword v68, v[14:15], off
	global_load_dword v65, v[24:25], off
	global_load_dword v64, v[26:27], off
	v_add_u32_e32 v2, 0x600, v10
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:184 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x640, v10
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x680, v10
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0x6c0, v10
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v12, 0x700, v10
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x740, v10
	v_mov_b32_e32 v15, v1
	v_add_u32_e32 v24, 0x780, v10
	v_mov_b32_e32 v25, v1
	v_add_u32_e32 v26, 0x7c0, v10
	v_mov_b32_e32 v27, v1
	scratch_store_dwordx2 off, v[4:5], off offset:192 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:200 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:208 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:216 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:224 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	scratch_store_dwordx2 off, v[24:25], off offset:232 ; 8-byte Folded Spill
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	scratch_store_dwordx2 off, v[26:27], off offset:240 ; 8-byte Folded Spill
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	global_load_dword v99, v[2:3], off
	global_load_dword v98, v[4:5], off
	global_load_dword v97, v[6:7], off
	global_load_dword v96, v[8:9], off
	global_load_dword v93, v[12:13], off
	global_load_dword v92, v[14:15], off
	global_load_dword v89, v[24:25], off
	global_load_dword v88, v[26:27], off
	v_add_u32_e32 v2, 0x800, v10
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:248 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x840, v10
	v_mov_b32_e32 v5, v1
	v_add_u32_e32 v6, 0x880, v10
	v_mov_b32_e32 v7, v1
	v_add_u32_e32 v8, 0x8c0, v10
	v_mov_b32_e32 v9, v1
	v_add_u32_e32 v12, 0x900, v10
	v_mov_b32_e32 v13, v1
	v_add_u32_e32 v14, 0x940, v10
	v_mov_b32_e32 v15, v1
	scratch_store_dwordx2 off, v[4:5], off offset:256 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:264 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	scratch_store_dwordx2 off, v[8:9], off offset:272 ; 8-byte Folded Spill
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	scratch_store_dwordx2 off, v[12:13], off offset:280 ; 8-byte Folded Spill
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	scratch_store_dwordx2 off, v[14:15], off offset:288 ; 8-byte Folded Spill
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	global_load_dword v117, v[2:3], off
	global_load_dword v116, v[4:5], off
	global_load_dword v113, v[6:7], off
	global_load_dword v112, v[8:9], off
	global_load_dword v109, v[12:13], off
	global_load_dword v108, v[14:15], off
	v_add_u32_e32 v2, 0x980, v10
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:296 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	v_add_u32_e32 v4, 0x9c0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:304 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v119, v[2:3], off
	global_load_dword v118, v[4:5], off
	v_add_u32_e32 v2, 0xa00, v10
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:312 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v123, v[2:3], off
	v_add_u32_e32 v2, 0xa40, v10
	v_mov_b32_e32 v3, v1
	scratch_store_dwordx2 off, v[2:3], off offset:320 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	global_load_dword v122, v[2:3], off
	v_add_u32_e32 v2, 0xa80, v10
	v_mov_b32_e32 v3, v1
	v_add_u32_e32 v4, 0xac0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[2:3], off offset:328 ; 8-byte Folded Spill
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	scratch_store_dwordx2 off, v[4:5], off offset:336 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v3, v[2:3], off
	v_add_u32_e32 v6, 0x11c0, v10
	global_load_dword v2, v[4:5], off
	v_add_u32_e32 v4, 0xb00, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:344 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v9, v[4:5], off
	v_add_u32_e32 v4, 0xb40, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:352 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[4:5], off
	v_add_u32_e32 v4, 0xb80, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:360 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v15, v[4:5], off
	v_add_u32_e32 v4, 0xbc0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:368 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v14, v[4:5], off
	v_add_u32_e32 v4, 0xc00, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:376 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v29, v[4:5], off
	v_add_u32_e32 v4, 0xc40, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:384 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v28, v[4:5], off
	v_add_u32_e32 v4, 0xc80, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:392 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v35, v[4:5], off
	v_add_u32_e32 v4, 0xcc0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:400 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v34, v[4:5], off
	v_add_u32_e32 v4, 0xd00, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:408 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v49, v[4:5], off
	v_add_u32_e32 v4, 0xd40, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:416 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v48, v[4:5], off
	v_add_u32_e32 v4, 0xd80, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:424 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v55, v[4:5], off
	v_add_u32_e32 v4, 0xdc0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:432 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v54, v[4:5], off
	v_add_u32_e32 v4, 0xe00, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:440 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v61, v[4:5], off
	v_add_u32_e32 v4, 0xe40, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:448 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v60, v[4:5], off
	v_add_u32_e32 v4, 0xe80, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:456 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v71, v[4:5], off
	v_add_u32_e32 v4, 0xec0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:464 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v70, v[4:5], off
	v_add_u32_e32 v4, 0xf00, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:472 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v81, v[4:5], off
	v_add_u32_e32 v4, 0xf40, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:480 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v80, v[4:5], off
	v_add_u32_e32 v4, 0xf80, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:488 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v87, v[4:5], off
	v_add_u32_e32 v4, 0xfc0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:496 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v86, v[4:5], off
	v_add_u32_e32 v4, 0x1000, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:504 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v101, v[4:5], off
	v_add_u32_e32 v4, 0x1040, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:512 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v100, v[4:5], off
	v_add_u32_e32 v4, 0x1080, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:520 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v107, v[4:5], off
	v_add_u32_e32 v4, 0x10c0, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:528 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v106, v[4:5], off
	v_add_u32_e32 v4, 0x1100, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:536 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v121, v[4:5], off
	v_add_u32_e32 v4, 0x1140, v10
	v_mov_b32_e32 v5, v1
	scratch_store_dwordx2 off, v[4:5], off offset:544 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v120, v[4:5], off
	v_add_u32_e32 v4, 0x1180, v10
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v7, v1
	scratch_store_dwordx2 off, v[4:5], off offset:552 ; 8-byte Folded Spill
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	scratch_store_dwordx2 off, v[6:7], off offset:560 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v5, v[4:5], off
	v_add_u32_e32 v26, 0x1280, v10
	global_load_dword v4, v[6:7], off
	v_add_u32_e32 v6, 0x1200, v10
	v_mov_b32_e32 v7, v1
	scratch_store_dwordx2 off, v[6:7], off offset:568 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v13, v[6:7], off
	v_add_u32_e32 v6, 0x1240, v10
	v_mov_b32_e32 v7, v1
	scratch_store_dwordx2 off, v[6:7], off offset:576 ; 8-byte Folded Spill
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	v_mov_b32_e32 v27, v1
	global_load_dword v12, v[6:7], off
	v_lshl_add_u64 v[6:7], v[26:27], 2, s[6:7]
	v_add_u32_e32 v32, 0x12c0, v10
	v_mov_b32_e32 v33, v1
	global_load_dword v31, v[6:7], off
	v_lshl_add_u64 v[6:7], v[32:33], 2, s[6:7]
	v_add_u32_e32 v36, 0x1300, v10
	v_mov_b32_e32 v37, v1
	global_load_dword v30, v[6:7], off
	v_lshl_add_u64 v[6:7], v[36:37], 2, s[6:7]
	v_add_u32_e32 v50, 0x1340, v10
	v_mov_b32_e32 v51, v1
	global_load_dword v39, v[6:7], off
	v_lshl_add_u64 v[6:7], v[50:51], 2, s[6:7]
	v_add_u32_e32 v52, 0x1380, v10
	v_mov_b32_e32 v53, v1
	global_load_dword v38, v[6:7], off
	v_lshl_add_u64 v[6:7], v[52:53], 2, s[6:7]
	v_add_u32_e32 v58, 0x13c0, v10
	v_mov_b32_e32 v59, v1
	global_load_dword v57, v[6:7], off
	v_lshl_add_u64 v[6:7], v[58:59], 2, s[6:7]
	v_add_u32_e32 v62, 0x1400, v10
	v_mov_b32_e32 v63, v1
	global_load_dword v56, v[6:7], off
	v_lshl_add_u64 v[6:7], v[62:63], 2, s[6:7]
	v_add_u32_e32 v76, 0x1440, v10
	v_mov_b32_e32 v77, v1
	global_load_dword v67, v[6:7], off
	v_lshl_add_u64 v[6:7], v[76:77], 2, s[6:7]
	v_add_u32_e32 v78, 0x1480, v10
	v_mov_b32_e32 v79, v1
	global_load_dword v66, v[6:7], off
	v_lshl_add_u64 v[6:7], v[78:79], 2, s[6:7]
	v_add_u32_e32 v84, 0x14c0, v10
	v_mov_b32_e32 v85, v1
	global_load_dword v83, v[6:7], off
	v_lshl_add_u64 v[6:7], v[84:85], 2, s[6:7]
	v_add_u32_e32 v90, 0x1500, v10
	v_mov_b32_e32 v91, v1
	global_load_dword v82, v[6:7], off
	v_lshl_add_u64 v[6:7], v[90:91], 2, s[6:7]
	v_add_u32_e32 v102, 0x1540, v10
	v_mov_b32_e32 v103, v1
	global_load_dword v95, v[6:7], off
	v_lshl_add_u64 v[6:7], v[102:103], 2, s[6:7]
	v_add_u32_e32 v104, 0x1580, v10
	v_mov_b32_e32 v105, v1
	global_load_dword v94, v[6:7], off
	v_lshl_add_u64 v[6:7], v[104:105], 2, s[6:7]
	v_add_u32_e32 v114, 0x15c0, v10
	v_mov_b32_e32 v115, v1
	global_load_dword v111, v[6:7], off
	v_lshl_add_u64 v[6:7], v[114:115], 2, s[6:7]
	v_add_u32_e32 v124, 0x1600, v10
	v_mov_b32_e32 v125, v1
	global_load_dword v110, v[6:7], off
	v_lshl_add_u64 v[6:7], v[124:125], 2, s[6:7]
	global_load_dword v127, v[6:7], off
	v_add_u32_e32 v6, 0x1640, v10
	v_mov_b32_e32 v7, v1
	v_lshl_add_u64 v[24:25], v[6:7], 2, s[6:7]
	global_load_dword v126, v[24:25], off
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB6_3
; %bb.1:
	s_mov_b32 s0, 2.0
	s_mov_b32 s2, 4.0
	s_mov_b32 s8, 0x40c00000
	s_mov_b32 s10, 0x41000000
	s_mov_b32 s12, 0x41200000
	s_mov_b32 s14, 0x41400000
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s46, 0x42280000
	s_mov_b32 s48, 0x42300000
	s_mov_b32 s50, 0x42380000
	s_mov_b32 s52, 0x42400000
	s_mov_b32 s54, 0x42480000
	s_mov_b32 s56, 0x42500000
	s_mov_b32 s58, 0x42580000
	s_mov_b32 s60, 0x42600000
	s_mov_b32 s62, 0x42680000
	s_mov_b32 s64, 0x42700000
	s_mov_b32 s66, 0x42780000
	s_mov_b32 s68, 0x42800000
	s_mov_b32 s70, 0x42840000
	s_mov_b32 s72, 0x42880000
	s_mov_b32 s74, 0x428c0000
	s_mov_b32 s76, 0x42900000
	s_mov_b32 s78, 0x42940000
	s_mov_b32 s80, 0x42980000
	s_mov_b32 s82, 0x429c0000
	s_mov_b32 s84, 0x42a00000
	s_mov_b32 s86, 0x42a40000
	s_mov_b32 s88, 0x42a80000
	s_mov_b32 s90, 0x42ac0000
	s_mov_b32 s92, 0x42b00000
	s_mov_b32 s94, 0x42b40000
	s_mov_b32 s1, 1.0
	s_mov_b32 s3, 0x40400000
	s_mov_b32 s9, 0x40a00000
	s_mov_b32 s11, 0x40e00000
	s_mov_b32 s13, 0x41100000
	s_mov_b32 s15, 0x41300000
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
	s_mov_b32 s47, 0x42240000
	s_mov_b32 s49, 0x422c0000
	s_mov_b32 s51, 0x42340000
	s_mov_b32 s53, 0x423c0000
	s_mov_b32 s55, 0x42440000
	s_mov_b32 s57, 0x424c0000
	s_mov_b32 s59, 0x42540000
	s_mov_b32 s61, 0x425c0000
	s_mov_b32 s63, 0x42640000
	s_mov_b32 s65, 0x426c0000
	s_mov_b32 s67, 0x42740000
	s_mov_b32 s69, 0x427c0000
	s_mov_b32 s71, 0x42820000
	s_mov_b32 s73, 0x42860000
	s_mov_b32 s75, 0x428a0000
	s_mov_b32 s77, 0x428e0000
	s_mov_b32 s79, 0x42920000
	s_mov_b32 s81, 0x42960000
	s_mov_b32 s83, 0x429a0000
	s_mov_b32 s85, 0x429e0000
	s_mov_b32 s87, 0x42a20000
	s_mov_b32 s89, 0x42a60000
	s_mov_b32 s91, 0x42aa0000
	s_mov_b32 s93, 0x42ae0000
	s_mov_b32 s95, 0x42b20000
	v_mov_b32_e32 v0, v10
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[24:25], v[0:1], 2, s[6:7]
	global_load_dword v24, v[24:25], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v0, 0x1000, v0
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[22:23], v[22:23], v[24:25], s[0:1] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[24:25], s[2:3] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[24:25], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[24:25], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[24:25], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[24:25], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[24:25], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[24:25], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[74:75], v[24:25], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[24:25], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[24:25], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[24:25], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[24:25], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[24:25], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[92:93], v[24:25], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[88:89], v[24:25], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[24:25], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[24:25], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[24:25], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[118:119], v[24:25], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[24:25], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[24:25], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[24:25], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[24:25], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], v[24:25], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[24:25], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[24:25], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[24:25], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[60:61], v[24:25], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[24:25], s[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[80:81], v[24:25], s[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[86:87], v[24:25], s[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[100:101], v[24:25], s[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[106:107], v[24:25], s[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[24:25], s[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[4:5], v[24:25], s[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[24:25], s[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[24:25], s[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[24:25], s[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[24:25], s[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[24:25], s[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[82:83], v[24:25], s[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[24:25], s[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[24:25], s[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[126:127], v[24:25], s[94:95] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB6_2
.LBB6_3:
	v_lshl_add_u64 v[0:1], v[10:11], 2, s[4:5]
	s_waitcnt vmcnt(62)
	global_store_dword v[0:1], v23, off
	scratch_load_dwordx2 v[0:1], off, off   ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v22, off
	scratch_load_dwordx2 v[0:1], off, off offset:8 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v21, off
	scratch_load_dwordx2 v[0:1], off, off offset:16 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v20, off
	scratch_load_dwordx2 v[0:1], off, off offset:24 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v19, off
	scratch_load_dwordx2 v[0:1], off, off offset:32 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v18, off
	scratch_load_dwordx2 v[0:1], off, off offset:40 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v17, off
	scratch_load_dwordx2 v[0:1], off, off offset:48 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v16, off
	scratch_load_dwordx2 v[0:1], off, off offset:56 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v47, off
	scratch_load_dwordx2 v[0:1], off, off offset:64 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v46, off
	scratch_load_dwordx2 v[0:1], off, off offset:72 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v45, off
	scratch_load_dwordx2 v[0:1], off, off offset:80 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v44, off
	scratch_load_dwordx2 v[0:1], off, off offset:88 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v43, off
	scratch_load_dwordx2 v[0:1], off, off offset:96 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v42, off
	scratch_load_dwordx2 v[0:1], off, off offset:104 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v41, off
	scratch_load_dwordx2 v[0:1], off, off offset:112 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v40, off
	scratch_load_dwordx2 v[0:1], off, off offset:120 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v75, off
	scratch_load_dwordx2 v[0:1], off, off offset:128 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v74, off
	scratch_load_dwordx2 v[0:1], off, off offset:136 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v73, off
	scratch_load_dwordx2 v[0:1], off, off offset:144 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v72, off
	scratch_load_dwordx2 v[0:1], off, off offset:152 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v69, off
	scratch_load_dwordx2 v[0:1], off, off offset:160 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v68, off
	scratch_load_dwordx2 v[0:1], off, off offset:168 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v65, off
	scratch_load_dwordx2 v[0:1], off, off offset:176 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v64, off
	scratch_load_dwordx2 v[0:1], off, off offset:184 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v99, off
	scratch_load_dwordx2 v[0:1], off, off offset:192 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v98, off
	scratch_load_dwordx2 v[0:1], off, off offset:200 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v97, off
	scratch_load_dwordx2 v[0:1], off, off offset:208 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v96, off
	scratch_load_dwordx2 v[0:1], off, off offset:216 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v93, off
	scratch_load_dwordx2 v[0:1], off, off offset:224 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v92, off
	scratch_load_dwordx2 v[0:1], off, off offset:232 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v89, off
	scratch_load_dwordx2 v[0:1], off, off offset:240 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v88, off
	scratch_load_dwordx2 v[0:1], off, off offset:248 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v117, off
	scratch_load_dwordx2 v[0:1], off, off offset:256 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v116, off
	scratch_load_dwordx2 v[0:1], off, off offset:264 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v113, off
	scratch_load_dwordx2 v[0:1], off, off offset:272 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v112, off
	scratch_load_dwordx2 v[0:1], off, off offset:280 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v109, off
	scratch_load_dwordx2 v[0:1], off, off offset:288 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v108, off
	scratch_load_dwordx2 v[0:1], off, off offset:296 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v119, off
	scratch_load_dwordx2 v[0:1], off, off offset:304 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v118, off
	scratch_load_dwordx2 v[0:1], off, off offset:312 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v123, off
	scratch_load_dwordx2 v[0:1], off, off offset:320 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v122, off
	scratch_load_dwordx2 v[0:1], off, off offset:328 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v3, off
	scratch_load_dwordx2 v[0:1], off, off offset:336 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v2, off
	scratch_load_dwordx2 v[0:1], off, off offset:344 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v9, off
	scratch_load_dwordx2 v[0:1], off, off offset:352 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v8, off
	scratch_load_dwordx2 v[0:1], off, off offset:360 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v15, off
	scratch_load_dwordx2 v[0:1], off, off offset:368 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v14, off
	scratch_load_dwordx2 v[0:1], off, off offset:376 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v29, off
	scratch_load_dwordx2 v[0:1], off, off offset:384 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v28, off
	scratch_load_dwordx2 v[0:1], off, off offset:392 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v35, off
	scratch_load_dwordx2 v[0:1], off, off offset:400 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v34, off
	scratch_load_dwordx2 v[0:1], off, off offset:408 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v49, off
	scratch_load_dwordx2 v[0:1], off, off offset:416 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v48, off
	scratch_load_dwordx2 v[0:1], off, off offset:424 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v55, off
	scratch_load_dwordx2 v[0:1], off, off offset:432 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v54, off
	scratch_load_dwordx2 v[0:1], off, off offset:440 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v61, off
	scratch_load_dwordx2 v[0:1], off, off offset:448 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v60, off
	scratch_load_dwordx2 v[0:1], off, off offset:456 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v71, off
	scratch_load_dwordx2 v[0:1], off, off offset:464 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v70, off
	scratch_load_dwordx2 v[0:1], off, off offset:472 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v81, off
	scratch_load_dwordx2 v[0:1], off, off offset:480 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v80, off
	scratch_load_dwordx2 v[0:1], off, off offset:488 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v87, off
	scratch_load_dwordx2 v[0:1], off, off offset:496 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v86, off
	scratch_load_dwordx2 v[0:1], off, off offset:504 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v101, off
	scratch_load_dwordx2 v[0:1], off, off offset:512 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v100, off
	scratch_load_dwordx2 v[0:1], off, off offset:520 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v107, off
	scratch_load_dwordx2 v[0:1], off, off offset:528 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v106, off
	scratch_load_dwordx2 v[0:1], off, off offset:536 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v121, off
	scratch_load_dwordx2 v[0:1], off, off offset:544 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v120, off
	scratch_load_dwordx2 v[0:1], off, off offset:552 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v5, off
	scratch_load_dwordx2 v[0:1], off, off offset:560 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v4, off
	scratch_load_dwordx2 v[0:1], off, off offset:568 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v13, off
	scratch_load_dwordx2 v[0:1], off, off offset:576 ; 8-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[26:27], 2, s[4:5]
	global_store_dword v[0:1], v31, off
	v_lshl_add_u64 v[0:1], v[32:33], 2, s[4:5]
	global_store_dword v[0:1], v30, off
	v_lshl_add_u64 v[0:1], v[36:37], 2, s[4:5]
	global_store_dword v[0:1], v39, off
	v_lshl_add_u64 v[0:1], v[50:51], 2, s[4:5]
	global_store_dword v[0:1], v38, off
	v_lshl_add_u64 v[0:1], v[52:53], 2, s[4:5]
	global_store_dword v[0:1], v57, off
	v_lshl_add_u64 v[0:1], v[58:59], 2, s[4:5]
	global_store_dword v[0:1], v56, off
	v_lshl_add_u64 v[0:1], v[62:63], 2, s[4:5]
	global_store_dword v[0:1], v67, off
	v_lshl_add_u64 v[0:1], v[76:77], 2, s[4:5]
	global_store_dword v[0:1], v66, off
	v_lshl_add_u64 v[0:1], v[78:79], 2, s[4:5]
	global_store_dword v[0:1], v83, off
	v_lshl_add_u64 v[0:1], v[84:85], 2, s[4:5]
	global_store_dword v[0:1], v82, off
	v_lshl_add_u64 v[0:1], v[90:91], 2, s[4:5]
	global_store_dword v[0:1], v95, off
	v_lshl_add_u64 v[0:1], v[102:103], 2, s[4:5]
	global_store_dword v[0:1], v94, off
	v_lshl_add_u64 v[0:1], v[104:105], 2, s[4:5]
	global_store_dword v[0:1], v111, off
	v_lshl_add_u64 v[0:1], v[114:115], 2, s[4:5]
	global_store_dword v[0:1], v110, off
	v_lshl_add_u64 v[0:1], v[124:125], 2, s[4:5]
	global_store_dword v[0:1], v127, off
	v_lshl_add_u64 v[0:1], v[6:7], 2, s[4:5]
	global_store_dword v[0:1], v126, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_90
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 588
		.amdhsa_kernarg_size 20
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
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 128
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
.Lfunc_end6:
	.size	vgpr_90, .Lfunc_end6-vgpr_90
                                        ; -- End function
	.set vgpr_90.num_vgpr, 128
	.set vgpr_90.num_agpr, 0
	.set vgpr_90.numbered_sgpr, 96
	.set vgpr_90.num_named_barrier, 0
	.set vgpr_90.private_seg_size, 588
	.set vgpr_90.uses_vcc, 0
	.set vgpr_90.uses_flat_scratch, 0
	.set vgpr_90.has_dyn_sized_stack, 0
	.set vgpr_90.has_recursion, 0
	.set vgpr_90.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 6564
; TotalNumSgprs: 102
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 588
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
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
	.type	__hip_cuid_66ffd641a9dbe6f7,@object ; @__hip_cuid_66ffd641a9dbe6f7
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_66ffd641a9dbe6f7
__hip_cuid_66ffd641a9dbe6f7:
	.byte	0                               ; 0x0
	.size	__hip_cuid_66ffd641a9dbe6f7, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_66ffd641a9dbe6f7
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_6
    .private_segment_fixed_size: 0
    .sgpr_count:     17
    .sgpr_spill_count: 0
    .symbol:         vgpr_6.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_12
    .private_segment_fixed_size: 0
    .sgpr_count:     23
    .sgpr_spill_count: 0
    .symbol:         vgpr_12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_20
    .private_segment_fixed_size: 0
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         vgpr_20.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_28
    .private_segment_fixed_size: 0
    .sgpr_count:     40
    .sgpr_spill_count: 0
    .symbol:         vgpr_28.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_40
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         vgpr_40.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     126
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_60
    .private_segment_fixed_size: 228
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         vgpr_60.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 56
    .wavefront_size: 64
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
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_90
    .private_segment_fixed_size: 588
    .sgpr_count:     102
    .sgpr_spill_count: 0
    .symbol:         vgpr_90.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 146
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
