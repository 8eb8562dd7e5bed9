	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 6
	.text
	.protected	fp8_tiled               ; -- Begin function fp8_tiled
	.globl	fp8_tiled
	.p2align	8
	.type	fp8_tiled,@function
fp8_tiled:                              ; @fp8_tiled
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	v_lshrrev_b32_e32 v1, 10, v0
	v_and_b32_e32 v4, 0x3ff, v0
	s_lshl_b32 s3, s3, 4
	v_and_b32_e32 v1, 12, v1
	v_bfe_u32 v6, v0, 10, 2
	v_or3_b32 v3, s3, v1, v6
	v_lshl_or_b32 v2, s2, 4, v4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_mov_b32_e32 v8, 0
	s_cbranch_scc1 .LBB0_5
; %bb.1:
	v_bfe_u32 v0, v0, 10, 10
	v_lshrrev_b32_e32 v5, 2, v0
	v_and_b32_e32 v8, 3, v0
	v_mad_u64_u32 v[0:1], s[10:11], s5, v3, v[4:5]
	v_lshlrev_b32_e32 v1, 6, v6
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshl_or_b32 v1, v5, 8, v1
	v_add_u32_e32 v1, 0x1000, v1
	v_lshlrev_b32_e32 v6, 2, v4
	v_add_u32_e32 v9, v1, v6
	v_lshlrev_b32_e32 v7, 10, v5
	v_mad_u64_u32 v[4:5], s[10:11], s5, v2, v[8:9]
	v_add_u32_e32 v10, v7, v6
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshl_or_b32 v7, v8, 6, v7
	v_or_b32_e32 v11, -4, v8
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], s[2:3], 0, v[4:5]
	v_add_u32_e32 v12, v7, v6
	s_mov_b32 s10, 0
	v_mov_b32_e32 v8, 0
.LBB0_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB0_3 Depth 2
	v_add_u32_e32 v6, s10, v0
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	global_load_ubyte v6, v[6:7], off
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v13, v12
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8_e32 v14, v6
	v_mov_b64_e32 v[6:7], v[4:5]
	ds_write_b32 v9, v14
	v_mov_b32_e32 v14, v11
.LBB0_3:                                ;   Parent Loop BB0_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ubyte v15, v[6:7], off
	v_add_u32_e32 v14, 4, v14
	v_cmp_lt_u32_e32 vcc, 11, v14
	v_lshl_add_u64 v[6:7], v[6:7], 0, 4
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8_e32 v15, v15
	ds_write_b32 v13, v15
	v_add_u32_e32 v13, 0x100, v13
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB0_3
; %bb.4:                                ;   in Loop: Header=BB0_2 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[6:7], v10 offset1:16
	ds_read2_b32 v[14:15], v10 offset0:32 offset1:48
	ds_read2_b32 v[16:17], v10 offset0:64 offset1:80
	ds_read2_b32 v[18:19], v1 offset1:1
	ds_read2_b32 v[20:21], v1 offset0:2 offset1:3
	ds_read2_b32 v[22:23], v1 offset0:4 offset1:5
	ds_read2_b32 v[24:25], v1 offset0:6 offset1:7
	ds_read2_b32 v[26:27], v10 offset0:96 offset1:112
	ds_read2_b32 v[28:29], v10 offset0:128 offset1:144
	ds_read2_b32 v[30:31], v10 offset0:160 offset1:176
	ds_read2_b32 v[32:33], v10 offset0:192 offset1:208
	ds_read2_b32 v[34:35], v1 offset0:8 offset1:9
	ds_read2_b32 v[36:37], v1 offset0:10 offset1:11
	ds_read2_b32 v[38:39], v1 offset0:12 offset1:13
	ds_read2_b32 v[40:41], v1 offset0:14 offset1:15
	ds_read2_b32 v[42:43], v10 offset0:224 offset1:240
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v8, v18, v6
	v_fmac_f32_e32 v8, v19, v7
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v8, v20, v14
	v_fmac_f32_e32 v8, v21, v15
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v8, v22, v16
	v_fmac_f32_e32 v8, v23, v17
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v8, v24, v26
	v_fmac_f32_e32 v8, v25, v27
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v8, v34, v28
	v_fmac_f32_e32 v8, v35, v29
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v8, v36, v30
	v_fmac_f32_e32 v8, v37, v31
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v8, v38, v32
	v_fmac_f32_e32 v8, v39, v33
	s_add_i32 s10, s10, 16
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v8, v40, v42
	s_cmp_ge_i32 s10, s5
	v_fmac_f32_e32 v8, v41, v43
	v_lshl_add_u64 v[4:5], v[4:5], 0, 16
	s_barrier
	s_cbranch_scc0 .LBB0_2
.LBB0_5:
	v_mad_u64_u32 v[0:1], s[2:3], s4, v3, v[2:3]
	v_cmp_neq_f32_e64 s[0:1], s7, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_b64 vcc, exec, s[0:1]
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[8:9]
	s_cbranch_vccz .LBB0_7
; %bb.6:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB0_7:
	v_mul_f32_e32 v2, s7, v2
	v_fmac_f32_e32 v2, s6, v8
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_tiled
		.amdhsa_group_segment_fixed_size 5120
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 44
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
	.size	fp8_tiled, .Lfunc_end0-fp8_tiled
                                        ; -- End function
	.set fp8_tiled.num_vgpr, 44
	.set fp8_tiled.num_agpr, 0
	.set fp8_tiled.numbered_sgpr, 12
	.set fp8_tiled.num_named_barrier, 0
	.set fp8_tiled.private_seg_size, 0
	.set fp8_tiled.uses_vcc, 1
	.set fp8_tiled.uses_flat_scratch, 0
	.set fp8_tiled.has_dyn_sized_stack, 0
	.set fp8_tiled.has_recursion, 0
	.set fp8_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 664
; TotalNumSgprs: 18
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 5120 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_fp8_tiled ; -- Begin function __clang_ocl_kern_imp_fp8_tiled
	.globl	__clang_ocl_kern_imp_fp8_tiled
	.p2align	2
	.type	__clang_ocl_kern_imp_fp8_tiled,@function
__clang_ocl_kern_imp_fp8_tiled:         ; @__clang_ocl_kern_imp_fp8_tiled
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_lshrrev_b32_e32 v6, 10, v31
	v_and_b32_e32 v12, 0x3ff, v31
	s_lshl_b32 s0, s13, 4
	v_and_b32_e32 v6, 12, v6
	v_bfe_u32 v11, v31, 10, 2
	v_or3_b32 v11, s0, v6, v11
	v_lshl_or_b32 v6, s12, 4, v12
	s_mov_b32 s6, 0
	v_cmp_lt_i32_e32 vcc, 0, v8
	v_mov_b32_e32 v13, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_6
; %bb.1:
	v_bfe_u32 v13, v31, 10, 10
	v_and_b32_e32 v14, 3, v13
	v_or_b32_e32 v16, -4, v14
	v_mad_u64_u32 v[14:15], s[2:3], v8, v6, v[14:15]
	v_mad_u64_u32 v[12:13], s[2:3], v8, v11, v[12:13]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[14:15]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v13, 0
	s_trap 2
.LBB1_2:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB1_3 Depth 2
	v_add_u32_e32 v14, s6, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[14:15], v[0:1], 0, v[14:15]
	global_load_ubyte v14, v[14:15], off
	s_mov_b64 s[4:5], 0
                                        ; implicit-def: $vgpr17
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8_e32 v18, v14
	v_mov_b64_e32 v[14:15], v[2:3]
	ds_write_b32 v0, v18
	v_mov_b32_e32 v18, v16
.LBB1_3:                                ;   Parent Loop BB1_2 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	global_load_ubyte v19, v[14:15], off
	v_add_u32_e32 v18, 4, v18
	v_cmp_lt_u32_e32 vcc, 11, v18
	v_lshl_add_u64 v[14:15], v[14:15], 0, 4
	s_or_b64 s[4:5], vcc, s[4:5]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8_e32 v19, v19
	ds_write_b32 v17, v19
	v_add_u32_e32 v17, 0x100, v17
	s_andn2_b64 exec, exec, s[4:5]
	s_cbranch_execnz .LBB1_3
