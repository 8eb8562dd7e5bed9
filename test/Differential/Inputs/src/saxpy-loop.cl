// Grid-stride SAXPY loop with an analysis region around the loop body.
__kernel void saxpy_loop(__global float *restrict y,
                         __global const float *restrict x, float a, int n) {
  int i = __builtin_amdgcn_workgroup_id_x() * 256 +
          __builtin_amdgcn_workitem_id_x();
  for (; i < n; i += 65536) {
    __asm__ volatile("; LLVM-MCA-BEGIN body");
    y[i] = a * x[i] + y[i];
    __asm__ volatile("; LLVM-MCA-END body");
  }
}
