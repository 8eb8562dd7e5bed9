	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_81920               ; -- Begin function lds_81920
	.globl	lds_81920
	.p2align	8
	.type	lds_81920,@function
lds_81920:                              ; @lds_81920
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_mul_i32 s3, s2, 0x5000
	v_or_b32_e32 v1, s3, v0
	s_movk_i32 s0, 0xb100
	v_mov_b32_e32 v7, 0x50
	v_cmp_gt_u32_e32 vcc, s0, v1
	s_mov_b64 s[8:9], -1
	v_lshlrev_b32_e32 v6, 2, v0
	v_mov_b32_e32 v1, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_7
; %bb.1:
	v_add_u32_e32 v1, -2, v7
	v_lshrrev_b32_e32 v1, 1, v1
	v_add_u32_e32 v9, 1, v1
	v_or_b32_e32 v1, 0x100, v0
	s_add_i32 s10, s3, 0x200
	s_add_i32 s13, s3, 0x400
	s_add_i32 s15, s3, 0x600
	s_add_i32 s17, s3, 0x800
	s_add_i32 s19, s3, 0xa00
	s_add_i32 s21, s3, 0xc00
	s_add_i32 s23, s3, 0xe00
	s_mov_b32 s12, s3
	v_and_b32_e32 v10, 0x7ffffff8, v9
	s_mov_b32 s11, s10
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	s_mov_b32 s24, s23
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v8, v6
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s3, v2
	v_add_u32_e32 v12, s12, v3
	v_mov_b32_e32 v13, v5
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[28:29], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s10, v2
	v_add_u32_e32 v14, s11, v3
	v_mov_b32_e32 v15, v5
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s13, v2
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	global_load_dword v1, v[28:29], off
	global_load_dword v11, v[12:13], off
	global_load_dword v32, v[30:31], off
	global_load_dword v33, v[14:15], off
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s15, v2
	v_add_u32_e32 v16, s14, v3
	v_mov_b32_e32 v17, v5
	v_add_u32_e32 v18, s16, v3
	v_mov_b32_e32 v19, v5
	v_lshl_add_u64 v[14:15], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s17, v2
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	global_load_dword v28, v[12:13], off
	global_load_dword v29, v[16:17], off
	global_load_dword v30, v[14:15], off
	global_load_dword v31, v[18:19], off
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s19, v2
	v_add_u32_e32 v20, s18, v3
	v_mov_b32_e32 v21, v5
	v_add_u32_e32 v22, s20, v3
	v_mov_b32_e32 v23, v5
	v_lshl_add_u64 v[14:15], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s21, v2
	v_add_u32_e32 v24, s22, v3
	v_mov_b32_e32 v25, v5
	v_add_u32_e32 v26, s24, v3
	v_mov_b32_e32 v27, v5
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	global_load_dword v16, v[12:13], off
	global_load_dword v17, v[20:21], off
	global_load_dword v18, v[14:15], off
	global_load_dword v19, v[22:23], off
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[6:7]
	v_add_u32_e32 v4, s23, v2
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[4:5], 2, s[6:7]
	global_load_dword v4, v[12:13], off
	global_load_dword v20, v[24:25], off
	global_load_dword v21, v[14:15], off
	global_load_dword v22, v[26:27], off
	v_add_u32_e32 v10, -8, v10
	v_cmp_eq_u32_e32 vcc, 0, v10
	v_add_u32_e32 v3, 0x1000, v3
	s_or_b64 s[8:9], vcc, s[8:9]
	v_add_u32_e32 v2, 0x1000, v2
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v8, v1, v11 offset1:4
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v8, v32, v33 offset0:8 offset1:12
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v8, v28, v29 offset0:16 offset1:20
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v8, v30, v31 offset0:24 offset1:28
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v8, v16, v17 offset0:32 offset1:36
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v8, v18, v19 offset0:40 offset1:44
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v8, v4, v20 offset0:48 offset1:52
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v21, v22 offset0:56 offset1:60
	v_add_u32_e32 v8, 0x4000, v8
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b64 exec, exec, s[8:9]
	v_and_b32_e32 v1, 7, v9
	v_cmp_ne_u32_e32 vcc, 0, v1
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB0_6
; %bb.4:
	s_mov_b64 s[10:11], 0
	v_mov_b32_e32 v5, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v4, s3, v2
	v_add_u32_e32 v10, s12, v3
	v_mov_b32_e32 v11, v5
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	global_load_dword v4, v[12:13], off
	global_load_dword v9, v[10:11], off
	v_add_u32_e32 v1, -1, v1
	v_cmp_eq_u32_e32 vcc, 0, v1
	v_add_u32_e32 v3, 0x200, v3
	v_add_u32_e32 v2, 0x200, v2
	s_or_b64 s[10:11], vcc, s[10:11]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v4, v9 offset1:4
	v_add_u32_e32 v8, 0x800, v8
	s_andn2_b64 exec, exec, s[10:11]
	s_cbranch_execnz .LBB0_5
