	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.protected	vgpr_6                  ; -- Begin function vgpr_6
	.globl	vgpr_6
	.p2align	8
	.type	vgpr_6,@function
vgpr_6:                                 ; @vgpr_6
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_add_u32 v10, s6, 6, v0
	v_mov_b32_e32 v11, 0
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v14, v[2:3], off
	v_add_u32_e32 v2, 64, v10
	v_mov_b32_e32 v3, v11
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v15, v[4:5], off
	v_add_u32_e32 v4, 0x80, v10
	v_mov_b32_e32 v5, v11
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v4
	v_addc_co_u32_e32 v7, vcc, v7, v5, vcc
	global_load_dword v16, v[6:7], off
	v_add_u32_e32 v6, 0xc0, v10
	v_mov_b32_e32 v7, v11
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v6
	v_addc_co_u32_e32 v9, vcc, v9, v7, vcc
	global_load_dword v17, v[8:9], off
	v_add_u32_e32 v8, 0x100, v10
	v_mov_b32_e32 v9, v11
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v13, s3
	v_add_co_u32_e32 v12, vcc, s2, v8
	v_addc_co_u32_e32 v13, vcc, v13, v9, vcc
	global_load_dword v18, v[12:13], off
	v_add_u32_e32 v12, 0x140, v10
	v_mov_b32_e32 v13, v11
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v19, vcc, s2, v12
	v_addc_co_u32_e32 v20, vcc, v20, v13, vcc
	global_load_dword v19, v[19:20], off
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_mov_b32 s4, 0x40400000
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x40c00000
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[20:21], 2, v[10:11]
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v20, vcc, s2, v20
	v_addc_co_u32_e32 v21, vcc, v22, v21, vcc
	global_load_dword v20, v[20:21], off
	s_add_i32 s7, s7, -1
	v_add_u32_e32 v10, 0x1000, v10
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v14, v14, v20, 1.0
	v_fma_f32 v15, v15, v20, 2.0
	v_fma_f32 v16, v16, v20, s4
	v_fma_f32 v17, v17, v20, 4.0
	v_fma_f32 v18, v18, v20, s5
	v_fma_f32 v19, v19, v20, s6
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v10, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v10, v1, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v14, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v15, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v16, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v17, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v18, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v19, off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 23
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
	.size	vgpr_6, .Lfunc_end0-vgpr_6
                                        ; -- End function
	.set vgpr_6.num_vgpr, 23
	.set vgpr_6.num_agpr, 0
	.set vgpr_6.numbered_sgpr, 8
	.set vgpr_6.num_named_barrier, 0
	.set vgpr_6.private_seg_size, 0
	.set vgpr_6.uses_vcc, 1
	.set vgpr_6.uses_flat_scratch, 0
	.set vgpr_6.has_dyn_sized_stack, 0
	.set vgpr_6.has_recursion, 0
	.set vgpr_6.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; TotalNumSgprs: 12
; NumVgprs: 23
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 12
; NumVGPRsForWavesPerEU: 23
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
	.protected	vgpr_12                 ; -- Begin function vgpr_12
	.globl	vgpr_12
	.p2align	8
	.type	vgpr_12,@function
vgpr_12:                                ; @vgpr_12
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_add_u32 v14, s6, 6, v0
	v_mov_b32_e32 v15, 0
	v_lshlrev_b64 v[0:1], 2, v[14:15]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v18, vcc, s2, v0
	v_addc_co_u32_e32 v19, vcc, v2, v1, vcc
	v_add_u32_e32 v2, 64, v14
	v_mov_b32_e32 v3, v15
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v20, vcc, s2, v2
	v_addc_co_u32_e32 v21, vcc, v4, v3, vcc
	v_add_u32_e32 v4, 0x80, v14
	v_mov_b32_e32 v5, v15
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v22, vcc, s2, v4
	v_addc_co_u32_e32 v23, vcc, v6, v5, vcc
	v_add_u32_e32 v6, 0xc0, v14
	v_mov_b32_e32 v7, v15
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v24, vcc, s2, v6
	v_addc_co_u32_e32 v25, vcc, v8, v7, vcc
	v_add_u32_e32 v8, 0x100, v14
	v_mov_b32_e32 v9, v15
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v26, vcc, s2, v8
	v_addc_co_u32_e32 v27, vcc, v10, v9, vcc
	v_add_u32_e32 v10, 0x140, v14
	v_mov_b32_e32 v11, v15
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v34, vcc, s2, v10
	v_addc_co_u32_e32 v35, vcc, v12, v11, vcc
	v_add_u32_e32 v12, 0x180, v14
	v_mov_b32_e32 v13, v15
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v36, vcc, s2, v12
	v_addc_co_u32_e32 v37, vcc, v16, v13, vcc
	v_add_u32_e32 v16, 0x1c0, v14
	v_mov_b32_e32 v17, v15
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v28, s3
	v_add_co_u32_e32 v38, vcc, s2, v16
	v_addc_co_u32_e32 v39, vcc, v28, v17, vcc
	global_load_dword v33, v[18:19], off
	global_load_dword v32, v[20:21], off
	global_load_dword v31, v[22:23], off
	global_load_dword v30, v[24:25], off
	global_load_dword v29, v[26:27], off
	global_load_dword v28, v[34:35], off
                                        ; kill: killed $vgpr26 killed $vgpr27
                                        ; kill: killed $vgpr34 killed $vgpr35
	s_nop 0
	global_load_dword v26, v[36:37], off
	global_load_dword v27, v[38:39], off
	v_add_u32_e32 v18, 0x200, v14
	v_mov_b32_e32 v19, v15
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v34, vcc, s2, v18
	v_addc_co_u32_e32 v35, vcc, v20, v19, vcc
	v_add_u32_e32 v20, 0x240, v14
	v_mov_b32_e32 v21, v15
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v38, vcc, s2, v20
	v_addc_co_u32_e32 v39, vcc, v22, v21, vcc
	v_add_u32_e32 v22, 0x280, v14
	v_mov_b32_e32 v23, v15
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_mov_b32_e32 v24, s3
	v_add_co_u32_e32 v40, vcc, s2, v22
	v_addc_co_u32_e32 v41, vcc, v24, v23, vcc
	v_add_u32_e32 v24, 0x2c0, v14
	v_mov_b32_e32 v25, v15
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v42, vcc, s2, v24
	v_addc_co_u32_e32 v43, vcc, v36, v25, vcc
	global_load_dword v37, v[34:35], off
	global_load_dword v36, v[38:39], off
	s_nop 0
	global_load_dword v35, v[40:41], off
	global_load_dword v34, v[42:43], off
	s_cmp_eq_u32 s7, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	s_mov_b32 s4, 0x40400000
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x40c00000
	s_mov_b32 s8, 0x40e00000
	s_mov_b32 s9, 0x41000000
	s_mov_b32 s10, 0x41100000
	s_mov_b32 s11, 0x41200000
	s_mov_b32 s12, 0x41300000
	s_mov_b32 s13, 0x41400000
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[38:39], 2, v[14:15]
	v_mov_b32_e32 v40, s3
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_addc_co_u32_e32 v39, vcc, v40, v39, vcc
	global_load_dword v38, v[38:39], off
	s_add_i32 s7, s7, -1
	v_add_u32_e32 v14, 0x1000, v14
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v33, v33, v38, 1.0
	v_fma_f32 v32, v32, v38, 2.0
	v_fma_f32 v31, v31, v38, s4
	v_fma_f32 v30, v30, v38, 4.0
	v_fma_f32 v29, v29, v38, s5
	v_fma_f32 v28, v28, v38, s6
	v_fma_f32 v26, v26, v38, s8
	v_fma_f32 v27, v27, v38, s9
	v_fma_f32 v37, v37, v38, s10
	v_fma_f32 v36, v36, v38, s11
	v_fma_f32 v35, v35, v38, s12
	v_fma_f32 v34, v34, v38, s13
	s_cbranch_scc0 .LBB1_2
.LBB1_3:
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v14, v1, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v33, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v32, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v31, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v30, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v29, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v28, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v26, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v16
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v27, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v18
	v_addc_co_u32_e32 v1, vcc, v1, v19, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v37, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v20
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v36, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v22
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v35, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v24
	v_addc_co_u32_e32 v1, vcc, v1, v25, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v34, off
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
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
	.set vgpr_12.num_vgpr, 44
	.set vgpr_12.num_agpr, 0
	.set vgpr_12.numbered_sgpr, 14
	.set vgpr_12.num_named_barrier, 0
	.set vgpr_12.private_seg_size, 0
	.set vgpr_12.uses_vcc, 1
	.set vgpr_12.uses_flat_scratch, 0
	.set vgpr_12.has_dyn_sized_stack, 0
	.set vgpr_12.has_recursion, 0
	.set vgpr_12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1024
; TotalNumSgprs: 18
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 44
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
	.protected	vgpr_20                 ; -- Begin function vgpr_20
	.globl	vgpr_20
	.p2align	8
	.type	vgpr_20,@function
vgpr_20:                                ; @vgpr_20
; %bb.0:
	s_mov_b64 s[26:27], s[2:3]
	s_mov_b64 s[24:25], s[0:1]
	s_add_u32 s24, s24, s7
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_add_u32 v16, s6, 6, v0
	v_mov_b32_e32 v17, 0
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	s_addc_u32 s25, s25, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v2, vcc, s2, v0
	buffer_store_dword v0, off, s[24:27], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[24:27], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v7, s3
	v_mov_b32_e32 v9, s3
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v19, s3
	v_mov_b32_e32 v21, s3
	v_mov_b32_e32 v23, s3
	v_mov_b32_e32 v25, s3
	v_mov_b32_e32 v27, s3
	v_mov_b32_e32 v29, s3
	v_mov_b32_e32 v31, s3
	v_mov_b32_e32 v33, s3
	v_mov_b32_e32 v35, s3
	v_mov_b32_e32 v37, s3
	v_mov_b32_e32 v39, s3
	v_mov_b32_e32 v41, s3
	v_mov_b32_e32 v62, s3
	s_cmp_eq_u32 s7, 0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v42, v[2:3], off
	v_add_u32_e32 v2, 64, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v43, v[4:5], off
	v_add_u32_e32 v4, 0x80, v16
	v_mov_b32_e32 v5, v17
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v6, vcc, s2, v4
	v_addc_co_u32_e32 v7, vcc, v7, v5, vcc
	global_load_dword v44, v[6:7], off
	v_add_u32_e32 v6, 0xc0, v16
	v_mov_b32_e32 v7, v17
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v8, vcc, s2, v6
	v_addc_co_u32_e32 v9, vcc, v9, v7, vcc
	global_load_dword v45, v[8:9], off
	v_add_u32_e32 v8, 0x100, v16
	v_mov_b32_e32 v9, v17
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v10, vcc, s2, v8
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	global_load_dword v46, v[10:11], off
	v_add_u32_e32 v10, 0x140, v16
	v_mov_b32_e32 v11, v17
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v12, vcc, s2, v10
	v_addc_co_u32_e32 v13, vcc, v13, v11, vcc
	global_load_dword v47, v[12:13], off
	v_add_u32_e32 v12, 0x180, v16
	v_mov_b32_e32 v13, v17
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v14, vcc, s2, v12
	v_addc_co_u32_e32 v15, vcc, v15, v13, vcc
	global_load_dword v48, v[14:15], off
	v_add_u32_e32 v14, 0x1c0, v16
	v_mov_b32_e32 v15, v17
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v18, vcc, s2, v14
	v_addc_co_u32_e32 v19, vcc, v19, v15, vcc
	global_load_dword v49, v[18:19], off
	v_add_u32_e32 v18, 0x200, v16
	v_mov_b32_e32 v19, v17
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32_e32 v20, vcc, s2, v18
	v_addc_co_u32_e32 v21, vcc, v21, v19, vcc
	global_load_dword v50, v[20:21], off
	v_add_u32_e32 v20, 0x240, v16
	v_mov_b32_e32 v21, v17
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v22, vcc, s2, v20
	v_addc_co_u32_e32 v23, vcc, v23, v21, vcc
	global_load_dword v51, v[22:23], off
	v_add_u32_e32 v22, 0x280, v16
	v_mov_b32_e32 v23, v17
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32_e32 v24, vcc, s2, v22
	v_addc_co_u32_e32 v25, vcc, v25, v23, vcc
	global_load_dword v52, v[24:25], off
	v_add_u32_e32 v24, 0x2c0, v16
	v_mov_b32_e32 v25, v17
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_add_co_u32_e32 v26, vcc, s2, v24
	v_addc_co_u32_e32 v27, vcc, v27, v25, vcc
	global_load_dword v53, v[26:27], off
	v_add_u32_e32 v26, 0x300, v16
	v_mov_b32_e32 v27, v17
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32_e32 v28, vcc, s2, v26
	v_addc_co_u32_e32 v29, vcc, v29, v27, vcc
	global_load_dword v54, v[28:29], off
	v_add_u32_e32 v28, 0x340, v16
	v_mov_b32_e32 v29, v17
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v30, vcc, s2, v28
	v_addc_co_u32_e32 v31, vcc, v31, v29, vcc
	global_load_dword v55, v[30:31], off
	v_add_u32_e32 v30, 0x380, v16
	v_mov_b32_e32 v31, v17
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32_e32 v32, vcc, s2, v30
	v_addc_co_u32_e32 v33, vcc, v33, v31, vcc
	global_load_dword v56, v[32:33], off
	v_add_u32_e32 v32, 0x3c0, v16
	v_mov_b32_e32 v33, v17
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_add_co_u32_e32 v34, vcc, s2, v32
	v_addc_co_u32_e32 v35, vcc, v35, v33, vcc
	global_load_dword v57, v[34:35], off
	v_add_u32_e32 v34, 0x400, v16
	v_mov_b32_e32 v35, v17
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32_e32 v36, vcc, s2, v34
	v_addc_co_u32_e32 v37, vcc, v37, v35, vcc
	global_load_dword v58, v[36:37], off
	v_add_u32_e32 v36, 0x440, v16
	v_mov_b32_e32 v37, v17
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_add_co_u32_e32 v38, vcc, s2, v36
	v_addc_co_u32_e32 v39, vcc, v39, v37, vcc
	global_load_dword v59, v[38:39], off
	v_add_u32_e32 v38, 0x480, v16
	v_mov_b32_e32 v39, v17
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e32 v40, vcc, s2, v38
	v_addc_co_u32_e32 v41, vcc, v41, v39, vcc
	global_load_dword v60, v[40:41], off
	v_add_u32_e32 v40, 0x4c0, v16
	v_mov_b32_e32 v41, v17
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_add_co_u32_e32 v61, vcc, s2, v40
	v_addc_co_u32_e32 v62, vcc, v62, v41, vcc
	global_load_dword v61, v[61:62], off
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_mov_b32 s4, 0x40400000
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x40c00000
	s_mov_b32 s8, 0x40e00000
	s_mov_b32 s9, 0x41000000
	s_mov_b32 s10, 0x41100000
	s_mov_b32 s11, 0x41200000
	s_mov_b32 s12, 0x41300000
	s_mov_b32 s13, 0x41400000
	s_mov_b32 s14, 0x41500000
	s_mov_b32 s15, 0x41600000
	s_mov_b32 s16, 0x41700000
	s_mov_b32 s17, 0x41800000
	s_mov_b32 s18, 0x41880000
	s_mov_b32 s19, 0x41900000
	s_mov_b32 s20, 0x41980000
	s_mov_b32 s21, 0x41a00000
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[62:63], 2, v[16:17]
	v_mov_b32_e32 v0, s3
	v_add_co_u32_e32 v62, vcc, s2, v62
	v_addc_co_u32_e32 v63, vcc, v0, v63, vcc
	global_load_dword v0, v[62:63], off
	s_add_i32 s7, s7, -1
	v_add_u32_e32 v16, 0x1000, v16
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v42, v42, v0, 1.0
	v_fma_f32 v43, v43, v0, 2.0
	v_fma_f32 v44, v44, v0, s4
	v_fma_f32 v45, v45, v0, 4.0
	v_fma_f32 v46, v46, v0, s5
	v_fma_f32 v47, v47, v0, s6
	v_fma_f32 v48, v48, v0, s8
	v_fma_f32 v49, v49, v0, s9
	v_fma_f32 v50, v50, v0, s10
	v_fma_f32 v51, v51, v0, s11
	v_fma_f32 v52, v52, v0, s12
	v_fma_f32 v53, v53, v0, s13
	v_fma_f32 v54, v54, v0, s14
	v_fma_f32 v55, v55, v0, s15
	v_fma_f32 v56, v56, v0, s16
	v_fma_f32 v57, v57, v0, s17
	v_fma_f32 v58, v58, v0, s18
	v_fma_f32 v59, v59, v0, s19
	v_fma_f32 v60, v60, v0, s20
	v_fma_f32 v61, v61, v0, s21
	s_cbranch_scc0 .LBB2_2
