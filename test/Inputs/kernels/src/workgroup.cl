// The same small kernel with different workgroup sizes (reqd_work_group_size
// and amdgpu_flat_work_group_size): the workgroup size changes the
// workgroup-slot and barrier limits on occupancy.
#include "common.h"
#define WG_KERNEL(NAME, ATTR, LDSFLOATS)                                        \
  ATTR __kernel void NAME(__global float *out, __global const float *in) {     \
    __local float buf[LDSFLOATS];                                              \
    uint lid = LID_X;                                                          \
    buf[lid % LDSFLOATS] = in[GRP_X * 64 + lid];                               \
    LOCAL_BARRIER();                                                           \
    out[GRP_X * 64 + lid] = buf[(lid + 1) % LDSFLOATS];                        \
  }
WG_KERNEL(wg_64, __attribute__((reqd_work_group_size(64, 1, 1))), 64)
WG_KERNEL(wg_128, __attribute__((reqd_work_group_size(128, 1, 1))), 3000)
WG_KERNEL(wg_1024, __attribute__((reqd_work_group_size(1024, 1, 1))), 1024)
WG_KERNEL(wg_flat_32,
          __attribute__((amdgpu_flat_work_group_size(1, 32))), 1500)
WG_KERNEL(wg_waves_per_eu,
          __attribute__((amdgpu_waves_per_eu(2, 4))), 256)
