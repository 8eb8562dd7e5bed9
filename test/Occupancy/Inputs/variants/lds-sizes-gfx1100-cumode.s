	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_2048                ; -- Begin function lds_2048
	.globl	lds_2048
	.p2align	8
	.type	lds_2048,@function
lds_2048:                               ; @lds_2048
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_cmp_gt_u32_e32 vcc_lo, 0x200, v0
	v_lshlrev_b32_e32 v3, 2, v0
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB0_9
; %bb.1:
	s_lshl_b32 s2, s15, 9
	v_mov_b32_e32 v2, 0
	v_or_b32_e32 v1, s2, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, s0, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, v2, s0
	v_cmp_gt_u32_e64 s0, 0x1c0, v0
	global_load_b32 v1, v[1:2], off
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v1
	s_and_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB0_9
; %bb.2:
	v_add_co_u32 v1, s0, v0, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, 0, 0, s0
	s_mov_b32 s2, exec_lo
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	v_add_co_u32 v1, s0, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, v2, s0
	global_load_b32 v4, v[1:2], off offset:256
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4 offset:256
	v_cmpx_gt_u32_e32 0x180, v0
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_9
; %bb.3:
	global_load_b32 v4, v[1:2], off offset:512
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4 offset:512
	v_cmpx_gt_u32_e32 0x140, v0
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_9
; %bb.4:
	global_load_b32 v4, v[1:2], off offset:768
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4 offset:768
	v_cmpx_gt_u32_e32 0x100, v0
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_9
; %bb.5:
	global_load_b32 v4, v[1:2], off offset:1024
	v_or_b32_e32 v5, 0x100, v0
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4 offset:1024
	v_cmpx_gt_u32_e32 0x1c0, v5
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_9
; %bb.6:
	global_load_b32 v4, v[1:2], off offset:1280
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4 offset:1280
	v_cmpx_gt_u32_e32 0x80, v0
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_9
; %bb.7:
	global_load_b32 v4, v[1:2], off offset:1536
	v_or_b32_e32 v5, 0x180, v0
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v4 offset:1536
	v_cmpx_gt_u32_e32 0x1c0, v5
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB0_9
; %bb.8:
	global_load_b32 v1, v[1:2], off offset:1792
	s_waitcnt vmcnt(0)
	ds_store_b32 v3, v1 offset:1792
.LBB0_9:
	s_or_b32 exec_lo, exec_lo, s1
	v_dual_mov_b32 v1, 0 :: v_dual_mov_b32 v2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB0_25
; %bb.10:
	v_xor_b32_e32 v2, 0x7fc, v3
	s_mov_b32 s1, exec_lo
	ds_load_b32 v2, v2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, 0, v2
	v_cmpx_gt_u32_e32 0x1c0, v0
	s_cbranch_execz .LBB0_24
; %bb.11:
	v_sub_nc_u32_e32 v3, 0, v3
	s_mov_b32 s2, exec_lo
	ds_load_b32 v4, v3 offset:1788
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	v_cmpx_gt_u32_e32 0x180, v0
	s_cbranch_execz .LBB0_23
; %bb.12:
	ds_load_b32 v4, v3 offset:1532
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	v_cmpx_gt_u32_e32 0x140, v0
	s_cbranch_execz .LBB0_22
; %bb.13:
	ds_load_b32 v4, v3 offset:1276
	s_mov_b32 s6, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	v_cmpx_gt_u32_e32 0x100, v0
	s_cbranch_execz .LBB0_21
; %bb.14:
	ds_load_b32 v4, v3 offset:1020
	v_or_b32_e32 v5, 0x100, v0
	s_mov_b32 s7, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_gt_u32_e32 0x1c0, v5
	s_cbranch_execz .LBB0_20
; %bb.15:
	ds_load_b32 v4, v3 offset:764
	s_mov_b32 s8, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	v_cmpx_gt_u32_e32 0x80, v0
	s_cbranch_execz .LBB0_19
; %bb.16:
	ds_load_b32 v4, v3 offset:508
	v_or_b32_e32 v5, 0x180, v0
	s_mov_b32 s9, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v4
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_gt_u32_e32 0x1c0, v5
	s_cbranch_execz .LBB0_18
; %bb.17:
	ds_load_b32 v3, v3 offset:252
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v3
.LBB0_18:
	s_or_b32 exec_lo, exec_lo, s9
