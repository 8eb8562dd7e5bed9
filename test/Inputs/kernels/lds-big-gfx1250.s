	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_81920               ; -- Begin function lds_81920
	.globl	lds_81920
	.p2align	8
	.type	lds_81920,@function
lds_81920:                              ; @lds_81920
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	s_mul_i32 s4, ttmp9, 0x5000
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_dual_lshlrev_b32 v6, 2, v0 :: v_dual_bitop2_b32 v1, s4, v0 bitop3:0x54
	s_mov_b32 s6, -1
	v_cmp_gt_u32_e32 vcc_lo, 0xffffb100, v1
	v_mov_b32_e32 v1, v0
	s_and_saveexec_b32 s5, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.1:
	v_add_nc_u32_e64 v2, 0x50, -2
	v_or_b32_e32 v1, 0x100, v0
	s_add_co_i32 s7, s4, 0x200
	s_add_co_i32 s8, s4, 0x400
	s_add_co_i32 s9, s4, 0x600
	v_dual_mov_b32 v5, 0 :: v_dual_lshrrev_b32 v2, 1, v2
	s_add_co_i32 s10, s4, 0x800
	s_add_co_i32 s11, s4, 0xa00
	s_add_co_i32 s17, s4, 0xc00
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v7, v6 :: v_dual_add_nc_u32 v8, 1, v2
	v_mov_b64_e32 v[2:3], v[0:1]
	s_add_co_i32 s18, s4, 0xe00
	s_mov_b32 s6, s4
	v_and_b32_e32 v9, 0x7ffffff8, v8
	s_mov_b32 s12, s7
	s_mov_b32 s13, s8
	s_mov_b32 s14, s9
	s_mov_b32 s15, s10
	s_mov_b32 s16, s11
	s_mov_b32 s19, s17
	s_mov_b32 s21, s18
	s_mov_b32 s20, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v10, s6, v3 :: v_dual_add_nc_u32 v4, s4, v2
	v_dual_mov_b32 v25, v5 :: v_dual_mov_b32 v11, v5
	v_dual_mov_b32 v13, v5 :: v_dual_add_nc_u32 v12, s12, v3
	v_add_nc_u32_e32 v14, s13, v3
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[26:27], v[4:5], 2, s[2:3]
	v_add_nc_u32_e32 v4, s7, v2
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	s_clause 0x1
	global_load_b32 v1, v[26:27], off
	global_load_b32 v30, v[10:11], off
	v_lshl_add_u64 v[28:29], v[4:5], 2, s[2:3]
	v_dual_add_nc_u32 v4, s8, v2 :: v_dual_add_nc_u32 v9, -8, v9
	v_dual_mov_b32 v15, v5 :: v_dual_add_nc_u32 v16, s14, v3
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[2:3]
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[10:11], v[4:5], 2, s[2:3]
	v_add_nc_u32_e32 v4, s9, v2
	s_clause 0x1
	global_load_b32 v26, v[28:29], off
	global_load_b32 v27, v[12:13], off
	v_dual_mov_b32 v17, v5 :: v_dual_add_nc_u32 v18, s15, v3
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[2:3]
	v_add_nc_u32_e32 v4, s10, v2
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[2:3]
	s_clause 0x1
	global_load_b32 v28, v[10:11], off
	global_load_b32 v29, v[14:15], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[10:11], v[4:5], 2, s[2:3]
	v_dual_mov_b32 v19, v5 :: v_dual_add_nc_u32 v4, s11, v2
	v_add_nc_u32_e32 v20, s16, v3
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[2:3]
	s_clause 0x1
	global_load_b32 v14, v[12:13], off
	global_load_b32 v15, v[16:17], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[2:3]
	v_dual_mov_b32 v21, v5 :: v_dual_add_nc_u32 v4, s17, v2
	v_add_nc_u32_e32 v22, s19, v3
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[2:3]
	v_dual_mov_b32 v23, v5 :: v_dual_add_nc_u32 v24, s21, v3
	s_clause 0x1
	global_load_b32 v16, v[10:11], off
	global_load_b32 v17, v[18:19], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[10:11], v[4:5], 2, s[2:3]
	v_add_nc_u32_e32 v4, s18, v2
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[2:3]
	s_clause 0x1
	global_load_b32 v18, v[12:13], off
	global_load_b32 v19, v[20:21], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[12:13], v[4:5], 2, s[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[2:3]
	s_clause 0x3
	global_load_b32 v4, v[10:11], off
	global_load_b32 v20, v[22:23], off
	global_load_b32 v21, v[12:13], off
	global_load_b32 v31, v[24:25], off
	v_cmp_eq_u32_e32 vcc_lo, 0, v9
	v_add_nc_u32_e32 v3, 0x1000, v3
	v_add_nc_u32_e32 v2, 0x1000, v2
	s_wait_loadcnt 0xe
	ds_store_2addr_stride64_b32 v7, v1, v30 offset1:4
	s_wait_loadcnt 0xc
	ds_store_2addr_stride64_b32 v7, v26, v27 offset0:8 offset1:12
	s_wait_loadcnt 0xa
	ds_store_2addr_stride64_b32 v7, v28, v29 offset0:16 offset1:20
	s_wait_loadcnt 0x8
	ds_store_2addr_stride64_b32 v7, v14, v15 offset0:24 offset1:28
	s_wait_loadcnt 0x6
	ds_store_2addr_stride64_b32 v7, v16, v17 offset0:32 offset1:36
	s_wait_loadcnt 0x4
	ds_store_2addr_stride64_b32 v7, v18, v19 offset0:40 offset1:44
	s_wait_loadcnt 0x2
	ds_store_2addr_stride64_b32 v7, v4, v20 offset0:48 offset1:52
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v7, v21, v31 offset0:56 offset1:60
	v_add_nc_u32_e32 v7, 0x4000, v7
	s_or_b32 s20, vcc_lo, s20
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 exec_lo, exec_lo, s20
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s20
	v_and_b32_e32 v1, 7, v8
	s_mov_b32 s8, 0
	s_mov_b32 s7, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v1
	s_cbranch_execz .LBB0_6
; %bb.4:
	v_mov_b32_e32 v5, 0
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v8, s6, v3 :: v_dual_add_nc_u32 v4, s4, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v9, v5 :: v_dual_add_nc_u32 v1, -1, v1
	v_add_nc_u32_e32 v3, 0x200, v3
	v_add_nc_u32_e32 v2, 0x200, v2
	v_lshl_add_u64 v[10:11], v[4:5], 2, s[2:3]
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[2:3]
	v_cmp_eq_u32_e32 vcc_lo, 0, v1
	s_clause 0x1
	global_load_b32 v4, v[10:11], off
	global_load_b32 v12, v[8:9], off
	s_or_b32 s8, vcc_lo, s8
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v7, v4, v12 offset1:4
	v_add_nc_u32_e32 v7, 0x800, v7
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_5
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s7
	v_cmp_ne_u32_e64 s6, 0x50, 0x50
	v_lshl_or_b32 v1, 0x50, 8, v0
	s_or_not1_b32 s6, s6, exec_lo
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s5
	s_and_saveexec_b32 s5, s6
	s_cbranch_execz .LBB0_10
; %bb.8:
	v_lshlrev_b32_e32 v2, 2, v1
	s_mov_b32 s6, 0
.LBB0_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v4, 0x100, v1
	v_add_nc_u32_e32 v3, s4, v1
	v_cmp_lt_u32_e32 vcc_lo, 0x4eff, v1
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v1, v4
	s_wait_kmcnt 0x0
	global_load_b32 v3, v3, s[2:3] scale_offset
	s_or_b32 s6, vcc_lo, s6
	s_wait_loadcnt 0x0
	ds_store_b32 v2, v3
	v_add_nc_u32_e32 v2, 0x400, v2
	s_and_not1_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB0_9
.LBB0_10:
	s_or_b32 exec_lo, exec_lo, s5
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_mov_b32_e32 v1, 0
	s_wait_kmcnt 0x0
	s_mov_b32 s3, 0
	s_mov_b32 s2, exec_lo
	s_barrier_wait -1
	v_cmpx_ne_u32_e64 0, 0
	s_cbranch_execz .LBB0_14
; %bb.11:
	v_xor_b32_e32 v2, 0x13ffc, v6
	v_dual_mov_b32 v3, 0 :: v_dual_mov_b32 v1, 0
.LBB0_12:                               ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v4, v2
	v_add_nc_u32_e32 v3, 0xffffff00, v3
	v_add_nc_u32_e32 v2, 0xfffffc00, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_eq_u32_e32 vcc_lo, 0, v3
	s_or_b32 s3, vcc_lo, s3
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v1, v4
	s_and_not1_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_12
; %bb.13:
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_14:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_3) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s2
	v_lshlrev_b32_e32 v3, 2, v0
	v_or_b32_e32 v2, 0xfffff800, v0
	s_mov_b32 s2, 0
	v_sub_nc_u32_e32 v3, 0x123fc, v3
