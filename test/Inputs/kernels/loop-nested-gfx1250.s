	.amdgcn_target "amdgcn-amd-amdhsa--gfx1250"
	.amdhsa_code_object_version 6
	.text
	.protected	loop_nested             ; -- Begin function loop_nested
	.globl	loop_nested
	.p2align	8
	.type	loop_nested,@function
loop_nested:                            ; @loop_nested
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_load_b96 s[8:10], s[0:1], 0x18
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_mov_b32 s2, exec_lo
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_gt_u32_e64 s8, v0
	s_cbranch_execz .LBB0_23
; %bb.1:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b64 s[2:3], s[0:1], 0x10
	s_cmp_eq_u32 s9, 0
	s_wait_xcnt 0x0
	s_mov_b32 s1, 0
	s_cbranch_scc1 .LBB0_21
; %bb.2:
	v_mul_lo_u32 v2, s9, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s11, 16
	s_mov_b32 s8, 0
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	v_cmp_lt_f32_e32 vcc_lo, s10, v1
	s_cmp_ge_u32 s11, s9
	s_cselect_b32 s0, -1, 0
	s_add_co_i32 s11, s11, 16
	s_or_b32 s0, vcc_lo, s0
	s_and_b32 s0, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s8, s0, s8
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB0_20
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	s_add_co_i32 s0, s11, -16
	s_wait_kmcnt 0x0
	s_load_b32 s12, s[2:3], s0 offset:0x0 scale_offset
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v3, s11, v2
	v_add_nc_u32_e32 v4, -16, v3
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s12, v4
	s_add_co_i32 s12, s11, -15
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lt_u32 s12, s9
	s_cbranch_scc0 .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -15, v3
	s_lshl_b64 s[12:13], s[0:1], 2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_add_nc_u64 s[12:13], s[2:3], s[12:13]
	s_load_b32 s0, s[12:13], 0x4
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -14
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -14, v3
	s_load_b32 s0, s[12:13], 0x8
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -13
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -13, v3
	s_load_b32 s0, s[12:13], 0xc
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -12, v3
	s_load_b32 s0, s[12:13], 0x10
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -11
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -11, v3
	s_load_b32 s0, s[12:13], 0x14
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -10
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.10:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -10, v3
	s_load_b32 s0, s[12:13], 0x18
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -9
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.11:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -9, v3
	s_load_b32 s0, s[12:13], 0x1c
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -8
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.12:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -8, v3
	s_load_b32 s0, s[12:13], 0x20
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -7
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.13:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -7, v3
	s_load_b32 s0, s[12:13], 0x24
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -6
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.14:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -6, v3
	s_load_b32 s0, s[12:13], 0x28
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -5
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.15:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -5, v3
	s_load_b32 s0, s[12:13], 0x2c
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -4
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.16:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -4, v3
	s_load_b32 s0, s[12:13], 0x30
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.17:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -3, v3
	s_load_b32 s0, s[12:13], 0x34
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.18:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v4, -2, v3
	s_load_b32 s0, s[12:13], 0x38
	global_load_b32 v4, v4, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v4
	s_add_co_i32 s0, s11, -1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_ge_u32 s0, s9
	s_cbranch_scc1 .LBB0_3
; %bb.19:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v3, -1, v3
	s_load_b32 s0, s[12:13], 0x3c
	global_load_b32 v3, v3, s[6:7] scale_offset
	s_wait_loadcnt 0x0
	s_wait_kmcnt 0x0
	v_fmac_f32_e32 v1, s0, v3
	s_branch .LBB0_3
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s8
	s_branch .LBB0_22
.LBB0_21:
	v_mov_b32_e32 v1, 0
.LBB0_22:
	s_wait_kmcnt 0x0
	global_store_b32 v0, v1, s[4:5] scale_offset