.LBB2_3:
	buffer_load_dword v0, off, s[24:27], 0  ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[24:27], 0 offset:4 ; 4-byte Folded Reload
	v_mov_b32_e32 v16, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v16, v1, vcc
	global_store_dword v[0:1], v42, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v43, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v44, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_store_dword v[0:1], v45, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_store_dword v[0:1], v46, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	global_store_dword v[0:1], v47, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	global_store_dword v[0:1], v48, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v14
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	global_store_dword v[0:1], v49, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v18
	v_addc_co_u32_e32 v1, vcc, v1, v19, vcc
	global_store_dword v[0:1], v50, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v20
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v51, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v22
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	global_store_dword v[0:1], v52, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v24
	v_addc_co_u32_e32 v1, vcc, v1, v25, vcc
	global_store_dword v[0:1], v53, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v26
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	global_store_dword v[0:1], v54, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v28
	v_addc_co_u32_e32 v1, vcc, v1, v29, vcc
	global_store_dword v[0:1], v55, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v30
	v_addc_co_u32_e32 v1, vcc, v1, v31, vcc
	global_store_dword v[0:1], v56, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	global_store_dword v[0:1], v57, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	global_store_dword v[0:1], v58, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v36
	v_addc_co_u32_e32 v1, vcc, v1, v37, vcc
	global_store_dword v[0:1], v59, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v38
	v_addc_co_u32_e32 v1, vcc, v1, v39, vcc
	global_store_dword v[0:1], v60, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dword v[0:1], v61, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_20
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 12
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 28
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
	.size	vgpr_20, .Lfunc_end2-vgpr_20
                                        ; -- End function
	.set vgpr_20.num_vgpr, 64
	.set vgpr_20.num_agpr, 0
	.set vgpr_20.numbered_sgpr, 28
	.set vgpr_20.num_named_barrier, 0
	.set vgpr_20.private_seg_size, 12
	.set vgpr_20.uses_vcc, 1
	.set vgpr_20.uses_flat_scratch, 0
	.set vgpr_20.has_dyn_sized_stack, 0
	.set vgpr_20.has_recursion, 0
	.set vgpr_20.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1636
; TotalNumSgprs: 32
; NumVgprs: 64
; ScratchSize: 12
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 32
; NumVGPRsForWavesPerEU: 64
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
	.protected	vgpr_28                 ; -- Begin function vgpr_28
	.globl	vgpr_28
	.p2align	8
	.type	vgpr_28,@function
vgpr_28:                                ; @vgpr_28
; %bb.0:
	s_mov_b64 s[38:39], s[2:3]
	s_mov_b64 s[36:37], s[0:1]
	s_add_u32 s36, s36, s7
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_add_u32 v18, s6, 6, v0
	v_mov_b32_e32 v19, 0
	v_lshlrev_b64 v[25:26], 2, v[18:19]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v25
	v_addc_co_u32_e32 v1, vcc, v1, v26, vcc
	global_load_dword v58, v[0:1], off
	v_add_u32_e32 v0, 64, v18
	v_mov_b32_e32 v1, v19
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_addc_u32 s37, s37, 0
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[36:39], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[36:39], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v10, v19
	v_mov_b32_e32 v11, v19
	v_mov_b32_e32 v12, v19
	v_mov_b32_e32 v13, v19
	v_mov_b32_e32 v14, v19
	v_mov_b32_e32 v15, v19
	v_mov_b32_e32 v16, v19
	v_mov_b32_e32 v17, v19
	v_add_u32_e32 v20, 0x5c0, v18
	v_mov_b32_e32 v21, v19
	v_lshlrev_b64 v[48:49], 2, v[20:21]
	v_mov_b32_e32 v22, v19
	v_mov_b32_e32 v23, v19
	v_add_u32_e32 v56, 0x6c0, v18
	v_mov_b32_e32 v57, v19
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_mov_b32_e32 v24, s3
	s_cmp_eq_u32 s7, 0
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v59, v[0:1], off
	v_add_u32_e32 v0, 0x80, v18
	v_mov_b32_e32 v1, v19
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[36:39], 0 offset:8 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[36:39], 0 offset:12 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v60, v[0:1], off
	v_add_u32_e32 v0, 0xc0, v18
	v_mov_b32_e32 v1, v19
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[36:39], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[36:39], 0 offset:20 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v61, v[0:1], off
	v_add_u32_e32 v0, 0x100, v18
	v_mov_b32_e32 v1, v19
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[36:39], 0 offset:24 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[36:39], 0 offset:28 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v62, v[0:1], off
	v_add_u32_e32 v0, 0x140, v18
	v_mov_b32_e32 v1, v19
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[36:39], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[36:39], 0 offset:36 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v63, v[0:1], off
	v_add_u32_e32 v0, 0x180, v18
	v_mov_b32_e32 v1, v19
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[36:39], 0 offset:40 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[36:39], 0 offset:44 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v19
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_add_u32_e32 v1, 0x1c0, v18
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v1, vcc, s2, v3
	buffer_store_dword v3, off, s[36:39], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v4, off, s[36:39], 0 offset:52 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v19
	v_addc_co_u32_e32 v2, vcc, v2, v4, vcc
	global_load_dword v1, v[1:2], off
	v_add_u32_e32 v2, 0x200, v18
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[36:39], 0 offset:56 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[36:39], 0 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, v19
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v2, v[2:3], off
	v_add_u32_e32 v3, 0x240, v18
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v3, vcc, s2, v5
	buffer_store_dword v5, off, s[36:39], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[36:39], 0 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, v19
	v_addc_co_u32_e32 v4, vcc, v4, v6, vcc
	global_load_dword v3, v[3:4], off
	v_add_u32_e32 v4, 0x280, v18
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v6
	buffer_store_dword v6, off, s[36:39], 0 offset:72 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v7, off, s[36:39], 0 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, v19
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	global_load_dword v4, v[4:5], off
	v_add_u32_e32 v5, 0x2c0, v18
	v_lshlrev_b64 v[7:8], 2, v[5:6]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v5, vcc, s2, v7
	buffer_store_dword v7, off, s[36:39], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v8, off, s[36:39], 0 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v7, v19
	v_addc_co_u32_e32 v6, vcc, v6, v8, vcc
	global_load_dword v5, v[5:6], off
	v_add_u32_e32 v6, 0x300, v18
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v8
	buffer_store_dword v8, off, s[36:39], 0 offset:88 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v9, off, s[36:39], 0 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v8, v19
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	global_load_dword v6, v[6:7], off
	v_add_u32_e32 v7, 0x340, v18
	v_lshlrev_b64 v[28:29], 2, v[7:8]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v7, vcc, s2, v28
	v_addc_co_u32_e32 v8, vcc, v8, v29, vcc
	global_load_dword v7, v[7:8], off
	v_add_u32_e32 v8, 0x380, v18
	v_mov_b32_e32 v9, v19
	v_lshlrev_b64 v[30:31], 2, v[8:9]
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v30
	v_addc_co_u32_e32 v9, vcc, v9, v31, vcc
	global_load_dword v8, v[8:9], off
	v_add_u32_e32 v9, 0x3c0, v18
	v_lshlrev_b64 v[32:33], 2, v[9:10]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v9, vcc, s2, v32
	v_addc_co_u32_e32 v10, vcc, v10, v33, vcc
	global_load_dword v9, v[9:10], off
	v_add_u32_e32 v10, 0x400, v18
	v_lshlrev_b64 v[34:35], 2, v[10:11]
	v_mov_b32_e32 v11, s3
	v_add_co_u32_e32 v10, vcc, s2, v34
	v_addc_co_u32_e32 v11, vcc, v11, v35, vcc
	global_load_dword v10, v[10:11], off
	v_add_u32_e32 v11, 0x440, v18
	v_lshlrev_b64 v[36:37], 2, v[11:12]
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v11, vcc, s2, v36
	v_addc_co_u32_e32 v12, vcc, v12, v37, vcc
	global_load_dword v11, v[11:12], off
	v_add_u32_e32 v12, 0x480, v18
	v_lshlrev_b64 v[38:39], 2, v[12:13]
	v_mov_b32_e32 v13, s3
	v_add_co_u32_e32 v12, vcc, s2, v38
	v_addc_co_u32_e32 v13, vcc, v13, v39, vcc
	global_load_dword v12, v[12:13], off
	v_add_u32_e32 v13, 0x4c0, v18
	v_lshlrev_b64 v[40:41], 2, v[13:14]
	v_mov_b32_e32 v14, s3
	v_add_co_u32_e32 v13, vcc, s2, v40
	v_addc_co_u32_e32 v14, vcc, v14, v41, vcc
	global_load_dword v13, v[13:14], off
	v_add_u32_e32 v14, 0x500, v18
	v_lshlrev_b64 v[42:43], 2, v[14:15]
	v_mov_b32_e32 v15, s3
	v_add_co_u32_e32 v14, vcc, s2, v42
	v_addc_co_u32_e32 v15, vcc, v15, v43, vcc
	global_load_dword v14, v[14:15], off
	v_add_u32_e32 v15, 0x540, v18
	v_lshlrev_b64 v[44:45], 2, v[15:16]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v15, vcc, s2, v44
	v_addc_co_u32_e32 v16, vcc, v16, v45, vcc
	global_load_dword v15, v[15:16], off
	v_add_u32_e32 v16, 0x580, v18
	v_lshlrev_b64 v[46:47], 2, v[16:17]
	v_mov_b32_e32 v17, s3
	v_add_co_u32_e32 v16, vcc, s2, v46
	v_addc_co_u32_e32 v17, vcc, v17, v47, vcc
	global_load_dword v16, v[16:17], off
	v_add_co_u32_e32 v20, vcc, s2, v48
	v_mov_b32_e32 v17, s3
	v_addc_co_u32_e32 v21, vcc, v17, v49, vcc
	global_load_dword v17, v[20:21], off
	v_add_u32_e32 v20, 0x600, v18
	v_mov_b32_e32 v21, v19
	v_lshlrev_b64 v[50:51], 2, v[20:21]
	v_mov_b32_e32 v21, s3
	v_add_co_u32_e32 v20, vcc, s2, v50
	v_addc_co_u32_e32 v21, vcc, v21, v51, vcc
	global_load_dword v20, v[20:21], off
	v_add_u32_e32 v21, 0x640, v18
	v_lshlrev_b64 v[52:53], 2, v[21:22]
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v21, vcc, s2, v52
	v_addc_co_u32_e32 v22, vcc, v22, v53, vcc
	global_load_dword v21, v[21:22], off
	v_add_u32_e32 v22, 0x680, v18
	v_lshlrev_b64 v[54:55], 2, v[22:23]
	v_mov_b32_e32 v23, s3
	v_add_co_u32_e32 v22, vcc, s2, v54
	v_addc_co_u32_e32 v23, vcc, v23, v55, vcc
	global_load_dword v22, v[22:23], off
	v_add_co_u32_e32 v23, vcc, s2, v56
	v_addc_co_u32_e32 v24, vcc, v24, v57, vcc
	global_load_dword v23, v[23:24], off
	s_cbranch_scc1 .LBB3_4
; %bb.1:
	s_mov_b32 s4, 0x40400000
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x40c00000
	s_mov_b32 s8, 0x40e00000
	s_mov_b32 s9, 0x41000000
	s_mov_b32 s10, 0x41100000
	s_mov_b32 s11, 0x41200000
	s_mov_b32 s12, 0x41300000
	s_mov_b32 s13, 0x41400000
	s_mov_b32 s14, 0x41500000
	s_mov_b32 s15, 0x41600000
	s_mov_b32 s16, 0x41700000
	s_mov_b32 s17, 0x41800000
	s_mov_b32 s18, 0x41880000
	s_mov_b32 s19, 0x41900000
	s_mov_b32 s20, 0x41980000
	s_mov_b32 s21, 0x41a00000
	s_mov_b32 s22, 0x41a80000
	s_mov_b32 s23, 0x41b00000
	s_mov_b32 s24, 0x41b80000
	s_mov_b32 s25, 0x41c00000
	s_mov_b32 s26, 0x41c80000
	s_mov_b32 s27, 0x41d00000
	s_mov_b32 s28, 0x41d80000
	s_mov_b32 s29, 0x41e00000
	buffer_store_dword v25, off, s[36:39], 0 offset:96 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v26, off, s[36:39], 0 offset:100 ; 4-byte Folded Spill
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[24:25], 2, v[18:19]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v24, vcc, s2, v24
	v_addc_co_u32_e32 v25, vcc, v26, v25, vcc
	global_load_dword v24, v[24:25], off
	s_add_i32 s7, s7, -1
	v_add_u32_e32 v18, 0x1000, v18
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v58, v58, v24, 1.0
	v_fma_f32 v59, v59, v24, 2.0
	v_fma_f32 v60, v60, v24, s4
	v_fma_f32 v61, v61, v24, 4.0
	v_fma_f32 v62, v62, v24, s5
	v_fma_f32 v63, v63, v24, s6
	v_fma_f32 v0, v0, v24, s8
	v_fma_f32 v1, v1, v24, s9
	v_fma_f32 v2, v2, v24, s10
	v_fma_f32 v3, v3, v24, s11
	v_fma_f32 v4, v4, v24, s12
	v_fma_f32 v5, v5, v24, s13
	v_fma_f32 v6, v6, v24, s14
	v_fma_f32 v7, v7, v24, s15
	v_fma_f32 v8, v8, v24, s16
	v_fma_f32 v9, v9, v24, s17
	v_fma_f32 v10, v10, v24, s18
	v_fma_f32 v11, v11, v24, s19
	v_fma_f32 v12, v12, v24, s20
	v_fma_f32 v13, v13, v24, s21
	v_fma_f32 v14, v14, v24, s22
	v_fma_f32 v15, v15, v24, s23
	v_fma_f32 v16, v16, v24, s24
	v_fma_f32 v17, v17, v24, s25
	v_fma_f32 v20, v20, v24, s26
	v_fma_f32 v21, v21, v24, s27
	v_fma_f32 v22, v22, v24, s28
	v_fma_f32 v23, v23, v24, s29
	s_cbranch_scc0 .LBB3_2
; %bb.3:
	buffer_load_dword v25, off, s[36:39], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v26, off, s[36:39], 0 offset:100 ; 4-byte Folded Reload
.LBB3_4:
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v18, vcc, s0, v25
	buffer_load_dword v24, off, s[36:39], 0 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[36:39], 0 offset:4 ; 4-byte Folded Reload
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v19, vcc, v19, v26, vcc
	global_store_dword v[18:19], v58, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v25, vcc
	buffer_load_dword v24, off, s[36:39], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[36:39], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v59, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v25, vcc
	buffer_load_dword v24, off, s[36:39], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[36:39], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v60, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v25, vcc
	buffer_load_dword v24, off, s[36:39], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[36:39], 0 offset:28 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v61, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v25, vcc
	buffer_load_dword v24, off, s[36:39], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[36:39], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v62, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v25, vcc
	buffer_load_dword v24, off, s[36:39], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[36:39], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v63, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v25, vcc
	global_store_dword v[18:19], v0, off
	buffer_load_dword v18, off, s[36:39], 0 offset:48 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[36:39], 0 offset:52 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v18, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v19, vcc, v0, v19, vcc
	global_store_dword v[18:19], v1, off
	buffer_load_dword v18, off, s[36:39], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v19, off, s[36:39], 0 offset:60 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v18
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v19, vcc
	buffer_load_dword v18, off, s[36:39], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[36:39], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v2, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v18
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v19, vcc
	global_store_dword v[0:1], v3, off
	buffer_load_dword v2, off, s[36:39], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[36:39], 0 offset:76 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[36:39], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[36:39], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v4, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[36:39], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[36:39], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v5, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v6, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v28
	v_addc_co_u32_e32 v1, vcc, v1, v29, vcc
	global_store_dword v[0:1], v7, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v30
	v_addc_co_u32_e32 v1, vcc, v1, v31, vcc
	global_store_dword v[0:1], v8, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	global_store_dword v[0:1], v9, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	global_store_dword v[0:1], v10, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v36
	v_addc_co_u32_e32 v1, vcc, v1, v37, vcc
	global_store_dword v[0:1], v11, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v38
	v_addc_co_u32_e32 v1, vcc, v1, v39, vcc
	global_store_dword v[0:1], v12, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dword v[0:1], v13, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v42
	v_addc_co_u32_e32 v1, vcc, v1, v43, vcc
	global_store_dword v[0:1], v14, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dword v[0:1], v15, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v46
	v_addc_co_u32_e32 v1, vcc, v1, v47, vcc
	global_store_dword v[0:1], v16, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v48
	v_addc_co_u32_e32 v1, vcc, v1, v49, vcc
	global_store_dword v[0:1], v17, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v50
	v_addc_co_u32_e32 v1, vcc, v1, v51, vcc
	global_store_dword v[0:1], v20, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v52
	v_addc_co_u32_e32 v1, vcc, v1, v53, vcc
	global_store_dword v[0:1], v21, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v54
	v_addc_co_u32_e32 v1, vcc, v1, v55, vcc
	global_store_dword v[0:1], v22, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v56
	v_addc_co_u32_e32 v1, vcc, v1, v57, vcc
	global_store_dword v[0:1], v23, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_28
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 108
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 40
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
.Lfunc_end3:
	.size	vgpr_28, .Lfunc_end3-vgpr_28
                                        ; -- End function
	.set vgpr_28.num_vgpr, 64
	.set vgpr_28.num_agpr, 0
	.set vgpr_28.numbered_sgpr, 40
	.set vgpr_28.num_named_barrier, 0
	.set vgpr_28.private_seg_size, 108
	.set vgpr_28.uses_vcc, 1
	.set vgpr_28.uses_flat_scratch, 0
	.set vgpr_28.has_dyn_sized_stack, 0
	.set vgpr_28.has_recursion, 0
	.set vgpr_28.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2816