.LBB0_15:                               ; =>This Inner Loop Header: Depth=1
	ds_load_2addr_stride64_b32 v[4:5], v3 offset0:24 offset1:28
	ds_load_2addr_stride64_b32 v[6:7], v3 offset0:16 offset1:20
	ds_load_2addr_stride64_b32 v[8:9], v3 offset0:8 offset1:12
	v_add_nc_u32_e32 v2, 0x800, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x47ff, v2
	s_or_b32 s2, vcc_lo, s2
	s_wait_dscnt 0x2
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v1, v1, v4
	ds_load_2addr_stride64_b32 v[4:5], v3 offset1:4
	v_add_nc_u32_e32 v3, 0xffffe000, v3
	s_wait_dscnt 0x2
	v_add_f32_e32 v1, v1, v7
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v6
	s_wait_dscnt 0x1
	v_add_f32_e32 v1, v1, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v8
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v1, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v1, v1, v4
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB0_15
; %bb.16:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_or_b32 v0, ttmp9, 8, v0
	global_store_b32 v0, v1, s[0:1] scale_offset
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 113
		.amdhsa_next_free_sgpr 22
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 12
		.amdhsa_round_robin_scheduling 0
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
	.set lds_81920.num_vgpr, 32
	.set lds_81920.num_agpr, 0
	.set lds_81920.numbered_sgpr, 22
	.set lds_81920.num_named_barrier, 0
	.set lds_81920.private_seg_size, 0
	.set lds_81920.uses_vcc, 1
	.set lds_81920.uses_flat_scratch, 0
	.set lds_81920.has_dyn_sized_stack, 0
	.set lds_81920.has_recursion, 0
	.set lds_81920.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1440