.LBB0_6:
	s_or_b64 exec, exec, s[8:9]
	v_cmp_ne_u32_e32 vcc, v7, v7
	v_lshl_or_b32 v1, v7, 8, v0
	s_orn2_b64 s[8:9], vcc, exec
.LBB0_7:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[8:9]
	s_cbranch_execz .LBB0_10
; %bb.8:
	v_lshlrev_b32_e32 v4, 2, v1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v3, 0
	s_movk_i32 s10, 0x4eff
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v2, s3, v1
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[2:3], 2, s[6:7]
	global_load_dword v5, v[8:9], off
	v_add_u32_e32 v2, 0x100, v1
	v_cmp_lt_u32_e32 vcc, s10, v1
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v1, v2
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v5
	v_add_u32_e32 v4, 0x400, v4
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB0_9
.LBB0_10:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_cmp_ne_u32_e64 s[6:7], 0, 0
	v_mov_b32_e32 v1, 0
	s_barrier
	s_and_saveexec_b64 s[0:1], s[6:7]
	s_cbranch_execz .LBB0_14
; %bb.11:
	v_xor_b32_e32 v2, 0x13ffc, v6
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v1, 0
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v2
	v_add_u32_e32 v3, 0xffffff00, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v2, 0xfffffc00, v2
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB0_12
; %bb.13:
	s_or_b64 exec, exec, s[6:7]
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
	v_lshlrev_b32_e32 v3, 2, v0
	v_or_b32_e32 v2, 0xfffff800, v0
	v_sub_u32_e32 v3, 0x123fc, v3
	s_mov_b64 s[0:1], 0
	s_movk_i32 s3, 0x47ff
.LBB0_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[4:5], v3 offset0:24 offset1:28
	ds_read2st64_b32 v[6:7], v3 offset0:16 offset1:20
	ds_read2st64_b32 v[8:9], v3 offset0:8 offset1:12
	ds_read2st64_b32 v[10:11], v3 offset1:4
	v_add_u32_e32 v2, 0x800, v2
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v1, v1, v4
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v1, v1, v7
	v_add_f32_e32 v1, v1, v6
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v1, v1, v9
	v_add_f32_e32 v1, v1, v8
	v_cmp_lt_u32_e32 vcc, s3, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v11
	v_add_u32_e32 v3, 0xffffe000, v3
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_f32_e32 v1, v1, v10
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB0_15
; %bb.16:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_lshl_or_b32 v4, s2, 8, v0
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_81920
		.amdhsa_group_segment_fixed_size 81920
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 169
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 36
		.amdhsa_reserve_vcc 1
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
	.size	lds_81920, .Lfunc_end0-lds_81920
                                        ; -- End function
	.set lds_81920.num_vgpr, 34
	.set lds_81920.num_agpr, 0
	.set lds_81920.numbered_sgpr, 25
	.set lds_81920.num_named_barrier, 0
	.set lds_81920.private_seg_size, 0
	.set lds_81920.uses_vcc, 1
	.set lds_81920.uses_flat_scratch, 0
	.set lds_81920.has_dyn_sized_stack, 0
	.set lds_81920.has_recursion, 0
	.set lds_81920.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1224
