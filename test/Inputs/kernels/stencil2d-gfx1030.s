	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.amdhsa_code_object_version 6
	.text
	.protected	stencil2d               ; -- Begin function stencil2d
	.globl	stencil2d
	.p2align	8
	.type	stencil2d,@function
stencil2d:                              ; @stencil2d
; %bb.0:
	s_clause 0x1
	s_load_dwordx2 s[2:3], s[4:5], 0x10
	s_load_dwordx4 s[8:11], s[4:5], 0x0
	v_lshl_add_u32 v2, s6, 4, v0
	v_lshl_add_u32 v3, s7, 4, v1
	v_mov_b32_e32 v6, 0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_i32_e32 vcc_lo, s2, v2
	v_cmp_gt_i32_e64 s0, s3, v3
	s_and_b32 s4, vcc_lo, s0
	s_and_saveexec_b32 s5, s4
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_u64_u32 v[4:5], null, s2, v3, v[2:3]
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v4, s1, s10, v4
	v_add_co_ci_u32_e64 v5, null, s11, v5, s1
	global_load_dword v6, v[4:5], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s5
	v_mul_u32_u24_e32 v5, 0x48, v1
	s_mov_b32 s5, exec_lo
	v_lshl_add_u32 v4, v0, 2, v5
	s_waitcnt vmcnt(0)
	ds_write_b32 v4, v6 offset:76
	v_cmpx_lt_i32_e32 14, v0
	s_xor_b32 s5, exec_lo, s5
	s_cbranch_execz .LBB0_8
; %bb.3:
	s_mov_b32 s6, exec_lo
	v_cmpx_eq_u32_e32 15, v0
	s_cbranch_execz .LBB0_7
; %bb.4:
	v_add_nc_u32_e32 v6, 1, v2
	v_cmp_gt_i32_e64 s1, s2, v6
	v_mov_b32_e32 v6, 0
	s_and_b32 s1, s1, s0
	s_and_saveexec_b32 s7, s1
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mad_u64_u32 v[6:7], null, s2, v3, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, s1, s10, v6
	v_add_co_ci_u32_e64 v7, null, s11, v7, s1
	global_load_dword v6, v[6:7], off offset:4
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s7
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v6 offset:140
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s6
                                        ; implicit-def: $vgpr5
.LBB0_8:
	s_andn2_saveexec_b32 s5, s5
	s_cbranch_execz .LBB0_14
; %bb.9:
	s_mov_b32 s6, exec_lo
	v_cmpx_eq_u32_e32 0, v0
	s_cbranch_execz .LBB0_13
; %bb.10:
	v_cmp_lt_i32_e64 s1, 0, v2
	v_mov_b32_e32 v6, 0
	s_and_b32 s0, s1, s0
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mad_u64_u32 v[6:7], null, s2, v3, v[2:3]
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64 v[6:7], 2, v[6:7]
	v_add_co_u32 v6, s0, s10, v6
	v_add_co_ci_u32_e64 v7, null, s11, v7, s0
	global_load_dword v6, v[6:7], off offset:-4
.LBB0_12:
	s_or_b32 exec_lo, exec_lo, s1
	s_waitcnt vmcnt(0)
	ds_write_b32 v5, v6 offset:72
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s6
.LBB0_14:
	s_or_b32 exec_lo, exec_lo, s5
	s_mov_b32 s5, 0
	s_mov_b32 s1, 0
	s_mov_b32 s6, exec_lo
                                        ; implicit-def: $vgpr5
	v_cmpx_lt_i32_e32 14, v1
	s_xor_b32 s6, exec_lo, s6
	s_cbranch_execnz .LBB0_22
; %bb.15:
	s_or_saveexec_b32 s3, s6
	v_mov_b32_e32 v6, 0x4c8
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_25
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execnz .LBB0_30
.LBB0_17:
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_19
.LBB0_18:
	v_lshl_add_u32 v0, v0, 2, v6
	s_waitcnt vmcnt(0)
	ds_write_b32 v0, v1 offset:4
.LBB0_19:
	s_or_b32 exec_lo, exec_lo, s0
	s_waitcnt vmcnt(0) lgkmcnt(0)
	s_barrier
	buffer_gl0_inv
	s_and_saveexec_b32 s0, s4
	s_cbranch_execz .LBB0_21
; %bb.20:
	ds_read2_b32 v[0:1], v4 offset0:1 offset1:20
	ds_read_b32 v6, v4 offset:148
	ds_read2_b32 v[4:5], v4 offset0:18 offset1:19
	v_mad_u64_u32 v[2:3], null, s2, v3, v[2:3]
	v_ashrrev_i32_e32 v3, 31, v2
	s_waitcnt lgkmcnt(1)
	v_add_f32_e32 v0, v0, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v0, v0, v1
	v_mul_f32_e32 v4, 0x3e000000, v0
	v_lshlrev_b64 v[0:1], 2, v[2:3]
	v_fmac_f32_e32 v4, 0.5, v5
	v_add_co_u32 v0, vcc_lo, s8, v0
	v_add_co_ci_u32_e64 v1, null, s9, v1, vcc_lo
	global_store_dword v[0:1], v4, off
