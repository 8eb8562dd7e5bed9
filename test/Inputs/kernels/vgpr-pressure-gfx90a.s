	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	vgpr_6                  ; -- Begin function vgpr_6
	.globl	vgpr_6
	.p2align	8
	.type	vgpr_6,@function
vgpr_6:                                 ; @vgpr_6
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s10, s[4:5], 0x10
	v_lshl_add_u32 v14, s6, 6, v0
	v_mov_b32_e32 v15, 0
	v_lshlrev_b64 v[0:1], 2, v[14:15]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	v_add_u32_e32 v2, 64, v14
	v_mov_b32_e32 v3, v15
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v22, vcc, s2, v2
	v_addc_co_u32_e32 v23, vcc, v4, v3, vcc
	v_add_u32_e32 v4, 0x80, v14
	v_mov_b32_e32 v5, v15
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v24, vcc, s2, v4
	v_addc_co_u32_e32 v25, vcc, v6, v5, vcc
	v_add_u32_e32 v6, 0xc0, v14
	v_mov_b32_e32 v7, v15
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v26, vcc, s2, v6
	v_addc_co_u32_e32 v27, vcc, v8, v7, vcc
	v_add_u32_e32 v8, 0x100, v14
	v_mov_b32_e32 v9, v15
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v28, vcc, s2, v8
	v_addc_co_u32_e32 v29, vcc, v10, v9, vcc
	v_add_u32_e32 v10, 0x140, v14
	v_mov_b32_e32 v11, v15
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v30, vcc, s2, v10
	v_addc_co_u32_e32 v31, vcc, v12, v11, vcc
	global_load_dword v18, v[20:21], off
	global_load_dword v19, v[22:23], off
	global_load_dword v16, v[24:25], off
	global_load_dword v17, v[26:27], off
	global_load_dword v12, v[28:29], off
	global_load_dword v13, v[30:31], off
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_mov_b32 s4, 1.0
	s_mov_b32 s6, 0x40400000
	s_mov_b32 s8, 0x40a00000
	v_mov_b32_e32 v20, s3
	s_mov_b32 s5, 2.0
	s_mov_b32 s7, 4.0
	s_mov_b32 s9, 0x40c00000
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[22:23], 2, v[14:15]
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_addc_co_u32_e32 v23, vcc, v20, v23, vcc
	global_load_dword v22, v[22:23], off
	s_add_i32 s10, s10, -1
	v_add_u32_e32 v14, 0x1000, v14
	s_cmp_eq_u32 s10, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[18:19], v[18:19], v[22:23], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[22:23], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[22:23], s[8:9] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB0_2
.LBB0_3:
	v_mov_b32_e32 v14, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v14, v1, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v18, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v19, off
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
	global_store_dword v[0:1], v12, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_waitcnt vmcnt(5)
	global_store_dword v[0:1], v13, off
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
		.amdhsa_next_free_vgpr 32
		.amdhsa_next_free_sgpr 11
		.amdhsa_accum_offset 32
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
	.size	vgpr_6, .Lfunc_end0-vgpr_6
                                        ; -- End function
	.set vgpr_6.num_vgpr, 32
	.set vgpr_6.num_agpr, 0
	.set vgpr_6.numbered_sgpr, 11
	.set vgpr_6.num_named_barrier, 0
	.set vgpr_6.private_seg_size, 0
	.set vgpr_6.uses_vcc, 1
	.set vgpr_6.uses_flat_scratch, 0
	.set vgpr_6.has_dyn_sized_stack, 0
	.set vgpr_6.has_recursion, 0
	.set vgpr_6.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 524
; TotalNumSgprs: 15
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 15
; NumVGPRsForWavesPerEU: 32
; AccumOffset: 32
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 7
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_12                 ; -- Begin function vgpr_12
	.globl	vgpr_12
	.p2align	8
	.type	vgpr_12,@function
vgpr_12:                                ; @vgpr_12
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s16, s[4:5], 0x10
	v_lshl_add_u32 v32, s6, 6, v0
	v_mov_b32_e32 v33, 0
	v_lshlrev_b64 v[0:1], 2, v[32:33]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v18, vcc, s2, v0
	v_addc_co_u32_e32 v19, vcc, v2, v1, vcc
	v_add_u32_e32 v2, 64, v32
	v_mov_b32_e32 v3, v33
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v22, vcc, s2, v2
	v_addc_co_u32_e32 v23, vcc, v4, v3, vcc
	v_add_u32_e32 v4, 0x80, v32
	v_mov_b32_e32 v5, v33
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v24, vcc, s2, v4
	v_addc_co_u32_e32 v25, vcc, v6, v5, vcc
	v_add_u32_e32 v6, 0xc0, v32
	v_mov_b32_e32 v7, v33
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v26, vcc, s2, v6
	v_addc_co_u32_e32 v27, vcc, v8, v7, vcc
	v_add_u32_e32 v8, 0x100, v32
	v_mov_b32_e32 v9, v33
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v30, vcc, s2, v8
	v_addc_co_u32_e32 v31, vcc, v10, v9, vcc
	v_add_u32_e32 v10, 0x140, v32
	v_mov_b32_e32 v11, v33
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v36, vcc, s2, v10
	v_addc_co_u32_e32 v37, vcc, v12, v11, vcc
	v_add_u32_e32 v12, 0x180, v32
	v_mov_b32_e32 v13, v33
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v14, s3
	v_add_co_u32_e32 v38, vcc, s2, v12
	v_addc_co_u32_e32 v39, vcc, v14, v13, vcc
	v_add_u32_e32 v14, 0x1c0, v32
	v_mov_b32_e32 v15, v33
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v40, vcc, s2, v14
	v_addc_co_u32_e32 v41, vcc, v16, v15, vcc
	global_load_dword v34, v[18:19], off
	global_load_dword v35, v[22:23], off
	global_load_dword v28, v[24:25], off
	global_load_dword v29, v[26:27], off
	global_load_dword v20, v[30:31], off
	global_load_dword v21, v[36:37], off
	global_load_dword v16, v[38:39], off
	global_load_dword v17, v[40:41], off
	v_add_u32_e32 v18, 0x200, v32
	v_mov_b32_e32 v19, v33
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_mov_b32_e32 v22, s3
	v_add_co_u32_e32 v38, vcc, s2, v18
	v_addc_co_u32_e32 v39, vcc, v22, v19, vcc
	v_add_u32_e32 v22, 0x240, v32
	v_mov_b32_e32 v23, v33
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_mov_b32_e32 v24, s3
	v_add_co_u32_e32 v40, vcc, s2, v22
	v_addc_co_u32_e32 v41, vcc, v24, v23, vcc
	v_add_u32_e32 v24, 0x280, v32
	v_mov_b32_e32 v25, v33
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v42, vcc, s2, v24
	v_addc_co_u32_e32 v43, vcc, v26, v25, vcc
	v_add_u32_e32 v26, 0x2c0, v32
	v_mov_b32_e32 v27, v33
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_mov_b32_e32 v30, s3
	v_add_co_u32_e32 v44, vcc, s2, v26
	v_addc_co_u32_e32 v45, vcc, v30, v27, vcc
	global_load_dword v36, v[38:39], off
	global_load_dword v37, v[40:41], off
	global_load_dword v30, v[42:43], off
	global_load_dword v31, v[44:45], off
	s_cmp_eq_u32 s16, 0
	s_cbranch_scc1 .LBB1_3
; %bb.1:
	s_mov_b32 s4, 1.0
	s_mov_b32 s6, 0x40400000
	s_mov_b32 s8, 0x40a00000
	s_mov_b32 s10, 0x40e00000
	s_mov_b32 s12, 0x41100000
	s_mov_b32 s14, 0x41300000
	s_mov_b32 s5, 2.0
	s_mov_b32 s7, 4.0
	s_mov_b32 s9, 0x40c00000
	s_mov_b32 s11, 0x41000000
	s_mov_b32 s13, 0x41200000
	s_mov_b32 s15, 0x41400000
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[38:39], 2, v[32:33]
	v_mov_b32_e32 v40, s3
	v_add_co_u32_e32 v38, vcc, s2, v38
	v_addc_co_u32_e32 v39, vcc, v40, v39, vcc
	global_load_dword v38, v[38:39], off
	s_add_i32 s16, s16, -1
	v_add_u32_e32 v32, 0x1000, v32
	s_cmp_eq_u32 s16, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[34:35], v[34:35], v[38:39], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], v[38:39], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[38:39], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[38:39], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[38:39], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[38:39], s[14:15] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB1_2
.LBB1_3:
	v_mov_b32_e32 v32, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v32, v1, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v34, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v35, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v28, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v29, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v20, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v21, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v16, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v14
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v17, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v18
	v_addc_co_u32_e32 v1, vcc, v1, v19, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v36, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v22
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v37, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v24
	v_addc_co_u32_e32 v1, vcc, v1, v25, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v30, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v26
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	s_waitcnt vmcnt(11)
	global_store_dword v[0:1], v31, off
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
		.amdhsa_next_free_vgpr 46
		.amdhsa_next_free_sgpr 17
		.amdhsa_accum_offset 48
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
.Lfunc_end1:
	.size	vgpr_12, .Lfunc_end1-vgpr_12
                                        ; -- End function
	.set vgpr_12.num_vgpr, 46
	.set vgpr_12.num_agpr, 0
	.set vgpr_12.numbered_sgpr, 17
	.set vgpr_12.num_named_barrier, 0
	.set vgpr_12.private_seg_size, 0
	.set vgpr_12.uses_vcc, 1
	.set vgpr_12.uses_flat_scratch, 0
	.set vgpr_12.has_dyn_sized_stack, 0
	.set vgpr_12.has_recursion, 0
	.set vgpr_12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 980
; TotalNumSgprs: 21
; NumVgprs: 46
; NumAgprs: 0
; TotalNumVgprs: 46
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 2
; VGPRBlocks: 5
; NumSGPRsForWavesPerEU: 21
; NumVGPRsForWavesPerEU: 46
; AccumOffset: 48
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 11
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_20                 ; -- Begin function vgpr_20
	.globl	vgpr_20
	.p2align	8
	.type	vgpr_20,@function
