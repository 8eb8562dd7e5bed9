// SGEMM on N x N row-major fp32 matrices, written for gcn-mca's accuracy
// table (docs/Validation.md) after kernels 2 and 3 of a published RX 7900
// XTX study (seb-v, "Deep Dive into Matrix Optimization on AMD GPUs", the
// repository seb-v/fp32_sgemm_amd, N = 4096): the same algorithms, tile
// shapes, thread mappings and launches, re-written in OpenCL C. As the
// study's HIP kernels, neither has a required workgroup size (HIP's default
// flat workgroup size 1-1024); the launch gives it (-workgroup-size).
//  - sgemm_lds (the study's "LDS tiling", kernel2_lds): C = A * B, 32x32
//    tiles of A and B staged in local memory, one work-item per element of
//    C, workgroups of 32x32. Launch -grid=N,N -workgroup-size=32,32.
//  - sgemm_reg (the study's "register tiling", kernel3_registers): C =
//    alpha * A * B + beta * C, a 128x128 tile of C per workgroup of 256
//    work-items (8 waves of 32; each wave a 64x32 tile of C, 2x2 sub-tiles
//    of its 8x4 lanes' 4x4 thread tiles), K in steps of 8 through local
//    memory. Launch -grid=N/128*256,N/128 -workgroup-size=256.
// Compile (README's recipe, VOPD pairing on as clang-22 does by default -
// the study's kernel 3 has v_dual_fmac pairs too):
//   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O3 -S \
//     $(utils/device-libs-flags.sh gfx1100) sgemm.cl -o sgemm-gfx1100.s

#define TS 32
kernel __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void sgemm_lds(global const float *A, global const float *B, global float *C,
               int N) {
  local float As[TS][TS];
  local float Bs[TS][TS];
  int tx = get_local_id(0), ty = get_local_id(1);
  int row = get_group_id(1) * TS + ty, col = get_group_id(0) * TS + tx;
  float sum = 0.0f;
  for (int t = 0; t < N; t += TS) {
    Bs[ty][tx] = B[N * (ty + t) + col];
    As[ty][tx] = A[N * row + t + tx];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; ++k)
      sum += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  if (row < N && col < N)
    C[row * N + col] = sum;
}

// Block tile BM x BN, K step BK, thread tile TM x TN, wave tile WM x WN.
#define BLOCK 256
#define BM 128
#define BN 128
#define BK 8
#define TM 4
#define TN 4
#define WN 64
#define WM (BN * BM / (BLOCK / 32) / WN)     /* 32 */
#define WAVES_X (BN / WN)                    /* 2 */
#define LANES_X 8                            /* a wave: 8 x 4 lanes */
#define LANES_Y 4
#define ITER_N (WN / (LANES_X * TN))         /* 2 */
#define ITER_M (WM / (LANES_Y * TM))         /* 2 */
#define SUB_N (WN / ITER_N)                  /* 32 */
#define SUB_M (WM / ITER_M)                  /* 16 */
kernel __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void sgemm_reg(global float *a, global float *b, global float *c, int N,
               float alpha, float beta) {
  int t = get_local_id(0);
  int wave = t / 32, wx = wave % WAVES_X, wy = wave / WAVES_X;
  int lane = t % 32, lx = lane % LANES_X, ly = lane / LANES_X;
  // Which element of the 128x8 slice of A and the 8x128 slice of B each
  // work-item copies (4 of each, rows 32 resp. 2 apart).
  int rax = t % BK, ray = t / BK;
  int rbx = t % BN, rby = t / BN;
  local float As[BK][BM];
  local float Bs[BK][BN];
  float acol[ITER_M * TM], brow[ITER_N * TN];
  float acc[TM * ITER_M * TN * ITER_N];
  for (int i = 0; i < TM * ITER_M * TN * ITER_N; ++i)
    acc[i] = 0.0f;
  for (int k0 = 0; k0 < N; k0 += BK) {
    for (int i = 0; i < BN * BK / BLOCK; ++i) {
      int x = BN * (int)get_group_id(0) + rbx;
      int y = rby + i * (BLOCK / BN) + k0;
      Bs[y % BK][x % BN] = b[N * y + x];
    }
    for (int i = 0; i < BM * BK / BLOCK; ++i) {
      int x = rax + k0;
      int y = BM * (int)get_group_id(1) + ray + i * (BLOCK / BK);
      As[x % BK][y % BM] = a[N * y + x];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < BK; ++k) {
      for (int it = 0; it < ITER_N; ++it)
        for (int i = 0; i < TN; ++i)
          brow[it * TN + i] = Bs[k][wx * WN + it * SUB_N + TN * lx + i];
      for (int it = 0; it < ITER_M; ++it)
        for (int i = 0; i < TM; ++i)
          acol[it * TM + i] = As[k][wy * WM + it * SUB_M + TM * ly + i];
      for (int m = 0; m < ITER_M; ++m)
        for (int n = 0; n < ITER_N; ++n)
          for (int yt = 0; yt < TM; ++yt)
            for (int xt = 0; xt < TN; ++xt)
              acc[(m * TM + yt) * TN * ITER_N + n * TN + xt] +=
                  acol[m * TM + yt] * brow[n * TN + xt];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int m = 0; m < ITER_M; ++m)
    for (int n = 0; n < ITER_N; ++n) {
      int xo = get_group_id(0) * BN + wx * WN + n * SUB_N + TN * lx;
      int yo = get_group_id(1) * BM + wy * WM + m * SUB_M + TM * ly;
      for (int yt = 0; yt < TM; ++yt)
        for (int xt = 0; xt < TN; ++xt) {
          int o = N * (yo + yt) + xo + xt;
          c[o] = beta * c[o] +
                 alpha * acc[TN * ITER_N * (m * TM + yt) + n * TN + xt];
        }
    }
}
