	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	vgpr_6                  ; -- Begin function vgpr_6
	.globl	vgpr_6
	.p2align	8
	.type	vgpr_6,@function
vgpr_6:                                 ; @vgpr_6
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v2, s6, 6, v0
	s_load_dword s4, s[4:5], 0x10
	v_mov_b32_e32 v5, v3
	v_add_nc_u32_e32 v4, 64, v2
	v_mov_b32_e32 v7, v3
	v_add_nc_u32_e32 v6, 0x80, v2
	v_mov_b32_e32 v11, v3
	v_add_nc_u32_e32 v10, 0xc0, v2
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_lshlrev_b64 v[4:5], 2, v[6:7]
	v_add_nc_u32_e32 v12, 0x140, v2
	v_lshlrev_b64 v[6:7], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x100, v2
	v_mov_b32_e32 v13, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v14, vcc, s2, v0
	v_add_co_ci_u32_e64 v15, null, s3, v1, vcc
	v_add_co_u32 v16, vcc, s2, v8
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e64 v17, null, s3, v9, vcc
	v_add_co_u32 v20, vcc, s2, v4
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_ci_u32_e64 v21, null, s3, v5, vcc
	v_add_co_u32 v22, vcc, s2, v6
	v_add_co_ci_u32_e64 v23, null, s3, v7, vcc
	v_add_co_u32 v24, vcc, s2, v10
	v_add_co_ci_u32_e64 v25, null, s3, v11, vcc
	v_add_co_u32 v26, vcc, s2, v12
	v_add_co_ci_u32_e64 v27, null, s3, v13, vcc
	s_clause 0x5
	global_load_dword v19, v[14:15], off
	global_load_dword v14, v[16:17], off
	global_load_dword v15, v[20:21], off
	global_load_dword v16, v[22:23], off
	global_load_dword v17, v[24:25], off
	global_load_dword v18, v[26:27], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB0_2
	.p2align	6
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[20:21], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x1000, v2
	s_add_i32 s4, s4, -1
	v_add_co_u32 v20, vcc, s2, v20
	v_add_co_ci_u32_e64 v21, null, s3, v21, vcc
	global_load_dword v20, v[20:21], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v19, v19, v20, 1.0
	v_fma_f32 v14, v14, v20, 2.0
	v_fmaak_f32 v15, v15, v20, 0x40400000
	v_fma_f32 v16, v16, v20, 4.0
	v_fmaak_f32 v17, v17, v20, 0x40a00000
	v_fmaak_f32 v18, v18, v20, 0x40c00000
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v19, off
	v_add_co_u32 v0, vcc, s0, v8
	v_add_co_ci_u32_e64 v1, null, s1, v9, vcc
	v_add_co_u32 v2, vcc, s0, v4
	v_add_co_ci_u32_e64 v3, null, s1, v5, vcc
	v_add_co_u32 v4, vcc, s0, v6
	v_add_co_ci_u32_e64 v5, null, s1, v7, vcc
	v_add_co_u32 v6, vcc, s0, v10
	v_add_co_ci_u32_e64 v7, null, s1, v11, vcc
	v_add_co_u32 v8, vcc, s0, v12
	v_add_co_ci_u32_e64 v9, null, s1, v13, vcc
	s_waitcnt vmcnt(4)
	global_store_dword v[0:1], v14, off
	s_waitcnt vmcnt(3)
	global_store_dword v[2:3], v15, off
	s_waitcnt vmcnt(2)
	global_store_dword v[4:5], v16, off
	s_waitcnt vmcnt(1)
	global_store_dword v[6:7], v17, off
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v18, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_6
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
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 7
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
	.size	vgpr_6, .Lfunc_end0-vgpr_6
                                        ; -- End function
	.set vgpr_6.num_vgpr, 28
	.set vgpr_6.num_agpr, 0
	.set vgpr_6.numbered_sgpr, 7
	.set vgpr_6.num_named_barrier, 0
	.set vgpr_6.private_seg_size, 0
	.set vgpr_6.uses_vcc, 1
	.set vgpr_6.uses_flat_scratch, 0
	.set vgpr_6.has_dyn_sized_stack, 0
	.set vgpr_6.has_recursion, 0
	.set vgpr_6.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 596
; TotalNumSgprs: 9
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 28
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	vgpr_12                 ; -- Begin function vgpr_12
	.globl	vgpr_12
	.p2align	8
	.type	vgpr_12,@function
vgpr_12:                                ; @vgpr_12
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v11, 0
	v_lshl_add_u32 v10, s6, 6, v0
	s_load_dword s4, s[4:5], 0x10
	v_mov_b32_e32 v1, v11
	v_add_nc_u32_e32 v0, 64, v10
	v_mov_b32_e32 v5, v11
	v_add_nc_u32_e32 v4, 0x80, v10
	v_lshlrev_b64 v[2:3], 2, v[10:11]
	v_mov_b32_e32 v7, v11
	v_add_nc_u32_e32 v6, 0xc0, v10
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_nc_u32_e32 v8, 0x100, v10
	v_mov_b32_e32 v9, v11
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_nc_u32_e32 v12, 0x140, v10
	v_mov_b32_e32 v13, v11
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v16, vcc, s2, v2
	v_add_co_ci_u32_e64 v17, null, s3, v3, vcc
	v_add_co_u32 v18, vcc, s2, v0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_ci_u32_e64 v19, null, s3, v1, vcc
	v_add_co_u32 v20, vcc, s2, v4
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_ci_u32_e64 v21, null, s3, v5, vcc
	v_add_co_u32 v22, vcc, s2, v6
	v_add_co_ci_u32_e64 v23, null, s3, v7, vcc
	v_add_co_u32 v24, vcc, s2, v8
	v_add_nc_u32_e32 v14, 0x180, v10
	v_mov_b32_e32 v15, v11
	v_add_co_ci_u32_e64 v25, null, s3, v9, vcc
	v_add_co_u32 v32, vcc, s2, v12
	v_add_nc_u32_e32 v34, 0x1c0, v10
	v_mov_b32_e32 v35, v11
	v_add_co_ci_u32_e64 v33, null, s3, v13, vcc
	s_clause 0x5
	global_load_dword v31, v[16:17], off
	global_load_dword v30, v[18:19], off
	global_load_dword v26, v[20:21], off
	global_load_dword v27, v[22:23], off
	global_load_dword v28, v[24:25], off
	global_load_dword v29, v[32:33], off
	v_add_nc_u32_e32 v18, 0x200, v10
	v_mov_b32_e32 v19, v11
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_nc_u32_e32 v20, 0x240, v10
	v_mov_b32_e32 v21, v11
	v_lshlrev_b64 v[16:17], 2, v[34:35]
	v_add_nc_u32_e32 v22, 0x280, v10
	v_mov_b32_e32 v23, v11
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_nc_u32_e32 v24, 0x2c0, v10
	v_mov_b32_e32 v25, v11
	v_add_co_u32 v32, vcc, s2, v14
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_ci_u32_e64 v33, null, s3, v15, vcc
	v_add_co_u32 v34, vcc, s2, v16
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e64 v35, null, s3, v17, vcc
	v_add_co_u32 v38, vcc, s2, v18
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_ci_u32_e64 v39, null, s3, v19, vcc
	v_add_co_u32 v40, vcc, s2, v20
	v_add_co_ci_u32_e64 v41, null, s3, v21, vcc
	v_add_co_u32 v42, vcc, s2, v22
	v_add_co_ci_u32_e64 v43, null, s3, v23, vcc
	v_add_co_u32 v44, vcc, s2, v24
	v_add_co_ci_u32_e64 v45, null, s3, v25, vcc
	s_clause 0x5
	global_load_dword v37, v[32:33], off
	global_load_dword v32, v[34:35], off
	global_load_dword v33, v[38:39], off
	global_load_dword v34, v[40:41], off
	global_load_dword v35, v[42:43], off
	global_load_dword v36, v[44:45], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB1_2
	.p2align	6
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[38:39], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x1000, v10
	s_add_i32 s4, s4, -1
	v_add_co_u32 v38, vcc, s2, v38
	v_add_co_ci_u32_e64 v39, null, s3, v39, vcc
	global_load_dword v38, v[38:39], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v31, v31, v38, 1.0
	v_fma_f32 v30, v30, v38, 2.0
	v_fmaak_f32 v26, v26, v38, 0x40400000
	v_fma_f32 v27, v27, v38, 4.0
	v_fmaak_f32 v28, v28, v38, 0x40a00000
	v_fmaak_f32 v29, v29, v38, 0x40c00000
	v_fmaak_f32 v37, v37, v38, 0x40e00000
	v_fmaak_f32 v32, v32, v38, 0x41000000
	v_fmaak_f32 v33, v33, v38, 0x41100000
	v_fmaak_f32 v34, v34, v38, 0x41200000
	v_fmaak_f32 v35, v35, v38, 0x41300000
	v_fmaak_f32 v36, v36, v38, 0x41400000
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB1_1
.LBB1_2:
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[2:3], v31, off
	s_waitcnt vmcnt(10)
	global_store_dword v[0:1], v30, off
	v_add_co_u32 v0, vcc, s0, v4
	v_add_co_ci_u32_e64 v1, null, s1, v5, vcc
	v_add_co_u32 v2, vcc, s0, v6
	v_add_co_ci_u32_e64 v3, null, s1, v7, vcc
	v_add_co_u32 v4, vcc, s0, v8
	v_add_co_ci_u32_e64 v5, null, s1, v9, vcc
	v_add_co_u32 v6, vcc, s0, v12
	v_add_co_ci_u32_e64 v7, null, s1, v13, vcc
	v_add_co_u32 v8, vcc, s0, v14
	v_add_co_ci_u32_e64 v9, null, s1, v15, vcc
	s_waitcnt vmcnt(9)
	global_store_dword v[0:1], v26, off
	s_waitcnt vmcnt(8)
	global_store_dword v[2:3], v27, off
	s_waitcnt vmcnt(7)
	global_store_dword v[4:5], v28, off
	s_waitcnt vmcnt(6)
	global_store_dword v[6:7], v29, off
	s_waitcnt vmcnt(5)
	global_store_dword v[8:9], v37, off
	v_add_co_u32 v0, vcc, s0, v16
	v_add_co_ci_u32_e64 v1, null, s1, v17, vcc
	v_add_co_u32 v2, vcc, s0, v18
	v_add_co_ci_u32_e64 v3, null, s1, v19, vcc
	v_add_co_u32 v4, vcc, s0, v20
	v_add_co_ci_u32_e64 v5, null, s1, v21, vcc
	v_add_co_u32 v6, vcc, s0, v22
	v_add_co_ci_u32_e64 v7, null, s1, v23, vcc
	v_add_co_u32 v8, vcc, s0, v24
	v_add_co_ci_u32_e64 v9, null, s1, v25, vcc
	s_waitcnt vmcnt(4)
	global_store_dword v[0:1], v32, off
	s_waitcnt vmcnt(3)
	global_store_dword v[2:3], v33, off
	s_waitcnt vmcnt(2)
	global_store_dword v[4:5], v34, off
	s_waitcnt vmcnt(1)
	global_store_dword v[6:7], v35, off
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v36, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_12
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
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 7
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
.Lfunc_end1:
	.size	vgpr_12, .Lfunc_end1-vgpr_12
                                        ; -- End function
	.set vgpr_12.num_vgpr, 46
	.set vgpr_12.num_agpr, 0
	.set vgpr_12.numbered_sgpr, 7
	.set vgpr_12.num_named_barrier, 0
	.set vgpr_12.private_seg_size, 0
	.set vgpr_12.uses_vcc, 1
	.set vgpr_12.uses_flat_scratch, 0
	.set vgpr_12.has_dyn_sized_stack, 0
	.set vgpr_12.has_recursion, 0
	.set vgpr_12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1068
; TotalNumSgprs: 9
; NumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 46
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
	.protected	vgpr_20                 ; -- Begin function vgpr_20
	.globl	vgpr_20
	.p2align	8
	.type	vgpr_20,@function
