	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_32x32x8            ; -- Begin function mfma_32x32x8
	.globl	mfma_32x32x8
	.p2align	8
	.type	mfma_32x32x8,@function
mfma_32x32x8:                           ; @mfma_32x32x8
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x18
	v_lshl_add_u32 v18, s2, 6, v0
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[0:1], 6, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[16:17], s[4:5], 0, v[0:1]
	global_load_dwordx4 v[12:15], v[16:17], off offset:48
	global_load_dwordx4 v[8:11], v[16:17], off offset:32
	global_load_dwordx4 v[4:7], v[16:17], off offset:16
	global_load_dwordx4 v[0:3], v[16:17], off
	s_cmp_eq_u32 s3, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[20:21], 3, v[18:19]
	v_lshl_add_u64 v[22:23], s[6:7], 0, v[20:21]
	global_load_dwordx2 v[22:23], v[22:23], off
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[20:21], s[0:1], 0, v[20:21]
	global_load_dwordx2 v[20:21], v[20:21], off
	s_add_i32 s3, s3, -1
	s_cmp_lg_u32 s3, 0
	v_add_u32_e32 v18, 64, v18
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[0:15], v[22:23], v[20:21], v[0:15]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_waitcnt vmcnt(3)
	s_nop 9
	global_store_dwordx4 v[16:17], v[12:15], off offset:48
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[16:17], v[8:11], off offset:32
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[16:17], v[4:7], off offset:16
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[16:17], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 24
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
	.size	mfma_32x32x8, .Lfunc_end0-mfma_32x32x8
                                        ; -- End function
	.set mfma_32x32x8.num_vgpr, 24
	.set mfma_32x32x8.num_agpr, 0
	.set mfma_32x32x8.numbered_sgpr, 8
	.set mfma_32x32x8.num_named_barrier, 0
	.set mfma_32x32x8.private_seg_size, 0
	.set mfma_32x32x8.uses_vcc, 0
	.set mfma_32x32x8.uses_flat_scratch, 0
	.set mfma_32x32x8.has_dyn_sized_stack, 0
	.set mfma_32x32x8.has_recursion, 0
	.set mfma_32x32x8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 224
; TotalNumSgprs: 14
; NumVgprs: 24
; NumAgprs: 0
; TotalNumVgprs: 24
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 24
; AccumOffset: 24
; Occupancy: 8
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 5
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mfma_32x32x8 ; -- Begin function __clang_ocl_kern_imp_mfma_32x32x8
	.globl	__clang_ocl_kern_imp_mfma_32x32x8
	.p2align	2
	.type	__clang_ocl_kern_imp_mfma_32x32x8,@function
__clang_ocl_kern_imp_mfma_32x32x8:      ; @__clang_ocl_kern_imp_mfma_32x32x8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v24, s12, 6, v7
	v_mov_b32_e32 v25, 0
	v_lshlrev_b64 v[8:9], 6, v[24:25]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[8:9]
	global_load_dwordx4 v[20:23], v[0:1], off offset:48
	global_load_dwordx4 v[16:19], v[0:1], off offset:32
	global_load_dwordx4 v[12:15], v[0:1], off offset:16
	global_load_dwordx4 v[8:11], v[0:1], off
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	s_mov_b64 s[2:3], 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[26:27], 3, v[24:25]
	v_lshl_add_u64 v[28:29], v[2:3], 0, v[26:27]
	global_load_dwordx2 v[28:29], v[28:29], off
	v_lshl_add_u64 v[26:27], v[4:5], 0, v[26:27]
	global_load_dwordx2 v[26:27], v[26:27], off
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v24, 64, v24
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8_f16 v[8:23], v[28:29], v[26:27], v[8:23]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
.LBB1_4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(3)
	s_nop 6
	global_store_dwordx4 v[0:1], v[20:23], off offset:48
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[0:1], v[16:19], off offset:32
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[0:1], v[12:15], off offset:16
	s_waitcnt vmcnt(3)
	global_store_dwordx4 v[0:1], v[8:11], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_mfma_32x32x8, .Lfunc_end1-__clang_ocl_kern_imp_mfma_32x32x8
                                        ; -- End function
	.set __clang_ocl_kern_imp_mfma_32x32x8.num_vgpr, 32
	.set __clang_ocl_kern_imp_mfma_32x32x8.num_agpr, 0
	.set __clang_ocl_kern_imp_mfma_32x32x8.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mfma_32x32x8.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mfma_32x32x8.private_seg_size, 0
	.set __clang_ocl_kern_imp_mfma_32x32x8.uses_vcc, 1
	.set __clang_ocl_kern_imp_mfma_32x32x8.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mfma_32x32x8.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mfma_32x32x8.has_recursion, 0
	.set __clang_ocl_kern_imp_mfma_32x32x8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 232
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
	.text
	.protected	mfma_16x16x16           ; -- Begin function mfma_16x16x16
	.globl	mfma_16x16x16
	.p2align	8
	.type	mfma_16x16x16,@function
