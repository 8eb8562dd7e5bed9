# Three marked regions (test/Views/json-stream.test).
# LLVM-MCA-BEGIN first
  v_add_f32_e32 v1, v1, v1
  v_mul_f32_e32 v2, v2, v2
  global_load_dword v3, v[4:5], off
  s_waitcnt vmcnt(0)
# LLVM-MCA-END
# LLVM-MCA-BEGIN second
  v_fma_f32 v3, v1, v2, v3
  ds_read_b32 v6, v7
  s_waitcnt lgkmcnt(0)
# LLVM-MCA-END
# LLVM-MCA-BEGIN third
  s_add_u32 s0, s0, 1
  v_add_f32_e32 v4, v3, v3
# LLVM-MCA-END
