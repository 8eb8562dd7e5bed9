	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_transpose           ; -- Begin function lds_transpose
	.globl	lds_transpose
	.p2align	8
	.type	lds_transpose,@function
lds_transpose:                          ; @lds_transpose
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_lshl_b32 s1, s6, 5
	s_lshl_b32 s5, s7, 5
	v_or_b32_e32 v2, s1, v0
	v_or_b32_e32 v3, s5, v1
	v_mul_u32_u24_e32 v4, 0x84, v1
	v_readfirstlane_b32 s4, v1
	v_readfirstlane_b32 s6, v3
	v_lshl_add_u32 v1, v0, 2, v4
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s2, v2
	v_cmp_gt_u32_e64 s0, s3, v3
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s7, s0
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_u64_u32 v[3:4], null, s6, s2, v[2:3]
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, s0, s10, v3
	v_add_co_ci_u32_e64 v4, null, s11, v4, s0
	global_load_dword v3, v[3:4], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v3
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_7
; %bb.3:
	s_add_i32 s7, s6, 8
	s_cmp_ge_u32 s7, s3
	s_cbranch_scc0 .LBB0_15
; %bb.4:
	s_add_i32 s7, s6, 16
	s_cmp_ge_u32 s7, s3
	s_cbranch_scc0 .LBB0_16
.LBB0_5:
	s_add_i32 s6, s6, 24
	s_cmp_ge_u32 s6, s3
	s_cbranch_scc1 .LBB0_7
.LBB0_6:
	v_mad_u64_u32 v[2:3], null, s6, s2, v[2:3]
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s10, v2
	v_add_co_ci_u32_e64 v3, null, s11, v3, vcc_lo
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2 offset:3168
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s0
	v_add_nc_u32_e32 v1, s5, v0
	v_mul_u32_u24_e32 v0, 0x84, v0
	s_add_i32 s1, s1, s4
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s1, s2
	v_cmp_gt_u32_e32 vcc_lo, s3, v1
	v_lshl_add_u32 v0, s4, 2, v0
	s_cselect_b32 s0, -1, 0
	s_barrier
	buffer_gl0_inv
	s_and_b32 s0, vcc_lo, s0
	s_and_saveexec_b32 s4, s0
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mad_u64_u32 v[2:3], null, s1, s3, v[1:2]
	ds_read_b32 v4, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, s0, s8, v2
	v_add_co_ci_u32_e64 v3, null, s9, v3, s0
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s4
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_14
; %bb.10:
	s_add_i32 s0, s1, 8
	s_cmp_ge_u32 s0, s2
	s_cbranch_scc0 .LBB0_17
; %bb.11:
	s_add_i32 s0, s1, 16
	s_cmp_ge_u32 s0, s2
	s_cbranch_scc0 .LBB0_18
.LBB0_12:
	s_add_i32 s1, s1, 24
	s_cmp_ge_u32 s1, s2
	s_cbranch_scc1 .LBB0_14
.LBB0_13:
	v_mad_u64_u32 v[1:2], null, s1, s3, v[1:2]
	ds_read_b32 v3, v0 offset:96
	v_mov_b32_e32 v2, 0
	v_lshlrev_b64 v[0:1], 2, v[1:2]
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
.LBB0_14:
	s_endpgm
.LBB0_15:
	v_mad_u64_u32 v[3:4], null, s7, s2, v[2:3]
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s10, v3
	v_add_co_ci_u32_e64 v4, null, s11, v4, vcc_lo
	global_load_dword v3, v[3:4], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v3 offset:1056
	s_add_i32 s7, s6, 16
	s_cmp_ge_u32 s7, s3
	s_cbranch_scc1 .LBB0_5
.LBB0_16:
	v_mad_u64_u32 v[3:4], null, s7, s2, v[2:3]
	v_mov_b32_e32 v4, 0
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v3, vcc_lo, s10, v3
	v_add_co_ci_u32_e64 v4, null, s11, v4, vcc_lo
	global_load_dword v3, v[3:4], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v3 offset:2112
	s_add_i32 s6, s6, 24
	s_cmp_ge_u32 s6, s3
	s_cbranch_scc0 .LBB0_6
	s_branch .LBB0_7
.LBB0_17:
	v_mad_u64_u32 v[2:3], null, s0, s3, v[1:2]
	ds_read_b32 v4, v0 offset:32
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s8, v2
	v_add_co_ci_u32_e64 v3, null, s9, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	s_add_i32 s0, s1, 16
	s_cmp_ge_u32 s0, s2
	s_cbranch_scc1 .LBB0_12
.LBB0_18:
	v_mad_u64_u32 v[2:3], null, s0, s3, v[1:2]
	ds_read_b32 v4, v0 offset:64
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s8, v2
	v_add_co_ci_u32_e64 v3, null, s9, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[2:3], v4, off
	s_add_i32 s1, s1, 24
	s_cmp_ge_u32 s1, s2
	s_cbranch_scc0 .LBB0_13
	s_branch .LBB0_14
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_transpose
		.amdhsa_group_segment_fixed_size 4224
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	lds_transpose, .Lfunc_end0-lds_transpose
                                        ; -- End function
	.set lds_transpose.num_vgpr, 5
	.set lds_transpose.num_agpr, 0
	.set lds_transpose.numbered_sgpr, 12
	.set lds_transpose.num_named_barrier, 0
	.set lds_transpose.private_seg_size, 0
	.set lds_transpose.uses_vcc, 1
	.set lds_transpose.uses_flat_scratch, 0
	.set lds_transpose.has_dyn_sized_stack, 0
	.set lds_transpose.has_recursion, 0
	.set lds_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 760