; %bb.4:                                ;   in Loop: Header=BB1_2 Depth=1
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[14:15], v0 offset1:16
	ds_read2_b32 v[18:19], v0 offset0:32 offset1:48
	ds_read2_b32 v[20:21], v0 offset0:64 offset1:80
	ds_read2_b32 v[22:23], v0 offset1:1
	ds_read2_b32 v[24:25], v0 offset0:2 offset1:3
	ds_read2_b32 v[26:27], v0 offset0:4 offset1:5
	ds_read2_b32 v[28:29], v0 offset0:6 offset1:7
	ds_read2_b32 v[30:31], v0 offset0:96 offset1:112
	ds_read2_b32 v[32:33], v0 offset0:128 offset1:144
	ds_read2_b32 v[34:35], v0 offset0:160 offset1:176
	ds_read2_b32 v[36:37], v0 offset0:192 offset1:208
	ds_read2_b32 v[38:39], v0 offset0:8 offset1:9
	ds_read2_b32 v[48:49], v0 offset0:10 offset1:11
	ds_read2_b32 v[50:51], v0 offset0:12 offset1:13
	ds_read2_b32 v[52:53], v0 offset0:14 offset1:15
	ds_read2_b32 v[54:55], v0 offset0:224 offset1:240
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v13, v22, v14
	v_fmac_f32_e32 v13, v23, v15
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v13, v24, v18
	v_fmac_f32_e32 v13, v25, v19
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v13, v26, v20
	v_fmac_f32_e32 v13, v27, v21
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v13, v28, v30
	v_fmac_f32_e32 v13, v29, v31
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v13, v38, v32
	v_fmac_f32_e32 v13, v39, v33
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v13, v48, v34
	v_fmac_f32_e32 v13, v49, v35
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v13, v50, v36
	s_add_i32 s6, s6, 16
	v_fmac_f32_e32 v13, v51, v37
	v_cmp_ge_i32_e32 vcc, s6, v8
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v13, v52, v54
	s_or_b64 s[2:3], vcc, s[2:3]
	v_fmac_f32_e32 v13, v53, v55
	v_lshl_add_u64 v[2:3], v[2:3], 0, 16
	s_barrier
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB1_2
; %bb.5:
	s_or_b64 exec, exec, s[2:3]
.LBB1_6:
	s_or_b64 exec, exec, s[0:1]
	v_mad_u64_u32 v[0:1], s[0:1], v7, v11, v[6:7]
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_neq_f32_e32 vcc, 0, v10
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB1_8:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v2, v10, v2
	v_fmac_f32_e32 v2, v9, v13
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_fp8_tiled, .Lfunc_end1-__clang_ocl_kern_imp_fp8_tiled
                                        ; -- End function
	.set __clang_ocl_kern_imp_fp8_tiled.num_vgpr, 56
	.set __clang_ocl_kern_imp_fp8_tiled.num_agpr, 0
	.set __clang_ocl_kern_imp_fp8_tiled.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fp8_tiled.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fp8_tiled.private_seg_size, 0
	.set __clang_ocl_kern_imp_fp8_tiled.uses_vcc, 1
	.set __clang_ocl_kern_imp_fp8_tiled.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fp8_tiled.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fp8_tiled.has_recursion, 0
	.set __clang_ocl_kern_imp_fp8_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 612
; TotalNumSgprs: 38
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	fp8_mfma                ; -- Begin function fp8_mfma
	.globl	fp8_mfma
	.p2align	8
	.type	fp8_mfma,@function
fp8_mfma:                               ; @fp8_mfma
; %bb.0:
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	v_bfe_u32 v3, v0, 10, 10
	s_lshl_b32 s3, s3, 5
	v_lshlrev_b32_e32 v1, 3, v3
	s_lshl_b32 s2, s2, 5
	v_lshlrev_b32_e32 v4, 4, v3
	v_and_b32_e32 v2, 0x3ff, v0
	v_and_or_b32 v1, v1, 16, s3
	v_and_or_b32 v22, v4, 16, s2
	v_and_b32_e32 v0, 15, v0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	s_cbranch_scc1 .LBB2_15
; %bb.1:
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v23, 11, v3
	v_lshrrev_b32_e32 v3, 6, v2
	v_sub_u32_e32 v13, 32, v3
	v_and_b32_e32 v10, 0x3f0, v2
	v_lshl_or_b32 v11, v0, 7, v23
	v_or_b32_e32 v12, 15, v2
	v_and_b32_e32 v14, 56, v13
	v_add_u32_e32 v24, 0x2000, v23
	v_readfirstlane_b32 s16, v14
	v_lshl_add_u32 v25, v14, 6, v2
	s_mov_b32 s17, s5
	s_mov_b32 s18, s5
	s_mov_b32 s19, s5
	s_mov_b32 s20, s5
	s_mov_b32 s21, s5
	s_mov_b32 s22, s5
	s_mov_b32 s23, s5
	s_mov_b32 s24, s5
	v_add_u32_e32 v9, 0x1c0, v2
	v_add_u32_e32 v8, 0x180, v2
	v_add_u32_e32 v7, 0x140, v2
	v_add_u32_e32 v6, 0x100, v2
	v_add_u32_e32 v5, 0xc0, v2
	v_add_u32_e32 v4, 0x80, v2
	v_add_u32_e32 v3, 64, v2
	v_cmp_ne_u32_e64 s[0:1], v13, v14
	s_mov_b32 s25, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	s_movk_i32 s26, 0x7bf
	v_add_u32_e32 v26, v11, v10
	v_add_u32_e32 v27, v11, v12
	s_mov_b32 s27, 0x60504
	s_branch .LBB2_3
.LBB2_2:                                ;   in Loop: Header=BB2_3 Depth=1
	s_waitcnt lgkmcnt(0)
	s_barrier
	v_add_u32_e32 v13, 12, v26
	ds_read_u8 v31, v27
	ds_read_u8 v38, v27 offset:8192
	ds_read_b96 v[10:12], v26
	ds_read_b128 v[14:17], v26 offset:64
	ds_read_b96 v[28:30], v26 offset:8192
	ds_read_b128 v[32:35], v26 offset:8256
	ds_read2st64_b32 v[36:37], v13 offset1:32
	s_addk_i32 s25, 0x80
	s_cmp_ge_i32 s25, s5
	s_waitcnt lgkmcnt(0)
	v_perm_b32 v13, v36, v31, s27
	v_perm_b32 v31, v37, v38, s27
	s_nop 1
	v_mfma_f32_16x16x128_f8f6f4 v[18:21], v[10:17], v[28:35], v[18:21]
	s_barrier
	s_cbranch_scc1 .LBB2_15
