	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	v_dual_mov_b32 v1, 0 :: v_dual_lshlrev_b32 v2, 2, v0
	s_clause 0x1
	s_load_b32 s2, s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v3, ttmp9, 8, v0
	s_mov_b32 s3, exec_lo
	ds_store_b32 v2, v1
	s_wait_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_wait_kmcnt 0x0
	v_cmpx_gt_u32_e64 s2, v3
	s_cbranch_execz .LBB0_4
; %bb.1:
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v4, 1
	s_mov_b32 s8, 0
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_u8 v5, v3, s[6:7]
	v_add_nc_u32_e32 v3, 0x4000, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_le_u32_e32 vcc_lo, s2, v3
	s_or_b32 s8, vcc_lo, s8
	s_wait_loadcnt 0x0
	v_lshlrev_b32_e32 v6, 2, v5
	v_cvt_f32_ubyte0_e32 v5, v5
	ds_add_u32 v6, v4
	v_add_f32_e32 v1, v1, v5
	s_and_not1_b32 exec_lo, exec_lo, s8
	s_cbranch_execnz .LBB0_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_4:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v0, 7, v0
	s_mov_b32 s2, exec_lo
	s_brev_b32 s3, 1
	s_delay_alu instid0(VALU_DEP_1)
	v_lshlrev_b32_e32 v0, 2, v0
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v3, v2
	s_wait_dscnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v2, v3, s[4:5] scope:SCOPE_DEV
	global_atomic_max_u32 v0, v3, s[4:5] offset:1024 scope:SCOPE_DEV
.LBB0_5:                                ; =>This Inner Loop Header: Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_ctz_i32_b32 s4, s2
	s_wait_alu depctr_sa_sdst(0)
	v_readlane_b32 s5, v1, s4
	s_lshl_b32 s4, 1, s4
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s2, s2, s4
	s_add_f32 s3, s3, s5
	s_cbranch_scc1 .LBB0_5
; %bb.6:
	v_mbcnt_lo_u32_b32 v0, exec_lo, 0
	s_mov_b32 s2, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_cmpx_eq_u32_e32 0, v0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_8
; %bb.7:
	s_load_b64 s[0:1], s[0:1], 0x18
	v_dual_mov_b32 v0, 0 :: v_dual_mov_b32 v1, s3
	s_wait_kmcnt 0x0
	global_atomic_add_f32 v0, v1, s[0:1] scope:SCOPE_DEV
.LBB0_8:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 32
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 9
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 3
		.amdhsa_round_robin_scheduling 0
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
	.size	histogram, .Lfunc_end0-histogram
                                        ; -- End function
	.set histogram.num_vgpr, 7
	.set histogram.num_agpr, 0
	.set histogram.numbered_sgpr, 9
	.set histogram.num_named_barrier, 0
	.set histogram.private_seg_size, 0
	.set histogram.uses_vcc, 1
	.set histogram.uses_flat_scratch, 0
	.set histogram.has_dyn_sized_stack, 0
	.set histogram.has_recursion, 0
	.set histogram.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 368
; TotalNumSgprs: 11
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_histogram ; -- Begin function __clang_ocl_kern_imp_histogram
	.globl	__clang_ocl_kern_imp_histogram
	.p2align	2
	.type	__clang_ocl_kern_imp_histogram,@function