; TotalNumSgprs: 44
; NumVgprs: 64
; ScratchSize: 108
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 5
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 44
; NumVGPRsForWavesPerEU: 64
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
	.protected	vgpr_40                 ; -- Begin function vgpr_40
	.globl	vgpr_40
	.p2align	8
	.type	vgpr_40,@function
vgpr_40:                                ; @vgpr_40
; %bb.0:
	s_mov_b64 s[46:47], s[2:3]
	s_mov_b64 s[44:45], s[0:1]
	s_add_u32 s44, s44, s7
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_add_u32 v26, s6, 6, v0
	v_mov_b32_e32 v27, 0
	v_lshlrev_b64 v[61:62], 2, v[26:27]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v61
	v_addc_co_u32_e32 v1, vcc, v1, v62, vcc
	global_load_dword v18, v[0:1], off
	v_add_u32_e32 v0, 64, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_addc_u32 s45, s45, 0
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v5, s3
	v_mov_b32_e32 v7, s3
	v_mov_b32_e32 v9, s3
	v_mov_b32_e32 v11, s3
	v_mov_b32_e32 v13, s3
	v_mov_b32_e32 v15, s3
	v_mov_b32_e32 v17, s3
	v_mov_b32_e32 v60, s3
	s_cmp_eq_u32 s7, 0
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v19, v[0:1], off
	v_add_u32_e32 v0, 0x80, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:8 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:12 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v20, v[0:1], off
	v_add_u32_e32 v0, 0xc0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:20 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v21, v[0:1], off
	v_add_u32_e32 v0, 0x100, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:24 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:28 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v22, v[0:1], off
	v_add_u32_e32 v0, 0x140, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:36 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v23, v[0:1], off
	v_add_u32_e32 v0, 0x180, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:40 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:44 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v24, v[0:1], off
	v_add_u32_e32 v0, 0x1c0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:52 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v25, v[0:1], off
	v_add_u32_e32 v0, 0x200, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:56 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:60 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v28, v[0:1], off
	v_add_u32_e32 v0, 0x240, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:68 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v29, v[0:1], off
	v_add_u32_e32 v0, 0x280, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:72 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:76 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v30, v[0:1], off
	v_add_u32_e32 v0, 0x2c0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:84 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v31, v[0:1], off
	v_add_u32_e32 v0, 0x300, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:88 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:92 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v32, v[0:1], off
	v_add_u32_e32 v0, 0x340, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:96 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:100 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v33, v[0:1], off
	v_add_u32_e32 v0, 0x380, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:104 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:108 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v34, v[0:1], off
	v_add_u32_e32 v0, 0x3c0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:112 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:116 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v35, v[0:1], off
	v_add_u32_e32 v0, 0x400, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:120 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:124 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v36, v[0:1], off
	v_add_u32_e32 v0, 0x440, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:128 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:132 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v37, v[0:1], off
	v_add_u32_e32 v0, 0x480, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:136 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:140 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v38, v[0:1], off
	v_add_u32_e32 v0, 0x4c0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:144 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:148 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v39, v[0:1], off
	v_add_u32_e32 v0, 0x500, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:152 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:156 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v40, v[0:1], off
	v_add_u32_e32 v0, 0x540, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:160 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:164 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v41, v[0:1], off
	v_add_u32_e32 v0, 0x580, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:168 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:172 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v42, v[0:1], off
	v_add_u32_e32 v0, 0x5c0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:176 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:180 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v43, v[0:1], off
	v_add_u32_e32 v0, 0x600, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:184 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:188 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v44, v[0:1], off
	v_add_u32_e32 v0, 0x640, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:192 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:196 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v45, v[0:1], off
	v_add_u32_e32 v0, 0x680, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:200 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:204 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v46, v[0:1], off
	v_add_u32_e32 v0, 0x6c0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:208 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:212 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v47, v[0:1], off
	v_add_u32_e32 v0, 0x700, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:216 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:220 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v48, v[0:1], off
	v_add_u32_e32 v0, 0x740, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:224 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:228 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v49, v[0:1], off
	v_add_u32_e32 v0, 0x780, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[44:47], 0 offset:232 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[44:47], 0 offset:236 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v50, v[0:1], off
	v_add_u32_e32 v0, 0x7c0, v26
	v_mov_b32_e32 v1, v27
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v51, v[2:3], off
	v_add_u32_e32 v2, 0x800, v26
	v_mov_b32_e32 v3, v27
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v52, v[4:5], off
	v_add_u32_e32 v4, 0x840, v26
	v_mov_b32_e32 v5, v27
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v6, vcc, s2, v4
	v_addc_co_u32_e32 v7, vcc, v7, v5, vcc
	global_load_dword v53, v[6:7], off
	v_add_u32_e32 v6, 0x880, v26
	v_mov_b32_e32 v7, v27
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v8, vcc, s2, v6
	v_addc_co_u32_e32 v9, vcc, v9, v7, vcc
	global_load_dword v54, v[8:9], off
	v_add_u32_e32 v8, 0x8c0, v26
	v_mov_b32_e32 v9, v27
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32_e32 v10, vcc, s2, v8
	v_addc_co_u32_e32 v11, vcc, v11, v9, vcc
	global_load_dword v55, v[10:11], off
	v_add_u32_e32 v10, 0x900, v26
	v_mov_b32_e32 v11, v27
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v12, vcc, s2, v10
	v_addc_co_u32_e32 v13, vcc, v13, v11, vcc
	global_load_dword v56, v[12:13], off
	v_add_u32_e32 v12, 0x940, v26
	v_mov_b32_e32 v13, v27
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_add_co_u32_e32 v14, vcc, s2, v12
	v_addc_co_u32_e32 v15, vcc, v15, v13, vcc
	global_load_dword v57, v[14:15], off
	v_add_u32_e32 v14, 0x980, v26
	v_mov_b32_e32 v15, v27
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32_e32 v16, vcc, s2, v14
	v_addc_co_u32_e32 v17, vcc, v17, v15, vcc
	global_load_dword v58, v[16:17], off
	v_add_u32_e32 v16, 0x9c0, v26
	v_mov_b32_e32 v17, v27
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_add_co_u32_e32 v59, vcc, s2, v16
	v_addc_co_u32_e32 v60, vcc, v60, v17, vcc
	global_load_dword v59, v[59:60], off
	s_cbranch_scc1 .LBB4_4
; %bb.1:
	s_mov_b32 s4, 0x40400000
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x40c00000
	s_mov_b32 s8, 0x40e00000
	s_mov_b32 s9, 0x41000000
	s_mov_b32 s10, 0x41100000
	s_mov_b32 s11, 0x41200000
	s_mov_b32 s12, 0x41300000
	s_mov_b32 s13, 0x41400000
	s_mov_b32 s14, 0x41500000
	s_mov_b32 s15, 0x41600000
	s_mov_b32 s16, 0x41700000
	s_mov_b32 s17, 0x41800000
	s_mov_b32 s18, 0x41880000
	s_mov_b32 s19, 0x41900000
	s_mov_b32 s20, 0x41980000
	s_mov_b32 s21, 0x41a00000
	s_mov_b32 s22, 0x41a80000
	s_mov_b32 s23, 0x41b00000
	s_mov_b32 s24, 0x41b80000
	s_mov_b32 s25, 0x41c00000
	s_mov_b32 s26, 0x41c80000
	s_mov_b32 s27, 0x41d00000
	s_mov_b32 s28, 0x41d80000
	s_mov_b32 s29, 0x41e00000
	s_mov_b32 s30, 0x41e80000
	s_mov_b32 s31, 0x41f00000
	s_mov_b32 s33, 0x41f80000
	s_mov_b32 s34, 0x42000000
	s_mov_b32 s35, 0x42040000
	s_mov_b32 s36, 0x42080000
	s_mov_b32 s37, 0x420c0000
	s_mov_b32 s38, 0x42100000
	s_mov_b32 s39, 0x42140000
	s_mov_b32 s40, 0x42180000
	s_mov_b32 s41, 0x421c0000
	s_mov_b32 s42, 0x42200000
	buffer_store_dword v61, off, s[44:47], 0 offset:240 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v62, off, s[44:47], 0 offset:244 ; 4-byte Folded Spill
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[60:61], 2, v[26:27]
	v_mov_b32_e32 v62, s3
	v_add_co_u32_e32 v60, vcc, s2, v60
	v_addc_co_u32_e32 v61, vcc, v62, v61, vcc
	global_load_dword v60, v[60:61], off
	s_add_i32 s7, s7, -1
	v_add_u32_e32 v26, 0x1000, v26
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(0)
	v_fma_f32 v18, v18, v60, 1.0
	v_fma_f32 v19, v19, v60, 2.0
	v_fma_f32 v20, v20, v60, s4
	v_fma_f32 v21, v21, v60, 4.0
	v_fma_f32 v22, v22, v60, s5
	v_fma_f32 v23, v23, v60, s6
	v_fma_f32 v24, v24, v60, s8
	v_fma_f32 v25, v25, v60, s9
	v_fma_f32 v28, v28, v60, s10
	v_fma_f32 v29, v29, v60, s11
	v_fma_f32 v30, v30, v60, s12
	v_fma_f32 v31, v31, v60, s13
	v_fma_f32 v32, v32, v60, s14
	v_fma_f32 v33, v33, v60, s15
	v_fma_f32 v34, v34, v60, s16
	v_fma_f32 v35, v35, v60, s17
	v_fma_f32 v36, v36, v60, s18
	v_fma_f32 v37, v37, v60, s19
	v_fma_f32 v38, v38, v60, s20
	v_fma_f32 v39, v39, v60, s21
	v_fma_f32 v40, v40, v60, s22
	v_fma_f32 v41, v41, v60, s23
	v_fma_f32 v42, v42, v60, s24
	v_fma_f32 v43, v43, v60, s25
	v_fma_f32 v44, v44, v60, s26
	v_fma_f32 v45, v45, v60, s27
	v_fma_f32 v46, v46, v60, s28
	v_fma_f32 v47, v47, v60, s29
	v_fma_f32 v48, v48, v60, s30
	v_fma_f32 v49, v49, v60, s31
	v_fma_f32 v50, v50, v60, s33
	v_fma_f32 v51, v51, v60, s34
	v_fma_f32 v52, v52, v60, s35
	v_fma_f32 v53, v53, v60, s36
	v_fma_f32 v54, v54, v60, s37
	v_fma_f32 v55, v55, v60, s38
	v_fma_f32 v56, v56, v60, s39
	v_fma_f32 v57, v57, v60, s40
	v_fma_f32 v58, v58, v60, s41
	v_fma_f32 v59, v59, v60, s42
	s_cbranch_scc0 .LBB4_2
; %bb.3:
	buffer_load_dword v61, off, s[44:47], 0 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[44:47], 0 offset:244 ; 4-byte Folded Reload
.LBB4_4:
	v_mov_b32_e32 v27, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v26, vcc, s0, v61
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v27, vcc, v27, v62, vcc
	global_store_dword v[26:27], v18, off
	buffer_load_dword v26, off, s[44:47], 0 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[44:47], 0 offset:4 ; 4-byte Folded Reload
	v_mov_b32_e32 v18, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v26, vcc, s0, v26
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v27, vcc, v18, v27, vcc
	global_store_dword v[26:27], v19, off
	buffer_load_dword v26, off, s[44:47], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v27, off, s[44:47], 0 offset:12 ; 4-byte Folded Reload
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v18, vcc, s0, v26
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v19, vcc, v19, v27, vcc
	buffer_load_dword v26, off, s[44:47], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[44:47], 0 offset:20 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v20, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v26
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v27, vcc
	global_store_dword v[18:19], v21, off
	buffer_load_dword v20, off, s[44:47], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v21, off, s[44:47], 0 offset:28 ; 4-byte Folded Reload
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:36 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v22, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v23, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v24, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v25, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v28, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:76 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v29, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:84 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v30, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:92 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v31, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:100 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v32, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:108 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v33, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:116 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v34, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:120 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:124 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v35, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:132 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v36, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:140 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v37, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:148 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v38, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:156 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v39, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v40, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v41, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v42, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v43, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v44, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v45, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v46, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:216 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v47, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:228 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v48, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	buffer_load_dword v20, off, s[44:47], 0 offset:232 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[44:47], 0 offset:236 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[18:19], v49, off
	v_mov_b32_e32 v19, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v18, vcc, s0, v20
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	global_store_dword v[18:19], v50, off
	v_mov_b32_e32 v18, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v18, v1, vcc
	global_store_dword v[0:1], v51, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v52, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v53, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_store_dword v[0:1], v54, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_store_dword v[0:1], v55, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	global_store_dword v[0:1], v56, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	global_store_dword v[0:1], v57, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v14
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	global_store_dword v[0:1], v58, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v16
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	global_store_dword v[0:1], v59, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_40
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 252
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 63
		.amdhsa_next_free_sgpr 48
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
.Lfunc_end4:
	.size	vgpr_40, .Lfunc_end4-vgpr_40
                                        ; -- End function
	.set vgpr_40.num_vgpr, 63
	.set vgpr_40.num_agpr, 0
	.set vgpr_40.numbered_sgpr, 48
	.set vgpr_40.num_named_barrier, 0
	.set vgpr_40.private_seg_size, 252
	.set vgpr_40.uses_vcc, 1
	.set vgpr_40.uses_flat_scratch, 0
	.set vgpr_40.has_dyn_sized_stack, 0
	.set vgpr_40.has_recursion, 0
	.set vgpr_40.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 4596
; TotalNumSgprs: 52
; NumVgprs: 63
; ScratchSize: 252
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 52
; NumVGPRsForWavesPerEU: 63
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
	.protected	vgpr_60                 ; -- Begin function vgpr_60
	.globl	vgpr_60
	.p2align	8
	.type	vgpr_60,@function
