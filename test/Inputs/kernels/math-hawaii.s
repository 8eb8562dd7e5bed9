	.amdgcn_target "amdgcn-amd-amdhsa--gfx701"
	.amdhsa_code_object_version 6
	.text
	.protected	transcendental          ; -- Begin function transcendental
	.globl	transcendental
	.p2align	8
	.type	transcendental,@function
transcendental:                         ; @transcendental
; %bb.0:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	s_lshl_b32 s4, s6, 6
	v_add_i32_e32 v0, vcc, s4, v0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s3
	v_add_i32_e32 v2, vcc, s2, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dword v2, v[2:3]
	v_mov_b32_e32 v8, s1
	v_add_i32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v8, v1, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v5, 0x3fb8aa3b, v2
	v_add_f32_e64 v6, |v2|, 1.0
	v_exp_f32_e32 v5, v5
	v_log_f32_e32 v7, v6
	v_sin_f32_e32 v3, v2
	v_cos_f32_e32 v4, v2
	v_add_f32_e32 v2, 2.0, v2
	v_rsq_f32_e32 v6, v6
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v5, v5, v7
	v_mac_f32_e32 v5, v3, v4
	v_mac_f32_e32 v5, v6, v2
	flat_store_dword v[0:1], v5
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel transcendental
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	transcendental, .Lfunc_end0-transcendental
                                        ; -- End function
	.set transcendental.num_vgpr, 9
	.set transcendental.num_agpr, 0
	.set transcendental.numbered_sgpr, 7
	.set transcendental.num_named_barrier, 0
	.set transcendental.private_seg_size, 0
	.set transcendental.uses_vcc, 1
	.set transcendental.uses_flat_scratch, 0
	.set transcendental.has_dyn_sized_stack, 0
	.set transcendental.has_recursion, 0
	.set transcendental.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 132
; TotalNumSgprs: 9
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 2
; NumSGPRsForWavesPerEU: 9
; NumVGPRsForWavesPerEU: 9
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
	.protected	__clang_ocl_kern_imp_transcendental ; -- Begin function __clang_ocl_kern_imp_transcendental
	.globl	__clang_ocl_kern_imp_transcendental
	.p2align	2
	.type	__clang_ocl_kern_imp_transcendental,@function
__clang_ocl_kern_imp_transcendental:    ; @__clang_ocl_kern_imp_transcendental
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s4, s12, 6
	v_and_b32_e32 v4, 0x3ff, v31
	v_add_i32_e32 v4, vcc, s4, v4
	v_mov_b32_e32 v5, 0
	v_lshl_b64 v[4:5], v[4:5], 2
	v_add_i32_e32 v2, vcc, v2, v4
	v_addc_u32_e32 v3, vcc, v3, v5, vcc
	flat_load_dword v2, v[2:3]
	v_add_i32_e32 v0, vcc, v0, v4
	v_addc_u32_e32 v1, vcc, v1, v5, vcc
	s_waitcnt vmcnt(0)
	v_mul_f32_e32 v7, 0x3fb8aa3b, v2
	v_add_f32_e64 v8, |v2|, 1.0
	v_exp_f32_e32 v7, v7
	v_log_f32_e32 v9, v8
	v_sin_f32_e32 v3, v2
	v_cos_f32_e32 v6, v2
	v_add_f32_e32 v2, 2.0, v2
	v_rsq_f32_e32 v8, v8
	v_rcp_f32_e32 v2, v2
	v_mul_f32_e32 v7, v7, v9
	v_mac_f32_e32 v7, v3, v6
	v_mac_f32_e32 v7, v8, v2
	flat_store_dword v[0:1], v7
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_transcendental, .Lfunc_end1-__clang_ocl_kern_imp_transcendental
                                        ; -- End function
	.set __clang_ocl_kern_imp_transcendental.num_vgpr, 32
	.set __clang_ocl_kern_imp_transcendental.num_agpr, 0
	.set __clang_ocl_kern_imp_transcendental.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_transcendental.num_named_barrier, 0
	.set __clang_ocl_kern_imp_transcendental.private_seg_size, 0
	.set __clang_ocl_kern_imp_transcendental.uses_vcc, 1
	.set __clang_ocl_kern_imp_transcendental.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_transcendental.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_transcendental.has_recursion, 0
	.set __clang_ocl_kern_imp_transcendental.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 132
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	fp64                    ; -- Begin function fp64
	.globl	fp64
	.p2align	8
	.type	fp64,@function
fp64:                                   ; @fp64
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[0:1], s[4:5], 0x4
	s_lshl_b32 s2, s6, 6
	v_add_i32_e32 v0, vcc, s2, v0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 3
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s11
	v_add_i32_e32 v2, vcc, s10, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dwordx2 v[4:5], v[2:3]
	v_mov_b32_e32 v3, s1
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	flat_load_dwordx2 v[6:7], v[2:3]
	s_load_dword s0, s[4:5], 0x6
	s_waitcnt lgkmcnt(0)
	s_cmp_eq_u32 s0, 0
	s_cbranch_scc1 .LBB2_3