.LBB0_23:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop_nested
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
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
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 14
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 9
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
	.size	loop_nested, .Lfunc_end0-loop_nested
                                        ; -- End function
	.set loop_nested.num_vgpr, 5
	.set loop_nested.num_agpr, 0
	.set loop_nested.numbered_sgpr, 14
	.set loop_nested.num_named_barrier, 0
	.set loop_nested.private_seg_size, 0
	.set loop_nested.uses_vcc, 1
	.set loop_nested.uses_flat_scratch, 0
	.set loop_nested.has_dyn_sized_stack, 0
	.set loop_nested.has_recursion, 0
	.set loop_nested.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1032
; TotalNumSgprs: 16
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 5
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_loop_nested ; -- Begin function __clang_ocl_kern_imp_loop_nested
	.globl	__clang_ocl_kern_imp_loop_nested
	.p2align	2
	.type	__clang_ocl_kern_imp_loop_nested,@function
__clang_ocl_kern_imp_loop_nested:       ; @__clang_ocl_kern_imp_loop_nested
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v9, 0x3ff, v31
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v10, ttmp9, 6, v9
	v_cmpx_lt_u32_e64 v10, v6
	s_cbranch_execz .LBB1_36
; %bb.1:
	v_mov_b32_e32 v6, 0
	s_mov_b32 s1, 0
	s_mov_b32 s3, exec_lo
	v_cmpx_ne_u32_e32 0, v7
	s_cbranch_execz .LBB1_35
; %bb.2:
	v_mul_lo_u32 v9, v7, v10
	v_dual_mov_b32 v13, 0 :: v_dual_mov_b32 v6, 0
	s_mov_b32 s5, 16
	s_mov_b32 s4, 0
	s_branch .LBB1_18
.LBB1_3:                                ;   in Loop: Header=BB1_18 Depth=1
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s19
.LBB1_4:                                ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s18
.LBB1_5:                                ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s17
.LBB1_6:                                ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s16
.LBB1_7:                                ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s15
.LBB1_8:                                ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s14
.LBB1_9:                                ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s13
.LBB1_10:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s12
.LBB1_11:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s11
.LBB1_12:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s10
.LBB1_13:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
.LBB1_14:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s8
.LBB1_15:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s7
.LBB1_16:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
.LBB1_17:                               ;   in Loop: Header=BB1_18 Depth=1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_cmp_gt_f32_e32 vcc_lo, v6, v8
	v_cmp_ge_u32_e64 s0, s5, v7
	s_add_co_i32 s5, s5, 16
	s_or_b32 s0, vcc_lo, s0
	s_and_b32 s0, exec_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_or_b32 s4, s0, s4
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execz .LBB1_34
.LBB1_18:                               ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_add_nc_u32_e32 v11, s5, v9
	s_add_co_i32 s0, s5, -16
	v_lshl_add_u64 v[14:15], s[0:1], 2, v[4:5]
	s_add_co_i32 s0, s5, -15
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_nc_u32_e32 v12, -16, v11
	v_cmp_lt_u32_e32 vcc_lo, s0, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_17
; %bb.19:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -15, v11
	s_add_co_i32 s6, s5, -14
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s6, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:4
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s6, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB1_16
; %bb.20:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -14, v11
	s_add_co_i32 s7, s5, -13
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s7, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:8
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s7, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB1_15
; %bb.21:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -13, v11
	s_add_co_i32 s8, s5, -12
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s8, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:12
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s8, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s8, exec_lo, s8
	s_cbranch_execz .LBB1_14
; %bb.22:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -12, v11
	s_add_co_i32 s9, s5, -11
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s9, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:16
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s9, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB1_13
; %bb.23:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -11, v11
	s_add_co_i32 s10, s5, -10
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s10, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:20
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s10, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execz .LBB1_12
; %bb.24:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -10, v11
	s_add_co_i32 s11, s5, -9
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s11, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:24
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s11, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s11, exec_lo, s11
	s_cbranch_execz .LBB1_11
