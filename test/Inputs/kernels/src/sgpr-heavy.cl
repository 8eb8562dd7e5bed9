// 64 uniform coefficients live in SGPRs across a loop: on gfx8/9 clang ends
// up at 88 SGPRs, where its occupancy rule gives 9 waves (the allocation
// granule of 16 would give 8): SGPRs limit the occupancy.
#include "common.h"
__kernel void sgpr_heavy(__global float *out, __constant float *c,
                         __constant uint *idx, uint n) {
  uint i = GRP_X * 64 + LID_X;
  float x = out[i];
  float k[64];
#pragma unroll
  for (int j = 0; j < 64; ++j)
    k[j] = c[j];
  for (uint t = 0; t < n; ++t) {
#pragma unroll
    for (int j = 0; j < 64; ++j)
      x = __builtin_fmaf(x, k[j], k[63 - j]);
    x += c[idx[t]];
  }
  out[i] = x;
}
