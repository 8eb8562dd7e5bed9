	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_lds               ; -- Begin function sgemm_lds
	.globl	sgemm_lds
	.p2align	8
	.type	sgemm_lds,@function
sgemm_lds:                              ; @sgemm_lds
; %bb.0:
	s_clause 0x2
	s_load_b32 s2, s[0:1], 0x18
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v0, 0x3ff, v0
	s_lshl_b32 s3, s14, 5
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v4, s15, 5, v1
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s2, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	v_lshlrev_b32_e32 v3, 2, v0
	v_mul_lo_u32 v9, v1, s2
	v_dual_mov_b32 v5, 0 :: v_dual_lshlrev_b32 v6, 7, v1
	v_mad_u64_u32 v[1:2], null, s2, v4, v[0:1]
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_or_b32_e32 v7, 0x1000, v3
	v_add_nc_u32_e32 v8, v6, v3
	s_lshl_b32 s8, s2, 5
	v_add3_u32 v2, v0, v9, s3
	s_mov_b32 s9, 0
	v_add_nc_u32_e32 v9, v7, v6
	v_add_nc_u32_e32 v10, 0x400, v7
	v_add_nc_u32_e32 v11, 0x800, v7
	v_add_nc_u32_e32 v12, 0xc00, v7
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v13, s9, v1
	v_ashrrev_i32_e32 v3, 31, v2
	s_add_i32 s9, s9, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_ge_i32 s9, s2
	v_ashrrev_i32_e32 v14, 31, v13
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[15:16], 2, v[2:3]
	v_add_nc_u32_e32 v2, s8, v2
	v_lshlrev_b64 v[13:14], 2, v[13:14]
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v15, vcc_lo, s6, v15
	v_add_co_ci_u32_e64 v16, null, s7, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v13, vcc_lo, s4, v13
	v_add_co_ci_u32_e64 v14, null, s5, v14, vcc_lo
	global_load_b32 v3, v[15:16], off
	global_load_b32 v13, v[13:14], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v9, v3
	s_waitcnt vmcnt(0)
	ds_store_b32 v8, v13
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[13:14], v7 offset1:32
	ds_load_2addr_b32 v[15:16], v7 offset0:64 offset1:96
	ds_load_2addr_b32 v[17:18], v7 offset0:128 offset1:160
	ds_load_2addr_b32 v[19:20], v6 offset1:1
	ds_load_2addr_b32 v[21:22], v6 offset0:2 offset1:3
	ds_load_2addr_b32 v[23:24], v6 offset0:4 offset1:5
	ds_load_2addr_b32 v[25:26], v6 offset0:6 offset1:7
	ds_load_2addr_b32 v[27:28], v7 offset0:192 offset1:224
	ds_load_2addr_b32 v[29:30], v10 offset1:32
	ds_load_2addr_b32 v[31:32], v10 offset0:64 offset1:96
	ds_load_2addr_b32 v[33:34], v10 offset0:128 offset1:160
	ds_load_2addr_b32 v[35:36], v6 offset0:8 offset1:9
	ds_load_2addr_b32 v[37:38], v6 offset0:10 offset1:11
	ds_load_2addr_b32 v[39:40], v6 offset0:12 offset1:13
	ds_load_2addr_b32 v[41:42], v6 offset0:14 offset1:15
	ds_load_2addr_b32 v[43:44], v10 offset0:192 offset1:224
	ds_load_2addr_b32 v[45:46], v11 offset1:32
	ds_load_2addr_b32 v[47:48], v11 offset0:64 offset1:96
	ds_load_2addr_b32 v[49:50], v11 offset0:128 offset1:160
	ds_load_2addr_b32 v[51:52], v6 offset0:16 offset1:17
	ds_load_2addr_b32 v[53:54], v6 offset0:18 offset1:19
	ds_load_2addr_b32 v[55:56], v6 offset0:20 offset1:21
	ds_load_2addr_b32 v[57:58], v6 offset0:22 offset1:23
	ds_load_2addr_b32 v[59:60], v11 offset0:192 offset1:224
	ds_load_2addr_b32 v[61:62], v12 offset1:32
	ds_load_2addr_b32 v[63:64], v12 offset0:64 offset1:96
	ds_load_2addr_b32 v[65:66], v12 offset0:128 offset1:160
	ds_load_2addr_b32 v[67:68], v6 offset0:24 offset1:25
	ds_load_2addr_b32 v[69:70], v6 offset0:26 offset1:27
	ds_load_2addr_b32 v[71:72], v6 offset0:28 offset1:29
	ds_load_2addr_b32 v[73:74], v6 offset0:30 offset1:31
	ds_load_2addr_b32 v[75:76], v12 offset0:192 offset1:224
	s_waitcnt lgkmcnt(28)
	v_fmac_f32_e32 v5, v19, v13
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v20, v14
	s_waitcnt lgkmcnt(27)
	v_fmac_f32_e32 v5, v21, v15
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v22, v16
	s_waitcnt lgkmcnt(26)
	v_fmac_f32_e32 v5, v23, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v24, v18
	s_waitcnt lgkmcnt(24)
	v_fmac_f32_e32 v5, v25, v27
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v26, v28
	s_waitcnt lgkmcnt(20)
	v_fmac_f32_e32 v5, v35, v29
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v36, v30
	s_waitcnt lgkmcnt(19)
	v_fmac_f32_e32 v5, v37, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v38, v32
	s_waitcnt lgkmcnt(18)
	v_fmac_f32_e32 v5, v39, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v40, v34
	s_waitcnt lgkmcnt(16)
	v_fmac_f32_e32 v5, v41, v43
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v42, v44
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v5, v51, v45
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v52, v46
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v5, v53, v47
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v54, v48
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v5, v55, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v56, v50
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v5, v57, v59
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v58, v60
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v5, v67, v61
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v68, v62
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v5, v69, v63
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v70, v64
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v5, v71, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v5, v72, v66
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v5, v73, v75
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v5, v74, v76
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc0 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v5, 0
.LBB0_4:
	v_add_nc_u32_e32 v0, s3, v0
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_max_i32_e32 v1, v4, v0
	v_cmpx_gt_i32_e64 s2, v1
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mad_u64_u32 v[1:2], null, s2, v4, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc_lo
	global_store_b32 v[0:1], v5, off
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_lds
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 77
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 8
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
	.size	sgemm_lds, .Lfunc_end0-sgemm_lds
                                        ; -- End function
	.set sgemm_lds.num_vgpr, 77
	.set sgemm_lds.num_agpr, 0
	.set sgemm_lds.numbered_sgpr, 16
	.set sgemm_lds.num_named_barrier, 0
	.set sgemm_lds.private_seg_size, 0
	.set sgemm_lds.uses_vcc, 1
	.set sgemm_lds.uses_flat_scratch, 0
	.set sgemm_lds.has_dyn_sized_stack, 0
	.set sgemm_lds.has_recursion, 0
	.set sgemm_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 924
; TotalNumSgprs: 18
; NumVgprs: 77
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 77
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_sgemm_lds ; -- Begin function __clang_ocl_kern_imp_sgemm_lds
	.globl	__clang_ocl_kern_imp_sgemm_lds
	.p2align	2
	.type	__clang_ocl_kern_imp_sgemm_lds,@function
__clang_ocl_kern_imp_sgemm_lds:         ; @__clang_ocl_kern_imp_sgemm_lds
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_bfe_u32 v8, v31, 10, 10
	v_dual_mov_b32 v12, 0 :: v_dual_and_b32 v7, 0x3ff, v31
	s_lshl_b32 s0, s12, 5
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v11, s13, 5, v8
	v_cmpx_lt_i32_e32 0, v6
	s_cbranch_execz .LBB1_5
; %bb.1:
	s_cbranch_execnz .LBB1_8
; %bb.2:
	v_mul_lo_u32 v10, v8, v6
	v_mad_u64_u32 v[8:9], null, v6, v11, v[7:8]
	v_dual_mov_b32 v12, 0 :: v_dual_lshlrev_b32 v13, 5, v6
	v_add_nc_u32_e32 v14, 0x400, v0
	v_add_nc_u32_e32 v15, 0x800, v0
	v_add_nc_u32_e32 v16, 0xc00, v0
	v_add3_u32 v9, v7, v10, s0
	s_mov_b32 s2, 0
	s_mov_b32 s3, 0
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v17, s3, v8
	v_ashrrev_i32_e32 v10, 31, v9
	s_add_i32 s3, s3, 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v18, 31, v17
	v_lshlrev_b64 v[19:20], 2, v[9:10]
	v_add_nc_u32_e32 v9, v9, v13
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[17:18], 2, v[17:18]
	v_add_co_u32 v19, vcc_lo, v2, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v20, null, v3, v20, vcc_lo
	v_add_co_u32 v17, vcc_lo, v0, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v18, null, v1, v18, vcc_lo
	global_load_b32 v10, v[19:20], off
	global_load_b32 v17, v[17:18], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v10
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v17
	v_cmp_ge_i32_e32 vcc_lo, s3, v6
	s_or_b32 s2, vcc_lo, s2
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[17:18], v0 offset1:32
	ds_load_2addr_b32 v[19:20], v0 offset0:64 offset1:96
	ds_load_2addr_b32 v[21:22], v0 offset0:128 offset1:160
	ds_load_2addr_b32 v[23:24], v0 offset1:1
	ds_load_2addr_b32 v[25:26], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[27:28], v0 offset0:4 offset1:5
	ds_load_2addr_b32 v[29:30], v0 offset0:6 offset1:7
	ds_load_2addr_b32 v[31:32], v0 offset0:192 offset1:224
	ds_load_2addr_b32 v[33:34], v14 offset1:32
	ds_load_2addr_b32 v[35:36], v14 offset0:64 offset1:96
	ds_load_2addr_b32 v[37:38], v14 offset0:128 offset1:160
	ds_load_2addr_b32 v[48:49], v0 offset0:8 offset1:9
	ds_load_2addr_b32 v[50:51], v0 offset0:10 offset1:11
	ds_load_2addr_b32 v[52:53], v0 offset0:12 offset1:13
	ds_load_2addr_b32 v[54:55], v0 offset0:14 offset1:15
	ds_load_2addr_b32 v[64:65], v14 offset0:192 offset1:224
	ds_load_2addr_b32 v[66:67], v15 offset1:32
	ds_load_2addr_b32 v[68:69], v15 offset0:64 offset1:96
	ds_load_2addr_b32 v[70:71], v15 offset0:128 offset1:160
	ds_load_2addr_b32 v[80:81], v0 offset0:16 offset1:17
	ds_load_2addr_b32 v[82:83], v0 offset0:18 offset1:19
	ds_load_2addr_b32 v[84:85], v0 offset0:20 offset1:21
	ds_load_2addr_b32 v[86:87], v0 offset0:22 offset1:23
	ds_load_2addr_b32 v[96:97], v15 offset0:192 offset1:224
	ds_load_2addr_b32 v[98:99], v16 offset1:32
	ds_load_2addr_b32 v[100:101], v16 offset0:64 offset1:96
	ds_load_2addr_b32 v[102:103], v16 offset0:128 offset1:160
	ds_load_2addr_b32 v[112:113], v0 offset0:24 offset1:25
	ds_load_2addr_b32 v[114:115], v0 offset0:26 offset1:27
	ds_load_2addr_b32 v[116:117], v0 offset0:28 offset1:29
	ds_load_2addr_b32 v[118:119], v0 offset0:30 offset1:31
	ds_load_2addr_b32 v[128:129], v16 offset0:192 offset1:224
	s_waitcnt lgkmcnt(28)
	v_fmac_f32_e32 v12, v23, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v24, v18
	s_waitcnt lgkmcnt(27)
	v_fmac_f32_e32 v12, v25, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v26, v20
	s_waitcnt lgkmcnt(26)
	v_fmac_f32_e32 v12, v27, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v28, v22
	s_waitcnt lgkmcnt(24)
	v_fmac_f32_e32 v12, v29, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v30, v32
	s_waitcnt lgkmcnt(20)
	v_fmac_f32_e32 v12, v48, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v49, v34
	s_waitcnt lgkmcnt(19)
	v_fmac_f32_e32 v12, v50, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v51, v36
	s_waitcnt lgkmcnt(18)
	v_fmac_f32_e32 v12, v52, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v53, v38
	s_waitcnt lgkmcnt(16)
	v_fmac_f32_e32 v12, v54, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v55, v65
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v12, v80, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v81, v67
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v12, v82, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v83, v69
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v12, v84, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v85, v71
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v12, v86, v96
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v87, v97
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v12, v112, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v113, v99
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v12, v114, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v115, v101
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v12, v116, v102
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v12, v117, v103
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v12, v118, v128
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v12, v119, v129
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB1_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
.LBB1_5:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s1
	v_add_nc_u32_e32 v0, s0, v7
	s_mov_b32 s0, exec_lo
	v_max_i32_e32 v1, v11, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_lt_i32_e64 v1, v6
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_mad_u64_u32 v[1:2], null, v6, v11, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v2, 31, v1
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v4, v0
	v_add_co_ci_u32_e64 v1, null, v5, v1, vcc_lo
	global_store_b32 v[0:1], v12, off
.LBB1_7:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.LBB1_8:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB1_9
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sgemm_lds, .Lfunc_end1-__clang_ocl_kern_imp_sgemm_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_lds.num_vgpr, 130
	.set __clang_ocl_kern_imp_sgemm_lds.num_agpr, 0
	.set __clang_ocl_kern_imp_sgemm_lds.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sgemm_lds.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgemm_lds.private_seg_size, 0
	.set __clang_ocl_kern_imp_sgemm_lds.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgemm_lds.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sgemm_lds.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgemm_lds.has_recursion, 0
	.set __clang_ocl_kern_imp_sgemm_lds.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 960
; TotalNumSgprs: 34
; NumVgprs: 130
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	sgemm_reg               ; -- Begin function sgemm_reg
	.globl	sgemm_reg
	.p2align	8
	.type	sgemm_reg,@function
sgemm_reg:                              ; @sgemm_reg
; %bb.0:
	s_clause 0x2
	s_load_b128 s[4:7], s[0:1], 0x18
	s_load_b128 s[8:11], s[0:1], 0x0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_waitcnt lgkmcnt(0)
	s_mov_b32 s7, 0
	s_cmp_gt_i32 s4, 0
	s_cbranch_scc1 .LBB2_2
; %bb.1:
	s_lshl_b32 s2, s14, 7
	s_lshl_b32 s3, s15, 7
	s_branch .LBB2_3
.LBB2_2:
	s_mov_b32 s7, -1
                                        ; implicit-def: $sgpr2
                                        ; implicit-def: $sgpr3
.LBB2_3:
	v_bfe_u32 v5, v0, 5, 1
	v_lshrrev_b32_e32 v87, 6, v0
	v_dual_mov_b32 v122, 0 :: v_dual_and_b32 v1, 7, v0
	v_bfe_u32 v89, v0, 3, 2
	v_dual_mov_b32 v121, 0 :: v_dual_mov_b32 v120, 0
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v106, 0
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v104, 0
	v_dual_mov_b32 v103, 0 :: v_dual_mov_b32 v118, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v102, 0
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v114, 0
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v96, 0
	v_dual_mov_b32 v95, 0 :: v_dual_mov_b32 v110, 0
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v108, 0
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v94, 0
	v_dual_mov_b32 v93, 0 :: v_dual_mov_b32 v92, 0
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v90, 0
	v_dual_mov_b32 v88, 0 :: v_dual_mov_b32 v85, 0
	v_dual_mov_b32 v86, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v70, 0 :: v_dual_mov_b32 v69, 0
	v_dual_mov_b32 v68, 0 :: v_dual_mov_b32 v83, 0
	v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v81, 0
	v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v67, 0
	v_dual_mov_b32 v66, 0 :: v_dual_mov_b32 v65, 0
	v_dual_mov_b32 v64, 0 :: v_dual_mov_b32 v79, 0
	v_dual_mov_b32 v78, 0 :: v_dual_mov_b32 v77, 0
	v_dual_mov_b32 v76, 0 :: v_dual_mov_b32 v63, 0
	v_dual_mov_b32 v62, 0 :: v_dual_mov_b32 v61, 0
	v_dual_mov_b32 v60, 0 :: v_dual_mov_b32 v75, 0
	v_dual_mov_b32 v74, 0 :: v_dual_mov_b32 v73, 0
	v_dual_mov_b32 v72, 0 :: v_dual_mov_b32 v59, 0
	v_dual_mov_b32 v58, 0 :: v_dual_mov_b32 v57, 0
	v_mov_b32_e32 v56, 0
	s_and_not1_b32 vcc_lo, exec_lo, s7
	s_cbranch_vccnz .LBB2_7
