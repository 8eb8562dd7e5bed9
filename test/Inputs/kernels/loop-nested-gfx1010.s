	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.protected	loop_nested             ; -- Begin function loop_nested
	.globl	loop_nested
	.p2align	8
	.type	loop_nested,@function
loop_nested:                            ; @loop_nested
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x18
	v_lshl_add_u32 v0, s6, 6, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s8, v0
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_23
; %bb.1:
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_cmp_eq_u32 s9, 0
	s_mov_b32 s5, 0
	s_cbranch_scc1 .LBB0_21
; %bb.2:
	v_mul_lo_u32 v4, s9, v0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	s_mov_b32 s11, 16
	s_mov_b32 s8, 0
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	v_cmp_lt_f32_e32 vcc_lo, s10, v3
	s_cmp_ge_u32 s11, s9
	s_cselect_b32 s4, -1, 0
	s_add_i32 s11, s11, 16
	s_or_b32 s4, vcc_lo, s4
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s8, s4, s8
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB0_20
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v5, s11, v4
	s_add_i32 s4, s11, -16
	s_lshl_b64 s[12:13], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	s_add_u32 s12, s6, s12
	v_add_nc_u32_e32 v1, -16, v5
	s_addc_u32 s13, s7, s13
	s_load_dword s4, s[12:13], 0x0
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -15
	s_cmp_lt_u32 s4, s9
	s_cbranch_scc0 .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -15, v5
	s_load_dword s4, s[12:13], 0x4
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -14
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -14, v5
	s_load_dword s4, s[12:13], 0x8
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -13
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -13, v5
	s_load_dword s4, s[12:13], 0xc
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -12
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -12, v5
	s_load_dword s4, s[12:13], 0x10
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -11
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -11, v5
	s_load_dword s4, s[12:13], 0x14
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -10
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.10:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -10, v5
	s_load_dword s4, s[12:13], 0x18
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -9
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.11:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -9, v5
	s_load_dword s4, s[12:13], 0x1c
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -8
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.12:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -8, v5
	s_load_dword s4, s[12:13], 0x20
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -7
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.13:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -7, v5
	s_load_dword s4, s[12:13], 0x24
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -6
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.14:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -6, v5
	s_load_dword s4, s[12:13], 0x28
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -5
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.15:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -5, v5
	s_load_dword s4, s[12:13], 0x2c
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -4
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.16:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -4, v5
	s_load_dword s4, s[12:13], 0x30
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -3
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.17:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -3, v5
	s_load_dword s4, s[12:13], 0x34
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -2
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.18:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -2, v5
	s_load_dword s4, s[12:13], 0x38
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e32 v7, vcc_lo, s3, v7, vcc_lo
	global_load_dword v1, v[6:7], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_add_i32 s4, s11, -1
	s_cmp_ge_u32 s4, s9
	s_cbranch_scc1 .LBB0_3
; %bb.19:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_nc_u32_e32 v1, -1, v5
	s_load_dword s4, s[12:13], 0x3c
	v_lshlrev_b64 v[5:6], 2, v[1:2]
	v_add_co_u32 v5, vcc_lo, s2, v5
	v_add_co_ci_u32_e32 v6, vcc_lo, s3, v6, vcc_lo
	global_load_dword v1, v[5:6], off
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v3, s4, v1
	s_branch .LBB0_3
.LBB0_20:
	s_or_b32 exec_lo, exec_lo, s8
	s_branch .LBB0_22
.LBB0_21:
	v_mov_b32_e32 v3, 0
.LBB0_22:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v3, off
.LBB0_23:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop_nested
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 36
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.set loop_nested.num_vgpr, 8
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
; codeLenInByte = 1240
; TotalNumSgprs: 16
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 8
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v9, 0x3ff, v31
	v_lshl_add_u32 v9, s12, 6, v9
	v_cmp_lt_u32_e32 vcc_lo, v9, v6
	s_and_saveexec_b32 s6, vcc_lo
	s_cbranch_execz .LBB1_36
; %bb.1:
	v_cmp_ne_u32_e32 vcc_lo, 0, v7
	v_mov_b32_e32 v6, 0
	s_mov_b32 s5, 0
	s_and_saveexec_b32 s7, vcc_lo
	s_cbranch_execz .LBB1_35
; %bb.2:
	v_mul_lo_u32 v14, v7, v9
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v6, 0
	s_mov_b32 s9, 16
	s_mov_b32 s8, 0
	s_branch .LBB1_18