vgpr_60:                                ; @vgpr_60
; %bb.0:
	s_mov_b64 s[66:67], s[2:3]
	s_mov_b64 s[64:65], s[0:1]
	s_add_u32 s64, s64, s7
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_add_u32 v36, s6, 6, v0
	v_mov_b32_e32 v37, 0
	v_lshlrev_b64 v[59:60], 2, v[36:37]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v59
	v_addc_co_u32_e32 v1, vcc, v1, v60, vcc
	global_load_dword v0, v[0:1], off
	s_addc_u32 s65, s65, 0
	v_mov_b32_e32 v1, v37
	s_cmp_eq_u32 s7, 0
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[64:67], 0 offset:4 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 64, v36
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[64:67], 0 offset:12 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[64:67], 0 offset:16 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v37
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[64:67], 0 offset:476 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x80, v36
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[64:67], 0 offset:20 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[64:67], 0 offset:24 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v37
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[64:67], 0 offset:480 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xc0, v36
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[64:67], 0 offset:28 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[64:67], 0 offset:32 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v63, v[0:1], off
	v_add_u32_e32 v0, 0x100, v36
	v_mov_b32_e32 v1, v37
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[64:67], 0 offset:36 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[64:67], 0 offset:40 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v37
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_add_u32_e32 v1, 0x140, v36
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v1, vcc, s2, v3
	buffer_store_dword v3, off, s[64:67], 0 offset:44 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v4, off, s[64:67], 0 offset:48 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v37
	v_addc_co_u32_e32 v2, vcc, v2, v4, vcc
	global_load_dword v1, v[1:2], off
	v_add_u32_e32 v2, 0x180, v36
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[64:67], 0 offset:52 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[64:67], 0 offset:56 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, v37
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v2, v[2:3], off
	v_add_u32_e32 v3, 0x1c0, v36
	v_lshlrev_b64 v[5:6], 2, v[3:4]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v3, vcc, s2, v5
	buffer_store_dword v5, off, s[64:67], 0 offset:60 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v6, off, s[64:67], 0 offset:64 ; 4-byte Folded Spill
	v_mov_b32_e32 v5, v37
	v_addc_co_u32_e32 v4, vcc, v4, v6, vcc
	global_load_dword v3, v[3:4], off
	v_add_u32_e32 v4, 0x200, v36
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v6
	buffer_store_dword v6, off, s[64:67], 0 offset:68 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v7, off, s[64:67], 0 offset:72 ; 4-byte Folded Spill
	v_mov_b32_e32 v6, v37
	s_waitcnt vmcnt(2)
	buffer_store_dword v3, off, s[64:67], 0 offset:8 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v5, vcc, v5, v7, vcc
	global_load_dword v4, v[4:5], off
	v_add_u32_e32 v5, 0x240, v36
	v_lshlrev_b64 v[7:8], 2, v[5:6]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v5, vcc, s2, v7
	buffer_store_dword v7, off, s[64:67], 0 offset:76 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v8, off, s[64:67], 0 offset:80 ; 4-byte Folded Spill
	v_mov_b32_e32 v7, v37
	v_addc_co_u32_e32 v6, vcc, v6, v8, vcc
	global_load_dword v5, v[5:6], off
	v_add_u32_e32 v6, 0x280, v36
	v_lshlrev_b64 v[8:9], 2, v[6:7]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v8
	buffer_store_dword v8, off, s[64:67], 0 offset:84 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v9, off, s[64:67], 0 offset:88 ; 4-byte Folded Spill
	v_mov_b32_e32 v8, v37
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	global_load_dword v6, v[6:7], off
	v_add_u32_e32 v7, 0x2c0, v36
	v_lshlrev_b64 v[9:10], 2, v[7:8]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v7, vcc, s2, v9
	buffer_store_dword v9, off, s[64:67], 0 offset:92 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v10, off, s[64:67], 0 offset:96 ; 4-byte Folded Spill
	v_mov_b32_e32 v9, v37
	v_addc_co_u32_e32 v8, vcc, v8, v10, vcc
	global_load_dword v7, v[7:8], off
	v_add_u32_e32 v8, 0x300, v36
	v_lshlrev_b64 v[10:11], 2, v[8:9]
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v10
	buffer_store_dword v10, off, s[64:67], 0 offset:100 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v11, off, s[64:67], 0 offset:104 ; 4-byte Folded Spill
	v_mov_b32_e32 v10, v37
	v_addc_co_u32_e32 v9, vcc, v9, v11, vcc
	global_load_dword v8, v[8:9], off
	v_add_u32_e32 v9, 0x340, v36
	v_lshlrev_b64 v[11:12], 2, v[9:10]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v9, vcc, s2, v11
	buffer_store_dword v11, off, s[64:67], 0 offset:108 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v12, off, s[64:67], 0 offset:112 ; 4-byte Folded Spill
	v_mov_b32_e32 v11, v37
	v_addc_co_u32_e32 v10, vcc, v10, v12, vcc
	global_load_dword v9, v[9:10], off
	v_add_u32_e32 v10, 0x380, v36
	v_lshlrev_b64 v[12:13], 2, v[10:11]
	v_mov_b32_e32 v11, s3
	v_add_co_u32_e32 v10, vcc, s2, v12
	buffer_store_dword v12, off, s[64:67], 0 offset:116 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v13, off, s[64:67], 0 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v12, v37
	v_addc_co_u32_e32 v11, vcc, v11, v13, vcc
	global_load_dword v10, v[10:11], off
	v_add_u32_e32 v11, 0x3c0, v36
	v_lshlrev_b64 v[13:14], 2, v[11:12]
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v11, vcc, s2, v13
	buffer_store_dword v13, off, s[64:67], 0 offset:124 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v14, off, s[64:67], 0 offset:128 ; 4-byte Folded Spill
	v_mov_b32_e32 v13, v37
	v_addc_co_u32_e32 v12, vcc, v12, v14, vcc
	global_load_dword v11, v[11:12], off
	v_add_u32_e32 v12, 0x400, v36
	v_lshlrev_b64 v[14:15], 2, v[12:13]
	v_mov_b32_e32 v13, s3
	v_add_co_u32_e32 v12, vcc, s2, v14
	buffer_store_dword v14, off, s[64:67], 0 offset:132 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v15, off, s[64:67], 0 offset:136 ; 4-byte Folded Spill
	v_mov_b32_e32 v14, v37
	v_addc_co_u32_e32 v13, vcc, v13, v15, vcc
	global_load_dword v12, v[12:13], off
	v_add_u32_e32 v13, 0x440, v36
	v_lshlrev_b64 v[15:16], 2, v[13:14]
	v_mov_b32_e32 v14, s3
	v_add_co_u32_e32 v13, vcc, s2, v15
	buffer_store_dword v15, off, s[64:67], 0 offset:140 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v16, off, s[64:67], 0 offset:144 ; 4-byte Folded Spill
	v_mov_b32_e32 v15, v37
	v_addc_co_u32_e32 v14, vcc, v14, v16, vcc
	global_load_dword v13, v[13:14], off
	v_add_u32_e32 v14, 0x480, v36
	v_lshlrev_b64 v[16:17], 2, v[14:15]
	v_mov_b32_e32 v15, s3
	v_add_co_u32_e32 v14, vcc, s2, v16
	buffer_store_dword v16, off, s[64:67], 0 offset:148 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v17, off, s[64:67], 0 offset:152 ; 4-byte Folded Spill
	v_mov_b32_e32 v16, v37
	v_addc_co_u32_e32 v15, vcc, v15, v17, vcc
	global_load_dword v14, v[14:15], off
	v_add_u32_e32 v15, 0x4c0, v36
	v_lshlrev_b64 v[17:18], 2, v[15:16]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v15, vcc, s2, v17
	buffer_store_dword v17, off, s[64:67], 0 offset:156 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v18, off, s[64:67], 0 offset:160 ; 4-byte Folded Spill
	v_mov_b32_e32 v17, v37
	v_addc_co_u32_e32 v16, vcc, v16, v18, vcc
	global_load_dword v15, v[15:16], off
	v_add_u32_e32 v16, 0x500, v36
	v_lshlrev_b64 v[18:19], 2, v[16:17]
	v_mov_b32_e32 v17, s3
	v_add_co_u32_e32 v16, vcc, s2, v18
	buffer_store_dword v18, off, s[64:67], 0 offset:164 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v19, off, s[64:67], 0 offset:168 ; 4-byte Folded Spill
	v_mov_b32_e32 v18, v37
	v_addc_co_u32_e32 v17, vcc, v17, v19, vcc
	global_load_dword v16, v[16:17], off
	v_add_u32_e32 v17, 0x540, v36
	v_lshlrev_b64 v[19:20], 2, v[17:18]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v17, vcc, s2, v19
	buffer_store_dword v19, off, s[64:67], 0 offset:172 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v20, off, s[64:67], 0 offset:176 ; 4-byte Folded Spill
	v_mov_b32_e32 v19, v37
	v_addc_co_u32_e32 v18, vcc, v18, v20, vcc
	global_load_dword v17, v[17:18], off
	v_add_u32_e32 v18, 0x580, v36
	v_lshlrev_b64 v[20:21], 2, v[18:19]
	v_mov_b32_e32 v19, s3
	v_add_co_u32_e32 v18, vcc, s2, v20
	buffer_store_dword v20, off, s[64:67], 0 offset:180 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v21, off, s[64:67], 0 offset:184 ; 4-byte Folded Spill
	v_mov_b32_e32 v20, v37
	v_addc_co_u32_e32 v19, vcc, v19, v21, vcc
	global_load_dword v18, v[18:19], off
	v_add_u32_e32 v19, 0x5c0, v36
	v_lshlrev_b64 v[21:22], 2, v[19:20]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v19, vcc, s2, v21
	buffer_store_dword v21, off, s[64:67], 0 offset:188 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v22, off, s[64:67], 0 offset:192 ; 4-byte Folded Spill
	v_mov_b32_e32 v21, v37
	v_addc_co_u32_e32 v20, vcc, v20, v22, vcc
	global_load_dword v19, v[19:20], off
	v_add_u32_e32 v20, 0x600, v36
	v_lshlrev_b64 v[22:23], 2, v[20:21]
	v_mov_b32_e32 v21, s3
	v_add_co_u32_e32 v20, vcc, s2, v22
	buffer_store_dword v22, off, s[64:67], 0 offset:196 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v23, off, s[64:67], 0 offset:200 ; 4-byte Folded Spill
	v_mov_b32_e32 v22, v37
	v_addc_co_u32_e32 v21, vcc, v21, v23, vcc
	global_load_dword v20, v[20:21], off
	v_add_u32_e32 v21, 0x640, v36
	v_lshlrev_b64 v[23:24], 2, v[21:22]
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v21, vcc, s2, v23
	buffer_store_dword v23, off, s[64:67], 0 offset:204 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v24, off, s[64:67], 0 offset:208 ; 4-byte Folded Spill
	v_mov_b32_e32 v23, v37
	v_addc_co_u32_e32 v22, vcc, v22, v24, vcc
	global_load_dword v21, v[21:22], off
	v_add_u32_e32 v22, 0x680, v36
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_mov_b32_e32 v23, s3
	v_add_co_u32_e32 v22, vcc, s2, v24
	buffer_store_dword v24, off, s[64:67], 0 offset:212 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v25, off, s[64:67], 0 offset:216 ; 4-byte Folded Spill
	v_mov_b32_e32 v24, v37
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	global_load_dword v22, v[22:23], off
	v_add_u32_e32 v23, 0x6c0, v36
	v_lshlrev_b64 v[25:26], 2, v[23:24]
	v_mov_b32_e32 v24, s3
	v_add_co_u32_e32 v23, vcc, s2, v25
	buffer_store_dword v25, off, s[64:67], 0 offset:220 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v26, off, s[64:67], 0 offset:224 ; 4-byte Folded Spill
	v_mov_b32_e32 v25, v37
	v_addc_co_u32_e32 v24, vcc, v24, v26, vcc
	global_load_dword v23, v[23:24], off
	v_add_u32_e32 v24, 0x700, v36
	v_lshlrev_b64 v[26:27], 2, v[24:25]
	v_mov_b32_e32 v25, s3
	v_add_co_u32_e32 v24, vcc, s2, v26
	buffer_store_dword v26, off, s[64:67], 0 offset:228 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v27, off, s[64:67], 0 offset:232 ; 4-byte Folded Spill
	v_mov_b32_e32 v26, v37
	v_addc_co_u32_e32 v25, vcc, v25, v27, vcc
	global_load_dword v24, v[24:25], off
	v_add_u32_e32 v25, 0x740, v36
	v_lshlrev_b64 v[27:28], 2, v[25:26]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v25, vcc, s2, v27
	buffer_store_dword v27, off, s[64:67], 0 offset:236 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v28, off, s[64:67], 0 offset:240 ; 4-byte Folded Spill
	v_mov_b32_e32 v27, v37
	v_addc_co_u32_e32 v26, vcc, v26, v28, vcc
	global_load_dword v25, v[25:26], off
	v_add_u32_e32 v26, 0x780, v36
	v_lshlrev_b64 v[28:29], 2, v[26:27]
	v_mov_b32_e32 v27, s3
	v_add_co_u32_e32 v26, vcc, s2, v28
	buffer_store_dword v28, off, s[64:67], 0 offset:244 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v29, off, s[64:67], 0 offset:248 ; 4-byte Folded Spill
	v_mov_b32_e32 v28, v37
	v_addc_co_u32_e32 v27, vcc, v27, v29, vcc
	global_load_dword v26, v[26:27], off
	v_add_u32_e32 v27, 0x7c0, v36
	v_lshlrev_b64 v[29:30], 2, v[27:28]
	v_mov_b32_e32 v28, s3
	v_add_co_u32_e32 v27, vcc, s2, v29
	buffer_store_dword v29, off, s[64:67], 0 offset:252 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v30, off, s[64:67], 0 offset:256 ; 4-byte Folded Spill
	v_mov_b32_e32 v29, v37
	v_addc_co_u32_e32 v28, vcc, v28, v30, vcc
	global_load_dword v27, v[27:28], off
	v_add_u32_e32 v28, 0x800, v36
	v_lshlrev_b64 v[30:31], 2, v[28:29]
	v_mov_b32_e32 v29, s3
	v_add_co_u32_e32 v28, vcc, s2, v30
	buffer_store_dword v30, off, s[64:67], 0 offset:260 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v31, off, s[64:67], 0 offset:264 ; 4-byte Folded Spill
	v_mov_b32_e32 v30, v37
	v_addc_co_u32_e32 v29, vcc, v29, v31, vcc
	global_load_dword v28, v[28:29], off
	v_add_u32_e32 v29, 0x840, v36
	v_lshlrev_b64 v[31:32], 2, v[29:30]
	v_mov_b32_e32 v30, s3
	v_add_co_u32_e32 v29, vcc, s2, v31
	buffer_store_dword v31, off, s[64:67], 0 offset:268 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v32, off, s[64:67], 0 offset:272 ; 4-byte Folded Spill
	v_mov_b32_e32 v31, v37
	v_addc_co_u32_e32 v30, vcc, v30, v32, vcc
	global_load_dword v29, v[29:30], off
	v_add_u32_e32 v30, 0x880, v36
	v_lshlrev_b64 v[32:33], 2, v[30:31]
	v_mov_b32_e32 v31, s3
	v_add_co_u32_e32 v30, vcc, s2, v32
	buffer_store_dword v32, off, s[64:67], 0 offset:276 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v33, off, s[64:67], 0 offset:280 ; 4-byte Folded Spill
	v_mov_b32_e32 v32, v37
	v_addc_co_u32_e32 v31, vcc, v31, v33, vcc
	global_load_dword v30, v[30:31], off
	v_add_u32_e32 v31, 0x8c0, v36
	v_lshlrev_b64 v[33:34], 2, v[31:32]
	v_mov_b32_e32 v32, s3
	v_add_co_u32_e32 v31, vcc, s2, v33
	buffer_store_dword v33, off, s[64:67], 0 offset:284 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v34, off, s[64:67], 0 offset:288 ; 4-byte Folded Spill
	v_mov_b32_e32 v33, v37
	v_addc_co_u32_e32 v32, vcc, v32, v34, vcc
	global_load_dword v31, v[31:32], off
	v_add_u32_e32 v32, 0x900, v36
	v_lshlrev_b64 v[34:35], 2, v[32:33]
	v_mov_b32_e32 v33, s3
	v_add_co_u32_e32 v32, vcc, s2, v34
	buffer_store_dword v34, off, s[64:67], 0 offset:292 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v35, off, s[64:67], 0 offset:296 ; 4-byte Folded Spill
	v_mov_b32_e32 v34, v37
	v_addc_co_u32_e32 v33, vcc, v33, v35, vcc
	global_load_dword v32, v[32:33], off
	v_add_u32_e32 v33, 0x940, v36
	v_lshlrev_b64 v[38:39], 2, v[33:34]
	v_mov_b32_e32 v34, s3
	v_add_co_u32_e32 v33, vcc, s2, v38
	buffer_store_dword v38, off, s[64:67], 0 offset:300 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v39, off, s[64:67], 0 offset:304 ; 4-byte Folded Spill
	v_mov_b32_e32 v35, v37
	v_addc_co_u32_e32 v34, vcc, v34, v39, vcc
	global_load_dword v33, v[33:34], off
	v_add_u32_e32 v34, 0x980, v36
	v_lshlrev_b64 v[38:39], 2, v[34:35]
	v_mov_b32_e32 v35, s3
	v_add_co_u32_e32 v34, vcc, s2, v38
	buffer_store_dword v38, off, s[64:67], 0 offset:308 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v39, off, s[64:67], 0 offset:312 ; 4-byte Folded Spill
	v_add_u32_e32 v38, 0x9c0, v36
	v_addc_co_u32_e32 v35, vcc, v35, v39, vcc
	v_mov_b32_e32 v39, v37
	v_lshlrev_b64 v[39:40], 2, v[38:39]
	global_load_dword v34, v[34:35], off
	v_add_co_u32_e32 v38, vcc, s2, v39
	buffer_store_dword v39, off, s[64:67], 0 offset:316 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v40, off, s[64:67], 0 offset:320 ; 4-byte Folded Spill
	v_mov_b32_e32 v35, s3
	v_addc_co_u32_e32 v39, vcc, v35, v40, vcc
	global_load_dword v35, v[38:39], off
	v_add_u32_e32 v38, 0xa00, v36
	v_mov_b32_e32 v39, v37
	v_lshlrev_b64 v[40:41], 2, v[38:39]
	v_mov_b32_e32 v39, s3
	v_add_co_u32_e32 v38, vcc, s2, v40
	buffer_store_dword v40, off, s[64:67], 0 offset:324 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v41, off, s[64:67], 0 offset:328 ; 4-byte Folded Spill
	v_mov_b32_e32 v40, v37
	v_addc_co_u32_e32 v39, vcc, v39, v41, vcc
	global_load_dword v38, v[38:39], off
	v_add_u32_e32 v39, 0xa40, v36
	v_lshlrev_b64 v[41:42], 2, v[39:40]
	v_mov_b32_e32 v40, s3
	v_add_co_u32_e32 v39, vcc, s2, v41
	buffer_store_dword v41, off, s[64:67], 0 offset:332 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v42, off, s[64:67], 0 offset:336 ; 4-byte Folded Spill
	v_mov_b32_e32 v41, v37
	v_addc_co_u32_e32 v40, vcc, v40, v42, vcc
	global_load_dword v39, v[39:40], off
	v_add_u32_e32 v40, 0xa80, v36
	v_lshlrev_b64 v[42:43], 2, v[40:41]
	v_mov_b32_e32 v41, s3
	v_add_co_u32_e32 v40, vcc, s2, v42
	buffer_store_dword v42, off, s[64:67], 0 offset:340 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v43, off, s[64:67], 0 offset:344 ; 4-byte Folded Spill
	v_mov_b32_e32 v42, v37
	v_addc_co_u32_e32 v41, vcc, v41, v43, vcc
	global_load_dword v40, v[40:41], off
	v_add_u32_e32 v41, 0xac0, v36
	v_lshlrev_b64 v[43:44], 2, v[41:42]
	v_mov_b32_e32 v42, s3
	v_add_co_u32_e32 v41, vcc, s2, v43
	buffer_store_dword v43, off, s[64:67], 0 offset:348 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v44, off, s[64:67], 0 offset:352 ; 4-byte Folded Spill
	v_mov_b32_e32 v43, v37
	v_addc_co_u32_e32 v42, vcc, v42, v44, vcc
	global_load_dword v41, v[41:42], off
	v_add_u32_e32 v42, 0xb00, v36
	v_lshlrev_b64 v[44:45], 2, v[42:43]
	v_mov_b32_e32 v43, s3
	v_add_co_u32_e32 v42, vcc, s2, v44
	buffer_store_dword v44, off, s[64:67], 0 offset:356 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v45, off, s[64:67], 0 offset:360 ; 4-byte Folded Spill
	v_mov_b32_e32 v44, v37
	v_addc_co_u32_e32 v43, vcc, v43, v45, vcc
	global_load_dword v42, v[42:43], off
	v_add_u32_e32 v43, 0xb40, v36
	v_lshlrev_b64 v[45:46], 2, v[43:44]
	v_mov_b32_e32 v44, s3
	v_add_co_u32_e32 v43, vcc, s2, v45
	buffer_store_dword v45, off, s[64:67], 0 offset:364 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v46, off, s[64:67], 0 offset:368 ; 4-byte Folded Spill
	v_mov_b32_e32 v45, v37
	v_addc_co_u32_e32 v44, vcc, v44, v46, vcc
	global_load_dword v43, v[43:44], off
	v_add_u32_e32 v44, 0xb80, v36
	v_lshlrev_b64 v[46:47], 2, v[44:45]
	v_mov_b32_e32 v45, s3
	v_add_co_u32_e32 v44, vcc, s2, v46
	buffer_store_dword v46, off, s[64:67], 0 offset:372 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v47, off, s[64:67], 0 offset:376 ; 4-byte Folded Spill
	v_mov_b32_e32 v46, v37
	v_addc_co_u32_e32 v45, vcc, v45, v47, vcc
	global_load_dword v44, v[44:45], off
	v_add_u32_e32 v45, 0xbc0, v36
	v_lshlrev_b64 v[47:48], 2, v[45:46]
	v_mov_b32_e32 v46, s3
	v_add_co_u32_e32 v45, vcc, s2, v47
	buffer_store_dword v47, off, s[64:67], 0 offset:380 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v48, off, s[64:67], 0 offset:384 ; 4-byte Folded Spill
	v_mov_b32_e32 v47, v37
	v_addc_co_u32_e32 v46, vcc, v46, v48, vcc
	global_load_dword v45, v[45:46], off
	v_add_u32_e32 v46, 0xc00, v36
	v_lshlrev_b64 v[48:49], 2, v[46:47]
	v_mov_b32_e32 v47, s3
	v_add_co_u32_e32 v46, vcc, s2, v48
	buffer_store_dword v48, off, s[64:67], 0 offset:388 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v49, off, s[64:67], 0 offset:392 ; 4-byte Folded Spill
	v_mov_b32_e32 v48, v37
	v_addc_co_u32_e32 v47, vcc, v47, v49, vcc
	global_load_dword v46, v[46:47], off
	v_add_u32_e32 v47, 0xc40, v36
	v_lshlrev_b64 v[49:50], 2, v[47:48]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v47, vcc, s2, v49
	buffer_store_dword v49, off, s[64:67], 0 offset:396 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v50, off, s[64:67], 0 offset:400 ; 4-byte Folded Spill
	v_mov_b32_e32 v49, v37
	v_addc_co_u32_e32 v48, vcc, v48, v50, vcc
	global_load_dword v47, v[47:48], off
	v_add_u32_e32 v48, 0xc80, v36
	v_lshlrev_b64 v[50:51], 2, v[48:49]
	v_mov_b32_e32 v49, s3
	v_add_co_u32_e32 v48, vcc, s2, v50
	buffer_store_dword v50, off, s[64:67], 0 offset:404 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v51, off, s[64:67], 0 offset:408 ; 4-byte Folded Spill
	v_mov_b32_e32 v50, v37
	v_addc_co_u32_e32 v49, vcc, v49, v51, vcc
	global_load_dword v48, v[48:49], off
	v_add_u32_e32 v49, 0xcc0, v36
	v_lshlrev_b64 v[51:52], 2, v[49:50]
	v_mov_b32_e32 v50, s3
	v_add_co_u32_e32 v49, vcc, s2, v51
	buffer_store_dword v51, off, s[64:67], 0 offset:412 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v52, off, s[64:67], 0 offset:416 ; 4-byte Folded Spill
	v_mov_b32_e32 v51, v37
	v_addc_co_u32_e32 v50, vcc, v50, v52, vcc
	global_load_dword v49, v[49:50], off
	v_add_u32_e32 v50, 0xd00, v36
	v_lshlrev_b64 v[52:53], 2, v[50:51]
	v_mov_b32_e32 v51, s3
	v_add_co_u32_e32 v50, vcc, s2, v52
	buffer_store_dword v52, off, s[64:67], 0 offset:420 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v53, off, s[64:67], 0 offset:424 ; 4-byte Folded Spill
	v_mov_b32_e32 v52, v37
	v_addc_co_u32_e32 v51, vcc, v51, v53, vcc
	global_load_dword v50, v[50:51], off
	v_add_u32_e32 v51, 0xd40, v36
	v_lshlrev_b64 v[53:54], 2, v[51:52]
	v_mov_b32_e32 v52, s3
	v_add_co_u32_e32 v51, vcc, s2, v53
	buffer_store_dword v53, off, s[64:67], 0 offset:428 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v54, off, s[64:67], 0 offset:432 ; 4-byte Folded Spill
	v_mov_b32_e32 v53, v37
	v_addc_co_u32_e32 v52, vcc, v52, v54, vcc
	global_load_dword v51, v[51:52], off
	v_add_u32_e32 v52, 0xd80, v36
	v_lshlrev_b64 v[54:55], 2, v[52:53]
	v_mov_b32_e32 v53, s3
	v_add_co_u32_e32 v52, vcc, s2, v54
	buffer_store_dword v54, off, s[64:67], 0 offset:436 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v55, off, s[64:67], 0 offset:440 ; 4-byte Folded Spill
	v_mov_b32_e32 v54, v37
	v_addc_co_u32_e32 v53, vcc, v53, v55, vcc
	global_load_dword v52, v[52:53], off
	v_add_u32_e32 v53, 0xdc0, v36
	v_lshlrev_b64 v[55:56], 2, v[53:54]
	v_mov_b32_e32 v54, s3
	v_add_co_u32_e32 v53, vcc, s2, v55
	buffer_store_dword v55, off, s[64:67], 0 offset:444 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v56, off, s[64:67], 0 offset:448 ; 4-byte Folded Spill
	v_mov_b32_e32 v55, v37
	v_addc_co_u32_e32 v54, vcc, v54, v56, vcc
	global_load_dword v53, v[53:54], off
	v_add_u32_e32 v54, 0xe00, v36
	v_lshlrev_b64 v[56:57], 2, v[54:55]
	v_mov_b32_e32 v55, s3
	v_add_co_u32_e32 v54, vcc, s2, v56
	buffer_store_dword v56, off, s[64:67], 0 offset:452 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v57, off, s[64:67], 0 offset:456 ; 4-byte Folded Spill
	v_mov_b32_e32 v56, v37
	v_addc_co_u32_e32 v55, vcc, v55, v57, vcc
	global_load_dword v54, v[54:55], off
	v_add_u32_e32 v55, 0xe40, v36
	v_lshlrev_b64 v[57:58], 2, v[55:56]
	v_mov_b32_e32 v56, s3
	v_add_co_u32_e32 v55, vcc, s2, v57
	buffer_store_dword v57, off, s[64:67], 0 offset:460 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v58, off, s[64:67], 0 offset:464 ; 4-byte Folded Spill
	v_mov_b32_e32 v57, v37
	v_addc_co_u32_e32 v56, vcc, v56, v58, vcc
	global_load_dword v55, v[55:56], off
	v_add_u32_e32 v56, 0xe80, v36
	v_lshlrev_b64 v[61:62], 2, v[56:57]
	v_mov_b32_e32 v57, s3
	v_add_co_u32_e32 v56, vcc, s2, v61
	buffer_store_dword v61, off, s[64:67], 0 offset:468 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v62, off, s[64:67], 0 offset:472 ; 4-byte Folded Spill
	v_mov_b32_e32 v58, v37
	v_addc_co_u32_e32 v57, vcc, v57, v62, vcc
	global_load_dword v56, v[56:57], off
	v_add_u32_e32 v57, 0xec0, v36
	v_lshlrev_b64 v[61:62], 2, v[57:58]
	v_mov_b32_e32 v58, s3
	v_add_co_u32_e32 v57, vcc, s2, v61
	buffer_store_dword v61, off, s[64:67], 0 offset:484 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v62, off, s[64:67], 0 offset:488 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v58, vcc, v58, v62, vcc
	global_load_dword v57, v[57:58], off
	s_cbranch_scc1 .LBB5_4