__clang_ocl_kern_imp_histogram:         ; @__clang_ocl_kern_imp_histogram
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v7, 0 :: v_dual_and_b32 v8, 0x3ff, v31
	s_trap 2
	s_mov_b32 s0, exec_lo
	ds_store_b32 v0, v7
	s_wait_storecnt_dscnt 0x0
	s_barrier_signal -1
	s_wait_alu depctr_sa_sdst(0)
	v_lshl_or_b32 v9, ttmp9, 8, v8
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	v_cmpx_lt_u32_e64 v9, v4
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_dual_mov_b32 v7, 0 :: v_dual_mov_b32 v10, 1
	s_mov_b32 s1, 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_add_co_u32 v11, vcc_lo, v2, v9
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v12, null, 0, v3, vcc_lo
	v_add_nc_u32_e32 v9, 0x4000, v9
	global_load_u8 v11, v[11:12], off
	s_trap 2
	ds_add_u32 v0, v10
	v_cmp_ge_u32_e32 vcc_lo, v9, v4
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, vcc_lo, s1
	s_wait_loadcnt 0x0
	v_cvt_f32_ubyte0_e32 v11, v11
	s_delay_alu instid0(VALU_DEP_1)
	v_add_f32_e32 v7, v7, v11
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_4:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_4) | instid1(VALU_DEP_2)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	v_and_b32_e32 v2, 7, v8
	v_lshlrev_b32_e32 v3, 2, v8
	v_lshlrev_b32_e32 v8, 2, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v0, v3
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, 0, v1, vcc_lo
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	ds_load_b32 v4, v0
	v_add_co_u32 v0, vcc_lo, v0, v8
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, 0, v1, vcc_lo
	s_wait_dscnt 0x0
	s_clause 0x1
	global_atomic_add_u32 v[2:3], v4, off scope:SCOPE_DEV
	global_atomic_max_u32 v[0:1], v4, off offset:1024 scope:SCOPE_DEV
	global_atomic_add_f32 v[5:6], v7, off scope:SCOPE_DEV
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_histogram, .Lfunc_end1-__clang_ocl_kern_imp_histogram
                                        ; -- End function
	.set __clang_ocl_kern_imp_histogram.num_vgpr, 32
	.set __clang_ocl_kern_imp_histogram.num_agpr, 0
	.set __clang_ocl_kern_imp_histogram.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_histogram.num_named_barrier, 0
	.set __clang_ocl_kern_imp_histogram.private_seg_size, 0
	.set __clang_ocl_kern_imp_histogram.uses_vcc, 1
	.set __clang_ocl_kern_imp_histogram.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_histogram.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_histogram.has_recursion, 0
	.set __clang_ocl_kern_imp_histogram.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 348
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	cas_min                 ; -- Begin function cas_min
	.globl	cas_min
	.p2align	8
	.type	cas_min,@function
cas_min:                                ; @cas_min
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_add_u32 v0, ttmp9, 6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64_e32 v[2:3], 2, v[0:1]
	s_wait_kmcnt 0x0
	v_add_co_u32 v2, vcc_lo, s2, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s3, v3, vcc_lo
	s_load_b32 s2, s[0:1], 0x0
                                        ; implicit-def: $sgpr3
	global_load_b32 v2, v[2:3], off
	s_wait_kmcnt 0x0
	v_mov_b32_e32 v3, s2
	s_mov_b32 s2, 0
	s_branch .LBB2_2
.LBB2_1:                                ;   in Loop: Header=BB2_2 Depth=1
	s_or_b32 exec_lo, exec_lo, s4
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s4, exec_lo, s3
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 s2, s4, s2
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execz .LBB2_4
.LBB2_2:                                ; =>This Inner Loop Header: Depth=1
	s_or_b32 s3, s3, exec_lo
	s_mov_b32 s4, exec_lo
	s_wait_loadcnt 0x0
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB2_1
; %bb.3:                                ;   in Loop: Header=BB2_2 Depth=1
	global_atomic_cmpswap_b32 v0, v1, v[2:3], s[0:1] th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s3, s3, exec_lo
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v0, v3
	v_mov_b32_e32 v3, v0
	s_and_b32 s5, vcc_lo, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s3, s3, s5
	s_branch .LBB2_1
