	.amdgcn_target "amdgcn-amd-amdhsa--gfx908"
	.amdhsa_code_object_version 6
	.text
	.protected	mfma_tile               ; -- Begin function mfma_tile
	.globl	mfma_tile
	.p2align	8
	.type	mfma_tile,@function
mfma_tile:                              ; @mfma_tile
; %bb.0:
	s_load_dwordx2 s[0:1], s[4:5], 0x10
	s_load_dword s6, s[4:5], 0x18
	v_lshlrev_b32_e32 v1, 6, v0
	s_waitcnt lgkmcnt(0)
	global_load_dwordx4 v[14:17], v1, s[0:1] offset:48
	global_load_dwordx4 v[10:13], v1, s[0:1] offset:32
	global_load_dwordx4 v[6:9], v1, s[0:1] offset:16
	global_load_dwordx4 v[2:5], v1, s[0:1]
	v_mov_b32_e32 v19, s1
	v_add_co_u32_e32 v18, vcc, s0, v1
	v_addc_co_u32_e32 v19, vcc, 0, v19, vcc
	s_cmp_lt_i32 s6, 1
	v_mov_b32_e32 v1, 0
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v2
	v_accvgpr_write_b32 a1, v3
	v_accvgpr_write_b32 a2, v4
	v_accvgpr_write_b32 a3, v5
	v_accvgpr_write_b32 a4, v6
	v_accvgpr_write_b32 a5, v7
	v_accvgpr_write_b32 a6, v8
	v_accvgpr_write_b32 a7, v9
	v_accvgpr_write_b32 a8, v10
	v_accvgpr_write_b32 a9, v11
	v_accvgpr_write_b32 a10, v12
	v_accvgpr_write_b32 a11, v13
	v_accvgpr_write_b32 a12, v14
	v_accvgpr_write_b32 a13, v15
	v_accvgpr_write_b32 a14, v16
	v_accvgpr_write_b32 a15, v17
	s_cbranch_scc1 .LBB0_3
; %bb.1:
	s_load_dwordx4 s[0:3], s[4:5], 0x0
	v_accvgpr_write_b32 a0, v2
	v_accvgpr_write_b32 a1, v3
	v_accvgpr_write_b32 a2, v4
	v_accvgpr_write_b32 a3, v5
	v_accvgpr_write_b32 a4, v6
	v_accvgpr_write_b32 a5, v7
	v_accvgpr_write_b32 a6, v8
	v_accvgpr_write_b32 a7, v9
	v_accvgpr_write_b32 a8, v10
	v_accvgpr_write_b32 a9, v11
	v_accvgpr_write_b32 a10, v12
	v_accvgpr_write_b32 a11, v13
	v_accvgpr_write_b32 a12, v14
	v_accvgpr_write_b32 a13, v15
	v_accvgpr_write_b32 a14, v16
	v_accvgpr_write_b32 a15, v17
.LBB0_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[2:3], 3, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v5, s1
	v_add_co_u32_e32 v4, vcc, s0, v2
	v_addc_co_u32_e32 v5, vcc, v5, v3, vcc
	;;#ASMSTART
	; LLVM-MCA-BEGIN mfma
	;;#ASMEND
	global_load_dwordx2 v[4:5], v[4:5], off
	v_mov_b32_e32 v6, s3
	v_add_co_u32_e32 v2, vcc, s2, v2
	v_addc_co_u32_e32 v3, vcc, v6, v3, vcc
	global_load_dwordx2 v[2:3], v[2:3], off
	s_add_i32 s6, s6, -1
	v_add_u32_e32 v0, 64, v0
	s_cmp_lg_u32 s6, 0
	;;#ASMSTART
	; LLVM-MCA-END mfma
	;;#ASMEND
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[4:5], v[2:3], a[0:15]
	s_cbranch_scc1 .LBB0_2