.LBB2_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_4 Depth 2
                                        ;     Child Loop BB2_7 Depth 2
                                        ;     Child Loop BB2_10 Depth 2
                                        ;     Child Loop BB2_13 Depth 2
	v_mov_b64_e32 v[16:17], v[8:9]
	s_mov_b32 s28, s25
	s_mov_b32 s29, s25
	s_mov_b32 s30, s25
	s_mov_b32 s31, s25
	s_mov_b32 s33, s25
	s_mov_b32 s34, s25
	s_mov_b32 s35, s25
	s_mov_b32 s2, s16
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB2_4:                                ;   Parent Loop BB2_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v28, 7, v10
	v_and_b32_e32 v44, 0x7f, v10
	v_lshrrev_b32_e32 v29, 7, v11
	v_lshrrev_b32_e32 v30, 7, v12
	v_lshrrev_b32_e32 v31, 7, v13
	v_lshrrev_b32_e32 v32, 7, v14
	v_lshrrev_b32_e32 v33, 7, v15
	v_lshrrev_b32_e32 v34, 7, v16
	v_lshrrev_b32_e32 v35, 7, v17
	v_and_b32_e32 v45, 0x7f, v11
	v_and_b32_e32 v46, 0x7f, v12
	v_and_b32_e32 v47, 0x7f, v13
	v_and_b32_e32 v48, 0x7f, v14
	v_and_b32_e32 v49, 0x7f, v15
	v_and_b32_e32 v50, 0x7f, v16
	v_and_b32_e32 v51, 0x7f, v17
	v_add_u32_e32 v39, v28, v1
	v_or_b32_e32 v42, s25, v44
	v_add_u32_e32 v52, v35, v1
	v_add_u32_e32 v53, v34, v1
	v_add_u32_e32 v33, v33, v1
	v_add_u32_e32 v35, v32, v1
	v_add_u32_e32 v31, v31, v1
	v_add_u32_e32 v37, v30, v1
	v_add_u32_e32 v29, v29, v1
	v_or_b32_e32 v28, s35, v51
	v_or_b32_e32 v30, s34, v50
	v_or_b32_e32 v32, s33, v49
	v_or_b32_e32 v34, s31, v48
	v_or_b32_e32 v36, s30, v47
	v_or_b32_e32 v38, s29, v46
	v_or_b32_e32 v40, s28, v45
	v_mad_u64_u32 v[42:43], s[14:15], v39, s17, v[42:43]
	v_mad_u64_u32 v[40:41], s[14:15], v29, s18, v[40:41]
	v_mad_u64_u32 v[38:39], s[14:15], v37, s19, v[38:39]
	v_mad_u64_u32 v[36:37], s[14:15], v31, s20, v[36:37]
	v_mad_u64_u32 v[34:35], s[14:15], v35, s21, v[34:35]
	v_mad_u64_u32 v[32:33], s[14:15], v33, s22, v[32:33]
	v_mad_u64_u32 v[30:31], s[14:15], v53, s23, v[30:31]
	v_mad_u64_u32 v[28:29], s[14:15], v52, s24, v[28:29]
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[42:43], s[8:9], 0, v[42:43]
	v_lshl_add_u64 v[40:41], s[8:9], 0, v[40:41]
	v_lshl_add_u64 v[38:39], s[8:9], 0, v[38:39]
	v_lshl_add_u64 v[36:37], s[8:9], 0, v[36:37]
	v_lshl_add_u64 v[34:35], s[8:9], 0, v[34:35]
	v_lshl_add_u64 v[32:33], s[8:9], 0, v[32:33]
	v_lshl_add_u64 v[30:31], s[8:9], 0, v[30:31]
	v_lshl_add_u64 v[28:29], s[8:9], 0, v[28:29]
	global_load_ubyte v52, v[42:43], off
	global_load_ubyte v53, v[40:41], off
	global_load_ubyte v54, v[38:39], off
	global_load_ubyte v55, v[36:37], off
	global_load_ubyte v56, v[34:35], off
	global_load_ubyte v57, v[32:33], off
	global_load_ubyte v58, v[30:31], off
	global_load_ubyte v59, v[28:29], off
	v_and_b32_e32 v28, 0xffffff80, v10
	s_add_i32 s2, s2, -8
	v_and_b32_e32 v29, 0xffffff80, v11
	v_and_b32_e32 v30, 0xffffff80, v12
	v_and_b32_e32 v31, 0xffffff80, v13
	v_and_b32_e32 v32, 0xffffff80, v14
	v_and_b32_e32 v33, 0xffffff80, v15
	v_and_b32_e32 v34, 0xffffff80, v16
	v_and_b32_e32 v35, 0xffffff80, v17
	v_add_u32_e32 v17, 0x200, v17
	v_add_u32_e32 v16, 0x200, v16
	v_add_u32_e32 v15, 0x200, v15
	v_add_u32_e32 v14, 0x200, v14
	v_add_u32_e32 v13, 0x200, v13
	v_add_u32_e32 v12, 0x200, v12
	v_add_u32_e32 v11, 0x200, v11
	v_add_u32_e32 v10, 0x200, v10
	v_add3_u32 v28, v23, v28, v44
	s_cmp_lg_u32 s2, 0
	v_add3_u32 v29, v23, v29, v45
	v_add3_u32 v30, v23, v30, v46
	v_add3_u32 v31, v23, v31, v47
	v_add3_u32 v32, v23, v32, v48
	v_add3_u32 v33, v23, v33, v49
	v_add3_u32 v34, v23, v34, v50
	v_add3_u32 v35, v23, v35, v51
	s_waitcnt vmcnt(7)
	ds_write_b8 v28, v52
	s_waitcnt vmcnt(6)
	ds_write_b8 v29, v53
	s_waitcnt vmcnt(5)
	ds_write_b8 v30, v54
	s_waitcnt vmcnt(4)
	ds_write_b8 v31, v55
	s_waitcnt vmcnt(3)
	ds_write_b8 v32, v56
	s_waitcnt vmcnt(2)
	ds_write_b8 v33, v57
	s_waitcnt vmcnt(1)
	ds_write_b8 v34, v58
	s_waitcnt vmcnt(0)
	ds_write_b8 v35, v59
	s_cbranch_scc1 .LBB2_4
; %bb.5:                                ;   in Loop: Header=BB2_3 Depth=1
	v_cndmask_b32_e64 v10, 0, 1, s[0:1]
	v_cmp_ne_u32_e64 s[2:3], 1, v10
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB2_9
; %bb.6:                                ;   in Loop: Header=BB2_3 Depth=1
	s_mov_b64 s[14:15], 0
	v_mov_b32_e32 v10, v25
.LBB2_7:                                ;   Parent Loop BB2_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v11, 7, v10
	v_and_b32_e32 v14, 0x7f, v10
	v_add_u32_e32 v11, v11, v1
	v_or_b32_e32 v12, s25, v14
	v_mad_u64_u32 v[12:13], s[36:37], v11, s5, v[12:13]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[8:9], 0, v[12:13]
	global_load_ubyte v13, v[12:13], off
	v_and_b32_e32 v11, 0xffffff80, v10
	v_add_u32_e32 v12, 64, v10
	v_cmp_lt_u32_e32 vcc, s26, v10
	v_add3_u32 v11, v23, v11, v14
	s_or_b64 s[14:15], vcc, s[14:15]
	v_mov_b32_e32 v10, v12
	s_waitcnt vmcnt(0)
	ds_write_b8 v11, v13
	s_andn2_b64 exec, exec, s[14:15]
	s_cbranch_execnz .LBB2_7
; %bb.8:                                ;   in Loop: Header=BB2_3 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB2_9:                                ;   in Loop: Header=BB2_3 Depth=1
	v_mov_b64_e32 v[16:17], v[8:9]
	s_mov_b32 s14, s16
	v_mov_b64_e32 v[14:15], v[6:7]
	v_mov_b64_e32 v[12:13], v[4:5]
	v_mov_b64_e32 v[10:11], v[2:3]