; TotalNumSgprs: 31
; NumVgprs: 34
; NumAgprs: 0
; TotalNumVgprs: 34
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 81920 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 21
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 169
; AccumOffset: 36
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_81920 ; -- Begin function __clang_ocl_kern_imp_lds_81920
	.globl	__clang_ocl_kern_imp_lds_81920
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_81920,@function
__clang_ocl_kern_imp_lds_81920:         ; @__clang_ocl_kern_imp_lds_81920
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_mul_i32 s6, s12, 0x5000
	v_or_b32_e32 v5, s6, v4
	s_movk_i32 s0, 0xb100
	v_mov_b32_e32 v10, v4
	v_mov_b32_e32 v11, 0x50
	v_cmp_gt_u32_e32 vcc, s0, v5
	s_mov_b64 s[2:3], -1
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_7
; %bb.1:
	v_add_u32_e32 v5, -2, v11
	v_lshrrev_b32_e32 v5, 1, v5
	v_add_u32_e32 v13, 1, v5
	v_add_u32_e32 v5, 0x100, v4
	s_add_i32 s4, s6, 0x200
	s_add_i32 s8, s6, 0x400
	s_add_i32 s10, s6, 0x600
	s_add_i32 s13, s6, 0x800
	s_add_i32 s15, s6, 0xa00
	s_add_i32 s17, s6, 0xc00
	s_add_i32 s19, s6, 0xe00
	s_mov_b32 s7, s6
	v_and_b32_e32 v14, 0x7ffffff8, v13
	s_mov_b32 s5, s4
	s_mov_b32 s9, s8
	s_mov_b32 s11, s10
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v9, 0
	v_mov_b64_e32 v[6:7], v[4:5]
	s_trap 2
                                        ; implicit-def: $vgpr12
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s6, v6
	v_add_u32_e32 v16, s7, v7
	v_mov_b32_e32 v17, v9
	v_lshl_add_u64 v[32:33], v[8:9], 2, v[2:3]
	v_add_u32_e32 v8, s4, v6
	v_add_u32_e32 v18, s5, v7
	v_mov_b32_e32 v19, v9
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	v_lshl_add_u64 v[34:35], v[8:9], 2, v[2:3]
	v_add_u32_e32 v8, s8, v6
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	global_load_dword v5, v[32:33], off
	global_load_dword v15, v[16:17], off
	global_load_dword v36, v[34:35], off
	global_load_dword v37, v[18:19], off
	v_lshl_add_u64 v[16:17], v[8:9], 2, v[2:3]
	v_add_u32_e32 v8, s10, v6
	v_add_u32_e32 v20, s9, v7
	v_mov_b32_e32 v21, v9
	v_add_u32_e32 v22, s11, v7
	v_mov_b32_e32 v23, v9
	v_lshl_add_u64 v[18:19], v[8:9], 2, v[2:3]
	v_add_u32_e32 v8, s13, v6
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[2:3]
	global_load_dword v32, v[16:17], off
	global_load_dword v33, v[20:21], off
	global_load_dword v34, v[18:19], off
	global_load_dword v35, v[22:23], off
	v_lshl_add_u64 v[16:17], v[8:9], 2, v[2:3]
	v_add_u32_e32 v8, s15, v6
	v_add_u32_e32 v24, s14, v7
	v_mov_b32_e32 v25, v9
	v_add_u32_e32 v26, s16, v7
	v_mov_b32_e32 v27, v9
	v_lshl_add_u64 v[18:19], v[8:9], 2, v[2:3]
	v_add_u32_e32 v8, s17, v6
	v_add_u32_e32 v28, s18, v7
	v_mov_b32_e32 v29, v9
	v_add_u32_e32 v30, s20, v7
	v_mov_b32_e32 v31, v9
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[2:3]
	global_load_dword v20, v[16:17], off
	global_load_dword v21, v[24:25], off
	global_load_dword v22, v[18:19], off
	global_load_dword v23, v[26:27], off
	v_lshl_add_u64 v[16:17], v[8:9], 2, v[2:3]
	v_add_u32_e32 v8, s19, v6
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[8:9], 2, v[2:3]
	global_load_dword v8, v[16:17], off
	global_load_dword v24, v[28:29], off
	global_load_dword v25, v[18:19], off
	global_load_dword v26, v[30:31], off
	v_add_u32_e32 v14, -8, v14
	v_cmp_eq_u32_e32 vcc, 0, v14
	v_add_u32_e32 v7, 0x1000, v7
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v6, 0x1000, v6
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v12, v5, v15 offset1:4
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v12, v36, v37 offset0:8 offset1:12
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v12, v32, v33 offset0:16 offset1:20
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v12, v34, v35 offset0:24 offset1:28
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v12, v20, v21 offset0:32 offset1:36
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v12, v22, v23 offset0:40 offset1:44
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v12, v8, v24 offset0:48 offset1:52
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v12, v25, v26 offset0:56 offset1:60
	v_add_u32_e32 v12, 0x4000, v12
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v5, 7, v13
	v_cmp_ne_u32_e32 vcc, 0, v5
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB1_6
; %bb.4:
	s_mov_b64 s[4:5], 0
	v_mov_b32_e32 v9, 0
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s6, v6
	v_add_u32_e32 v14, s7, v7
	v_mov_b32_e32 v15, v9
	v_lshl_add_u64 v[16:17], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	global_load_dword v8, v[16:17], off
	global_load_dword v13, v[14:15], off
	v_add_u32_e32 v5, -1, v5
	v_cmp_eq_u32_e32 vcc, 0, v5
	v_add_u32_e32 v7, 0x200, v7
	v_add_u32_e32 v6, 0x200, v6
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v12, v8, v13 offset1:4
	v_add_u32_e32 v12, 0x800, v12
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_5
.LBB1_6:
	s_or_b64 exec, exec, s[2:3]
	v_cmp_ne_u32_e32 vcc, v11, v11
	v_lshl_add_u32 v5, v11, 8, v4
	s_orn2_b64 s[2:3], vcc, exec