.LBB0_19:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s8
.LBB0_20:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s7
.LBB0_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
.LBB0_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB0_23:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
.LBB0_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
.LBB0_25:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_or_b32 v0, s15, 6, v0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_2048
		.amdhsa_group_segment_fixed_size 2048
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 7
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
	.size	lds_2048, .Lfunc_end0-lds_2048
                                        ; -- End function
	.set lds_2048.num_vgpr, 6
	.set lds_2048.num_agpr, 0
	.set lds_2048.numbered_sgpr, 16
	.set lds_2048.num_named_barrier, 0
	.set lds_2048.private_seg_size, 0
	.set lds_2048.uses_vcc, 1
	.set lds_2048.uses_flat_scratch, 0
	.set lds_2048.has_dyn_sized_stack, 0
	.set lds_2048.has_recursion, 0
	.set lds_2048.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 852
; TotalNumSgprs: 18
; NumVgprs: 6
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 2048 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 6
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_2048 ; -- Begin function __clang_ocl_kern_imp_lds_2048
	.globl	__clang_ocl_kern_imp_lds_2048
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_2048,@function
__clang_ocl_kern_imp_lds_2048:          ; @__clang_ocl_kern_imp_lds_2048
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v4, 0x3ff, v31
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_u32_e32 vcc_lo, 0x200, v4
	s_and_saveexec_b32 s1, vcc_lo
	s_cbranch_execz .LBB1_10
; %bb.1:
	s_lshl_b32 s2, s12, 9
	v_mov_b32_e32 v6, 0
	v_or_b32_e32 v5, s2, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_u32 v5, s0, v2, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, v3, v6, s0
	global_load_b32 v5, v[5:6], off
	s_cbranch_execnz .LBB1_28
; %bb.2:
	v_cmp_gt_u32_e64 s0, 0x1c0, v4
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v5
	s_and_b32 exec_lo, exec_lo, s0
	s_cbranch_execz .LBB1_10
; %bb.3:
	v_add_co_u32 v5, s0, v4, s2
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v6, null, 0, 0, s0
	s_mov_b32 s2, exec_lo
	v_lshlrev_b64 v[5:6], 2, v[5:6]
	v_add_co_u32 v2, s0, v2, v5
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, v3, v6, s0
	global_load_b32 v5, v[2:3], off offset:256
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v5 offset:256
	v_cmpx_gt_u32_e32 0x180, v4
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_10
; %bb.4:
	global_load_b32 v5, v[2:3], off offset:512
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v5 offset:512
	v_cmpx_gt_u32_e32 0x140, v4
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_10
; %bb.5:
	global_load_b32 v5, v[2:3], off offset:768
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v5 offset:768
	v_cmpx_gt_u32_e32 0x100, v4
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_10
; %bb.6:
	global_load_b32 v5, v[2:3], off offset:1024
	v_or_b32_e32 v6, 0x100, v4
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v5 offset:1024
	v_cmpx_gt_u32_e32 0x1c0, v6
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_10
; %bb.7:
	global_load_b32 v5, v[2:3], off offset:1280
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v5 offset:1280
	v_cmpx_gt_u32_e32 0x80, v4
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_10
; %bb.8:
	global_load_b32 v5, v[2:3], off offset:1536
	v_or_b32_e32 v6, 0x180, v4
	s_mov_b32 s2, exec_lo
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v5 offset:1536
	v_cmpx_gt_u32_e32 0x1c0, v6
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_10
; %bb.9:
	global_load_b32 v2, v[2:3], off offset:1792
	s_waitcnt vmcnt(0)
	ds_store_b32 v0, v2 offset:1792
.LBB1_10:
	s_or_b32 exec_lo, exec_lo, s1
	v_mov_b32_e32 v3, 0
	v_mov_b32_e32 v5, 0
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_and_saveexec_b32 s0, vcc_lo
	s_cbranch_execz .LBB1_27
; %bb.11:
	s_cbranch_execnz .LBB1_30
; %bb.12:
	ds_load_b32 v2, v0
	s_mov_b32 s1, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, 0, v2
	v_cmpx_gt_u32_e32 0x1c0, v4
	s_xor_b32 s1, exec_lo, s1
	s_cbranch_execz .LBB1_26
