// LDS bandwidth: each wave reads 16 x 16 B per lane from LDS (ds_read_b128,
// unit stride: conflict-free) and waits once; nothing else. With enough
// waves the LDS ports are the bound: 64 B/clk per SIMD pair, 128 B/clk/CU
// (rocprofiler-compute), i.e. a wave64 ds_read_b128 (1 KiB) every 16 cycles
// per port.
  ds_read_b128 v[0:3], v40
  ds_read_b128 v[4:7], v40 offset:16
  ds_read_b128 v[8:11], v40 offset:32
  ds_read_b128 v[12:15], v40 offset:48
  ds_read_b128 v[16:19], v40 offset:64
  ds_read_b128 v[20:23], v40 offset:80
  ds_read_b128 v[24:27], v40 offset:96
  ds_read_b128 v[28:31], v40 offset:112
  ds_read_b128 v[0:3], v40 offset:128
  ds_read_b128 v[4:7], v40 offset:144
  ds_read_b128 v[8:11], v40 offset:160
  ds_read_b128 v[12:15], v40 offset:176
  ds_read_b128 v[16:19], v40 offset:192
  ds_read_b128 v[20:23], v40 offset:208
  ds_read_b128 v[24:27], v40 offset:224
  ds_read_b128 v[28:31], v40 offset:240
  s_waitcnt lgkmcnt(0)
  s_endpgm
