	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	sgemm_lds               ; -- Begin function sgemm_lds
	.globl	sgemm_lds
	.p2align	8
	.type	sgemm_lds,@function
sgemm_lds:                              ; @sgemm_lds
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x18
	s_load_b64 s[8:9], s[0:1], 0x10
	v_bfe_u32 v1, v0, 10, 10
	v_and_b32_e32 v3, 0x3ff, v0
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s7, s14, 5
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v2, s15, 5, v1
	v_mul_lo_u32 v2, s4, v2
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_lshlrev_b32_e32 v4, 2, v3
	v_mul_lo_u32 v0, v1, s4
	v_lshlrev_b32_e32 v5, 7, v1
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v8, v3, v2
	s_lshl_b32 s10, s4, 5
	v_or_b32_e32 v6, 0x1000, v4
	s_mov_b32 s11, 0
	v_dual_mov_b32 v4, 0 :: v_dual_add_nc_u32 v7, v5, v4
	v_add3_u32 v0, s7, v0, v3
	s_delay_alu instid0(VALU_DEP_3)
	v_add_nc_u32_e32 v9, 0x400, v6
	v_add_nc_u32_e32 v10, 0x800, v6
	v_add_nc_u32_e32 v11, 0xc00, v6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v12, s11, v8
	v_ashrrev_i32_e32 v1, 31, v0
	s_add_i32 s11, s11, 32
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_lt_i32 s11, s4
	v_ashrrev_i32_e32 v13, 31, v12
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[14:15], 2, v[0:1]
	v_add_nc_u32_e32 v0, s10, v0
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v14, vcc_lo, s2, v14
	v_add_co_ci_u32_e64 v15, null, s3, v15, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, vcc_lo, s0, v12
	v_add_co_ci_u32_e64 v13, null, s1, v13, vcc_lo
	global_load_b32 v1, v[14:15], off
	global_load_b32 v12, v[12:13], off
	s_waitcnt vmcnt(0)
	ds_store_2addr_stride64_b32 v7, v12, v1 offset1:16
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[12:13], v6 offset1:32
	ds_load_2addr_b32 v[14:15], v6 offset0:64 offset1:96
	ds_load_2addr_b32 v[16:17], v6 offset0:128 offset1:160
	ds_load_2addr_b32 v[18:19], v5 offset1:1
	ds_load_2addr_b32 v[20:21], v5 offset0:2 offset1:3
	ds_load_2addr_b32 v[22:23], v5 offset0:4 offset1:5
	ds_load_2addr_b32 v[24:25], v5 offset0:6 offset1:7
	ds_load_2addr_b32 v[26:27], v6 offset0:192 offset1:224
	ds_load_2addr_b32 v[28:29], v9 offset1:32
	ds_load_2addr_b32 v[30:31], v9 offset0:64 offset1:96
	ds_load_2addr_b32 v[32:33], v9 offset0:128 offset1:160
	ds_load_2addr_b32 v[34:35], v5 offset0:8 offset1:9
	ds_load_2addr_b32 v[36:37], v5 offset0:10 offset1:11
	ds_load_2addr_b32 v[38:39], v5 offset0:12 offset1:13
	ds_load_2addr_b32 v[40:41], v5 offset0:14 offset1:15
	ds_load_2addr_b32 v[42:43], v9 offset0:192 offset1:224
	ds_load_2addr_b32 v[44:45], v10 offset1:32
	ds_load_2addr_b32 v[46:47], v10 offset0:64 offset1:96
	ds_load_2addr_b32 v[48:49], v10 offset0:128 offset1:160
	ds_load_2addr_b32 v[50:51], v5 offset0:16 offset1:17
	ds_load_2addr_b32 v[52:53], v5 offset0:18 offset1:19
	ds_load_2addr_b32 v[54:55], v5 offset0:20 offset1:21
	ds_load_2addr_b32 v[56:57], v5 offset0:22 offset1:23
	ds_load_2addr_b32 v[58:59], v10 offset0:192 offset1:224
	ds_load_2addr_b32 v[60:61], v11 offset1:32
	ds_load_2addr_b32 v[62:63], v11 offset0:64 offset1:96
	ds_load_2addr_b32 v[64:65], v11 offset0:128 offset1:160
	ds_load_2addr_b32 v[66:67], v5 offset0:24 offset1:25
	ds_load_2addr_b32 v[68:69], v5 offset0:26 offset1:27
	ds_load_2addr_b32 v[70:71], v5 offset0:28 offset1:29
	ds_load_2addr_b32 v[72:73], v5 offset0:30 offset1:31
	ds_load_2addr_b32 v[74:75], v11 offset0:192 offset1:224
	s_waitcnt lgkmcnt(28)
	v_fmac_f32_e32 v4, v18, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v19, v13
	s_waitcnt lgkmcnt(27)
	v_fmac_f32_e32 v4, v20, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v21, v15
	s_waitcnt lgkmcnt(26)
	v_fmac_f32_e32 v4, v22, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v23, v17
	s_waitcnt lgkmcnt(24)
	v_fmac_f32_e32 v4, v24, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v25, v27
	s_waitcnt lgkmcnt(20)
	v_fmac_f32_e32 v4, v34, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v35, v29
	s_waitcnt lgkmcnt(19)
	v_fmac_f32_e32 v4, v36, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v37, v31
	s_waitcnt lgkmcnt(18)
	v_fmac_f32_e32 v4, v38, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v39, v33
	s_waitcnt lgkmcnt(16)
	v_fmac_f32_e32 v4, v40, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v41, v43
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v4, v50, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v51, v45
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v4, v52, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v53, v47
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v4, v54, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v55, v49
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v4, v56, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v57, v59
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v4, v66, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v67, v61
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v4, v68, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v69, v63
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v4, v70, v64
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v4, v71, v65
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v4, v72, v74
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v4, v73, v75
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB0_2
	s_branch .LBB0_4
.LBB0_3:
	v_mov_b32_e32 v4, 0
.LBB0_4:
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v0, v2, s7, v3
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v0, vcc_lo, s8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_load_b32 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, s6, v2
	v_fmac_f32_e32 v2, s5, v4
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_lds
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 76
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
	.set sgemm_lds.num_vgpr, 76
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
; codeLenInByte = 916
; TotalNumSgprs: 18
; NumVgprs: 76
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 9
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 76
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
	v_bfe_u32 v9, v31, 10, 10
	v_and_b32_e32 v13, 0x3ff, v31
	v_mov_b32_e32 v11, 0
	s_lshl_b32 s0, s12, 5
	s_mov_b32 s1, exec_lo
	v_lshl_or_b32 v10, s13, 5, v9
	s_delay_alu instid0(VALU_DEP_1)
	v_mul_lo_u32 v12, v6, v10
	v_cmpx_lt_i32_e32 0, v6
	s_cbranch_execz .LBB1_5
; %bb.1:
	s_cbranch_execnz .LBB1_6
; %bb.2:
	v_mul_lo_u32 v9, v9, v6
	v_dual_mov_b32 v11, 0 :: v_dual_lshlrev_b32 v14, 5, v6
	s_delay_alu instid0(VALU_DEP_4)
	v_add_nc_u32_e32 v15, v13, v12
	v_add_nc_u32_e32 v16, 0x400, v0
	v_add_nc_u32_e32 v17, 0x800, v0
	v_add_nc_u32_e32 v18, 0xc00, v0
	s_mov_b32 s2, 0
	v_add3_u32 v9, v13, v9, s0
	s_mov_b32 s3, 0
.LBB1_3:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v19, s3, v15
	v_ashrrev_i32_e32 v10, 31, v9
	s_add_i32 s3, s3, 32
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v20, 31, v19
	v_lshlrev_b64 v[21:22], 2, v[9:10]
	v_add_nc_u32_e32 v9, v9, v14
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshlrev_b64 v[19:20], 2, v[19:20]
	v_add_co_u32 v21, vcc_lo, v2, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v22, null, v3, v22, vcc_lo
	v_add_co_u32 v19, vcc_lo, v0, v19
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v20, null, v1, v20, vcc_lo
	v_cmp_ge_i32_e32 vcc_lo, s3, v6
	global_load_b32 v10, v[21:22], off
	global_load_b32 v19, v[19:20], off
	s_waitcnt vmcnt(1)
	ds_store_b32 v0, v10
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v19
	s_or_b32 s2, vcc_lo, s2
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[19:20], v0 offset1:32
	ds_load_2addr_b32 v[21:22], v0 offset0:64 offset1:96
	ds_load_2addr_b32 v[23:24], v0 offset0:128 offset1:160
	ds_load_2addr_b32 v[25:26], v0 offset1:1
	ds_load_2addr_b32 v[27:28], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[29:30], v0 offset0:4 offset1:5
	ds_load_2addr_b32 v[31:32], v0 offset0:6 offset1:7
	ds_load_2addr_b32 v[33:34], v0 offset0:192 offset1:224
	ds_load_2addr_b32 v[35:36], v16 offset1:32
	ds_load_2addr_b32 v[37:38], v16 offset0:64 offset1:96
	ds_load_2addr_b32 v[48:49], v16 offset0:128 offset1:160
	ds_load_2addr_b32 v[50:51], v0 offset0:8 offset1:9
	ds_load_2addr_b32 v[52:53], v0 offset0:10 offset1:11
	ds_load_2addr_b32 v[54:55], v0 offset0:12 offset1:13
	ds_load_2addr_b32 v[64:65], v0 offset0:14 offset1:15
	ds_load_2addr_b32 v[66:67], v16 offset0:192 offset1:224
	ds_load_2addr_b32 v[68:69], v17 offset1:32
	ds_load_2addr_b32 v[70:71], v17 offset0:64 offset1:96
	ds_load_2addr_b32 v[80:81], v17 offset0:128 offset1:160
	ds_load_2addr_b32 v[82:83], v0 offset0:16 offset1:17
	ds_load_2addr_b32 v[84:85], v0 offset0:18 offset1:19
	ds_load_2addr_b32 v[86:87], v0 offset0:20 offset1:21
	ds_load_2addr_b32 v[96:97], v0 offset0:22 offset1:23
	ds_load_2addr_b32 v[98:99], v17 offset0:192 offset1:224
	ds_load_2addr_b32 v[100:101], v18 offset1:32
	ds_load_2addr_b32 v[102:103], v18 offset0:64 offset1:96
	ds_load_2addr_b32 v[112:113], v18 offset0:128 offset1:160
	ds_load_2addr_b32 v[114:115], v0 offset0:24 offset1:25
	ds_load_2addr_b32 v[116:117], v0 offset0:26 offset1:27
	ds_load_2addr_b32 v[118:119], v0 offset0:28 offset1:29
	ds_load_2addr_b32 v[128:129], v0 offset0:30 offset1:31
	ds_load_2addr_b32 v[130:131], v18 offset0:192 offset1:224
	s_waitcnt lgkmcnt(28)
	v_fmac_f32_e32 v11, v25, v19
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v26, v20
	s_waitcnt lgkmcnt(27)
	v_fmac_f32_e32 v11, v27, v21
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v28, v22
	s_waitcnt lgkmcnt(26)
	v_fmac_f32_e32 v11, v29, v23
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v30, v24
	s_waitcnt lgkmcnt(24)
	v_fmac_f32_e32 v11, v31, v33
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v32, v34
	s_waitcnt lgkmcnt(20)
	v_fmac_f32_e32 v11, v50, v35
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v51, v36
	s_waitcnt lgkmcnt(19)
	v_fmac_f32_e32 v11, v52, v37
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v53, v38
	s_waitcnt lgkmcnt(18)
	v_fmac_f32_e32 v11, v54, v48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v55, v49
	s_waitcnt lgkmcnt(16)
	v_fmac_f32_e32 v11, v64, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v65, v67
	s_waitcnt lgkmcnt(12)
	v_fmac_f32_e32 v11, v82, v68
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v83, v69
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v11, v84, v70
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v85, v71
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v11, v86, v80
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v87, v81
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v11, v96, v98
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v97, v99
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v11, v114, v100
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v115, v101
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v11, v116, v102
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v117, v103
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v11, v118, v112
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v11, v119, v113
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v11, v128, v130
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v11, v129, v131
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB1_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
.LBB1_5:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s1
	v_add3_u32 v0, s0, v13, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v4, v0
	v_add_co_ci_u32_e64 v1, null, v5, v1, vcc_lo
	global_load_b32 v2, v[0:1], off
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v2, v8, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v2, v7, v11
	global_store_b32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
.LBB1_6:
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
.LBB1_7:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB1_7
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sgemm_lds, .Lfunc_end1-__clang_ocl_kern_imp_sgemm_lds
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_lds.num_vgpr, 132
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
; NumVgprs: 132
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	sgemm_reg               ; -- Begin function sgemm_reg
	.globl	sgemm_reg
	.p2align	8
	.type	sgemm_reg,@function
