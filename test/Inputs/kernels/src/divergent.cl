// Divergent if/else on the lane id (exec masking, s_cbranch_execz).
#include "common.h"
__kernel void divergent(__global float *out, __global const float *in,
                        float t) {
  uint i = GRP_X * 64 + LID_X;
  float x = in[i];
  float r;
  if (x > t) {
    r = __builtin_sqrtf(x) * 3.0f + in[i + 1];
  } else if (x < -t) {
    r = in[i + 2] * in[i + 3] - x;
  } else {
    r = 0.0f;
  }
  if ((LID_X & 1) == 0)
    out[i] = r;
}
