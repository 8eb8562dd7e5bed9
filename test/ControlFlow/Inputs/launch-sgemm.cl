// SGEMM C = A * B, N x N row-major, one work-item per element of C.
// Launch: -grid=N,N with 16x16 workgroups; -arg=3=N (n).

// Naive: every product reads A and B from global memory.
__kernel __attribute__((reqd_work_group_size(16, 16, 1)))
void sgemm_naive(__global const float *A, __global const float *B,
                 __global float *C, int n) {
  int col = get_global_id(0), row = get_global_id(1);
  float acc = 0.0f;
  for (int k = 0; k < n; ++k)
    acc += A[row * n + k] * B[k * n + col];
  C[row * n + col] = acc;
}

// Tiled: 16x16 tiles of A and B staged in LDS, one barrier pair per tile.
#define TS 16
__kernel __attribute__((reqd_work_group_size(TS, TS, 1)))
void sgemm_tiled(__global const float *A, __global const float *B,
                 __global float *C, int n) {
  __local float As[TS][TS];
  __local float Bs[TS][TS];
  int tx = get_local_id(0), ty = get_local_id(1);
  int col = get_group_id(0) * TS + tx, row = get_group_id(1) * TS + ty;
  float acc = 0.0f;
  for (int t = 0; t < n; t += TS) {
    As[ty][tx] = A[row * n + t + tx];
    Bs[ty][tx] = B[(t + ty) * n + col];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = 0; k < TS; ++k)
      acc += As[ty][k] * Bs[k][tx];
    barrier(CLK_LOCAL_MEM_FENCE);
  }
  C[row * n + col] = acc;
}
