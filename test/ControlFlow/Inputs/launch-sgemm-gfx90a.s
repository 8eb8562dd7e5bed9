	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_naive             ; -- Begin function sgemm_naive
	.globl	sgemm_naive
	.p2align	8
	.type	sgemm_naive,@function
sgemm_naive:                            ; @sgemm_naive
; %bb.0:
	s_load_dwordx4 s[12:15], s[4:5], 0x48
	s_load_dword s10, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshl4_add_u32 s4, s6, s12
	v_add_u32_e32 v6, s4, v1
	s_lshl4_add_u32 s4, s7, s14
	v_bfe_u32 v0, v0, 10, 10
	v_add_u32_e32 v0, s4, v0
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v0, v0, s10
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v7, s3
	s_mov_b32 s0, s10
	v_mov_b32_e32 v4, v6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v7, v9, vcc
	global_load_dword v10, v[2:3], off
	global_load_dword v5, v[8:9], off
	v_add_co_u32_e32 v2, vcc, 4, v2
	s_add_i32 s0, s0, -1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	v_add_u32_e32 v4, s10, v4
	s_cmp_lg_u32 s0, 0
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v1, v10, v5
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v1, 0
.LBB0_4:
	v_add_u32_e32 v2, v0, v6
	v_ashrrev_i32_e32 v3, 31, v2
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v0, s9
	v_add_co_u32_e32 v2, vcc, s8, v2
	v_addc_co_u32_e32 v3, vcc, v0, v3, vcc
	global_store_dword v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_naive
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 288
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 11
		.amdhsa_next_free_sgpr 16
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	sgemm_naive, .Lfunc_end0-sgemm_naive
                                        ; -- End function
	.set sgemm_naive.num_vgpr, 11
	.set sgemm_naive.num_agpr, 0
	.set sgemm_naive.numbered_sgpr, 16
	.set sgemm_naive.num_named_barrier, 0
	.set sgemm_naive.private_seg_size, 0
	.set sgemm_naive.uses_vcc, 1
	.set sgemm_naive.uses_flat_scratch, 0
	.set sgemm_naive.has_dyn_sized_stack, 0
	.set sgemm_naive.has_recursion, 0
	.set sgemm_naive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 240
; TotalNumSgprs: 20
; NumVgprs: 11
; NumAgprs: 0
; TotalNumVgprs: 11
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 11
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_sgemm_naive ; -- Begin function __clang_ocl_kern_imp_sgemm_naive
	.globl	__clang_ocl_kern_imp_sgemm_naive
	.p2align	2
	.type	__clang_ocl_kern_imp_sgemm_naive,@function
__clang_ocl_kern_imp_sgemm_naive:       ; @__clang_ocl_kern_imp_sgemm_naive
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[8:9], 0x28
	v_and_b32_e32 v7, 0x3ff, v31
	v_bfe_u32 v8, v31, 10, 10
	v_cmp_lt_i32_e32 vcc, 0, v6
	v_mov_b32_e32 v9, 0
	s_waitcnt lgkmcnt(0)
	s_lshl4_add_u32 s4, s12, s4
	v_add_u32_e32 v7, s4, v7
	s_lshl4_add_u32 s4, s13, s6
	v_add_u32_e32 v8, s4, v8
	v_mul_lo_u32 v8, v8, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, v7
	v_mov_b32_e32 v12, v6
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[14:15], 2, v[10:11]
	v_add_co_u32_e32 v14, vcc, v2, v14
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	global_load_dword v13, v[0:1], off
	global_load_dword v11, v[14:15], off
	v_add_co_u32_e32 v0, vcc, 4, v0
	v_add_u32_e32 v12, -1, v12
	v_addc_co_u32_e32 v1, vcc, 0, v1, vcc
	v_cmp_eq_u32_e32 vcc, 0, v12
	v_add_u32_e32 v10, v10, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v9, v13, v11
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	v_add_u32_e32 v0, v8, v7
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_store_dword v[0:1], v9, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sgemm_naive, .Lfunc_end1-__clang_ocl_kern_imp_sgemm_naive
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_naive.num_vgpr, 32
	.set __clang_ocl_kern_imp_sgemm_naive.num_agpr, 0
	.set __clang_ocl_kern_imp_sgemm_naive.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sgemm_naive.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgemm_naive.private_seg_size, 0
	.set __clang_ocl_kern_imp_sgemm_naive.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgemm_naive.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sgemm_naive.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgemm_naive.has_recursion, 0
	.set __clang_ocl_kern_imp_sgemm_naive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 232
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	sgemm_tiled             ; -- Begin function sgemm_tiled
	.globl	sgemm_tiled
	.p2align	8
	.type	sgemm_tiled,@function