vgpr_20:                                ; @vgpr_20
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s24, s[4:5], 0x10
	v_lshl_add_u32 v34, s6, 6, v0
	v_mov_b32_e32 v35, 0
	v_lshlrev_b64 v[0:1], 2, v[34:35]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v2, v1, vcc
	v_add_u32_e32 v2, 64, v34
	v_mov_b32_e32 v3, v35
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v24, vcc, s2, v2
	v_addc_co_u32_e32 v25, vcc, v4, v3, vcc
	v_add_u32_e32 v4, 0x80, v34
	v_mov_b32_e32 v5, v35
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v26, vcc, s2, v4
	v_addc_co_u32_e32 v27, vcc, v6, v5, vcc
	v_add_u32_e32 v6, 0xc0, v34
	v_mov_b32_e32 v7, v35
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v8, s3
	v_add_co_u32_e32 v30, vcc, s2, v6
	v_addc_co_u32_e32 v31, vcc, v8, v7, vcc
	v_add_u32_e32 v8, 0x100, v34
	v_mov_b32_e32 v9, v35
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v10, s3
	v_add_co_u32_e32 v32, vcc, s2, v8
	v_addc_co_u32_e32 v33, vcc, v10, v9, vcc
	v_add_u32_e32 v10, 0x140, v34
	v_mov_b32_e32 v11, v35
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_mov_b32_e32 v12, s3
	v_add_co_u32_e32 v36, vcc, s2, v10
	v_addc_co_u32_e32 v37, vcc, v12, v11, vcc
	v_add_u32_e32 v12, 0x180, v34
	v_mov_b32_e32 v13, v35
	v_lshlrev_b64 v[12:13], 2, v[12:13]
	v_mov_b32_e32 v14, s3
	v_add_co_u32_e32 v38, vcc, s2, v12
	v_addc_co_u32_e32 v39, vcc, v14, v13, vcc
	v_add_u32_e32 v14, 0x1c0, v34
	v_mov_b32_e32 v15, v35
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_mov_b32_e32 v16, s3
	v_add_co_u32_e32 v40, vcc, s2, v14
	v_addc_co_u32_e32 v41, vcc, v16, v15, vcc
	global_load_dword v28, v[20:21], off
	global_load_dword v29, v[24:25], off
	global_load_dword v22, v[26:27], off
	global_load_dword v23, v[30:31], off
	global_load_dword v18, v[32:33], off
	global_load_dword v19, v[36:37], off
	global_load_dword v16, v[38:39], off
	global_load_dword v17, v[40:41], off
	v_add_u32_e32 v20, 0x200, v34
	v_mov_b32_e32 v21, v35
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_mov_b32_e32 v24, s3
	v_add_co_u32_e32 v42, vcc, s2, v20
	v_addc_co_u32_e32 v43, vcc, v24, v21, vcc
	v_add_u32_e32 v24, 0x240, v34
	v_mov_b32_e32 v25, v35
	v_lshlrev_b64 v[24:25], 2, v[24:25]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v46, vcc, s2, v24
	v_addc_co_u32_e32 v47, vcc, v26, v25, vcc
	v_add_u32_e32 v26, 0x280, v34
	v_mov_b32_e32 v27, v35
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_mov_b32_e32 v30, s3
	v_add_co_u32_e32 v50, vcc, s2, v26
	v_addc_co_u32_e32 v51, vcc, v30, v27, vcc
	v_add_u32_e32 v30, 0x2c0, v34
	v_mov_b32_e32 v31, v35
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_mov_b32_e32 v32, s3
	v_add_co_u32_e32 v52, vcc, s2, v30
	v_addc_co_u32_e32 v53, vcc, v32, v31, vcc
	v_add_u32_e32 v32, 0x300, v34
	v_mov_b32_e32 v33, v35
	v_lshlrev_b64 v[32:33], 2, v[32:33]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v56, vcc, s2, v32
	v_addc_co_u32_e32 v57, vcc, v36, v33, vcc
	v_add_u32_e32 v36, 0x340, v34
	v_mov_b32_e32 v37, v35
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v58, vcc, s2, v36
	v_addc_co_u32_e32 v59, vcc, v38, v37, vcc
	v_add_u32_e32 v38, 0x380, v34
	v_mov_b32_e32 v39, v35
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_mov_b32_e32 v40, s3
	v_add_co_u32_e32 v60, vcc, s2, v38
	v_addc_co_u32_e32 v61, vcc, v40, v39, vcc
	v_add_u32_e32 v40, 0x3c0, v34
	v_mov_b32_e32 v41, v35
	v_lshlrev_b64 v[40:41], 2, v[40:41]
	v_mov_b32_e32 v44, s3
	v_add_co_u32_e32 v62, vcc, s2, v40
	v_addc_co_u32_e32 v63, vcc, v44, v41, vcc
	global_load_dword v54, v[42:43], off
	global_load_dword v55, v[46:47], off
	global_load_dword v48, v[50:51], off
	global_load_dword v49, v[52:53], off
	global_load_dword v44, v[56:57], off
	global_load_dword v45, v[58:59], off
                                        ; kill: killed $vgpr56 killed $vgpr57
                                        ; kill: killed $vgpr58 killed $vgpr59
                                        ; kill: killed $vgpr42 killed $vgpr43
                                        ; kill: killed $vgpr46 killed $vgpr47
                                        ; kill: killed $vgpr50 killed $vgpr51
                                        ; kill: killed $vgpr52 killed $vgpr53
	global_load_dword v42, v[60:61], off
	global_load_dword v43, v[62:63], off
	v_add_u32_e32 v46, 0x400, v34
	v_mov_b32_e32 v47, v35
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_mov_b32_e32 v50, s3
	v_add_co_u32_e32 v58, vcc, s2, v46
	v_addc_co_u32_e32 v59, vcc, v50, v47, vcc
	v_add_u32_e32 v50, 0x440, v34
	v_mov_b32_e32 v51, v35
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_mov_b32_e32 v52, s3
	v_add_co_u32_e32 v62, vcc, s2, v50
	v_addc_co_u32_e32 v63, vcc, v52, v51, vcc
	v_add_u32_e32 v52, 0x480, v34
	v_mov_b32_e32 v53, v35
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_mov_b32_e32 v56, s3
	v_add_co_u32_e32 v64, vcc, s2, v52
	v_addc_co_u32_e32 v65, vcc, v56, v53, vcc
	v_add_u32_e32 v56, 0x4c0, v34
	v_mov_b32_e32 v57, v35
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_mov_b32_e32 v60, s3
	v_add_co_u32_e32 v66, vcc, s2, v56
	v_addc_co_u32_e32 v67, vcc, v60, v57, vcc
	global_load_dword v60, v[58:59], off
	global_load_dword v61, v[62:63], off
	s_nop 0
	global_load_dword v58, v[64:65], off
	global_load_dword v59, v[66:67], off
	s_cmp_eq_u32 s24, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	s_mov_b32 s4, 1.0
	s_mov_b32 s6, 0x40400000
	s_mov_b32 s8, 0x40a00000
	s_mov_b32 s10, 0x40e00000
	s_mov_b32 s12, 0x41100000
	s_mov_b32 s14, 0x41300000
	s_mov_b32 s16, 0x41500000
	s_mov_b32 s18, 0x41700000
	s_mov_b32 s20, 0x41880000
	s_mov_b32 s22, 0x41980000
	s_mov_b32 s5, 2.0
	s_mov_b32 s7, 4.0
	s_mov_b32 s9, 0x40c00000
	s_mov_b32 s11, 0x41000000
	s_mov_b32 s13, 0x41200000
	s_mov_b32 s15, 0x41400000
	s_mov_b32 s17, 0x41600000
	s_mov_b32 s19, 0x41800000
	s_mov_b32 s21, 0x41900000
	s_mov_b32 s23, 0x41a00000
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[62:63], 2, v[34:35]
	v_mov_b32_e32 v64, s3
	v_add_co_u32_e32 v62, vcc, s2, v62
	v_addc_co_u32_e32 v63, vcc, v64, v63, vcc
	global_load_dword v62, v[62:63], off
	s_add_i32 s24, s24, -1
	v_add_u32_e32 v34, 0x1000, v34
	s_cmp_eq_u32 s24, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[28:29], v[28:29], v[62:63], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[62:63], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[62:63], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[16:17], v[16:17], v[62:63], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[62:63], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[62:63], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[62:63], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[62:63], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[60:61], v[62:63], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[62:63], s[22:23] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB2_2
.LBB2_3:
	v_mov_b32_e32 v34, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v34, v1, vcc
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v34, v3, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v28, off
	s_waitcnt vmcnt(19)
	global_store_dword v[2:3], v29, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v22, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v23, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v18, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v19, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v16, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v14
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v17, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v20
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v54, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v24
	v_addc_co_u32_e32 v1, vcc, v1, v25, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v55, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v26
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v48, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v30
	v_addc_co_u32_e32 v1, vcc, v1, v31, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v49, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v44, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v36
	v_addc_co_u32_e32 v1, vcc, v1, v37, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v45, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v38
	v_addc_co_u32_e32 v1, vcc, v1, v39, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v42, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v43, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v46
	v_addc_co_u32_e32 v1, vcc, v1, v47, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v60, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v50
	v_addc_co_u32_e32 v1, vcc, v1, v51, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v61, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v52
	v_addc_co_u32_e32 v1, vcc, v1, v53, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v58, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v56
	v_addc_co_u32_e32 v1, vcc, v1, v57, vcc
	s_waitcnt vmcnt(19)
	global_store_dword v[0:1], v59, off
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
		.amdhsa_next_free_vgpr 68
		.amdhsa_next_free_sgpr 25
		.amdhsa_accum_offset 68
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
	.size	vgpr_20, .Lfunc_end2-vgpr_20
                                        ; -- End function
	.set vgpr_20.num_vgpr, 68
	.set vgpr_20.num_agpr, 0
	.set vgpr_20.numbered_sgpr, 25
	.set vgpr_20.num_named_barrier, 0
	.set vgpr_20.private_seg_size, 0
	.set vgpr_20.uses_vcc, 1
	.set vgpr_20.uses_flat_scratch, 0
	.set vgpr_20.has_dyn_sized_stack, 0
	.set vgpr_20.has_recursion, 0
	.set vgpr_20.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1588
; TotalNumSgprs: 29
; NumVgprs: 68
; NumAgprs: 0
; TotalNumVgprs: 68
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 29
; NumVGPRsForWavesPerEU: 68
; AccumOffset: 68
; Occupancy: 7
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 16
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_28                 ; -- Begin function vgpr_28
	.globl	vgpr_28
	.p2align	8
	.type	vgpr_28,@function
