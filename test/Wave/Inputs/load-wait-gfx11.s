  global_load_b32 v1, v[4:5], off
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v2, v1, v1
  s_endpgm