; %bb.4:
	s_lshl_b32 s2, s14, 7
	s_bfe_i32 s3, s14, 0x10018
	v_and_or_b32 v123, 0x7f, v0, s2
	s_lshr_b32 s3, s3, 25
	v_lshrrev_b32_e32 v2, 3, v0
	v_lshrrev_b32_e32 v3, 7, v0
	scratch_store_b32 off, v5, off          ; 4-byte Folded Spill
	v_dual_mov_b32 v57, 0 :: v_dual_add_nc_u32 v0, s3, v123
	v_dual_mov_b32 v56, 0 :: v_dual_lshlrev_b32 v5, 8, v5
	v_dual_mov_b32 v73, 0 :: v_dual_lshlrev_b32 v6, 4, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v58, 0 :: v_dual_and_b32 v7, 0x3fffff80, v0
	s_lshl_b32 s3, s15, 7
	v_dual_mov_b32 v75, 0 :: v_dual_lshlrev_b32 v8, 4, v89
	v_or_b32_e32 v9, s3, v2
	v_or3_b32 v0, v5, v6, 0x1000
	v_sub_nc_u32_e32 v2, v123, v7
	v_dual_mov_b32 v72, 0 :: v_dual_add_nc_u32 v5, 2, v3
	v_lshl_or_b32 v124, v87, 7, v8
	v_dual_mov_b32 v74, 0 :: v_dual_add_nc_u32 v7, 32, v9
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshl_add_u32 v2, v2, 2, 0x1000
	v_dual_mov_b32 v63, 0 :: v_dual_and_b32 v8, 7, v5
	v_dual_mov_b32 v77, 0 :: v_dual_add_nc_u32 v10, 64, v9
	v_dual_mov_b32 v60, 0 :: v_dual_add_nc_u32 v11, 0x60, v9
	v_dual_mov_b32 v61, 0 :: v_dual_add_nc_u32 v6, 4, v3
	v_ashrrev_i32_e32 v12, 31, v7
	v_lshl_add_u32 v126, v8, 9, v2
	v_ashrrev_i32_e32 v8, 31, v10
	v_ashrrev_i32_e32 v13, 31, v11
	v_dual_mov_b32 v79, 0 :: v_dual_and_b32 v14, 7, v6
	v_lshrrev_b32_e32 v12, 25, v12
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_lshrrev_b32_e32 v8, 25, v8
	v_lshrrev_b32_e32 v13, 25, v13
	s_bfe_i32 s7, s15, 0x10018
	v_dual_mov_b32 v76, 0 :: v_dual_add_nc_u32 v15, 6, v3
	s_lshr_b32 s7, s7, 25
	v_lshl_add_u32 v127, v14, 9, v2
	v_dual_mov_b32 v65, 0 :: v_dual_add_nc_u32 v14, s7, v9
	v_dual_mov_b32 v67, 0 :: v_dual_add_nc_u32 v12, v7, v12
	v_dual_mov_b32 v81, 0 :: v_dual_add_nc_u32 v8, v10, v8
	v_dual_mov_b32 v62, 0 :: v_dual_add_nc_u32 v13, v11, v13
	v_dual_mov_b32 v85, 0 :: v_dual_and_b32 v16, 7, v15
	v_dual_mov_b32 v83, 0 :: v_dual_and_b32 v14, 0x3fffff80, v14
	v_dual_mov_b32 v69, 0 :: v_dual_and_b32 v12, 0x3fffff80, v12
	v_dual_mov_b32 v71, 0 :: v_dual_and_b32 v8, 0x3fffff80, v8
	v_dual_mov_b32 v78, 0 :: v_dual_and_b32 v13, 0x3fffff80, v13
	v_lshl_add_u32 v125, v3, 9, v2
	v_lshl_add_u32 v128, v16, 9, v2
	v_mul_lo_u32 v133, s4, v3
	v_mad_u64_u32 v[2:3], null, s4, v11, v[1:2]
	v_dual_mov_b32 v59, 0 :: v_dual_lshlrev_b32 v4, 9, v1
	v_sub_nc_u32_e32 v14, v9, v14
	v_sub_nc_u32_e32 v12, v7, v12
	v_sub_nc_u32_e32 v8, v10, v8
	v_sub_nc_u32_e32 v13, v11, v13
	v_mul_lo_u32 v136, s4, v5
	v_lshl_add_u32 v129, v14, 2, v4
	v_lshl_add_u32 v130, v12, 2, v4
	v_lshl_add_u32 v131, v8, 2, v4
	v_lshl_add_u32 v132, v13, 2, v4
	v_mad_u64_u32 v[3:4], null, s4, v10, v[1:2]
	v_mad_u64_u32 v[4:5], null, s4, v7, v[1:2]
	v_mul_lo_u32 v134, s4, v6
	v_mul_lo_u32 v135, s4, v15
	v_mad_u64_u32 v[5:6], null, s4, v9, v[1:2]
	v_dual_mov_b32 v64, 0 :: v_dual_add_nc_u32 v191, 0x888, v0
	v_or_b32_e32 v84, 0x800, v124
	v_dual_mov_b32 v66, 0 :: v_dual_add_nc_u32 v139, 0x808, v124
	v_dual_mov_b32 v91, 0 :: v_dual_add_nc_u32 v140, 0x840, v124
	v_dual_mov_b32 v80, 0 :: v_dual_add_nc_u32 v141, 0x848, v124
	v_dual_mov_b32 v93, 0 :: v_dual_add_nc_u32 v142, 0xa00, v0
	v_dual_mov_b32 v82, 0 :: v_dual_add_nc_u32 v143, 0xa08, v0
	v_dual_mov_b32 v107, 0 :: v_dual_add_nc_u32 v144, 0xa80, v0
	v_dual_mov_b32 v68, 0 :: v_dual_add_nc_u32 v145, 0xa88, v0
	v_dual_mov_b32 v109, 0 :: v_dual_add_nc_u32 v146, 0xa00, v124
	v_dual_mov_b32 v70, 0 :: v_dual_add_nc_u32 v147, 0xa08, v124
	v_dual_mov_b32 v95, 0 :: v_dual_add_nc_u32 v148, 0xa40, v124
	v_dual_mov_b32 v86, 0 :: v_dual_add_nc_u32 v149, 0xa48, v124
	v_dual_mov_b32 v97, 0 :: v_dual_add_nc_u32 v150, 0xc00, v0
	v_dual_mov_b32 v88, 0 :: v_dual_add_nc_u32 v151, 0xc08, v0
	v_dual_mov_b32 v111, 0 :: v_dual_add_nc_u32 v152, 0xc80, v0
	v_dual_mov_b32 v90, 0 :: v_dual_add_nc_u32 v153, 0xc88, v0
	v_dual_mov_b32 v113, 0 :: v_dual_add_nc_u32 v154, 0xc00, v124
	v_dual_mov_b32 v92, 0 :: v_dual_add_nc_u32 v155, 0xc08, v124
	v_dual_mov_b32 v99, 0 :: v_dual_add_nc_u32 v156, 0xc40, v124
	v_dual_mov_b32 v94, 0 :: v_dual_add_nc_u32 v157, 0xc48, v124
	v_dual_mov_b32 v101, 0 :: v_dual_add_nc_u32 v158, 0xe00, v0
	v_dual_mov_b32 v108, 0 :: v_dual_add_nc_u32 v159, 0xe08, v0
	v_dual_mov_b32 v115, 0 :: v_dual_add_nc_u32 v160, 0xe80, v0
	v_dual_mov_b32 v110, 0 :: v_dual_add_nc_u32 v161, 0xe88, v0
	v_dual_mov_b32 v117, 0 :: v_dual_add_nc_u32 v162, 0xe00, v124
	v_dual_mov_b32 v96, 0 :: v_dual_add_nc_u32 v163, 0xe08, v124
	v_dual_mov_b32 v103, 0 :: v_dual_add_nc_u32 v164, 0xe40, v124
	v_dual_mov_b32 v98, 0 :: v_dual_add_nc_u32 v165, 0xe48, v124
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v114, 0 :: v_dual_mov_b32 v119, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v121, 0
	v_dual_mov_b32 v102, 0 :: v_dual_add_nc_u32 v167, 0x408, v0
	v_dual_mov_b32 v116, 0 :: v_dual_add_nc_u32 v169, 0x488, v0
	v_dual_mov_b32 v118, 0 :: v_dual_add_nc_u32 v171, 0x408, v124
	v_dual_mov_b32 v104, 0 :: v_dual_add_nc_u32 v173, 0x448, v124
	v_dual_mov_b32 v106, 0 :: v_dual_add_nc_u32 v175, 0x608, v0
	v_dual_mov_b32 v120, 0 :: v_dual_add_nc_u32 v177, 0x688, v0
	v_dual_mov_b32 v122, 0 :: v_dual_add_nc_u32 v179, 0x608, v124
	v_add_nc_u32_e32 v166, 0x400, v0
	v_add_nc_u32_e32 v168, 0x480, v0
	v_add_nc_u32_e32 v170, 0x400, v124
	v_add_nc_u32_e32 v172, 0x440, v124
	v_add_nc_u32_e32 v174, 0x600, v0
	v_add_nc_u32_e32 v176, 0x680, v0
	v_add_nc_u32_e32 v178, 0x600, v124
	v_add_nc_u32_e32 v180, 0x640, v124
	v_add_nc_u32_e32 v181, 0x648, v124
	v_add_nc_u32_e32 v182, 0x800, v0
	v_add_nc_u32_e32 v183, 0x808, v0
	v_add_nc_u32_e32 v184, 0x880, v0
	s_lshl_b32 s7, s4, 3
	s_mov_b32 s12, 0
