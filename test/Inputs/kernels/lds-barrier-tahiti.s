	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_transpose           ; -- Begin function lds_transpose
	.globl	lds_transpose
	.p2align	8
	.type	lds_transpose,@function
lds_transpose:                          ; @lds_transpose
; %bb.0:
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	s_load_dwordx2 s[2:3], s[4:5], 0x4
	s_lshl_b32 s6, s6, 5
	s_lshl_b32 s7, s7, 5
	v_or_b32_e32 v3, s6, v0
	v_or_b32_e32 v4, s7, v1
	v_lshlrev_b32_e32 v2, 2, v0
	s_movk_i32 s0, 0x84
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s2, v3
	v_mad_u32_u24 v2, v1, s0, v2
	v_cmp_gt_u32_e64 s[0:1], s3, v4
	s_and_b64 s[0:1], vcc, s[0:1]
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mul_lo_u32 v5, v4, s2
	v_mov_b32_e32 v6, 0
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	v_add_i32_e64 v5, s[0:1], v5, v3
	v_lshl_b64 v[5:6], v[5:6], 2
	s_mov_b64 s[12:13], s[10:11]
	buffer_load_dword v5, v[5:6], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v5
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_9
; %bb.3:
	v_add_i32_e32 v5, vcc, 8, v4
	v_cmp_gt_u32_e32 vcc, s3, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_5
; %bb.4:
	v_mul_lo_u32 v5, v5, s2
	v_mov_b32_e32 v6, 0
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	v_add_i32_e32 v5, vcc, v5, v3
	v_lshl_b64 v[5:6], v[5:6], 2
	s_mov_b64 s[12:13], s[10:11]
	buffer_load_dword v5, v[5:6], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v5 offset:1056
.LBB0_5:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v5, vcc, 16, v4
	v_cmp_gt_u32_e32 vcc, s3, v5
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_7
; %bb.6:
	v_mul_lo_u32 v5, v5, s2
	v_mov_b32_e32 v6, 0
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	v_add_i32_e32 v5, vcc, v5, v3
	v_lshl_b64 v[5:6], v[5:6], 2
	s_mov_b64 s[12:13], s[10:11]
	buffer_load_dword v5, v[5:6], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v5 offset:2112
.LBB0_7:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v4, vcc, 24, v4
	v_cmp_gt_u32_e32 vcc, s3, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_9
; %bb.8:
	v_mul_lo_u32 v5, v4, s2
	v_mov_b32_e32 v4, 0
	s_mov_b32 s15, 0x100f000
	s_mov_b32 s14, 0
	v_add_i32_e32 v3, vcc, v5, v3
	v_lshl_b64 v[3:4], v[3:4], 2
	s_mov_b64 s[12:13], s[10:11]
	buffer_load_dword v3, v[3:4], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	ds_write_b32 v2, v3 offset:3168
.LBB0_9:
	s_or_b64 exec, exec, s[0:1]
	v_add_i32_e32 v2, vcc, s7, v0
	v_add_i32_e32 v3, vcc, s6, v1
	v_lshlrev_b32_e32 v1, 2, v1
	s_movk_i32 s0, 0x84
	v_cmp_gt_u32_e32 vcc, s3, v2
	v_mad_u32_u24 v0, v0, s0, v1
	v_cmp_gt_u32_e64 s[0:1], s2, v3
	s_and_b64 s[0:1], vcc, s[0:1]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_and_saveexec_b64 s[4:5], s[0:1]
	s_cbranch_execz .LBB0_11
