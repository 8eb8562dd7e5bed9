	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	sgpr_uniform            ; -- Begin function sgpr_uniform
	.globl	sgpr_uniform
	.p2align	8
	.type	sgpr_uniform,@function
sgpr_uniform:                           ; @sgpr_uniform
; %bb.0:
	s_clause 0x1
	s_load_b128 s[52:55], s[0:1], 0x0
	s_load_b32 s33, s[0:1], 0x18
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s15, 6, v0
	s_mov_b32 s35, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s52, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s53, v1, vcc_lo
	s_cmp_eq_u32 s33, 0
	global_load_b32 v2, v[0:1], off
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_b64 s[52:53], s[0:1], 0x10
	s_clause 0x2
	s_load_b512 s[0:15], s[54:55], 0x0
	s_load_b512 s[16:31], s[54:55], 0x40
	s_load_b512 s[36:51], s[54:55], 0x80
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s0, s51
	s_load_b32 s34, s[52:53], 0x0
	v_fma_f32 v2, v2, s1, s50
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s2, s49
	v_fma_f32 v2, v2, s3, s48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_fma_f32 v2, v2, s4, s47
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[56:57], s[34:35], 2
	s_add_u32 s56, s54, s56
	s_addc_u32 s57, s55, s57
	v_fma_f32 v2, v2, s5, s46
	s_load_b32 s34, s[56:57], 0x0
	s_add_u32 s52, s52, 4
	s_addc_u32 s53, s53, 0
	s_add_i32 s33, s33, -1
	v_fma_f32 v2, v2, s6, s45
	s_cmp_lg_u32 s33, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s7, s44
	v_fma_f32 v2, v2, s8, s43
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s9, s42
	v_fma_f32 v2, v2, s10, s41
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s11, s40
	v_fma_f32 v2, v2, s12, s39
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s13, s38
	v_fma_f32 v2, v2, s14, s37
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s15, s36
	v_fma_f32 v2, v2, s16, s31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s17, s30
	v_fma_f32 v2, v2, s18, s29
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s19, s28
	v_fma_f32 v2, v2, s20, s27
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s21, s26
	v_fma_f32 v2, v2, s22, s25
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s23, s24
	v_fma_f32 v2, v2, s24, s23
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s25, s22
	v_fma_f32 v2, v2, s26, s21
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s27, s20
	v_fma_f32 v2, v2, s28, s19
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s29, s18
	v_fma_f32 v2, v2, s30, s17
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s31, s16
	v_fma_f32 v2, v2, s36, s15
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s37, s14
	v_fma_f32 v2, v2, s38, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s39, s12
	v_fma_f32 v2, v2, s40, s11
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s41, s10
	v_fma_f32 v2, v2, s42, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s43, s8
	v_fma_f32 v2, v2, s44, s7
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s45, s6
	v_fma_f32 v2, v2, s46, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s47, s4
	v_fma_f32 v2, v2, s48, s3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s49, s2
	v_fma_f32 v2, v2, s50, s1
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s51, s0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, s34, v2
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgpr_uniform
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 28
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 58
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
		.amdhsa_inst_pref_size 6
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
	.size	sgpr_uniform, .Lfunc_end0-sgpr_uniform
                                        ; -- End function
	.set sgpr_uniform.num_vgpr, 3
	.set sgpr_uniform.num_agpr, 0
	.set sgpr_uniform.numbered_sgpr, 58
	.set sgpr_uniform.num_named_barrier, 0
	.set sgpr_uniform.private_seg_size, 0
	.set sgpr_uniform.uses_vcc, 1
	.set sgpr_uniform.uses_flat_scratch, 0
	.set sgpr_uniform.has_dyn_sized_stack, 0
	.set sgpr_uniform.has_recursion, 0
	.set sgpr_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 684
; TotalNumSgprs: 60
; NumVgprs: 3
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 60
; NumVGPRsForWavesPerEU: 3
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_sgpr_uniform ; -- Begin function __clang_ocl_kern_imp_sgpr_uniform
	.globl	__clang_ocl_kern_imp_sgpr_uniform
	.p2align	2
	.type	__clang_ocl_kern_imp_sgpr_uniform,@function