; TotalNumSgprs: 24
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 81920 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 7
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 113
; NamedBarCnt: 0
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_81920 ; -- Begin function __clang_ocl_kern_imp_lds_81920
	.globl	__clang_ocl_kern_imp_lds_81920
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_81920,@function
__clang_ocl_kern_imp_lds_81920:         ; @__clang_ocl_kern_imp_lds_81920
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	s_mul_i32 s0, ttmp9, 0x5000
	s_mov_b32 s2, -1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_or_b32_e32 v5, s0, v4
	v_cmp_gt_u32_e32 vcc_lo, 0xffffb100, v5
	v_mov_b32_e32 v5, v4
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB1_7
; %bb.1:
	v_add_nc_u32_e64 v6, 0x50, -2
	v_add_nc_u32_e32 v5, 0x100, v4
	s_add_co_i32 s3, s0, 0x200
	s_add_co_i32 s4, s0, 0x400
	s_add_co_i32 s5, s0, 0x600
	v_dual_mov_b32 v9, 0 :: v_dual_lshrrev_b32 v6, 1, v6
	s_add_co_i32 s6, s0, 0x800
	s_add_co_i32 s7, s0, 0xa00
	s_add_co_i32 s13, s0, 0xc00
	s_delay_alu instid0(VALU_DEP_1)
	v_add_nc_u32_e32 v10, 1, v6
	v_mov_b64_e32 v[6:7], v[4:5]
	s_add_co_i32 s14, s0, 0xe00
	s_mov_b32 s2, s0
	s_mov_b32 s8, s3
	v_and_b32_e32 v11, 0x7ffffff8, v10
	s_mov_b32 s9, s4
	s_mov_b32 s10, s5
	s_mov_b32 s11, s6
	s_mov_b32 s12, s7
	s_mov_b32 s15, s13
	s_mov_b32 s17, s14
	s_mov_b32 s16, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v12, s2, v7 :: v_dual_add_nc_u32 v8, s0, v6
	v_dual_mov_b32 v27, v9 :: v_dual_mov_b32 v13, v9
	v_dual_mov_b32 v15, v9 :: v_dual_add_nc_u32 v14, s8, v7
	v_add_nc_u32_e32 v16, s9, v7
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[28:29], v[8:9], 2, v[2:3]
	v_add_nc_u32_e32 v8, s3, v6
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	s_clause 0x1
	global_load_b32 v32, v[28:29], off
	global_load_b32 v33, v[12:13], off
	v_lshl_add_u64 v[30:31], v[8:9], 2, v[2:3]
	v_dual_add_nc_u32 v8, s4, v6 :: v_dual_add_nc_u32 v11, -8, v11
	v_dual_mov_b32 v17, v9 :: v_dual_add_nc_u32 v18, s10, v7
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	s_wait_xcnt 0x0
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[12:13], v[8:9], 2, v[2:3]
	v_add_nc_u32_e32 v8, s5, v6
	s_clause 0x1
	global_load_b32 v28, v[30:31], off
	global_load_b32 v29, v[14:15], off
	v_dual_mov_b32 v19, v9 :: v_dual_add_nc_u32 v20, s11, v7
	s_wait_xcnt 0x0
	v_lshl_add_u64 v[14:15], v[8:9], 2, v[2:3]
	v_add_nc_u32_e32 v8, s6, v6
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	s_clause 0x1
	global_load_b32 v30, v[12:13], off
	global_load_b32 v31, v[16:17], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[12:13], v[8:9], 2, v[2:3]
	v_dual_mov_b32 v21, v9 :: v_dual_add_nc_u32 v8, s7, v6
	v_add_nc_u32_e32 v22, s12, v7
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	s_clause 0x1
	global_load_b32 v16, v[14:15], off
	global_load_b32 v17, v[18:19], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[14:15], v[8:9], 2, v[2:3]
	v_dual_mov_b32 v23, v9 :: v_dual_add_nc_u32 v8, s13, v6
	v_add_nc_u32_e32 v24, s15, v7
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_dual_mov_b32 v25, v9 :: v_dual_add_nc_u32 v26, s17, v7
	s_clause 0x1
	global_load_b32 v18, v[12:13], off
	global_load_b32 v19, v[20:21], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[12:13], v[8:9], 2, v[2:3]
	v_add_nc_u32_e32 v8, s14, v6
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[2:3]
	s_clause 0x1
	global_load_b32 v20, v[14:15], off
	global_load_b32 v21, v[22:23], off
	s_wait_xcnt 0x1
	v_lshl_add_u64 v[14:15], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[2:3]
	s_clause 0x3
	global_load_b32 v8, v[12:13], off
	global_load_b32 v22, v[24:25], off
	global_load_b32 v23, v[14:15], off
	global_load_b32 v34, v[26:27], off
	v_cmp_eq_u32_e32 vcc_lo, 0, v11
	v_add_nc_u32_e32 v7, 0x1000, v7
	v_add_nc_u32_e32 v6, 0x1000, v6
	s_wait_loadcnt 0xe
	ds_store_2addr_stride64_b32 v5, v32, v33 offset1:4
	s_wait_loadcnt 0xc
	ds_store_2addr_stride64_b32 v5, v28, v29 offset0:8 offset1:12
	s_wait_loadcnt 0xa
	ds_store_2addr_stride64_b32 v5, v30, v31 offset0:16 offset1:20
	s_wait_loadcnt 0x8
	ds_store_2addr_stride64_b32 v5, v16, v17 offset0:24 offset1:28
	s_wait_loadcnt 0x6
	ds_store_2addr_stride64_b32 v5, v18, v19 offset0:32 offset1:36
	s_wait_loadcnt 0x4
	ds_store_2addr_stride64_b32 v5, v20, v21 offset0:40 offset1:44
	s_wait_loadcnt 0x2
	ds_store_2addr_stride64_b32 v5, v8, v22 offset0:48 offset1:52
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v5, v23, v34 offset0:56 offset1:60
	v_add_nc_u32_e32 v5, 0x4000, v5
	s_or_b32 s16, vcc_lo, s16
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s16
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s16
	v_and_b32_e32 v10, 7, v10
	s_mov_b32 s4, 0
	s_mov_b32 s3, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_ne_u32_e32 0, v10
	s_cbranch_execz .LBB1_6
