# Input of vgpr-bank-conflicts.s: VOPD pairs with 3 sources in one bank.
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  v_dual_fmac_f32 v0, v4, v8 :: v_dual_fmac_f32 v1, v5, v9
  v_dual_fmac_f32 v2, v6, v10 :: v_dual_fmac_f32 v3, v7, v11
  s_endpgm
