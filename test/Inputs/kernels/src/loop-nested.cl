// Nested loops with a data-dependent early exit.
#include "common.h"
__kernel void loop_nested(__global float *out, __global const float *m,
                          __global const float *v, uint rows, uint cols,
                          float limit) {
  uint r = GRP_X * 64 + LID_X;
  if (r >= rows)
    return;
  float acc = 0.0f;
  for (uint blk = 0; blk < cols; blk += 16) {
    for (uint j = 0; j < 16 && blk + j < cols; ++j)
      acc += m[r * cols + blk + j] * v[blk + j];
    if (acc > limit) // early exit from the outer loop
      break;
  }
  out[r] = acc;
}

// A counted loop with a uniform trip count (scalar loop control).
__kernel void loop_uniform(__global float *out, __global const float *in,
                           uint n) {
  uint i = GRP_X * 64 + LID_X;
  float x = in[i];
  float acc = 1.0f;
  for (uint t = 0; t < n; ++t)
    acc = acc * x + (float)t;
  out[i] = acc;
}