mfma_16x16x16:                          ; @mfma_16x16x16
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x18
	v_lshl_add_u32 v10, s2, 6, v0
	v_mov_b32_e32 v11, 0
	v_add_u32_e32 v0, 64, v10
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[8:9], v[10:11], 4, s[4:5]
	v_mov_b32_e32 v1, v11
	v_lshl_add_u64 v[12:13], v[0:1], 4, s[4:5]
	global_load_dwordx4 v[0:3], v[8:9], off
	global_load_dwordx4 v[4:7], v[12:13], off
	s_cmp_eq_u32 s3, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_load_dwordx2 s[0:1], s[0:1], 0x10
	v_lshlrev_b64 v[12:13], 3, v[10:11]
	v_lshl_add_u64 v[16:17], s[6:7], 0, v[12:13]
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[18:19], s[0:1], 0, v[12:13]
	global_load_dwordx2 v[12:13], v[18:19], off
	global_load_dwordx2 v[14:15], v[16:17], off
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[16:17], 3, v[10:11]
	v_lshl_add_u64 v[18:19], s[6:7], 0, v[16:17]
	v_lshl_add_u64 v[16:17], s[0:1], 0, v[16:17]
	global_load_dwordx2 v[16:17], v[16:17], off
	s_add_i32 s3, s3, -1
	s_cmp_lg_u32 s3, 0
	v_add_u32_e32 v10, 64, v10
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[4:7], v[14:15], v[16:17], v[4:7]
	global_load_dwordx2 v[16:17], v[18:19], off
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[12:13], v[0:3]
	s_cbranch_scc1 .LBB2_2
.LBB2_3:
	s_waitcnt vmcnt(0)
	s_nop 5
	v_pk_add_f32 v[2:3], v[2:3], v[6:7]
	v_pk_add_f32 v[0:1], v[0:1], v[4:5]
	global_store_dwordx4 v[8:9], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_16x16x16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
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
		.amdhsa_next_free_vgpr 20
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 20
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
	.size	mfma_16x16x16, .Lfunc_end2-mfma_16x16x16
                                        ; -- End function
	.set mfma_16x16x16.num_vgpr, 20
	.set mfma_16x16x16.num_agpr, 0
	.set mfma_16x16x16.numbered_sgpr, 8
	.set mfma_16x16x16.num_named_barrier, 0
	.set mfma_16x16x16.private_seg_size, 0
	.set mfma_16x16x16.uses_vcc, 0
	.set mfma_16x16x16.uses_flat_scratch, 0
	.set mfma_16x16x16.has_dyn_sized_stack, 0
	.set mfma_16x16x16.has_recursion, 0
	.set mfma_16x16x16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 248
; TotalNumSgprs: 14
; NumVgprs: 20
; NumAgprs: 0
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
; AccumOffset: 20
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 4
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mfma_16x16x16 ; -- Begin function __clang_ocl_kern_imp_mfma_16x16x16
	.globl	__clang_ocl_kern_imp_mfma_16x16x16
	.p2align	2
	.type	__clang_ocl_kern_imp_mfma_16x16x16,@function
__clang_ocl_kern_imp_mfma_16x16x16:     ; @__clang_ocl_kern_imp_mfma_16x16x16
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v18, s12, 6, v7
	v_mov_b32_e32 v19, 0
	v_lshl_add_u64 v[16:17], v[18:19], 4, v[0:1]
	v_add_u32_e32 v8, 64, v18
	v_mov_b32_e32 v9, v19
	v_lshl_add_u64 v[0:1], v[8:9], 4, v[0:1]
	global_load_dwordx4 v[8:11], v[16:17], off
	global_load_dwordx4 v[12:15], v[0:1], off
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_lshlrev_b64 v[20:21], 3, v[18:19]
	v_lshl_add_u64 v[0:1], v[4:5], 0, v[20:21]
	v_lshl_add_u64 v[20:21], v[2:3], 0, v[20:21]
	global_load_dwordx2 v[0:1], v[0:1], off
	s_mov_b64 s[2:3], 0
	global_load_dwordx2 v[20:21], v[20:21], off
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[22:23], 3, v[18:19]
	v_lshl_add_u64 v[24:25], v[2:3], 0, v[22:23]
	v_lshl_add_u64 v[22:23], v[4:5], 0, v[22:23]
	global_load_dwordx2 v[22:23], v[22:23], off
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[2:3], vcc, s[2:3]
	v_add_u32_e32 v18, 64, v18
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[12:15], v[20:21], v[22:23], v[12:15]
	global_load_dwordx2 v[22:23], v[24:25], off
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16_f16 v[8:11], v[22:23], v[0:1], v[8:11]
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
.LBB3_4:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_nop 2
	v_pk_add_f32 v[2:3], v[10:11], v[14:15]
	v_pk_add_f32 v[0:1], v[8:9], v[12:13]
	global_store_dwordx4 v[16:17], v[0:3], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_mfma_16x16x16, .Lfunc_end3-__clang_ocl_kern_imp_mfma_16x16x16
                                        ; -- End function
	.set __clang_ocl_kern_imp_mfma_16x16x16.num_vgpr, 32
	.set __clang_ocl_kern_imp_mfma_16x16x16.num_agpr, 0
	.set __clang_ocl_kern_imp_mfma_16x16x16.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mfma_16x16x16.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mfma_16x16x16.private_seg_size, 0
	.set __clang_ocl_kern_imp_mfma_16x16x16.uses_vcc, 1
	.set __clang_ocl_kern_imp_mfma_16x16x16.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mfma_16x16x16.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mfma_16x16x16.has_recursion, 0
	.set __clang_ocl_kern_imp_mfma_16x16x16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 256
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
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
        .type_name:      'float16_t_vec*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half4_vec*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'half4_vec*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mfma_32x32x8
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma_32x32x8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     24
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4_vec*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'half4_vec*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'half4_vec*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           mfma_16x16x16
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         mfma_16x16x16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
