// LDS DMA in a launched kernel (test/ControlFlow/launch-lds-dma.test): the
// global side of global_load_lds_dword / buffer_load_dword ... lds is a
// load whose lanes the launch derives. Compiled with the README's recipe,
// -O3, for gfx90a and gfx942.
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void dma(global float *in, global float *out, int s) {
  local float t[64];
  __builtin_amdgcn_global_load_lds(in + get_global_id(0) * s, t, 4, 0, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = t[get_local_id(0) ^ 1];
}
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void bufdma(global float *in, global float *out, int s) {
  local float t[64];
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc(in, 0, 0x7fffffff, 0x00027000);
  __builtin_amdgcn_raw_ptr_buffer_load_lds(r, t, 4, get_global_id(0) * s * 4, 0, 0, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  out[get_global_id(0)] = t[get_local_id(0) ^ 1];
}
