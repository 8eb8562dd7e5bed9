// CDNA matrix cores: MFMA with f16 inputs and f32 accumulators (AGPRs on
// gfx908), chained so the accumulators stay live.
#include "common.h"
typedef float float16_t_vec __attribute__((ext_vector_type(16)));
typedef float float4_vec __attribute__((ext_vector_type(4)));
typedef half half4_vec __attribute__((ext_vector_type(4)));
__kernel void mfma_32x32x8(__global float16_t_vec *c, __global const half4_vec *a,
                           __global const half4_vec *b, uint k) {
  uint i = GRP_X * 64 + LID_X;
  float16_t_vec acc = c[i];
  for (uint t = 0; t < k; ++t)
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a[i + t * 64], b[i + t * 64],
                                               acc, 0, 0, 0);
  c[i] = acc;
}

__kernel void mfma_16x16x16(__global float4_vec *c, __global const half4_vec *a,
                            __global const half4_vec *b, uint k) {
  uint i = GRP_X * 64 + LID_X;
  float4_vec acc0 = c[i], acc1 = c[i + 64];
  for (uint t = 0; t < k; ++t) {
    acc0 = __builtin_amdgcn_mfma_f32_16x16x16f16(a[i + t * 64], b[i], acc0, 0,
                                                 0, 0);
    acc1 = __builtin_amdgcn_mfma_f32_16x16x16f16(a[i], b[i + t * 64], acc1, 0,
                                                 0, 0);
  }
  c[i] = acc0 + acc1;
}
