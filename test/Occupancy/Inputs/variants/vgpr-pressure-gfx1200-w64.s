	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	vgpr_6                  ; -- Begin function vgpr_6
	.globl	vgpr_6
	.p2align	8
	.type	vgpr_6,@function
vgpr_6:                                 ; @vgpr_6
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v3, 0
	v_lshl_add_u32 v2, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v5, v3
	v_add_nc_u32_e32 v4, 64, v2
	v_mov_b32_e32 v7, v3
	v_add_nc_u32_e32 v6, 0x80, v2
	v_mov_b32_e32 v11, v3
	v_add_nc_u32_e32 v10, 0xc0, v2
	v_lshlrev_b64_e32 v[0:1], 2, v[2:3]
	v_lshlrev_b64_e32 v[8:9], 2, v[4:5]
	v_lshlrev_b64_e32 v[4:5], 2, v[6:7]
	v_add_nc_u32_e32 v12, 0x140, v2
	v_lshlrev_b64_e32 v[6:7], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x100, v2
	v_mov_b32_e32 v13, v3
	s_wait_kmcnt 0x0
	v_add_co_u32 v14, vcc, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s7, v1, vcc
	v_add_co_u32 v16, vcc, s6, v8
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s7, v9, vcc
	v_add_co_u32 v18, vcc, s6, v4
	v_lshlrev_b64_e32 v[12:13], 2, v[12:13]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s7, v5, vcc
	v_add_co_u32 v20, vcc, s6, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s7, v7, vcc
	v_add_co_u32 v22, vcc, s6, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s7, v11, vcc
	v_add_co_u32 v24, vcc, s6, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s7, v13, vcc
	s_clause 0x5
	global_load_b32 v14, v[14:15], off
	global_load_b32 v15, v[16:17], off
	global_load_b32 v16, v[18:19], off
	global_load_b32 v17, v[20:21], off
	global_load_b32 v18, v[22:23], off
	global_load_b32 v19, v[24:25], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB0_2
.LBB0_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[20:21], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x1000, v2
	s_add_co_i32 s0, s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v20, vcc, s6, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s7, v21, vcc
	global_load_b32 v20, v[20:21], off
	s_wait_loadcnt 0x0
	v_fma_f32 v14, v14, v20, 1.0
	v_fma_f32 v15, v15, v20, 2.0
	v_fmaak_f32 v16, v16, v20, 0x40400000
	v_fma_f32 v17, v17, v20, 4.0
	v_fmaak_f32 v18, v18, v20, 0x40a00000
	v_fmaak_f32 v19, v19, v20, 0x40c00000
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB0_1
.LBB0_2:
	v_add_co_u32 v0, vcc, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc
	v_add_co_u32 v2, vcc, s4, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v9, vcc
	v_add_co_u32 v4, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v5, vcc
	v_add_co_u32 v6, vcc, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc
	v_add_co_u32 v8, vcc, s4, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v11, vcc
	v_add_co_u32 v10, vcc, s4, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v13, vcc
	s_wait_loadcnt 0x5
	global_store_b32 v[0:1], v14, off
	s_wait_loadcnt 0x4
	global_store_b32 v[2:3], v15, off
	s_wait_loadcnt 0x3
	global_store_b32 v[4:5], v16, off
	s_wait_loadcnt 0x2
	global_store_b32 v[6:7], v17, off
	s_wait_loadcnt 0x1
	global_store_b32 v[8:9], v18, off
	s_wait_loadcnt 0x0
	global_store_b32 v[10:11], v19, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_6
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 6
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
	.size	vgpr_6, .Lfunc_end0-vgpr_6
                                        ; -- End function
	.set vgpr_6.num_vgpr, 26
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
; codeLenInByte = 652
; TotalNumSgprs: 10
; NumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 26
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
	.protected	vgpr_12                 ; -- Begin function vgpr_12
	.globl	vgpr_12
	.p2align	8
	.type	vgpr_12,@function
vgpr_12:                                ; @vgpr_12
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v13, 0
	v_lshl_add_u32 v12, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v3, v13
	v_add_nc_u32_e32 v2, 64, v12
	v_mov_b32_e32 v5, v13
	v_add_nc_u32_e32 v4, 0x80, v12
	v_mov_b32_e32 v9, v13
	v_add_nc_u32_e32 v8, 0xc0, v12
	v_lshlrev_b64_e32 v[0:1], 2, v[12:13]
	v_lshlrev_b64_e32 v[6:7], 2, v[2:3]
	v_lshlrev_b64_e32 v[2:3], 2, v[4:5]
	v_add_nc_u32_e32 v10, 0x140, v12
	v_lshlrev_b64_e32 v[4:5], 2, v[8:9]
	v_add_nc_u32_e32 v8, 0x100, v12
	v_mov_b32_e32 v11, v13
	v_add_nc_u32_e32 v14, 0x180, v12
	s_wait_kmcnt 0x0
	v_add_co_u32 v16, vcc, s6, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s7, v1, vcc
	v_add_co_u32 v18, vcc, s6, v6
	v_lshlrev_b64_e32 v[8:9], 2, v[8:9]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s7, v7, vcc
	v_add_co_u32 v20, vcc, s6, v2
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s7, v3, vcc
	v_add_co_u32 v22, vcc, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s7, v5, vcc
	v_add_co_u32 v24, vcc, s6, v8
	v_mov_b32_e32 v15, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s7, v9, vcc
	v_add_co_u32 v31, vcc, s6, v10
	v_add_nc_u32_e32 v33, 0x1c0, v12
	v_mov_b32_e32 v34, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, s7, v11, vcc
	s_clause 0x5
	global_load_b32 v26, v[16:17], off
	global_load_b32 v27, v[18:19], off
	global_load_b32 v28, v[20:21], off
	global_load_b32 v29, v[22:23], off
	global_load_b32 v30, v[24:25], off
	global_load_b32 v31, v[31:32], off
	v_add_nc_u32_e32 v18, 0x200, v12
	v_mov_b32_e32 v19, v13
	v_lshlrev_b64_e32 v[14:15], 2, v[14:15]
	v_add_nc_u32_e32 v20, 0x240, v12
	v_mov_b32_e32 v21, v13
	v_lshlrev_b64_e32 v[16:17], 2, v[33:34]
	v_add_nc_u32_e32 v22, 0x280, v12
	v_mov_b32_e32 v23, v13
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	v_add_nc_u32_e32 v24, 0x2c0, v12
	v_mov_b32_e32 v25, v13
	v_add_co_u32 v32, vcc, s6, v14
	v_lshlrev_b64_e32 v[20:21], 2, v[20:21]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s7, v15, vcc
	v_add_co_u32 v34, vcc, s6, v16
	v_lshlrev_b64_e32 v[22:23], 2, v[22:23]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v35, null, s7, v17, vcc
	v_add_co_u32 v36, vcc, s6, v18
	v_lshlrev_b64_e32 v[24:25], 2, v[24:25]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v37, null, s7, v19, vcc
	v_add_co_u32 v38, vcc, s6, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s7, v21, vcc
	v_add_co_u32 v40, vcc, s6, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s7, v23, vcc
	v_add_co_u32 v42, vcc, s6, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v43, null, s7, v25, vcc
	s_clause 0x5
	global_load_b32 v32, v[32:33], off
	global_load_b32 v33, v[34:35], off
	global_load_b32 v34, v[36:37], off
	global_load_b32 v35, v[38:39], off
	global_load_b32 v36, v[40:41], off
	global_load_b32 v37, v[42:43], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB1_2
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[38:39], 2, v[12:13]
	v_add_nc_u32_e32 v12, 0x1000, v12
	s_add_co_i32 s0, s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v38, vcc, s6, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s7, v39, vcc
	global_load_b32 v38, v[38:39], off
	s_wait_loadcnt 0x0
	v_fma_f32 v26, v26, v38, 1.0
	v_fma_f32 v27, v27, v38, 2.0
	v_fmaak_f32 v28, v28, v38, 0x40400000
	v_fma_f32 v29, v29, v38, 4.0
	v_fmaak_f32 v30, v30, v38, 0x40a00000
	v_fmaak_f32 v31, v31, v38, 0x40c00000
	v_fmaak_f32 v32, v32, v38, 0x40e00000
	v_fmaak_f32 v33, v33, v38, 0x41000000
	v_fmaak_f32 v34, v34, v38, 0x41100000
	v_fmaak_f32 v35, v35, v38, 0x41200000
	v_fmaak_f32 v36, v36, v38, 0x41300000
	v_fmaak_f32 v37, v37, v38, 0x41400000
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB1_1
.LBB1_2:
	v_add_co_u32 v0, vcc, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc
	v_add_co_u32 v6, vcc, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc
	v_add_co_u32 v2, vcc, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc
	v_add_co_u32 v4, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v5, vcc
	v_add_co_u32 v8, vcc, s4, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v9, vcc
	v_add_co_u32 v10, vcc, s4, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v11, vcc
	v_add_co_u32 v12, vcc, s4, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v15, vcc
	v_add_co_u32 v14, vcc, s4, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v17, vcc
	v_add_co_u32 v16, vcc, s4, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v19, vcc
	v_add_co_u32 v18, vcc, s4, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v21, vcc
	v_add_co_u32 v20, vcc, s4, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v23, vcc
	v_add_co_u32 v22, vcc, s4, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v25, vcc
	s_wait_loadcnt 0xb
	global_store_b32 v[0:1], v26, off
	s_wait_loadcnt 0xa
	global_store_b32 v[6:7], v27, off
	s_wait_loadcnt 0x9
	global_store_b32 v[2:3], v28, off
	s_wait_loadcnt 0x8
	global_store_b32 v[4:5], v29, off
	s_wait_loadcnt 0x7
	global_store_b32 v[8:9], v30, off
	s_wait_loadcnt 0x6
	global_store_b32 v[10:11], v31, off
	s_wait_loadcnt 0x5
	global_store_b32 v[12:13], v32, off
	s_wait_loadcnt 0x4
	global_store_b32 v[14:15], v33, off
	s_wait_loadcnt 0x3
	global_store_b32 v[16:17], v34, off
	s_wait_loadcnt 0x2
	global_store_b32 v[18:19], v35, off
	s_wait_loadcnt 0x1
	global_store_b32 v[20:21], v36, off
	s_wait_loadcnt 0x0
	global_store_b32 v[22:23], v37, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_12
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 44
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
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
.Lfunc_end1:
	.size	vgpr_12, .Lfunc_end1-vgpr_12
                                        ; -- End function
	.set vgpr_12.num_vgpr, 44
	.set vgpr_12.num_agpr, 0
	.set vgpr_12.numbered_sgpr, 8
	.set vgpr_12.num_named_barrier, 0
	.set vgpr_12.private_seg_size, 0
	.set vgpr_12.uses_vcc, 1
	.set vgpr_12.uses_flat_scratch, 0
	.set vgpr_12.has_dyn_sized_stack, 0
	.set vgpr_12.has_recursion, 0
	.set vgpr_12.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1208
; TotalNumSgprs: 10
; NumVgprs: 44
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 44
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
	.protected	vgpr_20                 ; -- Begin function vgpr_20
	.globl	vgpr_20
	.p2align	8
	.type	vgpr_20,@function
vgpr_20:                                ; @vgpr_20
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v2, 64, v0
	v_mov_b32_e32 v5, v1
	v_mov_b32_e32 v7, v1
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v4, 0x80, v0
	v_add_nc_u32_e32 v6, 0xc0, v0
	v_add_nc_u32_e32 v8, 0x100, v0
	v_lshlrev_b64_e32 v[30:31], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x140, v0
	v_lshlrev_b64_e32 v[40:41], 2, v[0:1]
	v_lshlrev_b64_e32 v[24:25], 2, v[4:5]
	v_lshlrev_b64_e32 v[4:5], 2, v[6:7]
	v_lshlrev_b64_e32 v[6:7], 2, v[8:9]
	v_lshlrev_b64_e32 v[8:9], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x180, v0
	s_wait_kmcnt 0x0
	v_add_co_u32 v14, vcc, s6, v40
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s7, v41, vcc
	v_add_co_u32 v16, vcc, s6, v30
	v_lshlrev_b64_e32 v[10:11], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x1c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s7, v31, vcc
	v_add_co_u32 v18, vcc, s6, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s7, v25, vcc
	v_add_co_u32 v20, vcc, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s7, v5, vcc
	v_add_co_u32 v22, vcc, s6, v6
	v_lshlrev_b64_e32 v[12:13], 2, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s7, v7, vcc
	v_add_co_u32 v26, vcc, s6, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s7, v9, vcc
	v_add_co_u32 v28, vcc, s6, v10
	v_add_nc_u32_e32 v2, 0x200, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v11, vcc
	v_add_co_u32 v32, vcc, s6, v12
	v_add_nc_u32_e32 v34, 0x240, v0
	v_mov_b32_e32 v35, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s7, v13, vcc
	s_clause 0x7
	global_load_b32 v55, v[14:15], off
	global_load_b32 v56, v[16:17], off
	global_load_b32 v57, v[18:19], off
	global_load_b32 v58, v[20:21], off
	global_load_b32 v59, v[22:23], off
	global_load_b32 v60, v[26:27], off
	global_load_b32 v61, v[28:29], off
	global_load_b32 v54, v[32:33], off
	v_add_nc_u32_e32 v16, 0x280, v0
	v_mov_b32_e32 v17, v1
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	v_add_nc_u32_e32 v18, 0x2c0, v0
	v_mov_b32_e32 v19, v1
	v_lshlrev_b64_e32 v[14:15], 2, v[34:35]
	v_add_nc_u32_e32 v20, 0x300, v0
	v_mov_b32_e32 v21, v1
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	v_add_nc_u32_e32 v22, 0x340, v0
	v_mov_b32_e32 v23, v1
	v_add_co_u32 v32, vcc, s6, v2
	v_lshlrev_b64_e32 v[18:19], 2, v[18:19]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s7, v3, vcc
	v_add_co_u32 v34, vcc, s6, v14
	v_lshlrev_b64_e32 v[20:21], 2, v[20:21]
	v_add_nc_u32_e32 v28, 0x380, v0
	v_mov_b32_e32 v29, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v35, null, s7, v15, vcc
	v_add_co_u32 v36, vcc, s6, v16
	v_lshlrev_b64_e32 v[26:27], 2, v[22:23]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v37, null, s7, v17, vcc
	v_add_co_u32 v38, vcc, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s7, v19, vcc
	v_add_co_u32 v46, vcc, s6, v20
	v_lshlrev_b64_e32 v[22:23], 2, v[28:29]
	v_add_nc_u32_e32 v28, 0x3c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v47, null, s7, v21, vcc
	v_add_co_u32 v48, vcc, s6, v26
	v_add_nc_u32_e32 v52, 0x400, v0
	v_mov_b32_e32 v53, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v49, null, s7, v27, vcc
	s_clause 0x5
	global_load_b32 v42, v[32:33], off
	global_load_b32 v43, v[34:35], off
	global_load_b32 v44, v[36:37], off
	global_load_b32 v45, v[38:39], off
	global_load_b32 v46, v[46:47], off
	global_load_b32 v47, v[48:49], off
	v_add_nc_u32_e32 v34, 0x440, v0
	v_mov_b32_e32 v35, v1
	v_lshlrev_b64_e32 v[28:29], 2, v[28:29]
	v_add_nc_u32_e32 v36, 0x480, v0
	v_mov_b32_e32 v37, v1
	v_lshlrev_b64_e32 v[32:33], 2, v[52:53]
	v_add_nc_u32_e32 v38, 0x4c0, v0
	v_mov_b32_e32 v39, v1
	v_add_co_u32 v50, vcc, s6, v22
	v_lshlrev_b64_e32 v[34:35], 2, v[34:35]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s7, v23, vcc
	v_add_co_u32 v52, vcc, s6, v28
	v_lshlrev_b64_e32 v[36:37], 2, v[36:37]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s7, v29, vcc
	v_add_co_u32 v62, vcc, s6, v32
	v_lshlrev_b64_e32 v[38:39], 2, v[38:39]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v63, null, s7, v33, vcc
	v_add_co_u32 v64, vcc, s6, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v65, null, s7, v35, vcc
	v_add_co_u32 v66, vcc, s6, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v67, null, s7, v37, vcc
	v_add_co_u32 v68, vcc, s6, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v69, null, s7, v39, vcc
	s_clause 0x5
	global_load_b32 v49, v[50:51], off
	global_load_b32 v50, v[52:53], off
	global_load_b32 v51, v[62:63], off
	global_load_b32 v52, v[64:65], off
	global_load_b32 v53, v[66:67], off
	global_load_b32 v48, v[68:69], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB2_2
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[62:63], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_add_co_i32 s0, s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v62, vcc, s6, v62
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v63, null, s7, v63, vcc
	global_load_b32 v62, v[62:63], off
	s_wait_loadcnt 0x0
	v_fma_f32 v55, v55, v62, 1.0
	v_fma_f32 v56, v56, v62, 2.0
	v_fmaak_f32 v57, v57, v62, 0x40400000
	v_fma_f32 v58, v58, v62, 4.0
	v_fmaak_f32 v59, v59, v62, 0x40a00000
	v_fmaak_f32 v60, v60, v62, 0x40c00000
	v_fmaak_f32 v61, v61, v62, 0x40e00000
	v_fmaak_f32 v54, v54, v62, 0x41000000
	v_fmaak_f32 v42, v42, v62, 0x41100000
	v_fmaak_f32 v43, v43, v62, 0x41200000
	v_fmaak_f32 v44, v44, v62, 0x41300000
	v_fmaak_f32 v45, v45, v62, 0x41400000
	v_fmaak_f32 v46, v46, v62, 0x41500000
	v_fmaak_f32 v47, v47, v62, 0x41600000
	v_fmaak_f32 v49, v49, v62, 0x41700000
	v_fmaak_f32 v50, v50, v62, 0x41800000
	v_fmaak_f32 v51, v51, v62, 0x41880000
	v_fmaak_f32 v52, v52, v62, 0x41900000
	v_fmaak_f32 v53, v53, v62, 0x41980000
	v_fmaak_f32 v48, v48, v62, 0x41a00000
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB2_1
.LBB2_2:
	v_add_co_u32 v0, vcc, s4, v40
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v41, vcc
	v_add_co_u32 v30, vcc, s4, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v31, null, s5, v31, vcc
	v_add_co_u32 v24, vcc, s4, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s5, v25, vcc
	v_add_co_u32 v4, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v5, vcc
	v_add_co_u32 v6, vcc, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc
	v_add_co_u32 v8, vcc, s4, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v9, vcc
	v_add_co_u32 v10, vcc, s4, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v11, vcc
	v_add_co_u32 v12, vcc, s4, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v13, vcc
	s_wait_loadcnt 0x13
	global_store_b32 v[0:1], v55, off
	s_wait_loadcnt 0x12
	global_store_b32 v[30:31], v56, off
	s_wait_loadcnt 0x11
	global_store_b32 v[24:25], v57, off
	s_wait_loadcnt 0x10
	global_store_b32 v[4:5], v58, off
	s_wait_loadcnt 0xf
	global_store_b32 v[6:7], v59, off
	s_wait_loadcnt 0xe
	global_store_b32 v[8:9], v60, off
	s_wait_loadcnt 0xd
	global_store_b32 v[10:11], v61, off
	s_wait_loadcnt 0xc
	global_store_b32 v[12:13], v54, off
	v_add_co_u32 v0, vcc, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v3, vcc
	v_add_co_u32 v2, vcc, s4, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v15, vcc
	v_add_co_u32 v4, vcc, s4, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v17, vcc
	v_add_co_u32 v6, vcc, s4, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v19, vcc
	v_add_co_u32 v8, vcc, s4, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v21, vcc
	v_add_co_u32 v10, vcc, s4, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v27, vcc
	v_add_co_u32 v12, vcc, s4, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v23, vcc
	v_add_co_u32 v14, vcc, s4, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v29, vcc
	v_add_co_u32 v16, vcc, s4, v32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v33, vcc
	v_add_co_u32 v18, vcc, s4, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v35, vcc
	v_add_co_u32 v20, vcc, s4, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v37, vcc
	v_add_co_u32 v22, vcc, s4, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v39, vcc
	s_wait_loadcnt 0xb
	global_store_b32 v[0:1], v42, off
	s_wait_loadcnt 0xa
	global_store_b32 v[2:3], v43, off
	s_wait_loadcnt 0x9
	global_store_b32 v[4:5], v44, off
	s_wait_loadcnt 0x8
	global_store_b32 v[6:7], v45, off
	s_wait_loadcnt 0x7
	global_store_b32 v[8:9], v46, off
	s_wait_loadcnt 0x6
	global_store_b32 v[10:11], v47, off
	s_wait_loadcnt 0x5
	global_store_b32 v[12:13], v49, off
	s_wait_loadcnt 0x4
	global_store_b32 v[14:15], v50, off
	s_wait_loadcnt 0x3
	global_store_b32 v[16:17], v51, off
	s_wait_loadcnt 0x2
	global_store_b32 v[18:19], v52, off
	s_wait_loadcnt 0x1
	global_store_b32 v[20:21], v53, off
	s_wait_loadcnt 0x0
	global_store_b32 v[22:23], v48, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_20
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 70
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 16
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
	.size	vgpr_20, .Lfunc_end2-vgpr_20
                                        ; -- End function
	.set vgpr_20.num_vgpr, 70
	.set vgpr_20.num_agpr, 0
	.set vgpr_20.numbered_sgpr, 8
	.set vgpr_20.num_named_barrier, 0
	.set vgpr_20.private_seg_size, 0
	.set vgpr_20.uses_vcc, 1
	.set vgpr_20.uses_flat_scratch, 0
	.set vgpr_20.has_dyn_sized_stack, 0
	.set vgpr_20.has_recursion, 0
	.set vgpr_20.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1940
