# -sweep: a latency sweep on a closed-form kernel, its knee derived by hand.
#
# Each wave: a load, K = 8 independent v_add, s_waitcnt vmcnt(0), one v_add
# of the loaded value, s_endpgm. gfx90a (4 SIMDs, each with an issue slot
# every 4 cycles: SIMD s at cycles = s mod 4), W waves per SIMD, 4W one-wave
# workgroups, all resident from the start (launched one per cycle, wave w on
# SIMD w mod 4, its first slot the next one of its SIMD).
#
# VALU-bound time (short latency): each SIMD has W(K + 1) VALU ops, one per
# slot, back to back from SIMD 3's first VALU slot (cycle 11: wave 3 issues
# its load at 7); the last wave's s_waitcnt takes one more slot, its final
# v_add and s_endpgm end the run: T0 = 11 + 4 (W(K + 1) + 1) + 1
# = 4W(K + 1) + 16.
# Latency-bound time: the 4W loads share the CU's one VMEM unit, 4 cycles
# each (64 lanes x 4 bytes), in issue order from cycle 4: the last one
# (wave 4W - 1, SIMD 3) completes at 4 + 4 x 4W + L = 16W + 4 + L. Its wait
# passes in SIMD 3's next slot (+3 for L a multiple of 4), then v_add and
# s_endpgm (+8), + 1: T(L) = L + 16W + 16.
# So T(L) = max(4W(K + 1) + 16, L + 16W + 16), and the latency potential
# (cycles within 5% of T0) is the largest L with
# L <= 1.05 (4W(K + 1) + 16) - 16W - 16.
#
# W = 4: T0 = 160, T(L) = L + 80: 76, 80 -> 160; 84 -> 164 (+2.5%);
# 88 -> 168 (+5.00%, still within); 92 -> 172 (+7.5%). Knee: 88.
# The loads are L1 hits (-gcn-param=LoadHitL1=100): -vmem-latency sets the
# latency and keeps the memory hierarchy, whose shared levels would
# otherwise serve (and bound) the loads.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=4 -workgroups=16 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -sweep=vmem-latency=76:96:4 %s 2>/dev/null \
# RUN:   | FileCheck %s --check-prefix=W4
# W4:      Sweep of vmem-latency - region '':
# W4-NEXT:   vmem-latency      Cycles   vs first   Clocks/Wave     Waves/s  Waves/SIMD  Verdict
# W4-NEXT:             76         160     +0.00%
# W4-NEXT:             80         160     +0.00%
# W4-NEXT:             84         164     +2.50%
# W4-NEXT:             88         168     +5.00%
# W4-NEXT:             92         172     +7.50%
# W4-NEXT:             96         176    +10.00%
# W4-NEXT: Latency potential: memory latency up to 88 cycles is hidden at 4 waves per SIMD (cycles within 5% of 160); at 92 cycles: +7.50%.
#
# W = 2: T0 = 8 x 9 + 16 = 88, T(L) = L + 48; 1.05 x 88 - 48 = 44.4: knee
# 44 (92 cycles, +4.55%); 48 -> 96 (+9.09%). Half the waves hide half the
# latency.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=2 -workgroups=8 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -sweep=vmem-latency=32,40,44,48 %s 2>/dev/null \
# RUN:   | FileCheck %s --check-prefix=W2
# W2:                  32          88     +0.00%
# W2-NEXT:             40          88     +0.00%
# W2-NEXT:             44          92     +4.55%
# W2-NEXT:             48          96     +9.09%
# W2-NEXT: Latency potential: memory latency up to 44 cycles is hidden at 2 waves per SIMD (cycles within 5% of 88); at 48 cycles: +9.09%.
#
# With -json: the points and the derived knee.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=4 -workgroups=16 -gcn-param=LoadHitL1=100 \
# RUN:   -workgroup-size=64 -sweep=vmem-latency=80,88,92 -json %s 2>/dev/null \
# RUN:   | FileCheck %s --check-prefix=JSON
# JSON:      "Sweeps": [
# JSON:          "Param": "vmem-latency",
# JSON:              "LatencyPotential": {
# JSON-NEXT:           "BaseCycles": 160,
# JSON-NEXT:           "FirstAbove": 92,
# JSON-NEXT:           "Knee": 88,
# JSON-NEXT:           "RiseAbove": 0.07{{[0-9]*}},
# JSON-NEXT:           "Threshold": 0.05{{[0-9]*}}
# JSON:              "Points": [
# JSON-NEXT:           {
# JSON-NEXT:             "Change": 0,
# JSON-NEXT:             "ClocksPerWave": {{[0-9.]+}},
# JSON-NEXT:             "Cycles": 160,
# JSON-NEXT:             "Incomplete": false,
# JSON-NEXT:             "Value": 80,
# JSON-NEXT:             "Verdict": "VALU-bound",
# JSON-NEXT:             "WavesPerSIMD": 4,
# JSON:          "Values": [
# JSON-NEXT:       80,
# JSON-NEXT:       88,
# JSON-NEXT:       92
#
# A hardware-model parameter: param:NAME sweeps a -gcn-param, here the L1
# hit rate of loads. All hits: every load takes the L1 latency, 125 cycles
# (VMEMLatency of gfx90a), not a multiple of 4: the last load completes at
# 16W + 4 + 125 = 193, SIMD 3's next slot is 195, + 8 + 1 = 204 cycles.
# RUN: gcn-mca -mcpu=gfx90a -waves-per-simd=4 -workgroups=16 \
# RUN:   -workgroup-size=64 -sweep=param:LoadHitL1=100 %s 2>/dev/null \
# RUN:   | FileCheck %s --check-prefix=HIT
# HIT:      Sweep of param:LoadHitL1 - region '':
# HIT:                  100         204     +0.00%
# An unknown parameter is the run's error.
# RUN: not gcn-mca -mcpu=gfx90a -sweep=param:NoSuchParam=1 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=NOPARAM
# NOPARAM: error: unknown hardware-model parameter 'NoSuchParam'
#
# Bad sweeps are errors.
# RUN: not gcn-mca -mcpu=gfx90a -sweep=latency=1,2 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=BADPARAM
# BADPARAM: error: -sweep=latency=1,2: unknown parameter 'latency'
# RUN: not gcn-mca -mcpu=gfx90a -sweep=vmem-latency=100:10:5 %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=BADRANGE
# BADRANGE: error: -sweep=vmem-latency=100:10:5: expected FROM:TO:STEP with FROM <= TO and STEP > 0
# RUN: not gcn-mca -mcpu=gfx90a -sweep=waves-per-simd=1,x %s 2>&1 \
# RUN:   | FileCheck %s --check-prefix=BADVALUE
# BADVALUE: error: -sweep=waves-per-simd=1,x: 'x' is not an integer
  global_load_dword v1, v0, s[0:1]
  v_add_f32_e32 v2, 1.0, v2
  v_add_f32_e32 v3, 1.0, v3
  v_add_f32_e32 v4, 1.0, v4
  v_add_f32_e32 v5, 1.0, v5
  v_add_f32_e32 v6, 1.0, v6
  v_add_f32_e32 v7, 1.0, v7
  v_add_f32_e32 v8, 1.0, v8
  v_add_f32_e32 v9, 1.0, v9
  s_waitcnt vmcnt(0)
  v_add_f32_e32 v1, v1, v1
  s_endpgm
