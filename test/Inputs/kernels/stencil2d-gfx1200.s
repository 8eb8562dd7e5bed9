	.amdgcn_target "amdgcn-amd-amdhsa--gfx1200"
	.amdhsa_code_object_version 6
	.text
	.protected	stencil2d               ; -- Begin function stencil2d
	.globl	stencil2d
	.p2align	8
	.type	stencil2d,@function
stencil2d:                              ; @stencil2d
; %bb.0:
	s_clause 0x1
	s_load_b64 s[2:3], s[0:1], 0x10
	s_load_b128 s[4:7], s[0:1], 0x0
	v_and_b32_e32 v2, 0x3ff, v0
	v_bfe_u32 v4, v0, 10, 10
	v_mov_b32_e32 v6, 0
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_lshl_add_u32 v0, ttmp9, 4, v2
	v_lshl_add_u32 v1, ttmp7, 4, v4
	s_wait_kmcnt 0x0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	v_cmp_gt_i32_e64 s0, s3, v1
	s_and_b32 s8, vcc_lo, s0
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_saveexec_b32 s9, s8
	s_cbranch_execz .LBB0_2
; %bb.1:
	v_mad_co_u64_u32 v[5:6], null, s2, v1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v6, 31, v5
	v_lshlrev_b64_e32 v[5:6], 2, v[5:6]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v5, s1, s6, v5
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v6, null, s7, v6, s1
	global_load_b32 v6, v[5:6], off
.LBB0_2:
	s_or_b32 exec_lo, exec_lo, s9
	v_mul_u32_u24_e32 v5, 0x48, v4
	s_mov_b32 s9, exec_lo
	s_delay_alu instid0(VALU_DEP_1)
	v_lshl_add_u32 v3, v2, 2, v5
	s_wait_loadcnt 0x0
	ds_store_b32 v3, v6 offset:76
	v_cmpx_lt_i32_e32 14, v2
	s_xor_b32 s9, exec_lo, s9
	s_cbranch_execz .LBB0_8
; %bb.3:
	s_mov_b32 s10, exec_lo
	v_cmpx_eq_u32_e32 15, v2
	s_cbranch_execz .LBB0_7
; %bb.4:
	v_add_nc_u32_e32 v6, 1, v0
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s1, s2, v6
	v_mov_b32_e32 v6, 0
	s_and_b32 s1, s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s11, s1
	s_cbranch_execz .LBB0_6
; %bb.5:
	v_mad_co_u64_u32 v[6:7], null, s2, v1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s1, s6, v6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, s7, v7, s1
	global_load_b32 v6, v[6:7], off offset:4
.LBB0_6:
	s_or_b32 exec_lo, exec_lo, s11
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v6 offset:140
.LBB0_7:
	s_or_b32 exec_lo, exec_lo, s10
                                        ; implicit-def: $vgpr5
.LBB0_8:
	s_and_not1_saveexec_b32 s9, s9
	s_cbranch_execz .LBB0_14
; %bb.9:
	s_mov_b32 s10, exec_lo
	v_cmpx_eq_u32_e32 0, v2
	s_cbranch_execz .LBB0_13
; %bb.10:
	v_cmp_lt_i32_e64 s1, 0, v0
	v_mov_b32_e32 v6, 0
	s_and_b32 s0, s1, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s1, s0
	s_cbranch_execz .LBB0_12
; %bb.11:
	v_mad_co_u64_u32 v[6:7], null, s2, v1, v[0:1]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v7, 31, v6
	v_lshlrev_b64_e32 v[6:7], 2, v[6:7]
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_2)
	v_add_co_u32 v6, s0, s6, v6
	s_wait_alu depctr_va_sdst(0)
	v_add_co_ci_u32_e64 v7, null, s7, v7, s0
	global_load_b32 v6, v[6:7], off offset:-4
.LBB0_12:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s1
	s_wait_loadcnt 0x0
	ds_store_b32 v5, v6 offset:72
.LBB0_13:
	s_or_b32 exec_lo, exec_lo, s10
.LBB0_14:
	s_delay_alu instid0(SALU_CYCLE_1)
	s_or_b32 exec_lo, exec_lo, s9
	s_mov_b32 s9, 0
	s_mov_b32 s1, 0
	s_mov_b32 s10, exec_lo
                                        ; implicit-def: $vgpr5
	v_cmpx_lt_i32_e32 14, v4
	s_xor_b32 s10, exec_lo, s10
	s_cbranch_execnz .LBB0_22
; %bb.15:
	s_or_saveexec_b32 s3, s10
	v_mov_b32_e32 v6, 0x4c8
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execnz .LBB0_25
.LBB0_16:
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execnz .LBB0_30
.LBB0_17:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_and_saveexec_b32 s0, s1
	s_cbranch_execz .LBB0_19
.LBB0_18:
	v_lshl_add_u32 v2, v2, 2, v6
	s_wait_loadcnt 0x0
	ds_store_b32 v2, v4 offset:4
.LBB0_19:
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_loadcnt_dscnt 0x0
	s_barrier_signal -1
	s_barrier_wait -1
	global_inv scope:SCOPE_SE
	s_and_saveexec_b32 s0, s8
	s_cbranch_execz .LBB0_21
