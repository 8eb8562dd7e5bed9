// GCN_MCA_TEXTURE from include/gcn-mca/Markers.h (markers-header.test). The
// texture descriptor is left undefined: only the sample instruction matters.
#include "gcn-mca/Markers.h"
typedef int v8i __attribute__((ext_vector_type(8)));
typedef int v4i __attribute__((ext_vector_type(4)));
typedef float v4f __attribute__((ext_vector_type(4)));
__kernel void tex(__global float4 *o, float u, float v) {
  __amdgpu_texture_t t;
  GCN_MCA_TEXTURE(128bit trilinear);
  o[0] = __builtin_amdgcn_image_sample_2d_v4f32_f32(15, u, v, t, (v4i)0, false, 0, 0);
}
