	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	divergent               ; -- Begin function divergent
	.globl	divergent
	.p2align	8
	.type	divergent,@function
divergent:                              ; @divergent
; %bb.0:
	s_load_dwordx4 s[4:7], s[0:1], 0x0
	s_load_dword s3, s[0:1], 0x10
	v_lshl_add_u32 v2, s2, 6, v0
	v_mov_b32_e32 v3, 0
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[4:5], v[2:3], 2, s[6:7]
	global_load_dword v1, v[4:5], off
                                        ; implicit-def: $vgpr4
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, s3, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB0_4
; %bb.1:
	v_cmp_lt_f32_e64 s[8:9], v1, -s3
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b64 s[2:3], s[8:9]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_add_u32_e32 v6, 2, v2
	v_mov_b32_e32 v7, v3
	v_add_u32_e32 v4, 3, v2
	v_mov_b32_e32 v5, v3
	v_lshl_add_u64 v[6:7], v[6:7], 2, s[6:7]
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v8, v[6:7], off
	global_load_dword v9, v[4:5], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v4, v8, v9, -v1
.LBB0_3:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr1
.LBB0_4:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_add_u32_e32 v4, 1, v2
	v_mov_b32_e32 v5, 0
	v_lshl_add_u64 v[4:5], v[4:5], 2, s[6:7]
	global_load_dword v4, v[4:5], off
	s_mov_b32 s2, 0x800000
	v_cmp_gt_f32_e32 vcc, s2, v1
	s_nop 1
	v_cndmask_b32_e64 v5, 0, 32, vcc
	v_ldexp_f32 v1, v1, v5
	v_sqrt_f32_e32 v1, v1
	v_cndmask_b32_e64 v5, 0, -16, vcc
	v_ldexp_f32 v1, v1, v5
	s_waitcnt vmcnt(0)
	v_fmamk_f32 v4, v1, 0x40400000, v4
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v0, 1, v0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	v_mov_b32_e32 v0, s4
	v_mov_b32_e32 v1, s5
	v_lshl_add_u64 v[0:1], v[2:3], 2, v[0:1]
	global_store_dword v[0:1], v4, off
.LBB0_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel divergent
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 20
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 1
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
	.size	divergent, .Lfunc_end0-divergent
                                        ; -- End function
	.set divergent.num_vgpr, 10
	.set divergent.num_agpr, 0
	.set divergent.numbered_sgpr, 10
	.set divergent.num_named_barrier, 0
	.set divergent.private_seg_size, 0
	.set divergent.uses_vcc, 1
	.set divergent.uses_flat_scratch, 0
	.set divergent.has_dyn_sized_stack, 0
	.set divergent.has_recursion, 0
	.set divergent.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 296
; TotalNumSgprs: 16
; NumVgprs: 10
; NumAgprs: 0
; TotalNumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 10
; AccumOffset: 12
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_divergent ; -- Begin function __clang_ocl_kern_imp_divergent
	.globl	__clang_ocl_kern_imp_divergent
	.p2align	2
	.type	__clang_ocl_kern_imp_divergent,@function
__clang_ocl_kern_imp_divergent:         ; @__clang_ocl_kern_imp_divergent
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v5, 0x3ff, v31
	v_lshl_add_u32 v6, s12, 6, v5
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[8:9], v[6:7], 2, v[2:3]
	global_load_dword v8, v[8:9], off
                                        ; implicit-def: $vgpr9
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v8, v4
	s_and_saveexec_b64 s[0:1], vcc
	s_xor_b64 s[0:1], exec, s[0:1]
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_cmp_lt_f32_e64 s[4:5], v8, -v4
	v_mov_b32_e32 v9, 0
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .LBB1_3
; %bb.2:
	v_add_u32_e32 v10, 3, v6
	v_mov_b32_e32 v11, v7
	v_add_u32_e32 v12, 2, v6
	v_mov_b32_e32 v13, v7
	v_lshl_add_u64 v[10:11], v[10:11], 2, v[2:3]
	v_lshl_add_u64 v[2:3], v[12:13], 2, v[2:3]
	global_load_dword v4, v[2:3], off
	global_load_dword v9, v[10:11], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v9, v4, v9, -v8
.LBB1_3:
	s_or_b64 exec, exec, s[2:3]
                                        ; implicit-def: $vgpr8
                                        ; implicit-def: $vgpr2_vgpr3
.LBB1_4:
	s_andn2_saveexec_b64 s[0:1], s[0:1]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_add_u32_e32 v10, 1, v6
	v_mov_b32_e32 v11, 0
	v_lshl_add_u64 v[2:3], v[10:11], 2, v[2:3]
	global_load_dword v2, v[2:3], off
	s_mov_b32 s2, 0x800000
	v_cmp_gt_f32_e32 vcc, s2, v8
	s_nop 1
	v_cndmask_b32_e64 v3, 0, 32, vcc
	v_ldexp_f32 v3, v8, v3
	v_sqrt_f32_e32 v3, v3
	v_cndmask_b32_e64 v4, 0, -16, vcc
	v_ldexp_f32 v3, v3, v4
	s_waitcnt vmcnt(0)
	v_fmamk_f32 v9, v3, 0x40400000, v2
.LBB1_6:
	s_or_b64 exec, exec, s[0:1]
	v_and_b32_e32 v2, 1, v5
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_lshl_add_u64 v[0:1], v[6:7], 2, v[0:1]
	global_store_dword v[0:1], v9, off
.LBB1_8:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_divergent, .Lfunc_end1-__clang_ocl_kern_imp_divergent
                                        ; -- End function
	.set __clang_ocl_kern_imp_divergent.num_vgpr, 32
	.set __clang_ocl_kern_imp_divergent.num_agpr, 0
	.set __clang_ocl_kern_imp_divergent.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_divergent.num_named_barrier, 0
	.set __clang_ocl_kern_imp_divergent.private_seg_size, 0
	.set __clang_ocl_kern_imp_divergent.uses_vcc, 1
	.set __clang_ocl_kern_imp_divergent.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_divergent.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_divergent.has_recursion, 0
	.set __clang_ocl_kern_imp_divergent.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 288
; TotalNumSgprs: 38
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
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           divergent
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         divergent.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
