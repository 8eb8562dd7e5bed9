// LDS beyond 64 KiB (gfx950: 160 KiB per CU; gfx12.5: 320 KiB per WGP).
#include "common.h"
#define LDS_KERNEL(BYTES)                                                      \
  __attribute__((reqd_work_group_size(256, 1, 1)))                             \
  __kernel void lds_##BYTES(__global float *out, __global const float *in) {   \
    __local float buf[BYTES / 4];                                              \
    uint lid = LID_X;                                                          \
    for (uint j = lid; j < BYTES / 4; j += 256)                                \
      buf[j] = in[GRP_X * (BYTES / 4) + j];                                    \
    LOCAL_BARRIER();                                                           \
    float s = 0.0f;                                                            \
    for (uint j = lid; j < BYTES / 4; j += 256)                                \
      s += buf[BYTES / 4 - 1 - j];                                         \
    out[GRP_X * 256 + lid] = s;                                                \
  }
LDS_KERNEL(81920)
LDS_KERNEL(131072)
