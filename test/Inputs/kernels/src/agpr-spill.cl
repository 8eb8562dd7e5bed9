// Beyond 256 live values with single-wave workgroups: clang may then give a
// wave up to the whole register file, so on gfx90a+ the excess lives in
// AGPRs of the unified file (accum_offset > 0, VGPRs + AGPRs > 256).
#include "common.h"
__attribute__((reqd_work_group_size(64, 1, 1)))
__kernel void agpr_spill(__global float *out, __global const float *in,
                         uint iters) {
  uint i = GRP_X * 64 + LID_X;
  float acc[100];
#pragma unroll
  for (int j = 0; j < 100; ++j)
    acc[j] = in[i + j * 64];
  for (uint t = 0; t < iters; ++t) {
    float x = in[i + t * 4096];
    float y = in[i + t * 4096 + 64];
    float z = in[i + t * 4096 + 128];
#pragma unroll
    for (int j = 0; j < 100; ++j)
      acc[j] = __builtin_fmaf(__builtin_fmaf(acc[j], x, y), z, (float)(j + 1));
  }
#pragma unroll
  for (int j = 0; j < 100; ++j)
    out[i + j * 64] = acc[j];
}
