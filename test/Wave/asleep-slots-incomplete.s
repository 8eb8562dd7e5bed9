# The slots of an asleep SIMD are counted when it wakes, or when the run
# stops (WaveIssueStage::settleSleep): a run stopped by -max-cycles while its
# SIMD sleeps counts every slot simulated, the asleep ones included.
#
# One wave (one workgroup of one wave) on SIMD 0. It launches in cycle 0
# after that cycle's slot, and the launch takes the cycle, so its first slot
# is the next one. s_sleep 10 blocks it 10 x 64 cycles (SleepUnitCycles),
# far past -max-cycles=50: the SIMD sleeps from its next slot on, and
# s_endpgm never issues.
#
# gfx90a: a slot every 4 cycles per SIMD; SIMD 0's in cycles 0, 4, ..., 48.
# With the wave resident: 4 .. 48 = 12 slots; s_sleep issues in cycle 4,
# the 11 others stall on it (INTERNAL_INSTRUCTION), 10 of them asleep.
# RUN: not gcn-mca -mcpu=gfx90a -workgroups=1 -waves-per-simd=1 -max-cycles=50 %s 2>/dev/null | FileCheck --check-prefix=RR %s
# RR: Instructions Issued: 1
# RR: Stall Rate: 91.67% (11 of 12 SIMD slots with resident waves issued nothing)
# RR: Stalled SIMD Slots by Reason:
# RR-NEXT: Reason Slots Share
# RR-NEXT: INTERNAL_INSTRUCTION 11 100.00%
#
# gfx1100: a slot every cycle on every SIMD; with the wave resident, cycles
# 1 .. 49 = 49 slots: s_sleep issues in cycle 1, 48 stall.
# RUN: not gcn-mca -mcpu=gfx1100 -workgroups=1 -waves-per-simd=1 -max-cycles=50 %s 2>/dev/null | FileCheck --check-prefix=EVERY %s
# EVERY: Instructions Issued: 1
# EVERY: Stall Rate: 97.96% (48 of 49 SIMD slots with resident waves issued nothing)
# EVERY: INTERNAL_INSTRUCTION 48 100.00%
	s_sleep 10
	s_endpgm