sgemm_tiled:                            ; @sgemm_tiled
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[8:9], s[4:5], 0x10
	s_load_dword s10, s[4:5], 0x18
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl_b32 s4, s6, 4
	v_lshl_or_b32 v1, s7, 4, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s10, 1
	v_mul_lo_u32 v3, s10, v1
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_lshlrev_b32_e32 v5, 6, v0
	v_lshlrev_b32_e32 v1, 2, v2
	v_mul_lo_u32 v0, v0, s10
	v_add_u32_e32 v6, v5, v1
	v_add_u32_e32 v7, 0x400, v1
	v_add3_u32 v0, v2, v0, s4
	s_lshl_b32 s5, s10, 4
	v_add_u32_e32 v8, v2, v3
	s_mov_b32 s6, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v9, s1
	v_mov_b32_e32 v10, s3
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v1, 31, v0
	v_add_u32_e32 v12, s6, v8
	v_lshlrev_b64 v[14:15], 2, v[0:1]
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_addc_co_u32_e32 v15, vcc, v10, v15, vcc
	v_add_co_u32_e32 v12, vcc, s0, v12
	v_addc_co_u32_e32 v13, vcc, v9, v13, vcc
	global_load_dword v1, v[14:15], off
	global_load_dword v11, v[12:13], off
	s_add_i32 s6, s6, 16
	v_add_u32_e32 v0, s5, v0
	s_cmp_lt_i32 s6, s10
	s_waitcnt vmcnt(0)
	ds_write2st64_b32 v6, v11, v1 offset1:4
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[12:13], v7 offset1:16
	ds_read2_b32 v[14:15], v7 offset0:32 offset1:48
	ds_read2_b32 v[16:17], v7 offset0:64 offset1:80
	ds_read2_b32 v[18:19], v5 offset1:1
	ds_read2_b32 v[20:21], v5 offset0:2 offset1:3
	ds_read2_b32 v[22:23], v5 offset0:4 offset1:5
	ds_read2_b32 v[24:25], v5 offset0:6 offset1:7
	ds_read2_b32 v[26:27], v7 offset0:96 offset1:112
	ds_read2_b32 v[28:29], v7 offset0:128 offset1:144
	ds_read2_b32 v[30:31], v7 offset0:160 offset1:176
	ds_read2_b32 v[32:33], v7 offset0:192 offset1:208
	ds_read2_b32 v[34:35], v5 offset0:8 offset1:9
	ds_read2_b32 v[36:37], v5 offset0:10 offset1:11
	ds_read2_b32 v[38:39], v5 offset0:12 offset1:13
	ds_read2_b32 v[40:41], v5 offset0:14 offset1:15
	ds_read2_b32 v[42:43], v7 offset0:224 offset1:240
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v4, v18, v12
	v_fmac_f32_e32 v4, v19, v13
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v4, v20, v14
	v_fmac_f32_e32 v4, v21, v15
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v4, v22, v16
	v_fmac_f32_e32 v4, v23, v17
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v4, v24, v26
	v_fmac_f32_e32 v4, v25, v27
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v4, v34, v28
	v_fmac_f32_e32 v4, v35, v29
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v4, v36, v30
	v_fmac_f32_e32 v4, v37, v31
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v4, v38, v32
	v_fmac_f32_e32 v4, v39, v33
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v40, v42
	v_fmac_f32_e32 v4, v41, v43
	s_barrier
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v4, 0
.LBB2_4:
	v_add3_u32 v0, s4, v2, v3
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s9
	v_add_co_u32_e32 v0, vcc, s8, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v4, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_tiled
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 44
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	sgemm_tiled, .Lfunc_end2-sgemm_tiled
                                        ; -- End function
	.set sgemm_tiled.num_vgpr, 44
	.set sgemm_tiled.num_agpr, 0
	.set sgemm_tiled.numbered_sgpr, 11
	.set sgemm_tiled.num_named_barrier, 0
	.set sgemm_tiled.private_seg_size, 0
	.set sgemm_tiled.uses_vcc, 1
	.set sgemm_tiled.uses_flat_scratch, 0
	.set sgemm_tiled.has_dyn_sized_stack, 0
	.set sgemm_tiled.has_recursion, 0
	.set sgemm_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 508
