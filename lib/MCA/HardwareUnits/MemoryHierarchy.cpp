//===- MemoryHierarchy.cpp - Caches and DRAM behind the CU ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Hit-rate expectation, coalescing and the shared-bandwidth queues of the
/// memory hierarchy (see MemoryHierarchy.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gcn-mca/MCA/HardwareUnits/CacheHierarchy.h"
#include <algorithm>
#include <cmath>
#include <vector>

using namespace llvm;
using namespace llvm::gcnmca;

StringRef llvm::gcnmca::getMemLevelName(MemLevel L,
                                        const GCNProcessorModel &M) {
  switch (L) {
  case MemLevel::L1:
    return M.IsRDNA ? "L0" : "L1";
  case MemLevel::GL1:
    return "GL1";
  case MemLevel::L2:
    return "L2";
  case MemLevel::MALL:
    return M.IsRDNA ? "Infinity Cache" : "MALL";
  case MemLevel::DRAM:
    return M.HasHBM ? "HBM" : "GDDR";
  }
  return "?";
}

bool llvm::gcnmca::hasMemLevel(MemLevel L, const GCNProcessorModel &M) {
  switch (L) {
  case MemLevel::GL1:
    return M.GL1Latency != 0;
  case MemLevel::MALL:
    return M.MALLLatency != 0;
  default:
    return true;
  }
}

unsigned MemAccessProfile::linesTouched(unsigned Lanes, unsigned WidthBytes,
                                        unsigned StrideBytes,
                                        unsigned LineBytes) {
  Lanes = std::max(1u, Lanes);
  WidthBytes = std::max(1u, WidthBytes);
  LineBytes = std::max(1u, LineBytes);
  uint64_t PerLane = (WidthBytes + LineBytes - 1) / LineBytes;
  uint64_t Span = uint64_t(Lanes - 1) * StrideBytes + WidthBytes;
  uint64_t Contiguous = (Span + LineBytes - 1) / LineBytes;
  return unsigned(std::min(uint64_t(Lanes) * PerLane, Contiguous));
}

static MemAccessKind kindOf(GCNInstClass C) {
  switch (C) {
  case GCNInstClass::VMEM_STORE:
  case GCNInstClass::FLAT_STORE:
  case GCNInstClass::GLOBAL_STORE:
  case GCNInstClass::SCRATCH_STORE:
  case GCNInstClass::MIMG_STORE:
    return MemAccessKind::Store;
  case GCNInstClass::VMEM_ATOMIC:
  case GCNInstClass::FLAT_ATOMIC:
  case GCNInstClass::GLOBAL_ATOMIC:
  case GCNInstClass::MIMG_ATOMIC:
    return MemAccessKind::Atomic;
  case GCNInstClass::SCRATCH_LOAD:
    return MemAccessKind::Scratch;
  case GCNInstClass::MIMG_SAMPLE:
  case GCNInstClass::MIMG_SAMPLE_D:
  case GCNInstClass::MIMG_GATHER:
  case GCNInstClass::MIMG_LOAD:
  case GCNInstClass::MIMG_BVH:
  case GCNInstClass::MIMG_OTHER:
    return MemAccessKind::Image;
  default:
    return MemAccessKind::Load;
  }
}

/// Atomics execute in the L2 channels (docs/Model.md, "Atomics"): a
/// channel does one request per line per clock for the lanes on distinct
/// addresses of the line, and the lanes on one address one per clock. The
/// access needs Requests = L2 lines x lanes per address channel-clocks;
/// across the chip they spread over the channels the working set spans
/// (Spread: all of them unless a footprint annotation says how few), so the
/// CU's share of L2 bandwidth carries Requests x L2BytesPerClk / Spread
/// bytes; the lanes on one address add their serialization to the latency.
static void chargeAtomicAtL2(const GCNProcessorModel &M, MemAccessProfile &P,
                             unsigned WaveSize, unsigned Width,
                             int64_t Footprint) {
  unsigned Lanes = std::max(1u, WaveSize);
  unsigned L2Line = std::max(1u, M.L2LineBytes);
  uint64_t Distinct = P.StrideKnown && P.StrideBytes == 0 ? 1 : Lanes;
  uint64_t Lines =
      MemAccessProfile::linesTouched(Lanes, Width, P.StrideBytes, L2Line);
  if (Footprint > 0 && !P.StrideKnown) {
    // Unknown addresses inside a working set (a histogram's bins): the
    // lanes scatter over its dwords and its lines.
    uint64_t Words = std::max<uint64_t>(1, uint64_t(Footprint) / Width);
    Distinct = std::min<uint64_t>(Lanes, Words);
    Lines = std::min<uint64_t>(
        uint64_t(Lanes) * ((Width + L2Line - 1) / L2Line),
        (uint64_t(Footprint) + L2Line - 1) / L2Line);
  }
  uint64_t PerAddress = (Lanes + Distinct - 1) / Distinct;
  uint64_t Requests = std::max<uint64_t>(1, Lines) * PerAddress;
  uint64_t Channels = std::max(1u, M.L2BytesPerClk / L2Line);
  uint64_t Spread = Channels;
  if (Footprint > 0)
    Spread = std::clamp<uint64_t>(
        (uint64_t(Footprint) + M.L2InterleaveBytes - 1) /
            std::max(1u, M.L2InterleaveBytes),
        1, Channels);
  P.AtomicRequests = unsigned(std::min<uint64_t>(Requests, ~0u));
  P.Bytes[unsigned(MemLevel::L2)] =
      float(double(Requests) * M.L2BytesPerClk / double(Spread));
  P.Latency += unsigned(PerAddress - 1);
}