sgemm_reg:                              ; @sgemm_reg
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x18
	s_load_b64 s[8:9], s[0:1], 0x10
	v_bfe_u32 v93, v0, 10, 10
	v_and_b32_e32 v92, 0x3ff, v0
	s_lshl_b32 s10, s15, 7
	s_waitcnt lgkmcnt(0)
	s_lshl_b32 s7, s14, 7
	s_cmp_lt_i32 s4, 1
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_lshl_add_u32 v0, v93, 4, v92
	v_dual_mov_b32 v52, 0 :: v_dual_and_b32 v5, 7, v92
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v53, 0 :: v_dual_lshlrev_b32 v118, 5, v93
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v56, 0 :: v_dual_add_nc_u32 v3, 0x100, v0
	v_dual_mov_b32 v54, 0 :: v_dual_and_b32 v1, 0x7f, v0
	v_dual_mov_b32 v55, 0 :: v_dual_lshlrev_b32 v2, 9, v5
	v_lshrrev_b32_e32 v4, 3, v0
	v_lshrrev_b32_e32 v6, 7, v0
	v_dual_mov_b32 v57, 0 :: v_dual_add_nc_u32 v8, 0x200, v0
	v_lshrrev_b32_e32 v9, 3, v3
	v_dual_mov_b32 v63, 0 :: v_dual_add_nc_u32 v0, 0x300, v0
	v_dual_mov_b32 v59, 0 :: v_dual_add_nc_u32 v10, s10, v4
	v_lshl_add_u32 v120, v4, 2, v2
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_mov_b32 v61, 0 :: v_dual_add_nc_u32 v4, s10, v9
	v_lshrrev_b32_e32 v11, 3, v8
	v_lshl_add_u32 v122, v9, 2, v2
	v_lshrrev_b32_e32 v9, 3, v0
	v_lshl_or_b32 v7, v1, 2, 0x1000
	v_lshrrev_b32_e32 v0, 7, v0
	v_dual_mov_b32 v65, 0 :: v_dual_add_nc_u32 v12, s10, v11
	v_lshl_add_u32 v124, v11, 2, v2
	v_dual_mov_b32 v58, 0 :: v_dual_add_nc_u32 v11, s10, v9
	v_lshrrev_b32_e32 v3, 7, v3
	v_lshrrev_b32_e32 v8, 7, v8
	v_lshl_add_u32 v127, v0, 9, v7
	v_mul_lo_u32 v128, s4, v0
	v_dual_mov_b32 v60, 0 :: v_dual_add_nc_u32 v129, s7, v1
	v_mad_u64_u32 v[0:1], null, v11, s4, v[5:6]
	v_lshl_add_u32 v119, v92, 5, 0x1000
	v_lshl_add_u32 v126, v9, 2, v2
	v_mad_u64_u32 v[1:2], null, v12, s4, v[5:6]
	v_lshl_add_u32 v123, v3, 9, v7
	v_mul_lo_u32 v131, s4, v3
	v_mad_u64_u32 v[2:3], null, v4, s4, v[5:6]
	v_mul_lo_u32 v130, s4, v8
	v_mad_u64_u32 v[3:4], null, v10, s4, v[5:6]
	v_mul_lo_u32 v132, s4, v6
	v_lshl_add_u32 v121, v6, 9, v7
	v_lshl_add_u32 v125, v8, 9, v7
	v_dual_mov_b32 v62, 0 :: v_dual_add_nc_u32 v133, 0x808, v118
	v_dual_mov_b32 v67, 0 :: v_dual_add_nc_u32 v134, 0x810, v118
	v_dual_mov_b32 v64, 0 :: v_dual_add_nc_u32 v135, 0x818, v118
	v_dual_mov_b32 v69, 0 :: v_dual_add_nc_u32 v136, 0x800, v119
	v_dual_mov_b32 v66, 0 :: v_dual_add_nc_u32 v137, 0x808, v119
	v_dual_mov_b32 v71, 0 :: v_dual_add_nc_u32 v138, 0x810, v119
	v_dual_mov_b32 v68, 0 :: v_dual_add_nc_u32 v139, 0x818, v119
	v_dual_mov_b32 v73, 0 :: v_dual_add_nc_u32 v140, 0xa00, v118
	v_dual_mov_b32 v70, 0 :: v_dual_add_nc_u32 v141, 0xa08, v118
	v_dual_mov_b32 v75, 0 :: v_dual_add_nc_u32 v142, 0xa10, v118
	v_dual_mov_b32 v72, 0 :: v_dual_add_nc_u32 v143, 0xa18, v118
	v_dual_mov_b32 v77, 0 :: v_dual_add_nc_u32 v144, 0xa00, v119
	v_dual_mov_b32 v74, 0 :: v_dual_add_nc_u32 v145, 0xa08, v119
	v_dual_mov_b32 v79, 0 :: v_dual_add_nc_u32 v146, 0xa10, v119
	v_dual_mov_b32 v76, 0 :: v_dual_add_nc_u32 v147, 0xa18, v119
	v_dual_mov_b32 v81, 0 :: v_dual_add_nc_u32 v148, 0xc00, v118
	v_dual_mov_b32 v78, 0 :: v_dual_add_nc_u32 v149, 0xc08, v118
	v_dual_mov_b32 v83, 0 :: v_dual_add_nc_u32 v150, 0xc10, v118
	v_dual_mov_b32 v80, 0 :: v_dual_add_nc_u32 v151, 0xc18, v118
	v_dual_mov_b32 v85, 0 :: v_dual_add_nc_u32 v152, 0xc00, v119
	v_dual_mov_b32 v82, 0 :: v_dual_add_nc_u32 v153, 0xc08, v119
	v_dual_mov_b32 v87, 0 :: v_dual_add_nc_u32 v154, 0xc10, v119
	v_dual_mov_b32 v84, 0 :: v_dual_add_nc_u32 v155, 0xc18, v119
	v_dual_mov_b32 v89, 0 :: v_dual_add_nc_u32 v156, 0xe00, v118
	v_dual_mov_b32 v86, 0 :: v_dual_add_nc_u32 v157, 0xe08, v118
	v_dual_mov_b32 v91, 0 :: v_dual_add_nc_u32 v158, 0xe10, v118
	v_dual_mov_b32 v88, 0 :: v_dual_add_nc_u32 v159, 0xe18, v118
	v_dual_mov_b32 v95, 0 :: v_dual_add_nc_u32 v160, 0xe00, v119
	v_dual_mov_b32 v90, 0 :: v_dual_add_nc_u32 v161, 0xe08, v119
	v_dual_mov_b32 v97, 0 :: v_dual_add_nc_u32 v162, 0xe10, v119
	v_dual_mov_b32 v94, 0 :: v_dual_add_nc_u32 v163, 0xe18, v119
	v_dual_mov_b32 v96, 0 :: v_dual_mov_b32 v99, 0
	v_dual_mov_b32 v98, 0 :: v_dual_mov_b32 v101, 0
	v_dual_mov_b32 v100, 0 :: v_dual_mov_b32 v103, 0
	v_dual_mov_b32 v102, 0 :: v_dual_mov_b32 v105, 0
	v_dual_mov_b32 v104, 0 :: v_dual_mov_b32 v107, 0
	v_dual_mov_b32 v106, 0 :: v_dual_mov_b32 v109, 0
	v_dual_mov_b32 v108, 0 :: v_dual_mov_b32 v111, 0
	v_dual_mov_b32 v110, 0 :: v_dual_mov_b32 v113, 0
	v_dual_mov_b32 v112, 0 :: v_dual_mov_b32 v115, 0
	v_dual_mov_b32 v114, 0 :: v_dual_mov_b32 v117, 0
	v_dual_mov_b32 v116, 0 :: v_dual_add_nc_u32 v165, 0x408, v118
	v_add_nc_u32_e32 v164, 0x400, v118
	v_add_nc_u32_e32 v166, 0x410, v118
	v_add_nc_u32_e32 v167, 0x418, v118
	v_add_nc_u32_e32 v168, 0x400, v119
	v_add_nc_u32_e32 v169, 0x408, v119
	v_add_nc_u32_e32 v170, 0x410, v119
	v_add_nc_u32_e32 v171, 0x418, v119
	v_add_nc_u32_e32 v172, 0x600, v118
	v_add_nc_u32_e32 v173, 0x608, v118
	v_add_nc_u32_e32 v174, 0x610, v118
	v_add_nc_u32_e32 v175, 0x618, v118
	v_add_nc_u32_e32 v176, 0x600, v119
	v_add_nc_u32_e32 v177, 0x608, v119
	v_add_nc_u32_e32 v178, 0x610, v119
	v_add_nc_u32_e32 v179, 0x618, v119
	v_add_nc_u32_e32 v180, 0x800, v118
	s_lshl_b32 s11, s4, 3
	s_mov_b32 s12, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add_nc_u32_e32 v4, s12, v3
	v_add_nc_u32_e32 v6, v132, v129
	v_add_nc_u32_e32 v8, s12, v2
	v_add_nc_u32_e32 v10, v131, v129
	v_add_nc_u32_e32 v12, s12, v1
	v_ashrrev_i32_e32 v5, 31, v4
	v_ashrrev_i32_e32 v7, 31, v6
	v_ashrrev_i32_e32 v9, 31, v8
	v_add_nc_u32_e32 v14, v130, v129
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_nc_u32_e32 v16, s12, v0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_ashrrev_i32_e32 v13, 31, v12
	v_add_nc_u32_e32 v18, v128, v129
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_ashrrev_i32_e32 v15, 31, v14
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v4, vcc_lo, s0, v4
	v_ashrrev_i32_e32 v17, 31, v16
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_ci_u32_e64 v5, null, s1, v5, vcc_lo
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_ashrrev_i32_e32 v19, 31, v18
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	v_add_co_u32 v8, vcc_lo, s0, v8
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc_lo
	v_add_co_u32 v10, vcc_lo, s2, v10
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_ci_u32_e64 v11, null, s3, v11, vcc_lo
	v_add_co_u32 v12, vcc_lo, s0, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, s1, v13, vcc_lo
	v_add_co_u32 v14, vcc_lo, s2, v14
	v_add_co_ci_u32_e64 v15, null, s3, v15, vcc_lo
	v_add_co_u32 v16, vcc_lo, s0, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s1, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, s2, v18
	v_add_co_ci_u32_e64 v19, null, s3, v19, vcc_lo
	global_load_b32 v5, v[4:5], off
	global_load_b32 v4, v[6:7], off
	global_load_b32 v7, v[8:9], off
	global_load_b32 v6, v[10:11], off
	global_load_b32 v8, v[12:13], off
	global_load_b32 v9, v[14:15], off
	global_load_b32 v10, v[16:17], off
	global_load_b32 v11, v[18:19], off
	s_add_i32 s12, s12, 8
	s_waitcnt vmcnt(7)
	ds_store_b32 v120, v5
	s_waitcnt vmcnt(5)
	ds_store_b32 v122, v7
	s_waitcnt vmcnt(3)
	ds_store_b32 v124, v8
	ds_store_b32 v121, v4
	ds_store_b32 v123, v6
	s_waitcnt vmcnt(2)
	ds_store_b32 v125, v9
	s_waitcnt vmcnt(1)
	ds_store_b32 v126, v10
	s_waitcnt vmcnt(0)
	ds_store_b32 v127, v11
	s_cmp_lt_i32 s12, s4
	v_add_nc_u32_e32 v129, s11, v129
	s_waitcnt lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	ds_load_2addr_b32 v[4:5], v118 offset1:1
	ds_load_2addr_b32 v[6:7], v119 offset1:1
	ds_load_2addr_b32 v[8:9], v119 offset0:2 offset1:3
	ds_load_2addr_b32 v[10:11], v119 offset0:4 offset1:5
	ds_load_2addr_b32 v[12:13], v119 offset0:6 offset1:7
	ds_load_2addr_b32 v[14:15], v118 offset0:2 offset1:3
	ds_load_2addr_b32 v[16:17], v118 offset0:4 offset1:5
	ds_load_2addr_b32 v[18:19], v118 offset0:6 offset1:7
	ds_load_2addr_b32 v[20:21], v119 offset0:128 offset1:129
	ds_load_2addr_b32 v[22:23], v119 offset0:130 offset1:131
	ds_load_2addr_b32 v[24:25], v119 offset0:132 offset1:133
	ds_load_2addr_b32 v[26:27], v119 offset0:134 offset1:135
	ds_load_2addr_b32 v[28:29], v118 offset0:128 offset1:129
	ds_load_2addr_b32 v[32:33], v118 offset0:130 offset1:131
	ds_load_2addr_b32 v[48:49], v169 offset1:1
	ds_load_2addr_b32 v[50:51], v170 offset1:1
	ds_load_2addr_b32 v[183:184], v165 offset1:1
	ds_load_2addr_b32 v[185:186], v166 offset1:1
	ds_load_2addr_b32 v[187:188], v167 offset1:1
	ds_load_2addr_b32 v[40:41], v176 offset1:1
	ds_load_2addr_b32 v[36:37], v177 offset1:1
	ds_load_2addr_b32 v[34:35], v178 offset1:1
	ds_load_2addr_b32 v[30:31], v179 offset1:1
	ds_load_2addr_b32 v[189:190], v172 offset1:1
	ds_load_2addr_b32 v[191:192], v173 offset1:1
	ds_load_2addr_b32 v[44:45], v174 offset1:1
	ds_load_2addr_b32 v[46:47], v175 offset1:1
	s_waitcnt lgkmcnt(25)
	v_fmac_f32_e32 v117, v4, v6
	v_fmac_f32_e32 v116, v4, v7
	s_waitcnt lgkmcnt(24)
	v_fmac_f32_e32 v115, v4, v8
	s_waitcnt lgkmcnt(21)
	v_dual_fmac_f32 v114, v4, v9 :: v_dual_fmac_f32 v99, v14, v8
	v_fmac_f32_e32 v113, v4, v10
	v_dual_fmac_f32 v112, v4, v11 :: v_dual_fmac_f32 v97, v14, v10
	v_fmac_f32_e32 v111, v4, v12
	v_dual_fmac_f32 v110, v4, v13 :: v_dual_fmac_f32 v95, v14, v12
	v_fmac_f32_e32 v109, v5, v6
	v_dual_fmac_f32 v108, v5, v7 :: v_dual_fmac_f32 v91, v15, v6
	v_fmac_f32_e32 v107, v5, v8
	v_dual_fmac_f32 v106, v5, v9 :: v_dual_fmac_f32 v89, v15, v8
	v_fmac_f32_e32 v105, v5, v10
	v_dual_fmac_f32 v104, v5, v11 :: v_dual_fmac_f32 v87, v15, v10
	v_fmac_f32_e32 v103, v5, v12
	v_dual_fmac_f32 v102, v5, v13 :: v_dual_fmac_f32 v85, v15, v12
	ds_load_2addr_b32 v[4:5], v118 offset0:132 offset1:133
	v_fmac_f32_e32 v101, v14, v6
	s_waitcnt lgkmcnt(21)
	v_dual_fmac_f32 v100, v14, v7 :: v_dual_fmac_f32 v83, v16, v6
	v_dual_fmac_f32 v98, v14, v9 :: v_dual_fmac_f32 v81, v16, v8
	v_dual_fmac_f32 v96, v14, v11 :: v_dual_fmac_f32 v79, v16, v10
	v_dual_fmac_f32 v94, v14, v13 :: v_dual_fmac_f32 v77, v16, v12
	v_dual_fmac_f32 v90, v15, v7 :: v_dual_fmac_f32 v75, v17, v6
	v_dual_fmac_f32 v88, v15, v9 :: v_dual_fmac_f32 v73, v17, v8
	v_dual_fmac_f32 v86, v15, v11 :: v_dual_fmac_f32 v71, v17, v10
	v_dual_fmac_f32 v84, v15, v13 :: v_dual_fmac_f32 v69, v17, v12
	ds_load_2addr_b32 v[14:15], v118 offset0:134 offset1:135
	ds_load_2addr_b32 v[38:39], v168 offset1:1
	s_waitcnt lgkmcnt(22)
	v_dual_fmac_f32 v82, v16, v7 :: v_dual_fmac_f32 v67, v18, v6
	v_dual_fmac_f32 v80, v16, v9 :: v_dual_fmac_f32 v59, v19, v6
	v_dual_fmac_f32 v78, v16, v11 :: v_dual_fmac_f32 v65, v18, v8
	v_dual_fmac_f32 v76, v16, v13 :: v_dual_fmac_f32 v57, v19, v8
	v_dual_fmac_f32 v74, v17, v7 :: v_dual_fmac_f32 v63, v18, v10
	v_dual_fmac_f32 v72, v17, v9 :: v_dual_fmac_f32 v55, v19, v10
	v_dual_fmac_f32 v70, v17, v11 :: v_dual_fmac_f32 v61, v18, v12
	v_dual_fmac_f32 v68, v17, v13 :: v_dual_fmac_f32 v53, v19, v12
	ds_load_2addr_b32 v[181:182], v171 offset1:1
	ds_load_2addr_b32 v[16:17], v164 offset1:1
	s_waitcnt lgkmcnt(19)
	v_dual_fmac_f32 v64, v18, v9 :: v_dual_fmac_f32 v113, v28, v24
	v_dual_fmac_f32 v56, v19, v9 :: v_dual_fmac_f32 v111, v28, v26
	v_dual_fmac_f32 v66, v18, v7 :: v_dual_fmac_f32 v117, v28, v20
	v_dual_fmac_f32 v58, v19, v7 :: v_dual_fmac_f32 v115, v28, v22
	v_dual_fmac_f32 v62, v18, v11 :: v_dual_fmac_f32 v109, v29, v20
	v_dual_fmac_f32 v54, v19, v11 :: v_dual_fmac_f32 v107, v29, v22
	v_dual_fmac_f32 v60, v18, v13 :: v_dual_fmac_f32 v105, v29, v24
	v_dual_fmac_f32 v52, v19, v13 :: v_dual_fmac_f32 v103, v29, v26
	s_waitcnt lgkmcnt(18)
	v_dual_fmac_f32 v116, v28, v21 :: v_dual_fmac_f32 v91, v33, v20
	v_dual_fmac_f32 v114, v28, v23 :: v_dual_fmac_f32 v89, v33, v22
	v_dual_fmac_f32 v112, v28, v25 :: v_dual_fmac_f32 v87, v33, v24
	v_dual_fmac_f32 v110, v28, v27 :: v_dual_fmac_f32 v85, v33, v26
	v_dual_fmac_f32 v108, v29, v21 :: v_dual_fmac_f32 v101, v32, v20
	v_dual_fmac_f32 v106, v29, v23 :: v_dual_fmac_f32 v99, v32, v22
	v_dual_fmac_f32 v104, v29, v25 :: v_dual_fmac_f32 v97, v32, v24
	v_dual_fmac_f32 v102, v29, v27 :: v_dual_fmac_f32 v95, v32, v26
	ds_load_2addr_b32 v[12:13], v136 offset1:1
	ds_load_2addr_b32 v[6:7], v138 offset1:1
	ds_load_2addr_b32 v[28:29], v143 offset1:1
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v98, v32, v23 :: v_dual_fmac_f32 v73, v5, v22
	v_dual_fmac_f32 v88, v33, v23 :: v_dual_fmac_f32 v81, v4, v22
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v80, v4, v23 :: v_dual_fmac_f32 v59, v15, v20
	v_dual_fmac_f32 v78, v4, v25 :: v_dual_fmac_f32 v65, v14, v22
	v_dual_fmac_f32 v76, v4, v27 :: v_dual_fmac_f32 v57, v15, v22
	v_dual_fmac_f32 v72, v5, v23 :: v_dual_fmac_f32 v55, v15, v24
	s_waitcnt lgkmcnt(3)
	v_dual_fmac_f32 v64, v14, v23 :: v_dual_fmac_f32 v113, v16, v50
	v_dual_fmac_f32 v56, v15, v23 :: v_dual_fmac_f32 v111, v16, v181
	v_dual_fmac_f32 v100, v32, v21 :: v_dual_fmac_f32 v75, v5, v20
	v_dual_fmac_f32 v96, v32, v25 :: v_dual_fmac_f32 v71, v5, v24
	v_dual_fmac_f32 v94, v32, v27 :: v_dual_fmac_f32 v69, v5, v26
	v_dual_fmac_f32 v90, v33, v21 :: v_dual_fmac_f32 v83, v4, v20
	v_dual_fmac_f32 v86, v33, v25 :: v_dual_fmac_f32 v79, v4, v24
	v_dual_fmac_f32 v84, v33, v27 :: v_dual_fmac_f32 v77, v4, v26
	v_dual_fmac_f32 v82, v4, v21 :: v_dual_fmac_f32 v67, v14, v20
	v_dual_fmac_f32 v74, v5, v21 :: v_dual_fmac_f32 v63, v14, v24
	v_dual_fmac_f32 v70, v5, v25 :: v_dual_fmac_f32 v61, v14, v26
	v_dual_fmac_f32 v68, v5, v27 :: v_dual_fmac_f32 v53, v15, v26
	v_dual_fmac_f32 v66, v14, v21 :: v_dual_fmac_f32 v117, v16, v38
	v_dual_fmac_f32 v58, v15, v21 :: v_dual_fmac_f32 v115, v16, v48
	ds_load_2addr_b32 v[8:9], v137 offset1:1
	ds_load_2addr_b32 v[10:11], v144 offset1:1
	v_dual_fmac_f32 v54, v15, v25 :: v_dual_fmac_f32 v107, v17, v48
	ds_load_2addr_b32 v[4:5], v139 offset1:1
	ds_load_2addr_b32 v[42:43], v180 offset1:1
	ds_load_2addr_b32 v[32:33], v133 offset1:1
	ds_load_2addr_b32 v[22:23], v134 offset1:1
	v_dual_fmac_f32 v114, v16, v49 :: v_dual_fmac_f32 v99, v183, v48
	v_dual_fmac_f32 v106, v17, v49 :: v_dual_fmac_f32 v89, v184, v48
	v_dual_fmac_f32 v98, v183, v49 :: v_dual_fmac_f32 v81, v185, v48
	v_dual_fmac_f32 v88, v184, v49 :: v_dual_fmac_f32 v73, v186, v48
	v_dual_fmac_f32 v80, v185, v49 :: v_dual_fmac_f32 v59, v188, v38
	v_dual_fmac_f32 v78, v185, v51 :: v_dual_fmac_f32 v65, v187, v48
	v_dual_fmac_f32 v76, v185, v182 :: v_dual_fmac_f32 v57, v188, v48
	v_dual_fmac_f32 v72, v186, v49 :: v_dual_fmac_f32 v55, v188, v50
	v_dual_fmac_f32 v64, v187, v49 :: v_dual_fmac_f32 v113, v189, v34
	v_dual_fmac_f32 v56, v188, v49 :: v_dual_fmac_f32 v111, v189, v30
	ds_load_2addr_b32 v[48:49], v140 offset1:1
	ds_load_2addr_b32 v[20:21], v135 offset1:1
	v_dual_fmac_f32 v62, v14, v25 :: v_dual_fmac_f32 v109, v17, v38
	v_dual_fmac_f32 v60, v14, v27 :: v_dual_fmac_f32 v105, v17, v50
	v_dual_fmac_f32 v52, v15, v27 :: v_dual_fmac_f32 v103, v17, v181
	v_dual_fmac_f32 v116, v16, v39 :: v_dual_fmac_f32 v101, v183, v38
	v_dual_fmac_f32 v112, v16, v51 :: v_dual_fmac_f32 v97, v183, v50
	v_dual_fmac_f32 v110, v16, v182 :: v_dual_fmac_f32 v95, v183, v181
	v_dual_fmac_f32 v108, v17, v39 :: v_dual_fmac_f32 v91, v184, v38
	v_dual_fmac_f32 v104, v17, v51 :: v_dual_fmac_f32 v87, v184, v50
	v_dual_fmac_f32 v102, v17, v182 :: v_dual_fmac_f32 v85, v184, v181
	v_dual_fmac_f32 v100, v183, v39 :: v_dual_fmac_f32 v83, v185, v38
	v_dual_fmac_f32 v96, v183, v51 :: v_dual_fmac_f32 v79, v185, v50
	v_dual_fmac_f32 v94, v183, v182 :: v_dual_fmac_f32 v77, v185, v181
	v_dual_fmac_f32 v90, v184, v39 :: v_dual_fmac_f32 v75, v186, v38
	v_dual_fmac_f32 v86, v184, v51 :: v_dual_fmac_f32 v71, v186, v50
	v_dual_fmac_f32 v84, v184, v182 :: v_dual_fmac_f32 v69, v186, v181
	v_dual_fmac_f32 v82, v185, v39 :: v_dual_fmac_f32 v67, v187, v38
	v_dual_fmac_f32 v74, v186, v39 :: v_dual_fmac_f32 v63, v187, v50
	v_dual_fmac_f32 v70, v186, v51 :: v_dual_fmac_f32 v61, v187, v181
	v_dual_fmac_f32 v68, v186, v182 :: v_dual_fmac_f32 v53, v188, v181
	v_dual_fmac_f32 v66, v187, v39 :: v_dual_fmac_f32 v117, v189, v40
	v_dual_fmac_f32 v58, v188, v39 :: v_dual_fmac_f32 v115, v189, v36
	v_dual_fmac_f32 v62, v187, v51 :: v_dual_fmac_f32 v109, v190, v40
	v_dual_fmac_f32 v54, v188, v51 :: v_dual_fmac_f32 v107, v190, v36
	v_dual_fmac_f32 v60, v187, v182 :: v_dual_fmac_f32 v91, v192, v40
	v_dual_fmac_f32 v52, v188, v182 :: v_dual_fmac_f32 v101, v191, v40
	v_dual_fmac_f32 v116, v189, v41 :: v_dual_fmac_f32 v105, v190, v34
	v_dual_fmac_f32 v114, v189, v37 :: v_dual_fmac_f32 v103, v190, v30
	v_dual_fmac_f32 v112, v189, v35 :: v_dual_fmac_f32 v99, v191, v36
	v_dual_fmac_f32 v110, v189, v31 :: v_dual_fmac_f32 v97, v191, v34
	v_dual_fmac_f32 v108, v190, v41 :: v_dual_fmac_f32 v95, v191, v30
	v_dual_fmac_f32 v106, v190, v37 :: v_dual_fmac_f32 v89, v192, v36
	v_dual_fmac_f32 v104, v190, v35 :: v_dual_fmac_f32 v87, v192, v34
	v_dual_fmac_f32 v102, v190, v31 :: v_dual_fmac_f32 v85, v192, v30
	v_dual_fmac_f32 v100, v191, v41 :: v_dual_fmac_f32 v83, v44, v40
	v_dual_fmac_f32 v98, v191, v37 :: v_dual_fmac_f32 v81, v44, v36
	v_dual_fmac_f32 v96, v191, v35 :: v_dual_fmac_f32 v79, v44, v34
	v_dual_fmac_f32 v94, v191, v31 :: v_dual_fmac_f32 v77, v44, v30
	v_dual_fmac_f32 v90, v192, v41 :: v_dual_fmac_f32 v75, v45, v40
	v_dual_fmac_f32 v88, v192, v37 :: v_dual_fmac_f32 v73, v45, v36
	v_dual_fmac_f32 v86, v192, v35 :: v_dual_fmac_f32 v71, v45, v34
	v_dual_fmac_f32 v84, v192, v31 :: v_dual_fmac_f32 v69, v45, v30
	v_dual_fmac_f32 v82, v44, v41 :: v_dual_fmac_f32 v67, v46, v40
	v_dual_fmac_f32 v80, v44, v37 :: v_dual_fmac_f32 v59, v47, v40
	v_dual_fmac_f32 v78, v44, v35 :: v_dual_fmac_f32 v65, v46, v36
	v_dual_fmac_f32 v76, v44, v31 :: v_dual_fmac_f32 v57, v47, v36
	v_dual_fmac_f32 v74, v45, v41 :: v_dual_fmac_f32 v63, v46, v34
	v_dual_fmac_f32 v72, v45, v37 :: v_dual_fmac_f32 v55, v47, v34
	v_dual_fmac_f32 v70, v45, v35 :: v_dual_fmac_f32 v61, v46, v30
	v_dual_fmac_f32 v68, v45, v31 :: v_dual_fmac_f32 v53, v47, v30
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v66, v46, v41 :: v_dual_fmac_f32 v109, v43, v12
	v_dual_fmac_f32 v58, v47, v41 :: v_dual_fmac_f32 v117, v42, v12
	v_dual_fmac_f32 v64, v46, v37 :: v_dual_fmac_f32 v107, v43, v8
	v_dual_fmac_f32 v56, v47, v37 :: v_dual_fmac_f32 v115, v42, v8
	v_dual_fmac_f32 v62, v46, v35 :: v_dual_fmac_f32 v105, v43, v6
	v_dual_fmac_f32 v54, v47, v35 :: v_dual_fmac_f32 v113, v42, v6
	v_dual_fmac_f32 v60, v46, v31 :: v_dual_fmac_f32 v103, v43, v4
	v_dual_fmac_f32 v52, v47, v31 :: v_dual_fmac_f32 v111, v42, v4
	ds_load_2addr_b32 v[14:15], v145 offset1:1
	ds_load_2addr_b32 v[16:17], v146 offset1:1
	ds_load_2addr_b32 v[18:19], v147 offset1:1
	ds_load_2addr_b32 v[50:51], v148 offset1:1
	ds_load_2addr_b32 v[24:25], v141 offset1:1
	ds_load_2addr_b32 v[26:27], v142 offset1:1
	ds_load_2addr_b32 v[38:39], v152 offset1:1
	ds_load_2addr_b32 v[44:45], v153 offset1:1
	ds_load_2addr_b32 v[40:41], v154 offset1:1
	ds_load_2addr_b32 v[36:37], v155 offset1:1
	ds_load_2addr_b32 v[30:31], v149 offset1:1
	ds_load_2addr_b32 v[34:35], v150 offset1:1
	s_waitcnt lgkmcnt(15)
	v_dual_fmac_f32 v116, v42, v13 :: v_dual_fmac_f32 v101, v32, v12
	v_dual_fmac_f32 v114, v42, v9 :: v_dual_fmac_f32 v99, v32, v8
	v_dual_fmac_f32 v112, v42, v7 :: v_dual_fmac_f32 v97, v32, v6
	v_dual_fmac_f32 v110, v42, v5 :: v_dual_fmac_f32 v95, v32, v4
	v_dual_fmac_f32 v108, v43, v13 :: v_dual_fmac_f32 v91, v33, v12
	v_dual_fmac_f32 v106, v43, v9 :: v_dual_fmac_f32 v89, v33, v8
	v_dual_fmac_f32 v104, v43, v7 :: v_dual_fmac_f32 v87, v33, v6
	v_dual_fmac_f32 v102, v43, v5 :: v_dual_fmac_f32 v85, v33, v4
	ds_load_2addr_b32 v[42:43], v151 offset1:1
	s_waitcnt lgkmcnt(15)
	v_dual_fmac_f32 v100, v32, v13 :: v_dual_fmac_f32 v83, v22, v12
	v_dual_fmac_f32 v98, v32, v9 :: v_dual_fmac_f32 v81, v22, v8
	v_dual_fmac_f32 v96, v32, v7 :: v_dual_fmac_f32 v79, v22, v6
	v_dual_fmac_f32 v94, v32, v5 :: v_dual_fmac_f32 v77, v22, v4
	v_dual_fmac_f32 v90, v33, v13 :: v_dual_fmac_f32 v75, v23, v12
	v_dual_fmac_f32 v88, v33, v9 :: v_dual_fmac_f32 v73, v23, v8
	v_dual_fmac_f32 v86, v33, v7 :: v_dual_fmac_f32 v71, v23, v6
	v_dual_fmac_f32 v84, v33, v5 :: v_dual_fmac_f32 v69, v23, v4
	ds_load_2addr_b32 v[32:33], v156 offset1:1
	s_waitcnt lgkmcnt(14)
	v_dual_fmac_f32 v82, v22, v13 :: v_dual_fmac_f32 v67, v20, v12
	v_dual_fmac_f32 v80, v22, v9 :: v_dual_fmac_f32 v59, v21, v12
	v_dual_fmac_f32 v78, v22, v7 :: v_dual_fmac_f32 v65, v20, v8
	v_dual_fmac_f32 v76, v22, v5 :: v_dual_fmac_f32 v57, v21, v8
	v_dual_fmac_f32 v74, v23, v13 :: v_dual_fmac_f32 v63, v20, v6
	v_dual_fmac_f32 v72, v23, v9 :: v_dual_fmac_f32 v55, v21, v6
	v_dual_fmac_f32 v70, v23, v7 :: v_dual_fmac_f32 v61, v20, v4
	v_dual_fmac_f32 v68, v23, v5 :: v_dual_fmac_f32 v53, v21, v4
	ds_load_2addr_b32 v[22:23], v157 offset1:1
	v_dual_fmac_f32 v66, v20, v13 :: v_dual_fmac_f32 v109, v49, v10
	v_dual_fmac_f32 v58, v21, v13 :: v_dual_fmac_f32 v117, v48, v10
	ds_load_2addr_b32 v[12:13], v158 offset1:1
	s_waitcnt lgkmcnt(15)
	v_dual_fmac_f32 v64, v20, v9 :: v_dual_fmac_f32 v107, v49, v14
	v_dual_fmac_f32 v56, v21, v9 :: v_dual_fmac_f32 v115, v48, v14
	ds_load_2addr_b32 v[8:9], v159 offset1:1
	ds_load_2addr_b32 v[46:47], v163 offset1:1
	s_waitcnt lgkmcnt(16)
	v_dual_fmac_f32 v62, v20, v7 :: v_dual_fmac_f32 v105, v49, v16
	v_dual_fmac_f32 v54, v21, v7 :: v_dual_fmac_f32 v113, v48, v16
	ds_load_2addr_b32 v[6:7], v160 offset1:1
	s_waitcnt lgkmcnt(16)
	v_dual_fmac_f32 v60, v20, v5 :: v_dual_fmac_f32 v103, v49, v18
	v_dual_fmac_f32 v52, v21, v5 :: v_dual_fmac_f32 v111, v48, v18
	ds_load_2addr_b32 v[4:5], v161 offset1:1
	ds_load_2addr_b32 v[20:21], v162 offset1:1
	v_fmac_f32_e32 v116, v48, v11
	s_waitcnt lgkmcnt(16)
	v_dual_fmac_f32 v114, v48, v15 :: v_dual_fmac_f32 v91, v25, v10
	v_dual_fmac_f32 v112, v48, v17 :: v_dual_fmac_f32 v89, v25, v14
	v_dual_fmac_f32 v110, v48, v19 :: v_dual_fmac_f32 v87, v25, v16
	v_dual_fmac_f32 v108, v49, v11 :: v_dual_fmac_f32 v101, v24, v10
	v_dual_fmac_f32 v106, v49, v15 :: v_dual_fmac_f32 v99, v24, v14
	v_dual_fmac_f32 v104, v49, v17 :: v_dual_fmac_f32 v97, v24, v16
	v_dual_fmac_f32 v102, v49, v19 :: v_dual_fmac_f32 v95, v24, v18
	v_dual_fmac_f32 v100, v24, v11 :: v_dual_fmac_f32 v85, v25, v18
	s_waitcnt lgkmcnt(15)
	v_dual_fmac_f32 v98, v24, v15 :: v_dual_fmac_f32 v83, v26, v10
	v_dual_fmac_f32 v96, v24, v17 :: v_dual_fmac_f32 v81, v26, v14
	v_dual_fmac_f32 v94, v24, v19 :: v_dual_fmac_f32 v79, v26, v16
	v_dual_fmac_f32 v90, v25, v11 :: v_dual_fmac_f32 v77, v26, v18
	v_dual_fmac_f32 v88, v25, v15 :: v_dual_fmac_f32 v75, v27, v10
	v_dual_fmac_f32 v86, v25, v17 :: v_dual_fmac_f32 v73, v27, v14
	v_dual_fmac_f32 v84, v25, v19 :: v_dual_fmac_f32 v71, v27, v16
	v_dual_fmac_f32 v82, v26, v11 :: v_dual_fmac_f32 v69, v27, v18
	v_dual_fmac_f32 v80, v26, v15 :: v_dual_fmac_f32 v67, v28, v10
	v_dual_fmac_f32 v78, v26, v17 :: v_dual_fmac_f32 v59, v29, v10
	v_dual_fmac_f32 v76, v26, v19 :: v_dual_fmac_f32 v65, v28, v14
	v_dual_fmac_f32 v74, v27, v11 :: v_dual_fmac_f32 v57, v29, v14
	v_dual_fmac_f32 v72, v27, v15 :: v_dual_fmac_f32 v63, v28, v16
	v_dual_fmac_f32 v70, v27, v17 :: v_dual_fmac_f32 v55, v29, v16
	v_dual_fmac_f32 v68, v27, v19 :: v_dual_fmac_f32 v61, v28, v18
	v_dual_fmac_f32 v66, v28, v11 :: v_dual_fmac_f32 v53, v29, v18
	s_waitcnt lgkmcnt(14)
	v_dual_fmac_f32 v58, v29, v11 :: v_dual_fmac_f32 v117, v50, v38
	s_waitcnt lgkmcnt(13)
	v_dual_fmac_f32 v64, v28, v15 :: v_dual_fmac_f32 v115, v50, v44
	s_waitcnt lgkmcnt(12)
	v_dual_fmac_f32 v56, v29, v15 :: v_dual_fmac_f32 v113, v50, v40
	s_waitcnt lgkmcnt(11)
	v_dual_fmac_f32 v62, v28, v17 :: v_dual_fmac_f32 v111, v50, v36
	v_dual_fmac_f32 v54, v29, v17 :: v_dual_fmac_f32 v109, v51, v38
	v_dual_fmac_f32 v60, v28, v19 :: v_dual_fmac_f32 v107, v51, v44
	v_dual_fmac_f32 v52, v29, v19 :: v_dual_fmac_f32 v105, v51, v40
	v_dual_fmac_f32 v116, v50, v39 :: v_dual_fmac_f32 v103, v51, v36
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v114, v50, v45 :: v_dual_fmac_f32 v91, v31, v38
	v_dual_fmac_f32 v112, v50, v41 :: v_dual_fmac_f32 v89, v31, v44
	v_dual_fmac_f32 v110, v50, v37 :: v_dual_fmac_f32 v87, v31, v40
	v_dual_fmac_f32 v108, v51, v39 :: v_dual_fmac_f32 v101, v30, v38
	v_dual_fmac_f32 v106, v51, v45 :: v_dual_fmac_f32 v99, v30, v44
	v_dual_fmac_f32 v104, v51, v41 :: v_dual_fmac_f32 v97, v30, v40
	v_dual_fmac_f32 v102, v51, v37 :: v_dual_fmac_f32 v95, v30, v36
	v_dual_fmac_f32 v100, v30, v39 :: v_dual_fmac_f32 v85, v31, v36
	s_waitcnt lgkmcnt(9)
	v_dual_fmac_f32 v98, v30, v45 :: v_dual_fmac_f32 v75, v35, v38
	v_dual_fmac_f32 v96, v30, v41 :: v_dual_fmac_f32 v73, v35, v44
	v_dual_fmac_f32 v94, v30, v37 :: v_dual_fmac_f32 v71, v35, v40
	v_dual_fmac_f32 v90, v31, v39 :: v_dual_fmac_f32 v83, v34, v38
	v_dual_fmac_f32 v88, v31, v45 :: v_dual_fmac_f32 v81, v34, v44
	v_dual_fmac_f32 v86, v31, v41 :: v_dual_fmac_f32 v79, v34, v40
	v_dual_fmac_f32 v84, v31, v37 :: v_dual_fmac_f32 v77, v34, v36
	v_dual_fmac_f32 v82, v34, v39 :: v_dual_fmac_f32 v69, v35, v36
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v80, v34, v45 :: v_dual_fmac_f32 v59, v43, v38
	v_dual_fmac_f32 v78, v34, v41 :: v_dual_fmac_f32 v57, v43, v44
	v_dual_fmac_f32 v76, v34, v37 :: v_dual_fmac_f32 v55, v43, v40
	v_dual_fmac_f32 v74, v35, v39 :: v_dual_fmac_f32 v67, v42, v38
	v_dual_fmac_f32 v72, v35, v45 :: v_dual_fmac_f32 v65, v42, v44
	v_dual_fmac_f32 v70, v35, v41 :: v_dual_fmac_f32 v63, v42, v40
	v_dual_fmac_f32 v68, v35, v37 :: v_dual_fmac_f32 v61, v42, v36
	v_dual_fmac_f32 v66, v42, v39 :: v_dual_fmac_f32 v53, v43, v36
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v58, v43, v39 :: v_dual_fmac_f32 v117, v32, v6
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v64, v42, v45 :: v_dual_fmac_f32 v115, v32, v4
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v56, v43, v45 :: v_dual_fmac_f32 v113, v32, v20
	v_dual_fmac_f32 v62, v42, v41 :: v_dual_fmac_f32 v111, v32, v46
	v_dual_fmac_f32 v54, v43, v41 :: v_dual_fmac_f32 v109, v33, v6
	v_dual_fmac_f32 v60, v42, v37 :: v_dual_fmac_f32 v107, v33, v4
	v_dual_fmac_f32 v52, v43, v37 :: v_dual_fmac_f32 v105, v33, v20
	v_dual_fmac_f32 v116, v32, v7 :: v_dual_fmac_f32 v103, v33, v46
	v_dual_fmac_f32 v114, v32, v5 :: v_dual_fmac_f32 v101, v22, v6
	v_dual_fmac_f32 v112, v32, v21 :: v_dual_fmac_f32 v99, v22, v4
	v_dual_fmac_f32 v110, v32, v47 :: v_dual_fmac_f32 v97, v22, v20
	v_dual_fmac_f32 v108, v33, v7 :: v_dual_fmac_f32 v95, v22, v46
	v_dual_fmac_f32 v106, v33, v5 :: v_dual_fmac_f32 v91, v23, v6
	v_dual_fmac_f32 v104, v33, v21 :: v_dual_fmac_f32 v89, v23, v4
	v_dual_fmac_f32 v102, v33, v47 :: v_dual_fmac_f32 v87, v23, v20
	v_dual_fmac_f32 v100, v22, v7 :: v_dual_fmac_f32 v85, v23, v46
	v_dual_fmac_f32 v98, v22, v5 :: v_dual_fmac_f32 v83, v12, v6
	v_dual_fmac_f32 v96, v22, v21 :: v_dual_fmac_f32 v81, v12, v4
	v_dual_fmac_f32 v94, v22, v47 :: v_dual_fmac_f32 v79, v12, v20
	v_dual_fmac_f32 v90, v23, v7 :: v_dual_fmac_f32 v77, v12, v46
	v_dual_fmac_f32 v88, v23, v5 :: v_dual_fmac_f32 v75, v13, v6
	v_dual_fmac_f32 v86, v23, v21 :: v_dual_fmac_f32 v73, v13, v4
	v_dual_fmac_f32 v84, v23, v47 :: v_dual_fmac_f32 v71, v13, v20
	v_dual_fmac_f32 v82, v12, v7 :: v_dual_fmac_f32 v69, v13, v46
	v_dual_fmac_f32 v80, v12, v5 :: v_dual_fmac_f32 v59, v9, v6
	v_dual_fmac_f32 v78, v12, v21 :: v_dual_fmac_f32 v57, v9, v4
	v_dual_fmac_f32 v76, v12, v47 :: v_dual_fmac_f32 v55, v9, v20
	v_dual_fmac_f32 v74, v13, v7 :: v_dual_fmac_f32 v67, v8, v6
	v_dual_fmac_f32 v72, v13, v5 :: v_dual_fmac_f32 v65, v8, v4
	v_dual_fmac_f32 v70, v13, v21 :: v_dual_fmac_f32 v63, v8, v20
	v_dual_fmac_f32 v68, v13, v47 :: v_dual_fmac_f32 v61, v8, v46
	v_dual_fmac_f32 v66, v8, v7 :: v_dual_fmac_f32 v53, v9, v46
	v_fmac_f32_e32 v58, v9, v7
	v_fmac_f32_e32 v64, v8, v5
	v_fmac_f32_e32 v56, v9, v5
	v_fmac_f32_e32 v62, v8, v21
	v_fmac_f32_e32 v54, v9, v21
	v_fmac_f32_e32 v60, v8, v47
	v_fmac_f32_e32 v52, v9, v47
	s_barrier
	buffer_gl0_inv
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v114, 0
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v111, 0 :: v_dual_mov_b32 v110, 0
	v_dual_mov_b32 v109, 0 :: v_dual_mov_b32 v108, 0
	v_dual_mov_b32 v107, 0 :: v_dual_mov_b32 v106, 0
	v_dual_mov_b32 v105, 0 :: v_dual_mov_b32 v104, 0
	v_dual_mov_b32 v103, 0 :: v_dual_mov_b32 v102, 0
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v96, 0
	v_dual_mov_b32 v95, 0 :: v_dual_mov_b32 v94, 0
	v_dual_mov_b32 v91, 0 :: v_dual_mov_b32 v90, 0
	v_dual_mov_b32 v89, 0 :: v_dual_mov_b32 v88, 0
	v_dual_mov_b32 v87, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v80, 0
	v_dual_mov_b32 v79, 0 :: v_dual_mov_b32 v78, 0
	v_dual_mov_b32 v77, 0 :: v_dual_mov_b32 v76, 0
	v_dual_mov_b32 v75, 0 :: v_dual_mov_b32 v74, 0
	v_dual_mov_b32 v73, 0 :: v_dual_mov_b32 v72, 0
	v_dual_mov_b32 v71, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v69, 0 :: v_dual_mov_b32 v68, 0
	v_dual_mov_b32 v67, 0 :: v_dual_mov_b32 v66, 0
	v_dual_mov_b32 v65, 0 :: v_dual_mov_b32 v64, 0
	v_dual_mov_b32 v63, 0 :: v_dual_mov_b32 v62, 0
	v_dual_mov_b32 v61, 0 :: v_dual_mov_b32 v60, 0
	v_dual_mov_b32 v59, 0 :: v_dual_mov_b32 v58, 0
	v_dual_mov_b32 v57, 0 :: v_dual_mov_b32 v56, 0
	v_dual_mov_b32 v55, 0 :: v_dual_mov_b32 v54, 0
	v_dual_mov_b32 v53, 0 :: v_dual_mov_b32 v52, 0