; %bb.1:
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v2, v1
	v_mov_b32_e32 v1, v0
	v_mov_b32_e32 v0, v63
	buffer_load_dword v63, off, s[64:67], 0 offset:480 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[64:67], 0 offset:476 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[64:67], 0 offset:4 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x40400000
	s_waitcnt vmcnt(9)
	buffer_store_dword v55, off, s[64:67], 0 ; 4-byte Folded Spill
	v_mov_b32_e32 v55, v54
	v_mov_b32_e32 v54, v53
	v_mov_b32_e32 v53, v52
	v_mov_b32_e32 v52, v51
	v_mov_b32_e32 v51, v50
	v_mov_b32_e32 v50, v49
	v_mov_b32_e32 v49, v48
	v_mov_b32_e32 v48, v47
	v_mov_b32_e32 v47, v46
	v_mov_b32_e32 v46, v45
	v_mov_b32_e32 v45, v44
	v_mov_b32_e32 v44, v43
	v_mov_b32_e32 v43, v42
	v_mov_b32_e32 v42, v41
	v_mov_b32_e32 v41, v40
	v_mov_b32_e32 v40, v39
	v_mov_b32_e32 v39, v38
	v_mov_b32_e32 v38, v35
	v_mov_b32_e32 v35, v34
	v_mov_b32_e32 v34, v33
	v_mov_b32_e32 v33, v32
	v_mov_b32_e32 v32, v31
	v_mov_b32_e32 v31, v30
	v_mov_b32_e32 v30, v29
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v28, v27
	v_mov_b32_e32 v27, v26
	v_mov_b32_e32 v26, v25
	v_mov_b32_e32 v25, v24
	v_mov_b32_e32 v24, v23
	v_mov_b32_e32 v23, v22
	v_mov_b32_e32 v22, v21
	v_mov_b32_e32 v21, v20
	v_mov_b32_e32 v20, v19
	v_mov_b32_e32 v19, v18
	v_mov_b32_e32 v18, v17
	v_mov_b32_e32 v17, v16
	v_mov_b32_e32 v16, v15
	v_mov_b32_e32 v15, v14
	v_mov_b32_e32 v14, v13
	v_mov_b32_e32 v13, v12
	v_mov_b32_e32 v12, v11
	v_mov_b32_e32 v11, v10
	v_mov_b32_e32 v10, v9
	v_mov_b32_e32 v9, v8
	v_mov_b32_e32 v8, v7
	v_mov_b32_e32 v7, v6
	v_mov_b32_e32 v6, v5
	v_mov_b32_e32 v5, v4
	buffer_load_dword v4, off, s[64:67], 0 offset:8 ; 4-byte Folded Reload
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x40c00000
	s_mov_b32 s8, 0x40e00000
	s_mov_b32 s9, 0x41000000
	s_mov_b32 s10, 0x41100000
	s_mov_b32 s11, 0x41200000
	s_mov_b32 s12, 0x41300000
	s_mov_b32 s13, 0x41400000
	s_mov_b32 s14, 0x41500000
	s_mov_b32 s15, 0x41600000
	s_mov_b32 s16, 0x41700000
	s_mov_b32 s17, 0x41800000
	s_mov_b32 s18, 0x41880000
	s_mov_b32 s19, 0x41900000
	s_mov_b32 s20, 0x41980000
	s_mov_b32 s21, 0x41a00000
	s_mov_b32 s22, 0x41a80000
	s_mov_b32 s23, 0x41b00000
	s_mov_b32 s24, 0x41b80000
	s_mov_b32 s25, 0x41c00000
	s_mov_b32 s26, 0x41c80000
	s_mov_b32 s27, 0x41d00000
	s_mov_b32 s28, 0x41d80000
	s_mov_b32 s29, 0x41e00000
	s_mov_b32 s30, 0x41e80000
	s_mov_b32 s31, 0x41f00000
	s_mov_b32 s33, 0x41f80000
	s_mov_b32 s34, 0x42000000
	s_mov_b32 s35, 0x42040000
	s_mov_b32 s36, 0x42080000
	s_mov_b32 s37, 0x420c0000
	s_mov_b32 s38, 0x42100000
	s_mov_b32 s39, 0x42140000
	s_mov_b32 s40, 0x42180000
	s_mov_b32 s41, 0x421c0000
	s_mov_b32 s42, 0x42200000
	s_mov_b32 s43, 0x42240000
	s_mov_b32 s44, 0x42280000
	s_mov_b32 s45, 0x422c0000
	s_mov_b32 s46, 0x42300000
	s_mov_b32 s47, 0x42340000
	s_mov_b32 s48, 0x42380000
	s_mov_b32 s49, 0x423c0000
	s_mov_b32 s50, 0x42400000
	s_mov_b32 s51, 0x42440000
	s_mov_b32 s52, 0x42480000
	s_mov_b32 s53, 0x424c0000
	s_mov_b32 s54, 0x42500000
	s_mov_b32 s55, 0x42540000
	s_mov_b32 s56, 0x42580000
	s_mov_b32 s57, 0x425c0000
	s_mov_b32 s58, 0x42600000
	s_mov_b32 s59, 0x42640000
	s_mov_b32 s60, 0x42680000
	s_mov_b32 s61, 0x426c0000
	s_mov_b32 s62, 0x42700000
	s_waitcnt vmcnt(5)
	v_mov_b32_e32 v58, v57
	v_mov_b32_e32 v57, v56
	buffer_store_dword v59, off, s[64:67], 0 offset:492 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v60, off, s[64:67], 0 offset:496 ; 4-byte Folded Spill
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v56, v58
	v_lshlrev_b64 v[58:59], 2, v[36:37]
	v_mov_b32_e32 v60, s3
	v_add_co_u32_e32 v58, vcc, s2, v58
	v_addc_co_u32_e32 v59, vcc, v60, v59, vcc
	global_load_dword v58, v[58:59], off
	s_add_i32 s7, s7, -1
	buffer_load_dword v59, off, s[64:67], 0 ; 4-byte Folded Reload
	s_cmp_eq_u32 s7, 0
	v_add_u32_e32 v36, 0x1000, v36
	s_waitcnt vmcnt(1)
	v_fma_f32 v61, v61, v58, 1.0
	v_fma_f32 v62, v62, v58, 2.0
	v_fma_f32 v63, v63, v58, s4
	v_fma_f32 v0, v0, v58, 4.0
	v_fma_f32 v1, v1, v58, s5
	v_fma_f32 v2, v2, v58, s6
	v_fma_f32 v3, v3, v58, s8
	v_fma_f32 v4, v4, v58, s9
	v_fma_f32 v5, v5, v58, s10
	v_fma_f32 v6, v6, v58, s11
	v_fma_f32 v7, v7, v58, s12
	v_fma_f32 v8, v8, v58, s13
	v_fma_f32 v9, v9, v58, s14
	v_fma_f32 v10, v10, v58, s15
	v_fma_f32 v11, v11, v58, s16
	v_fma_f32 v12, v12, v58, s17
	v_fma_f32 v13, v13, v58, s18
	v_fma_f32 v14, v14, v58, s19
	v_fma_f32 v15, v15, v58, s20
	v_fma_f32 v16, v16, v58, s21
	v_fma_f32 v17, v17, v58, s22
	v_fma_f32 v18, v18, v58, s23
	v_fma_f32 v19, v19, v58, s24
	v_fma_f32 v20, v20, v58, s25
	v_fma_f32 v21, v21, v58, s26
	v_fma_f32 v22, v22, v58, s27
	v_fma_f32 v23, v23, v58, s28
	v_fma_f32 v24, v24, v58, s29
	v_fma_f32 v25, v25, v58, s30
	v_fma_f32 v26, v26, v58, s31
	v_fma_f32 v27, v27, v58, s33
	v_fma_f32 v28, v28, v58, s34
	v_fma_f32 v29, v29, v58, s35
	v_fma_f32 v30, v30, v58, s36
	v_fma_f32 v31, v31, v58, s37
	v_fma_f32 v32, v32, v58, s38
	v_fma_f32 v33, v33, v58, s39
	v_fma_f32 v34, v34, v58, s40
	v_fma_f32 v35, v35, v58, s41
	v_fma_f32 v38, v38, v58, s42
	v_fma_f32 v39, v39, v58, s43
	v_fma_f32 v40, v40, v58, s44
	v_fma_f32 v41, v41, v58, s45
	v_fma_f32 v42, v42, v58, s46
	v_fma_f32 v43, v43, v58, s47
	v_fma_f32 v44, v44, v58, s48
	v_fma_f32 v45, v45, v58, s49
	v_fma_f32 v46, v46, v58, s50
	v_fma_f32 v47, v47, v58, s51
	v_fma_f32 v48, v48, v58, s52
	v_fma_f32 v49, v49, v58, s53
	v_fma_f32 v50, v50, v58, s54
	v_fma_f32 v51, v51, v58, s55
	v_fma_f32 v52, v52, v58, s56
	v_fma_f32 v53, v53, v58, s57
	v_fma_f32 v54, v54, v58, s58
	v_fma_f32 v55, v55, v58, s59
	s_waitcnt vmcnt(0)
	v_fma_f32 v59, v59, v58, s60
	v_fma_f32 v57, v57, v58, s61
	v_fma_f32 v58, v56, v58, s62
	buffer_store_dword v59, off, s[64:67], 0 ; 4-byte Folded Spill
	s_cbranch_scc0 .LBB5_2
