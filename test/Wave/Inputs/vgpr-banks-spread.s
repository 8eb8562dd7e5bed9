# Input of vgpr-bank-conflicts.s: bank-spread VOPD pairs (A in banks 0-1,
# B in banks 2-3, the accumulators in turn).
  v_dual_fmac_f32 v0, v40, v42 :: v_dual_fmac_f32 v1, v41, v43
  v_dual_fmac_f32 v2, v40, v42 :: v_dual_fmac_f32 v3, v41, v43
  v_dual_fmac_f32 v4, v40, v42 :: v_dual_fmac_f32 v5, v41, v43
  v_dual_fmac_f32 v6, v40, v42 :: v_dual_fmac_f32 v7, v41, v43
  v_dual_fmac_f32 v8, v40, v42 :: v_dual_fmac_f32 v9, v41, v43
  v_dual_fmac_f32 v10, v40, v42 :: v_dual_fmac_f32 v11, v41, v43
  v_dual_fmac_f32 v12, v40, v42 :: v_dual_fmac_f32 v13, v41, v43
  v_dual_fmac_f32 v14, v40, v42 :: v_dual_fmac_f32 v15, v41, v43
  v_dual_fmac_f32 v16, v40, v42 :: v_dual_fmac_f32 v17, v41, v43
  v_dual_fmac_f32 v18, v40, v42 :: v_dual_fmac_f32 v19, v41, v43
  v_dual_fmac_f32 v20, v40, v42 :: v_dual_fmac_f32 v21, v41, v43
  v_dual_fmac_f32 v22, v40, v42 :: v_dual_fmac_f32 v23, v41, v43
  v_dual_fmac_f32 v24, v40, v42 :: v_dual_fmac_f32 v25, v41, v43
  v_dual_fmac_f32 v26, v40, v42 :: v_dual_fmac_f32 v27, v41, v43
  v_dual_fmac_f32 v28, v40, v42 :: v_dual_fmac_f32 v29, v41, v43
  v_dual_fmac_f32 v30, v40, v42 :: v_dual_fmac_f32 v31, v41, v43
  s_endpgm