; TotalNumSgprs: 10
; NumVgprs: 70
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 17
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 70
; Occupancy: 10
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v7, v1
	v_add_nc_u32_e32 v6, 0xc0, v0
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v2, 64, v0
	v_mov_b32_e32 v5, v1
	v_add_nc_u32_e32 v4, 0x80, v0
	v_lshlrev_b64_e32 v[8:9], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x140, v0
	v_lshlrev_b64_e32 v[56:57], 2, v[0:1]
	v_lshlrev_b64_e32 v[46:47], 2, v[2:3]
	v_mov_b32_e32 v11, v1
	v_add_nc_u32_e32 v10, 0x100, v0
	v_lshlrev_b64_e32 v[32:33], 2, v[4:5]
	v_lshlrev_b64_e32 v[14:15], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x180, v0
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc, s6, v56
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v57, vcc
	v_add_co_u32 v4, vcc, s6, v46
	v_lshlrev_b64_e32 v[12:13], 2, v[10:11]
	v_lshlrev_b64_e32 v[16:17], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x1c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v47, vcc
	v_add_co_u32 v20, vcc, s6, v32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s7, v33, vcc
	v_add_co_u32 v10, vcc, s6, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v9, vcc
	v_add_co_u32 v22, vcc, s6, v12
	v_lshlrev_b64_e32 v[18:19], 2, v[6:7]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s7, v13, vcc
	v_add_co_u32 v24, vcc, s6, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s7, v15, vcc
	v_add_co_u32 v26, vcc, s6, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s7, v17, vcc
	v_add_co_u32 v28, vcc, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v19, vcc
	s_clause 0x7
	global_load_b32 v71, v[2:3], off
	global_load_b32 v72, v[4:5], off
	global_load_b32 v73, v[20:21], off
	global_load_b32 v74, v[10:11], off
	global_load_b32 v75, v[22:23], off
	global_load_b32 v76, v[24:25], off
	global_load_b32 v77, v[26:27], off
	global_load_b32 v70, v[28:29], off
	v_add_nc_u32_e32 v2, 0x280, v0
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v6, 0x200, v0
	v_add_nc_u32_e32 v30, 0x240, v0
	v_mov_b32_e32 v31, v1
	v_add_nc_u32_e32 v4, 0x400, v0
	v_lshlrev_b64_e32 v[22:23], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x2c0, v0
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	v_lshlrev_b64_e32 v[20:21], 2, v[30:31]
	v_mov_b32_e32 v5, v1
	v_add_nc_u32_e32 v10, 0x480, v0
	v_lshlrev_b64_e32 v[24:25], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x300, v0
	v_add_co_u32 v34, vcc, s6, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v35, null, s7, v7, vcc
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[26:27], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x340, v0
	v_add_co_u32 v36, vcc, s6, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v37, null, s7, v21, vcc
	v_lshlrev_b64_e32 v[28:29], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x380, v0
	v_add_co_u32 v38, vcc, s6, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s7, v23, vcc
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[30:31], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x3c0, v0
	v_add_co_u32 v42, vcc, s6, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v43, null, s7, v25, vcc
	v_add_co_u32 v44, vcc, s6, v26
	v_lshlrev_b64_e32 v[40:41], 2, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v45, null, s7, v27, vcc
	v_add_co_u32 v48, vcc, s6, v28
	v_lshlrev_b64_e32 v[2:3], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x440, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v49, null, s7, v29, vcc
	v_add_co_u32 v50, vcc, s6, v30
	v_mov_b32_e32 v11, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s7, v31, vcc
	v_add_co_u32 v52, vcc, s6, v40
	v_add_nc_u32_e32 v61, 0x4c0, v0
	v_mov_b32_e32 v62, v1
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s7, v41, vcc
	s_clause 0x7
	global_load_b32 v79, v[34:35], off
	global_load_b32 v80, v[36:37], off
	global_load_b32 v81, v[38:39], off
	global_load_b32 v82, v[42:43], off
	global_load_b32 v83, v[44:45], off
	global_load_b32 v84, v[48:49], off
	global_load_b32 v85, v[50:51], off
	global_load_b32 v78, v[52:53], off
	v_add_nc_u32_e32 v36, 0x500, v0
	v_mov_b32_e32 v37, v1
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	v_add_nc_u32_e32 v38, 0x540, v0
	v_mov_b32_e32 v39, v1
	v_add_co_u32 v54, vcc, s6, v2
	v_lshlrev_b64_e32 v[34:35], 2, v[61:62]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v55, null, s7, v3, vcc
	v_add_co_u32 v59, vcc, s6, v4
	v_lshlrev_b64_e32 v[36:37], 2, v[36:37]
	v_add_nc_u32_e32 v44, 0x580, v0
	v_mov_b32_e32 v45, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v60, null, s7, v5, vcc
	v_add_co_u32 v48, vcc, s6, v10
	v_lshlrev_b64_e32 v[42:43], 2, v[38:39]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v49, null, s7, v11, vcc
	v_add_co_u32 v50, vcc, s6, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s7, v35, vcc
	v_add_co_u32 v52, vcc, s6, v36
	v_lshlrev_b64_e32 v[38:39], 2, v[44:45]
	v_add_nc_u32_e32 v44, 0x5c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s7, v37, vcc
	v_add_co_u32 v63, vcc, s6, v42
	v_add_nc_u32_e32 v67, 0x600, v0
	v_mov_b32_e32 v68, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v64, null, s7, v43, vcc
	s_clause 0x5
	global_load_b32 v58, v[54:55], off
	global_load_b32 v59, v[59:60], off
	global_load_b32 v60, v[48:49], off
	global_load_b32 v61, v[50:51], off
	global_load_b32 v62, v[52:53], off
	global_load_b32 v63, v[63:64], off
	v_add_nc_u32_e32 v50, 0x640, v0
	v_mov_b32_e32 v51, v1
	v_lshlrev_b64_e32 v[44:45], 2, v[44:45]
	v_add_nc_u32_e32 v52, 0x680, v0
	v_mov_b32_e32 v53, v1
	v_lshlrev_b64_e32 v[48:49], 2, v[67:68]
	v_add_nc_u32_e32 v54, 0x6c0, v0
	v_mov_b32_e32 v55, v1
	v_add_co_u32 v65, vcc, s6, v38
	v_lshlrev_b64_e32 v[50:51], 2, v[50:51]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v66, null, s7, v39, vcc
	v_add_co_u32 v67, vcc, s6, v44
	v_lshlrev_b64_e32 v[52:53], 2, v[52:53]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v68, null, s7, v45, vcc
	v_add_co_u32 v86, vcc, s6, v48
	v_lshlrev_b64_e32 v[54:55], 2, v[54:55]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v87, null, s7, v49, vcc
	v_add_co_u32 v88, vcc, s6, v50
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v89, null, s7, v51, vcc
	v_add_co_u32 v90, vcc, s6, v52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v91, null, s7, v53, vcc
	v_add_co_u32 v92, vcc, s6, v54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v93, null, s7, v55, vcc
	s_clause 0x5
	global_load_b32 v65, v[65:66], off
	global_load_b32 v66, v[67:68], off
	global_load_b32 v67, v[86:87], off
	global_load_b32 v68, v[88:89], off
	global_load_b32 v69, v[90:91], off
	global_load_b32 v64, v[92:93], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB3_2
.LBB3_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[86:87], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_add_co_i32 s0, s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v86, vcc, s6, v86
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v87, null, s7, v87, vcc
	global_load_b32 v86, v[86:87], off
	s_wait_loadcnt 0x0
	v_fma_f32 v71, v71, v86, 1.0
	v_fma_f32 v72, v72, v86, 2.0
	v_fmaak_f32 v73, v73, v86, 0x40400000
	v_fma_f32 v74, v74, v86, 4.0
	v_fmaak_f32 v75, v75, v86, 0x40a00000
	v_fmaak_f32 v76, v76, v86, 0x40c00000
	v_fmaak_f32 v77, v77, v86, 0x40e00000
	v_fmaak_f32 v70, v70, v86, 0x41000000
	v_fmaak_f32 v79, v79, v86, 0x41100000
	v_fmaak_f32 v80, v80, v86, 0x41200000
	v_fmaak_f32 v81, v81, v86, 0x41300000
	v_fmaak_f32 v82, v82, v86, 0x41400000
	v_fmaak_f32 v83, v83, v86, 0x41500000
	v_fmaak_f32 v84, v84, v86, 0x41600000
	v_fmaak_f32 v85, v85, v86, 0x41700000
	v_fmaak_f32 v78, v78, v86, 0x41800000
	v_fmaak_f32 v58, v58, v86, 0x41880000
	v_fmaak_f32 v59, v59, v86, 0x41900000
	v_fmaak_f32 v60, v60, v86, 0x41980000
	v_fmaak_f32 v61, v61, v86, 0x41a00000
	v_fmaak_f32 v62, v62, v86, 0x41a80000
	v_fmaak_f32 v63, v63, v86, 0x41b00000
	v_fmaak_f32 v65, v65, v86, 0x41b80000
	v_fmaak_f32 v66, v66, v86, 0x41c00000
	v_fmaak_f32 v67, v67, v86, 0x41c80000
	v_fmaak_f32 v68, v68, v86, 0x41d00000
	v_fmaak_f32 v69, v69, v86, 0x41d80000
	v_fmaak_f32 v64, v64, v86, 0x41e00000
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB3_1
.LBB3_2:
	v_add_co_u32 v0, vcc, s4, v56
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v57, vcc
	v_add_co_u32 v46, vcc, s4, v46
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v47, null, s5, v47, vcc
	v_add_co_u32 v32, vcc, s4, v32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v33, null, s5, v33, vcc
	v_add_co_u32 v8, vcc, s4, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v9, vcc
	v_add_co_u32 v12, vcc, s4, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v13, vcc
	v_add_co_u32 v14, vcc, s4, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v15, vcc
	v_add_co_u32 v16, vcc, s4, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v17, vcc
	v_add_co_u32 v18, vcc, s4, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v19, vcc
	s_wait_loadcnt 0x1b
	global_store_b32 v[0:1], v71, off
	s_wait_loadcnt 0x1a
	global_store_b32 v[46:47], v72, off
	s_wait_loadcnt 0x19
	global_store_b32 v[32:33], v73, off
	s_wait_loadcnt 0x18
	global_store_b32 v[8:9], v74, off
	s_wait_loadcnt 0x17
	global_store_b32 v[12:13], v75, off
	s_wait_loadcnt 0x16
	global_store_b32 v[14:15], v76, off
	s_wait_loadcnt 0x15
	global_store_b32 v[16:17], v77, off
	s_wait_loadcnt 0x14
	global_store_b32 v[18:19], v70, off
	v_add_co_u32 v0, vcc, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v7, vcc
	v_add_co_u32 v6, vcc, s4, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v21, vcc
	v_add_co_u32 v8, vcc, s4, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v23, vcc
	v_add_co_u32 v12, vcc, s4, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v25, vcc
	v_add_co_u32 v14, vcc, s4, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v27, vcc
	v_add_co_u32 v16, vcc, s4, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v29, vcc
	v_add_co_u32 v18, vcc, s4, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v31, vcc
	v_add_co_u32 v20, vcc, s4, v40
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v41, vcc
	s_wait_loadcnt 0x13
	global_store_b32 v[0:1], v79, off
	s_wait_loadcnt 0x12
	global_store_b32 v[6:7], v80, off
	s_wait_loadcnt 0x11
	global_store_b32 v[8:9], v81, off
	s_wait_loadcnt 0x10
	global_store_b32 v[12:13], v82, off
	s_wait_loadcnt 0xf
	global_store_b32 v[14:15], v83, off
	s_wait_loadcnt 0xe
	global_store_b32 v[16:17], v84, off
	s_wait_loadcnt 0xd
	global_store_b32 v[18:19], v85, off
	s_wait_loadcnt 0xc
	global_store_b32 v[20:21], v78, off
	v_add_co_u32 v0, vcc, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v3, vcc
	v_add_co_u32 v2, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v5, vcc
	v_add_co_u32 v4, vcc, s4, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v11, vcc
	v_add_co_u32 v6, vcc, s4, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v35, vcc
	v_add_co_u32 v8, vcc, s4, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v37, vcc
	v_add_co_u32 v10, vcc, s4, v42
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v43, vcc
	v_add_co_u32 v12, vcc, s4, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v39, vcc
	v_add_co_u32 v14, vcc, s4, v44
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v45, vcc
	v_add_co_u32 v16, vcc, s4, v48
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v49, vcc
	v_add_co_u32 v18, vcc, s4, v50
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v51, vcc
	v_add_co_u32 v20, vcc, s4, v52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v53, vcc
	v_add_co_u32 v22, vcc, s4, v54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v55, vcc
	s_wait_loadcnt 0xb
	global_store_b32 v[0:1], v58, off
	s_wait_loadcnt 0xa
	global_store_b32 v[2:3], v59, off
	s_wait_loadcnt 0x9
	global_store_b32 v[4:5], v60, off
	s_wait_loadcnt 0x8
	global_store_b32 v[6:7], v61, off
	s_wait_loadcnt 0x7
	global_store_b32 v[8:9], v62, off
	s_wait_loadcnt 0x6
	global_store_b32 v[10:11], v63, off
	s_wait_loadcnt 0x5
	global_store_b32 v[12:13], v65, off
	s_wait_loadcnt 0x4
	global_store_b32 v[14:15], v66, off
	s_wait_loadcnt 0x3
	global_store_b32 v[16:17], v67, off
	s_wait_loadcnt 0x2
	global_store_b32 v[18:19], v68, off
	s_wait_loadcnt 0x1
	global_store_b32 v[20:21], v69, off
	s_wait_loadcnt 0x0
	global_store_b32 v[22:23], v64, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_28
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 21
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
.Lfunc_end3:
	.size	vgpr_28, .Lfunc_end3-vgpr_28
                                        ; -- End function
	.set vgpr_28.num_vgpr, 94
	.set vgpr_28.num_agpr, 0
	.set vgpr_28.numbered_sgpr, 8
	.set vgpr_28.num_named_barrier, 0
	.set vgpr_28.private_seg_size, 0
	.set vgpr_28.uses_vcc, 1
	.set vgpr_28.uses_flat_scratch, 0
	.set vgpr_28.has_dyn_sized_stack, 0
	.set vgpr_28.has_recursion, 0
	.set vgpr_28.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 2664