; %bb.3:
	buffer_load_dword v59, off, s[64:67], 0 offset:492 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[64:67], 0 offset:496 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v4, off, s[64:67], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[64:67], 0 offset:4 ; 4-byte Folded Spill
	v_mov_b32_e32 v4, v5
	v_mov_b32_e32 v5, v6
	v_mov_b32_e32 v6, v7
	v_mov_b32_e32 v7, v8
	v_mov_b32_e32 v8, v9
	v_mov_b32_e32 v9, v10
	v_mov_b32_e32 v10, v11
	v_mov_b32_e32 v11, v12
	v_mov_b32_e32 v12, v13
	v_mov_b32_e32 v13, v14
	v_mov_b32_e32 v14, v15
	v_mov_b32_e32 v15, v16
	v_mov_b32_e32 v16, v17
	v_mov_b32_e32 v17, v18
	v_mov_b32_e32 v18, v19
	v_mov_b32_e32 v19, v20
	v_mov_b32_e32 v20, v21
	v_mov_b32_e32 v21, v22
	v_mov_b32_e32 v22, v23
	v_mov_b32_e32 v23, v24
	v_mov_b32_e32 v24, v25
	v_mov_b32_e32 v25, v26
	v_mov_b32_e32 v26, v27
	v_mov_b32_e32 v27, v28
	v_mov_b32_e32 v28, v29
	v_mov_b32_e32 v29, v30
	v_mov_b32_e32 v30, v31
	v_mov_b32_e32 v31, v32
	v_mov_b32_e32 v32, v33
	v_mov_b32_e32 v33, v34
	v_mov_b32_e32 v34, v35
	v_mov_b32_e32 v35, v38
	v_mov_b32_e32 v38, v39
	v_mov_b32_e32 v39, v40
	v_mov_b32_e32 v40, v41
	v_mov_b32_e32 v41, v42
	v_mov_b32_e32 v42, v43
	v_mov_b32_e32 v43, v44
	v_mov_b32_e32 v44, v45
	v_mov_b32_e32 v45, v46
	v_mov_b32_e32 v46, v47
	v_mov_b32_e32 v47, v48
	v_mov_b32_e32 v48, v49
	v_mov_b32_e32 v49, v50
	v_mov_b32_e32 v50, v51
	v_mov_b32_e32 v51, v52
	v_mov_b32_e32 v52, v53
	v_mov_b32_e32 v53, v54
	v_mov_b32_e32 v54, v55
	buffer_load_dword v55, off, s[64:67], 0 ; 4-byte Folded Reload
	v_mov_b32_e32 v61, v63
	v_mov_b32_e32 v63, v0
	v_mov_b32_e32 v0, v1
	v_mov_b32_e32 v1, v2
	v_mov_b32_e32 v2, v3
	v_mov_b32_e32 v56, v57
	v_mov_b32_e32 v57, v58
	s_branch .LBB5_5
.LBB5_4:
	buffer_load_dword v62, off, s[64:67], 0 offset:476 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[64:67], 0 offset:480 ; 4-byte Folded Reload
.LBB5_5:
	buffer_load_dword v58, off, s[64:67], 0 offset:4 ; 4-byte Folded Reload
	v_mov_b32_e32 v37, s1
	s_waitcnt vmcnt(5)
	v_add_co_u32_e32 v36, vcc, s0, v59
	s_waitcnt vmcnt(4)
	v_addc_co_u32_e32 v37, vcc, v37, v60, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[36:37], v58, off
	buffer_load_dword v58, off, s[64:67], 0 offset:12 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v59, off, s[64:67], 0 offset:16 ; 4-byte Folded Reload
	v_mov_b32_e32 v37, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v36, vcc, s0, v58
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v37, vcc, v37, v59, vcc
	buffer_load_dword v58, off, s[64:67], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[64:67], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[36:37], v62, off
	v_mov_b32_e32 v37, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v36, vcc, s0, v58
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v37, vcc, v37, v59, vcc
	buffer_load_dword v58, off, s[64:67], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[64:67], 0 offset:32 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[36:37], v61, off
	v_mov_b32_e32 v37, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v36, vcc, s0, v58
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v37, vcc, v37, v59, vcc
	buffer_load_dword v58, off, s[64:67], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[64:67], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[36:37], v63, off
	v_mov_b32_e32 v37, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v36, vcc, s0, v58
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v37, vcc, v37, v59, vcc
	global_store_dword v[36:37], v0, off
	buffer_load_dword v36, off, s[64:67], 0 offset:44 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[64:67], 0 offset:48 ; 4-byte Folded Reload
	v_mov_b32_e32 v0, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v36, vcc, s0, v36
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v37, vcc, v0, v37, vcc
	global_store_dword v[36:37], v1, off
	buffer_load_dword v36, off, s[64:67], 0 offset:52 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v37, off, s[64:67], 0 offset:56 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v36
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v37, vcc
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[64:67], 0 offset:60 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[64:67], 0 offset:64 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[64:67], 0 offset:8 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[64:67], 0 offset:68 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[64:67], 0 offset:72 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:80 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v4, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v5, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:96 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v6, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v7, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v8, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v9, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:128 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v10, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v11, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:144 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v12, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v13, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:160 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v14, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v15, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:176 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v16, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v17, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:192 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v18, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v19, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:208 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v20, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:212 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v21, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:220 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:224 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v22, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:228 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v23, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:236 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:240 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v24, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:244 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v25, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:252 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:256 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v26, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:260 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v27, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:268 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:272 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v28, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:276 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v29, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:284 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:288 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v30, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:292 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v31, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:300 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:304 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v32, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:308 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v33, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:316 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:320 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v34, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:324 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v35, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:332 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v38, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:340 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v39, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:348 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:352 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v40, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:356 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v41, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:364 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:368 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v42, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:372 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v43, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:380 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:384 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v44, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:388 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v45, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:396 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:400 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v46, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:404 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:408 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v47, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:412 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:416 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v48, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:420 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:424 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v49, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:428 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:432 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v50, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:436 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:440 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v51, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:444 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:448 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v52, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:452 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:456 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v53, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:460 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:464 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v54, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:468 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:472 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v55, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	buffer_load_dword v2, off, s[64:67], 0 offset:484 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[64:67], 0 offset:488 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v56, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v57, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_60
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 504
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 68
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
.Lfunc_end5:
	.size	vgpr_60, .Lfunc_end5-vgpr_60
                                        ; -- End function
	.set vgpr_60.num_vgpr, 64
	.set vgpr_60.num_agpr, 0
	.set vgpr_60.numbered_sgpr, 68
	.set vgpr_60.num_named_barrier, 0
	.set vgpr_60.private_seg_size, 504
	.set vgpr_60.uses_vcc, 1
	.set vgpr_60.uses_flat_scratch, 0
	.set vgpr_60.has_dyn_sized_stack, 0
	.set vgpr_60.has_recursion, 0
	.set vgpr_60.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 8144
; TotalNumSgprs: 72
; NumVgprs: 64
; ScratchSize: 504
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 64
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
	s_mov_b64 s[98:99], s[2:3]
	s_mov_b64 s[96:97], s[0:1]
	s_add_u32 s96, s96, s7
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x10
	v_lshl_add_u32 v22, s6, 6, v0
	v_mov_b32_e32 v23, 0
	v_lshlrev_b64 v[2:3], 2, v[22:23]
	s_addc_u32 s97, s97, 0
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:328 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:332 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, s3
	v_mov_b32_e32 v5, v23
	v_mov_b32_e32 v6, v23
	v_mov_b32_e32 v7, v23
	v_mov_b32_e32 v8, v23
	v_mov_b32_e32 v9, v23
	v_mov_b32_e32 v10, v23
	v_mov_b32_e32 v11, v23
	v_mov_b32_e32 v12, v23
	v_mov_b32_e32 v13, v23
	v_mov_b32_e32 v14, v23
	v_mov_b32_e32 v15, v23
	v_mov_b32_e32 v16, v23
	v_mov_b32_e32 v17, v23
	v_mov_b32_e32 v18, v23
	v_mov_b32_e32 v19, v23
	v_mov_b32_e32 v20, v23
	v_mov_b32_e32 v21, v23
	v_add_u32_e32 v50, 0x1640, v22
	v_mov_b32_e32 v51, v23
	s_cmp_eq_u32 s7, 0
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v25, v[0:1], off
	v_add_u32_e32 v0, 64, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:336 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:340 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:124 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x80, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:344 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:348 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v26, v[0:1], off
	v_add_u32_e32 v0, 0xc0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:352 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:356 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v27, v[0:1], off
	v_add_u32_e32 v0, 0x100, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:360 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:364 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v28, v[0:1], off
	v_add_u32_e32 v0, 0x140, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:368 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:372 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v29, v[0:1], off
	v_add_u32_e32 v0, 0x180, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:376 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:380 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v30, v[0:1], off
	v_add_u32_e32 v0, 0x1c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:384 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:388 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v31, v[0:1], off
	v_add_u32_e32 v0, 0x200, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:392 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:396 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v32, v[0:1], off
	v_add_u32_e32 v0, 0x240, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:400 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:404 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v33, v[0:1], off
	v_add_u32_e32 v0, 0x280, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:408 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:412 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v34, v[0:1], off
	v_add_u32_e32 v0, 0x2c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:416 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:420 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v35, v[0:1], off
	v_add_u32_e32 v0, 0x300, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:424 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:428 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v36, v[0:1], off
	v_add_u32_e32 v0, 0x340, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:432 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:436 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v37, v[0:1], off
	v_add_u32_e32 v0, 0x380, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:440 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:444 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v38, v[0:1], off
	v_add_u32_e32 v0, 0x3c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:448 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:452 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v39, v[0:1], off
	v_add_u32_e32 v0, 0x400, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:456 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:460 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v40, v[0:1], off
	v_add_u32_e32 v0, 0x440, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:464 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:468 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v41, v[0:1], off
	v_add_u32_e32 v0, 0x480, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:472 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:476 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v42, v[0:1], off
	v_add_u32_e32 v0, 0x4c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:480 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:484 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v43, v[0:1], off
	v_add_u32_e32 v0, 0x500, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:488 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:492 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v44, v[0:1], off
	v_add_u32_e32 v0, 0x540, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:496 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:500 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v45, v[0:1], off
	v_add_u32_e32 v0, 0x580, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:504 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:508 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v46, v[0:1], off
	v_add_u32_e32 v0, 0x5c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:512 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:516 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v47, v[0:1], off
	v_add_u32_e32 v0, 0x600, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:520 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:524 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v48, v[0:1], off
	v_add_u32_e32 v0, 0x640, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:528 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:532 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v49, v[0:1], off
	v_add_u32_e32 v0, 0x680, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:536 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:540 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v52, v[0:1], off
	v_add_u32_e32 v0, 0x6c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:544 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:548 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v53, v[0:1], off
	v_add_u32_e32 v0, 0x700, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:552 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:556 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v54, v[0:1], off
	v_add_u32_e32 v0, 0x740, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:560 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:564 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v55, v[0:1], off
	v_add_u32_e32 v0, 0x780, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:568 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:572 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v56, v[0:1], off
	v_add_u32_e32 v0, 0x7c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:576 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:580 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v57, v[0:1], off
	v_add_u32_e32 v0, 0x800, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:584 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:588 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v58, v[0:1], off
	v_add_u32_e32 v0, 0x840, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:592 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:596 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v59, v[0:1], off
	v_add_u32_e32 v0, 0x880, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:600 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:604 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v60, v[0:1], off
	v_add_u32_e32 v0, 0x8c0, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:608 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:612 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v61, v[0:1], off
	v_add_u32_e32 v0, 0x900, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:616 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:620 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v62, v[0:1], off
	v_add_u32_e32 v0, 0x940, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:624 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:628 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v63, v[0:1], off
	v_add_u32_e32 v0, 0x980, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:632 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:636 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:132 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x9c0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:640 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:644 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:128 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xa00, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:648 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:652 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:136 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xa40, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:656 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:660 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:140 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xa80, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:664 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:668 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:144 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xac0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:672 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:676 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:148 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xb00, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:680 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:684 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:152 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xb40, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:688 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:692 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:156 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xb80, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:696 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:700 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:160 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xbc0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:704 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:708 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:164 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xc00, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:712 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:716 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:168 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xc40, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:720 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:724 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:172 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xc80, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:728 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:732 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:176 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xcc0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:736 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:740 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:180 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xd00, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:744 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:748 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:184 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xd40, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:752 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:756 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:188 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xd80, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:760 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:764 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:192 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xdc0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:768 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:772 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:196 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xe00, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:776 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:780 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:200 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xe40, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:784 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:788 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:204 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xe80, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:792 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:796 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:208 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xec0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:800 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:804 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v24, v[0:1], off
	v_add_u32_e32 v0, 0xf00, v22
	v_mov_b32_e32 v1, v23
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:808 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:812 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:212 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xf40, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:816 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:820 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:216 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xf80, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:824 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:828 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:220 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0xfc0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:832 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:836 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:224 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x1000, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:840 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:844 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:228 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x1040, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:848 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:852 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:232 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x1080, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:856 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:860 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:236 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x10c0, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:864 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:868 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_mov_b32_e32 v1, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:240 ; 4-byte Folded Spill
	v_add_u32_e32 v0, 0x1100, v22
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s3
	v_add_co_u32_e32 v0, vcc, s2, v2
	buffer_store_dword v2, off, s[96:99], 0 offset:872 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v3, off, s[96:99], 0 offset:876 ; 4-byte Folded Spill
	v_mov_b32_e32 v2, v23
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_load_dword v0, v[0:1], off
	v_add_u32_e32 v1, 0x1140, v22
	v_lshlrev_b64 v[3:4], 2, v[1:2]
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v1, vcc, s2, v3
	buffer_store_dword v3, off, s[96:99], 0 offset:880 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v4, off, s[96:99], 0 offset:884 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, v23
	s_waitcnt vmcnt(2)
	buffer_store_dword v0, off, s[96:99], 0 offset:244 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v2, vcc, v2, v4, vcc
	global_load_dword v0, v[1:2], off
	v_add_u32_e32 v2, 0x1180, v22
	v_mov_b32_e32 v4, v23
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:248 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_mov_b32_e32 v3, s3
	v_add_co_u32_e32 v2, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:888 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:892 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v0, v[2:3], off
	v_add_u32_e32 v3, 0x11c0, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:252 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[3:4]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v3, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:896 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:900 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v4, vcc, v4, v1, vcc
	global_load_dword v0, v[3:4], off
	v_add_u32_e32 v4, 0x1200, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:256 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_mov_b32_e32 v5, s3
	v_add_co_u32_e32 v4, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:904 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:908 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v5, vcc, v5, v1, vcc
	global_load_dword v0, v[4:5], off
	v_add_u32_e32 v5, 0x1240, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:260 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[5:6]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v5, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:912 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:916 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v6, vcc, v6, v1, vcc
	global_load_dword v0, v[5:6], off
	v_add_u32_e32 v6, 0x1280, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:264 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_mov_b32_e32 v7, s3
	v_add_co_u32_e32 v6, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:920 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:924 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v7, vcc, v7, v1, vcc
	global_load_dword v0, v[6:7], off
	v_add_u32_e32 v7, 0x12c0, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:268 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[7:8]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v7, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:928 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:932 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v8, vcc, v8, v1, vcc
	global_load_dword v0, v[7:8], off
	v_add_u32_e32 v8, 0x1300, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:272 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[8:9]
	v_mov_b32_e32 v9, s3
	v_add_co_u32_e32 v8, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:936 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:940 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v9, vcc, v9, v1, vcc
	global_load_dword v0, v[8:9], off
	v_add_u32_e32 v9, 0x1340, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:276 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[9:10]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v9, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:944 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:948 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v10, vcc, v10, v1, vcc
	global_load_dword v0, v[9:10], off
	v_add_u32_e32 v10, 0x1380, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:280 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_mov_b32_e32 v11, s3
	v_add_co_u32_e32 v10, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:952 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:956 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v11, vcc, v11, v1, vcc
	global_load_dword v0, v[10:11], off
	v_add_u32_e32 v11, 0x13c0, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:284 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[11:12]
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v11, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:960 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:964 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v12, vcc, v12, v1, vcc
	global_load_dword v0, v[11:12], off
	v_add_u32_e32 v12, 0x1400, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:288 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[12:13]
	v_mov_b32_e32 v13, s3
	v_add_co_u32_e32 v12, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:968 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:972 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v13, vcc, v13, v1, vcc
	global_load_dword v0, v[12:13], off
	v_add_u32_e32 v13, 0x1440, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:292 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[13:14]
	v_mov_b32_e32 v14, s3
	v_add_co_u32_e32 v13, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:976 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:980 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v14, vcc, v14, v1, vcc
	global_load_dword v0, v[13:14], off
	v_add_u32_e32 v14, 0x1480, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:296 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[14:15]
	v_mov_b32_e32 v15, s3
	v_add_co_u32_e32 v14, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:984 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:988 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v15, vcc, v15, v1, vcc
	global_load_dword v0, v[14:15], off
	v_add_u32_e32 v15, 0x14c0, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:300 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[15:16]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v15, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:992 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:996 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v16, vcc, v16, v1, vcc
	global_load_dword v0, v[15:16], off
	v_add_u32_e32 v16, 0x1500, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:304 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[16:17]
	v_mov_b32_e32 v17, s3
	v_add_co_u32_e32 v16, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:1000 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:1004 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v17, vcc, v17, v1, vcc
	global_load_dword v0, v[16:17], off
	v_add_u32_e32 v17, 0x1540, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:308 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[17:18]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v17, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:1008 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:1012 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v18, vcc, v18, v1, vcc
	global_load_dword v0, v[17:18], off
	v_add_u32_e32 v18, 0x1580, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:312 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[18:19]
	v_mov_b32_e32 v19, s3
	v_add_co_u32_e32 v18, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:1016 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:1020 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v19, vcc, v19, v1, vcc
	global_load_dword v0, v[18:19], off
	v_add_u32_e32 v19, 0x15c0, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:316 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[19:20]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v19, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:1024 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:1028 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v20, vcc, v20, v1, vcc
	global_load_dword v0, v[19:20], off
	v_add_u32_e32 v20, 0x1600, v22
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:320 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[20:21]
	v_mov_b32_e32 v21, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:1032 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:1036 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v21, vcc, v21, v1, vcc
	global_load_dword v0, v[20:21], off
	v_mov_b32_e32 v21, s3
	s_waitcnt vmcnt(0)
	buffer_store_dword v0, off, s[96:99], 0 offset:324 ; 4-byte Folded Spill
	v_lshlrev_b64 v[0:1], 2, v[50:51]
	v_add_co_u32_e32 v50, vcc, s2, v0
	buffer_store_dword v0, off, s[96:99], 0 offset:1040 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v1, off, s[96:99], 0 offset:1044 ; 4-byte Folded Spill
	v_addc_co_u32_e32 v51, vcc, v21, v1, vcc
	global_load_dword v50, v[50:51], off
	s_cbranch_scc1 .LBB6_4