; %bb.1:
	v_mov_b32_e32 v8, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v9, 0
	v_mov_b32_e32 v3, 0
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_fma_f64 v[2:3], v[2:3], v[4:5], v[6:7]
	s_add_i32 s0, s0, -1
	v_fma_f64 v[2:3], v[4:5], v[8:9], v[2:3]
	v_add_f64 v[8:9], v[8:9], 1.0
	s_cmp_lg_u32 s0, 0
	s_cbranch_scc1 .LBB2_2
	s_branch .LBB2_4
.LBB2_3:
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
.LBB2_4:
	s_waitcnt vmcnt(0)
	v_add_f64 v[6:7], v[6:7], 1.0
	v_mov_b32_e32 v12, 0x100
	v_div_scale_f64 v[8:9], s[0:1], v[6:7], v[6:7], v[2:3]
	s_mov_b32 s0, 0
	s_brev_b32 s1, 8
	v_rcp_f64_e32 v[10:11], v[8:9]
	v_cmp_lt_f64_e64 s[0:1], |v[4:5]|, s[0:1]
	v_cndmask_b32_e64 v14, 0, v12, s[0:1]
	v_fma_f64 v[12:13], -v[8:9], v[10:11], 1.0
	v_ldexp_f64 v[4:5], |v[4:5]|, v14
	v_fma_f64 v[10:11], v[10:11], v[12:13], v[10:11]
	v_div_scale_f64 v[12:13], vcc, v[2:3], v[6:7], v[2:3]
	v_rsq_f64_e32 v[14:15], v[4:5]
	v_fma_f64 v[16:17], -v[8:9], v[10:11], 1.0
	v_fma_f64 v[10:11], v[10:11], v[16:17], v[10:11]
	v_mul_f64 v[16:17], v[4:5], v[14:15]
	v_mul_f64 v[18:19], v[12:13], v[10:11]
	v_mul_f64 v[14:15], v[14:15], 0.5
	v_fma_f64 v[8:9], -v[8:9], v[18:19], v[12:13]
	v_fma_f64 v[12:13], -v[14:15], v[16:17], 0.5
	v_div_fmas_f64 v[8:9], v[8:9], v[10:11], v[18:19]
	v_fma_f64 v[16:17], v[16:17], v[12:13], v[16:17]
	v_fma_f64 v[12:13], v[14:15], v[12:13], v[14:15]
	v_fma_f64 v[14:15], -v[16:17], v[16:17], v[4:5]
	v_div_fixup_f64 v[2:3], v[8:9], v[6:7], v[2:3]
	v_fma_f64 v[10:11], v[14:15], v[12:13], v[16:17]
	v_mov_b32_e32 v8, 0xffffff80
	v_fma_f64 v[14:15], -v[10:11], v[10:11], v[4:5]
	v_cndmask_b32_e64 v8, 0, v8, s[0:1]
	v_fma_f64 v[6:7], v[14:15], v[12:13], v[10:11]
	v_ldexp_f64 v[6:7], v[6:7], v8
	v_mov_b32_e32 v8, 0x260
	v_cmp_class_f64_e32 vcc, v[4:5], v8
	v_cndmask_b32_e32 v5, v7, v5, vcc
	v_cndmask_b32_e32 v4, v6, v4, vcc
	v_add_f64 v[2:3], v[4:5], v[2:3]
	v_mov_b32_e32 v4, s9
	v_add_i32_e32 v0, vcc, s8, v0
	v_addc_u32_e32 v1, vcc, v4, v1, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel fp64
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
		.amdhsa_next_free_sgpr 12
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
.Lfunc_end2:
	.size	fp64, .Lfunc_end2-fp64
                                        ; -- End function
	.set fp64.num_vgpr, 20
	.set fp64.num_agpr, 0
	.set fp64.numbered_sgpr, 12
	.set fp64.num_named_barrier, 0
	.set fp64.private_seg_size, 0
	.set fp64.uses_vcc, 1
	.set fp64.uses_flat_scratch, 0
	.set fp64.has_dyn_sized_stack, 0
	.set fp64.has_recursion, 0
	.set fp64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 444
; TotalNumSgprs: 14
; NumVgprs: 20
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 14
; NumVGPRsForWavesPerEU: 20
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
	.protected	__clang_ocl_kern_imp_fp64 ; -- Begin function __clang_ocl_kern_imp_fp64
	.globl	__clang_ocl_kern_imp_fp64
	.p2align	2
	.type	__clang_ocl_kern_imp_fp64,@function