; %bb.25:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -9, v11
	s_add_co_i32 s12, s5, -8
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s12, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:28
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s12, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s12, exec_lo, s12
	s_cbranch_execz .LBB1_10
; %bb.26:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -8, v11
	s_add_co_i32 s13, s5, -7
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s13, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:32
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s13, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s13, exec_lo, s13
	s_cbranch_execz .LBB1_9
; %bb.27:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -7, v11
	s_add_co_i32 s14, s5, -6
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s14, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:36
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s14, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s14, exec_lo, s14
	s_cbranch_execz .LBB1_8
; %bb.28:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -6, v11
	s_add_co_i32 s15, s5, -5
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s15, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:40
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s15, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s15, exec_lo, s15
	s_cbranch_execz .LBB1_7
; %bb.29:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -5, v11
	s_add_co_i32 s16, s5, -4
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s16, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:44
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s16, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s16, exec_lo, s16
	s_cbranch_execz .LBB1_6
; %bb.30:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -4, v11
	s_add_co_i32 s17, s5, -3
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s17, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:48
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s17, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s17, exec_lo, s17
	s_cbranch_execz .LBB1_5
; %bb.31:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -3, v11
	s_add_co_i32 s18, s5, -2
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s18, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:52
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s18, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s18, exec_lo, s18
	s_cbranch_execz .LBB1_4
; %bb.32:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -2, v11
	s_add_co_i32 s19, s5, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, s19, v7
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v12, v[14:15], off offset:56
	global_load_b32 v18, v[16:17], off
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v18, v12
	s_wait_xcnt 0x0
	s_and_saveexec_b32 s19, vcc_lo
	s_delay_alu instid0(SALU_CYCLE_1)
	s_xor_b32 s19, exec_lo, s19
	s_cbranch_execz .LBB1_3
; %bb.33:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v12, -1, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u64 v[16:17], v[12:13], 2, v[2:3]
	global_load_b32 v11, v[16:17], off
	global_load_b32 v12, v[14:15], off offset:60
	s_wait_loadcnt 0x0
	v_fmac_f32_e32 v6, v11, v12
	s_branch .LBB1_3
.LBB1_34:
	s_or_b32 exec_lo, exec_lo, s4
.LBB1_35:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[0:1], v[10:11], 2, v[0:1]
	global_store_b32 v[0:1], v6, off
.LBB1_36:
	s_wait_xcnt 0x0
	s_or_b32 exec_lo, exec_lo, s2
	s_set_pc_i64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_loop_nested, .Lfunc_end1-__clang_ocl_kern_imp_loop_nested
                                        ; -- End function
	.set __clang_ocl_kern_imp_loop_nested.num_vgpr, 32
	.set __clang_ocl_kern_imp_loop_nested.num_agpr, 0
	.set __clang_ocl_kern_imp_loop_nested.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_loop_nested.num_named_barrier, 0
	.set __clang_ocl_kern_imp_loop_nested.private_seg_size, 0
	.set __clang_ocl_kern_imp_loop_nested.uses_vcc, 1
	.set __clang_ocl_kern_imp_loop_nested.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_loop_nested.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_loop_nested.has_recursion, 0
	.set __clang_ocl_kern_imp_loop_nested.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1504
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	loop_uniform            ; -- Begin function loop_uniform
	.globl	loop_uniform
	.p2align	8
	.type	loop_uniform,@function
loop_uniform:                           ; @loop_uniform
; %bb.0:
	s_setreg_imm32_b32 hwreg(HW_REG_WAVE_MODE, 25, 1), 1
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	v_mov_b32_e32 v1, 0
	s_wait_xcnt 0x0
	s_mov_b32 s0, 0
	s_wait_kmcnt 0x0
	s_cmp_eq_u32 s2, 0
	s_cbranch_scc1 .LBB2_4
