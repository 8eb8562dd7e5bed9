// LDS bank conflicts with the processor's bank count (LDSBanks): 32 banks
// on gfx942, 64 on gfx950 (test/Memory/lds-banks.test). One wave64
// workgroup; x = the lane. Compiled with the README's recipe, -O3.
kernel __attribute__((reqd_work_group_size(64, 1, 1)))
void lds_banks(global float4 *out, int k) {
  local float t[64 * 65];
  local float4 q[64 * 4];
  int x = get_local_id(0);
  t[x * 32] = (float)x;        // b32, 32 dwords apart
  t[x * 65 + 1] = (float)k;    // b32, 65 dwords apart (a padded row)
  q[x * 4] = (float4)(k);      // b128, 64 bytes apart
  barrier(CLK_LOCAL_MEM_FENCE);
  out[x] = q[x * 4] + (t[x * 32 + 1] + t[x * 65]);
}
