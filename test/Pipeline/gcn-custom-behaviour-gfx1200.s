# -gcn-custom-behaviour: in llvm-mca's in-order pipeline gcn-mca's
# GCNCustomBehaviour replaces LLVM's AMDGPU one, which knows the gfx6-gfx11
# s_waitcnt forms but not gfx12's s_wait_loadcnt.
#
# RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx1200 -iterations=1 %s \
# RUN:   -resource-pressure=false -timeline -timeline-max-cycles=0 \
# RUN:   | FileCheck %s --strict-whitespace --check-prefixes=CHECK,LLVM
# RUN: gcn-mca -pipeline=llvm-mca -mcpu=gfx1200 -iterations=1 %s \
# RUN:   -resource-pressure=false -timeline -timeline-max-cycles=0 \
# RUN:   -gcn-custom-behaviour \
# RUN:   | FileCheck %s --strict-whitespace --check-prefixes=CHECK,GCN
#
# Hand derivation. LLVM's gfx1200 scheduling model (the instruction info
# below) gives the load a latency of 320, the wait 2 and the v_add 5; the
# in-order pipeline dispatches one instruction per cycle and an instruction
# may not complete (E) before an earlier one. The v_add reads none of the
# load's registers: only the wait orders it after the load.
# - The load issues at cycle 0 and completes at 320.
# - Default (LLVM's CustomBehaviour ignores s_wait_loadcnt): the wait is held
#   only by in-order completion: issued at 320 - 2 = 318, completes at 320;
#   the v_add issues at 319 and completes at 324: 325 cycles (0..324).
# - -gcn-custom-behaviour: loadcnt is 1 until the load completes at 320 and
#   the wait asks for 0, so the wait issues at 320 (completes at 322) and
#   the v_add at 321 (completes at 326): 327 cycles, 2 more.

  global_load_b32 v1, v[2:3], off
  s_wait_loadcnt 0x0
  v_add_f32 v4, v5, v6

# LLVM: Total Cycles:      325
# GCN:  Total Cycles:      327

# CHECK:      [1]    [2]    [3]    [4]    [5]    [6]    Instructions:
# CHECK-NEXT:  1      320   1.00    *             U     global_load_b32 v1, v[2:3], off
# CHECK-NEXT:  1      2     1.00                  U     s_wait_loadcnt 0x0
# CHECK-NEXT:  1      5     1.00                  U     v_add_f32_e32 v4, v5, v6

# The timeline rows: D (issue) and E (completion) at the derived cycles
# (column N of a row is cycle N; a regex repeats at most 255 times).
# CHECK:      [0,0]     D{{(e{255}e{64})}}E
# LLVM-NEXT:  [0,1]     {{([. ]{255}[. ]{63})}}DeE
# LLVM-NEXT:  [0,2]     {{([. ]{255}[. ]{64})}}DeeeeE
# GCN-NEXT:   [0,1]     {{([. ]{255}[. ]{65})}}DeE
# GCN-NEXT:   [0,2]     {{([. ]{255}[. ]{66})}}DeeeeE
