// Straight-line integer and float ALU work, no branches.
#include "common.h"
__kernel void alu_straight(__global float *out, __global const uint *in,
                           float a, float b, uint k) {
  uint i = GRP_X * 256 + LID_X;
  uint v = in[i];
  uint h = (v ^ (v >> 16)) * 0x45d9f3bu;
  h = (h ^ (h >> 16)) * 0x45d9f3bu;
  h = h ^ (h >> 16);
  uint m = (h * k) + (v << 3) - (h >> 5);
  float f = (float)m * a + b;
  float g = f * f - a * b;
  float r = __builtin_fmaf(g, 0.5f, f) + __builtin_fminf(f, g) -
            __builtin_fmaxf(a, g);
  int s = (int)r;
  s = (s < 0) ? -s : s;
  out[i] = r + (float)(s & 255) + (float)__builtin_popcount(h);
}