__clang_ocl_kern_imp_sgpr_uniform:      ; @__clang_ocl_kern_imp_sgpr_uniform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_mov_b32_e32 v81, 0
	s_mov_b32 s2, 0
	s_mov_b32 s1, exec_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v80, s12, 6, v7
	v_lshlrev_b64 v[7:8], 2, v[80:81]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v7
	v_add_co_ci_u32_e64 v1, null, v1, v8, vcc_lo
	global_load_b32 v39, v[0:1], off
	v_cmpx_ne_u32_e32 0, v6
	s_cbranch_execz .LBB1_4
; %bb.1:
	s_clause 0xb
	global_load_b128 v[7:10], v[2:3], off
	global_load_b128 v[11:14], v[2:3], off offset:16
	global_load_b128 v[15:18], v[2:3], off offset:32
	global_load_b128 v[19:22], v[2:3], off offset:48
	global_load_b128 v[23:26], v[2:3], off offset:64
	global_load_b128 v[27:30], v[2:3], off offset:80
	global_load_b128 v[31:34], v[2:3], off offset:96
	global_load_b128 v[35:38], v[2:3], off offset:112
	global_load_b128 v[48:51], v[2:3], off offset:128
	global_load_b128 v[52:55], v[2:3], off offset:144
	global_load_b128 v[64:67], v[2:3], off offset:160
	global_load_b128 v[68:71], v[2:3], off offset:176
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v80, v[4:5], off
	s_waitcnt vmcnt(1)
	v_fma_f32 v39, v39, v7, v71
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v8, v70
	v_fma_f32 v39, v39, v9, v69
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v10, v68
	v_fma_f32 v39, v39, v11, v67
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v12, v66
	v_fma_f32 v39, v39, v13, v65
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v14, v64
	v_fma_f32 v39, v39, v15, v55
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v16, v54
	v_fma_f32 v39, v39, v17, v53
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v18, v52
	v_fma_f32 v39, v39, v19, v51
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v20, v50
	v_fma_f32 v39, v39, v21, v49
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v22, v48
	v_fma_f32 v39, v39, v23, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v24, v37
	v_fma_f32 v39, v39, v25, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v26, v35
	v_fma_f32 v39, v39, v27, v34
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v28, v33
	v_fma_f32 v39, v39, v29, v32
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v30, v31
	v_fma_f32 v39, v39, v31, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v32, v29
	v_fma_f32 v39, v39, v33, v28
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v34, v27
	v_fma_f32 v39, v39, v35, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v36, v25
	v_fma_f32 v39, v39, v37, v24
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v38, v23
	v_fma_f32 v39, v39, v48, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v49, v21
	v_fma_f32 v39, v39, v50, v20
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v51, v19
	v_fma_f32 v39, v39, v52, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v53, v17
	v_fma_f32 v39, v39, v54, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v55, v15
	v_fma_f32 v39, v39, v64, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v65, v13
	v_fma_f32 v39, v39, v66, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v67, v11
	v_fma_f32 v39, v39, v68, v10
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v69, v9
	v_fma_f32 v39, v39, v70, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_fma_f32 v39, v39, v71, v7
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[82:83], 2, v[80:81]
	v_add_co_u32 v82, vcc_lo, v2, v82
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v83, null, v3, v83, vcc_lo
	v_add_co_u32 v4, vcc_lo, v4, 4
	v_add_co_ci_u32_e64 v5, null, 0, v5, vcc_lo
	global_load_b32 v80, v[82:83], off
	s_waitcnt vmcnt(0)
	v_dual_add_f32 v39, v39, v80 :: v_dual_add_nc_u32 v6, -1, v6
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_eq_u32_e64 s0, 0, v6
	s_or_b32 s2, s0, s2
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s2
.LBB1_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0)
	global_store_b32 v[0:1], v39, off
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sgpr_uniform, .Lfunc_end1-__clang_ocl_kern_imp_sgpr_uniform
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgpr_uniform.num_vgpr, 84
	.set __clang_ocl_kern_imp_sgpr_uniform.num_agpr, 0
	.set __clang_ocl_kern_imp_sgpr_uniform.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sgpr_uniform.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgpr_uniform.private_seg_size, 0
	.set __clang_ocl_kern_imp_sgpr_uniform.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgpr_uniform.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sgpr_uniform.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgpr_uniform.has_recursion, 0
	.set __clang_ocl_kern_imp_sgpr_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 792
; TotalNumSgprs: 34
; NumVgprs: 84
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	sgpr_many_args          ; -- Begin function sgpr_many_args
	.globl	sgpr_many_args
	.p2align	8
	.type	sgpr_many_args,@function