.LBB2_4:
	v_lshl_add_u32 v0, v93, 3, s10
	v_lshlrev_b32_e32 v1, 3, v92
	s_ashr_i32 s1, s4, 31
	s_mov_b32 s0, s4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_lshl_b64 s[0:1], s[0:1], 2
	v_mul_lo_u32 v0, v0, s4
	v_add3_u32 v0, s7, v1, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v8, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v9, null, s9, v1, vcc_lo
	s_clause 0x1
	global_load_b128 v[0:3], v[8:9], off
	global_load_b128 v[4:7], v[8:9], off offset:16
	v_add_co_u32 v10, vcc_lo, v8, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s1, v9, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	v_dual_fmac_f32 v0, s5, v117 :: v_dual_fmac_f32 v1, s5, v116
	v_dual_fmac_f32 v2, s5, v115 :: v_dual_fmac_f32 v3, s5, v114
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v4, s5, v113 :: v_dual_fmac_f32 v5, s5, v112
	v_dual_fmac_f32 v6, s5, v111 :: v_dual_fmac_f32 v7, s5, v110
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	v_add_co_u32 v8, vcc_lo, v10, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s1, v11, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	v_dual_fmac_f32 v0, s5, v109 :: v_dual_fmac_f32 v1, s5, v108
	v_dual_fmac_f32 v2, s5, v107 :: v_dual_fmac_f32 v3, s5, v106
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v4, s5, v105 :: v_dual_fmac_f32 v5, s5, v104
	v_dual_fmac_f32 v6, s5, v103 :: v_dual_fmac_f32 v7, s5, v102
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[8:9], off
	global_load_b128 v[4:7], v[8:9], off offset:16
	v_add_co_u32 v10, vcc_lo, v8, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s1, v9, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	v_dual_fmac_f32 v0, s5, v101 :: v_dual_fmac_f32 v1, s5, v100
	v_dual_fmac_f32 v2, s5, v99 :: v_dual_fmac_f32 v3, s5, v98
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_dual_fmac_f32 v4, s5, v97 :: v_dual_fmac_f32 v5, s5, v96
	v_dual_fmac_f32 v6, s5, v95 :: v_dual_fmac_f32 v7, s5, v94
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	v_add_co_u32 v8, vcc_lo, v10, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s1, v11, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v2, s5, v89
	v_dual_fmac_f32 v0, s5, v91 :: v_dual_fmac_f32 v1, s5, v90
	v_dual_fmac_f32 v3, s5, v88 :: v_dual_fmac_f32 v4, s5, v87
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v5, s5, v86 :: v_dual_fmac_f32 v6, s5, v85
	v_fmac_f32_e32 v7, s5, v84
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[8:9], off
	global_load_b128 v[4:7], v[8:9], off offset:16
	v_add_co_u32 v10, vcc_lo, v8, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s1, v9, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v2, s5, v81
	v_dual_fmac_f32 v0, s5, v83 :: v_dual_fmac_f32 v1, s5, v82
	v_dual_fmac_f32 v3, s5, v80 :: v_dual_fmac_f32 v4, s5, v79
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v5, s5, v78 :: v_dual_fmac_f32 v6, s5, v77
	v_fmac_f32_e32 v7, s5, v76
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	v_add_co_u32 v8, vcc_lo, v10, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s1, v11, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v2, s5, v73
	v_dual_fmac_f32 v0, s5, v75 :: v_dual_fmac_f32 v1, s5, v74
	v_dual_fmac_f32 v3, s5, v72 :: v_dual_fmac_f32 v4, s5, v71
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v5, s5, v70 :: v_dual_fmac_f32 v6, s5, v69
	v_fmac_f32_e32 v7, s5, v68
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[8:9], off
	global_load_b128 v[4:7], v[8:9], off offset:16
	v_add_co_u32 v10, vcc_lo, v8, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, s1, v9, vcc_lo
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v2, s5, v65
	v_dual_fmac_f32 v0, s5, v67 :: v_dual_fmac_f32 v1, s5, v66
	v_dual_fmac_f32 v3, s5, v64 :: v_dual_fmac_f32 v4, s5, v63
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v5, s5, v62 :: v_dual_fmac_f32 v6, s5, v61
	v_fmac_f32_e32 v7, s5, v60
	s_clause 0x1
	global_store_b128 v[8:9], v[0:3], off
	global_store_b128 v[8:9], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	s_waitcnt vmcnt(1)
	v_dual_mul_f32 v0, s6, v0 :: v_dual_mul_f32 v1, s6, v1
	v_dual_mul_f32 v2, s6, v2 :: v_dual_mul_f32 v3, s6, v3
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, s6, v4 :: v_dual_mul_f32 v5, s6, v5
	v_dual_mul_f32 v6, s6, v6 :: v_dual_mul_f32 v7, s6, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v2, s5, v57
	v_dual_fmac_f32 v0, s5, v59 :: v_dual_fmac_f32 v1, s5, v58
	v_dual_fmac_f32 v3, s5, v56 :: v_dual_fmac_f32 v4, s5, v55
	s_delay_alu instid0(VALU_DEP_4)
	v_dual_fmac_f32 v5, s5, v54 :: v_dual_fmac_f32 v6, s5, v53
	v_fmac_f32_e32 v7, s5, v52
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgemm_reg
		.amdhsa_group_segment_fixed_size 8192
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 193
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
		.amdhsa_inst_pref_size 44
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
	.set sgemm_reg.num_vgpr, 193
	.set sgemm_reg.num_agpr, 0
	.set sgemm_reg.numbered_sgpr, 16
	.set sgemm_reg.num_named_barrier, 0
	.set sgemm_reg.private_seg_size, 0
	.set sgemm_reg.uses_vcc, 1
	.set sgemm_reg.uses_flat_scratch, 0
	.set sgemm_reg.has_dyn_sized_stack, 0
	.set sgemm_reg.has_recursion, 0
	.set sgemm_reg.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5560
