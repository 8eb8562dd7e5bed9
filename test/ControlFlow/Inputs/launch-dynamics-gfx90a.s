	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 6
	.text
	.protected	reduce                  ; -- Begin function reduce
	.globl	reduce
	.p2align	8
	.type	reduce,@function
reduce:                                 ; @reduce
; %bb.0:
	s_load_dwordx2 s[8:9], s[4:5], 0x38
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_lshl_or_b32 v2, s6, 8, v0
	v_mov_b32_e32 v3, 0
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[8:9], 2
	s_add_u32 s0, s0, s4
	s_addc_u32 s1, s1, s5
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v2, v[2:3], off
	s_movk_i32 s0, 0x80
	v_lshlrev_b32_e32 v1, 2, v0
	v_cmp_gt_u32_e32 vcc, s0, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v1, v2
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_read2st64_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB0_2:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 64, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_read2st64_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB0_4:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 32, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_read2_b32 v[2:3], v1 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB0_6:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 16, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_read2_b32 v[2:3], v1 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB0_8:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 8, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_read2_b32 v[2:3], v1 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB0_10:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 4, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_read2_b32 v[2:3], v1 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB0_12:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_gt_u32_e32 vcc, 2, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_read2_b32 v[2:3], v1 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v3, v2
	ds_write_b32 v1, v2
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
	v_cmp_eq_u32_e32 vcc, 0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_read2_b32 v[2:3], v1 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v3, v2
	ds_write_b32 v1, v0
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v1, v0
	s_mov_b32 s7, 0
	s_lshl_b64 s[0:1], s[6:7], 2
	s_add_u32 s0, s2, s0
	s_addc_u32 s1, s3, s1
	s_waitcnt lgkmcnt(0)
	global_store_dword v0, v1, s[0:1]
.LBB0_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel reduce
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 10
		.amdhsa_accum_offset 4
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
	.size	reduce, .Lfunc_end0-reduce
                                        ; -- End function
	.set reduce.num_vgpr, 4
	.set reduce.num_agpr, 0
	.set reduce.numbered_sgpr, 10
	.set reduce.num_named_barrier, 0
	.set reduce.private_seg_size, 0
	.set reduce.uses_vcc, 1
	.set reduce.uses_flat_scratch, 0
	.set reduce.has_dyn_sized_stack, 0
	.set reduce.has_recursion, 0
	.set reduce.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 536
; TotalNumSgprs: 14
; NumVgprs: 4
; NumAgprs: 0
; TotalNumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 4
; AccumOffset: 4
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 0
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_reduce ; -- Begin function __clang_ocl_kern_imp_reduce
	.globl	__clang_ocl_kern_imp_reduce
	.p2align	2
	.type	__clang_ocl_kern_imp_reduce,@function
__clang_ocl_kern_imp_reduce:            ; @__clang_ocl_kern_imp_reduce
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dwordx2 s[4:5], s[8:9], 0x28
	v_and_b32_e32 v4, 0x3ff, v31
	v_lshl_or_b32 v6, s12, 8, v4
	v_mov_b32_e32 v7, 0
	s_waitcnt lgkmcnt(0)
	s_lshl_b64 s[4:5], s[4:5], 2
	v_mov_b32_e32 v5, s5
	v_add_co_u32_e32 v8, vcc, s4, v0
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	v_lshlrev_b64 v[0:1], 2, v[6:7]
	v_add_co_u32_e32 v0, vcc, v8, v0
	v_addc_co_u32_e32 v1, vcc, v5, v1, vcc
	global_load_dword v0, v[0:1], off
	s_movk_i32 s4, 0x80
	v_cmp_gt_u32_e32 vcc, s4, v4
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	ds_read2st64_b32 v[0:1], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_2:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 64, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.3:
	ds_read2st64_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 32, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_6
; %bb.5:
	ds_read2_b32 v[0:1], v0 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_6:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 16, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:
	ds_read2_b32 v[0:1], v0 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 8, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_10