.LBB2_10:                               ;   Parent Loop BB2_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v28, 7, v10
	v_and_b32_e32 v44, 0x7f, v10
	v_lshrrev_b32_e32 v29, 7, v11
	v_lshrrev_b32_e32 v30, 7, v12
	v_lshrrev_b32_e32 v31, 7, v13
	v_lshrrev_b32_e32 v32, 7, v14
	v_lshrrev_b32_e32 v33, 7, v15
	v_lshrrev_b32_e32 v34, 7, v16
	v_lshrrev_b32_e32 v35, 7, v17
	v_and_b32_e32 v45, 0x7f, v11
	v_and_b32_e32 v46, 0x7f, v12
	v_and_b32_e32 v47, 0x7f, v13
	v_and_b32_e32 v48, 0x7f, v14
	v_and_b32_e32 v49, 0x7f, v15
	v_and_b32_e32 v50, 0x7f, v16
	v_and_b32_e32 v51, 0x7f, v17
	v_add_u32_e32 v39, v28, v22
	v_or_b32_e32 v42, s25, v44
	v_add_u32_e32 v52, v35, v22
	v_add_u32_e32 v53, v34, v22
	v_add_u32_e32 v33, v33, v22
	v_add_u32_e32 v35, v32, v22
	v_add_u32_e32 v31, v31, v22
	v_add_u32_e32 v37, v30, v22
	v_add_u32_e32 v29, v29, v22
	v_or_b32_e32 v28, s35, v51
	v_or_b32_e32 v30, s34, v50
	v_or_b32_e32 v32, s33, v49
	v_or_b32_e32 v34, s31, v48
	v_or_b32_e32 v36, s30, v47
	v_or_b32_e32 v38, s29, v46
	v_or_b32_e32 v40, s28, v45
	v_mad_u64_u32 v[42:43], s[36:37], v39, s17, v[42:43]
	v_mad_u64_u32 v[40:41], s[36:37], v29, s18, v[40:41]
	v_mad_u64_u32 v[38:39], s[36:37], v37, s19, v[38:39]
	v_mad_u64_u32 v[36:37], s[36:37], v31, s20, v[36:37]
	v_mad_u64_u32 v[34:35], s[36:37], v35, s21, v[34:35]
	v_mad_u64_u32 v[32:33], s[36:37], v33, s22, v[32:33]
	v_mad_u64_u32 v[30:31], s[36:37], v53, s23, v[30:31]
	v_mad_u64_u32 v[28:29], s[36:37], v52, s24, v[28:29]
	v_ashrrev_i32_e32 v43, 31, v42
	v_ashrrev_i32_e32 v29, 31, v28
	v_ashrrev_i32_e32 v31, 31, v30
	v_ashrrev_i32_e32 v33, 31, v32
	v_ashrrev_i32_e32 v35, 31, v34
	v_ashrrev_i32_e32 v37, 31, v36
	v_ashrrev_i32_e32 v39, 31, v38
	v_ashrrev_i32_e32 v41, 31, v40
	v_lshl_add_u64 v[42:43], s[10:11], 0, v[42:43]
	v_lshl_add_u64 v[40:41], s[10:11], 0, v[40:41]
	v_lshl_add_u64 v[38:39], s[10:11], 0, v[38:39]
	v_lshl_add_u64 v[36:37], s[10:11], 0, v[36:37]
	v_lshl_add_u64 v[34:35], s[10:11], 0, v[34:35]
	v_lshl_add_u64 v[32:33], s[10:11], 0, v[32:33]
	v_lshl_add_u64 v[30:31], s[10:11], 0, v[30:31]
	v_lshl_add_u64 v[28:29], s[10:11], 0, v[28:29]
	global_load_ubyte v52, v[42:43], off
	global_load_ubyte v53, v[40:41], off
	global_load_ubyte v54, v[38:39], off
	global_load_ubyte v55, v[36:37], off
	global_load_ubyte v56, v[34:35], off
	global_load_ubyte v57, v[32:33], off
	global_load_ubyte v58, v[30:31], off
	global_load_ubyte v59, v[28:29], off
	v_and_b32_e32 v28, 0xffffff80, v10
	s_add_i32 s14, s14, -8
	v_and_b32_e32 v29, 0xffffff80, v11
	v_and_b32_e32 v30, 0xffffff80, v12
	v_and_b32_e32 v31, 0xffffff80, v13
	v_and_b32_e32 v32, 0xffffff80, v14
	v_and_b32_e32 v33, 0xffffff80, v15
	v_and_b32_e32 v34, 0xffffff80, v16
	v_and_b32_e32 v35, 0xffffff80, v17
	v_add_u32_e32 v17, 0x200, v17
	v_add_u32_e32 v16, 0x200, v16
	v_add_u32_e32 v15, 0x200, v15
	v_add_u32_e32 v14, 0x200, v14
	v_add_u32_e32 v13, 0x200, v13
	v_add_u32_e32 v12, 0x200, v12
	v_add_u32_e32 v11, 0x200, v11
	v_add_u32_e32 v10, 0x200, v10
	v_add3_u32 v28, v24, v28, v44
	s_cmp_lg_u32 s14, 0
	v_add3_u32 v29, v24, v29, v45
	v_add3_u32 v30, v24, v30, v46
	v_add3_u32 v31, v24, v31, v47
	v_add3_u32 v32, v24, v32, v48
	v_add3_u32 v33, v24, v33, v49
	v_add3_u32 v34, v24, v34, v50
	v_add3_u32 v35, v24, v35, v51
	s_waitcnt vmcnt(7)
	ds_write_b8 v28, v52
	s_waitcnt vmcnt(6)
	ds_write_b8 v29, v53
	s_waitcnt vmcnt(5)
	ds_write_b8 v30, v54
	s_waitcnt vmcnt(4)
	ds_write_b8 v31, v55
	s_waitcnt vmcnt(3)
	ds_write_b8 v32, v56
	s_waitcnt vmcnt(2)
	ds_write_b8 v33, v57
	s_waitcnt vmcnt(1)
	ds_write_b8 v34, v58
	s_waitcnt vmcnt(0)
	ds_write_b8 v35, v59
	s_cbranch_scc1 .LBB2_10
; %bb.11:                               ;   in Loop: Header=BB2_3 Depth=1
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB2_2
; %bb.12:                               ;   in Loop: Header=BB2_3 Depth=1
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v10, v25
.LBB2_13:                               ;   Parent Loop BB2_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v11, 7, v10
	v_and_b32_e32 v14, 0x7f, v10
	v_add_u32_e32 v11, v11, v22
	v_or_b32_e32 v12, s25, v14
	v_mad_u64_u32 v[12:13], s[14:15], v11, s5, v[12:13]
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshl_add_u64 v[12:13], s[10:11], 0, v[12:13]
	global_load_ubyte v13, v[12:13], off
	v_and_b32_e32 v11, 0xffffff80, v10
	v_add_u32_e32 v12, 64, v10
	v_cmp_lt_u32_e32 vcc, s26, v10
	v_add3_u32 v11, v24, v11, v14
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v10, v12
	s_waitcnt vmcnt(0)
	ds_write_b8 v11, v13
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB2_13
; %bb.14:                               ;   in Loop: Header=BB2_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_branch .LBB2_2
.LBB2_15:
	v_lshrrev_b32_e32 v2, 2, v2
	v_and_b32_e32 v2, 0xfc, v2
	v_add_u32_e32 v1, v1, v2
	v_or_b32_e32 v0, v22, v0
	v_mad_u64_u32 v[0:1], s[0:1], v1, s4, v[0:1]
	v_cmp_neq_f32_e64 s[2:3], s7, 0
	v_ashrrev_i32_e32 v1, 31, v0
	s_and_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[12:13]
	s_cbranch_vccz .LBB2_17
; %bb.16:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB2_17:
	v_mul_f32_e32 v2, s7, v2
	v_fmac_f32_e32 v2, s6, v18
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	s_and_b64 vcc, exec, s[2:3]
	global_store_short_d16_hi v[0:1], v2, off
	s_cbranch_vccz .LBB2_25
; %bb.18:
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[8:9], s[4:5], 1
	v_lshl_add_u64 v[2:3], v[0:1], 0, s[8:9]
	global_load_ushort v2, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
	s_cbranch_execnz .LBB2_20
.LBB2_19:
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[8:9], s[4:5], 1
	v_mov_b32_e32 v2, 0