.LBB2_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v6, v133, v123
	v_add_nc_u32_e32 v8, v136, v123
	v_add_nc_u32_e32 v10, v134, v123
	v_add_nc_u32_e32 v12, v135, v123
	v_add_nc_u32_e32 v14, s12, v5
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_ashrrev_i32_e32 v11, 31, v10
	v_add_nc_u32_e32 v16, s12, v4
	v_ashrrev_i32_e32 v13, 31, v12
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_nc_u32_e32 v18, s12, v3
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_ashrrev_i32_e32 v15, 31, v14
	v_add_nc_u32_e32 v20, s12, v2
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32 v6, vcc_lo, s10, v6
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e64 v7, null, s11, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, s10, v8
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_ci_u32_e64 v9, null, s11, v9, vcc_lo
	v_add_co_u32 v10, vcc_lo, s10, v10
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_ci_u32_e64 v11, null, s11, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s10, v12
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_ci_u32_e64 v13, null, s11, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, s8, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s9, v15, vcc_lo
	v_add_co_u32 v16, vcc_lo, s8, v16
	v_add_co_ci_u32_e64 v17, null, s9, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, s8, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s9, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, s8, v20
	v_add_co_ci_u32_e64 v21, null, s9, v21, vcc_lo
	s_clause 0x3
	global_load_b32 v6, v[6:7], off
	global_load_b32 v7, v[8:9], off
	global_load_b32 v8, v[10:11], off
	global_load_b32 v9, v[12:13], off
	s_clause 0x3
	global_load_b32 v10, v[14:15], off
	global_load_b32 v11, v[16:17], off
	global_load_b32 v12, v[18:19], off
	global_load_b32 v13, v[20:21], off
	s_add_i32 s12, s12, 8
	s_waitcnt vmcnt(3)
	ds_store_b32 v129, v10
	s_waitcnt vmcnt(2)
	ds_store_b32 v130, v11
	s_waitcnt vmcnt(1)
	ds_store_b32 v131, v12
	ds_store_b32 v125, v6
	ds_store_b32 v126, v7
	ds_store_b32 v127, v8
	ds_store_b32 v128, v9
	s_waitcnt vmcnt(0)
	ds_store_b32 v132, v13
	s_cmp_lt_i32 s12, s4
	v_add_nc_u32_e32 v123, s7, v123
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[6:7], v124 offset1:1
	ds_load_2addr_b32 v[8:9], v0 offset1:1
	ds_load_2addr_b32 v[10:11], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[12:13], v0 offset0:32 offset1:33
	ds_load_2addr_b32 v[14:15], v0 offset0:34 offset1:35
	ds_load_2addr_b32 v[16:17], v124 offset0:2 offset1:3
	ds_load_2addr_b32 v[18:19], v124 offset0:16 offset1:17
	ds_load_2addr_b32 v[22:23], v124 offset0:18 offset1:19
	ds_load_2addr_b32 v[24:25], v0 offset0:128 offset1:129
	ds_load_2addr_b32 v[26:27], v0 offset0:130 offset1:131
	ds_load_2addr_b32 v[30:31], v0 offset0:160 offset1:161
	ds_load_2addr_b32 v[34:35], v0 offset0:162 offset1:163
	ds_load_2addr_b32 v[42:43], v124 offset0:128 offset1:129
	ds_load_2addr_b32 v[50:51], v124 offset0:130 offset1:131
	ds_load_2addr_b32 v[20:21], v167 offset1:1
	ds_load_2addr_b32 v[28:29], v168 offset1:1
	ds_load_2addr_b32 v[32:33], v169 offset1:1
	ds_load_2addr_b32 v[189:190], v170 offset1:1
	ds_load_2addr_b32 v[185:186], v124 offset0:144 offset1:145
	ds_load_2addr_b32 v[54:55], v173 offset1:1
	ds_load_2addr_b32 v[52:53], v174 offset1:1
	ds_load_2addr_b32 v[44:45], v175 offset1:1
	ds_load_2addr_b32 v[38:39], v176 offset1:1
	ds_load_2addr_b32 v[36:37], v177 offset1:1
	ds_load_2addr_b32 v[40:41], v178 offset1:1
	ds_load_2addr_b32 v[48:49], v179 offset1:1
	ds_load_2addr_b32 v[46:47], v180 offset1:1
	s_waitcnt lgkmcnt(25)
	v_fmac_f32_e32 v118, v7, v8
	s_waitcnt lgkmcnt(24)
	v_fmac_f32_e32 v120, v6, v10
	v_fmac_f32_e32 v116, v7, v10
	s_waitcnt lgkmcnt(21)
	v_dual_fmac_f32 v106, v6, v12 :: v_dual_fmac_f32 v97, v16, v13
	v_dual_fmac_f32 v104, v6, v14 :: v_dual_fmac_f32 v95, v16, v15
	v_dual_fmac_f32 v102, v7, v12 :: v_dual_fmac_f32 v93, v17, v13
	v_dual_fmac_f32 v100, v7, v14 :: v_dual_fmac_f32 v91, v17, v15
	s_waitcnt lgkmcnt(20)
	v_dual_fmac_f32 v114, v16, v8 :: v_dual_fmac_f32 v85, v18, v11
	v_fmac_f32_e32 v113, v16, v9
	v_dual_fmac_f32 v112, v16, v10 :: v_dual_fmac_f32 v83, v19, v8
	v_dual_fmac_f32 v111, v16, v11 :: v_dual_fmac_f32 v110, v17, v8
	v_fmac_f32_e32 v81, v19, v10
	v_fmac_f32_e32 v109, v17, v9
	s_waitcnt lgkmcnt(19)
	v_dual_fmac_f32 v108, v17, v10 :: v_dual_fmac_f32 v79, v22, v8
	v_dual_fmac_f32 v107, v17, v11 :: v_dual_fmac_f32 v98, v16, v12
	v_fmac_f32_e32 v77, v22, v10
	v_dual_fmac_f32 v96, v16, v14 :: v_dual_fmac_f32 v75, v23, v8
	v_dual_fmac_f32 v94, v17, v12 :: v_dual_fmac_f32 v73, v23, v10
	v_dual_fmac_f32 v92, v17, v14 :: v_dual_fmac_f32 v71, v18, v12
	ds_load_2addr_b32 v[16:17], v124 offset0:146 offset1:147
	ds_load_2addr_b32 v[187:188], v166 offset1:1
	v_fmac_f32_e32 v119, v6, v11
	v_fmac_f32_e32 v117, v7, v9
	v_dual_fmac_f32 v115, v7, v11 :: v_dual_fmac_f32 v90, v18, v8
	v_dual_fmac_f32 v65, v19, v14 :: v_dual_fmac_f32 v88, v18, v9
	v_fmac_f32_e32 v67, v19, v12
	v_dual_fmac_f32 v82, v19, v9 :: v_dual_fmac_f32 v69, v18, v14
	s_waitcnt lgkmcnt(16)
	v_dual_fmac_f32 v86, v18, v10 :: v_dual_fmac_f32 v117, v43, v25
	v_dual_fmac_f32 v80, v19, v11 :: v_dual_fmac_f32 v61, v22, v14
	v_dual_fmac_f32 v70, v18, v13 :: v_dual_fmac_f32 v115, v43, v27
	s_waitcnt lgkmcnt(15)
	v_dual_fmac_f32 v68, v18, v15 :: v_dual_fmac_f32 v109, v51, v25
	v_dual_fmac_f32 v66, v19, v13 :: v_dual_fmac_f32 v119, v42, v27
	v_dual_fmac_f32 v64, v19, v15 :: v_dual_fmac_f32 v113, v50, v25
	ds_load_2addr_b32 v[18:19], v171 offset1:1
	ds_load_2addr_b32 v[137:138], v172 offset1:1
	v_dual_fmac_f32 v122, v6, v8 :: v_dual_fmac_f32 v99, v7, v15
	v_fmac_f32_e32 v121, v6, v9
	v_fmac_f32_e32 v105, v6, v13
	v_fmac_f32_e32 v103, v6, v15
	v_fmac_f32_e32 v101, v7, v13
	v_dual_fmac_f32 v78, v22, v9 :: v_dual_fmac_f32 v59, v23, v12
	v_dual_fmac_f32 v74, v23, v9 :: v_dual_fmac_f32 v63, v22, v12
	v_dual_fmac_f32 v72, v23, v11 :: v_dual_fmac_f32 v121, v42, v25
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v62, v22, v13 :: v_dual_fmac_f32 v101, v43, v31
	v_dual_fmac_f32 v58, v23, v13 :: v_dual_fmac_f32 v105, v42, v31
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v60, v22, v15 :: v_dual_fmac_f32 v79, v16, v24
	v_dual_fmac_f32 v122, v42, v24 :: v_dual_fmac_f32 v99, v43, v35
	v_dual_fmac_f32 v120, v42, v26 :: v_dual_fmac_f32 v107, v51, v27
	v_dual_fmac_f32 v118, v43, v24 :: v_dual_fmac_f32 v103, v42, v35
	v_dual_fmac_f32 v116, v43, v26 :: v_dual_fmac_f32 v111, v50, v27
	v_dual_fmac_f32 v106, v42, v30 :: v_dual_fmac_f32 v93, v51, v31
	v_dual_fmac_f32 v104, v42, v34 :: v_dual_fmac_f32 v91, v51, v35
	v_dual_fmac_f32 v102, v43, v30 :: v_dual_fmac_f32 v97, v50, v31
	v_dual_fmac_f32 v100, v43, v34 :: v_dual_fmac_f32 v95, v50, v35
	v_dual_fmac_f32 v112, v50, v26 :: v_dual_fmac_f32 v75, v17, v24
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v108, v51, v26 :: v_dual_fmac_f32 v121, v189, v188
	v_dual_fmac_f32 v98, v50, v30 :: v_dual_fmac_f32 v119, v189, v21
	v_dual_fmac_f32 v96, v50, v34 :: v_dual_fmac_f32 v105, v189, v29
	v_dual_fmac_f32 v94, v51, v30 :: v_dual_fmac_f32 v117, v190, v188
	v_dual_fmac_f32 v92, v51, v34 :: v_dual_fmac_f32 v115, v190, v21
	ds_load_2addr_b32 v[12:13], v142 offset1:1
	v_fmac_f32_e32 v114, v50, v24
	v_fmac_f32_e32 v110, v51, v24
	v_dual_fmac_f32 v76, v22, v11 :: v_dual_fmac_f32 v57, v23, v14
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v62, v16, v31 :: v_dual_fmac_f32 v113, v18, v188
	v_dual_fmac_f32 v58, v17, v31 :: v_dual_fmac_f32 v111, v18, v21
	v_dual_fmac_f32 v60, v16, v35 :: v_dual_fmac_f32 v109, v19, v188
	v_dual_fmac_f32 v122, v189, v187 :: v_dual_fmac_f32 v107, v19, v21
	v_dual_fmac_f32 v120, v189, v20 :: v_dual_fmac_f32 v97, v18, v29
	v_dual_fmac_f32 v118, v190, v187 :: v_dual_fmac_f32 v93, v19, v29
	v_dual_fmac_f32 v116, v190, v20 :: v_dual_fmac_f32 v91, v19, v33
	v_dual_fmac_f32 v106, v189, v28 :: v_dual_fmac_f32 v95, v18, v33
	v_fmac_f32_e32 v114, v18, v187
	v_dual_fmac_f32 v112, v18, v20 :: v_dual_fmac_f32 v121, v40, v53
	v_fmac_f32_e32 v110, v19, v187
	v_dual_fmac_f32 v108, v19, v20 :: v_dual_fmac_f32 v79, v54, v187
	v_dual_fmac_f32 v98, v18, v28 :: v_dual_fmac_f32 v119, v40, v45
	v_dual_fmac_f32 v96, v18, v32 :: v_dual_fmac_f32 v117, v41, v53
	v_dual_fmac_f32 v94, v19, v28 :: v_dual_fmac_f32 v115, v41, v45
	v_dual_fmac_f32 v92, v19, v32 :: v_dual_fmac_f32 v105, v40, v39
	ds_load_2addr_b32 v[18:19], v144 offset1:1
	ds_load_2addr_b32 v[42:43], v84 offset1:1
	v_dual_fmac_f32 v56, v23, v15 :: v_dual_fmac_f32 v83, v186, v24
	ds_load_2addr_b32 v[50:51], v181 offset1:1
	ds_load_2addr_b32 v[14:15], v182 offset1:1
	v_dual_fmac_f32 v90, v185, v24 :: v_dual_fmac_f32 v77, v16, v26
	v_dual_fmac_f32 v88, v185, v25 :: v_dual_fmac_f32 v67, v186, v30
	v_dual_fmac_f32 v82, v186, v25 :: v_dual_fmac_f32 v73, v17, v26
	v_dual_fmac_f32 v78, v16, v25 :: v_dual_fmac_f32 v71, v185, v30
	v_dual_fmac_f32 v74, v17, v25 :: v_dual_fmac_f32 v65, v186, v34
	ds_load_2addr_b32 v[10:11], v183 offset1:1
	ds_load_2addr_b32 v[6:7], v184 offset1:1
	v_dual_fmac_f32 v86, v185, v26 :: v_dual_fmac_f32 v101, v190, v29
	v_fmac_f32_e32 v85, v185, v27
	v_fmac_f32_e32 v81, v186, v26
	v_dual_fmac_f32 v80, v186, v27 :: v_dual_fmac_f32 v69, v185, v34
	v_dual_fmac_f32 v76, v16, v27 :: v_dual_fmac_f32 v59, v17, v30
	v_dual_fmac_f32 v72, v17, v27 :: v_dual_fmac_f32 v63, v16, v30
	ds_load_2addr_b32 v[26:27], v139 offset1:1
	ds_load_2addr_b32 v[22:23], v140 offset1:1
	ds_load_2addr_b32 v[24:25], v141 offset1:1
	ds_load_2addr_b32 v[8:9], v191 offset1:1
	v_dual_fmac_f32 v70, v185, v31 :: v_dual_fmac_f32 v61, v16, v34
	v_dual_fmac_f32 v68, v185, v35 :: v_dual_fmac_f32 v99, v190, v33
	v_dual_fmac_f32 v66, v186, v31 :: v_dual_fmac_f32 v57, v17, v34
	v_dual_fmac_f32 v64, v186, v35 :: v_dual_fmac_f32 v103, v189, v33
	s_waitcnt lgkmcnt(11)
	v_dual_fmac_f32 v56, v17, v35 :: v_dual_fmac_f32 v81, v138, v20
	v_dual_fmac_f32 v104, v189, v32 :: v_dual_fmac_f32 v83, v138, v187
	v_dual_fmac_f32 v102, v190, v28 :: v_dual_fmac_f32 v75, v55, v187
	v_dual_fmac_f32 v100, v190, v32 :: v_dual_fmac_f32 v85, v137, v21
	v_dual_fmac_f32 v90, v137, v187 :: v_dual_fmac_f32 v67, v138, v28
	v_dual_fmac_f32 v82, v138, v188 :: v_dual_fmac_f32 v101, v41, v39
	v_dual_fmac_f32 v78, v54, v188 :: v_dual_fmac_f32 v99, v41, v37
	v_dual_fmac_f32 v74, v55, v188 :: v_dual_fmac_f32 v113, v48, v53
	v_dual_fmac_f32 v80, v138, v21 :: v_dual_fmac_f32 v71, v137, v28
	v_dual_fmac_f32 v70, v137, v29 :: v_dual_fmac_f32 v63, v54, v28
	v_dual_fmac_f32 v68, v137, v33 :: v_dual_fmac_f32 v59, v55, v28
	v_dual_fmac_f32 v66, v138, v29 :: v_dual_fmac_f32 v57, v55, v32
	v_dual_fmac_f32 v62, v54, v29 :: v_dual_fmac_f32 v93, v49, v39
	v_dual_fmac_f32 v58, v55, v29 :: v_dual_fmac_f32 v61, v54, v32
	ds_load_2addr_b32 v[16:17], v143 offset1:1
	ds_load_2addr_b32 v[34:35], v146 offset1:1
	v_dual_fmac_f32 v88, v137, v188 :: v_dual_fmac_f32 v103, v40, v37
	v_dual_fmac_f32 v86, v137, v20 :: v_dual_fmac_f32 v111, v48, v45
	v_fmac_f32_e32 v77, v54, v20
	v_dual_fmac_f32 v76, v54, v21 :: v_dual_fmac_f32 v69, v137, v32
	v_fmac_f32_e32 v73, v55, v20
	v_dual_fmac_f32 v72, v55, v21 :: v_dual_fmac_f32 v65, v138, v32
	ds_load_2addr_b32 v[20:21], v145 offset1:1
	v_dual_fmac_f32 v64, v138, v33 :: v_dual_fmac_f32 v97, v48, v39
	v_dual_fmac_f32 v60, v54, v33 :: v_dual_fmac_f32 v83, v47, v52
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v56, v55, v33 :: v_dual_fmac_f32 v79, v50, v52
	v_dual_fmac_f32 v122, v40, v52 :: v_dual_fmac_f32 v109, v49, v53
	v_dual_fmac_f32 v120, v40, v44 :: v_dual_fmac_f32 v107, v49, v45
	v_dual_fmac_f32 v118, v41, v52 :: v_dual_fmac_f32 v95, v48, v37
	v_dual_fmac_f32 v106, v40, v38 :: v_dual_fmac_f32 v91, v49, v37
	v_dual_fmac_f32 v104, v40, v36 :: v_dual_fmac_f32 v71, v46, v38
	v_dual_fmac_f32 v102, v41, v38 :: v_dual_fmac_f32 v75, v51, v52
	v_dual_fmac_f32 v100, v41, v36 :: v_dual_fmac_f32 v67, v47, v38
	v_dual_fmac_f32 v114, v48, v52 :: v_dual_fmac_f32 v63, v50, v38
	v_dual_fmac_f32 v112, v48, v44 :: v_dual_fmac_f32 v59, v51, v38
	v_dual_fmac_f32 v98, v48, v38 :: v_dual_fmac_f32 v81, v47, v44
	v_dual_fmac_f32 v94, v49, v38 :: v_dual_fmac_f32 v77, v50, v44
	v_dual_fmac_f32 v82, v47, v53 :: v_dual_fmac_f32 v69, v46, v36
	v_dual_fmac_f32 v78, v50, v53 :: v_dual_fmac_f32 v65, v47, v36
	v_dual_fmac_f32 v74, v51, v53 :: v_dual_fmac_f32 v61, v50, v36
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v80, v47, v45 :: v_dual_fmac_f32 v105, v42, v7
	v_fmac_f32_e32 v70, v46, v39
	v_fmac_f32_e32 v66, v47, v39
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v62, v50, v39 :: v_dual_fmac_f32 v83, v23, v14
	v_fmac_f32_e32 v58, v51, v39
	ds_load_2addr_b32 v[30:31], v147 offset1:1
	v_dual_fmac_f32 v116, v41, v44 :: v_dual_fmac_f32 v85, v46, v45
	ds_load_2addr_b32 v[40:41], v150 offset1:1
	v_dual_fmac_f32 v110, v49, v52 :: v_dual_fmac_f32 v121, v42, v15
	v_dual_fmac_f32 v108, v49, v44 :: v_dual_fmac_f32 v119, v42, v11
	v_dual_fmac_f32 v96, v48, v36 :: v_dual_fmac_f32 v117, v43, v15
	v_dual_fmac_f32 v92, v49, v36 :: v_dual_fmac_f32 v115, v43, v11
	ds_load_2addr_b32 v[48:49], v151 offset1:1
	v_dual_fmac_f32 v90, v46, v52 :: v_dual_fmac_f32 v101, v43, v7
	v_dual_fmac_f32 v88, v46, v53 :: v_dual_fmac_f32 v73, v51, v44
	ds_load_2addr_b32 v[52:53], v152 offset1:1
	v_dual_fmac_f32 v76, v50, v45 :: v_dual_fmac_f32 v57, v51, v36
	v_dual_fmac_f32 v72, v51, v45 :: v_dual_fmac_f32 v113, v26, v15
	v_dual_fmac_f32 v68, v46, v37 :: v_dual_fmac_f32 v109, v27, v15
	v_dual_fmac_f32 v64, v47, v37 :: v_dual_fmac_f32 v111, v26, v11
	v_dual_fmac_f32 v60, v50, v37 :: v_dual_fmac_f32 v107, v27, v11
	v_dual_fmac_f32 v56, v51, v37 :: v_dual_fmac_f32 v97, v26, v7
	v_dual_fmac_f32 v122, v42, v14 :: v_dual_fmac_f32 v93, v27, v7
	v_fmac_f32_e32 v106, v42, v6
	v_fmac_f32_e32 v102, v43, v6
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v98, v26, v6 :: v_dual_fmac_f32 v115, v35, v17
	v_dual_fmac_f32 v94, v27, v6 :: v_dual_fmac_f32 v105, v34, v19
	v_dual_fmac_f32 v82, v23, v15 :: v_dual_fmac_f32 v71, v22, v6
	v_dual_fmac_f32 v78, v24, v15 :: v_dual_fmac_f32 v67, v23, v6
	v_dual_fmac_f32 v74, v25, v15 :: v_dual_fmac_f32 v63, v24, v6
	v_dual_fmac_f32 v80, v23, v11 :: v_dual_fmac_f32 v59, v25, v6
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v70, v22, v7 :: v_dual_fmac_f32 v109, v31, v13
	v_dual_fmac_f32 v66, v23, v7 :: v_dual_fmac_f32 v111, v30, v17
	v_dual_fmac_f32 v62, v24, v7 :: v_dual_fmac_f32 v107, v31, v17
	v_fmac_f32_e32 v58, v25, v7
	ds_load_2addr_b32 v[6:7], v163 offset1:1
	v_dual_fmac_f32 v86, v46, v44 :: v_dual_fmac_f32 v99, v43, v9
	ds_load_2addr_b32 v[28:29], v148 offset1:1
	ds_load_2addr_b32 v[32:33], v149 offset1:1
	ds_load_2addr_b32 v[44:45], v153 offset1:1
	ds_load_2addr_b32 v[54:55], v154 offset1:1
	ds_load_2addr_b32 v[38:39], v155 offset1:1
	ds_load_2addr_b32 v[36:37], v156 offset1:1
	ds_load_2addr_b32 v[46:47], v157 offset1:1
	v_dual_fmac_f32 v120, v42, v10 :: v_dual_fmac_f32 v65, v23, v8
	v_dual_fmac_f32 v118, v43, v14 :: v_dual_fmac_f32 v85, v22, v11
	v_dual_fmac_f32 v116, v43, v10 :: v_dual_fmac_f32 v69, v22, v8
	v_dual_fmac_f32 v104, v42, v8 :: v_dual_fmac_f32 v79, v24, v14
	v_dual_fmac_f32 v103, v42, v9 :: v_dual_fmac_f32 v100, v43, v8
	v_fmac_f32_e32 v75, v25, v14
	ds_load_2addr_b32 v[42:43], v158 offset1:1
	v_fmac_f32_e32 v114, v26, v14
	v_dual_fmac_f32 v112, v26, v10 :: v_dual_fmac_f32 v117, v35, v13
	v_dual_fmac_f32 v110, v27, v14 :: v_dual_fmac_f32 v121, v34, v13
	v_dual_fmac_f32 v108, v27, v10 :: v_dual_fmac_f32 v119, v34, v17
	v_dual_fmac_f32 v96, v26, v8 :: v_dual_fmac_f32 v81, v23, v10
	v_dual_fmac_f32 v95, v26, v9 :: v_dual_fmac_f32 v92, v27, v8
	v_fmac_f32_e32 v77, v24, v10
	v_fmac_f32_e32 v91, v27, v9
	ds_load_2addr_b32 v[26:27], v159 offset1:1
	v_dual_fmac_f32 v90, v22, v14 :: v_dual_fmac_f32 v101, v35, v19
	v_dual_fmac_f32 v88, v22, v15 :: v_dual_fmac_f32 v73, v25, v10
	ds_load_2addr_b32 v[14:15], v160 offset1:1
	v_dual_fmac_f32 v86, v22, v10 :: v_dual_fmac_f32 v99, v35, v21
	v_dual_fmac_f32 v76, v24, v11 :: v_dual_fmac_f32 v103, v34, v21
	v_dual_fmac_f32 v72, v25, v11 :: v_dual_fmac_f32 v113, v30, v13
	ds_load_2addr_b32 v[10:11], v161 offset1:1
	v_dual_fmac_f32 v68, v22, v9 :: v_dual_fmac_f32 v93, v31, v19
	v_dual_fmac_f32 v64, v23, v9 :: v_dual_fmac_f32 v97, v30, v19
	ds_load_2addr_b32 v[22:23], v162 offset1:1
	v_fmac_f32_e32 v61, v24, v8
	s_waitcnt lgkmcnt(11)
	v_dual_fmac_f32 v60, v24, v9 :: v_dual_fmac_f32 v83, v29, v12
	v_fmac_f32_e32 v57, v25, v8
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v56, v25, v9 :: v_dual_fmac_f32 v79, v32, v12
	ds_load_2addr_b32 v[8:9], v164 offset1:1
	ds_load_2addr_b32 v[24:25], v165 offset1:1
	v_dual_fmac_f32 v122, v34, v12 :: v_dual_fmac_f32 v91, v31, v21
	v_dual_fmac_f32 v120, v34, v16 :: v_dual_fmac_f32 v85, v28, v17
	v_dual_fmac_f32 v118, v35, v12 :: v_dual_fmac_f32 v71, v28, v18
	v_dual_fmac_f32 v116, v35, v16 :: v_dual_fmac_f32 v67, v29, v18
	v_dual_fmac_f32 v106, v34, v18 :: v_dual_fmac_f32 v75, v33, v12
	v_dual_fmac_f32 v104, v34, v20 :: v_dual_fmac_f32 v63, v32, v18
	v_dual_fmac_f32 v102, v35, v18 :: v_dual_fmac_f32 v81, v29, v16
	v_dual_fmac_f32 v100, v35, v20 :: v_dual_fmac_f32 v59, v33, v18
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v114, v30, v12 :: v_dual_fmac_f32 v117, v55, v41
	v_dual_fmac_f32 v112, v30, v16 :: v_dual_fmac_f32 v115, v55, v49
	v_dual_fmac_f32 v110, v31, v12 :: v_dual_fmac_f32 v121, v54, v41
	v_dual_fmac_f32 v108, v31, v16 :: v_dual_fmac_f32 v119, v54, v49
	v_dual_fmac_f32 v98, v30, v18 :: v_dual_fmac_f32 v77, v32, v16
	v_dual_fmac_f32 v96, v30, v20 :: v_dual_fmac_f32 v101, v55, v53
	v_dual_fmac_f32 v95, v30, v21 :: v_dual_fmac_f32 v94, v31, v18
	v_fmac_f32_e32 v73, v33, v16
	v_dual_fmac_f32 v92, v31, v20 :: v_dual_fmac_f32 v105, v54, v53
	v_dual_fmac_f32 v90, v28, v12 :: v_dual_fmac_f32 v103, v54, v45
	v_dual_fmac_f32 v88, v28, v13 :: v_dual_fmac_f32 v65, v29, v20
	v_dual_fmac_f32 v82, v29, v13 :: v_dual_fmac_f32 v69, v28, v20
	v_dual_fmac_f32 v78, v32, v13 :: v_dual_fmac_f32 v57, v33, v20
	v_dual_fmac_f32 v74, v33, v13 :: v_dual_fmac_f32 v61, v32, v20
	v_dual_fmac_f32 v86, v28, v16 :: v_dual_fmac_f32 v99, v55, v45
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v80, v29, v17 :: v_dual_fmac_f32 v79, v46, v40
	v_dual_fmac_f32 v76, v32, v17 :: v_dual_fmac_f32 v83, v37, v40
	v_dual_fmac_f32 v72, v33, v17 :: v_dual_fmac_f32 v75, v47, v40
	v_dual_fmac_f32 v70, v28, v19 :: v_dual_fmac_f32 v113, v38, v41
	v_dual_fmac_f32 v68, v28, v21 :: v_dual_fmac_f32 v81, v37, v48
	v_dual_fmac_f32 v66, v29, v19 :: v_dual_fmac_f32 v111, v38, v49
	v_dual_fmac_f32 v64, v29, v21 :: v_dual_fmac_f32 v77, v46, v48
	v_dual_fmac_f32 v62, v32, v19 :: v_dual_fmac_f32 v109, v39, v41
	v_dual_fmac_f32 v58, v33, v19 :: v_dual_fmac_f32 v107, v39, v49
	v_dual_fmac_f32 v60, v32, v21 :: v_dual_fmac_f32 v73, v47, v48
	v_dual_fmac_f32 v56, v33, v21 :: v_dual_fmac_f32 v71, v36, v52
	v_dual_fmac_f32 v122, v54, v40 :: v_dual_fmac_f32 v93, v39, v53
	v_dual_fmac_f32 v120, v54, v48 :: v_dual_fmac_f32 v91, v39, v45
	v_dual_fmac_f32 v118, v55, v40 :: v_dual_fmac_f32 v97, v38, v53
	v_dual_fmac_f32 v116, v55, v48 :: v_dual_fmac_f32 v95, v38, v45
	v_dual_fmac_f32 v106, v54, v52 :: v_dual_fmac_f32 v85, v36, v49
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v104, v54, v44 :: v_dual_fmac_f32 v117, v23, v43
	v_dual_fmac_f32 v102, v55, v52 :: v_dual_fmac_f32 v121, v22, v43
	v_dual_fmac_f32 v100, v55, v44 :: v_dual_fmac_f32 v119, v22, v27
	v_dual_fmac_f32 v114, v38, v40 :: v_dual_fmac_f32 v115, v23, v27
	v_dual_fmac_f32 v112, v38, v48 :: v_dual_fmac_f32 v101, v23, v15
	v_dual_fmac_f32 v110, v39, v40 :: v_dual_fmac_f32 v105, v22, v15
	v_dual_fmac_f32 v108, v39, v48 :: v_dual_fmac_f32 v103, v22, v11
	v_dual_fmac_f32 v98, v38, v52 :: v_dual_fmac_f32 v99, v23, v11
	v_dual_fmac_f32 v96, v38, v44 :: v_dual_fmac_f32 v109, v7, v43
	v_dual_fmac_f32 v94, v39, v52 :: v_dual_fmac_f32 v113, v6, v43
	v_dual_fmac_f32 v92, v39, v44 :: v_dual_fmac_f32 v111, v6, v27
	v_dual_fmac_f32 v90, v36, v40 :: v_dual_fmac_f32 v107, v7, v27
	v_dual_fmac_f32 v88, v36, v41 :: v_dual_fmac_f32 v67, v37, v52
	v_dual_fmac_f32 v82, v37, v41 :: v_dual_fmac_f32 v69, v36, v44
	v_dual_fmac_f32 v78, v46, v41 :: v_dual_fmac_f32 v65, v37, v44
	v_dual_fmac_f32 v74, v47, v41 :: v_dual_fmac_f32 v63, v46, v52
	v_dual_fmac_f32 v86, v36, v48 :: v_dual_fmac_f32 v97, v6, v15
	v_dual_fmac_f32 v80, v37, v49 :: v_dual_fmac_f32 v59, v47, v52
	v_dual_fmac_f32 v76, v46, v49 :: v_dual_fmac_f32 v57, v47, v44
	v_dual_fmac_f32 v72, v47, v49 :: v_dual_fmac_f32 v61, v46, v44
	v_dual_fmac_f32 v70, v36, v53 :: v_dual_fmac_f32 v95, v6, v11
	v_dual_fmac_f32 v68, v36, v45 :: v_dual_fmac_f32 v93, v7, v15
	v_dual_fmac_f32 v66, v37, v53 :: v_dual_fmac_f32 v91, v7, v11
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v64, v37, v45 :: v_dual_fmac_f32 v79, v24, v42
	v_dual_fmac_f32 v62, v46, v53 :: v_dual_fmac_f32 v83, v9, v42
	v_dual_fmac_f32 v58, v47, v53 :: v_dual_fmac_f32 v75, v25, v42
	v_dual_fmac_f32 v60, v46, v45 :: v_dual_fmac_f32 v85, v8, v27
	v_dual_fmac_f32 v56, v47, v45 :: v_dual_fmac_f32 v81, v9, v26
	v_fmac_f32_e32 v122, v22, v42
	v_fmac_f32_e32 v120, v22, v26
	v_fmac_f32_e32 v118, v23, v42
	v_fmac_f32_e32 v116, v23, v26
	v_fmac_f32_e32 v106, v22, v14
	v_fmac_f32_e32 v104, v22, v10
	v_fmac_f32_e32 v102, v23, v14
	v_fmac_f32_e32 v100, v23, v10
	v_fmac_f32_e32 v114, v6, v42
	v_fmac_f32_e32 v112, v6, v26
	v_fmac_f32_e32 v110, v7, v42
	v_fmac_f32_e32 v108, v7, v26
	v_fmac_f32_e32 v98, v6, v14
	v_fmac_f32_e32 v96, v6, v10
	v_fmac_f32_e32 v94, v7, v14
	v_fmac_f32_e32 v92, v7, v10
	v_fmac_f32_e32 v90, v8, v42
	v_dual_fmac_f32 v88, v8, v43 :: v_dual_fmac_f32 v73, v25, v26
	v_dual_fmac_f32 v82, v9, v43 :: v_dual_fmac_f32 v77, v24, v26
	v_dual_fmac_f32 v78, v24, v43 :: v_dual_fmac_f32 v67, v9, v14
	v_dual_fmac_f32 v74, v25, v43 :: v_dual_fmac_f32 v71, v8, v14
	v_fmac_f32_e32 v86, v8, v26
	v_dual_fmac_f32 v80, v9, v27 :: v_dual_fmac_f32 v69, v8, v10
	v_dual_fmac_f32 v76, v24, v27 :: v_dual_fmac_f32 v65, v9, v10
	v_dual_fmac_f32 v72, v25, v27 :: v_dual_fmac_f32 v63, v24, v14
	v_dual_fmac_f32 v70, v8, v15 :: v_dual_fmac_f32 v59, v25, v14
	v_dual_fmac_f32 v68, v8, v11 :: v_dual_fmac_f32 v57, v25, v10
	v_dual_fmac_f32 v66, v9, v15 :: v_dual_fmac_f32 v61, v24, v10
	v_fmac_f32_e32 v64, v9, v11
	v_fmac_f32_e32 v62, v24, v15
	v_fmac_f32_e32 v58, v25, v15
	v_fmac_f32_e32 v60, v24, v11
	v_fmac_f32_e32 v56, v25, v11
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB2_5
; %bb.6:
	scratch_load_b32 v5, off, off           ; 4-byte Folded Reload