void llvm::gcnmca::scalarLevelLatencies(const GCNProcessorModel &M,
                                        unsigned (&Lat)[NumMemLevels]) {
  // The levels' latencies (GL1Latency ... DRAMLatency) are load-to-use
  // times measured from the vector side (pointer chases through
  // global_load): each includes the vector L1's own lookup and return, the
  // VMEMLatency of a hit. A scalar load reaches the same levels through
  // the scalar cache instead (the scalar cache, like the vector L0s, is
  // backed by the graphics L1 on RDNA, by the L2 on GCN/CDNA), so its miss
  // pays the scalar cache's lookup (SMEMLatency) where the vector load paid
  // the vector L1's: a level's scalar latency is its vector latency -
  // VMEMLatency + SMEMLatency (never below SMEMLatency).
  Lat[0] = M.SMEMLatency;
  for (unsigned I = 1; I != NumMemLevels; ++I)
    Lat[I] = Lat[I] > M.VMEMLatency
                 ? Lat[I] - M.VMEMLatency + M.SMEMLatency
                 : std::max(Lat[I], M.SMEMLatency);
}

MemAccessProfile MemAccessProfile::compute(const GCNProcessorModel &M,
                                           const GCNInstrCost &C,
                                           unsigned WaveSize,
                                           const GCNTextureSetting &Ann,
                                           int StrideBytes, int FixedLatency,
                                           StrideSource Source,
                                           const float *Derived,
                                           unsigned LaunchLines,
                                           unsigned LaunchLookups) {
  MemAccessProfile P;
  bool Scalar = C.Unit == GCNExecUnit::SMEM;
  P.Kind = Scalar ? MemAccessKind::Scalar : kindOf(C.Class);
  unsigned Width = std::max(1u, C.Dwords) * 4;
  // The first level's line: the scalar cache's for a scalar load.
  unsigned FirstLine = Scalar ? std::max(1u, M.SL1LineBytes) : M.L1LineBytes;
  if (Scalar) {
    // One address for the wave: the dwords it loads, in scalar-cache lines.
    P.StrideKnown = true;
    P.Source = StrideSource::Derived;
    P.StrideBytes = 0;
    P.Lines = (Width + FirstLine - 1) / FirstLine;
    P.L1Cycles = std::max(1u, C.IssueCycles);
    FixedLatency = -1;
  } else {
    if (Ann.StrideBytes >= 0) {
      StrideBytes = Ann.StrideBytes;
      Source = StrideSource::Annotated;
    }
    P.StrideKnown = StrideBytes >= 0;
    P.Source = P.StrideKnown ? Source : StrideSource::Default;
    P.StrideBytes = P.StrideKnown ? unsigned(StrideBytes) : Width;
    P.Lines = linesTouched(WaveSize, Width, P.StrideBytes, M.L1LineBytes);
    // The lines the lanes' addresses touch, from the launch (WaveStreams),
    // unless an annotation gives the stride.
    if (LaunchLines && Ann.StrideBytes < 0) {
      P.Lines = LaunchLines;
      P.Source = StrideSource::Launch;
    }
    // The vector L1 looks up one line per clock (gpu-benches gpu-strides:
    // ~1 lane/clk once every lane has its own line); never faster than the
    // TA's dwords per clock (the instruction's issue cycles). From the
    // launch, a line is looked up once per run of consecutive lanes in it
    // (LaneAddresses::lineLookups): lanes that leave a line and come back
    // to it cost a lookup each time.
    unsigned Lookups = P.Lines;
    if (LaunchLookups && P.Source == StrideSource::Launch)
      Lookups = std::max(Lookups, LaunchLookups);
    P.L1Cycles = std::max(std::max(1u, C.IssueCycles), Lookups);
  }

  // A footprint annotation: the rates of a walk over that working set,
  // from the cache model.
  float FromFootprint[4];
  const float *FromLaunch = Derived;
  if (Ann.FootprintBytes >= 0) {
    CacheHierarchy::footprintHitRates(M, P.Kind, uint64_t(Ann.FootprintBytes),
                                      FromFootprint);
    Derived = FromFootprint;
  }

  // Conditional hit rates (fractions) of L1, GL1, L2, MALL by kind.
  float H[4] = {0, 0, 0, 0};
  switch (P.Kind) {
  case MemAccessKind::Load:
    H[0] = M.LoadHitL1 / 100.0f;
    H[1] = M.LoadHitGL1 / 100.0f;
    H[2] = M.LoadHitL2 / 100.0f;
    H[3] = M.LoadHitMALL / 100.0f;
    break;
  case MemAccessKind::Store:
    H[2] = M.StoreHitL2 / 100.0f;
    H[3] = M.StoreHitMALL / 100.0f;
    break;
  case MemAccessKind::Atomic:
    H[2] = M.AtomicHitL2 / 100.0f;
    H[3] = M.AtomicHitMALL / 100.0f;
    break;
  case MemAccessKind::Scratch:
    H[0] = M.ScratchHitL1 / 100.0f;
    H[2] = M.ScratchHitL2 / 100.0f;
    break;
  case MemAccessKind::Image:
    H[0] = M.ImageHitL1 / 100.0f;
    H[2] = 1;
    break;
  case MemAccessKind::Scalar:
    H[0] = M.ScalarHitL1 / 100.0f;
    break;
  }
  // Rates the cache model derived (CacheHierarchy) replace the defaults,
  // not what the command line gave; an annotation wins over both.
  static const char *const Params[][4] = {
      {"LoadHitL1", "LoadHitGL1", "LoadHitL2", "LoadHitMALL"},
      {"", "", "StoreHitL2", "StoreHitMALL"},
      {"", "", "AtomicHitL2", "AtomicHitMALL"},
      {"ScratchHitL1", "", "ScratchHitL2", ""},
      {"ImageHitL1", "", "", ""},
      {"ScalarHitL1", "", "", ""}};
  for (unsigned I = 0; I != 4; ++I) {
    StringRef Param = Params[unsigned(P.Kind)][I];
    bool Given = !Param.empty() && M.getSource(Param).starts_with("command line");
    bool Used = Derived && Derived[I] >= 0 && !Given;
    if (Used)
      H[I] = Derived[I];
    // `hit` annotations name vector accesses (docs/Model.md).
    if (Ann.Hit[I] >= 0 && !Scalar) {
      H[I] = Ann.Hit[I];
      Used = false;
    }
    if (Used && Derived == FromLaunch) {
      P.HitsDerived = true;
      P.DerivedLevels |= uint8_t(1u << I);
    }
    H[I] = std::clamp(H[I], 0.0f, 1.0f);
  }
  // Stores and atomics do not allocate in the write-through L1s.
  if (P.Kind == MemAccessKind::Store || P.Kind == MemAccessKind::Atomic)
    H[0] = H[1] = 0;
  if (!hasMemLevel(MemLevel::GL1, M))
    H[1] = 0;
  if (!hasMemLevel(MemLevel::MALL, M))
    H[3] = 0;
  std::copy(std::begin(H), std::end(H), P.HitRate);

  unsigned Lat[NumMemLevels] = {M.VMEMLatency, M.GL1Latency, M.L2Latency,
                                M.MALLLatency, M.DRAMLatency};
  if (Scalar)
    scalarLevelLatencies(M, Lat);
  float LineBytes = float(P.Lines) * FirstLine;
  float Reach = 1;
  double Expected = 0, Best = -1;
  for (unsigned I = 0; I != NumMemLevels; ++I) {
    float Hit = I < 4 ? H[I] : 1.0f;
    P.Bytes[I] = LineBytes * Reach;
    P.Served[I] = Reach * Hit;
    double Contribution = double(P.Served[I]) * Lat[I];
    Expected += Contribution;
    if (P.Served[I] > 0 && Contribution > Best) {
      Best = Contribution;
      P.Dominant = MemLevel(I);
    }
    Reach *= 1 - Hit;
  }
  P.Latency = unsigned(std::lround(Expected));
  if (P.Kind == MemAccessKind::Atomic)
    chargeAtomicAtL2(M, P, WaveSize, Width, Ann.FootprintBytes);
  // The scalar cache's own bandwidth is the SMEM unit's (SMEMDwordsPerClk):
  // no vector-L1 bytes.
  if (Scalar)
    P.Bytes[unsigned(MemLevel::L1)] = 0;
  if (P.Kind == MemAccessKind::Store)
    P.Latency = M.VMEMStoreLatency;
  // -vmem-latency: the one quantity it sets; where the access is served
  // (the bytes each level moves, their bandwidth) stays the hierarchy's.
  if (FixedLatency >= 0)
    P.Latency = unsigned(FixedLatency);
  return P;
}