sgpr_many_args:                         ; @sgpr_many_args
; %bb.0:
	s_load_b64 s[20:21], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, s15, 6, v0
	s_clause 0x1
	s_load_b512 s[4:19], s[0:1], 0x8
	s_load_b128 s[0:3], s[0:1], 0x48
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s20, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(SALU_CYCLE_1)
	v_add_co_ci_u32_e64 v3, null, s21, v3, vcc_lo
	s_mul_i32 s0, s1, s0
	s_add_i32 s1, s3, s2
	v_xad_u32 v0, s1, s0, v0
	global_load_b32 v2, v[2:3], off
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s20, v0
	v_add_co_ci_u32_e64 v1, null, s21, v1, vcc_lo
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, v2, s4, s5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s6, s7
	v_fma_f32 v2, v2, s8, s9
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s10, s11
	v_fma_f32 v2, v2, s12, s13
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fma_f32 v2, v2, s14, s15
	v_fma_f32 v2, v2, s16, s17
	s_delay_alu instid0(VALU_DEP_1)
	v_fma_f32 v2, v2, s18, s19
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgpr_many_args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
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
		.amdhsa_next_free_sgpr 22
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
		.amdhsa_inst_pref_size 2
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
	.size	sgpr_many_args, .Lfunc_end2-sgpr_many_args
                                        ; -- End function
	.set sgpr_many_args.num_vgpr, 4
	.set sgpr_many_args.num_agpr, 0
	.set sgpr_many_args.numbered_sgpr, 22
	.set sgpr_many_args.num_named_barrier, 0
	.set sgpr_many_args.private_seg_size, 0
	.set sgpr_many_args.uses_vcc, 1
	.set sgpr_many_args.uses_flat_scratch, 0
	.set sgpr_many_args.has_dyn_sized_stack, 0
	.set sgpr_many_args.has_recursion, 0
	.set sgpr_many_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 224
; TotalNumSgprs: 24
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 24
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_sgpr_many_args ; -- Begin function __clang_ocl_kern_imp_sgpr_many_args
	.globl	__clang_ocl_kern_imp_sgpr_many_args
	.p2align	2
	.type	__clang_ocl_kern_imp_sgpr_many_args,@function
__clang_ocl_kern_imp_sgpr_many_args:    ; @__clang_ocl_kern_imp_sgpr_many_args
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_dual_mov_b32 v23, 0 :: v_dual_and_b32 v22, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v22, s12, 6, v22
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v24, vcc_lo, v0, v24
	v_add_co_ci_u32_e64 v25, null, v1, v25, vcc_lo
	global_load_b32 v24, v[24:25], off
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v24, v2
	v_mul_lo_u32 v2, v19, v18
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_fmac_f32_e32 v5, v3, v4
	v_add_nc_u32_e32 v3, v21, v20
	v_fmac_f32_e32 v7, v5, v6
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_xad_u32 v22, v3, v2, v22
	v_fmac_f32_e32 v9, v7, v8
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64 v[2:3], 2, v[22:23]
	v_fmac_f32_e32 v11, v9, v10
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_fmac_f32_e32 v13, v11, v12
	v_fmac_f32_e32 v15, v13, v14
	s_delay_alu instid0(VALU_DEP_1)
	v_fmac_f32_e32 v17, v15, v16
	global_store_b32 v[0:1], v17, off
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_sgpr_many_args, .Lfunc_end3-__clang_ocl_kern_imp_sgpr_many_args
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgpr_many_args.num_vgpr, 32
	.set __clang_ocl_kern_imp_sgpr_many_args.num_agpr, 0
	.set __clang_ocl_kern_imp_sgpr_many_args.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sgpr_many_args.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgpr_many_args.private_seg_size, 0
	.set __clang_ocl_kern_imp_sgpr_many_args.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgpr_many_args.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sgpr_many_args.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgpr_many_args.has_recursion, 0
	.set __clang_ocl_kern_imp_sgpr_many_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 180
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 84
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
      - .address_space:  constant
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  constant
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'uint*'
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
    .name:           sgpr_uniform
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .symbol:         sgpr_uniform.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     3
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         12
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         28
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         32
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         36
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         40
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         44
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         48
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         52
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         56
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         60
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         64
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         68
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         72
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         76
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         80
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         84
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 88
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           sgpr_many_args
    .private_segment_fixed_size: 0
    .sgpr_count:     24
    .sgpr_spill_count: 0
    .symbol:         sgpr_many_args.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