; %bb.4:
	v_mov_b32_e32 v9, 0
.LBB1_5:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v12, s2, v7 :: v_dual_add_nc_u32 v8, s0, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v13, v9 :: v_dual_add_nc_u32 v10, -1, v10
	v_add_nc_u32_e32 v7, 0x200, v7
	v_add_nc_u32_e32 v6, 0x200, v6
	v_lshl_add_u64 v[14:15], v[8:9], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_4)
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	v_cmp_eq_u32_e32 vcc_lo, 0, v10
	s_clause 0x1
	global_load_b32 v8, v[14:15], off
	global_load_b32 v11, v[12:13], off
	s_or_b32 s4, vcc_lo, s4
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v5, v8, v11 offset1:4
	v_add_nc_u32_e32 v5, 0x800, v5
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB1_5
.LBB1_6:
	s_or_b32 exec_lo, exec_lo, s3
	v_cmp_ne_u32_e64 s2, 0x50, 0x50
	v_lshl_add_u32 v5, 0x50, 8, v4
	s_or_not1_b32 s2, s2, exec_lo
.LBB1_7:
	s_or_b32 exec_lo, exec_lo, s1
	s_and_saveexec_b32 s1, s2
	s_cbranch_execz .LBB1_10
; %bb.8:
	v_mov_b32_e32 v7, 0
	s_mov_b32 s2, 0
	s_trap 2
                                        ; implicit-def: $vgpr8
.LBB1_9:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v9, 0x100, v5
	v_add_nc_u32_e32 v6, s0, v5
	v_cmp_lt_u32_e32 vcc_lo, 0x4eff, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v5, v9
	v_lshl_add_u64 v[10:11], v[6:7], 2, v[2:3]
	s_or_b32 s2, vcc_lo, s2
	global_load_b32 v6, v[10:11], off
	s_wait_loadcnt 0x0
	ds_store_b32 v8, v6
	v_add_nc_u32_e32 v8, 0x400, v8
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB1_9
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v2, 0 :: v_dual_mov_b32 v3, v4
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	s_barrier_wait -1
	v_cmpx_ne_u32_e64 0, 0
	s_cbranch_execz .LBB1_14
; %bb.11:
	v_dual_mov_b32 v5, 0 :: v_dual_add_nc_u32 v3, 0, v4
	v_mov_b32_e32 v2, 0
	s_trap 2
                                        ; implicit-def: $vgpr6