; TotalNumSgprs: 10
; NumVgprs: 94
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 23
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 94
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
	.protected	vgpr_40                 ; -- Begin function vgpr_40
	.globl	vgpr_40
	.p2align	8
	.type	vgpr_40,@function
vgpr_40:                                ; @vgpr_40
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v7, v1
	v_add_nc_u32_e32 v6, 0xc0, v0
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v2, 64, v0
	v_mov_b32_e32 v5, v1
	v_add_nc_u32_e32 v4, 0x80, v0
	v_lshlrev_b64_e32 v[10:11], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x140, v0
	v_lshlrev_b64_e32 v[80:81], 2, v[0:1]
	v_lshlrev_b64_e32 v[78:79], 2, v[2:3]
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v8, 0x100, v0
	v_lshlrev_b64_e32 v[38:39], 2, v[4:5]
	v_lshlrev_b64_e32 v[18:19], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x180, v0
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc, s6, v80
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v81, vcc
	v_add_co_u32 v4, vcc, s6, v78
	v_lshlrev_b64_e32 v[16:17], 2, v[8:9]
	v_lshlrev_b64_e32 v[20:21], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x1c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v79, vcc
	v_add_co_u32 v12, vcc, s6, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s7, v39, vcc
	v_add_co_u32 v8, vcc, s6, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v11, vcc
	v_add_co_u32 v14, vcc, s6, v16
	v_lshlrev_b64_e32 v[22:23], 2, v[6:7]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s7, v17, vcc
	v_add_co_u32 v24, vcc, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s7, v19, vcc
	v_add_co_u32 v26, vcc, s6, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s7, v21, vcc
	v_add_co_u32 v28, vcc, s6, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v23, vcc
	s_clause 0x7
	global_load_b32 v98, v[2:3], off
	global_load_b32 v97, v[4:5], off
	global_load_b32 v96, v[12:13], off
	global_load_b32 v95, v[8:9], off
	global_load_b32 v94, v[14:15], off
	global_load_b32 v93, v[24:25], off
	global_load_b32 v92, v[26:27], off
	global_load_b32 v83, v[28:29], off
	v_add_nc_u32_e32 v2, 0x280, v0
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v30, 0x240, v0
	v_mov_b32_e32 v31, v1
	v_add_nc_u32_e32 v6, 0x200, v0
	v_add_nc_u32_e32 v4, 0x400, v0
	v_lshlrev_b64_e32 v[28:29], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x2c0, v0
	v_lshlrev_b64_e32 v[26:27], 2, v[30:31]
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	v_mov_b32_e32 v5, v1
	v_add_nc_u32_e32 v12, 0x480, v0
	v_lshlrev_b64_e32 v[30:31], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x300, v0
	v_mov_b32_e32 v13, v1
	v_add_co_u32 v8, vcc, s6, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v7, vcc
	v_lshlrev_b64_e32 v[32:33], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x340, v0
	v_add_co_u32 v14, vcc, s6, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s7, v27, vcc
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[34:35], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x380, v0
	v_add_co_u32 v24, vcc, s6, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s7, v29, vcc
	v_lshlrev_b64_e32 v[36:37], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x3c0, v0
	v_add_co_u32 v40, vcc, s6, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s7, v31, vcc
	v_add_co_u32 v42, vcc, s6, v32
	v_lshlrev_b64_e32 v[48:49], 2, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v43, null, s7, v33, vcc
	v_add_co_u32 v44, vcc, s6, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v45, null, s7, v35, vcc
	v_add_co_u32 v46, vcc, s6, v36
	v_lshlrev_b64_e32 v[2:3], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x440, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v47, null, s7, v37, vcc
	v_add_co_u32 v50, vcc, s6, v48
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s7, v49, vcc
	s_clause 0x7
	global_load_b32 v121, v[8:9], off
	global_load_b32 v120, v[14:15], off
	global_load_b32 v119, v[24:25], off
	global_load_b32 v118, v[40:41], off
	global_load_b32 v117, v[42:43], off
	global_load_b32 v116, v[44:45], off
	global_load_b32 v115, v[46:47], off
	global_load_b32 v114, v[50:51], off
	v_add_nc_u32_e32 v8, 0x500, v0
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v56, 0x4c0, v0
	v_mov_b32_e32 v57, v1
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_lshlrev_b64_e32 v[12:13], 2, v[12:13]
	v_add_nc_u32_e32 v14, 0x580, v0
	v_mov_b32_e32 v15, v1
	v_lshlrev_b64_e32 v[42:43], 2, v[8:9]
	v_add_nc_u32_e32 v8, 0x540, v0
	v_add_co_u32 v52, vcc, s6, v2
	v_lshlrev_b64_e32 v[40:41], 2, v[56:57]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s7, v3, vcc
	v_add_co_u32 v54, vcc, s6, v4
	v_lshlrev_b64_e32 v[44:45], 2, v[14:15]
	v_add_nc_u32_e32 v14, 0x5c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v55, null, s7, v5, vcc
	v_add_co_u32 v24, vcc, s6, v12
	v_lshlrev_b64_e32 v[60:61], 2, v[8:9]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s7, v13, vcc
	v_add_co_u32 v50, vcc, s6, v40
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s7, v41, vcc
	v_add_co_u32 v8, vcc, s6, v42
	v_lshlrev_b64_e32 v[46:47], 2, v[14:15]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v43, vcc
	v_add_co_u32 v56, vcc, s6, v60
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v57, null, s7, v61, vcc
	v_add_co_u32 v58, vcc, s6, v44
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v59, null, s7, v45, vcc
	v_add_co_u32 v62, vcc, s6, v46
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v63, null, s7, v47, vcc
	s_clause 0x7
	global_load_b32 v105, v[52:53], off
	global_load_b32 v104, v[54:55], off
	global_load_b32 v103, v[24:25], off
	global_load_b32 v102, v[50:51], off
	global_load_b32 v101, v[8:9], off
	global_load_b32 v100, v[56:57], off
	global_load_b32 v99, v[58:59], off
	global_load_b32 v91, v[62:63], off
	v_add_nc_u32_e32 v8, 0x680, v0
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v14, 0x600, v0
	v_add_nc_u32_e32 v64, 0x640, v0
	v_mov_b32_e32 v65, v1
	v_add_nc_u32_e32 v24, 0x700, v0
	v_lshlrev_b64_e32 v[52:53], 2, v[8:9]
	v_add_nc_u32_e32 v8, 0x6c0, v0
	v_lshlrev_b64_e32 v[14:15], 2, v[14:15]
	v_lshlrev_b64_e32 v[50:51], 2, v[64:65]
	v_mov_b32_e32 v25, v1
	v_add_nc_u32_e32 v122, 0x880, v0
	v_lshlrev_b64_e32 v[74:75], 2, v[8:9]
	v_add_nc_u32_e32 v8, 0x740, v0
	v_add_co_u32 v62, vcc, s6, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v63, null, s7, v15, vcc
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[56:57], 2, v[8:9]
	v_add_nc_u32_e32 v8, 0x780, v0
	v_add_co_u32 v64, vcc, s6, v50
	v_lshlrev_b64_e32 v[54:55], 2, v[24:25]
	v_add_nc_u32_e32 v24, 0x7c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v65, null, s7, v51, vcc
	v_add_co_u32 v66, vcc, s6, v52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v67, null, s7, v53, vcc
	v_add_co_u32 v68, vcc, s6, v74
	v_lshlrev_b64_e32 v[76:77], 2, v[8:9]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v69, null, s7, v75, vcc
	v_add_co_u32 v70, vcc, s6, v54
	v_lshlrev_b64_e32 v[58:59], 2, v[24:25]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v71, null, s7, v55, vcc
	v_add_co_u32 v72, vcc, s6, v56
	v_add_nc_u32_e32 v8, 0x800, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v73, null, s7, v57, vcc
	v_add_co_u32 v84, vcc, s6, v76
	v_add_nc_u32_e32 v24, 0x840, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v85, null, s7, v77, vcc
	v_add_co_u32 v86, vcc, s6, v58
	v_mov_b32_e32 v123, v1
	v_lshlrev_b64_e32 v[8:9], 2, v[8:9]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v87, null, s7, v59, vcc
	s_clause 0x7
	global_load_b32 v113, v[62:63], off
	global_load_b32 v112, v[64:65], off
	global_load_b32 v111, v[66:67], off
	global_load_b32 v110, v[68:69], off
	global_load_b32 v109, v[70:71], off
	global_load_b32 v108, v[72:73], off
	global_load_b32 v107, v[84:85], off
	global_load_b32 v106, v[86:87], off
	v_add_nc_u32_e32 v64, 0x8c0, v0
	v_mov_b32_e32 v65, v1
	v_lshlrev_b64_e32 v[24:25], 2, v[24:25]
	v_add_nc_u32_e32 v66, 0x900, v0
	v_mov_b32_e32 v67, v1
	v_lshlrev_b64_e32 v[62:63], 2, v[122:123]
	v_add_nc_u32_e32 v68, 0x940, v0
	v_mov_b32_e32 v69, v1
	v_add_co_u32 v88, vcc, s6, v8
	v_lshlrev_b64_e32 v[64:65], 2, v[64:65]
	v_add_nc_u32_e32 v70, 0x980, v0
	v_mov_b32_e32 v71, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v89, null, s7, v9, vcc
	v_add_co_u32 v84, vcc, s6, v24
	v_lshlrev_b64_e32 v[66:67], 2, v[66:67]
	v_add_nc_u32_e32 v72, 0x9c0, v0
	v_mov_b32_e32 v73, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v85, null, s7, v25, vcc
	v_add_co_u32 v86, vcc, s6, v62
	v_lshlrev_b64_e32 v[68:69], 2, v[68:69]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v87, null, s7, v63, vcc
	v_add_co_u32 v122, vcc, s6, v64
	v_lshlrev_b64_e32 v[70:71], 2, v[70:71]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v123, null, s7, v65, vcc
	v_add_co_u32 v124, vcc, s6, v66
	v_lshlrev_b64_e32 v[72:73], 2, v[72:73]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v125, null, s7, v67, vcc
	v_add_co_u32 v126, vcc, s6, v68
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v127, null, s7, v69, vcc
	v_add_co_u32 v128, vcc, s6, v70
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v129, null, s7, v71, vcc
	v_add_co_u32 v130, vcc, s6, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v131, null, s7, v73, vcc
	s_clause 0x7
	global_load_b32 v90, v[88:89], off
	global_load_b32 v89, v[84:85], off
	global_load_b32 v88, v[86:87], off
	global_load_b32 v87, v[122:123], off
	global_load_b32 v86, v[124:125], off
	global_load_b32 v85, v[126:127], off
	global_load_b32 v84, v[128:129], off
	global_load_b32 v82, v[130:131], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB4_2
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[122:123], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_add_co_i32 s0, s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v122, vcc, s6, v122
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v123, null, s7, v123, vcc
	global_load_b32 v122, v[122:123], off
	s_wait_loadcnt 0x0
	v_fma_f32 v98, v98, v122, 1.0
	v_fma_f32 v97, v97, v122, 2.0
	v_fmaak_f32 v96, v96, v122, 0x40400000
	v_fma_f32 v95, v95, v122, 4.0
	v_fmaak_f32 v94, v94, v122, 0x40a00000
	v_fmaak_f32 v93, v93, v122, 0x40c00000
	v_fmaak_f32 v92, v92, v122, 0x40e00000
	v_fmaak_f32 v83, v83, v122, 0x41000000
	v_fmaak_f32 v121, v121, v122, 0x41100000
	v_fmaak_f32 v120, v120, v122, 0x41200000
	v_fmaak_f32 v119, v119, v122, 0x41300000
	v_fmaak_f32 v118, v118, v122, 0x41400000
	v_fmaak_f32 v117, v117, v122, 0x41500000
	v_fmaak_f32 v116, v116, v122, 0x41600000
	v_fmaak_f32 v115, v115, v122, 0x41700000
	v_fmaak_f32 v114, v114, v122, 0x41800000
	v_fmaak_f32 v105, v105, v122, 0x41880000
	v_fmaak_f32 v104, v104, v122, 0x41900000
	v_fmaak_f32 v103, v103, v122, 0x41980000
	v_fmaak_f32 v102, v102, v122, 0x41a00000
	v_fmaak_f32 v101, v101, v122, 0x41a80000
	v_fmaak_f32 v100, v100, v122, 0x41b00000
	v_fmaak_f32 v99, v99, v122, 0x41b80000
	v_fmaak_f32 v91, v91, v122, 0x41c00000
	v_fmaak_f32 v113, v113, v122, 0x41c80000
	v_fmaak_f32 v112, v112, v122, 0x41d00000
	v_fmaak_f32 v111, v111, v122, 0x41d80000
	v_fmaak_f32 v110, v110, v122, 0x41e00000
	v_fmaak_f32 v109, v109, v122, 0x41e80000
	v_fmaak_f32 v108, v108, v122, 0x41f00000
	v_fmaak_f32 v107, v107, v122, 0x41f80000
	v_fmaak_f32 v106, v106, v122, 0x42000000
	v_fmaak_f32 v90, v90, v122, 0x42040000
	v_fmaak_f32 v89, v89, v122, 0x42080000
	v_fmaak_f32 v88, v88, v122, 0x420c0000
	v_fmaak_f32 v87, v87, v122, 0x42100000
	v_fmaak_f32 v86, v86, v122, 0x42140000
	v_fmaak_f32 v85, v85, v122, 0x42180000
	v_fmaak_f32 v84, v84, v122, 0x421c0000
	v_fmaak_f32 v82, v82, v122, 0x42200000
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB4_1
.LBB4_2:
	v_add_co_u32 v0, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v81, vcc
	v_add_co_u32 v78, vcc, s4, v78
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v79, null, s5, v79, vcc
	v_add_co_u32 v38, vcc, s4, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v39, null, s5, v39, vcc
	v_add_co_u32 v10, vcc, s4, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v11, vcc
	v_add_co_u32 v16, vcc, s4, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v17, vcc
	v_add_co_u32 v18, vcc, s4, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v19, vcc
	v_add_co_u32 v20, vcc, s4, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v21, vcc
	v_add_co_u32 v22, vcc, s4, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v23, vcc
	s_wait_loadcnt 0x27
	global_store_b32 v[0:1], v98, off
	s_wait_loadcnt 0x26
	global_store_b32 v[78:79], v97, off
	s_wait_loadcnt 0x25
	global_store_b32 v[38:39], v96, off
	s_wait_loadcnt 0x24
	global_store_b32 v[10:11], v95, off
	s_wait_loadcnt 0x23
	global_store_b32 v[16:17], v94, off
	s_wait_loadcnt 0x22
	global_store_b32 v[18:19], v93, off
	s_wait_loadcnt 0x21
	global_store_b32 v[20:21], v92, off
	s_wait_loadcnt 0x20
	global_store_b32 v[22:23], v83, off
	v_add_co_u32 v0, vcc, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v7, vcc
	v_add_co_u32 v6, vcc, s4, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v27, vcc
	v_add_co_u32 v10, vcc, s4, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v29, vcc
	v_add_co_u32 v16, vcc, s4, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v31, vcc
	v_add_co_u32 v18, vcc, s4, v32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v33, vcc
	v_add_co_u32 v20, vcc, s4, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v35, vcc
	v_add_co_u32 v22, vcc, s4, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v37, vcc
	v_add_co_u32 v26, vcc, s4, v48
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s5, v49, vcc
	s_wait_loadcnt 0x1f
	global_store_b32 v[0:1], v121, off
	s_wait_loadcnt 0x1e
	global_store_b32 v[6:7], v120, off
	s_wait_loadcnt 0x1d
	global_store_b32 v[10:11], v119, off
	s_wait_loadcnt 0x1c
	global_store_b32 v[16:17], v118, off
	s_wait_loadcnt 0x1b
	global_store_b32 v[18:19], v117, off
	s_wait_loadcnt 0x1a
	global_store_b32 v[20:21], v116, off
	s_wait_loadcnt 0x19
	global_store_b32 v[22:23], v115, off
	s_wait_loadcnt 0x18
	global_store_b32 v[26:27], v114, off
	v_add_co_u32 v0, vcc, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v3, vcc
	v_add_co_u32 v2, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v5, vcc
	v_add_co_u32 v4, vcc, s4, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v13, vcc
	v_add_co_u32 v6, vcc, s4, v40
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v41, vcc
	v_add_co_u32 v10, vcc, s4, v42
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v43, vcc
	v_add_co_u32 v12, vcc, s4, v60
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v61, vcc
	v_add_co_u32 v16, vcc, s4, v44
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v45, vcc
	v_add_co_u32 v18, vcc, s4, v46
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v47, vcc
	s_wait_loadcnt 0x17
	global_store_b32 v[0:1], v105, off
	s_wait_loadcnt 0x16
	global_store_b32 v[2:3], v104, off
	s_wait_loadcnt 0x15
	global_store_b32 v[4:5], v103, off
	s_wait_loadcnt 0x14
	global_store_b32 v[6:7], v102, off
	s_wait_loadcnt 0x13
	global_store_b32 v[10:11], v101, off
	s_wait_loadcnt 0x12
	global_store_b32 v[12:13], v100, off
	s_wait_loadcnt 0x11
	global_store_b32 v[16:17], v99, off
	s_wait_loadcnt 0x10
	global_store_b32 v[18:19], v91, off
	v_add_co_u32 v0, vcc, s4, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v15, vcc
	v_add_co_u32 v2, vcc, s4, v50
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v51, vcc
	v_add_co_u32 v4, vcc, s4, v52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v53, vcc
	v_add_co_u32 v6, vcc, s4, v74
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v75, vcc
	v_add_co_u32 v10, vcc, s4, v54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v55, vcc
	v_add_co_u32 v12, vcc, s4, v56
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v57, vcc
	v_add_co_u32 v14, vcc, s4, v76
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v77, vcc
	v_add_co_u32 v16, vcc, s4, v58
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v59, vcc
	s_wait_loadcnt 0xf
	global_store_b32 v[0:1], v113, off
	s_wait_loadcnt 0xe
	global_store_b32 v[2:3], v112, off
	s_wait_loadcnt 0xd
	global_store_b32 v[4:5], v111, off
	s_wait_loadcnt 0xc
	global_store_b32 v[6:7], v110, off
	s_wait_loadcnt 0xb
	global_store_b32 v[10:11], v109, off
	s_wait_loadcnt 0xa
	global_store_b32 v[12:13], v108, off
	s_wait_loadcnt 0x9
	global_store_b32 v[14:15], v107, off
	s_wait_loadcnt 0x8
	global_store_b32 v[16:17], v106, off
	v_add_co_u32 v0, vcc, s4, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v9, vcc
	v_add_co_u32 v2, vcc, s4, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v25, vcc
	v_add_co_u32 v4, vcc, s4, v62
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v63, vcc
	v_add_co_u32 v6, vcc, s4, v64
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v65, vcc
	v_add_co_u32 v8, vcc, s4, v66
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v67, vcc
	v_add_co_u32 v10, vcc, s4, v68
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v69, vcc
	v_add_co_u32 v12, vcc, s4, v70
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v71, vcc
	v_add_co_u32 v14, vcc, s4, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v73, vcc
	s_wait_loadcnt 0x7
	global_store_b32 v[0:1], v90, off
	s_wait_loadcnt 0x6
	global_store_b32 v[2:3], v89, off
	s_wait_loadcnt 0x5
	global_store_b32 v[4:5], v88, off
	s_wait_loadcnt 0x4
	global_store_b32 v[6:7], v87, off
	s_wait_loadcnt 0x3
	global_store_b32 v[8:9], v86, off
	s_wait_loadcnt 0x2
	global_store_b32 v[10:11], v85, off
	s_wait_loadcnt 0x1
	global_store_b32 v[12:13], v84, off
	s_wait_loadcnt 0x0
	global_store_b32 v[14:15], v82, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_40
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 132
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 30
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
.Lfunc_end4:
	.size	vgpr_40, .Lfunc_end4-vgpr_40
                                        ; -- End function
	.set vgpr_40.num_vgpr, 132
	.set vgpr_40.num_agpr, 0
	.set vgpr_40.numbered_sgpr, 8
	.set vgpr_40.num_named_barrier, 0
	.set vgpr_40.private_seg_size, 0
	.set vgpr_40.uses_vcc, 1
	.set vgpr_40.uses_flat_scratch, 0
	.set vgpr_40.has_dyn_sized_stack, 0
	.set vgpr_40.has_recursion, 0
	.set vgpr_40.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3740
