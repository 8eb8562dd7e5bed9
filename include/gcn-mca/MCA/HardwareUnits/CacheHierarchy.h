//===- CacheHierarchy.h - The chip's caches fed by line addresses -*- C++ -*-//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The caches of one L2 instance's worth of CUs as caches (SetAssocCache per
/// level, geometry and write policy from the processor model): a vector L1
/// (L0 on RDNA) per CU, a scalar cache per SL1CUs CUs, a graphics L1 per
/// GL1CUs CUs (RDNA1-3), one L2 instance and the chip's MALL / Infinity
/// Cache, then DRAM. Every CU given shares the L2 and MALL, so the reuse
/// that workgroups running at the same time on other CUs create (a GEMM tile
/// read by many workgroups) hits there.
///
/// Fed with the byte addresses one wave access touches (any order,
/// duplicates coalesce into lines), it counts per instruction how many
/// requests reached each level and how many hit there; the conditional hit
/// rates (hits / requests at the level, as MemAccessProfile uses them) are
/// then derived, not assumed.
///
/// Routing per access kind:
///  - loads, image and scratch loads: L1 -> GL1 -> L2 -> MALL -> DRAM, each
///    level allocating on a miss;
///  - scalar loads: scalar cache -> GL1 (RDNA1-3) -> L2 -> MALL -> DRAM;
///  - stores: through the write-through L1 (and the read-only GL1) to the
///    L2, which by its policy keeps the line dirty (write-back, allocate) or
///    passes the write on; dirty lines go to the MALL and DRAM when evicted
///    or at finish(). A store's "hit" at a level is a write that level
///    absorbed and never wrote back (it combined with a later write of the
///    line, which is then the one written back): write combining;
///  - atomics: execute at L2 (read-modify-write: a miss reads the line from
///    below, the line stays dirty in L2).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_CACHEHIERARCHY_H
#define GCN_MCA_MCA_HARDWAREUNITS_CACHEHIERARCHY_H

#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gcn-mca/MCA/HardwareUnits/SetAssocCache.h"
#include "llvm/ADT/ArrayRef.h"
#include <algorithm>
#include <array>
#include <vector>

namespace llvm {
namespace gcnmca {

/// What the caches did with one instruction's accesses.
struct CacheInstStats {
  MemAccessKind Kind = MemAccessKind::Load;
  /// Wave accesses (executions) fed.
  uint64_t Accesses = 0;
  /// Line requests that reached each level and that hit there (a store's
  /// hit: absorbed and not written back by this instruction).
  uint64_t Requests[NumMemLevels] = {};
  uint64_t Hits[NumMemLevels] = {};
  /// First-level lines that reached the L2 (two of one L2 line in one
  /// access make one request but count two here).
  uint64_t L2InLines = 0;
  /// The conditional hit rate of \p L in [0, 1], or -1 when no request
  /// reached it.
  float hitRate(MemLevel L) const {
    unsigned I = unsigned(L);
    return Requests[I] ? float(double(Hits[I]) / double(Requests[I])) : -1.0f;
  }
  /// The L2's hit rate in bytes: 1 - the bytes its misses (reads) or
  /// write-backs (stores) move below, in \p L2Line lines, / the bytes that
  /// reached it in \p FirstLine lines; in [0, 1], -1 when nothing reached
  /// it. A rate per first-level line that gives the bytes below right
  /// (an L2 line fetched for one 64 B half another access then hits is
  /// 128 B, not 64).
  float l2ByteHitRate(unsigned FirstLine, unsigned L2Line) const {
    unsigned I = unsigned(MemLevel::L2);
    if (!L2InLines || !Requests[I])
      return -1.0f;
    double Below = double(Requests[I] - Hits[I]) * L2Line;
    double In = double(L2InLines) * FirstLine;
    return float(std::clamp(1.0 - Below / In, 0.0, 1.0));
  }
};

/// One wave access of an address trace (deriveHitRates): its instruction,
/// kind and the byte addresses its lanes touch (coalesced into lines).
struct TracedAccess {
  uint32_t Inst = 0;
  MemAccessKind Kind = MemAccessKind::Load;
  ArrayRef<uint64_t> Addrs;
};

class CacheHierarchy {
public:
  /// The caches of \p M for \p CUs CUs sharing one L2 instance and the
  /// MALL; \p Scale > 1 divides every capacity (not the ways) by it;
  /// \p L2Scale and \p MALLScale > 1 divide the L2's and the MALL's
  /// further (the share of them the CUs fed get when others, not fed, use
  /// the rest).
  /// \p HashSets: every level indexes its sets by the XOR-folded line
  /// (CacheGeometry::HashSets).
  CacheHierarchy(const GCNProcessorModel &M, unsigned CUs, unsigned Scale = 1,
                 unsigned L2Scale = 1, unsigned MALLScale = 1,
                 bool HashSets = false);