.LBB2_20:
	v_mul_f32_e32 v2, s7, v2
	v_fmac_f32_e32 v2, s6, v19
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s4, 0x7fff
	v_add3_u32 v2, v2, v3, s4
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	global_store_short_d16_hi v[0:1], v2, off
	v_cndmask_b32_e64 v2, 0, 1, s[2:3]
	v_cmp_ne_u32_e64 s[0:1], 1, v2
	v_mov_b32_e32 v2, 0
	s_andn2_b64 vcc, exec, s[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	v_mov_b32_e32 v3, v2
	s_cbranch_vccnz .LBB2_22
; %bb.21:
	global_load_ushort v3, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v3, 16, v3
.LBB2_22:
	v_mul_f32_e32 v3, s7, v3
	v_fmac_f32_e32 v3, s6, v20
	v_bfe_u32 v4, v3, 16, 1
	v_add3_u32 v3, v3, v4, s4
	global_store_short_d16_hi v[0:1], v3, off
	s_and_b64 vcc, exec, s[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	s_cbranch_vccnz .LBB2_24
; %bb.23:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB2_24:
	v_mul_f32_e32 v2, s7, v2
	v_fmac_f32_e32 v2, s6, v21
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
	s_endpgm
.LBB2_25:
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB2_19
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_mfma
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 60
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
	.size	fp8_mfma, .Lfunc_end2-fp8_mfma
                                        ; -- End function
	.set fp8_mfma.num_vgpr, 60
	.set fp8_mfma.num_agpr, 0
	.set fp8_mfma.numbered_sgpr, 38
	.set fp8_mfma.num_named_barrier, 0
	.set fp8_mfma.private_seg_size, 0
	.set fp8_mfma.uses_vcc, 1
	.set fp8_mfma.uses_flat_scratch, 0
	.set fp8_mfma.has_dyn_sized_stack, 0
	.set fp8_mfma.has_recursion, 0
	.set fp8_mfma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2488
; TotalNumSgprs: 44
; NumVgprs: 60
; NumAgprs: 0
; TotalNumVgprs: 60
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 60
; AccumOffset: 60
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 14
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_fp8_mfma ; -- Begin function __clang_ocl_kern_imp_fp8_mfma
	.globl	__clang_ocl_kern_imp_fp8_mfma
	.p2align	2
	.type	__clang_ocl_kern_imp_fp8_mfma,@function
__clang_ocl_kern_imp_fp8_mfma:          ; @__clang_ocl_kern_imp_fp8_mfma
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_bfe_u32 v6, v31, 10, 10
	v_mov_b32_e32 v28, v7
	s_lshl_b32 s0, s13, 5
	v_lshlrev_b32_e32 v7, 3, v6
	v_and_or_b32 v29, v7, 16, s0
	s_lshl_b32 s0, s12, 5
	v_lshlrev_b32_e32 v6, 4, v6
	v_and_b32_e32 v12, 0x3ff, v31
	v_and_or_b32 v30, v6, 16, s0
	s_mov_b32 s10, 0
	v_cmp_lt_i32_e32 vcc, 0, v8
	v_mov_b32_e32 v27, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v24, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_16
; %bb.1:
	v_lshrrev_b32_e32 v6, 6, v12
	v_sub_u32_e32 v21, 32, v6
	v_and_b32_e32 v22, 56, v21
	v_and_b32_e32 v48, 0x3f0, v12
	v_or_b32_e32 v49, 15, v12
	v_readfirstlane_b32 s11, v22
	v_lshl_add_u32 v50, v22, 6, v12
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v6, v8
	v_mov_b32_e32 v11, v8
	v_mov_b32_e32 v20, v8
	v_add_u32_e32 v19, 0x1c0, v12
	v_add_u32_e32 v18, 0x180, v12
	v_add_u32_e32 v17, 0x140, v12
	v_add_u32_e32 v16, 0x100, v12
	v_add_u32_e32 v15, 0xc0, v12
	v_add_u32_e32 v14, 0x80, v12
	v_add_u32_e32 v13, 64, v12
	v_cmp_ne_u32_e64 s[0:1], v21, v22
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v24, 0
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v26, 0
	v_mov_b32_e32 v27, 0
	s_movk_i32 s12, 0x7bf
	s_mov_b32 s13, 0x60504
	v_mov_b32_e32 v21, v8
	v_mov_b32_e32 v22, v8
	v_mov_b32_e32 v23, v8
	s_trap 2
	s_branch .LBB3_3
.LBB3_2:                                ;   in Loop: Header=BB3_3 Depth=1
	v_add_u32_e32 v35, v0, v48
	v_add_u32_e32 v52, v0, v48
	v_add_u32_e32 v36, v0, v49
	v_add_u32_e32 v37, v0, v49
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b96 v[32:34], v35
	ds_read_b32 v51, v35 offset:12
	ds_read_b96 v[64:66], v52
	ds_read_b32 v53, v52 offset:12
	ds_read_u8 v54, v36
	ds_read_u8 v55, v37
	ds_read_b128 v[36:39], v35 offset:64
	ds_read_b128 v[68:71], v52 offset:64
	s_addk_i32 s10, 0x80
	v_cmp_ge_i32_e32 vcc, s10, v8
	s_waitcnt lgkmcnt(3)
	v_perm_b32 v35, v51, v54, s13
	s_waitcnt lgkmcnt(2)
	v_perm_b32 v67, v53, v55, s13
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[24:27], v[32:39], v[64:71], v[24:27]
	s_barrier
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_15
.LBB3_3:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_4 Depth 2
                                        ;     Child Loop BB3_7 Depth 2
                                        ;     Child Loop BB3_10 Depth 2
                                        ;     Child Loop BB3_13 Depth 2
	v_mov_b64_e32 v[38:39], v[18:19]
	s_mov_b32 s14, s10
	s_mov_b32 s15, s10
	s_mov_b32 s16, s10
	s_mov_b32 s17, s10
	s_mov_b32 s18, s10
	s_mov_b32 s19, s10
	s_mov_b32 s20, s10
	s_mov_b32 s2, s11
	v_mov_b64_e32 v[36:37], v[16:17]
	v_mov_b64_e32 v[34:35], v[14:15]
	v_mov_b64_e32 v[32:33], v[12:13]
.LBB3_4:                                ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v51, 7, v32
	v_and_b32_e32 v54, 0x7f, v32
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s10, v54
	v_mad_u64_u32 v[52:53], s[8:9], v51, v8, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v33
	v_and_b32_e32 v55, 0x7f, v33
	global_load_ubyte v70, v[52:53], off
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s14, v55
	v_mad_u64_u32 v[52:53], s[8:9], v51, v7, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v34
	v_and_b32_e32 v64, 0x7f, v34
	global_load_ubyte v71, v[52:53], off
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s15, v64
	v_mad_u64_u32 v[52:53], s[8:9], v51, v6, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v35
	v_and_b32_e32 v65, 0x7f, v35
	global_load_ubyte v80, v[52:53], off
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s16, v65
	v_mad_u64_u32 v[52:53], s[8:9], v51, v11, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v36
	v_and_b32_e32 v66, 0x7f, v36
	global_load_ubyte v81, v[52:53], off
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s17, v66
	v_mad_u64_u32 v[52:53], s[8:9], v51, v20, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v37
	v_and_b32_e32 v67, 0x7f, v37
	global_load_ubyte v82, v[52:53], off
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s18, v67
	v_mad_u64_u32 v[52:53], s[8:9], v51, v21, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v38
	v_and_b32_e32 v68, 0x7f, v38
	global_load_ubyte v83, v[52:53], off
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s19, v68
	v_mad_u64_u32 v[52:53], s[8:9], v51, v22, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v39
	v_and_b32_e32 v69, 0x7f, v39
	global_load_ubyte v84, v[52:53], off
	v_add_u32_e32 v51, v51, v29
	v_or_b32_e32 v52, s20, v69
	v_mad_u64_u32 v[52:53], s[8:9], v51, v23, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[0:1], 0, v[52:53]
	global_load_ubyte v85, v[52:53], off
	v_and_b32_e32 v51, 0xffffff80, v32
	v_and_b32_e32 v52, 0xffffff80, v33
	v_add3_u32 v51, s0, v51, v54
	v_add3_u32 v52, s0, v52, v55
	v_and_b32_e32 v53, 0xffffff80, v34
	v_and_b32_e32 v54, 0xffffff80, v35
	v_and_b32_e32 v55, 0xffffff80, v36
	s_add_i32 s2, s2, -8
	v_add3_u32 v53, s0, v53, v64
	v_add3_u32 v54, s0, v54, v65
	v_add3_u32 v55, s0, v55, v66
	v_and_b32_e32 v64, 0xffffff80, v37
	v_and_b32_e32 v65, 0xffffff80, v38
	v_and_b32_e32 v66, 0xffffff80, v39
	v_add_u32_e32 v39, 0x200, v39
	v_add_u32_e32 v38, 0x200, v38
	v_add_u32_e32 v37, 0x200, v37
	v_add_u32_e32 v36, 0x200, v36
	v_add_u32_e32 v35, 0x200, v35
	v_add_u32_e32 v34, 0x200, v34
	v_add_u32_e32 v33, 0x200, v33
	s_cmp_lg_u32 s2, 0
	v_add_u32_e32 v32, 0x200, v32
	v_add3_u32 v64, s0, v64, v67
	v_add3_u32 v65, s0, v65, v68
	v_add3_u32 v66, s0, v66, v69
	s_waitcnt vmcnt(7)
	ds_write_b8 v51, v70
	s_waitcnt vmcnt(6)
	ds_write_b8 v52, v71
	s_waitcnt vmcnt(5)
	ds_write_b8 v53, v80
	s_waitcnt vmcnt(4)
	ds_write_b8 v54, v81
	s_waitcnt vmcnt(3)
	ds_write_b8 v55, v82
	s_waitcnt vmcnt(2)
	ds_write_b8 v64, v83
	s_waitcnt vmcnt(1)
	ds_write_b8 v65, v84
	s_waitcnt vmcnt(0)
	ds_write_b8 v66, v85
	s_cbranch_scc1 .LBB3_4
; %bb.5:                                ;   in Loop: Header=BB3_3 Depth=1
	v_cndmask_b32_e64 v32, 0, 1, s[0:1]
	v_cmp_ne_u32_e64 s[2:3], 1, v32
	s_andn2_b64 vcc, exec, s[0:1]
	s_cbranch_vccnz .LBB3_9
; %bb.6:                                ;   in Loop: Header=BB3_3 Depth=1
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v32, v50
.LBB3_7:                                ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v33, 7, v32
	v_and_b32_e32 v36, 0x7f, v32
	v_add_u32_e32 v33, v33, v29
	v_or_b32_e32 v34, s10, v36
	v_mad_u64_u32 v[34:35], s[22:23], v33, v8, v[34:35]
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[0:1], 0, v[34:35]
	global_load_ubyte v35, v[34:35], off
	v_and_b32_e32 v33, 0xffffff80, v32
	v_add_u32_e32 v34, 64, v32
	v_cmp_lt_u32_e32 vcc, s12, v32
	v_add3_u32 v33, s0, v33, v36
	s_or_b64 s[8:9], vcc, s[8:9]
	v_mov_b32_e32 v32, v34
	s_waitcnt vmcnt(0)
	ds_write_b8 v33, v35
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execnz .LBB3_7
; %bb.8:                                ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[8:9]
.LBB3_9:                                ;   in Loop: Header=BB3_3 Depth=1
	v_mov_b64_e32 v[38:39], v[18:19]
	s_mov_b32 s8, s11
	v_mov_b64_e32 v[36:37], v[16:17]
	v_mov_b64_e32 v[34:35], v[14:15]
	v_mov_b64_e32 v[32:33], v[12:13]
.LBB3_10:                               ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v51, 7, v32
	v_and_b32_e32 v54, 0x7f, v32
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s10, v54
	v_mad_u64_u32 v[52:53], s[22:23], v51, v8, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v33
	v_and_b32_e32 v55, 0x7f, v33
	global_load_ubyte v70, v[52:53], off
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s14, v55
	v_mad_u64_u32 v[52:53], s[22:23], v51, v7, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v34
	v_and_b32_e32 v64, 0x7f, v34
	global_load_ubyte v71, v[52:53], off
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s15, v64
	v_mad_u64_u32 v[52:53], s[22:23], v51, v6, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v35
	v_and_b32_e32 v65, 0x7f, v35
	global_load_ubyte v80, v[52:53], off
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s16, v65
	v_mad_u64_u32 v[52:53], s[22:23], v51, v11, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v36
	v_and_b32_e32 v66, 0x7f, v36
	global_load_ubyte v81, v[52:53], off
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s17, v66
	v_mad_u64_u32 v[52:53], s[22:23], v51, v20, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v37
	v_and_b32_e32 v67, 0x7f, v37
	global_load_ubyte v82, v[52:53], off
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s18, v67
	v_mad_u64_u32 v[52:53], s[22:23], v51, v21, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v38
	v_and_b32_e32 v68, 0x7f, v38
	global_load_ubyte v83, v[52:53], off
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s19, v68
	v_mad_u64_u32 v[52:53], s[22:23], v51, v22, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	v_lshrrev_b32_e32 v51, 7, v39
	v_and_b32_e32 v69, 0x7f, v39
	global_load_ubyte v84, v[52:53], off
	v_add_u32_e32 v51, v51, v30
	v_or_b32_e32 v52, s20, v69
	v_mad_u64_u32 v[52:53], s[22:23], v51, v23, v[52:53]
	v_ashrrev_i32_e32 v53, 31, v52
	v_lshl_add_u64 v[52:53], v[2:3], 0, v[52:53]
	global_load_ubyte v85, v[52:53], off
	v_and_b32_e32 v51, 0xffffff80, v32
	v_and_b32_e32 v52, 0xffffff80, v33
	v_add3_u32 v51, s0, v51, v54
	v_add3_u32 v52, s0, v52, v55
	v_and_b32_e32 v53, 0xffffff80, v34
	v_and_b32_e32 v54, 0xffffff80, v35
	v_and_b32_e32 v55, 0xffffff80, v36
	s_add_i32 s8, s8, -8
	v_add3_u32 v53, s0, v53, v64
	v_add3_u32 v54, s0, v54, v65
	v_add3_u32 v55, s0, v55, v66
	v_and_b32_e32 v64, 0xffffff80, v37
	v_and_b32_e32 v65, 0xffffff80, v38
	v_and_b32_e32 v66, 0xffffff80, v39
	v_add_u32_e32 v39, 0x200, v39
	v_add_u32_e32 v38, 0x200, v38
	v_add_u32_e32 v37, 0x200, v37
	v_add_u32_e32 v36, 0x200, v36
	v_add_u32_e32 v35, 0x200, v35
	v_add_u32_e32 v34, 0x200, v34
	v_add_u32_e32 v33, 0x200, v33
	s_cmp_lg_u32 s8, 0
	v_add_u32_e32 v32, 0x200, v32
	v_add3_u32 v64, s0, v64, v67
	v_add3_u32 v65, s0, v65, v68
	v_add3_u32 v66, s0, v66, v69
	s_waitcnt vmcnt(7)
	ds_write_b8 v51, v70
	s_waitcnt vmcnt(6)
	ds_write_b8 v52, v71
	s_waitcnt vmcnt(5)
	ds_write_b8 v53, v80
	s_waitcnt vmcnt(4)
	ds_write_b8 v54, v81
	s_waitcnt vmcnt(3)
	ds_write_b8 v55, v82
	s_waitcnt vmcnt(2)
	ds_write_b8 v64, v83
	s_waitcnt vmcnt(1)
	ds_write_b8 v65, v84
	s_waitcnt vmcnt(0)
	ds_write_b8 v66, v85
	s_cbranch_scc1 .LBB3_10
; %bb.11:                               ;   in Loop: Header=BB3_3 Depth=1
	s_and_b64 vcc, exec, s[2:3]
	s_cbranch_vccnz .LBB3_2
; %bb.12:                               ;   in Loop: Header=BB3_3 Depth=1
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v32, v50
.LBB3_13:                               ;   Parent Loop BB3_3 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v33, 7, v32
	v_and_b32_e32 v36, 0x7f, v32
	v_add_u32_e32 v33, v33, v30
	v_or_b32_e32 v34, s10, v36
	v_mad_u64_u32 v[34:35], s[8:9], v33, v8, v[34:35]
	v_ashrrev_i32_e32 v35, 31, v34
	v_lshl_add_u64 v[34:35], v[2:3], 0, v[34:35]
	global_load_ubyte v35, v[34:35], off
	v_and_b32_e32 v33, 0xffffff80, v32
	v_add_u32_e32 v34, 64, v32
	v_cmp_lt_u32_e32 vcc, s12, v32
	v_add3_u32 v33, s0, v33, v36
	s_or_b64 s[2:3], vcc, s[2:3]
	v_mov_b32_e32 v32, v34
	s_waitcnt vmcnt(0)
	ds_write_b8 v33, v35
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB3_13
; %bb.14:                               ;   in Loop: Header=BB3_3 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_branch .LBB3_2
.LBB3_15:
	s_or_b64 exec, exec, s[6:7]
.LBB3_16:
	s_or_b64 exec, exec, s[4:5]
	v_lshrrev_b32_e32 v1, 2, v12
	v_and_b32_e32 v0, 15, v31
	v_and_b32_e32 v1, 0xfc, v1
	v_add_u32_e32 v1, v29, v1
	v_or_b32_e32 v0, v30, v0
	v_mad_u64_u32 v[0:1], s[0:1], v1, v28, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_neq_f32_e32 vcc, 0, v10
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_18
; %bb.17:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB3_18:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v2, v10, v2
	v_fmac_f32_e32 v2, v9, v24
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	v_ashrrev_i32_e32 v29, 31, v28
	global_store_short_d16_hi v[0:1], v2, off
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr2_vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB3_20
; %bb.19:
	v_lshlrev_b64 v[2:3], 1, v[28:29]
	v_lshl_add_u64 v[4:5], v[0:1], 0, v[2:3]
	global_load_ushort v4, v[4:5], off
                                        ; implicit-def: $vgpr28
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v4
.LBB3_20:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.21:
	v_lshlrev_b64 v[2:3], 1, v[28:29]
	v_mov_b32_e32 v4, 0
; %bb.22:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v4, v10, v4
	v_fmac_f32_e32 v4, v9, v25
	v_bfe_u32 v5, v4, 16, 1
	s_movk_i32 s2, 0x7fff
	v_add3_u32 v4, v4, v5, s2
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_store_short_d16_hi v[0:1], v4, off
	v_mov_b32_e32 v4, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_24
; %bb.23:
	global_load_ushort v5, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 16, v5
.LBB3_24:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v5, v10, v5
	v_fmac_f32_e32 v5, v9, v26
	v_bfe_u32 v6, v5, 16, 1
	v_add3_u32 v5, v5, v6, s2
	global_store_short_d16_hi v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_26
; %bb.25:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v2
.LBB3_26:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v2, v10, v4
	v_fmac_f32_e32 v2, v9, v27
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_fp8_mfma, .Lfunc_end3-__clang_ocl_kern_imp_fp8_mfma
                                        ; -- End function
	.set __clang_ocl_kern_imp_fp8_mfma.num_vgpr, 86
	.set __clang_ocl_kern_imp_fp8_mfma.num_agpr, 0
	.set __clang_ocl_kern_imp_fp8_mfma.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fp8_mfma.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fp8_mfma.private_seg_size, 0
	.set __clang_ocl_kern_imp_fp8_mfma.uses_vcc, 1
	.set __clang_ocl_kern_imp_fp8_mfma.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fp8_mfma.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fp8_mfma.has_recursion, 0
	.set __clang_ocl_kern_imp_fp8_mfma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 2488
; TotalNumSgprs: 38
; NumVgprs: 86
; NumAgprs: 0
; TotalNumVgprs: 86
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	fp8_mfma_vec            ; -- Begin function fp8_mfma_vec
	.globl	fp8_mfma_vec
	.p2align	8
	.type	fp8_mfma_vec,@function
fp8_mfma_vec:                           ; @fp8_mfma_vec
; %bb.0:
	s_load_dwordx2 s[8:9], s[0:1], 0x10
	s_load_dwordx4 s[4:7], s[0:1], 0x1c
	v_bfe_u32 v1, v0, 10, 10
	s_lshl_b32 s3, s3, 5
	v_lshlrev_b32_e32 v2, 3, v1
	v_and_or_b32 v12, v2, 16, s3
	s_lshl_b32 s2, s2, 5
	v_lshlrev_b32_e32 v2, 4, v1
	v_and_or_b32 v13, v2, 16, s2
	v_and_b32_e32 v14, 15, v0
	v_bfe_u32 v15, v0, 4, 6
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s5, 1
	v_mov_b32_e32 v3, 0
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	v_and_b32_e32 v0, 0x3ff, v0
	v_add_u32_e32 v2, 64, v0
	v_lshrrev_b32_e32 v8, 3, v0
	v_lshrrev_b32_e32 v10, 3, v2
	v_add_u32_e32 v2, v12, v8
	v_mul_lo_u32 v4, s5, v2
	v_lshlrev_b32_e32 v2, 4, v0
	v_lshlrev_b32_e32 v18, 11, v1
	v_and_b32_e32 v0, 7, v0
	s_load_dwordx4 s[0:3], s[0:1], 0x0
	v_lshl_add_u32 v1, v8, 7, v18
	v_lshlrev_b32_e32 v0, 4, v0
	v_or_b32_e32 v16, v1, v0
	v_lshl_add_u32 v1, v10, 7, v18
	v_or_b32_e32 v17, v1, v0
	v_add_u32_e32 v0, v13, v8
	v_mul_lo_u32 v0, s5, v0
	v_ashrrev_i32_e32 v1, 31, v0
	v_and_b32_e32 v2, 0x70, v2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[8:9], v[0:1], 0, v[2:3]
	v_add_u32_e32 v0, v13, v10
	v_add_u32_e32 v6, v12, v10
	v_mul_lo_u32 v0, s5, v0
	v_mul_lo_u32 v6, s5, v6
	v_ashrrev_i32_e32 v1, 31, v0
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	v_lshl_add_u64 v[4:5], s[0:1], 0, v[4:5]
	v_lshl_add_u64 v[6:7], s[0:1], 0, v[6:7]
	v_lshl_add_u64 v[10:11], v[0:1], 0, v[2:3]
	v_lshl_or_b32 v0, v14, 7, v18
	v_lshl_add_u64 v[4:5], v[4:5], 0, v[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 0, v[2:3]
	v_lshl_add_u32 v18, v15, 4, v0
	s_mov_b64 s[0:1], 0
	v_mov_b32_e32 v0, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[20:21], v[4:5], 0, s[0:1]
	v_lshl_add_u64 v[22:23], v[6:7], 0, s[0:1]
	v_lshl_add_u64 v[24:25], v[8:9], 0, s[0:1]
	v_lshl_add_u64 v[26:27], v[10:11], 0, s[0:1]
	global_load_dwordx4 v[28:31], v[20:21], off
	global_load_dwordx4 v[32:35], v[22:23], off
	global_load_dwordx4 v[36:39], v[24:25], off
	global_load_dwordx4 v[40:43], v[26:27], off
	s_add_u32 s0, s0, 0x80
	s_addc_u32 s1, s1, 0
	s_cmp_ge_i32 s0, s5
	s_waitcnt vmcnt(3)
	ds_write_b128 v16, v[28:31]
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[32:35]
	s_waitcnt vmcnt(1)
	ds_write_b128 v16, v[36:39] offset:8192
	s_waitcnt vmcnt(0)
	ds_write_b128 v17, v[40:43] offset:8192
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[20:23], v18
	ds_read_b128 v[24:27], v18 offset:64
	ds_read_b128 v[28:31], v18 offset:8192
	ds_read_b128 v[32:35], v18 offset:8256
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[20:27], v[28:35], v[0:3]
	s_barrier
	s_cbranch_scc0 .LBB4_2
	s_branch .LBB4_4
.LBB4_3:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v0, 0
.LBB4_4:
	v_lshl_add_u32 v5, v15, 2, v12
	v_or_b32_e32 v4, v13, v14
	v_mad_u64_u32 v[4:5], s[0:1], v5, s4, v[4:5]
	v_cmp_neq_f32_e64 s[2:3], s7, 0
	v_ashrrev_i32_e32 v5, 31, v4
	s_and_b64 vcc, exec, s[2:3]
	v_lshl_add_u64 v[4:5], v[4:5], 1, s[8:9]
	s_cbranch_vccz .LBB4_6
; %bb.5:
	global_load_ushort v6, v[4:5], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v6
	s_branch .LBB4_7
.LBB4_6:
	v_mov_b32_e32 v6, 0
.LBB4_7:
	v_mul_f32_e32 v6, s7, v6
	v_fmac_f32_e32 v6, s6, v0
	v_bfe_u32 v0, v6, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v0, v6, v0, s0
	global_store_short_d16_hi v[4:5], v0, off
	s_mov_b64 vcc, vcc
	s_cbranch_vccz .LBB4_12
; %bb.8:
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[8:9], s[4:5], 1
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[8:9]
	global_load_ushort v0, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v0, 16, v0
	s_cbranch_execnz .LBB4_10
.LBB4_9:
	s_ashr_i32 s5, s4, 31
	s_lshl_b64 s[8:9], s[4:5], 1
	v_mov_b32_e32 v0, 0
.LBB4_10:
	v_mul_f32_e32 v0, s7, v0
	v_fmac_f32_e32 v0, s6, v1
	v_bfe_u32 v1, v0, 16, 1
	s_movk_i32 s4, 0x7fff
	v_add3_u32 v6, v0, v1, s4
	v_lshl_add_u64 v[0:1], v[4:5], 0, s[8:9]
	v_cndmask_b32_e64 v4, 0, 1, s[2:3]
	global_store_short_d16_hi v[0:1], v6, off
	v_cmp_ne_u32_e64 s[0:1], 1, v4
	s_andn2_b64 vcc, exec, s[2:3]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	s_cbranch_vccnz .LBB4_13
; %bb.11:
	global_load_ushort v4, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v4
	s_branch .LBB4_14
.LBB4_12:
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $sgpr8_sgpr9
	s_branch .LBB4_9
.LBB4_13:
	v_mov_b32_e32 v4, 0
.LBB4_14:
	v_mul_f32_e32 v4, s7, v4
	v_fmac_f32_e32 v4, s6, v2
	v_bfe_u32 v2, v4, 16, 1
	v_add3_u32 v2, v4, v2, s4
	global_store_short_d16_hi v[0:1], v2, off
	s_and_b64 vcc, exec, s[0:1]
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[8:9]
	s_cbranch_vccnz .LBB4_16
; %bb.15:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
	s_branch .LBB4_17
.LBB4_16:
	v_mov_b32_e32 v2, 0
.LBB4_17:
	v_mul_f32_e32 v2, s7, v2
	v_fmac_f32_e32 v2, s6, v3
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_mfma_vec
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 44
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
.Lfunc_end4:
	.size	fp8_mfma_vec, .Lfunc_end4-fp8_mfma_vec
                                        ; -- End function
	.set fp8_mfma_vec.num_vgpr, 44
	.set fp8_mfma_vec.num_agpr, 0
	.set fp8_mfma_vec.numbered_sgpr, 10
	.set fp8_mfma_vec.num_named_barrier, 0
	.set fp8_mfma_vec.private_seg_size, 0
	.set fp8_mfma_vec.uses_vcc, 1
	.set fp8_mfma_vec.uses_flat_scratch, 0
	.set fp8_mfma_vec.has_dyn_sized_stack, 0
	.set fp8_mfma_vec.has_recursion, 0
	.set fp8_mfma_vec.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 912
; TotalNumSgprs: 16
; NumVgprs: 44
; NumAgprs: 0
; TotalNumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 44
; AccumOffset: 44
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 10
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_fp8_mfma_vec ; -- Begin function __clang_ocl_kern_imp_fp8_mfma_vec
	.globl	__clang_ocl_kern_imp_fp8_mfma_vec
	.p2align	2
	.type	__clang_ocl_kern_imp_fp8_mfma_vec,@function
__clang_ocl_kern_imp_fp8_mfma_vec:      ; @__clang_ocl_kern_imp_fp8_mfma_vec
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_bfe_u32 v11, v31, 10, 10
	v_mov_b32_e32 v6, v7
	s_lshl_b32 s0, s13, 5
	v_lshlrev_b32_e32 v7, 3, v11
	v_and_or_b32 v7, v7, 16, s0
	s_lshl_b32 s0, s12, 5
	v_lshlrev_b32_e32 v11, 4, v11
	v_and_or_b32 v11, v11, 16, s0
	v_cmp_lt_i32_e32 vcc, 0, v8
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_4
; %bb.1:
	v_and_b32_e32 v14, 0x3ff, v31
	v_add_u32_e32 v12, 64, v14
	v_lshrrev_b32_e32 v15, 3, v14
	v_lshlrev_b32_e32 v14, 4, v14
	v_lshrrev_b32_e32 v22, 3, v12
	v_add_u32_e32 v12, v7, v15
	v_and_b32_e32 v20, 0x70, v14
	v_add_u32_e32 v14, v11, v15
	v_mul_lo_u32 v12, v8, v12
	v_mul_lo_u32 v14, v8, v14
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[12:13], v[0:1], 0, v[12:13]
	v_lshl_add_u64 v[14:15], v[2:3], 0, v[14:15]
	v_lshl_add_u64 v[16:17], v[12:13], 0, v[20:21]
	v_add_u32_e32 v12, v7, v22
	v_lshl_add_u64 v[18:19], v[14:15], 0, v[20:21]
	v_add_u32_e32 v14, v11, v22
	v_mul_lo_u32 v12, v8, v12
	v_mul_lo_u32 v14, v8, v14
	v_ashrrev_i32_e32 v13, 31, v12
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[14:15]
	v_lshl_add_u64 v[12:13], v[20:21], 0, v[12:13]
	v_lshl_add_u64 v[2:3], v[2:3], 0, v[20:21]
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[12:13]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_mov_b64 s[4:5], 0
	s_trap 2
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshl_add_u64 v[20:21], v[16:17], 0, s[4:5]
	v_lshl_add_u64 v[22:23], v[0:1], 0, s[4:5]
	v_lshl_add_u64 v[24:25], v[18:19], 0, s[4:5]
	v_lshl_add_u64 v[26:27], v[2:3], 0, s[4:5]
	global_load_dwordx4 v[32:35], v[20:21], off
	global_load_dwordx4 v[36:39], v[22:23], off
	global_load_dwordx4 v[48:51], v[24:25], off
	global_load_dwordx4 v[52:55], v[26:27], off
	s_add_u32 s4, s4, 0x80
	s_addc_u32 s5, s5, 0
	v_cmp_ge_i32_e32 vcc, s4, v8
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(3)
	ds_write_b128 v0, v[32:35]
	s_waitcnt vmcnt(2)
	ds_write_b128 v0, v[36:39]
	s_waitcnt vmcnt(1)
	ds_write_b128 v0, v[48:51]
	s_waitcnt vmcnt(0)
	ds_write_b128 v0, v[52:55]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[20:23], v0
	ds_read_b128 v[24:27], v0 offset:64
	ds_read_b128 v[32:35], v0
	ds_read_b128 v[36:39], v0 offset:64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[12:15], v[20:27], v[32:39], v[12:15]
	s_barrier
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execnz .LBB5_2
; %bb.3:
	s_or_b64 exec, exec, s[2:3]
.LBB5_4:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v0, 15, v31
	v_bfe_u32 v1, v31, 4, 6
	v_lshl_add_u32 v1, v1, 2, v7
	v_or_b32_e32 v0, v11, v0
	v_mad_u64_u32 v[0:1], s[0:1], v1, v6, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_cmp_neq_f32_e32 vcc, 0, v10
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_6
; %bb.5:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB5_6:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v2, v10, v2
	v_fmac_f32_e32 v2, v9, v12
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	v_ashrrev_i32_e32 v7, 31, v6
	global_store_short_d16_hi v[0:1], v2, off
                                        ; implicit-def: $vgpr4
                                        ; implicit-def: $vgpr2_vgpr3
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB5_8
; %bb.7:
	v_lshlrev_b64 v[2:3], 1, v[6:7]
	v_lshl_add_u64 v[4:5], v[0:1], 0, v[2:3]
	global_load_ushort v4, v[4:5], off
                                        ; implicit-def: $vgpr6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v4
.LBB5_8:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
; %bb.9:
	v_lshlrev_b64 v[2:3], 1, v[6:7]
	v_mov_b32_e32 v4, 0
; %bb.10:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v4, v10, v4
	v_fmac_f32_e32 v4, v9, v13
	v_bfe_u32 v5, v4, 16, 1
	s_movk_i32 s2, 0x7fff
	v_add3_u32 v4, v4, v5, s2
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	global_store_short_d16_hi v[0:1], v4, off
	v_mov_b32_e32 v4, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_12
; %bb.11:
	global_load_ushort v5, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v5, 16, v5
.LBB5_12:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v5, v10, v5
	v_fmac_f32_e32 v5, v9, v14
	v_bfe_u32 v6, v5, 16, 1
	v_add3_u32 v5, v5, v6, s2
	global_store_short_d16_hi v[0:1], v5, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[2:3]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB5_14
; %bb.13:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v4, 16, v2
.LBB5_14:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v2, v10, v4
	v_fmac_f32_e32 v2, v9, v15
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_fp8_mfma_vec, .Lfunc_end5-__clang_ocl_kern_imp_fp8_mfma_vec
                                        ; -- End function
	.set __clang_ocl_kern_imp_fp8_mfma_vec.num_vgpr, 56
	.set __clang_ocl_kern_imp_fp8_mfma_vec.num_agpr, 0
	.set __clang_ocl_kern_imp_fp8_mfma_vec.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fp8_mfma_vec.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fp8_mfma_vec.private_seg_size, 0
	.set __clang_ocl_kern_imp_fp8_mfma_vec.uses_vcc, 1
	.set __clang_ocl_kern_imp_fp8_mfma_vec.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fp8_mfma_vec.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fp8_mfma_vec.has_recursion, 0
	.set __clang_ocl_kern_imp_fp8_mfma_vec.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 856
; TotalNumSgprs: 38
; NumVgprs: 56
; NumAgprs: 0
; TotalNumVgprs: 56
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 86
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'fp8*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'fp8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 5120
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fp8_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         fp8_tiled.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'fp8*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'fp8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fp8_mfma
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 4
      - 1
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         fp8_mfma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     60
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'fp8*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'fp8*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'ushort*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           fp8_mfma_vec
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 4
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         fp8_mfma_vec.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