; %bb.13:
	ds_load_b32 v2, v0 offset:1788
	s_mov_b32 s2, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	v_cmpx_gt_u32_e32 0x180, v4
	s_xor_b32 s2, exec_lo, s2
	s_cbranch_execz .LBB1_25
; %bb.14:
	ds_load_b32 v2, v0 offset:1532
	s_mov_b32 s3, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	v_cmpx_gt_u32_e32 0x140, v4
	s_xor_b32 s3, exec_lo, s3
	s_cbranch_execz .LBB1_24
; %bb.15:
	ds_load_b32 v2, v0 offset:1276
	s_mov_b32 s4, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	v_cmpx_gt_u32_e32 0x100, v4
	s_xor_b32 s4, exec_lo, s4
	s_cbranch_execz .LBB1_23
; %bb.16:
	ds_load_b32 v2, v0 offset:1020
	v_or_b32_e32 v6, 0x100, v4
	s_mov_b32 s5, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_gt_u32_e32 0x1c0, v6
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB1_22
; %bb.17:
	ds_load_b32 v2, v0 offset:764
	s_mov_b32 s6, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	v_cmpx_gt_u32_e32 0x80, v4
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execz .LBB1_21
; %bb.18:
	ds_load_b32 v2, v0 offset:508
	v_or_b32_e32 v6, 0x180, v4
	s_mov_b32 s7, exec_lo
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmpx_gt_u32_e32 0x1c0, v6
	s_xor_b32 s7, exec_lo, s7
	s_cbranch_execz .LBB1_20
; %bb.19:
	ds_load_b32 v2, v0 offset:252
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v5, v5, v2
.LBB1_20:
	s_or_b32 exec_lo, exec_lo, s7
.LBB1_21:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s6
.LBB1_22:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s5
.LBB1_23:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s4
.LBB1_24:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s3
.LBB1_25:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s2
.LBB1_26:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s1
.LBB1_27:
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v2, s12, 6, v4
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v0, vcc_lo, v0, v2
	v_add_co_ci_u32_e64 v1, null, v1, v3, vcc_lo
	global_store_b32 v[0:1], v5, off
	s_setpc_b64 s[30:31]
.LBB1_28:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB1_29:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB1_29
.LBB1_30:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB1_31:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB1_31
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_2048, .Lfunc_end1-__clang_ocl_kern_imp_lds_2048
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_2048.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_2048.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_2048.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_2048.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_2048.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_2048.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_2048.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_2048.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_2048.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_2048.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 984
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_10000               ; -- Begin function lds_10000
	.globl	lds_10000
	.p2align	8
	.type	lds_10000,@function
lds_10000:                              ; @lds_10000
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v3, 2, v0
	s_mul_i32 s5, s15, 0x9c4
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v4, v3
	.p2align	6
.LBB2_1:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s5, v5
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x983, v5
	global_load_b32 v1, v[6:7], off
	v_add_nc_u32_e32 v6, 64, v5
	s_or_b32 s4, vcc_lo, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v1
	v_add_nc_u32_e32 v4, 0x100, v4
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB2_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s4
	v_sub_nc_u32_e32 v2, 0x270c, v3
	v_or_b32_e32 v3, 0xffffffc0, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB2_3:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v4, v2
	v_add_nc_u32_e32 v3, 64, v3
	v_add_nc_u32_e32 v2, 0xffffff00, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x983, v3
	s_or_b32 s2, vcc_lo, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB2_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_or_b32 v2, s15, 6, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	global_store_b32 v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_10000
		.amdhsa_group_segment_fixed_size 10000
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 217
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 3
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
	.size	lds_10000, .Lfunc_end2-lds_10000
                                        ; -- End function
	.set lds_10000.num_vgpr, 8
	.set lds_10000.num_agpr, 0
	.set lds_10000.numbered_sgpr, 16
	.set lds_10000.num_named_barrier, 0
	.set lds_10000.private_seg_size, 0
	.set lds_10000.uses_vcc, 1
	.set lds_10000.uses_flat_scratch, 0
	.set lds_10000.has_dyn_sized_stack, 0
	.set lds_10000.has_recursion, 0
	.set lds_10000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 288
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 10000 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 27
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 217
; Occupancy: 6
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_10000 ; -- Begin function __clang_ocl_kern_imp_lds_10000
	.globl	__clang_ocl_kern_imp_lds_10000
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_10000,@function
__clang_ocl_kern_imp_lds_10000:         ; @__clang_ocl_kern_imp_lds_10000
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_cbranch_execnz .LBB3_7
; %bb.1:
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v6, 0x3ff, v31
	s_mul_i32 s1, s12, 0x9c4
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr7
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v6
	.p2align	6