.LBB2_7:
	v_lshl_add_u32 v0, v87, 5, s3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v7, s5, v119 :: v_dual_lshlrev_b32 v2, 6, v5
	v_dual_mul_f32 v4, s5, v122 :: v_dual_lshlrev_b32 v1, 2, v1
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_lshl_or_b32 v0, v89, 2, v0
	s_ashr_i32 s3, s4, 31
	v_mul_f32_e32 v5, s5, v121
	v_or3_b32 v17, v1, s2, v2
	s_mov_b32 s2, s4
	v_mul_lo_u32 v16, v0, s4
	s_lshl_b64 s[2:3], s[2:3], 2
	s_lshl_b32 s4, s4, 4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v0, v17, v16
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v8, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v9, null, s1, v1, vcc_lo
	v_add_co_u32 v10, vcc_lo, v8, s2
	global_load_b128 v[0:3], v[8:9], off
	v_mul_f32_e32 v6, s5, v120
	v_add_co_ci_u32_e64 v11, null, s3, v9, vcc_lo
	v_add_co_u32 v12, vcc_lo, v10, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, s3, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, v12, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s3, v13, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v4, s6, v0 :: v_dual_fmac_f32 v7, s6, v3
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[8:9], v[4:7], off
	global_load_b128 v[0:3], v[10:11], off
	v_dual_mul_f32 v4, s5, v118 :: v_dual_mul_f32 v7, s5, v115
	v_dual_mul_f32 v5, s5, v117 :: v_dual_mul_f32 v6, s5, v116
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[10:11], v[4:7], off
	global_load_b128 v[0:3], v[12:13], off
	v_dual_mul_f32 v4, s5, v114 :: v_dual_mul_f32 v7, s5, v111
	v_dual_mul_f32 v5, s5, v113 :: v_dual_mul_f32 v6, s5, v112
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[12:13], v[4:7], off
	global_load_b128 v[0:3], v[14:15], off
	v_dual_mul_f32 v4, s5, v110 :: v_dual_mul_f32 v7, s5, v107
	v_dual_mul_f32 v5, s5, v109 :: v_dual_mul_f32 v6, s5, v108
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[14:15], v[4:7], off
	global_load_b128 v[0:3], v[8:9], off offset:128
	v_dual_mul_f32 v4, s5, v106 :: v_dual_mul_f32 v7, s5, v103
	v_dual_mul_f32 v5, s5, v105 :: v_dual_mul_f32 v6, s5, v104
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[8:9], v[4:7], off offset:128
	global_load_b128 v[0:3], v[10:11], off offset:128
	v_dual_mul_f32 v4, s5, v102 :: v_dual_mul_f32 v7, s5, v99
	v_dual_mul_f32 v5, s5, v101 :: v_dual_mul_f32 v6, s5, v100
	v_add3_u32 v8, s4, v16, v17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v9, 31, v8
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v4, s6, v0 :: v_dual_fmac_f32 v7, s6, v3
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[10:11], v[4:7], off offset:128
	global_load_b128 v[0:3], v[12:13], off offset:128
	v_dual_mul_f32 v4, s5, v98 :: v_dual_mul_f32 v7, s5, v95
	v_dual_mul_f32 v5, s5, v97 :: v_dual_mul_f32 v6, s5, v96
	v_add_co_u32 v10, vcc_lo, v8, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s3, v9, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v4, s6, v0 :: v_dual_fmac_f32 v7, s6, v3
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[12:13], v[4:7], off offset:128
	global_load_b128 v[0:3], v[14:15], off offset:128
	v_dual_mul_f32 v4, s5, v94 :: v_dual_mul_f32 v7, s5, v91
	v_dual_mul_f32 v5, s5, v93 :: v_dual_mul_f32 v6, s5, v92
	v_add_co_u32 v12, vcc_lo, v10, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s3, v11, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v4, s6, v0 :: v_dual_fmac_f32 v7, s6, v3
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[14:15], v[4:7], off offset:128
	global_load_b128 v[0:3], v[8:9], off
	v_dual_mul_f32 v4, s5, v90 :: v_dual_mul_f32 v7, s5, v85
	v_dual_mul_f32 v5, s5, v88 :: v_dual_mul_f32 v6, s5, v86
	v_add_co_u32 v14, vcc_lo, v12, s2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s3, v13, vcc_lo
	s_waitcnt vmcnt(0)
	v_dual_fmac_f32 v4, s6, v0 :: v_dual_fmac_f32 v7, s6, v3
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[8:9], v[4:7], off
	global_load_b128 v[0:3], v[10:11], off
	v_dual_mul_f32 v4, s5, v83 :: v_dual_mul_f32 v5, s5, v82
	v_dual_mul_f32 v7, s5, v80 :: v_dual_mul_f32 v6, s5, v81
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[10:11], v[4:7], off
	global_load_b128 v[0:3], v[12:13], off
	v_dual_mul_f32 v4, s5, v79 :: v_dual_mul_f32 v5, s5, v78
	v_dual_mul_f32 v7, s5, v76 :: v_dual_mul_f32 v6, s5, v77
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[12:13], v[4:7], off
	global_load_b128 v[0:3], v[14:15], off
	v_dual_mul_f32 v4, s5, v75 :: v_dual_mul_f32 v5, s5, v74
	v_dual_mul_f32 v7, s5, v72 :: v_dual_mul_f32 v6, s5, v73
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[14:15], v[4:7], off
	global_load_b128 v[0:3], v[8:9], off offset:128
	v_dual_mul_f32 v4, s5, v71 :: v_dual_mul_f32 v5, s5, v70
	v_dual_mul_f32 v7, s5, v68 :: v_dual_mul_f32 v6, s5, v69
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[8:9], v[4:7], off offset:128
	global_load_b128 v[0:3], v[10:11], off offset:128
	v_dual_mul_f32 v4, s5, v67 :: v_dual_mul_f32 v5, s5, v66
	v_dual_mul_f32 v7, s5, v64 :: v_dual_mul_f32 v6, s5, v65
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[10:11], v[4:7], off offset:128
	global_load_b128 v[0:3], v[12:13], off offset:128
	v_dual_mul_f32 v4, s5, v63 :: v_dual_mul_f32 v5, s5, v62
	v_dual_mul_f32 v7, s5, v60 :: v_dual_mul_f32 v6, s5, v61
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[12:13], v[4:7], off offset:128
	global_load_b128 v[0:3], v[14:15], off offset:128
	v_dual_mul_f32 v4, s5, v59 :: v_dual_mul_f32 v5, s5, v58
	v_dual_mul_f32 v7, s5, v56 :: v_dual_mul_f32 v6, s5, v57
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_fmac_f32 v7, s6, v3 :: v_dual_fmac_f32 v4, s6, v0
	v_dual_fmac_f32 v5, s6, v1 :: v_dual_fmac_f32 v6, s6, v2
	global_store_b128 v[14:15], v[4:7], off offset:128
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_reg
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 8
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 192
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 45
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
	.size	sgemm_reg, .Lfunc_end2-sgemm_reg
                                        ; -- End function
	.set sgemm_reg.num_vgpr, 192
	.set sgemm_reg.num_agpr, 0
	.set sgemm_reg.numbered_sgpr, 16
	.set sgemm_reg.num_named_barrier, 0
	.set sgemm_reg.private_seg_size, 8
	.set sgemm_reg.uses_vcc, 1
	.set sgemm_reg.uses_flat_scratch, 0
	.set sgemm_reg.has_dyn_sized_stack, 0
	.set sgemm_reg.has_recursion, 0
	.set sgemm_reg.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5672
