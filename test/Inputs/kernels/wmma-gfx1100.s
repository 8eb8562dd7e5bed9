	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	wmma_f16                ; -- Begin function wmma_f16
	.globl	wmma_f16
	.p2align	8
	.type	wmma_f16,@function
wmma_f16:                               ; @wmma_f16
; %bb.0:
	s_clause 0x1
	s_load_b128 s[4:7], s[0:1], 0x0
	s_load_b32 s2, s[0:1], 0x18
	v_mov_b32_e32 v11, 0
	v_lshl_add_u32 v10, s15, 5, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 5, v[10:11]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v8, vcc_lo, s4, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s5, v1, vcc_lo
	s_cmp_eq_u32 s2, 0
	s_clause 0x1
	global_load_b128 v[4:7], v[8:9], off offset:16
	global_load_b128 v[0:3], v[8:9], off
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_b64 s[0:1], s[0:1], 0x10
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[12:13], 5, v[10:11]
	v_add_nc_u32_e32 v10, 32, v10
	s_add_i32 s2, s2, -1
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(VALU_DEP_2)
	s_cmp_lg_u32 s2, 0
	v_add_co_u32 v14, vcc_lo, s6, v12
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v15, null, s7, v13, vcc_lo
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v20, vcc_lo, s0, v12
	v_add_co_ci_u32_e64 v21, null, s1, v13, vcc_lo
	s_clause 0x1
	global_load_b128 v[16:19], v[14:15], off offset:16
	global_load_b128 v[12:15], v[14:15], off
	s_clause 0x1
	global_load_b128 v[24:27], v[20:21], off offset:16
	global_load_b128 v[20:23], v[20:21], off
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[0:7], v[12:19], v[20:27], v[0:7]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_waitcnt vmcnt(1)
	global_store_b128 v[8:9], v[4:7], off offset:16
	s_waitcnt vmcnt(0)
	global_store_b128 v[8:9], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel wmma_f16
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
		.amdhsa_next_free_vgpr 28
		.amdhsa_next_free_sgpr 16
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
.Lfunc_end0:
	.size	wmma_f16, .Lfunc_end0-wmma_f16
                                        ; -- End function
	.set wmma_f16.num_vgpr, 28
	.set wmma_f16.num_agpr, 0
	.set wmma_f16.numbered_sgpr, 16
	.set wmma_f16.num_named_barrier, 0
	.set wmma_f16.private_seg_size, 0
	.set wmma_f16.uses_vcc, 1
	.set wmma_f16.uses_flat_scratch, 0
	.set wmma_f16.has_dyn_sized_stack, 0
	.set wmma_f16.has_recursion, 0
	.set wmma_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 252
; TotalNumSgprs: 18
; NumVgprs: 28
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 28
; Occupancy: 16
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_wmma_f16 ; -- Begin function __clang_ocl_kern_imp_wmma_f16
	.globl	__clang_ocl_kern_imp_wmma_f16
	.p2align	2
	.type	__clang_ocl_kern_imp_wmma_f16,@function
__clang_ocl_kern_imp_wmma_f16:          ; @__clang_ocl_kern_imp_wmma_f16
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_dual_mov_b32 v16, 0 :: v_dual_and_b32 v7, 0x3ff, v31
	s_mov_b32 s1, 0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v15, s12, 5, v7
	v_lshlrev_b64 v[7:8], 5, v[15:16]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v7
	v_add_co_ci_u32_e64 v1, null, v1, v8, vcc_lo
	s_clause 0x1
	global_load_b128 v[11:14], v[0:1], off offset:16
	global_load_b128 v[7:10], v[0:1], off
	v_cmpx_ne_u32_e32 0, v6
	s_cbranch_execz .LBB1_3
	.p2align	6
.LBB1_1:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[17:18], 5, v[15:16]
	v_add_nc_u32_e32 v6, -1, v6
	v_add_nc_u32_e32 v15, 32, v15
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v19, vcc_lo, v2, v17
	v_add_co_ci_u32_e64 v20, null, v3, v18, vcc_lo
	v_add_co_u32 v25, vcc_lo, v4, v17
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v26, null, v5, v18, vcc_lo
	s_clause 0x1
	global_load_b128 v[21:24], v[19:20], off offset:16
	global_load_b128 v[17:20], v[19:20], off
	s_clause 0x1
	global_load_b128 v[29:32], v[25:26], off offset:16
	global_load_b128 v[25:28], v[25:26], off
	v_cmp_eq_u32_e32 vcc_lo, 0, v6
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_wmma_f32_16x16x16_f16 v[7:14], v[17:24], v[25:32], v[7:14]
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_3:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(1)
	global_store_b128 v[0:1], v[11:14], off offset:16
	s_waitcnt vmcnt(0)
	global_store_b128 v[0:1], v[7:10], off
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_wmma_f16, .Lfunc_end1-__clang_ocl_kern_imp_wmma_f16
                                        ; -- End function
	.set __clang_ocl_kern_imp_wmma_f16.num_vgpr, 33
	.set __clang_ocl_kern_imp_wmma_f16.num_agpr, 0
	.set __clang_ocl_kern_imp_wmma_f16.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_wmma_f16.num_named_barrier, 0
	.set __clang_ocl_kern_imp_wmma_f16.private_seg_size, 0
	.set __clang_ocl_kern_imp_wmma_f16.uses_vcc, 1
	.set __clang_ocl_kern_imp_wmma_f16.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_wmma_f16.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_wmma_f16.has_recursion, 0
	.set __clang_ocl_kern_imp_wmma_f16.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 292
; TotalNumSgprs: 34
; NumVgprs: 33
; ScratchSize: 0
; MemoryBound: 1
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 33
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
        .type_name:      'floatN*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'halfN*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'halfN*'
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
    .name:           wmma_f16
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         wmma_f16.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     28
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
