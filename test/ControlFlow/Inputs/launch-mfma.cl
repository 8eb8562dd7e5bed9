// MFMA GEMM tile: one wave computes a 32x32 block of C with
// v_mfma_f32_32x32x2f32 steps over K (2 per step); the K > 0 guard is a
// uniform branch on the kernel argument. Launch: -grid=64 (one wave),
// -arg=3=K.
typedef float float16v __attribute__((ext_vector_type(16)));
__kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void mfma_gemm(__global const float *A, __global const float *B,
               __global float16v *C, int K) {
  int lane = get_local_id(0);
  float16v acc = 0.0f;
  if (K > 0) {
    for (int k = 0; k < K; k += 2) {
      float a = A[k * 64 + lane];
      float b = B[k * 64 + lane];
      acc = __builtin_amdgcn_mfma_f32_32x32x2f32(a, b, acc, 0, 0, 0);
    }
  }
  C[lane] = acc;
}