; %bb.1:
	v_lshl_add_u64 v[2:3], v[0:1], 2, s[6:7]
	global_load_b32 v3, v[2:3], off
	s_wait_xcnt 0x0
	v_mov_b32_e32 v2, 1.0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_cvt_f32_u32 s1, s0
	s_add_co_i32 s0, s0, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	s_cmp_lg_u32 s2, s0
	s_wait_loadcnt 0x0
	v_fma_f32 v2, v2, v3, s1
	s_cbranch_scc1 .LBB2_2
; %bb.3:
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_b32 v[0:1], v2, off
	s_endpgm
.LBB2_4:
	v_mov_b32_e32 v2, 1.0
	v_lshl_add_u64 v[0:1], v[0:1], 2, s[4:5]
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop_uniform
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 8
		.amdhsa_named_barrier_count 0
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
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
	.size	loop_uniform, .Lfunc_end2-loop_uniform
                                        ; -- End function
	.set loop_uniform.num_vgpr, 4
	.set loop_uniform.num_agpr, 0
	.set loop_uniform.numbered_sgpr, 8
	.set loop_uniform.num_named_barrier, 0
	.set loop_uniform.private_seg_size, 0
	.set loop_uniform.uses_vcc, 0
	.set loop_uniform.uses_flat_scratch, 0
	.set loop_uniform.has_dyn_sized_stack, 0
	.set loop_uniform.has_recursion, 0
	.set loop_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 8
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 4
; NamedBarCnt: 0
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_loop_uniform ; -- Begin function __clang_ocl_kern_imp_loop_uniform
	.globl	__clang_ocl_kern_imp_loop_uniform
	.p2align	2
	.type	__clang_ocl_kern_imp_loop_uniform,@function
__clang_ocl_kern_imp_loop_uniform:      ; @__clang_ocl_kern_imp_loop_uniform
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_kmcnt 0x0
	v_and_b32_e32 v5, 0x3ff, v31
	v_mov_b32_e32 v7, 0
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_2)
	v_lshl_add_u32 v6, ttmp9, 6, v5
	v_mov_b32_e32 v5, 1.0
	v_cmpx_ne_u32_e32 0, v4
	s_cbranch_execz .LBB3_4
; %bb.1:
	s_delay_alu instid0(VALU_DEP_3)
	v_lshl_add_u64 v[2:3], v[6:7], 2, v[2:3]
	v_mov_b32_e32 v5, 1.0
	s_mov_b32 s2, 0
	global_load_b32 v2, v[2:3], off
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_cvt_f32_u32 s3, s2
	s_add_co_i32 s2, s2, 1
	s_delay_alu instid0(SALU_CYCLE_1)
	v_cmp_eq_u32_e32 vcc_lo, s2, v4
	s_wait_loadcnt 0x0
	v_fma_f32 v5, v5, v2, s3
	s_or_b32 s1, vcc_lo, s1
	s_wait_xcnt 0x0
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
.LBB3_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_store_b32 v[0:1], v5, off
	s_set_pc_i64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_loop_uniform, .Lfunc_end3-__clang_ocl_kern_imp_loop_uniform
                                        ; -- End function
	.set __clang_ocl_kern_imp_loop_uniform.num_vgpr, 32
	.set __clang_ocl_kern_imp_loop_uniform.num_agpr, 0
	.set __clang_ocl_kern_imp_loop_uniform.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_loop_uniform.num_named_barrier, 0
	.set __clang_ocl_kern_imp_loop_uniform.private_seg_size, 0
	.set __clang_ocl_kern_imp_loop_uniform.uses_vcc, 1
	.set __clang_ocl_kern_imp_loop_uniform.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_loop_uniform.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_loop_uniform.has_recursion, 0
	.set __clang_ocl_kern_imp_loop_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 164
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
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
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 36
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           loop_nested
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         loop_nested.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
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
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           loop_uniform
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         loop_uniform.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1250
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
