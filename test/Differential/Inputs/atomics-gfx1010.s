	.amdgcn_target "amdgcn-amd-amdhsa--gfx1010"
	.amdhsa_code_object_version 6
	.text
	.protected	histogram               ; -- Begin function histogram
	.globl	histogram
	.p2align	8
	.type	histogram,@function
histogram:                              ; @histogram
; %bb.0:
	s_add_u32 s12, s12, s17
	s_mov_b32 s32, 0
	s_addc_u32 s13, s13, 0
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO), s12
	s_setreg_b32 hwreg(HW_REG_FLAT_SCR_HI), s13
	v_mov_b32_e32 v41, v0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_mov_b32 s33, s16
	s_mov_b32 s50, s15
	v_cmp_gt_u32_e64 s52, 64, v41
	v_lshlrev_b32_e32 v42, 2, v41
	s_mov_b32 s51, s14
	s_mov_b64 s[34:35], s[10:11]
	s_mov_b64 s[48:49], s[8:9]
	s_mov_b64 s[36:37], s[6:7]
	s_mov_b64 s[38:39], s[4:5]
	s_and_saveexec_b32 s4, s52
; %bb.1:
	v_mov_b32_e32 v0, 0
	ds_write_b32 v42, v0
; %bb.2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s4
	s_load_dword s53, s[48:49], 0x10
	v_lshlrev_b32_e32 v0, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[54:55]
	s_add_u32 s54, s54, _Z7barrierj@rel32@lo+4
	s_addc_u32 s55, s55, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[38:39]
	v_or3_b32 v40, v41, v1, v0
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	v_mov_b32_e32 v31, v40
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[54:55]
	v_lshl_or_b32 v0, s51, 8, v41
	v_cmp_gt_u32_e32 vcc_lo, s53, v0
	s_and_saveexec_b32 s53, vcc_lo
	s_cbranch_execz .LBB0_4
; %bb.3:
	s_load_dwordx2 s[4:5], s[48:49], 0x0
	v_mov_b32_e32 v1, 0
	v_mov_b32_e32 v31, v40
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS3Vj@rel32@hi+12
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, vcc_lo, s4, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s5, v1, vcc_lo
	s_mov_b64 s[4:5], s[38:39]
	s_waitcnt_vscnt null, 0x0
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v0, 63, v0
	v_lshlrev_b32_e32 v0, 2, v0
	s_swappc_b64 s[30:31], s[16:17]
.LBB0_4:
	s_or_b32 exec_lo, exec_lo, s53
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_mov_b64 s[4:5], s[38:39]
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_swappc_b64 s[30:31], s[54:55]
	s_and_saveexec_b32 s4, s52
	s_cbranch_execz .LBB0_6
; %bb.5:
	s_load_dwordx2 s[4:5], s[48:49], 0x8
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v2, v42
	v_mov_b32_e32 v31, v40
	s_add_u32 s8, s48, 24
	s_addc_u32 s9, s49, 0
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_mov_b64 s[6:7], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s51
	s_mov_b32 s13, s50
	s_mov_b32 s14, s33
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v0, s4, s4, v42
	v_add_co_ci_u32_e64 v1, s4, s5, 0, s4
	s_mov_b64 s[4:5], s[38:39]
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
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 2
		.amdhsa_next_free_vgpr max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(histogram.numbered_sgpr+2, 1, 0)-2
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
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
	.size	histogram, .Lfunc_end0-histogram
                                        ; -- End function
	.set histogram.num_vgpr, max(43, amdgpu.max_num_vgpr)
	.set histogram.num_agpr, max(0, amdgpu.max_num_agpr)
	.set histogram.numbered_sgpr, max(56, amdgpu.max_num_sgpr)
	.set histogram.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set histogram.private_seg_size, 0
	.set histogram.uses_vcc, 1
	.set histogram.uses_flat_scratch, 1
	.set histogram.has_dyn_sized_stack, 1
	.set histogram.has_recursion, 1
	.set histogram.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 492