; %bb.9:
	ds_read2_b32 v[0:1], v0 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 4, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_12
; %bb.11:
	ds_read2_b32 v[0:1], v0 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_12:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_gt_u32_e32 vcc, 2, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_14
; %bb.13:
	ds_read2_b32 v[0:1], v0 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_14:
	s_or_b64 exec, exec, s[4:5]
	v_cmp_eq_u32_e32 vcc, 0, v4
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_16
; %bb.15:
	ds_read2_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v0, v0
.LBB1_16:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_18
; %bb.17:
	s_trap 2
	ds_read_b32 v4, v0
	s_mov_b32 s13, 0
	s_lshl_b64 s[6:7], s[12:13], 2
	v_mov_b32_e32 v1, s7
	v_add_co_u32_e32 v0, vcc, s6, v2
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
.LBB1_18:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_reduce, .Lfunc_end1-__clang_ocl_kern_imp_reduce
                                        ; -- End function
	.set __clang_ocl_kern_imp_reduce.num_vgpr, 32
	.set __clang_ocl_kern_imp_reduce.num_agpr, 0
	.set __clang_ocl_kern_imp_reduce.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_reduce.num_named_barrier, 0
	.set __clang_ocl_kern_imp_reduce.private_seg_size, 0
	.set __clang_ocl_kern_imp_reduce.uses_vcc, 1
	.set __clang_ocl_kern_imp_reduce.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_reduce.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_reduce.has_recursion, 0
	.set __clang_ocl_kern_imp_reduce.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 552
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	transpose_naive         ; -- Begin function transpose_naive
	.globl	transpose_naive
	.p2align	8
	.type	transpose_naive,@function
transpose_naive:                        ; @transpose_naive
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x40
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s3, s[4:5], 0x10
	v_and_b32_e32 v1, 0x3ff, v0
	v_bfe_u32 v0, v0, 10, 10
	s_lshl4_add_u32 s0, s6, s0
	v_add_u32_e32 v2, s0, v1
	s_lshl4_add_u32 s0, s7, s2
	v_add_u32_e32 v0, s0, v0
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[4:5], s[0:1], v0, s3, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_mov_b32_e32 v1, s9
	v_add_co_u32_e32 v4, vcc, s8, v4
	v_addc_co_u32_e32 v5, vcc, v1, v5, vcc
	global_load_dword v3, v[4:5], off
	v_mad_u64_u32 v[0:1], s[0:1], v2, s3, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v2, s11
	v_add_co_u32_e32 v0, vcc, s10, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
                                        ; kill: killed $sgpr4_sgpr5
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose_naive
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 8
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
	.size	transpose_naive, .Lfunc_end2-transpose_naive
                                        ; -- End function
	.set transpose_naive.num_vgpr, 6
	.set transpose_naive.num_agpr, 0
	.set transpose_naive.numbered_sgpr, 12
	.set transpose_naive.num_named_barrier, 0
	.set transpose_naive.private_seg_size, 0
	.set transpose_naive.uses_vcc, 1
	.set transpose_naive.uses_flat_scratch, 0
	.set transpose_naive.has_dyn_sized_stack, 0
	.set transpose_naive.has_recursion, 0
	.set transpose_naive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; TotalNumSgprs: 16
; NumVgprs: 6
; NumAgprs: 0
; TotalNumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 6
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_transpose_naive ; -- Begin function __clang_ocl_kern_imp_transpose_naive
	.globl	__clang_ocl_kern_imp_transpose_naive
	.p2align	2
	.type	__clang_ocl_kern_imp_transpose_naive,@function
