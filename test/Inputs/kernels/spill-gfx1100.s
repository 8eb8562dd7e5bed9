	.amdgcn_target "amdgcn-amd-amdhsa--gfx1100"
	.amdhsa_code_object_version 6
	.text
	.protected	private_array           ; -- Begin function private_array
	.globl	private_array
	.p2align	8
	.type	private_array,@function
private_array:                          ; @private_array
; %bb.0:
	s_load_b128 s[4:7], s[0:1], 0x0
	v_lshl_or_b32 v34, s15, 10, v0
	v_mov_b32_e32 v35, 0
	s_load_b64 s[0:1], s[0:1], 0x10
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_dual_mov_b32 v1, v35 :: v_dual_add_nc_u32 v0, 1, v34
	v_add_nc_u32_e32 v2, 2, v34
	v_lshlrev_b64 v[32:33], 2, v[34:35]
	v_dual_mov_b32 v3, v35 :: v_dual_add_nc_u32 v4, 3, v34
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	v_dual_mov_b32 v5, v35 :: v_dual_add_nc_u32 v10, 5, v34
	v_mov_b32_e32 v11, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[2:3], 2, v[2:3]
	v_dual_mov_b32 v21, v35 :: v_dual_add_nc_u32 v14, 7, v34
	v_add_nc_u32_e32 v20, 9, v34
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v6, vcc_lo, s6, v32
	v_add_co_ci_u32_e64 v7, null, s7, v33, vcc_lo
	v_add_co_u32 v8, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v9, null, s7, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[4:5]
	v_add_nc_u32_e32 v4, 4, v34
	v_add_co_u32 v2, vcc_lo, s6, v2
	v_add_co_ci_u32_e64 v3, null, s7, v3, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[4:5], 2, v[4:5]
	v_add_co_u32 v12, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v13, null, s7, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[10:11]
	v_dual_mov_b32 v15, v35 :: v_dual_add_nc_u32 v10, 6, v34
	v_add_co_u32 v4, vcc_lo, s6, v4
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v5, null, s7, v5, vcc_lo
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_co_u32 v16, vcc_lo, s6, v0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s7, v1, vcc_lo
	v_lshlrev_b64 v[0:1], 2, v[14:15]
	v_add_nc_u32_e32 v14, 8, v34
	v_add_co_u32 v10, vcc_lo, s6, v10
	v_add_co_ci_u32_e64 v11, null, s7, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v18, vcc_lo, s6, v0
	v_add_co_ci_u32_e64 v19, null, s7, v1, vcc_lo
	s_clause 0x7
	global_load_b32 v0, v[6:7], off
	global_load_b32 v1, v[8:9], off
	global_load_b32 v2, v[2:3], off
	global_load_b32 v3, v[12:13], off
	global_load_b32 v4, v[4:5], off
	global_load_b32 v5, v[16:17], off
	global_load_b32 v6, v[10:11], off
	global_load_b32 v7, v[18:19], off
	v_mov_b32_e32 v11, v35
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_dual_mov_b32 v19, v35 :: v_dual_add_nc_u32 v10, 10, v34
	v_dual_mov_b32 v23, v35 :: v_dual_add_nc_u32 v18, 13, v34
	v_mov_b32_e32 v29, v35
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v12, vcc_lo, s6, v14
	v_add_co_ci_u32_e64 v13, null, s7, v15, vcc_lo
	v_mov_b32_e32 v15, v35
	v_lshlrev_b64 v[8:9], 2, v[20:21]
	v_add_nc_u32_e32 v14, 11, v34
	v_lshlrev_b64 v[10:11], 2, v[10:11]
	v_add_nc_u32_e32 v22, 15, v34
	v_dual_mov_b32 v41, v35 :: v_dual_add_nc_u32 v28, 17, v34
	v_add_co_u32 v16, vcc_lo, s6, v8
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v17, null, s7, v9, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[14:15]
	v_add_nc_u32_e32 v14, 12, v34
	v_add_co_u32 v10, vcc_lo, s6, v10
	v_add_co_ci_u32_e64 v11, null, s7, v11, vcc_lo
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[14:15], 2, v[14:15]
	v_add_co_u32 v20, vcc_lo, s6, v8
	v_add_co_ci_u32_e64 v21, null, s7, v9, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[18:19]
	v_add_nc_u32_e32 v18, 14, v34
	v_add_co_u32 v14, vcc_lo, s6, v14
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v15, null, s7, v15, vcc_lo
	v_add_co_u32 v24, vcc_lo, s6, v8
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_4)
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_ci_u32_e64 v25, null, s7, v9, vcc_lo
	v_lshlrev_b64 v[8:9], 2, v[22:23]
	v_dual_mov_b32 v31, v35 :: v_dual_add_nc_u32 v22, 16, v34
	v_add_co_u32 v18, vcc_lo, s6, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v19, null, s7, v19, vcc_lo
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32 v26, vcc_lo, s6, v8
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v27, null, s7, v9, vcc_lo
	s_clause 0x7
	global_load_b32 v8, v[12:13], off
	global_load_b32 v9, v[16:17], off
	global_load_b32 v10, v[10:11], off
	global_load_b32 v11, v[20:21], off
	global_load_b32 v12, v[14:15], off
	global_load_b32 v13, v[24:25], off
	global_load_b32 v14, v[18:19], off
	global_load_b32 v15, v[26:27], off
	v_lshlrev_b64 v[16:17], 2, v[28:29]
	v_dual_mov_b32 v19, v35 :: v_dual_add_nc_u32 v18, 18, v34
	v_add_co_u32 v20, vcc_lo, s6, v22
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v21, null, s7, v23, vcc_lo
	v_dual_mov_b32 v23, v35 :: v_dual_add_nc_u32 v22, 19, v34
	v_lshlrev_b64 v[18:19], 2, v[18:19]
	v_add_co_u32 v24, vcc_lo, s6, v16
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v25, null, s7, v17, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[22:23]
	v_add_nc_u32_e32 v22, 20, v34
	v_dual_mov_b32 v43, v35 :: v_dual_add_nc_u32 v26, 21, v34
	v_mov_b32_e32 v27, v35
	v_add_co_u32 v18, vcc_lo, s6, v18
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v19, null, s7, v19, vcc_lo
	v_lshlrev_b64 v[22:23], 2, v[22:23]
	v_add_co_u32 v28, vcc_lo, s6, v16
	v_add_co_ci_u32_e64 v29, null, s7, v17, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[26:27]
	v_dual_mov_b32 v49, v35 :: v_dual_add_nc_u32 v26, 22, v34
	v_add_nc_u32_e32 v30, 23, v34
	v_add_co_u32 v22, vcc_lo, s6, v22
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v23, null, s7, v23, vcc_lo
	v_add_co_u32 v36, vcc_lo, s6, v16
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_ci_u32_e64 v37, null, s7, v17, vcc_lo
	v_lshlrev_b64 v[16:17], 2, v[30:31]
	v_add_nc_u32_e32 v30, 24, v34
	v_add_nc_u32_e32 v40, 25, v34
	v_add_co_u32 v26, vcc_lo, s6, v26
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v27, null, s7, v27, vcc_lo
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32 v38, vcc_lo, s6, v16
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v39, null, s7, v17, vcc_lo
	s_clause 0x7
	global_load_b32 v16, v[20:21], off
	global_load_b32 v17, v[24:25], off
	global_load_b32 v18, v[18:19], off
	global_load_b32 v19, v[28:29], off
	global_load_b32 v20, v[22:23], off
	global_load_b32 v21, v[36:37], off
	global_load_b32 v22, v[26:27], off
	global_load_b32 v23, v[38:39], off
	v_lshlrev_b64 v[24:25], 2, v[40:41]
	v_dual_mov_b32 v51, v35 :: v_dual_add_nc_u32 v26, 26, v34
	v_mov_b32_e32 v27, v35
	v_add_co_u32 v28, vcc_lo, s6, v30
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v29, null, s7, v31, vcc_lo
	v_dual_mov_b32 v57, v35 :: v_dual_add_nc_u32 v30, 27, v34
	v_mov_b32_e32 v31, v35
	v_lshlrev_b64 v[26:27], 2, v[26:27]
	v_add_co_u32 v36, vcc_lo, s6, v24
	v_add_co_ci_u32_e64 v37, null, s7, v25, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_3) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[24:25], 2, v[30:31]
	v_add_nc_u32_e32 v30, 28, v34
	v_dual_mov_b32 v39, v35 :: v_dual_add_nc_u32 v38, 29, v34
	v_add_co_u32 v26, vcc_lo, s6, v26
	v_add_co_ci_u32_e64 v27, null, s7, v27, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[30:31], 2, v[30:31]
	v_add_co_u32 v40, vcc_lo, s6, v24
	v_add_co_ci_u32_e64 v41, null, s7, v25, vcc_lo
	v_lshlrev_b64 v[24:25], 2, v[38:39]
	v_add_nc_u32_e32 v38, 30, v34
	v_dual_mov_b32 v59, v35 :: v_dual_add_nc_u32 v42, 31, v34
	v_add_co_u32 v30, vcc_lo, s6, v30
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v31, null, s7, v31, vcc_lo
	v_add_co_u32 v44, vcc_lo, s6, v24
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_ci_u32_e64 v45, null, s7, v25, vcc_lo
	v_lshlrev_b64 v[24:25], 2, v[42:43]
	v_dual_mov_b32 v65, v35 :: v_dual_add_nc_u32 v42, 32, v34
	v_add_nc_u32_e32 v48, 33, v34
	v_add_co_u32 v38, vcc_lo, s6, v38
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_ci_u32_e64 v39, null, s7, v39, vcc_lo
	v_add_co_u32 v46, vcc_lo, s6, v24
	v_add_co_ci_u32_e64 v47, null, s7, v25, vcc_lo
	s_clause 0x7
	global_load_b32 v24, v[28:29], off
	global_load_b32 v25, v[36:37], off
	global_load_b32 v26, v[26:27], off
	global_load_b32 v27, v[40:41], off
	global_load_b32 v28, v[30:31], off
	global_load_b32 v29, v[44:45], off
	global_load_b32 v30, v[38:39], off
	global_load_b32 v31, v[46:47], off
	v_lshlrev_b64 v[36:37], 2, v[48:49]
	v_dual_mov_b32 v39, v35 :: v_dual_add_nc_u32 v38, 34, v34
	v_add_co_u32 v40, vcc_lo, s6, v42
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v41, null, s7, v43, vcc_lo
	v_dual_mov_b32 v43, v35 :: v_dual_add_nc_u32 v42, 35, v34
	v_lshlrev_b64 v[38:39], 2, v[38:39]
	v_add_co_u32 v44, vcc_lo, s6, v36
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v45, null, s7, v37, vcc_lo
	v_lshlrev_b64 v[36:37], 2, v[42:43]
	v_dual_mov_b32 v67, v35 :: v_dual_add_nc_u32 v42, 36, v34
	v_dual_mov_b32 v73, v35 :: v_dual_add_nc_u32 v46, 37, v34
	v_mov_b32_e32 v47, v35
	v_add_co_u32 v38, vcc_lo, s6, v38
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_2) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v39, null, s7, v39, vcc_lo
	v_lshlrev_b64 v[42:43], 2, v[42:43]
	v_add_co_u32 v48, vcc_lo, s6, v36
	v_add_co_ci_u32_e64 v49, null, s7, v37, vcc_lo
	v_lshlrev_b64 v[36:37], 2, v[46:47]
	v_add_nc_u32_e32 v46, 38, v34
	v_add_nc_u32_e32 v50, 39, v34
	v_add_co_u32 v42, vcc_lo, s6, v42
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v43, null, s7, v43, vcc_lo
	v_add_co_u32 v52, vcc_lo, s6, v36
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_ci_u32_e64 v53, null, s7, v37, vcc_lo
	v_lshlrev_b64 v[36:37], 2, v[50:51]
	v_add_nc_u32_e32 v50, 40, v34
	v_add_nc_u32_e32 v56, 41, v34
	v_add_co_u32 v46, vcc_lo, s6, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v47, null, s7, v47, vcc_lo
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_u32 v54, vcc_lo, s6, v36
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v55, null, s7, v37, vcc_lo
	s_clause 0x7
	global_load_b32 v36, v[40:41], off
	global_load_b32 v37, v[44:45], off
	global_load_b32 v38, v[38:39], off
	global_load_b32 v39, v[48:49], off
	global_load_b32 v40, v[42:43], off
	global_load_b32 v41, v[52:53], off
	global_load_b32 v42, v[46:47], off
	global_load_b32 v43, v[54:55], off
	v_lshlrev_b64 v[44:45], 2, v[56:57]
	v_dual_mov_b32 v47, v35 :: v_dual_add_nc_u32 v46, 42, v34
	v_add_co_u32 v48, vcc_lo, s6, v50
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v49, null, s7, v51, vcc_lo
	v_dual_mov_b32 v51, v35 :: v_dual_add_nc_u32 v50, 43, v34
	v_lshlrev_b64 v[46:47], 2, v[46:47]
	v_add_co_u32 v52, vcc_lo, s6, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v53, null, s7, v45, vcc_lo
	v_lshlrev_b64 v[44:45], 2, v[50:51]
	v_add_nc_u32_e32 v50, 44, v34
	v_dual_mov_b32 v55, v35 :: v_dual_add_nc_u32 v54, 45, v34
	v_add_co_u32 v46, vcc_lo, s6, v46
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v47, null, s7, v47, vcc_lo
	v_lshlrev_b64 v[50:51], 2, v[50:51]
	v_add_co_u32 v56, vcc_lo, s6, v44
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v57, null, s7, v45, vcc_lo
	v_lshlrev_b64 v[44:45], 2, v[54:55]
	v_add_nc_u32_e32 v54, 46, v34
	v_add_nc_u32_e32 v58, 47, v34
	v_add_co_u32 v50, vcc_lo, s6, v50
	v_add_co_ci_u32_e64 v51, null, s7, v51, vcc_lo
	v_add_co_u32 v60, vcc_lo, s6, v44
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_co_ci_u32_e64 v61, null, s7, v45, vcc_lo
	v_lshlrev_b64 v[44:45], 2, v[58:59]
	v_add_nc_u32_e32 v58, 48, v34
	v_add_nc_u32_e32 v64, 49, v34
	v_add_co_u32 v54, vcc_lo, s6, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v55, null, s7, v55, vcc_lo
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_co_u32 v62, vcc_lo, s6, v44
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v63, null, s7, v45, vcc_lo
	s_clause 0x7
	global_load_b32 v44, v[48:49], off
	global_load_b32 v45, v[52:53], off
	global_load_b32 v46, v[46:47], off
	global_load_b32 v47, v[56:57], off
	global_load_b32 v48, v[50:51], off
	global_load_b32 v49, v[60:61], off
	global_load_b32 v50, v[54:55], off
	global_load_b32 v51, v[62:63], off
	v_lshlrev_b64 v[52:53], 2, v[64:65]
	v_dual_mov_b32 v55, v35 :: v_dual_add_nc_u32 v54, 50, v34
	v_add_co_u32 v56, vcc_lo, s6, v58
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v57, null, s7, v59, vcc_lo
	v_dual_mov_b32 v59, v35 :: v_dual_add_nc_u32 v58, 51, v34
	v_lshlrev_b64 v[54:55], 2, v[54:55]
	v_add_co_u32 v60, vcc_lo, s6, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v61, null, s7, v53, vcc_lo
	v_lshlrev_b64 v[52:53], 2, v[58:59]
	v_add_nc_u32_e32 v58, 52, v34
	v_dual_mov_b32 v63, v35 :: v_dual_add_nc_u32 v62, 53, v34
	v_add_co_u32 v54, vcc_lo, s6, v54
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v55, null, s7, v55, vcc_lo
	v_lshlrev_b64 v[58:59], 2, v[58:59]
	v_add_co_u32 v64, vcc_lo, s6, v52
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_4) | instid1(VALU_DEP_1)
	v_add_co_ci_u32_e64 v65, null, s7, v53, vcc_lo
	v_lshlrev_b64 v[52:53], 2, v[62:63]
	v_add_nc_u32_e32 v62, 54, v34
	v_add_nc_u32_e32 v66, 55, v34
	v_add_co_u32 v58, vcc_lo, s6, v58
	v_add_co_ci_u32_e64 v59, null, s7, v59, vcc_lo
	v_add_co_u32 v68, vcc_lo, s6, v52
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_co_ci_u32_e64 v69, null, s7, v53, vcc_lo
	v_lshlrev_b64 v[52:53], 2, v[66:67]
	v_add_nc_u32_e32 v66, 56, v34
	v_add_nc_u32_e32 v72, 57, v34
	v_add_co_u32 v62, vcc_lo, s6, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v63, null, s7, v63, vcc_lo
	v_lshlrev_b64 v[66:67], 2, v[66:67]
	v_add_co_u32 v70, vcc_lo, s6, v52
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v71, null, s7, v53, vcc_lo
	s_clause 0x7
	global_load_b32 v52, v[56:57], off
	global_load_b32 v53, v[60:61], off
	global_load_b32 v54, v[54:55], off
	global_load_b32 v55, v[64:65], off
	global_load_b32 v56, v[58:59], off
	global_load_b32 v57, v[68:69], off
	global_load_b32 v58, v[62:63], off
	global_load_b32 v59, v[70:71], off
	v_lshlrev_b64 v[60:61], 2, v[72:73]
	v_dual_mov_b32 v63, v35 :: v_dual_add_nc_u32 v62, 58, v34
	v_add_co_u32 v64, vcc_lo, s6, v66
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v65, null, s7, v67, vcc_lo
	v_dual_mov_b32 v67, v35 :: v_dual_add_nc_u32 v66, 59, v34
	v_lshlrev_b64 v[62:63], 2, v[62:63]
	v_add_co_u32 v68, vcc_lo, s6, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_4)
	v_add_co_ci_u32_e64 v69, null, s7, v61, vcc_lo
	v_lshlrev_b64 v[60:61], 2, v[66:67]
	v_add_nc_u32_e32 v66, 60, v34
	v_add_co_u32 v70, vcc_lo, s6, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v71, null, s7, v63, vcc_lo
	v_lshlrev_b64 v[62:63], 2, v[66:67]
	v_add_nc_u32_e32 v66, 61, v34
	v_add_co_u32 v72, vcc_lo, s6, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v73, null, s7, v61, vcc_lo
	v_lshlrev_b64 v[60:61], 2, v[66:67]
	v_add_nc_u32_e32 v66, 62, v34
	v_add_co_u32 v74, vcc_lo, s6, v62
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v75, null, s7, v63, vcc_lo
	v_lshlrev_b64 v[62:63], 2, v[66:67]
	v_add_nc_u32_e32 v66, 63, v34
	v_lshlrev_b32_e32 v34, 3, v34
	v_add_co_u32 v76, vcc_lo, s6, v60
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_ci_u32_e64 v77, null, s7, v61, vcc_lo
	v_lshlrev_b64 v[34:35], 2, v[34:35]
	v_add_co_u32 v78, vcc_lo, s6, v62
	v_lshlrev_b64 v[60:61], 2, v[66:67]
	v_add_co_ci_u32_e64 v79, null, s7, v63, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v34, vcc_lo, s0, v34
	v_add_co_ci_u32_e64 v35, null, s1, v35, vcc_lo
	s_delay_alu instid0(VALU_DEP_4) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_co_u32 v80, vcc_lo, s6, v60
	v_add_co_ci_u32_e64 v81, null, s7, v61, vcc_lo
	global_load_b128 v[60:63], v[34:35], off
	s_clause 0x7
	global_load_b32 v64, v[64:65], off
	global_load_b32 v65, v[68:69], off
	global_load_b32 v66, v[70:71], off
	global_load_b32 v67, v[72:73], off
	global_load_b32 v68, v[74:75], off
	global_load_b32 v69, v[76:77], off
	global_load_b32 v70, v[78:79], off
	global_load_b32 v71, v[80:81], off
	global_load_b128 v[72:75], v[34:35], off offset:16
	s_waitcnt vmcnt(62)
	scratch_store_b128 off, v[0:3], off
	s_waitcnt vmcnt(58)
	scratch_store_b128 off, v[4:7], off offset:16
	s_waitcnt vmcnt(54)
	scratch_store_b128 off, v[8:11], off offset:32
	s_waitcnt vmcnt(50)
	scratch_store_b128 off, v[12:15], off offset:48
	s_waitcnt vmcnt(46)
	scratch_store_b128 off, v[16:19], off offset:64
	s_waitcnt vmcnt(42)
	scratch_store_b128 off, v[20:23], off offset:80
	s_waitcnt vmcnt(38)
	scratch_store_b128 off, v[24:27], off offset:96
	s_waitcnt vmcnt(34)
	scratch_store_b128 off, v[28:31], off offset:112
	s_waitcnt vmcnt(30)
	scratch_store_b128 off, v[36:39], off offset:128
	s_waitcnt vmcnt(26)
	scratch_store_b128 off, v[40:43], off offset:144
	s_waitcnt vmcnt(22)
	scratch_store_b128 off, v[44:47], off offset:160
	s_waitcnt vmcnt(18)
	scratch_store_b128 off, v[48:51], off offset:176
	s_waitcnt vmcnt(14)
	scratch_store_b128 off, v[52:55], off offset:192
	s_waitcnt vmcnt(10)
	scratch_store_b128 off, v[56:59], off offset:208
	s_waitcnt vmcnt(5)
	scratch_store_b128 off, v[64:67], off offset:224
	s_waitcnt vmcnt(1)
	scratch_store_b128 off, v[68:71], off offset:240
	v_and_b32_e32 v0, 63, v60
	s_waitcnt vmcnt(0)
	v_and_b32_e32 v6, 63, v74
	v_and_b32_e32 v7, 63, v75
	v_and_b32_e32 v4, 63, v72
	v_and_b32_e32 v5, 63, v73
	v_lshlrev_b32_e32 v0, 2, v0
	v_lshlrev_b32_e32 v6, 2, v6
	v_lshlrev_b32_e32 v7, 2, v7
	v_and_b32_e32 v3, 63, v63
	v_lshlrev_b32_e32 v4, 2, v4
	s_clause 0x2
	scratch_load_b32 v0, v0, off
	scratch_load_b32 v6, v6, off
	scratch_load_b32 v7, v7, off
	v_lshlrev_b32_e32 v5, 2, v5
	s_clause 0x1
	scratch_load_b32 v4, v4, off
	scratch_load_b32 v5, v5, off
	v_lshlrev_b32_e32 v3, 2, v3
	v_and_b32_e32 v2, 63, v62
	scratch_load_b32 v3, v3, off
	v_and_b32_e32 v1, 63, v61
	v_lshlrev_b32_e32 v2, 2, v2
	s_waitcnt vmcnt(5)
	s_delay_alu instid0(VALU_DEP_2)
	v_dual_add_f32 v0, 0, v0 :: v_dual_lshlrev_b32 v1, 2, v1
	s_clause 0x1
	scratch_load_b32 v1, v1, off
	scratch_load_b32 v2, v2, off
	s_waitcnt vmcnt(1)
	v_add_f32_e32 v0, v0, v1
	s_waitcnt vmcnt(0)
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v2
	v_add_f32_e32 v0, v0, v3
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v4
	v_add_f32_e32 v0, v0, v5
	s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(VALU_DEP_1)
	v_add_f32_e32 v0, v0, v6
	v_add_f32_e32 v2, v0, v7
	v_add_co_u32 v0, vcc_lo, s4, v32
	s_delay_alu instid0(VALU_DEP_1)
	v_add_co_ci_u32_e64 v1, null, s5, v33, vcc_lo
	global_store_b32 v[0:1], v2, off
	s_endpgm
	.section	.rodata,"a",@progbits
	.p2align	6, 0x0
	.amdhsa_kernel private_array
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 272
		.amdhsa_kernarg_size 24
		.amdhsa_user_sgpr_count 15
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_uses_dynamic_stack 0
		.amdhsa_enable_private_segment 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 82
		.amdhsa_next_free_sgpr 16
		.amdhsa_reserve_vcc 1
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
		.amdhsa_inst_pref_size 25
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
	.size	private_array, .Lfunc_end0-private_array
                                        ; -- End function
	.set private_array.num_vgpr, 82
	.set private_array.num_agpr, 0
	.set private_array.numbered_sgpr, 16
	.set private_array.num_named_barrier, 0
	.set private_array.private_seg_size, 272
	.set private_array.uses_vcc, 1
	.set private_array.uses_flat_scratch, 1
	.set private_array.has_dyn_sized_stack, 0
	.set private_array.has_recursion, 0
	.set private_array.has_indirect_call, 0
	.section	.AMDGPU.csdata,"",@progbits
