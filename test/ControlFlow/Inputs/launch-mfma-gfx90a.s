	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_gemm               ; -- Begin function mfma_gemm
	.globl	mfma_gemm
	.p2align	8
	.type	mfma_gemm,@function
mfma_gemm:                              ; @mfma_gemm
; %bb.0:
	s_load_dword s8, s[4:5], 0x18
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dwordx2 s[6:7], s[4:5], 0x10
	v_mov_b32_e32 v19, 0
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_i32 s8, 1
	s_cbranch_scc1 .LBB0_4
; %bb.1:
	s_mov_b32 s4, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v1, s1
	v_mov_b32_e32 v20, s3
	v_mov_b32_e32 v18, v0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[22:23], 2, v[18:19]
	v_add_co_u32_e32 v24, vcc, s0, v22
	v_addc_co_u32_e32 v25, vcc, v1, v23, vcc
	global_load_dword v21, v[24:25], off
	v_add_co_u32_e32 v22, vcc, s2, v22
	v_addc_co_u32_e32 v23, vcc, v20, v23, vcc
	global_load_dword v22, v[22:23], off
	s_add_i32 s4, s4, 2
	s_cmp_lt_i32 s4, s8
	v_add_u32_e32 v18, 0x80, v18
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2f32 v[2:17], v21, v22, v[2:17]
	s_cbranch_scc1 .LBB0_2
; %bb.3:
	s_nop 15
	s_nop 1
	v_mov_b32_e32 v19, v17
	s_branch .LBB0_5
.LBB0_4:
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v7, 0
	v_mov_b32_e32 v6, 0
	v_mov_b32_e32 v5, 0
	v_mov_b32_e32 v4, 0
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v2, 0
.LBB0_5:
	v_lshlrev_b32_e32 v0, 6, v0
	v_mov_b32_e32 v17, v19
	global_store_dwordx4 v0, v[14:17], s[6:7] offset:48
	global_store_dwordx4 v0, v[10:13], s[6:7] offset:32
	global_store_dwordx4 v0, v[6:9], s[6:7] offset:16
	global_store_dwordx4 v0, v[2:5], s[6:7]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_gemm
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
		.amdhsa_next_free_vgpr 26
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 28
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
	.size	mfma_gemm, .Lfunc_end0-mfma_gemm
                                        ; -- End function
	.set mfma_gemm.num_vgpr, 26
	.set mfma_gemm.num_agpr, 0
	.set mfma_gemm.numbered_sgpr, 9
	.set mfma_gemm.num_named_barrier, 0
	.set mfma_gemm.private_seg_size, 0
	.set mfma_gemm.uses_vcc, 1
	.set mfma_gemm.uses_flat_scratch, 0
	.set mfma_gemm.has_dyn_sized_stack, 0
	.set mfma_gemm.has_recursion, 0
	.set mfma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 312
; TotalNumSgprs: 13
; NumVgprs: 26
; NumAgprs: 0
; TotalNumVgprs: 26
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 3
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 26
; AccumOffset: 28
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 6
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_mfma_gemm ; -- Begin function __clang_ocl_kern_imp_mfma_gemm
	.globl	__clang_ocl_kern_imp_mfma_gemm
	.p2align	2
	.type	__clang_ocl_kern_imp_mfma_gemm,@function
__clang_ocl_kern_imp_mfma_gemm:         ; @__clang_ocl_kern_imp_mfma_gemm
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	s_mov_b32 s8, 0
	v_cmp_lt_i32_e32 vcc, 0, v6
	v_mov_b32_e32 v25, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v8, 0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	s_mov_b64 s[6:7], 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v10, 0
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v13, 0
	v_mov_b32_e32 v14, 0
	v_mov_b32_e32 v15, 0
	v_mov_b32_e32 v16, 0
	v_mov_b32_e32 v17, 0
	v_mov_b32_e32 v18, 0
	v_mov_b32_e32 v19, 0
	v_mov_b32_e32 v20, 0
	v_mov_b32_e32 v21, 0
	v_mov_b32_e32 v22, 0
	v_mov_b32_e32 v23, 0
	v_mov_b32_e32 v24, v7
	v_mov_b32_e32 v8, v25
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[26:27], 2, v[24:25]
	v_add_co_u32_e32 v28, vcc, v0, v26
	v_addc_co_u32_e32 v29, vcc, v1, v27, vcc
	global_load_dword v28, v[28:29], off
	v_add_co_u32_e32 v26, vcc, v2, v26
	v_addc_co_u32_e32 v27, vcc, v3, v27, vcc
	global_load_dword v26, v[26:27], off
	s_add_i32 s8, s8, 2
	v_cmp_ge_i32_e32 vcc, s8, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	v_add_u32_e32 v24, 0x80, v24
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x2f32 v[8:23], v28, v26, v[8:23]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	v_lshlrev_b32_e32 v0, 6, v7
	v_add_co_u32_e32 v0, vcc, v4, v0
	v_addc_co_u32_e32 v1, vcc, 0, v5, vcc
	s_nop 11
	global_store_dwordx4 v[0:1], v[20:23], off offset:48
	global_store_dwordx4 v[0:1], v[16:19], off offset:32
	global_store_dwordx4 v[0:1], v[12:15], off offset:16
	global_store_dwordx4 v[0:1], v[8:11], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_mfma_gemm, .Lfunc_end1-__clang_ocl_kern_imp_mfma_gemm
                                        ; -- End function
	.set __clang_ocl_kern_imp_mfma_gemm.num_vgpr, 32
	.set __clang_ocl_kern_imp_mfma_gemm.num_agpr, 0
	.set __clang_ocl_kern_imp_mfma_gemm.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mfma_gemm.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mfma_gemm.private_seg_size, 0
	.set __clang_ocl_kern_imp_mfma_gemm.uses_vcc, 1
	.set __clang_ocl_kern_imp_mfma_gemm.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mfma_gemm.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mfma_gemm.has_recursion, 0
	.set __clang_ocl_kern_imp_mfma_gemm.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 312
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
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
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
        .offset:         16
        .size:           8
        .type_name:      'float16v*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           mfma_gemm
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         mfma_gemm.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     26
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