; TotalNumSgprs: 10
; NumVgprs: 132
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 132
; Occupancy: 5
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
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
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v5, v1
	v_add_nc_u32_e32 v4, 0x80, v0
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v2, 64, v0
	v_lshlrev_b64_e32 v[110:111], 2, v[0:1]
	v_mov_b32_e32 v7, v1
	v_lshlrev_b64_e32 v[42:43], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x140, v0
	v_add_nc_u32_e32 v6, 0xc0, v0
	v_lshlrev_b64_e32 v[92:93], 2, v[2:3]
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v8, 0x100, v0
	v_lshlrev_b64_e32 v[20:21], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x180, v0
	v_lshlrev_b64_e32 v[12:13], 2, v[6:7]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc, s6, v110
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v111, vcc
	v_add_co_u32 v6, vcc, s6, v92
	v_lshlrev_b64_e32 v[18:19], 2, v[8:9]
	v_lshlrev_b64_e32 v[22:23], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x1c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v93, vcc
	v_add_co_u32 v10, vcc, s6, v42
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v43, vcc
	v_add_co_u32 v8, vcc, s6, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v13, vcc
	v_add_co_u32 v14, vcc, s6, v18
	v_lshlrev_b64_e32 v[24:25], 2, v[4:5]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s7, v19, vcc
	v_add_co_u32 v16, vcc, s6, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s7, v21, vcc
	v_add_co_u32 v26, vcc, s6, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s7, v23, vcc
	v_add_co_u32 v28, vcc, s6, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v25, vcc
	s_clause 0x7
	global_load_b32 v136, v[2:3], off
	global_load_b32 v135, v[6:7], off
	global_load_b32 v134, v[10:11], off
	global_load_b32 v133, v[8:9], off
	global_load_b32 v132, v[14:15], off
	global_load_b32 v131, v[16:17], off
	global_load_b32 v130, v[26:27], off
	global_load_b32 v128, v[28:29], off
	v_add_nc_u32_e32 v2, 0x280, v0
	v_mov_b32_e32 v3, v1
	v_add_nc_u32_e32 v4, 0x200, v0
	v_add_nc_u32_e32 v30, 0x240, v0
	v_mov_b32_e32 v31, v1
	v_add_nc_u32_e32 v14, 0x340, v0
	v_lshlrev_b64_e32 v[32:33], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x2c0, v0
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	v_lshlrev_b64_e32 v[30:31], 2, v[30:31]
	v_mov_b32_e32 v15, v1
	v_add_nc_u32_e32 v46, 0x480, v0
	v_lshlrev_b64_e32 v[34:35], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x300, v0
	v_add_co_u32 v6, vcc, s6, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v5, vcc
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[52:53], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x380, v0
	v_add_co_u32 v8, vcc, s6, v30
	v_lshlrev_b64_e32 v[36:37], 2, v[14:15]
	v_add_nc_u32_e32 v14, 0x3c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v31, vcc
	v_add_co_u32 v10, vcc, s6, v32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v33, vcc
	v_add_co_u32 v16, vcc, s6, v34
	v_lshlrev_b64_e32 v[54:55], 2, v[2:3]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s7, v35, vcc
	v_add_co_u32 v26, vcc, s6, v52
	v_lshlrev_b64_e32 v[38:39], 2, v[14:15]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s7, v53, vcc
	v_add_co_u32 v28, vcc, s6, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v37, vcc
	v_add_co_u32 v40, vcc, s6, v54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s7, v55, vcc
	v_add_co_u32 v44, vcc, s6, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v45, null, s7, v39, vcc
	v_mov_b32_e32 v47, v1
	s_clause 0x7
	global_load_b32 v165, v[6:7], off
	global_load_b32 v164, v[8:9], off
	global_load_b32 v163, v[10:11], off
	global_load_b32 v162, v[16:17], off
	global_load_b32 v161, v[26:27], off
	global_load_b32 v160, v[28:29], off
	global_load_b32 v159, v[40:41], off
	global_load_b32 v151, v[44:45], off
	v_add_nc_u32_e32 v6, 0x4c0, v0
	v_mov_b32_e32 v7, v1
	v_add_nc_u32_e32 v2, 0x400, v0
	v_add_nc_u32_e32 v14, 0x440, v0
	v_lshlrev_b64_e32 v[44:45], 2, v[46:47]
	v_add_nc_u32_e32 v8, 0x540, v0
	v_lshlrev_b64_e32 v[46:47], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x500, v0
	v_lshlrev_b64_e32 v[2:3], 2, v[2:3]
	v_lshlrev_b64_e32 v[14:15], 2, v[14:15]
	v_mov_b32_e32 v9, v1
	v_add_nc_u32_e32 v16, 0x680, v0
	v_lshlrev_b64_e32 v[64:65], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x580, v0
	v_add_co_u32 v56, vcc, s6, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v57, null, s7, v3, vcc
	v_add_co_u32 v10, vcc, s6, v14
	v_lshlrev_b64_e32 v[50:51], 2, v[6:7]
	v_add_nc_u32_e32 v6, 0x5c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v15, vcc
	v_add_co_u32 v26, vcc, s6, v44
	v_lshlrev_b64_e32 v[48:49], 2, v[8:9]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v27, null, s7, v45, vcc
	v_add_co_u32 v28, vcc, s6, v46
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v47, vcc
	v_add_co_u32 v40, vcc, s6, v64
	v_add_nc_u32_e32 v8, 0x600, v0
	v_lshlrev_b64_e32 v[66:67], 2, v[6:7]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s7, v65, vcc
	v_add_co_u32 v58, vcc, s6, v48
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v59, null, s7, v49, vcc
	v_add_co_u32 v60, vcc, s6, v50
	v_lshlrev_b64_e32 v[6:7], 2, v[8:9]
	v_add_nc_u32_e32 v8, 0x640, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v61, null, s7, v51, vcc
	v_add_co_u32 v62, vcc, s6, v66
	v_mov_b32_e32 v17, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v63, null, s7, v67, vcc
	s_clause 0x7
	global_load_b32 v181, v[56:57], off
	global_load_b32 v180, v[10:11], off
	global_load_b32 v179, v[26:27], off
	global_load_b32 v178, v[28:29], off
	global_load_b32 v177, v[40:41], off
	global_load_b32 v176, v[58:59], off
	global_load_b32 v175, v[60:61], off
	global_load_b32 v174, v[62:63], off
	v_add_nc_u32_e32 v10, 0x700, v0
	v_mov_b32_e32 v11, v1
	v_add_nc_u32_e32 v72, 0x6c0, v0
	v_mov_b32_e32 v73, v1
	v_lshlrev_b64_e32 v[8:9], 2, v[8:9]
	v_lshlrev_b64_e32 v[16:17], 2, v[16:17]
	v_add_nc_u32_e32 v26, 0x780, v0
	v_mov_b32_e32 v27, v1
	v_lshlrev_b64_e32 v[58:59], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x740, v0
	v_add_co_u32 v68, vcc, s6, v6
	v_lshlrev_b64_e32 v[56:57], 2, v[72:73]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v69, null, s7, v7, vcc
	v_add_co_u32 v70, vcc, s6, v8
	v_lshlrev_b64_e32 v[60:61], 2, v[26:27]
	v_add_nc_u32_e32 v26, 0x7c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v71, null, s7, v9, vcc
	v_add_co_u32 v28, vcc, s6, v16
	v_lshlrev_b64_e32 v[78:79], 2, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v17, vcc
	v_add_co_u32 v40, vcc, s6, v56
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v41, null, s7, v57, vcc
	v_add_co_u32 v10, vcc, s6, v58
	v_lshlrev_b64_e32 v[62:63], 2, v[26:27]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v59, vcc
	v_add_co_u32 v72, vcc, s6, v78
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v73, null, s7, v79, vcc
	v_add_co_u32 v74, vcc, s6, v60
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v75, null, s7, v61, vcc
	v_add_co_u32 v76, vcc, s6, v62
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v77, null, s7, v63, vcc
	s_clause 0x7
	global_load_b32 v150, v[68:69], off
	global_load_b32 v149, v[70:71], off
	global_load_b32 v148, v[28:29], off
	global_load_b32 v147, v[40:41], off
	global_load_b32 v146, v[10:11], off
	global_load_b32 v145, v[72:73], off
	global_load_b32 v144, v[74:75], off
	global_load_b32 v142, v[76:77], off
	v_add_nc_u32_e32 v10, 0x880, v0
	v_mov_b32_e32 v11, v1
	v_add_nc_u32_e32 v26, 0x800, v0
	v_add_nc_u32_e32 v80, 0x840, v0
	v_mov_b32_e32 v81, v1
	v_add_nc_u32_e32 v40, 0x900, v0
	v_lshlrev_b64_e32 v[70:71], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x8c0, v0
	v_lshlrev_b64_e32 v[26:27], 2, v[26:27]
	v_lshlrev_b64_e32 v[68:69], 2, v[80:81]
	v_mov_b32_e32 v41, v1
	v_add_nc_u32_e32 v102, 0xa80, v0
	v_lshlrev_b64_e32 v[94:95], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x940, v0
	v_add_co_u32 v28, vcc, s6, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s7, v27, vcc
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[74:75], 2, v[10:11]
	v_add_nc_u32_e32 v10, 0x980, v0
	v_add_co_u32 v80, vcc, s6, v68
	v_lshlrev_b64_e32 v[72:73], 2, v[40:41]
	v_add_nc_u32_e32 v40, 0x9c0, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s7, v69, vcc
	v_add_co_u32 v82, vcc, s6, v70
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v83, null, s7, v71, vcc
	v_add_co_u32 v84, vcc, s6, v94
	v_lshlrev_b64_e32 v[96:97], 2, v[10:11]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v85, null, s7, v95, vcc
	v_add_co_u32 v86, vcc, s6, v72
	v_lshlrev_b64_e32 v[76:77], 2, v[40:41]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v87, null, s7, v73, vcc
	v_add_co_u32 v88, vcc, s6, v74
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v89, null, s7, v75, vcc
	v_add_co_u32 v90, vcc, s6, v96
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v91, null, s7, v97, vcc
	v_add_co_u32 v98, vcc, s6, v76
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v99, null, s7, v77, vcc
	s_clause 0x7
	global_load_b32 v173, v[28:29], off
	global_load_b32 v172, v[80:81], off
	global_load_b32 v171, v[82:83], off
	global_load_b32 v170, v[84:85], off
	global_load_b32 v169, v[86:87], off
	global_load_b32 v168, v[88:89], off
	global_load_b32 v167, v[90:91], off
	global_load_b32 v166, v[98:99], off
	v_add_nc_u32_e32 v28, 0xac0, v0
	v_mov_b32_e32 v29, v1
	v_add_nc_u32_e32 v10, 0xa00, v0
	v_add_nc_u32_e32 v40, 0xa40, v0
	v_mov_b32_e32 v103, v1
	v_add_nc_u32_e32 v116, 0xc40, v0
	v_lshlrev_b64_e32 v[82:83], 2, v[28:29]
	v_add_nc_u32_e32 v28, 0xb00, v0
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	v_lshlrev_b64_e32 v[40:41], 2, v[40:41]
	v_lshlrev_b64_e32 v[80:81], 2, v[102:103]
	v_mov_b32_e32 v117, v1
	v_lshlrev_b64_e32 v[84:85], 2, v[28:29]
	v_add_nc_u32_e32 v28, 0xb40, v0
	v_add_co_u32 v100, vcc, s6, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v101, null, s7, v11, vcc
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[86:87], 2, v[28:29]
	v_add_nc_u32_e32 v28, 0xb80, v0
	v_add_co_u32 v98, vcc, s6, v40
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v99, null, s7, v41, vcc
	v_lshlrev_b64_e32 v[88:89], 2, v[28:29]
	v_add_nc_u32_e32 v28, 0xbc0, v0
	v_add_co_u32 v102, vcc, s6, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v103, null, s7, v81, vcc
	v_add_co_u32 v104, vcc, s6, v82
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v105, null, s7, v83, vcc
	v_add_co_u32 v106, vcc, s6, v84
	v_lshlrev_b64_e32 v[90:91], 2, v[28:29]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v107, null, s7, v85, vcc
	v_add_co_u32 v108, vcc, s6, v86
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v109, null, s7, v87, vcc
	v_add_co_u32 v112, vcc, s6, v88
	v_add_nc_u32_e32 v28, 0xc00, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v113, null, s7, v89, vcc
	v_add_co_u32 v114, vcc, s6, v90
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v115, null, s7, v91, vcc
	s_clause 0x7
	global_load_b32 v158, v[100:101], off
	global_load_b32 v157, v[98:99], off
	global_load_b32 v156, v[102:103], off
	global_load_b32 v155, v[104:105], off
	global_load_b32 v154, v[106:107], off
	global_load_b32 v153, v[108:109], off
	global_load_b32 v152, v[112:113], off
	global_load_b32 v143, v[114:115], off
	v_add_nc_u32_e32 v100, 0xc80, v0
	v_mov_b32_e32 v101, v1
	v_lshlrev_b64_e32 v[28:29], 2, v[28:29]
	v_add_nc_u32_e32 v102, 0xcc0, v0
	v_mov_b32_e32 v103, v1
	v_lshlrev_b64_e32 v[98:99], 2, v[116:117]
	v_add_nc_u32_e32 v104, 0xd00, v0
	v_mov_b32_e32 v105, v1
	v_lshlrev_b64_e32 v[100:101], 2, v[100:101]
	v_add_nc_u32_e32 v106, 0xd40, v0
	v_mov_b32_e32 v107, v1
	v_add_co_u32 v112, vcc, s6, v28
	v_lshlrev_b64_e32 v[102:103], 2, v[102:103]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v113, null, s7, v29, vcc
	v_add_co_u32 v114, vcc, s6, v98
	v_lshlrev_b64_e32 v[104:105], 2, v[104:105]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v115, null, s7, v99, vcc
	v_add_co_u32 v116, vcc, s6, v100
	v_lshlrev_b64_e32 v[106:107], 2, v[106:107]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v117, null, s7, v101, vcc
	v_add_co_u32 v118, vcc, s6, v102
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v119, null, s7, v103, vcc
	v_add_co_u32 v120, vcc, s6, v104
	v_add_nc_u32_e32 v108, 0xd80, v0
	v_mov_b32_e32 v109, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v121, null, s7, v105, vcc
	v_add_co_u32 v137, vcc, s6, v106
	v_add_nc_u32_e32 v139, 0xdc0, v0
	v_mov_b32_e32 v140, v1
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v138, null, s7, v107, vcc
	s_clause 0x5
	global_load_b32 v127, v[112:113], off
	global_load_b32 v126, v[114:115], off
	global_load_b32 v125, v[116:117], off
	global_load_b32 v124, v[118:119], off
	global_load_b32 v123, v[120:121], off
	global_load_b32 v122, v[137:138], off
	v_add_nc_u32_e32 v114, 0xe00, v0
	v_mov_b32_e32 v115, v1
	v_lshlrev_b64_e32 v[108:109], 2, v[108:109]
	v_add_nc_u32_e32 v116, 0xe40, v0
	v_mov_b32_e32 v117, v1
	v_lshlrev_b64_e32 v[112:113], 2, v[139:140]
	v_add_nc_u32_e32 v118, 0xe80, v0
	v_mov_b32_e32 v119, v1
	v_lshlrev_b64_e32 v[114:115], 2, v[114:115]
	v_add_nc_u32_e32 v120, 0xec0, v0
	v_mov_b32_e32 v121, v1
	v_add_co_u32 v137, vcc, s6, v108
	v_lshlrev_b64_e32 v[116:117], 2, v[116:117]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v138, null, s7, v109, vcc
	v_add_co_u32 v139, vcc, s6, v112
	v_lshlrev_b64_e32 v[118:119], 2, v[118:119]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v140, null, s7, v113, vcc
	v_add_co_u32 v182, vcc, s6, v114
	v_lshlrev_b64_e32 v[120:121], 2, v[120:121]
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v183, null, s7, v115, vcc
	v_add_co_u32 v184, vcc, s6, v116
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v185, null, s7, v117, vcc
	v_add_co_u32 v186, vcc, s6, v118
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v187, null, s7, v119, vcc
	v_add_co_u32 v188, vcc, s6, v120
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v189, null, s7, v121, vcc
	s_clause 0x5
	global_load_b32 v141, v[137:138], off
	global_load_b32 v140, v[139:140], off
	global_load_b32 v139, v[182:183], off
	global_load_b32 v138, v[184:185], off
	global_load_b32 v137, v[186:187], off
	global_load_b32 v129, v[188:189], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB5_2
