# An LDS store's address shares the port with its data (LDSStoreAddrBytes).
# On GCN and CDNA one LDS port per SIMD pair moves 64 B per clock each way, and
# its input side carries the address with a store's or an atomic's data
# (rocprofiler-compute, pipeline descriptions, "Local data share": a
# wave64 store of 4 B per lane takes 8 cycles, of 16 B per lane 20). So a
# store or atomic takes ceil((4 x Dwords + 4) x 64 / 64) cycles, a load
# sends only the address in and takes its data out: ceil(4 x Dwords x 64 /
# 64) (pyhip measured 4 for ds_read_b32 and 16 for b128 on MI308X):
#   ds_write_b32, ds_write_b8 (a dword per lane)   (4 + 4) x 64 / 64 = 8
#   ds_write_b128                                  (16 + 4)          = 20
#   ds_write2_b32 (one address, two data)          (8 + 4)           = 12
#   ds_add_u32, ds_add_rtn_u32 (address + data in) (4 + 4)           = 8
#   ds_read_b32                                    4 x 64 / 64       = 4
#   ds_read_b128                                   16 x 64 / 64      = 16
# Columns printed: class, unit, issue cycles.
# RUN: gcn-mca -mcpu=gfx90a -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 %s 2>&1 | FileCheck %s --check-prefix=CDNA
# CDNA:      DS_STORE        LDS      8   {{.*}} ds_write_b32 v1, v2
# CDNA-NEXT: DS_STORE        LDS      8   {{.*}} ds_write_b8 v1, v2
# CDNA-NEXT: DS_STORE        LDS      20  {{.*}} ds_write_b128 v1, v[4:7]
# CDNA-NEXT: DS_STORE        LDS      12  {{.*}} ds_write2_b32 v1, v2, v3 offset1:8
# CDNA-NEXT: DS_ATOMIC       LDS      8   {{.*}} ds_add_u32 v1, v2
# CDNA-NEXT: DS_ATOMIC       LDS      8   {{.*}} ds_add_rtn_u32 v8, v1, v2
# CDNA-NEXT: DS_LOAD         LDS      4   {{.*}} ds_read_b32 v8, v1
# CDNA-NEXT: DS_LOAD         LDS      16  {{.*}} ds_read_b128 v[8:11], v1
# CDNA:      params: LDSStoreAddrBytes, LDSBytesPerClk, LDSLatency
# CDNA:      LDSStoreAddrBytes = 4: 4: the port's input side
#
# The wave pipeline books them on the LDS: one wave, the eight accesses,
# 8 + 8 + 20 + 12 + 8 + 8 + 4 + 16 = 84 busy cycles.
# RUN: gcn-mca -mcpu=gfx90a -workgroups=1 -iterations=1 -instruction-info=0 -stall-view=0 \
# RUN:   -wave-view=0 -memory-view=0 -occupancy-view=0 %s 2>&1 | FileCheck %s --check-prefix=BUSY
# BUSY: LDS          2           84
#
# CDNA3 (gfx942) has the same port: the same costs.
# RUN: gcn-mca -mcpu=gfx942 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 %s 2>&1 | FileCheck %s --check-prefix=CDNA3
# CDNA3:      DS_STORE        LDS      8   {{.*}} ds_write_b32 v1, v2
# CDNA3:      DS_STORE        LDS      20  {{.*}} ds_write_b128 v1, v[4:7]
# CDNA3:      DS_LOAD         LDS      4   {{.*}} ds_read_b32 v8, v1
#
# -gcn-param=LDSStoreAddrBytes=0: stores cost their data only, like loads
# (4, 4, 16, 8, 4, 4); the source names the option.
# RUN: gcn-mca -mcpu=gfx90a -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 -gcn-param=LDSStoreAddrBytes=0 %s 2>&1 | FileCheck %s --check-prefix=ZERO
# ZERO:      DS_STORE        LDS      4   {{.*}} ds_write_b32 v1, v2
# ZERO-NEXT: DS_STORE        LDS      4   {{.*}} ds_write_b8 v1, v2
# ZERO-NEXT: DS_STORE        LDS      16  {{.*}} ds_write_b128 v1, v[4:7]
# ZERO-NEXT: DS_STORE        LDS      8   {{.*}} ds_write2_b32 v1, v2, v3 offset1:8
# ZERO-NEXT: DS_ATOMIC       LDS      4   {{.*}} ds_add_u32 v1, v2
# ZERO-NEXT: DS_ATOMIC       LDS      4   {{.*}} ds_add_rtn_u32 v8, v1, v2
# ZERO:      LDSStoreAddrBytes = 0: command line (-gcn-param)
#
# RDNA (gfx1100, wave32): no published figure, LDSStoreAddrBytes 0; 128 B
# per clock per CU: b32 32 x 4 / 128 = 1, b128 4, write2_b32 2 (the
# disassembler prints gfx11's ds_store/ds_load names).
# RUN: gcn-mca -mcpu=gfx1100 -workgroups=1 -iterations=1 -gcn-instruction-info %wave-views-off \
# RUN:   -occupancy-view=0 %s 2>&1 | FileCheck %s --check-prefix=RDNA
# RDNA:      DS_STORE        LDS      1   {{.*}} ds_store_b32 v1, v2
# RDNA-NEXT: DS_STORE        LDS      1   {{.*}} ds_store_b8 v1, v2
# RDNA-NEXT: DS_STORE        LDS      4   {{.*}} ds_store_b128 v1, v[4:7]
# RDNA-NEXT: DS_STORE        LDS      2   {{.*}} ds_store_2addr_b32 v1, v2, v3 offset1:8
# RDNA:      LDSStoreAddrBytes = 0: assumption: 0
#
# Out of range (0..64): an error, exit 1.
# RUN: not gcn-mca -mcpu=gfx90a -gcn-param=LDSStoreAddrBytes=65 %s 2>&1 | FileCheck %s --check-prefix=BAD
# BAD: gcn-mca: error: -gcn-param LDSStoreAddrBytes=65 is out of range (0..64)

ds_write_b32 v1, v2
ds_write_b8 v1, v2
ds_write_b128 v1, v[4:7]
ds_write2_b32 v1, v2, v3 offset1:8
ds_add_u32 v1, v2
ds_add_rtn_u32 v8, v1, v2
ds_read_b32 v8, v1
ds_read_b128 v[8:11], v1
s_waitcnt lgkmcnt(0)