; TotalNumSgprs: 18
; NumVgprs: 193
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 8192 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 24
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 193
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_sgemm_reg ; -- Begin function __clang_ocl_kern_imp_sgemm_reg
	.globl	__clang_ocl_kern_imp_sgemm_reg
	.p2align	2
	.type	__clang_ocl_kern_imp_sgemm_reg,@function
__clang_ocl_kern_imp_sgemm_reg:         ; @__clang_ocl_kern_imp_sgemm_reg
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_dual_mov_b32 v9, v7 :: v_dual_mov_b32 v196, 0
	v_bfe_u32 v148, v31, 10, 10
	v_dual_mov_b32 v194, 0 :: v_dual_and_b32 v7, 0x3ff, v31
	v_cmp_lt_i32_e32 vcc_lo, 0, v6
	v_dual_mov_b32 v195, 0 :: v_dual_mov_b32 v192, 0
	v_dual_mov_b32 v193, 0 :: v_dual_mov_b32 v182, 0
	v_dual_mov_b32 v183, 0 :: v_dual_mov_b32 v180, 0
	v_dual_mov_b32 v181, 0 :: v_dual_mov_b32 v178, 0
	v_dual_mov_b32 v179, 0 :: v_dual_mov_b32 v176, 0
	v_dual_mov_b32 v177, 0 :: v_dual_mov_b32 v166, 0
	v_dual_mov_b32 v167, 0 :: v_dual_mov_b32 v164, 0
	v_dual_mov_b32 v165, 0 :: v_dual_mov_b32 v162, 0
	v_dual_mov_b32 v163, 0 :: v_dual_mov_b32 v160, 0
	v_dual_mov_b32 v161, 0 :: v_dual_mov_b32 v150, 0
	v_dual_mov_b32 v151, 0 :: v_dual_mov_b32 v146, 0
	v_dual_mov_b32 v149, 0 :: v_dual_mov_b32 v144, 0
	v_dual_mov_b32 v147, 0 :: v_dual_mov_b32 v134, 0
	v_dual_mov_b32 v145, 0 :: v_dual_mov_b32 v132, 0
	v_dual_mov_b32 v135, 0 :: v_dual_mov_b32 v130, 0
	v_dual_mov_b32 v133, 0 :: v_dual_mov_b32 v128, 0
	v_dual_mov_b32 v131, 0 :: v_dual_mov_b32 v118, 0
	v_dual_mov_b32 v129, 0 :: v_dual_mov_b32 v116, 0
	v_dual_mov_b32 v119, 0 :: v_dual_mov_b32 v114, 0
	v_dual_mov_b32 v117, 0 :: v_dual_mov_b32 v112, 0
	v_dual_mov_b32 v115, 0 :: v_dual_mov_b32 v102, 0
	v_dual_mov_b32 v113, 0 :: v_dual_mov_b32 v100, 0
	v_dual_mov_b32 v103, 0 :: v_dual_mov_b32 v98, 0
	v_dual_mov_b32 v101, 0 :: v_dual_mov_b32 v96, 0
	v_dual_mov_b32 v99, 0 :: v_dual_mov_b32 v86, 0
	v_dual_mov_b32 v97, 0 :: v_dual_mov_b32 v84, 0
	v_dual_mov_b32 v87, 0 :: v_dual_mov_b32 v82, 0
	v_dual_mov_b32 v85, 0 :: v_dual_mov_b32 v80, 0
	v_dual_mov_b32 v83, 0 :: v_dual_mov_b32 v70, 0
	v_dual_mov_b32 v81, 0 :: v_dual_mov_b32 v68, 0
	v_mov_b32_e32 v71, 0
	v_mov_b32_e32 v69, 0
	s_lshl_b32 s1, s13, 7
	s_lshl_b32 s0, s12, 7
	s_clause 0x1c                           ; 116-byte Folded Spill
	scratch_store_b32 off, v40, s32 offset:112
	scratch_store_b32 off, v41, s32 offset:108
	scratch_store_b32 off, v42, s32 offset:104
	scratch_store_b32 off, v43, s32 offset:100
	scratch_store_b32 off, v44, s32 offset:96
	scratch_store_b32 off, v45, s32 offset:92
	scratch_store_b32 off, v46, s32 offset:88
	scratch_store_b32 off, v47, s32 offset:84
	scratch_store_b32 off, v56, s32 offset:80
	scratch_store_b32 off, v57, s32 offset:76
	scratch_store_b32 off, v58, s32 offset:72
	scratch_store_b32 off, v59, s32 offset:68
	scratch_store_b32 off, v60, s32 offset:64
	scratch_store_b32 off, v61, s32 offset:60
	scratch_store_b32 off, v62, s32 offset:56
	scratch_store_b32 off, v63, s32 offset:52
	scratch_store_b32 off, v72, s32 offset:48
	scratch_store_b32 off, v73, s32 offset:44
	scratch_store_b32 off, v74, s32 offset:40
	scratch_store_b32 off, v75, s32 offset:36
	scratch_store_b32 off, v76, s32 offset:32
	scratch_store_b32 off, v77, s32 offset:28
	scratch_store_b32 off, v78, s32 offset:24
	scratch_store_b32 off, v79, s32 offset:20
	scratch_store_b32 off, v88, s32 offset:16
	scratch_store_b32 off, v89, s32 offset:12
	scratch_store_b32 off, v90, s32 offset:8
	scratch_store_b32 off, v91, s32 offset:4
	scratch_store_b32 off, v92, s32
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .LBB3_5
; %bb.1:
	s_cbranch_execnz .LBB3_6
