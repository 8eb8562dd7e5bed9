	.amdgcn_target "amdgcn-amd-amdhsa--gfx600"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_reduce              ; -- Begin function lds_reduce
	.globl	lds_reduce
	.p2align	8
	.type	lds_reduce,@function
lds_reduce:                             ; @lds_reduce
; %bb.0:
	s_add_u32 s0, s0, s15
	s_mov_b64 s[38:39], s[4:5]
	s_load_dwordx2 s[4:5], s[8:9], 0x0
	s_addc_u32 s1, s1, 0
	v_mov_b32_e32 v41, v0
	s_mov_b64 s[36:37], s[6:7]
	s_lshl_b32 s6, s12, 8
	v_or_b32_e32 v3, s6, v41
	v_mov_b32_e32 v4, 0
	v_lshl_b64 v[3:4], v[3:4], 2
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s6, 0
	s_waitcnt lgkmcnt(0)
	buffer_load_dword v0, v[3:4], s[4:7], 0 addr64
	s_mov_b64 s[48:49], s[8:9]
	v_lshlrev_b32_e32 v1, 10, v1
	v_lshlrev_b32_e32 v2, 20, v2
	s_add_u32 s8, s48, 16
	v_or_b32_e32 v1, v41, v1
	v_lshlrev_b32_e32 v42, 2, v41
	s_addc_u32 s9, s49, 0
	v_or_b32_e32 v40, v1, v2
	s_mov_b32 m0, -1
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	v_mov_b32_e32 v31, v40
	s_mov_b32 s32, 0
	s_mov_b32 s33, s14
	s_mov_b32 s52, s12
	s_mov_b32 s53, s13
	s_mov_b64 s[34:35], s[10:11]
	s_waitcnt vmcnt(0)
	ds_write_b32 v42, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	s_movk_i32 s4, 0x80
	v_cmp_gt_u32_e32 vcc, s4, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_2
; %bb.1:
	ds_read2st64_b32 v[0:1], v42 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_2:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 64, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	ds_read2st64_b32 v[0:1], v42 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_4:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 32, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_6
; %bb.5:
	ds_read2_b32 v[0:1], v42 offset1:32
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_6:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 16, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_8
; %bb.7:
	ds_read2_b32 v[0:1], v42 offset1:16
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_8:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 8, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_10
; %bb.9:
	ds_read2_b32 v[0:1], v42 offset1:8
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_10:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 4, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_12
; %bb.11:
	ds_read2_b32 v[0:1], v42 offset1:4
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_12:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 2, v41
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB0_14
; %bb.13:
	ds_read2_b32 v[0:1], v42 offset1:2
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_14:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_eq_u32_e64 s[50:51], 0, v41
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB0_16
; %bb.15:
	ds_read2_b32 v[0:1], v42 offset1:1
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v1, v0
	ds_write_b32 v42, v0
.LBB0_16:
	s_or_b64 exec, exec, s[4:5]
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB0_18
; %bb.17:
	v_mov_b32_e32 v0, 0
	ds_read_b32 v0, v0
	s_load_dwordx2 s[16:17], s[48:49], 0x2
	s_add_u32 s8, s48, 16
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s19, s19, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_cvt_i32_f32_e32 v2, v0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s53
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, s16
	v_mov_b32_e32 v1, s17
	s_swappc_b64 s[30:31], s[18:19]
