// BF16 GEMM C = A * B^T on MI300X, M = N = K = 4096, A: M x K and B: N x K
// row-major bf16, C: M x N bf16, fp32 accumulation in MFMA; written for
// gcn-mca's accuracy table (docs/Validation.md) after three published HIP
// kernels of gau-nernst/learn-cuda, directory 02c_matmul_hip ("Matmul on
// MI300X"), each at the commit whose README reports its TFLOP/s (the
// script times them with triton's do_bench, 4096^3, on gfx942):
//  - mm_v1: matmul_v1.cu at 522e6457 (README there: v1 123.00 TFLOPS).
//  - mm_v2: matmul_v2.cu at 611fe507 ("v2 - smem swizzling", 369.57).
//  - mm_v3: matmul_v3.cu at 9127f7d4 ("v3 - double buffering", 421.10).
// The same algorithm, tiles, thread mappings and launch, re-written in
// OpenCL C (not copied): a 128x128 tile of C per workgroup of 256 work-items
// (4 waves in 2x2, each a 64x64 tile of C = 4x4 v_mfma_f32_16x16x16_bf16),
// K in steps of 64 through 32 KiB of local memory (A's and B's 128x64
// tiles), copied 16 bytes per work-item and load (4 loads per matrix),
// read back 8 bytes per lane (a 16x16 MFMA operand: lane l reads row l % 16,
// columns 4 (l / 16) .. +3). A 1-D grid of (M/128) (N/128) workgroups, the
// workgroup's tile bid / (N/128), bid % (N/128). Launch
// -grid=262144 -workgroup-size=256 -arg=3=4096 -arg=4=4096 -arg=5=4096.
//  - mm_v1: no launch bounds (HIP's default flat workgroup size 1-1024);
//    per K step: barrier, global -> local, barrier, local -> registers,
//    64 MFMAs per wave (4x4 sub-tiles of 16x16, K = 64 in 4 steps of 16).
//  - mm_v2: __launch_bounds__(256); as v1 with the local tiles' 16-byte
//    chunks XOR-swizzled by row (common.h's swizzle<64>: col ^ 8 (row % 8)).
//  - mm_v3: __launch_bounds__(256); v2's swizzle, the next K step's tiles
//    loaded into registers before the current step's MFMAs and stored to
//    local memory after them; the last step peeled.
// The C stores: __float2bfloat16 (round to nearest even), 2 bytes each.
// Compile (README's recipe):
//   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S \
//     $(utils/device-libs-flags.sh gfx942) bf16gemm.cl -o bf16gemm-gfx942.s

typedef ushort bf16;

#define WAVE 64
#define BLOCK_M 128
#define BLOCK_N 128
#define BLOCK_K 64
#define NUM_WARP_M 2
#define NUM_WARP_N 2
#define WARP_M (BLOCK_M / NUM_WARP_M) /* 64 */
#define WARP_N (BLOCK_N / NUM_WARP_N) /* 64 */
#define TB_SIZE (NUM_WARP_M * NUM_WARP_N * WAVE) /* 256 */
#define MMA 16
#define VEC 8 /* bf16 per 16-byte load */
#define COPY_ITERS (BLOCK_M * BLOCK_K / (TB_SIZE * VEC)) /* 4 */

static inline int cdiv(int a, int b) { return (a + b - 1) / b; }

// common.h's swizzle<64> (611fe507): 16x16 operand loads in 8x8 groups; a
// row of 64 bf16 fills the 32 banks, so the XOR pattern is row % 8.
static inline int swizzle64(int row, int col) { return col ^ ((row % 8) * 8); }

static inline bf16 to_bf16(float f) { return as_ushort((__bf16)f); }