__clang_ocl_kern_imp_fp64:              ; @__clang_ocl_kern_imp_fp64
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_lshl_b32 s4, s12, 6
	v_and_b32_e32 v7, 0x3ff, v31
	v_add_i32_e32 v7, vcc, s4, v7
	v_mov_b32_e32 v8, 0
	v_lshl_b64 v[7:8], v[7:8], 3
	v_add_i32_e32 v2, vcc, v2, v7
	v_addc_u32_e32 v3, vcc, v3, v8, vcc
	flat_load_dwordx2 v[9:10], v[2:3]
	v_add_i32_e32 v2, vcc, v4, v7
	v_addc_u32_e32 v3, vcc, v5, v8, vcc
	flat_load_dwordx2 v[4:5], v[2:3]
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, 0
	v_cmp_ne_u32_e32 vcc, 0, v6
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB3_4
; %bb.1:
	v_mov_b32_e32 v11, 0
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v12, 0
	v_mov_b32_e32 v3, 0
	s_mov_b64 s[6:7], 0
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_waitcnt vmcnt(0)
	v_fma_f64 v[2:3], v[2:3], v[9:10], v[4:5]
	v_add_i32_e32 v6, vcc, -1, v6
	v_fma_f64 v[2:3], v[9:10], v[11:12], v[2:3]
	v_add_f64 v[11:12], v[11:12], 1.0
	v_cmp_eq_u32_e32 vcc, 0, v6
	s_or_b64 s[6:7], vcc, s[6:7]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB3_4:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0)
	v_add_f64 v[4:5], v[4:5], 1.0
	v_mov_b32_e32 v6, 0x100
	v_div_scale_f64 v[11:12], s[4:5], v[4:5], v[4:5], v[2:3]
	s_mov_b32 s4, 0
	s_brev_b32 s5, 8
	v_rcp_f64_e32 v[13:14], v[11:12]
	v_cmp_lt_f64_e64 s[4:5], |v[9:10]|, s[4:5]
	v_cndmask_b32_e64 v6, 0, v6, s[4:5]
	v_fma_f64 v[15:16], -v[11:12], v[13:14], 1.0
	v_ldexp_f64 v[9:10], |v[9:10]|, v6
	v_fma_f64 v[13:14], v[13:14], v[15:16], v[13:14]
	v_div_scale_f64 v[15:16], vcc, v[2:3], v[4:5], v[2:3]
	v_fma_f64 v[17:18], -v[11:12], v[13:14], 1.0
	v_mov_b32_e32 v6, 0xffffff80
	v_fma_f64 v[13:14], v[13:14], v[17:18], v[13:14]
	v_rsq_f64_e32 v[17:18], v[9:10]
	v_mul_f64 v[19:20], v[15:16], v[13:14]
	v_cndmask_b32_e64 v6, 0, v6, s[4:5]
	v_fma_f64 v[11:12], -v[11:12], v[19:20], v[15:16]
	v_mul_f64 v[15:16], v[9:10], v[17:18]
	v_mul_f64 v[17:18], v[17:18], 0.5
	v_div_fmas_f64 v[11:12], v[11:12], v[13:14], v[19:20]
	v_fma_f64 v[13:14], -v[17:18], v[15:16], 0.5
	v_fma_f64 v[15:16], v[15:16], v[13:14], v[15:16]
	v_fma_f64 v[13:14], v[17:18], v[13:14], v[17:18]
	v_fma_f64 v[19:20], -v[15:16], v[15:16], v[9:10]
	v_div_fixup_f64 v[2:3], v[11:12], v[4:5], v[2:3]
	v_fma_f64 v[15:16], v[19:20], v[13:14], v[15:16]
	v_fma_f64 v[17:18], -v[15:16], v[15:16], v[9:10]
	v_fma_f64 v[4:5], v[17:18], v[13:14], v[15:16]
	v_ldexp_f64 v[4:5], v[4:5], v6
	v_mov_b32_e32 v6, 0x260
	v_cmp_class_f64_e32 vcc, v[9:10], v6
	v_cndmask_b32_e32 v5, v5, v10, vcc
	v_cndmask_b32_e32 v4, v4, v9, vcc
	v_add_f64 v[2:3], v[4:5], v[2:3]
	v_add_i32_e32 v0, vcc, v0, v7
	v_addc_u32_e32 v1, vcc, v1, v8, vcc
	flat_store_dwordx2 v[0:1], v[2:3]
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_fp64, .Lfunc_end3-__clang_ocl_kern_imp_fp64
                                        ; -- End function
	.set __clang_ocl_kern_imp_fp64.num_vgpr, 32
	.set __clang_ocl_kern_imp_fp64.num_agpr, 0
	.set __clang_ocl_kern_imp_fp64.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_fp64.num_named_barrier, 0
	.set __clang_ocl_kern_imp_fp64.private_seg_size, 0
	.set __clang_ocl_kern_imp_fp64.uses_vcc, 1
	.set __clang_ocl_kern_imp_fp64.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_fp64.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_fp64.has_recursion, 0
	.set __clang_ocl_kern_imp_fp64.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 448
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
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           transcendental
    .private_segment_fixed_size: 0
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         transcendental.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'double*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         16
        .size:           8
        .type_name:      'double*'
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
    .name:           fp64
    .private_segment_fixed_size: 0
    .sgpr_count:     14
    .sgpr_spill_count: 0
    .symbol:         fp64.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx701
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
