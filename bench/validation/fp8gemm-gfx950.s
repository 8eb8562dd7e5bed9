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
	s_load_dwordx4 s[4:7], s[0:1], 0x18
	s_waitcnt lgkmcnt(0)
	s_and_b32 s8, s6, 0x7f
	s_cbranch_scc0 .LBB2_2
.LBB2_1:
	s_endpgm
.LBB2_2:
	v_bfe_u32 v10, v0, 10, 10
	v_cmp_gt_u32_e32 vcc, 4, v10
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB2_1
; %bb.3:
	s_load_dwordx2 s[12:13], s[0:1], 0x10
	s_load_dword s14, s[0:1], 0x28
	s_lshl_b32 s3, s3, 5
	v_lshlrev_b32_e32 v1, 3, v10
	s_lshl_b32 s2, s2, 5
	v_lshlrev_b32_e32 v2, 4, v10
	v_and_or_b32 v1, v1, 16, s3
	v_and_or_b32 v6, v2, 16, s2
	v_and_b32_e32 v7, 15, v0
	v_bfe_u32 v8, v0, 4, 2
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
	s_cbranch_scc1 .LBB2_14
; %bb.4:
	s_load_dword s2, s[0:1], 0x3c
	s_load_dwordx4 s[8:11], s[0:1], 0x0
	v_lshlrev_b32_e32 v10, 11, v10
	v_and_b32_e32 v9, 0x3ff, v0
	v_lshlrev_b32_e32 v0, 4, v8
	v_lshl_or_b32 v12, v7, 7, v10
	s_waitcnt lgkmcnt(0)
	s_and_b32 s15, s2, 0xffff
	v_add_u32_e32 v11, 0x2000, v10
	s_mov_b32 s16, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	s_movk_i32 s17, 0x7ff
	v_add_u32_e32 v12, v12, v0
	s_branch .LBB2_6
.LBB2_5:                                ;   in Loop: Header=BB2_6 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[14:17], v12
	ds_read_b128 v[18:21], v12 offset:64
	ds_read_b128 v[22:25], v12 offset:8192
	ds_read_b128 v[26:29], v12 offset:8256
	s_addk_i32 s16, 0x80
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[2:5], v[14:21], v[22:29], v[2:5]
	s_cmp_ge_i32 s16, s6
	s_barrier
	s_cbranch_scc1 .LBB2_14
.LBB2_6:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB2_8 Depth 2
                                        ;     Child Loop BB2_12 Depth 2
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v13, v9
	s_branch .LBB2_8