unsigned llvm::gcnmca::getLDSBankCycles(unsigned Lanes, unsigned StrideBytes,
                                        unsigned Banks) {
  Banks = std::max(1u, Banks);
  // Distinct dword addresses per bank.
  std::vector<std::vector<uint64_t>> PerBank(Banks);
  for (unsigned L = 0; L < std::max(1u, Lanes); ++L) {
    uint64_t Dword = uint64_t(L) * StrideBytes / 4;
    std::vector<uint64_t> &B = PerBank[Dword % Banks];
    if (std::find(B.begin(), B.end(), Dword) == B.end())
      B.push_back(Dword);
  }
  unsigned Cycles = 1;
  for (const std::vector<uint64_t> &B : PerBank)
    Cycles = std::max(Cycles, unsigned(B.size()));
  return Cycles;
}

void MemoryHierarchy::computeShares(const GCNProcessorModel &M,
                                    unsigned CUsSimulated,
                                    double (&Share)[NumMemLevels],
                                    unsigned DRAMEfficiencyPct) {
  double Active = std::max(1u, M.activeCUs());
  double Chip = std::max(1u, M.NumCUs);
  double Clock = std::max(1u, M.ClockMHz);
  double Units = std::max(1u, CUsSimulated);
  // Bytes per clock per instance shared by CUs CUs.
  auto Instance = [&](double Bytes, double CUs) {
    if (!Bytes)
      return 0.0;
    double PerInstance = std::max(1.0, Active * std::max(1.0, CUs) / Chip);
    return std::min(Bytes, Bytes * Units / PerInstance);
  };
  auto ChipWide = [&](double GBps) {
    return GBps ? GBps * 1000.0 / Clock / Active * Units : 0.0;
  };
  Share[unsigned(MemLevel::L1)] = 0;
  Share[unsigned(MemLevel::GL1)] =
      hasMemLevel(MemLevel::GL1, M) ? Instance(M.GL1BytesPerClk, M.GL1CUs) : 0;
  Share[unsigned(MemLevel::L2)] = Instance(M.L2BytesPerClk, M.L2CUs);
  Share[unsigned(MemLevel::MALL)] =
      hasMemLevel(MemLevel::MALL, M) ? ChipWide(M.MALLGBps) : 0;
  // DRAM: what streams reach, not the spec peak (ChipModel.h,
  // getDRAMEfficiencyPct).
  Share[unsigned(MemLevel::DRAM)] =
      ChipWide(M.DRAMGBps * std::min(100u, DRAMEfficiencyPct) / 100.0);
}

void MemoryHierarchy::init(const double (&S)[NumMemLevels]) {
  for (unsigned I = 0; I != NumMemLevels; ++I) {
    Share[I] = S[I];
    NextFree[I] = 0;
  }
}

uint64_t MemoryHierarchy::access(uint64_t T, const MemAccessProfile &P,
                                 uint8_t &Bottleneck,
                                 float (&Busy)[NumMemLevels]) {
  double Wait = 0;
  Bottleneck = NoMemLevel;
  for (unsigned I = 0; I != NumMemLevels; ++I) {
    Busy[I] = 0;
    if (!Share[I] || P.Bytes[I] <= 0)
      continue;
    double Service = P.Bytes[I] / Share[I];
    double Start = std::max(double(T), NextFree[I]);
    NextFree[I] = Start + Service;
    Busy[I] = float(Service);
    if (Start - T > Wait) {
      Wait = Start - T;
      Bottleneck = uint8_t(I);
    }
  }
  return uint64_t(std::ceil(Wait));
}

uint64_t MemoryHierarchy::lastBusy() const {
  double L = 0;
  for (double F : NextFree)
    L = std::max(L, F);
  return uint64_t(std::ceil(L));
}