.LBB3_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, s1, v8
	v_lshlrev_b64 v[9:10], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, v2, v9
	v_add_co_ci_u32_e64 v10, null, v3, v10, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x983, v8
	global_load_b32 v4, v[9:10], off
	v_add_nc_u32_e32 v9, 64, v8
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v9
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v4
	v_add_nc_u32_e32 v7, 0x100, v7
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB3_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_cbranch_execnz .LBB3_9
; %bb.4:
	v_subrev_nc_u32_e32 v3, 64, v6
	v_mov_b32_e32 v2, 0
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr4
.LBB3_5:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v5, v4
	v_add_nc_u32_e32 v3, 64, v3
	v_add_nc_u32_e32 v4, 0xffffff00, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x983, v3
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB3_5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v3, s12, 6, v6
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v0, vcc_lo, v0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v1, v4, vcc_lo
	global_store_b32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
.LBB3_7:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB3_8:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB3_8
.LBB3_9:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB3_10:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB3_10
.Lfunc_end3:
	.size	__clang_ocl_kern_imp_lds_10000, .Lfunc_end3-__clang_ocl_kern_imp_lds_10000
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_10000.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_10000.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_10000.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_10000.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_10000.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_10000.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_10000.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_10000.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_10000.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_10000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 408
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_24576               ; -- Begin function lds_24576
	.globl	lds_24576
	.p2align	8
	.type	lds_24576,@function
lds_24576:                              ; @lds_24576
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v3, 2, v0
	s_mul_i32 s5, s15, 0x1800
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v4, v3
	.p2align	6
.LBB4_1:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s5, v5
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x17bf, v5
	global_load_b32 v1, v[6:7], off
	v_add_nc_u32_e32 v6, 64, v5
	s_or_b32 s4, vcc_lo, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v1
	v_add_nc_u32_e32 v4, 0x100, v4
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB4_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s4
	v_sub_nc_u32_e32 v2, 0x5ffc, v3
	v_or_b32_e32 v3, 0xffffffc0, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB4_3:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v4, v2
	v_add_nc_u32_e32 v3, 64, v3
	v_add_nc_u32_e32 v2, 0xffffff00, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x17bf, v3
	s_or_b32 s2, vcc_lo, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB4_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_or_b32 v2, s15, 6, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	global_store_b32 v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_24576
		.amdhsa_group_segment_fixed_size 24576
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 241
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 3
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
	.size	lds_24576, .Lfunc_end4-lds_24576
                                        ; -- End function
	.set lds_24576.num_vgpr, 8
	.set lds_24576.num_agpr, 0
	.set lds_24576.numbered_sgpr, 16
	.set lds_24576.num_named_barrier, 0
	.set lds_24576.private_seg_size, 0
	.set lds_24576.uses_vcc, 1
	.set lds_24576.uses_flat_scratch, 0
	.set lds_24576.has_dyn_sized_stack, 0
	.set lds_24576.has_recursion, 0
	.set lds_24576.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 288
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 24576 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 241
; Occupancy: 2
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_24576 ; -- Begin function __clang_ocl_kern_imp_lds_24576
	.globl	__clang_ocl_kern_imp_lds_24576
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_24576,@function
__clang_ocl_kern_imp_lds_24576:         ; @__clang_ocl_kern_imp_lds_24576
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_cbranch_execnz .LBB5_7
; %bb.1:
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v6, 0x3ff, v31
	s_mul_i32 s1, s12, 0x1800
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr7
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v6
	.p2align	6
