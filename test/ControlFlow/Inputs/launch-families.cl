// One kernel per instruction family the launch emulation covers, compiled
// for gfx90a, gfx1030, gfx1100 and gfx1200 (test/ControlFlow/launch-families.test).
// 64 work-items per workgroup: one wave64, or two wave32.

// SALU: a loop counted by a kernel argument (s_add, s_cmp, s_cbranch_scc).
// VALU + exec: `x < 16` (v_cmp, s_and_saveexec, s_cbranch_execz).
// Global addresses: a[x * stride + i] (v_mul/v_mad, 64-bit pointer adds).
// LDS: t[x * 2], t[x * 2 + 1] (one b64 or two b32 reads).
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void families(__global const float *a, __global float *b, int n, int stride) {
  __local float t[128];
  int x = get_local_id(0);
  float acc = 0.0f;
  for (int i = 0; i < n; ++i)
    acc += a[x * stride + i];
  t[x] = acc;
  t[x + 64] = acc;
  barrier(CLK_LOCAL_MEM_FENCE);
  if (x < 16)
    acc += t[x * 32 % 128];
  b[get_global_id(0)] = acc;
}