; %bb.1:
	v_mov_b32_e32 v51, v63
	buffer_store_dword v62, off, s[96:99], 0 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[96:99], 0 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[96:99], 0 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[96:99], 0 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[96:99], 0 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[96:99], 0 offset:44 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[96:99], 0 offset:72 ; 4-byte Folded Spill
	buffer_store_dword v55, off, s[96:99], 0 offset:88 ; 4-byte Folded Spill
	buffer_store_dword v54, off, s[96:99], 0 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v53, off, s[96:99], 0 offset:108 ; 4-byte Folded Spill
	buffer_store_dword v52, off, s[96:99], 0 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v49, off, s[96:99], 0 offset:60 ; 4-byte Folded Spill
	buffer_store_dword v48, off, s[96:99], 0 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[96:99], 0 offset:68 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[96:99], 0 offset:32 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[96:99], 0 offset:76 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[96:99], 0 offset:36 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[96:99], 0 offset:80 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[96:99], 0 offset:40 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[96:99], 0 offset:84 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[96:99], 0 offset:48 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[96:99], 0 offset:92 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[96:99], 0 offset:52 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[96:99], 0 offset:96 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[96:99], 0 offset:56 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[96:99], 0 offset:100 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[96:99], 0 offset:64 ; 4-byte Folded Spill
	buffer_store_dword v33, off, s[96:99], 0 offset:104 ; 4-byte Folded Spill
	v_mov_b32_e32 v33, v32
	buffer_load_dword v62, off, s[96:99], 0 offset:212 ; 4-byte Folded Reload
	buffer_load_dword v63, off, s[96:99], 0 offset:216 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[96:99], 0 offset:220 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[96:99], 0 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[96:99], 0 offset:228 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[96:99], 0 offset:232 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[96:99], 0 offset:236 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[96:99], 0 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v54, off, s[96:99], 0 offset:244 ; 4-byte Folded Reload
	buffer_load_dword v55, off, s[96:99], 0 offset:248 ; 4-byte Folded Reload
	buffer_load_dword v52, off, s[96:99], 0 offset:252 ; 4-byte Folded Reload
	buffer_load_dword v53, off, s[96:99], 0 offset:256 ; 4-byte Folded Reload
	buffer_load_dword v48, off, s[96:99], 0 offset:260 ; 4-byte Folded Reload
	buffer_load_dword v49, off, s[96:99], 0 offset:264 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[96:99], 0 offset:268 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[96:99], 0 offset:272 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[96:99], 0 offset:276 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[96:99], 0 offset:280 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[96:99], 0 offset:284 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[96:99], 0 offset:288 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[96:99], 0 offset:292 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[96:99], 0 offset:296 ; 4-byte Folded Reload
	buffer_load_dword v38, off, s[96:99], 0 offset:300 ; 4-byte Folded Reload
	buffer_load_dword v39, off, s[96:99], 0 offset:304 ; 4-byte Folded Reload
	buffer_load_dword v36, off, s[96:99], 0 offset:308 ; 4-byte Folded Reload
	buffer_load_dword v37, off, s[96:99], 0 offset:312 ; 4-byte Folded Reload
	buffer_load_dword v34, off, s[96:99], 0 offset:316 ; 4-byte Folded Reload
	buffer_load_dword v35, off, s[96:99], 0 offset:320 ; 4-byte Folded Reload
	buffer_load_dword v32, off, s[96:99], 0 offset:324 ; 4-byte Folded Reload
	s_mov_b32 s4, 0x40400000
	buffer_store_dword v27, off, s[96:99], 0 offset:120 ; 4-byte Folded Spill
	v_mov_b32_e32 v27, v26
	buffer_load_dword v26, off, s[96:99], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[96:99], 0 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[96:99], 0 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[96:99], 0 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[96:99], 0 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[96:99], 0 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[96:99], 0 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[96:99], 0 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[96:99], 0 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[96:99], 0 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[96:99], 0 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[96:99], 0 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[96:99], 0 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[96:99], 0 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[96:99], 0 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[96:99], 0 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[96:99], 0 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v21, off, s[96:99], 0 offset:208 ; 4-byte Folded Reload
	s_mov_b32 s5, 0x40a00000
	s_mov_b32 s6, 0x40c00000
	s_mov_b32 s8, 0x40e00000
	s_mov_b32 s9, 0x41000000
	s_mov_b32 s10, 0x41100000
	s_mov_b32 s11, 0x41200000
	s_mov_b32 s12, 0x41300000
	s_mov_b32 s13, 0x41400000
	s_mov_b32 s14, 0x41500000
	s_mov_b32 s15, 0x41600000
	s_mov_b32 s16, 0x41700000
	s_mov_b32 s17, 0x41800000
	s_mov_b32 s18, 0x41880000
	s_mov_b32 s19, 0x41900000
	s_mov_b32 s20, 0x41980000
	s_mov_b32 s21, 0x41a00000
	s_mov_b32 s22, 0x41a80000
	s_mov_b32 s23, 0x41b00000
	s_mov_b32 s24, 0x41b80000
	s_mov_b32 s25, 0x41c00000
	s_mov_b32 s26, 0x41c80000
	s_mov_b32 s27, 0x41d00000
	s_mov_b32 s28, 0x41d80000
	s_mov_b32 s29, 0x41e00000
	s_mov_b32 s30, 0x41e80000
	s_mov_b32 s31, 0x41f00000
	s_mov_b32 s33, 0x41f80000
	s_mov_b32 s34, 0x42000000
	s_mov_b32 s35, 0x42040000
	s_mov_b32 s36, 0x42080000
	s_mov_b32 s37, 0x420c0000
	s_mov_b32 s38, 0x42100000
	s_mov_b32 s39, 0x42140000
	s_mov_b32 s40, 0x42180000
	s_mov_b32 s41, 0x421c0000
	s_mov_b32 s42, 0x42200000
	s_mov_b32 s43, 0x42240000
	s_mov_b32 s44, 0x42280000
	s_mov_b32 s45, 0x422c0000
	s_mov_b32 s46, 0x42300000
	s_mov_b32 s47, 0x42340000
	s_mov_b32 s48, 0x42380000
	s_mov_b32 s49, 0x423c0000
	s_mov_b32 s50, 0x42400000
	s_mov_b32 s51, 0x42440000
	s_mov_b32 s52, 0x42480000
	s_mov_b32 s53, 0x424c0000
	s_mov_b32 s54, 0x42500000
	s_mov_b32 s55, 0x42540000
	s_mov_b32 s56, 0x42580000
	s_mov_b32 s57, 0x425c0000
	s_mov_b32 s58, 0x42600000
	s_mov_b32 s59, 0x42640000
	s_mov_b32 s60, 0x42680000
	s_mov_b32 s61, 0x426c0000
	s_mov_b32 s62, 0x42700000
	s_mov_b32 s63, 0x42740000
	s_mov_b32 s64, 0x42780000
	s_mov_b32 s65, 0x427c0000
	s_mov_b32 s66, 0x42800000
	s_mov_b32 s67, 0x42820000
	s_mov_b32 s68, 0x42840000
	s_mov_b32 s69, 0x42860000
	s_mov_b32 s70, 0x42880000
	s_mov_b32 s71, 0x428a0000
	s_mov_b32 s72, 0x428c0000
	s_mov_b32 s73, 0x428e0000
	s_mov_b32 s74, 0x42900000
	s_mov_b32 s75, 0x42920000
	s_mov_b32 s76, 0x42940000
	s_mov_b32 s77, 0x42960000
	s_mov_b32 s78, 0x42980000
	s_mov_b32 s79, 0x429a0000
	s_mov_b32 s80, 0x429c0000
	s_mov_b32 s81, 0x429e0000
	s_mov_b32 s82, 0x42a00000
	s_mov_b32 s83, 0x42a20000
	s_mov_b32 s84, 0x42a40000
	s_mov_b32 s85, 0x42a60000
	s_mov_b32 s86, 0x42a80000
	s_mov_b32 s87, 0x42aa0000
	s_mov_b32 s88, 0x42ac0000
	s_mov_b32 s89, 0x42ae0000
	s_mov_b32 s90, 0x42b00000
	s_mov_b32 s91, 0x42b20000
	s_mov_b32 s92, 0x42b40000
	buffer_store_dword v30, off, s[96:99], 0 offset:112 ; 4-byte Folded Spill
	buffer_store_dword v29, off, s[96:99], 0 offset:116 ; 4-byte Folded Spill
	v_mov_b32_e32 v29, v28
	v_mov_b32_e32 v0, v24
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	v_mov_b32_e32 v28, v31
	v_mov_b32_e32 v31, v33
	s_waitcnt vmcnt(62)
	v_mov_b32_e32 v33, v50
	v_mov_b32_e32 v30, v51
	v_lshlrev_b64 v[50:51], 2, v[22:23]
	v_mov_b32_e32 v24, s3
	v_add_co_u32_e32 v50, vcc, s2, v50
	v_addc_co_u32_e32 v51, vcc, v24, v51, vcc
	global_load_dword v24, v[50:51], off
	v_mov_b32_e32 v51, v30
	buffer_load_dword v30, off, s[96:99], 0 offset:104 ; 4-byte Folded Reload
	v_mov_b32_e32 v50, v33
	v_mov_b32_e32 v33, v31
	v_mov_b32_e32 v31, v28
	buffer_load_dword v28, off, s[96:99], 0 offset:120 ; 4-byte Folded Reload
	s_add_i32 s7, s7, -1
	s_cmp_eq_u32 s7, 0
	v_add_u32_e32 v22, 0x1000, v22
	s_waitcnt vmcnt(2)
	v_fma_f32 v25, v25, v24, 1.0
	v_fma_f32 v26, v26, v24, 2.0
	s_waitcnt vmcnt(1)
	v_fma_f32 v30, v30, v24, s11
	buffer_store_dword v30, off, s[96:99], 0 offset:104 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:64 ; 4-byte Folded Reload
	v_fma_f32 v27, v27, v24, s4
	v_fma_f32 v29, v29, v24, s5
	v_fma_f32 v31, v31, v24, s9
	v_fma_f32 v33, v33, v24, s10
	v_fma_f32 v51, v51, v24, s40
	v_fma_f32 v1, v1, v24, s41
	v_fma_f32 v2, v2, v24, s42
	v_fma_f32 v3, v3, v24, s43
	v_fma_f32 v4, v4, v24, s44
	v_fma_f32 v5, v5, v24, s45
	v_fma_f32 v6, v6, v24, s46
	v_fma_f32 v7, v7, v24, s47
	v_fma_f32 v8, v8, v24, s48
	v_fma_f32 v9, v9, v24, s49
	v_fma_f32 v10, v10, v24, s50
	v_fma_f32 v11, v11, v24, s51
	v_fma_f32 v12, v12, v24, s52
	v_fma_f32 v13, v13, v24, s53
	v_fma_f32 v14, v14, v24, s54
	v_fma_f32 v15, v15, v24, s55
	v_fma_f32 v16, v16, v24, s56
	v_fma_f32 v17, v17, v24, s57
	v_fma_f32 v18, v18, v24, s58
	v_fma_f32 v19, v19, v24, s59
	v_fma_f32 v20, v20, v24, s60
	v_fma_f32 v21, v21, v24, s61
	v_fma_f32 v0, v0, v24, s62
	v_fma_f32 v62, v62, v24, s63
	v_fma_f32 v63, v63, v24, s64
	v_fma_f32 v60, v60, v24, s65
	v_fma_f32 v61, v61, v24, s66
	v_fma_f32 v58, v58, v24, s67
	v_fma_f32 v59, v59, v24, s68
	v_fma_f32 v56, v56, v24, s69
	v_fma_f32 v57, v57, v24, s70
	v_fma_f32 v54, v54, v24, s71
	v_fma_f32 v55, v55, v24, s72
	v_fma_f32 v52, v52, v24, s73
	v_fma_f32 v53, v53, v24, s74
	v_fma_f32 v48, v48, v24, s75
	v_fma_f32 v49, v49, v24, s76
	v_fma_f32 v46, v46, v24, s77
	v_fma_f32 v47, v47, v24, s78
	v_fma_f32 v44, v44, v24, s79
	v_fma_f32 v45, v45, v24, s80
	v_fma_f32 v42, v42, v24, s81
	v_fma_f32 v43, v43, v24, s82
	v_fma_f32 v40, v40, v24, s83
	v_fma_f32 v41, v41, v24, s84
	v_fma_f32 v38, v38, v24, s85
	v_fma_f32 v39, v39, v24, s86
	v_fma_f32 v36, v36, v24, s87
	v_fma_f32 v37, v37, v24, s88
	v_fma_f32 v34, v34, v24, s89
	v_fma_f32 v35, v35, v24, s90
	v_fma_f32 v32, v32, v24, s91
	v_fma_f32 v50, v50, v24, s92
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s12
	buffer_store_dword v30, off, s[96:99], 0 offset:64 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:100 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s13
	buffer_store_dword v30, off, s[96:99], 0 offset:100 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:56 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s14
	buffer_store_dword v30, off, s[96:99], 0 offset:56 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:96 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s15
	buffer_store_dword v30, off, s[96:99], 0 offset:96 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:52 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s16
	buffer_store_dword v30, off, s[96:99], 0 offset:52 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:92 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s17
	buffer_store_dword v30, off, s[96:99], 0 offset:92 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:48 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s18
	buffer_store_dword v30, off, s[96:99], 0 offset:48 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:84 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s19
	buffer_store_dword v30, off, s[96:99], 0 offset:84 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:40 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s20
	buffer_store_dword v30, off, s[96:99], 0 offset:40 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:80 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s21
	buffer_store_dword v30, off, s[96:99], 0 offset:80 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:36 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s22
	buffer_store_dword v30, off, s[96:99], 0 offset:36 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:76 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s23
	buffer_store_dword v30, off, s[96:99], 0 offset:76 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:32 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s24
	buffer_store_dword v30, off, s[96:99], 0 offset:32 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:68 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s25
	buffer_store_dword v30, off, s[96:99], 0 offset:68 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:24 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s26
	buffer_store_dword v30, off, s[96:99], 0 offset:24 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:60 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s27
	buffer_store_dword v30, off, s[96:99], 0 offset:60 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:20 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s28
	buffer_store_dword v30, off, s[96:99], 0 offset:20 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:16 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s30
	buffer_store_dword v30, off, s[96:99], 0 offset:16 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:88 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s31
	buffer_store_dword v30, off, s[96:99], 0 offset:88 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:72 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s33
	buffer_store_dword v30, off, s[96:99], 0 offset:72 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:44 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s34
	buffer_store_dword v30, off, s[96:99], 0 offset:44 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:28 ; 4-byte Folded Reload
	s_waitcnt vmcnt(0)
	v_fma_f32 v30, v30, v24, s35
	buffer_store_dword v30, off, s[96:99], 0 offset:28 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:12 ; 4-byte Folded Reload
	v_fma_f32 v28, v28, v24, 4.0
	buffer_store_dword v28, off, s[96:99], 0 offset:120 ; 4-byte Folded Spill
	buffer_load_dword v28, off, s[96:99], 0 offset:116 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fma_f32 v30, v30, v24, s36
	buffer_store_dword v30, off, s[96:99], 0 offset:12 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:8 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fma_f32 v28, v28, v24, s6
	buffer_store_dword v28, off, s[96:99], 0 offset:116 ; 4-byte Folded Spill
	buffer_load_dword v28, off, s[96:99], 0 offset:112 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fma_f32 v30, v30, v24, s37
	buffer_store_dword v30, off, s[96:99], 0 offset:8 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 offset:4 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fma_f32 v28, v28, v24, s8
	buffer_store_dword v28, off, s[96:99], 0 offset:112 ; 4-byte Folded Spill
	buffer_load_dword v28, off, s[96:99], 0 offset:108 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fma_f32 v30, v30, v24, s38
	buffer_store_dword v30, off, s[96:99], 0 offset:4 ; 4-byte Folded Spill
	buffer_load_dword v30, off, s[96:99], 0 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_fma_f32 v28, v28, v24, s29
	buffer_store_dword v28, off, s[96:99], 0 offset:108 ; 4-byte Folded Spill
	s_waitcnt vmcnt(1)
	v_fma_f32 v30, v30, v24, s39
	buffer_store_dword v30, off, s[96:99], 0 ; 4-byte Folded Spill
	s_cbranch_scc0 .LBB6_2