__clang_ocl_kern_imp_transpose_naive:   ; @__clang_ocl_kern_imp_transpose_naive
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[8:9], 0x28
	v_and_b32_e32 v5, 0x3ff, v31
	s_waitcnt lgkmcnt(0)
	s_lshl4_add_u32 s4, s12, s4
	v_add_u32_e32 v6, s4, v5
	s_lshl4_add_u32 s4, s13, s6
	v_bfe_u32 v5, v31, 10, 10
	v_add_u32_e32 v8, s4, v5
	v_mad_u64_u32 v[10:11], s[4:5], v8, v4, v[6:7]
	v_ashrrev_i32_e32 v11, 31, v10
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32_e32 v0, vcc, v0, v10
	v_addc_co_u32_e32 v1, vcc, v1, v11, vcc
	global_load_dword v5, v[0:1], off
	v_mad_u64_u32 v[0:1], s[4:5], v6, v4, v[8:9]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt vmcnt(0)
	global_store_dword v[0:1], v5, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_transpose_naive, .Lfunc_end3-__clang_ocl_kern_imp_transpose_naive
                                        ; -- End function
	.set __clang_ocl_kern_imp_transpose_naive.num_vgpr, 32
	.set __clang_ocl_kern_imp_transpose_naive.num_agpr, 0
	.set __clang_ocl_kern_imp_transpose_naive.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_transpose_naive.num_named_barrier, 0
	.set __clang_ocl_kern_imp_transpose_naive.private_seg_size, 0
	.set __clang_ocl_kern_imp_transpose_naive.uses_vcc, 1
	.set __clang_ocl_kern_imp_transpose_naive.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_transpose_naive.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_transpose_naive.has_recursion, 0
	.set __clang_ocl_kern_imp_transpose_naive.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	transpose_tiled         ; -- Begin function transpose_tiled
	.globl	transpose_tiled
	.p2align	8
	.type	transpose_tiled,@function
transpose_tiled:                        ; @transpose_tiled
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s8, s[4:5], 0x10
	s_lshl_b32 s6, s6, 4
	s_lshl_b32 s7, s7, 4
	v_bfe_u32 v2, v0, 10, 10
	v_and_b32_e32 v3, 0x3ff, v0
	v_or_b32_e32 v1, s7, v2
	v_or_b32_e32 v0, s6, v3
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], s8, v1, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dword v6, v[0:1], off
	v_mul_u32_u24_e32 v1, 0x44, v2
	v_mul_u32_u24_e32 v4, 0x44, v3
	v_or_b32_e32 v5, s6, v2
	v_or_b32_e32 v0, s7, v3
	v_lshl_add_u32 v3, v3, 2, v1
	v_lshl_add_u32 v2, v2, 2, v4
	v_mad_u64_u32 v[0:1], s[0:1], s8, v5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s2, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v2
	v_mov_b32_e32 v2, s3
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose_tiled
		.amdhsa_group_segment_fixed_size 1088
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
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
	.size	transpose_tiled, .Lfunc_end4-transpose_tiled
                                        ; -- End function
	.set transpose_tiled.num_vgpr, 7
	.set transpose_tiled.num_agpr, 0
	.set transpose_tiled.numbered_sgpr, 9
	.set transpose_tiled.num_named_barrier, 0
	.set transpose_tiled.private_seg_size, 0
	.set transpose_tiled.uses_vcc, 1
	.set transpose_tiled.uses_flat_scratch, 0
	.set transpose_tiled.has_dyn_sized_stack, 0
	.set transpose_tiled.has_recursion, 0
	.set transpose_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; TotalNumSgprs: 13
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_transpose_tiled ; -- Begin function __clang_ocl_kern_imp_transpose_tiled
	.globl	__clang_ocl_kern_imp_transpose_tiled
	.p2align	2
	.type	__clang_ocl_kern_imp_transpose_tiled,@function
