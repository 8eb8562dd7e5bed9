	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_32x32x8            ; -- Begin function mfma_32x32x8
	.globl	mfma_32x32x8
	.p2align	8
	.type	mfma_32x32x8,@function
mfma_32x32x8:                           ; @mfma_32x32x8
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x18
	v_lshl_add_u32 v18, s6, 6, v0
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[0:1], 6, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v16, vcc, s0, v0
	v_addc_co_u32_e32 v17, vcc, v2, v1, vcc
	global_load_dwordx4 v[12:15], v[16:17], off offset:48
	global_load_dwordx4 v[8:11], v[16:17], off offset:32
	global_load_dwordx4 v[4:7], v[16:17], off offset:16
	global_load_dwordx4 v[0:3], v[16:17], off
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_accvgpr_write_b32 a0, v0
	v_accvgpr_write_b32 a1, v1
	v_accvgpr_write_b32 a2, v2
	v_accvgpr_write_b32 a3, v3
	v_accvgpr_write_b32 a4, v4
	v_accvgpr_write_b32 a5, v5
	v_accvgpr_write_b32 a6, v6
	v_accvgpr_write_b32 a7, v7
	v_accvgpr_write_b32 a8, v8
	v_accvgpr_write_b32 a9, v9
	v_accvgpr_write_b32 a10, v10
	v_accvgpr_write_b32 a11, v11
	v_accvgpr_write_b32 a12, v12
	v_accvgpr_write_b32 a13, v13
	v_accvgpr_write_b32 a14, v14
	v_accvgpr_write_b32 a15, v15
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[0:1], 3, v[18:19]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_add_i32 s7, s7, -1
	s_cmp_lg_u32 s7, 0
	v_add_u32_e32 v18, 64, v18
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[2:3], v[0:1], a[0:15]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_nop 15
	s_nop 0
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v15, a15
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v8, a8
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v11, a11
	global_store_dwordx4 v[16:17], v[12:15], off offset:48
	s_nop 0
	global_store_dwordx4 v[16:17], v[8:11], off offset:32
	global_store_dwordx4 v[16:17], v[4:7], off offset:16
	global_store_dwordx4 v[16:17], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_32x32x8
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 20
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
	.set mfma_32x32x8.num_vgpr, 20
	.set mfma_32x32x8.num_agpr, 16
	.set mfma_32x32x8.numbered_sgpr, 8
	.set mfma_32x32x8.num_named_barrier, 0
	.set mfma_32x32x8.private_seg_size, 0
	.set mfma_32x32x8.uses_vcc, 1
	.set mfma_32x32x8.uses_flat_scratch, 0
	.set mfma_32x32x8.has_dyn_sized_stack, 0
	.set mfma_32x32x8.has_recursion, 0
	.set mfma_32x32x8.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 616
; TotalNumSgprs: 12
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_mfma_32x32x8 ; -- Begin function __clang_ocl_kern_imp_mfma_32x32x8
	.globl	__clang_ocl_kern_imp_mfma_32x32x8
	.p2align	2
	.type	__clang_ocl_kern_imp_mfma_32x32x8,@function
