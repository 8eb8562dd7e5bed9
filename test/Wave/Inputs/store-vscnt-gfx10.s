  global_store_dword v[4:5], v1, off
  s_waitcnt_vscnt null, 0x0
  v_add_f32_e32 v2, v1, v1
  s_endpgm