__clang_ocl_kern_imp_transpose_tiled:   ; @__clang_ocl_kern_imp_transpose_tiled
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s6, s12, 4
	s_lshl_b32 s7, s13, 4
	v_bfe_u32 v5, v31, 10, 10
	v_and_b32_e32 v8, 0x3ff, v31
	v_or_b32_e32 v7, s7, v5
	v_or_b32_e32 v6, s6, v8
	v_mad_u64_u32 v[6:7], s[4:5], v4, v7, v[6:7]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v0, vcc, v0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_load_dword v6, v[0:1], off
	v_or_b32_e32 v1, s6, v5
	v_or_b32_e32 v0, s7, v8
	v_mad_u64_u32 v[0:1], s[4:5], v4, v1, v[0:1]
	s_trap 2
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_transpose_tiled, .Lfunc_end5-__clang_ocl_kern_imp_transpose_tiled
                                        ; -- End function
	.set __clang_ocl_kern_imp_transpose_tiled.num_vgpr, 32
	.set __clang_ocl_kern_imp_transpose_tiled.num_agpr, 0
	.set __clang_ocl_kern_imp_transpose_tiled.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_transpose_tiled.num_named_barrier, 0
	.set __clang_ocl_kern_imp_transpose_tiled.private_seg_size, 0
	.set __clang_ocl_kern_imp_transpose_tiled.uses_vcc, 1
	.set __clang_ocl_kern_imp_transpose_tiled.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_transpose_tiled.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_transpose_tiled.has_recursion, 0
	.set __clang_ocl_kern_imp_transpose_tiled.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 160
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	transpose_unpadded      ; -- Begin function transpose_unpadded
	.globl	transpose_unpadded
	.p2align	8
	.type	transpose_unpadded,@function
transpose_unpadded:                     ; @transpose_unpadded
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_load_dword s8, s[4:5], 0x10
	s_lshl_b32 s6, s6, 4
	s_lshl_b32 s7, s7, 4
	v_bfe_u32 v2, v0, 10, 10
	v_and_b32_e32 v3, 0x3ff, v0
	v_or_b32_e32 v1, s7, v2
	v_or_b32_e32 v0, s6, v3
	s_waitcnt lgkmcnt(0)
	v_mad_u64_u32 v[0:1], s[4:5], s8, v1, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v4, v1, vcc
	global_load_dword v6, v[0:1], off
	v_lshlrev_b32_e32 v1, 6, v2
	v_lshlrev_b32_e32 v4, 6, v3
	v_or_b32_e32 v5, s6, v2
	v_or_b32_e32 v0, s7, v3
	v_lshl_add_u32 v3, v3, 2, v1
	v_lshl_add_u32 v2, v2, 2, v4
	v_mad_u64_u32 v[0:1], s[0:1], s8, v5, v[0:1]
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, s2, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v3, v2
	v_mov_b32_e32 v2, s3
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v3, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transpose_unpadded
		.amdhsa_group_segment_fixed_size 1024
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_accum_offset 8
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
	.size	transpose_unpadded, .Lfunc_end6-transpose_unpadded
                                        ; -- End function
	.set transpose_unpadded.num_vgpr, 7
	.set transpose_unpadded.num_agpr, 0
	.set transpose_unpadded.numbered_sgpr, 9
	.set transpose_unpadded.num_named_barrier, 0
	.set transpose_unpadded.private_seg_size, 0
	.set transpose_unpadded.uses_vcc, 1
	.set transpose_unpadded.uses_flat_scratch, 0
	.set transpose_unpadded.has_dyn_sized_stack, 0
	.set transpose_unpadded.has_recursion, 0
	.set transpose_unpadded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 200
; TotalNumSgprs: 13
; NumVgprs: 7
; NumAgprs: 0
; TotalNumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 13
; NumVGPRsForWavesPerEU: 7
; AccumOffset: 8
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 1
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_transpose_unpadded ; -- Begin function __clang_ocl_kern_imp_transpose_unpadded
	.globl	__clang_ocl_kern_imp_transpose_unpadded
	.p2align	2
	.type	__clang_ocl_kern_imp_transpose_unpadded,@function