vgpr_20:                                ; @vgpr_20
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v17, 0
	v_lshl_add_u32 v16, s6, 6, v0
	s_load_dword s4, s[4:5], 0x10
	v_mov_b32_e32 v1, v17
	v_add_nc_u32_e32 v0, 64, v16
	v_mov_b32_e32 v5, v17
	v_add_nc_u32_e32 v4, 0x80, v16
	v_lshlrev_b64 v[2:3], 2, v[16:17]
	v_mov_b32_e32 v7, v17
	v_add_nc_u32_e32 v6, 0xc0, v16
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_nc_u32_e32 v8, 0x100, v16
	v_mov_b32_e32 v9, v17
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_nc_u32_e32 v10, 0x140, v16
	v_mov_b32_e32 v11, v17
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v20, vcc, s2, v2
	v_add_nc_u32_e32 v12, 0x180, v16
	v_mov_b32_e32 v13, v17
	v_add_co_ci_u32_e64 v21, null, s3, v3, vcc
	v_add_co_u32 v22, vcc, s2, v0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_nc_u32_e32 v14, 0x1c0, v16
	v_mov_b32_e32 v15, v17
	v_add_co_ci_u32_e64 v23, null, s3, v1, vcc
	v_add_co_u32 v24, vcc, s2, v4
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_ci_u32_e64 v25, null, s3, v5, vcc
	v_add_co_u32 v26, vcc, s2, v6
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_ci_u32_e64 v27, null, s3, v7, vcc
	v_add_co_u32 v28, vcc, s2, v8
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e64 v29, null, s3, v9, vcc
	v_add_co_u32 v30, vcc, s2, v10
	v_add_co_ci_u32_e64 v31, null, s3, v11, vcc
	v_add_co_u32 v32, vcc, s2, v12
	v_add_nc_u32_e32 v18, 0x200, v16
	v_mov_b32_e32 v19, v17
	v_add_co_ci_u32_e64 v33, null, s3, v13, vcc
	v_add_co_u32 v34, vcc, s2, v14
	v_add_nc_u32_e32 v36, 0x240, v16
	v_mov_b32_e32 v37, v17
	v_add_co_ci_u32_e64 v35, null, s3, v15, vcc
	s_clause 0x7
	global_load_dword v46, v[20:21], off
	global_load_dword v47, v[22:23], off
	global_load_dword v48, v[24:25], off
	global_load_dword v49, v[26:27], off
	global_load_dword v45, v[28:29], off
	global_load_dword v42, v[30:31], off
	global_load_dword v43, v[32:33], off
	global_load_dword v44, v[34:35], off
	v_add_nc_u32_e32 v22, 0x280, v16
	v_mov_b32_e32 v23, v17
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_nc_u32_e32 v24, 0x2c0, v16
	v_mov_b32_e32 v25, v17
	v_lshlrev_b64 v[20:21], 2, v[36:37]
	v_add_nc_u32_e32 v26, 0x300, v16
	v_mov_b32_e32 v27, v17
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_nc_u32_e32 v28, 0x340, v16
	v_mov_b32_e32 v29, v17
	v_add_co_u32 v32, vcc, s2, v18
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_ci_u32_e64 v33, null, s3, v19, vcc
	v_add_co_u32 v34, vcc, s2, v20
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_ci_u32_e64 v35, null, s3, v21, vcc
	v_add_co_u32 v36, vcc, s2, v22
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_ci_u32_e64 v37, null, s3, v23, vcc
	v_add_co_u32 v38, vcc, s2, v24
	v_add_co_ci_u32_e64 v39, null, s3, v25, vcc
	v_add_co_u32 v40, vcc, s2, v26
	v_add_nc_u32_e32 v30, 0x380, v16
	v_mov_b32_e32 v31, v17
	v_add_co_ci_u32_e64 v41, null, s3, v27, vcc
	v_add_co_u32 v56, vcc, s2, v28
	v_add_nc_u32_e32 v58, 0x3c0, v16
	v_mov_b32_e32 v59, v17
	v_add_co_ci_u32_e64 v57, null, s3, v29, vcc
	s_clause 0x5
	global_load_dword v55, v[32:33], off
	global_load_dword v54, v[34:35], off
	global_load_dword v50, v[36:37], off
	global_load_dword v51, v[38:39], off
	global_load_dword v52, v[40:41], off
	global_load_dword v53, v[56:57], off
	v_add_nc_u32_e32 v34, 0x400, v16
	v_mov_b32_e32 v35, v17
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_nc_u32_e32 v36, 0x440, v16
	v_mov_b32_e32 v37, v17
	v_lshlrev_b64 v[32:33], 2, v[58:59]
	v_add_nc_u32_e32 v38, 0x480, v16
	v_mov_b32_e32 v39, v17
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_nc_u32_e32 v40, 0x4c0, v16
	v_mov_b32_e32 v41, v17
	v_add_co_u32 v56, vcc, s2, v30
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_ci_u32_e64 v57, null, s3, v31, vcc
	v_add_co_u32 v58, vcc, s2, v32
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_ci_u32_e64 v59, null, s3, v33, vcc
	v_add_co_u32 v62, vcc, s2, v34
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_ci_u32_e64 v63, null, s3, v35, vcc
	v_add_co_u32 v64, vcc, s2, v36
	v_add_co_ci_u32_e64 v65, null, s3, v37, vcc
	v_add_co_u32 v66, vcc, s2, v38
	v_add_co_ci_u32_e64 v67, null, s3, v39, vcc
	v_add_co_u32 v68, vcc, s2, v40
	v_add_co_ci_u32_e64 v69, null, s3, v41, vcc
	s_clause 0x5
	global_load_dword v61, v[56:57], off
	global_load_dword v56, v[58:59], off
	global_load_dword v57, v[62:63], off
	global_load_dword v58, v[64:65], off
	global_load_dword v59, v[66:67], off
	global_load_dword v60, v[68:69], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB2_2
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[62:63], 2, v[16:17]
	v_add_nc_u32_e32 v16, 0x1000, v16
	s_add_i32 s4, s4, -1
	v_add_co_u32 v62, vcc, s2, v62
	v_add_co_ci_u32_e64 v63, null, s3, v63, vcc
	global_load_dword v62, v[62:63], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v46, v46, v62, 1.0
	v_fma_f32 v47, v47, v62, 2.0
	v_fmaak_f32 v48, v48, v62, 0x40400000
	v_fma_f32 v49, v49, v62, 4.0
	v_fmaak_f32 v45, v45, v62, 0x40a00000
	v_fmaak_f32 v42, v42, v62, 0x40c00000
	v_fmaak_f32 v43, v43, v62, 0x40e00000
	v_fmaak_f32 v44, v44, v62, 0x41000000
	v_fmaak_f32 v55, v55, v62, 0x41100000
	v_fmaak_f32 v54, v54, v62, 0x41200000
	v_fmaak_f32 v50, v50, v62, 0x41300000
	v_fmaak_f32 v51, v51, v62, 0x41400000
	v_fmaak_f32 v52, v52, v62, 0x41500000
	v_fmaak_f32 v53, v53, v62, 0x41600000
	v_fmaak_f32 v61, v61, v62, 0x41700000
	v_fmaak_f32 v56, v56, v62, 0x41800000
	v_fmaak_f32 v57, v57, v62, 0x41880000
	v_fmaak_f32 v58, v58, v62, 0x41900000
	v_fmaak_f32 v59, v59, v62, 0x41980000
	v_fmaak_f32 v60, v60, v62, 0x41a00000
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB2_1
.LBB2_2:
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc
	v_add_co_u32 v0, vcc, s0, v0
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	v_add_co_u32 v4, vcc, s0, v4
	v_add_co_ci_u32_e64 v5, null, s1, v5, vcc
	v_add_co_u32 v6, vcc, s0, v6
	v_add_co_ci_u32_e64 v7, null, s1, v7, vcc
	v_add_co_u32 v8, vcc, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[2:3], v46, off
	s_waitcnt vmcnt(18)
	global_store_dword v[0:1], v47, off
	s_waitcnt vmcnt(17)
	global_store_dword v[4:5], v48, off
	s_waitcnt vmcnt(16)
	global_store_dword v[6:7], v49, off
	s_waitcnt vmcnt(15)
	global_store_dword v[8:9], v45, off
	v_add_co_u32 v0, vcc, s0, v10
	v_add_co_ci_u32_e64 v1, null, s1, v11, vcc
	v_add_co_u32 v2, vcc, s0, v12
	v_add_co_ci_u32_e64 v3, null, s1, v13, vcc
	v_add_co_u32 v4, vcc, s0, v14
	v_add_co_ci_u32_e64 v5, null, s1, v15, vcc
	v_add_co_u32 v6, vcc, s0, v18
	v_add_co_ci_u32_e64 v7, null, s1, v19, vcc
	v_add_co_u32 v8, vcc, s0, v20
	v_add_co_ci_u32_e64 v9, null, s1, v21, vcc
	s_waitcnt vmcnt(14)
	global_store_dword v[0:1], v42, off
	s_waitcnt vmcnt(13)
	global_store_dword v[2:3], v43, off
	s_waitcnt vmcnt(12)
	global_store_dword v[4:5], v44, off
	s_waitcnt vmcnt(11)
	global_store_dword v[6:7], v55, off
	s_waitcnt vmcnt(10)
	global_store_dword v[8:9], v54, off
	v_add_co_u32 v0, vcc, s0, v22
	v_add_co_ci_u32_e64 v1, null, s1, v23, vcc
	v_add_co_u32 v2, vcc, s0, v24
	v_add_co_ci_u32_e64 v3, null, s1, v25, vcc
	v_add_co_u32 v4, vcc, s0, v26
	v_add_co_ci_u32_e64 v5, null, s1, v27, vcc
	v_add_co_u32 v6, vcc, s0, v28
	v_add_co_ci_u32_e64 v7, null, s1, v29, vcc
	v_add_co_u32 v8, vcc, s0, v30
	v_add_co_ci_u32_e64 v9, null, s1, v31, vcc
	s_waitcnt vmcnt(9)
	global_store_dword v[0:1], v50, off
	s_waitcnt vmcnt(8)
	global_store_dword v[2:3], v51, off
	s_waitcnt vmcnt(7)
	global_store_dword v[4:5], v52, off
	s_waitcnt vmcnt(6)
	global_store_dword v[6:7], v53, off
	s_waitcnt vmcnt(5)
	global_store_dword v[8:9], v61, off
	v_add_co_u32 v0, vcc, s0, v32
	v_add_co_ci_u32_e64 v1, null, s1, v33, vcc
	v_add_co_u32 v2, vcc, s0, v34
	v_add_co_ci_u32_e64 v3, null, s1, v35, vcc
	v_add_co_u32 v4, vcc, s0, v36
	v_add_co_ci_u32_e64 v5, null, s1, v37, vcc
	v_add_co_u32 v6, vcc, s0, v38
	v_add_co_ci_u32_e64 v7, null, s1, v39, vcc
	v_add_co_u32 v8, vcc, s0, v40
	v_add_co_ci_u32_e64 v9, null, s1, v41, vcc
	s_waitcnt vmcnt(4)
	global_store_dword v[0:1], v56, off
	s_waitcnt vmcnt(3)
	global_store_dword v[2:3], v57, off
	s_waitcnt vmcnt(2)
	global_store_dword v[4:5], v58, off
	s_waitcnt vmcnt(1)
	global_store_dword v[6:7], v59, off
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v60, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_20
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
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 7
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
	.size	vgpr_20, .Lfunc_end2-vgpr_20
                                        ; -- End function
	.set vgpr_20.num_vgpr, 70
	.set vgpr_20.num_agpr, 0
	.set vgpr_20.numbered_sgpr, 7
	.set vgpr_20.num_named_barrier, 0
	.set vgpr_20.private_seg_size, 0
	.set vgpr_20.uses_vcc, 1
	.set vgpr_20.uses_flat_scratch, 0
	.set vgpr_20.has_dyn_sized_stack, 0
	.set vgpr_20.has_recursion, 0
	.set vgpr_20.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1696
; TotalNumSgprs: 9
; NumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 70
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	vgpr_28                 ; -- Begin function vgpr_28
	.globl	vgpr_28
	.p2align	8
	.type	vgpr_28,@function
vgpr_28:                                ; @vgpr_28
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s6, 6, v0
	s_load_dword s4, s[4:5], 0x10
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v2, 64, v0
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v4, 0x80, v0
	v_add_nc_u32_e32 v6, 0xc0, v0
	v_add_nc_u32_e32 v8, 0x100, v0
	v_lshlrev_b64 v[54:55], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x140, v0
	v_lshlrev_b64 v[56:57], 2, v[0:1]
	v_lshlrev_b64 v[26:27], 2, v[4:5]
	v_lshlrev_b64 v[22:23], 2, v[6:7]
	v_lshlrev_b64 v[6:7], 2, v[8:9]
	v_lshlrev_b64 v[8:9], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x180, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v14, vcc, s2, v56
	v_add_co_ci_u32_e64 v15, null, s3, v57, vcc
	v_add_co_u32 v16, vcc, s2, v54
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x1c0, v0
	v_add_co_ci_u32_e64 v17, null, s3, v55, vcc
	v_add_co_u32 v18, vcc, s2, v26
	v_add_co_ci_u32_e64 v19, null, s3, v27, vcc
	v_add_co_u32 v20, vcc, s2, v22
	v_add_co_ci_u32_e64 v21, null, s3, v23, vcc
	v_add_co_u32 v24, vcc, s2, v6
	v_lshlrev_b64 v[12:13], 2, v[2:3]
	v_add_co_ci_u32_e64 v25, null, s3, v7, vcc
	v_add_co_u32 v28, vcc, s2, v8
	v_add_co_ci_u32_e64 v29, null, s3, v9, vcc
	v_add_co_u32 v30, vcc, s2, v10
	v_add_co_ci_u32_e64 v31, null, s3, v11, vcc
	v_add_co_u32 v32, vcc, s2, v12
	v_add_nc_u32_e32 v2, 0x200, v0
	v_add_co_ci_u32_e64 v33, null, s3, v13, vcc
	s_clause 0x7
	global_load_dword v84, v[14:15], off
	global_load_dword v85, v[16:17], off
	global_load_dword v83, v[18:19], off
	global_load_dword v71, v[20:21], off
	global_load_dword v72, v[24:25], off
	global_load_dword v73, v[28:29], off
	global_load_dword v74, v[30:31], off
	global_load_dword v70, v[32:33], off
	v_add_nc_u32_e32 v14, 0x2c0, v0
	v_mov_b32_e32 v15, v1
	v_add_nc_u32_e32 v4, 0x240, v0
	v_add_nc_u32_e32 v36, 0x280, v0
	v_mov_b32_e32 v37, v1
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_lshlrev_b64 v[30:31], 2, v[14:15]
	v_add_nc_u32_e32 v14, 0x300, v0
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_lshlrev_b64 v[28:29], 2, v[36:37]
	v_add_nc_u32_e32 v16, 0x380, v0
	v_add_co_u32 v34, vcc, s2, v2
	v_lshlrev_b64 v[32:33], 2, v[14:15]
	v_add_nc_u32_e32 v14, 0x340, v0
	v_mov_b32_e32 v17, v1
	v_add_co_ci_u32_e64 v35, null, s3, v3, vcc
	v_add_co_u32 v36, vcc, s2, v4
	v_add_nc_u32_e32 v18, 0x3c0, v0
	v_mov_b32_e32 v19, v1
	v_add_co_ci_u32_e64 v37, null, s3, v5, vcc
	v_add_co_u32 v38, vcc, s2, v28
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_ci_u32_e64 v39, null, s3, v29, vcc
	v_add_co_u32 v40, vcc, s2, v30
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_ci_u32_e64 v41, null, s3, v31, vcc
	v_add_co_u32 v42, vcc, s2, v32
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_ci_u32_e64 v43, null, s3, v33, vcc
	v_add_co_u32 v44, vcc, s2, v14
	v_add_nc_u32_e32 v20, 0x400, v0
	v_mov_b32_e32 v21, v1
	v_add_co_ci_u32_e64 v45, null, s3, v15, vcc
	v_add_co_u32 v46, vcc, s2, v16
	v_add_nc_u32_e32 v24, 0x440, v0
	v_mov_b32_e32 v25, v1
	v_add_co_ci_u32_e64 v47, null, s3, v17, vcc
	v_add_co_u32 v48, vcc, s2, v18
	v_add_nc_u32_e32 v52, 0x480, v0
	v_mov_b32_e32 v53, v1
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_ci_u32_e64 v49, null, s3, v19, vcc
	s_clause 0x7
	global_load_dword v77, v[34:35], off
	global_load_dword v78, v[36:37], off
	global_load_dword v79, v[38:39], off
	global_load_dword v80, v[40:41], off
	global_load_dword v75, v[42:43], off
	global_load_dword v58, v[44:45], off
	global_load_dword v59, v[46:47], off
	global_load_dword v60, v[48:49], off
	v_add_nc_u32_e32 v36, 0x4c0, v0
	v_mov_b32_e32 v37, v1
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_nc_u32_e32 v38, 0x500, v0
	v_mov_b32_e32 v39, v1
	v_lshlrev_b64 v[34:35], 2, v[52:53]
	v_add_nc_u32_e32 v40, 0x540, v0
	v_mov_b32_e32 v41, v1
	v_add_co_u32 v50, vcc, s2, v20
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_ci_u32_e64 v51, null, s3, v21, vcc
	v_add_co_u32 v44, vcc, s2, v24
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_ci_u32_e64 v45, null, s3, v25, vcc
	v_add_co_u32 v46, vcc, s2, v34
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_ci_u32_e64 v47, null, s3, v35, vcc
	v_add_co_u32 v48, vcc, s2, v36
	v_add_co_ci_u32_e64 v49, null, s3, v37, vcc
	v_add_co_u32 v52, vcc, s2, v38
	v_add_nc_u32_e32 v42, 0x580, v0
	v_mov_b32_e32 v43, v1
	v_add_co_ci_u32_e64 v53, null, s3, v39, vcc
	v_add_co_u32 v65, vcc, s2, v40
	v_add_nc_u32_e32 v67, 0x5c0, v0
	v_mov_b32_e32 v68, v1
	v_add_co_ci_u32_e64 v66, null, s3, v41, vcc
	s_clause 0x5
	global_load_dword v82, v[50:51], off
	global_load_dword v76, v[44:45], off
	global_load_dword v62, v[46:47], off
	global_load_dword v63, v[48:49], off
	global_load_dword v64, v[52:53], off
	global_load_dword v65, v[65:66], off
	v_add_nc_u32_e32 v46, 0x600, v0
	v_mov_b32_e32 v47, v1
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_nc_u32_e32 v48, 0x640, v0
	v_mov_b32_e32 v49, v1
	v_lshlrev_b64 v[44:45], 2, v[67:68]
	v_add_nc_u32_e32 v50, 0x680, v0
	v_mov_b32_e32 v51, v1
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_nc_u32_e32 v52, 0x6c0, v0
	v_mov_b32_e32 v53, v1
	v_add_co_u32 v66, vcc, s2, v42
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_add_co_ci_u32_e64 v67, null, s3, v43, vcc
	v_add_co_u32 v68, vcc, s2, v44
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_ci_u32_e64 v69, null, s3, v45, vcc
	v_add_co_u32 v86, vcc, s2, v46
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_add_co_ci_u32_e64 v87, null, s3, v47, vcc
	v_add_co_u32 v88, vcc, s2, v48
	v_add_co_ci_u32_e64 v89, null, s3, v49, vcc
	v_add_co_u32 v90, vcc, s2, v50
	v_add_co_ci_u32_e64 v91, null, s3, v51, vcc
	v_add_co_u32 v92, vcc, s2, v52
	v_add_co_ci_u32_e64 v93, null, s3, v53, vcc
	s_clause 0x5
	global_load_dword v81, v[66:67], off
	global_load_dword v66, v[68:69], off
	global_load_dword v67, v[86:87], off
	global_load_dword v68, v[88:89], off
	global_load_dword v69, v[90:91], off
	global_load_dword v61, v[92:93], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB3_2
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[86:87], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_add_i32 s4, s4, -1
	v_add_co_u32 v86, vcc, s2, v86
	v_add_co_ci_u32_e64 v87, null, s3, v87, vcc
	global_load_dword v86, v[86:87], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v84, v84, v86, 1.0
	v_fma_f32 v85, v85, v86, 2.0
	v_fmaak_f32 v83, v83, v86, 0x40400000
	v_fma_f32 v71, v71, v86, 4.0
	v_fmaak_f32 v72, v72, v86, 0x40a00000
	v_fmaak_f32 v73, v73, v86, 0x40c00000
	v_fmaak_f32 v74, v74, v86, 0x40e00000
	v_fmaak_f32 v70, v70, v86, 0x41000000
	v_fmaak_f32 v77, v77, v86, 0x41100000
	v_fmaak_f32 v78, v78, v86, 0x41200000
	v_fmaak_f32 v79, v79, v86, 0x41300000
	v_fmaak_f32 v80, v80, v86, 0x41400000
	v_fmaak_f32 v75, v75, v86, 0x41500000
	v_fmaak_f32 v58, v58, v86, 0x41600000
	v_fmaak_f32 v59, v59, v86, 0x41700000
	v_fmaak_f32 v60, v60, v86, 0x41800000
	v_fmaak_f32 v82, v82, v86, 0x41880000
	v_fmaak_f32 v76, v76, v86, 0x41900000
	v_fmaak_f32 v62, v62, v86, 0x41980000
	v_fmaak_f32 v63, v63, v86, 0x41a00000
	v_fmaak_f32 v64, v64, v86, 0x41a80000
	v_fmaak_f32 v65, v65, v86, 0x41b00000
	v_fmaak_f32 v81, v81, v86, 0x41b80000
	v_fmaak_f32 v66, v66, v86, 0x41c00000
	v_fmaak_f32 v67, v67, v86, 0x41c80000
	v_fmaak_f32 v68, v68, v86, 0x41d00000
	v_fmaak_f32 v69, v69, v86, 0x41d80000
	v_fmaak_f32 v61, v61, v86, 0x41e00000
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB3_1
.LBB3_2:
	v_add_co_u32 v0, vcc, s0, v56
	v_add_co_ci_u32_e64 v1, null, s1, v57, vcc
	v_add_co_u32 v54, vcc, s0, v54
	v_add_co_ci_u32_e64 v55, null, s1, v55, vcc
	v_add_co_u32 v26, vcc, s0, v26
	v_add_co_ci_u32_e64 v27, null, s1, v27, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v84, off
	s_waitcnt vmcnt(26)
	global_store_dword v[54:55], v85, off
	s_waitcnt vmcnt(25)
	global_store_dword v[26:27], v83, off
	v_add_co_u32 v0, vcc, s0, v22
	v_add_co_ci_u32_e64 v1, null, s1, v23, vcc
	v_add_co_u32 v6, vcc, s0, v6
	v_add_co_ci_u32_e64 v7, null, s1, v7, vcc
	v_add_co_u32 v8, vcc, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc
	v_add_co_u32 v10, vcc, s0, v10
	v_add_co_ci_u32_e64 v11, null, s1, v11, vcc
	v_add_co_u32 v12, vcc, s0, v12
	v_add_co_ci_u32_e64 v13, null, s1, v13, vcc
	s_waitcnt vmcnt(24)
	global_store_dword v[0:1], v71, off
	s_waitcnt vmcnt(23)
	global_store_dword v[6:7], v72, off
	s_waitcnt vmcnt(22)
	global_store_dword v[8:9], v73, off
	s_waitcnt vmcnt(21)
	global_store_dword v[10:11], v74, off
	s_waitcnt vmcnt(20)
	global_store_dword v[12:13], v70, off
	v_add_co_u32 v0, vcc, s0, v2
	v_add_co_ci_u32_e64 v1, null, s1, v3, vcc
	v_add_co_u32 v2, vcc, s0, v4
	v_add_co_ci_u32_e64 v3, null, s1, v5, vcc
	v_add_co_u32 v4, vcc, s0, v28
	v_add_co_ci_u32_e64 v5, null, s1, v29, vcc
	v_add_co_u32 v6, vcc, s0, v30
	v_add_co_ci_u32_e64 v7, null, s1, v31, vcc
	v_add_co_u32 v8, vcc, s0, v32
	v_add_co_ci_u32_e64 v9, null, s1, v33, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v77, off
	s_waitcnt vmcnt(18)
	global_store_dword v[2:3], v78, off
	s_waitcnt vmcnt(17)
	global_store_dword v[4:5], v79, off
	s_waitcnt vmcnt(16)
	global_store_dword v[6:7], v80, off
	s_waitcnt vmcnt(15)
	global_store_dword v[8:9], v75, off
	v_add_co_u32 v0, vcc, s0, v14
	v_add_co_ci_u32_e64 v1, null, s1, v15, vcc
	v_add_co_u32 v2, vcc, s0, v16
	v_add_co_ci_u32_e64 v3, null, s1, v17, vcc
	v_add_co_u32 v4, vcc, s0, v18
	v_add_co_ci_u32_e64 v5, null, s1, v19, vcc
	v_add_co_u32 v6, vcc, s0, v20
	v_add_co_ci_u32_e64 v7, null, s1, v21, vcc
	v_add_co_u32 v8, vcc, s0, v24
	v_add_co_ci_u32_e64 v9, null, s1, v25, vcc
	s_waitcnt vmcnt(14)
	global_store_dword v[0:1], v58, off
	s_waitcnt vmcnt(13)
	global_store_dword v[2:3], v59, off
	s_waitcnt vmcnt(12)
	global_store_dword v[4:5], v60, off
	s_waitcnt vmcnt(11)
	global_store_dword v[6:7], v82, off
	s_waitcnt vmcnt(10)
	global_store_dword v[8:9], v76, off
	v_add_co_u32 v0, vcc, s0, v34
	v_add_co_ci_u32_e64 v1, null, s1, v35, vcc
	v_add_co_u32 v2, vcc, s0, v36
	v_add_co_ci_u32_e64 v3, null, s1, v37, vcc
	v_add_co_u32 v4, vcc, s0, v38
	v_add_co_ci_u32_e64 v5, null, s1, v39, vcc
	v_add_co_u32 v6, vcc, s0, v40
	v_add_co_ci_u32_e64 v7, null, s1, v41, vcc
	v_add_co_u32 v8, vcc, s0, v42
	v_add_co_ci_u32_e64 v9, null, s1, v43, vcc
	s_waitcnt vmcnt(9)
	global_store_dword v[0:1], v62, off
	s_waitcnt vmcnt(8)
	global_store_dword v[2:3], v63, off
	s_waitcnt vmcnt(7)
	global_store_dword v[4:5], v64, off
	s_waitcnt vmcnt(6)
	global_store_dword v[6:7], v65, off
	s_waitcnt vmcnt(5)
	global_store_dword v[8:9], v81, off
	v_add_co_u32 v0, vcc, s0, v44
	v_add_co_ci_u32_e64 v1, null, s1, v45, vcc
	v_add_co_u32 v2, vcc, s0, v46
	v_add_co_ci_u32_e64 v3, null, s1, v47, vcc
	v_add_co_u32 v4, vcc, s0, v48
	v_add_co_ci_u32_e64 v5, null, s1, v49, vcc
	v_add_co_u32 v6, vcc, s0, v50
	v_add_co_ci_u32_e64 v7, null, s1, v51, vcc
	v_add_co_u32 v8, vcc, s0, v52
	v_add_co_ci_u32_e64 v9, null, s1, v53, vcc
	s_waitcnt vmcnt(4)
	global_store_dword v[0:1], v66, off
	s_waitcnt vmcnt(3)
	global_store_dword v[2:3], v67, off
	s_waitcnt vmcnt(2)
	global_store_dword v[4:5], v68, off
	s_waitcnt vmcnt(1)
	global_store_dword v[6:7], v69, off
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v61, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_28
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
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 7
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
.Lfunc_end3:
	.size	vgpr_28, .Lfunc_end3-vgpr_28
                                        ; -- End function
	.set vgpr_28.num_vgpr, 94
	.set vgpr_28.num_agpr, 0
	.set vgpr_28.numbered_sgpr, 7
	.set vgpr_28.num_named_barrier, 0
	.set vgpr_28.private_seg_size, 0
	.set vgpr_28.uses_vcc, 1
	.set vgpr_28.uses_flat_scratch, 0
	.set vgpr_28.has_dyn_sized_stack, 0
	.set vgpr_28.has_recursion, 0
	.set vgpr_28.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2312