.LBB5_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[182:183], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x1000, v0
	s_add_co_i32 s0, s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v182, vcc, s6, v182
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v183, null, s7, v183, vcc
	global_load_b32 v182, v[182:183], off
	s_wait_loadcnt 0x0
	v_fma_f32 v136, v136, v182, 1.0
	v_fma_f32 v135, v135, v182, 2.0
	v_fmaak_f32 v134, v134, v182, 0x40400000
	v_fma_f32 v133, v133, v182, 4.0
	v_fmaak_f32 v132, v132, v182, 0x40a00000
	v_fmaak_f32 v131, v131, v182, 0x40c00000
	v_fmaak_f32 v130, v130, v182, 0x40e00000
	v_fmaak_f32 v128, v128, v182, 0x41000000
	v_fmaak_f32 v165, v165, v182, 0x41100000
	v_fmaak_f32 v164, v164, v182, 0x41200000
	v_fmaak_f32 v163, v163, v182, 0x41300000
	v_fmaak_f32 v162, v162, v182, 0x41400000
	v_fmaak_f32 v161, v161, v182, 0x41500000
	v_fmaak_f32 v160, v160, v182, 0x41600000
	v_fmaak_f32 v159, v159, v182, 0x41700000
	v_fmaak_f32 v151, v151, v182, 0x41800000
	v_fmaak_f32 v181, v181, v182, 0x41880000
	v_fmaak_f32 v180, v180, v182, 0x41900000
	v_fmaak_f32 v179, v179, v182, 0x41980000
	v_fmaak_f32 v178, v178, v182, 0x41a00000
	v_fmaak_f32 v177, v177, v182, 0x41a80000
	v_fmaak_f32 v176, v176, v182, 0x41b00000
	v_fmaak_f32 v175, v175, v182, 0x41b80000
	v_fmaak_f32 v174, v174, v182, 0x41c00000
	v_fmaak_f32 v150, v150, v182, 0x41c80000
	v_fmaak_f32 v149, v149, v182, 0x41d00000
	v_fmaak_f32 v148, v148, v182, 0x41d80000
	v_fmaak_f32 v147, v147, v182, 0x41e00000
	v_fmaak_f32 v146, v146, v182, 0x41e80000
	v_fmaak_f32 v145, v145, v182, 0x41f00000
	v_fmaak_f32 v144, v144, v182, 0x41f80000
	v_fmaak_f32 v142, v142, v182, 0x42000000
	v_fmaak_f32 v173, v173, v182, 0x42040000
	v_fmaak_f32 v172, v172, v182, 0x42080000
	v_fmaak_f32 v171, v171, v182, 0x420c0000
	v_fmaak_f32 v170, v170, v182, 0x42100000
	v_fmaak_f32 v169, v169, v182, 0x42140000
	v_fmaak_f32 v168, v168, v182, 0x42180000
	v_fmaak_f32 v167, v167, v182, 0x421c0000
	v_fmaak_f32 v166, v166, v182, 0x42200000
	v_fmaak_f32 v158, v158, v182, 0x42240000
	v_fmaak_f32 v157, v157, v182, 0x42280000
	v_fmaak_f32 v156, v156, v182, 0x422c0000
	v_fmaak_f32 v155, v155, v182, 0x42300000
	v_fmaak_f32 v154, v154, v182, 0x42340000
	v_fmaak_f32 v153, v153, v182, 0x42380000
	v_fmaak_f32 v152, v152, v182, 0x423c0000
	v_fmaak_f32 v143, v143, v182, 0x42400000
	v_fmaak_f32 v127, v127, v182, 0x42440000
	v_fmaak_f32 v126, v126, v182, 0x42480000
	v_fmaak_f32 v125, v125, v182, 0x424c0000
	v_fmaak_f32 v124, v124, v182, 0x42500000
	v_fmaak_f32 v123, v123, v182, 0x42540000
	v_fmaak_f32 v122, v122, v182, 0x42580000
	v_fmaak_f32 v141, v141, v182, 0x425c0000
	v_fmaak_f32 v140, v140, v182, 0x42600000
	v_fmaak_f32 v139, v139, v182, 0x42640000
	v_fmaak_f32 v138, v138, v182, 0x42680000
	v_fmaak_f32 v137, v137, v182, 0x426c0000
	v_fmaak_f32 v129, v129, v182, 0x42700000
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB5_1
.LBB5_2:
	v_add_co_u32 v0, vcc, s4, v110
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v111, vcc
	v_add_co_u32 v92, vcc, s4, v92
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v93, null, s5, v93, vcc
	v_add_co_u32 v42, vcc, s4, v42
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v43, null, s5, v43, vcc
	v_add_co_u32 v12, vcc, s4, v12
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v13, vcc
	v_add_co_u32 v18, vcc, s4, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v19, vcc
	v_add_co_u32 v20, vcc, s4, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v21, vcc
	v_add_co_u32 v22, vcc, s4, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v23, vcc
	v_add_co_u32 v24, vcc, s4, v24
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s5, v25, vcc
	s_wait_loadcnt 0x3b
	global_store_b32 v[0:1], v136, off
	s_wait_loadcnt 0x3a
	global_store_b32 v[92:93], v135, off
	s_wait_loadcnt 0x39
	global_store_b32 v[42:43], v134, off
	s_wait_loadcnt 0x38
	global_store_b32 v[12:13], v133, off
	s_wait_loadcnt 0x37
	global_store_b32 v[18:19], v132, off
	s_wait_loadcnt 0x36
	global_store_b32 v[20:21], v131, off
	s_wait_loadcnt 0x35
	global_store_b32 v[22:23], v130, off
	s_wait_loadcnt 0x34
	global_store_b32 v[24:25], v128, off
	v_add_co_u32 v0, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v5, vcc
	v_add_co_u32 v4, vcc, s4, v30
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v31, vcc
	v_add_co_u32 v12, vcc, s4, v32
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v33, vcc
	v_add_co_u32 v18, vcc, s4, v34
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v35, vcc
	v_add_co_u32 v20, vcc, s4, v52
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v53, vcc
	v_add_co_u32 v22, vcc, s4, v36
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v37, vcc
	v_add_co_u32 v24, vcc, s4, v54
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v25, null, s5, v55, vcc
	v_add_co_u32 v30, vcc, s4, v38
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v31, null, s5, v39, vcc
	s_wait_loadcnt 0x33
	global_store_b32 v[0:1], v165, off
	s_wait_loadcnt 0x32
	global_store_b32 v[4:5], v164, off
	s_wait_loadcnt 0x31
	global_store_b32 v[12:13], v163, off
	s_wait_loadcnt 0x30
	global_store_b32 v[18:19], v162, off
	s_wait_loadcnt 0x2f
	global_store_b32 v[20:21], v161, off
	s_wait_loadcnt 0x2e
	global_store_b32 v[22:23], v160, off
	s_wait_loadcnt 0x2d
	global_store_b32 v[24:25], v159, off
	s_wait_loadcnt 0x2c
	global_store_b32 v[30:31], v151, off
	v_add_co_u32 v0, vcc, s4, v2
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v3, vcc
	v_add_co_u32 v2, vcc, s4, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v15, vcc
	v_add_co_u32 v4, vcc, s4, v44
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v45, vcc
	v_add_co_u32 v12, vcc, s4, v46
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v47, vcc
	v_add_co_u32 v14, vcc, s4, v64
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v65, vcc
	v_add_co_u32 v18, vcc, s4, v48
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v49, vcc
	v_add_co_u32 v20, vcc, s4, v50
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v51, vcc
	v_add_co_u32 v22, vcc, s4, v66
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v67, vcc
	s_wait_loadcnt 0x2b
	global_store_b32 v[0:1], v181, off
	s_wait_loadcnt 0x2a
	global_store_b32 v[2:3], v180, off
	s_wait_loadcnt 0x29
	global_store_b32 v[4:5], v179, off
	s_wait_loadcnt 0x28
	global_store_b32 v[12:13], v178, off
	s_wait_loadcnt 0x27
	global_store_b32 v[14:15], v177, off
	s_wait_loadcnt 0x26
	global_store_b32 v[18:19], v176, off
	s_wait_loadcnt 0x25
	global_store_b32 v[20:21], v175, off
	s_wait_loadcnt 0x24
	global_store_b32 v[22:23], v174, off
	v_add_co_u32 v0, vcc, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v7, vcc
	v_add_co_u32 v2, vcc, s4, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v9, vcc
	v_add_co_u32 v4, vcc, s4, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v17, vcc
	v_add_co_u32 v6, vcc, s4, v56
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v57, vcc
	v_add_co_u32 v8, vcc, s4, v58
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v59, vcc
	v_add_co_u32 v12, vcc, s4, v78
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v79, vcc
	v_add_co_u32 v14, vcc, s4, v60
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v61, vcc
	v_add_co_u32 v16, vcc, s4, v62
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v63, vcc
	s_wait_loadcnt 0x23
	global_store_b32 v[0:1], v150, off
	s_wait_loadcnt 0x22
	global_store_b32 v[2:3], v149, off
	s_wait_loadcnt 0x21
	global_store_b32 v[4:5], v148, off
	s_wait_loadcnt 0x20
	global_store_b32 v[6:7], v147, off
	s_wait_loadcnt 0x1f
	global_store_b32 v[8:9], v146, off
	s_wait_loadcnt 0x1e
	global_store_b32 v[12:13], v145, off
	s_wait_loadcnt 0x1d
	global_store_b32 v[14:15], v144, off
	s_wait_loadcnt 0x1c
	global_store_b32 v[16:17], v142, off
	v_add_co_u32 v0, vcc, s4, v26
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v27, vcc
	v_add_co_u32 v2, vcc, s4, v68
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v69, vcc
	v_add_co_u32 v4, vcc, s4, v70
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v71, vcc
	v_add_co_u32 v6, vcc, s4, v94
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v95, vcc
	v_add_co_u32 v8, vcc, s4, v72
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v73, vcc
	v_add_co_u32 v12, vcc, s4, v74
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v75, vcc
	v_add_co_u32 v14, vcc, s4, v96
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v97, vcc
	v_add_co_u32 v16, vcc, s4, v76
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v77, vcc
	s_wait_loadcnt 0x1b
	global_store_b32 v[0:1], v173, off
	s_wait_loadcnt 0x1a
	global_store_b32 v[2:3], v172, off
	s_wait_loadcnt 0x19
	global_store_b32 v[4:5], v171, off
	s_wait_loadcnt 0x18
	global_store_b32 v[6:7], v170, off
	s_wait_loadcnt 0x17
	global_store_b32 v[8:9], v169, off
	s_wait_loadcnt 0x16
	global_store_b32 v[12:13], v168, off
	s_wait_loadcnt 0x15
	global_store_b32 v[14:15], v167, off
	s_wait_loadcnt 0x14
	global_store_b32 v[16:17], v166, off
	v_add_co_u32 v0, vcc, s4, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v11, vcc
	v_add_co_u32 v2, vcc, s4, v40
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v41, vcc
	v_add_co_u32 v4, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v81, vcc
	v_add_co_u32 v6, vcc, s4, v82
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v83, vcc
	v_add_co_u32 v8, vcc, s4, v84
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v85, vcc
	v_add_co_u32 v10, vcc, s4, v86
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v87, vcc
	v_add_co_u32 v12, vcc, s4, v88
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v89, vcc
	v_add_co_u32 v14, vcc, s4, v90
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v91, vcc
	s_wait_loadcnt 0x13
	global_store_b32 v[0:1], v158, off
	s_wait_loadcnt 0x12
	global_store_b32 v[2:3], v157, off
	s_wait_loadcnt 0x11
	global_store_b32 v[4:5], v156, off
	s_wait_loadcnt 0x10
	global_store_b32 v[6:7], v155, off
	s_wait_loadcnt 0xf
	global_store_b32 v[8:9], v154, off
	s_wait_loadcnt 0xe
	global_store_b32 v[10:11], v153, off
	s_wait_loadcnt 0xd
	global_store_b32 v[12:13], v152, off
	s_wait_loadcnt 0xc
	global_store_b32 v[14:15], v143, off
	v_add_co_u32 v0, vcc, s4, v28
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v29, vcc
	v_add_co_u32 v2, vcc, s4, v98
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v99, vcc
	v_add_co_u32 v4, vcc, s4, v100
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v101, vcc
	v_add_co_u32 v6, vcc, s4, v102
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v103, vcc
	v_add_co_u32 v8, vcc, s4, v104
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v105, vcc
	v_add_co_u32 v10, vcc, s4, v106
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v107, vcc
	v_add_co_u32 v12, vcc, s4, v108
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v109, vcc
	v_add_co_u32 v14, vcc, s4, v112
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v113, vcc
	v_add_co_u32 v16, vcc, s4, v114
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v115, vcc
	v_add_co_u32 v18, vcc, s4, v116
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v117, vcc
	v_add_co_u32 v20, vcc, s4, v118
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v21, null, s5, v119, vcc
	v_add_co_u32 v22, vcc, s4, v120
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s5, v121, vcc
	s_wait_loadcnt 0xb
	global_store_b32 v[0:1], v127, off
	s_wait_loadcnt 0xa
	global_store_b32 v[2:3], v126, off
	s_wait_loadcnt 0x9
	global_store_b32 v[4:5], v125, off
	s_wait_loadcnt 0x8
	global_store_b32 v[6:7], v124, off
	s_wait_loadcnt 0x7
	global_store_b32 v[8:9], v123, off
	s_wait_loadcnt 0x6
	global_store_b32 v[10:11], v122, off
	s_wait_loadcnt 0x5
	global_store_b32 v[12:13], v141, off
	s_wait_loadcnt 0x4
	global_store_b32 v[14:15], v140, off
	s_wait_loadcnt 0x3
	global_store_b32 v[16:17], v139, off
	s_wait_loadcnt 0x2
	global_store_b32 v[18:19], v138, off
	s_wait_loadcnt 0x1
	global_store_b32 v[20:21], v137, off
	s_wait_loadcnt 0x0
	global_store_b32 v[22:23], v129, off
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_60
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 190
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 44
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
.Lfunc_end5:
	.size	vgpr_60, .Lfunc_end5-vgpr_60
                                        ; -- End function
	.set vgpr_60.num_vgpr, 190
	.set vgpr_60.num_agpr, 0
	.set vgpr_60.numbered_sgpr, 8
	.set vgpr_60.num_named_barrier, 0
	.set vgpr_60.private_seg_size, 0
	.set vgpr_60.uses_vcc, 1
	.set vgpr_60.uses_flat_scratch, 0
	.set vgpr_60.has_dyn_sized_stack, 0
	.set vgpr_60.has_recursion, 0
	.set vgpr_60.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 5556