__clang_ocl_kern_imp_transpose_unpadded: ; @__clang_ocl_kern_imp_transpose_unpadded
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s6, s12, 4
	s_lshl_b32 s7, s13, 4
	v_bfe_u32 v5, v31, 10, 10
	v_and_b32_e32 v8, 0x3ff, v31
	v_or_b32_e32 v7, s7, v5
	v_or_b32_e32 v6, s6, v8
	v_mad_u64_u32 v[6:7], s[4:5], v4, v7, v[6:7]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32_e32 v0, vcc, v0, v6
	v_addc_co_u32_e32 v1, vcc, v1, v7, vcc
	global_load_dword v6, v[0:1], off
	v_or_b32_e32 v1, s6, v5
	v_or_b32_e32 v0, s7, v8
	v_mad_u64_u32 v[0:1], s[4:5], v4, v1, v[0:1]
	s_trap 2
	v_ashrrev_i32_e32 v1, 31, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read_b32 v4, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_add_co_u32_e32 v0, vcc, v2, v0
	v_addc_co_u32_e32 v1, vcc, v3, v1, vcc
	s_waitcnt lgkmcnt(0)
	global_store_dword v[0:1], v4, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_transpose_unpadded, .Lfunc_end7-__clang_ocl_kern_imp_transpose_unpadded
                                        ; -- End function
	.set __clang_ocl_kern_imp_transpose_unpadded.num_vgpr, 32
	.set __clang_ocl_kern_imp_transpose_unpadded.num_agpr, 0
	.set __clang_ocl_kern_imp_transpose_unpadded.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_transpose_unpadded.num_named_barrier, 0
	.set __clang_ocl_kern_imp_transpose_unpadded.private_seg_size, 0
	.set __clang_ocl_kern_imp_transpose_unpadded.uses_vcc, 1
	.set __clang_ocl_kern_imp_transpose_unpadded.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_transpose_unpadded.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_transpose_unpadded.has_recursion, 0
	.set __clang_ocl_kern_imp_transpose_unpadded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 160
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	square_padded           ; -- Begin function square_padded
	.globl	square_padded
	.p2align	8
	.type	square_padded,@function
square_padded:                          ; @square_padded
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x40
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s9, s[4:5], 0x10
                                        ; kill: killed $sgpr4_sgpr5
	v_bfe_u32 v4, v0, 10, 10
	v_and_b32_e32 v5, 0x3ff, v0
	s_lshl4_add_u32 s5, s7, s10
	v_add_u32_e32 v1, s5, v4
	s_lshl4_add_u32 s4, s6, s8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s9
	v_add3_u32 v0, s4, v5, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v6, v[2:3], off
	v_mul_u32_u24_e32 v2, 0x44, v4
	v_lshlrev_b32_e32 v3, 6, v4
	v_mul_u32_u24_e32 v30, 0x44, v5
	v_lshl_add_u32 v4, v5, 2, v2
	v_sub_u32_e32 v32, v2, v3
	v_mov_b32_e32 v34, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v34, v1, vcc
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[2:3], v32 offset1:17
	ds_read2_b32 v[4:5], v32 offset0:34 offset1:51
	ds_read2_b32 v[6:7], v32 offset0:68 offset1:85
	ds_read2_b32 v[8:9], v30 offset1:1
	ds_read2_b32 v[10:11], v30 offset0:2 offset1:3
	ds_read2_b32 v[12:13], v30 offset0:4 offset1:5
	ds_read2_b32 v[14:15], v30 offset0:6 offset1:7
	ds_read2_b32 v[16:17], v32 offset0:102 offset1:119
	ds_read2_b32 v[18:19], v32 offset0:136 offset1:153
	ds_read2_b32 v[20:21], v32 offset0:170 offset1:187
	ds_read2_b32 v[22:23], v32 offset0:204 offset1:221
	ds_read2_b32 v[24:25], v30 offset0:8 offset1:9
	ds_read2_b32 v[26:27], v30 offset0:10 offset1:11
	ds_read2_b32 v[28:29], v30 offset0:12 offset1:13
	ds_read2_b32 v[30:31], v30 offset0:14 offset1:15
	ds_read2_b32 v[32:33], v32 offset0:238 offset1:255
	s_waitcnt lgkmcnt(12)
	v_fma_f32 v2, v8, v2, 0
	v_fmac_f32_e32 v2, v9, v3
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v2, v10, v4
	v_fmac_f32_e32 v2, v11, v5
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v2, v12, v6
	v_fmac_f32_e32 v2, v13, v7
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v2, v14, v16
	v_fmac_f32_e32 v2, v15, v17
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v2, v24, v18
	v_fmac_f32_e32 v2, v25, v19
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v2, v26, v20
	v_fmac_f32_e32 v2, v27, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v2, v28, v22
	v_fmac_f32_e32 v2, v29, v23
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v30, v32
	v_fmac_f32_e32 v2, v31, v33
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel square_padded
		.amdhsa_group_segment_fixed_size 1088
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
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
.Lfunc_end8:
	.size	square_padded, .Lfunc_end8-square_padded
                                        ; -- End function
	.set square_padded.num_vgpr, 35
	.set square_padded.num_agpr, 0
	.set square_padded.numbered_sgpr, 12
	.set square_padded.num_named_barrier, 0
	.set square_padded.private_seg_size, 0
	.set square_padded.uses_vcc, 1
	.set square_padded.uses_flat_scratch, 0
	.set square_padded.has_dyn_sized_stack, 0
	.set square_padded.has_recursion, 0
	.set square_padded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 412