.LBB0_3:
	s_nop 15
	s_nop 0
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v15, a15
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v8, a8
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v11, a11
	global_store_dwordx4 v[18:19], v[12:15], off offset:48
	s_nop 0
	global_store_dwordx4 v[18:19], v[8:11], off offset:32
	global_store_dwordx4 v[18:19], v[4:7], off offset:16
	global_store_dwordx4 v[18:19], v[0:3], off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel mfma_tile
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
		.amdhsa_next_free_sgpr 7
		.amdhsa_reserve_vcc 1
		.amdhsa_reserve_flat_scratch 0
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
	.size	mfma_tile, .Lfunc_end0-mfma_tile
                                        ; -- End function
	.set mfma_tile.num_vgpr, 20
	.set mfma_tile.num_agpr, 16
	.set mfma_tile.numbered_sgpr, 7
	.set mfma_tile.num_named_barrier, 0
	.set mfma_tile.private_seg_size, 0
	.set mfma_tile.uses_vcc, 1
	.set mfma_tile.uses_flat_scratch, 0
	.set mfma_tile.has_dyn_sized_stack, 0
	.set mfma_tile.has_recursion, 0
	.set mfma_tile.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 604
; TotalNumSgprs: 11
; NumVgprs: 20
; NumAgprs: 16
; TotalNumVgprs: 20
; ScratchSize: 0
; MemoryBound: 1
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 1
; VGPRBlocks: 4
; NumSGPRsForWavesPerEU: 11
; NumVGPRsForWavesPerEU: 20
; Occupancy: 10
; WaveLimiterHint : 1
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.protected	__clang_ocl_kern_imp_mfma_tile ; -- Begin function __clang_ocl_kern_imp_mfma_tile
	.globl	__clang_ocl_kern_imp_mfma_tile
	.p2align	2
	.type	__clang_ocl_kern_imp_mfma_tile,@function
__clang_ocl_kern_imp_mfma_tile:         ; @__clang_ocl_kern_imp_mfma_tile
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v25, 0x3ff, v31
	v_lshlrev_b32_e32 v7, 6, v25
	v_add_co_u32_e32 v23, vcc, v4, v7
	v_addc_co_u32_e32 v24, vcc, 0, v5, vcc
	global_load_dwordx4 v[19:22], v[23:24], off offset:48
	global_load_dwordx4 v[15:18], v[23:24], off offset:32
	global_load_dwordx4 v[11:14], v[23:24], off offset:16
	global_load_dwordx4 v[7:10], v[23:24], off
	v_mov_b32_e32 v26, 0
	v_cmp_lt_i32_e32 vcc, 0, v6
	s_waitcnt vmcnt(0)
	v_accvgpr_write_b32 a0, v7
	v_accvgpr_write_b32 a1, v8
	v_accvgpr_write_b32 a2, v9
	v_accvgpr_write_b32 a3, v10
	v_accvgpr_write_b32 a4, v11
	v_accvgpr_write_b32 a5, v12
	v_accvgpr_write_b32 a6, v13
	v_accvgpr_write_b32 a7, v14
	v_accvgpr_write_b32 a8, v15
	v_accvgpr_write_b32 a9, v16
	v_accvgpr_write_b32 a10, v17
	v_accvgpr_write_b32 a11, v18
	v_accvgpr_write_b32 a12, v19
	v_accvgpr_write_b32 a13, v20
	v_accvgpr_write_b32 a14, v21
	v_accvgpr_write_b32 a15, v22
	s_and_saveexec_b64 s[4:5], vcc
	s_cbranch_execz .LBB1_4
; %bb.1:
	v_accvgpr_write_b32 a0, v7
	v_accvgpr_write_b32 a1, v8
	v_accvgpr_write_b32 a2, v9
	v_accvgpr_write_b32 a3, v10
	v_accvgpr_write_b32 a4, v11
	v_accvgpr_write_b32 a5, v12
	v_accvgpr_write_b32 a6, v13
	v_accvgpr_write_b32 a7, v14
	v_accvgpr_write_b32 a8, v15
	v_accvgpr_write_b32 a9, v16
	v_accvgpr_write_b32 a10, v17
	v_accvgpr_write_b32 a11, v18
	v_accvgpr_write_b32 a12, v19
	v_accvgpr_write_b32 a13, v20
	v_accvgpr_write_b32 a14, v21
	v_accvgpr_write_b32 a15, v22
	s_mov_b64 s[6:7], 0