  /// The conditional hit rates of L1 (the scalar cache for scalar loads),
  /// GL1, L2 and MALL (\p H, -1 = the level is absent) of an access of
  /// kind \p K that walks a working set of \p Bytes over and over: a
  /// cyclic walk, one first-level line per step, run twice through one CU's
  /// caches; the second round's rates. Neighbouring first-level lines are
  /// visited far apart (every R-th line, then the next ones: R = the lower
  /// levels' line / the first level's), so a level hits if and only if the
  /// working set fits it, as in a pointer chase in scattered order. A walk longer than 65536 steps runs
  /// on caches scaled down by a power of two (as many sets fewer, never
  /// fewer than one; a cyclic walk over contiguous lines loads every set
  /// alike, so the rates stay); one larger than every level misses
  /// everywhere (LRU evicts each line before it comes back).
  static void footprintHitRates(const GCNProcessorModel &M, MemAccessKind K,
                                uint64_t Bytes, float (&H)[4]);

  /// The geometry of \p L (the scalar cache when \p Scalar) on \p M.
  static CacheGeometry geometry(const GCNProcessorModel &M, MemLevel L,
                                bool Scalar = false);

  /// The conditional hit rates of L1, GL1, L2 and MALL per instruction
  /// (-1: no request of it reached the level, or it has no trace) from the
  /// per-wave access lists \p Waves: wave W runs on CU \p CUOf[W] (modulo
  /// \p CUs, the CUs of one L2 instance that \p Waves stand for); the
  /// waves' accesses are interleaved round robin, one access per wave per
  /// turn, as resident waves issue theirs; then finish() (the stores' write-
  /// backs). \p NumInsts sizes the result.
  static std::vector<std::array<float, 4>>
  deriveHitRates(const GCNProcessorModel &M, unsigned NumInsts, unsigned CUs,
                 ArrayRef<std::vector<TracedAccess>> Waves,
                 ArrayRef<unsigned> CUOf);

  /// One wave access of instruction \p Inst on CU \p CU: \p Addrs are the
  /// byte addresses its active lanes touch.
  void access(unsigned CU, MemAccessKind K, ArrayRef<uint64_t> Addrs,
              unsigned Inst);
  /// The same for an access given as its distinct first-level lines
  /// (byte address / the first level's line bytes), ascending.
  void accessLines(unsigned CU, MemAccessKind K, ArrayRef<uint64_t> Lines,
                   unsigned Inst);
  /// The same for a vector access whose vector L1 the caller keeps (a
  /// copy of firstLevel(), fed with this CU's accesses in the same order):
  /// \p L1Hits says per line of a load whether it hit there (a store's
  /// write the caller did itself); this L1 is not touched. The scalar
  /// cache and the levels below are as for accessLines.
  void accessLinesAfterL1(unsigned CU, MemAccessKind K,
                          ArrayRef<uint64_t> Lines, unsigned Inst,
                          const uint8_t *L1Hits) {
    accessImpl(CU, K, Lines, Inst, L1Hits, /*L1Given=*/true);
  }
  /// Counts \p Accesses vector loads of instruction \p Inst (kind \p K)
  /// whose \p Lines lines all hit in a vector L1 the caller keeps (see
  /// accessLinesAfterL1): nothing goes on, only the counts change.
  void countL1Hits(unsigned Inst, MemAccessKind K, uint64_t Accesses,
                   uint64_t Lines) {
    CacheInstStats &S = statsFor(Inst, K);
    S.Accesses += Accesses;
    S.Requests[unsigned(MemLevel::L1)] += Lines;
    S.Hits[unsigned(MemLevel::L1)] += Lines;
  }
  /// The vector L1 of \p CU as it is (empty before any access).
  const SetAssocCache &firstLevel(unsigned CU) const {
    return L1[CU % numCUs()];
  }
  /// The end of the kernel: dirty lines are written back (L2 to MALL to
  /// DRAM), credited to the stores that dirtied them.
  void finish();

  /// Statistics of \p Inst (empty if it was never fed).
  const CacheInstStats &stats(unsigned Inst) const;
  unsigned numCUs() const { return unsigned(L1.size()); }
  /// Lines read from and written to DRAM so far.
  uint64_t dramReadLines() const { return DRAMReads; }
  uint64_t dramWriteLines() const { return DRAMWrites; }

private:
  /// accessLines; \p L1Given: the vector L1's outcome is \p L1Hits.
  void accessImpl(unsigned CU, MemAccessKind K, ArrayRef<uint64_t> Lines,
                  unsigned Inst, const uint8_t *L1Hits, bool L1Given);
  CacheInstStats &statsFor(unsigned Inst, MemAccessKind K);
  /// A read of \p Addr from the L2 down (GL1 already missed).
  void readBelow(uint64_t Addr, CacheInstStats &S);
  /// A read of \p Addr from the MALL down.
  void readMALL(uint64_t Addr, CacheInstStats &S);
  /// A write reaching the MALL (a forwarded write or an L2 write-back),
  /// credited to instruction \p Tag.
  void writeMALL(uint64_t Addr, uint32_t Tag);
  /// A write-back of \p Tag's line leaving level \p From.
  void creditWriteBack(uint32_t Tag, MemLevel From);

  unsigned SL1CUs = 1, GL1CUs = 1;
  unsigned L1Line = 64, L2Line = 128;
  /// log2 of L2Line when it is a power of 2 (-1: not).
  int L2Shift = -1;
  std::vector<SetAssocCache> L1, SL1, GL1;
  SetAssocCache L2, MALL;
  std::vector<CacheInstStats> Stats;
  uint64_t DRAMReads = 0, DRAMWrites = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_CACHEHIERARCHY_H
