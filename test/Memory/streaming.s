# A streaming kernel is bounded by the CU's share of HBM / GDDR bandwidth
# (default hit rates: loads stream, every byte from DRAM). Each wave issues
# 8 unit-stride global_load_dwordx4 (64 lanes x 16 B = 1 KiB each) and waits.
#
# DRAM gives what published streams reach, not its spec peak: this kernel
# only reads, so DRAMReadPct applies where a read-only figure is published.
#
# gfx90a (MI210): DRAMReadPct 82 % (fitted to gpu-benches' read stream,
# 1345 GB/s) of 1638 GB/s = 1343.16 GB/s / 1.7 GHz / 104 CUs = 7.597 B/clk,
# so one load occupies HBM 1024 / 7.597 = 134.8 cycles. 64 workgroups x 4
# waves x 8 loads = 2048 loads = 2 MiB: 2048 x 134.8 = 276,050 cycles of HBM
# time, plus the first load's L1 pass (~20) and the last one's latency
# (570): about 276,640; the total must lie in [276,050, 276,700], i.e.
# 7.58-7.60 B/clk/CU = 1340-1343 GB/s for the chip (published read 1345).
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -workgroups=64 -workgroup-size=256 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=MI210
# MI210: Total Cycles:       27{{6[0-6][0-9][0-9]|6700}}
#
# gfx942 (MI300X): no read-only figure differs from the triad, so DRAMPct
# 77 % (fitted to BabelStream triad 4.09 TB/s) of 5300 GB/s = 4081 GB/s /
# 2.1 GHz / 304 CUs = 6.3925 B/clk; 1 KiB = 8 lines of 128 B, 160.19 cycles
# each: 2048 x 160.19 = 328,070 + ~670 -> [328,070, 328,800].
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -workgroups=64 -workgroup-size=256 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=MI300X
# MI300X: Total Cycles:       32{{8[0-7][0-9][0-9]|8800}}
#
# Half the chip busy (-gcn-param=ActiveCUs=152) doubles the CU's share:
# 2048 x 80.09 = 164,030 + ~670 -> [164,030, 164,750].
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -gcn-param=ActiveCUs=152 -workgroups=64 -workgroup-size=256 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=HALF
# HALF: Total Cycles:       16{{4[0-6][0-9][0-9]|4700}}
# A launch of 152 workgroups (-grid=38912 items of 256) occupies 152 of the
# 304 CUs (one workgroup each, the dispatcher's round robin): the CUs it
# leaves idle take no DRAM share, so ActiveCUs = 152 as above (issue 31;
# before, -grid did not reach the chip model and the CU kept 1/304).
# RUN: gcn-mca -pipeline=wave -mcpu=gfx942 -grid=38912 -workgroups=64 -workgroup-size=256 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=HALF
#
# With every load an L1 hit the vector L1 bounds it instead: 16 cycles per
# load (256 dwords / 16 per clock) -> 2048 x 16 = 32,768 + ~150.
# RUN: gcn-mca -pipeline=wave -mcpu=gfx90a -gcn-param=LoadHitL1=100 -workgroups=64 -workgroup-size=256 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=L1
# L1: Total Cycles:       32{{[89][0-9][0-9]}}
#
# RDNA (gfx1030, RX 6900 XT): the simulated unit is a WGP whose two CUs
# each have their own VMEM queue (TA + L0) at 16 dwords/clk. Wave32: 512
# waves x 8 loads of 32 x 16 B = 512 B = 2 MiB; a load takes 512 / 64 = 8
# cycles of its CU's queue, the 8 waves of a workgroup spread over the
# WGP's 4 SIMDs (2 per CU), so each queue carries half: 2048 x 8 / 2 =
# 16,384 cycles + the last load's L0 latency (73) and a few issue cycles ->
# [16,384, 16,500]: 2 MiB / 16,462 = 127.4 B/clk per WGP = 63.7 B/clk/CU
# (gpu-benches: 59-68 B/clk/CU on RX 6900 XT; one queue per WGP gave 32).
# RUN: gcn-mca -pipeline=wave -mcpu=gfx1030 -l1-hit-rate=1 -workgroups=64 -workgroup-size=256 -wave-stats %wave-views-off %s 2>&1 | FileCheck %s --check-prefix=L0
# L0: Total Cycles:       16{{[34][0-9][0-9]}}
# L0: VMEM           32768
  global_load_dwordx4 v[0:3], v[40:41], off
  global_load_dwordx4 v[4:7], v[40:41], off
  global_load_dwordx4 v[8:11], v[40:41], off
  global_load_dwordx4 v[12:15], v[40:41], off
  global_load_dwordx4 v[16:19], v[40:41], off
  global_load_dwordx4 v[20:23], v[40:41], off
  global_load_dwordx4 v[24:27], v[40:41], off
  global_load_dwordx4 v[28:31], v[40:41], off
  s_waitcnt vmcnt(0)
  s_endpgm
