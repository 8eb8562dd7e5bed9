	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	sgpr_uniform            ; -- Begin function sgpr_uniform
	.globl	sgpr_uniform
	.p2align	8
	.type	sgpr_uniform,@function
sgpr_uniform:                           ; @sgpr_uniform
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s24, s[4:5], 0x18
	v_lshl_add_u32 v0, s6, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v37, v[0:1], off
	s_cmp_eq_u32 s24, 0
	s_mov_b32 s1, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx16 s[8:23], s[2:3], 0x80
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	s_load_dwordx16 s[36:51], s[2:3], 0x0
                                        ; kill: killed $sgpr4_sgpr5
	s_load_dwordx16 s[52:67], s[2:3], 0x40
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s23
	v_mov_b32_e32 v3, s22
	v_mov_b32_e32 v4, s21
	v_mov_b32_e32 v5, s20
	v_mov_b32_e32 v6, s19
	v_mov_b32_e32 v7, s18
	v_mov_b32_e32 v8, s17
	v_mov_b32_e32 v9, s16
	v_mov_b32_e32 v10, s15
	v_mov_b32_e32 v11, s14
	v_mov_b32_e32 v12, s13
	v_mov_b32_e32 v13, s12
	v_mov_b32_e32 v14, s11
	v_mov_b32_e32 v15, s10
	v_mov_b32_e32 v16, s9
	v_mov_b32_e32 v17, s8
	v_mov_b32_e32 v18, s67
	v_mov_b32_e32 v19, s66
	v_mov_b32_e32 v20, s65
	v_mov_b32_e32 v21, s64
	v_mov_b32_e32 v22, s63
	v_mov_b32_e32 v23, s62
	v_mov_b32_e32 v24, s61
	v_mov_b32_e32 v25, s60
	v_mov_b32_e32 v26, s59
	v_mov_b32_e32 v27, s58
	v_mov_b32_e32 v28, s57
	v_mov_b32_e32 v29, s56
	v_mov_b32_e32 v30, s55
	v_mov_b32_e32 v31, s54
	v_mov_b32_e32 v32, s53
	v_mov_b32_e32 v33, s52
	v_mov_b32_e32 v34, s51
	v_mov_b32_e32 v35, s50
	v_mov_b32_e32 v36, s49
	v_mov_b32_e32 v38, s48
	v_mov_b32_e32 v39, s47
	v_mov_b32_e32 v40, s46
	v_mov_b32_e32 v41, s45
	v_mov_b32_e32 v42, s44
	v_mov_b32_e32 v43, s43
	v_mov_b32_e32 v44, s42
	v_mov_b32_e32 v45, s41
	v_mov_b32_e32 v46, s40
	v_mov_b32_e32 v47, s39
	v_mov_b32_e32 v48, s38
	v_mov_b32_e32 v49, s37
	v_mov_b32_e32 v50, s36
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_fma_f32 v37, s36, v37, v2
	v_fma_f32 v37, s37, v37, v3
	v_fma_f32 v37, s38, v37, v4
	v_fma_f32 v37, s39, v37, v5
	v_fma_f32 v37, s40, v37, v6
	v_fma_f32 v37, s41, v37, v7
	v_fma_f32 v37, s42, v37, v8
	v_fma_f32 v37, s43, v37, v9
	v_fma_f32 v37, s44, v37, v10
	v_fma_f32 v37, s45, v37, v11
	v_fma_f32 v37, s46, v37, v12
	v_fma_f32 v37, s47, v37, v13
	v_fma_f32 v37, s48, v37, v14
	v_fma_f32 v37, s49, v37, v15
	v_fma_f32 v37, s50, v37, v16
	v_fma_f32 v37, s51, v37, v17
	v_fma_f32 v37, s52, v37, v18
	v_fma_f32 v37, s53, v37, v19
	v_fma_f32 v37, s54, v37, v20
	v_fma_f32 v37, s55, v37, v21
	v_fma_f32 v37, s56, v37, v22
	v_fma_f32 v37, s57, v37, v23
	v_fma_f32 v37, s58, v37, v24
	v_fma_f32 v37, s59, v37, v25
	v_fma_f32 v37, s60, v37, v26
	v_fma_f32 v37, s61, v37, v27
	v_fma_f32 v37, s62, v37, v28
	v_fma_f32 v37, s63, v37, v29
	v_fma_f32 v37, s64, v37, v30
	v_fma_f32 v37, s65, v37, v31
	v_fma_f32 v37, s66, v37, v32
	v_fma_f32 v37, s67, v37, v33
	v_fma_f32 v37, s8, v37, v34
	v_fma_f32 v37, s9, v37, v35
	v_fma_f32 v37, s10, v37, v36
	v_fma_f32 v37, s11, v37, v38
	s_load_dword s0, s[6:7], 0x0
	v_fma_f32 v37, s12, v37, v39
	v_fma_f32 v37, s13, v37, v40
	v_fma_f32 v37, s14, v37, v41
	v_fma_f32 v37, s15, v37, v42
	v_fma_f32 v37, s16, v37, v43
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[0:1], 2
	v_fma_f32 v37, s17, v37, v44
	s_add_u32 s4, s2, s4
	v_fma_f32 v37, s18, v37, v45
	s_addc_u32 s5, s3, s5
	v_fma_f32 v37, s19, v37, v46
	s_load_dword s0, s[4:5], 0x0
	v_fma_f32 v37, s20, v37, v47
	v_fma_f32 v37, s21, v37, v48
	v_fma_f32 v37, s22, v37, v49
	s_add_u32 s6, s6, 4
	v_fma_f32 v37, s23, v37, v50
	s_addc_u32 s7, s7, 0
	s_add_i32 s24, s24, -1
	s_cmp_lg_u32 s24, 0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v37, s0, v37
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v37, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgpr_uniform
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
		.amdhsa_next_free_vgpr 51
		.amdhsa_next_free_sgpr 68
		.amdhsa_accum_offset 52
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
	.size	sgpr_uniform, .Lfunc_end0-sgpr_uniform
                                        ; -- End function
	.set sgpr_uniform.num_vgpr, 51
	.set sgpr_uniform.num_agpr, 0
	.set sgpr_uniform.numbered_sgpr, 68
	.set sgpr_uniform.num_named_barrier, 0
	.set sgpr_uniform.private_seg_size, 0
	.set sgpr_uniform.uses_vcc, 1
	.set sgpr_uniform.uses_flat_scratch, 0
	.set sgpr_uniform.has_dyn_sized_stack, 0
	.set sgpr_uniform.has_recursion, 0
	.set sgpr_uniform.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 764
