// RDNA matrix ops: WMMA f32 <- f16 x f16 (16x16x16), wave32.
#include "common.h"
#if defined(__gfx1200__) || defined(__gfx1201__)
typedef half halfN __attribute__((ext_vector_type(8)));
typedef float floatN __attribute__((ext_vector_type(8)));
#define WMMA(A, B, C) __builtin_amdgcn_wmma_f32_16x16x16_f16_w32_gfx12(A, B, C)
#else
typedef half halfN __attribute__((ext_vector_type(16)));
typedef float floatN __attribute__((ext_vector_type(8)));
#define WMMA(A, B, C) __builtin_amdgcn_wmma_f32_16x16x16_f16_w32(A, B, C)
#endif
__kernel void wmma_f16(__global floatN *c, __global const halfN *a,
                       __global const halfN *b, uint k) {
  uint i = GRP_X * 32 + LID_X;
  floatN acc = c[i];
  for (uint t = 0; t < k; ++t)
    acc = WMMA(a[i + t * 32], b[i + t * 32], acc);
  c[i] = acc;
}