.LBB1_2:                                ; =>This Inner Loop Header: Depth=1
	v_lshlrev_b64 v[4:5], 3, v[25:26]
	;;#ASMSTART
	; LLVM-MCA-BEGIN mfma
	;;#ASMEND
	v_add_co_u32_e32 v7, vcc, v0, v4
	v_addc_co_u32_e32 v8, vcc, v1, v5, vcc
	global_load_dwordx2 v[7:8], v[7:8], off
	v_add_co_u32_e32 v4, vcc, v2, v4
	v_addc_co_u32_e32 v5, vcc, v3, v5, vcc
	global_load_dwordx2 v[4:5], v[4:5], off
	v_add_u32_e32 v6, -1, v6
	v_cmp_eq_u32_e32 vcc, 0, v6
	v_add_u32_e32 v25, 64, v25
	s_or_b64 s[6:7], vcc, s[6:7]
	;;#ASMSTART
	; LLVM-MCA-END mfma
	;;#ASMEND
	s_waitcnt vmcnt(0)
	v_mfma_f32_32x32x8f16 a[0:15], v[7:8], v[4:5], a[0:15]
	s_andn2_b64 exec, exec, s[6:7]
	s_cbranch_execnz .LBB1_2
; %bb.3:
	s_or_b64 exec, exec, s[6:7]
.LBB1_4:
	s_or_b64 exec, exec, s[4:5]
	s_nop 13
	v_accvgpr_read_b32 v0, a0
	v_accvgpr_read_b32 v12, a12
	v_accvgpr_read_b32 v13, a13
	v_accvgpr_read_b32 v14, a14
	v_accvgpr_read_b32 v15, a15
	v_accvgpr_read_b32 v1, a1
	v_accvgpr_read_b32 v2, a2
	v_accvgpr_read_b32 v3, a3
	v_accvgpr_read_b32 v4, a4
	v_accvgpr_read_b32 v5, a5
	v_accvgpr_read_b32 v6, a6
	v_accvgpr_read_b32 v7, a7
	v_accvgpr_read_b32 v8, a8
	v_accvgpr_read_b32 v9, a9
	v_accvgpr_read_b32 v10, a10
	v_accvgpr_read_b32 v11, a11
	global_store_dwordx4 v[23:24], v[12:15], off offset:48
	s_nop 0
	global_store_dwordx4 v[23:24], v[8:11], off offset:32
	global_store_dwordx4 v[23:24], v[4:7], off offset:16
	global_store_dwordx4 v[23:24], v[0:3], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_mfma_tile, .Lfunc_end1-__clang_ocl_kern_imp_mfma_tile
                                        ; -- End function
	.set __clang_ocl_kern_imp_mfma_tile.num_vgpr, 32
	.set __clang_ocl_kern_imp_mfma_tile.num_agpr, 16
	.set __clang_ocl_kern_imp_mfma_tile.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_mfma_tile.num_named_barrier, 0
	.set __clang_ocl_kern_imp_mfma_tile.private_seg_size, 0
	.set __clang_ocl_kern_imp_mfma_tile.uses_vcc, 1
	.set __clang_ocl_kern_imp_mfma_tile.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_mfma_tile.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_mfma_tile.has_recursion, 0
	.set __clang_ocl_kern_imp_mfma_tile.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 596
; TotalNumSgprs: 36
; NumVgprs: 32
; NumAgprs: 16
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 1
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 16
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.section	.AMDGPU.csdata,"",@progbits
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     16
    .args:
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         0
        .size:           8
        .type_name:      'half4*'
        .value_kind:     global_buffer
      - .actual_access:  read_only
        .address_space:  global
        .is_const:       true
        .is_restrict:    true
        .offset:         8
        .size:           8
        .type_name:      'half4*'
        .value_kind:     global_buffer
      - .address_space:  global
        .is_restrict:    true
        .offset:         16
        .size:           8
        .type_name:      'float16*'
        .value_kind:     global_buffer
      - .offset:         24
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 28
    .language:       OpenCL C
    .language_version:
      - 2
      - 0
    .max_flat_workgroup_size: 256
    .name:           mfma_tile
    .private_segment_fixed_size: 0
    .sgpr_count:     11
    .sgpr_spill_count: 0
    .symbol:         mfma_tile.kd
    .uses_dynamic_stack: false
    .vgpr_count:     20
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx908
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