.LBB1_12:                               ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v7, v6
	v_add_nc_u32_e32 v5, 0xffffff00, v5
	v_add_nc_u32_e32 v6, 0xfffffc00, v6
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, 0, v5
	s_or_b32 s1, vcc_lo, s1
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_12
; %bb.13:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v3, 0xfffff800, v3
	s_mov_b32 s0, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB1_15:                               ; =>This Inner Loop Header: Depth=1
	ds_load_2addr_stride64_b32 v[6:7], v5 offset0:24 offset1:28
	ds_load_2addr_stride64_b32 v[8:9], v5 offset0:16 offset1:20
	ds_load_2addr_stride64_b32 v[10:11], v5 offset0:8 offset1:12
	v_add_nc_u32_e32 v3, 0x800, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x47ff, v3
	s_or_b32 s0, vcc_lo, s0
	s_wait_dscnt 0x2
	v_add_f32_e32 v2, v2, v7
	v_add_f32_e32 v2, v2, v6
	ds_load_2addr_stride64_b32 v[6:7], v5 offset1:4
	v_add_nc_u32_e32 v5, 0xffffe000, v5
	s_wait_dscnt 0x2
	v_add_f32_e32 v2, v2, v9
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v8
	s_wait_dscnt 0x1
	v_add_f32_e32 v2, v2, v11
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v10
	s_wait_dscnt 0x0
	v_add_f32_e32 v2, v2, v7
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v2, v2, v6
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB1_15
; %bb.16:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v4, ttmp9, 8, v4
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_81920, .Lfunc_end1-__clang_ocl_kern_imp_lds_81920
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_81920.num_vgpr, 35
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
; codeLenInByte = 1452
; TotalNumSgprs: 34
; NumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_131072              ; -- Begin function lds_131072
	.globl	lds_131072
	.p2align	8
	.type	lds_131072,@function
