// FP8 (E4M3) GEMM C = alpha * A * B^T + beta * C, A: M x K, B: N x K, both
// row-major fp8, C: M x N bf16, fp32 accumulation; written for gcn-mca's
// accuracy table (docs/Validation.md) after three kernels of AMD's published
// MI355X tutorial (ROCm AI Developer Hub, "FP8 GEMM optimization on AMD
// CDNA4-based GPUs", J. Cao and A. Salykov: its sections 2-4, described
// there, re-written here in OpenCL C, not copied):
//  - fp8_tiled: the "LDS tiled kernel". Workgroup 16x16 = four waves; each
//    wave owns 4 rows x 16 columns of C and stages its own 4x16 slice of A
//    and 16x16 slice of B (K steps of 16) in local memory as floats; one
//    work-item per element of C, scalar FMA. Launch -grid=N,M.
//  - fp8_mfma: the "MFMA kernel". Workgroup 64x4 = four waves, each a 16x16
//    tile of C; per K step of 128 a wave copies its 16x128 slices of A and
//    B into local memory one byte per work-item and load, reads 2 x 16
//    bytes of each per lane and issues one v_mfma_scale_f32_16x16x128_f8f6f4.
//    As the published kernel, the copy loops step by the workgroup's x size
//    (blockDim.x, read at run time) and test each element against M, N and
//    K; no required workgroup size. Launch -grid=N*2,M/8
//    -workgroup-size=64,4 (64x4 work-items per 32x32 of C).
//  - fp8_mfma_vec: the "MFMA + vectorized global load" kernel: the same,
//    with the slices copied 16 bytes per load (two per lane and matrix) and
//    read from local memory 16 bytes at a time.
// alpha = 1, beta = 0 in the published runs (C is not read).
// Compile (README's recipe):
//   clang-22 -target amdgcn-amd-amdhsa -mcpu=gfx950 -nogpulib -O3 -S \
//     $(utils/device-libs-flags.sh gfx950) fp8gemm.cl -o fp8gemm-gfx950.s

typedef uchar fp8;

// E4M3 -> f32 with the chip's conversion (v_cvt_f32_fp8, OCP on gfx950), as
// HIP's __hip_fp8_e4m3 does on this target.
static inline float fp8_to_f32(fp8 v) {
  return __builtin_amdgcn_cvt_f32_fp8((int)v, 0);
}