; TotalNumSgprs: 18
; NumVgprs: 192
; ScratchSize: 8
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 192
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_sgemm_reg ; -- Begin function __clang_ocl_kern_imp_sgemm_reg
	.globl	__clang_ocl_kern_imp_sgemm_reg
	.p2align	2
	.type	__clang_ocl_kern_imp_sgemm_reg,@function
__clang_ocl_kern_imp_sgemm_reg:         ; @__clang_ocl_kern_imp_sgemm_reg
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_mov_b32_e32 v9, v7
	s_mov_b32 s0, exec_lo
	s_clause 0x1f                           ; 128-byte Folded Spill
	scratch_store_b32 off, v40, s32 offset:260
	scratch_store_b32 off, v41, s32 offset:256
	scratch_store_b32 off, v42, s32 offset:252
	scratch_store_b32 off, v43, s32 offset:248
	scratch_store_b32 off, v44, s32 offset:244
	scratch_store_b32 off, v45, s32 offset:240
	scratch_store_b32 off, v46, s32 offset:236
	scratch_store_b32 off, v47, s32 offset:232
	scratch_store_b32 off, v56, s32 offset:228
	scratch_store_b32 off, v57, s32 offset:224
	scratch_store_b32 off, v58, s32 offset:220
	scratch_store_b32 off, v59, s32 offset:216
	scratch_store_b32 off, v60, s32 offset:212
	scratch_store_b32 off, v61, s32 offset:208
	scratch_store_b32 off, v62, s32 offset:204
	scratch_store_b32 off, v63, s32 offset:200
	scratch_store_b32 off, v72, s32 offset:196
	scratch_store_b32 off, v73, s32 offset:192
	scratch_store_b32 off, v74, s32 offset:188
	scratch_store_b32 off, v75, s32 offset:184
	scratch_store_b32 off, v76, s32 offset:180
	scratch_store_b32 off, v77, s32 offset:176
	scratch_store_b32 off, v78, s32 offset:172
	scratch_store_b32 off, v79, s32 offset:168
	scratch_store_b32 off, v88, s32 offset:164
	scratch_store_b32 off, v89, s32 offset:160
	scratch_store_b32 off, v90, s32 offset:156
	scratch_store_b32 off, v91, s32 offset:152
	scratch_store_b32 off, v92, s32 offset:148
	scratch_store_b32 off, v93, s32 offset:144
	scratch_store_b32 off, v94, s32 offset:140
	scratch_store_b32 off, v95, s32 offset:136
	s_clause 0x1f                           ; 128-byte Folded Spill
	scratch_store_b32 off, v104, s32 offset:132
	scratch_store_b32 off, v105, s32 offset:128
	scratch_store_b32 off, v106, s32 offset:124
	scratch_store_b32 off, v107, s32 offset:120
	scratch_store_b32 off, v108, s32 offset:116
	scratch_store_b32 off, v109, s32 offset:112
	scratch_store_b32 off, v110, s32 offset:108
	scratch_store_b32 off, v111, s32 offset:104
	scratch_store_b32 off, v120, s32 offset:100
	scratch_store_b32 off, v121, s32 offset:96
	scratch_store_b32 off, v122, s32 offset:92
	scratch_store_b32 off, v123, s32 offset:88
	scratch_store_b32 off, v124, s32 offset:84
	scratch_store_b32 off, v125, s32 offset:80
	scratch_store_b32 off, v126, s32 offset:76
	scratch_store_b32 off, v127, s32 offset:72
	scratch_store_b32 off, v136, s32 offset:68
	scratch_store_b32 off, v137, s32 offset:64
	scratch_store_b32 off, v138, s32 offset:60
	scratch_store_b32 off, v139, s32 offset:56
	scratch_store_b32 off, v140, s32 offset:52
	scratch_store_b32 off, v141, s32 offset:48
	scratch_store_b32 off, v142, s32 offset:44
	scratch_store_b32 off, v143, s32 offset:40
	scratch_store_b32 off, v152, s32 offset:36
	scratch_store_b32 off, v153, s32 offset:32
	scratch_store_b32 off, v154, s32 offset:28
	scratch_store_b32 off, v155, s32 offset:24
	scratch_store_b32 off, v156, s32 offset:20
	scratch_store_b32 off, v157, s32 offset:16
	scratch_store_b32 off, v158, s32 offset:12
	scratch_store_b32 off, v159, s32 offset:8
	s_clause 0x1                            ; 8-byte Folded Spill
	scratch_store_b32 off, v168, s32 offset:4
	scratch_store_b32 off, v169, s32
                                        ; implicit-def: $sgpr1
                                        ; implicit-def: $sgpr2
	v_cmpx_gt_i32_e32 1, v6
	s_xor_b32 s0, exec_lo, s0
; %bb.1:
	s_lshl_b32 s1, s12, 7
	s_lshl_b32 s2, s13, 7
                                        ; implicit-def: $vgpr2
                                        ; implicit-def: $vgpr3
                                        ; implicit-def: $vgpr0
                                        ; implicit-def: $vgpr1
; %bb.2:
	s_or_saveexec_b32 s0, s0
	v_dual_mov_b32 v10, s1 :: v_dual_and_b32 v131, 0x3ff, v31
	v_dual_mov_b32 v182, 0 :: v_dual_and_b32 v7, 7, v31
	v_dual_mov_b32 v181, 0 :: v_dual_mov_b32 v180, 0
	v_dual_mov_b32 v11, s2 :: v_dual_mov_b32 v150, 0
	v_dual_mov_b32 v183, 0 :: v_dual_mov_b32 v148, 0
	v_dual_mov_b32 v151, 0 :: v_dual_mov_b32 v178, 0
	v_dual_mov_b32 v149, 0 :: v_dual_mov_b32 v176, 0
	v_dual_mov_b32 v179, 0 :: v_dual_mov_b32 v146, 0
	v_dual_mov_b32 v177, 0 :: v_dual_mov_b32 v144, 0
	v_dual_mov_b32 v147, 0 :: v_dual_mov_b32 v166, 0
	v_dual_mov_b32 v145, 0 :: v_dual_mov_b32 v164, 0
	v_dual_mov_b32 v167, 0 :: v_dual_mov_b32 v134, 0
	v_dual_mov_b32 v165, 0 :: v_dual_mov_b32 v132, 0
	v_dual_mov_b32 v135, 0 :: v_dual_mov_b32 v162, 0
	v_dual_mov_b32 v133, 0 :: v_dual_mov_b32 v160, 0
	v_dual_mov_b32 v163, 0 :: v_dual_mov_b32 v130, 0
	v_dual_mov_b32 v161, 0 :: v_dual_mov_b32 v128, 0
	v_dual_mov_b32 v129, 0 :: v_dual_mov_b32 v118, 0
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v87, 0
	v_dual_mov_b32 v114, 0 :: v_dual_mov_b32 v113, 0
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v103, 0
	v_dual_mov_b32 v82, 0 :: v_dual_mov_b32 v81, 0
	v_dual_mov_b32 v80, 0 :: v_dual_mov_b32 v71, 0
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v68, 0
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v30, 0
	s_xor_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB3_7
; %bb.3:
	s_cbranch_execnz .LBB3_8
; %bb.4:
	v_bfe_u32 v10, v31, 3, 7
	s_lshl_b32 s1, s13, 7
	v_lshrrev_b32_e32 v11, 7, v131
	s_lshl_b32 s2, s12, 7
	v_dual_mov_b32 v66, 0 :: v_dual_add_nc_u32 v45, 0x808, v0
	v_or_b32_e32 v15, s1, v10
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v65, 0 :: v_dual_add_nc_u32 v10, 2, v11
	v_dual_mov_b32 v83, 0 :: v_dual_add_nc_u32 v12, 4, v11
	v_dual_mov_b32 v64, 0 :: v_dual_add_nc_u32 v17, 0x60, v15
	v_dual_mov_b32 v67, 0 :: v_dual_add_nc_u32 v16, 64, v15
	v_dual_mov_b32 v30, 0 :: v_dual_add_nc_u32 v13, 6, v11
	v_dual_mov_b32 v85, 0 :: v_dual_add_nc_u32 v14, 32, v15
	v_mul_lo_u32 v41, v6, v11
	v_mul_lo_u32 v44, v6, v10
	v_mad_u64_u32 v[10:11], null, v6, v17, v[7:8]
	v_mul_lo_u32 v42, v6, v12
	v_mad_u64_u32 v[11:12], null, v6, v16, v[7:8]
	v_mul_lo_u32 v43, v6, v13
	v_mad_u64_u32 v[12:13], null, v6, v14, v[7:8]
	v_mad_u64_u32 v[13:14], null, v6, v15, v[7:8]
	v_and_or_b32 v40, 0x7f, v131, s2
	v_dual_mov_b32 v69, 0 :: v_dual_add_nc_u32 v46, 0x840, v0
	v_dual_mov_b32 v84, 0 :: v_dual_add_nc_u32 v47, 0x848, v0
	v_dual_mov_b32 v97, 0 :: v_dual_add_nc_u32 v56, 0xa00, v0
	v_dual_mov_b32 v86, 0 :: v_dual_add_nc_u32 v57, 0xa08, v0
	v_dual_mov_b32 v99, 0 :: v_dual_add_nc_u32 v58, 0xa80, v0
	v_dual_mov_b32 v68, 0 :: v_dual_add_nc_u32 v59, 0xa88, v0
	v_dual_mov_b32 v101, 0 :: v_dual_add_nc_u32 v60, 0xa00, v0
	v_dual_mov_b32 v70, 0 :: v_dual_add_nc_u32 v61, 0xa08, v0
	v_dual_mov_b32 v71, 0 :: v_dual_add_nc_u32 v62, 0xa40, v0
	v_dual_mov_b32 v102, 0 :: v_dual_add_nc_u32 v63, 0xa48, v0
	v_dual_mov_b32 v81, 0 :: v_dual_add_nc_u32 v72, 0xc00, v0
	v_dual_mov_b32 v80, 0 :: v_dual_add_nc_u32 v73, 0xc08, v0
	v_dual_mov_b32 v103, 0 :: v_dual_add_nc_u32 v74, 0xc80, v0
	v_dual_mov_b32 v82, 0 :: v_dual_add_nc_u32 v75, 0xc88, v0
	v_dual_mov_b32 v113, 0 :: v_dual_add_nc_u32 v76, 0xc00, v0
	v_dual_mov_b32 v112, 0 :: v_dual_add_nc_u32 v77, 0xc08, v0
	v_dual_mov_b32 v87, 0 :: v_dual_add_nc_u32 v78, 0xc40, v0
	v_dual_mov_b32 v114, 0 :: v_dual_add_nc_u32 v79, 0xc48, v0
	v_dual_mov_b32 v115, 0 :: v_dual_add_nc_u32 v88, 0xe00, v0
	v_dual_mov_b32 v96, 0 :: v_dual_add_nc_u32 v89, 0xe08, v0
	v_dual_mov_b32 v117, 0 :: v_dual_add_nc_u32 v90, 0xe80, v0
	v_dual_mov_b32 v98, 0 :: v_dual_add_nc_u32 v91, 0xe88, v0
	v_dual_mov_b32 v119, 0 :: v_dual_add_nc_u32 v92, 0xe00, v0
	v_dual_mov_b32 v100, 0 :: v_dual_add_nc_u32 v93, 0xe08, v0
	v_dual_mov_b32 v129, 0 :: v_dual_add_nc_u32 v94, 0xe40, v0
	v_dual_mov_b32 v116, 0 :: v_dual_add_nc_u32 v95, 0xe48, v0
	v_dual_mov_b32 v118, 0 :: v_dual_mov_b32 v161, 0
	v_dual_mov_b32 v128, 0 :: v_dual_mov_b32 v163, 0
	v_dual_mov_b32 v130, 0 :: v_dual_mov_b32 v133, 0
	v_dual_mov_b32 v160, 0 :: v_dual_mov_b32 v135, 0
	v_dual_mov_b32 v162, 0 :: v_dual_mov_b32 v165, 0
	v_dual_mov_b32 v132, 0 :: v_dual_mov_b32 v167, 0
	v_dual_mov_b32 v134, 0 :: v_dual_mov_b32 v145, 0
	v_dual_mov_b32 v164, 0 :: v_dual_mov_b32 v147, 0
	v_dual_mov_b32 v166, 0 :: v_dual_mov_b32 v177, 0
	v_dual_mov_b32 v144, 0 :: v_dual_mov_b32 v179, 0
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v149, 0
	v_dual_mov_b32 v176, 0 :: v_dual_mov_b32 v151, 0
	v_dual_mov_b32 v178, 0 :: v_dual_mov_b32 v183, 0
	v_dual_mov_b32 v148, 0 :: v_dual_mov_b32 v181, 0
	v_dual_mov_b32 v150, 0 :: v_dual_add_nc_u32 v105, 0x400, v0
	v_dual_mov_b32 v180, 0 :: v_dual_add_nc_u32 v107, 0x480, v0
	v_dual_mov_b32 v182, 0 :: v_dual_add_nc_u32 v109, 0x400, v0
	v_lshlrev_b32_e32 v104, 3, v6
	v_add_nc_u32_e32 v106, 0x408, v0
	v_add_nc_u32_e32 v108, 0x488, v0
	v_add_nc_u32_e32 v110, 0x408, v0
	v_add_nc_u32_e32 v111, 0x440, v0
	v_add_nc_u32_e32 v120, 0x448, v0
	v_add_nc_u32_e32 v121, 0x600, v0
	v_add_nc_u32_e32 v122, 0x608, v0
	v_add_nc_u32_e32 v123, 0x680, v0
	v_add_nc_u32_e32 v124, 0x688, v0
	v_add_nc_u32_e32 v125, 0x600, v0
	v_add_nc_u32_e32 v126, 0x608, v0
	v_add_nc_u32_e32 v127, 0x640, v0
	v_add_nc_u32_e32 v136, 0x648, v0
	v_add_nc_u32_e32 v137, 0x800, v0
	v_add_nc_u32_e32 v138, 0x808, v0
	v_add_nc_u32_e32 v139, 0x880, v0
	v_add_nc_u32_e32 v140, 0x888, v0
	v_add_nc_u32_e32 v141, 0x800, v0
	s_mov_b32 s3, 0
	s_mov_b32 s4, 0
