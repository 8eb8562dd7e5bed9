// Tiled matrix transpose through LDS with a barrier (32x33 padded tile).
#include "common.h"
#define TS 32
__attribute__((reqd_work_group_size(TS, 8, 1)))
__kernel void lds_transpose(__global float *out, __global const float *in,
                            uint width, uint height) {
  __local float tile[TS][TS + 1];
  uint x = GRP_X * TS + LID_X;
  uint y = GRP_Y * TS + LID_Y;
  for (uint j = 0; j < TS; j += 8)
    if (x < width && y + j < height)
      tile[LID_Y + j][LID_X] = in[(y + j) * width + x];
  LOCAL_BARRIER();
  x = GRP_Y * TS + LID_X;
  y = GRP_X * TS + LID_Y;
  for (uint j = 0; j < TS; j += 8)
    if (x < height && y + j < width)
      out[(y + j) * height + x] = tile[LID_X][LID_Y + j];
}
