	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
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
	v_cmp_gt_u32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_22
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_mov_b32_e32 v3, 0
	s_mov_b32 s5, 0
	s_cmp_eq_u32 s9, 0
	v_mov_b32_e32 v4, 0
	s_cbranch_scc1 .LBB0_21
; %bb.2:
	v_mul_lo_u32 v1, s9, v0
	s_mov_b32 s8, 16
	s_mov_b64 s[12:13], 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v4, 0
	s_branch .LBB0_4
.LBB0_3:                                ;   in Loop: Header=BB0_4 Depth=1
	s_cmp_ge_u32 s8, s9
	v_cmp_lt_f32_e32 vcc, s10, v4
	s_cselect_b64 s[14:15], -1, 0
	s_or_b64 s[14:15], vcc, s[14:15]
	s_add_i32 s8, s8, 16
	s_and_b64 s[14:15], exec, s[14:15]
	s_or_b64 s[12:13], s[14:15], s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB0_20
.LBB0_4:                                ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v6, s8, v1
	v_add_u32_e32 v2, -16, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_add_i32 s4, s8, -16
	s_lshl_b64 s[14:15], s[4:5], 2
	s_add_u32 s14, s6, s14
	s_addc_u32 s15, s7, s15
	s_load_dword s4, s[14:15], 0x0
	s_add_i32 s11, s8, -15
	s_cmp_lt_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc0 .LBB0_3
; %bb.5:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -15, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x4
	s_add_i32 s11, s8, -14
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.6:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -14, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x8
	s_add_i32 s11, s8, -13
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.7:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -13, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0xc
	s_add_i32 s11, s8, -12
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.8:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -12, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x10
	s_add_i32 s11, s8, -11
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.9:                                ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -11, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x14
	s_add_i32 s11, s8, -10
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.10:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -10, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x18
	s_add_i32 s11, s8, -9
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.11:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -9, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x1c
	s_add_i32 s11, s8, -8
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.12:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -8, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x20
	s_add_i32 s11, s8, -7
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.13:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -7, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x24
	s_add_i32 s11, s8, -6
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.14:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -6, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x28
	s_add_i32 s11, s8, -5
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.15:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -5, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x2c
	s_add_i32 s11, s8, -4
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.16:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -4, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x30
	s_add_i32 s11, s8, -3
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.17:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -3, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x34
	s_add_i32 s11, s8, -2
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.18:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -2, v6
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_co_u32_e32 v8, vcc, s2, v8
	v_addc_co_u32_e32 v9, vcc, v5, v9, vcc
	global_load_dword v2, v[8:9], off
	s_load_dword s4, s[14:15], 0x38
	s_add_i32 s11, s8, -1
	s_cmp_ge_u32 s11, s9
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_cbranch_scc1 .LBB0_3
; %bb.19:                               ;   in Loop: Header=BB0_4 Depth=1
	v_add_u32_e32 v2, -1, v6
	v_lshlrev_b64 v[6:7], 2, v[2:3]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v6, vcc, s2, v6
	v_addc_co_u32_e32 v7, vcc, v2, v7, vcc
	global_load_dword v2, v[6:7], off
	s_load_dword s4, s[14:15], 0x3c
	s_waitcnt vmcnt(0) lgkmcnt(0)
	v_fmac_f32_e32 v4, s4, v2
	s_branch .LBB0_3
.LBB0_20:
	s_or_b64 exec, exec, s[12:13]
.LBB0_21:
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_store_dword v[0:1], v4, off
.LBB0_22:
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
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
	.size	loop_nested, .Lfunc_end0-loop_nested
                                        ; -- End function
	.set loop_nested.num_vgpr, 10
	.set loop_nested.num_agpr, 0
	.set loop_nested.numbered_sgpr, 16
	.set loop_nested.num_named_barrier, 0
	.set loop_nested.private_seg_size, 0
	.set loop_nested.uses_vcc, 1
	.set loop_nested.uses_flat_scratch, 0
	.set loop_nested.has_dyn_sized_stack, 0
	.set loop_nested.has_recursion, 0
	.set loop_nested.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1092
; TotalNumSgprs: 20
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 20
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_loop_nested ; -- Begin function __clang_ocl_kern_imp_loop_nested
	.globl	__clang_ocl_kern_imp_loop_nested
	.p2align	2
	.type	__clang_ocl_kern_imp_loop_nested,@function