.LBB3_5:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v14, v41, v40
	v_add_nc_u32_e32 v16, v44, v40
	v_add_nc_u32_e32 v18, v42, v40
	v_add_nc_u32_e32 v20, v43, v40
	v_add_nc_u32_e32 v22, s4, v13
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_nc_u32_e32 v24, s4, v12
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_nc_u32_e32 v26, s4, v11
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_nc_u32_e32 v28, s4, v10
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32 v14, vcc_lo, v2, v14
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e64 v15, null, v3, v15, vcc_lo
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_ci_u32_e64 v17, null, v3, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, v2, v18
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_ci_u32_e64 v19, null, v3, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, v2, v20
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_ci_u32_e64 v21, null, v3, v21, vcc_lo
	v_add_co_u32 v22, vcc_lo, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, v1, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, v0, v24
	v_add_co_ci_u32_e64 v25, null, v1, v25, vcc_lo
	v_add_co_u32 v26, vcc_lo, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, v1, v27, vcc_lo
	v_add_co_u32 v28, vcc_lo, v0, v28
	v_add_co_ci_u32_e64 v29, null, v1, v29, vcc_lo
	s_clause 0x3
	global_load_b32 v14, v[14:15], off
	global_load_b32 v15, v[16:17], off
	global_load_b32 v16, v[18:19], off
	global_load_b32 v17, v[20:21], off
	s_clause 0x3
	global_load_b32 v18, v[22:23], off
	global_load_b32 v19, v[24:25], off
	global_load_b32 v20, v[26:27], off
	global_load_b32 v21, v[28:29], off
	s_add_i32 s4, s4, 8
	s_waitcnt vmcnt(7)
	ds_store_b32 v0, v14
	s_waitcnt vmcnt(6)
	ds_store_b32 v0, v15
	s_waitcnt vmcnt(5)
	ds_store_b32 v0, v16
	s_waitcnt vmcnt(4)
	ds_store_b32 v0, v17
	s_waitcnt vmcnt(3)
	ds_store_b32 v0, v18
	s_waitcnt vmcnt(2)
	ds_store_b32 v0, v19
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v20
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v21
	v_cmp_ge_i32_e32 vcc_lo, s4, v6
	s_or_b32 s3, vcc_lo, s3
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[26:27], v0 offset1:1
	ds_load_2addr_b32 v[52:53], v0 offset1:1
	ds_load_2addr_b32 v[50:51], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[38:39], v0 offset0:32 offset1:33
	ds_load_2addr_b32 v[34:35], v0 offset0:34 offset1:35
	ds_load_2addr_b32 v[54:55], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[48:49], v0 offset0:16 offset1:17
	ds_load_2addr_b32 v[36:37], v0 offset0:18 offset1:19
	ds_load_2addr_b32 v[24:25], v0 offset0:128 offset1:129
	ds_load_2addr_b32 v[22:23], v0 offset0:130 offset1:131
	ds_load_2addr_b32 v[18:19], v0 offset0:160 offset1:161
	ds_load_2addr_b32 v[14:15], v0 offset0:162 offset1:163
	ds_load_2addr_b32 v[32:33], v0 offset0:128 offset1:129
	ds_load_2addr_b32 v[28:29], v0 offset0:130 offset1:131
	ds_load_2addr_b32 v[20:21], v0 offset0:144 offset1:145
	ds_load_2addr_b32 v[16:17], v0 offset0:146 offset1:147
	ds_load_2addr_b32 v[152:153], v56 offset1:1
	ds_load_2addr_b32 v[154:155], v57 offset1:1
	ds_load_2addr_b32 v[156:157], v59 offset1:1
	ds_load_2addr_b32 v[158:159], v62 offset1:1
	ds_load_2addr_b32 v[168:169], v63 offset1:1
	s_waitcnt lgkmcnt(19)
	v_fmac_f32_e32 v181, v26, v52
	v_fmac_f32_e32 v183, v26, v53
	s_waitcnt lgkmcnt(18)
	v_fmac_f32_e32 v182, v26, v50
	s_waitcnt lgkmcnt(16)
	v_dual_fmac_f32 v180, v26, v51 :: v_dual_fmac_f32 v145, v27, v34
	v_fmac_f32_e32 v179, v27, v52
	s_waitcnt lgkmcnt(15)
	v_dual_fmac_f32 v178, v27, v53 :: v_dual_fmac_f32 v165, v54, v50
	v_fmac_f32_e32 v177, v27, v50
	v_dual_fmac_f32 v176, v27, v51 :: v_dual_fmac_f32 v135, v54, v38
	v_fmac_f32_e32 v151, v26, v38
	v_dual_fmac_f32 v150, v26, v39 :: v_dual_fmac_f32 v161, v55, v50
	v_fmac_f32_e32 v149, v26, v34
	s_waitcnt lgkmcnt(14)
	v_dual_fmac_f32 v148, v26, v35 :: v_dual_fmac_f32 v117, v48, v53
	v_fmac_f32_e32 v147, v27, v38
	v_dual_fmac_f32 v146, v27, v39 :: v_dual_fmac_f32 v133, v54, v34
	v_dual_fmac_f32 v144, v27, v35 :: v_dual_fmac_f32 v113, v49, v53
	ds_load_2addr_b32 v[26:27], v105 offset1:1
	v_fmac_f32_e32 v167, v54, v52
	v_dual_fmac_f32 v166, v54, v53 :: v_dual_fmac_f32 v129, v55, v39
	s_waitcnt lgkmcnt(14)
	v_dual_fmac_f32 v164, v54, v51 :: v_dual_fmac_f32 v101, v36, v53
	v_fmac_f32_e32 v163, v55, v52
	v_dual_fmac_f32 v162, v55, v53 :: v_dual_fmac_f32 v115, v48, v51
	v_dual_fmac_f32 v160, v55, v51 :: v_dual_fmac_f32 v85, v37, v53
	v_dual_fmac_f32 v134, v54, v39 :: v_dual_fmac_f32 v99, v36, v50
	s_waitcnt lgkmcnt(9)
	v_dual_fmac_f32 v132, v54, v35 :: v_dual_fmac_f32 v181, v32, v24
	v_dual_fmac_f32 v130, v55, v38 :: v_dual_fmac_f32 v103, v49, v51
	v_dual_fmac_f32 v128, v55, v34 :: v_dual_fmac_f32 v97, v36, v51
	v_dual_fmac_f32 v119, v55, v35 :: v_dual_fmac_f32 v118, v48, v52
	ds_load_2addr_b32 v[54:55], v109 offset1:1
	v_dual_fmac_f32 v114, v49, v52 :: v_dual_fmac_f32 v87, v48, v35
	v_dual_fmac_f32 v102, v36, v52 :: v_dual_fmac_f32 v83, v37, v51
	v_dual_fmac_f32 v86, v37, v52 :: v_dual_fmac_f32 v69, v36, v39
	ds_load_2addr_b32 v[52:53], v106 offset1:1
	v_dual_fmac_f32 v116, v48, v50 :: v_dual_fmac_f32 v81, v49, v39
	v_dual_fmac_f32 v112, v49, v50 :: v_dual_fmac_f32 v67, v36, v35
	v_dual_fmac_f32 v84, v37, v50 :: v_dual_fmac_f32 v183, v32, v25
	ds_load_2addr_b32 v[50:51], v107 offset1:1
	v_dual_fmac_f32 v100, v48, v38 :: v_dual_fmac_f32 v71, v49, v35
	v_dual_fmac_f32 v98, v48, v39 :: v_dual_fmac_f32 v179, v33, v24
	v_dual_fmac_f32 v96, v48, v34 :: v_dual_fmac_f32 v65, v37, v39
	s_waitcnt lgkmcnt(11)
	v_dual_fmac_f32 v82, v49, v38 :: v_dual_fmac_f32 v167, v28, v24
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v80, v49, v34 :: v_dual_fmac_f32 v117, v20, v25
	ds_load_2addr_b32 v[48:49], v108 offset1:1
	v_dual_fmac_f32 v70, v36, v38 :: v_dual_fmac_f32 v163, v29, v24
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v66, v37, v38 :: v_dual_fmac_f32 v101, v16, v25
	ds_load_2addr_b32 v[38:39], v110 offset1:1
	v_dual_fmac_f32 v68, v36, v34 :: v_dual_fmac_f32 v129, v29, v19
	v_dual_fmac_f32 v64, v37, v34 :: v_dual_fmac_f32 v115, v20, v23
	v_dual_fmac_f32 v30, v37, v35 :: v_dual_fmac_f32 v151, v32, v18
	ds_load_2addr_b32 v[36:37], v111 offset1:1
	ds_load_2addr_b32 v[34:35], v120 offset1:1
	v_dual_fmac_f32 v182, v32, v22 :: v_dual_fmac_f32 v119, v29, v15
	v_dual_fmac_f32 v180, v32, v23 :: v_dual_fmac_f32 v177, v33, v22
	v_dual_fmac_f32 v178, v33, v25 :: v_dual_fmac_f32 v149, v32, v14
	v_dual_fmac_f32 v176, v33, v23 :: v_dual_fmac_f32 v165, v28, v22
	v_dual_fmac_f32 v150, v32, v19 :: v_dual_fmac_f32 v147, v33, v18
	v_dual_fmac_f32 v148, v32, v15 :: v_dual_fmac_f32 v145, v33, v14
	v_dual_fmac_f32 v146, v33, v19 :: v_dual_fmac_f32 v135, v28, v18
	v_dual_fmac_f32 v144, v33, v15 :: v_dual_fmac_f32 v133, v28, v14
	ds_load_2addr_b32 v[32:33], v121 offset1:1
	v_dual_fmac_f32 v166, v28, v25 :: v_dual_fmac_f32 v161, v29, v22
	v_dual_fmac_f32 v164, v28, v23 :: v_dual_fmac_f32 v113, v21, v25
	v_dual_fmac_f32 v162, v29, v25 :: v_dual_fmac_f32 v99, v16, v22
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v160, v29, v23 :: v_dual_fmac_f32 v181, v54, v26
	v_dual_fmac_f32 v134, v28, v19 :: v_dual_fmac_f32 v85, v17, v25
	v_dual_fmac_f32 v132, v28, v15 :: v_dual_fmac_f32 v179, v55, v26
	v_dual_fmac_f32 v130, v29, v18 :: v_dual_fmac_f32 v97, v16, v23
	v_dual_fmac_f32 v128, v29, v14 :: v_dual_fmac_f32 v87, v20, v15
	ds_load_2addr_b32 v[28:29], v125 offset1:1
	v_dual_fmac_f32 v118, v20, v24 :: v_dual_fmac_f32 v103, v21, v23
	v_dual_fmac_f32 v114, v21, v24 :: v_dual_fmac_f32 v69, v16, v19
	v_dual_fmac_f32 v102, v16, v24 :: v_dual_fmac_f32 v83, v17, v23
	v_dual_fmac_f32 v86, v17, v24 :: v_dual_fmac_f32 v67, v16, v15
	ds_load_2addr_b32 v[24:25], v122 offset1:1
	v_dual_fmac_f32 v116, v20, v22 :: v_dual_fmac_f32 v81, v21, v19
	v_dual_fmac_f32 v112, v21, v22 :: v_dual_fmac_f32 v183, v54, v27
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v84, v17, v22 :: v_dual_fmac_f32 v177, v55, v52
	ds_load_2addr_b32 v[22:23], v123 offset1:1
	v_dual_fmac_f32 v100, v20, v18 :: v_dual_fmac_f32 v71, v21, v15
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v98, v20, v19 :: v_dual_fmac_f32 v151, v54, v50
	v_dual_fmac_f32 v96, v20, v14 :: v_dual_fmac_f32 v65, v17, v19
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v82, v21, v18 :: v_dual_fmac_f32 v149, v54, v48
	v_dual_fmac_f32 v80, v21, v14 :: v_dual_fmac_f32 v145, v55, v48
	ds_load_2addr_b32 v[20:21], v124 offset1:1
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v70, v16, v18 :: v_dual_fmac_f32 v165, v38, v52
	v_dual_fmac_f32 v66, v17, v18 :: v_dual_fmac_f32 v161, v39, v52
	ds_load_2addr_b32 v[18:19], v126 offset1:1
	v_dual_fmac_f32 v68, v16, v14 :: v_dual_fmac_f32 v133, v38, v48
	v_dual_fmac_f32 v64, v17, v14 :: v_dual_fmac_f32 v129, v39, v51
	v_dual_fmac_f32 v30, v17, v15 :: v_dual_fmac_f32 v147, v55, v50
	ds_load_2addr_b32 v[14:15], v127 offset1:1
	ds_load_2addr_b32 v[16:17], v136 offset1:1
	v_dual_fmac_f32 v182, v54, v52 :: v_dual_fmac_f32 v163, v39, v26
	s_waitcnt lgkmcnt(9)
	v_dual_fmac_f32 v180, v54, v53 :: v_dual_fmac_f32 v117, v36, v27
	v_dual_fmac_f32 v178, v55, v27 :: v_dual_fmac_f32 v167, v38, v26
	v_dual_fmac_f32 v176, v55, v53 :: v_dual_fmac_f32 v135, v38, v50
	v_dual_fmac_f32 v150, v54, v51 :: v_dual_fmac_f32 v119, v39, v49
	v_dual_fmac_f32 v148, v54, v49 :: v_dual_fmac_f32 v113, v37, v27
	v_dual_fmac_f32 v146, v55, v51 :: v_dual_fmac_f32 v115, v36, v53
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v144, v55, v49 :: v_dual_fmac_f32 v101, v34, v27
	ds_load_2addr_b32 v[54:55], v137 offset1:1
	v_dual_fmac_f32 v166, v38, v27 :: v_dual_fmac_f32 v103, v37, v53
	v_dual_fmac_f32 v164, v38, v53 :: v_dual_fmac_f32 v85, v35, v27
	v_dual_fmac_f32 v162, v39, v27 :: v_dual_fmac_f32 v99, v34, v52
	v_dual_fmac_f32 v160, v39, v53 :: v_dual_fmac_f32 v81, v37, v51
	v_dual_fmac_f32 v134, v38, v51 :: v_dual_fmac_f32 v83, v35, v53
	v_dual_fmac_f32 v132, v38, v49 :: v_dual_fmac_f32 v65, v35, v51
	v_dual_fmac_f32 v130, v39, v50 :: v_dual_fmac_f32 v97, v34, v53
	v_dual_fmac_f32 v128, v39, v48 :: v_dual_fmac_f32 v87, v36, v49
	ds_load_2addr_b32 v[38:39], v141 offset1:1
	v_dual_fmac_f32 v118, v36, v26 :: v_dual_fmac_f32 v71, v37, v49
	v_dual_fmac_f32 v114, v37, v26 :: v_dual_fmac_f32 v69, v34, v51
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v102, v34, v26 :: v_dual_fmac_f32 v181, v28, v32
	v_dual_fmac_f32 v86, v35, v26 :: v_dual_fmac_f32 v67, v34, v49
	ds_load_2addr_b32 v[26:27], v138 offset1:1
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v116, v36, v52 :: v_dual_fmac_f32 v147, v29, v22
	v_dual_fmac_f32 v112, v37, v52 :: v_dual_fmac_f32 v183, v28, v33
	v_dual_fmac_f32 v84, v35, v52 :: v_dual_fmac_f32 v151, v28, v22
	ds_load_2addr_b32 v[52:53], v139 offset1:1
	v_dual_fmac_f32 v100, v36, v50 :: v_dual_fmac_f32 v179, v29, v32
	v_dual_fmac_f32 v98, v36, v51 :: v_dual_fmac_f32 v177, v29, v24
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v96, v36, v48 :: v_dual_fmac_f32 v135, v18, v22
	v_dual_fmac_f32 v82, v37, v50 :: v_dual_fmac_f32 v149, v28, v20
	v_dual_fmac_f32 v80, v37, v48 :: v_dual_fmac_f32 v129, v19, v23
	ds_load_2addr_b32 v[36:37], v140 offset1:1
	v_dual_fmac_f32 v70, v34, v50 :: v_dual_fmac_f32 v145, v29, v20
	v_dual_fmac_f32 v66, v35, v50 :: v_dual_fmac_f32 v167, v18, v32
	ds_load_2addr_b32 v[50:51], v45 offset1:1
	v_dual_fmac_f32 v68, v34, v48 :: v_dual_fmac_f32 v119, v19, v21
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v64, v35, v48 :: v_dual_fmac_f32 v117, v14, v33
	v_dual_fmac_f32 v30, v35, v49 :: v_dual_fmac_f32 v165, v18, v24
	ds_load_2addr_b32 v[34:35], v46 offset1:1
	ds_load_2addr_b32 v[142:143], v47 offset1:1
	v_dual_fmac_f32 v182, v28, v24 :: v_dual_fmac_f32 v113, v15, v33
	v_dual_fmac_f32 v180, v28, v25 :: v_dual_fmac_f32 v163, v19, v32
	v_dual_fmac_f32 v178, v29, v33 :: v_dual_fmac_f32 v161, v19, v24
	v_dual_fmac_f32 v176, v29, v25 :: v_dual_fmac_f32 v133, v18, v20
	v_dual_fmac_f32 v148, v28, v21 :: v_dual_fmac_f32 v81, v15, v23
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v144, v29, v21 :: v_dual_fmac_f32 v99, v16, v24
	v_dual_fmac_f32 v166, v18, v33 :: v_dual_fmac_f32 v69, v16, v23
	v_dual_fmac_f32 v164, v18, v25 :: v_dual_fmac_f32 v65, v17, v23
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v162, v19, v33 :: v_dual_fmac_f32 v181, v38, v54
	v_dual_fmac_f32 v160, v19, v25 :: v_dual_fmac_f32 v183, v38, v55
	v_dual_fmac_f32 v134, v18, v23 :: v_dual_fmac_f32 v103, v15, v25
	v_dual_fmac_f32 v132, v18, v21 :: v_dual_fmac_f32 v179, v39, v54
	v_dual_fmac_f32 v130, v19, v22 :: v_dual_fmac_f32 v115, v14, v25
	v_dual_fmac_f32 v128, v19, v20 :: v_dual_fmac_f32 v97, v16, v25
	ds_load_2addr_b32 v[18:19], v60 offset1:1
	v_dual_fmac_f32 v118, v14, v32 :: v_dual_fmac_f32 v83, v17, v25
	v_dual_fmac_f32 v114, v15, v32 :: v_dual_fmac_f32 v87, v14, v21
	v_dual_fmac_f32 v102, v16, v32 :: v_dual_fmac_f32 v71, v15, v21
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v116, v14, v24 :: v_dual_fmac_f32 v177, v39, v26
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v112, v15, v24 :: v_dual_fmac_f32 v167, v50, v54
	v_dual_fmac_f32 v84, v17, v24 :: v_dual_fmac_f32 v165, v50, v26
	ds_load_2addr_b32 v[24:25], v58 offset1:1
	v_dual_fmac_f32 v100, v14, v22 :: v_dual_fmac_f32 v147, v39, v52
	v_dual_fmac_f32 v98, v14, v23 :: v_dual_fmac_f32 v145, v39, v36
	v_dual_fmac_f32 v96, v14, v20 :: v_dual_fmac_f32 v163, v51, v54
	v_dual_fmac_f32 v82, v15, v22 :: v_dual_fmac_f32 v151, v38, v52
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v80, v15, v20 :: v_dual_fmac_f32 v117, v34, v55
	ds_load_2addr_b32 v[14:15], v61 offset1:1
	v_dual_fmac_f32 v150, v28, v23 :: v_dual_fmac_f32 v85, v17, v33
	v_dual_fmac_f32 v146, v29, v23 :: v_dual_fmac_f32 v101, v16, v33
	v_dual_fmac_f32 v70, v16, v22 :: v_dual_fmac_f32 v149, v38, v36
	v_dual_fmac_f32 v66, v17, v22 :: v_dual_fmac_f32 v135, v50, v52
	v_dual_fmac_f32 v86, v17, v32 :: v_dual_fmac_f32 v67, v16, v21
	v_dual_fmac_f32 v68, v16, v20 :: v_dual_fmac_f32 v161, v51, v26
	v_dual_fmac_f32 v64, v17, v20 :: v_dual_fmac_f32 v129, v51, v53
	v_dual_fmac_f32 v30, v17, v21 :: v_dual_fmac_f32 v133, v50, v36
	v_dual_fmac_f32 v182, v38, v26 :: v_dual_fmac_f32 v119, v51, v37
	v_dual_fmac_f32 v180, v38, v27 :: v_dual_fmac_f32 v81, v35, v53
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v178, v39, v55 :: v_dual_fmac_f32 v99, v142, v26
	v_dual_fmac_f32 v176, v39, v27 :: v_dual_fmac_f32 v87, v34, v37
	v_dual_fmac_f32 v150, v38, v53 :: v_dual_fmac_f32 v113, v35, v55
	v_dual_fmac_f32 v148, v38, v37 :: v_dual_fmac_f32 v85, v143, v55
	v_dual_fmac_f32 v146, v39, v53 :: v_dual_fmac_f32 v101, v142, v55
	v_dual_fmac_f32 v144, v39, v37 :: v_dual_fmac_f32 v115, v34, v27
	v_dual_fmac_f32 v166, v50, v55 :: v_dual_fmac_f32 v71, v35, v37
	v_dual_fmac_f32 v164, v50, v27 :: v_dual_fmac_f32 v65, v143, v53
	v_dual_fmac_f32 v162, v51, v55 :: v_dual_fmac_f32 v69, v142, v53
	v_dual_fmac_f32 v160, v51, v27 :: v_dual_fmac_f32 v67, v142, v37
	v_dual_fmac_f32 v134, v50, v53 :: v_dual_fmac_f32 v103, v35, v27
	v_dual_fmac_f32 v132, v50, v37 :: v_dual_fmac_f32 v83, v143, v27
	v_dual_fmac_f32 v130, v51, v52 :: v_dual_fmac_f32 v97, v142, v27
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v128, v51, v36 :: v_dual_fmac_f32 v183, v18, v153
	v_dual_fmac_f32 v100, v34, v52 :: v_dual_fmac_f32 v177, v19, v154
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v98, v34, v53 :: v_dual_fmac_f32 v163, v15, v152
	v_dual_fmac_f32 v82, v35, v52 :: v_dual_fmac_f32 v165, v14, v154
	v_dual_fmac_f32 v70, v142, v52 :: v_dual_fmac_f32 v129, v15, v25
	v_dual_fmac_f32 v66, v143, v52 :: v_dual_fmac_f32 v101, v168, v153
	ds_load_2addr_b32 v[20:21], v72 offset1:1
	ds_load_2addr_b32 v[32:33], v73 offset1:1
	ds_load_2addr_b32 v[48:49], v76 offset1:1
	ds_load_2addr_b32 v[50:51], v77 offset1:1
	v_dual_fmac_f32 v118, v34, v54 :: v_dual_fmac_f32 v179, v19, v152
	v_dual_fmac_f32 v114, v35, v54 :: v_dual_fmac_f32 v181, v18, v152
	v_dual_fmac_f32 v102, v142, v54 :: v_dual_fmac_f32 v147, v19, v24
	v_dual_fmac_f32 v86, v143, v54 :: v_dual_fmac_f32 v151, v18, v24
	v_dual_fmac_f32 v116, v34, v26 :: v_dual_fmac_f32 v145, v19, v156
	v_dual_fmac_f32 v112, v35, v26 :: v_dual_fmac_f32 v149, v18, v156
	v_dual_fmac_f32 v84, v143, v26 :: v_dual_fmac_f32 v167, v14, v152
	ds_load_2addr_b32 v[26:27], v74 offset1:1
	v_dual_fmac_f32 v96, v34, v36 :: v_dual_fmac_f32 v161, v15, v154
	v_dual_fmac_f32 v80, v35, v36 :: v_dual_fmac_f32 v117, v158, v153
	ds_load_2addr_b32 v[34:35], v75 offset1:1
	v_dual_fmac_f32 v68, v142, v36 :: v_dual_fmac_f32 v119, v15, v157
	v_dual_fmac_f32 v64, v143, v36 :: v_dual_fmac_f32 v85, v169, v153
	v_dual_fmac_f32 v30, v143, v37 :: v_dual_fmac_f32 v135, v14, v24
	ds_load_2addr_b32 v[38:39], v78 offset1:1
	ds_load_2addr_b32 v[36:37], v79 offset1:1
	v_dual_fmac_f32 v182, v18, v154 :: v_dual_fmac_f32 v113, v159, v153
	v_dual_fmac_f32 v180, v18, v155 :: v_dual_fmac_f32 v99, v168, v154
	v_dual_fmac_f32 v178, v19, v153 :: v_dual_fmac_f32 v133, v14, v156
	v_dual_fmac_f32 v176, v19, v155 :: v_dual_fmac_f32 v87, v158, v157
	v_dual_fmac_f32 v150, v18, v25 :: v_dual_fmac_f32 v103, v159, v155
	v_dual_fmac_f32 v148, v18, v157 :: v_dual_fmac_f32 v97, v168, v155
	v_dual_fmac_f32 v146, v19, v25 :: v_dual_fmac_f32 v115, v158, v155
	v_dual_fmac_f32 v144, v19, v157 :: v_dual_fmac_f32 v83, v169, v155
	ds_load_2addr_b32 v[22:23], v88 offset1:1
	ds_load_2addr_b32 v[28:29], v89 offset1:1
	ds_load_2addr_b32 v[16:17], v91 offset1:1
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v166, v14, v153 :: v_dual_fmac_f32 v181, v48, v20
	v_dual_fmac_f32 v164, v14, v155 :: v_dual_fmac_f32 v81, v159, v25
	v_dual_fmac_f32 v162, v15, v153 :: v_dual_fmac_f32 v179, v49, v20
	v_dual_fmac_f32 v160, v15, v155 :: v_dual_fmac_f32 v69, v168, v25
	v_dual_fmac_f32 v134, v14, v25 :: v_dual_fmac_f32 v177, v49, v32
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v132, v14, v157 :: v_dual_fmac_f32 v151, v48, v26
	v_dual_fmac_f32 v130, v15, v24 :: v_dual_fmac_f32 v65, v169, v25
	v_dual_fmac_f32 v128, v15, v156 :: v_dual_fmac_f32 v67, v168, v157
	ds_load_2addr_b32 v[14:15], v90 offset1:1
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v100, v158, v24 :: v_dual_fmac_f32 v145, v49, v34
	v_dual_fmac_f32 v98, v158, v25 :: v_dual_fmac_f32 v161, v51, v32
	v_dual_fmac_f32 v82, v159, v24 :: v_dual_fmac_f32 v135, v50, v26
	ds_load_2addr_b32 v[54:55], v92 offset1:1
	ds_load_2addr_b32 v[52:53], v93 offset1:1
	v_dual_fmac_f32 v70, v168, v24 :: v_dual_fmac_f32 v119, v51, v35
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v66, v169, v24 :: v_dual_fmac_f32 v117, v38, v21
	ds_load_2addr_b32 v[24:25], v94 offset1:1
	ds_load_2addr_b32 v[18:19], v95 offset1:1
	v_dual_fmac_f32 v118, v158, v152 :: v_dual_fmac_f32 v71, v159, v157
	v_dual_fmac_f32 v114, v159, v152 :: v_dual_fmac_f32 v183, v48, v21
	v_dual_fmac_f32 v102, v168, v152 :: v_dual_fmac_f32 v147, v49, v26
	v_dual_fmac_f32 v86, v169, v152 :: v_dual_fmac_f32 v149, v48, v34
	v_dual_fmac_f32 v116, v158, v154 :: v_dual_fmac_f32 v163, v51, v20
	v_dual_fmac_f32 v112, v159, v154 :: v_dual_fmac_f32 v167, v50, v20
	v_dual_fmac_f32 v84, v169, v154 :: v_dual_fmac_f32 v165, v50, v32
	v_dual_fmac_f32 v96, v158, v156 :: v_dual_fmac_f32 v129, v51, v27
	v_dual_fmac_f32 v80, v159, v156 :: v_dual_fmac_f32 v133, v50, v34
	v_dual_fmac_f32 v68, v168, v156 :: v_dual_fmac_f32 v113, v39, v21
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v64, v169, v156 :: v_dual_fmac_f32 v101, v36, v21
	v_dual_fmac_f32 v30, v169, v157 :: v_dual_fmac_f32 v99, v36, v32
	v_dual_fmac_f32 v85, v37, v21 :: v_dual_add_nc_u32 v40, v40, v104
	v_dual_fmac_f32 v182, v48, v32 :: v_dual_fmac_f32 v115, v38, v33
	v_dual_fmac_f32 v180, v48, v33 :: v_dual_fmac_f32 v87, v38, v35
	v_dual_fmac_f32 v178, v49, v21 :: v_dual_fmac_f32 v81, v39, v27
	v_dual_fmac_f32 v176, v49, v33 :: v_dual_fmac_f32 v71, v39, v35
	v_dual_fmac_f32 v150, v48, v27 :: v_dual_fmac_f32 v103, v39, v33
	v_dual_fmac_f32 v148, v48, v35 :: v_dual_fmac_f32 v83, v37, v33
	v_dual_fmac_f32 v146, v49, v27 :: v_dual_fmac_f32 v97, v36, v33
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v144, v49, v35 :: v_dual_fmac_f32 v181, v54, v22
	v_dual_fmac_f32 v166, v50, v21 :: v_dual_fmac_f32 v69, v36, v27
	v_dual_fmac_f32 v164, v50, v33 :: v_dual_fmac_f32 v65, v37, v27
	v_dual_fmac_f32 v162, v51, v21 :: v_dual_fmac_f32 v67, v36, v35
	v_dual_fmac_f32 v160, v51, v33 :: v_dual_fmac_f32 v183, v54, v23
	v_dual_fmac_f32 v134, v50, v27 :: v_dual_fmac_f32 v179, v55, v22
	v_dual_fmac_f32 v132, v50, v35 :: v_dual_fmac_f32 v177, v55, v28
	v_dual_fmac_f32 v130, v51, v26 :: v_dual_fmac_f32 v149, v54, v16
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v128, v51, v34 :: v_dual_fmac_f32 v165, v52, v28
	v_dual_fmac_f32 v118, v38, v20 :: v_dual_fmac_f32 v147, v55, v14
	v_dual_fmac_f32 v114, v39, v20 :: v_dual_fmac_f32 v151, v54, v14
	v_dual_fmac_f32 v102, v36, v20 :: v_dual_fmac_f32 v163, v53, v22
	v_dual_fmac_f32 v86, v37, v20 :: v_dual_fmac_f32 v167, v52, v22
	v_dual_fmac_f32 v116, v38, v32 :: v_dual_fmac_f32 v135, v52, v14
	v_dual_fmac_f32 v112, v39, v32 :: v_dual_fmac_f32 v129, v53, v15
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v84, v37, v32 :: v_dual_fmac_f32 v117, v24, v23
	v_dual_fmac_f32 v100, v38, v26 :: v_dual_fmac_f32 v145, v55, v16
	v_dual_fmac_f32 v98, v38, v27 :: v_dual_fmac_f32 v161, v53, v28
	v_dual_fmac_f32 v96, v38, v34 :: v_dual_fmac_f32 v133, v52, v16
	v_dual_fmac_f32 v82, v39, v26 :: v_dual_fmac_f32 v119, v53, v17
	v_dual_fmac_f32 v80, v39, v34 :: v_dual_fmac_f32 v113, v25, v23
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v70, v36, v26 :: v_dual_fmac_f32 v101, v18, v23
	v_dual_fmac_f32 v66, v37, v26 :: v_dual_fmac_f32 v85, v19, v23
	v_dual_fmac_f32 v68, v36, v34 :: v_dual_fmac_f32 v103, v25, v29
	v_dual_fmac_f32 v64, v37, v34 :: v_dual_fmac_f32 v115, v24, v29
	v_dual_fmac_f32 v30, v37, v35 :: v_dual_fmac_f32 v99, v18, v28
	v_dual_fmac_f32 v182, v54, v28 :: v_dual_fmac_f32 v83, v19, v29
	v_dual_fmac_f32 v180, v54, v29 :: v_dual_fmac_f32 v81, v25, v15
	v_dual_fmac_f32 v178, v55, v23 :: v_dual_fmac_f32 v97, v18, v29
	v_dual_fmac_f32 v176, v55, v29 :: v_dual_fmac_f32 v69, v18, v15
	v_dual_fmac_f32 v150, v54, v15 :: v_dual_fmac_f32 v87, v24, v17
	v_dual_fmac_f32 v148, v54, v17 :: v_dual_fmac_f32 v65, v19, v15
	v_dual_fmac_f32 v146, v55, v15 :: v_dual_fmac_f32 v71, v25, v17
	v_fmac_f32_e32 v144, v55, v17
	v_dual_fmac_f32 v166, v52, v23 :: v_dual_fmac_f32 v67, v18, v17
	v_fmac_f32_e32 v164, v52, v29
	v_fmac_f32_e32 v162, v53, v23
	v_fmac_f32_e32 v160, v53, v29
	v_fmac_f32_e32 v134, v52, v15
	v_fmac_f32_e32 v132, v52, v17
	v_fmac_f32_e32 v130, v53, v14
	v_fmac_f32_e32 v128, v53, v16
	v_fmac_f32_e32 v118, v24, v22
	v_fmac_f32_e32 v114, v25, v22
	v_fmac_f32_e32 v102, v18, v22
	v_fmac_f32_e32 v86, v19, v22
	v_fmac_f32_e32 v116, v24, v28
	v_fmac_f32_e32 v112, v25, v28
	v_fmac_f32_e32 v84, v19, v28
	v_fmac_f32_e32 v100, v24, v14
	v_fmac_f32_e32 v98, v24, v15
	v_fmac_f32_e32 v96, v24, v16
	v_fmac_f32_e32 v82, v25, v14
	v_fmac_f32_e32 v80, v25, v16
	v_fmac_f32_e32 v70, v18, v14
	v_fmac_f32_e32 v68, v18, v16
	v_fmac_f32_e32 v66, v19, v14
	v_fmac_f32_e32 v64, v19, v16
	v_fmac_f32_e32 v30, v19, v17
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB3_5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s3
	v_dual_mov_b32 v10, s2 :: v_dual_mov_b32 v11, s1