.LBB2_4:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel cas_min
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
		.amdhsa_user_sgpr_count 2
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
		.amdhsa_next_free_sgpr 6
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 2
		.amdhsa_round_robin_scheduling 0
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
	.size	cas_min, .Lfunc_end2-cas_min
                                        ; -- End function
	.set cas_min.num_vgpr, 4
	.set cas_min.num_agpr, 0
	.set cas_min.numbered_sgpr, 6
	.set cas_min.num_named_barrier, 0
	.set cas_min.private_seg_size, 0
	.set cas_min.uses_vcc, 1
	.set cas_min.uses_flat_scratch, 0
	.set cas_min.has_dyn_sized_stack, 0
	.set cas_min.has_recursion, 0
	.set cas_min.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 196
; TotalNumSgprs: 8
; NumVgprs: 4
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 8
; NumVGPRsForWavesPerEU: 4
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_cas_min ; -- Begin function __clang_ocl_kern_imp_cas_min
	.globl	__clang_ocl_kern_imp_cas_min
	.p2align	2
	.type	__clang_ocl_kern_imp_cas_min,@function
__clang_ocl_kern_imp_cas_min:           ; @__clang_ocl_kern_imp_cas_min
; %bb.0:
	s_wait_loadcnt_dscnt 0x0
	s_wait_expcnt 0x0
	s_wait_samplecnt 0x0
	s_wait_bvhcnt 0x0
	s_wait_kmcnt 0x0
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v4, 0x3ff, v31
	s_mov_b32 s0, 0
                                        ; implicit-def: $sgpr1
	s_wait_alu depctr_sa_sdst(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_add_u32 v4, ttmp9, 6, v4
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v2, vcc_lo, v2, v4
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v3, null, v3, v5, vcc_lo
	global_load_b32 v2, v[2:3], off
	global_load_b32 v3, v[0:1], off
	s_branch .LBB3_2
.LBB3_1:                                ;   in Loop: Header=BB3_2 Depth=1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s2
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_b32 s2, exec_lo, s1
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s0, s2, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB3_4
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_or_b32 s1, s1, exec_lo
	s_mov_b32 s2, exec_lo
	s_wait_loadcnt 0x0
	v_cmpx_lt_i32_e64 v2, v3
	s_cbranch_execz .LBB3_1
; %bb.3:                                ;   in Loop: Header=BB3_2 Depth=1
	global_atomic_cmpswap_b32 v4, v[0:1], v[2:3], off th:TH_ATOMIC_RETURN scope:SCOPE_DEV
	s_wait_alu depctr_sa_sdst(0)
	s_and_not1_b32 s1, s1, exec_lo
	s_wait_loadcnt 0x0
	v_cmp_eq_u32_e32 vcc_lo, v4, v3
	v_mov_b32_e32 v3, v4
	s_and_b32 s3, vcc_lo, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s1, s3
	s_branch .LBB3_1
.LBB3_4:
	s_or_b32 exec_lo, exec_lo, s0
	s_setpc_b64 s[30:31]
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_cas_min, .Lfunc_end3-__clang_ocl_kern_imp_cas_min
                                        ; -- End function
	.set __clang_ocl_kern_imp_cas_min.num_vgpr, 32
	.set __clang_ocl_kern_imp_cas_min.num_agpr, 0
	.set __clang_ocl_kern_imp_cas_min.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_cas_min.num_named_barrier, 0
	.set __clang_ocl_kern_imp_cas_min.private_seg_size, 0
	.set __clang_ocl_kern_imp_cas_min.uses_vcc, 1
	.set __clang_ocl_kern_imp_cas_min.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_cas_min.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_cas_min.has_recursion, 0
	.set __clang_ocl_kern_imp_cas_min.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 224
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym histogram.lbins
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'uchar*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
        .value_kind:     by_value
      - .address_space:  global
        .offset:         24
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 32
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           histogram
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 256
      - 1
      - 1
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_const:       true
        .offset:         8
        .size:           8
        .type_name:      'int*'
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           cas_min
    .private_segment_fixed_size: 0
    .sgpr_count:     8
    .sgpr_spill_count: 0
    .symbol:         cas_min.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     4
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
