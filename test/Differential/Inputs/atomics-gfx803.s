	.amdgcn_target "amdgcn-amd-amdhsa--gfx803"
	.amdhsa_code_object_version 6
	.text
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	s_add_i32 s12, s12, s17
	s_lshr_b32 flat_scratch_hi, s12, 8
	s_add_u32 s0, s0, s17
	v_mov_b32_e32 v41, v0
	s_addc_u32 s1, s1, 0
	s_mov_b32 s33, s16
	s_mov_b32 s52, s15
	s_mov_b32 s53, s14
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[48:49], s[8:9]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	v_cmp_gt_u32_e64 s[50:51], 64, v41
	v_lshlrev_b32_e32 v42, 2, v41
	s_mov_b32 s32, 0
	s_mov_b32 flat_scratch_lo, s13
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[50:51]
; %bb.1:
	v_mov_b32_e32 v0, 0
	ds_write_b32 v42, v0
; %bb.2:
	s_or_b64 exec, exec, s[4:5]
	s_load_dword s64, s[48:49], 0x10
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s48, 24
	v_lshlrev_b32_e32 v0, 20, v2
	v_or_b32_e32 v1, v41, v1
	s_addc_u32 s9, s49, 0
	v_or_b32_e32 v40, v1, v0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_lshl_b32 s4, s53, 8
	v_or_b32_e32 v0, s4, v41
	v_cmp_gt_u32_e32 vcc, s64, v0
	s_and_saveexec_b64 s[64:65], vcc
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_load_dwordx2 s[4:5], s[48:49], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_u32_e32 v0, vcc, s4, v0
	v_addc_u32_e32 v1, vcc, v2, v1, vcc
	flat_load_dword v0, v[0:1]
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS3Vj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_swappc_b64 s[30:31], s[16:17]
.LBB0_4:
	s_or_b64 exec, exec, s[64:65]
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[54:55]
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_load_dwordx2 s[4:5], s[48:49], 0x8
	ds_read_b32 v2, v42
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v1, s5
	v_add_u32_e32 v0, vcc, s4, v42
	v_addc_u32_e32 v1, vcc, 0, v1, vcc
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s33
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[16:17]
.LBB0_6:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel histogram
		.amdhsa_group_segment_fixed_size 256
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 280
		.amdhsa_user_sgpr_count 14
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 1
		.amdhsa_user_sgpr_queue_ptr 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 1
		.amdhsa_user_sgpr_flat_scratch_init 1
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(histogram.numbered_sgpr+6, 1, 0)-6
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	histogram, .Lfunc_end0-histogram
                                        ; -- End function
	.set histogram.num_vgpr, max(43, amdgpu.max_num_vgpr)
	.set histogram.num_agpr, max(0, amdgpu.max_num_agpr)
	.set histogram.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set histogram.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set histogram.private_seg_size, 0
	.set histogram.uses_vcc, 1
	.set histogram.uses_flat_scratch, 1
	.set histogram.has_dyn_sized_stack, 1
	.set histogram.has_recursion, 1
	.set histogram.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 468
