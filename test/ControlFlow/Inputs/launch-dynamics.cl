// Kernels whose dynamics the launch decides (test/ControlFlow/launch-*.test).

// Tree reduction of 256 floats per workgroup in LDS: step s runs on the
// work-items below s only.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce(__global const float *in, __global float *out) {
  __local float tile[256];
  unsigned t = get_local_id(0);
  tile[t] = in[get_global_id(0)];
  barrier(CLK_LOCAL_MEM_FENCE);
  for (unsigned s = 128; s > 0; s >>= 1) {
    if (t < s)
      tile[t] += tile[t + s];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (t == 0)
    out[get_group_id(0)] = tile[0];
}

// out = in^T for an n x n matrix, one element per work-item: the reads
// are coalesced, the writes stride n floats between lanes.
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void transpose_naive(__global const float *in, __global float *out, int n) {
  int x = get_global_id(0), y = get_global_id(1);
  out[x * n + y] = in[y * n + x];
}

// The same through a 16 x 16 LDS tile: reads and writes both coalesced.
// PAD = 1 gives each tile row 17 floats (no bank conflicts on the
// transposed read), PAD = 0 16 (a 16-way conflict: the column's floats sit
// 16 dwords apart, every other lane in the same bank).
#define TILED(NAME, PAD)                                                      \
  __kernel __attribute__((reqd_work_group_size(16, 16, 1)))                   \
  void NAME(__global const float *in, __global float *out, int n) {           \
    __local float tile[16][16 + PAD];                                         \
    int lx = get_local_id(0), ly = get_local_id(1);                           \
    int bx = get_group_id(0) * 16, by = get_group_id(1) * 16;                 \
    tile[ly][lx] = in[(by + ly) * n + bx + lx];                               \
    barrier(CLK_LOCAL_MEM_FENCE);                                             \
    out[(bx + ly) * n + by + lx] = tile[lx][ly];                              \
  }
TILED(transpose_tiled, 1)
TILED(transpose_unpadded, 0)

// out = tile x tile per 16 x 16 block, the tile in LDS: the row read
// tile[lx][i] strides 16 + PAD dwords between lanes (16: a bank conflict),
// the column read tile[i][ly] is a broadcast.
#define SQUARE(NAME, PAD)                                                     \
  __kernel __attribute__((reqd_work_group_size(16, 16, 1)))                   \
  void NAME(__global const float *in, __global float *out, int n) {           \
    __local float tile[16][16 + PAD];                                         \
    int lx = get_local_id(0), ly = get_local_id(1);                           \
    int gx = get_global_id(0), gy = get_global_id(1);                         \
    tile[ly][lx] = in[gy * n + gx];                                           \
    barrier(CLK_LOCAL_MEM_FENCE);                                             \
    float acc = 0.0f;                                                         \
    for (int i = 0; i < 16; ++i)                                              \
      acc += tile[lx][i] * tile[i][ly];                                       \
    out[gy * n + gx] = acc;                                                   \
  }
SQUARE(square_padded, 1)
SQUARE(square_unpadded, 0)