__clang_ocl_kern_imp_mfma_32x32x8:      ; @__clang_ocl_kern_imp_mfma_32x32x8
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v25, s12, 6, v7
	v_mov_b32_e32 v26, 0
	v_lshlrev_b64 v[7:8], 6, v[25:26]
	v_add_co_u32_e32 v23, vcc, v0, v7
	v_addc_co_u32_e32 v24, vcc, v1, v8, vcc
	global_load_dwordx4 v[19:22], v[23:24], off offset:48
	global_load_dwordx4 v[15:18], v[23:24], off offset:32
	global_load_dwordx4 v[11:14], v[23:24], off offset:16
	global_load_dwordx4 v[7:10], v[23:24], off
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v7
	v_accvgpr_write_b32 a1, v8
	v_accvgpr_write_b32 a2, v9
	v_accvgpr_write_b32 a3, v10
	v_accvgpr_write_b32 a4, v11
	v_accvgpr_write_b32 a5, v12
	v_accvgpr_write_b32 a6, v13
	v_accvgpr_write_b32 a7, v14
	v_accvgpr_write_b32 a8, v15
	v_accvgpr_write_b32 a9, v16
	v_accvgpr_write_b32 a10, v17
	v_accvgpr_write_b32 a11, v18
	v_accvgpr_write_b32 a12, v19
	v_accvgpr_write_b32 a13, v20
	v_accvgpr_write_b32 a14, v21
	v_accvgpr_write_b32 a15, v22
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_accvgpr_write_b32 a0, v7
	v_accvgpr_write_b32 a1, v8
	v_accvgpr_write_b32 a2, v9
	v_accvgpr_write_b32 a3, v10
	v_accvgpr_write_b32 a4, v11
	v_accvgpr_write_b32 a5, v12
	v_accvgpr_write_b32 a6, v13
	v_accvgpr_write_b32 a7, v14
	v_accvgpr_write_b32 a8, v15
	v_accvgpr_write_b32 a9, v16
	v_accvgpr_write_b32 a10, v17
	v_accvgpr_write_b32 a11, v18
	v_accvgpr_write_b32 a12, v19
	v_accvgpr_write_b32 a13, v20
	v_accvgpr_write_b32 a14, v21
	v_accvgpr_write_b32 a15, v22
	s_mov_b64 s[6:7], 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[0:1], 3, v[25:26]
	v_add_u32_e32 v6, -1, v6
	v_add_co_u32_e32 v7, vcc, v2, v0
	v_addc_co_u32_e32 v8, vcc, v3, v1, vcc
	global_load_dwordx2 v[7:8], v[7:8], off
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v25, 64, v25
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[7:8], v[0:1], a[0:15]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_nop 13
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v15, a15
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v8, a8
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v11, a11
	global_store_dwordx4 v[23:24], v[12:15], off offset:48
	s_nop 0
	global_store_dwordx4 v[23:24], v[8:11], off offset:32
	global_store_dwordx4 v[23:24], v[4:7], off offset:16
	global_store_dwordx4 v[23:24], v[0:3], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_mfma_32x32x8, .Lfunc_end1-__clang_ocl_kern_imp_mfma_32x32x8
                                        ; -- End function
	.set __clang_ocl_kern_imp_mfma_32x32x8.num_vgpr, 32
	.set __clang_ocl_kern_imp_mfma_32x32x8.num_agpr, 16
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
; codeLenInByte = 608
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 16
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
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x18
	v_lshl_add_u32 v10, s6, 6, v0
	v_mov_b32_e32 v11, 0
	v_lshlrev_b64 v[0:1], 4, v[10:11]
	v_add_u32_e32 v4, 64, v10
	v_mov_b32_e32 v5, v11
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v8, vcc, s0, v0
	v_lshlrev_b64 v[4:5], 4, v[4:5]
	v_addc_co_u32_e32 v9, vcc, v2, v1, vcc
	v_mov_b32_e32 v6, s1
	v_add_co_u32_e32 v4, vcc, s0, v4
	v_addc_co_u32_e32 v5, vcc, v6, v5, vcc
	global_load_dwordx4 v[0:3], v[8:9], off
	s_cmp_eq_u32 s7, 0
	global_load_dwordx4 v[4:7], v[4:5], off
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a7, v3
	v_accvgpr_write_b32 a6, v2
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v4
	v_accvgpr_write_b32 a5, v1
	v_accvgpr_write_b32 a4, v0
	v_accvgpr_write_b32 a1, v5
	v_accvgpr_write_b32 a2, v6
	v_accvgpr_write_b32 a3, v7
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	v_lshlrev_b64 v[14:15], 3, v[10:11]
	v_mov_b32_e32 v16, s3
	v_accvgpr_write_b32 a0, v4
	v_accvgpr_write_b32 a7, v3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v13, s1
	v_add_co_u32_e32 v12, vcc, s0, v14
	v_addc_co_u32_e32 v13, vcc, v13, v15, vcc
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v16, v15, vcc
	global_load_dwordx2 v[12:13], v[12:13], off
	v_accvgpr_write_b32 a1, v5
	global_load_dwordx2 v[14:15], v[14:15], off
	v_accvgpr_write_b32 a2, v6
	v_accvgpr_write_b32 a3, v7
	v_accvgpr_write_b32 a6, v2
	v_accvgpr_write_b32 a5, v1
	v_accvgpr_write_b32 a4, v0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[0:1], 3, v[10:11]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	s_add_i32 s7, s7, -1
	s_cmp_lg_u32 s7, 0
	v_add_u32_e32 v10, 64, v10
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16f16 a[0:3], v[14:15], v[0:1], a[0:3]
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16f16 a[4:7], v[0:1], v[12:13], a[4:7]
	s_cbranch_scc1 .LBB2_2
.LBB2_3:
	s_nop 8
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v4, a0
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v0, v0, v4
	global_store_dwordx4 v[8:9], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_16x16x16
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 17
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
	.set mfma_16x16x16.num_vgpr, 17
	.set mfma_16x16x16.num_agpr, 8
	.set mfma_16x16x16.numbered_sgpr, 8
	.set mfma_16x16x16.num_named_barrier, 0
	.set mfma_16x16x16.private_seg_size, 0
	.set mfma_16x16x16.uses_vcc, 1
	.set mfma_16x16x16.uses_flat_scratch, 0
	.set mfma_16x16x16.has_dyn_sized_stack, 0
	.set mfma_16x16x16.has_recursion, 0
	.set mfma_16x16x16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 484