.LBB1_3:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s23
.LBB1_4:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s22
.LBB1_5:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s21
.LBB1_6:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s20
.LBB1_7:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s19
.LBB1_8:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s18
.LBB1_9:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s17
.LBB1_10:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s16
.LBB1_11:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s15
.LBB1_12:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s14
.LBB1_13:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s13
.LBB1_14:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s12
.LBB1_15:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s11
.LBB1_16:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s10
.LBB1_17:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	v_cmp_gt_f32_e32 vcc_lo, v6, v8
	v_cmp_ge_u32_e64 s4, s9, v7
	s_add_i32 s9, s9, 16
	s_or_b32 s4, vcc_lo, s4
	s_and_b32 s4, exec_lo, s4
	s_or_b32 s8, s4, s8
	s_andn2_b32 exec_lo, exec_lo, s8
	s_cbranch_execz .LBB1_34
.LBB1_18:                               ; =>This Inner Loop Header: Depth=1
	v_add_nc_u32_e32 v15, s9, v14
	s_add_i32 s4, s9, -16
	s_lshl_b64 s[10:11], s[4:5], 2
	s_add_i32 s4, s9, -15
	v_add_nc_u32_e32 v10, -16, v15
	v_add_co_u32 v12, vcc_lo, v4, s10
	v_add_co_ci_u32_e32 v13, vcc_lo, s11, v5, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s4, v7
	global_load_dword v10, v[12:13], off
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB1_17
; %bb.19:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -15, v15
	s_add_i32 s10, s9, -14
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s10, v7
	global_load_dword v10, v[12:13], off offset:4
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s10, vcc_lo
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execz .LBB1_16
; %bb.20:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -14, v15
	s_add_i32 s11, s9, -13
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s11, v7
	global_load_dword v10, v[12:13], off offset:8
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s11, vcc_lo
	s_xor_b32 s11, exec_lo, s11
	s_cbranch_execz .LBB1_15
; %bb.21:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -13, v15
	s_add_i32 s12, s9, -12
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s12, v7
	global_load_dword v10, v[12:13], off offset:12
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s12, vcc_lo
	s_xor_b32 s12, exec_lo, s12
	s_cbranch_execz .LBB1_14
; %bb.22:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -12, v15
	s_add_i32 s13, s9, -11
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s13, v7
	global_load_dword v10, v[12:13], off offset:16
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s13, vcc_lo
	s_xor_b32 s13, exec_lo, s13
	s_cbranch_execz .LBB1_13
; %bb.23:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -11, v15
	s_add_i32 s14, s9, -10
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s14, v7
	global_load_dword v10, v[12:13], off offset:20
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s14, vcc_lo
	s_xor_b32 s14, exec_lo, s14
	s_cbranch_execz .LBB1_12
; %bb.24:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -10, v15
	s_add_i32 s15, s9, -9
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s15, v7
	global_load_dword v10, v[12:13], off offset:24
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s15, vcc_lo
	s_xor_b32 s15, exec_lo, s15
	s_cbranch_execz .LBB1_11
; %bb.25:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -9, v15
	s_add_i32 s16, s9, -8
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s16, v7
	global_load_dword v10, v[12:13], off offset:28
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s16, vcc_lo
	s_xor_b32 s16, exec_lo, s16
	s_cbranch_execz .LBB1_10
; %bb.26:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -8, v15
	s_add_i32 s17, s9, -7
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s17, v7
	global_load_dword v10, v[12:13], off offset:32
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s17, vcc_lo
	s_xor_b32 s17, exec_lo, s17
	s_cbranch_execz .LBB1_9
; %bb.27:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -7, v15
	s_add_i32 s18, s9, -6
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s18, v7
	global_load_dword v10, v[12:13], off offset:36
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s18, vcc_lo
	s_xor_b32 s18, exec_lo, s18
	s_cbranch_execz .LBB1_8
; %bb.28:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -6, v15
	s_add_i32 s19, s9, -5
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s19, v7
	global_load_dword v10, v[12:13], off offset:40
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s19, vcc_lo
	s_xor_b32 s19, exec_lo, s19
	s_cbranch_execz .LBB1_7
; %bb.29:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -5, v15
	s_add_i32 s20, s9, -4
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s20, v7
	global_load_dword v10, v[12:13], off offset:44
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s20, vcc_lo
	s_xor_b32 s20, exec_lo, s20
	s_cbranch_execz .LBB1_6
