// common.h - minimal declarations shared by the corpus kernels (no OpenCL
// library, no HIP headers: everything maps to clang builtins).
#ifndef CORPUS_COMMON_H
#define CORPUS_COMMON_H
#define LID_X __builtin_amdgcn_workitem_id_x()
#define LID_Y __builtin_amdgcn_workitem_id_y()
#define GRP_X __builtin_amdgcn_workgroup_id_x()
#define GRP_Y __builtin_amdgcn_workgroup_id_y()
// barrier(CLK_LOCAL_MEM_FENCE) / __syncthreads()
#define LOCAL_BARRIER()                                                        \
  do {                                                                         \
    __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");                     \
    __builtin_amdgcn_s_barrier();                                              \
    __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");                     \
  } while (0)
#endif