; TotalNumSgprs: 16
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1088 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_square_padded ; -- Begin function __clang_ocl_kern_imp_square_padded
	.globl	__clang_ocl_kern_imp_square_padded
	.p2align	2
	.type	__clang_ocl_kern_imp_square_padded,@function
__clang_ocl_kern_imp_square_padded:     ; @__clang_ocl_kern_imp_square_padded
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[8:9], 0x28
	v_bfe_u32 v5, v31, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshl4_add_u32 s5, s13, s6
	v_add_u32_e32 v5, s5, v5
	s_lshl4_add_u32 s4, s12, s4
	v_mul_lo_u32 v4, v5, v4
	v_and_b32_e32 v5, 0x3ff, v31
	v_add3_u32 v4, s4, v5, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dword v0, v[0:1], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v6, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, v0, v6, 0
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_add_co_u32_e32 v0, vcc, v2, v4
	v_fmac_f32_e32 v7, v1, v6
	v_addc_co_u32_e32 v1, vcc, v3, v5, vcc
	global_store_dword v[0:1], v7, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_square_padded, .Lfunc_end9-__clang_ocl_kern_imp_square_padded
                                        ; -- End function
	.set __clang_ocl_kern_imp_square_padded.num_vgpr, 32
	.set __clang_ocl_kern_imp_square_padded.num_agpr, 0
	.set __clang_ocl_kern_imp_square_padded.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_square_padded.num_named_barrier, 0
	.set __clang_ocl_kern_imp_square_padded.private_seg_size, 0
	.set __clang_ocl_kern_imp_square_padded.uses_vcc, 1
	.set __clang_ocl_kern_imp_square_padded.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_square_padded.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_square_padded.has_recursion, 0
	.set __clang_ocl_kern_imp_square_padded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 228
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	square_unpadded         ; -- Begin function square_unpadded
	.globl	square_unpadded
	.p2align	8
	.type	square_unpadded,@function
