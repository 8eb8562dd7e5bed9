	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.protected	sgpr_heavy              ; -- Begin function sgpr_heavy
	.globl	sgpr_heavy
	.p2align	8
	.type	sgpr_heavy,@function
sgpr_heavy:                             ; @sgpr_heavy
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
	global_load_dword v18, v[0:1], off
	s_cmp_eq_u32 s24, 0
	s_mov_b32 s1, 0
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx16 s[68:83], s[2:3], 0x80
	s_load_dwordx16 s[8:23], s[2:3], 0xc0
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
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_fma_f32 v18, v18, s36, v2
	v_fma_f32 v18, v18, s37, v3
	v_fma_f32 v18, v18, s38, v4
	v_fma_f32 v18, v18, s39, v5
	v_fma_f32 v18, v18, s40, v6
	v_fma_f32 v18, v18, s41, v7
	v_fma_f32 v18, v18, s42, v8
	v_fma_f32 v18, v18, s43, v9
	v_fma_f32 v18, v18, s44, v10
	v_fma_f32 v18, v18, s45, v11
	v_fma_f32 v18, v18, s46, v12
	v_fma_f32 v18, v18, s47, v13
	v_fma_f32 v18, v18, s48, v14
	v_fma_f32 v18, v18, s49, v15
	v_fma_f32 v18, v18, s50, v16
	v_fma_f32 v18, v18, s51, v17
	v_mov_b32_e32 v19, s83
	v_fma_f32 v18, v18, s52, v19
	v_mov_b32_e32 v19, s82
	v_fma_f32 v18, v18, s53, v19
	v_mov_b32_e32 v19, s81
	v_fma_f32 v18, v18, s54, v19
	v_mov_b32_e32 v19, s80
	v_fma_f32 v18, v18, s55, v19
	v_mov_b32_e32 v19, s79
	v_fma_f32 v18, v18, s56, v19
	v_mov_b32_e32 v19, s78
	v_fma_f32 v18, v18, s57, v19
	v_mov_b32_e32 v19, s77
	v_fma_f32 v18, v18, s58, v19
	v_mov_b32_e32 v19, s76
	v_fma_f32 v18, v18, s59, v19
	v_mov_b32_e32 v19, s75
	v_fma_f32 v18, v18, s60, v19
	v_mov_b32_e32 v19, s74
	v_fma_f32 v18, v18, s61, v19
	v_mov_b32_e32 v19, s73
	v_fma_f32 v18, v18, s62, v19
	v_mov_b32_e32 v19, s72
	v_fma_f32 v18, v18, s63, v19
	v_mov_b32_e32 v19, s71
	v_fma_f32 v18, v18, s64, v19
	v_mov_b32_e32 v19, s70
	v_fma_f32 v18, v18, s65, v19
	v_mov_b32_e32 v19, s69
	v_fma_f32 v18, v18, s66, v19
	v_mov_b32_e32 v19, s68
	v_fma_f32 v18, v18, s67, v19
	v_mov_b32_e32 v19, s67
	v_fma_f32 v18, v18, s68, v19
	v_mov_b32_e32 v19, s66
	v_fma_f32 v18, v18, s69, v19
	v_mov_b32_e32 v19, s65
	v_fma_f32 v18, v18, s70, v19
	v_mov_b32_e32 v19, s64
	v_fma_f32 v18, v18, s71, v19
	v_mov_b32_e32 v19, s63
	v_fma_f32 v18, v18, s72, v19
	v_mov_b32_e32 v19, s62
	v_fma_f32 v18, v18, s73, v19
	v_mov_b32_e32 v19, s61
	v_fma_f32 v18, v18, s74, v19
	v_mov_b32_e32 v19, s60
	v_fma_f32 v18, v18, s75, v19
	v_mov_b32_e32 v19, s59
	v_fma_f32 v18, v18, s76, v19
	v_mov_b32_e32 v19, s58
	v_fma_f32 v18, v18, s77, v19
	v_mov_b32_e32 v19, s57
	v_fma_f32 v18, v18, s78, v19
	v_mov_b32_e32 v19, s56
	v_fma_f32 v18, v18, s79, v19
	v_mov_b32_e32 v19, s55
	v_fma_f32 v18, v18, s80, v19
	v_mov_b32_e32 v19, s54
	v_fma_f32 v18, v18, s81, v19
	v_mov_b32_e32 v19, s53
	v_fma_f32 v18, v18, s82, v19
	v_mov_b32_e32 v19, s52
	v_fma_f32 v18, v18, s83, v19
	v_mov_b32_e32 v19, s51
	v_fma_f32 v18, v18, s8, v19
	v_mov_b32_e32 v19, s50
	v_fma_f32 v18, v18, s9, v19
	v_mov_b32_e32 v19, s49
	v_fma_f32 v18, v18, s10, v19
	v_mov_b32_e32 v19, s48
	s_load_dword s0, s[6:7], 0x0
	v_fma_f32 v18, v18, s11, v19
	v_mov_b32_e32 v19, s47
	v_fma_f32 v18, v18, s12, v19
	v_mov_b32_e32 v19, s46
	v_fma_f32 v18, v18, s13, v19
	v_mov_b32_e32 v19, s45
	v_fma_f32 v18, v18, s14, v19
	v_mov_b32_e32 v19, s44
	v_fma_f32 v18, v18, s15, v19
	v_mov_b32_e32 v19, s43
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[0:1], 2
	v_fma_f32 v18, v18, s16, v19
	v_mov_b32_e32 v19, s42
	s_add_u32 s4, s2, s4
	v_fma_f32 v18, v18, s17, v19
	v_mov_b32_e32 v19, s41
	s_addc_u32 s5, s3, s5
	v_fma_f32 v18, v18, s18, v19
	v_mov_b32_e32 v19, s40
	s_load_dword s0, s[4:5], 0x0
	v_fma_f32 v18, v18, s19, v19
	v_mov_b32_e32 v19, s39
	v_fma_f32 v18, v18, s20, v19
	v_mov_b32_e32 v19, s38
	v_fma_f32 v18, v18, s21, v19
	v_mov_b32_e32 v19, s37
	v_fma_f32 v18, v18, s22, v19
	v_mov_b32_e32 v19, s36
	s_add_u32 s6, s6, 4
	v_fma_f32 v18, v18, s23, v19
	s_addc_u32 s7, s7, 0
	s_add_i32 s24, s24, -1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v18, s0, v18
	s_cmp_lg_u32 s24, 0
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v18, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel sgpr_heavy
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
		.amdhsa_next_free_sgpr 84
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
	.size	sgpr_heavy, .Lfunc_end0-sgpr_heavy
                                        ; -- End function
	.set sgpr_heavy.num_vgpr, 20
	.set sgpr_heavy.num_agpr, 0
	.set sgpr_heavy.numbered_sgpr, 84
	.set sgpr_heavy.num_named_barrier, 0
	.set sgpr_heavy.private_seg_size, 0
	.set sgpr_heavy.uses_vcc, 1
	.set sgpr_heavy.uses_flat_scratch, 0
	.set sgpr_heavy.has_dyn_sized_stack, 0
	.set sgpr_heavy.has_recursion, 0
	.set sgpr_heavy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 964