; Kernel info:
; codeLenInByte = 3192
; TotalNumSgprs: 18
; NumVgprs: 82
; ScratchSize: 272
; MemoryBound: 0
; FloatMode: 240
; IeeeMode: 1
; LDSByteSize: 0 bytes/workgroup (compile time only)
; SGPRBlocks: 0
; VGPRBlocks: 10
; NumSGPRsForWavesPerEU: 18
; NumVGPRsForWavesPerEU: 82
; Occupancy: 16
; WaveLimiterHint : 0
; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1
; COMPUTE_PGM_RSRC2:USER_SGPR: 15
; COMPUTE_PGM_RSRC2:TRAP_HANDLER: 0
; COMPUTE_PGM_RSRC2:TGID_X_EN: 1
; COMPUTE_PGM_RSRC2:TGID_Y_EN: 0
; COMPUTE_PGM_RSRC2:TGID_Z_EN: 0
; COMPUTE_PGM_RSRC2:TIDIG_COMP_CNT: 0
	.text
	.p2alignl 7, 3214868480
	.fill 96, 4, 3214868480
	.section	.AMDGPU.gpr_maximums,"",@progbits
	.set amdgpu.max_num_vgpr, 0
	.set amdgpu.max_num_agpr, 0
	.set amdgpu.max_num_sgpr, 0
	.set amdgpu.max_num_named_barrier, 0
	.text
	.type	__hip_cuid_67efe5a5c5a2e2bb,@object ; @__hip_cuid_67efe5a5c5a2e2bb
	.section	.bss,"aw",@nobits
	.globl	__hip_cuid_67efe5a5c5a2e2bb
__hip_cuid_67efe5a5c5a2e2bb:
	.byte	0                               ; 0x0
	.size	__hip_cuid_67efe5a5c5a2e2bb, 1

	.ident	"Debian clang version 22.1.8 (1~deb12u1)"
	.section	".note.GNU-stack","",@progbits
	.addrsig
	.addrsig_sym __hip_cuid_67efe5a5c5a2e2bb
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
      - .address_space:  global
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 24
    .max_flat_workgroup_size: 1024
    .name:           private_array
    .private_segment_fixed_size: 272
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         private_array.kd
    .uniform_work_group_size: 1
    .uses_dynamic_stack: false
    .vgpr_count:     82
    .vgpr_spill_count: 0
    .wavefront_size: 32
    .workgroup_processor_mode: 1
amdhsa.target:   amdgcn-amd-amdhsa--gfx1100
amdhsa.version:
  - 1
  - 2
...

	.end_amdgpu_metadata