.LBB5_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, s1, v8
	v_lshlrev_b64 v[9:10], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, v2, v9
	v_add_co_ci_u32_e64 v10, null, v3, v10, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x17bf, v8
	global_load_b32 v4, v[9:10], off
	v_add_nc_u32_e32 v9, 64, v8
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v9
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v4
	v_add_nc_u32_e32 v7, 0x100, v7
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB5_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_cbranch_execnz .LBB5_9
; %bb.4:
	v_subrev_nc_u32_e32 v3, 64, v6
	v_mov_b32_e32 v2, 0
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr4
.LBB5_5:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v5, v4
	v_add_nc_u32_e32 v3, 64, v3
	v_add_nc_u32_e32 v4, 0xffffff00, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x17bf, v3
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB5_5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v3, s12, 6, v6
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v0, vcc_lo, v0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v1, v4, vcc_lo
	global_store_b32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
.LBB5_7:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB5_8:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB5_8
.LBB5_9:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB5_10:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB5_10
.Lfunc_end5:
	.size	__clang_ocl_kern_imp_lds_24576, .Lfunc_end5-__clang_ocl_kern_imp_lds_24576
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_24576.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_24576.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_24576.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_24576.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_24576.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_24576.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_24576.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_24576.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_24576.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_24576.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 408
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_40000               ; -- Begin function lds_40000
	.globl	lds_40000
	.p2align	8
	.type	lds_40000,@function
lds_40000:                              ; @lds_40000
; %bb.0:
	s_load_b128 s[0:3], s[0:1], 0x0
	v_dual_mov_b32 v2, 0 :: v_dual_lshlrev_b32 v3, 2, v0
	s_mul_i32 s5, s15, 0x2710
	s_mov_b32 s4, 0
	s_delay_alu instid0(VALU_DEP_1)
	v_dual_mov_b32 v5, v0 :: v_dual_mov_b32 v4, v3
	.p2align	6
.LBB6_1:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v1, s5, v5
	v_lshlrev_b64 v[6:7], 2, v[1:2]
	s_waitcnt lgkmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v6, vcc_lo, s2, v6
	v_add_co_ci_u32_e64 v7, null, s3, v7, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x26cf, v5
	global_load_b32 v1, v[6:7], off
	v_add_nc_u32_e32 v6, 64, v5
	s_or_b32 s4, vcc_lo, s4
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v5, v6
	s_waitcnt vmcnt(0)
	ds_store_b32 v4, v1
	v_add_nc_u32_e32 v4, 0x100, v4
	s_and_not1_b32 exec_lo, exec_lo, s4
	s_cbranch_execnz .LBB6_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s4
	v_sub_nc_u32_e32 v2, 0x9c3c, v3
	v_or_b32_e32 v3, 0xffffffc0, v0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s2, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB6_3:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v4, v2
	v_add_nc_u32_e32 v3, 64, v3
	v_add_nc_u32_e32 v2, 0xffffff00, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x26cf, v3
	s_or_b32 s2, vcc_lo, s2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_and_not1_b32 exec_lo, exec_lo, s2
	s_cbranch_execnz .LBB6_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s2
	v_lshl_or_b32 v2, s15, 6, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s0, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s1, v3, vcc_lo
	global_store_b32 v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_40000
		.amdhsa_group_segment_fixed_size 40000
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 241
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 3
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
	.size	lds_40000, .Lfunc_end6-lds_40000
                                        ; -- End function
	.set lds_40000.num_vgpr, 8
	.set lds_40000.num_agpr, 0
	.set lds_40000.numbered_sgpr, 16
	.set lds_40000.num_named_barrier, 0
	.set lds_40000.private_seg_size, 0
	.set lds_40000.uses_vcc, 1
	.set lds_40000.uses_flat_scratch, 0
	.set lds_40000.has_dyn_sized_stack, 0
	.set lds_40000.has_recursion, 0
	.set lds_40000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 288
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 40000 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 241
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_40000 ; -- Begin function __clang_ocl_kern_imp_lds_40000
	.globl	__clang_ocl_kern_imp_lds_40000
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_40000,@function
__clang_ocl_kern_imp_lds_40000:         ; @__clang_ocl_kern_imp_lds_40000
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_cbranch_execnz .LBB7_7
; %bb.1:
	v_dual_mov_b32 v5, 0 :: v_dual_and_b32 v6, 0x3ff, v31
	s_mul_i32 s1, s12, 0x2710
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr7
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v6
	.p2align	6