.LBB1_7:
	s_or_b64 exec, exec, s[0:1]
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_10
; %bb.8:
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v7, 0
	s_movk_i32 s4, 0x4eff
	s_trap 2
                                        ; implicit-def: $vgpr8
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s6, v5
	v_lshl_add_u64 v[12:13], v[6:7], 2, v[2:3]
	global_load_dword v9, v[12:13], off
	v_add_u32_e32 v6, 0x100, v5
	v_cmp_lt_u32_e32 vcc, s4, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	ds_write_b32 v8, v9
	v_add_u32_e32 v8, 0x400, v8
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_9
.LBB1_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_ne_u32_e64 s[2:3], 0, 0
	v_mov_b32_e32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], s[2:3]
	s_cbranch_execz .LBB1_14
; %bb.11:
	v_add_u32_e32 v10, 0, v4
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB1_12:                               ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v5
	v_add_u32_e32 v3, 0xffffff00, v3
	v_cmp_eq_u32_e32 vcc, 0, v3
	v_add_u32_e32 v5, 0xfffffc00, v5
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v6
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_12
; %bb.13:
	s_or_b64 exec, exec, s[2:3]
.LBB1_14:
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v3, 0xfffff800, v10
	s_mov_b64 s[0:1], 0
	s_movk_i32 s2, 0x47ff
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB1_15:                               ; =>This Inner Loop Header: Depth=1
	ds_read2st64_b32 v[6:7], v5 offset0:24 offset1:28
	ds_read2st64_b32 v[8:9], v5 offset0:16 offset1:20
	ds_read2st64_b32 v[10:11], v5 offset0:8 offset1:12
	ds_read2st64_b32 v[12:13], v5 offset1:4
	v_add_u32_e32 v3, 0x800, v3
	s_waitcnt lgkmcnt(3)
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v2, v2, v6
	s_waitcnt lgkmcnt(2)
	v_add_f32_e32 v2, v2, v9
	v_add_f32_e32 v2, v2, v8
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v2, v2, v11
	v_add_f32_e32 v2, v2, v10
	v_cmp_lt_u32_e32 vcc, s2, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v13
	v_add_u32_e32 v5, 0xffffe000, v5
	s_or_b64 s[0:1], vcc, s[0:1]
	v_add_f32_e32 v2, v2, v12
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB1_15
; %bb.16:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u32 v4, s12, 8, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_81920, .Lfunc_end1-__clang_ocl_kern_imp_lds_81920
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_81920.num_vgpr, 38
	.set __clang_ocl_kern_imp_lds_81920.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_81920.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_81920.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_81920.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_81920.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_81920.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_81920.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_81920.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_81920.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1208
