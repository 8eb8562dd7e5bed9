// Two kernels, a loop, LDS with a barrier and inline-asm region markers, for
// the real-input tests (compiled with clang-22 -S for every generation).
__kernel void saxpy(__global float *y, __global const float *x, float a,
                    int n) {
  int i = __builtin_amdgcn_workitem_id_x() +
          __builtin_amdgcn_workgroup_id_x() * 256;
  __asm__ volatile("; LLVM-MCA-BEGIN saxpy_loop");
  for (int k = 0; k < n; ++k)
    y[i + k * 256] = a * x[i + k * 256] + y[i + k * 256];
  __asm__ volatile("; LLVM-MCA-END saxpy_loop");
}

__kernel void reverse(__global int *data) {
  __local int tile[256];
  int t = __builtin_amdgcn_workitem_id_x();
  __asm__ volatile("; LLVM-MCA-BEGIN reverse_lds");
  tile[t] = data[t];
  __builtin_amdgcn_s_barrier();
  data[t] = tile[255 - t];
  __asm__ volatile("; LLVM-MCA-END reverse_lds");
}
