; Two one-dword samples and a wait (test/Target/texture-cost.s).
  image_sample v0, v[4:5], s[0:7], s[8:11] dmask:0x1
  image_sample v1, v[4:5], s[0:7], s[8:11] dmask:0x1
  s_waitcnt vmcnt(0)
  s_endpgm