; TotalNumSgprs: 9
; NumVgprs: 94
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 94
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	vgpr_40                 ; -- Begin function vgpr_40
	.globl	vgpr_40
	.p2align	8
	.type	vgpr_40,@function
vgpr_40:                                ; @vgpr_40
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s6, 6, v0
	s_load_dword s4, s[4:5], 0x10
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v2, 64, v0
	v_mov_b32_e32 v5, v1
	v_add_nc_u32_e32 v4, 0x80, v0
	v_lshlrev_b64 v[74:75], 2, v[0:1]
	v_mov_b32_e32 v7, v1
	v_add_nc_u32_e32 v6, 0xc0, v0
	v_lshlrev_b64 v[64:65], 2, v[2:3]
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v8, 0x100, v0
	v_lshlrev_b64 v[44:45], 2, v[4:5]
	v_add_nc_u32_e32 v2, 0x140, v0
	v_lshlrev_b64 v[46:47], 2, v[6:7]
	v_add_nc_u32_e32 v4, 0x180, v0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v12, vcc, s2, v74
	v_add_co_ci_u32_e64 v13, null, s3, v75, vcc
	v_add_co_u32 v18, vcc, s2, v64
	v_lshlrev_b64 v[16:17], 2, v[8:9]
	v_add_nc_u32_e32 v6, 0x1c0, v0
	v_add_co_ci_u32_e64 v19, null, s3, v65, vcc
	v_add_co_u32 v20, vcc, s2, v44
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_ci_u32_e64 v21, null, s3, v45, vcc
	v_add_co_u32 v22, vcc, s2, v46
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_ci_u32_e64 v23, null, s3, v47, vcc
	v_add_co_u32 v24, vcc, s2, v16
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_ci_u32_e64 v25, null, s3, v17, vcc
	v_add_co_u32 v26, vcc, s2, v2
	v_add_nc_u32_e32 v8, 0x200, v0
	v_add_nc_u32_e32 v10, 0x240, v0
	v_mov_b32_e32 v11, v1
	v_add_co_ci_u32_e64 v27, null, s3, v3, vcc
	v_add_co_u32 v28, vcc, s2, v4
	v_add_co_ci_u32_e64 v29, null, s3, v5, vcc
	v_add_co_u32 v30, vcc, s2, v6
	v_lshlrev_b64 v[14:15], 2, v[8:9]
	v_add_co_ci_u32_e64 v31, null, s3, v7, vcc
	v_lshlrev_b64 v[8:9], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x280, v0
	s_clause 0x7
	global_load_dword v114, v[12:13], off
	global_load_dword v113, v[18:19], off
	global_load_dword v112, v[20:21], off
	global_load_dword v111, v[22:23], off
	global_load_dword v106, v[24:25], off
	global_load_dword v93, v[26:27], off
	global_load_dword v92, v[28:29], off
	global_load_dword v91, v[30:31], off
	v_add_nc_u32_e32 v12, 0x300, v0
	v_mov_b32_e32 v13, v1
	v_add_nc_u32_e32 v36, 0x2c0, v0
	v_mov_b32_e32 v37, v1
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32 v32, vcc, s2, v14
	v_lshlrev_b64 v[20:21], 2, v[12:13]
	v_add_nc_u32_e32 v12, 0x340, v0
	v_lshlrev_b64 v[18:19], 2, v[36:37]
	v_add_nc_u32_e32 v22, 0x380, v0
	v_mov_b32_e32 v23, v1
	v_add_co_ci_u32_e64 v33, null, s3, v15, vcc
	v_add_co_u32 v34, vcc, s2, v8
	v_lshlrev_b64 v[48:49], 2, v[12:13]
	v_add_nc_u32_e32 v12, 0x3c0, v0
	v_add_co_ci_u32_e64 v35, null, s3, v9, vcc
	v_add_co_u32 v26, vcc, s2, v10
	v_add_co_ci_u32_e64 v27, null, s3, v11, vcc
	v_add_co_u32 v28, vcc, s2, v18
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_ci_u32_e64 v29, null, s3, v19, vcc
	v_add_co_u32 v30, vcc, s2, v20
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_ci_u32_e64 v31, null, s3, v21, vcc
	v_add_co_u32 v36, vcc, s2, v48
	v_add_co_ci_u32_e64 v37, null, s3, v49, vcc
	v_add_co_u32 v38, vcc, s2, v22
	v_add_co_ci_u32_e64 v39, null, s3, v23, vcc
	v_add_co_u32 v40, vcc, s2, v12
	v_add_nc_u32_e32 v24, 0x400, v0
	v_mov_b32_e32 v25, v1
	v_add_co_ci_u32_e64 v41, null, s3, v13, vcc
	s_clause 0x7
	global_load_dword v120, v[32:33], off
	global_load_dword v119, v[34:35], off
	global_load_dword v103, v[26:27], off
	global_load_dword v102, v[28:29], off
	global_load_dword v101, v[30:31], off
	global_load_dword v100, v[36:37], off
	global_load_dword v99, v[38:39], off
	global_load_dword v82, v[40:41], off
	v_add_nc_u32_e32 v26, 0x480, v0
	v_mov_b32_e32 v27, v1
	v_add_nc_u32_e32 v42, 0x440, v0
	v_mov_b32_e32 v43, v1
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_nc_u32_e32 v28, 0x500, v0
	v_lshlrev_b64 v[54:55], 2, v[26:27]
	v_add_nc_u32_e32 v26, 0x4c0, v0
	v_mov_b32_e32 v29, v1
	v_lshlrev_b64 v[52:53], 2, v[42:43]
	v_add_co_u32 v36, vcc, s2, v24
	v_lshlrev_b64 v[66:67], 2, v[26:27]
	v_lshlrev_b64 v[26:27], 2, v[28:29]
	v_add_nc_u32_e32 v28, 0x540, v0
	v_add_nc_u32_e32 v30, 0x580, v0
	v_mov_b32_e32 v31, v1
	v_add_co_ci_u32_e64 v37, null, s3, v25, vcc
	v_add_co_u32 v38, vcc, s2, v52
	v_add_nc_u32_e32 v32, 0x5c0, v0
	v_mov_b32_e32 v33, v1
	v_add_co_ci_u32_e64 v39, null, s3, v53, vcc
	v_add_co_u32 v40, vcc, s2, v54
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_ci_u32_e64 v41, null, s3, v55, vcc
	v_add_co_u32 v42, vcc, s2, v66
	v_lshlrev_b64 v[50:51], 2, v[30:31]
	v_add_co_ci_u32_e64 v43, null, s3, v67, vcc
	v_add_co_u32 v56, vcc, s2, v26
	v_lshlrev_b64 v[30:31], 2, v[32:33]
	v_add_co_ci_u32_e64 v57, null, s3, v27, vcc
	v_add_co_u32 v58, vcc, s2, v28
	v_add_co_ci_u32_e64 v59, null, s3, v29, vcc
	v_add_co_u32 v60, vcc, s2, v50
	v_add_co_ci_u32_e64 v61, null, s3, v51, vcc
	v_add_co_u32 v62, vcc, s2, v30
	v_add_co_ci_u32_e64 v63, null, s3, v31, vcc
	s_clause 0x7
	global_load_dword v118, v[36:37], off
	global_load_dword v117, v[38:39], off
	global_load_dword v116, v[40:41], off
	global_load_dword v115, v[42:43], off
	global_load_dword v98, v[56:57], off
	global_load_dword v97, v[58:59], off
	global_load_dword v96, v[60:61], off
	global_load_dword v95, v[62:63], off
	v_add_nc_u32_e32 v36, 0x6c0, v0
	v_mov_b32_e32 v37, v1
	v_add_nc_u32_e32 v32, 0x600, v0
	v_add_nc_u32_e32 v34, 0x640, v0
	v_mov_b32_e32 v35, v1
	v_add_nc_u32_e32 v70, 0x680, v0
	v_lshlrev_b64 v[58:59], 2, v[36:37]
	v_add_nc_u32_e32 v36, 0x700, v0
	v_mov_b32_e32 v71, v1
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_nc_u32_e32 v38, 0x7c0, v0
	v_lshlrev_b64 v[60:61], 2, v[36:37]
	v_add_nc_u32_e32 v36, 0x740, v0
	v_lshlrev_b64 v[56:57], 2, v[70:71]
	v_add_co_u32 v68, vcc, s2, v32
	v_add_co_ci_u32_e64 v69, null, s3, v33, vcc
	v_lshlrev_b64 v[62:63], 2, v[36:37]
	v_add_nc_u32_e32 v36, 0x780, v0
	v_add_co_u32 v70, vcc, s2, v34
	v_mov_b32_e32 v39, v1
	v_add_co_ci_u32_e64 v71, null, s3, v35, vcc
	v_add_co_u32 v72, vcc, s2, v56
	v_add_co_ci_u32_e64 v73, null, s3, v57, vcc
	v_add_co_u32 v76, vcc, s2, v58
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_ci_u32_e64 v77, null, s3, v59, vcc
	v_add_co_u32 v78, vcc, s2, v60
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_nc_u32_e32 v40, 0x800, v0
	v_mov_b32_e32 v41, v1
	v_add_co_ci_u32_e64 v79, null, s3, v61, vcc
	v_add_co_u32 v80, vcc, s2, v62
	v_add_nc_u32_e32 v42, 0x840, v0
	v_mov_b32_e32 v43, v1
	v_add_co_ci_u32_e64 v81, null, s3, v63, vcc
	v_add_co_u32 v83, vcc, s2, v36
	v_add_nc_u32_e32 v124, 0x880, v0
	v_mov_b32_e32 v125, v1
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_ci_u32_e64 v84, null, s3, v37, vcc
	v_add_co_u32 v85, vcc, s2, v38
	v_add_nc_u32_e32 v126, 0x8c0, v0
	v_mov_b32_e32 v127, v1
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_ci_u32_e64 v86, null, s3, v39, vcc
	s_clause 0x7
	global_load_dword v121, v[68:69], off
	global_load_dword v110, v[70:71], off
	global_load_dword v109, v[72:73], off
	global_load_dword v108, v[76:77], off
	global_load_dword v107, v[78:79], off
	global_load_dword v105, v[80:81], off
	global_load_dword v88, v[83:84], off
	global_load_dword v87, v[85:86], off
	v_add_nc_u32_e32 v70, 0x900, v0
	v_mov_b32_e32 v71, v1
	v_lshlrev_b64 v[80:81], 2, v[124:125]
	v_add_nc_u32_e32 v72, 0x940, v0
	v_mov_b32_e32 v73, v1
	v_add_co_u32 v89, vcc, s2, v40
	v_lshlrev_b64 v[68:69], 2, v[126:127]
	v_add_co_ci_u32_e64 v90, null, s3, v41, vcc
	v_add_co_u32 v122, vcc, s2, v42
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_add_co_ci_u32_e64 v123, null, s3, v43, vcc
	v_add_co_u32 v78, vcc, s2, v80
	v_lshlrev_b64 v[72:73], 2, v[72:73]
	v_add_co_ci_u32_e64 v79, null, s3, v81, vcc
	v_add_co_u32 v83, vcc, s2, v68
	v_add_nc_u32_e32 v76, 0x980, v0
	v_mov_b32_e32 v77, v1
	s_clause 0x1
	global_load_dword v90, v[89:90], off
	global_load_dword v89, v[122:123], off
	v_add_co_ci_u32_e64 v84, null, s3, v69, vcc
	v_add_co_u32 v122, vcc, s2, v70
	v_add_nc_u32_e32 v126, 0x9c0, v0
	v_add_co_ci_u32_e64 v123, null, s3, v71, vcc
	v_add_co_u32 v124, vcc, s2, v72
	v_add_co_ci_u32_e64 v125, null, s3, v73, vcc
	v_lshlrev_b64 v[76:77], 2, v[76:77]
	s_clause 0x3
	global_load_dword v104, v[78:79], off
	global_load_dword v85, v[83:84], off
	global_load_dword v84, v[122:123], off
	global_load_dword v83, v[124:125], off
	v_lshlrev_b64 v[78:79], 2, v[126:127]
	v_add_co_u32 v122, vcc, s2, v76
	v_add_co_ci_u32_e64 v123, null, s3, v77, vcc
	v_add_co_u32 v124, vcc, s2, v78
	v_add_co_ci_u32_e64 v125, null, s3, v79, vcc
	s_clause 0x1
	global_load_dword v94, v[122:123], off
	global_load_dword v86, v[124:125], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB4_2
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[122:123], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_add_i32 s4, s4, -1
	v_add_co_u32 v122, vcc, s2, v122
	v_add_co_ci_u32_e64 v123, null, s3, v123, vcc
	global_load_dword v122, v[122:123], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v114, v114, v122, 1.0
	v_fma_f32 v113, v113, v122, 2.0
	v_fmaak_f32 v112, v112, v122, 0x40400000
	v_fma_f32 v111, v111, v122, 4.0
	v_fmaak_f32 v106, v106, v122, 0x40a00000
	v_fmaak_f32 v93, v93, v122, 0x40c00000
	v_fmaak_f32 v92, v92, v122, 0x40e00000
	v_fmaak_f32 v91, v91, v122, 0x41000000
	v_fmaak_f32 v120, v120, v122, 0x41100000
	v_fmaak_f32 v119, v119, v122, 0x41200000
	v_fmaak_f32 v103, v103, v122, 0x41300000
	v_fmaak_f32 v102, v102, v122, 0x41400000
	v_fmaak_f32 v101, v101, v122, 0x41500000
	v_fmaak_f32 v100, v100, v122, 0x41600000
	v_fmaak_f32 v99, v99, v122, 0x41700000
	v_fmaak_f32 v82, v82, v122, 0x41800000
	v_fmaak_f32 v118, v118, v122, 0x41880000
	v_fmaak_f32 v117, v117, v122, 0x41900000
	v_fmaak_f32 v116, v116, v122, 0x41980000
	v_fmaak_f32 v115, v115, v122, 0x41a00000
	v_fmaak_f32 v98, v98, v122, 0x41a80000
	v_fmaak_f32 v97, v97, v122, 0x41b00000
	v_fmaak_f32 v96, v96, v122, 0x41b80000
	v_fmaak_f32 v95, v95, v122, 0x41c00000
	v_fmaak_f32 v121, v121, v122, 0x41c80000
	v_fmaak_f32 v110, v110, v122, 0x41d00000
	v_fmaak_f32 v109, v109, v122, 0x41d80000
	v_fmaak_f32 v108, v108, v122, 0x41e00000
	v_fmaak_f32 v107, v107, v122, 0x41e80000
	v_fmaak_f32 v105, v105, v122, 0x41f00000
	v_fmaak_f32 v88, v88, v122, 0x41f80000
	v_fmaak_f32 v87, v87, v122, 0x42000000
	v_fmaak_f32 v90, v90, v122, 0x42040000
	v_fmaak_f32 v89, v89, v122, 0x42080000
	v_fmaak_f32 v104, v104, v122, 0x420c0000
	v_fmaak_f32 v85, v85, v122, 0x42100000
	v_fmaak_f32 v84, v84, v122, 0x42140000
	v_fmaak_f32 v83, v83, v122, 0x42180000
	v_fmaak_f32 v94, v94, v122, 0x421c0000
	v_fmaak_f32 v86, v86, v122, 0x42200000
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB4_1
.LBB4_2:
	v_add_co_u32 v0, vcc, s0, v74
	v_add_co_ci_u32_e64 v1, null, s1, v75, vcc
	v_add_co_u32 v64, vcc, s0, v64
	v_add_co_ci_u32_e64 v65, null, s1, v65, vcc
	v_add_co_u32 v44, vcc, s0, v44
	v_add_co_ci_u32_e64 v45, null, s1, v45, vcc
	v_add_co_u32 v46, vcc, s0, v46
	v_add_co_ci_u32_e64 v47, null, s1, v47, vcc
	v_add_co_u32 v16, vcc, s0, v16
	v_add_co_ci_u32_e64 v17, null, s1, v17, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v114, off
	s_waitcnt vmcnt(38)
	global_store_dword v[64:65], v113, off
	s_waitcnt vmcnt(37)
	global_store_dword v[44:45], v112, off
	s_waitcnt vmcnt(36)
	global_store_dword v[46:47], v111, off
	s_waitcnt vmcnt(35)
	global_store_dword v[16:17], v106, off
	v_add_co_u32 v0, vcc, s0, v2
	v_add_co_ci_u32_e64 v1, null, s1, v3, vcc
	v_add_co_u32 v2, vcc, s0, v4
	v_add_co_ci_u32_e64 v3, null, s1, v5, vcc
	v_add_co_u32 v4, vcc, s0, v6
	v_add_co_ci_u32_e64 v5, null, s1, v7, vcc
	v_add_co_u32 v6, vcc, s0, v14
	v_add_co_ci_u32_e64 v7, null, s1, v15, vcc
	v_add_co_u32 v8, vcc, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc
	s_waitcnt vmcnt(34)
	global_store_dword v[0:1], v93, off
	s_waitcnt vmcnt(33)
	global_store_dword v[2:3], v92, off
	s_waitcnt vmcnt(32)
	global_store_dword v[4:5], v91, off
	s_waitcnt vmcnt(31)
	global_store_dword v[6:7], v120, off
	s_waitcnt vmcnt(30)
	global_store_dword v[8:9], v119, off
	v_add_co_u32 v0, vcc, s0, v10
	v_add_co_ci_u32_e64 v1, null, s1, v11, vcc
	v_add_co_u32 v2, vcc, s0, v18
	v_add_co_ci_u32_e64 v3, null, s1, v19, vcc
	v_add_co_u32 v4, vcc, s0, v20
	v_add_co_ci_u32_e64 v5, null, s1, v21, vcc
	v_add_co_u32 v6, vcc, s0, v48
	v_add_co_ci_u32_e64 v7, null, s1, v49, vcc
	v_add_co_u32 v8, vcc, s0, v22
	v_add_co_ci_u32_e64 v9, null, s1, v23, vcc
	s_waitcnt vmcnt(29)
	global_store_dword v[0:1], v103, off
	s_waitcnt vmcnt(28)
	global_store_dword v[2:3], v102, off
	s_waitcnt vmcnt(27)
	global_store_dword v[4:5], v101, off
	s_waitcnt vmcnt(26)
	global_store_dword v[6:7], v100, off
	s_waitcnt vmcnt(25)
	global_store_dword v[8:9], v99, off
	v_add_co_u32 v0, vcc, s0, v12
	v_add_co_ci_u32_e64 v1, null, s1, v13, vcc
	v_add_co_u32 v2, vcc, s0, v24
	v_add_co_ci_u32_e64 v3, null, s1, v25, vcc
	v_add_co_u32 v4, vcc, s0, v52
	v_add_co_ci_u32_e64 v5, null, s1, v53, vcc
	v_add_co_u32 v6, vcc, s0, v54
	v_add_co_ci_u32_e64 v7, null, s1, v55, vcc
	v_add_co_u32 v8, vcc, s0, v66
	v_add_co_ci_u32_e64 v9, null, s1, v67, vcc
	s_waitcnt vmcnt(24)
	global_store_dword v[0:1], v82, off
	s_waitcnt vmcnt(23)
	global_store_dword v[2:3], v118, off
	s_waitcnt vmcnt(22)
	global_store_dword v[4:5], v117, off
	s_waitcnt vmcnt(21)
	global_store_dword v[6:7], v116, off
	s_waitcnt vmcnt(20)
	global_store_dword v[8:9], v115, off
	v_add_co_u32 v0, vcc, s0, v26
	v_add_co_ci_u32_e64 v1, null, s1, v27, vcc
	v_add_co_u32 v2, vcc, s0, v28
	v_add_co_ci_u32_e64 v3, null, s1, v29, vcc
	v_add_co_u32 v4, vcc, s0, v50
	v_add_co_ci_u32_e64 v5, null, s1, v51, vcc
	v_add_co_u32 v6, vcc, s0, v30
	v_add_co_ci_u32_e64 v7, null, s1, v31, vcc
	v_add_co_u32 v8, vcc, s0, v32
	v_add_co_ci_u32_e64 v9, null, s1, v33, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v98, off
	s_waitcnt vmcnt(18)
	global_store_dword v[2:3], v97, off
	s_waitcnt vmcnt(17)
	global_store_dword v[4:5], v96, off
	s_waitcnt vmcnt(16)
	global_store_dword v[6:7], v95, off
	s_waitcnt vmcnt(15)
	global_store_dword v[8:9], v121, off
	v_add_co_u32 v0, vcc, s0, v34
	v_add_co_ci_u32_e64 v1, null, s1, v35, vcc
	v_add_co_u32 v2, vcc, s0, v56
	v_add_co_ci_u32_e64 v3, null, s1, v57, vcc
	v_add_co_u32 v4, vcc, s0, v58
	v_add_co_ci_u32_e64 v5, null, s1, v59, vcc
	v_add_co_u32 v6, vcc, s0, v60
	v_add_co_ci_u32_e64 v7, null, s1, v61, vcc
	v_add_co_u32 v8, vcc, s0, v62
	v_add_co_ci_u32_e64 v9, null, s1, v63, vcc
	s_waitcnt vmcnt(14)
	global_store_dword v[0:1], v110, off
	s_waitcnt vmcnt(13)
	global_store_dword v[2:3], v109, off
	s_waitcnt vmcnt(12)
	global_store_dword v[4:5], v108, off
	s_waitcnt vmcnt(11)
	global_store_dword v[6:7], v107, off
	s_waitcnt vmcnt(10)
	global_store_dword v[8:9], v105, off
	v_add_co_u32 v0, vcc, s0, v36
	v_add_co_ci_u32_e64 v1, null, s1, v37, vcc
	v_add_co_u32 v2, vcc, s0, v38
	v_add_co_ci_u32_e64 v3, null, s1, v39, vcc
	v_add_co_u32 v4, vcc, s0, v40
	v_add_co_ci_u32_e64 v5, null, s1, v41, vcc
	v_add_co_u32 v6, vcc, s0, v42
	v_add_co_ci_u32_e64 v7, null, s1, v43, vcc
	v_add_co_u32 v8, vcc, s0, v80
	v_add_co_ci_u32_e64 v9, null, s1, v81, vcc
	s_waitcnt vmcnt(9)
	global_store_dword v[0:1], v88, off
	s_waitcnt vmcnt(8)
	global_store_dword v[2:3], v87, off
	s_waitcnt vmcnt(7)
	global_store_dword v[4:5], v90, off
	s_waitcnt vmcnt(6)
	global_store_dword v[6:7], v89, off
	s_waitcnt vmcnt(5)
	global_store_dword v[8:9], v104, off
	v_add_co_u32 v0, vcc, s0, v68
	v_add_co_ci_u32_e64 v1, null, s1, v69, vcc
	v_add_co_u32 v2, vcc, s0, v70
	v_add_co_ci_u32_e64 v3, null, s1, v71, vcc
	v_add_co_u32 v4, vcc, s0, v72
	v_add_co_ci_u32_e64 v5, null, s1, v73, vcc
	v_add_co_u32 v6, vcc, s0, v76
	v_add_co_ci_u32_e64 v7, null, s1, v77, vcc
	v_add_co_u32 v8, vcc, s0, v78
	v_add_co_ci_u32_e64 v9, null, s1, v79, vcc
	s_waitcnt vmcnt(4)
	global_store_dword v[0:1], v85, off
	s_waitcnt vmcnt(3)
	global_store_dword v[2:3], v84, off
	s_waitcnt vmcnt(2)
	global_store_dword v[4:5], v83, off
	s_waitcnt vmcnt(1)
	global_store_dword v[6:7], v94, off
	s_waitcnt vmcnt(0)
	global_store_dword v[8:9], v86, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_40
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
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 7
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
.Lfunc_end4:
	.size	vgpr_40, .Lfunc_end4-vgpr_40
                                        ; -- End function
	.set vgpr_40.num_vgpr, 128
	.set vgpr_40.num_agpr, 0
	.set vgpr_40.numbered_sgpr, 7
	.set vgpr_40.num_named_barrier, 0
	.set vgpr_40.private_seg_size, 0
	.set vgpr_40.uses_vcc, 1
	.set vgpr_40.uses_flat_scratch, 0
	.set vgpr_40.has_dyn_sized_stack, 0
	.set vgpr_40.has_recursion, 0
	.set vgpr_40.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3256