; %bb.2:
	v_lshl_add_u32 v10, v148, 4, v7
	v_dual_mov_b32 v68, 0 :: v_dual_and_b32 v15, 7, v7
	v_dual_mov_b32 v97, 0 :: v_dual_add_nc_u32 v210, 0x800, v0
	s_delay_alu instid0(VALU_DEP_3)
	v_dual_mov_b32 v70, 0 :: v_dual_and_b32 v11, 0x7f, v10
	v_lshrrev_b32_e32 v12, 3, v10
	v_dual_mov_b32 v80, 0 :: v_dual_add_nc_u32 v13, 0x100, v10
	v_dual_mov_b32 v69, 0 :: v_dual_add_nc_u32 v14, 0x200, v10
	v_lshrrev_b32_e32 v16, 7, v10
	v_dual_mov_b32 v71, 0 :: v_dual_add_nc_u32 v10, 0x300, v10
	v_dual_mov_b32 v82, 0 :: v_dual_add_nc_u32 v17, s1, v12
	v_lshrrev_b32_e32 v12, 3, v13
	s_delay_alu instid0(VALU_DEP_3)
	v_lshrrev_b32_e32 v19, 3, v10
	v_lshrrev_b32_e32 v18, 3, v14
	v_lshrrev_b32_e32 v10, 7, v10
	v_lshrrev_b32_e32 v13, 7, v13
	v_dual_mov_b32 v81, 0 :: v_dual_add_nc_u32 v20, s1, v12
	v_dual_mov_b32 v85, 0 :: v_dual_add_nc_u32 v12, s1, v19
	v_dual_mov_b32 v83, 0 :: v_dual_add_nc_u32 v18, s1, v18
	v_lshrrev_b32_e32 v14, 7, v14
	v_mul_lo_u32 v197, v6, v10
	v_dual_mov_b32 v87, 0 :: v_dual_add_nc_u32 v198, s0, v11
	v_mad_u64_u32 v[10:11], null, v12, v6, v[15:16]
	v_mad_u64_u32 v[11:12], null, v18, v6, v[15:16]
	v_mul_lo_u32 v208, v6, v13
	v_mad_u64_u32 v[12:13], null, v20, v6, v[15:16]
	v_mul_lo_u32 v199, v6, v14
	v_mad_u64_u32 v[13:14], null, v17, v6, v[15:16]
	v_mul_lo_u32 v209, v6, v16
	v_dual_mov_b32 v84, 0 :: v_dual_add_nc_u32 v211, 0x808, v0
	v_dual_mov_b32 v99, 0 :: v_dual_add_nc_u32 v212, 0x810, v0
	v_dual_mov_b32 v86, 0 :: v_dual_add_nc_u32 v213, 0x818, v0
	v_dual_mov_b32 v101, 0 :: v_dual_add_nc_u32 v214, 0xa00, v0
	v_dual_mov_b32 v96, 0 :: v_dual_add_nc_u32 v215, 0xa08, v0
	v_dual_mov_b32 v103, 0 :: v_dual_add_nc_u32 v224, 0xa10, v0
	v_dual_mov_b32 v98, 0 :: v_dual_add_nc_u32 v225, 0xa18, v0
	v_dual_mov_b32 v113, 0 :: v_dual_add_nc_u32 v226, 0xa00, v0
	v_dual_mov_b32 v100, 0 :: v_dual_add_nc_u32 v227, 0xa08, v0
	v_dual_mov_b32 v115, 0 :: v_dual_add_nc_u32 v228, 0xa10, v0
	v_dual_mov_b32 v102, 0 :: v_dual_add_nc_u32 v229, 0xa18, v0
	v_dual_mov_b32 v117, 0 :: v_dual_add_nc_u32 v230, 0xc00, v0
	v_dual_mov_b32 v112, 0 :: v_dual_add_nc_u32 v231, 0xc08, v0
	v_dual_mov_b32 v119, 0 :: v_dual_add_nc_u32 v240, 0xc10, v0
	v_dual_mov_b32 v114, 0 :: v_dual_add_nc_u32 v241, 0xc18, v0
	v_dual_mov_b32 v129, 0 :: v_dual_add_nc_u32 v242, 0xc00, v0
	v_dual_mov_b32 v116, 0 :: v_dual_add_nc_u32 v243, 0xc08, v0
	v_dual_mov_b32 v131, 0 :: v_dual_add_nc_u32 v244, 0xc10, v0
	v_dual_mov_b32 v118, 0 :: v_dual_add_nc_u32 v245, 0xc18, v0
	v_dual_mov_b32 v133, 0 :: v_dual_add_nc_u32 v246, 0xe00, v0
	v_dual_mov_b32 v128, 0 :: v_dual_add_nc_u32 v247, 0xe08, v0
	v_dual_mov_b32 v135, 0 :: v_dual_add_nc_u32 v40, 0xe10, v0
	v_dual_mov_b32 v130, 0 :: v_dual_add_nc_u32 v41, 0xe18, v0
	v_dual_mov_b32 v145, 0 :: v_dual_add_nc_u32 v42, 0xe00, v0
	v_dual_mov_b32 v132, 0 :: v_dual_add_nc_u32 v43, 0xe08, v0
	v_dual_mov_b32 v147, 0 :: v_dual_add_nc_u32 v44, 0xe10, v0
	v_dual_mov_b32 v134, 0 :: v_dual_add_nc_u32 v45, 0xe18, v0
	v_dual_mov_b32 v144, 0 :: v_dual_mov_b32 v149, 0
	v_dual_mov_b32 v146, 0 :: v_dual_mov_b32 v151, 0
	v_dual_mov_b32 v150, 0 :: v_dual_mov_b32 v161, 0
	v_dual_mov_b32 v160, 0 :: v_dual_mov_b32 v163, 0
	v_dual_mov_b32 v162, 0 :: v_dual_mov_b32 v165, 0
	v_dual_mov_b32 v164, 0 :: v_dual_mov_b32 v167, 0
	v_dual_mov_b32 v166, 0 :: v_dual_mov_b32 v177, 0
	v_dual_mov_b32 v176, 0 :: v_dual_mov_b32 v179, 0
	v_dual_mov_b32 v178, 0 :: v_dual_mov_b32 v181, 0
	v_dual_mov_b32 v180, 0 :: v_dual_mov_b32 v183, 0
	v_dual_mov_b32 v182, 0 :: v_dual_mov_b32 v193, 0
	v_dual_mov_b32 v192, 0 :: v_dual_mov_b32 v195, 0
	v_dual_mov_b32 v194, 0 :: v_dual_add_nc_u32 v47, 0x400, v0
	v_dual_mov_b32 v196, 0 :: v_dual_add_nc_u32 v57, 0x410, v0
	v_lshlrev_b32_e32 v46, 3, v6
	v_add_nc_u32_e32 v56, 0x408, v0
	v_add_nc_u32_e32 v58, 0x418, v0
	v_add_nc_u32_e32 v59, 0x400, v0
	v_add_nc_u32_e32 v60, 0x408, v0
	v_add_nc_u32_e32 v61, 0x410, v0
	v_add_nc_u32_e32 v62, 0x418, v0
	v_add_nc_u32_e32 v63, 0x600, v0
	v_add_nc_u32_e32 v72, 0x608, v0
	v_add_nc_u32_e32 v73, 0x610, v0
	v_add_nc_u32_e32 v74, 0x618, v0
	v_add_nc_u32_e32 v75, 0x600, v0
	v_add_nc_u32_e32 v76, 0x608, v0
	v_add_nc_u32_e32 v77, 0x610, v0
	v_add_nc_u32_e32 v78, 0x618, v0
	v_add_nc_u32_e32 v79, 0x800, v0
	v_add_nc_u32_e32 v88, 0x808, v0
	v_add_nc_u32_e32 v89, 0x810, v0
	v_add_nc_u32_e32 v90, 0x818, v0
	s_mov_b32 s3, 0
	s_mov_b32 s4, 0
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_add_nc_u32_e32 v14, s4, v13
	v_add_nc_u32_e32 v16, v209, v198
	v_add_nc_u32_e32 v18, s4, v12
	v_add_nc_u32_e32 v20, v208, v198
	v_add_nc_u32_e32 v22, s4, v11
	v_ashrrev_i32_e32 v15, 31, v14
	v_ashrrev_i32_e32 v17, 31, v16
	v_ashrrev_i32_e32 v19, 31, v18
	v_add_nc_u32_e32 v24, v199, v198
	v_ashrrev_i32_e32 v21, 31, v20
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_nc_u32_e32 v26, s4, v10
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_ashrrev_i32_e32 v23, 31, v22
	v_add_nc_u32_e32 v28, v197, v198
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_ashrrev_i32_e32 v25, 31, v24
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32 v14, vcc_lo, v0, v14
	v_ashrrev_i32_e32 v27, 31, v26
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e64 v15, null, v1, v15, vcc_lo
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_ashrrev_i32_e32 v29, 31, v28
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_ci_u32_e64 v17, null, v3, v17, vcc_lo
	v_add_co_u32 v18, vcc_lo, v0, v18
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_ci_u32_e64 v19, null, v1, v19, vcc_lo
	v_add_co_u32 v20, vcc_lo, v2, v20
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_ci_u32_e64 v21, null, v3, v21, vcc_lo
	v_add_co_u32 v22, vcc_lo, v0, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, v1, v23, vcc_lo
	v_add_co_u32 v24, vcc_lo, v2, v24
	v_add_co_ci_u32_e64 v25, null, v3, v25, vcc_lo
	v_add_co_u32 v26, vcc_lo, v0, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, v1, v27, vcc_lo
	v_add_co_u32 v28, vcc_lo, v2, v28
	v_add_co_ci_u32_e64 v29, null, v3, v29, vcc_lo
	global_load_b32 v14, v[14:15], off
	global_load_b32 v15, v[16:17], off
	global_load_b32 v16, v[18:19], off
	global_load_b32 v17, v[20:21], off
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
	ds_load_2addr_b32 v[30:31], v0 offset1:1
	ds_load_2addr_b32 v[34:35], v0 offset1:1
	ds_load_2addr_b32 v[36:37], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[38:39], v0 offset0:4 offset1:5
	ds_load_2addr_b32 v[48:49], v0 offset0:6 offset1:7
	ds_load_2addr_b32 v[50:51], v0 offset0:2 offset1:3
	ds_load_2addr_b32 v[52:53], v0 offset0:4 offset1:5
	ds_load_2addr_b32 v[54:55], v0 offset0:6 offset1:7
	ds_load_2addr_b32 v[24:25], v0 offset0:128 offset1:129
	ds_load_2addr_b32 v[20:21], v0 offset0:130 offset1:131
	ds_load_2addr_b32 v[18:19], v0 offset0:132 offset1:133
	ds_load_2addr_b32 v[14:15], v0 offset0:134 offset1:135
	ds_load_2addr_b32 v[28:29], v0 offset0:128 offset1:129
	ds_load_2addr_b32 v[22:23], v0 offset0:130 offset1:131
	ds_load_2addr_b32 v[26:27], v0 offset0:132 offset1:133
	ds_load_2addr_b32 v[16:17], v0 offset0:134 offset1:135
	ds_load_2addr_b32 v[32:33], v47 offset1:1
	ds_load_2addr_b32 v[91:92], v56 offset1:1
	ds_load_2addr_b32 v[64:65], v60 offset1:1
	ds_load_2addr_b32 v[66:67], v61 offset1:1
	s_waitcnt lgkmcnt(18)
	v_fmac_f32_e32 v196, v30, v34
	v_fmac_f32_e32 v195, v30, v35
	s_waitcnt lgkmcnt(17)
	v_fmac_f32_e32 v194, v30, v36
	v_fmac_f32_e32 v193, v30, v37
	s_waitcnt lgkmcnt(14)
	v_dual_fmac_f32 v192, v30, v38 :: v_dual_fmac_f32 v145, v51, v36
	v_fmac_f32_e32 v183, v30, v39
	v_dual_fmac_f32 v182, v30, v48 :: v_dual_fmac_f32 v135, v51, v38
	v_dual_fmac_f32 v181, v30, v49 :: v_dual_fmac_f32 v180, v31, v34
	v_fmac_f32_e32 v161, v50, v37
	v_fmac_f32_e32 v179, v31, v35
	v_dual_fmac_f32 v178, v31, v36 :: v_dual_fmac_f32 v151, v50, v39
	v_fmac_f32_e32 v177, v31, v37
	v_dual_fmac_f32 v176, v31, v38 :: v_dual_fmac_f32 v149, v50, v49
	v_fmac_f32_e32 v167, v31, v39
	s_waitcnt lgkmcnt(13)
	v_dual_fmac_f32 v166, v31, v48 :: v_dual_fmac_f32 v131, v52, v34
	v_dual_fmac_f32 v165, v31, v49 :: v_dual_fmac_f32 v164, v50, v34
	v_fmac_f32_e32 v133, v51, v48
	v_fmac_f32_e32 v163, v50, v35
	v_dual_fmac_f32 v162, v50, v36 :: v_dual_fmac_f32 v119, v52, v38
	v_dual_fmac_f32 v160, v50, v38 :: v_dual_fmac_f32 v129, v52, v36
	v_dual_fmac_f32 v150, v50, v48 :: v_dual_fmac_f32 v115, v53, v34
	v_fmac_f32_e32 v147, v51, v34
	v_dual_fmac_f32 v146, v51, v35 :: v_dual_fmac_f32 v117, v52, v48
	v_dual_fmac_f32 v144, v51, v37 :: v_dual_fmac_f32 v113, v53, v36
	v_dual_fmac_f32 v134, v51, v39 :: v_dual_fmac_f32 v103, v53, v38
	v_dual_fmac_f32 v132, v51, v49 :: v_dual_fmac_f32 v101, v53, v48
	ds_load_2addr_b32 v[50:51], v59 offset1:1
	s_waitcnt lgkmcnt(13)
	v_dual_fmac_f32 v130, v52, v35 :: v_dual_fmac_f32 v99, v54, v34
	v_dual_fmac_f32 v128, v52, v37 :: v_dual_fmac_f32 v83, v55, v34
	v_dual_fmac_f32 v118, v52, v39 :: v_dual_fmac_f32 v97, v54, v36
	v_dual_fmac_f32 v116, v52, v49 :: v_dual_fmac_f32 v81, v55, v36
	v_dual_fmac_f32 v114, v53, v35 :: v_dual_fmac_f32 v87, v54, v38
	v_dual_fmac_f32 v112, v53, v37 :: v_dual_fmac_f32 v71, v55, v38
	v_dual_fmac_f32 v102, v53, v39 :: v_dual_fmac_f32 v85, v54, v48
	v_dual_fmac_f32 v100, v53, v49 :: v_dual_fmac_f32 v69, v55, v48
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v98, v54, v35 :: v_dual_fmac_f32 v195, v28, v25
	v_dual_fmac_f32 v82, v55, v35 :: v_dual_fmac_f32 v193, v28, v21
	v_dual_fmac_f32 v96, v54, v37 :: v_dual_fmac_f32 v183, v28, v19
	v_dual_fmac_f32 v80, v55, v37 :: v_dual_fmac_f32 v181, v28, v15
	ds_load_2addr_b32 v[36:37], v62 offset1:1
	v_dual_fmac_f32 v86, v54, v39 :: v_dual_fmac_f32 v179, v29, v25
	v_dual_fmac_f32 v70, v55, v39 :: v_dual_fmac_f32 v177, v29, v21
	v_dual_fmac_f32 v84, v54, v49 :: v_dual_fmac_f32 v167, v29, v19
	v_dual_fmac_f32 v68, v55, v49 :: v_dual_fmac_f32 v165, v29, v15
	ds_load_2addr_b32 v[54:55], v57 offset1:1
	ds_load_2addr_b32 v[52:53], v58 offset1:1
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v196, v28, v24 :: v_dual_fmac_f32 v163, v22, v25
	v_dual_fmac_f32 v194, v28, v20 :: v_dual_fmac_f32 v161, v22, v21
	v_dual_fmac_f32 v192, v28, v18 :: v_dual_fmac_f32 v151, v22, v19
	v_dual_fmac_f32 v182, v28, v14 :: v_dual_fmac_f32 v149, v22, v15
	v_dual_fmac_f32 v180, v29, v24 :: v_dual_fmac_f32 v135, v23, v18
	v_dual_fmac_f32 v178, v29, v20 :: v_dual_fmac_f32 v133, v23, v14
	v_dual_fmac_f32 v176, v29, v18 :: v_dual_fmac_f32 v147, v23, v24
	v_dual_fmac_f32 v166, v29, v14 :: v_dual_fmac_f32 v145, v23, v20
	ds_load_2addr_b32 v[34:35], v63 offset1:1
	ds_load_2addr_b32 v[48:49], v72 offset1:1
	s_waitcnt lgkmcnt(11)
	v_dual_fmac_f32 v164, v22, v24 :: v_dual_fmac_f32 v103, v27, v18
	v_dual_fmac_f32 v162, v22, v20 :: v_dual_fmac_f32 v101, v27, v14
	v_dual_fmac_f32 v160, v22, v18 :: v_dual_fmac_f32 v115, v27, v24
	v_dual_fmac_f32 v150, v22, v14 :: v_dual_fmac_f32 v113, v27, v20
	v_dual_fmac_f32 v146, v23, v25 :: v_dual_fmac_f32 v131, v26, v24
	v_dual_fmac_f32 v144, v23, v21 :: v_dual_fmac_f32 v129, v26, v20
	v_dual_fmac_f32 v134, v23, v19 :: v_dual_fmac_f32 v119, v26, v18
	v_dual_fmac_f32 v132, v23, v15 :: v_dual_fmac_f32 v117, v26, v14
	ds_load_2addr_b32 v[22:23], v75 offset1:1
	ds_load_2addr_b32 v[28:29], v76 offset1:1
	s_waitcnt lgkmcnt(12)
	v_dual_fmac_f32 v130, v26, v25 :: v_dual_fmac_f32 v99, v16, v24
	v_dual_fmac_f32 v128, v26, v21 :: v_dual_fmac_f32 v83, v17, v24
	v_dual_fmac_f32 v118, v26, v19 :: v_dual_fmac_f32 v97, v16, v20
	v_dual_fmac_f32 v116, v26, v15 :: v_dual_fmac_f32 v81, v17, v20
	v_dual_fmac_f32 v114, v27, v25 :: v_dual_fmac_f32 v87, v16, v18
	v_dual_fmac_f32 v112, v27, v21 :: v_dual_fmac_f32 v71, v17, v18
	v_dual_fmac_f32 v102, v27, v19 :: v_dual_fmac_f32 v85, v16, v14
	v_dual_fmac_f32 v100, v27, v15 :: v_dual_fmac_f32 v69, v17, v14
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v98, v16, v25 :: v_dual_fmac_f32 v179, v33, v51
	v_dual_fmac_f32 v82, v17, v25 :: v_dual_fmac_f32 v195, v32, v51
	ds_load_2addr_b32 v[26:27], v77 offset1:1
	ds_load_2addr_b32 v[24:25], v78 offset1:1
	ds_load_2addr_b32 v[38:39], v73 offset1:1
	ds_load_2addr_b32 v[30:31], v74 offset1:1
	v_dual_fmac_f32 v96, v16, v21 :: v_dual_fmac_f32 v167, v33, v67
	v_dual_fmac_f32 v80, v17, v21 :: v_dual_fmac_f32 v183, v32, v67
	v_dual_fmac_f32 v86, v16, v19 :: v_dual_fmac_f32 v177, v33, v65
	v_dual_fmac_f32 v70, v17, v19 :: v_dual_fmac_f32 v193, v32, v65
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v84, v16, v15 :: v_dual_fmac_f32 v165, v33, v37
	v_dual_fmac_f32 v68, v17, v15 :: v_dual_fmac_f32 v181, v32, v37
	v_dual_fmac_f32 v196, v32, v50 :: v_dual_fmac_f32 v163, v91, v51
	v_dual_fmac_f32 v194, v32, v64 :: v_dual_fmac_f32 v161, v91, v65
	v_dual_fmac_f32 v192, v32, v66 :: v_dual_fmac_f32 v151, v91, v67
	v_dual_fmac_f32 v182, v32, v36 :: v_dual_fmac_f32 v149, v91, v37
	v_dual_fmac_f32 v180, v33, v50 :: v_dual_fmac_f32 v145, v92, v64
	v_dual_fmac_f32 v178, v33, v64 :: v_dual_fmac_f32 v147, v92, v50
	v_dual_fmac_f32 v176, v33, v66 :: v_dual_fmac_f32 v133, v92, v36
	v_dual_fmac_f32 v166, v33, v36 :: v_dual_fmac_f32 v135, v92, v66
	ds_load_2addr_b32 v[32:33], v79 offset1:1
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v164, v91, v50 :: v_dual_fmac_f32 v129, v54, v64
	v_dual_fmac_f32 v162, v91, v64 :: v_dual_fmac_f32 v131, v54, v50
	v_dual_fmac_f32 v160, v91, v66 :: v_dual_fmac_f32 v117, v54, v36
	v_dual_fmac_f32 v150, v91, v36 :: v_dual_fmac_f32 v119, v54, v66
	v_dual_fmac_f32 v146, v92, v51 :: v_dual_fmac_f32 v115, v55, v50
	v_dual_fmac_f32 v144, v92, v65 :: v_dual_fmac_f32 v113, v55, v64
	v_dual_fmac_f32 v134, v92, v67 :: v_dual_fmac_f32 v103, v55, v66
	v_dual_fmac_f32 v132, v92, v37 :: v_dual_fmac_f32 v101, v55, v36
	ds_load_2addr_b32 v[20:21], v210 offset1:1
	ds_load_2addr_b32 v[18:19], v211 offset1:1
	s_waitcnt lgkmcnt(11)
	v_dual_fmac_f32 v130, v54, v51 :: v_dual_fmac_f32 v99, v52, v50
	v_dual_fmac_f32 v128, v54, v65 :: v_dual_fmac_f32 v83, v53, v50
	v_dual_fmac_f32 v118, v54, v67 :: v_dual_fmac_f32 v97, v52, v64
	v_dual_fmac_f32 v116, v54, v37 :: v_dual_fmac_f32 v81, v53, v64
	v_dual_fmac_f32 v114, v55, v51 :: v_dual_fmac_f32 v87, v52, v66
	v_dual_fmac_f32 v112, v55, v65 :: v_dual_fmac_f32 v71, v53, v66
	v_dual_fmac_f32 v102, v55, v67 :: v_dual_fmac_f32 v85, v52, v36
	v_dual_fmac_f32 v100, v55, v37 :: v_dual_fmac_f32 v69, v53, v36
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v98, v52, v51 :: v_dual_fmac_f32 v193, v34, v29
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v82, v53, v51 :: v_dual_fmac_f32 v181, v34, v25
	ds_load_2addr_b32 v[16:17], v212 offset1:1
	ds_load_2addr_b32 v[14:15], v213 offset1:1
	v_dual_fmac_f32 v96, v52, v65 :: v_dual_fmac_f32 v195, v34, v23
	v_dual_fmac_f32 v80, v53, v65 :: v_dual_fmac_f32 v183, v34, v27
	v_dual_fmac_f32 v86, v52, v67 :: v_dual_fmac_f32 v177, v35, v29
	v_dual_fmac_f32 v70, v53, v67 :: v_dual_fmac_f32 v165, v35, v25
	ds_load_2addr_b32 v[50:51], v88 offset1:1
	v_dual_fmac_f32 v84, v52, v37 :: v_dual_fmac_f32 v179, v35, v23
	v_dual_fmac_f32 v68, v53, v37 :: v_dual_fmac_f32 v167, v35, v27
	ds_load_2addr_b32 v[36:37], v89 offset1:1
	ds_load_2addr_b32 v[52:53], v90 offset1:1
	v_dual_fmac_f32 v196, v34, v22 :: v_dual_fmac_f32 v163, v48, v23
	v_dual_fmac_f32 v194, v34, v28 :: v_dual_fmac_f32 v161, v48, v29
	v_dual_fmac_f32 v192, v34, v26 :: v_dual_fmac_f32 v151, v48, v27
	v_dual_fmac_f32 v182, v34, v24 :: v_dual_fmac_f32 v149, v48, v25
	v_dual_fmac_f32 v180, v35, v22 :: v_dual_fmac_f32 v145, v49, v28
	v_dual_fmac_f32 v178, v35, v28 :: v_dual_fmac_f32 v147, v49, v22
	v_dual_fmac_f32 v176, v35, v26 :: v_dual_fmac_f32 v133, v49, v24
	v_dual_fmac_f32 v166, v35, v24 :: v_dual_fmac_f32 v135, v49, v26
	ds_load_2addr_b32 v[66:67], v214 offset1:1
	ds_load_2addr_b32 v[64:65], v215 offset1:1
	s_waitcnt lgkmcnt(11)
	v_dual_fmac_f32 v164, v48, v22 :: v_dual_fmac_f32 v129, v38, v28
	v_dual_fmac_f32 v162, v48, v28 :: v_dual_fmac_f32 v131, v38, v22
	v_dual_fmac_f32 v160, v48, v26 :: v_dual_fmac_f32 v117, v38, v24
	v_dual_fmac_f32 v150, v48, v24 :: v_dual_fmac_f32 v119, v38, v26
	v_dual_fmac_f32 v146, v49, v23 :: v_dual_fmac_f32 v115, v39, v22
	v_dual_fmac_f32 v144, v49, v29 :: v_dual_fmac_f32 v113, v39, v28
	v_dual_fmac_f32 v134, v49, v27 :: v_dual_fmac_f32 v103, v39, v26
	v_dual_fmac_f32 v132, v49, v25 :: v_dual_fmac_f32 v101, v39, v24
	ds_load_2addr_b32 v[34:35], v226 offset1:1
	ds_load_2addr_b32 v[48:49], v227 offset1:1
	s_waitcnt lgkmcnt(12)
	v_dual_fmac_f32 v130, v38, v23 :: v_dual_fmac_f32 v83, v31, v22
	v_dual_fmac_f32 v128, v38, v29 :: v_dual_fmac_f32 v81, v31, v28
	v_dual_fmac_f32 v118, v38, v27 :: v_dual_fmac_f32 v71, v31, v26
	v_dual_fmac_f32 v116, v38, v25 :: v_dual_fmac_f32 v69, v31, v24
	v_dual_fmac_f32 v114, v39, v23 :: v_dual_fmac_f32 v99, v30, v22
	v_dual_fmac_f32 v112, v39, v29 :: v_dual_fmac_f32 v97, v30, v28
	v_dual_fmac_f32 v102, v39, v27 :: v_dual_fmac_f32 v87, v30, v26
	v_dual_fmac_f32 v100, v39, v25 :: v_dual_fmac_f32 v85, v30, v24
	ds_load_2addr_b32 v[38:39], v228 offset1:1
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v96, v30, v29 :: v_dual_fmac_f32 v193, v32, v19
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v80, v31, v29 :: v_dual_fmac_f32 v181, v32, v15
	ds_load_2addr_b32 v[28:29], v229 offset1:1
	v_fmac_f32_e32 v86, v30, v27
	v_dual_fmac_f32 v70, v31, v27 :: v_dual_fmac_f32 v167, v33, v17
	ds_load_2addr_b32 v[54:55], v224 offset1:1
	ds_load_2addr_b32 v[26:27], v225 offset1:1
	v_dual_fmac_f32 v82, v31, v23 :: v_dual_fmac_f32 v183, v32, v17
	v_dual_fmac_f32 v84, v30, v25 :: v_dual_fmac_f32 v177, v33, v19
	s_waitcnt lgkmcnt(10)
	v_dual_fmac_f32 v194, v32, v18 :: v_dual_fmac_f32 v161, v50, v19
	v_dual_fmac_f32 v192, v32, v16 :: v_dual_fmac_f32 v151, v50, v17
	v_fmac_f32_e32 v178, v33, v18
	v_dual_fmac_f32 v176, v33, v16 :: v_dual_fmac_f32 v145, v51, v18
	v_dual_fmac_f32 v166, v33, v14 :: v_dual_fmac_f32 v135, v51, v16
	v_fmac_f32_e32 v162, v50, v18
	s_waitcnt lgkmcnt(9)
	v_dual_fmac_f32 v160, v50, v16 :: v_dual_fmac_f32 v129, v36, v18
	v_dual_fmac_f32 v150, v50, v14 :: v_dual_fmac_f32 v119, v36, v16
	v_dual_fmac_f32 v144, v51, v19 :: v_dual_fmac_f32 v113, v37, v18
	v_dual_fmac_f32 v134, v51, v17 :: v_dual_fmac_f32 v103, v37, v16
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v128, v36, v19 :: v_dual_fmac_f32 v81, v53, v18
	v_dual_fmac_f32 v118, v36, v17 :: v_dual_fmac_f32 v71, v53, v16
	v_dual_fmac_f32 v112, v37, v19 :: v_dual_fmac_f32 v97, v52, v18
	v_dual_fmac_f32 v102, v37, v17 :: v_dual_fmac_f32 v87, v52, v16
	s_waitcnt lgkmcnt(4)
	v_dual_fmac_f32 v96, v52, v19 :: v_dual_fmac_f32 v193, v66, v49
	s_waitcnt lgkmcnt(2)
	v_dual_fmac_f32 v80, v53, v19 :: v_dual_fmac_f32 v181, v66, v29
	v_dual_fmac_f32 v86, v52, v17 :: v_dual_fmac_f32 v183, v66, v39
	v_dual_fmac_f32 v70, v53, v17 :: v_dual_fmac_f32 v167, v67, v39
	v_dual_fmac_f32 v68, v31, v25 :: v_dual_fmac_f32 v165, v33, v15
	v_dual_fmac_f32 v84, v52, v15 :: v_dual_fmac_f32 v177, v67, v49
	v_dual_fmac_f32 v194, v66, v48 :: v_dual_fmac_f32 v161, v64, v49
	v_dual_fmac_f32 v192, v66, v38 :: v_dual_fmac_f32 v151, v64, v39
	v_fmac_f32_e32 v178, v67, v48
	v_dual_fmac_f32 v176, v67, v38 :: v_dual_fmac_f32 v145, v65, v48
	v_dual_fmac_f32 v166, v67, v28 :: v_dual_fmac_f32 v135, v65, v38
	v_fmac_f32_e32 v162, v64, v48
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v160, v64, v38 :: v_dual_fmac_f32 v129, v54, v48
	v_dual_fmac_f32 v150, v64, v28 :: v_dual_fmac_f32 v119, v54, v38
	v_dual_fmac_f32 v144, v65, v49 :: v_dual_fmac_f32 v113, v55, v48
	v_dual_fmac_f32 v134, v65, v39 :: v_dual_fmac_f32 v103, v55, v38
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v128, v54, v49 :: v_dual_fmac_f32 v81, v27, v48
	v_dual_fmac_f32 v118, v54, v39 :: v_dual_fmac_f32 v71, v27, v38
	v_dual_fmac_f32 v112, v55, v49 :: v_dual_fmac_f32 v97, v26, v48
	v_dual_fmac_f32 v102, v55, v39 :: v_dual_fmac_f32 v87, v26, v38
	v_fmac_f32_e32 v96, v26, v49
	v_fmac_f32_e32 v80, v27, v49
	ds_load_2addr_b32 v[48:49], v42 offset1:1
	v_fmac_f32_e32 v86, v26, v39
	v_fmac_f32_e32 v70, v27, v39
	ds_load_2addr_b32 v[38:39], v43 offset1:1
	v_dual_fmac_f32 v98, v30, v23 :: v_dual_fmac_f32 v195, v32, v21
	v_dual_fmac_f32 v196, v32, v20 :: v_dual_fmac_f32 v163, v50, v21
	v_dual_fmac_f32 v182, v32, v14 :: v_dual_fmac_f32 v149, v50, v15
	v_dual_fmac_f32 v180, v33, v20 :: v_dual_fmac_f32 v133, v51, v14
	v_dual_fmac_f32 v179, v33, v21 :: v_dual_fmac_f32 v164, v50, v20
	v_fmac_f32_e32 v117, v36, v14
	v_fmac_f32_e32 v147, v51, v20
	v_dual_fmac_f32 v146, v51, v21 :: v_dual_fmac_f32 v115, v37, v20
	v_dual_fmac_f32 v132, v51, v15 :: v_dual_fmac_f32 v101, v37, v14
	v_fmac_f32_e32 v131, v36, v20
	v_dual_fmac_f32 v130, v36, v21 :: v_dual_fmac_f32 v83, v53, v20
	v_dual_fmac_f32 v116, v36, v15 :: v_dual_fmac_f32 v69, v53, v14
	v_dual_fmac_f32 v114, v37, v21 :: v_dual_fmac_f32 v99, v52, v20
	v_dual_fmac_f32 v100, v37, v15 :: v_dual_fmac_f32 v85, v52, v14
	v_dual_fmac_f32 v98, v52, v21 :: v_dual_fmac_f32 v195, v66, v35
	v_dual_fmac_f32 v82, v53, v21 :: v_dual_fmac_f32 v179, v67, v35
	v_dual_fmac_f32 v68, v53, v15 :: v_dual_fmac_f32 v165, v67, v29
	ds_load_2addr_b32 v[22:23], v230 offset1:1
	ds_load_2addr_b32 v[32:33], v231 offset1:1
	ds_load_2addr_b32 v[24:25], v242 offset1:1
	ds_load_2addr_b32 v[30:31], v243 offset1:1
	ds_load_2addr_b32 v[20:21], v244 offset1:1
	ds_load_2addr_b32 v[18:19], v245 offset1:1
	ds_load_2addr_b32 v[16:17], v240 offset1:1
	ds_load_2addr_b32 v[14:15], v241 offset1:1
	v_dual_fmac_f32 v196, v66, v34 :: v_dual_fmac_f32 v163, v64, v35
	v_dual_fmac_f32 v182, v66, v28 :: v_dual_fmac_f32 v149, v64, v29
	v_dual_fmac_f32 v180, v67, v34 :: v_dual_fmac_f32 v133, v65, v28
	ds_load_2addr_b32 v[36:37], v246 offset1:1
	ds_load_2addr_b32 v[50:51], v247 offset1:1
	v_dual_fmac_f32 v164, v64, v34 :: v_dual_fmac_f32 v117, v54, v28
	v_fmac_f32_e32 v147, v65, v34
	v_dual_fmac_f32 v146, v65, v35 :: v_dual_fmac_f32 v115, v55, v34
	v_dual_fmac_f32 v132, v65, v29 :: v_dual_fmac_f32 v101, v55, v28
	v_fmac_f32_e32 v131, v54, v34
	v_dual_fmac_f32 v130, v54, v35 :: v_dual_fmac_f32 v83, v27, v34
	v_dual_fmac_f32 v116, v54, v29 :: v_dual_fmac_f32 v69, v27, v28
	v_dual_fmac_f32 v114, v55, v35 :: v_dual_fmac_f32 v99, v26, v34
	v_dual_fmac_f32 v100, v55, v29 :: v_dual_fmac_f32 v85, v26, v28
	ds_load_2addr_b32 v[52:53], v40 offset1:1
	s_waitcnt lgkmcnt(8)
	v_dual_fmac_f32 v98, v26, v35 :: v_dual_fmac_f32 v179, v23, v25
	v_dual_fmac_f32 v82, v27, v35 :: v_dual_fmac_f32 v195, v22, v25
	ds_load_2addr_b32 v[34:35], v41 offset1:1
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v84, v26, v29 :: v_dual_fmac_f32 v165, v23, v19
	v_dual_fmac_f32 v68, v27, v29 :: v_dual_fmac_f32 v181, v22, v19
	ds_load_2addr_b32 v[26:27], v44 offset1:1
	ds_load_2addr_b32 v[28:29], v45 offset1:1
	v_dual_fmac_f32 v163, v32, v25 :: v_dual_add_nc_u32 v198, v198, v46
	v_dual_fmac_f32 v196, v22, v24 :: v_dual_fmac_f32 v161, v32, v31
	v_dual_fmac_f32 v194, v22, v30 :: v_dual_fmac_f32 v151, v32, v21
	v_fmac_f32_e32 v193, v22, v31
	v_dual_fmac_f32 v192, v22, v20 :: v_dual_fmac_f32 v149, v32, v19
	v_fmac_f32_e32 v183, v22, v21
	v_dual_fmac_f32 v182, v22, v18 :: v_dual_fmac_f32 v147, v33, v24
	v_dual_fmac_f32 v180, v23, v24 :: v_dual_fmac_f32 v145, v33, v30
	v_dual_fmac_f32 v178, v23, v30 :: v_dual_fmac_f32 v135, v33, v20
	v_fmac_f32_e32 v177, v23, v31
	v_dual_fmac_f32 v176, v23, v20 :: v_dual_fmac_f32 v133, v33, v18
	v_fmac_f32_e32 v167, v23, v21
	s_waitcnt lgkmcnt(7)
	v_dual_fmac_f32 v166, v23, v18 :: v_dual_fmac_f32 v131, v16, v24
	v_dual_fmac_f32 v164, v32, v24 :: v_dual_fmac_f32 v113, v17, v30
	v_dual_fmac_f32 v162, v32, v30 :: v_dual_fmac_f32 v115, v17, v24
	v_dual_fmac_f32 v160, v32, v20 :: v_dual_fmac_f32 v101, v17, v18
	v_dual_fmac_f32 v150, v32, v18 :: v_dual_fmac_f32 v103, v17, v20
	v_dual_fmac_f32 v146, v33, v25 :: v_dual_fmac_f32 v129, v16, v30
	v_dual_fmac_f32 v144, v33, v31 :: v_dual_fmac_f32 v119, v16, v20
	v_dual_fmac_f32 v134, v33, v21 :: v_dual_fmac_f32 v117, v16, v18
	s_waitcnt lgkmcnt(6)
	v_dual_fmac_f32 v132, v33, v19 :: v_dual_fmac_f32 v99, v14, v24
	v_dual_fmac_f32 v130, v16, v25 :: v_dual_fmac_f32 v83, v15, v24
	v_dual_fmac_f32 v128, v16, v31 :: v_dual_fmac_f32 v97, v14, v30
	v_dual_fmac_f32 v118, v16, v21 :: v_dual_fmac_f32 v81, v15, v30
	v_dual_fmac_f32 v116, v16, v19 :: v_dual_fmac_f32 v87, v14, v20
	v_dual_fmac_f32 v114, v17, v25 :: v_dual_fmac_f32 v71, v15, v20
	v_dual_fmac_f32 v112, v17, v31 :: v_dual_fmac_f32 v85, v14, v18
	v_dual_fmac_f32 v102, v17, v21 :: v_dual_fmac_f32 v69, v15, v18
	s_waitcnt lgkmcnt(5)
	v_dual_fmac_f32 v100, v17, v19 :: v_dual_fmac_f32 v195, v36, v49
	v_dual_fmac_f32 v98, v14, v25 :: v_dual_fmac_f32 v193, v36, v39
	s_waitcnt lgkmcnt(1)
	v_dual_fmac_f32 v82, v15, v25 :: v_dual_fmac_f32 v183, v36, v27
	s_waitcnt lgkmcnt(0)
	v_dual_fmac_f32 v96, v14, v31 :: v_dual_fmac_f32 v181, v36, v29
	v_dual_fmac_f32 v80, v15, v31 :: v_dual_fmac_f32 v179, v37, v49
	v_dual_fmac_f32 v86, v14, v21 :: v_dual_fmac_f32 v177, v37, v39
	v_dual_fmac_f32 v70, v15, v21 :: v_dual_fmac_f32 v167, v37, v27
	v_dual_fmac_f32 v84, v14, v19 :: v_dual_fmac_f32 v165, v37, v29
	v_dual_fmac_f32 v68, v15, v19 :: v_dual_fmac_f32 v163, v50, v49
	v_dual_fmac_f32 v196, v36, v48 :: v_dual_fmac_f32 v161, v50, v39
	v_dual_fmac_f32 v194, v36, v38 :: v_dual_fmac_f32 v151, v50, v27
	v_dual_fmac_f32 v192, v36, v26 :: v_dual_fmac_f32 v149, v50, v29
	v_dual_fmac_f32 v182, v36, v28 :: v_dual_fmac_f32 v145, v51, v38
	v_dual_fmac_f32 v180, v37, v48 :: v_dual_fmac_f32 v135, v51, v26
	v_dual_fmac_f32 v178, v37, v38 :: v_dual_fmac_f32 v147, v51, v48
	v_dual_fmac_f32 v176, v37, v26 :: v_dual_fmac_f32 v133, v51, v28
	v_dual_fmac_f32 v166, v37, v28 :: v_dual_fmac_f32 v129, v52, v38
	v_dual_fmac_f32 v164, v50, v48 :: v_dual_fmac_f32 v119, v52, v26
	v_dual_fmac_f32 v162, v50, v38 :: v_dual_fmac_f32 v131, v52, v48
	v_dual_fmac_f32 v160, v50, v26 :: v_dual_fmac_f32 v117, v52, v28
	v_dual_fmac_f32 v150, v50, v28 :: v_dual_fmac_f32 v113, v53, v38
	v_dual_fmac_f32 v146, v51, v49 :: v_dual_fmac_f32 v115, v53, v48
	v_dual_fmac_f32 v144, v51, v39 :: v_dual_fmac_f32 v103, v53, v26
	v_dual_fmac_f32 v134, v51, v27 :: v_dual_fmac_f32 v101, v53, v28
	v_dual_fmac_f32 v132, v51, v29 :: v_dual_fmac_f32 v99, v34, v48
	v_dual_fmac_f32 v130, v52, v49 :: v_dual_fmac_f32 v83, v35, v48
	v_dual_fmac_f32 v128, v52, v39 :: v_dual_fmac_f32 v97, v34, v38
	v_dual_fmac_f32 v118, v52, v27 :: v_dual_fmac_f32 v87, v34, v26
	v_dual_fmac_f32 v116, v52, v29 :: v_dual_fmac_f32 v85, v34, v28
	v_dual_fmac_f32 v114, v53, v49 :: v_dual_fmac_f32 v81, v35, v38
	v_dual_fmac_f32 v112, v53, v39 :: v_dual_fmac_f32 v71, v35, v26
	v_dual_fmac_f32 v102, v53, v27 :: v_dual_fmac_f32 v69, v35, v28
	v_fmac_f32_e32 v100, v53, v29
	v_fmac_f32_e32 v98, v34, v49
	v_fmac_f32_e32 v82, v35, v49
	v_fmac_f32_e32 v96, v34, v39
	v_fmac_f32_e32 v86, v34, v27
	v_fmac_f32_e32 v84, v34, v29
	v_fmac_f32_e32 v80, v35, v39
	v_fmac_f32_e32 v70, v35, v27
	v_fmac_f32_e32 v68, v35, v29
	s_barrier
	buffer_gl0_inv
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB3_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s3
.LBB3_5:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_add_u32 v0, v148, 3, s1
	v_lshlrev_b32_e32 v1, 3, v7
	v_ashrrev_i32_e32 v7, 31, v6
	s_clause 0x1c                           ; 116-byte Folded Reload
	scratch_load_b32 v92, off, s32
	scratch_load_b32 v91, off, s32 offset:4
	scratch_load_b32 v90, off, s32 offset:8
	scratch_load_b32 v89, off, s32 offset:12
	scratch_load_b32 v88, off, s32 offset:16
	scratch_load_b32 v79, off, s32 offset:20
	scratch_load_b32 v78, off, s32 offset:24
	scratch_load_b32 v77, off, s32 offset:28
	scratch_load_b32 v76, off, s32 offset:32
	scratch_load_b32 v75, off, s32 offset:36
	scratch_load_b32 v74, off, s32 offset:40
	scratch_load_b32 v73, off, s32 offset:44
	scratch_load_b32 v72, off, s32 offset:48
	scratch_load_b32 v63, off, s32 offset:52
	scratch_load_b32 v62, off, s32 offset:56
	scratch_load_b32 v61, off, s32 offset:60
	scratch_load_b32 v60, off, s32 offset:64
	scratch_load_b32 v59, off, s32 offset:68
	scratch_load_b32 v58, off, s32 offset:72
	scratch_load_b32 v57, off, s32 offset:76
	scratch_load_b32 v56, off, s32 offset:80
	scratch_load_b32 v47, off, s32 offset:84
	scratch_load_b32 v46, off, s32 offset:88
	scratch_load_b32 v45, off, s32 offset:92
	scratch_load_b32 v44, off, s32 offset:96
	scratch_load_b32 v43, off, s32 offset:100
	scratch_load_b32 v42, off, s32 offset:104
	scratch_load_b32 v41, off, s32 offset:108
	scratch_load_b32 v40, off, s32 offset:112
	v_mul_lo_u32 v0, v0, v6
	v_lshlrev_b64 v[16:17], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add3_u32 v0, s0, v1, v0
	v_ashrrev_i32_e32 v1, 31, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32 v14, vcc_lo, v4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, v5, v1, vcc_lo
	s_clause 0x1
	global_load_b128 v[0:3], v[14:15], off
	global_load_b128 v[10:13], v[14:15], off offset:16
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v8, v1 :: v_dual_fmac_f32 v0, v9, v196
	v_dual_mul_f32 v2, v8, v2 :: v_dual_fmac_f32 v1, v9, v195
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, v8, v3 :: v_dual_fmac_f32 v2, v9, v194
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, v8, v10 :: v_dual_fmac_f32 v3, v9, v193
	v_mul_f32_e32 v5, v8, v11
	v_add_co_u32 v10, vcc_lo, v14, v16
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_fmac_f32_e32 v4, v9, v192
	v_dual_mul_f32 v6, v8, v12 :: v_dual_fmac_f32 v5, v9, v183
	v_mul_f32_e32 v7, v8, v13
	v_add_co_ci_u32_e64 v11, null, v15, v17, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_fmac_f32_e32 v6, v9, v182
	v_add_co_u32 v12, vcc_lo, v10, v16
	v_fmac_f32_e32 v7, v9, v181
	s_clause 0x1
	global_store_b128 v[14:15], v[0:3], off
	global_store_b128 v[14:15], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	v_add_co_ci_u32_e64 v13, null, v11, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v1, v8, v1 :: v_dual_fmac_f32 v0, v9, v180
	v_dual_mul_f32 v2, v8, v2 :: v_dual_fmac_f32 v1, v9, v179
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v3, v8, v3 :: v_dual_fmac_f32 v2, v9, v178
	s_waitcnt vmcnt(0)
	v_dual_mul_f32 v4, v8, v4 :: v_dual_fmac_f32 v3, v9, v177
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v5, v8, v5 :: v_dual_fmac_f32 v4, v9, v176
	v_dual_mul_f32 v6, v8, v6 :: v_dual_fmac_f32 v5, v9, v167
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v7, v8, v7 :: v_dual_fmac_f32 v6, v9, v166
	v_fmac_f32_e32 v7, v9, v165
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[12:13], off
	global_load_b128 v[4:7], v[12:13], off offset:16
	v_add_co_u32 v10, vcc_lo, v12, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, v13, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	v_dual_mul_f32 v1, v8, v1 :: v_dual_fmac_f32 v0, v9, v164
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v2, v8, v2 :: v_dual_fmac_f32 v1, v9, v163
	v_dual_mul_f32 v3, v8, v3 :: v_dual_fmac_f32 v2, v9, v162
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v4, v8, v4 :: v_dual_fmac_f32 v3, v9, v161
	v_dual_mul_f32 v5, v8, v5 :: v_dual_fmac_f32 v4, v9, v160
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_dual_mul_f32 v6, v8, v6 :: v_dual_fmac_f32 v5, v9, v151
	v_dual_mul_f32 v7, v8, v7 :: v_dual_fmac_f32 v6, v9, v150
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v7, v9, v149
	s_clause 0x1
	global_store_b128 v[12:13], v[0:3], off
	global_store_b128 v[12:13], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	v_add_co_u32 v12, vcc_lo, v10, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, v11, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	v_mul_f32_e32 v1, v8, v1
	v_mul_f32_e32 v3, v8, v3
	v_mul_f32_e32 v2, v8, v2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v8, v7
	v_mul_f32_e32 v6, v8, v6
	v_fmac_f32_e32 v0, v9, v147
	v_dual_mul_f32 v4, v8, v4 :: v_dual_fmac_f32 v1, v9, v146
	v_mul_f32_e32 v5, v8, v5
	v_fmac_f32_e32 v3, v9, v144
	v_fmac_f32_e32 v2, v9, v145
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v4, v9, v135
	v_fmac_f32_e32 v7, v9, v132
	v_fmac_f32_e32 v5, v9, v134
	v_fmac_f32_e32 v6, v9, v133
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[12:13], off
	global_load_b128 v[4:7], v[12:13], off offset:16
	v_add_co_u32 v10, vcc_lo, v12, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, v13, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	v_mul_f32_e32 v1, v8, v1
	v_mul_f32_e32 v3, v8, v3
	v_mul_f32_e32 v2, v8, v2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v8, v7
	v_mul_f32_e32 v6, v8, v6
	v_fmac_f32_e32 v0, v9, v131
	v_dual_mul_f32 v4, v8, v4 :: v_dual_fmac_f32 v1, v9, v130
	v_mul_f32_e32 v5, v8, v5
	v_fmac_f32_e32 v3, v9, v128
	v_fmac_f32_e32 v2, v9, v129
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v4, v9, v119
	v_fmac_f32_e32 v7, v9, v116
	v_fmac_f32_e32 v5, v9, v118
	v_fmac_f32_e32 v6, v9, v117
	s_clause 0x1
	global_store_b128 v[12:13], v[0:3], off
	global_store_b128 v[12:13], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	v_add_co_u32 v12, vcc_lo, v10, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v13, null, v11, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	v_mul_f32_e32 v1, v8, v1
	v_mul_f32_e32 v3, v8, v3
	v_mul_f32_e32 v2, v8, v2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v8, v7
	v_mul_f32_e32 v6, v8, v6
	v_fmac_f32_e32 v0, v9, v115
	v_dual_mul_f32 v4, v8, v4 :: v_dual_fmac_f32 v1, v9, v114
	v_mul_f32_e32 v5, v8, v5
	v_fmac_f32_e32 v3, v9, v112
	v_fmac_f32_e32 v2, v9, v113
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v4, v9, v103
	v_fmac_f32_e32 v7, v9, v100
	v_fmac_f32_e32 v5, v9, v102
	v_fmac_f32_e32 v6, v9, v101
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[12:13], off
	global_load_b128 v[4:7], v[12:13], off offset:16
	v_add_co_u32 v10, vcc_lo, v12, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v11, null, v13, v17, vcc_lo
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	v_mul_f32_e32 v1, v8, v1
	v_mul_f32_e32 v3, v8, v3
	v_mul_f32_e32 v2, v8, v2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v8, v7
	v_mul_f32_e32 v6, v8, v6
	v_fmac_f32_e32 v0, v9, v99
	v_dual_mul_f32 v4, v8, v4 :: v_dual_fmac_f32 v1, v9, v98
	v_mul_f32_e32 v5, v8, v5
	v_fmac_f32_e32 v3, v9, v96
	v_fmac_f32_e32 v2, v9, v97
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v4, v9, v87
	v_fmac_f32_e32 v7, v9, v84
	v_fmac_f32_e32 v5, v9, v86
	v_fmac_f32_e32 v6, v9, v85
	s_clause 0x1
	global_store_b128 v[12:13], v[0:3], off
	global_store_b128 v[12:13], v[4:7], off offset:16
	s_clause 0x1
	global_load_b128 v[0:3], v[10:11], off
	global_load_b128 v[4:7], v[10:11], off offset:16
	s_waitcnt vmcnt(1)
	v_mul_f32_e32 v0, v8, v0
	v_mul_f32_e32 v1, v8, v1
	v_mul_f32_e32 v3, v8, v3
	v_mul_f32_e32 v2, v8, v2
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, v8, v7
	v_mul_f32_e32 v6, v8, v6
	v_fmac_f32_e32 v0, v9, v83
	v_dual_mul_f32 v4, v8, v4 :: v_dual_fmac_f32 v1, v9, v82
	v_mul_f32_e32 v5, v8, v5
	v_fmac_f32_e32 v3, v9, v80
	v_fmac_f32_e32 v2, v9, v81
	s_delay_alu instid0(VALU_DEP_4)
	v_fmac_f32_e32 v4, v9, v71
	v_fmac_f32_e32 v7, v9, v68
	v_fmac_f32_e32 v5, v9, v70
	v_fmac_f32_e32 v6, v9, v69
	s_clause 0x1
	global_store_b128 v[10:11], v[0:3], off
	global_store_b128 v[10:11], v[4:7], off offset:16
	s_setpc_b64 s[30:31]
.LBB3_6:
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
.LBB3_7:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB3_7
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_sgemm_reg, .Lfunc_end3-__clang_ocl_kern_imp_sgemm_reg
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgemm_reg.num_vgpr, 248
	.set __clang_ocl_kern_imp_sgemm_reg.num_agpr, 0
	.set __clang_ocl_kern_imp_sgemm_reg.numbered_sgpr, 33
	.set __clang_ocl_kern_imp_sgemm_reg.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgemm_reg.private_seg_size, 120
	.set __clang_ocl_kern_imp_sgemm_reg.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgemm_reg.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_sgemm_reg.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgemm_reg.has_recursion, 0
	.set __clang_ocl_kern_imp_sgemm_reg.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 6016
; TotalNumSgprs: 35
; NumVgprs: 248
; ScratchSize: 120
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 248
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
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
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
    .name:           sgemm_lds
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 32
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_lds.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     76
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
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
    .max_flat_workgroup_size: 256
    .name:           sgemm_reg
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         sgemm_reg.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     193
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
