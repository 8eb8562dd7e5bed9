// A 32x32x8 f16 MFMA tile loop (gfx908 and later CDNA).
typedef half half4 __attribute__((ext_vector_type(4)));
typedef float float16 __attribute__((ext_vector_type(16)));
__kernel void mfma_tile(__global const half4 *restrict a,
                        __global const half4 *restrict b,
                        __global float16 *restrict c, int k) {
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  float16 acc = c[lid];
  for (int i = 0; i < k; ++i) {
    __asm__ volatile("; LLVM-MCA-BEGIN mfma");
    acc = __builtin_amdgcn_mfma_f32_32x32x8f16(a[i * 64 + lid],
                                               b[i * 64 + lid], acc, 0, 0, 0);
    __asm__ volatile("; LLVM-MCA-END mfma");
  }
  c[lid] = acc;
}
