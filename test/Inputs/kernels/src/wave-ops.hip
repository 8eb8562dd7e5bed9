// HIP: cross-lane operations (ds_bpermute, readfirstlane, ballot) and a
// wave-level prefix sum; 1024-thread workgroups (HIP's default bound).
#define __global__ __attribute__((global))
extern "C" __global__ void wave_scan(unsigned *out, const unsigned *in,
                                     unsigned *flags) {
  unsigned lid = __builtin_amdgcn_workitem_id_x();
  unsigned i = __builtin_amdgcn_workgroup_id_x() * 1024 + lid;
  unsigned v = in[i];
  unsigned lane = __builtin_amdgcn_mbcnt_lo(~0u, 0u);
  for (unsigned d = 1; d < 32; d <<= 1) {
    unsigned o = __builtin_amdgcn_ds_bpermute((int)((lane - d) << 2), (int)v);
    if (lane >= d)
      v += o;
  }
  unsigned first = __builtin_amdgcn_readfirstlane(v);
  bool big = v > first * 2;
  unsigned long long mask = __builtin_amdgcn_ballot_w64(big);
  out[i] = v;
  if (lane == 0)
    flags[i >> 5] = (unsigned)__builtin_popcountll(mask);
}