square_unpadded:                        ; @square_unpadded
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x40
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_load_dword s9, s[4:5], 0x10
                                        ; kill: killed $sgpr4_sgpr5
	v_bfe_u32 v4, v0, 10, 10
	v_and_b32_e32 v5, 0x3ff, v0
	s_lshl4_add_u32 s5, s7, s10
	v_add_u32_e32 v1, s5, v4
	s_lshl4_add_u32 s4, s6, s8
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v1, v1, s9
	v_add3_u32 v0, s4, v5, v1
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	global_load_dword v6, v[2:3], off
	s_movk_i32 s0, 0xffc4
	v_lshlrev_b32_e32 v2, 6, v4
	v_lshlrev_b32_e32 v30, 6, v5
	v_lshl_add_u32 v3, v5, 2, v2
	v_mad_i32_i24 v32, v4, s0, v2
	v_mov_b32_e32 v34, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v34, v1, vcc
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v6
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[2:3], v32 offset1:16
	ds_read2_b32 v[4:5], v32 offset0:32 offset1:48
	ds_read2_b32 v[6:7], v32 offset0:64 offset1:80
	ds_read2_b32 v[8:9], v30 offset1:1
	ds_read2_b32 v[10:11], v30 offset0:2 offset1:3
	ds_read2_b32 v[12:13], v30 offset0:4 offset1:5
	ds_read2_b32 v[14:15], v30 offset0:6 offset1:7
	ds_read2_b32 v[16:17], v32 offset0:96 offset1:112
	ds_read2_b32 v[18:19], v32 offset0:128 offset1:144
	ds_read2_b32 v[20:21], v32 offset0:160 offset1:176
	ds_read2_b32 v[22:23], v32 offset0:192 offset1:208
	ds_read2_b32 v[24:25], v30 offset0:8 offset1:9
	ds_read2_b32 v[26:27], v30 offset0:10 offset1:11
	ds_read2_b32 v[28:29], v30 offset0:12 offset1:13
	ds_read2_b32 v[30:31], v30 offset0:14 offset1:15
	ds_read2_b32 v[32:33], v32 offset0:224 offset1:240
	s_waitcnt lgkmcnt(12)
	v_fma_f32 v2, v8, v2, 0
	v_fmac_f32_e32 v2, v9, v3
	s_waitcnt lgkmcnt(11)
	v_fmac_f32_e32 v2, v10, v4
	v_fmac_f32_e32 v2, v11, v5
	s_waitcnt lgkmcnt(10)
	v_fmac_f32_e32 v2, v12, v6
	v_fmac_f32_e32 v2, v13, v7
	s_waitcnt lgkmcnt(8)
	v_fmac_f32_e32 v2, v14, v16
	v_fmac_f32_e32 v2, v15, v17
	s_waitcnt lgkmcnt(4)
	v_fmac_f32_e32 v2, v24, v18
	v_fmac_f32_e32 v2, v25, v19
	s_waitcnt lgkmcnt(3)
	v_fmac_f32_e32 v2, v26, v20
	v_fmac_f32_e32 v2, v27, v21
	s_waitcnt lgkmcnt(2)
	v_fmac_f32_e32 v2, v28, v22
	v_fmac_f32_e32 v2, v29, v23
	s_waitcnt lgkmcnt(0)
	v_fmac_f32_e32 v2, v30, v32
	v_fmac_f32_e32 v2, v31, v33
	global_store_dword v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel square_unpadded
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 35
		.amdhsa_next_free_sgpr 12
		.amdhsa_accum_offset 36
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
.Lfunc_end10:
	.size	square_unpadded, .Lfunc_end10-square_unpadded
                                        ; -- End function
	.set square_unpadded.num_vgpr, 35
	.set square_unpadded.num_agpr, 0
	.set square_unpadded.numbered_sgpr, 12
	.set square_unpadded.num_named_barrier, 0
	.set square_unpadded.private_seg_size, 0
	.set square_unpadded.uses_vcc, 1
	.set square_unpadded.uses_flat_scratch, 0
	.set square_unpadded.has_dyn_sized_stack, 0
	.set square_unpadded.has_recursion, 0
	.set square_unpadded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 408
; TotalNumSgprs: 16
; NumVgprs: 35
; NumAgprs: 0
; TotalNumVgprs: 35
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 35
; AccumOffset: 36
; Occupancy: 8
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 8
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_square_unpadded ; -- Begin function __clang_ocl_kern_imp_square_unpadded
	.globl	__clang_ocl_kern_imp_square_unpadded
	.p2align	2
	.type	__clang_ocl_kern_imp_square_unpadded,@function