.LBB7_2:                                ; =>This Inner Loop Header: Depth=1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_nc_u32_e32 v4, s1, v8
	v_lshlrev_b64 v[9:10], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v9, vcc_lo, v2, v9
	v_add_co_ci_u32_e64 v10, null, v3, v10, vcc_lo
	v_cmp_lt_u32_e32 vcc_lo, 0x26cf, v8
	global_load_b32 v4, v[9:10], off
	v_add_nc_u32_e32 v9, 64, v8
	s_or_b32 s0, vcc_lo, s0
	s_delay_alu instid0(VALU_DEP_1)
	v_mov_b32_e32 v8, v9
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v4
	v_add_nc_u32_e32 v7, 0x100, v7
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB7_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_cbranch_execnz .LBB7_9
; %bb.4:
	v_subrev_nc_u32_e32 v3, 64, v6
	v_mov_b32_e32 v2, 0
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr4
.LBB7_5:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v5, v4
	v_add_nc_u32_e32 v3, 64, v3
	v_add_nc_u32_e32 v4, 0xffffff00, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v2, v2, v5
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x26cf, v3
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB7_5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v3, s12, 6, v6
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v0, vcc_lo, v0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v1, v4, vcc_lo
	global_store_b32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
.LBB7_7:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB7_8:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB7_8
.LBB7_9:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB7_10:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB7_10
.Lfunc_end7:
	.size	__clang_ocl_kern_imp_lds_40000, .Lfunc_end7-__clang_ocl_kern_imp_lds_40000
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_40000.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_40000.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_40000.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_40000.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_40000.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_40000.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_40000.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_40000.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_40000.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_40000.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 408
; TotalNumSgprs: 34
; NumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.protected	lds_65536               ; -- Begin function lds_65536
	.globl	lds_65536
	.p2align	8
	.type	lds_65536,@function
lds_65536:                              ; @lds_65536
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v1, s15, 14, v0
	v_lshlrev_b32_e32 v4, 2, v0
	v_mov_b32_e32 v2, 0
	v_or_b32_e32 v3, 0xffffffc0, v0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_mov_b32_e32 v5, v4
	v_lshlrev_b64 v[1:2], 2, v[1:2]
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_mov_b32_e32 v6, v3
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s6, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v2, null, s7, v2, vcc_lo
	.p2align	6
.LBB8_1:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v7, v[1:2], off
	v_add_nc_u32_e32 v6, 64, v6
	v_add_co_u32 v1, vcc_lo, 0x100, v1
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v2, null, 0, v2, vcc_lo
	v_cmp_lt_u32_e64 s0, 0x3fbf, v6
	s_or_b32 s1, s0, s1
	s_waitcnt vmcnt(0)
	ds_store_b32 v5, v7
	v_add_nc_u32_e32 v5, 0x100, v5
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB8_1
; %bb.2:
	s_or_b32 exec_lo, exec_lo, s1
	v_sub_nc_u32_e32 v2, 0xfffc, v4
	v_mov_b32_e32 v1, 0
	s_mov_b32 s0, 0
	s_waitcnt lgkmcnt(0)
	s_barrier
.LBB8_3:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v4, v2
	v_add_nc_u32_e32 v3, 64, v3
	v_add_nc_u32_e32 v2, 0xffffff00, v2
	s_delay_alu instid0(VALU_DEP_2)
	v_cmp_lt_u32_e32 vcc_lo, 0x3fbf, v3
	s_or_b32 s0, vcc_lo, s0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v1, v1, v4
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB8_3
; %bb.4:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_or_b32 v2, s15, 6, v0
	v_mov_b32_e32 v3, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_add_co_u32 v2, vcc_lo, s4, v2
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v3, null, s5, v3, vcc_lo
	global_store_b32 v[2:3], v1, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_65536
		.amdhsa_group_segment_fixed_size 65536
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 16
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
		.amdhsa_next_free_vgpr 241
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 0
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_shared_vgpr_count 0
		.amdhsa_inst_pref_size 3
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
	.size	lds_65536, .Lfunc_end8-lds_65536
                                        ; -- End function
	.set lds_65536.num_vgpr, 8
	.set lds_65536.num_agpr, 0
	.set lds_65536.numbered_sgpr, 16
	.set lds_65536.num_named_barrier, 0
	.set lds_65536.private_seg_size, 0
	.set lds_65536.uses_vcc, 1
	.set lds_65536.uses_flat_scratch, 0
	.set lds_65536.has_dyn_sized_stack, 0
	.set lds_65536.has_recursion, 0
	.set lds_65536.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 304
