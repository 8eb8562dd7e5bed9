# Four independent v_mfma_f32_16x16x16_f16 per wave (test/Wave/matrix-clock.s).
  v_mfma_f32_16x16x16_f16 v[0:3], v[16:17], v[18:19], v[0:3]
  v_mfma_f32_16x16x16_f16 v[4:7], v[16:17], v[18:19], v[4:7]
  v_mfma_f32_16x16x16_f16 v[8:11], v[16:17], v[18:19], v[8:11]
  v_mfma_f32_16x16x16_f16 v[12:15], v[16:17], v[18:19], v[12:15]
  s_endpgm
