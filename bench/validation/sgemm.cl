// SGEMM C = alpha * A * B + beta * C, N x N row-major (fp32), written for
// gcn-mca's accuracy table (docs/Validation.md) after the kernels of a
// published RX 7900 XTX study (seb-v, "Fast GPU Matrix multiplication on
// RDNA3", N = 4096; its kernels 2 and 3, described there, not copied):
//  - sgemm_lds: 32x32 tiles of A and B staged in local memory, one
//    work-item per element of C, 32x32 work-items per workgroup (the
//    study's "LDS tiling");
//  - sgemm_reg: a 128x128 tile of C per workgroup of 16x16 work-items,
//    each work-item an 8x8 register tile, K in steps of 8 through local
//    memory (the study's "register tiling"; its exact loop order and
//    layouts differ).
// Launch: sgemm_lds -grid=N,N; sgemm_reg -grid=N/8,N/8; -arg=3=N.
// Compile (README's recipe, VOPD pairing on as clang-22 does by default -
// the study's kernel 3 has v_dual_fmac pairs too; the emulator that derives
// the lanes' addresses executes v_dual_* pairs). The first recorded .s had
// pairing off (add -mllvm -amdgpu-enable-vopd=0 to reproduce it):
//   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx1100 -nogpulib -O3 -S \
//     $(utils/device-libs-flags.sh gfx1100) sgemm.cl -o sgemm-gfx1100.s

#define TS 32
kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void sgemm_lds(global const float *restrict A, global const float *restrict B,
               global float *restrict C, int N, float alpha, float beta) {
  local float As[TS][TS];
  local float Bs[TS][TS];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col = get_group_id(0) * TS + tx, row = get_group_id(1) * TS + ty;
  float acc = 0.0f;
  for (int t = 0; t < N; t += TS) {
    As[ty][tx] = A[row * N + t + tx];
    Bs[ty][tx] = B[(t + ty) * N + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; ++k)
      acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * N + col] = alpha * acc + beta * C[row * N + col];
}

#define BM 128
#define BN 128
#define BK 8
#define TM 8
#define TN 8
kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void sgemm_reg(global const float *restrict A, global const float *restrict B,
               global float *restrict C, int N, float alpha, float beta) {
  local float As[BK][BM];
  local float Bs[BK][BN];
  int tid = get_local_id(1) * 16 + get_local_id(0);
  int tr = get_local_id(1), tc = get_local_id(0);
  int row0 = get_group_id(1) * BM, col0 = get_group_id(0) * BN;
  float acc[TM][TN];
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j)
      acc[i][j] = 0.0f;
  for (int t = 0; t < N; t += BK) {
    // 128x8 of A and 8x128 of B: four elements of each per work-item.
    for (int l = 0; l < 4; ++l) {
      int e = tid + l * 256;
      int ar = e / BK, ak = e % BK;
      As[ak][ar] = A[(row0 + ar) * N + t + ak];
      int bk = e / BN, bc = e % BN;
      Bs[bk][bc] = B[(t + bk) * N + col0 + bc];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < BK; ++k) {
      float a[TM], b[TN];
      for (int i = 0; i < TM; ++i)
        a[i] = As[k][tr * TM + i];
      for (int j = 0; j < TN; ++j)
        b[j] = Bs[k][tc * TN + j];
      for (int i = 0; i < TM; ++i)
        for (int j = 0; j < TN; ++j)
          acc[i][j] += a[i] * b[j];
    }
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  for (int i = 0; i < TM; ++i)
    for (int j = 0; j < TN; ++j) {
      int r = row0 + tr * TM + i, c = col0 + tc * TN + j;
      C[r * N + c] = alpha * acc[i][j] + beta * C[r * N + c];
    }
}