; TotalNumSgprs: histogram.numbered_sgpr+6
; NumVgprs: histogram.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 192
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(histogram.numbered_sgpr+extrasgprs(histogram.uses_vcc, histogram.uses_flat_scratch, 0), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0), 1), 4)/4)-1
; NumSGPRsForWavesPerEU: max(histogram.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0)
; Occupancy: occupancy(10, 4, 256, 7, 10, max(histogram.numbered_sgpr+extrasgprs(histogram.uses_vcc, histogram.uses_flat_scratch, 0), 1, 0), max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_histogram ; -- Begin function __clang_ocl_kern_imp_histogram
	.globl	__clang_ocl_kern_imp_histogram
	.p2align	2
	.type	__clang_ocl_kern_imp_histogram,@function
__clang_ocl_kern_imp_histogram:         ; @__clang_ocl_kern_imp_histogram
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	v_writelane_b32 v45, s16, 20
	v_writelane_b32 v45, s30, 0
	v_writelane_b32 v45, s31, 1
	v_writelane_b32 v45, s34, 2
	v_writelane_b32 v45, s35, 3
	v_writelane_b32 v45, s36, 4
	v_writelane_b32 v45, s37, 5
	v_writelane_b32 v45, s38, 6
	v_writelane_b32 v45, s39, 7
	v_writelane_b32 v45, s48, 8
	v_writelane_b32 v45, s49, 9
	v_writelane_b32 v45, s50, 10
	v_writelane_b32 v45, s51, 11
	v_writelane_b32 v45, s52, 12
	v_writelane_b32 v45, s53, 13
	v_writelane_b32 v45, s54, 14
	v_writelane_b32 v45, s55, 15
	buffer_store_dword v40, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 ; 4-byte Folded Spill
	v_writelane_b32 v45, s64, 16
	v_mov_b32_e32 v40, v31
	v_writelane_b32 v45, s65, 17
	v_and_b32_e32 v44, 0x3ff, v40
	v_writelane_b32 v45, s66, 18
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v41, v3
	v_mov_b32_e32 v42, v2
	s_mov_b32 s52, s15
	s_mov_b32 s53, s14
	s_mov_b32 s54, s13
	s_mov_b32 s55, s12
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[36:37], s[8:9]
	s_mov_b64 s[38:39], s[6:7]
	s_mov_b64 s[48:49], s[4:5]
	v_cmp_gt_u32_e64 s[50:51], 64, v44
	s_addk_i32 s32, 0x800
	v_writelane_b32 v45, s67, 19
	s_mov_b32 m0, -1
	s_and_saveexec_b64 s[4:5], s[50:51]
	s_cbranch_execz .LBB1_2
; %bb.1:
	s_mov_b64 s[6:7], 0xc8
	v_mov_b32_e32 v0, 0
	s_load_dwordx2 s[0:1], s[6:7], 0x0
	s_waitcnt lgkmcnt(0)
	s_trap 2
	ds_write_b32 v0, v0
.LBB1_2:
	s_or_b64 exec, exec, s[4:5]
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z7barrierj@rel32@lo+4
	s_addc_u32 s65, s65, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s53
	s_mov_b32 s15, s52
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[64:65]
	s_lshl_b32 s4, s55, 8
	v_add_u32_e32 v0, vcc, s4, v44
	v_cmp_lt_u32_e32 vcc, v0, v43
	s_and_saveexec_b64 s[66:67], vcc
	s_cbranch_execz .LBB1_4
; %bb.3:
	s_mov_b64 s[4:5], 0xc8
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS3Vj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s53
	s_mov_b32 s15, s52
	v_mov_b32_e32 v31, v40
	s_waitcnt lgkmcnt(0)
	s_trap 2
	s_swappc_b64 s[30:31], s[16:17]
.LBB1_4:
	s_or_b64 exec, exec, s[66:67]
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s53
	s_mov_b32 s15, s52
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_swappc_b64 s[30:31], s[64:65]
	s_and_saveexec_b64 s[64:65], s[50:51]
	s_cbranch_execz .LBB1_6
; %bb.5:
	v_lshlrev_b32_e32 v0, 2, v44
	s_mov_b64 s[4:5], 0xc8
	v_add_u32_e32 v0, vcc, v42, v0
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	s_trap 2
	ds_read_b32 v2, v0
	v_addc_u32_e32 v1, vcc, 0, v41, vcc
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s55
	s_mov_b32 s13, s54
	s_mov_b32 s14, s53
	s_mov_b32 s15, s52
	v_mov_b32_e32 v31, v40
	s_swappc_b64 s[30:31], s[16:17]
.LBB1_6:
	s_or_b64 exec, exec, s[64:65]
	buffer_load_dword v44, off, s[0:3], s33 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	v_readlane_b32 s67, v45, 19
	v_readlane_b32 s66, v45, 18
	v_readlane_b32 s65, v45, 17
	v_readlane_b32 s64, v45, 16
	v_readlane_b32 s55, v45, 15
	v_readlane_b32 s54, v45, 14
	v_readlane_b32 s53, v45, 13
	v_readlane_b32 s52, v45, 12
	v_readlane_b32 s51, v45, 11
	v_readlane_b32 s50, v45, 10
	v_readlane_b32 s49, v45, 9
	v_readlane_b32 s48, v45, 8
	v_readlane_b32 s39, v45, 7
	v_readlane_b32 s38, v45, 6
	v_readlane_b32 s37, v45, 5
	v_readlane_b32 s36, v45, 4
	v_readlane_b32 s35, v45, 3
	v_readlane_b32 s34, v45, 2
	v_readlane_b32 s31, v45, 1
	v_readlane_b32 s30, v45, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v45, 20
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_histogram, .Lfunc_end1-__clang_ocl_kern_imp_histogram
                                        ; -- End function
	.set __clang_ocl_kern_imp_histogram.num_vgpr, max(46, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_histogram.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_histogram.numbered_sgpr, max(68, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_histogram.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_histogram.private_seg_size, 32
	.set __clang_ocl_kern_imp_histogram.uses_vcc, 1
	.set __clang_ocl_kern_imp_histogram.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_histogram.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_histogram.has_recursion, 1
	.set __clang_ocl_kern_imp_histogram.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 928
; TotalNumSgprs: __clang_ocl_kern_imp_histogram.numbered_sgpr+6
; NumVgprs: max(46, amdgpu.max_num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 46
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 68
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.hidden	_Z7barrierj
	.hidden	_Z10atomic_incPU3AS3Vj
	.hidden	_Z10atomic_addPU3AS1Vjj
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym histogram.local_bins
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
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'uint*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      uint
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
      - .offset:         104
        .size:           8
        .value_kind:     hidden_hostcall_buffer
      - .offset:         112
        .size:           8
        .value_kind:     hidden_multigrid_sync_arg
      - .offset:         120
        .size:           8
        .value_kind:     hidden_heap_v1
      - .offset:         128
        .size:           8
        .value_kind:     hidden_default_queue
      - .offset:         136
        .size:           8
        .value_kind:     hidden_completion_action
      - .offset:         216
        .size:           4
        .value_kind:     hidden_private_base
      - .offset:         220
        .size:           4
        .value_kind:     hidden_shared_base
      - .offset:         224
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 256
    .kernarg_segment_align: 8
    .kernarg_segment_size: 280
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           histogram
    .private_segment_fixed_size: 0
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .uses_dynamic_stack: true
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx803
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