lds_131072:                             ; @lds_131072
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b128 s[0:3], s[0:1], 0x0
	v_or_b32_e32 v1, 0x100, v0
	v_lshlrev_b32_e32 v4, 2, v0
	s_lshl_b32 s4, ttmp9, 15
	s_mov_b32 s6, 64
	s_or_b32 s7, s4, 0x200
	v_mov_b64_e32 v[2:3], v[0:1]
	v_mov_b32_e32 v5, v4
	s_or_b32 s9, s4, 0x400
	s_or_b32 s10, s4, 0x600
	s_or_b32 s13, s4, 0x800
	s_or_b32 s14, s4, 0xa00
	s_or_b32 s17, s4, 0xc00
	s_or_b32 s18, s4, 0xe00
	s_mov_b32 s5, s4
	s_mov_b32 s8, s7
	s_mov_b32 s11, s9
	s_mov_b32 s12, s10
	s_mov_b32 s15, s13
	s_mov_b32 s16, s14
	s_mov_b32 s19, s17
	s_mov_b32 s20, s18
	s_mov_b32 s21, 0
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v6, s5, v3 :: v_dual_add_nc_u32 v8, s4, v2
	v_dual_mov_b32 v9, s21 :: v_dual_mov_b32 v7, s21
	v_dual_add_nc_u32 v10, s8, v3 :: v_dual_add_nc_u32 v12, s7, v2
	v_dual_mov_b32 v13, s21 :: v_dual_mov_b32 v11, s21
	v_dual_add_nc_u32 v14, s11, v3 :: v_dual_add_nc_u32 v16, s9, v2
	v_dual_mov_b32 v17, s21 :: v_dual_mov_b32 v15, s21
	v_dual_add_nc_u32 v18, s12, v3 :: v_dual_add_nc_u32 v20, s10, v2
	v_dual_mov_b32 v21, s21 :: v_dual_mov_b32 v19, s21
	v_dual_add_nc_u32 v22, s15, v3 :: v_dual_add_nc_u32 v24, s13, v2
	v_dual_mov_b32 v25, s21 :: v_dual_mov_b32 v23, s21
	v_dual_add_nc_u32 v26, s16, v3 :: v_dual_add_nc_u32 v28, s14, v2
	v_dual_mov_b32 v29, s21 :: v_dual_mov_b32 v27, s21
	v_dual_add_nc_u32 v30, s19, v3 :: v_dual_add_nc_u32 v32, s17, v2
	v_dual_mov_b32 v33, s21 :: v_dual_mov_b32 v31, s21
	v_dual_add_nc_u32 v34, s20, v3 :: v_dual_add_nc_u32 v36, s18, v2
	v_dual_mov_b32 v37, s21 :: v_dual_mov_b32 v35, s21
	s_wait_kmcnt 0x0
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 2, s[2:3]
	v_lshl_add_u64 v[10:11], v[10:11], 2, s[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 2, s[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 2, s[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 2, s[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 2, s[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 2, s[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, s[2:3]
	v_lshl_add_u64 v[28:29], v[28:29], 2, s[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, s[2:3]
	v_lshl_add_u64 v[32:33], v[32:33], 2, s[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 2, s[2:3]
	v_lshl_add_u64 v[36:37], v[36:37], 2, s[2:3]
	v_lshl_add_u64 v[34:35], v[34:35], 2, s[2:3]
	s_clause 0xf
	global_load_b32 v1, v[8:9], off
	global_load_b32 v38, v[6:7], off
	global_load_b32 v39, v[12:13], off
	global_load_b32 v40, v[10:11], off
	global_load_b32 v41, v[16:17], off
	global_load_b32 v42, v[14:15], off
	global_load_b32 v43, v[20:21], off
	global_load_b32 v44, v[18:19], off
	global_load_b32 v45, v[24:25], off
	global_load_b32 v46, v[22:23], off
	global_load_b32 v47, v[28:29], off
	global_load_b32 v48, v[26:27], off
	global_load_b32 v49, v[32:33], off
	global_load_b32 v50, v[30:31], off
	global_load_b32 v51, v[36:37], off
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	global_load_b32 v6, v[34:35], off
	v_add_nc_u32_e32 v3, 0x1000, v3
	v_add_nc_u32_e32 v2, 0x1000, v2
	s_add_co_i32 s6, s6, -8
	s_wait_loadcnt 0xe
	ds_store_2addr_stride64_b32 v5, v1, v38 offset1:4
	s_wait_loadcnt 0xc
	ds_store_2addr_stride64_b32 v5, v39, v40 offset0:8 offset1:12
	s_wait_loadcnt 0xa
	ds_store_2addr_stride64_b32 v5, v41, v42 offset0:16 offset1:20
	s_wait_loadcnt 0x8
	ds_store_2addr_stride64_b32 v5, v43, v44 offset0:24 offset1:28
	s_wait_loadcnt 0x6
	ds_store_2addr_stride64_b32 v5, v45, v46 offset0:32 offset1:36
	s_wait_loadcnt 0x4
	ds_store_2addr_stride64_b32 v5, v47, v48 offset0:40 offset1:44
	s_wait_loadcnt 0x2
	ds_store_2addr_stride64_b32 v5, v49, v50 offset0:48 offset1:52
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v5, v51, v6 offset0:56 offset1:60
	v_add_nc_u32_e32 v5, 0x4000, v5
	s_cmp_lg_u32 s6, 0
	s_cbranch_scc1 .LBB2_1
; %bb.2:
	s_mov_b32 s6, 0
	s_cmp_eq_u32 0, 0
	s_mov_b32 s7, 0
	s_cbranch_scc1 .LBB2_4
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v6, s5, v3 :: v_dual_add_nc_u32 v8, s4, v2
	v_dual_mov_b32 v9, s7 :: v_dual_mov_b32 v7, s7
	v_add_nc_u32_e32 v3, 0x200, v3
	v_add_nc_u32_e32 v2, 0x200, v2
	s_add_co_i32 s6, s6, -1
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[8:9], v[8:9], 2, s[2:3]
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[2:3]
	s_cmp_lg_u32 s6, 0
	s_clause 0x1
	global_load_b32 v1, v[8:9], off
	global_load_b32 v10, v[6:7], off
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v5, v1, v10 offset1:4
	v_add_nc_u32_e32 v5, 0x800, v5
	s_cbranch_scc1 .LBB2_3
.LBB2_4:
	s_mov_b32 vcc_lo, exec_lo
	s_cbranch_vccnz .LBB2_8
; %bb.5:
	v_lshl_or_b32 v1, 0x80, 8, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_3)
	v_dual_mov_b32 v3, 0 :: v_dual_add_nc_u32 v2, s4, v1
	s_mov_b32 s4, 0x3f800
	v_add_nc_u32_e32 v1, 0xffffff00, v1
	v_and_or_b32 v5, 0x20000, s4, v4
	v_lshl_add_u64 v[2:3], v[2:3], 2, s[2:3]
	s_mov_b32 s2, 0
.LBB2_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v6, v[2:3], off
	v_add_nc_u32_e32 v1, 0x100, v1
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[2:3], 0x400, v[2:3]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x7eff, v1
	s_or_b32 s2, vcc_lo, s2
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v6
	v_add_nc_u32_e32 v5, 0x400, v5
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB2_6
; %bb.7:
	s_or_b32 exec_lo, exec_lo, s2
.LBB2_8:
	s_wait_dscnt 0x0
	s_barrier_signal -1
	v_or_b32_e32 v2, 0xffffff00, v0
	v_sub_nc_u32_e32 v3, 0x1fffc, v4
	v_mov_b32_e32 v1, 0
	s_mov_b32 s2, 0
	s_barrier_wait -1
.LBB2_9:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v4, v3
	v_add_nc_u32_e32 v2, 0x100, v2
	v_add_nc_u32_e32 v3, 0xfffffc00, v3
	s_wait_dscnt 0x0
	v_add_f32_e32 v1, v1, v4
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x7eff, v2
	s_or_b32 s2, vcc_lo, s2
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB2_9
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_or_b32 v0, ttmp9, 8, v0
	global_store_b32 v0, v1, s[0:1] scale_offset
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 193
		.amdhsa_next_free_sgpr 22
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 10
		.amdhsa_round_robin_scheduling 0
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
	.set lds_131072.numbered_sgpr, 22
	.set lds_131072.num_named_barrier, 0
	.set lds_131072.private_seg_size, 0
	.set lds_131072.uses_vcc, 1
	.set lds_131072.uses_flat_scratch, 0
	.set lds_131072.has_dyn_sized_stack, 0
	.set lds_131072.has_recursion, 0
	.set lds_131072.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1196
; TotalNumSgprs: 24
; NumVgprs: 52
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 131072 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 12
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 193
; NamedBarCnt: 0
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_131072 ; -- Begin function __clang_ocl_kern_imp_lds_131072
	.globl	__clang_ocl_kern_imp_lds_131072
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_131072,@function
__clang_ocl_kern_imp_lds_131072:        ; @__clang_ocl_kern_imp_lds_131072
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v4, 0x3ff, v31
	s_lshl_b32 s0, ttmp9, 15
	s_mov_b32 s2, 64
	s_or_b32 s3, s0, 0x200
	s_or_b32 s5, s0, 0x400
	v_or_b32_e32 v5, 0x100, v4
	s_or_b32 s6, s0, 0x600
	s_or_b32 s9, s0, 0x800
	s_or_b32 s10, s0, 0xa00
	s_or_b32 s13, s0, 0xc00
	v_mov_b64_e32 v[6:7], v[4:5]
	s_or_b32 s14, s0, 0xe00
	s_mov_b32 s1, s0
	s_mov_b32 s4, s3
	s_mov_b32 s7, s5
	s_mov_b32 s8, s6
	s_mov_b32 s11, s9
	s_mov_b32 s12, s10
	s_mov_b32 s15, s13
	s_mov_b32 s16, s14
	s_mov_b32 s17, 0
	s_trap 2
                                        ; implicit-def: $vgpr5
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_dual_add_nc_u32 v8, s1, v7 :: v_dual_add_nc_u32 v10, s0, v6
	v_dual_mov_b32 v11, s17 :: v_dual_mov_b32 v9, s17
	s_wait_xcnt 0xc
	v_dual_add_nc_u32 v12, s4, v7 :: v_dual_add_nc_u32 v14, s3, v6
	v_dual_mov_b32 v15, s17 :: v_dual_mov_b32 v13, s17
	s_wait_xcnt 0xa
	v_dual_add_nc_u32 v16, s7, v7 :: v_dual_add_nc_u32 v18, s5, v6
	v_dual_mov_b32 v19, s17 :: v_dual_mov_b32 v17, s17
	s_wait_xcnt 0x8
	v_dual_add_nc_u32 v20, s8, v7 :: v_dual_add_nc_u32 v22, s6, v6
	v_dual_mov_b32 v23, s17 :: v_dual_mov_b32 v21, s17
	s_wait_xcnt 0x6
	v_dual_add_nc_u32 v24, s11, v7 :: v_dual_add_nc_u32 v26, s9, v6
	v_dual_mov_b32 v27, s17 :: v_dual_mov_b32 v25, s17
	s_wait_xcnt 0x4
	v_dual_add_nc_u32 v28, s12, v7 :: v_dual_add_nc_u32 v30, s10, v6
	v_dual_mov_b32 v31, s17 :: v_dual_mov_b32 v29, s17
	s_wait_xcnt 0x2
	v_dual_add_nc_u32 v32, s15, v7 :: v_dual_add_nc_u32 v34, s13, v6
	v_dual_mov_b32 v35, s17 :: v_dual_mov_b32 v33, s17
	s_wait_xcnt 0x0
	v_dual_add_nc_u32 v36, s16, v7 :: v_dual_add_nc_u32 v38, s14, v6
	v_dual_mov_b32 v39, s17 :: v_dual_mov_b32 v37, s17
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[2:3]
	v_lshl_add_u64 v[14:15], v[14:15], 2, v[2:3]
	v_lshl_add_u64 v[12:13], v[12:13], 2, v[2:3]
	v_lshl_add_u64 v[18:19], v[18:19], 2, v[2:3]
	v_lshl_add_u64 v[16:17], v[16:17], 2, v[2:3]
	v_lshl_add_u64 v[22:23], v[22:23], 2, v[2:3]
	v_lshl_add_u64 v[20:21], v[20:21], 2, v[2:3]
	v_lshl_add_u64 v[26:27], v[26:27], 2, v[2:3]
	v_lshl_add_u64 v[24:25], v[24:25], 2, v[2:3]
	v_lshl_add_u64 v[30:31], v[30:31], 2, v[2:3]
	v_lshl_add_u64 v[28:29], v[28:29], 2, v[2:3]
	v_lshl_add_u64 v[34:35], v[34:35], 2, v[2:3]
	v_lshl_add_u64 v[32:33], v[32:33], 2, v[2:3]
	v_lshl_add_u64 v[38:39], v[38:39], 2, v[2:3]
	v_lshl_add_u64 v[36:37], v[36:37], 2, v[2:3]
	s_clause 0xf
	global_load_b32 v48, v[10:11], off
	global_load_b32 v49, v[8:9], off
	global_load_b32 v50, v[14:15], off
	global_load_b32 v51, v[12:13], off
	global_load_b32 v52, v[18:19], off
	global_load_b32 v53, v[16:17], off
	global_load_b32 v54, v[22:23], off
	global_load_b32 v55, v[20:21], off
	global_load_b32 v64, v[26:27], off
	global_load_b32 v65, v[24:25], off
	global_load_b32 v66, v[30:31], off
	global_load_b32 v67, v[28:29], off
	global_load_b32 v68, v[34:35], off
	global_load_b32 v69, v[32:33], off
	global_load_b32 v70, v[38:39], off
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	; meta instruction
	global_load_b32 v8, v[36:37], off
	v_add_nc_u32_e32 v7, 0x1000, v7
	v_add_nc_u32_e32 v6, 0x1000, v6
	s_add_co_i32 s2, s2, -8
	s_wait_loadcnt 0xe
	ds_store_2addr_stride64_b32 v5, v48, v49 offset1:4
	s_wait_loadcnt 0xc
	ds_store_2addr_stride64_b32 v5, v50, v51 offset0:8 offset1:12
	s_wait_loadcnt 0xa
	ds_store_2addr_stride64_b32 v5, v52, v53 offset0:16 offset1:20
	s_wait_loadcnt 0x8
	ds_store_2addr_stride64_b32 v5, v54, v55 offset0:24 offset1:28
	s_wait_loadcnt 0x6
	ds_store_2addr_stride64_b32 v5, v64, v65 offset0:32 offset1:36
	s_wait_loadcnt 0x4
	ds_store_2addr_stride64_b32 v5, v66, v67 offset0:40 offset1:44
	s_wait_loadcnt 0x2
	ds_store_2addr_stride64_b32 v5, v68, v69 offset0:48 offset1:52
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v5, v70, v8 offset0:56 offset1:60
	v_add_nc_u32_e32 v5, 0x4000, v5
	s_cmp_lg_u32 s2, 0
	s_cbranch_scc1 .LBB3_1
; %bb.2:
	s_mov_b32 s2, 0
	s_cmp_eq_u32 0, 0
	s_mov_b32 s3, 0
	s_cbranch_scc1 .LBB3_4
.LBB3_3:                                ; =>This Inner Loop Header: Depth=1
	s_wait_xcnt 0x0
	v_dual_add_nc_u32 v8, s1, v7 :: v_dual_add_nc_u32 v10, s0, v6
	v_dual_mov_b32 v11, s3 :: v_dual_mov_b32 v9, s3
	v_add_nc_u32_e32 v7, 0x200, v7
	v_add_nc_u32_e32 v6, 0x200, v6
	s_add_co_i32 s2, s2, -1
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_lshl_add_u64 v[8:9], v[8:9], 2, v[2:3]
	s_cmp_lg_u32 s2, 0
	s_clause 0x1
	global_load_b32 v12, v[10:11], off
	global_load_b32 v13, v[8:9], off
	s_wait_loadcnt 0x0
	ds_store_2addr_stride64_b32 v5, v12, v13 offset1:4
	v_add_nc_u32_e32 v5, 0x800, v5
	s_cbranch_scc1 .LBB3_3
.LBB3_4:
	s_mov_b32 vcc_lo, exec_lo
	s_cbranch_vccnz .LBB3_8
; %bb.5:
	v_lshl_add_u32 v5, 0x80, 8, v4
	s_trap 2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_2)
	v_dual_mov_b32 v7, 0 :: v_dual_add_nc_u32 v6, s0, v5
	v_add_nc_u32_e32 v5, 0xffffff00, v5
	s_mov_b32 s0, 0
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[2:3]
                                        ; implicit-def: $vgpr6
.LBB3_6:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v7, v[2:3], off
	v_add_nc_u32_e32 v5, 0x100, v5
	s_wait_xcnt 0x0
	v_add_nc_u64_e32 v[2:3], 0x400, v[2:3]
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x7eff, v5
	s_or_b32 s0, vcc_lo, s0
	s_wait_loadcnt 0x0
	ds_store_b32 v6, v7
	v_add_nc_u32_e32 v6, 0x400, v6
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB3_6
; %bb.7:
	s_or_b32 exec_lo, exec_lo, s0
.LBB3_8:
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	v_dual_mov_b32 v2, 0 :: v_dual_add_nc_u32 v3, 0xffffff00, v4
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr5
	s_barrier_wait -1
	s_trap 2
.LBB3_9:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v6, v5
	v_add_nc_u32_e32 v3, 0x100, v3
	s_wait_dscnt 0x0
	v_dual_add_f32 v2, v2, v6 :: v_dual_add_nc_u32 v5, 0xfffffc00, v5
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x7eff, v3
	s_or_b32 s0, vcc_lo, s0
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB3_9
; %bb.10:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v4, ttmp9, 8, v4
	v_mov_b32_e32 v5, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[0:1], v[4:5], 2, v[0:1]
	global_store_b32 v[0:1], v2, off
	s_set_pc_i64 s[30:31]
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
; codeLenInByte = 1220
; TotalNumSgprs: 34
; NumVgprs: 71
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
  - .args:
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         lds_81920.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 32
  - .args:
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
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         lds_131072.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     52
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
