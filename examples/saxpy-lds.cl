// saxpy-lds.cl - the gcn-mca example kernel.
//
// A tiled SAXPY followed by a workgroup reduction through LDS: each work-item
// walks x and y in a grid-stride loop, computes a*x+y, writes it back, and the
// workgroup sums its results in LDS (with barriers) into one partial sum per
// group. The loop body is marked as an llvm-mca region through inline asm.
//
// Compiled without ROCm device libraries: work-item ids come from the AMDGPU
// builtins instead of get_global_id. See README.md for the commands.

#define WG_SIZE 256

// barrier(CLK_LOCAL_MEM_FENCE) without the OpenCL library: release/acquire
// fences at workgroup scope around s_barrier.
static inline void local_barrier(void) {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
  __builtin_amdgcn_s_barrier();
  __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
}

__attribute__((reqd_work_group_size(WG_SIZE, 1, 1)))
__kernel void saxpy_lds(__global const float *restrict x,
                        __global float *restrict y,
                        __global float *restrict partial, float a, uint n,
                        uint stride) {
  __local float sums[WG_SIZE];
  uint lid = __builtin_amdgcn_workitem_id_x();
  uint gid = __builtin_amdgcn_workgroup_id_x() * WG_SIZE + lid;

  // Grid-stride loop: a real loop in the machine code (trip count unknown).
  float acc = 0.0f;
  for (uint i = gid; i < n; i += stride) {
    __asm__ volatile("; LLVM-MCA-BEGIN saxpy-body");
    float r = a * x[i] + y[i];
    y[i] = r;
    acc += r;
    __asm__ volatile("; LLVM-MCA-END saxpy-body");
  }

  sums[lid] = acc;
  local_barrier();
  for (uint s = WG_SIZE / 2; s > 0; s >>= 1) {
    if (lid < s)
      sums[lid] += sums[lid + s];
    local_barrier();
  }
  if (lid == 0)
    partial[__builtin_amdgcn_workgroup_id_x()] = sums[0];
}
