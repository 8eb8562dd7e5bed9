	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	divergent               ; -- Begin function divergent
	.globl	divergent
	.p2align	8
	.type	divergent,@function
divergent:                              ; @divergent
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s7, s[4:5], 0x4
	s_lshl_b32 s4, s6, 6
	v_add_i32_e32 v3, vcc, s4, v0
	v_mov_b32_e32 v4, 0
	v_lshl_b64 v[1:2], v[3:4], 2
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dword v5, v[1:2], s[8:11], 0 addr64
	s_waitcnt vmcnt(0)
	v_cmp_nlt_f32_e32 vcc, s7, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB0_4
; %bb.1:
	v_cmp_lt_f32_e64 s[8:9], v5, -s7
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB0_3
; %bb.2:
	v_add_i32_e32 v6, vcc, 3, v3
	v_mov_b32_e32 v7, 0
	v_lshl_b64 v[8:9], v[6:7], 2
	v_add_i32_e32 v6, vcc, 2, v3
	v_lshl_b64 v[3:4], v[6:7], 2
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dword v3, v[3:4], s[8:11], 0 addr64
	buffer_load_dword v4, v[8:9], s[8:11], 0 addr64
	s_waitcnt vmcnt(0)
	v_mad_f32 v4, v3, v4, -v5
.LBB0_3:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr5
.LBB0_4:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_add_i32_e32 v3, vcc, 1, v3
	v_mov_b32_e32 v4, 0
	v_lshl_b64 v[3:4], v[3:4], 2
	s_mov_b64 s[8:9], s[2:3]
	buffer_load_dword v3, v[3:4], s[8:11], 0 addr64
	v_sqrt_f32_e32 v4, v5
	s_waitcnt vmcnt(0)
	v_madmk_f32 v4, v4, 0x40400000, v3
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v0, 1, v0
	s_mov_b32 s2, 0
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_mov_b32 s3, 0x100f000
	buffer_store_dword v4, v[1:2], s[0:3], 0 addr64
.LBB0_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel divergent
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
		.amdhsa_next_free_vgpr 10
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 0
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
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
	.set divergent.numbered_sgpr, 12
	.set divergent.num_named_barrier, 0
	.set divergent.private_seg_size, 0
	.set divergent.uses_vcc, 1
	.set divergent.uses_flat_scratch, 0
	.set divergent.has_dyn_sized_stack, 0
	.set divergent.has_recursion, 0
	.set divergent.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 256
; TotalNumSgprs: 14
; NumVgprs: 10
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 10
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
	.protected	__clang_ocl_kern_imp_divergent ; -- Begin function __clang_ocl_kern_imp_divergent
	.globl	__clang_ocl_kern_imp_divergent
	.p2align	2
	.type	__clang_ocl_kern_imp_divergent,@function
__clang_ocl_kern_imp_divergent:         ; @__clang_ocl_kern_imp_divergent
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s4, s12, 6
	v_and_b32_e32 v9, 0x3ff, v31
	v_add_i32_e32 v7, vcc, s4, v9
	v_mov_b32_e32 v8, 0
	v_lshl_b64 v[5:6], v[7:8], 2
	s_mov_b32 s6, 0
	v_add_i32_e32 v10, vcc, v2, v5
	v_addc_u32_e32 v11, vcc, v3, v6, vcc
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	buffer_load_dword v10, v[10:11], s[4:7], 0 addr64
	s_waitcnt vmcnt(0)
	v_cmp_ngt_f32_e32 vcc, v10, v4
	s_and_saveexec_b64 s[4:5], vcc
	s_xor_b64 s[4:5], exec, s[4:5]
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_cmp_lt_f32_e64 s[8:9], v10, -v4
	s_and_saveexec_b64 s[6:7], s[8:9]
	s_cbranch_execz .LBB1_3
; %bb.2:
	v_add_i32_e32 v11, vcc, 3, v7
	v_mov_b32_e32 v12, 0
	v_lshl_b64 v[13:14], v[11:12], 2
	s_mov_b32 s10, 0
	v_add_i32_e32 v13, vcc, v2, v13
	v_addc_u32_e32 v14, vcc, v3, v14, vcc
	v_add_i32_e32 v11, vcc, 2, v7
	v_lshl_b64 v[7:8], v[11:12], 2
	s_mov_b32 s11, 0x100f000
	v_add_i32_e32 v2, vcc, v2, v7
	s_mov_b32 s8, s10
	s_mov_b32 s9, s10
	v_addc_u32_e32 v3, vcc, v3, v8, vcc
	buffer_load_dword v2, v[2:3], s[8:11], 0 addr64
	buffer_load_dword v3, v[13:14], s[8:11], 0 addr64
	s_waitcnt vmcnt(0)
	v_mad_f32 v8, v2, v3, -v10
.LBB1_3:
	s_or_b64 exec, exec, s[6:7]
                                        ; implicit-def: $vgpr10
                                        ; implicit-def: $vgpr2_vgpr3
.LBB1_4:
	s_andn2_saveexec_b64 s[4:5], s[4:5]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_add_i32_e32 v7, vcc, 1, v7
	v_mov_b32_e32 v8, 0
	v_lshl_b64 v[7:8], v[7:8], 2
	s_mov_b32 s10, 0
	v_add_i32_e32 v2, vcc, v2, v7
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s8, s10
	s_mov_b32 s9, s10
	v_addc_u32_e32 v3, vcc, v3, v8, vcc
	buffer_load_dword v2, v[2:3], s[8:11], 0 addr64
	v_sqrt_f32_e32 v3, v10
	s_waitcnt vmcnt(0)
	v_madmk_f32 v8, v3, 0x40400000, v2
.LBB1_6:
	s_or_b64 exec, exec, s[4:5]
	v_and_b32_e32 v2, 1, v9
	s_mov_b32 s6, 0
	v_cmp_eq_u32_e32 vcc, 0, v2
	s_and_saveexec_b64 s[8:9], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_add_i32_e32 v0, vcc, v0, v5
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	v_addc_u32_e32 v1, vcc, v1, v6, vcc
	buffer_store_dword v8, v[0:1], s[4:7], 0 addr64
.LBB1_8:
	s_or_b64 exec, exec, s[8:9]
	s_waitcnt vmcnt(0) expcnt(0)
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
; codeLenInByte = 348
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
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
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         divergent.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     10
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