; TotalNumSgprs: 38
; NumVgprs: 38
; NumAgprs: 0
; TotalNumVgprs: 38
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_131072              ; -- Begin function lds_131072
	.globl	lds_131072
	.p2align	8
	.type	lds_131072,@function
lds_131072:                             ; @lds_131072
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_lshl_b32 s0, s2, 15
	v_or_b32_e32 v1, 0x100, v0
	s_or_b32 s9, s0, 0x200
	s_or_b32 s11, s0, 0x400
	s_or_b32 s13, s0, 0x600
	s_or_b32 s15, s0, 0x800
	s_or_b32 s17, s0, 0xa00
	s_or_b32 s19, s0, 0xc00
	s_or_b32 s21, s0, 0xe00
	v_lshlrev_b32_e32 v4, 2, v0
	s_mov_b32 s3, 0
	s_mov_b32 s1, s0
	s_mov_b32 s8, 64
	s_mov_b32 s10, s9
	s_mov_b32 s12, s11
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	s_mov_b32 s20, s19
	s_mov_b32 s22, s21
	v_mov_b32_e32 v5, v4
	v_mov_b64_e32 v[2:3], v[0:1]
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s1, v3
	v_add_u32_e32 v8, s0, v2
	v_mov_b32_e32 v9, s3
	v_mov_b32_e32 v7, s3
	v_add_u32_e32 v10, s10, v3
	v_add_u32_e32 v12, s9, v2
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v11, s3
	v_add_u32_e32 v14, s12, v3
	v_add_u32_e32 v16, s11, v2
	v_mov_b32_e32 v17, s3
	v_mov_b32_e32 v15, s3
	v_add_u32_e32 v18, s14, v3
	v_add_u32_e32 v20, s13, v2
	v_mov_b32_e32 v21, s3
	v_mov_b32_e32 v19, s3
	v_add_u32_e32 v22, s16, v3
	v_add_u32_e32 v24, s15, v2
	v_mov_b32_e32 v25, s3
	v_mov_b32_e32 v23, s3
	v_add_u32_e32 v26, s18, v3
	v_add_u32_e32 v28, s17, v2
	v_mov_b32_e32 v29, s3
	v_mov_b32_e32 v27, s3
	v_add_u32_e32 v30, s20, v3
	v_add_u32_e32 v32, s19, v2
	v_mov_b32_e32 v33, s3
	v_mov_b32_e32 v31, s3
	v_add_u32_e32 v34, s22, v3
	v_add_u32_e32 v36, s21, v2
	v_mov_b32_e32 v37, s3
	v_mov_b32_e32 v35, s3
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[6:7]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[6:7]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[6:7]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[6:7]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[6:7]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[6:7]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[6:7]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[6:7]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[6:7]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[6:7]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[6:7]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[6:7]
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[6:7]
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[6:7]
	global_load_dword v1, v[8:9], off
	global_load_dword v38, v[6:7], off
	global_load_dword v39, v[12:13], off
	global_load_dword v40, v[10:11], off
	global_load_dword v41, v[16:17], off
	global_load_dword v42, v[14:15], off
	global_load_dword v43, v[20:21], off
	global_load_dword v44, v[18:19], off
	global_load_dword v45, v[24:25], off
	global_load_dword v46, v[22:23], off
	global_load_dword v47, v[28:29], off
	global_load_dword v48, v[26:27], off
	global_load_dword v49, v[32:33], off
	global_load_dword v50, v[30:31], off
	global_load_dword v51, v[36:37], off
                                        ; kill: killed $vgpr20_vgpr21
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr36_vgpr37
                                        ; kill: killed $vgpr6_vgpr7
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr8_vgpr9
                                        ; kill: killed $vgpr18_vgpr19
                                        ; kill: killed $vgpr12_vgpr13
                                        ; kill: killed $vgpr22_vgpr23
                                        ; kill: killed $vgpr16_vgpr17
                                        ; kill: killed $vgpr26_vgpr27
	global_load_dword v6, v[34:35], off
	s_add_i32 s8, s8, -8
	v_add_u32_e32 v3, 0x1000, v3
	v_add_u32_e32 v2, 0x1000, v2
	s_cmp_lg_u32 s8, 0
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v5, v1, v38 offset1:4
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v5, v39, v40 offset0:8 offset1:12
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v5, v41, v42 offset0:16 offset1:20
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v5, v43, v44 offset0:24 offset1:28
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v5, v45, v46 offset0:32 offset1:36
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v5, v47, v48 offset0:40 offset1:44
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v5, v49, v50 offset0:48 offset1:52
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v5, v51, v6 offset0:56 offset1:60
	v_add_u32_e32 v5, 0x4000, v5
	s_cbranch_scc1 .LBB2_1