; %bb.10:
	v_mul_lo_u32 v1, v3, s3
	ds_read_b32 v6, v0
	v_mov_b32_e32 v5, 0
	s_mov_b32 s11, 0x100f000
	v_add_i32_e64 v4, s[0:1], v1, v2
	v_lshl_b64 v[4:5], v[4:5], 2
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v6, v[4:5], s[8:11], 0 addr64
.LBB0_11:
	s_or_b64 exec, exec, s[4:5]
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_18
; %bb.12:
	v_add_i32_e32 v1, vcc, 8, v3
	v_cmp_gt_u32_e32 vcc, s2, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	v_mul_lo_u32 v1, v1, s3
	s_waitcnt expcnt(0)
	ds_read_b32 v6, v0 offset:32
	v_mov_b32_e32 v5, 0
	s_mov_b32 s11, 0x100f000
	v_add_i32_e32 v4, vcc, v1, v2
	v_lshl_b64 v[4:5], v[4:5], 2
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v6, v[4:5], s[8:11], 0 addr64
.LBB0_14:
	s_or_b64 exec, exec, s[0:1]
	v_add_i32_e32 v1, vcc, 16, v3
	v_cmp_gt_u32_e32 vcc, s2, v1
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_16
; %bb.15:
	v_mul_lo_u32 v1, v1, s3
	s_waitcnt expcnt(0)
	ds_read_b32 v6, v0 offset:64
	v_mov_b32_e32 v5, 0
	s_mov_b32 s11, 0x100f000
	v_add_i32_e32 v4, vcc, v1, v2
	v_lshl_b64 v[4:5], v[4:5], 2
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v6, v[4:5], s[8:11], 0 addr64
.LBB0_16:
	s_or_b64 exec, exec, s[0:1]
	v_add_i32_e32 v1, vcc, 24, v3
	v_cmp_gt_u32_e32 vcc, s2, v1
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mul_lo_u32 v3, v1, s3
	ds_read_b32 v4, v0 offset:96
	v_mov_b32_e32 v1, 0
	s_mov_b32 s11, 0x100f000
	v_add_i32_e32 v0, vcc, v3, v2
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s10, 0
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v4, v[0:1], s[8:11], 0 addr64
.LBB0_18:
	s_endpgm
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
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 33
		.amdhsa_next_free_sgpr 47
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
	.size	lds_transpose, .Lfunc_end0-lds_transpose
                                        ; -- End function
	.set lds_transpose.num_vgpr, 7
	.set lds_transpose.num_agpr, 0
	.set lds_transpose.numbered_sgpr, 16
	.set lds_transpose.num_named_barrier, 0
	.set lds_transpose.private_seg_size, 0
	.set lds_transpose.uses_vcc, 1
	.set lds_transpose.uses_flat_scratch, 0
	.set lds_transpose.has_dyn_sized_stack, 0
	.set lds_transpose.has_recursion, 0
	.set lds_transpose.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 752
; TotalNumSgprs: 18
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 4224 bytes/workgroup (compile time only)
; SGPRBlocks: 6
; VGPRBlocks: 8
; NumSGPRsForWavesPerEU: 49
; NumVGPRsForWavesPerEU: 33
; Occupancy: 7
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
	s_lshl_b32 s8, s12, 5
	v_and_b32_e32 v6, 0x3ff, v31
	s_lshl_b32 s9, s13, 5
	v_bfe_u32 v7, v31, 10, 10
	v_or_b32_e32 v8, s8, v6
	v_or_b32_e32 v9, s9, v7
	s_mov_b64 s[4:5], 0xc8
	v_cmp_lt_u32_e32 vcc, v8, v4
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_cmp_lt_u32_e64 s[4:5], v9, v5
	s_and_b64 s[4:5], vcc, s[4:5]
	s_mov_b32 m0, -1
	s_waitcnt lgkmcnt(0)
	s_trap 2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mul_lo_u32 v10, v9, v4
	v_mov_b32_e32 v11, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0x100f000
	v_add_i32_e64 v10, s[4:5], v10, v8
	v_lshl_b64 v[10:11], v[10:11], 2
	s_mov_b32 s12, s14
	v_add_i32_e64 v10, s[4:5], v2, v10
	s_mov_b32 s13, s14
	v_addc_u32_e64 v11, s[4:5], v3, v11, s[4:5]
	buffer_load_dword v10, v[10:11], s[12:15], 0 addr64
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v10
.LBB1_2:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_9
; %bb.3:
	v_add_i32_e32 v10, vcc, 8, v9
	v_cmp_lt_u32_e32 vcc, v10, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_5
; %bb.4:
	v_mul_lo_u32 v10, v10, v4
	v_mov_b32_e32 v11, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0x100f000
	v_add_i32_e32 v10, vcc, v10, v8
	v_lshl_b64 v[10:11], v[10:11], 2
	s_mov_b32 s12, s14
	v_add_i32_e32 v10, vcc, v2, v10
	s_mov_b32 s13, s14
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	buffer_load_dword v10, v[10:11], s[12:15], 0 addr64
	v_add_i32_e32 v11, vcc, 0x420, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v10
.LBB1_5:
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v10, vcc, 16, v9
	v_cmp_lt_u32_e32 vcc, v10, v5
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_7
; %bb.6:
	v_mul_lo_u32 v10, v10, v4
	v_mov_b32_e32 v11, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0x100f000
	v_add_i32_e32 v10, vcc, v10, v8
	v_lshl_b64 v[10:11], v[10:11], 2
	s_mov_b32 s12, s14
	v_add_i32_e32 v10, vcc, v2, v10
	s_mov_b32 s13, s14
	v_addc_u32_e32 v11, vcc, v3, v11, vcc
	buffer_load_dword v10, v[10:11], s[12:15], 0 addr64
	v_add_i32_e32 v11, vcc, 0x840, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v11, v10