; TotalNumSgprs: 10
; NumVgprs: 190
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 47
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 190
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
	.protected	vgpr_90                 ; -- Begin function vgpr_90
	.globl	vgpr_90
	.p2align	8
	.type	vgpr_90,@function
vgpr_90:                                ; @vgpr_90
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_mov_b32_e32 v181, 0
	v_lshl_add_u32 v180, ttmp9, 6, v0
	s_load_b32 s0, s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v1, v181
	v_add_nc_u32_e32 v0, 64, v180
	v_lshlrev_b64_e32 v[6:7], 2, v[180:181]
	v_mov_b32_e32 v3, v181
	v_add_nc_u32_e32 v2, 0x80, v180
	v_mov_b32_e32 v5, v181
	v_lshlrev_b64_e32 v[8:9], 2, v[0:1]
	v_add_nc_u32_e32 v4, 0xc0, v180
	v_add_nc_u32_e32 v52, 0x1180, v180
	v_lshlrev_b64_e32 v[11:12], 2, v[2:3]
	v_mov_b32_e32 v53, v181
	v_add_nc_u32_e32 v59, 0x11c0, v180
	scratch_store_b64 off, v[8:9], off offset:24 ; 8-byte Folded Spill
	v_mov_b32_e32 v60, v181
	s_wait_kmcnt 0x0
	v_add_co_u32 v0, vcc, s6, v6
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s7, v7, vcc
	v_add_co_u32 v2, vcc, s6, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v9, vcc
	v_lshlrev_b64_e32 v[9:10], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x100, v180
	s_clause 0x1                            ; 16-byte Folded Spill
	scratch_store_b64 off, v[6:7], off
	scratch_store_b64 off, v[11:12], off offset:16
	v_add_co_u32 v6, vcc, s6, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v12, vcc
	v_lshlrev_b64_e32 v[11:12], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x140, v180
	v_add_co_u32 v8, vcc, s6, v9
	scratch_store_b64 off, v[9:10], off offset:8 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v10, vcc
	v_lshlrev_b64_e32 v[13:14], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x180, v180
	v_add_co_u32 v10, vcc, s6, v11
	scratch_store_b64 off, v[11:12], off offset:32 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v12, vcc
	v_lshlrev_b64_e32 v[15:16], 2, v[4:5]
	v_add_nc_u32_e32 v4, 0x1c0, v180
	v_add_co_u32 v12, vcc, s6, v13
	scratch_store_b64 off, v[13:14], off offset:40 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s7, v14, vcc
	v_lshlrev_b64_e32 v[17:18], 2, v[4:5]
	v_add_co_u32 v4, vcc, s6, v15
	scratch_store_b64 off, v[15:16], off offset:56 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v16, vcc
	v_add_co_u32 v16, vcc, s6, v17
	scratch_store_b64 off, v[17:18], off offset:64 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s7, v18, vcc
	s_clause 0x7
	global_load_b32 v189, v[0:1], off
	global_load_b32 v188, v[2:3], off
	global_load_b32 v187, v[6:7], off
	global_load_b32 v186, v[8:9], off
	global_load_b32 v185, v[10:11], off
	global_load_b32 v184, v[12:13], off
	global_load_b32 v183, v[4:5], off
	global_load_b32 v182, v[16:17], off
	v_add_nc_u32_e32 v0, 0x280, v180
	v_mov_b32_e32 v1, v181
	v_add_nc_u32_e32 v14, 0x200, v180
	v_mov_b32_e32 v15, v181
	v_lshlrev_b64_e32 v[140:141], 2, v[52:53]
	v_lshlrev_b64_e32 v[144:145], 2, v[59:60]
	v_lshlrev_b64_e32 v[7:8], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x2c0, v180
	v_lshlrev_b64_e32 v[18:19], 2, v[14:15]
	v_add_nc_u32_e32 v14, 0x240, v180
	v_add_nc_u32_e32 v63, 0x1340, v180
	v_mov_b32_e32 v64, v181
	v_lshlrev_b64_e32 v[9:10], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x300, v180
	v_lshlrev_b64_e32 v[5:6], 2, v[14:15]
	v_add_co_u32 v2, vcc, s6, v18
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v19, vcc
	v_lshlrev_b64_e32 v[11:12], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x340, v180
	v_add_co_u32 v4, vcc, s6, v5
	s_clause 0x3                            ; 32-byte Folded Spill
	scratch_store_b64 off, v[18:19], off offset:48
	scratch_store_b64 off, v[5:6], off offset:72
	scratch_store_b64 off, v[7:8], off offset:80
	scratch_store_b64 off, v[9:10], off offset:88
	v_lshlrev_b64_e32 v[14:15], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x380, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s7, v6, vcc
	v_add_co_u32 v6, vcc, s6, v7
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[16:17], 2, v[0:1]
	v_add_nc_u32_e32 v0, 0x3c0, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v8, vcc
	v_add_co_u32 v8, vcc, s6, v9
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v10, vcc
	v_add_co_u32 v10, vcc, s6, v11
	v_lshlrev_b64_e32 v[18:19], 2, v[0:1]
	s_clause 0x2                            ; 24-byte Folded Spill
	scratch_store_b64 off, v[11:12], off offset:96
	scratch_store_b64 off, v[14:15], off offset:104
	scratch_store_b64 off, v[16:17], off offset:112
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v12, vcc
	v_add_co_u32 v13, vcc, s6, v14
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s7, v15, vcc
	v_add_co_u32 v0, vcc, s6, v16
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s7, v17, vcc
	v_add_co_u32 v17, vcc, s6, v18
	v_add_nc_u32_e32 v15, 0x400, v180
	v_mov_b32_e32 v16, v181
	scratch_store_b64 off, v[18:19], off offset:120 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s7, v19, vcc
	s_clause 0x7
	global_load_b32 v43, v[2:3], off
	global_load_b32 v32, v[4:5], off
	global_load_b32 v24, v[6:7], off
	global_load_b32 v19, v[8:9], off
	global_load_b32 v12, v[10:11], off
	global_load_b32 v5, v[13:14], off
	global_load_b32 v1, v[0:1], off
	global_load_b32 v190, v[17:18], off
	v_add_nc_u32_e32 v2, 0x480, v180
	v_mov_b32_e32 v3, v181
	v_lshlrev_b64_e32 v[20:21], 2, v[15:16]
	v_add_nc_u32_e32 v15, 0x440, v180
	v_add_nc_u32_e32 v66, 0x1380, v180
	v_mov_b32_e32 v67, v181
	v_lshlrev_b64_e32 v[13:14], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x4c0, v180
	v_lshlrev_b64_e32 v[9:10], 2, v[15:16]
	v_add_co_u32 v6, vcc, s6, v20
	scratch_store_b64 off, v[20:21], off offset:128 ; 8-byte Folded Spill
	v_lshlrev_b64_e32 v[15:16], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x500, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v21, vcc
	v_add_co_u32 v8, vcc, s6, v9
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[17:18], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x540, v180
	s_clause 0x2                            ; 24-byte Folded Spill
	scratch_store_b64 off, v[9:10], off offset:136
	scratch_store_b64 off, v[13:14], off offset:144
	scratch_store_b64 off, v[15:16], off offset:160
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v10, vcc
	v_lshlrev_b64_e32 v[20:21], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x580, v180
	v_add_co_u32 v10, vcc, s6, v13
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v14, vcc
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[22:23], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x5c0, v180
	v_add_co_u32 v13, vcc, s6, v15
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s7, v16, vcc
	v_add_co_u32 v15, vcc, s6, v17
	v_lshlrev_b64_e32 v[25:26], 2, v[2:3]
	s_clause 0x2                            ; 24-byte Folded Spill
	scratch_store_b64 off, v[17:18], off offset:176
	scratch_store_b64 off, v[20:21], off offset:192
	scratch_store_b64 off, v[22:23], off offset:248
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, s7, v18, vcc
	v_add_co_u32 v17, vcc, s6, v20
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s7, v21, vcc
	v_add_co_u32 v2, vcc, s6, v22
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v23, vcc
	v_add_co_u32 v22, vcc, s6, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s7, v26, vcc
	s_clause 0x7
	global_load_b32 v72, v[6:7], off
	global_load_b32 v68, v[8:9], off
	global_load_b32 v65, v[10:11], off
	global_load_b32 v62, v[13:14], off
	global_load_b32 v56, v[15:16], off
	global_load_b32 v50, v[17:18], off
	global_load_b32 v45, v[2:3], off
	global_load_b32 v39, v[22:23], off
	v_add_nc_u32_e32 v2, 0x680, v180
	v_mov_b32_e32 v3, v181
	v_add_nc_u32_e32 v20, 0x600, v180
	v_mov_b32_e32 v21, v181
	scratch_store_b64 off, v[25:26], off offset:288 ; 8-byte Folded Spill
	v_add_nc_u32_e32 v69, 0x13c0, v180
	v_lshlrev_b64_e32 v[106:107], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x6c0, v180
	v_lshlrev_b64_e32 v[25:26], 2, v[20:21]
	v_add_nc_u32_e32 v20, 0x640, v180
	v_mov_b32_e32 v70, v181
	v_lshlrev_b64_e32 v[154:155], 2, v[63:64]
	v_lshlrev_b64_e32 v[108:109], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x700, v180
	v_lshlrev_b64_e32 v[96:97], 2, v[20:21]
	v_add_co_u32 v6, vcc, s6, v25
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v26, vcc
	v_lshlrev_b64_e32 v[112:113], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x740, v180
	v_add_co_u32 v8, vcc, s6, v96
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v97, vcc
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_4) | instid1(VALU_DEP_3)
	v_lshlrev_b64_e32 v[116:117], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x780, v180
	v_add_co_u32 v10, vcc, s6, v106
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s7, v107, vcc
	v_lshlrev_b64_e32 v[86:87], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x7c0, v180
	v_add_co_u32 v13, vcc, s6, v108
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s7, v109, vcc
	v_add_co_u32 v15, vcc, s6, v112
	v_lshlrev_b64_e32 v[94:95], 2, v[2:3]
	v_add_nc_u32_e32 v20, 0x800, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v16, null, s7, v113, vcc
	v_add_co_u32 v17, vcc, s6, v116
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s7, v117, vcc
	v_add_co_u32 v2, vcc, s6, v86
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v87, vcc
	v_add_co_u32 v22, vcc, s6, v94
	v_lshlrev_b64_e32 v[100:101], 2, v[20:21]
	v_add_nc_u32_e32 v20, 0x840, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v23, null, s7, v95, vcc
	s_clause 0x7
	global_load_b32 v78, v[6:7], off
	global_load_b32 v76, v[8:9], off
	global_load_b32 v74, v[10:11], off
	global_load_b32 v71, v[13:14], off
	global_load_b32 v61, v[15:16], off
	global_load_b32 v58, v[17:18], off
	global_load_b32 v55, v[2:3], off
	global_load_b32 v51, v[22:23], off
	v_add_nc_u32_e32 v2, 0x880, v180
	v_mov_b32_e32 v3, v181
	v_lshlrev_b64_e32 v[130:131], 2, v[20:21]
	v_add_co_u32 v6, vcc, s6, v100
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v101, vcc
	v_lshlrev_b64_e32 v[10:11], 2, v[2:3]
	v_add_nc_u32_e32 v2, 0x8c0, v180
	v_add_co_u32 v8, vcc, s6, v130
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s7, v131, vcc
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[14:15], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v10
	scratch_store_b64 off, v[10:11], off offset:216 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v11, vcc
	v_add_nc_u32_e32 v10, 0x900, v180
	v_mov_b32_e32 v11, v181
	v_add_co_u32 v13, vcc, s6, v14
	v_add_nc_u32_e32 v158, 0x1400, v180
	v_mov_b32_e32 v159, v181
	s_delay_alu instid0(VALU_DEP_4)
	v_lshlrev_b64_e32 v[10:11], 2, v[10:11]
	scratch_store_b64 off, v[14:15], off offset:256 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s7, v15, vcc
	s_clause 0x3
	global_load_b32 v41, v[6:7], off
	global_load_b32 v37, v[8:9], off
	global_load_b32 v31, v[2:3], off
	global_load_b32 v29, v[13:14], off
	v_add_nc_u32_e32 v2, 0x940, v180
	v_mov_b32_e32 v3, v181
	v_add_co_u32 v6, vcc, s6, v10
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v11, vcc
	s_delay_alu instid0(VALU_DEP_3)
	v_lshlrev_b64_e32 v[102:103], 2, v[2:3]
	scratch_store_b64 off, v[10:11], off offset:320 ; 8-byte Folded Spill
	v_add_nc_u32_e32 v13, 0xd00, v180
	global_load_b32 v36, v[6:7], off
	v_mov_b32_e32 v14, v181
	v_lshlrev_b64_e32 v[156:157], 2, v[66:67]
	v_add_co_u32 v2, vcc, s6, v102
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v103, vcc
	v_lshlrev_b64_e32 v[33:34], 2, v[13:14]
	v_lshlrev_b64_e32 v[160:161], 2, v[69:70]
	v_lshlrev_b64_e32 v[158:159], 2, v[158:159]
	global_load_b32 v35, v[2:3], off
	v_add_nc_u32_e32 v2, 0x980, v180
	v_mov_b32_e32 v3, v181
	scratch_store_b64 off, v[33:34], off offset:184 ; 8-byte Folded Spill
	v_lshlrev_b64_e32 v[118:119], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc, s6, v118
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v119, vcc
	global_load_b32 v40, v[2:3], off
	v_add_nc_u32_e32 v2, 0x9c0, v180
	v_mov_b32_e32 v3, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[126:127], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v126
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v127, vcc
	global_load_b32 v46, v[2:3], off
	v_add_nc_u32_e32 v2, 0xa00, v180
	v_mov_b32_e32 v3, v181
	v_lshlrev_b64_e32 v[124:125], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc, s6, v124
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v125, vcc
	global_load_b32 v9, v[2:3], off
	v_add_nc_u32_e32 v2, 0xa40, v180
	v_mov_b32_e32 v3, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[132:133], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v132
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v133, vcc
	global_load_b32 v11, v[2:3], off
	v_add_nc_u32_e32 v2, 0xa80, v180
	v_mov_b32_e32 v3, v181
	v_lshlrev_b64_e32 v[3:4], 2, v[2:3]
	s_clause 0x1                            ; 16-byte Folded Spill
	scratch_store_b64 off, v[25:26], off offset:280
	scratch_store_b64 off, v[3:4], off offset:208
	v_add_co_u32 v2, vcc, s6, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v4, vcc
	global_load_b32 v15, v[2:3], off
	v_add_nc_u32_e32 v2, 0xac0, v180
	v_mov_b32_e32 v3, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v3
	scratch_store_b64 off, v[3:4], off offset:224 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v4, vcc
	global_load_b32 v17, v[2:3], off
	v_add_nc_u32_e32 v2, 0xb00, v180
	v_mov_b32_e32 v3, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v3
	scratch_store_b64 off, v[3:4], off offset:264 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v4, vcc
	global_load_b32 v21, v[2:3], off
	v_add_nc_u32_e32 v2, 0xb40, v180
	v_mov_b32_e32 v3, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[3:4], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v3
	scratch_store_b64 off, v[3:4], off offset:304 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v4, vcc
	v_mov_b32_e32 v4, v181
	global_load_b32 v23, v[2:3], off
	v_add_nc_u32_e32 v2, 0xb80, v180
	v_mov_b32_e32 v3, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[82:83], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v82
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v83, vcc
	global_load_b32 v26, v[2:3], off
	v_add_nc_u32_e32 v2, 0xbc0, v180
	v_mov_b32_e32 v3, v181
	v_lshlrev_b64_e32 v[90:91], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc, s6, v90
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v91, vcc
	global_load_b32 v28, v[2:3], off
	v_add_nc_u32_e32 v2, 0xc00, v180
	v_mov_b32_e32 v3, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[88:89], 2, v[2:3]
	v_add_co_u32 v2, vcc, s6, v88
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s7, v89, vcc
	global_load_b32 v0, v[2:3], off
	v_add_nc_u32_e32 v2, 0xc40, v180
	v_mov_b32_e32 v3, v181
	v_lshlrev_b64_e32 v[104:105], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc, s6, v104
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s7, v105, vcc
	global_load_b32 v2, v[2:3], off
	v_add_nc_u32_e32 v3, 0xc80, v180
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[6:7], 2, v[3:4]
	v_add_co_u32 v3, vcc, s6, v6
	scratch_store_b64 off, v[6:7], off offset:152 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v4, null, s7, v7, vcc
	v_add_nc_u32_e32 v6, 0xcc0, v180
	v_mov_b32_e32 v7, v181
	global_load_b32 v4, v[3:4], off
	v_lshlrev_b64_e32 v[7:8], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_u32 v6, vcc, s6, v7
	scratch_store_b64 off, v[7:8], off offset:168 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s7, v8, vcc
	v_add_co_u32 v13, vcc, s6, v33
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s7, v34, vcc
	s_clause 0x1
	global_load_b32 v7, v[6:7], off
	global_load_b32 v6, v[13:14], off
	v_add_nc_u32_e32 v13, 0xd40, v180
	v_mov_b32_e32 v14, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[33:34], 2, v[13:14]
	v_add_co_u32 v13, vcc, s6, v33
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v14, null, s7, v34, vcc
	scratch_store_b64 off, v[33:34], off offset:200 ; 8-byte Folded Spill
	global_load_b32 v10, v[13:14], off
	v_add_nc_u32_e32 v13, 0xd80, v180
	v_mov_b32_e32 v14, v181
	v_lshlrev_b64_e32 v[33:34], 2, v[13:14]
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_u32 v13, vcc, s6, v33
	scratch_store_b64 off, v[33:34], off offset:232 ; 8-byte Folded Spill
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v14, null, s7, v34, vcc
	v_add_nc_u32_e32 v33, 0xdc0, v180
	v_mov_b32_e32 v34, v181
	global_load_b32 v13, v[13:14], off
	v_lshlrev_b64_e32 v[47:48], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc, s6, v47
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, s7, v48, vcc
	scratch_store_b64 off, v[47:48], off offset:296 ; 8-byte Folded Spill
	global_load_b32 v18, v[33:34], off
	v_add_nc_u32_e32 v33, 0xe00, v180
	v_mov_b32_e32 v34, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[47:48], 2, v[33:34]
	v_add_co_u32 v33, vcc, s6, v47
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, null, s7, v48, vcc
	scratch_store_b64 off, v[47:48], off offset:240 ; 8-byte Folded Spill
	global_load_b32 v191, v[33:34], off
	v_add_nc_u32_e32 v33, 0xe40, v180
	v_mov_b32_e32 v34, v181
	v_lshlrev_b64_e32 v[47:48], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc, s6, v47
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, s7, v48, vcc
	scratch_store_b64 off, v[47:48], off offset:272 ; 8-byte Folded Spill
	global_load_b32 v3, v[33:34], off
	v_add_nc_u32_e32 v33, 0xe80, v180
	v_mov_b32_e32 v34, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[47:48], 2, v[33:34]
	v_add_co_u32 v33, vcc, s6, v47
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v34, null, s7, v48, vcc
	scratch_store_b64 off, v[47:48], off offset:312 ; 8-byte Folded Spill
	v_add_nc_u32_e32 v47, 0x1100, v180
	v_mov_b32_e32 v48, v181
	global_load_b32 v8, v[33:34], off
	v_add_nc_u32_e32 v33, 0xec0, v180
	v_mov_b32_e32 v34, v181
	v_lshlrev_b64_e32 v[136:137], 2, v[47:48]
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[84:85], 2, v[33:34]
	v_add_co_u32 v33, vcc, s6, v84
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, null, s7, v85, vcc
	global_load_b32 v14, v[33:34], off
	v_add_nc_u32_e32 v33, 0xf00, v180
	v_mov_b32_e32 v34, v181
	v_lshlrev_b64_e32 v[92:93], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc, s6, v92
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, s7, v93, vcc
	global_load_b32 v20, v[33:34], off
	v_add_nc_u32_e32 v33, 0xf40, v180
	v_mov_b32_e32 v34, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[98:99], 2, v[33:34]
	v_add_co_u32 v33, vcc, s6, v98
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, null, s7, v99, vcc
	global_load_b32 v25, v[33:34], off
	v_add_nc_u32_e32 v33, 0xf80, v180
	v_mov_b32_e32 v34, v181
	v_lshlrev_b64_e32 v[110:111], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc, s6, v110
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, s7, v111, vcc
	global_load_b32 v30, v[33:34], off
	v_add_nc_u32_e32 v33, 0xfc0, v180
	v_mov_b32_e32 v34, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[120:121], 2, v[33:34]
	v_add_co_u32 v33, vcc, s6, v120
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, null, s7, v121, vcc
	global_load_b32 v38, v[33:34], off
	v_add_nc_u32_e32 v33, 0x1000, v180
	v_mov_b32_e32 v34, v181
	v_lshlrev_b64_e32 v[114:115], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc, s6, v114
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, s7, v115, vcc
	global_load_b32 v16, v[33:34], off
	v_add_nc_u32_e32 v33, 0x1040, v180
	v_mov_b32_e32 v34, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[122:123], 2, v[33:34]
	v_add_co_u32 v33, vcc, s6, v122
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v34, null, s7, v123, vcc
	global_load_b32 v22, v[33:34], off
	v_add_nc_u32_e32 v33, 0x1080, v180
	v_mov_b32_e32 v34, v181
	v_lshlrev_b64_e32 v[128:129], 2, v[33:34]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v33, vcc, s6, v128
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v34, null, s7, v129, vcc
	global_load_b32 v27, v[33:34], off
	v_add_nc_u32_e32 v33, 0x10c0, v180
	v_mov_b32_e32 v34, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[134:135], 2, v[33:34]
	v_add_co_u32 v33, vcc, s6, v134
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v34, null, s7, v135, vcc
	v_add_co_u32 v47, vcc, s6, v136
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v48, null, s7, v137, vcc
	s_clause 0x1
	global_load_b32 v33, v[33:34], off
	global_load_b32 v42, v[47:48], off
	v_add_nc_u32_e32 v47, 0x1140, v180
	v_mov_b32_e32 v48, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[138:139], 2, v[47:48]
	v_add_co_u32 v47, vcc, s6, v138
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v48, null, s7, v139, vcc
	v_add_co_u32 v52, vcc, s6, v140
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v53, null, s7, v141, vcc
	v_add_co_u32 v59, vcc, s6, v144
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v60, null, s7, v145, vcc
	s_clause 0x2
	global_load_b32 v48, v[47:48], off
	global_load_b32 v53, v[52:53], off
	global_load_b32 v57, v[59:60], off
	v_add_nc_u32_e32 v59, 0x1200, v180
	v_mov_b32_e32 v60, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[142:143], 2, v[59:60]
	v_add_co_u32 v59, vcc, s6, v142
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v60, null, s7, v143, vcc
	global_load_b32 v34, v[59:60], off
	v_add_nc_u32_e32 v59, 0x1240, v180
	v_mov_b32_e32 v60, v181
	v_lshlrev_b64_e32 v[146:147], 2, v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v59, vcc, s6, v146
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v60, null, s7, v147, vcc
	global_load_b32 v44, v[59:60], off
	v_add_nc_u32_e32 v59, 0x1280, v180
	v_mov_b32_e32 v60, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[148:149], 2, v[59:60]
	v_add_co_u32 v59, vcc, s6, v148
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v60, null, s7, v149, vcc
	global_load_b32 v49, v[59:60], off
	v_add_nc_u32_e32 v59, 0x12c0, v180
	v_mov_b32_e32 v60, v181
	v_lshlrev_b64_e32 v[150:151], 2, v[59:60]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v59, vcc, s6, v150
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v60, null, s7, v151, vcc
	global_load_b32 v54, v[59:60], off
	v_add_nc_u32_e32 v59, 0x1300, v180
	v_mov_b32_e32 v60, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[152:153], 2, v[59:60]
	v_add_co_u32 v59, vcc, s6, v152
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v60, null, s7, v153, vcc
	v_add_co_u32 v63, vcc, s6, v154
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v64, null, s7, v155, vcc
	v_add_co_u32 v66, vcc, s6, v156
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v67, null, s7, v157, vcc
	v_add_co_u32 v69, vcc, s6, v160
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v70, null, s7, v161, vcc
	v_add_co_u32 v162, vcc, s6, v158
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v163, null, s7, v159, vcc
	s_clause 0x4
	global_load_b32 v60, v[59:60], off
	global_load_b32 v64, v[63:64], off
	global_load_b32 v67, v[66:67], off
	global_load_b32 v69, v[69:70], off
	global_load_b32 v47, v[162:163], off
	v_add_nc_u32_e32 v162, 0x1440, v180
	v_mov_b32_e32 v163, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[162:163], 2, v[162:163]
	v_add_co_u32 v164, vcc, s6, v162
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v165, null, s7, v163, vcc
	global_load_b32 v52, v[164:165], off
	v_add_nc_u32_e32 v164, 0x1480, v180
	v_mov_b32_e32 v165, v181
	v_lshlrev_b64_e32 v[164:165], 2, v[164:165]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v166, vcc, s6, v164
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v167, null, s7, v165, vcc
	global_load_b32 v59, v[166:167], off
	v_add_nc_u32_e32 v166, 0x14c0, v180
	v_mov_b32_e32 v167, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[166:167], 2, v[166:167]
	v_add_co_u32 v168, vcc, s6, v166
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v169, null, s7, v167, vcc
	global_load_b32 v63, v[168:169], off
	v_add_nc_u32_e32 v168, 0x1500, v180
	v_mov_b32_e32 v169, v181
	v_lshlrev_b64_e32 v[168:169], 2, v[168:169]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v170, vcc, s6, v168
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v171, null, s7, v169, vcc
	global_load_b32 v66, v[170:171], off
	v_add_nc_u32_e32 v170, 0x1540, v180
	v_mov_b32_e32 v171, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[170:171], 2, v[170:171]
	v_add_co_u32 v172, vcc, s6, v170
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v173, null, s7, v171, vcc
	global_load_b32 v70, v[172:173], off
	v_add_nc_u32_e32 v172, 0x1580, v180
	v_mov_b32_e32 v173, v181
	v_lshlrev_b64_e32 v[172:173], 2, v[172:173]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v174, vcc, s6, v172
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v175, null, s7, v173, vcc
	global_load_b32 v73, v[174:175], off
	v_add_nc_u32_e32 v174, 0x15c0, v180
	v_mov_b32_e32 v175, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[174:175], 2, v[174:175]
	v_add_co_u32 v176, vcc, s6, v174
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v177, null, s7, v175, vcc
	global_load_b32 v75, v[176:177], off
	v_add_nc_u32_e32 v176, 0x1600, v180
	v_mov_b32_e32 v177, v181
	v_lshlrev_b64_e32 v[176:177], 2, v[176:177]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v178, vcc, s6, v176
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v179, null, s7, v177, vcc
	global_load_b32 v77, v[178:179], off
	v_add_nc_u32_e32 v178, 0x1640, v180
	v_mov_b32_e32 v179, v181
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[178:179], 2, v[178:179]
	v_add_co_u32 v79, vcc, s6, v178
	s_wait_alu depctr_va_vcc(0)
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e64 v80, null, s7, v179, vcc
	global_load_b32 v79, v[79:80], off
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB6_2
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64_e32 v[80:81], 2, v[180:181]
	v_add_nc_u32_e32 v180, 0x1000, v180
	s_add_co_i32 s0, s0, -1
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v80, vcc, s6, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s7, v81, vcc
	global_load_b32 v80, v[80:81], off
	s_wait_loadcnt 0x0
	v_fma_f32 v189, v189, v80, 1.0
	v_fma_f32 v188, v188, v80, 2.0
	v_fmaak_f32 v187, v187, v80, 0x40400000
	v_fma_f32 v186, v186, v80, 4.0
	v_fmaak_f32 v185, v185, v80, 0x40a00000
	v_fmaak_f32 v184, v184, v80, 0x40c00000
	v_fmaak_f32 v183, v183, v80, 0x40e00000
	v_fmaak_f32 v182, v182, v80, 0x41000000
	v_fmaak_f32 v43, v43, v80, 0x41100000
	v_fmaak_f32 v32, v32, v80, 0x41200000
	v_fmaak_f32 v24, v24, v80, 0x41300000
	v_fmaak_f32 v19, v19, v80, 0x41400000
	v_fmaak_f32 v12, v12, v80, 0x41500000
	v_fmaak_f32 v5, v5, v80, 0x41600000
	v_fmaak_f32 v1, v1, v80, 0x41700000
	v_fmaak_f32 v190, v190, v80, 0x41800000
	v_fmaak_f32 v72, v72, v80, 0x41880000
	v_fmaak_f32 v68, v68, v80, 0x41900000
	v_fmaak_f32 v65, v65, v80, 0x41980000
	v_fmaak_f32 v62, v62, v80, 0x41a00000
	v_fmaak_f32 v56, v56, v80, 0x41a80000
	v_fmaak_f32 v50, v50, v80, 0x41b00000
	v_fmaak_f32 v45, v45, v80, 0x41b80000
	v_fmaak_f32 v39, v39, v80, 0x41c00000
	v_fmaak_f32 v78, v78, v80, 0x41c80000
	v_fmaak_f32 v76, v76, v80, 0x41d00000
	v_fmaak_f32 v74, v74, v80, 0x41d80000
	v_fmaak_f32 v71, v71, v80, 0x41e00000
	v_fmaak_f32 v61, v61, v80, 0x41e80000
	v_fmaak_f32 v58, v58, v80, 0x41f00000
	v_fmaak_f32 v55, v55, v80, 0x41f80000
	v_fmaak_f32 v51, v51, v80, 0x42000000
	v_fmaak_f32 v41, v41, v80, 0x42040000
	v_fmaak_f32 v37, v37, v80, 0x42080000
	v_fmaak_f32 v31, v31, v80, 0x420c0000
	v_fmaak_f32 v29, v29, v80, 0x42100000
	v_fmaak_f32 v36, v36, v80, 0x42140000
	v_fmaak_f32 v35, v35, v80, 0x42180000
	v_fmaak_f32 v40, v40, v80, 0x421c0000
	v_fmaak_f32 v46, v46, v80, 0x42200000
	v_fmaak_f32 v9, v9, v80, 0x42240000
	v_fmaak_f32 v11, v11, v80, 0x42280000
	v_fmaak_f32 v15, v15, v80, 0x422c0000
	v_fmaak_f32 v17, v17, v80, 0x42300000
	v_fmaak_f32 v21, v21, v80, 0x42340000
	v_fmaak_f32 v23, v23, v80, 0x42380000
	v_fmaak_f32 v26, v26, v80, 0x423c0000
	v_fmaak_f32 v28, v28, v80, 0x42400000
	v_fmaak_f32 v0, v0, v80, 0x42440000
	v_fmaak_f32 v2, v2, v80, 0x42480000
	v_fmaak_f32 v4, v4, v80, 0x424c0000
	v_fmaak_f32 v7, v7, v80, 0x42500000
	v_fmaak_f32 v6, v6, v80, 0x42540000
	v_fmaak_f32 v10, v10, v80, 0x42580000
	v_fmaak_f32 v13, v13, v80, 0x425c0000
	v_fmaak_f32 v18, v18, v80, 0x42600000
	v_fmaak_f32 v191, v191, v80, 0x42640000
	v_fmaak_f32 v3, v3, v80, 0x42680000
	v_fmaak_f32 v8, v8, v80, 0x426c0000
	v_fmaak_f32 v14, v14, v80, 0x42700000
	v_fmaak_f32 v20, v20, v80, 0x42740000
	v_fmaak_f32 v25, v25, v80, 0x42780000
	v_fmaak_f32 v30, v30, v80, 0x427c0000
	v_fmaak_f32 v38, v38, v80, 0x42800000
	v_fmaak_f32 v16, v16, v80, 0x42820000
	v_fmaak_f32 v22, v22, v80, 0x42840000
	v_fmaak_f32 v27, v27, v80, 0x42860000
	v_fmaak_f32 v33, v33, v80, 0x42880000
	v_fmaak_f32 v42, v42, v80, 0x428a0000
	v_fmaak_f32 v48, v48, v80, 0x428c0000
	v_fmaak_f32 v53, v53, v80, 0x428e0000
	v_fmaak_f32 v57, v57, v80, 0x42900000
	v_fmaak_f32 v34, v34, v80, 0x42920000
	v_fmaak_f32 v44, v44, v80, 0x42940000
	v_fmaak_f32 v49, v49, v80, 0x42960000
	v_fmaak_f32 v54, v54, v80, 0x42980000
	v_fmaak_f32 v60, v60, v80, 0x429a0000
	v_fmaak_f32 v64, v64, v80, 0x429c0000
	v_fmaak_f32 v67, v67, v80, 0x429e0000
	v_fmaak_f32 v69, v69, v80, 0x42a00000
	v_fmaak_f32 v47, v47, v80, 0x42a20000
	v_fmaak_f32 v52, v52, v80, 0x42a40000
	v_fmaak_f32 v59, v59, v80, 0x42a60000
	v_fmaak_f32 v63, v63, v80, 0x42a80000
	v_fmaak_f32 v66, v66, v80, 0x42aa0000
	v_fmaak_f32 v70, v70, v80, 0x42ac0000
	v_fmaak_f32 v73, v73, v80, 0x42ae0000
	v_fmaak_f32 v75, v75, v80, 0x42b00000
	v_fmaak_f32 v77, v77, v80, 0x42b20000
	v_fmaak_f32 v79, v79, v80, 0x42b40000
	s_wait_alu depctr_sa_sdst(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc0 .LBB6_1
.LBB6_2:
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_load_b64 v[80:81], off, off th:TH_LOAD_LU
	scratch_load_b64 v[180:181], off, off offset:24 th:TH_LOAD_LU
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v189, off
	scratch_load_b64 v[80:81], off, off offset:16 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v188, off
	scratch_load_b64 v[180:181], off, off offset:8 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v187, off
	scratch_load_b64 v[80:81], off, off offset:32 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v186, off
	scratch_load_b64 v[180:181], off, off offset:40 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v185, off
	scratch_load_b64 v[80:81], off, off offset:56 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v184, off
	scratch_load_b64 v[180:181], off, off offset:64 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	s_clause 0x1
	global_store_b32 v[80:81], v183, off
	global_store_b32 v[180:181], v182, off
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_load_b64 v[80:81], off, off offset:48 th:TH_LOAD_LU
	scratch_load_b64 v[180:181], off, off offset:72 th:TH_LOAD_LU
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v43, off
	scratch_load_b64 v[80:81], off, off offset:80 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v32, off
	scratch_load_b64 v[180:181], off, off offset:88 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v24, off
	scratch_load_b64 v[80:81], off, off offset:96 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v19, off
	scratch_load_b64 v[180:181], off, off offset:104 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v12, off
	scratch_load_b64 v[80:81], off, off offset:112 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v5, off
	scratch_load_b64 v[180:181], off, off offset:120 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	s_clause 0x1
	global_store_b32 v[80:81], v1, off
	global_store_b32 v[180:181], v190, off
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_load_b64 v[80:81], off, off offset:128 th:TH_LOAD_LU
	scratch_load_b64 v[180:181], off, off offset:136 th:TH_LOAD_LU
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v72, off
	scratch_load_b64 v[80:81], off, off offset:144 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v68, off
	scratch_load_b64 v[180:181], off, off offset:160 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v65, off
	scratch_load_b64 v[80:81], off, off offset:176 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v62, off
	scratch_load_b64 v[180:181], off, off offset:192 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	global_store_b32 v[80:81], v56, off
	scratch_load_b64 v[80:81], off, off offset:248 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[180:181], v50, off
	scratch_load_b64 v[180:181], off, off offset:288 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v180, vcc, s4, v180
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v181, null, s5, v181, vcc
	s_clause 0x1
	global_store_b32 v[80:81], v45, off
	global_store_b32 v[180:181], v39, off
	scratch_load_b64 v[80:81], off, off offset:280 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_add_co_u32 v80, vcc, s4, v80
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v81, vcc
	v_add_co_u32 v96, vcc, s4, v96
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v97, null, s5, v97, vcc
	global_store_b32 v[80:81], v78, off
	v_add_co_u32 v80, vcc, s4, v106
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v107, vcc
	global_store_b32 v[96:97], v76, off
	v_add_co_u32 v96, vcc, s4, v108
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v97, null, s5, v109, vcc
	global_store_b32 v[80:81], v74, off
	v_add_co_u32 v80, vcc, s4, v112
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v81, null, s5, v113, vcc
	global_store_b32 v[96:97], v71, off
	v_add_co_u32 v71, vcc, s4, v116
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v72, null, s5, v117, vcc
	global_store_b32 v[80:81], v61, off
	v_add_co_u32 v61, vcc, s4, v86
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v62, null, s5, v87, vcc
	global_store_b32 v[71:72], v58, off
	v_add_co_u32 v71, vcc, s4, v94
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v72, null, s5, v95, vcc
	v_add_co_u32 v50, vcc, s4, v100
	s_clause 0x1
	global_store_b32 v[61:62], v55, off
	global_store_b32 v[71:72], v51, off
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s5, v101, vcc
	v_add_co_u32 v55, vcc, s4, v130
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v56, null, s5, v131, vcc
	global_store_b32 v[50:51], v41, off
	scratch_load_b64 v[50:51], off, off offset:216 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[55:56], v37, off
	scratch_load_b64 v[55:56], off, off offset:256 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v50, vcc, s4, v50
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s5, v51, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v55, vcc, s4, v55
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v56, null, s5, v56, vcc
	global_store_b32 v[50:51], v31, off
	scratch_load_b64 v[31:32], off, off offset:320 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x0
	v_add_co_u32 v31, vcc, s4, v31
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, s5, v32, vcc
	v_add_co_u32 v50, vcc, s4, v102
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v51, null, s5, v103, vcc
	global_store_b32 v[31:32], v36, off
	v_add_co_u32 v31, vcc, s4, v118
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, s5, v119, vcc
	global_store_b32 v[50:51], v35, off
	v_add_co_u32 v35, vcc, s4, v126
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v36, null, s5, v127, vcc
	s_clause 0x1
	global_store_b32 v[31:32], v40, off
	global_store_b32 v[35:36], v46, off
	v_add_co_u32 v31, vcc, s4, v124
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, s5, v125, vcc
	v_add_co_u32 v35, vcc, s4, v132
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v36, null, s5, v133, vcc
	global_store_b32 v[31:32], v9, off
	scratch_load_b64 v[31:32], off, off offset:208 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[35:36], v11, off
	scratch_load_b64 v[11:12], off, off offset:224 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v31, vcc, s4, v31
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, s5, v32, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v11, vcc, s4, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v12, vcc
	global_store_b32 v[31:32], v15, off
	scratch_load_b64 v[31:32], off, off offset:264 th:TH_LOAD_LU ; 8-byte Folded Reload
	global_store_b32 v[11:12], v17, off
	scratch_load_b64 v[11:12], off, off offset:304 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x1
	v_add_co_u32 v31, vcc, s4, v31
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, s5, v32, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v11, vcc, s4, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v12, vcc
	global_store_b32 v[31:32], v21, off
	v_add_co_u32 v31, vcc, s4, v82
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v32, null, s5, v83, vcc
	global_store_b32 v[11:12], v23, off
	v_add_co_u32 v11, vcc, s4, v90
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v91, vcc
	s_clause 0x1
	global_store_b32 v[31:32], v26, off
	global_store_b32 v[11:12], v28, off
	v_add_co_u32 v11, vcc, s4, v88
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v89, vcc
	v_add_co_u32 v23, vcc, s4, v104
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s5, v105, vcc
	global_store_b32 v[11:12], v0, off
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_load_b64 v[0:1], off, off offset:152 th:TH_LOAD_LU
	scratch_load_b64 v[11:12], off, off offset:168 th:TH_LOAD_LU
	global_store_b32 v[23:24], v2, off
	scratch_load_b64 v[23:24], off, off offset:296 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x2
	v_add_co_u32 v0, vcc, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc
	s_wait_loadcnt 0x1
	v_add_co_u32 v11, vcc, s4, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v12, vcc
	s_clause 0x1
	global_store_b32 v[0:1], v4, off
	global_store_b32 v[55:56], v29, off
	s_clause 0x1                            ; 16-byte Folded Reload
	scratch_load_b64 v[0:1], off, off offset:184 th:TH_LOAD_LU
	scratch_load_b64 v[4:5], off, off offset:200 th:TH_LOAD_LU
	global_store_b32 v[11:12], v7, off
	scratch_load_b64 v[11:12], off, off offset:232 th:TH_LOAD_LU ; 8-byte Folded Reload
	s_wait_loadcnt 0x2
	v_add_co_u32 v0, vcc, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc
	s_wait_loadcnt 0x1
	v_add_co_u32 v4, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v5, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v11, vcc, s4, v11
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v12, vcc
	v_add_co_u32 v23, vcc, s4, v23
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s5, v24, vcc
	s_clause 0x3
	global_store_b32 v[0:1], v6, off
	global_store_b32 v[4:5], v10, off
	global_store_b32 v[11:12], v13, off
	global_store_b32 v[23:24], v18, off
	s_clause 0x2                            ; 24-byte Folded Reload
	scratch_load_b64 v[0:1], off, off offset:240 th:TH_LOAD_LU
	scratch_load_b64 v[4:5], off, off offset:272 th:TH_LOAD_LU
	scratch_load_b64 v[6:7], off, off offset:312 th:TH_LOAD_LU
	s_wait_loadcnt 0x2
	v_add_co_u32 v0, vcc, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc
	s_wait_loadcnt 0x1
	v_add_co_u32 v4, vcc, s4, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v5, vcc
	s_wait_loadcnt 0x0
	v_add_co_u32 v6, vcc, s4, v6
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v7, vcc
	v_add_co_u32 v9, vcc, s4, v84
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v10, null, s5, v85, vcc
	v_add_co_u32 v11, vcc, s4, v92
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, s5, v93, vcc
	v_add_co_u32 v17, vcc, s4, v98
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v18, null, s5, v99, vcc
	v_add_co_u32 v23, vcc, s4, v110
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v24, null, s5, v111, vcc
	v_add_co_u32 v28, vcc, s4, v120
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v29, null, s5, v121, vcc
	s_clause 0x7
	global_store_b32 v[0:1], v191, off
	global_store_b32 v[4:5], v3, off
	global_store_b32 v[6:7], v8, off
	global_store_b32 v[9:10], v14, off
	global_store_b32 v[11:12], v20, off
	global_store_b32 v[17:18], v25, off
	global_store_b32 v[23:24], v30, off
	global_store_b32 v[28:29], v38, off
	v_add_co_u32 v0, vcc, s4, v114
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v115, vcc
	v_add_co_u32 v2, vcc, s4, v122
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v123, vcc
	v_add_co_u32 v4, vcc, s4, v128
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v129, vcc
	v_add_co_u32 v6, vcc, s4, v134
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v135, vcc
	v_add_co_u32 v8, vcc, s4, v136
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v137, vcc
	v_add_co_u32 v10, vcc, s4, v138
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v139, vcc
	v_add_co_u32 v12, vcc, s4, v140
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v141, vcc
	v_add_co_u32 v14, vcc, s4, v144
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v145, vcc
	s_clause 0x7
	global_store_b32 v[0:1], v16, off
	global_store_b32 v[2:3], v22, off
	global_store_b32 v[4:5], v27, off
	global_store_b32 v[6:7], v33, off
	global_store_b32 v[8:9], v42, off
	global_store_b32 v[10:11], v48, off
	global_store_b32 v[12:13], v53, off
	global_store_b32 v[14:15], v57, off
	v_add_co_u32 v0, vcc, s4, v142
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v143, vcc
	v_add_co_u32 v2, vcc, s4, v146
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v147, vcc
	v_add_co_u32 v4, vcc, s4, v148
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v149, vcc
	v_add_co_u32 v6, vcc, s4, v150
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v151, vcc
	v_add_co_u32 v8, vcc, s4, v152
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v153, vcc
	v_add_co_u32 v10, vcc, s4, v154
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v155, vcc
	v_add_co_u32 v12, vcc, s4, v156
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v157, vcc
	v_add_co_u32 v14, vcc, s4, v160
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v161, vcc
	s_clause 0x7
	global_store_b32 v[0:1], v34, off
	global_store_b32 v[2:3], v44, off
	global_store_b32 v[4:5], v49, off
	global_store_b32 v[6:7], v54, off
	global_store_b32 v[8:9], v60, off
	global_store_b32 v[10:11], v64, off
	global_store_b32 v[12:13], v67, off
	global_store_b32 v[14:15], v69, off
	v_add_co_u32 v0, vcc, s4, v158
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v159, vcc
	v_add_co_u32 v2, vcc, s4, v162
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, s5, v163, vcc
	v_add_co_u32 v4, vcc, s4, v164
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v5, null, s5, v165, vcc
	v_add_co_u32 v6, vcc, s4, v166
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v7, null, s5, v167, vcc
	v_add_co_u32 v8, vcc, s4, v168
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v9, null, s5, v169, vcc
	v_add_co_u32 v10, vcc, s4, v170
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v11, null, s5, v171, vcc
	v_add_co_u32 v12, vcc, s4, v172
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v13, null, s5, v173, vcc
	v_add_co_u32 v14, vcc, s4, v174
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v15, null, s5, v175, vcc
	v_add_co_u32 v16, vcc, s4, v176
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v17, null, s5, v177, vcc
	v_add_co_u32 v18, vcc, s4, v178
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v19, null, s5, v179, vcc
	s_clause 0x9
	global_store_b32 v[0:1], v47, off
	global_store_b32 v[2:3], v52, off
	global_store_b32 v[4:5], v59, off
	global_store_b32 v[6:7], v63, off
	global_store_b32 v[8:9], v66, off
	global_store_b32 v[10:11], v70, off
	global_store_b32 v[12:13], v73, off
	global_store_b32 v[14:15], v75, off
	global_store_b32 v[16:17], v77, off
	global_store_b32 v[18:19], v79, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel vgpr_90
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 332
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 192
		.amdhsa_next_free_sgpr 8
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 75
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
.Lfunc_end6:
	.size	vgpr_90, .Lfunc_end6-vgpr_90
                                        ; -- End function
	.set vgpr_90.num_vgpr, 192
	.set vgpr_90.num_agpr, 0
	.set vgpr_90.numbered_sgpr, 8
	.set vgpr_90.num_named_barrier, 0
	.set vgpr_90.private_seg_size, 332
	.set vgpr_90.uses_vcc, 1
	.set vgpr_90.uses_flat_scratch, 1
	.set vgpr_90.has_dyn_sized_stack, 0
	.set vgpr_90.has_recursion, 0
	.set vgpr_90.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 9480
; TotalNumSgprs: 10
; NumVgprs: 192
; ScratchSize: 332
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 47
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 192
; Occupancy: 4
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_8c97f97c350dea7f,@object ; @__hip_cuid_8c97f97c350dea7f
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_8c97f97c350dea7f
__hip_cuid_8c97f97c350dea7f:
	.byte	0                               ; 0x0
	.size	__hip_cuid_8c97f97c350dea7f, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_8c97f97c350dea7f
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         vgpr_6.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         vgpr_12.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     44
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
    .sgpr_count:     10
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
    .sgpr_count:     10
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
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         vgpr_40.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     132
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
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         vgpr_60.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     190
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
    .name:           vgpr_90
    .private_segment_fixed_size: 332
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         vgpr_90.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     192
    .vgpr_spill_count: 82
    .wavefront_size: 64
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