; %bb.2:
	s_mov_b32 s3, 0
	s_cmp_eq_u32 0, 0
	s_mov_b32 s8, 0
	s_cbranch_scc1 .LBB2_4
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v8, s0, v2
	v_mov_b32_e32 v9, s8
	v_add_u32_e32 v6, s1, v3
	v_mov_b32_e32 v7, s8
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[6:7]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	global_load_dword v1, v[8:9], off
	global_load_dword v10, v[6:7], off
	s_add_i32 s3, s3, -1
	v_add_u32_e32 v3, 0x200, v3
	v_add_u32_e32 v2, 0x200, v2
	s_cmp_lg_u32 s3, 0
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v5, v1, v10 offset1:4
	v_add_u32_e32 v5, 0x800, v5
	s_cbranch_scc1 .LBB2_3
.LBB2_4:
	s_cbranch_execnz .LBB2_8
; %bb.5:
	s_movk_i32 s1, 0x80
	v_lshl_or_b32 v2, s1, 8, v0
	v_add_u32_e32 v1, 0xffffff00, v2
	v_add_u32_e32 v2, s0, v2
	v_mov_b32_e32 v3, 0
	v_or_b32_e32 v5, 0x20000, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[6:7]
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[6:7], 0x400
	s_movk_i32 s3, 0x7eff
.LBB2_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v6, v[2:3], off
	v_add_u32_e32 v1, 0x100, v1
	v_cmp_lt_u32_e32 vcc, s3, v1
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[6:7]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v6
	v_add_u32_e32 v5, 0x400, v5
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB2_6
; %bb.7:
	s_or_b64 exec, exec, s[0:1]
.LBB2_8:
	v_or_b32_e32 v2, 0xffffff00, v0
	v_sub_u32_e32 v3, 0x1fffc, v4
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v1, 0
	s_movk_i32 s3, 0x7eff
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v4, v3
	v_add_u32_e32 v2, 0x100, v2
	v_cmp_lt_u32_e32 vcc, s3, v2
	v_add_u32_e32 v3, 0xfffffc00, v3
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB2_9
; %bb.10:
	s_or_b64 exec, exec, s[0:1]
	v_mov_b32_e32 v2, s4
	v_mov_b32_e32 v3, s5
	v_lshl_or_b32 v4, s2, 8, v0
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[2:3], v[4:5], 2, v[2:3]
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_131072
		.amdhsa_group_segment_fixed_size 131072
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 52
		.amdhsa_reserve_vcc 1
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
	.size	lds_131072, .Lfunc_end2-lds_131072
                                        ; -- End function
	.set lds_131072.num_vgpr, 52
	.set lds_131072.num_agpr, 0
	.set lds_131072.numbered_sgpr, 23
	.set lds_131072.num_named_barrier, 0
	.set lds_131072.private_seg_size, 0
	.set lds_131072.uses_vcc, 1
	.set lds_131072.uses_flat_scratch, 0
	.set lds_131072.has_dyn_sized_stack, 0
	.set lds_131072.has_recursion, 0
	.set lds_131072.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1016