; %bb.3:
	buffer_store_dword v32, off, s[96:99], 0 offset:324 ; 4-byte Folded Spill
	buffer_store_dword v35, off, s[96:99], 0 offset:320 ; 4-byte Folded Spill
	buffer_store_dword v34, off, s[96:99], 0 offset:316 ; 4-byte Folded Spill
	buffer_store_dword v37, off, s[96:99], 0 offset:312 ; 4-byte Folded Spill
	buffer_store_dword v36, off, s[96:99], 0 offset:308 ; 4-byte Folded Spill
	buffer_store_dword v39, off, s[96:99], 0 offset:304 ; 4-byte Folded Spill
	buffer_store_dword v38, off, s[96:99], 0 offset:300 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[96:99], 0 offset:296 ; 4-byte Folded Spill
	buffer_store_dword v40, off, s[96:99], 0 offset:292 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[96:99], 0 offset:288 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[96:99], 0 offset:284 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[96:99], 0 offset:280 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[96:99], 0 offset:276 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[96:99], 0 offset:272 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[96:99], 0 offset:268 ; 4-byte Folded Spill
	buffer_store_dword v49, off, s[96:99], 0 offset:264 ; 4-byte Folded Spill
	buffer_store_dword v48, off, s[96:99], 0 offset:260 ; 4-byte Folded Spill
	buffer_store_dword v53, off, s[96:99], 0 offset:256 ; 4-byte Folded Spill
	buffer_store_dword v52, off, s[96:99], 0 offset:252 ; 4-byte Folded Spill
	buffer_store_dword v55, off, s[96:99], 0 offset:248 ; 4-byte Folded Spill
	buffer_store_dword v54, off, s[96:99], 0 offset:244 ; 4-byte Folded Spill
	buffer_store_dword v57, off, s[96:99], 0 offset:240 ; 4-byte Folded Spill
	buffer_store_dword v56, off, s[96:99], 0 offset:236 ; 4-byte Folded Spill
	buffer_store_dword v59, off, s[96:99], 0 offset:232 ; 4-byte Folded Spill
	buffer_store_dword v58, off, s[96:99], 0 offset:228 ; 4-byte Folded Spill
	buffer_store_dword v61, off, s[96:99], 0 offset:224 ; 4-byte Folded Spill
	buffer_store_dword v60, off, s[96:99], 0 offset:220 ; 4-byte Folded Spill
	buffer_store_dword v63, off, s[96:99], 0 offset:216 ; 4-byte Folded Spill
	buffer_store_dword v62, off, s[96:99], 0 offset:212 ; 4-byte Folded Spill
	v_mov_b32_e32 v32, v33
	buffer_load_dword v33, off, s[96:99], 0 offset:104 ; 4-byte Folded Reload
	buffer_load_dword v34, off, s[96:99], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v35, off, s[96:99], 0 offset:100 ; 4-byte Folded Reload
	buffer_load_dword v36, off, s[96:99], 0 offset:56 ; 4-byte Folded Reload
	buffer_load_dword v37, off, s[96:99], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v38, off, s[96:99], 0 offset:52 ; 4-byte Folded Reload
	buffer_load_dword v39, off, s[96:99], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[96:99], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[96:99], 0 offset:84 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[96:99], 0 offset:40 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[96:99], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[96:99], 0 offset:36 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[96:99], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v46, off, s[96:99], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v47, off, s[96:99], 0 offset:68 ; 4-byte Folded Reload
	buffer_load_dword v48, off, s[96:99], 0 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v49, off, s[96:99], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v52, off, s[96:99], 0 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v53, off, s[96:99], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v54, off, s[96:99], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v55, off, s[96:99], 0 offset:88 ; 4-byte Folded Reload
	buffer_load_dword v56, off, s[96:99], 0 offset:72 ; 4-byte Folded Reload
	buffer_load_dword v57, off, s[96:99], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v58, off, s[96:99], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v59, off, s[96:99], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v60, off, s[96:99], 0 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v61, off, s[96:99], 0 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v62, off, s[96:99], 0 ; 4-byte Folded Reload
	v_mov_b32_e32 v28, v29
	buffer_load_dword v29, off, s[96:99], 0 offset:116 ; 4-byte Folded Reload
	buffer_load_dword v30, off, s[96:99], 0 offset:112 ; 4-byte Folded Reload
	s_nop 0
	buffer_store_dword v21, off, s[96:99], 0 offset:208 ; 4-byte Folded Spill
	buffer_store_dword v20, off, s[96:99], 0 offset:204 ; 4-byte Folded Spill
	buffer_store_dword v19, off, s[96:99], 0 offset:200 ; 4-byte Folded Spill
	buffer_store_dword v18, off, s[96:99], 0 offset:196 ; 4-byte Folded Spill
	buffer_store_dword v17, off, s[96:99], 0 offset:192 ; 4-byte Folded Spill
	buffer_store_dword v16, off, s[96:99], 0 offset:188 ; 4-byte Folded Spill
	buffer_store_dword v15, off, s[96:99], 0 offset:184 ; 4-byte Folded Spill
	buffer_store_dword v14, off, s[96:99], 0 offset:180 ; 4-byte Folded Spill
	buffer_store_dword v13, off, s[96:99], 0 offset:176 ; 4-byte Folded Spill
	buffer_store_dword v12, off, s[96:99], 0 offset:172 ; 4-byte Folded Spill
	buffer_store_dword v11, off, s[96:99], 0 offset:168 ; 4-byte Folded Spill
	buffer_store_dword v10, off, s[96:99], 0 offset:164 ; 4-byte Folded Spill
	buffer_store_dword v9, off, s[96:99], 0 offset:160 ; 4-byte Folded Spill
	buffer_store_dword v8, off, s[96:99], 0 offset:156 ; 4-byte Folded Spill
	buffer_store_dword v7, off, s[96:99], 0 offset:152 ; 4-byte Folded Spill
	buffer_store_dword v6, off, s[96:99], 0 offset:148 ; 4-byte Folded Spill
	buffer_store_dword v5, off, s[96:99], 0 offset:144 ; 4-byte Folded Spill
	buffer_store_dword v4, off, s[96:99], 0 offset:140 ; 4-byte Folded Spill
	buffer_store_dword v3, off, s[96:99], 0 offset:136 ; 4-byte Folded Spill
	buffer_store_dword v2, off, s[96:99], 0 offset:128 ; 4-byte Folded Spill
	buffer_store_dword v1, off, s[96:99], 0 offset:132 ; 4-byte Folded Spill
	buffer_store_dword v26, off, s[96:99], 0 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v1, v27
	buffer_load_dword v27, off, s[96:99], 0 offset:120 ; 4-byte Folded Reload
	v_mov_b32_e32 v24, v0
	v_mov_b32_e32 v63, v51
	s_branch .LBB6_5
.LBB6_4:
	v_mov_b32_e32 v1, v26
.LBB6_5:
	s_waitcnt vmcnt(0)
	v_mov_b32_e32 v26, v50
	buffer_load_dword v50, off, s[96:99], 0 offset:328 ; 4-byte Folded Reload
	buffer_load_dword v51, off, s[96:99], 0 offset:332 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	buffer_load_dword v0, off, s[96:99], 0 offset:132 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[96:99], 0 offset:136 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[96:99], 0 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v4, off, s[96:99], 0 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[96:99], 0 offset:148 ; 4-byte Folded Reload
	buffer_load_dword v6, off, s[96:99], 0 offset:152 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[96:99], 0 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[96:99], 0 offset:164 ; 4-byte Folded Reload
	buffer_load_dword v10, off, s[96:99], 0 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v11, off, s[96:99], 0 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:180 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[96:99], 0 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[96:99], 0 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[96:99], 0 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[96:99], 0 offset:196 ; 4-byte Folded Reload
	buffer_load_dword v18, off, s[96:99], 0 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v19, off, s[96:99], 0 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v20, off, s[96:99], 0 offset:208 ; 4-byte Folded Reload
	v_mov_b32_e32 v21, v24
	s_waitcnt vmcnt(21)
	v_add_co_u32_e32 v22, vcc, s0, v50
	s_waitcnt vmcnt(20)
	v_addc_co_u32_e32 v23, vcc, v23, v51, vcc
	global_store_dword v[22:23], v25, off
	buffer_load_dword v24, off, s[96:99], 0 offset:336 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[96:99], 0 offset:340 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v24
	buffer_load_dword v24, off, s[96:99], 0 offset:124 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v24, off
	buffer_load_dword v24, off, s[96:99], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v25, off, s[96:99], 0 offset:348 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:352 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:356 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v1, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:360 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:364 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v27, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:368 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:372 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v28, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:376 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:380 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v29, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:384 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:388 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v30, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:392 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:396 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v31, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:400 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v32, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:408 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v33, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:416 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v34, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:424 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v35, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:432 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v36, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:440 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v37, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:448 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v38, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:456 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v39, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:464 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v40, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:472 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:476 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v41, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:480 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:484 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v42, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:488 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:492 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v43, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:496 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:500 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v44, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:504 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:508 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v45, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:512 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:516 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v46, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:520 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:524 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v47, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:528 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:532 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v48, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:536 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:540 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v49, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:544 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:548 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v52, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:552 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:556 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v53, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:560 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:564 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v54, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:568 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:572 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v55, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:576 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:580 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v56, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:584 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:588 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v57, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:592 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:596 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v58, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:600 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:604 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v59, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:608 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:612 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v60, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:616 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:620 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v61, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:624 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:628 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v62, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	buffer_load_dword v24, off, s[96:99], 0 offset:632 ; 4-byte Folded Reload
	buffer_load_dword v25, off, s[96:99], 0 offset:636 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v63, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v24
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v25, vcc
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:640 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:644 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:128 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:648 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:652 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:656 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:660 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v2, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:664 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:668 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v3, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:672 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:676 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v4, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:680 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:684 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v5, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:688 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:692 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v6, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:696 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:700 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v7, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:704 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:708 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v8, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:712 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:716 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v9, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:720 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:724 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v10, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:728 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:732 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v11, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:736 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:740 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v12, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:744 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:748 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v13, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:752 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:756 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v14, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:760 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:764 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v15, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:768 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:772 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v16, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:776 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:780 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v17, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:784 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:788 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v18, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:792 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:796 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v19, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:800 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:804 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v20, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:808 ; 4-byte Folded Reload
	buffer_load_dword v1, off, s[96:99], 0 offset:812 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[22:23], v21, off
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:212 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:816 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:820 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:216 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:824 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:828 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:220 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:832 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:836 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:224 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:840 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:844 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:228 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:848 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:852 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:232 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:856 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:860 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:236 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:864 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:868 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:240 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[22:23], v0, off
	buffer_load_dword v0, off, s[96:99], 0 offset:872 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v1, off, s[96:99], 0 offset:876 ; 4-byte Folded Reload
	v_mov_b32_e32 v23, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v22, vcc, s0, v0
	buffer_load_dword v0, off, s[96:99], 0 offset:244 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v23, v1, vcc
	buffer_load_dword v1, off, s[96:99], 0 offset:880 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[96:99], 0 offset:884 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	global_store_dword v[22:23], v0, off
	v_mov_b32_e32 v0, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v22, vcc, s0, v1
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v23, vcc, v0, v2, vcc
	buffer_load_dword v0, off, s[96:99], 0 offset:248 ; 4-byte Folded Reload
	buffer_load_dword v2, off, s[96:99], 0 offset:888 ; 4-byte Folded Reload
	buffer_load_dword v3, off, s[96:99], 0 offset:892 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	global_store_dword v[22:23], v0, off
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:252 ; 4-byte Folded Reload
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:896 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:900 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:256 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:904 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:908 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:260 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:912 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:916 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:264 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:920 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:924 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:268 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:928 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:932 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:272 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:936 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:940 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:276 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:944 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:948 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:280 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:952 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:956 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:284 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:960 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:964 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:288 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:968 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:972 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:292 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:976 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:980 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:296 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:984 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:988 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:300 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:992 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:996 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:304 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:1000 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:1004 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:308 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:1008 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:1012 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:312 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:1016 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:1020 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:316 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:1024 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:1028 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:320 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:1032 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:1036 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	buffer_load_dword v2, off, s[96:99], 0 offset:324 ; 4-byte Folded Reload
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v2, off
	buffer_load_dword v2, off, s[96:99], 0 offset:1040 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v3, off, s[96:99], 0 offset:1044 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v2
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v26, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_90
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 1052
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 100
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
.Lfunc_end6:
	.size	vgpr_90, .Lfunc_end6-vgpr_90
                                        ; -- End function
	.set vgpr_90.num_vgpr, 64
	.set vgpr_90.num_agpr, 0
	.set vgpr_90.numbered_sgpr, 100
	.set vgpr_90.num_named_barrier, 0
	.set vgpr_90.private_seg_size, 1052
	.set vgpr_90.uses_vcc, 1
	.set vgpr_90.uses_flat_scratch, 0
	.set vgpr_90.has_dyn_sized_stack, 0
	.set vgpr_90.has_recursion, 0
	.set vgpr_90.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 14392
; TotalNumSgprs: 104
; NumVgprs: 64
; ScratchSize: 1052
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 104
; NumVGPRsForWavesPerEU: 64
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.type	__hip_cuid_155e668c684c6e41,@object ; @__hip_cuid_155e668c684c6e41
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_155e668c684c6e41
__hip_cuid_155e668c684c6e41:
	.byte	0                               ; 0x0
	.size	__hip_cuid_155e668c684c6e41, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_155e668c684c6e41
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
    .sgpr_count:     12
    .sgpr_spill_count: 0
    .symbol:         vgpr_6.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     23
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         vgpr_12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
    .vgpr_spill_count: 0
    .wavefront_size: 64
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
    .private_segment_fixed_size: 12
    .sgpr_count:     32
    .sgpr_spill_count: 0
    .symbol:         vgpr_20.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 2
    .wavefront_size: 64
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
    .private_segment_fixed_size: 108
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .symbol:         vgpr_28.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 26
    .wavefront_size: 64
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
    .private_segment_fixed_size: 252
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .symbol:         vgpr_40.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     63
    .vgpr_spill_count: 62
    .wavefront_size: 64
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
    .private_segment_fixed_size: 504
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         vgpr_60.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 128
    .wavefront_size: 64
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
    .private_segment_fixed_size: 1052
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         vgpr_90.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     64
    .vgpr_spill_count: 344
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