; TotalNumSgprs: histogram.numbered_sgpr+2
; NumVgprs: histogram.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 256 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: (alignto(max(max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0), 1), 8)/8)-1
; NumSGPRsForWavesPerEU: max(histogram.numbered_sgpr+2, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0)
; Occupancy: occupancy(20, 8, 1024, 9, 20, max(histogram.numbered_sgpr+extrasgprs(histogram.uses_vcc, histogram.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(histogram.num_agpr, histogram.num_vgpr), 1, 0))
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
	s_or_saveexec_b32 s17, -1
	buffer_store_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_mov_b32 exec_lo, s17
	v_writelane_b32 v45, s16, 18
	buffer_store_dword v40, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v40, v31
	v_mov_b32_e32 v43, v4
	v_mov_b32_e32 v41, v3
	v_writelane_b32 v45, s30, 0
	v_mov_b32_e32 v42, v2
	v_and_b32_e32 v44, 0x3ff, v40
	s_addk_i32 s32, 0x400
	v_writelane_b32 v45, s31, 1
	v_writelane_b32 v45, s34, 2
	v_writelane_b32 v45, s35, 3
	s_mov_b64 s[34:35], s[10:11]
	v_writelane_b32 v45, s36, 4
	v_writelane_b32 v45, s37, 5
	s_mov_b64 s[36:37], s[8:9]
	v_writelane_b32 v45, s38, 6
	v_writelane_b32 v45, s39, 7
	s_mov_b64 s[38:39], s[6:7]
	v_writelane_b32 v45, s48, 8
	v_writelane_b32 v45, s49, 9
	s_mov_b64 s[48:49], s[4:5]
	v_writelane_b32 v45, s50, 10
	s_mov_b32 s50, s15
	v_writelane_b32 v45, s51, 11
	s_mov_b32 s51, s14
	v_writelane_b32 v45, s52, 12
	s_mov_b32 s52, s13
	v_writelane_b32 v45, s53, 13
	s_mov_b32 s53, s12
	v_writelane_b32 v45, s54, 14
	v_cmp_gt_u32_e64 s54, 64, v44
	v_writelane_b32 v45, s55, 15
	v_writelane_b32 v45, s64, 16
	v_writelane_b32 v45, s65, 17
	s_and_saveexec_b32 s4, s54
	s_cbranch_execz .LBB1_2
; %bb.1:
	v_mov_b32_e32 v0, 0
	s_trap 2
	s_waitcnt_vscnt null, 0x0
	ds_write_b32 v0, v0
.LBB1_2:
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_or_b32 exec_lo, exec_lo, s4
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_getpc_b64 s[64:65]
	s_add_u32 s64, s64, _Z7barrierj@rel32@lo+4
	s_addc_u32 s65, s65, _Z7barrierj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swappc_b64 s[30:31], s[64:65]
	v_lshl_add_u32 v0, s53, 8, v44
	v_cmp_lt_u32_e32 vcc_lo, v0, v43
	s_and_saveexec_b32 s55, vcc_lo
	s_cbranch_execz .LBB1_4
; %bb.3:
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_incPU3AS3Vj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_incPU3AS3Vj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_trap 2
	s_swappc_b64 s[30:31], s[16:17]
.LBB1_4:
	s_or_b32 exec_lo, exec_lo, s55
	v_mov_b32_e32 v31, v40
	v_mov_b32_e32 v0, 1
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swappc_b64 s[30:31], s[64:65]
	s_and_saveexec_b32 s55, s54
	s_cbranch_execz .LBB1_6
; %bb.5:
	s_trap 2
	s_waitcnt_vscnt null, 0x0
	ds_read_b32 v2, v0
	v_lshlrev_b32_e32 v0, 2, v44
	v_mov_b32_e32 v31, v40
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, _Z10atomic_addPU3AS1Vjj@rel32@lo+4
	s_addc_u32 s17, s17, _Z10atomic_addPU3AS1Vjj@rel32@hi+12
	s_mov_b64 s[4:5], s[48:49]
	s_mov_b64 s[6:7], s[38:39]
	v_add_co_u32 v0, vcc_lo, v42, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, 0, v41, vcc_lo
	s_mov_b64 s[8:9], s[36:37]
	s_mov_b64 s[10:11], s[34:35]
	s_mov_b32 s12, s53
	s_mov_b32 s13, s52
	s_mov_b32 s14, s51
	s_mov_b32 s15, s50
	s_swappc_b64 s[30:31], s[16:17]
.LBB1_6:
	s_or_b32 exec_lo, exec_lo, s55
	s_clause 0x4                            ; 20-byte Folded Reload
	s_waitcnt_vscnt null, 0x0
	buffer_load_dword v44, off, s[0:3], s33
	buffer_load_dword v43, off, s[0:3], s33 offset:4
	buffer_load_dword v42, off, s[0:3], s33 offset:8
	buffer_load_dword v41, off, s[0:3], s33 offset:12
	buffer_load_dword v40, off, s[0:3], s33 offset:16
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
	v_readlane_b32 s4, v45, 18
	s_or_saveexec_b32 s5, -1
	buffer_load_dword v45, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	s_waitcnt_depctr depctr_vm_vsrc(0)
	s_mov_b32 exec_lo, s5
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_histogram, .Lfunc_end1-__clang_ocl_kern_imp_histogram
                                        ; -- End function
	.set __clang_ocl_kern_imp_histogram.num_vgpr, max(46, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_histogram.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_histogram.numbered_sgpr, max(66, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_histogram.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_histogram.private_seg_size, 32
	.set __clang_ocl_kern_imp_histogram.uses_vcc, 1
	.set __clang_ocl_kern_imp_histogram.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_histogram.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_histogram.has_recursion, 1
	.set __clang_ocl_kern_imp_histogram.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 876
; TotalNumSgprs: __clang_ocl_kern_imp_histogram.numbered_sgpr+2
; NumVgprs: max(46, amdgpu.max_num_vgpr)
; ScratchSize: 32
; MemoryBound: 0
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 46
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 66
	.set amdgpu.max_num_named_barrier, 0
	.text
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
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .symbol:         histogram.kd
    .uses_dynamic_stack: true
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1010
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