; TotalNumSgprs: 29
; NumVgprs: 52
; NumAgprs: 0
; TotalNumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 131072 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 52
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_131072 ; -- Begin function __clang_ocl_kern_imp_lds_131072
	.globl	__clang_ocl_kern_imp_lds_131072
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_131072,@function
__clang_ocl_kern_imp_lds_131072:        ; @__clang_ocl_kern_imp_lds_131072
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_lshl_b32 s0, s12, 15
	v_or_b32_e32 v5, 0x100, v4
	s_or_b32 s4, s0, 0x200
	s_or_b32 s6, s0, 0x400
	s_or_b32 s8, s0, 0x600
	s_or_b32 s10, s0, 0x800
	s_or_b32 s13, s0, 0xa00
	s_or_b32 s15, s0, 0xc00
	s_or_b32 s17, s0, 0xe00
	s_mov_b32 s2, 0
	s_mov_b32 s1, s0
	s_mov_b32 s3, 64
	s_mov_b32 s5, s4
	s_mov_b32 s7, s6
	s_mov_b32 s9, s8
	s_mov_b32 s11, s10
	s_mov_b32 s14, s13
	s_mov_b32 s16, s15
	s_mov_b32 s18, s17
	v_mov_b64_e32 v[6:7], v[4:5]
	s_trap 2
                                        ; implicit-def: $vgpr8
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v10, s1, v7
	v_add_u32_e32 v12, s0, v6
	v_mov_b32_e32 v13, s2
	v_mov_b32_e32 v11, s2
	v_add_u32_e32 v14, s5, v7
	v_add_u32_e32 v16, s4, v6
	v_mov_b32_e32 v17, s2
	v_mov_b32_e32 v15, s2
	v_add_u32_e32 v18, s7, v7
	v_add_u32_e32 v20, s6, v6
	v_mov_b32_e32 v21, s2
	v_mov_b32_e32 v19, s2
	v_add_u32_e32 v22, s9, v7
	v_add_u32_e32 v24, s8, v6
	v_mov_b32_e32 v25, s2
	v_mov_b32_e32 v23, s2
	v_add_u32_e32 v26, s11, v7
	v_add_u32_e32 v28, s10, v6
	v_mov_b32_e32 v29, s2
	v_mov_b32_e32 v27, s2
	v_add_u32_e32 v30, s14, v7
	v_add_u32_e32 v32, s13, v6
	v_mov_b32_e32 v33, s2
	v_mov_b32_e32 v31, s2
	v_add_u32_e32 v34, s16, v7
	v_add_u32_e32 v36, s15, v6
	v_mov_b32_e32 v37, s2
	v_mov_b32_e32 v35, s2
	v_add_u32_e32 v38, s18, v7
	v_add_u32_e32 v48, s17, v6
	v_mov_b32_e32 v49, s2
	v_mov_b32_e32 v39, s2
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[2:3]
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[2:3]
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[2:3]
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[2:3]
	v_lshl_add_u64 v[34:35], v[34:35], 2, v[2:3]
	v_lshl_add_u64 v[48:49], v[48:49], 2, v[2:3]
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[2:3]
	global_load_dword v5, v[12:13], off
	global_load_dword v9, v[10:11], off
	global_load_dword v50, v[16:17], off
	global_load_dword v51, v[14:15], off
	global_load_dword v52, v[20:21], off
	global_load_dword v53, v[18:19], off
	global_load_dword v54, v[24:25], off
	global_load_dword v55, v[22:23], off
	global_load_dword v64, v[28:29], off
	global_load_dword v65, v[26:27], off
	global_load_dword v66, v[32:33], off
	global_load_dword v67, v[30:31], off
	global_load_dword v68, v[36:37], off
	global_load_dword v69, v[34:35], off
	global_load_dword v70, v[48:49], off
                                        ; kill: killed $vgpr22_vgpr23
                                        ; kill: killed $vgpr32_vgpr33
                                        ; kill: killed $vgpr16_vgpr17
                                        ; kill: killed $vgpr26_vgpr27
                                        ; kill: killed $vgpr36_vgpr37
                                        ; kill: killed $vgpr10_vgpr11
                                        ; kill: killed $vgpr20_vgpr21
                                        ; kill: killed $vgpr30_vgpr31
                                        ; kill: killed $vgpr48_vgpr49
                                        ; kill: killed $vgpr14_vgpr15
                                        ; kill: killed $vgpr24_vgpr25
                                        ; kill: killed $vgpr34_vgpr35
                                        ; kill: killed $vgpr18_vgpr19
                                        ; kill: killed $vgpr28_vgpr29
                                        ; kill: killed $vgpr12_vgpr13
	global_load_dword v10, v[38:39], off
	s_add_i32 s3, s3, -8
	v_add_u32_e32 v7, 0x1000, v7
	v_add_u32_e32 v6, 0x1000, v6
	s_cmp_lg_u32 s3, 0
	s_waitcnt vmcnt(14)
	ds_write2st64_b32 v8, v5, v9 offset1:4
	s_waitcnt vmcnt(12)
	ds_write2st64_b32 v8, v50, v51 offset0:8 offset1:12
	s_waitcnt vmcnt(10)
	ds_write2st64_b32 v8, v52, v53 offset0:16 offset1:20
	s_waitcnt vmcnt(8)
	ds_write2st64_b32 v8, v54, v55 offset0:24 offset1:28
	s_waitcnt vmcnt(6)
	ds_write2st64_b32 v8, v64, v65 offset0:32 offset1:36
	s_waitcnt vmcnt(4)
	ds_write2st64_b32 v8, v66, v67 offset0:40 offset1:44
	s_waitcnt vmcnt(2)
	ds_write2st64_b32 v8, v68, v69 offset0:48 offset1:52
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v70, v10 offset0:56 offset1:60
	v_add_u32_e32 v8, 0x4000, v8
	s_cbranch_scc1 .LBB3_1