.LBB3_7:
	s_or_b32 exec_lo, exec_lo, s0
	v_bfe_u32 v1, v31, 6, 4
	v_bfe_u32 v2, v131, 3, 2
	v_bfe_u32 v0, v31, 5, 1
	v_mul_f32_e32 v12, v9, v182
	v_mul_f32_e32 v13, v9, v180
	v_lshl_add_u32 v1, v1, 5, v11
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_dual_mul_f32 v11, v9, v183 :: v_dual_lshlrev_b32 v0, 6, v0
	v_lshl_or_b32 v1, v2, 2, v1
	v_lshlrev_b32_e32 v2, 2, v7
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mul_lo_u32 v24, v1, v6
	v_or3_b32 v25, v2, v10, v0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[16:17], 2, v[6:7]
	v_add_nc_u32_e32 v0, v25, v24
	v_add_nc_u32_e32 v7, v24, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, vcc_lo, v4, v0
	v_add_co_ci_u32_e64 v15, null, v5, v1, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, v14, v16
	global_load_b128 v[0:3], v[14:15], off
	v_mul_f32_e32 v10, v9, v181
	v_add_co_ci_u32_e64 v19, null, v15, v17, vcc_lo
	v_add_co_u32 v20, vcc_lo, v18, v16
	v_add_co_ci_u32_e64 v21, null, v19, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v22, vcc_lo, v20, v16
	v_add_co_ci_u32_e64 v23, null, v21, v17, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v12, v8, v2
	v_fmac_f32_e32 v13, v8, v3
	v_fmac_f32_e32 v10, v8, v0
	global_store_b128 v[14:15], v[10:13], off
	global_load_b128 v[0:3], v[18:19], off
	v_mul_f32_e32 v10, v9, v179
	v_mul_f32_e32 v11, v9, v178
	v_mul_f32_e32 v13, v9, v176
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v12, v9, v177 :: v_dual_fmac_f32 v13, v8, v3
	v_fmac_f32_e32 v10, v8, v0
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v12, v8, v2
	global_store_b128 v[18:19], v[10:13], off
	global_load_b128 v[0:3], v[20:21], off
	v_mul_f32_e32 v10, v9, v167
	v_mul_f32_e32 v11, v9, v166
	v_mul_f32_e32 v13, v9, v164
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v12, v9, v165 :: v_dual_fmac_f32 v13, v8, v3
	v_fmac_f32_e32 v10, v8, v0
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v12, v8, v2
	global_store_b128 v[20:21], v[10:13], off
	global_load_b128 v[0:3], v[22:23], off
	v_mul_f32_e32 v10, v9, v163
	v_mul_f32_e32 v11, v9, v162
	v_mul_f32_e32 v13, v9, v160
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v12, v9, v161 :: v_dual_fmac_f32 v13, v8, v3
	v_fmac_f32_e32 v10, v8, v0
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v12, v8, v2
	global_store_b128 v[22:23], v[10:13], off
	global_load_b128 v[0:3], v[14:15], off offset:128
	v_mul_f32_e32 v10, v9, v151
	v_mul_f32_e32 v11, v9, v150
	v_mul_f32_e32 v13, v9, v148
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v12, v9, v149 :: v_dual_fmac_f32 v13, v8, v3
	v_fmac_f32_e32 v10, v8, v0
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v12, v8, v2
	global_store_b128 v[14:15], v[10:13], off offset:128
	global_load_b128 v[0:3], v[18:19], off offset:128
	v_mul_f32_e32 v10, v9, v147
	v_mul_f32_e32 v11, v9, v146
	v_mul_f32_e32 v13, v9, v144
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v12, v9, v145 :: v_dual_fmac_f32 v13, v8, v3
	v_fmac_f32_e32 v10, v8, v0
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v12, v8, v2
	global_store_b128 v[18:19], v[10:13], off offset:128
	global_load_b128 v[0:3], v[20:21], off offset:128
	v_mul_f32_e32 v10, v9, v135
	v_mul_f32_e32 v11, v9, v134
	v_mul_f32_e32 v13, v9, v132
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v12, v9, v133 :: v_dual_fmac_f32 v13, v8, v3
	v_fmac_f32_e32 v10, v8, v0
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v12, v8, v2
	global_store_b128 v[20:21], v[10:13], off offset:128
	global_load_b128 v[0:3], v[22:23], off offset:128
	v_mul_lo_u32 v10, v6, 13
	v_add3_u32 v6, v7, v6, v6
	v_mul_f32_e32 v11, v9, v129
	v_mul_f32_e32 v13, v9, v119
	v_mul_f32_e32 v12, v9, v128
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add3_u32 v6, v6, v10, v25
	v_mul_f32_e32 v10, v9, v130
	v_ashrrev_i32_e32 v7, 31, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v14, vcc_lo, v4, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, v5, v7, vcc_lo
	v_mul_f32_e32 v5, v9, v117
	v_mul_f32_e32 v7, v9, v115
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v11, v8, v1
	v_fmac_f32_e32 v10, v8, v0
	v_fmac_f32_e32 v13, v8, v3
	v_fmac_f32_e32 v12, v8, v2
	global_store_b128 v[22:23], v[10:13], off offset:128
	global_load_b128 v[0:3], v[14:15], off
	v_mul_f32_e32 v4, v9, v118
	v_mul_f32_e32 v6, v9, v116
	v_add_co_u32 v10, vcc_lo, v14, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v11, null, v15, v17, vcc_lo
	v_add_co_u32 v12, vcc_lo, v10, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e64 v13, null, v11, v17, vcc_lo
	v_add_co_u32 v16, vcc_lo, v12, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, v13, v17, vcc_lo
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, v8, v1
	v_fmac_f32_e32 v4, v8, v0
	v_fmac_f32_e32 v7, v8, v3
	v_fmac_f32_e32 v6, v8, v2
	global_store_b128 v[14:15], v[4:7], off
	global_load_b128 v[0:3], v[10:11], off
	v_mul_f32_e32 v5, v9, v113
	v_mul_f32_e32 v4, v9, v114
	v_mul_f32_e32 v7, v9, v103
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v6, v9, v112 :: v_dual_fmac_f32 v7, v8, v3
	v_fmac_f32_e32 v5, v8, v1
	v_fmac_f32_e32 v4, v8, v0
	v_fmac_f32_e32 v6, v8, v2
	global_store_b128 v[10:11], v[4:7], off
	global_load_b128 v[0:3], v[12:13], off
	v_mul_f32_e32 v5, v9, v101
	v_mul_f32_e32 v4, v9, v102
	v_mul_f32_e32 v6, v9, v99
	v_mul_f32_e32 v7, v9, v97
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, v8, v1
	v_fmac_f32_e32 v4, v8, v0
	v_fmac_f32_e32 v6, v8, v2
	v_fmac_f32_e32 v7, v8, v3
	global_store_b128 v[12:13], v[4:7], off
	global_load_b128 v[0:3], v[16:17], off
	v_mul_f32_e32 v4, v9, v86
	v_mul_f32_e32 v5, v9, v85
	v_mul_f32_e32 v7, v9, v83
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v6, v9, v84 :: v_dual_fmac_f32 v7, v8, v3
	v_fmac_f32_e32 v4, v8, v0
	v_fmac_f32_e32 v5, v8, v1
	v_fmac_f32_e32 v6, v8, v2
	global_store_b128 v[16:17], v[4:7], off
	global_load_b128 v[0:3], v[14:15], off offset:128
	v_mul_f32_e32 v5, v9, v98
	v_mul_f32_e32 v4, v9, v100
	v_mul_f32_e32 v7, v9, v87
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v6, v9, v96 :: v_dual_fmac_f32 v7, v8, v3
	v_fmac_f32_e32 v5, v8, v1
	v_fmac_f32_e32 v4, v8, v0
	v_fmac_f32_e32 v6, v8, v2
	global_store_b128 v[14:15], v[4:7], off offset:128
	global_load_b128 v[0:3], v[10:11], off offset:128
	v_mul_f32_e32 v5, v9, v81
	v_mul_f32_e32 v4, v9, v82
	v_mul_f32_e32 v7, v9, v71
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v6, v9, v80 :: v_dual_fmac_f32 v7, v8, v3
	v_fmac_f32_e32 v5, v8, v1
	v_fmac_f32_e32 v4, v8, v0
	v_fmac_f32_e32 v6, v8, v2
	global_store_b128 v[10:11], v[4:7], off offset:128
	global_load_b128 v[0:3], v[12:13], off offset:128
	v_mul_f32_e32 v5, v9, v69
	v_mul_f32_e32 v4, v9, v70
	v_mul_f32_e32 v7, v9, v67
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_dual_mul_f32 v6, v9, v68 :: v_dual_fmac_f32 v7, v8, v3
	v_fmac_f32_e32 v5, v8, v1
	v_fmac_f32_e32 v4, v8, v0
	v_fmac_f32_e32 v6, v8, v2
	global_store_b128 v[12:13], v[4:7], off offset:128
	global_load_b128 v[0:3], v[16:17], off offset:128
	v_mul_f32_e32 v5, v9, v65
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, v9, v66 :: v_dual_fmac_f32 v5, v8, v1
	v_dual_mul_f32 v7, v9, v30 :: v_dual_fmac_f32 v4, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v9, v64 :: v_dual_fmac_f32 v7, v8, v3
	v_fmac_f32_e32 v6, v8, v2
	global_store_b128 v[16:17], v[4:7], off offset:128
	s_clause 0x1f                           ; 128-byte Folded Reload
	scratch_load_b32 v169, off, s32
	scratch_load_b32 v168, off, s32 offset:4
	scratch_load_b32 v159, off, s32 offset:8
	scratch_load_b32 v158, off, s32 offset:12
	scratch_load_b32 v157, off, s32 offset:16
	scratch_load_b32 v156, off, s32 offset:20
	scratch_load_b32 v155, off, s32 offset:24
	scratch_load_b32 v154, off, s32 offset:28
	scratch_load_b32 v153, off, s32 offset:32
	scratch_load_b32 v152, off, s32 offset:36
	scratch_load_b32 v143, off, s32 offset:40
	scratch_load_b32 v142, off, s32 offset:44
	scratch_load_b32 v141, off, s32 offset:48
	scratch_load_b32 v140, off, s32 offset:52
	scratch_load_b32 v139, off, s32 offset:56
	scratch_load_b32 v138, off, s32 offset:60
	scratch_load_b32 v137, off, s32 offset:64
	scratch_load_b32 v136, off, s32 offset:68
	scratch_load_b32 v127, off, s32 offset:72
	scratch_load_b32 v126, off, s32 offset:76
	scratch_load_b32 v125, off, s32 offset:80
	scratch_load_b32 v124, off, s32 offset:84
	scratch_load_b32 v123, off, s32 offset:88
	scratch_load_b32 v122, off, s32 offset:92
	scratch_load_b32 v121, off, s32 offset:96
	scratch_load_b32 v120, off, s32 offset:100
	scratch_load_b32 v111, off, s32 offset:104
	scratch_load_b32 v110, off, s32 offset:108
	scratch_load_b32 v109, off, s32 offset:112
	scratch_load_b32 v108, off, s32 offset:116
	scratch_load_b32 v107, off, s32 offset:120
	scratch_load_b32 v106, off, s32 offset:124
	s_clause 0x1f                           ; 128-byte Folded Reload
	scratch_load_b32 v105, off, s32 offset:128
	scratch_load_b32 v104, off, s32 offset:132
	scratch_load_b32 v95, off, s32 offset:136
	scratch_load_b32 v94, off, s32 offset:140
	scratch_load_b32 v93, off, s32 offset:144
	scratch_load_b32 v92, off, s32 offset:148
	scratch_load_b32 v91, off, s32 offset:152
	scratch_load_b32 v90, off, s32 offset:156
	scratch_load_b32 v89, off, s32 offset:160
	scratch_load_b32 v88, off, s32 offset:164
	scratch_load_b32 v79, off, s32 offset:168
	scratch_load_b32 v78, off, s32 offset:172
	scratch_load_b32 v77, off, s32 offset:176
	scratch_load_b32 v76, off, s32 offset:180
	scratch_load_b32 v75, off, s32 offset:184
	scratch_load_b32 v74, off, s32 offset:188
	scratch_load_b32 v73, off, s32 offset:192
	scratch_load_b32 v72, off, s32 offset:196
	scratch_load_b32 v63, off, s32 offset:200
	scratch_load_b32 v62, off, s32 offset:204
	scratch_load_b32 v61, off, s32 offset:208
	scratch_load_b32 v60, off, s32 offset:212
	scratch_load_b32 v59, off, s32 offset:216
	scratch_load_b32 v58, off, s32 offset:220
	scratch_load_b32 v57, off, s32 offset:224
	scratch_load_b32 v56, off, s32 offset:228
	scratch_load_b32 v47, off, s32 offset:232
	scratch_load_b32 v46, off, s32 offset:236
	scratch_load_b32 v45, off, s32 offset:240
	scratch_load_b32 v44, off, s32 offset:244
	scratch_load_b32 v43, off, s32 offset:248
	scratch_load_b32 v42, off, s32 offset:252
	s_clause 0x1                            ; 8-byte Folded Reload
	scratch_load_b32 v41, off, s32 offset:256
	scratch_load_b32 v40, off, s32 offset:260
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.LBB3_8:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB3_9:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB3_9
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_sgemm_reg, .Lfunc_end3-__clang_ocl_kern_imp_sgemm_reg
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_reg.num_vgpr, 184
	.set __clang_ocl_kern_imp_sgemm_reg.num_agpr, 0
	.set __clang_ocl_kern_imp_sgemm_reg.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_sgemm_reg.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgemm_reg.private_seg_size, 268
	.set __clang_ocl_kern_imp_sgemm_reg.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgemm_reg.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_sgemm_reg.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgemm_reg.has_recursion, 0
	.set __clang_ocl_kern_imp_sgemm_reg.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 6656
; TotalNumSgprs: 35
; NumVgprs: 184
; ScratchSize: 268
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 184
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 33
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
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
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 1024
    .name:           sgemm_lds
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     77
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
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
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 8192
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 1024
    .name:           sgemm_reg
    .private_segment_fixed_size: 8
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_reg.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     192
    .vgpr_spill_count: 1
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