.LBB2_7:                                ;   in Loop: Header=BB2_8 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v13, s15, v13
	v_lshlrev_b32_e32 v0, 7, v14
	v_cmp_lt_u32_e32 vcc, s17, v13
	v_add3_u32 v0, v10, v0, v15
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0)
	ds_write_b8 v0, v16
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB2_10
.LBB2_8:                                ;   Parent Loop BB2_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v14, 7, v13
	v_and_b32_e32 v15, 0x7f, v13
	v_or_b32_e32 v17, v14, v1
	v_or_b32_e32 v0, s16, v15
	v_cmp_gt_i32_e32 vcc, s4, v17
	v_cmp_gt_i32_e64 s[0:1], s6, v0
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB2_7
; %bb.9:                                ;   in Loop: Header=BB2_8 Depth=2
	v_mad_u64_u32 v[16:17], s[18:19], v17, s6, v[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[8:9], 0, v[16:17]
	global_load_ubyte v16, v[16:17], off
	s_branch .LBB2_7
.LBB2_10:                               ;   in Loop: Header=BB2_6 Depth=1
	s_or_b64 exec, exec, s[2:3]
	s_mov_b64 s[2:3], 0
	v_mov_b32_e32 v13, v9
	s_branch .LBB2_12
.LBB2_11:                               ;   in Loop: Header=BB2_12 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v13, s15, v13
	v_lshlrev_b32_e32 v0, 7, v14
	v_cmp_lt_u32_e32 vcc, s17, v13
	v_add3_u32 v0, v11, v0, v15
	s_or_b64 s[2:3], vcc, s[2:3]
	s_waitcnt vmcnt(0)
	ds_write_b8 v0, v16
	s_andn2_b64 exec, exec, s[2:3]
	s_cbranch_execz .LBB2_5
.LBB2_12:                               ;   Parent Loop BB2_6 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v14, 7, v13
	v_and_b32_e32 v15, 0x7f, v13
	v_or_b32_e32 v17, v14, v6
	v_or_b32_e32 v0, s16, v15
	v_cmp_gt_i32_e32 vcc, s5, v17
	v_cmp_gt_i32_e64 s[0:1], s6, v0
	s_and_b64 s[18:19], vcc, s[0:1]
	v_mov_b32_e32 v16, 0
	s_and_saveexec_b64 s[0:1], s[18:19]
	s_cbranch_execz .LBB2_11
; %bb.13:                               ;   in Loop: Header=BB2_12 Depth=2
	v_mad_u64_u32 v[16:17], s[18:19], v17, s6, v[0:1]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshl_add_u64 v[16:17], s[10:11], 0, v[16:17]
	global_load_ubyte v16, v[16:17], off
	s_branch .LBB2_11
.LBB2_14:
	v_lshl_or_b32 v1, v8, 2, v1
	v_or_b32_e32 v0, v6, v7
	v_cmp_gt_i32_e64 s[0:1], s5, v0
	v_cmp_gt_i32_e32 vcc, s4, v1
	s_waitcnt lgkmcnt(0)
	v_cmp_neq_f32_e64 s[2:3], s14, 0
	s_and_b64 s[10:11], vcc, s[0:1]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB2_18
; %bb.15:
	v_mad_u64_u32 v[6:7], s[10:11], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v8, 0
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[12:13]
	s_cbranch_vccnz .LBB2_17
; %bb.16:
	global_load_ushort v8, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v8, 16, v8
.LBB2_17:
	v_mul_f32_e32 v8, s14, v8
	v_fmac_f32_e32 v8, s7, v2
	v_bfe_u32 v2, v8, 16, 1
	s_movk_i32 s6, 0x7fff
	v_add3_u32 v2, v8, v2, s6
	global_store_short_d16_hi v[6:7], v2, off
.LBB2_18:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v2, 1, v1
	v_cmp_gt_i32_e32 vcc, s4, v2
	s_and_b64 s[10:11], vcc, s[0:1]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB2_22
; %bb.19:
	v_mad_u64_u32 v[6:7], s[10:11], v2, s5, v[0:1]
	v_ashrrev_i32_e32 v7, 31, v6
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[6:7], v[6:7], 1, s[12:13]
	s_cbranch_vccnz .LBB2_21
; %bb.20:
	global_load_ushort v2, v[6:7], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB2_21:
	v_mul_f32_e32 v2, s14, v2
	v_fmac_f32_e32 v2, s7, v3
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s6, 0x7fff
	v_add3_u32 v2, v2, v3, s6
	global_store_short_d16_hi v[6:7], v2, off
.LBB2_22:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v2, 2, v1
	v_cmp_gt_i32_e32 vcc, s4, v2
	s_and_b64 s[10:11], vcc, s[0:1]
	s_and_saveexec_b64 s[8:9], s[10:11]
	s_cbranch_execz .LBB2_26
; %bb.23:
	v_mad_u64_u32 v[2:3], s[10:11], v2, s5, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v6, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, s[12:13]
	s_cbranch_vccnz .LBB2_25
; %bb.24:
	global_load_ushort v6, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v6, 16, v6
.LBB2_25:
	v_mul_f32_e32 v6, s14, v6
	v_fmac_f32_e32 v6, s7, v4
	v_bfe_u32 v4, v6, 16, 1
	s_movk_i32 s6, 0x7fff
	v_add3_u32 v4, v6, v4, s6
	global_store_short_d16_hi v[2:3], v4, off
.LBB2_26:
	s_or_b64 exec, exec, s[8:9]
	v_or_b32_e32 v1, 3, v1
	v_cmp_gt_i32_e32 vcc, s4, v1
	s_and_b64 s[0:1], vcc, s[0:1]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB2_1
; %bb.27:
	v_mad_u64_u32 v[0:1], s[0:1], v1, s5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	s_andn2_b64 vcc, exec, s[2:3]
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, s[12:13]
	s_cbranch_vccnz .LBB2_29
; %bb.28:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB2_29:
	v_mul_f32_e32 v2, s14, v2
	v_fmac_f32_e32 v2, s7, v5
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp8_mfma
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 304
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
		.amdhsa_next_free_vgpr 30
		.amdhsa_next_free_sgpr 20
		.amdhsa_accum_offset 32
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
	.set fp8_mfma.num_vgpr, 30
	.set fp8_mfma.num_agpr, 0
	.set fp8_mfma.numbered_sgpr, 20
	.set fp8_mfma.num_named_barrier, 0
	.set fp8_mfma.private_seg_size, 0
	.set fp8_mfma.uses_vcc, 1
	.set fp8_mfma.uses_flat_scratch, 0
	.set fp8_mfma.has_dyn_sized_stack, 0
	.set fp8_mfma.has_recursion, 0
	.set fp8_mfma.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1040
; TotalNumSgprs: 26
; NumVgprs: 30
; NumAgprs: 0
; TotalNumVgprs: 30
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 16384 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 26
; NumVGPRsForWavesPerEU: 30
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_fp8_mfma ; -- Begin function __clang_ocl_kern_imp_fp8_mfma
	.globl	__clang_ocl_kern_imp_fp8_mfma
	.p2align	2
	.type	__clang_ocl_kern_imp_fp8_mfma,@function
__clang_ocl_kern_imp_fp8_mfma:          ; @__clang_ocl_kern_imp_fp8_mfma
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v11, 0x7f, v8
	v_cmp_eq_u32_e32 vcc, 0, v11
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_30
; %bb.1:
	v_bfe_u32 v12, v31, 10, 10
	v_cmp_gt_u32_e32 vcc, 4, v12
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB3_30
; %bb.2:
	s_lshl_b32 s0, s13, 5
	v_lshlrev_b32_e32 v11, 3, v12
	v_and_or_b32 v11, v11, 16, s0
	s_lshl_b32 s0, s12, 5
	v_lshlrev_b32_e32 v12, 4, v12
	v_and_or_b32 v17, v12, 16, s0
	v_bfe_u32 v18, v31, 4, 2
	s_mov_b32 s10, 0
	v_cmp_lt_i32_e32 vcc, 0, v8
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	s_and_saveexec_b64 s[2:3], vcc
	s_cbranch_execz .LBB3_14
; %bb.3:
	s_load_dword s0, s[8:9], 0xc
	v_lshlrev_b32_e32 v16, 4, v18
	v_and_b32_e32 v19, 0x3ff, v31
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v12, 0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s11, s0, 0xffff
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	s_movk_i32 s12, 0x7ff
	v_add_u32_e32 v20, v0, v16
	v_add_u32_e32 v21, v0, v16
	s_trap 2
	s_branch .LBB3_5
.LBB3_4:                                ;   in Loop: Header=BB3_5 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b128 v[22:25], v20
	ds_read_b128 v[26:29], v20 offset:64
	ds_read_b128 v[32:35], v21
	ds_read_b128 v[36:39], v21 offset:64
	s_addk_i32 s10, 0x80
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x128_f8f6f4 v[12:15], v[22:29], v[32:39], v[12:15]
	v_cmp_ge_i32_e32 vcc, s10, v8
	s_or_b64 s[6:7], vcc, s[6:7]
	s_barrier
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execz .LBB3_13
.LBB3_5:                                ; =>This Loop Header: Depth=1
                                        ;     Child Loop BB3_7 Depth 2
                                        ;     Child Loop BB3_11 Depth 2
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v22, v19
	s_branch .LBB3_7
.LBB3_6:                                ;   in Loop: Header=BB3_7 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v22, s11, v22
	v_lshlrev_b32_e32 v16, 7, v23
	v_cmp_lt_u32_e32 vcc, s12, v22
	v_add3_u32 v16, v0, v16, v24
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b8 v16, v25
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB3_9
.LBB3_7:                                ;   Parent Loop BB3_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v23, 7, v22
	v_and_b32_e32 v24, 0x7f, v22
	v_or_b32_e32 v26, v23, v11
	v_or_b32_e32 v16, s10, v24
	v_cmp_lt_i32_e32 vcc, v26, v6
	v_cmp_lt_i32_e64 s[0:1], v16, v8
	s_and_b64 s[14:15], vcc, s[0:1]
	v_mov_b32_e32 v25, 0
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB3_6
; %bb.8:                                ;   in Loop: Header=BB3_7 Depth=2
	v_mad_u64_u32 v[26:27], s[14:15], v26, v8, v[16:17]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[0:1], 0, v[26:27]
	global_load_ubyte v25, v[26:27], off
	s_branch .LBB3_6
.LBB3_9:                                ;   in Loop: Header=BB3_5 Depth=1
	s_or_b64 exec, exec, s[8:9]
	s_mov_b64 s[8:9], 0
	v_mov_b32_e32 v22, v19
	s_branch .LBB3_11
.LBB3_10:                               ;   in Loop: Header=BB3_11 Depth=2
	s_or_b64 exec, exec, s[0:1]
	v_add_u32_e32 v22, s11, v22
	v_lshlrev_b32_e32 v16, 7, v23
	v_cmp_lt_u32_e32 vcc, s12, v22
	v_add3_u32 v16, v0, v16, v24
	s_or_b64 s[8:9], vcc, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b8 v16, v25
	s_andn2_b64 exec, exec, s[8:9]
	s_cbranch_execz .LBB3_4
.LBB3_11:                               ;   Parent Loop BB3_5 Depth=1
                                        ; =>  This Inner Loop Header: Depth=2
	v_lshrrev_b32_e32 v23, 7, v22
	v_and_b32_e32 v24, 0x7f, v22
	v_or_b32_e32 v26, v23, v17
	v_or_b32_e32 v16, s10, v24
	v_cmp_lt_i32_e32 vcc, v26, v7
	v_cmp_lt_i32_e64 s[0:1], v16, v8
	s_and_b64 s[14:15], vcc, s[0:1]
	v_mov_b32_e32 v25, 0
	s_and_saveexec_b64 s[0:1], s[14:15]
	s_cbranch_execz .LBB3_10
; %bb.12:                               ;   in Loop: Header=BB3_11 Depth=2
	v_mad_u64_u32 v[26:27], s[14:15], v26, v8, v[16:17]
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshl_add_u64 v[26:27], v[2:3], 0, v[26:27]
	global_load_ubyte v25, v[26:27], off
	s_branch .LBB3_10
.LBB3_13:
	s_or_b64 exec, exec, s[6:7]
.LBB3_14:
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v0, 15, v31
	v_lshl_or_b32 v1, v18, 2, v11
	v_or_b32_e32 v0, v17, v0
	v_cmp_lt_i32_e64 s[0:1], v0, v7
	v_cmp_lt_i32_e64 s[2:3], v1, v6
	v_cmp_neq_f32_e32 vcc, 0, v10
	s_and_b64 s[6:7], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB3_18
; %bb.15:
	v_mad_u64_u32 v[2:3], s[6:7], v1, v7, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v8, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[4:5]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB3_17
; %bb.16:
	global_load_ushort v8, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v8, 16, v8
.LBB3_17:
	s_or_b64 exec, exec, s[6:7]
	v_mul_f32_e32 v8, v10, v8
	v_fmac_f32_e32 v8, v9, v12
	v_bfe_u32 v11, v8, 16, 1
	s_movk_i32 s6, 0x7fff
	v_add3_u32 v8, v8, v11, s6
	global_store_short_d16_hi v[2:3], v8, off
.LBB3_18:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 1, v1
	v_cmp_lt_i32_e64 s[2:3], v2, v6
	s_and_b64 s[6:7], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB3_22
; %bb.19:
	v_mad_u64_u32 v[2:3], s[6:7], v2, v7, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v8, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[4:5]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB3_21
; %bb.20:
	global_load_ushort v8, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v8, 16, v8
.LBB3_21:
	s_or_b64 exec, exec, s[6:7]
	v_mul_f32_e32 v8, v10, v8
	v_fmac_f32_e32 v8, v9, v13
	v_bfe_u32 v11, v8, 16, 1
	s_movk_i32 s6, 0x7fff
	v_add3_u32 v8, v8, v11, s6
	global_store_short_d16_hi v[2:3], v8, off
.LBB3_22:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v2, 2, v1
	v_cmp_lt_i32_e64 s[2:3], v2, v6
	s_and_b64 s[6:7], s[2:3], s[0:1]
	s_and_saveexec_b64 s[2:3], s[6:7]
	s_cbranch_execz .LBB3_26
; %bb.23:
	v_mad_u64_u32 v[2:3], s[6:7], v2, v7, v[0:1]
	v_ashrrev_i32_e32 v3, 31, v2
	v_mov_b32_e32 v8, 0
	v_lshl_add_u64 v[2:3], v[2:3], 1, v[4:5]
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB3_25
; %bb.24:
	global_load_ushort v8, v[2:3], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v8, 16, v8
.LBB3_25:
	s_or_b64 exec, exec, s[6:7]
	v_mul_f32_e32 v8, v10, v8
	v_fmac_f32_e32 v8, v9, v14
	v_bfe_u32 v11, v8, 16, 1
	s_movk_i32 s6, 0x7fff
	v_add3_u32 v8, v8, v11, s6
	global_store_short_d16_hi v[2:3], v8, off
.LBB3_26:
	s_or_b64 exec, exec, s[2:3]
	v_or_b32_e32 v1, 3, v1
	v_cmp_lt_i32_e64 s[2:3], v1, v6
	s_and_b64 s[0:1], s[2:3], s[0:1]
	s_and_b64 exec, exec, s[0:1]
	s_cbranch_execz .LBB3_30
; %bb.27:
	v_mad_u64_u32 v[0:1], s[0:1], v1, v7, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_mov_b32_e32 v2, 0
	v_lshl_add_u64 v[0:1], v[0:1], 1, v[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB3_29
; %bb.28:
	global_load_ushort v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_lshlrev_b32_e32 v2, 16, v2
.LBB3_29:
	s_or_b64 exec, exec, s[0:1]
	v_mul_f32_e32 v2, v10, v2
	v_fmac_f32_e32 v2, v9, v15
	v_bfe_u32 v3, v2, 16, 1
	s_movk_i32 s0, 0x7fff
	v_add3_u32 v2, v2, v3, s0
	global_store_short_d16_hi v[0:1], v2, off
.LBB3_30:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_fp8_mfma, .Lfunc_end3-__clang_ocl_kern_imp_fp8_mfma
                                        ; -- End function
	.set __clang_ocl_kern_imp_fp8_mfma.num_vgpr, 40
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
; codeLenInByte = 1056
; TotalNumSgprs: 38
; NumVgprs: 40
; NumAgprs: 0
; TotalNumVgprs: 40
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
	.set amdgpu.max_num_vgpr, 56
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
      - .offset:         48
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         52
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         56
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         60
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         62
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         64
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         66
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         68
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         70
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         88
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         96
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         104
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         112
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 16384
    .kernarg_segment_align: 8
    .kernarg_segment_size: 304
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 1024
    .name:           fp8_mfma
    .private_segment_fixed_size: 0
    .sgpr_count:     26
    .sgpr_spill_count: 0
    .symbol:         fp8_mfma.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     30
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