; %bb.2:
	s_mov_b32 s2, 0
	s_cmp_eq_u32 0, 0
	s_mov_b32 s3, 0
	s_cbranch_scc1 .LBB3_4
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v12, s0, v6
	v_mov_b32_e32 v13, s3
	v_add_u32_e32 v10, s1, v7
	v_mov_b32_e32 v11, s3
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	global_load_dword v5, v[12:13], off
	global_load_dword v9, v[10:11], off
	s_add_i32 s2, s2, -1
	v_add_u32_e32 v7, 0x200, v7
	v_add_u32_e32 v6, 0x200, v6
	s_cmp_lg_u32 s2, 0
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v8, v5, v9 offset1:4
	v_add_u32_e32 v8, 0x800, v8
	s_cbranch_scc1 .LBB3_3
.LBB3_4:
	s_cbranch_execnz .LBB3_8
; %bb.5:
	s_movk_i32 s1, 0x80
	v_lshl_add_u32 v6, s1, 8, v4
	v_add_u32_e32 v5, 0xffffff00, v6
	v_add_u32_e32 v6, s0, v6
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[2:3]
	s_mov_b64 s[0:1], 0
	s_mov_b64 s[2:3], 0x400
	s_movk_i32 s4, 0x7eff
	s_trap 2
                                        ; implicit-def: $vgpr6
.LBB3_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v7, v[2:3], off
	v_add_u32_e32 v5, 0x100, v5
	v_cmp_lt_u32_e32 vcc, s4, v5
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[2:3]
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt vmcnt(0)
	ds_write_b32 v6, v7
	v_add_u32_e32 v6, 0x400, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB3_6
; %bb.7:
	s_or_b64 exec, exec, s[0:1]
.LBB3_8:
	v_add_u32_e32 v3, 0xffffff00, v4
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v2, 0
	s_movk_i32 s2, 0x7eff
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB3_9:                                ; =>This Inner Loop Header: Depth=1
	ds_read_b32 v6, v5
	v_add_u32_e32 v3, 0x100, v3
	v_cmp_lt_u32_e32 vcc, s2, v3
	v_add_u32_e32 v5, 0xfffffc00, v5
	s_or_b64 s[0:1], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v6
	s_andn2_b64 exec, exec, s[0:1]
	s_cbranch_execnz .LBB3_9
; %bb.10:
	s_or_b64 exec, exec, s[0:1]
	v_lshl_add_u32 v4, s12, 8, v4
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_store_dword v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds_131072, .Lfunc_end3-__clang_ocl_kern_imp_lds_131072
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_131072.num_vgpr, 71
	.set __clang_ocl_kern_imp_lds_131072.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_131072.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_131072.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_131072.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_131072.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_131072.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_131072.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_131072.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_131072.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1000
; TotalNumSgprs: 38
; NumVgprs: 71
; NumAgprs: 0
; TotalNumVgprs: 71
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 71
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 81920
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lds_81920
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     31
    .sgpr_spill_count: 0
    .symbol:         lds_81920.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     34
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 131072
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lds_131072
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         lds_131072.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