; %bb.20:
	ds_load_2addr_b32 v[4:5], v3 offset0:1 offset1:20
	ds_load_b32 v6, v3 offset:148
	ds_load_2addr_b32 v[2:3], v3 offset0:18 offset1:19
	v_mad_co_u64_u32 v[0:1], null, s2, v1, v[0:1]
	s_wait_dscnt 0x1
	v_add_f32_e32 v4, v4, v6
	s_wait_dscnt 0x0
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v1, v4, v2
	v_add_f32_e32 v2, v1, v5
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_ashrrev_i32_e32 v1, 31, v0
	v_mul_f32_e32 v2, 0x3e000000, v2
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_lshlrev_b64_e32 v[0:1], 2, v[0:1]
	v_fmac_f32_e32 v2, 0.5, v3
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_1) | instid1(VALU_DEP_3)
	v_add_co_u32 v0, vcc_lo, s4, v0
	s_wait_alu depctr_va_vcc(0)
	v_add_co_ci_u32_e64 v1, null, s5, v1, vcc_lo
	global_store_b32 v[0:1], v2, off
.LBB0_21:
	s_endpgm
.LBB0_22:
	s_mov_b32 s11, exec_lo
                                        ; implicit-def: $vgpr5
	v_cmpx_eq_u32_e32 15, v4
; %bb.23:
	v_add_nc_u32_e32 v5, 1, v1
	s_delay_alu instid0(VALU_DEP_1)
	v_cmp_gt_i32_e64 s0, s3, v5
	s_and_b32 s0, vcc_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 s1, s0, -1
	s_and_b32 s9, s0, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s1, s1, exec_lo
; %bb.24:
	s_or_b32 exec_lo, exec_lo, s11
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s1, s1, exec_lo
	s_and_b32 s9, s9, exec_lo
                                        ; implicit-def: $vgpr4
	s_or_saveexec_b32 s3, s10
	v_mov_b32_e32 v6, 0x4c8
	s_wait_alu depctr_sa_sdst(0)
	s_xor_b32 exec_lo, exec_lo, s3
	s_cbranch_execz .LBB0_16
.LBB0_25:
	s_mov_b32 s11, s9
	s_mov_b32 s12, s1
	s_mov_b32 s10, exec_lo
                                        ; implicit-def: $vgpr5
	v_cmpx_eq_u32_e32 0, v4
	s_cbranch_execz .LBB0_29
; %bb.26:
	v_cmp_lt_i32_e64 s0, 0, v1
	s_mov_b32 s11, -1
                                        ; implicit-def: $vgpr5
	s_and_b32 s13, s0, vcc_lo
	s_mov_b32 s0, s9
	s_and_saveexec_b32 s12, s13
; %bb.27:
	v_add_nc_u32_e32 v5, -1, v1
	s_xor_b32 s11, exec_lo, -1
	s_or_b32 s0, s9, exec_lo
; %bb.28:
	s_or_b32 exec_lo, exec_lo, s12
	s_delay_alu instid0(SALU_CYCLE_1)
	s_and_not1_b32 s12, s1, exec_lo
	s_and_b32 s11, s11, exec_lo
	s_and_not1_b32 s13, s9, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_and_b32 s0, s0, exec_lo
	s_or_b32 s12, s12, s11
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s11, s13, s0
.LBB0_29:
	s_or_b32 exec_lo, exec_lo, s10
	v_mov_b32_e32 v6, 0
	s_and_not1_b32 s0, s1, exec_lo
	s_and_b32 s1, s12, exec_lo
	s_and_not1_b32 s9, s9, exec_lo
	s_and_b32 s10, s11, exec_lo
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s0, s1
	s_or_b32 s9, s9, s10
	s_or_b32 exec_lo, exec_lo, s3
	v_mov_b32_e32 v4, 0
	s_and_saveexec_b32 s0, s9
	s_cbranch_execz .LBB0_17
.LBB0_30:
	v_mad_co_u64_u32 v[4:5], null, s2, v5, v[0:1]
	s_wait_alu depctr_sa_sdst(0)
	s_or_b32 s1, s1, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_ashrrev_i32_e32 v5, 31, v4
	v_lshlrev_b64_e32 v[4:5], 2, v[4:5]
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v4, vcc_lo, s6, v4
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	global_load_b32 v4, v[4:5], off
	s_or_b32 exec_lo, exec_lo, s0
	s_wait_alu depctr_sa_sdst(0)
	s_and_saveexec_b32 s0, s1
	s_cbranch_execnz .LBB0_18
	s_branch .LBB0_19
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel stencil2d
		.amdhsa_group_segment_fixed_size 1296
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 1
		.amdhsa_inst_pref_size 9
		.amdhsa_round_robin_scheduling 0
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
	.set stencil2d.num_vgpr, 8
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
; codeLenInByte = 1044
; TotalNumSgprs: 16
; NumVgprs: 8
; ScratchSize: 0
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 1296 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 0
; NumSGPRsForWavesPerEU: 16
; NumVGPRsForWavesPerEU: 8
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 0
; COMPUTE_PGM_RSRC2:USER_SGPR: 2
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 1
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_581e01b8e6dade3d,@object ; @__hip_cuid_581e01b8e6dade3d
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_581e01b8e6dade3d
__hip_cuid_581e01b8e6dade3d:
	.byte	0                               ; 0x0
	.size	__hip_cuid_581e01b8e6dade3d, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_581e01b8e6dade3d
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
    .vgpr_count:     8
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1200
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