; TotalNumSgprs: 12
; NumVgprs: 17
; NumAgprs: 8
; TotalNumVgprs: 17
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 17
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_mfma_16x16x16 ; -- Begin function __clang_ocl_kern_imp_mfma_16x16x16
	.globl	__clang_ocl_kern_imp_mfma_16x16x16
	.p2align	2
	.type	__clang_ocl_kern_imp_mfma_16x16x16,@function
__clang_ocl_kern_imp_mfma_16x16x16:     ; @__clang_ocl_kern_imp_mfma_16x16x16
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v17, s12, 6, v7
	v_mov_b32_e32 v18, 0
	v_lshlrev_b64 v[7:8], 4, v[17:18]
	v_add_co_u32_e32 v15, vcc, v0, v7
	v_addc_co_u32_e32 v16, vcc, v1, v8, vcc
	v_add_u32_e32 v7, 64, v17
	v_mov_b32_e32 v8, v18
	v_lshlrev_b64 v[7:8], 4, v[7:8]
	v_add_co_u32_e32 v0, vcc, v0, v7
	v_addc_co_u32_e32 v1, vcc, v1, v8, vcc
	global_load_dwordx4 v[7:10], v[15:16], off
	global_load_dwordx4 v[11:14], v[0:1], off
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_waitcnt vmcnt(1)
	v_accvgpr_write_b32 a4, v7
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v11
	v_accvgpr_write_b32 a5, v8
	v_accvgpr_write_b32 a6, v9
	v_accvgpr_write_b32 a7, v10
	v_accvgpr_write_b32 a1, v12
	v_accvgpr_write_b32 a2, v13
	v_accvgpr_write_b32 a3, v14
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_lshlrev_b64 v[19:20], 3, v[17:18]
	v_accvgpr_write_b32 a0, v11
	v_add_co_u32_e32 v0, vcc, v4, v19
	v_addc_co_u32_e32 v1, vcc, v5, v20, vcc
	v_add_co_u32_e32 v19, vcc, v2, v19
	v_addc_co_u32_e32 v20, vcc, v3, v20, vcc
	global_load_dwordx2 v[0:1], v[0:1], off
	v_accvgpr_write_b32 a4, v7
	global_load_dwordx2 v[19:20], v[19:20], off
	v_accvgpr_write_b32 a1, v12
	v_accvgpr_write_b32 a2, v13
	v_accvgpr_write_b32 a3, v14
	v_accvgpr_write_b32 a5, v8
	v_accvgpr_write_b32 a6, v9
	v_accvgpr_write_b32 a7, v10
	s_mov_b64 s[6:7], 0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[7:8], 3, v[17:18]
	v_add_u32_e32 v6, -1, v6
	v_add_co_u32_e32 v9, vcc, v2, v7
	v_addc_co_u32_e32 v10, vcc, v3, v8, vcc
	v_add_co_u32_e32 v7, vcc, v4, v7
	v_addc_co_u32_e32 v8, vcc, v5, v8, vcc
	global_load_dwordx2 v[7:8], v[7:8], off
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v17, 64, v17
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16f16 a[0:3], v[19:20], v[7:8], a[0:3]
	global_load_dwordx2 v[7:8], v[9:10], off
	s_waitcnt vmcnt(0)
	v_mfma_f32_16x16x16f16 a[4:7], v[7:8], v[0:1], a[4:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB3_4:
	s_or_b64 exec, exec, s[4:5]
	s_nop 5
	v_accvgpr_read_b32 v0, a4
	v_accvgpr_read_b32 v7, a3
	v_accvgpr_read_b32 v1, a5
	v_accvgpr_read_b32 v2, a6
	v_accvgpr_read_b32 v3, a7
	v_accvgpr_read_b32 v6, a2
	v_accvgpr_read_b32 v5, a1
	v_accvgpr_read_b32 v4, a0
	v_add_f32_e32 v3, v3, v7
	v_add_f32_e32 v2, v2, v6
	v_add_f32_e32 v1, v1, v5
	v_add_f32_e32 v0, v0, v4
	global_store_dwordx4 v[15:16], v[0:3], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_mfma_16x16x16, .Lfunc_end3-__clang_ocl_kern_imp_mfma_16x16x16
                                        ; -- End function
	.set __clang_ocl_kern_imp_mfma_16x16x16.num_vgpr, 32
	.set __clang_ocl_kern_imp_mfma_16x16x16.num_agpr, 8
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
; codeLenInByte = 468
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 8
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 16
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         mfma_32x32x8.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     8
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         mfma_16x16x16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     17
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
