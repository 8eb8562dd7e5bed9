// Global and LDS atomics: a histogram with per-workgroup LDS bins.
#include "common.h"
#define BINS 256
__attribute__((reqd_work_group_size(256, 1, 1)))
__kernel void histogram(__global uint *bins, __global const uchar *data,
                        uint n, __global float *sum) {
  __local uint lbins[BINS];
  uint lid = LID_X;
  lbins[lid] = 0;
  LOCAL_BARRIER();
  float s = 0.0f;
  for (uint i = GRP_X * 256 + lid; i < n; i += 256 * 64) {
    uchar d = data[i];
    __atomic_fetch_add(&lbins[d], 1u, __ATOMIC_RELAXED);
    s += (float)d;
  }
  LOCAL_BARRIER();
  __atomic_fetch_add(&bins[lid], lbins[lid], __ATOMIC_RELAXED);
  __atomic_fetch_max(&bins[BINS + (lid & 7)], lbins[lid], __ATOMIC_RELAXED);
  __atomic_fetch_add(sum, s, __ATOMIC_RELAXED);
}

// Compare-and-swap loop (returning atomics).
__kernel void cas_min(__global int *m, __global const int *v) {
  int x = v[GRP_X * 64 + LID_X];
  int old = *m;
  while (x < old) {
    int expected = old;
    if (__atomic_compare_exchange_n(m, &expected, x, 0, __ATOMIC_RELAXED,
                                    __ATOMIC_RELAXED))
      break;
    old = expected;
  }
}