vgpr_28:                                ; @vgpr_28
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s33, s[4:5], 0x10
	v_lshl_add_u32 v2, s6, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v4, v1, vcc
	v_add_u32_e32 v4, 64, v2
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v22, vcc, s2, v16
	v_addc_co_u32_e32 v23, vcc, v4, v17, vcc
	v_add_u32_e32 v4, 0x80, v2
	v_lshlrev_b64 v[14:15], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v24, vcc, s2, v14
	v_addc_co_u32_e32 v25, vcc, v4, v15, vcc
	v_add_u32_e32 v4, 0xc0, v2
	v_lshlrev_b64 v[12:13], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v26, vcc, s2, v12
	v_addc_co_u32_e32 v27, vcc, v4, v13, vcc
	v_add_u32_e32 v4, 0x100, v2
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v28, vcc, s2, v10
	v_addc_co_u32_e32 v29, vcc, v4, v11, vcc
	v_add_u32_e32 v4, 0x140, v2
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v30, vcc, s2, v8
	v_addc_co_u32_e32 v31, vcc, v4, v9, vcc
	v_add_u32_e32 v4, 0x180, v2
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v32, vcc, s2, v6
	v_addc_co_u32_e32 v33, vcc, v4, v7, vcc
	v_add_u32_e32 v4, 0x1c0, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v34, vcc, s2, v4
	v_addc_co_u32_e32 v35, vcc, v18, v5, vcc
	global_load_dword v78, v[20:21], off
	global_load_dword v79, v[22:23], off
	global_load_dword v70, v[24:25], off
	global_load_dword v71, v[26:27], off
	global_load_dword v44, v[28:29], off
	global_load_dword v45, v[30:31], off
	global_load_dword v18, v[32:33], off
	global_load_dword v19, v[34:35], off
	v_add_u32_e32 v20, 0x200, v2
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[34:35], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v36, vcc, s2, v34
	v_addc_co_u32_e32 v37, vcc, v20, v35, vcc
	v_add_u32_e32 v20, 0x240, v2
	v_lshlrev_b64 v[32:33], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v38, vcc, s2, v32
	v_addc_co_u32_e32 v39, vcc, v20, v33, vcc
	v_add_u32_e32 v20, 0x280, v2
	v_lshlrev_b64 v[30:31], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v40, vcc, s2, v30
	v_addc_co_u32_e32 v41, vcc, v20, v31, vcc
	v_add_u32_e32 v20, 0x2c0, v2
	v_lshlrev_b64 v[28:29], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v42, vcc, s2, v28
	v_addc_co_u32_e32 v43, vcc, v20, v29, vcc
	v_add_u32_e32 v20, 0x300, v2
	v_lshlrev_b64 v[26:27], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v46, vcc, s2, v26
	v_addc_co_u32_e32 v47, vcc, v20, v27, vcc
	v_add_u32_e32 v20, 0x340, v2
	v_lshlrev_b64 v[24:25], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v48, vcc, s2, v24
	v_addc_co_u32_e32 v49, vcc, v20, v25, vcc
	v_add_u32_e32 v20, 0x380, v2
	v_lshlrev_b64 v[22:23], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v50, vcc, s2, v22
	v_addc_co_u32_e32 v51, vcc, v20, v23, vcc
	v_add_u32_e32 v20, 0x3c0, v2
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_mov_b32_e32 v53, s3
	v_add_co_u32_e32 v52, vcc, s2, v20
	v_addc_co_u32_e32 v53, vcc, v53, v21, vcc
	global_load_dword v82, v[36:37], off
	global_load_dword v83, v[38:39], off
	global_load_dword v76, v[40:41], off
	global_load_dword v77, v[42:43], off
	global_load_dword v68, v[46:47], off
	global_load_dword v69, v[48:49], off
                                        ; kill: killed $vgpr40 killed $vgpr41
                                        ; kill: killed $vgpr42 killed $vgpr43
                                        ; kill: killed $vgpr46 killed $vgpr47
                                        ; kill: killed $vgpr48 killed $vgpr49
                                        ; kill: killed $vgpr36 killed $vgpr37
                                        ; kill: killed $vgpr38 killed $vgpr39
	global_load_dword v54, v[50:51], off
	global_load_dword v55, v[52:53], off
	v_add_u32_e32 v36, 0x400, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[60:61], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v48, vcc, s2, v60
	v_addc_co_u32_e32 v49, vcc, v36, v61, vcc
	v_add_u32_e32 v36, 0x440, v2
	v_lshlrev_b64 v[56:57], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v52, vcc, s2, v56
	v_addc_co_u32_e32 v53, vcc, v36, v57, vcc
	v_add_u32_e32 v36, 0x480, v2
	v_lshlrev_b64 v[50:51], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v58, vcc, s2, v50
	v_addc_co_u32_e32 v59, vcc, v36, v51, vcc
	v_add_u32_e32 v36, 0x4c0, v2
	v_lshlrev_b64 v[46:47], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v62, vcc, s2, v46
	v_addc_co_u32_e32 v63, vcc, v36, v47, vcc
	v_add_u32_e32 v36, 0x500, v2
	v_lshlrev_b64 v[42:43], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v64, vcc, s2, v42
	v_addc_co_u32_e32 v65, vcc, v36, v43, vcc
	v_add_u32_e32 v36, 0x540, v2
	v_lshlrev_b64 v[40:41], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v66, vcc, s2, v40
	v_addc_co_u32_e32 v67, vcc, v36, v41, vcc
	v_add_u32_e32 v36, 0x580, v2
	v_lshlrev_b64 v[38:39], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v74, vcc, s2, v38
	v_addc_co_u32_e32 v75, vcc, v36, v39, vcc
	v_add_u32_e32 v36, 0x5c0, v2
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_mov_b32_e32 v72, s3
	v_add_co_u32_e32 v86, vcc, s2, v36
	v_addc_co_u32_e32 v87, vcc, v72, v37, vcc
	global_load_dword v84, v[48:49], off
	global_load_dword v85, v[52:53], off
	global_load_dword v80, v[58:59], off
	global_load_dword v81, v[62:63], off
	global_load_dword v72, v[64:65], off
	global_load_dword v73, v[66:67], off
	s_nop 0
	global_load_dword v64, v[74:75], off
	global_load_dword v65, v[86:87], off
	v_add_u32_e32 v48, 0x600, v2
	v_mov_b32_e32 v49, v3
	v_lshlrev_b64 v[62:63], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v66, vcc, s2, v62
	v_addc_co_u32_e32 v67, vcc, v48, v63, vcc
	v_add_u32_e32 v48, 0x640, v2
	v_lshlrev_b64 v[58:59], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v86, vcc, s2, v58
	v_addc_co_u32_e32 v87, vcc, v48, v59, vcc
	v_add_u32_e32 v48, 0x680, v2
	v_lshlrev_b64 v[52:53], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v88, vcc, s2, v52
	v_addc_co_u32_e32 v89, vcc, v48, v53, vcc
	v_add_u32_e32 v48, 0x6c0, v2
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_mov_b32_e32 v74, s3
	v_add_co_u32_e32 v90, vcc, s2, v48
	v_addc_co_u32_e32 v91, vcc, v74, v49, vcc
	global_load_dword v74, v[66:67], off
	global_load_dword v75, v[86:87], off
	s_nop 0
	global_load_dword v66, v[88:89], off
	global_load_dword v67, v[90:91], off
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB3_3
; %bb.1:
	s_mov_b32 s4, 1.0
	s_mov_b32 s6, 0x40400000
	s_mov_b32 s8, 0x40a00000
	s_mov_b32 s10, 0x40e00000
	s_mov_b32 s12, 0x41100000
	s_mov_b32 s14, 0x41300000
	s_mov_b32 s16, 0x41500000
	s_mov_b32 s18, 0x41700000
	s_mov_b32 s20, 0x41880000
	s_mov_b32 s22, 0x41980000
	s_mov_b32 s24, 0x41a80000
	s_mov_b32 s26, 0x41b80000
	s_mov_b32 s28, 0x41c80000
	s_mov_b32 s30, 0x41d80000
	s_mov_b32 s5, 2.0
	s_mov_b32 s7, 4.0
	s_mov_b32 s9, 0x40c00000
	s_mov_b32 s11, 0x41000000
	s_mov_b32 s13, 0x41200000
	s_mov_b32 s15, 0x41400000
	s_mov_b32 s17, 0x41600000
	s_mov_b32 s19, 0x41800000
	s_mov_b32 s21, 0x41900000
	s_mov_b32 s23, 0x41a00000
	s_mov_b32 s25, 0x41b00000
	s_mov_b32 s27, 0x41c00000
	s_mov_b32 s29, 0x41d00000
	s_mov_b32 s31, 0x41e00000
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[86:87], 2, v[2:3]
	v_mov_b32_e32 v88, s3
	v_add_co_u32_e32 v86, vcc, s2, v86
	v_addc_co_u32_e32 v87, vcc, v88, v87, vcc
	global_load_dword v86, v[86:87], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v2, 0x1000, v2
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[78:79], v[78:79], v[86:87], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[86:87], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[44:45], v[44:45], v[86:87], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[86:87], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[82:83], v[82:83], v[86:87], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[86:87], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[86:87], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[86:87], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[86:87], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[80:81], v[80:81], v[86:87], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[86:87], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[64:65], v[64:65], v[86:87], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[74:75], v[86:87], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[86:87], s[30:31] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB3_2
.LBB3_3:
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v78, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v16
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v79, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v14
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v70, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v71, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v44, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v45, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v18, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v19, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v82, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v83, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v30
	v_addc_co_u32_e32 v1, vcc, v1, v31, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v76, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v28
	v_addc_co_u32_e32 v1, vcc, v1, v29, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v77, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v26
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v68, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v24
	v_addc_co_u32_e32 v1, vcc, v1, v25, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v69, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v22
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v54, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v20
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v55, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v60
	v_addc_co_u32_e32 v1, vcc, v1, v61, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v84, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v56
	v_addc_co_u32_e32 v1, vcc, v1, v57, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v85, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v50
	v_addc_co_u32_e32 v1, vcc, v1, v51, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v80, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v46
	v_addc_co_u32_e32 v1, vcc, v1, v47, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v81, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v42
	v_addc_co_u32_e32 v1, vcc, v1, v43, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v72, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v73, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v38
	v_addc_co_u32_e32 v1, vcc, v1, v39, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v64, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v36
	v_addc_co_u32_e32 v1, vcc, v1, v37, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v65, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v62
	v_addc_co_u32_e32 v1, vcc, v1, v63, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v74, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v58
	v_addc_co_u32_e32 v1, vcc, v1, v59, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v75, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v52
	v_addc_co_u32_e32 v1, vcc, v1, v53, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v66, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v48
	v_addc_co_u32_e32 v1, vcc, v1, v49, vcc
	s_waitcnt vmcnt(27)
	global_store_dword v[0:1], v67, off
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
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 34
		.amdhsa_accum_offset 92
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
.Lfunc_end3:
	.size	vgpr_28, .Lfunc_end3-vgpr_28
                                        ; -- End function
	.set vgpr_28.num_vgpr, 92
	.set vgpr_28.num_agpr, 0
	.set vgpr_28.numbered_sgpr, 34
	.set vgpr_28.num_named_barrier, 0
	.set vgpr_28.private_seg_size, 0
	.set vgpr_28.uses_vcc, 1
	.set vgpr_28.uses_flat_scratch, 0
	.set vgpr_28.has_dyn_sized_stack, 0
	.set vgpr_28.has_recursion, 0
	.set vgpr_28.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2112
; TotalNumSgprs: 38
; NumVgprs: 92
; NumAgprs: 0
; TotalNumVgprs: 92
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 4
; VGPRBlocks: 11
; NumSGPRsForWavesPerEU: 38
; NumVGPRsForWavesPerEU: 92
; AccumOffset: 92
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 22
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_40                 ; -- Begin function vgpr_40
	.globl	vgpr_40
	.p2align	8
	.type	vgpr_40,@function