; TotalNumSgprs: 72
; NumVgprs: 51
; NumAgprs: 0
; TotalNumVgprs: 51
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 8
; VGPRBlocks: 6
; NumSGPRsForWavesPerEU: 72
; NumVGPRsForWavesPerEU: 51
; AccumOffset: 52
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 12
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_sgpr_uniform ; -- Begin function __clang_ocl_kern_imp_sgpr_uniform
	.globl	__clang_ocl_kern_imp_sgpr_uniform
	.p2align	2
	.type	__clang_ocl_kern_imp_sgpr_uniform,@function
__clang_ocl_kern_imp_sgpr_uniform:      ; @__clang_ocl_kern_imp_sgpr_uniform
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v80, s12, 6, v7
	v_mov_b32_e32 v81, 0
	v_lshlrev_b64 v[8:9], 2, v[80:81]
	v_add_co_u32_e32 v0, vcc, v0, v8
	v_addc_co_u32_e32 v1, vcc, v1, v9, vcc
	global_load_dword v7, v[0:1], off
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	global_load_dwordx4 v[8:11], v[2:3], off
	global_load_dwordx4 v[12:15], v[2:3], off offset:16
	global_load_dwordx4 v[16:19], v[2:3], off offset:32
	global_load_dwordx4 v[20:23], v[2:3], off offset:48
	global_load_dwordx4 v[24:27], v[2:3], off offset:64
	global_load_dwordx4 v[28:31], v[2:3], off offset:80
	global_load_dwordx4 v[32:35], v[2:3], off offset:96
	global_load_dwordx4 v[36:39], v[2:3], off offset:112
	global_load_dwordx4 v[48:51], v[2:3], off offset:128
	global_load_dwordx4 v[52:55], v[2:3], off offset:144
	global_load_dwordx4 v[64:67], v[2:3], off offset:160
	global_load_dwordx4 v[68:71], v[2:3], off offset:176
	s_mov_b64 s[6:7], 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v80, v[4:5], off
	s_waitcnt vmcnt(1)
	v_fma_f32 v7, v7, v8, v71
	v_fma_f32 v7, v7, v9, v70
	v_fma_f32 v7, v7, v10, v69
	v_fma_f32 v7, v7, v11, v68
	v_fma_f32 v7, v7, v12, v67
	v_fma_f32 v7, v7, v13, v66
	v_fma_f32 v7, v7, v14, v65
	v_fma_f32 v7, v7, v15, v64
	v_fma_f32 v7, v7, v16, v55
	v_fma_f32 v7, v7, v17, v54
	v_fma_f32 v7, v7, v18, v53
	v_fma_f32 v7, v7, v19, v52
	v_fma_f32 v7, v7, v20, v51
	v_fma_f32 v7, v7, v21, v50
	v_fma_f32 v7, v7, v22, v49
	v_fma_f32 v7, v7, v23, v48
	v_fma_f32 v7, v7, v24, v39
	v_fma_f32 v7, v7, v25, v38
	v_fma_f32 v7, v7, v26, v37
	v_fma_f32 v7, v7, v27, v36
	v_fma_f32 v7, v7, v28, v35
	v_fma_f32 v7, v7, v29, v34
	v_fma_f32 v7, v7, v30, v33
	v_fma_f32 v7, v7, v31, v32
	v_fma_f32 v7, v7, v32, v31
	v_fma_f32 v7, v7, v33, v30
	v_fma_f32 v7, v7, v34, v29
	v_fma_f32 v7, v7, v35, v28
	v_fma_f32 v7, v7, v36, v27
	v_fma_f32 v7, v7, v37, v26
	v_fma_f32 v7, v7, v38, v25
	v_fma_f32 v7, v7, v39, v24
	v_fma_f32 v7, v7, v48, v23
	v_fma_f32 v7, v7, v49, v22
	v_fma_f32 v7, v7, v50, v21
	v_fma_f32 v7, v7, v51, v20
	v_fma_f32 v7, v7, v52, v19
	v_fma_f32 v7, v7, v53, v18
	v_fma_f32 v7, v7, v54, v17
	v_fma_f32 v7, v7, v55, v16
	v_fma_f32 v7, v7, v64, v15
	v_fma_f32 v7, v7, v65, v14
	v_fma_f32 v7, v7, v66, v13
	v_fma_f32 v7, v7, v67, v12
	v_fma_f32 v7, v7, v68, v11
	v_fma_f32 v7, v7, v69, v10
	v_add_u32_e32 v6, -1, v6
	v_fma_f32 v7, v7, v70, v9
	v_fma_f32 v7, v7, v71, v8
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[82:83], 2, v[80:81]
	v_add_co_u32_e32 v82, vcc, v2, v82
	v_addc_co_u32_e32 v83, vcc, v3, v83, vcc
	global_load_dword v80, v[82:83], off
	v_add_co_u32_e32 v4, vcc, 4, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v7, v7, v80
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v7, off
	s_waitcnt vmcnt(0)
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
; codeLenInByte = 648
; TotalNumSgprs: 36
; NumVgprs: 84
; NumAgprs: 0
; TotalNumVgprs: 84
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	sgpr_many_args          ; -- Begin function sgpr_many_args
	.globl	sgpr_many_args
	.p2align	8
	.type	sgpr_many_args,@function