; TotalNumSgprs: 9
; NumVgprs: 128
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	vgpr_60                 ; -- Begin function vgpr_60
	.globl	vgpr_60
	.p2align	8
	.type	vgpr_60,@function
vgpr_60:                                ; @vgpr_60
; %bb.0:
	s_mov_b64 s[10:11], s[2:3]
	s_mov_b64 s[8:9], s[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s4, s[4:5], 0x10
	v_lshl_add_u32 v14, s6, 6, v0
	v_mov_b32_e32 v15, 0
	s_add_u32 s8, s8, s7
	s_addc_u32 s9, s9, 0
	v_add_nc_u32_e32 v27, 0x780, v14
	v_lshlrev_b64 v[1:2], 2, v[14:15]
	v_mov_b32_e32 v19, v15
	v_mov_b32_e32 v23, v15
	v_mov_b32_e32 v26, v15
	v_mov_b32_e32 v28, v15
	v_mov_b32_e32 v29, v15
	v_mov_b32_e32 v30, v15
	v_mov_b32_e32 v31, v15
	v_mov_b32_e32 v32, v15
	v_lshlrev_b64 v[62:63], 2, v[27:28]
	v_mov_b32_e32 v33, v15
	v_mov_b32_e32 v34, v15
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0  ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v35, v15
	v_mov_b32_e32 v36, v15
	v_add_nc_u32_e32 v38, 0xa40, v14
	v_mov_b32_e32 v39, v15
	v_add_nc_u32_e32 v40, 0xac0, v14
	v_mov_b32_e32 v41, v15
	v_add_nc_u32_e32 v42, 0xb00, v14
	v_mov_b32_e32 v43, v15
	v_lshlrev_b64 v[84:85], 2, v[38:39]
	v_mov_b32_e32 v44, v15
	v_lshlrev_b64 v[88:89], 2, v[40:41]
	v_add_nc_u32_e32 v45, 0xc00, v14
	v_lshlrev_b64 v[90:91], 2, v[42:43]
	v_mov_b32_e32 v46, v15
	v_add_nc_u32_e32 v47, 0xc40, v14
	v_mov_b32_e32 v48, v15
	v_mov_b32_e32 v49, v15
	v_add_nc_u32_e32 v50, 0xd40, v14
	v_lshlrev_b64 v[98:99], 2, v[45:46]
	v_mov_b32_e32 v51, v15
	v_lshlrev_b64 v[100:101], 2, v[47:48]
	v_add_nc_u32_e32 v52, 0xd80, v14
	v_mov_b32_e32 v53, v15
	v_mov_b32_e32 v54, v15
	v_lshlrev_b64 v[108:109], 2, v[50:51]
	v_mov_b32_e32 v55, v15
	v_add_nc_u32_e32 v120, 0xec0, v14
	v_lshlrev_b64 v[110:111], 2, v[52:53]
	v_mov_b32_e32 v121, v15
	v_lshlrev_b64 v[120:121], 2, v[120:121]
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v122, v[0:1], off
	v_add_nc_u32_e32 v0, 64, v14
	v_mov_b32_e32 v1, v15
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:12 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v123, v[0:1], off
	v_add_nc_u32_e32 v0, 0x80, v14
	v_mov_b32_e32 v1, v15
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:20 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v124, v[0:1], off
	v_add_nc_u32_e32 v0, 0xc0, v14
	v_mov_b32_e32 v1, v15
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:28 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v125, v[0:1], off
	v_add_nc_u32_e32 v0, 0x100, v14
	v_mov_b32_e32 v1, v15
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:36 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v126, v[0:1], off
	v_add_nc_u32_e32 v0, 0x140, v14
	v_mov_b32_e32 v1, v15
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:44 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v127, v[0:1], off
	v_add_nc_u32_e32 v0, 0x180, v14
	v_mov_b32_e32 v1, v15
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:52 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	v_mov_b32_e32 v2, v15
	global_load_dword v0, v[0:1], off
	v_add_nc_u32_e32 v1, 0x1c0, v14
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_co_u32 v1, vcc, s2, v2
	buffer_store_dword v2, off, s[8:11], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[8:11], 0 offset:60 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v2, null, s3, v3, vcc
	v_mov_b32_e32 v3, v15
	global_load_dword v1, v[1:2], off
	v_add_nc_u32_e32 v2, 0x200, v14
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_co_u32 v2, vcc, s2, v3
	buffer_store_dword v3, off, s[8:11], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[8:11], 0 offset:68 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v3, null, s3, v4, vcc
	v_mov_b32_e32 v4, v15
	global_load_dword v2, v[2:3], off
	v_add_nc_u32_e32 v3, 0x240, v14
	v_lshlrev_b64 v[4:5], 2, v[3:4]
	v_add_co_u32 v3, vcc, s2, v4
	buffer_store_dword v4, off, s[8:11], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[8:11], 0 offset:76 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v4, null, s3, v5, vcc
	v_mov_b32_e32 v5, v15
	global_load_dword v3, v[3:4], off
	v_add_nc_u32_e32 v4, 0x280, v14
	v_lshlrev_b64 v[5:6], 2, v[4:5]
	v_add_co_u32 v4, vcc, s2, v5
	buffer_store_dword v5, off, s[8:11], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[8:11], 0 offset:84 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v5, null, s3, v6, vcc
	v_mov_b32_e32 v6, v15
	global_load_dword v4, v[4:5], off
	v_add_nc_u32_e32 v5, 0x2c0, v14
	v_lshlrev_b64 v[6:7], 2, v[5:6]
	v_add_co_u32 v5, vcc, s2, v6
	buffer_store_dword v6, off, s[8:11], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[8:11], 0 offset:92 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v6, null, s3, v7, vcc
	v_mov_b32_e32 v7, v15
	global_load_dword v5, v[5:6], off
	v_add_nc_u32_e32 v6, 0x300, v14
	v_lshlrev_b64 v[7:8], 2, v[6:7]
	v_add_co_u32 v6, vcc, s2, v7
	buffer_store_dword v7, off, s[8:11], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[8:11], 0 offset:100 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v7, null, s3, v8, vcc
	v_mov_b32_e32 v8, v15
	global_load_dword v6, v[6:7], off
	v_add_nc_u32_e32 v7, 0x340, v14
	v_lshlrev_b64 v[8:9], 2, v[7:8]
	v_add_co_u32 v7, vcc, s2, v8
	buffer_store_dword v8, off, s[8:11], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[8:11], 0 offset:108 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v8, null, s3, v9, vcc
	v_mov_b32_e32 v9, v15
	global_load_dword v7, v[7:8], off
	v_add_nc_u32_e32 v8, 0x380, v14
	v_lshlrev_b64 v[9:10], 2, v[8:9]
	v_add_co_u32 v8, vcc, s2, v9
	buffer_store_dword v9, off, s[8:11], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[8:11], 0 offset:116 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v9, null, s3, v10, vcc
	v_mov_b32_e32 v10, v15
	global_load_dword v8, v[8:9], off
	v_add_nc_u32_e32 v9, 0x3c0, v14
	v_lshlrev_b64 v[10:11], 2, v[9:10]
	v_add_co_u32 v9, vcc, s2, v10
	buffer_store_dword v10, off, s[8:11], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[8:11], 0 offset:124 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v10, null, s3, v11, vcc
	v_mov_b32_e32 v11, v15
	global_load_dword v9, v[9:10], off
	v_add_nc_u32_e32 v10, 0x400, v14
	v_lshlrev_b64 v[11:12], 2, v[10:11]
	v_add_co_u32 v10, vcc, s2, v11
	buffer_store_dword v11, off, s[8:11], 0 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[8:11], 0 offset:132 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v11, null, s3, v12, vcc
	v_mov_b32_e32 v12, v15
	global_load_dword v10, v[10:11], off
	v_add_nc_u32_e32 v11, 0x440, v14
	v_lshlrev_b64 v[12:13], 2, v[11:12]
	v_add_co_u32 v11, vcc, s2, v12
	buffer_store_dword v12, off, s[8:11], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[8:11], 0 offset:140 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v12, null, s3, v13, vcc
	v_mov_b32_e32 v13, v15
	global_load_dword v11, v[11:12], off
	v_add_nc_u32_e32 v12, 0x480, v14
	v_lshlrev_b64 v[16:17], 2, v[12:13]
	v_add_co_u32 v12, vcc, s2, v16
	buffer_store_dword v16, off, s[8:11], 0 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[8:11], 0 offset:148 ; 4-byte Folded Spill
	v_add_nc_u32_e32 v16, 0x4c0, v14
	v_add_co_ci_u32_e64 v13, null, s3, v17, vcc
	v_mov_b32_e32 v17, v15
	global_load_dword v12, v[12:13], off
	v_lshlrev_b64 v[17:18], 2, v[16:17]
	v_add_co_u32 v16, vcc, s2, v17
	buffer_store_dword v17, off, s[8:11], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[8:11], 0 offset:156 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v17, null, s3, v18, vcc
	v_add_nc_u32_e32 v18, 0x500, v14
	global_load_dword v17, v[16:17], off
	v_lshlrev_b64 v[19:20], 2, v[18:19]
	v_add_co_u32 v18, vcc, s2, v19
	buffer_store_dword v19, off, s[8:11], 0 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[8:11], 0 offset:164 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v19, null, s3, v20, vcc
	global_load_dword v13, v[18:19], off
	v_add_nc_u32_e32 v18, 0x540, v14
	v_mov_b32_e32 v19, v15
	v_lshlrev_b64 v[19:20], 2, v[18:19]
	v_add_co_u32 v18, vcc, s2, v19
	buffer_store_dword v19, off, s[8:11], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[8:11], 0 offset:172 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v19, null, s3, v20, vcc
	global_load_dword v16, v[18:19], off
	v_add_nc_u32_e32 v18, 0x580, v14
	v_mov_b32_e32 v19, v15
	v_lshlrev_b64 v[19:20], 2, v[18:19]
	v_add_co_u32 v18, vcc, s2, v19
	buffer_store_dword v19, off, s[8:11], 0 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[8:11], 0 offset:180 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v19, null, s3, v20, vcc
	v_mov_b32_e32 v20, v15
	global_load_dword v18, v[18:19], off
	v_add_nc_u32_e32 v19, 0x5c0, v14
	v_lshlrev_b64 v[20:21], 2, v[19:20]
	v_add_co_u32 v19, vcc, s2, v20
	buffer_store_dword v20, off, s[8:11], 0 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v21, off, s[8:11], 0 offset:196 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v20, null, s3, v21, vcc
	v_mov_b32_e32 v21, v15
	global_load_dword v19, v[19:20], off
	v_add_nc_u32_e32 v20, 0x600, v14
	v_lshlrev_b64 v[21:22], 2, v[20:21]
	v_add_co_u32 v20, vcc, s2, v21
	buffer_store_dword v21, off, s[8:11], 0 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v22, off, s[8:11], 0 offset:212 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v21, null, s3, v22, vcc
	v_add_nc_u32_e32 v22, 0x640, v14
	global_load_dword v21, v[20:21], off
	v_lshlrev_b64 v[23:24], 2, v[22:23]
	v_add_co_u32 v22, vcc, s2, v23
	buffer_store_dword v23, off, s[8:11], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[8:11], 0 offset:188 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v23, null, s3, v24, vcc
	global_load_dword v20, v[22:23], off
	v_add_nc_u32_e32 v22, 0x680, v14
	v_mov_b32_e32 v23, v15
	v_lshlrev_b64 v[23:24], 2, v[22:23]
	v_add_co_u32 v22, vcc, s2, v23
	buffer_store_dword v23, off, s[8:11], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v24, off, s[8:11], 0 offset:204 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v23, null, s3, v24, vcc
	v_mov_b32_e32 v24, v15
	global_load_dword v22, v[22:23], off
	v_add_nc_u32_e32 v23, 0x6c0, v14
	v_lshlrev_b64 v[24:25], 2, v[23:24]
	v_add_co_u32 v23, vcc, s2, v24
	buffer_store_dword v24, off, s[8:11], 0 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v25, off, s[8:11], 0 offset:220 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v24, null, s3, v25, vcc
	v_mov_b32_e32 v25, v15
	global_load_dword v23, v[23:24], off
	v_add_nc_u32_e32 v24, 0x700, v14
	v_lshlrev_b64 v[58:59], 2, v[24:25]
	v_add_co_u32 v24, vcc, s2, v58
	v_add_co_ci_u32_e64 v25, null, s3, v59, vcc
	global_load_dword v24, v[24:25], off
	v_add_nc_u32_e32 v25, 0x740, v14
	v_lshlrev_b64 v[60:61], 2, v[25:26]
	v_add_co_u32 v25, vcc, s2, v60
	v_add_co_ci_u32_e64 v26, null, s3, v61, vcc
	v_add_co_u32 v27, vcc, s2, v62
	v_add_co_ci_u32_e64 v28, null, s3, v63, vcc
	s_clause 0x1
	global_load_dword v26, v[25:26], off
	global_load_dword v25, v[27:28], off
	v_add_nc_u32_e32 v27, 0x7c0, v14
	v_mov_b32_e32 v28, v15
	v_lshlrev_b64 v[64:65], 2, v[27:28]
	v_add_co_u32 v27, vcc, s2, v64
	v_add_co_ci_u32_e64 v28, null, s3, v65, vcc
	global_load_dword v27, v[27:28], off
	v_add_nc_u32_e32 v28, 0x800, v14
	v_lshlrev_b64 v[66:67], 2, v[28:29]
	v_add_co_u32 v28, vcc, s2, v66
	v_add_co_ci_u32_e64 v29, null, s3, v67, vcc
	global_load_dword v28, v[28:29], off
	v_add_nc_u32_e32 v29, 0x840, v14
	v_lshlrev_b64 v[68:69], 2, v[29:30]
	v_add_co_u32 v29, vcc, s2, v68
	v_add_co_ci_u32_e64 v30, null, s3, v69, vcc
	global_load_dword v29, v[29:30], off
	v_add_nc_u32_e32 v30, 0x880, v14
	v_lshlrev_b64 v[70:71], 2, v[30:31]
	v_add_co_u32 v30, vcc, s2, v70
	v_add_co_ci_u32_e64 v31, null, s3, v71, vcc
	global_load_dword v30, v[30:31], off
	v_add_nc_u32_e32 v31, 0x8c0, v14
	v_lshlrev_b64 v[72:73], 2, v[31:32]
	v_add_co_u32 v31, vcc, s2, v72
	v_add_co_ci_u32_e64 v32, null, s3, v73, vcc
	global_load_dword v31, v[31:32], off
	v_add_nc_u32_e32 v32, 0x900, v14
	v_lshlrev_b64 v[74:75], 2, v[32:33]
	v_add_co_u32 v32, vcc, s2, v74
	v_add_co_ci_u32_e64 v33, null, s3, v75, vcc
	global_load_dword v32, v[32:33], off
	v_add_nc_u32_e32 v33, 0x940, v14
	v_lshlrev_b64 v[76:77], 2, v[33:34]
	v_add_co_u32 v33, vcc, s2, v76
	v_add_co_ci_u32_e64 v34, null, s3, v77, vcc
	global_load_dword v33, v[33:34], off
	v_add_nc_u32_e32 v34, 0x980, v14
	v_lshlrev_b64 v[78:79], 2, v[34:35]
	v_add_co_u32 v34, vcc, s2, v78
	v_add_co_ci_u32_e64 v35, null, s3, v79, vcc
	global_load_dword v34, v[34:35], off
	v_add_nc_u32_e32 v35, 0x9c0, v14
	v_lshlrev_b64 v[80:81], 2, v[35:36]
	v_add_co_u32 v35, vcc, s2, v80
	v_add_co_ci_u32_e64 v36, null, s3, v81, vcc
	global_load_dword v37, v[35:36], off
	v_add_nc_u32_e32 v35, 0xa00, v14
	v_mov_b32_e32 v36, v15
	v_lshlrev_b64 v[82:83], 2, v[35:36]
	v_add_co_u32 v35, vcc, s2, v82
	v_add_co_ci_u32_e64 v36, null, s3, v83, vcc
	v_add_co_u32 v38, vcc, s2, v84
	v_add_co_ci_u32_e64 v39, null, s3, v85, vcc
	s_clause 0x1
	global_load_dword v35, v[35:36], off
	global_load_dword v36, v[38:39], off
	v_add_nc_u32_e32 v38, 0xa80, v14
	v_mov_b32_e32 v39, v15
	v_lshlrev_b64 v[86:87], 2, v[38:39]
	v_add_co_u32 v38, vcc, s2, v86
	v_add_co_ci_u32_e64 v39, null, s3, v87, vcc
	v_add_co_u32 v40, vcc, s2, v88
	v_add_co_ci_u32_e64 v41, null, s3, v89, vcc
	v_add_co_u32 v42, vcc, s2, v90
	v_add_co_ci_u32_e64 v43, null, s3, v91, vcc
	s_clause 0x2
	global_load_dword v39, v[38:39], off
	global_load_dword v41, v[40:41], off
	global_load_dword v42, v[42:43], off
	v_add_nc_u32_e32 v43, 0xb40, v14
	v_lshlrev_b64 v[92:93], 2, v[43:44]
	v_add_co_u32 v43, vcc, s2, v92
	v_add_co_ci_u32_e64 v44, null, s3, v93, vcc
	global_load_dword v38, v[43:44], off
	v_add_nc_u32_e32 v43, 0xb80, v14
	v_mov_b32_e32 v44, v15
	v_lshlrev_b64 v[94:95], 2, v[43:44]
	v_add_co_u32 v43, vcc, s2, v94
	v_add_co_ci_u32_e64 v44, null, s3, v95, vcc
	global_load_dword v40, v[43:44], off
	v_add_nc_u32_e32 v43, 0xbc0, v14
	v_mov_b32_e32 v44, v15
	v_lshlrev_b64 v[96:97], 2, v[43:44]
	v_add_co_u32 v43, vcc, s2, v96
	v_add_co_ci_u32_e64 v44, null, s3, v97, vcc
	v_add_co_u32 v45, vcc, s2, v98
	v_add_co_ci_u32_e64 v46, null, s3, v99, vcc
	v_add_co_u32 v47, vcc, s2, v100
	v_add_co_ci_u32_e64 v48, null, s3, v101, vcc
	s_clause 0x2
	global_load_dword v44, v[43:44], off
	global_load_dword v46, v[45:46], off
	global_load_dword v47, v[47:48], off
	v_add_nc_u32_e32 v48, 0xc80, v14
	v_lshlrev_b64 v[102:103], 2, v[48:49]
	v_add_co_u32 v48, vcc, s2, v102
	v_add_co_ci_u32_e64 v49, null, s3, v103, vcc
	global_load_dword v43, v[48:49], off
	v_add_nc_u32_e32 v48, 0xcc0, v14
	v_mov_b32_e32 v49, v15
	v_lshlrev_b64 v[104:105], 2, v[48:49]
	v_add_co_u32 v48, vcc, s2, v104
	v_add_co_ci_u32_e64 v49, null, s3, v105, vcc
	global_load_dword v45, v[48:49], off
	v_add_nc_u32_e32 v48, 0xd00, v14
	v_mov_b32_e32 v49, v15
	v_lshlrev_b64 v[106:107], 2, v[48:49]
	v_add_co_u32 v48, vcc, s2, v106
	v_add_co_ci_u32_e64 v49, null, s3, v107, vcc
	v_add_co_u32 v50, vcc, s2, v108
	v_add_co_ci_u32_e64 v51, null, s3, v109, vcc
	v_add_co_u32 v52, vcc, s2, v110
	v_add_co_ci_u32_e64 v53, null, s3, v111, vcc
	s_clause 0x2
	global_load_dword v49, v[48:49], off
	global_load_dword v51, v[50:51], off
	global_load_dword v52, v[52:53], off
	v_add_nc_u32_e32 v53, 0xdc0, v14
	v_lshlrev_b64 v[112:113], 2, v[53:54]
	v_add_co_u32 v53, vcc, s2, v112
	v_add_co_ci_u32_e64 v54, null, s3, v113, vcc
	global_load_dword v48, v[53:54], off
	v_add_nc_u32_e32 v53, 0xe00, v14
	v_mov_b32_e32 v54, v15
	v_lshlrev_b64 v[114:115], 2, v[53:54]
	v_add_co_u32 v53, vcc, s2, v114
	v_add_co_ci_u32_e64 v54, null, s3, v115, vcc
	global_load_dword v50, v[53:54], off
	v_add_nc_u32_e32 v53, 0xe40, v14
	v_mov_b32_e32 v54, v15
	v_lshlrev_b64 v[116:117], 2, v[53:54]
	v_add_co_u32 v53, vcc, s2, v116
	v_add_co_ci_u32_e64 v54, null, s3, v117, vcc
	global_load_dword v53, v[53:54], off
	v_add_nc_u32_e32 v54, 0xe80, v14
	v_lshlrev_b64 v[118:119], 2, v[54:55]
	v_add_co_u32 v54, vcc, s2, v118
	v_add_co_ci_u32_e64 v55, null, s3, v119, vcc
	global_load_dword v54, v[54:55], off
	v_add_co_u32 v55, vcc, s2, v120
	v_add_co_ci_u32_e64 v56, null, s3, v121, vcc
	global_load_dword v55, v[55:56], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB5_2
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[56:57], 2, v[14:15]
	v_add_nc_u32_e32 v14, 0x1000, v14
	s_add_i32 s4, s4, -1
	v_add_co_u32 v56, vcc, s2, v56
	v_add_co_ci_u32_e64 v57, null, s3, v57, vcc
	global_load_dword v56, v[56:57], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v122, v122, v56, 1.0
	v_fma_f32 v123, v123, v56, 2.0
	v_fmaak_f32 v124, v124, v56, 0x40400000
	v_fma_f32 v125, v125, v56, 4.0
	v_fmaak_f32 v126, v126, v56, 0x40a00000
	v_fmaak_f32 v127, v127, v56, 0x40c00000
	v_fmaak_f32 v0, v0, v56, 0x40e00000
	v_fmaak_f32 v1, v1, v56, 0x41000000
	v_fmaak_f32 v2, v2, v56, 0x41100000
	v_fmaak_f32 v3, v3, v56, 0x41200000
	v_fmaak_f32 v4, v4, v56, 0x41300000
	v_fmaak_f32 v5, v5, v56, 0x41400000
	v_fmaak_f32 v6, v6, v56, 0x41500000
	v_fmaak_f32 v7, v7, v56, 0x41600000
	v_fmaak_f32 v8, v8, v56, 0x41700000
	v_fmaak_f32 v9, v9, v56, 0x41800000
	v_fmaak_f32 v10, v10, v56, 0x41880000
	v_fmaak_f32 v11, v11, v56, 0x41900000
	v_fmaak_f32 v12, v12, v56, 0x41980000
	v_fmaak_f32 v17, v17, v56, 0x41a00000
	v_fmaak_f32 v13, v13, v56, 0x41a80000
	v_fmaak_f32 v16, v16, v56, 0x41b00000
	v_fmaak_f32 v18, v18, v56, 0x41b80000
	v_fmaak_f32 v19, v19, v56, 0x41c00000
	v_fmaak_f32 v21, v21, v56, 0x41c80000
	v_fmaak_f32 v20, v20, v56, 0x41d00000
	v_fmaak_f32 v22, v22, v56, 0x41d80000
	v_fmaak_f32 v23, v23, v56, 0x41e00000
	v_fmaak_f32 v24, v24, v56, 0x41e80000
	v_fmaak_f32 v26, v26, v56, 0x41f00000
	v_fmaak_f32 v25, v25, v56, 0x41f80000
	v_fmaak_f32 v27, v27, v56, 0x42000000
	v_fmaak_f32 v28, v28, v56, 0x42040000
	v_fmaak_f32 v29, v29, v56, 0x42080000
	v_fmaak_f32 v30, v30, v56, 0x420c0000
	v_fmaak_f32 v31, v31, v56, 0x42100000
	v_fmaak_f32 v32, v32, v56, 0x42140000
	v_fmaak_f32 v33, v33, v56, 0x42180000
	v_fmaak_f32 v34, v34, v56, 0x421c0000
	v_fmaak_f32 v37, v37, v56, 0x42200000
	v_fmaak_f32 v35, v35, v56, 0x42240000
	v_fmaak_f32 v36, v36, v56, 0x42280000
	v_fmaak_f32 v39, v39, v56, 0x422c0000
	v_fmaak_f32 v41, v41, v56, 0x42300000
	v_fmaak_f32 v42, v42, v56, 0x42340000
	v_fmaak_f32 v38, v38, v56, 0x42380000
	v_fmaak_f32 v40, v40, v56, 0x423c0000
	v_fmaak_f32 v44, v44, v56, 0x42400000
	v_fmaak_f32 v46, v46, v56, 0x42440000
	v_fmaak_f32 v47, v47, v56, 0x42480000
	v_fmaak_f32 v43, v43, v56, 0x424c0000
	v_fmaak_f32 v45, v45, v56, 0x42500000
	v_fmaak_f32 v49, v49, v56, 0x42540000
	v_fmaak_f32 v51, v51, v56, 0x42580000
	v_fmaak_f32 v52, v52, v56, 0x425c0000
	v_fmaak_f32 v48, v48, v56, 0x42600000
	v_fmaak_f32 v50, v50, v56, 0x42640000
	v_fmaak_f32 v53, v53, v56, 0x42680000
	v_fmaak_f32 v54, v54, v56, 0x426c0000
	v_fmaak_f32 v55, v55, v56, 0x42700000
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB5_1
.LBB5_2:
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0
	buffer_load_dword v15, off, s[8:11], 0 offset:4
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v122, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0 offset:8
	buffer_load_dword v15, off, s[8:11], 0 offset:12
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v123, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0 offset:16
	buffer_load_dword v15, off, s[8:11], 0 offset:20
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v124, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0 offset:24
	buffer_load_dword v15, off, s[8:11], 0 offset:28
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v125, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0 offset:32
	buffer_load_dword v15, off, s[8:11], 0 offset:36
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v126, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0 offset:40
	buffer_load_dword v15, off, s[8:11], 0 offset:44
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v127, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0 offset:48
	buffer_load_dword v15, off, s[8:11], 0 offset:52
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v0, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v14, off, s[8:11], 0 offset:56
	buffer_load_dword v15, off, s[8:11], 0 offset:60
	s_waitcnt vmcnt(1)
	v_add_co_u32 v14, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v15, null, s1, v15, vcc
	global_store_dword v[14:15], v1, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:64
	buffer_load_dword v1, off, s[8:11], 0 offset:68
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v2, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:72
	buffer_load_dword v1, off, s[8:11], 0 offset:76
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v3, off
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:80
	buffer_load_dword v1, off, s[8:11], 0 offset:84
	buffer_load_dword v2, off, s[8:11], 0 offset:168
	buffer_load_dword v3, off, s[8:11], 0 offset:172
	s_waitcnt vmcnt(3)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v4, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:88
	buffer_load_dword v1, off, s[8:11], 0 offset:92
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v5, off
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:96
	buffer_load_dword v1, off, s[8:11], 0 offset:100
	buffer_load_dword v4, off, s[8:11], 0 offset:176
	buffer_load_dword v5, off, s[8:11], 0 offset:180
	s_waitcnt vmcnt(3)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v6, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:104
	buffer_load_dword v1, off, s[8:11], 0 offset:108
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v7, off
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:112
	buffer_load_dword v1, off, s[8:11], 0 offset:116
	buffer_load_dword v6, off, s[8:11], 0 offset:192
	buffer_load_dword v7, off, s[8:11], 0 offset:196
	s_waitcnt vmcnt(3)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v8, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:120
	buffer_load_dword v1, off, s[8:11], 0 offset:124
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v9, off
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:128
	buffer_load_dword v1, off, s[8:11], 0 offset:132
	buffer_load_dword v8, off, s[8:11], 0 offset:208
	buffer_load_dword v9, off, s[8:11], 0 offset:212
	s_waitcnt vmcnt(3)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v10, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:136
	buffer_load_dword v1, off, s[8:11], 0 offset:140
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v11, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:144
	buffer_load_dword v1, off, s[8:11], 0 offset:148
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v12, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:152
	buffer_load_dword v1, off, s[8:11], 0 offset:156
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	global_store_dword v[0:1], v17, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:160
	buffer_load_dword v1, off, s[8:11], 0 offset:164
	s_waitcnt vmcnt(1)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	v_add_co_u32 v2, vcc, s0, v2
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc
	v_add_co_u32 v4, vcc, s0, v4
	v_add_co_ci_u32_e64 v5, null, s1, v5, vcc
	v_add_co_u32 v6, vcc, s0, v6
	v_add_co_ci_u32_e64 v7, null, s1, v7, vcc
	v_add_co_u32 v8, vcc, s0, v8
	v_add_co_ci_u32_e64 v9, null, s1, v9, vcc
	global_store_dword v[0:1], v13, off
	global_store_dword v[2:3], v16, off
	global_store_dword v[4:5], v18, off
	global_store_dword v[6:7], v19, off
	global_store_dword v[8:9], v21, off
	s_clause 0x5                            ; 24-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:184
	buffer_load_dword v1, off, s[8:11], 0 offset:188
	buffer_load_dword v2, off, s[8:11], 0 offset:200
	buffer_load_dword v3, off, s[8:11], 0 offset:204
	buffer_load_dword v4, off, s[8:11], 0 offset:216
	buffer_load_dword v5, off, s[8:11], 0 offset:220
	s_waitcnt vmcnt(5)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(4)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	s_waitcnt vmcnt(3)
	v_add_co_u32 v2, vcc, s0, v2
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc
	s_waitcnt vmcnt(1)
	v_add_co_u32 v4, vcc, s0, v4
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v5, null, s1, v5, vcc
	v_add_co_u32 v6, vcc, s0, v58
	v_add_co_ci_u32_e64 v7, null, s1, v59, vcc
	v_add_co_u32 v8, vcc, s0, v60
	v_add_co_ci_u32_e64 v9, null, s1, v61, vcc
	global_store_dword v[0:1], v20, off
	global_store_dword v[2:3], v22, off
	global_store_dword v[4:5], v23, off
	global_store_dword v[6:7], v24, off
	global_store_dword v[8:9], v26, off
	v_add_co_u32 v0, vcc, s0, v62
	v_add_co_ci_u32_e64 v1, null, s1, v63, vcc
	v_add_co_u32 v2, vcc, s0, v64
	v_add_co_ci_u32_e64 v3, null, s1, v65, vcc
	v_add_co_u32 v4, vcc, s0, v66
	v_add_co_ci_u32_e64 v5, null, s1, v67, vcc
	v_add_co_u32 v6, vcc, s0, v68
	v_add_co_ci_u32_e64 v7, null, s1, v69, vcc
	v_add_co_u32 v8, vcc, s0, v70
	v_add_co_ci_u32_e64 v9, null, s1, v71, vcc
	global_store_dword v[0:1], v25, off
	global_store_dword v[2:3], v27, off
	global_store_dword v[4:5], v28, off
	global_store_dword v[6:7], v29, off
	global_store_dword v[8:9], v30, off
	v_add_co_u32 v0, vcc, s0, v72
	v_add_co_ci_u32_e64 v1, null, s1, v73, vcc
	v_add_co_u32 v2, vcc, s0, v74
	v_add_co_ci_u32_e64 v3, null, s1, v75, vcc
	v_add_co_u32 v4, vcc, s0, v76
	v_add_co_ci_u32_e64 v5, null, s1, v77, vcc
	v_add_co_u32 v6, vcc, s0, v78
	v_add_co_ci_u32_e64 v7, null, s1, v79, vcc
	v_add_co_u32 v8, vcc, s0, v80
	v_add_co_ci_u32_e64 v9, null, s1, v81, vcc
	global_store_dword v[0:1], v31, off
	global_store_dword v[2:3], v32, off
	global_store_dword v[4:5], v33, off
	global_store_dword v[6:7], v34, off
	global_store_dword v[8:9], v37, off
	v_add_co_u32 v0, vcc, s0, v82
	v_add_co_ci_u32_e64 v1, null, s1, v83, vcc
	v_add_co_u32 v2, vcc, s0, v84
	v_add_co_ci_u32_e64 v3, null, s1, v85, vcc
	v_add_co_u32 v4, vcc, s0, v86
	v_add_co_ci_u32_e64 v5, null, s1, v87, vcc
	v_add_co_u32 v6, vcc, s0, v88
	v_add_co_ci_u32_e64 v7, null, s1, v89, vcc
	v_add_co_u32 v8, vcc, s0, v90
	v_add_co_ci_u32_e64 v9, null, s1, v91, vcc
	global_store_dword v[0:1], v35, off
	global_store_dword v[2:3], v36, off
	global_store_dword v[4:5], v39, off
	global_store_dword v[6:7], v41, off
	global_store_dword v[8:9], v42, off
	v_add_co_u32 v0, vcc, s0, v92
	v_add_co_ci_u32_e64 v1, null, s1, v93, vcc
	v_add_co_u32 v2, vcc, s0, v94
	v_add_co_ci_u32_e64 v3, null, s1, v95, vcc
	v_add_co_u32 v4, vcc, s0, v96
	v_add_co_ci_u32_e64 v5, null, s1, v97, vcc
	v_add_co_u32 v6, vcc, s0, v98
	v_add_co_ci_u32_e64 v7, null, s1, v99, vcc
	v_add_co_u32 v8, vcc, s0, v100
	v_add_co_ci_u32_e64 v9, null, s1, v101, vcc
	global_store_dword v[0:1], v38, off
	global_store_dword v[2:3], v40, off
	global_store_dword v[4:5], v44, off
	global_store_dword v[6:7], v46, off
	global_store_dword v[8:9], v47, off
	v_add_co_u32 v0, vcc, s0, v102
	v_add_co_ci_u32_e64 v1, null, s1, v103, vcc
	v_add_co_u32 v2, vcc, s0, v104
	v_add_co_ci_u32_e64 v3, null, s1, v105, vcc
	v_add_co_u32 v4, vcc, s0, v106
	v_add_co_ci_u32_e64 v5, null, s1, v107, vcc
	v_add_co_u32 v6, vcc, s0, v108
	v_add_co_ci_u32_e64 v7, null, s1, v109, vcc
	v_add_co_u32 v8, vcc, s0, v110
	v_add_co_ci_u32_e64 v9, null, s1, v111, vcc
	global_store_dword v[0:1], v43, off
	global_store_dword v[2:3], v45, off
	global_store_dword v[4:5], v49, off
	global_store_dword v[6:7], v51, off
	global_store_dword v[8:9], v52, off
	v_add_co_u32 v0, vcc, s0, v112
	v_add_co_ci_u32_e64 v1, null, s1, v113, vcc
	v_add_co_u32 v2, vcc, s0, v114
	v_add_co_ci_u32_e64 v3, null, s1, v115, vcc
	v_add_co_u32 v4, vcc, s0, v116
	v_add_co_ci_u32_e64 v5, null, s1, v117, vcc
	v_add_co_u32 v6, vcc, s0, v118
	v_add_co_ci_u32_e64 v7, null, s1, v119, vcc
	v_add_co_u32 v8, vcc, s0, v120
	v_add_co_ci_u32_e64 v9, null, s1, v121, vcc
	global_store_dword v[0:1], v48, off
	global_store_dword v[2:3], v50, off
	global_store_dword v[4:5], v53, off
	global_store_dword v[6:7], v54, off
	global_store_dword v[8:9], v55, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_60
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 228
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end5:
	.size	vgpr_60, .Lfunc_end5-vgpr_60
                                        ; -- End function
	.set vgpr_60.num_vgpr, 128
	.set vgpr_60.num_agpr, 0
	.set vgpr_60.numbered_sgpr, 12
	.set vgpr_60.num_named_barrier, 0
	.set vgpr_60.private_seg_size, 228
	.set vgpr_60.uses_vcc, 1
	.set vgpr_60.uses_flat_scratch, 0
	.set vgpr_60.has_dyn_sized_stack, 0
	.set vgpr_60.has_recursion, 0
	.set vgpr_60.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5860
; TotalNumSgprs: 14
; NumVgprs: 128
; ScratchSize: 228
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	vgpr_90                 ; -- Begin function vgpr_90
	.globl	vgpr_90
	.p2align	8
	.type	vgpr_90,@function
vgpr_90:                                ; @vgpr_90
; %bb.0:
	s_mov_b64 s[10:11], s[2:3]
	s_mov_b64 s[8:9], s[0:1]
	s_clause 0x1
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s4, s[4:5], 0x10
	v_lshl_add_u32 v24, s6, 6, v0
	v_mov_b32_e32 v25, 0
	s_add_u32 s8, s8, s7
	s_addc_u32 s9, s9, 0
	v_add_nc_u32_e32 v7, 0x1380, v24
	v_lshlrev_b64 v[1:2], 2, v[24:25]
	v_mov_b32_e32 v5, v25
	v_mov_b32_e32 v6, v25
	v_mov_b32_e32 v8, v25
	v_add_nc_u32_e32 v9, 0x13c0, v24
	v_mov_b32_e32 v10, v25
	v_mov_b32_e32 v11, v25
	v_add_nc_u32_e32 v12, 0x14c0, v24
	v_lshlrev_b64 v[32:33], 2, v[7:8]
	v_mov_b32_e32 v13, v25
	v_lshlrev_b64 v[34:35], 2, v[9:10]
	v_add_nc_u32_e32 v14, 0x1500, v24
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0  ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v15, v25
	v_lshlrev_b64 v[42:43], 2, v[12:13]
	v_mov_b32_e32 v16, v25
	v_mov_b32_e32 v17, v25
	v_add_nc_u32_e32 v54, 0x1640, v24
	v_lshlrev_b64 v[44:45], 2, v[14:15]
	v_mov_b32_e32 v55, v25
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v56, v[0:1], off
	v_add_nc_u32_e32 v0, 64, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:12 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v57, v[0:1], off
	v_add_nc_u32_e32 v0, 0x80, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:20 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v58, v[0:1], off
	v_add_nc_u32_e32 v0, 0xc0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:28 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v59, v[0:1], off
	v_add_nc_u32_e32 v0, 0x100, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:36 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v60, v[0:1], off
	v_add_nc_u32_e32 v0, 0x140, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:44 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v61, v[0:1], off
	v_add_nc_u32_e32 v0, 0x180, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:52 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v62, v[0:1], off
	v_add_nc_u32_e32 v0, 0x1c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:60 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v63, v[0:1], off
	v_add_nc_u32_e32 v0, 0x200, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:68 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v64, v[0:1], off
	v_add_nc_u32_e32 v0, 0x240, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:76 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v65, v[0:1], off
	v_add_nc_u32_e32 v0, 0x280, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:84 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v66, v[0:1], off
	v_add_nc_u32_e32 v0, 0x2c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:92 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v67, v[0:1], off
	v_add_nc_u32_e32 v0, 0x300, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:100 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v68, v[0:1], off
	v_add_nc_u32_e32 v0, 0x340, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:104 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:108 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v69, v[0:1], off
	v_add_nc_u32_e32 v0, 0x380, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:116 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v70, v[0:1], off
	v_add_nc_u32_e32 v0, 0x3c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:120 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:124 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v71, v[0:1], off
	v_add_nc_u32_e32 v0, 0x400, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:132 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v72, v[0:1], off
	v_add_nc_u32_e32 v0, 0x440, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:140 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v73, v[0:1], off
	v_add_nc_u32_e32 v0, 0x480, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:148 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v74, v[0:1], off
	v_add_nc_u32_e32 v0, 0x4c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:156 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v75, v[0:1], off
	v_add_nc_u32_e32 v0, 0x500, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:164 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v76, v[0:1], off
	v_add_nc_u32_e32 v0, 0x540, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:172 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v77, v[0:1], off
	v_add_nc_u32_e32 v0, 0x580, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:180 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v78, v[0:1], off
	v_add_nc_u32_e32 v0, 0x5c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:188 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v79, v[0:1], off
	v_add_nc_u32_e32 v0, 0x600, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:196 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v80, v[0:1], off
	v_add_nc_u32_e32 v0, 0x640, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:204 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v81, v[0:1], off
	v_add_nc_u32_e32 v0, 0x680, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:212 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v82, v[0:1], off
	v_add_nc_u32_e32 v0, 0x6c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:220 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v83, v[0:1], off
	v_add_nc_u32_e32 v0, 0x700, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:228 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v84, v[0:1], off
	v_add_nc_u32_e32 v0, 0x740, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:236 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v85, v[0:1], off
	v_add_nc_u32_e32 v0, 0x780, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:244 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v86, v[0:1], off
	v_add_nc_u32_e32 v0, 0x7c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:252 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v87, v[0:1], off
	v_add_nc_u32_e32 v0, 0x800, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:256 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:260 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v88, v[0:1], off
	v_add_nc_u32_e32 v0, 0x840, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:268 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v89, v[0:1], off
	v_add_nc_u32_e32 v0, 0x880, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:276 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v90, v[0:1], off
	v_add_nc_u32_e32 v0, 0x8c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:284 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v91, v[0:1], off
	v_add_nc_u32_e32 v0, 0x900, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:292 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v92, v[0:1], off
	v_add_nc_u32_e32 v0, 0x940, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:300 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v93, v[0:1], off
	v_add_nc_u32_e32 v0, 0x980, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:308 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v94, v[0:1], off
	v_add_nc_u32_e32 v0, 0x9c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:316 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v95, v[0:1], off
	v_add_nc_u32_e32 v0, 0xa00, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:320 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:324 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v96, v[0:1], off
	v_add_nc_u32_e32 v0, 0xa40, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:328 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:332 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v97, v[0:1], off
	v_add_nc_u32_e32 v0, 0xa80, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:336 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:340 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v98, v[0:1], off
	v_add_nc_u32_e32 v0, 0xac0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:344 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:348 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v99, v[0:1], off
	v_add_nc_u32_e32 v0, 0xb00, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:352 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:356 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v102, v[0:1], off
	v_add_nc_u32_e32 v0, 0xb40, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:360 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:364 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v103, v[0:1], off
	v_add_nc_u32_e32 v0, 0xb80, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:368 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:372 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v106, v[0:1], off
	v_add_nc_u32_e32 v0, 0xbc0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:376 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:380 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v107, v[0:1], off
	v_add_nc_u32_e32 v0, 0xc00, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:384 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:388 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v110, v[0:1], off
	v_add_nc_u32_e32 v0, 0xc40, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:392 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:396 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v112, v[0:1], off
	v_add_nc_u32_e32 v0, 0xc80, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:400 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:404 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v101, v[0:1], off
	v_add_nc_u32_e32 v0, 0xcc0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:424 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:428 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v100, v[0:1], off
	v_add_nc_u32_e32 v0, 0xd00, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:448 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:452 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v105, v[0:1], off
	v_add_nc_u32_e32 v0, 0xd40, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:480 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:484 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v109, v[0:1], off
	v_add_nc_u32_e32 v0, 0xd80, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:496 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:500 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v111, v[0:1], off
	v_add_nc_u32_e32 v0, 0xdc0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:408 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:412 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v104, v[0:1], off
	v_add_nc_u32_e32 v0, 0xe00, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:416 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:420 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v108, v[0:1], off
	v_add_nc_u32_e32 v0, 0xe40, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:432 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:436 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v114, v[0:1], off
	v_add_nc_u32_e32 v0, 0xe80, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:440 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:444 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v116, v[0:1], off
	v_add_nc_u32_e32 v0, 0xec0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:456 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:460 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v117, v[0:1], off
	v_add_nc_u32_e32 v0, 0xf00, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:464 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:468 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v113, v[0:1], off
	v_add_nc_u32_e32 v0, 0xf40, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:472 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:476 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v115, v[0:1], off
	v_add_nc_u32_e32 v0, 0xf80, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:488 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:492 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v119, v[0:1], off
	v_add_nc_u32_e32 v0, 0xfc0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:504 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:508 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v121, v[0:1], off
	v_add_nc_u32_e32 v0, 0x1000, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:512 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:516 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v122, v[0:1], off
	v_add_nc_u32_e32 v0, 0x1040, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:520 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:524 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v118, v[0:1], off
	v_add_nc_u32_e32 v0, 0x1080, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:528 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:532 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v120, v[0:1], off
	v_add_nc_u32_e32 v0, 0x10c0, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:536 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:540 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	global_load_dword v124, v[0:1], off
	v_add_nc_u32_e32 v0, 0x1100, v24
	v_mov_b32_e32 v1, v25
	v_lshlrev_b64 v[1:2], 2, v[0:1]
	v_add_co_u32 v0, vcc, s2, v1
	buffer_store_dword v1, off, s[8:11], 0 offset:544 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[8:11], 0 offset:548 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v1, null, s3, v2, vcc
	v_mov_b32_e32 v2, v25
	global_load_dword v0, v[0:1], off
	v_add_nc_u32_e32 v1, 0x1140, v24
	v_lshlrev_b64 v[2:3], 2, v[1:2]
	v_add_co_u32 v1, vcc, s2, v2
	buffer_store_dword v2, off, s[8:11], 0 offset:552 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[8:11], 0 offset:556 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v2, null, s3, v3, vcc
	v_mov_b32_e32 v3, v25
	global_load_dword v1, v[1:2], off
	v_add_nc_u32_e32 v2, 0x1180, v24
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_co_u32 v2, vcc, s2, v3
	buffer_store_dword v3, off, s[8:11], 0 offset:560 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[8:11], 0 offset:564 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v3, null, s3, v4, vcc
	global_load_dword v123, v[2:3], off
	v_add_nc_u32_e32 v2, 0x11c0, v24
	v_mov_b32_e32 v3, v25
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_co_u32 v2, vcc, s2, v3
	buffer_store_dword v3, off, s[8:11], 0 offset:568 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[8:11], 0 offset:572 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v3, null, s3, v4, vcc
	global_load_dword v125, v[2:3], off
	v_add_nc_u32_e32 v2, 0x1200, v24
	v_mov_b32_e32 v3, v25
	v_lshlrev_b64 v[3:4], 2, v[2:3]
	v_add_co_u32 v2, vcc, s2, v3
	buffer_store_dword v3, off, s[8:11], 0 offset:576 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[8:11], 0 offset:580 ; 4-byte Folded Spill
	v_add_co_ci_u32_e64 v3, null, s3, v4, vcc
	v_add_nc_u32_e32 v4, 0x1280, v24
	global_load_dword v127, v[2:3], off
	v_add_nc_u32_e32 v2, 0x1240, v24
	v_mov_b32_e32 v3, v25
	v_lshlrev_b64 v[22:23], 2, v[4:5]
	v_lshlrev_b64 v[20:21], 2, v[2:3]
	v_add_co_u32 v2, vcc, s2, v20
	v_add_co_ci_u32_e64 v3, null, s3, v21, vcc
	v_add_co_u32 v4, vcc, s2, v22
	v_add_co_ci_u32_e64 v5, null, s3, v23, vcc
	s_clause 0x1
	global_load_dword v3, v[2:3], off
	global_load_dword v4, v[4:5], off
	v_add_nc_u32_e32 v5, 0x12c0, v24
	v_lshlrev_b64 v[26:27], 2, v[5:6]
	v_add_co_u32 v5, vcc, s2, v26
	v_add_co_ci_u32_e64 v6, null, s3, v27, vcc
	global_load_dword v126, v[5:6], off
	v_add_nc_u32_e32 v5, 0x1300, v24
	v_mov_b32_e32 v6, v25
	v_lshlrev_b64 v[28:29], 2, v[5:6]
	v_add_co_u32 v5, vcc, s2, v28
	v_add_co_ci_u32_e64 v6, null, s3, v29, vcc
	global_load_dword v2, v[5:6], off
	v_add_nc_u32_e32 v5, 0x1340, v24
	v_mov_b32_e32 v6, v25
	v_lshlrev_b64 v[30:31], 2, v[5:6]
	v_add_co_u32 v5, vcc, s2, v30
	v_add_co_ci_u32_e64 v6, null, s3, v31, vcc
	v_add_co_u32 v7, vcc, s2, v32
	v_add_co_ci_u32_e64 v8, null, s3, v33, vcc
	v_add_co_u32 v9, vcc, s2, v34
	v_add_co_ci_u32_e64 v10, null, s3, v35, vcc
	s_clause 0x2
	global_load_dword v6, v[5:6], off
	global_load_dword v8, v[7:8], off
	global_load_dword v9, v[9:10], off
	v_add_nc_u32_e32 v10, 0x1400, v24
	v_lshlrev_b64 v[36:37], 2, v[10:11]
	v_add_co_u32 v10, vcc, s2, v36
	v_add_co_ci_u32_e64 v11, null, s3, v37, vcc
	global_load_dword v5, v[10:11], off
	v_add_nc_u32_e32 v10, 0x1440, v24
	v_mov_b32_e32 v11, v25
	v_lshlrev_b64 v[38:39], 2, v[10:11]
	v_add_co_u32 v10, vcc, s2, v38
	v_add_co_ci_u32_e64 v11, null, s3, v39, vcc
	global_load_dword v7, v[10:11], off
	v_add_nc_u32_e32 v10, 0x1480, v24
	v_mov_b32_e32 v11, v25
	v_lshlrev_b64 v[40:41], 2, v[10:11]
	v_add_co_u32 v10, vcc, s2, v40
	v_add_co_ci_u32_e64 v11, null, s3, v41, vcc
	v_add_co_u32 v12, vcc, s2, v42
	v_add_co_ci_u32_e64 v13, null, s3, v43, vcc
	v_add_co_u32 v14, vcc, s2, v44
	v_add_co_ci_u32_e64 v15, null, s3, v45, vcc
	s_clause 0x2
	global_load_dword v11, v[10:11], off
	global_load_dword v13, v[12:13], off
	global_load_dword v14, v[14:15], off
	v_add_nc_u32_e32 v15, 0x1540, v24
	v_lshlrev_b64 v[46:47], 2, v[15:16]
	v_add_co_u32 v15, vcc, s2, v46
	v_add_co_ci_u32_e64 v16, null, s3, v47, vcc
	global_load_dword v10, v[15:16], off
	v_add_nc_u32_e32 v15, 0x1580, v24
	v_mov_b32_e32 v16, v25
	v_lshlrev_b64 v[48:49], 2, v[15:16]
	v_add_co_u32 v15, vcc, s2, v48
	v_add_co_ci_u32_e64 v16, null, s3, v49, vcc
	global_load_dword v12, v[15:16], off
	v_add_nc_u32_e32 v15, 0x15c0, v24
	v_mov_b32_e32 v16, v25
	v_lshlrev_b64 v[50:51], 2, v[15:16]
	v_add_co_u32 v15, vcc, s2, v50
	v_add_co_ci_u32_e64 v16, null, s3, v51, vcc
	global_load_dword v15, v[15:16], off
	v_add_nc_u32_e32 v16, 0x1600, v24
	v_lshlrev_b64 v[52:53], 2, v[16:17]
	v_add_co_u32 v16, vcc, s2, v52
	v_add_co_ci_u32_e64 v17, null, s3, v53, vcc
	global_load_dword v16, v[16:17], off
	v_add_co_u32 v17, vcc, s2, v54
	v_add_co_ci_u32_e64 v18, null, s3, v55, vcc
	global_load_dword v17, v[17:18], off
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc1 .LBB6_2
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[18:19], 2, v[24:25]
	v_add_nc_u32_e32 v24, 0x1000, v24
	s_add_i32 s4, s4, -1
	v_add_co_u32 v18, vcc, s2, v18
	v_add_co_ci_u32_e64 v19, null, s3, v19, vcc
	global_load_dword v18, v[18:19], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v56, v56, v18, 1.0
	v_fma_f32 v57, v57, v18, 2.0
	v_fmaak_f32 v58, v58, v18, 0x40400000
	v_fma_f32 v59, v59, v18, 4.0
	v_fmaak_f32 v60, v60, v18, 0x40a00000
	v_fmaak_f32 v61, v61, v18, 0x40c00000
	v_fmaak_f32 v62, v62, v18, 0x40e00000
	v_fmaak_f32 v63, v63, v18, 0x41000000
	v_fmaak_f32 v64, v64, v18, 0x41100000
	v_fmaak_f32 v65, v65, v18, 0x41200000
	v_fmaak_f32 v66, v66, v18, 0x41300000
	v_fmaak_f32 v67, v67, v18, 0x41400000
	v_fmaak_f32 v68, v68, v18, 0x41500000
	v_fmaak_f32 v69, v69, v18, 0x41600000
	v_fmaak_f32 v70, v70, v18, 0x41700000
	v_fmaak_f32 v71, v71, v18, 0x41800000
	v_fmaak_f32 v72, v72, v18, 0x41880000
	v_fmaak_f32 v73, v73, v18, 0x41900000
	v_fmaak_f32 v74, v74, v18, 0x41980000
	v_fmaak_f32 v75, v75, v18, 0x41a00000
	v_fmaak_f32 v76, v76, v18, 0x41a80000
	v_fmaak_f32 v77, v77, v18, 0x41b00000
	v_fmaak_f32 v78, v78, v18, 0x41b80000
	v_fmaak_f32 v79, v79, v18, 0x41c00000
	v_fmaak_f32 v80, v80, v18, 0x41c80000
	v_fmaak_f32 v81, v81, v18, 0x41d00000
	v_fmaak_f32 v82, v82, v18, 0x41d80000
	v_fmaak_f32 v83, v83, v18, 0x41e00000
	v_fmaak_f32 v84, v84, v18, 0x41e80000
	v_fmaak_f32 v85, v85, v18, 0x41f00000
	v_fmaak_f32 v86, v86, v18, 0x41f80000
	v_fmaak_f32 v87, v87, v18, 0x42000000
	v_fmaak_f32 v88, v88, v18, 0x42040000
	v_fmaak_f32 v89, v89, v18, 0x42080000
	v_fmaak_f32 v90, v90, v18, 0x420c0000
	v_fmaak_f32 v91, v91, v18, 0x42100000
	v_fmaak_f32 v92, v92, v18, 0x42140000
	v_fmaak_f32 v93, v93, v18, 0x42180000
	v_fmaak_f32 v94, v94, v18, 0x421c0000
	v_fmaak_f32 v95, v95, v18, 0x42200000
	v_fmaak_f32 v96, v96, v18, 0x42240000
	v_fmaak_f32 v97, v97, v18, 0x42280000
	v_fmaak_f32 v98, v98, v18, 0x422c0000
	v_fmaak_f32 v99, v99, v18, 0x42300000
	v_fmaak_f32 v102, v102, v18, 0x42340000
	v_fmaak_f32 v103, v103, v18, 0x42380000
	v_fmaak_f32 v106, v106, v18, 0x423c0000
	v_fmaak_f32 v107, v107, v18, 0x42400000
	v_fmaak_f32 v110, v110, v18, 0x42440000
	v_fmaak_f32 v112, v112, v18, 0x42480000
	v_fmaak_f32 v101, v101, v18, 0x424c0000
	v_fmaak_f32 v100, v100, v18, 0x42500000
	v_fmaak_f32 v105, v105, v18, 0x42540000
	v_fmaak_f32 v109, v109, v18, 0x42580000
	v_fmaak_f32 v111, v111, v18, 0x425c0000
	v_fmaak_f32 v104, v104, v18, 0x42600000
	v_fmaak_f32 v108, v108, v18, 0x42640000
	v_fmaak_f32 v114, v114, v18, 0x42680000
	v_fmaak_f32 v116, v116, v18, 0x426c0000
	v_fmaak_f32 v117, v117, v18, 0x42700000
	v_fmaak_f32 v113, v113, v18, 0x42740000
	v_fmaak_f32 v115, v115, v18, 0x42780000
	v_fmaak_f32 v119, v119, v18, 0x427c0000
	v_fmaak_f32 v121, v121, v18, 0x42800000
	v_fmaak_f32 v122, v122, v18, 0x42820000
	v_fmaak_f32 v118, v118, v18, 0x42840000
	v_fmaak_f32 v120, v120, v18, 0x42860000
	v_fmaak_f32 v124, v124, v18, 0x42880000
	v_fmaak_f32 v0, v0, v18, 0x428a0000
	v_fmaak_f32 v1, v1, v18, 0x428c0000
	v_fmaak_f32 v123, v123, v18, 0x428e0000
	v_fmaak_f32 v125, v125, v18, 0x42900000
	v_fmaak_f32 v127, v127, v18, 0x42920000
	v_fmaak_f32 v3, v3, v18, 0x42940000
	v_fmaak_f32 v4, v4, v18, 0x42960000
	v_fmaak_f32 v126, v126, v18, 0x42980000
	v_fmaak_f32 v2, v2, v18, 0x429a0000
	v_fmaak_f32 v6, v6, v18, 0x429c0000
	v_fmaak_f32 v8, v8, v18, 0x429e0000
	v_fmaak_f32 v9, v9, v18, 0x42a00000
	v_fmaak_f32 v5, v5, v18, 0x42a20000
	v_fmaak_f32 v7, v7, v18, 0x42a40000
	v_fmaak_f32 v11, v11, v18, 0x42a60000
	v_fmaak_f32 v13, v13, v18, 0x42a80000
	v_fmaak_f32 v14, v14, v18, 0x42aa0000
	v_fmaak_f32 v10, v10, v18, 0x42ac0000
	v_fmaak_f32 v12, v12, v18, 0x42ae0000
	v_fmaak_f32 v15, v15, v18, 0x42b00000
	v_fmaak_f32 v16, v16, v18, 0x42b20000
	v_fmaak_f32 v17, v17, v18, 0x42b40000
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .LBB6_1
.LBB6_2:
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0
	buffer_load_dword v19, off, s[8:11], 0 offset:4
	buffer_load_dword v24, off, s[8:11], 0 offset:424
	buffer_load_dword v25, off, s[8:11], 0 offset:428
	s_waitcnt vmcnt(3)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v56, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:8
	buffer_load_dword v19, off, s[8:11], 0 offset:12
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v57, off
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:16
	buffer_load_dword v19, off, s[8:11], 0 offset:20
	buffer_load_dword v56, off, s[8:11], 0 offset:448
	buffer_load_dword v57, off, s[8:11], 0 offset:452
	s_waitcnt vmcnt(3)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v58, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:24
	buffer_load_dword v19, off, s[8:11], 0 offset:28
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v59, off
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:32
	buffer_load_dword v19, off, s[8:11], 0 offset:36
	buffer_load_dword v58, off, s[8:11], 0 offset:480
	buffer_load_dword v59, off, s[8:11], 0 offset:484
	s_waitcnt vmcnt(3)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v60, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:40
	buffer_load_dword v19, off, s[8:11], 0 offset:44
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v61, off
	s_clause 0x3                            ; 16-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:48
	buffer_load_dword v19, off, s[8:11], 0 offset:52
	buffer_load_dword v60, off, s[8:11], 0 offset:496
	buffer_load_dword v61, off, s[8:11], 0 offset:500
	s_waitcnt vmcnt(3)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v62, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:56
	buffer_load_dword v19, off, s[8:11], 0 offset:60
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v63, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:64
	buffer_load_dword v19, off, s[8:11], 0 offset:68
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v64, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:72
	buffer_load_dword v19, off, s[8:11], 0 offset:76
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v65, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:80
	buffer_load_dword v19, off, s[8:11], 0 offset:84
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v66, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:88
	buffer_load_dword v19, off, s[8:11], 0 offset:92
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v67, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:96
	buffer_load_dword v19, off, s[8:11], 0 offset:100
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v68, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:104
	buffer_load_dword v19, off, s[8:11], 0 offset:108
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v69, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:112
	buffer_load_dword v19, off, s[8:11], 0 offset:116
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v70, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:120
	buffer_load_dword v19, off, s[8:11], 0 offset:124
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v71, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:128
	buffer_load_dword v19, off, s[8:11], 0 offset:132
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v72, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:136
	buffer_load_dword v19, off, s[8:11], 0 offset:140
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v73, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:144
	buffer_load_dword v19, off, s[8:11], 0 offset:148
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v74, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:152
	buffer_load_dword v19, off, s[8:11], 0 offset:156
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v75, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:160
	buffer_load_dword v19, off, s[8:11], 0 offset:164
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v76, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:168
	buffer_load_dword v19, off, s[8:11], 0 offset:172
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v77, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:176
	buffer_load_dword v19, off, s[8:11], 0 offset:180
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v78, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:184
	buffer_load_dword v19, off, s[8:11], 0 offset:188
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v79, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:192
	buffer_load_dword v19, off, s[8:11], 0 offset:196
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v80, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:200
	buffer_load_dword v19, off, s[8:11], 0 offset:204
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v81, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:208
	buffer_load_dword v19, off, s[8:11], 0 offset:212
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v82, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:216
	buffer_load_dword v19, off, s[8:11], 0 offset:220
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v83, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:224
	buffer_load_dword v19, off, s[8:11], 0 offset:228
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v84, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:232
	buffer_load_dword v19, off, s[8:11], 0 offset:236
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v85, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:240
	buffer_load_dword v19, off, s[8:11], 0 offset:244
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v86, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:248
	buffer_load_dword v19, off, s[8:11], 0 offset:252
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v87, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:256
	buffer_load_dword v19, off, s[8:11], 0 offset:260
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v88, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:264
	buffer_load_dword v19, off, s[8:11], 0 offset:268
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v89, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:272
	buffer_load_dword v19, off, s[8:11], 0 offset:276
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v90, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:280
	buffer_load_dword v19, off, s[8:11], 0 offset:284
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v91, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:288
	buffer_load_dword v19, off, s[8:11], 0 offset:292
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v92, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:296
	buffer_load_dword v19, off, s[8:11], 0 offset:300
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v93, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:304
	buffer_load_dword v19, off, s[8:11], 0 offset:308
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v94, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:312
	buffer_load_dword v19, off, s[8:11], 0 offset:316
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v95, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:320
	buffer_load_dword v19, off, s[8:11], 0 offset:324
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v96, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:328
	buffer_load_dword v19, off, s[8:11], 0 offset:332
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v97, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:336
	buffer_load_dword v19, off, s[8:11], 0 offset:340
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v98, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:344
	buffer_load_dword v19, off, s[8:11], 0 offset:348
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v99, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:352
	buffer_load_dword v19, off, s[8:11], 0 offset:356
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v102, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:360
	buffer_load_dword v19, off, s[8:11], 0 offset:364
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v103, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:368
	buffer_load_dword v19, off, s[8:11], 0 offset:372
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v106, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:376
	buffer_load_dword v19, off, s[8:11], 0 offset:380
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v107, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:384
	buffer_load_dword v19, off, s[8:11], 0 offset:388
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v110, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:392
	buffer_load_dword v19, off, s[8:11], 0 offset:396
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	global_store_dword v[18:19], v112, off
	s_clause 0x1                            ; 8-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:400
	buffer_load_dword v19, off, s[8:11], 0 offset:404
	s_waitcnt vmcnt(1)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	v_add_co_u32 v24, vcc, s0, v24
	v_add_co_ci_u32_e64 v25, null, s1, v25, vcc
	v_add_co_u32 v56, vcc, s0, v56
	v_add_co_ci_u32_e64 v57, null, s1, v57, vcc
	v_add_co_u32 v58, vcc, s0, v58
	v_add_co_ci_u32_e64 v59, null, s1, v59, vcc
	v_add_co_u32 v60, vcc, s0, v60
	v_add_co_ci_u32_e64 v61, null, s1, v61, vcc
	global_store_dword v[18:19], v101, off
	global_store_dword v[24:25], v100, off
	global_store_dword v[56:57], v105, off
	global_store_dword v[58:59], v109, off
	global_store_dword v[60:61], v111, off
	s_clause 0x9                            ; 40-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:408
	buffer_load_dword v19, off, s[8:11], 0 offset:412
	buffer_load_dword v24, off, s[8:11], 0 offset:416
	buffer_load_dword v25, off, s[8:11], 0 offset:420
	buffer_load_dword v56, off, s[8:11], 0 offset:432
	buffer_load_dword v57, off, s[8:11], 0 offset:436
	buffer_load_dword v58, off, s[8:11], 0 offset:440
	buffer_load_dword v59, off, s[8:11], 0 offset:444
	buffer_load_dword v60, off, s[8:11], 0 offset:456
	buffer_load_dword v61, off, s[8:11], 0 offset:460
	s_waitcnt vmcnt(9)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(8)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	s_waitcnt vmcnt(7)
	v_add_co_u32 v24, vcc, s0, v24
	s_waitcnt vmcnt(6)
	v_add_co_ci_u32_e64 v25, null, s1, v25, vcc
	s_waitcnt vmcnt(5)
	v_add_co_u32 v56, vcc, s0, v56
	s_waitcnt vmcnt(4)
	v_add_co_ci_u32_e64 v57, null, s1, v57, vcc
	s_waitcnt vmcnt(3)
	v_add_co_u32 v58, vcc, s0, v58
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v59, null, s1, v59, vcc
	s_waitcnt vmcnt(1)
	v_add_co_u32 v60, vcc, s0, v60
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v61, null, s1, v61, vcc
	global_store_dword v[18:19], v104, off
	global_store_dword v[24:25], v108, off
	global_store_dword v[56:57], v114, off
	global_store_dword v[58:59], v116, off
	global_store_dword v[60:61], v117, off
	s_clause 0x9                            ; 40-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:464
	buffer_load_dword v19, off, s[8:11], 0 offset:468
	buffer_load_dword v24, off, s[8:11], 0 offset:472
	buffer_load_dword v25, off, s[8:11], 0 offset:476
	buffer_load_dword v56, off, s[8:11], 0 offset:488
	buffer_load_dword v57, off, s[8:11], 0 offset:492
	buffer_load_dword v58, off, s[8:11], 0 offset:504
	buffer_load_dword v59, off, s[8:11], 0 offset:508
	buffer_load_dword v60, off, s[8:11], 0 offset:512
	buffer_load_dword v61, off, s[8:11], 0 offset:516
	s_waitcnt vmcnt(9)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(8)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	s_waitcnt vmcnt(7)
	v_add_co_u32 v24, vcc, s0, v24
	s_waitcnt vmcnt(6)
	v_add_co_ci_u32_e64 v25, null, s1, v25, vcc
	s_waitcnt vmcnt(5)
	v_add_co_u32 v56, vcc, s0, v56
	s_waitcnt vmcnt(4)
	v_add_co_ci_u32_e64 v57, null, s1, v57, vcc
	s_waitcnt vmcnt(3)
	v_add_co_u32 v58, vcc, s0, v58
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v59, null, s1, v59, vcc
	s_waitcnt vmcnt(1)
	v_add_co_u32 v60, vcc, s0, v60
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v61, null, s1, v61, vcc
	global_store_dword v[18:19], v113, off
	global_store_dword v[24:25], v115, off
	global_store_dword v[56:57], v119, off
	global_store_dword v[58:59], v121, off
	global_store_dword v[60:61], v122, off
	s_clause 0x9                            ; 40-byte Folded Reload
	buffer_load_dword v18, off, s[8:11], 0 offset:520
	buffer_load_dword v19, off, s[8:11], 0 offset:524
	buffer_load_dword v24, off, s[8:11], 0 offset:528
	buffer_load_dword v25, off, s[8:11], 0 offset:532
	buffer_load_dword v56, off, s[8:11], 0 offset:536
	buffer_load_dword v57, off, s[8:11], 0 offset:540
	buffer_load_dword v58, off, s[8:11], 0 offset:544
	buffer_load_dword v59, off, s[8:11], 0 offset:548
	buffer_load_dword v60, off, s[8:11], 0 offset:552
	buffer_load_dword v61, off, s[8:11], 0 offset:556
	s_waitcnt vmcnt(9)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(8)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	s_waitcnt vmcnt(7)
	v_add_co_u32 v24, vcc, s0, v24
	s_waitcnt vmcnt(6)
	v_add_co_ci_u32_e64 v25, null, s1, v25, vcc
	s_waitcnt vmcnt(5)
	v_add_co_u32 v56, vcc, s0, v56
	s_waitcnt vmcnt(4)
	v_add_co_ci_u32_e64 v57, null, s1, v57, vcc
	s_waitcnt vmcnt(3)
	v_add_co_u32 v58, vcc, s0, v58
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v59, null, s1, v59, vcc
	s_waitcnt vmcnt(1)
	v_add_co_u32 v60, vcc, s0, v60
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v61, null, s1, v61, vcc
	global_store_dword v[18:19], v118, off
	global_store_dword v[24:25], v120, off
	global_store_dword v[56:57], v124, off
	global_store_dword v[58:59], v0, off
	global_store_dword v[60:61], v1, off
	s_clause 0x5                            ; 24-byte Folded Reload
	buffer_load_dword v0, off, s[8:11], 0 offset:560
	buffer_load_dword v1, off, s[8:11], 0 offset:564
	buffer_load_dword v18, off, s[8:11], 0 offset:568
	buffer_load_dword v19, off, s[8:11], 0 offset:572
	buffer_load_dword v24, off, s[8:11], 0 offset:576
	buffer_load_dword v25, off, s[8:11], 0 offset:580
	s_waitcnt vmcnt(5)
	v_add_co_u32 v0, vcc, s0, v0
	s_waitcnt vmcnt(4)
	v_add_co_ci_u32_e64 v1, null, s1, v1, vcc
	s_waitcnt vmcnt(3)
	v_add_co_u32 v18, vcc, s0, v18
	s_waitcnt vmcnt(2)
	v_add_co_ci_u32_e64 v19, null, s1, v19, vcc
	s_waitcnt vmcnt(1)
	v_add_co_u32 v24, vcc, s0, v24
	s_waitcnt vmcnt(0)
	v_add_co_ci_u32_e64 v25, null, s1, v25, vcc
	v_add_co_u32 v20, vcc, s0, v20
	v_add_co_ci_u32_e64 v21, null, s1, v21, vcc
	v_add_co_u32 v22, vcc, s0, v22
	v_add_co_ci_u32_e64 v23, null, s1, v23, vcc
	global_store_dword v[0:1], v123, off
	global_store_dword v[18:19], v125, off
	global_store_dword v[24:25], v127, off
	global_store_dword v[20:21], v3, off
	global_store_dword v[22:23], v4, off
	v_add_co_u32 v0, vcc, s0, v26
	v_add_co_ci_u32_e64 v1, null, s1, v27, vcc
	v_add_co_u32 v3, vcc, s0, v28
	v_add_co_ci_u32_e64 v4, null, s1, v29, vcc
	v_add_co_u32 v18, vcc, s0, v30
	v_add_co_ci_u32_e64 v19, null, s1, v31, vcc
	v_add_co_u32 v20, vcc, s0, v32
	v_add_co_ci_u32_e64 v21, null, s1, v33, vcc
	v_add_co_u32 v22, vcc, s0, v34
	v_add_co_ci_u32_e64 v23, null, s1, v35, vcc
	global_store_dword v[0:1], v126, off
	global_store_dword v[3:4], v2, off
	global_store_dword v[18:19], v6, off
	global_store_dword v[20:21], v8, off
	global_store_dword v[22:23], v9, off
	v_add_co_u32 v0, vcc, s0, v36
	v_add_co_ci_u32_e64 v1, null, s1, v37, vcc
	v_add_co_u32 v2, vcc, s0, v38
	v_add_co_ci_u32_e64 v3, null, s1, v39, vcc
	v_add_co_u32 v8, vcc, s0, v40
	v_add_co_ci_u32_e64 v9, null, s1, v41, vcc
	v_add_co_u32 v18, vcc, s0, v42
	v_add_co_ci_u32_e64 v19, null, s1, v43, vcc
	v_add_co_u32 v20, vcc, s0, v44
	v_add_co_ci_u32_e64 v21, null, s1, v45, vcc
	global_store_dword v[0:1], v5, off
	global_store_dword v[2:3], v7, off
	global_store_dword v[8:9], v11, off
	global_store_dword v[18:19], v13, off
	global_store_dword v[20:21], v14, off
	v_add_co_u32 v0, vcc, s0, v46
	v_add_co_ci_u32_e64 v1, null, s1, v47, vcc
	v_add_co_u32 v2, vcc, s0, v48
	v_add_co_ci_u32_e64 v3, null, s1, v49, vcc
	v_add_co_u32 v4, vcc, s0, v50
	v_add_co_ci_u32_e64 v5, null, s1, v51, vcc
	v_add_co_u32 v6, vcc, s0, v52
	v_add_co_ci_u32_e64 v7, null, s1, v53, vcc
	v_add_co_u32 v8, vcc, s0, v54
	v_add_co_ci_u32_e64 v9, null, s1, v55, vcc
	global_store_dword v[0:1], v10, off
	global_store_dword v[2:3], v12, off
	global_store_dword v[4:5], v15, off
	global_store_dword v[6:7], v16, off
	global_store_dword v[8:9], v17, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_90
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 588
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 12
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
.Lfunc_end6:
	.size	vgpr_90, .Lfunc_end6-vgpr_90
                                        ; -- End function
	.set vgpr_90.num_vgpr, 128
	.set vgpr_90.num_agpr, 0
	.set vgpr_90.numbered_sgpr, 12
	.set vgpr_90.num_named_barrier, 0
	.set vgpr_90.private_seg_size, 588
	.set vgpr_90.uses_vcc, 1
	.set vgpr_90.uses_flat_scratch, 0
	.set vgpr_90.has_dyn_sized_stack, 0
	.set vgpr_90.has_recursion, 0
	.set vgpr_90.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10064
; TotalNumSgprs: 14
; NumVgprs: 128
; ScratchSize: 588
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 31
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_2b94b918319bdd06,@object ; @__hip_cuid_2b94b918319bdd06
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_2b94b918319bdd06
__hip_cuid_2b94b918319bdd06:
	.byte	0                               ; 0x0
	.size	__hip_cuid_2b94b918319bdd06, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_2b94b918319bdd06
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_6
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         vgpr_6.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_12
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         vgpr_12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_20
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         vgpr_20.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     70
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_28
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         vgpr_28.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_40
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         vgpr_40.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 0
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_60
    .private_segment_fixed_size: 228
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         vgpr_60.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 56
    .wavefront_size: 64
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .max_flat_workgroup_size: 1024
    .name:           vgpr_90
    .private_segment_fixed_size: 588
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         vgpr_90.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 146
    .wavefront_size: 64
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