; TotalNumSgprs: 15
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_sgemm_tiled ; -- Begin function __clang_ocl_kern_imp_sgemm_tiled
	.globl	__clang_ocl_kern_imp_sgemm_tiled
	.p2align	2
	.type	__clang_ocl_kern_imp_sgemm_tiled,@function
__clang_ocl_kern_imp_sgemm_tiled:       ; @__clang_ocl_kern_imp_sgemm_tiled
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_bfe_u32 v8, v31, 10, 10
	v_lshl_or_b32 v9, s13, 4, v8
	v_and_b32_e32 v7, 0x3ff, v31
	s_lshl_b32 s8, s12, 4
	s_mov_b32 s9, 0
	v_cmp_lt_i32_e32 vcc, 0, v6
	v_mul_lo_u32 v10, v6, v9
	v_mov_b32_e32 v11, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_mul_lo_u32 v8, v8, v6
	v_add3_u32 v8, v7, v8, s8
	v_lshlrev_b32_e32 v12, 4, v6
	v_add_u32_e32 v13, v7, v10
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v11, 0
	s_trap 2
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_u32_e32 v14, s9, v13
	v_lshlrev_b64 v[16:17], 2, v[8:9]
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	v_add_co_u32_e32 v14, vcc, v0, v14
	v_addc_co_u32_e32 v15, vcc, v1, v15, vcc
	global_load_dword v9, v[16:17], off
	global_load_dword v18, v[14:15], off
	s_add_i32 s9, s9, 16
	v_cmp_ge_i32_e32 vcc, s9, v6
	v_add_u32_e32 v8, v8, v12
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(1)
	ds_write_b32 v0, v9
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v18
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[14:15], v0 offset1:16
	ds_read2_b32 v[16:17], v0 offset0:32 offset1:48
	ds_read2_b32 v[18:19], v0 offset0:64 offset1:80
	ds_read2_b32 v[20:21], v0 offset1:1
	ds_read2_b32 v[22:23], v0 offset0:2 offset1:3
	ds_read2_b32 v[24:25], v0 offset0:4 offset1:5
	ds_read2_b32 v[26:27], v0 offset0:6 offset1:7
	ds_read2_b32 v[28:29], v0 offset0:96 offset1:112
	ds_read2_b32 v[30:31], v0 offset0:128 offset1:144
	ds_read2_b32 v[32:33], v0 offset0:160 offset1:176
	ds_read2_b32 v[34:35], v0 offset0:192 offset1:208
	ds_read2_b32 v[36:37], v0 offset0:8 offset1:9
	ds_read2_b32 v[38:39], v0 offset0:10 offset1:11
	ds_read2_b32 v[48:49], v0 offset0:12 offset1:13
	ds_read2_b32 v[50:51], v0 offset0:14 offset1:15
	ds_read2_b32 v[52:53], v0 offset0:224 offset1:240
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v11, v20, v14
	v_fmac_f32_e32 v11, v21, v15
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v11, v22, v16
	v_fmac_f32_e32 v11, v23, v17
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v11, v24, v18
	v_fmac_f32_e32 v11, v25, v19
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v11, v26, v28
	v_fmac_f32_e32 v11, v27, v29
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v11, v36, v30
	v_fmac_f32_e32 v11, v37, v31
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v11, v38, v32
	v_fmac_f32_e32 v11, v39, v33
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v11, v48, v34
	v_fmac_f32_e32 v11, v49, v35
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v11, v50, v52
	v_fmac_f32_e32 v11, v51, v53
	s_barrier
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB3_4:
	s_or_b64 exec, exec, s[4:5]
	v_add3_u32 v0, s8, v7, v10
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_store_dword v[0:1], v11, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_sgemm_tiled, .Lfunc_end3-__clang_ocl_kern_imp_sgemm_tiled
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_tiled.num_vgpr, 54
	.set __clang_ocl_kern_imp_sgemm_tiled.num_agpr, 0
	.set __clang_ocl_kern_imp_sgemm_tiled.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sgemm_tiled.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgemm_tiled.private_seg_size, 0
	.set __clang_ocl_kern_imp_sgemm_tiled.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgemm_tiled.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sgemm_tiled.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgemm_tiled.has_recursion, 0
	.set __clang_ocl_kern_imp_sgemm_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 492
; TotalNumSgprs: 36
; NumVgprs: 54
; NumAgprs: 0
; TotalNumVgprs: 54
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 54
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         36
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         40
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         44
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         46
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         48
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         50
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         52
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         54
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         96
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 288
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sgemm_naive
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         sgemm_naive.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     11
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sgemm_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         sgemm_tiled.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