; TotalNumSgprs: 18
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 65536 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 30
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 241
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_65536 ; -- Begin function __clang_ocl_kern_imp_lds_65536
	.globl	__clang_ocl_kern_imp_lds_65536
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_65536,@function
__clang_ocl_kern_imp_lds_65536:         ; @__clang_ocl_kern_imp_lds_65536
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_cbranch_execnz .LBB9_7
; %bb.1:
	v_and_b32_e32 v4, 0x3ff, v31
	v_mov_b32_e32 v6, 0
	s_mov_b32 s1, 0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v5, s12, 14, v4
	v_lshlrev_b64 v[6:7], 2, v[5:6]
	v_or_b32_e32 v5, 0xffffffc0, v4
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v2, vcc_lo, v2, v6
	v_add_co_ci_u32_e64 v3, null, v3, v7, vcc_lo
	s_delay_alu instid0(VALU_DEP_3)
	v_mov_b32_e32 v6, v5
                                        ; implicit-def: $vgpr7
	.p2align	6
.LBB9_2:                                ; =>This Inner Loop Header: Depth=1
	global_load_b32 v8, v[2:3], off
	v_add_nc_u32_e32 v6, 64, v6
	v_add_co_u32 v2, vcc_lo, 0x100, v2
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v3, null, 0, v3, vcc_lo
	v_cmp_lt_u32_e64 s0, 0x3fbf, v6
	s_or_b32 s1, s0, s1
	s_waitcnt vmcnt(0)
	ds_store_b32 v7, v8
	v_add_nc_u32_e32 v7, 0x100, v7
	s_and_not1_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB9_2
; %bb.3:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt lgkmcnt(0)
	s_waitcnt_vscnt null, 0x0
	s_barrier
	s_cbranch_execnz .LBB9_9
; %bb.4:
	v_mov_b32_e32 v2, 0
	s_mov_b32 s0, 0
                                        ; implicit-def: $vgpr3
.LBB9_5:                                ; =>This Inner Loop Header: Depth=1
	ds_load_b32 v6, v3
	v_add_nc_u32_e32 v5, 64, v5
	s_waitcnt lgkmcnt(0)
	v_dual_add_f32 v2, v2, v6 :: v_dual_add_nc_u32 v3, 0xffffff00, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(SALU_CYCLE_1)
	v_cmp_lt_u32_e32 vcc_lo, 0x3fbf, v5
	s_or_b32 s0, vcc_lo, s0
	s_and_not1_b32 exec_lo, exec_lo, s0
	s_cbranch_execnz .LBB9_5
; %bb.6:
	s_or_b32 exec_lo, exec_lo, s0
	v_lshl_add_u32 v3, s12, 6, v4
	v_mov_b32_e32 v4, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[3:4], 2, v[3:4]
	v_add_co_u32 v0, vcc_lo, v0, v3
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, v1, v4, vcc_lo
	global_store_b32 v[0:1], v2, off
	s_setpc_b64 s[30:31]
.LBB9_7:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB9_8:                                ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB9_8
.LBB9_9:
	s_trap 2
	s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_DOORBELL)
	s_mov_b32 ttmp2, m0
	s_waitcnt lgkmcnt(0)
	s_and_b32 s0, s0, 0x3ff
	s_delay_alu instid0(SALU_CYCLE_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)
	s_bitset1_b32 s0, 10
	s_mov_b32 m0, s0
	s_sendmsg sendmsg(MSG_INTERRUPT)
	s_mov_b32 m0, ttmp2
.LBB9_10:                               ; =>This Inner Loop Header: Depth=1
	s_sethalt 5
	s_branch .LBB9_10
.Lfunc_end9:
	.size	__clang_ocl_kern_imp_lds_65536, .Lfunc_end9-__clang_ocl_kern_imp_lds_65536
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_65536.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_65536.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_65536.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_65536.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_65536.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_65536.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_65536.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_65536.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_65536.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_65536.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 452
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
    .group_segment_fixed_size: 2048
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_2048
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_2048.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     6
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 10000
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_10000
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_10000.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 24576
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_24576
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_24576.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 40000
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_40000
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_40000.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
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
    .group_segment_fixed_size: 65536
    .kernarg_segment_align: 8
    .kernarg_segment_size: 16
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_65536
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_65536.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 0
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
