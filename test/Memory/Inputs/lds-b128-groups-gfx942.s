; LDS b128 lane groups on gfx942 (test/Memory/lds-b128-groups.test): one
; wave64 workgroup writes and reads 16 bytes per lane in the MFMA operand
; layout, lane x at (x % 16) * 128 + (x / 16) * 16 bytes. Hand-written from
; Inputs/lds-banks-gfx942.s (same kernel descriptor and metadata).
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 6
	.text
	.protected	lds_banks               ; -- Begin function lds_banks
	.globl	lds_banks
	.p2align	8
	.type	lds_banks,@function
lds_banks:                              ; @lds_banks
	v_and_b32_e32 v9, 15, v0
	v_lshlrev_b32_e32 v9, 7, v9
	v_lshrrev_b32_e32 v10, 4, v0
	v_lshlrev_b32_e32 v10, 4, v10
	v_add_u32_e32 v8, v9, v10
	v_mov_b32_e32 v2, 0
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	ds_write_b128 v8, v[2:5]
	s_waitcnt lgkmcnt(0)
	ds_read_b128 v[2:5], v8
	s_waitcnt lgkmcnt(0)
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel lds_banks
		.amdhsa_group_segment_fixed_size 20736
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 12
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_kernarg_preload_length 0
		.amdhsa_user_sgpr_kernarg_preload_offset 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 257
		.amdhsa_next_free_sgpr 96
		.amdhsa_accum_offset 12
		.amdhsa_reserve_vcc 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_tg_split 0
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
	.size	lds_banks, .Lfunc_end0-lds_banks
                                        ; -- End function
	.set lds_banks.num_vgpr, 9
	.set lds_banks.num_agpr, 0
	.set lds_banks.numbered_sgpr, 3
	.set lds_banks.num_named_barrier, 0
	.set lds_banks.private_seg_size, 0
	.set lds_banks.uses_vcc, 0
	.set lds_banks.uses_flat_scratch, 0
	.set lds_banks.has_dyn_sized_stack, 0
	.set lds_banks.has_recursion, 0
	.set lds_banks.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 152
; TotalNumSgprs: 9
; NumVgprs: 9
; NumAgprs: 0
; TotalNumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 20736 bytes/workgroup (compile time only)
; SGPRBlocks: 12
; VGPRBlocks: 32
; NumSGPRsForWavesPerEU: 102
; NumVGPRsForWavesPerEU: 257
; AccumOffset: 12
; Occupancy: 1
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
; COMPUTE_PGM_RSRC3_GFX90A:ACCUM_OFFSET: 2
; COMPUTE_PGM_RSRC3_GFX90A:TG_SPLIT: 0
	.text
	.protected	__clang_ocl_kern_imp_lds_banks ; -- Begin function __clang_ocl_kern_imp_lds_banks
	.globl	__clang_ocl_kern_imp_lds_banks
	.p2align	2
	.type	__clang_ocl_kern_imp_lds_banks,@function
__clang_ocl_kern_imp_lds_banks:         ; @__clang_ocl_kern_imp_lds_banks
; %bb.0:
	s_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)
	v_and_b32_e32 v7, 0x3ff, v31
	v_cvt_f32_u32_e32 v3, v7
	v_cvt_f32_i32_e32 v2, v2
	ds_write_b32 v0, v3
	ds_write_b32 v0, v2
	v_mov_b32_e32 v3, v2
	v_mov_b32_e32 v4, v2
	v_mov_b32_e32 v5, v2
	s_trap 2
	ds_write_b128 v0, v[2:5]
	s_waitcnt lgkmcnt(0)
	; wave barrier
	ds_read_b32 v6, v0
	ds_read_b128 v[2:5], v0
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v6, v6, v6
	s_waitcnt lgkmcnt(0)
	v_pk_add_f32 v[4:5], v[4:5], v[6:7] op_sel_hi:[1,0]
	v_pk_add_f32 v[2:3], v[2:3], v[6:7] op_sel_hi:[1,0]
	v_lshlrev_b32_e32 v6, 4, v7
	v_mov_b32_e32 v7, 0
	v_lshl_add_u64 v[0:1], v[0:1], 0, v[6:7]
	global_store_dwordx4 v[0:1], v[2:5], off
	s_waitcnt vmcnt(0)
	s_setpc_b64 s[30:31]
.Lfunc_end1:
	.size	__clang_ocl_kern_imp_lds_banks, .Lfunc_end1-__clang_ocl_kern_imp_lds_banks
                                        ; -- End function
	.set __clang_ocl_kern_imp_lds_banks.num_vgpr, 32
	.set __clang_ocl_kern_imp_lds_banks.num_agpr, 0
	.set __clang_ocl_kern_imp_lds_banks.numbered_sgpr, 32
	.set __clang_ocl_kern_imp_lds_banks.num_named_barrier, 0
	.set __clang_ocl_kern_imp_lds_banks.private_seg_size, 0
	.set __clang_ocl_kern_imp_lds_banks.uses_vcc, 0
	.set __clang_ocl_kern_imp_lds_banks.uses_flat_scratch, 0
	.set __clang_ocl_kern_imp_lds_banks.has_dyn_sized_stack, 0
	.set __clang_ocl_kern_imp_lds_banks.has_recursion, 0
	.set __clang_ocl_kern_imp_lds_banks.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Function info:
; codeLenInByte = 140
; TotalNumSgprs: 38
; NumVgprs: 32
; NumAgprs: 0
; TotalNumVgprs: 32
; ScratchSize: 0
; MemoryBound: 0
	.text
	.p2alignl 6, 3212836864
	.fill 256, 4, 3212836864
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 32
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 32
	.set amdgpu.max_num_named_barrier, 0
	.text
	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.ident	"Debian clang version 15.0.5"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.amdgpu_metadata
---
amdhsa.kernels:
  - .agpr_count:     0
    .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .type_name:      'float4*'
        .value_kind:     global_buffer
      - .offset:         8
        .size:           4
        .type_name:      int
        .value_kind:     by_value
    .group_segment_fixed_size: 20736
    .kernarg_segment_align: 8
    .kernarg_segment_size: 12
    .language:       OpenCL C
    .language_version:
      - 1
      - 2
    .max_flat_workgroup_size: 64
    .name:           lds_banks
    .private_segment_fixed_size: 0
    .reqd_workgroup_size:
      - 64
      - 1
      - 1
    .sgpr_count:     9
    .sgpr_spill_count: 0
    .symbol:         lds_banks.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
