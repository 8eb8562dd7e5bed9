	.amdgcn_target "amdgcn-amd-amdhsa--gfx900"
	.amdhsa_code_object_version 6
	.text
	.protected	caller                  ; -- Begin function caller
	.globl	caller
	.p2align	8
	.type	caller,@function
caller:                                 ; @caller
; %bb.0:
	s_add_u32 flat_scratch_lo, s12, s17
	s_mov_b32 s12, s14
	s_load_dwordx2 s[34:35], s[8:9], 0x0
	s_load_dword s33, s[8:9], 0x8
	v_lshl_add_u32 v40, s12, 6, v0
	v_mov_b32_e32 v41, 0
	v_lshlrev_b64 v[3:4], 2, v[40:41]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s35
	v_add_co_u32_e32 v42, vcc, s34, v3
	v_addc_co_u32_e32 v43, vcc, v5, v4, vcc
	global_load_dword v44, v[42:43], off
	s_addc_u32 flat_scratch_hi, s13, 0
	s_add_u32 s0, s0, s17
	s_addc_u32 s1, s1, 0
	s_add_u32 s8, s8, 16
	s_addc_u32 s9, s9, 0
	v_lshlrev_b32_e32 v2, 20, v2
	v_lshlrev_b32_e32 v1, 10, v1
	s_mov_b32 s13, s15
	s_getpc_b64 s[18:19]
	s_add_u32 s18, s18, helper@rel32@lo+4
	s_addc_u32 s19, s19, helper@rel32@hi+12
	v_or3_b32 v31, v0, v1, v2
	s_mov_b32 s14, s16
	v_mov_b32_e32 v0, s34
	v_mov_b32_e32 v1, s35
	v_mov_b32_e32 v2, v40
	s_mov_b32 s32, 0
	s_swappc_b64 s[30:31], s[18:19]
	v_add_u32_e32 v40, 64, v40
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_mov_b32_e32 v2, s35
	v_add_co_u32_e32 v0, vcc, s34, v0
	v_addc_co_u32_e32 v1, vcc, v2, v1, vcc
	global_load_dword v0, v[0:1], off
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v44, s33, v0
	global_store_dword v[42:43], v0, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel caller
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 272
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
		.amdhsa_next_free_vgpr max(totalnumvgprs(caller.num_agpr, caller.num_vgpr), 1, 0)
		.amdhsa_next_free_sgpr max(caller.numbered_sgpr+6, 1, 0)-6
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
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
	.size	caller, .Lfunc_end0-caller
                                        ; -- End function
	.set caller.num_vgpr, max(45, amdgpu.max_num_vgpr)
	.set caller.num_agpr, max(0, amdgpu.max_num_agpr)
	.set caller.numbered_sgpr, max(36, amdgpu.max_num_sgpr)
	.set caller.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set caller.private_seg_size, 0
	.set caller.uses_vcc, 1
	.set caller.uses_flat_scratch, 1
	.set caller.has_dyn_sized_stack, 1
	.set caller.has_recursion, 1
	.set caller.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 208
; TotalNumSgprs: caller.numbered_sgpr+6
; NumVgprs: caller.num_vgpr
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: (alignto(max(max(caller.numbered_sgpr+extrasgprs(caller.uses_vcc, caller.uses_flat_scratch, 1), 1, 0), 1), 8)/8)-1
; VGPRBlocks: (alignto(max(max(totalnumvgprs(caller.num_agpr, caller.num_vgpr), 1, 0), 1), 4)/4)-1
; NumSGPRsForWavesPerEU: max(caller.numbered_sgpr+6, 1, 0)
; NumVGPRsForWavesPerEU: max(totalnumvgprs(caller.num_agpr, caller.num_vgpr), 1, 0)
; Occupancy: occupancy(10, 4, 256, 8, 10, max(caller.numbered_sgpr+extrasgprs(caller.uses_vcc, caller.uses_flat_scratch, 1), 1, 0), max(totalnumvgprs(caller.num_agpr, caller.num_vgpr), 1, 0))
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 14
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 2
	.text
	.protected	__clang_ocl_kern_imp_caller ; -- Begin function __clang_ocl_kern_imp_caller
	.globl	__clang_ocl_kern_imp_caller
	.p2align	2
	.type	__clang_ocl_kern_imp_caller,@function
