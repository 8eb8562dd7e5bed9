# Two quarter-rate multiplies (16 cycles of the SIMD's VALU each) and a
# full-rate move (4 cycles), all independent. See ready-stalls-closed-form.test.
  v_mul_lo_u32 v1, v2, v3
  v_mul_lo_u32 v4, v5, v6
  v_mov_b32 v7, v8
