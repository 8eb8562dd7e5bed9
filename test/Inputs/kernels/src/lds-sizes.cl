// Static LDS of several sizes (group_segment_fixed_size), each used through
// a reduction so that it is not optimized away. With a workgroup of 64
// work-items the LDS, not the registers, limits the occupancy of the big ones.
#include "common.h"
#define LDS_KERNEL(BYTES)                                                      \
  __attribute__((reqd_work_group_size(64, 1, 1)))                              \
  __kernel void lds_##BYTES(__global float *out, __global const float *in) {   \
    __local float buf[BYTES / 4];                                              \
    uint lid = LID_X;                                                          \
    for (uint j = lid; j < BYTES / 4; j += 64)                                 \
      buf[j] = in[GRP_X * (BYTES / 4) + j];                                    \
    LOCAL_BARRIER();                                                           \
    float s = 0.0f;                                                            \
    for (uint j = lid; j < BYTES / 4; j += 64)                                 \
      s += buf[BYTES / 4 - 1 - j];                                         \
    out[GRP_X * 64 + lid] = s;                                                 \
  }
LDS_KERNEL(2048)
LDS_KERNEL(10000)
LDS_KERNEL(24576)
LDS_KERNEL(40000)
LDS_KERNEL(65536)
