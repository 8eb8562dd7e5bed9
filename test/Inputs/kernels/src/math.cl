// Transcendentals (single precision hardware ops) and FP64 arithmetic.
#include "common.h"
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void transcendental(__global float *out, __global const float *in) {
  uint i = GRP_X * 64 + LID_X;
  float x = in[i];
  float s = __builtin_amdgcn_sinf(x);
  float c = __builtin_amdgcn_cosf(x);
  float e = __builtin_amdgcn_exp2f(x * 1.4426950f);
  float l = __builtin_amdgcn_logf(__builtin_fabsf(x) + 1.0f);
  float r = __builtin_amdgcn_rsqf(__builtin_fabsf(x) + 1.0f);
  float q = __builtin_amdgcn_rcpf(x + 2.0f);
  out[i] = s * c + e * l + r * q;
}

__kernel void fp64(__global double *out, __global const double *a,
                   __global const double *b, uint n) {
  uint i = GRP_X * 64 + LID_X;
  double x = a[i], y = b[i];
  double acc = 0.0;
  for (uint k = 0; k < n; ++k)
    acc = __builtin_fma(acc, x, y) + x * (double)k;
  out[i] = acc / (y + 1.0) + __builtin_sqrt(__builtin_fabs(x));
}