.LBB1_7:
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v9, vcc, 24, v9
	v_cmp_lt_u32_e32 vcc, v9, v5
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_9
; %bb.8:
	v_mul_lo_u32 v10, v9, v4
	v_mov_b32_e32 v9, 0
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0x100f000
	v_add_i32_e32 v8, vcc, v10, v8
	v_lshl_b64 v[8:9], v[8:9], 2
	s_mov_b32 s12, s14
	v_add_i32_e32 v2, vcc, v2, v8
	s_mov_b32 s13, s14
	v_addc_u32_e32 v3, vcc, v3, v9, vcc
	buffer_load_dword v2, v[2:3], s[12:15], 0 addr64
	v_add_i32_e32 v3, vcc, 0xc60, v0
	s_waitcnt vmcnt(0)
	ds_write_b32 v3, v2
.LBB1_9:
	s_or_b64 exec, exec, s[4:5]
	v_add_i32_e32 v2, vcc, s9, v6
	v_add_i32_e32 v3, vcc, s8, v7
	s_mov_b64 s[4:5], 0xc8
	v_cmp_lt_u32_e32 vcc, v2, v5
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_cmp_lt_u32_e64 s[4:5], v3, v4
	s_and_b64 s[4:5], vcc, s[4:5]
	s_waitcnt lgkmcnt(0)
	s_barrier
	s_trap 2
	s_and_saveexec_b64 s[6:7], s[4:5]
	s_cbranch_execz .LBB1_11
; %bb.10:
	v_mul_lo_u32 v6, v3, v5
	ds_read_b32 v8, v0
	v_mov_b32_e32 v7, 0
	s_mov_b32 s10, 0
	v_add_i32_e64 v6, s[4:5], v6, v2
	v_lshl_b64 v[6:7], v[6:7], 2
	s_mov_b32 s11, 0x100f000
	v_add_i32_e64 v6, s[4:5], v0, v6
	s_mov_b32 s8, s10
	s_mov_b32 s9, s10
	v_addc_u32_e64 v7, s[4:5], v1, v7, s[4:5]
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v8, v[6:7], s[8:11], 0 addr64
.LBB1_11:
	s_or_b64 exec, exec, s[6:7]
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_18
; %bb.12:
	v_add_i32_e32 v6, vcc, 8, v3
	v_cmp_lt_u32_e32 vcc, v6, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_mul_lo_u32 v6, v6, v5
	v_add_i32_e32 v7, vcc, 32, v0
	s_waitcnt expcnt(0)
	ds_read_b32 v8, v7
	v_add_i32_e32 v6, vcc, v6, v2
	v_mov_b32_e32 v7, 0
	v_lshl_b64 v[6:7], v[6:7], 2
	s_mov_b32 s10, 0
	v_add_i32_e32 v6, vcc, v0, v6
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s8, s10
	s_mov_b32 s9, s10
	v_addc_u32_e32 v7, vcc, v1, v7, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v8, v[6:7], s[8:11], 0 addr64
.LBB1_14:
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v6, vcc, 16, v3
	v_cmp_lt_u32_e32 vcc, v6, v4
	s_and_saveexec_b64 s[6:7], vcc
	s_cbranch_execz .LBB1_16
; %bb.15:
	v_mul_lo_u32 v6, v6, v5
	v_add_i32_e32 v7, vcc, 64, v0
	s_waitcnt expcnt(0)
	ds_read_b32 v8, v7
	v_add_i32_e32 v6, vcc, v6, v2
	v_mov_b32_e32 v7, 0
	v_lshl_b64 v[6:7], v[6:7], 2
	s_mov_b32 s10, 0
	v_add_i32_e32 v6, vcc, v0, v6
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s8, s10
	s_mov_b32 s9, s10
	v_addc_u32_e32 v7, vcc, v1, v7, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v8, v[6:7], s[8:11], 0 addr64
.LBB1_16:
	s_or_b64 exec, exec, s[6:7]
	v_add_i32_e32 v3, vcc, 24, v3
	v_cmp_lt_u32_e32 vcc, v3, v4
	s_and_b64 exec, exec, vcc
	s_cbranch_execz .LBB1_18
; %bb.17:
	v_mul_lo_u32 v3, v3, v5
	v_add_i32_e32 v4, vcc, 0x60, v0
	ds_read_b32 v4, v4
	v_add_i32_e32 v2, vcc, v3, v2
	v_mov_b32_e32 v3, 0
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b32 s10, 0
	v_add_i32_e32 v0, vcc, v0, v2
	s_mov_b32 s11, 0x100f000
	s_mov_b32 s8, s10
	s_mov_b32 s9, s10
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	s_waitcnt lgkmcnt(0)
	buffer_store_dword v4, v[0:1], s[8:11], 0 addr64
.LBB1_18:
	s_or_b64 exec, exec, s[4:5]
	s_waitcnt vmcnt(0) expcnt(0)
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
; codeLenInByte = 940
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
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         lds_transpose.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
