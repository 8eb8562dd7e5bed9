// Scalar register pressure: many uniform values (kernel arguments and
// constant-buffer loads) live at once in SGPRs.
#include "common.h"
__kernel void sgpr_uniform(__global float *out, __constant float *c,
                           __constant uint *idx, uint n) {
  uint i = GRP_X * 64 + LID_X;
  float x = out[i];
  float k[48];
#pragma unroll
  for (int j = 0; j < 48; ++j)
    k[j] = c[j];
  for (uint t = 0; t < n; ++t) {
#pragma unroll
    for (int j = 0; j < 48; ++j)
      x = __builtin_fmaf(x, k[j], k[47 - j]);
    x += c[idx[t]];
  }
  out[i] = x;
}

__kernel void sgpr_many_args(__global float *out, float a0, float a1, float a2,
                             float a3, float a4, float a5, float a6, float a7,
                             float a8, float a9, float a10, float a11,
                             float a12, float a13, float a14, float a15,
                             uint u0, uint u1, uint u2, uint u3) {
  uint i = GRP_X * 64 + LID_X;
  float x = out[i];
  x = x * a0 + a1;  x = x * a2 + a3;  x = x * a4 + a5;  x = x * a6 + a7;
  x = x * a8 + a9;  x = x * a10 + a11; x = x * a12 + a13; x = x * a14 + a15;
  uint s = (u0 * u1) ^ (u2 + u3);
  out[i + s] = x;
}