vgpr_40:                                ; @vgpr_40
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s33, s[4:5], 0x10
	v_lshl_add_u32 v2, s6, 6, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v20, vcc, s2, v0
	v_addc_co_u32_e32 v21, vcc, v4, v1, vcc
	v_add_u32_e32 v4, 64, v2
	v_mov_b32_e32 v5, v3
	v_lshlrev_b64 v[16:17], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v22, vcc, s2, v16
	v_addc_co_u32_e32 v23, vcc, v4, v17, vcc
	v_add_u32_e32 v4, 0x80, v2
	v_lshlrev_b64 v[14:15], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v24, vcc, s2, v14
	v_addc_co_u32_e32 v25, vcc, v4, v15, vcc
	v_add_u32_e32 v4, 0xc0, v2
	v_lshlrev_b64 v[12:13], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v26, vcc, s2, v12
	v_addc_co_u32_e32 v27, vcc, v4, v13, vcc
	v_add_u32_e32 v4, 0x100, v2
	v_lshlrev_b64 v[10:11], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v28, vcc, s2, v10
	v_addc_co_u32_e32 v29, vcc, v4, v11, vcc
	v_add_u32_e32 v4, 0x140, v2
	v_lshlrev_b64 v[8:9], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v30, vcc, s2, v8
	v_addc_co_u32_e32 v31, vcc, v4, v9, vcc
	v_add_u32_e32 v4, 0x180, v2
	v_lshlrev_b64 v[6:7], 2, v[4:5]
	v_mov_b32_e32 v4, s3
	v_add_co_u32_e32 v32, vcc, s2, v6
	v_addc_co_u32_e32 v33, vcc, v4, v7, vcc
	v_add_u32_e32 v4, 0x1c0, v2
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v18, s3
	v_add_co_u32_e32 v34, vcc, s2, v4
	v_addc_co_u32_e32 v35, vcc, v18, v5, vcc
	global_load_dword v109, v[20:21], off
	global_load_dword v108, v[22:23], off
	global_load_dword v99, v[24:25], off
	global_load_dword v98, v[26:27], off
	global_load_dword v57, v[28:29], off
	global_load_dword v56, v[30:31], off
	global_load_dword v19, v[32:33], off
	global_load_dword v18, v[34:35], off
	v_add_u32_e32 v20, 0x200, v2
	v_mov_b32_e32 v21, v3
	v_lshlrev_b64 v[34:35], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v36, vcc, s2, v34
	v_addc_co_u32_e32 v37, vcc, v20, v35, vcc
	v_add_u32_e32 v20, 0x240, v2
	v_lshlrev_b64 v[32:33], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v38, vcc, s2, v32
	v_addc_co_u32_e32 v39, vcc, v20, v33, vcc
	v_add_u32_e32 v20, 0x280, v2
	v_lshlrev_b64 v[30:31], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v40, vcc, s2, v30
	v_addc_co_u32_e32 v41, vcc, v20, v31, vcc
	v_add_u32_e32 v20, 0x2c0, v2
	v_lshlrev_b64 v[28:29], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v42, vcc, s2, v28
	v_addc_co_u32_e32 v43, vcc, v20, v29, vcc
	v_add_u32_e32 v20, 0x300, v2
	v_lshlrev_b64 v[26:27], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v44, vcc, s2, v26
	v_addc_co_u32_e32 v45, vcc, v20, v27, vcc
	v_add_u32_e32 v20, 0x340, v2
	v_lshlrev_b64 v[24:25], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v46, vcc, s2, v24
	v_addc_co_u32_e32 v47, vcc, v20, v25, vcc
	v_add_u32_e32 v20, 0x380, v2
	v_lshlrev_b64 v[22:23], 2, v[20:21]
	v_mov_b32_e32 v20, s3
	v_add_co_u32_e32 v48, vcc, s2, v22
	v_addc_co_u32_e32 v49, vcc, v20, v23, vcc
	v_add_u32_e32 v20, 0x3c0, v2
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_mov_b32_e32 v51, s3
	v_add_co_u32_e32 v50, vcc, s2, v20
	v_addc_co_u32_e32 v51, vcc, v51, v21, vcc
	global_load_dword v117, v[36:37], off
	global_load_dword v116, v[38:39], off
	global_load_dword v107, v[40:41], off
	global_load_dword v106, v[42:43], off
	global_load_dword v97, v[44:45], off
	global_load_dword v96, v[46:47], off
                                        ; kill: killed $vgpr36 killed $vgpr37
                                        ; kill: killed $vgpr38 killed $vgpr39
                                        ; kill: killed $vgpr40 killed $vgpr41
                                        ; kill: killed $vgpr42 killed $vgpr43
                                        ; kill: killed $vgpr44 killed $vgpr45
                                        ; kill: killed $vgpr46 killed $vgpr47
	global_load_dword v71, v[48:49], off
	global_load_dword v70, v[50:51], off
	v_add_u32_e32 v36, 0x400, v2
	v_mov_b32_e32 v37, v3
	v_lshlrev_b64 v[80:81], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v38, vcc, s2, v80
	v_addc_co_u32_e32 v39, vcc, v36, v81, vcc
	v_add_u32_e32 v36, 0x440, v2
	v_lshlrev_b64 v[72:73], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v42, vcc, s2, v72
	v_addc_co_u32_e32 v43, vcc, v36, v73, vcc
	v_add_u32_e32 v36, 0x480, v2
	v_lshlrev_b64 v[64:65], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v46, vcc, s2, v64
	v_addc_co_u32_e32 v47, vcc, v36, v65, vcc
	v_add_u32_e32 v36, 0x4c0, v2
	v_lshlrev_b64 v[58:59], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v48, vcc, s2, v58
	v_addc_co_u32_e32 v49, vcc, v36, v59, vcc
	v_add_u32_e32 v36, 0x500, v2
	v_lshlrev_b64 v[50:51], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v52, vcc, s2, v50
	v_addc_co_u32_e32 v53, vcc, v36, v51, vcc
	v_add_u32_e32 v36, 0x540, v2
	v_lshlrev_b64 v[44:45], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v54, vcc, s2, v44
	v_addc_co_u32_e32 v55, vcc, v36, v45, vcc
	v_add_u32_e32 v36, 0x580, v2
	v_lshlrev_b64 v[40:41], 2, v[36:37]
	v_mov_b32_e32 v36, s3
	v_add_co_u32_e32 v60, vcc, s2, v40
	v_addc_co_u32_e32 v61, vcc, v36, v41, vcc
	v_add_u32_e32 v36, 0x5c0, v2
	v_lshlrev_b64 v[36:37], 2, v[36:37]
	v_mov_b32_e32 v63, s3
	v_add_co_u32_e32 v62, vcc, s2, v36
	v_addc_co_u32_e32 v63, vcc, v63, v37, vcc
	global_load_dword v121, v[38:39], off
	global_load_dword v120, v[42:43], off
	global_load_dword v115, v[46:47], off
	global_load_dword v114, v[48:49], off
	global_load_dword v105, v[52:53], off
	global_load_dword v104, v[54:55], off
	global_load_dword v95, v[60:61], off
	global_load_dword v94, v[62:63], off
	v_add_u32_e32 v38, 0x600, v2
	v_mov_b32_e32 v39, v3
	v_lshlrev_b64 v[82:83], 2, v[38:39]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v48, vcc, s2, v82
	v_addc_co_u32_e32 v49, vcc, v38, v83, vcc
	v_add_u32_e32 v38, 0x640, v2
	v_lshlrev_b64 v[74:75], 2, v[38:39]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v54, vcc, s2, v74
	v_addc_co_u32_e32 v55, vcc, v38, v75, vcc
	v_add_u32_e32 v38, 0x680, v2
	v_lshlrev_b64 v[66:67], 2, v[38:39]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v62, vcc, s2, v66
	v_addc_co_u32_e32 v63, vcc, v38, v67, vcc
	v_add_u32_e32 v38, 0x6c0, v2
	v_lshlrev_b64 v[60:61], 2, v[38:39]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v68, vcc, s2, v60
	v_addc_co_u32_e32 v69, vcc, v38, v61, vcc
	v_add_u32_e32 v38, 0x700, v2
	v_lshlrev_b64 v[52:53], 2, v[38:39]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v76, vcc, s2, v52
	v_addc_co_u32_e32 v77, vcc, v38, v53, vcc
	v_add_u32_e32 v38, 0x740, v2
	v_lshlrev_b64 v[46:47], 2, v[38:39]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v78, vcc, s2, v46
	v_addc_co_u32_e32 v79, vcc, v38, v47, vcc
	v_add_u32_e32 v38, 0x780, v2
	v_lshlrev_b64 v[42:43], 2, v[38:39]
	v_mov_b32_e32 v38, s3
	v_add_co_u32_e32 v84, vcc, s2, v42
	v_addc_co_u32_e32 v85, vcc, v38, v43, vcc
	v_add_u32_e32 v38, 0x7c0, v2
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_mov_b32_e32 v87, s3
	v_add_co_u32_e32 v86, vcc, s2, v38
	v_addc_co_u32_e32 v87, vcc, v87, v39, vcc
	global_load_dword v119, v[48:49], off
	global_load_dword v118, v[54:55], off
	global_load_dword v113, v[62:63], off
	global_load_dword v112, v[68:69], off
	global_load_dword v103, v[76:77], off
	global_load_dword v102, v[78:79], off
	global_load_dword v93, v[84:85], off
	global_load_dword v92, v[86:87], off
	v_add_u32_e32 v48, 0x800, v2
	v_mov_b32_e32 v49, v3
	v_lshlrev_b64 v[84:85], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v78, vcc, s2, v84
	v_addc_co_u32_e32 v79, vcc, v48, v85, vcc
	v_add_u32_e32 v48, 0x840, v2
	v_lshlrev_b64 v[76:77], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v86, vcc, s2, v76
	v_addc_co_u32_e32 v87, vcc, v48, v77, vcc
	v_add_u32_e32 v48, 0x880, v2
	v_lshlrev_b64 v[68:69], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v88, vcc, s2, v68
	v_addc_co_u32_e32 v89, vcc, v48, v69, vcc
	v_add_u32_e32 v48, 0x8c0, v2
	v_lshlrev_b64 v[62:63], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v90, vcc, s2, v62
	v_addc_co_u32_e32 v91, vcc, v48, v63, vcc
	v_add_u32_e32 v48, 0x900, v2
	v_lshlrev_b64 v[54:55], 2, v[48:49]
	v_mov_b32_e32 v48, s3
	v_add_co_u32_e32 v122, vcc, s2, v54
	v_addc_co_u32_e32 v123, vcc, v48, v55, vcc
	v_add_u32_e32 v48, 0x940, v2
	v_lshlrev_b64 v[48:49], 2, v[48:49]
	v_mov_b32_e32 v100, s3
	v_add_co_u32_e32 v124, vcc, s2, v48
	v_addc_co_u32_e32 v125, vcc, v100, v49, vcc
	global_load_dword v111, v[78:79], off
	global_load_dword v110, v[86:87], off
	global_load_dword v101, v[88:89], off
	global_load_dword v100, v[90:91], off
	s_nop 0
	global_load_dword v91, v[122:123], off
	global_load_dword v90, v[124:125], off
	v_add_u32_e32 v78, 0x980, v2
	v_mov_b32_e32 v79, v3
	v_lshlrev_b64 v[86:87], 2, v[78:79]
	v_mov_b32_e32 v78, s3
	v_add_co_u32_e32 v88, vcc, s2, v86
	v_addc_co_u32_e32 v89, vcc, v78, v87, vcc
	v_add_u32_e32 v78, 0x9c0, v2
	v_lshlrev_b64 v[78:79], 2, v[78:79]
	v_mov_b32_e32 v123, s3
	v_add_co_u32_e32 v122, vcc, s2, v78
	v_addc_co_u32_e32 v123, vcc, v123, v79, vcc
	global_load_dword v89, v[88:89], off
	s_nop 0
	global_load_dword v88, v[122:123], off
	s_cmp_eq_u32 s33, 0
	s_cbranch_scc1 .LBB4_3
; %bb.1:
	s_mov_b32 s4, 2.0
	s_mov_b32 s6, 4.0
	s_mov_b32 s8, 0x40c00000
	s_mov_b32 s10, 0x41000000
	s_mov_b32 s12, 0x41200000
	s_mov_b32 s14, 0x41400000
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s5, 1.0
	s_mov_b32 s7, 0x40400000
	s_mov_b32 s9, 0x40a00000
	s_mov_b32 s11, 0x40e00000
	s_mov_b32 s13, 0x41100000
	s_mov_b32 s15, 0x41300000
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
.LBB4_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[122:123], 2, v[2:3]
	v_mov_b32_e32 v124, s3
	v_add_co_u32_e32 v122, vcc, s2, v122
	v_addc_co_u32_e32 v123, vcc, v124, v123, vcc
	global_load_dword v122, v[122:123], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v2, 0x1000, v2
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[108:109], v[108:109], v[122:123], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[122:123], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[56:57], v[56:57], v[122:123], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[122:123], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[122:123], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[106:107], v[106:107], v[122:123], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[122:123], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[70:71], v[70:71], v[122:123], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[122:123], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[122:123], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[122:123], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[122:123], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[118:119], v[122:123], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[122:123], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[122:123], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[92:93], v[92:93], v[122:123], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[122:123], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[100:101], v[122:123], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[122:123], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[88:89], v[122:123], s[44:45] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB4_2
.LBB4_3:
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v109, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v16
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v108, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v14
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v99, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v12
	v_addc_co_u32_e32 v1, vcc, v1, v13, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v98, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v57, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v56, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v19, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v18, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v117, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v116, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v30
	v_addc_co_u32_e32 v1, vcc, v1, v31, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v107, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v28
	v_addc_co_u32_e32 v1, vcc, v1, v29, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v106, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v26
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v97, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v24
	v_addc_co_u32_e32 v1, vcc, v1, v25, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v96, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v22
	v_addc_co_u32_e32 v1, vcc, v1, v23, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v71, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v20
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v70, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v80
	v_addc_co_u32_e32 v1, vcc, v1, v81, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v121, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v72
	v_addc_co_u32_e32 v1, vcc, v1, v73, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v120, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v64
	v_addc_co_u32_e32 v1, vcc, v1, v65, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v115, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v58
	v_addc_co_u32_e32 v1, vcc, v1, v59, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v114, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v50
	v_addc_co_u32_e32 v1, vcc, v1, v51, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v105, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v104, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v95, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v36
	v_addc_co_u32_e32 v1, vcc, v1, v37, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v94, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v82
	v_addc_co_u32_e32 v1, vcc, v1, v83, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v119, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v74
	v_addc_co_u32_e32 v1, vcc, v1, v75, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v118, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v66
	v_addc_co_u32_e32 v1, vcc, v1, v67, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v113, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v60
	v_addc_co_u32_e32 v1, vcc, v1, v61, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v112, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v52
	v_addc_co_u32_e32 v1, vcc, v1, v53, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v103, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v46
	v_addc_co_u32_e32 v1, vcc, v1, v47, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v102, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v42
	v_addc_co_u32_e32 v1, vcc, v1, v43, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v93, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v38
	v_addc_co_u32_e32 v1, vcc, v1, v39, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v92, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v84
	v_addc_co_u32_e32 v1, vcc, v1, v85, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v111, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v76
	v_addc_co_u32_e32 v1, vcc, v1, v77, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v110, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v68
	v_addc_co_u32_e32 v1, vcc, v1, v69, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v101, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v62
	v_addc_co_u32_e32 v1, vcc, v1, v63, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v100, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v54
	v_addc_co_u32_e32 v1, vcc, v1, v55, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v91, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v48
	v_addc_co_u32_e32 v1, vcc, v1, v49, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v90, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v86
	v_addc_co_u32_e32 v1, vcc, v1, v87, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v89, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v78
	v_addc_co_u32_e32 v1, vcc, v1, v79, vcc
	s_waitcnt vmcnt(39)
	global_store_dword v[0:1], v88, off
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
		.amdhsa_next_free_vgpr 126
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 128
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
.Lfunc_end4:
	.size	vgpr_40, .Lfunc_end4-vgpr_40
                                        ; -- End function
	.set vgpr_40.num_vgpr, 126
	.set vgpr_40.num_agpr, 0
	.set vgpr_40.numbered_sgpr, 46
	.set vgpr_40.num_named_barrier, 0
	.set vgpr_40.private_seg_size, 0
	.set vgpr_40.uses_vcc, 1
	.set vgpr_40.uses_flat_scratch, 0
	.set vgpr_40.has_dyn_sized_stack, 0
	.set vgpr_40.has_recursion, 0
	.set vgpr_40.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2984
; TotalNumSgprs: 50
; NumVgprs: 126
; NumAgprs: 0
; TotalNumVgprs: 126
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 50
; NumVGPRsForWavesPerEU: 126
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_60                 ; -- Begin function vgpr_60
	.globl	vgpr_60
	.p2align	8
	.type	vgpr_60,@function
