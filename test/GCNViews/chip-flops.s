# FLOP counting and the FLOP/s peak of the kernel's own instructions
# (docs/Model.md "The chip"): a v_fma_f32 counts 2 per lane, a v_pk_fma_f32
# 4, a v_add_f32 1, an integer add 0.
#
# gfx90a, one wave of 64 lanes per CU, 104 CUs: per wave 2 x 64 (fma) +
# 4 x 64 (pk_fma) + 1 x 64 (add) = 448 operations; the chip: 104 x 448 =
# 46592. The fastest FLOP instruction is v_pk_fma_f32: 256 per wave every 4
# cycles on each of 4 SIMDs = 256 FLOP/clk/CU x 104 x 1.7 GHz = 45260.8
# GFLOP/s (MI210's published packed FP32 peak, 45.3 TFLOP/s).
# RUN: gcn-mca -mcpu=gfx90a -json -workgroup-size=64 -workgroups=1 %s | FileCheck %s
# CHECK-DAG: "Flops": 46592
# CHECK-DAG: "PeakGFLOPs": 45260.8
  v_fma_f32 v1, v2, v3, v1
  v_pk_fma_f32 v[4:5], v[6:7], v[8:9], v[4:5]
  v_add_f32_e32 v10, v11, v12
  v_add_u32_e32 v13, v14, v15
  s_endpgm