// gmem_to_smem<HEIGHT=128, WIDTH=64, 256> (v1: no swizzle; v2: swizzled).
static inline void copy_tile(local bf16 *dst, global const bf16 *src,
                             int stride, int tid, int swz) {
  for (int i = 0; i < COPY_ITERS; i++) {
    int idx = (i * TB_SIZE + tid) * VEC;
    int row = idx / BLOCK_K, col = idx % BLOCK_K;
    float4 data = *(global const float4 *)(src + row * stride + col);
    int c = swz ? swizzle64(row, col) : col;
    *(local float4 *)(dst + row * BLOCK_K + c) = data;
  }
}

// The epilogue of all three: each 16x16 accumulator, lane l holds rows
// 4 (l / 16) .. +3 of column l % 16.
static inline void store_c(global bf16 *C, float4 acc[4][4], int N,
                           int lane) {
  for (int mi = 0; mi < WARP_M / MMA; mi++)
    for (int ni = 0; ni < WARP_N / MMA; ni++) {
      int row = mi * MMA + (lane / 16) * 4, col = ni * MMA + lane % 16;
      float4 d = acc[mi][ni];
      C[(row + 0) * N + col] = to_bf16(d.x);
      C[(row + 1) * N + col] = to_bf16(d.y);
      C[(row + 2) * N + col] = to_bf16(d.z);
      C[(row + 3) * N + col] = to_bf16(d.w);
    }
}

// local -> registers (4x4 operands of A and of B), then 64 MFMAs.
static inline void mma_step(local const bf16 *As, local const bf16 *Bs,
                            float4 acc[4][4], int wm, int wn, int lane,
                            int swz) {
  short4 a[WARP_M / MMA][BLOCK_K / MMA], b[WARP_N / MMA][BLOCK_K / MMA];
  for (int mi = 0; mi < WARP_M / MMA; mi++)
    for (int ki = 0; ki < BLOCK_K / MMA; ki++) {
      int row = wm * WARP_M + mi * MMA + lane % 16;
      int col = ki * MMA + (lane / 16) * 4;
      int c = swz ? swizzle64(row, col) : col;
      a[mi][ki] = *(local const short4 *)(As + row * BLOCK_K + c);
    }
  for (int ni = 0; ni < WARP_N / MMA; ni++)
    for (int ki = 0; ki < BLOCK_K / MMA; ki++) {
      int row = wn * WARP_N + ni * MMA + lane % 16;
      int col = ki * MMA + (lane / 16) * 4;
      int c = swz ? swizzle64(row, col) : col;
      b[ni][ki] = *(local const short4 *)(Bs + row * BLOCK_K + c);
    }
  for (int mi = 0; mi < WARP_M / MMA; mi++)
    for (int ni = 0; ni < WARP_N / MMA; ni++)
      for (int ki = 0; ki < BLOCK_K / MMA; ki++)
        acc[mi][ni] = __builtin_amdgcn_mfma_f32_16x16x16bf16_1k(
            a[mi][ki], b[ni][ki], acc[mi][ni], 0, 0, 0);
}