sgpr_many_args:                         ; @sgpr_many_args
; %bb.0:
	s_load_dwordx2 s[24:25], s[4:5], 0x0
	v_lshl_add_u32 v0, s6, 6, v0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	s_load_dwordx16 s[8:23], s[4:5], 0x8
	s_load_dwordx4 s[0:3], s[4:5], 0x48
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v4, s25
	v_add_co_u32_e32 v2, vcc, s24, v2
	v_addc_co_u32_e32 v3, vcc, v4, v3, vcc
	global_load_dword v2, v[2:3], off
	v_mov_b32_e32 v3, s9
	v_mov_b32_e32 v5, s11
	v_mov_b32_e32 v6, s13
	v_mov_b32_e32 v7, s15
	s_mul_i32 s0, s1, s0
	s_add_i32 s1, s3, s2
	v_mov_b32_e32 v8, s17
	s_xor_b32 s0, s1, s0
	v_mov_b32_e32 v9, s19
	v_add_u32_e32 v0, s0, v0
	v_mov_b32_e32 v10, s21
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v11, s23
	v_add_co_u32_e32 v0, vcc, s24, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	s_waitcnt vmcnt(0)
	v_fma_f32 v2, s8, v2, v3
	v_fma_f32 v2, s10, v2, v5
	v_fma_f32 v2, s12, v2, v6
	v_fma_f32 v2, s14, v2, v7
	v_fma_f32 v2, s16, v2, v8
	v_fma_f32 v2, s18, v2, v9
	v_fma_f32 v2, s20, v2, v10
	v_fma_f32 v2, s22, v2, v11
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgpr_many_args
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 88
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
		.amdhsa_next_free_vgpr 12
		.amdhsa_next_free_sgpr 26
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
.Lfunc_end2:
	.size	sgpr_many_args, .Lfunc_end2-sgpr_many_args
                                        ; -- End function
	.set sgpr_many_args.num_vgpr, 12
	.set sgpr_many_args.num_agpr, 0
	.set sgpr_many_args.numbered_sgpr, 26
	.set sgpr_many_args.num_named_barrier, 0
	.set sgpr_many_args.private_seg_size, 0
	.set sgpr_many_args.uses_vcc, 1
	.set sgpr_many_args.uses_flat_scratch, 0
	.set sgpr_many_args.has_dyn_sized_stack, 0
	.set sgpr_many_args.has_recursion, 0
	.set sgpr_many_args.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 212