; TotalNumSgprs: 14
; NumVgprs: 5
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 5
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.protected	__clang_ocl_kern_imp_lds_transpose ; -- Begin function __clang_ocl_kern_imp_lds_transpose
	.globl	__clang_ocl_kern_imp_lds_transpose
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_transpose,@function
__clang_ocl_kern_imp_lds_transpose:     ; @__clang_ocl_kern_imp_lds_transpose
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_bfe_u32 v9, v31, 10, 10
	s_lshl_b32 s5, s12, 5
	s_lshl_b32 s6, s13, 5
	s_trap 2
	v_or_b32_e32 v6, s5, v7
	v_or_b32_e32 v8, s6, v9
	v_readfirstlane_b32 s7, v9
	v_cmp_lt_u32_e32 vcc_lo, v6, v4
	v_cmp_lt_u32_e64 s4, v8, v5
	s_and_b32 s4, vcc_lo, s4
	s_and_saveexec_b32 s8, s4
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mad_u64_u32 v[9:10], null, v8, v4, v[6:7]
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v9, s4, v2, v9
	v_add_co_ci_u32_e64 v10, null, v3, v10, s4
	global_load_dword v9, v[9:10], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v9
.LBB1_2:
	s_or_b32 exec_lo, exec_lo, s8
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB1_9
; %bb.3:
	v_add_nc_u32_e32 v9, 8, v8
	s_mov_b32 s8, exec_lo
	v_cmpx_lt_u32_e64 v9, v5
	s_cbranch_execz .LBB1_5
; %bb.4:
	v_mad_u64_u32 v[9:10], null, v9, v4, v[6:7]
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v9, vcc_lo, v2, v9
	v_add_co_ci_u32_e64 v10, null, v3, v10, vcc_lo
	global_load_dword v9, v[9:10], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v9 offset:1056
.LBB1_5:
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v9, 16, v8
	s_mov_b32 s8, exec_lo
	v_cmpx_lt_u32_e64 v9, v5
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_mad_u64_u32 v[9:10], null, v9, v4, v[6:7]
	v_mov_b32_e32 v10, 0
	v_lshlrev_b64 v[9:10], 2, v[9:10]
	v_add_co_u32 v9, vcc_lo, v2, v9
	v_add_co_ci_u32_e64 v10, null, v3, v10, vcc_lo
	global_load_dword v9, v[9:10], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v9 offset:2112
.LBB1_7:
	s_or_b32 exec_lo, exec_lo, s8
	v_add_nc_u32_e32 v8, 24, v8
	v_cmp_lt_u32_e32 vcc_lo, v8, v5
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_9
; %bb.8:
	v_mad_u64_u32 v[8:9], null, v8, v4, v[6:7]
	v_mov_b32_e32 v9, 0
	v_lshlrev_b64 v[8:9], 2, v[8:9]
	v_add_co_u32 v2, vcc_lo, v2, v8
	v_add_co_ci_u32_e64 v3, null, v3, v9, vcc_lo
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v2 offset:3168
.LBB1_9:
	s_or_b32 exec_lo, exec_lo, s4
	v_add_nc_u32_e32 v2, s6, v7
	s_add_i32 s5, s5, s7
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	v_cmp_lt_u32_e64 s4, s5, v4
	s_barrier
	v_cmp_lt_u32_e32 vcc_lo, v2, v5
	buffer_gl0_inv
	s_trap 2
	s_and_b32 s4, vcc_lo, s4
	s_and_saveexec_b32 s6, s4
	s_cbranch_execz .LBB1_11
; %bb.10:
	v_mad_u64_u32 v[6:7], null, s5, v5, v[2:3]
	ds_read_b32 v3, v0
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, s4, v0, v6
	v_add_co_ci_u32_e64 v7, null, v1, v7, s4
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v3, off
.LBB1_11:
	s_or_b32 exec_lo, exec_lo, s6
	s_and_saveexec_b32 s4, vcc_lo
	s_cbranch_execz .LBB1_18
; %bb.12:
	s_add_i32 s7, s5, 8
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_u32_e64 s7, v4
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_mad_u64_u32 v[6:7], null, s7, v5, v[2:3]
	ds_read_b32 v3, v0 offset:32
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, vcc_lo, v0, v6
	v_add_co_ci_u32_e64 v7, null, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v3, off
.LBB1_14:
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s7, s5, 16
	s_mov_b32 s6, exec_lo
	v_cmpx_lt_u32_e64 s7, v4
	s_cbranch_execz .LBB1_16
; %bb.15:
	v_mad_u64_u32 v[6:7], null, s7, v5, v[2:3]
	ds_read_b32 v3, v0 offset:64
	v_mov_b32_e32 v7, 0
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, vcc_lo, v0, v6
	v_add_co_ci_u32_e64 v7, null, v1, v7, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[6:7], v3, off
.LBB1_16:
	s_or_b32 exec_lo, exec_lo, s6
	s_add_i32 s5, s5, 24
	v_cmp_lt_u32_e32 vcc_lo, s5, v4
	s_and_b32 exec_lo, exec_lo, vcc_lo
	s_cbranch_execz .LBB1_18
; %bb.17:
	v_mad_u64_u32 v[2:3], null, s5, v5, v[2:3]
	ds_read_b32 v4, v0 offset:96
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB1_18:
	s_or_b32 exec_lo, exec_lo, s4
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_transpose, .Lfunc_end1-__clang_ocl_kern_imp_lds_transpose
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_transpose.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_transpose.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_transpose.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_transpose.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_transpose.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_transpose.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_transpose.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_transpose.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_transpose.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 736
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
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
        .type_name:      uint
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
    .group_segment_fixed_size: 4224
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           lds_transpose
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 32
      - 8
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         lds_transpose.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     5
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
