  v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  v_add_f32_e32 v17, 1.0, v17
  v_mfma_f32_32x32x2f32 a[16:31], v0, v1, a[16:31]
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  v_add_f32_e32 v17, 1.0, v17
  v_mfma_f32_32x32x2f32 a[32:47], v0, v1, a[32:47]
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  v_add_f32_e32 v17, 1.0, v17
  v_mfma_f32_32x32x2f32 a[48:63], v0, v1, a[48:63]
  v_add_f32_e32 v10, 1.0, v10
  v_add_f32_e32 v11, 1.0, v11
  v_add_f32_e32 v12, 1.0, v12
  v_add_f32_e32 v13, 1.0, v13
  v_add_f32_e32 v14, 1.0, v14
  v_add_f32_e32 v15, 1.0, v15
  v_add_f32_e32 v16, 1.0, v16
  v_add_f32_e32 v17, 1.0, v17
  s_endpgm