// v1 and v2: one K step = barrier, copy, barrier, MMA.
static inline void mm_simple(global const bf16 *A, global const bf16 *B,
                             global bf16 *C, int M, int N, int K,
                             local bf16 *As, local bf16 *Bs, int swz) {
  int tid = get_local_id(0);
  int warp = tid / WAVE, lane = tid % WAVE;
  int wm = warp / NUM_WARP_N, wn = warp % NUM_WARP_N;
  int bid = get_group_id(0);
  int grid_n = cdiv(N, BLOCK_N);
  int bm = bid / grid_n, bn = bid % grid_n;
  A += bm * BLOCK_M * K;
  B += bn * BLOCK_N * K;
  C += (bm * BLOCK_M + wm * WARP_M) * N + (bn * BLOCK_N + wn * WARP_N);
  float4 acc[4][4];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      acc[i][j] = (float4)(0.0f);
  int iters = cdiv(K, BLOCK_K);
  for (int it = 0; it < iters; it++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    copy_tile(As, A, K, tid, swz);
    copy_tile(Bs, B, K, tid, swz);
    A += BLOCK_K;
    B += BLOCK_K;
    barrier(CLK_LOCAL_MEM_FENCE);
    mma_step(As, Bs, acc, wm, wn, lane, swz);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  store_c(C, acc, N, lane);
}

kernel __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void mm_v1(global const bf16 *A, global const bf16 *B, global bf16 *C,
           int M, int N, int K) {
  local bf16 As[BLOCK_M * BLOCK_K], Bs[BLOCK_N * BLOCK_K];
  mm_simple(A, B, C, M, N, K, As, Bs, 0);
}

kernel __attribute__((amdgpu_flat_work_group_size(1, 256)))
void mm_v2(global const bf16 *A, global const bf16 *B, global bf16 *C,
           int M, int N, int K) {
  local bf16 As[BLOCK_M * BLOCK_K], Bs[BLOCK_N * BLOCK_K];
  mm_simple(A, B, C, M, N, K, As, Bs, 1);
}

// v3's gmem_to_rmem: the tile's 4 chunks of this work-item into registers.
static inline void load_regs(float4 buf[COPY_ITERS], global const bf16 *src,
                             int stride, int tid) {
  for (int i = 0; i < COPY_ITERS; i++) {
    int idx = (i * TB_SIZE + tid) * VEC;
    int row = idx / BLOCK_K, col = idx % BLOCK_K;
    buf[i] = *(global const float4 *)(src + row * stride + col);
  }
}

// v3's rmem_to_smem, swizzled.
static inline void store_regs(local bf16 *dst, float4 buf[COPY_ITERS],
                              int tid) {
  for (int i = 0; i < COPY_ITERS; i++) {
    int idx = (i * TB_SIZE + tid) * VEC;
    int row = idx / BLOCK_K, col = idx % BLOCK_K;
    *(local float4 *)(dst + row * BLOCK_K + swizzle64(row, col)) = buf[i];
  }
}

kernel __attribute__((amdgpu_flat_work_group_size(1, 256)))
void mm_v3(global const bf16 *A, global const bf16 *B, global bf16 *C,
           int M, int N, int K) {
  local bf16 As[BLOCK_M * BLOCK_K], Bs[BLOCK_N * BLOCK_K];
  int tid = get_local_id(0);
  int warp = tid / WAVE, lane = tid % WAVE;
  int wm = warp / NUM_WARP_N, wn = warp % NUM_WARP_N;
  int bid = get_group_id(0);
  int grid_n = cdiv(N, BLOCK_N);
  int bm = bid / grid_n, bn = bid % grid_n;
  A += bm * BLOCK_M * K;
  B += bn * BLOCK_N * K;
  C += (bm * BLOCK_M + wm * WARP_M) * N + (bn * BLOCK_N + wn * WARP_N);
  float4 acc[4][4];
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      acc[i][j] = (float4)(0.0f);
  float4 abuf[COPY_ITERS], bbuf[COPY_ITERS];

  load_regs(abuf, A, K, tid);
  load_regs(bbuf, B, K, tid);
  A += BLOCK_K;
  B += BLOCK_K;
  store_regs(As, abuf, tid);
  store_regs(Bs, bbuf, tid);

  int iters = cdiv(K, BLOCK_K);
  for (int it = 0; it < iters - 1; it++) {
    barrier(CLK_LOCAL_MEM_FENCE);
    load_regs(abuf, A, K, tid);
    load_regs(bbuf, B, K, tid);
    A += BLOCK_K;
    B += BLOCK_K;
    mma_step(As, Bs, acc, wm, wn, lane, 1);
    barrier(CLK_LOCAL_MEM_FENCE);
    store_regs(As, abuf, tid);
    store_regs(Bs, bbuf, tid);
  }
  barrier(CLK_LOCAL_MEM_FENCE);
  mma_step(As, Bs, acc, wm, wn, lane, 1);
  barrier(CLK_LOCAL_MEM_FENCE);
  store_c(C, acc, N, lane);
}