.LBB0_21:
	s_endpgm
.LBB0_22:
	s_mov_b32 s7, exec_lo
                                        ; implicit-def: $vgpr5
	v_cmpx_eq_u32_e32 15, v1
; %bb.23:
	v_add_nc_u32_e32 v5, 1, v3
	v_cmp_gt_i32_e64 s0, s3, v5
	s_and_b32 s0, vcc_lo, s0
	s_xor_b32 s1, s0, -1
	s_and_b32 s5, s0, exec_lo
	s_and_b32 s1, s1, exec_lo
; %bb.24:
	s_or_b32 exec_lo, exec_lo, s7
	s_and_b32 s1, s1, exec_lo
	s_and_b32 s5, s5, exec_lo
                                        ; implicit-def: $vgpr1
	s_or_saveexec_b32 s3, s6
	v_mov_b32_e32 v6, 0x4c8
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_16
.LBB0_25:
	s_mov_b32 s7, s5
	s_mov_b32 s12, s1
	s_mov_b32 s6, exec_lo
                                        ; implicit-def: $vgpr5
	v_cmpx_eq_u32_e32 0, v1
	s_cbranch_execz .LBB0_29
; %bb.26:
	v_cmp_lt_i32_e64 s0, 0, v3
	s_mov_b32 s7, -1
                                        ; implicit-def: $vgpr5
	s_and_b32 s13, s0, vcc_lo
	s_mov_b32 s0, s5
	s_and_saveexec_b32 s12, s13
; %bb.27:
	v_add_nc_u32_e32 v5, -1, v3
	s_xor_b32 s7, exec_lo, -1
	s_or_b32 s0, s5, exec_lo
; %bb.28:
	s_or_b32 exec_lo, exec_lo, s12
	s_andn2_b32 s12, s1, exec_lo
	s_and_b32 s7, s7, exec_lo
	s_andn2_b32 s13, s5, exec_lo
	s_and_b32 s0, s0, exec_lo
	s_or_b32 s12, s12, s7
	s_or_b32 s7, s13, s0
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s6
	v_mov_b32_e32 v6, 0
	s_andn2_b32 s0, s1, exec_lo
	s_and_b32 s1, s12, exec_lo
	s_andn2_b32 s5, s5, exec_lo
	s_and_b32 s6, s7, exec_lo
	s_or_b32 s1, s0, s1
	s_or_b32 s5, s5, s6
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v1, 0
	s_and_saveexec_b32 s0, s5
	s_cbranch_execz .LBB0_17
.LBB0_30:
	v_mad_u64_u32 v[7:8], null, s2, v5, v[2:3]
	s_or_b32 s1, s1, exec_lo
	v_ashrrev_i32_e32 v8, 31, v7
	v_lshlrev_b64 v[7:8], 2, v[7:8]
	v_add_co_u32 v7, vcc_lo, s10, v7
	v_add_co_ci_u32_e64 v8, null, s11, v8, vcc_lo
	global_load_dword v1, v[7:8], off
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB0_18
	s_branch .LBB0_19
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil2d
		.amdhsa_group_segment_fixed_size 1296
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
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 9
		.amdhsa_next_free_sgpr 14
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
	.size	stencil2d, .Lfunc_end0-stencil2d
                                        ; -- End function
	.set stencil2d.num_vgpr, 9
	.set stencil2d.num_agpr, 0
	.set stencil2d.numbered_sgpr, 14
	.set stencil2d.num_named_barrier, 0
	.set stencil2d.private_seg_size, 0
	.set stencil2d.uses_vcc, 1
	.set stencil2d.uses_flat_scratch, 0
	.set stencil2d.has_dyn_sized_stack, 0
	.set stencil2d.has_recursion, 0
	.set stencil2d.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 864
; TotalNumSgprs: 16
; NumVgprs: 9
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1296 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 1
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 9
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 6
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 6, 3214868480
	.fill 48, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_c10e166d16e6907e,@object ; @__hip_cuid_c10e166d16e6907e
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_c10e166d16e6907e
__hip_cuid_c10e166d16e6907e:
	.byte	0                               ; 0x0
	.size	__hip_cuid_c10e166d16e6907e, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_c10e166d16e6907e
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
      - .address_space:  global
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
      - .offset:         16
        .size:           4
        .value_kind:     by_value
      - .offset:         20
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 1296
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 256
    .name:           stencil2d
    .private_segment_fixed_size: 0
    .sgpr_count:     16
    .sgpr_spill_count: 0
    .symbol:         stencil2d.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     9
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