.LBB0_18:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_reduce
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
		.amdhsa_user_sgpr_count 12
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(lds_reduce.num_agpr, lds_reduce.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(lds_reduce.numbered_sgpr+2, 1, 0)-2
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
	.size	lds_reduce, .Lfunc_end0-lds_reduce
                                        ; -- End function
	.set lds_reduce.num_vgpr, max(43, amdgpu.max_num_vgpr)
	.set lds_reduce.num_agpr, max(0, amdgpu.max_num_agpr)
	.set lds_reduce.numbered_sgpr, max(54, amdgpu.max_num_sgpr)
	.set lds_reduce.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set lds_reduce.private_seg_size, 0
	.set lds_reduce.uses_vcc, 1
	.set lds_reduce.uses_flat_scratch, 0
	.set lds_reduce.has_dyn_sized_stack, 1
	.set lds_reduce.has_recursion, 1
	.set lds_reduce.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 1040
; TotalNumSgprs: lds_reduce.numbered_sgpr+2
; NumVgprs: lds_reduce.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 1024 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(lds_reduce.numbered_sgpr+extrasgprs(lds_reduce.uses_vcc, lds_reduce.uses_flat_scratch, 0), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(lds_reduce.num_agpr, lds_reduce.num_vgpr), 1, 0), 1), 4)/4)-1
; NumSGPRsForWavesPerEU: max(lds_reduce.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(lds_reduce.num_agpr, lds_reduce.num_vgpr), 1, 0)
; Occupancy: occupancy(10, 4, 256, 5, 10, max(lds_reduce.numbered_sgpr+extrasgprs(lds_reduce.uses_vcc, lds_reduce.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(lds_reduce.num_agpr, lds_reduce.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 12
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_lds_reduce ; -- Begin function __clang_ocl_kern_imp_lds_reduce
	.globl	__clang_ocl_kern_imp_lds_reduce
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_reduce,@function
__clang_ocl_kern_imp_lds_reduce:        ; @__clang_ocl_kern_imp_lds_reduce
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v44, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	s_waitcnt expcnt(0)
	v_writelane_b32 v44, s16, 18
	v_writelane_b32 v44, s30, 0
	v_writelane_b32 v44, s31, 1
	v_writelane_b32 v44, s34, 2
	v_writelane_b32 v44, s35, 3
	v_writelane_b32 v44, s36, 4
	v_writelane_b32 v44, s37, 5
	v_writelane_b32 v44, s38, 6
	v_writelane_b32 v44, s39, 7
	buffer_store_dword v40, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v44, s48, 8
	s_waitcnt expcnt(3)
	v_mov_b32_e32 v40, v31
	v_writelane_b32 v44, s49, 9
	s_mov_b64 s[48:49], s[4:5]
	s_waitcnt expcnt(0)
	v_and_b32_e32 v43, 0x3ff, v40
	s_lshl_b32 s4, s12, 8
	v_mov_b32_e32 v41, v3
	v_mov_b32_e32 v42, v2
	v_or_b32_e32 v2, s4, v43
	v_mov_b32_e32 v3, 0
	v_lshl_b64 v[2:3], v[2:3], 2
	s_mov_b64 s[38:39], s[6:7]
	v_add_i32_e32 v0, vcc, v0, v2
	s_mov_b32 s6, 0
	v_addc_u32_e32 v1, vcc, v1, v3, vcc
	s_mov_b32 s7, 0x100f000
	s_mov_b32 s4, s6
	s_mov_b32 s5, s6
	buffer_load_dword v0, v[0:1], s[4:7], 0 addr64
	v_writelane_b32 v44, s50, 10
	v_writelane_b32 v44, s51, 11
	s_mov_b64 s[4:5], 0xc8
	v_writelane_b32 v44, s52, 12
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	v_writelane_b32 v44, s53, 13
	v_writelane_b32 v44, s54, 14
	s_addk_i32 s32, 0x800
	v_writelane_b32 v44, s55, 15
	s_mov_b32 m0, -1
	v_writelane_b32 v44, s64, 16
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	s_trap 2
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	v_writelane_b32 v44, s65, 17
	s_mov_b32 s52, s12
	s_mov_b32 s53, s15
	s_mov_b32 s54, s14
	s_mov_b32 s55, s13
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v0
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	s_movk_i32 s4, 0x80
	v_cmp_gt_u32_e32 vcc, s4, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_add_i32_e32 v0, vcc, 0x200, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_2:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 64, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_add_i32_e32 v0, vcc, 0x100, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 32, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_add_i32_e32 v0, vcc, 0x80, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_6:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 16, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_8
; %bb.7:
	v_add_i32_e32 v0, vcc, 64, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_8:
	s_or_b64 exec, exec, s[4:5]
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 8, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_10
; %bb.9:
	v_add_i32_e32 v0, vcc, 32, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_10:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 4, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_12
; %bb.11:
	v_add_i32_e32 v0, vcc, 16, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_12:
	s_or_b64 exec, exec, s[4:5]
	s_getpc_b64 s[50:51]
	s_add_u32 s50, s50, _Z7barrierj@rel32@lo+4
	s_addc_u32 s51, s51, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_gt_u32_e32 vcc, 2, v43
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_14
; %bb.13:
	v_add_i32_e32 v0, vcc, 8, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_14:
	s_or_b64 exec, exec, s[4:5]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[50:51]
	v_cmp_eq_u32_e64 s[50:51], 0, v43
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB1_16
; %bb.15:
	v_add_i32_e32 v0, vcc, 4, v0
	ds_read_b32 v0, v0
	s_waitcnt lgkmcnt(0)
	ds_read_b32 v1, v0
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v1
	ds_write_b32 v0, v0
.LBB1_16:
	s_or_b64 exec, exec, s[4:5]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z7barrierj@rel32@lo+4
	s_addc_u32 s17, s17, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[16:17]
	s_and_saveexec_b64 s[64:65], s[50:51]
	s_cbranch_execz .LBB1_18
; %bb.17:
	s_mov_b64 s[4:5], 0xc8
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_trap 2
	ds_read_b32 v0, v0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vii@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vii@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_waitcnt lgkmcnt(0)
	v_cvt_i32_f32_e32 v2, v0
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s52
	s_mov_b32 s13, s55
	s_mov_b32 s14, s54
	s_mov_b32 s15, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, v42
	v_mov_b32_e32 v1, v41
	s_swappc_b64 s[30:31], s[16:17]
.LBB1_18:
	s_or_b64 exec, exec, s[64:65]
	buffer_load_dword v43, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	v_readlane_b32 s65, v44, 17
	v_readlane_b32 s64, v44, 16
	v_readlane_b32 s55, v44, 15
	v_readlane_b32 s54, v44, 14
	v_readlane_b32 s53, v44, 13
	v_readlane_b32 s52, v44, 12
	v_readlane_b32 s51, v44, 11
	v_readlane_b32 s50, v44, 10
	v_readlane_b32 s49, v44, 9
	v_readlane_b32 s48, v44, 8
	v_readlane_b32 s39, v44, 7
	v_readlane_b32 s38, v44, 6
	v_readlane_b32 s37, v44, 5
	v_readlane_b32 s36, v44, 4
	v_readlane_b32 s35, v44, 3
	v_readlane_b32 s34, v44, 2
	v_readlane_b32 s31, v44, 1
	v_readlane_b32 s30, v44, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v44, 18
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v44, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_reduce, .Lfunc_end1-__clang_ocl_kern_imp_lds_reduce
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_reduce.num_vgpr, max(45, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_lds_reduce.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_lds_reduce.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_lds_reduce.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_lds_reduce.private_seg_size, 32
	.set __clang_ocl_kern_imp_lds_reduce.uses_vcc, 1
	.set __clang_ocl_kern_imp_lds_reduce.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_reduce.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_lds_reduce.has_recursion, 1
	.set __clang_ocl_kern_imp_lds_reduce.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 1488
; TotalNumSgprs: __clang_ocl_kern_imp_lds_reduce.numbered_sgpr+2
; NumVgprs: max(45, amdgpu.max_num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 45
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 66
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.hidden	_Z7barrierj
	.hidden	_Z10atomic_addPU3AS1Vii
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
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
      - .offset:         96
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         104
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         112
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         120
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         128
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         208
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         212
        .size:           4
        .value_kind:     hidden_shared_base
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 1024
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           lds_reduce
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         lds_reduce.kd
    .uses_dynamic_stack: true
    .vgpr_count:     45
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx600
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
