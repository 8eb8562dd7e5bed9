# lgkmcnt with SMEM and LDS both pending (gfx90a, one wave,
# -smem-latency=200 -lds-latency=10).
#
# Derivation: s_load_dword at slot 4 (scalar cache 1 cycle) completes at
# 4 + 1 + 200 = 205; ds_read_b32 at slot 8 (64 lanes x 4 B / 64 B/clk = 4
# cycles) completes at 8 + 4 + 10 = 22. lgkmcnt counts both, and SMEM may
# return out of order, so lgkmcnt(1) passes as soon as either returns: the
# LDS read at 22. It stalls slots 12..20 (3 slots = 12 cycles) and passes at
# 24; v_add at 28. lgkmcnt(0) needs the SMEM load: it stalls slots 32..204
# (44 slots = 176 cycles) and passes at 208; v_add at 212, done at 216 when
# s_endpgm issues: total 217, WAITCNT stalls 3 + 44 = 47.
# The stall view lists, for lgkmcnt(1), both outstanding instructions (which
# one returns first is unknown with SMEM pending).
#
# RUN: gcn-mca -pipeline=wave -wave-stats %wave-views-off -mcpu=gfx90a -waves-per-simd=1 -workgroups=1 -smem-latency=200 -lds-latency=10 %s 2>&1 | FileCheck %s
# CHECK: Total Cycles:       217
# CHECK: WAITCNT                           47
  s_load_dword s4, s[0:1], 0x0
  ds_read_b32 v1, v0
  s_waitcnt lgkmcnt(1)
  v_add_f32_e32 v2, v3, v3
  s_waitcnt lgkmcnt(0)
  v_add_f32_e32 v4, v3, v3
  s_endpgm
