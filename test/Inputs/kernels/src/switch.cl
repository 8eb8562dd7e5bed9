// A switch on a per-lane opcode (divergent multi-way branch).
#include "common.h"
__kernel void interp(__global float *regs, __global const uint *ops, uint n) {
  uint i = GRP_X * 64 + LID_X;
  float a = regs[i], b = regs[i + n];
  for (uint pc = 0; pc < 8; ++pc) {
    switch (ops[i * 8 + pc] & 7) {
    case 0: a = a + b; break;
    case 1: a = a * b; break;
    case 2: a = a - b; break;
    case 3: b = __builtin_sqrtf(__builtin_fabsf(a)); break;
    case 4: a = __builtin_fmaf(a, b, 1.0f); break;
    case 5: b = a; break;
    case 6: a = -a; break;
    default: a = 0.0f; break;
    }
  }
  regs[i] = a;
}

// A switch on a uniform (kernel-argument) value: scalar branches.
__kernel void uniform_switch(__global float *out, uint mode, float k) {
  uint i = GRP_X * 64 + LID_X;
  float x = out[i];
  switch (mode) {
  case 0: x *= k; break;
  case 1: x += k; break;
  case 2: x = __builtin_fmaf(x, x, k); break;
  case 3: x = x / k; break;
  default: break;
  }
  out[i] = x;
}