; %bb.30:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -4, v15
	s_add_i32 s21, s9, -3
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s21, v7
	global_load_dword v10, v[12:13], off offset:48
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s21, vcc_lo
	s_xor_b32 s21, exec_lo, s21
	s_cbranch_execz .LBB1_5
; %bb.31:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -3, v15
	s_add_i32 s22, s9, -2
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s22, v7
	global_load_dword v10, v[12:13], off offset:52
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s22, vcc_lo
	s_xor_b32 s22, exec_lo, s22
	s_cbranch_execz .LBB1_4
; %bb.32:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -2, v15
	s_add_i32 s23, s9, -1
	v_lshlrev_b64 v[16:17], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, v2, v16
	v_add_co_ci_u32_e32 v17, vcc_lo, v3, v17, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, s23, v7
	global_load_dword v10, v[12:13], off offset:56
	global_load_dword v18, v[16:17], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v10
	s_and_saveexec_b32 s23, vcc_lo
	s_xor_b32 s23, exec_lo, s23
	s_cbranch_execz .LBB1_3
; %bb.33:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_nc_u32_e32 v10, -1, v15
	v_lshlrev_b64 v[15:16], 2, v[10:11]
	v_add_co_u32 v15, vcc_lo, v2, v15
	v_add_co_ci_u32_e32 v16, vcc_lo, v3, v16, vcc_lo
	global_load_dword v10, v[15:16], off
	global_load_dword v17, v[12:13], off offset:60
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v10, v17
	s_branch .LBB1_3
.LBB1_34:
	s_or_b32 exec_lo, exec_lo, s8
.LBB1_35:
	s_or_b32 exec_lo, exec_lo, s7
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[2:3], 2, v[9:10]
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e32 v1, vcc_lo, v1, v3, vcc_lo
	global_store_dword v[0:1], v6, off
.LBB1_36:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s6
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 1400
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
	s_clause 0x1
	s_load_dword s7, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v0, s6, 6, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s4, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB2_4
; %bb.1:
	v_add_co_u32 v2, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s3, v1, vcc_lo
	global_load_dword v3, v[2:3], off
	v_mov_b32_e32 v2, 1.0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_cvt_f32_u32_e32 v4, s4
	v_mov_b32_e32 v5, v2
	s_add_i32 s4, s4, 1
	s_cmp_lg_u32 s7, s4
	v_mov_b32_e32 v2, v4
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v5, v3
	s_cbranch_scc1 .LBB2_2
; %bb.3:
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v2, off
	s_endpgm
.LBB2_4:
	v_mov_b32_e32 v2, 1.0
	v_add_co_u32 v0, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel loop_uniform
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.set loop_uniform.num_vgpr, 6
	.set loop_uniform.num_agpr, 0
	.set loop_uniform.numbered_sgpr, 8
	.set loop_uniform.num_named_barrier, 0
	.set loop_uniform.private_seg_size, 0
	.set loop_uniform.uses_vcc, 1
	.set loop_uniform.uses_flat_scratch, 0
	.set loop_uniform.has_dyn_sized_stack, 0
	.set loop_uniform.has_recursion, 0
	.set loop_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 172
; TotalNumSgprs: 10
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 6
; Occupancy: 20
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
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
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_mov_b32_e32 v6, 0
	v_cmp_ne_u32_e32 vcc_lo, 0, v4
	v_mov_b32_e32 v7, 1.0
	s_mov_b32 s5, 0
	v_lshl_add_u32 v5, s12, 6, v5
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_add_co_u32 v2, vcc_lo, v2, v5
	v_add_co_ci_u32_e32 v3, vcc_lo, v3, v6, vcc_lo
	v_mov_b32_e32 v7, 1.0
	s_mov_b32 s6, 0
	global_load_dword v2, v[2:3], off
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_cvt_f32_u32_e32 v3, s6
	v_mov_b32_e32 v8, v7
	s_add_i32 s6, s6, 1
	v_cmp_eq_u32_e32 vcc_lo, s6, v4
	v_mov_b32_e32 v7, v3
	s_or_b32 s5, vcc_lo, s5
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v7, v8, v2
	s_andn2_b32 exec_lo, exec_lo, s5
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s5
.LBB3_4:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_co_u32 v0, vcc_lo, v0, v5
	v_add_co_ci_u32_e32 v1, vcc_lo, v1, v6, vcc_lo
	global_store_dword v[0:1], v7, off
	s_setpc_b64 s[30:31]
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
; codeLenInByte = 160
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
    .vgpr_count:     8
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         loop_uniform.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