// f32 -> bf16, round to nearest even (finite inputs).
static inline ushort f32_to_bf16(float f) {
  uint u = as_uint(f);
  return (ushort)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void fp8_tiled(global const fp8 *restrict A, global const fp8 *restrict B,
               global ushort *restrict C, int M, int N, int K, float alpha,
               float beta) {
  local float As[4][4][16];
  local float Bs[4][16][16];
  int tx = get_local_id(0), ty = get_local_id(1);
  int wave = ty / 4, ly = ty % 4;
  int row = get_group_id(1) * 16 + wave * 4 + ly;
  int col = get_group_id(0) * 16 + tx;
  float acc = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 16) {
    As[wave][ly][tx] = fp8_to_f32(A[row * K + k0 + tx]);
    for (int kk = ly; kk < 16; kk += 4)
      Bs[wave][kk][tx] = fp8_to_f32(B[col * K + k0 + kk]);
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < 16; ++k)
      acc += As[wave][ly][k] * Bs[wave][k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  float prev = beta == 0.0f ? 0.0f : as_float((uint)C[row * N + col] << 16);
  C[row * N + col] = f32_to_bf16(alpha * acc + beta * prev);
}

typedef int int8v __attribute__((ext_vector_type(8)));

// As the published kernel: no required workgroup size (HIP's default flat
// workgroup size 1-1024), the copy loops step by the workgroup's x size read
// at run time (HIP's blockDim.x, __builtin_amdgcn_workgroup_size_x) and test
// each element's row and column against M, N and K (zero outside).
kernel __attribute__((amdgpu_flat_work_group_size(1, 1024)))
void fp8_mfma(global const fp8 *restrict A, global const fp8 *restrict B,
              global ushort *restrict C, int M, int N, int K, float alpha,
              float beta) {
  local fp8 As[4][16][128] __attribute__((aligned(32)));
  local fp8 Bs[4][16][128] __attribute__((aligned(32)));
  if (K % 128 != 0)
    return;
  int wave = get_local_id(1);
  if (wave >= 4)
    return;
  int tid = get_local_id(0), lane = tid & 63;
  int step = __builtin_amdgcn_workgroup_size_x();
  int m0 = get_group_id(1) * 32 + (wave / 2) * 16;
  int n0 = get_group_id(0) * 32 + (wave % 2) * 16;
  int r = lane & 15, kg = (lane >> 4) * 16;
  float4 c = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 128) {
    for (int i = tid; i < 16 * 128; i += step) {
      int gr = m0 + i / 128, gk = k0 + i % 128;
      As[wave][i / 128][i % 128] = (gr < M && gk < K) ? A[gr * K + gk] : 0;
    }
    for (int i = tid; i < 16 * 128; i += step) {
      int gc = n0 + i / 128, gk = k0 + i % 128;
      Bs[wave][i / 128][i % 128] = (gc < N && gk < K) ? B[gc * K + gk] : 0;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    uchar a[32], b[32];
    for (int j = 0; j < 16; ++j) {
      a[j] = As[wave][r][kg + j];
      b[j] = Bs[wave][r][kg + j];
      a[16 + j] = As[wave][r][64 + kg + j];
      b[16 + j] = Bs[wave][r][64 + kg + j];
    }
    int8v av, bv;
    for (int j = 0; j < 8; ++j) {
      av[j] = a[4 * j] | a[4 * j + 1] << 8 | a[4 * j + 2] << 16 |
              a[4 * j + 3] << 24;
      bv[j] = b[4 * j] | b[4 * j + 1] << 8 | b[4 * j + 2] << 16 |
              b[4 * j + 3] << 24;
    }
    c = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(av, bv, c, 0, 0, 0,
                                                         0, 0, 0);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int rb = (lane >> 4) * 4;
  for (int i = 0; i < 4; ++i) {
    if (m0 + rb + i >= M || n0 + r >= N)
      continue;
    int o = (m0 + rb + i) * N + n0 + r;
    float prev = beta == 0.0f ? 0.0f : as_float((uint)C[o] << 16);
    C[o] = f32_to_bf16(alpha * c[i] + beta * prev);
  }
}

kernel __attribute__((reqd_work_group_size(64, 4, 1)))
void fp8_mfma_vec(global const fp8 *restrict A, global const fp8 *restrict B,
                  global ushort *restrict C, int M, int N, int K, float alpha,
                  float beta) {
  local uint4 As[4][16][8];
  local uint4 Bs[4][16][8];
  int lane = get_local_id(0), wave = get_local_id(1);
  int m0 = get_group_id(1) * 32 + (wave / 2) * 16;
  int n0 = get_group_id(0) * 32 + (wave % 2) * 16;
  int r = lane & 15, kg = lane >> 4;
  int r0 = lane / 8, r1 = (lane + 64) / 8, kv = lane % 8;
  float4 c = 0.0f;
  for (int k0 = 0; k0 < K; k0 += 128) {
    uint4 a0 = *(global const uint4 *)(A + (m0 + r0) * K + k0 + kv * 16);
    uint4 a1 = *(global const uint4 *)(A + (m0 + r1) * K + k0 + kv * 16);
    As[wave][r0][kv] = a0;
    As[wave][r1][kv] = a1;
    uint4 b0 = *(global const uint4 *)(B + (n0 + r0) * K + k0 + kv * 16);
    uint4 b1 = *(global const uint4 *)(B + (n0 + r1) * K + k0 + kv * 16);
    Bs[wave][r0][kv] = b0;
    Bs[wave][r1][kv] = b1;
    barrier(CLK_LOCAL_MEM_FENCE);
    uint4 x0 = As[wave][r][kg], x1 = As[wave][r][4 + kg];
    uint4 y0 = Bs[wave][r][kg], y1 = Bs[wave][r][4 + kg];
    int8v av = (int8v)(x0.x, x0.y, x0.z, x0.w, x1.x, x1.y, x1.z, x1.w);
    int8v bv = (int8v)(y0.x, y0.y, y0.z, y0.w, y1.x, y1.y, y1.z, y1.w);
    c = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(av, bv, c, 0, 0, 0,
                                                         0, 0, 0);
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  int rb = kg * 4;
  for (int i = 0; i < 4; ++i) {
    int o = (m0 + rb + i) * N + n0 + r;
    float prev = beta == 0.0f ? 0.0f : as_float((uint)C[o] << 16);
    C[o] = f32_to_bf16(alpha * c[i] + beta * prev);
  }
}