__clang_ocl_kern_imp_loop_nested:       ; @__clang_ocl_kern_imp_loop_nested
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v9, 0x3ff, v31
	v_lshl_add_u32 v10, s12, 6, v9
	v_cmp_lt_u32_e32 vcc, v10, v6
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_36
; %bb.1:
	s_mov_b32 s11, 0
	v_cmp_ne_u32_e32 vcc, 0, v7
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v6, 0
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_35
; %bb.2:
	v_mul_lo_u32 v9, v7, v10
	s_mov_b32 s60, 16
	s_mov_b64 s[12:13], 0
	v_mov_b32_e32 v6, 0
	s_branch .LBB1_18
.LBB1_3:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[58:59]
.LBB1_4:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[56:57]
.LBB1_5:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[46:47]
.LBB1_6:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[44:45]
.LBB1_7:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[42:43]
.LBB1_8:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[40:41]
.LBB1_9:                                ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[28:29]
.LBB1_10:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[26:27]
.LBB1_11:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[24:25]
.LBB1_12:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[22:23]
.LBB1_13:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[20:21]
.LBB1_14:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[18:19]
.LBB1_15:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[16:17]
.LBB1_16:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[14:15]
.LBB1_17:                               ;   in Loop: Header=BB1_18 Depth=1
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_f32_e32 vcc, v6, v8
	v_cmp_ge_u32_e64 s[4:5], s60, v7
	s_or_b64 s[4:5], vcc, s[4:5]
	s_add_i32 s60, s60, 16
	s_and_b64 s[4:5], exec, s[4:5]
	s_or_b64 s[12:13], s[4:5], s[12:13]
	s_andn2_b64 exec, exec, s[12:13]
	s_cbranch_execz .LBB1_34
.LBB1_18:                               ; =>This Inner Loop Header: Depth=1
	v_add_u32_e32 v11, s60, v9
	v_add_u32_e32 v12, -16, v11
	v_lshlrev_b64 v[14:15], 2, v[12:13]
	s_add_i32 s10, s60, -16
	v_add_co_u32_e32 v14, vcc, v2, v14
	v_addc_co_u32_e32 v15, vcc, v3, v15, vcc
	s_lshl_b64 s[4:5], s[10:11], 2
	global_load_dword v12, v[14:15], off
	v_mov_b32_e32 v15, s5
	v_add_co_u32_e32 v14, vcc, s4, v4
	v_addc_co_u32_e32 v15, vcc, v5, v15, vcc
	global_load_dword v16, v[14:15], off
	s_add_i32 s4, s60, -15
	v_cmp_lt_u32_e32 vcc, s4, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v12, v16
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_17
; %bb.19:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -15, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:4
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -14
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[14:15], vcc
	s_xor_b64 s[14:15], exec, s[14:15]
	s_cbranch_execz .LBB1_16
; %bb.20:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -14, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:8
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -13
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[16:17], vcc
	s_xor_b64 s[16:17], exec, s[16:17]
	s_cbranch_execz .LBB1_15
; %bb.21:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -13, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:12
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -12
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[18:19], vcc
	s_xor_b64 s[18:19], exec, s[18:19]
	s_cbranch_execz .LBB1_14
; %bb.22:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -12, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:16
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -11
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[20:21], vcc
	s_xor_b64 s[20:21], exec, s[20:21]
	s_cbranch_execz .LBB1_13
; %bb.23:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -11, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:20
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -10
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[22:23], vcc
	s_xor_b64 s[22:23], exec, s[22:23]
	s_cbranch_execz .LBB1_12
; %bb.24:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -10, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:24
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -9
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[24:25], vcc
	s_xor_b64 s[24:25], exec, s[24:25]
	s_cbranch_execz .LBB1_11
; %bb.25:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -9, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:28
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -8
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[26:27], vcc
	s_xor_b64 s[26:27], exec, s[26:27]
	s_cbranch_execz .LBB1_10
; %bb.26:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -8, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:32
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -7
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[28:29], vcc
	s_xor_b64 s[28:29], exec, s[28:29]
	s_cbranch_execz .LBB1_9
; %bb.27:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -7, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:36
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -6
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[40:41], vcc
	s_xor_b64 s[40:41], exec, s[40:41]
	s_cbranch_execz .LBB1_8
; %bb.28:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -6, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:40
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -5
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[42:43], vcc
	s_xor_b64 s[42:43], exec, s[42:43]
	s_cbranch_execz .LBB1_7
; %bb.29:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -5, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:44
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -4
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[44:45], vcc
	s_xor_b64 s[44:45], exec, s[44:45]
	s_cbranch_execz .LBB1_6
; %bb.30:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -4, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:48
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -3
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[46:47], vcc
	s_xor_b64 s[46:47], exec, s[46:47]
	s_cbranch_execz .LBB1_5