; TotalNumSgprs: 88
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 10
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 88
; NumVGPRsForWavesPerEU: 20
; Occupancy: 9
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_sgpr_heavy ; -- Begin function __clang_ocl_kern_imp_sgpr_heavy
	.globl	__clang_ocl_kern_imp_sgpr_heavy
	.p2align	2
	.type	__clang_ocl_kern_imp_sgpr_heavy,@function
__clang_ocl_kern_imp_sgpr_heavy:        ; @__clang_ocl_kern_imp_sgpr_heavy
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_lshl_add_u32 v112, s12, 6, v7
	v_mov_b32_e32 v113, 0
	v_lshlrev_b64 v[7:8], 2, v[112:113]
	v_add_co_u32_e32 v0, vcc, v0, v7
	v_addc_co_u32_e32 v1, vcc, v1, v8, vcc
	global_load_dword v39, v[0:1], off
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	global_load_dwordx4 v[7:10], v[2:3], off
	global_load_dwordx4 v[11:14], v[2:3], off offset:16
	global_load_dwordx4 v[15:18], v[2:3], off offset:32
	global_load_dwordx4 v[19:22], v[2:3], off offset:48
	global_load_dwordx4 v[23:26], v[2:3], off offset:64
	global_load_dwordx4 v[27:30], v[2:3], off offset:80
	global_load_dwordx4 v[31:34], v[2:3], off offset:96
	global_load_dwordx4 v[35:38], v[2:3], off offset:112
	global_load_dwordx4 v[48:51], v[2:3], off offset:128
	global_load_dwordx4 v[52:55], v[2:3], off offset:144
	global_load_dwordx4 v[64:67], v[2:3], off offset:160
	global_load_dwordx4 v[68:71], v[2:3], off offset:176
	global_load_dwordx4 v[80:83], v[2:3], off offset:192
	global_load_dwordx4 v[84:87], v[2:3], off offset:208
	global_load_dwordx4 v[96:99], v[2:3], off offset:224
	global_load_dwordx4 v[100:103], v[2:3], off offset:240
	s_mov_b64 s[6:7], 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_dword v112, v[4:5], off
	s_waitcnt vmcnt(1)
	v_fma_f32 v39, v39, v7, v103
	v_fma_f32 v39, v39, v8, v102
	v_fma_f32 v39, v39, v9, v101
	v_fma_f32 v39, v39, v10, v100
	v_fma_f32 v39, v39, v11, v99
	v_fma_f32 v39, v39, v12, v98
	v_fma_f32 v39, v39, v13, v97
	v_fma_f32 v39, v39, v14, v96
	v_fma_f32 v39, v39, v15, v87
	v_fma_f32 v39, v39, v16, v86
	v_fma_f32 v39, v39, v17, v85
	v_fma_f32 v39, v39, v18, v84
	v_fma_f32 v39, v39, v19, v83
	v_fma_f32 v39, v39, v20, v82
	v_fma_f32 v39, v39, v21, v81
	v_fma_f32 v39, v39, v22, v80
	v_fma_f32 v39, v39, v23, v71
	v_fma_f32 v39, v39, v24, v70
	v_fma_f32 v39, v39, v25, v69
	v_fma_f32 v39, v39, v26, v68
	v_fma_f32 v39, v39, v27, v67
	v_fma_f32 v39, v39, v28, v66
	v_fma_f32 v39, v39, v29, v65
	v_fma_f32 v39, v39, v30, v64
	v_fma_f32 v39, v39, v31, v55
	v_fma_f32 v39, v39, v32, v54
	v_fma_f32 v39, v39, v33, v53
	v_fma_f32 v39, v39, v34, v52
	v_fma_f32 v39, v39, v35, v51
	v_fma_f32 v39, v39, v36, v50
	v_fma_f32 v39, v39, v37, v49
	v_fma_f32 v39, v39, v38, v48
	v_fma_f32 v39, v39, v48, v38
	v_fma_f32 v39, v39, v49, v37
	v_fma_f32 v39, v39, v50, v36
	v_fma_f32 v39, v39, v51, v35
	v_fma_f32 v39, v39, v52, v34
	v_fma_f32 v39, v39, v53, v33
	v_fma_f32 v39, v39, v54, v32
	v_fma_f32 v39, v39, v55, v31
	v_fma_f32 v39, v39, v64, v30
	v_fma_f32 v39, v39, v65, v29
	v_fma_f32 v39, v39, v66, v28
	v_fma_f32 v39, v39, v67, v27
	v_fma_f32 v39, v39, v68, v26
	v_fma_f32 v39, v39, v69, v25
	v_fma_f32 v39, v39, v70, v24
	v_fma_f32 v39, v39, v71, v23
	v_fma_f32 v39, v39, v80, v22
	v_fma_f32 v39, v39, v81, v21
	v_fma_f32 v39, v39, v82, v20
	v_fma_f32 v39, v39, v83, v19
	v_fma_f32 v39, v39, v84, v18
	v_fma_f32 v39, v39, v85, v17
	v_fma_f32 v39, v39, v86, v16
	v_fma_f32 v39, v39, v87, v15
	v_fma_f32 v39, v39, v96, v14
	v_fma_f32 v39, v39, v97, v13
	v_fma_f32 v39, v39, v98, v12
	v_fma_f32 v39, v39, v99, v11
	v_fma_f32 v39, v39, v100, v10
	v_fma_f32 v39, v39, v101, v9
	v_add_u32_e32 v6, -1, v6
	v_fma_f32 v39, v39, v102, v8
	v_fma_f32 v39, v39, v103, v7
	s_waitcnt vmcnt(0)
	v_lshlrev_b64 v[114:115], 2, v[112:113]
	v_add_co_u32_e32 v114, vcc, v2, v114
	v_addc_co_u32_e32 v115, vcc, v3, v115, vcc
	global_load_dword v112, v[114:115], off
	v_add_co_u32_e32 v4, vcc, 4, v4
	v_addc_co_u32_e32 v5, vcc, 0, v5, vcc
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_waitcnt vmcnt(0)
	v_add_f32_e32 v39, v39, v112
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v39, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_sgpr_heavy, .Lfunc_end1-__clang_ocl_kern_imp_sgpr_heavy
                                        ; -- End function
	.set __clang_ocl_kern_imp_sgpr_heavy.num_vgpr, 116
	.set __clang_ocl_kern_imp_sgpr_heavy.num_agpr, 0
	.set __clang_ocl_kern_imp_sgpr_heavy.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_sgpr_heavy.num_named_barrier, 0
	.set __clang_ocl_kern_imp_sgpr_heavy.private_seg_size, 0
	.set __clang_ocl_kern_imp_sgpr_heavy.uses_vcc, 1
	.set __clang_ocl_kern_imp_sgpr_heavy.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_sgpr_heavy.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_sgpr_heavy.has_recursion, 0
	.set __clang_ocl_kern_imp_sgpr_heavy.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 808
; TotalNumSgprs: 36
; NumVgprs: 116
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 116
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
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
    .name:           sgpr_heavy
    .private_segment_fixed_size: 0
    .sgpr_count:     88
    .sgpr_spill_count: 0
    .symbol:         sgpr_heavy.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
