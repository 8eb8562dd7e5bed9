// Typed-buffer and GDS accesses in the launch emulation
// (test/ControlFlow/launch-typed-gds.test). Compiled with the README's
// recipe, -O3; the raw buffer load is then edited by hand into a typed one
// (tbuffer_load_format_xy), and on gfx1030 and gfx1100 (gfx90a and gfx12
// have no GDS) a ds_add_u32 with the gds bit added, since
// OpenCL has no way to ask for either.
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void typed(global float *in, global float2 *out, int s) {
  __amdgpu_buffer_rsrc_t r =
      __builtin_amdgcn_make_buffer_rsrc(in, 0, 0x7fffffff, 0x00027000);
  out[get_global_id(0)] = __builtin_bit_cast(
      float2, __builtin_amdgcn_raw_buffer_load_b64(
                  r, get_global_id(0) * s * 4 + 60, 0, 0));
}