__clang_ocl_kern_imp_square_unpadded:   ; @__clang_ocl_kern_imp_square_unpadded
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_load_dwordx4 s[4:7], s[8:9], 0x28
	v_bfe_u32 v5, v31, 10, 10
	s_waitcnt lgkmcnt(0)
	s_lshl4_add_u32 s5, s13, s6
	v_add_u32_e32 v5, s5, v5
	s_lshl4_add_u32 s4, s12, s4
	v_mul_lo_u32 v4, v5, v4
	v_and_b32_e32 v5, 0x3ff, v31
	v_add3_u32 v4, s4, v5, v4
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32_e32 v0, vcc, v0, v4
	v_addc_co_u32_e32 v1, vcc, v1, v5, vcc
	global_load_dword v0, v[0:1], off
	s_trap 2
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	s_barrier
	ds_read2_b32 v[0:1], v0 offset1:1
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v6, v0
	s_waitcnt lgkmcnt(0)
	v_fma_f32 v7, v0, v6, 0
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_fmac_f32_e32 v7, v1, v6
	v_fmac_f32_e32 v7, v0, v6
	v_add_co_u32_e32 v0, vcc, v2, v4
	v_fmac_f32_e32 v7, v1, v6
	v_addc_co_u32_e32 v1, vcc, v3, v5, vcc
	global_store_dword v[0:1], v7, off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end11:
	.size	__clang_ocl_kern_imp_square_unpadded, .Lfunc_end11-__clang_ocl_kern_imp_square_unpadded
                                        ; -- End function
	.set __clang_ocl_kern_imp_square_unpadded.num_vgpr, 32
	.set __clang_ocl_kern_imp_square_unpadded.num_agpr, 0
	.set __clang_ocl_kern_imp_square_unpadded.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_square_unpadded.num_named_barrier, 0
	.set __clang_ocl_kern_imp_square_unpadded.private_seg_size, 0
	.set __clang_ocl_kern_imp_square_unpadded.uses_vcc, 1
	.set __clang_ocl_kern_imp_square_unpadded.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_square_unpadded.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_square_unpadded.has_recursion, 0
	.set __clang_ocl_kern_imp_square_unpadded.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 228
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
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         20
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         28
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         30
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         32
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         34
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         36
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         38
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         56
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         80
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           reduce
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         reduce.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_naive
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         transpose_naive.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_tiled
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         transpose_tiled.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 20
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transpose_unpadded
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     13
    .sgpr_spill_count: 0
    .symbol:         transpose_unpadded.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1088
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           square_padded
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         square_padded.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .is_const:       true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      int
        .value_kind:     by_value
      - .offset:         24
        .size:           4
        .value_kind:     hidden_block_count_x
      - .offset:         28
        .size:           4
        .value_kind:     hidden_block_count_y
      - .offset:         32
        .size:           4
        .value_kind:     hidden_block_count_z
      - .offset:         36
        .size:           2
        .value_kind:     hidden_group_size_x
      - .offset:         38
        .size:           2
        .value_kind:     hidden_group_size_y
      - .offset:         40
        .size:           2
        .value_kind:     hidden_group_size_z
      - .offset:         42
        .size:           2
        .value_kind:     hidden_remainder_x
      - .offset:         44
        .size:           2
        .value_kind:     hidden_remainder_y
      - .offset:         46
        .size:           2
        .value_kind:     hidden_remainder_z
      - .offset:         64
        .size:           8
        .value_kind:     hidden_global_offset_x
      - .offset:         72
        .size:           8
        .value_kind:     hidden_global_offset_y
      - .offset:         80
        .size:           8
        .value_kind:     hidden_global_offset_z
      - .offset:         88
        .size:           2
        .value_kind:     hidden_grid_dims
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           square_unpadded
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 16
      - 16
      - 1
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         square_unpadded.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     35
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