__clang_ocl_kern_imp_caller:            ; @__clang_ocl_kern_imp_caller
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	s_mov_b32 s16, s33
	s_mov_b32 s33, s32
	s_or_saveexec_b64 s[18:19], -1
	buffer_store_dword v56, off, s[0:3], s33 offset:32 ; 4-byte Folded Spill
	s_mov_b64 exec, s[18:19]
	buffer_store_dword v40, off, s[0:3], s33 offset:28 ; 4-byte Folded Spill
	buffer_store_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Spill
	buffer_store_dword v42, off, s[0:3], s33 offset:20 ; 4-byte Folded Spill
	buffer_store_dword v43, off, s[0:3], s33 offset:16 ; 4-byte Folded Spill
	buffer_store_dword v44, off, s[0:3], s33 offset:12 ; 4-byte Folded Spill
	buffer_store_dword v45, off, s[0:3], s33 offset:8 ; 4-byte Folded Spill
	buffer_store_dword v46, off, s[0:3], s33 offset:4 ; 4-byte Folded Spill
	buffer_store_dword v47, off, s[0:3], s33 ; 4-byte Folded Spill
	v_mov_b32_e32 v44, v0
	v_and_b32_e32 v0, 0x3ff, v31
	v_lshl_add_u32 v40, s12, 6, v0
	v_mov_b32_e32 v41, 0
	v_mov_b32_e32 v43, v1
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_writelane_b32 v56, s16, 2
	v_add_co_u32_e32 v45, vcc, v44, v0
	v_addc_co_u32_e32 v46, vcc, v43, v1, vcc
	global_load_dword v47, v[45:46], off
	s_addk_i32 s32, 0xc00
	v_writelane_b32 v56, s30, 0
	v_mov_b32_e32 v42, v2
	s_getpc_b64 s[16:17]
	s_add_u32 s16, s16, helper@rel32@lo+4
	s_addc_u32 s17, s17, helper@rel32@hi+12
	v_mov_b32_e32 v0, v44
	v_mov_b32_e32 v1, v43
	v_mov_b32_e32 v2, v40
	v_writelane_b32 v56, s31, 1
	s_swappc_b64 s[30:31], s[16:17]
	v_add_u32_e32 v40, 64, v40
	v_lshlrev_b64 v[0:1], 2, v[40:41]
	v_readlane_b32 s31, v56, 1
	v_add_co_u32_e32 v0, vcc, v44, v0
	v_addc_co_u32_e32 v1, vcc, v43, v1, vcc
	global_load_dword v0, v[0:1], off
	v_readlane_b32 s30, v56, 0
	s_mov_b32 s32, s33
	v_readlane_b32 s4, v56, 2
	s_waitcnt vmcnt(0)
	v_fma_f32 v0, v47, v42, v0
	global_store_dword v[45:46], v0, off
	buffer_load_dword v47, off, s[0:3], s33 ; 4-byte Folded Reload
	s_nop 0
	buffer_load_dword v46, off, s[0:3], s33 offset:4 ; 4-byte Folded Reload
	buffer_load_dword v45, off, s[0:3], s33 offset:8 ; 4-byte Folded Reload
	buffer_load_dword v44, off, s[0:3], s33 offset:12 ; 4-byte Folded Reload
	buffer_load_dword v43, off, s[0:3], s33 offset:16 ; 4-byte Folded Reload
	buffer_load_dword v42, off, s[0:3], s33 offset:20 ; 4-byte Folded Reload
	buffer_load_dword v41, off, s[0:3], s33 offset:24 ; 4-byte Folded Reload
	buffer_load_dword v40, off, s[0:3], s33 offset:28 ; 4-byte Folded Reload
	s_or_saveexec_b64 s[6:7], -1
	buffer_load_dword v56, off, s[0:3], s33 offset:32 ; 4-byte Folded Reload
	s_mov_b64 exec, s[6:7]
	s_mov_b32 s33, s4
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_caller, .Lfunc_end1-__clang_ocl_kern_imp_caller
                                        ; -- End function
	.set __clang_ocl_kern_imp_caller.num_vgpr, max(57, amdgpu.max_num_vgpr)
	.set __clang_ocl_kern_imp_caller.num_agpr, max(0, amdgpu.max_num_agpr)
	.set __clang_ocl_kern_imp_caller.numbered_sgpr, max(34, amdgpu.max_num_sgpr)
	.set __clang_ocl_kern_imp_caller.num_named_barrier, max(0, amdgpu.max_num_named_barrier)
	.set __clang_ocl_kern_imp_caller.private_seg_size, 48
	.set __clang_ocl_kern_imp_caller.uses_vcc, 1
	.set __clang_ocl_kern_imp_caller.uses_flat_scratch, 1
	.set __clang_ocl_kern_imp_caller.has_dyn_sized_stack, 1
	.set __clang_ocl_kern_imp_caller.has_recursion, 1
	.set __clang_ocl_kern_imp_caller.has_indirect_call, 1
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 384
; TotalNumSgprs: __clang_ocl_kern_imp_caller.numbered_sgpr+6
; NumVgprs: max(57, amdgpu.max_num_vgpr)
; ScratchSize: 48
; MemoryBound: 0
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 57
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 34
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.hidden	helper
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
      - .offset:         8
        .size:           4
        .type_name:      float
        .value_kind:     by_value
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
      - .offset:         216
        .size:           8
        .value_kind:     hidden_queue_ptr
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 272
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 256
    .name:           caller
    .private_segment_fixed_size: 0
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .symbol:         caller.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: true
    .vgpr_count:     57
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx900
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
