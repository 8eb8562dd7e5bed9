	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	saxpy_loop              ; -- Begin function saxpy_loop
	.globl	saxpy_loop
	.p2align	8
	.type	saxpy_loop,@function
saxpy_loop:                             ; @saxpy_loop
; %bb.0:
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	v_lshl_or_b32 v0, s6, 8, v0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_i32_e64 s3, v0
	s_cbranch_execz .LBB0_3
; %bb.1:
	s_load_dwordx4 s[4:7], s[4:5], 0x0
	v_ashrrev_i32_e32 v1, 31, v0
	s_mov_b32 s1, 0
	v_lshlrev_b64 v[3:4], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v1, vcc_lo, s4, v3
	v_add_co_ci_u32_e64 v2, null, s5, v4, vcc_lo
	v_add_co_u32 v3, vcc_lo, s6, v3
	v_add_co_ci_u32_e64 v4, null, s7, v4, vcc_lo
	.p2align	6
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	;;#ASMSTART
	; LLVM-MCA-BEGIN body
	;;#ASMEND
	global_load_dword v5, v[3:4], off
	global_load_dword v6, v[1:2], off
	v_add_nc_u32_e32 v0, 0x10000, v0
	v_cmp_le_i32_e32 vcc_lo, s3, v0
	s_or_b32 s1, vcc_lo, s1
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v6, s2, v5
	global_store_dword v[1:2], v6, off
	v_add_co_u32 v1, s0, 0x40000, v1
	v_add_co_ci_u32_e64 v2, null, 0, v2, s0
	v_add_co_u32 v3, s0, 0x40000, v3
	v_add_co_ci_u32_e64 v4, null, 0, v4, s0
	;;#ASMSTART
	; LLVM-MCA-END body
	;;#ASMEND
	s_andn2_b32 exec_lo, exec_lo, s1
	s_cbranch_execnz .LBB0_2
.LBB0_3:
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel saxpy_loop
		.amdhsa_group_segment_fixed_size 0
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
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 8
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
	.size	saxpy_loop, .Lfunc_end0-saxpy_loop
                                        ; -- End function
	.set saxpy_loop.num_vgpr, 7
	.set saxpy_loop.num_agpr, 0
	.set saxpy_loop.numbered_sgpr, 8
	.set saxpy_loop.num_named_barrier, 0
	.set saxpy_loop.private_seg_size, 0
	.set saxpy_loop.uses_vcc, 1
	.set saxpy_loop.uses_flat_scratch, 0
	.set saxpy_loop.has_dyn_sized_stack, 0
	.set saxpy_loop.has_recursion, 0
	.set saxpy_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 228
; TotalNumSgprs: 10
; NumVgprs: 7
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 10
; NumVGPRsForWavesPerEU: 7
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_saxpy_loop ; -- Begin function __clang_ocl_kern_imp_saxpy_loop
	.globl	__clang_ocl_kern_imp_saxpy_loop
	.p2align	2
	.type	__clang_ocl_kern_imp_saxpy_loop,@function
__clang_ocl_kern_imp_saxpy_loop:        ; @__clang_ocl_kern_imp_saxpy_loop
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v6, 0x3ff, v31
	s_mov_b32 s5, exec_lo
	v_lshl_or_b32 v6, s12, 8, v6
	v_cmpx_lt_i32_e64 v6, v5
	s_cbranch_execz .LBB1_3
; %bb.1:
	v_ashrrev_i32_e32 v7, 31, v6
	s_mov_b32 s6, 0
	v_lshlrev_b64 v[7:8], 2, v[6:7]
	v_add_co_u32 v0, vcc_lo, v0, v7
	v_add_co_ci_u32_e64 v1, null, v1, v8, vcc_lo
	v_add_co_u32 v2, vcc_lo, v2, v7
	v_add_co_ci_u32_e64 v3, null, v3, v8, vcc_lo
	.p2align	6
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	;;#ASMSTART
	; LLVM-MCA-BEGIN body
	;;#ASMEND
	global_load_dword v7, v[2:3], off
	global_load_dword v8, v[0:1], off
	v_add_nc_u32_e32 v6, 0x10000, v6
	v_cmp_ge_i32_e32 vcc_lo, v6, v5
	s_or_b32 s6, vcc_lo, s6
	s_waitcnt vmcnt(0)
	v_fmac_f32_e32 v8, v4, v7
	global_store_dword v[0:1], v8, off
	v_add_co_u32 v0, s4, 0x40000, v0
	v_add_co_ci_u32_e64 v1, null, 0, v1, s4
	v_add_co_u32 v2, s4, 0x40000, v2
	v_add_co_ci_u32_e64 v3, null, 0, v3, s4
	;;#ASMSTART
	; LLVM-MCA-END body
	;;#ASMEND
	s_andn2_b32 exec_lo, exec_lo, s6
	s_cbranch_execnz .LBB1_2
.LBB1_3:
	s_or_b32 exec_lo, exec_lo, s5
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_saxpy_loop, .Lfunc_end1-__clang_ocl_kern_imp_saxpy_loop
                                        ; -- End function
	.set __clang_ocl_kern_imp_saxpy_loop.num_vgpr, 32
	.set __clang_ocl_kern_imp_saxpy_loop.num_agpr, 0
	.set __clang_ocl_kern_imp_saxpy_loop.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_saxpy_loop.num_named_barrier, 0
	.set __clang_ocl_kern_imp_saxpy_loop.private_seg_size, 0
	.set __clang_ocl_kern_imp_saxpy_loop.uses_vcc, 1
	.set __clang_ocl_kern_imp_saxpy_loop.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_saxpy_loop.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_saxpy_loop.has_recursion, 0
	.set __clang_ocl_kern_imp_saxpy_loop.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 232
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
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'float*'
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .type_name:      float
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           saxpy_loop
    .private_segment_fixed_size: 0
    .sgpr_count:     10
    .sgpr_spill_count: 0
    .symbol:         saxpy_loop.kd
    .uses_dynamic_stack: false
    .vgpr_count:     7
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