; TotalNumSgprs: 30
; NumVgprs: 12
; NumAgprs: 0
; TotalNumVgprs: 12
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 3
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 30
; NumVGPRsForWavesPerEU: 12
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
	.protected	__clang_ocl_kern_imp_sgpr_many_args ; -- Begin function __clang_ocl_kern_imp_sgpr_many_args
	.globl	__clang_ocl_kern_imp_sgpr_many_args
	.p2align	2
	.type	__clang_ocl_kern_imp_sgpr_many_args,@function
__clang_ocl_kern_imp_sgpr_many_args:    ; @__clang_ocl_kern_imp_sgpr_many_args
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v22, 0x3ff, v31
	v_lshl_add_u32 v22, s12, 6, v22
	v_mov_b32_e32 v23, 0
	v_lshlrev_b64 v[24:25], 2, v[22:23]
	v_add_co_u32_e32 v24, vcc, v0, v24
	v_addc_co_u32_e32 v25, vcc, v1, v25, vcc
	global_load_dword v24, v[24:25], off
	v_mul_lo_u32 v18, v19, v18
	v_add_u32_e32 v19, v21, v20
	v_xad_u32 v22, v19, v18, v22
	v_lshlrev_b64 v[18:19], 2, v[22:23]
	v_add_co_u32_e32 v0, vcc, v0, v18
	v_addc_co_u32_e32 v1, vcc, v1, v19, vcc
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v3, v24, v2
	v_fmac_f32_e32 v5, v3, v4
	v_fmac_f32_e32 v7, v5, v6
	v_fmac_f32_e32 v9, v7, v8
	v_fmac_f32_e32 v11, v9, v10
	v_fmac_f32_e32 v13, v11, v12
	v_fmac_f32_e32 v15, v13, v14
	v_fmac_f32_e32 v17, v15, v16
	global_store_dword v[0:1], v17, off
	s_waitcnt vmcnt(0)
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
; codeLenInByte = 136
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
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .symbol:         sgpr_uniform.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     51
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
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
    .sgpr_count:     30
    .sgpr_spill_count: 0
    .symbol:         sgpr_many_args.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     12
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