; %bb.31:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -3, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:52
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -2
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[56:57], vcc
	s_xor_b64 s[56:57], exec, s[56:57]
	s_cbranch_execz .LBB1_4
; %bb.32:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -2, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v12, v[14:15], off offset:56
	global_load_dword v18, v[16:17], off
	s_add_i32 s10, s60, -1
	v_cmp_lt_u32_e32 vcc, s10, v7
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v18, v12
	s_and_saveexec_b64 s[58:59], vcc
	s_xor_b64 s[58:59], exec, s[58:59]
	s_cbranch_execz .LBB1_3
; %bb.33:                               ;   in Loop: Header=BB1_18 Depth=1
	v_add_u32_e32 v12, -1, v11
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32_e32 v16, vcc, v2, v16
	v_addc_co_u32_e32 v17, vcc, v3, v17, vcc
	global_load_dword v11, v[16:17], off
	global_load_dword v12, v[14:15], off offset:60
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, v11, v12
	s_branch .LBB1_3
.LBB1_34:
	s_or_b64 exec, exec, s[12:13]
.LBB1_35:
	s_or_b64 exec, exec, s[8:9]
	v_mov_b32_e32 v11, 0
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_add_co_u32_e32 v0, vcc, v0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v6, off
.LBB1_36:
	s_or_b64 exec, exec, s[6:7]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_loop_nested, .Lfunc_end1-__clang_ocl_kern_imp_loop_nested
                                        ; -- End function
	.set __clang_ocl_kern_imp_loop_nested.num_vgpr, 32
	.set __clang_ocl_kern_imp_loop_nested.num_agpr, 0
	.set __clang_ocl_kern_imp_loop_nested.numbered_sgpr, 61
	.set __clang_ocl_kern_imp_loop_nested.num_named_barrier, 0
	.set __clang_ocl_kern_imp_loop_nested.private_seg_size, 0
	.set __clang_ocl_kern_imp_loop_nested.uses_vcc, 1
	.set __clang_ocl_kern_imp_loop_nested.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_loop_nested.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_loop_nested.has_recursion, 0
	.set __clang_ocl_kern_imp_loop_nested.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1252
; TotalNumSgprs: 65
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	loop_uniform            ; -- Begin function loop_uniform
	.globl	loop_uniform
	.p2align	8
	.type	loop_uniform,@function
loop_uniform:                           ; @loop_uniform
; %bb.0:
	s_load_dword s7, s[4:5], 0x10
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_add_u32 v0, s6, 6, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s4, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s7, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v3, v[2:3], off
	v_mov_b32_e32 v4, 1.0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_cvt_f32_u32_e32 v2, s4
	s_add_i32 s4, s4, 1
	s_cmp_lg_u32 s7, s4
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v2, v4, v3
	v_mov_b32_e32 v4, v2
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v2, 1.0
.LBB2_4:
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
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
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 8
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
	.size	loop_uniform, .Lfunc_end2-loop_uniform
                                        ; -- End function
	.set loop_uniform.num_vgpr, 5
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
; codeLenInByte = 136
; TotalNumSgprs: 12
; NumVgprs: 5
; NumAgprs: 0
; TotalNumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 5
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_loop_uniform ; -- Begin function __clang_ocl_kern_imp_loop_uniform
	.globl	__clang_ocl_kern_imp_loop_uniform
	.p2align	2
	.type	__clang_ocl_kern_imp_loop_uniform,@function
__clang_ocl_kern_imp_loop_uniform:      ; @__clang_ocl_kern_imp_loop_uniform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_add_u32 v6, s12, 6, v5
	v_mov_b32_e32 v7, 0
	s_mov_b32 s8, 0
	v_cmp_ne_u32_e32 vcc, 0, v4
	v_mov_b32_e32 v5, 1.0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_add_co_u32_e32 v2, vcc, v2, v6
	v_addc_co_u32_e32 v3, vcc, v3, v7, vcc
	global_load_dword v2, v[2:3], off
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v3, 1.0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_cvt_f32_u32_e32 v5, s8
	s_add_i32 s8, s8, 1
	v_cmp_eq_u32_e32 vcc, s8, v4
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v5, v3, v2
	v_mov_b32_e32 v3, v5
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB3_4:
	s_or_b64 exec, exec, s[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_store_dword v[0:1], v5, off
	s_waitcnt vmcnt(0)
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
; codeLenInByte = 144
; TotalNumSgprs: 36
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
	.set amdgpu.max_num_sgpr, 61
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
    .sgpr_count:     20
    .sgpr_spill_count: 0
    .symbol:         loop_nested.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         loop_uniform.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