vgpr_60:                                ; @vgpr_60
; %bb.0:
	s_mov_b64 s[70:71], s[2:3]
	s_mov_b64 s[68:69], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s33, s[4:5], 0x10
	v_lshl_add_u32 v96, s6, 6, v0
	v_mov_b32_e32 v97, 0
	v_lshlrev_b64 v[86:87], 2, v[96:97]
	s_add_u32 s68, s68, s7
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v0, vcc, s2, v86
	v_mov_b32_e32 v1, s3
	v_add_u32_e32 v2, 64, v96
	v_mov_b32_e32 v3, v97
	s_addc_u32 s69, s69, 0
	v_addc_co_u32_e32 v1, vcc, v1, v87, vcc
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:4 ; 4-byte Folded Spill
	global_load_dword v1, v[0:1], off
	v_mov_b32_e32 v0, s3
	v_add_u32_e32 v8, 0xac0, v96
	v_mov_b32_e32 v9, v97
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_mov_b32_e32 v15, s3
	v_add_u32_e32 v16, 0xb40, v96
	v_mov_b32_e32 v17, v97
	v_lshlrev_b64 v[16:17], 2, v[16:17]
	v_mov_b32_e32 v23, s3
	v_add_u32_e32 v26, 0xbc0, v96
	v_mov_b32_e32 v27, v97
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_mov_b32_e32 v33, s3
	v_add_u32_e32 v34, 0xc40, v96
	v_mov_b32_e32 v35, v97
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_mov_b32_e32 v41, s3
	v_add_u32_e32 v44, 0xcc0, v96
	v_mov_b32_e32 v45, v97
	v_lshlrev_b64 v[44:45], 2, v[44:45]
	v_mov_b32_e32 v51, s3
	v_add_u32_e32 v52, 0xd40, v96
	v_mov_b32_e32 v53, v97
	v_lshlrev_b64 v[52:53], 2, v[52:53]
	v_mov_b32_e32 v59, s3
	v_add_u32_e32 v62, 0xdc0, v96
	v_mov_b32_e32 v63, v97
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_mov_b32_e32 v69, s3
	v_add_u32_e32 v70, 0xe40, v96
	v_mov_b32_e32 v71, v97
	v_lshlrev_b64 v[70:71], 2, v[70:71]
	v_mov_b32_e32 v77, s3
	v_add_u32_e32 v80, 0xec0, v96
	v_mov_b32_e32 v81, v97
	v_lshlrev_b64 v[80:81], 2, v[80:81]
	s_cmp_eq_u32 s33, 0
	v_addc_co_u32_e32 v3, vcc, v0, v5, vcc
	global_load_dword v0, v[2:3], off
	v_add_u32_e32 v2, 0x80, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:8 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:12 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v7, v[2:3], off
	v_add_u32_e32 v2, 0xc0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:20 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v6, v[2:3], off
	v_add_u32_e32 v2, 0x100, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:24 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:28 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v13, v[2:3], off
	v_add_u32_e32 v2, 0x140, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:36 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v12, v[2:3], off
	v_add_u32_e32 v2, 0x180, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:40 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:44 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v19, v[2:3], off
	v_add_u32_e32 v2, 0x1c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:52 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v18, v[2:3], off
	v_add_u32_e32 v2, 0x200, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:56 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v25, v[2:3], off
	v_add_u32_e32 v2, 0x240, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v24, v[2:3], off
	v_add_u32_e32 v2, 0x280, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:72 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v31, v[2:3], off
	v_add_u32_e32 v2, 0x2c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v30, v[2:3], off
	v_add_u32_e32 v2, 0x300, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:88 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v37, v[2:3], off
	v_add_u32_e32 v2, 0x340, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:96 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:100 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v36, v[2:3], off
	v_add_u32_e32 v2, 0x380, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:104 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:108 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v43, v[2:3], off
	v_add_u32_e32 v2, 0x3c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:112 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:116 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v42, v[2:3], off
	v_add_u32_e32 v2, 0x400, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:120 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v49, v[2:3], off
	v_add_u32_e32 v2, 0x440, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:128 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:132 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v48, v[2:3], off
	v_add_u32_e32 v2, 0x480, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:136 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:140 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v55, v[2:3], off
	v_add_u32_e32 v2, 0x4c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:144 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:148 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v54, v[2:3], off
	v_add_u32_e32 v2, 0x500, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:152 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:156 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v61, v[2:3], off
	v_add_u32_e32 v2, 0x540, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:160 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:164 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v60, v[2:3], off
	v_add_u32_e32 v2, 0x580, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:168 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:172 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v67, v[2:3], off
	v_add_u32_e32 v2, 0x5c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:176 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:180 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v66, v[2:3], off
	v_add_u32_e32 v2, 0x600, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:184 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:188 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v73, v[2:3], off
	v_add_u32_e32 v2, 0x640, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:192 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:196 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v72, v[2:3], off
	v_add_u32_e32 v2, 0x680, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:200 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:204 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v79, v[2:3], off
	v_add_u32_e32 v2, 0x6c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:208 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:212 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v78, v[2:3], off
	v_add_u32_e32 v2, 0x700, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[68:71], 0 offset:216 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[68:71], 0 offset:220 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v85, v[2:3], off
	v_add_u32_e32 v2, 0x740, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[88:89], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v88
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v89, vcc
	global_load_dword v84, v[2:3], off
	v_add_u32_e32 v2, 0x780, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[92:93], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v92
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v93, vcc
	global_load_dword v91, v[2:3], off
	v_add_u32_e32 v2, 0x7c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[94:95], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v94
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v95, vcc
	global_load_dword v90, v[2:3], off
	v_add_u32_e32 v2, 0x800, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[100:101], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v100
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v101, vcc
	global_load_dword v99, v[2:3], off
	v_add_u32_e32 v2, 0x840, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[102:103], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v102
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v103, vcc
	global_load_dword v98, v[2:3], off
	v_add_u32_e32 v2, 0x880, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[106:107], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v106
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v107, vcc
	global_load_dword v105, v[2:3], off
	v_add_u32_e32 v2, 0x8c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[108:109], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v108
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v109, vcc
	global_load_dword v104, v[2:3], off
	v_add_u32_e32 v2, 0x900, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[112:113], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v112
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v113, vcc
	global_load_dword v111, v[2:3], off
	v_add_u32_e32 v2, 0x940, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[114:115], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v114
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v115, vcc
	global_load_dword v110, v[2:3], off
	v_add_u32_e32 v2, 0x980, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[116:117], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v116
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v117, vcc
	global_load_dword v119, v[2:3], off
	v_add_u32_e32 v2, 0x9c0, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[120:121], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v120
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v121, vcc
	global_load_dword v118, v[2:3], off
	v_add_u32_e32 v2, 0xa00, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[122:123], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v122
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v123, vcc
	global_load_dword v125, v[2:3], off
	v_add_u32_e32 v2, 0xa40, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[126:127], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v126
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v127, vcc
	global_load_dword v124, v[2:3], off
	v_add_u32_e32 v2, 0xa80, v96
	v_mov_b32_e32 v3, v97
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32_e32 v4, vcc, s2, v2
	v_mov_b32_e32 v5, s3
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	global_load_dword v5, v[4:5], off
	v_add_co_u32_e32 v10, vcc, s2, v8
	v_mov_b32_e32 v4, s3
	v_addc_co_u32_e32 v11, vcc, v4, v9, vcc
	global_load_dword v4, v[10:11], off
	v_add_u32_e32 v10, 0xb00, v96
	v_mov_b32_e32 v11, v97
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v14, vcc, s2, v10
	v_addc_co_u32_e32 v15, vcc, v15, v11, vcc
	global_load_dword v15, v[14:15], off
	v_add_co_u32_e32 v20, vcc, s2, v16
	v_mov_b32_e32 v14, s3
	v_addc_co_u32_e32 v21, vcc, v14, v17, vcc
	global_load_dword v14, v[20:21], off
	v_add_u32_e32 v20, 0xb80, v96
	v_mov_b32_e32 v21, v97
	v_lshlrev_b64 v[20:21], 2, v[20:21]
	v_add_co_u32_e32 v22, vcc, s2, v20
	v_addc_co_u32_e32 v23, vcc, v23, v21, vcc
	global_load_dword v23, v[22:23], off
	v_add_co_u32_e32 v28, vcc, s2, v26
	v_mov_b32_e32 v22, s3
	v_addc_co_u32_e32 v29, vcc, v22, v27, vcc
	global_load_dword v22, v[28:29], off
	v_add_u32_e32 v28, 0xc00, v96
	v_mov_b32_e32 v29, v97
	v_lshlrev_b64 v[28:29], 2, v[28:29]
	v_add_co_u32_e32 v32, vcc, s2, v28
	v_addc_co_u32_e32 v33, vcc, v33, v29, vcc
	global_load_dword v33, v[32:33], off
	v_add_co_u32_e32 v38, vcc, s2, v34
	v_mov_b32_e32 v32, s3
	v_addc_co_u32_e32 v39, vcc, v32, v35, vcc
	global_load_dword v32, v[38:39], off
	v_add_u32_e32 v38, 0xc80, v96
	v_mov_b32_e32 v39, v97
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32_e32 v40, vcc, s2, v38
	v_addc_co_u32_e32 v41, vcc, v41, v39, vcc
	global_load_dword v41, v[40:41], off
	v_add_co_u32_e32 v46, vcc, s2, v44
	v_mov_b32_e32 v40, s3
	v_addc_co_u32_e32 v47, vcc, v40, v45, vcc
	global_load_dword v40, v[46:47], off
	v_add_u32_e32 v46, 0xd00, v96
	v_mov_b32_e32 v47, v97
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32_e32 v50, vcc, s2, v46
	v_addc_co_u32_e32 v51, vcc, v51, v47, vcc
	global_load_dword v51, v[50:51], off
	v_add_co_u32_e32 v56, vcc, s2, v52
	v_mov_b32_e32 v50, s3
	v_addc_co_u32_e32 v57, vcc, v50, v53, vcc
	global_load_dword v50, v[56:57], off
	v_add_u32_e32 v56, 0xd80, v96
	v_mov_b32_e32 v57, v97
	v_lshlrev_b64 v[56:57], 2, v[56:57]
	v_add_co_u32_e32 v58, vcc, s2, v56
	v_addc_co_u32_e32 v59, vcc, v59, v57, vcc
	global_load_dword v59, v[58:59], off
	v_add_co_u32_e32 v64, vcc, s2, v62
	v_mov_b32_e32 v58, s3
	v_addc_co_u32_e32 v65, vcc, v58, v63, vcc
	global_load_dword v58, v[64:65], off
	v_add_u32_e32 v64, 0xe00, v96
	v_mov_b32_e32 v65, v97
	v_lshlrev_b64 v[64:65], 2, v[64:65]
	v_add_co_u32_e32 v68, vcc, s2, v64
	v_addc_co_u32_e32 v69, vcc, v69, v65, vcc
	global_load_dword v69, v[68:69], off
	v_add_co_u32_e32 v74, vcc, s2, v70
	v_mov_b32_e32 v68, s3
	v_addc_co_u32_e32 v75, vcc, v68, v71, vcc
	global_load_dword v68, v[74:75], off
	v_add_u32_e32 v74, 0xe80, v96
	v_mov_b32_e32 v75, v97
	v_lshlrev_b64 v[74:75], 2, v[74:75]
	v_add_co_u32_e32 v76, vcc, s2, v74
	v_addc_co_u32_e32 v77, vcc, v77, v75, vcc
	global_load_dword v77, v[76:77], off
	v_add_co_u32_e32 v82, vcc, s2, v80
	v_mov_b32_e32 v76, s3
	v_addc_co_u32_e32 v83, vcc, v76, v81, vcc
	global_load_dword v76, v[82:83], off
	s_cbranch_scc1 .LBB5_4
; %bb.1:
	s_mov_b32 s4, 2.0
	s_mov_b32 s6, 4.0
	s_mov_b32 s8, 0x40c00000
	s_mov_b32 s10, 0x41000000
	s_mov_b32 s12, 0x41200000
	s_mov_b32 s14, 0x41400000
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s46, 0x42280000
	s_mov_b32 s48, 0x42300000
	s_mov_b32 s50, 0x42380000
	s_mov_b32 s52, 0x42400000
	s_mov_b32 s54, 0x42480000
	s_mov_b32 s56, 0x42500000
	s_mov_b32 s58, 0x42580000
	s_mov_b32 s60, 0x42600000
	s_mov_b32 s62, 0x42680000
	s_mov_b32 s64, 0x42700000
	s_mov_b32 s5, 1.0
	s_mov_b32 s7, 0x40400000
	s_mov_b32 s9, 0x40a00000
	s_mov_b32 s11, 0x40e00000
	s_mov_b32 s13, 0x41100000
	s_mov_b32 s15, 0x41300000
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
	s_mov_b32 s47, 0x42240000
	s_mov_b32 s49, 0x422c0000
	s_mov_b32 s51, 0x42340000
	s_mov_b32 s53, 0x423c0000
	s_mov_b32 s55, 0x42440000
	s_mov_b32 s57, 0x424c0000
	s_mov_b32 s59, 0x42540000
	s_mov_b32 s61, 0x425c0000
	s_mov_b32 s63, 0x42640000
	s_mov_b32 s65, 0x426c0000
	buffer_store_dword v86, off, s[68:71], 0 offset:224 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v87, off, s[68:71], 0 offset:228 ; 4-byte Folded Spill
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[82:83], 2, v[96:97]
	v_mov_b32_e32 v86, s3
	v_add_co_u32_e32 v82, vcc, s2, v82
	v_addc_co_u32_e32 v83, vcc, v86, v83, vcc
	global_load_dword v82, v[82:83], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v96, 0x1000, v96
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[0:1], v[82:83], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[82:83], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[82:83], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[82:83], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], v[82:83], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[82:83], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[82:83], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[82:83], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[82:83], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[82:83], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[60:61], v[82:83], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[82:83], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[82:83], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[78:79], v[82:83], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[82:83], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[82:83], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[98:99], v[98:99], v[82:83], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[82:83], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[110:111], v[110:111], v[82:83], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[118:119], v[118:119], v[82:83], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[124:125], v[124:125], v[82:83], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[4:5], v[82:83], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[14:15], v[14:15], v[82:83], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[82:83], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[32:33], v[32:33], v[82:83], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[40:41], v[40:41], v[82:83], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[82:83], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[82:83], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[82:83], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[82:83], s[64:65] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB5_2
; %bb.3:
	buffer_load_dword v86, off, s[68:71], 0 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v87, off, s[68:71], 0 offset:228 ; 4-byte Folded Reload
.LBB5_4:
	v_mov_b32_e32 v83, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v82, vcc, s0, v86
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v83, vcc, v83, v87, vcc
	buffer_load_dword v86, off, s[68:71], 0 ; 4-byte Folded Reload
	buffer_load_dword v87, off, s[68:71], 0 offset:4 ; 4-byte Folded Reload
	v_mov_b32_e32 v97, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v96, vcc, s0, v86
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v97, vcc, v97, v87, vcc
	global_store_dword v[82:83], v1, off
	global_store_dword v[96:97], v0, off
	buffer_load_dword v82, off, s[68:71], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v83, off, s[68:71], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v86, off, s[68:71], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v87, off, s[68:71], 0 offset:20 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v82
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v83, vcc
	v_mov_b32_e32 v83, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v82, vcc, s0, v86
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v83, vcc, v83, v87, vcc
	global_store_dword v[0:1], v7, off
	global_store_dword v[82:83], v6, off
	buffer_load_dword v6, off, s[68:71], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v82, off, s[68:71], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v83, off, s[68:71], 0 offset:36 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v82
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v83, vcc
	global_store_dword v[0:1], v13, off
	global_store_dword v[6:7], v12, off
	buffer_load_dword v6, off, s[68:71], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[68:71], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[68:71], 0 offset:52 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v19, off
	global_store_dword v[6:7], v18, off
	buffer_load_dword v6, off, s[68:71], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[68:71], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[68:71], 0 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v25, off
	global_store_dword v[6:7], v24, off
	buffer_load_dword v6, off, s[68:71], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[68:71], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[68:71], 0 offset:84 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v31, off
	global_store_dword v[6:7], v30, off
	buffer_load_dword v6, off, s[68:71], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[68:71], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[68:71], 0 offset:100 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v37, off
	global_store_dword v[6:7], v36, off
	buffer_load_dword v6, off, s[68:71], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[68:71], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[68:71], 0 offset:116 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v43, off
	global_store_dword v[6:7], v42, off
	buffer_load_dword v6, off, s[68:71], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[68:71], 0 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[68:71], 0 offset:132 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v49, off
	global_store_dword v[6:7], v48, off
	buffer_load_dword v6, off, s[68:71], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[68:71], 0 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[68:71], 0 offset:148 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v55, off
	global_store_dword v[6:7], v54, off
	buffer_load_dword v6, off, s[68:71], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[68:71], 0 offset:156 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:164 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v61, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:168 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:172 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v60, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:180 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v67, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:184 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:188 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v66, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:196 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v73, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:200 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:204 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v72, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:212 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v79, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[68:71], 0 offset:216 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[68:71], 0 offset:220 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v78, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_store_dword v[0:1], v85, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v88
	v_addc_co_u32_e32 v1, vcc, v1, v89, vcc
	global_store_dword v[0:1], v84, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v92
	v_addc_co_u32_e32 v1, vcc, v1, v93, vcc
	global_store_dword v[0:1], v91, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v94
	v_addc_co_u32_e32 v1, vcc, v1, v95, vcc
	global_store_dword v[0:1], v90, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v100
	v_addc_co_u32_e32 v1, vcc, v1, v101, vcc
	global_store_dword v[0:1], v99, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v102
	v_addc_co_u32_e32 v1, vcc, v1, v103, vcc
	global_store_dword v[0:1], v98, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v106
	v_addc_co_u32_e32 v1, vcc, v1, v107, vcc
	global_store_dword v[0:1], v105, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v108
	v_addc_co_u32_e32 v1, vcc, v1, v109, vcc
	global_store_dword v[0:1], v104, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v112
	v_addc_co_u32_e32 v1, vcc, v1, v113, vcc
	global_store_dword v[0:1], v111, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v114
	v_addc_co_u32_e32 v1, vcc, v1, v115, vcc
	global_store_dword v[0:1], v110, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v116
	v_addc_co_u32_e32 v1, vcc, v1, v117, vcc
	global_store_dword v[0:1], v119, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v120
	v_addc_co_u32_e32 v1, vcc, v1, v121, vcc
	global_store_dword v[0:1], v118, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v122
	v_addc_co_u32_e32 v1, vcc, v1, v123, vcc
	global_store_dword v[0:1], v125, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v126
	v_addc_co_u32_e32 v1, vcc, v1, v127, vcc
	global_store_dword v[0:1], v124, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v2
	v_addc_co_u32_e32 v1, vcc, v1, v3, vcc
	global_store_dword v[0:1], v5, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_store_dword v[0:1], v4, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	global_store_dword v[0:1], v15, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v16
	v_addc_co_u32_e32 v1, vcc, v1, v17, vcc
	global_store_dword v[0:1], v14, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v20
	v_addc_co_u32_e32 v1, vcc, v1, v21, vcc
	global_store_dword v[0:1], v23, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v26
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	global_store_dword v[0:1], v22, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v28
	v_addc_co_u32_e32 v1, vcc, v1, v29, vcc
	global_store_dword v[0:1], v33, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v34
	v_addc_co_u32_e32 v1, vcc, v1, v35, vcc
	global_store_dword v[0:1], v32, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v38
	v_addc_co_u32_e32 v1, vcc, v1, v39, vcc
	global_store_dword v[0:1], v41, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dword v[0:1], v40, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v46
	v_addc_co_u32_e32 v1, vcc, v1, v47, vcc
	global_store_dword v[0:1], v51, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v52
	v_addc_co_u32_e32 v1, vcc, v1, v53, vcc
	global_store_dword v[0:1], v50, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v56
	v_addc_co_u32_e32 v1, vcc, v1, v57, vcc
	global_store_dword v[0:1], v59, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v62
	v_addc_co_u32_e32 v1, vcc, v1, v63, vcc
	global_store_dword v[0:1], v58, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v64
	v_addc_co_u32_e32 v1, vcc, v1, v65, vcc
	global_store_dword v[0:1], v69, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v70
	v_addc_co_u32_e32 v1, vcc, v1, v71, vcc
	global_store_dword v[0:1], v68, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v74
	v_addc_co_u32_e32 v1, vcc, v1, v75, vcc
	global_store_dword v[0:1], v77, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v80
	v_addc_co_u32_e32 v1, vcc, v1, v81, vcc
	global_store_dword v[0:1], v76, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_60
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 236
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 128
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
.Lfunc_end5:
	.size	vgpr_60, .Lfunc_end5-vgpr_60
                                        ; -- End function
	.set vgpr_60.num_vgpr, 128
	.set vgpr_60.num_agpr, 0
	.set vgpr_60.numbered_sgpr, 72
	.set vgpr_60.num_named_barrier, 0
	.set vgpr_60.private_seg_size, 236
	.set vgpr_60.uses_vcc, 1
	.set vgpr_60.uses_flat_scratch, 0
	.set vgpr_60.has_dyn_sized_stack, 0
	.set vgpr_60.has_recursion, 0
	.set vgpr_60.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5752
; TotalNumSgprs: 76
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 236
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 9
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 76
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	vgpr_90                 ; -- Begin function vgpr_90
	.globl	vgpr_90
	.p2align	8
	.type	vgpr_90,@function
vgpr_90:                                ; @vgpr_90
; %bb.0:
	s_mov_b64 s[98:99], s[2:3]
	s_mov_b64 s[96:97], s[0:1]
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s33, s[4:5], 0x10
	v_lshl_add_u32 v16, s6, 6, v0
	v_mov_b32_e32 v17, 0
	v_lshlrev_b64 v[26:27], 2, v[16:17]
	s_add_u32 s96, s96, s7
	s_waitcnt lgkmcnt(0)
	v_add_co_u32_e32 v0, vcc, s2, v26
	v_mov_b32_e32 v1, s3
	v_add_u32_e32 v2, 64, v16
	v_mov_b32_e32 v3, v17
	s_addc_u32 s97, s97, 0
	v_addc_co_u32_e32 v1, vcc, v1, v27, vcc
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:4 ; 4-byte Folded Spill
	global_load_dword v1, v[0:1], off
	v_mov_b32_e32 v0, s3
	s_cmp_eq_u32 s33, 0
	v_addc_co_u32_e32 v3, vcc, v0, v5, vcc
	global_load_dword v0, v[2:3], off
	v_add_u32_e32 v2, 0x80, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:8 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:12 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v7, v[2:3], off
	v_add_u32_e32 v2, 0xc0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:16 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:20 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v6, v[2:3], off
	v_add_u32_e32 v2, 0x100, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:24 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:28 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v13, v[2:3], off
	v_add_u32_e32 v2, 0x140, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:32 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:36 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v12, v[2:3], off
	v_add_u32_e32 v2, 0x180, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:40 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:44 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v19, v[2:3], off
	v_add_u32_e32 v2, 0x1c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:48 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:52 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v18, v[2:3], off
	v_add_u32_e32 v2, 0x200, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:56 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:60 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v25, v[2:3], off
	v_add_u32_e32 v2, 0x240, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:64 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:68 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v24, v[2:3], off
	v_add_u32_e32 v2, 0x280, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:72 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:76 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v31, v[2:3], off
	v_add_u32_e32 v2, 0x2c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:80 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:84 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v30, v[2:3], off
	v_add_u32_e32 v2, 0x300, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:88 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:92 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v37, v[2:3], off
	v_add_u32_e32 v2, 0x340, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:96 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:100 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v36, v[2:3], off
	v_add_u32_e32 v2, 0x380, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:104 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:108 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v43, v[2:3], off
	v_add_u32_e32 v2, 0x3c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:112 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:116 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v42, v[2:3], off
	v_add_u32_e32 v2, 0x400, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:120 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:124 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v49, v[2:3], off
	v_add_u32_e32 v2, 0x440, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:128 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:132 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v48, v[2:3], off
	v_add_u32_e32 v2, 0x480, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:136 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:140 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v55, v[2:3], off
	v_add_u32_e32 v2, 0x4c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:144 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:148 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v54, v[2:3], off
	v_add_u32_e32 v2, 0x500, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:152 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:156 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v61, v[2:3], off
	v_add_u32_e32 v2, 0x540, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:160 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:164 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v60, v[2:3], off
	v_add_u32_e32 v2, 0x580, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:168 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:172 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v67, v[2:3], off
	v_add_u32_e32 v2, 0x5c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:176 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:180 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v66, v[2:3], off
	v_add_u32_e32 v2, 0x600, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:184 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:188 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v73, v[2:3], off
	v_add_u32_e32 v2, 0x640, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:192 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:196 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v72, v[2:3], off
	v_add_u32_e32 v2, 0x680, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:200 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:204 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v79, v[2:3], off
	v_add_u32_e32 v2, 0x6c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:208 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:212 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v78, v[2:3], off
	v_add_u32_e32 v2, 0x700, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:216 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:220 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v85, v[2:3], off
	v_add_u32_e32 v2, 0x740, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:224 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:228 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v84, v[2:3], off
	v_add_u32_e32 v2, 0x780, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:232 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:236 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v91, v[2:3], off
	v_add_u32_e32 v2, 0x7c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:240 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:244 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v90, v[2:3], off
	v_add_u32_e32 v2, 0x800, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:248 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:252 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v97, v[2:3], off
	v_add_u32_e32 v2, 0x840, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:256 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:260 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v96, v[2:3], off
	v_add_u32_e32 v2, 0x880, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:264 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:268 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v103, v[2:3], off
	v_add_u32_e32 v2, 0x8c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:272 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:276 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v102, v[2:3], off
	v_add_u32_e32 v2, 0x900, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:280 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:284 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v109, v[2:3], off
	v_add_u32_e32 v2, 0x940, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:288 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:292 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v108, v[2:3], off
	v_add_u32_e32 v2, 0x980, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:296 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:300 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v115, v[2:3], off
	v_add_u32_e32 v2, 0x9c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:304 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:308 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v114, v[2:3], off
	v_add_u32_e32 v2, 0xa00, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:312 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:316 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v121, v[2:3], off
	v_add_u32_e32 v2, 0xa40, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:320 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:324 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v120, v[2:3], off
	v_add_u32_e32 v2, 0xa80, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:328 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:332 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v127, v[2:3], off
	v_add_u32_e32 v2, 0xac0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:336 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:340 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v126, v[2:3], off
	v_add_u32_e32 v2, 0xb00, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:344 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:348 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v9, v[2:3], off
	v_add_u32_e32 v2, 0xb40, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:352 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:356 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v8, v[2:3], off
	v_add_u32_e32 v2, 0xb80, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:360 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:364 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v21, v[2:3], off
	v_add_u32_e32 v2, 0xbc0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:368 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:372 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v20, v[2:3], off
	v_add_u32_e32 v2, 0xc00, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:376 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:380 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v29, v[2:3], off
	v_add_u32_e32 v2, 0xc40, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:384 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:388 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v28, v[2:3], off
	v_add_u32_e32 v2, 0xc80, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:392 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:396 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v39, v[2:3], off
	v_add_u32_e32 v2, 0xcc0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:400 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:404 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v38, v[2:3], off
	v_add_u32_e32 v2, 0xd00, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:408 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:412 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v51, v[2:3], off
	v_add_u32_e32 v2, 0xd40, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:416 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:420 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v50, v[2:3], off
	v_add_u32_e32 v2, 0xd80, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:424 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:428 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v59, v[2:3], off
	v_add_u32_e32 v2, 0xdc0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:432 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:436 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v58, v[2:3], off
	v_add_u32_e32 v2, 0xe00, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:440 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:444 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v69, v[2:3], off
	v_add_u32_e32 v2, 0xe40, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:448 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:452 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v68, v[2:3], off
	v_add_u32_e32 v2, 0xe80, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:456 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:460 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v77, v[2:3], off
	v_add_u32_e32 v2, 0xec0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:464 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:468 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v76, v[2:3], off
	v_add_u32_e32 v2, 0xf00, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:472 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:476 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v87, v[2:3], off
	v_add_u32_e32 v2, 0xf40, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:480 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:484 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v86, v[2:3], off
	v_add_u32_e32 v2, 0xf80, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:488 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:492 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v95, v[2:3], off
	v_add_u32_e32 v2, 0xfc0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:496 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:500 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v94, v[2:3], off
	v_add_u32_e32 v2, 0x1000, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:504 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:508 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v105, v[2:3], off
	v_add_u32_e32 v2, 0x1040, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:512 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:516 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v104, v[2:3], off
	v_add_u32_e32 v2, 0x1080, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:520 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:524 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v113, v[2:3], off
	v_add_u32_e32 v2, 0x10c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:528 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:532 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v112, v[2:3], off
	v_add_u32_e32 v2, 0x1100, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:536 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:540 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v123, v[2:3], off
	v_add_u32_e32 v2, 0x1140, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:544 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:548 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v122, v[2:3], off
	v_add_u32_e32 v2, 0x1180, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[4:5], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v4
	buffer_store_dword v4, off, s[96:99], 0 offset:552 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v5, off, s[96:99], 0 offset:556 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v5, vcc
	global_load_dword v5, v[2:3], off
	v_add_u32_e32 v2, 0x11c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v10
	buffer_store_dword v10, off, s[96:99], 0 offset:560 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v11, off, s[96:99], 0 offset:564 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v11, vcc
	global_load_dword v4, v[2:3], off
	v_add_u32_e32 v2, 0x1200, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v10
	buffer_store_dword v10, off, s[96:99], 0 offset:568 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v11, off, s[96:99], 0 offset:572 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v11, vcc
	global_load_dword v23, v[2:3], off
	v_add_u32_e32 v2, 0x1240, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[10:11], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v10
	buffer_store_dword v10, off, s[96:99], 0 offset:576 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v11, off, s[96:99], 0 offset:580 ; 4-byte Folded Spill
	v_mov_b32_e32 v3, s3
	v_add_u32_e32 v10, 0x1640, v16
	v_addc_co_u32_e32 v3, vcc, v3, v11, vcc
	global_load_dword v22, v[2:3], off
	v_add_u32_e32 v2, 0x1280, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[32:33], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v32
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v33, vcc
	global_load_dword v35, v[2:3], off
	v_add_u32_e32 v2, 0x12c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[40:41], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v40
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v41, vcc
	global_load_dword v34, v[2:3], off
	v_add_u32_e32 v2, 0x1300, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[44:45], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v44
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v45, vcc
	global_load_dword v47, v[2:3], off
	v_add_u32_e32 v2, 0x1340, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[52:53], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v52
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v53, vcc
	global_load_dword v46, v[2:3], off
	v_add_u32_e32 v2, 0x1380, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[56:57], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v56
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v57, vcc
	global_load_dword v63, v[2:3], off
	v_add_u32_e32 v2, 0x13c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[64:65], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v64
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v65, vcc
	global_load_dword v62, v[2:3], off
	v_add_u32_e32 v2, 0x1400, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[70:71], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v70
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v71, vcc
	global_load_dword v75, v[2:3], off
	v_add_u32_e32 v2, 0x1440, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[80:81], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v80
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v81, vcc
	global_load_dword v74, v[2:3], off
	v_add_u32_e32 v2, 0x1480, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[82:83], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v82
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v83, vcc
	global_load_dword v89, v[2:3], off
	v_add_u32_e32 v2, 0x14c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[92:93], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v92
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v93, vcc
	global_load_dword v88, v[2:3], off
	v_add_u32_e32 v2, 0x1500, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[98:99], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v98
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v99, vcc
	global_load_dword v101, v[2:3], off
	v_add_u32_e32 v2, 0x1540, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[106:107], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v106
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v107, vcc
	global_load_dword v100, v[2:3], off
	v_add_u32_e32 v2, 0x1580, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[110:111], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v110
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v111, vcc
	global_load_dword v117, v[2:3], off
	v_add_u32_e32 v2, 0x15c0, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[118:119], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v118
	v_mov_b32_e32 v3, s3
	v_addc_co_u32_e32 v3, vcc, v3, v119, vcc
	global_load_dword v116, v[2:3], off
	v_add_u32_e32 v2, 0x1600, v16
	v_mov_b32_e32 v3, v17
	v_lshlrev_b64 v[124:125], 2, v[2:3]
	v_add_co_u32_e32 v2, vcc, s2, v124
	v_mov_b32_e32 v3, s3
	v_mov_b32_e32 v11, v17
	v_addc_co_u32_e32 v3, vcc, v3, v125, vcc
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	global_load_dword v3, v[2:3], off
	v_add_co_u32_e32 v14, vcc, s2, v10
	v_mov_b32_e32 v2, s3
	v_addc_co_u32_e32 v15, vcc, v2, v11, vcc
	global_load_dword v2, v[14:15], off
	s_cbranch_scc1 .LBB6_4
; %bb.1:
	s_mov_b32 s4, 2.0
	s_mov_b32 s6, 4.0
	s_mov_b32 s8, 0x40c00000
	s_mov_b32 s10, 0x41000000
	s_mov_b32 s12, 0x41200000
	s_mov_b32 s14, 0x41400000
	s_mov_b32 s16, 0x41600000
	s_mov_b32 s18, 0x41800000
	s_mov_b32 s20, 0x41900000
	s_mov_b32 s22, 0x41a00000
	s_mov_b32 s24, 0x41b00000
	s_mov_b32 s26, 0x41c00000
	s_mov_b32 s28, 0x41d00000
	s_mov_b32 s30, 0x41e00000
	s_mov_b32 s34, 0x41f00000
	s_mov_b32 s36, 0x42000000
	s_mov_b32 s38, 0x42080000
	s_mov_b32 s40, 0x42100000
	s_mov_b32 s42, 0x42180000
	s_mov_b32 s44, 0x42200000
	s_mov_b32 s46, 0x42280000
	s_mov_b32 s48, 0x42300000
	s_mov_b32 s50, 0x42380000
	s_mov_b32 s52, 0x42400000
	s_mov_b32 s54, 0x42480000
	s_mov_b32 s56, 0x42500000
	s_mov_b32 s58, 0x42580000
	s_mov_b32 s60, 0x42600000
	s_mov_b32 s62, 0x42680000
	s_mov_b32 s64, 0x42700000
	s_mov_b32 s66, 0x42780000
	s_mov_b32 s68, 0x42800000
	s_mov_b32 s70, 0x42840000
	s_mov_b32 s72, 0x42880000
	s_mov_b32 s74, 0x428c0000
	s_mov_b32 s76, 0x42900000
	s_mov_b32 s78, 0x42940000
	s_mov_b32 s80, 0x42980000
	s_mov_b32 s82, 0x429c0000
	s_mov_b32 s84, 0x42a00000
	s_mov_b32 s86, 0x42a40000
	s_mov_b32 s88, 0x42a80000
	s_mov_b32 s90, 0x42ac0000
	s_mov_b32 s92, 0x42b00000
	s_mov_b32 s94, 0x42b40000
	s_mov_b32 s5, 1.0
	s_mov_b32 s7, 0x40400000
	s_mov_b32 s9, 0x40a00000
	s_mov_b32 s11, 0x40e00000
	s_mov_b32 s13, 0x41100000
	s_mov_b32 s15, 0x41300000
	s_mov_b32 s17, 0x41500000
	s_mov_b32 s19, 0x41700000
	s_mov_b32 s21, 0x41880000
	s_mov_b32 s23, 0x41980000
	s_mov_b32 s25, 0x41a80000
	s_mov_b32 s27, 0x41b80000
	s_mov_b32 s29, 0x41c80000
	s_mov_b32 s31, 0x41d80000
	s_mov_b32 s35, 0x41e80000
	s_mov_b32 s37, 0x41f80000
	s_mov_b32 s39, 0x42040000
	s_mov_b32 s41, 0x420c0000
	s_mov_b32 s43, 0x42140000
	s_mov_b32 s45, 0x421c0000
	s_mov_b32 s47, 0x42240000
	s_mov_b32 s49, 0x422c0000
	s_mov_b32 s51, 0x42340000
	s_mov_b32 s53, 0x423c0000
	s_mov_b32 s55, 0x42440000
	s_mov_b32 s57, 0x424c0000
	s_mov_b32 s59, 0x42540000
	s_mov_b32 s61, 0x425c0000
	s_mov_b32 s63, 0x42640000
	s_mov_b32 s65, 0x426c0000
	s_mov_b32 s67, 0x42740000
	s_mov_b32 s69, 0x427c0000
	s_mov_b32 s71, 0x42820000
	s_mov_b32 s73, 0x42860000
	s_mov_b32 s75, 0x428a0000
	s_mov_b32 s77, 0x428e0000
	s_mov_b32 s79, 0x42920000
	s_mov_b32 s81, 0x42960000
	s_mov_b32 s83, 0x429a0000
	s_mov_b32 s85, 0x429e0000
	s_mov_b32 s87, 0x42a20000
	s_mov_b32 s89, 0x42a60000
	s_mov_b32 s91, 0x42aa0000
	s_mov_b32 s93, 0x42ae0000
	s_mov_b32 s95, 0x42b20000
	buffer_store_dword v26, off, s[96:99], 0 offset:584 ; 4-byte Folded Spill
	s_nop 0
	buffer_store_dword v27, off, s[96:99], 0 offset:588 ; 4-byte Folded Spill
.LBB6_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[14:15], 2, v[16:17]
	v_mov_b32_e32 v26, s3
	v_add_co_u32_e32 v14, vcc, s2, v14
	v_addc_co_u32_e32 v15, vcc, v26, v15, vcc
	global_load_dword v14, v[14:15], off
	s_add_i32 s33, s33, -1
	v_add_u32_e32 v16, 0x1000, v16
	s_cmp_eq_u32 s33, 0
	s_waitcnt vmcnt(0)
	v_pk_fma_f32 v[0:1], v[0:1], v[14:15], s[4:5] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[6:7], v[6:7], v[14:15], s[6:7] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[12:13], v[12:13], v[14:15], s[8:9] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[18:19], v[18:19], v[14:15], s[10:11] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[24:25], v[24:25], v[14:15], s[12:13] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[30:31], v[30:31], v[14:15], s[14:15] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[36:37], v[36:37], v[14:15], s[16:17] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[42:43], v[42:43], v[14:15], s[18:19] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[48:49], v[48:49], v[14:15], s[20:21] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[54:55], v[54:55], v[14:15], s[22:23] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[60:61], v[60:61], v[14:15], s[24:25] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[66:67], v[66:67], v[14:15], s[26:27] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[72:73], v[72:73], v[14:15], s[28:29] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[78:79], v[78:79], v[14:15], s[30:31] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[84:85], v[84:85], v[14:15], s[34:35] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[90:91], v[90:91], v[14:15], s[36:37] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[96:97], v[96:97], v[14:15], s[38:39] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[102:103], v[102:103], v[14:15], s[40:41] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[108:109], v[108:109], v[14:15], s[42:43] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[114:115], v[114:115], v[14:15], s[44:45] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[120:121], v[120:121], v[14:15], s[46:47] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[126:127], v[126:127], v[14:15], s[48:49] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[8:9], v[8:9], v[14:15], s[50:51] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[20:21], v[20:21], v[14:15], s[52:53] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[28:29], v[28:29], v[14:15], s[54:55] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[38:39], v[38:39], v[14:15], s[56:57] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[50:51], v[50:51], v[14:15], s[58:59] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[58:59], v[58:59], v[14:15], s[60:61] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[68:69], v[68:69], v[14:15], s[62:63] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[76:77], v[76:77], v[14:15], s[64:65] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[86:87], v[86:87], v[14:15], s[66:67] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[94:95], v[94:95], v[14:15], s[68:69] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[104:105], v[104:105], v[14:15], s[70:71] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[112:113], v[112:113], v[14:15], s[72:73] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[122:123], v[122:123], v[14:15], s[74:75] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[4:5], v[4:5], v[14:15], s[76:77] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[22:23], v[22:23], v[14:15], s[78:79] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[34:35], v[34:35], v[14:15], s[80:81] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[46:47], v[46:47], v[14:15], s[82:83] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[62:63], v[62:63], v[14:15], s[84:85] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[74:75], v[74:75], v[14:15], s[86:87] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[88:89], v[88:89], v[14:15], s[88:89] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[100:101], v[100:101], v[14:15], s[90:91] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[116:117], v[116:117], v[14:15], s[92:93] op_sel_hi:[1,0,1]
	v_pk_fma_f32 v[2:3], v[2:3], v[14:15], s[94:95] op_sel_hi:[1,0,1]
	s_cbranch_scc0 .LBB6_2
; %bb.3:
	buffer_load_dword v26, off, s[96:99], 0 offset:584 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[96:99], 0 offset:588 ; 4-byte Folded Reload
.LBB6_4:
	v_mov_b32_e32 v15, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v14, vcc, s0, v26
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v15, vcc, v15, v27, vcc
	buffer_load_dword v26, off, s[96:99], 0 ; 4-byte Folded Reload
	buffer_load_dword v27, off, s[96:99], 0 offset:4 ; 4-byte Folded Reload
	v_mov_b32_e32 v17, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v16, vcc, s0, v26
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v17, vcc, v17, v27, vcc
	global_store_dword v[14:15], v1, off
	global_store_dword v[16:17], v0, off
	buffer_load_dword v14, off, s[96:99], 0 offset:8 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v15, off, s[96:99], 0 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v16, off, s[96:99], 0 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v17, off, s[96:99], 0 offset:20 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v14
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v15, vcc
	v_mov_b32_e32 v15, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v14, vcc, s0, v16
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v15, vcc, v15, v17, vcc
	global_store_dword v[0:1], v7, off
	global_store_dword v[14:15], v6, off
	buffer_load_dword v6, off, s[96:99], 0 offset:24 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:28 ; 4-byte Folded Reload
	buffer_load_dword v14, off, s[96:99], 0 offset:32 ; 4-byte Folded Reload
	buffer_load_dword v15, off, s[96:99], 0 offset:36 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v14
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v15, vcc
	global_store_dword v[0:1], v13, off
	global_store_dword v[6:7], v12, off
	buffer_load_dword v6, off, s[96:99], 0 offset:40 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:44 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:48 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:52 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v19, off
	global_store_dword v[6:7], v18, off
	buffer_load_dword v6, off, s[96:99], 0 offset:56 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:60 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:64 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:68 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v25, off
	global_store_dword v[6:7], v24, off
	buffer_load_dword v6, off, s[96:99], 0 offset:72 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:76 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:80 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:84 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v31, off
	global_store_dword v[6:7], v30, off
	buffer_load_dword v6, off, s[96:99], 0 offset:88 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:92 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:96 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:100 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v37, off
	global_store_dword v[6:7], v36, off
	buffer_load_dword v6, off, s[96:99], 0 offset:104 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:108 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:112 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:116 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v43, off
	global_store_dword v[6:7], v42, off
	buffer_load_dword v6, off, s[96:99], 0 offset:120 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:124 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:128 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:132 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v49, off
	global_store_dword v[6:7], v48, off
	buffer_load_dword v6, off, s[96:99], 0 offset:136 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:140 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:144 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:148 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v55, off
	global_store_dword v[6:7], v54, off
	buffer_load_dword v6, off, s[96:99], 0 offset:152 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:156 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:160 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:164 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v61, off
	global_store_dword v[6:7], v60, off
	buffer_load_dword v6, off, s[96:99], 0 offset:168 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:172 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:176 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:180 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v67, off
	global_store_dword v[6:7], v66, off
	buffer_load_dword v6, off, s[96:99], 0 offset:184 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:188 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:192 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:196 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v73, off
	global_store_dword v[6:7], v72, off
	buffer_load_dword v6, off, s[96:99], 0 offset:200 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:204 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:208 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:212 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v79, off
	global_store_dword v[6:7], v78, off
	buffer_load_dword v6, off, s[96:99], 0 offset:216 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:220 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:224 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:228 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v85, off
	global_store_dword v[6:7], v84, off
	buffer_load_dword v6, off, s[96:99], 0 offset:232 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:236 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:240 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:244 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v91, off
	global_store_dword v[6:7], v90, off
	buffer_load_dword v6, off, s[96:99], 0 offset:248 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:252 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:256 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:260 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v97, off
	global_store_dword v[6:7], v96, off
	buffer_load_dword v6, off, s[96:99], 0 offset:264 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:268 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:272 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:276 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v103, off
	global_store_dword v[6:7], v102, off
	buffer_load_dword v6, off, s[96:99], 0 offset:280 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:284 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:288 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:292 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v109, off
	global_store_dword v[6:7], v108, off
	buffer_load_dword v6, off, s[96:99], 0 offset:296 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:300 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:304 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:308 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v115, off
	global_store_dword v[6:7], v114, off
	buffer_load_dword v6, off, s[96:99], 0 offset:312 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:316 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:320 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:324 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v121, off
	global_store_dword v[6:7], v120, off
	buffer_load_dword v6, off, s[96:99], 0 offset:328 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:332 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:336 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:340 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v127, off
	global_store_dword v[6:7], v126, off
	buffer_load_dword v6, off, s[96:99], 0 offset:344 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:348 ; 4-byte Folded Reload
	buffer_load_dword v12, off, s[96:99], 0 offset:352 ; 4-byte Folded Reload
	buffer_load_dword v13, off, s[96:99], 0 offset:356 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v12
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v13, vcc
	global_store_dword v[0:1], v9, off
	global_store_dword v[6:7], v8, off
	buffer_load_dword v6, off, s[96:99], 0 offset:360 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:364 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[96:99], 0 offset:368 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[96:99], 0 offset:372 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v8
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	global_store_dword v[0:1], v21, off
	global_store_dword v[6:7], v20, off
	buffer_load_dword v6, off, s[96:99], 0 offset:376 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:380 ; 4-byte Folded Reload
	buffer_load_dword v8, off, s[96:99], 0 offset:384 ; 4-byte Folded Reload
	buffer_load_dword v9, off, s[96:99], 0 offset:388 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(3)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(2)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	v_mov_b32_e32 v7, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v6, vcc, s0, v8
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v7, vcc, v7, v9, vcc
	global_store_dword v[0:1], v29, off
	global_store_dword v[6:7], v28, off
	buffer_load_dword v6, off, s[96:99], 0 offset:392 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v7, off, s[96:99], 0 offset:396 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:400 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:404 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v39, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:408 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:412 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v38, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:416 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:420 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v51, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:424 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:428 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v50, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:432 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:436 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v59, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:440 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:444 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v58, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:448 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:452 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v69, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:456 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:460 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v68, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:464 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:468 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v77, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:472 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:476 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v76, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:480 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:484 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v87, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:488 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:492 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v86, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:496 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:500 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v95, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:504 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:508 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v94, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:512 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:516 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v105, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:520 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:524 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v104, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:528 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:532 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v113, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:536 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:540 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v112, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:544 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:548 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v123, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:552 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:556 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v122, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	buffer_load_dword v6, off, s[96:99], 0 offset:560 ; 4-byte Folded Reload
	buffer_load_dword v7, off, s[96:99], 0 offset:564 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v5, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v6
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_store_dword v[0:1], v4, off
	buffer_load_dword v4, off, s[96:99], 0 offset:568 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v5, off, s[96:99], 0 offset:572 ; 4-byte Folded Reload
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(1)
	v_add_co_u32_e32 v0, vcc, s0, v4
	s_waitcnt vmcnt(0)
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	buffer_load_dword v4, off, s[96:99], 0 offset:576 ; 4-byte Folded Reload
	buffer_load_dword v5, off, s[96:99], 0 offset:580 ; 4-byte Folded Reload
	s_nop 0
	global_store_dword v[0:1], v23, off
	v_mov_b32_e32 v1, s1
	s_waitcnt vmcnt(2)
	v_add_co_u32_e32 v0, vcc, s0, v4
	s_waitcnt vmcnt(1)
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_store_dword v[0:1], v22, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v32
	v_addc_co_u32_e32 v1, vcc, v1, v33, vcc
	global_store_dword v[0:1], v35, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v40
	v_addc_co_u32_e32 v1, vcc, v1, v41, vcc
	global_store_dword v[0:1], v34, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v44
	v_addc_co_u32_e32 v1, vcc, v1, v45, vcc
	global_store_dword v[0:1], v47, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v52
	v_addc_co_u32_e32 v1, vcc, v1, v53, vcc
	global_store_dword v[0:1], v46, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v56
	v_addc_co_u32_e32 v1, vcc, v1, v57, vcc
	global_store_dword v[0:1], v63, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v64
	v_addc_co_u32_e32 v1, vcc, v1, v65, vcc
	global_store_dword v[0:1], v62, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v70
	v_addc_co_u32_e32 v1, vcc, v1, v71, vcc
	global_store_dword v[0:1], v75, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v80
	v_addc_co_u32_e32 v1, vcc, v1, v81, vcc
	global_store_dword v[0:1], v74, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v82
	v_addc_co_u32_e32 v1, vcc, v1, v83, vcc
	global_store_dword v[0:1], v89, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v92
	v_addc_co_u32_e32 v1, vcc, v1, v93, vcc
	global_store_dword v[0:1], v88, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v98
	v_addc_co_u32_e32 v1, vcc, v1, v99, vcc
	global_store_dword v[0:1], v101, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v106
	v_addc_co_u32_e32 v1, vcc, v1, v107, vcc
	global_store_dword v[0:1], v100, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v110
	v_addc_co_u32_e32 v1, vcc, v1, v111, vcc
	global_store_dword v[0:1], v117, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v118
	v_addc_co_u32_e32 v1, vcc, v1, v119, vcc
	global_store_dword v[0:1], v116, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v124
	v_addc_co_u32_e32 v1, vcc, v1, v125, vcc
	global_store_dword v[0:1], v3, off
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v0, vcc, s0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_90
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 596
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
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 128
		.amdhsa_next_free_sgpr 100
		.amdhsa_accum_offset 128
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
.Lfunc_end6:
	.size	vgpr_90, .Lfunc_end6-vgpr_90
                                        ; -- End function
	.set vgpr_90.num_vgpr, 128
	.set vgpr_90.num_agpr, 0
	.set vgpr_90.numbered_sgpr, 100
	.set vgpr_90.num_named_barrier, 0
	.set vgpr_90.private_seg_size, 596
	.set vgpr_90.uses_vcc, 1
	.set vgpr_90.uses_flat_scratch, 0
	.set vgpr_90.has_dyn_sized_stack, 0
	.set vgpr_90.has_recursion, 0
	.set vgpr_90.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 10012
; TotalNumSgprs: 104
; NumVgprs: 128
; NumAgprs: 0
; TotalNumVgprs: 128
; ScratchSize: 596
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 15
; NumSGPRsForWavesPerEU: 104
; NumVGPRsForWavesPerEU: 128
; AccumOffset: 128
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 31
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_cafb55ed9947c882,@object ; @__hip_cuid_cafb55ed9947c882
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_cafb55ed9947c882
__hip_cuid_cafb55ed9947c882:
	.byte	0                               ; 0x0
	.size	__hip_cuid_cafb55ed9947c882, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_cafb55ed9947c882
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     15
    .sgpr_spill_count: 0
    .symbol:         vgpr_6.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     32
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     21
    .sgpr_spill_count: 0
    .symbol:         vgpr_12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     29
    .sgpr_spill_count: 0
    .symbol:         vgpr_20.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     68
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     38
    .sgpr_spill_count: 0
    .symbol:         vgpr_28.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .symbol:         vgpr_40.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     126
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 236
    .sgpr_count:     76
    .sgpr_spill_count: 0
    .symbol:         vgpr_60.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 58
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .private_segment_fixed_size: 596
    .sgpr_count:     104
    .sgpr_spill_count: 0
    .symbol:         vgpr_90.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     128
    .vgpr_spill_count: 148
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
