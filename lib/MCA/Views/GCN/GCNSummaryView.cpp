//===- GCNSummaryView.cpp - Throughput, utilization, starve/stall ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the GCN summary's figures: accumulates the run's counts from
/// the wave pipeline's events and computes the figures, the verdict and the
/// chip-scale figures (compute, computeChip). Printing them, as text and
/// JSON, is GCNSummaryPrint.cpp.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/GCNSummaryView.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "GCNSummaryFormat.h"
#include "gcn-mca/MCA/WaveCounters.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::summary;

GCNSummaryView::GCNSummaryView(const MCSubtargetInfo &STI,
                               MCInstPrinter &Printer, ArrayRef<MCInst> Source,
                               unsigned NumCUs, double ClockMHz)
    : GCNWaveViewBase(STI, Printer, Source), NumCUsOverride(NumCUs),
      ClockMHz(ClockMHz) {
  InstUnit.assign(Source.size(), -1);
  ResidentPerSIMD.assign(Info.NumSIMDs, 0);
}

void GCNSummaryView::onRunInfo(const RunInfo &RI) {
  GCNWaveViewBase::onRunInfo(RI);
  if (ResidentPerSIMD.size() < RI.NumSIMDs)
    ResidentPerSIMD.resize(RI.NumSIMDs, 0);
}

void GCNSummaryView::onWaveStart(const WaveStart &E) {
  ++Waves;
  unsigned Group = E.Wave / std::max(1u, Info.WavesPerWorkgroup);
  if (LiveWavesPerGroup[Group]++ == 0)
    PeakLiveGroups =
        std::max(PeakLiveGroups, unsigned(LiveWavesPerGroup.size()));
  Lanes += E.Lanes ? E.Lanes : Info.WaveSize;
  Live[E.Wave] = {E.Cycle, E.SIMD};
  if (E.SIMD >= ResidentPerSIMD.size())
    ResidentPerSIMD.resize(E.SIMD + 1, 0);
  PeakPerSIMD = std::max(PeakPerSIMD, ++ResidentPerSIMD[E.SIMD]);
  if (Resident++ == 0 && E.Cycle > EmptySince)
    StarvedCycles += E.Cycle - EmptySince;
}

void GCNSummaryView::onWaveEnd(const WaveEnd &E) {
  auto It = Live.find(E.Wave);
  if (It == Live.end())
    return;
  auto [Start, SIMD] = It->second;
  Live.erase(It);
  auto G = LiveWavesPerGroup.find(E.Wave / std::max(1u, Info.WavesPerWorkgroup));
  if (G != LiveWavesPerGroup.end() && --G->second == 0)
    LiveWavesPerGroup.erase(G);
  uint64_t Life = E.Cycle > Start ? E.Cycle - Start : 0;
  LifetimeSum += Life;
  ResidentCycles += Life;
  ++WavesEnded;
  --ResidentPerSIMD[SIMD];
  if (--Resident == 0)
    EmptySince = E.Cycle;
}

void GCNSummaryView::onIssue(const Issue &E) {
  ++Issued;
  if (E.Inst >= IssuedPerInst.size())
    IssuedPerInst.resize(E.Inst + 1, 0);
  ++IssuedPerInst[E.Inst];
  UnitSeen[unsigned(E.Unit)] = true;
  if (E.Inst < InstUnit.size() && InstUnit[E.Inst] < 0) {
    InstUnit[E.Inst] = int8_t(E.Unit);
    auto It = PendingBackpressure.find(E.Inst);
    if (It != PendingBackpressure.end()) {
      BackpressureByUnit[unsigned(E.Unit)] += It->second;
      PendingBackpressure.erase(It);
    }
  }
}

void GCNSummaryView::onWaveStall(const WaveStall &E) {
  if (E.Reason == WaveStallReason::WAITCNT) {
    // The level the first awaited vector memory access waits on.
    if (E.WaitedLevel < NumMemLevels)
      ++MemWaits[E.WaitedLevel];
    return;
  }
  if (E.Reason != WaveStallReason::ARBITER_WIN_EX_STALL)
    return;
  if (E.Inst < InstUnit.size() && InstUnit[E.Inst] >= 0)
    BackpressureByUnit[unsigned(InstUnit[E.Inst])] += E.Slots;
  else
    PendingBackpressure[E.Inst] += E.Slots;
}

void GCNSummaryView::onRunCounts(const WaveCounters &C) {
  // What onIssue, onUnitBusy and onWaveStall (ARBITER_WIN_EX_STALL) sum:
  // the backpressure of an instruction counts for its unit once it issued.
  for (unsigned I = 0, E = C.numInsts(); I < E; ++I) {
    uint64_t N = C.issued(I);
    if (!N)
      continue;
    Issued += N;
    if (I >= IssuedPerInst.size())
      IssuedPerInst.resize(I + 1, 0);
    IssuedPerInst[I] += N;
    GCNExecUnit U = C.unit(I);
    UnitSeen[unsigned(U)] = true;
    if (I < InstUnit.size() && InstUnit[I] < 0) {
      InstUnit[I] = int8_t(U);
      BackpressureByUnit[unsigned(U)] +=
          C.stallSlots(I, WaveStallReason::ARBITER_WIN_EX_STALL);
      auto It = PendingBackpressure.find(I);
      if (It != PendingBackpressure.end()) {
        BackpressureByUnit[unsigned(U)] += It->second;
        PendingBackpressure.erase(It);
      }
    }
  }
  for (unsigned U = 0; U < NumGCNExecUnits; ++U)
    if (C.bookings(GCNExecUnit(U)))
      onUnitBusy(GCNExecUnit(U), C.busy(GCNExecUnit(U)));
  // What MemAccess events would carry.
  for (unsigned L = 0; L < NumMemLevels; ++L) {
    MemBusy[L] += C.memBusy(L);
    MemAccesses[L] += C.memAccesses(L);
  }
  // What onSlot sums.
  SlotsWithWaves += C.slotsWithWaves();
  for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
    uint64_t N = C.idleSlots(WaveStallReason(R));
    StalledSlots += N;
    StalledByReason[R] += N;
  }
}

void GCNSummaryView::onSlot(const SlotOutcome &E) {
  SlotsWithWaves += E.Slots;
  if (E.Issued)
    return;
  StalledSlots += E.Slots;
  StalledByReason[unsigned(E.Reason)] += E.Slots;
}

void GCNSummaryView::onUnitBusy(GCNExecUnit U, uint64_t C) {
  Busy[unsigned(U)] += C;
  UnitSeen[unsigned(U)] = true;
}
/// "the vector ALUs", "the export path", ... for the verdict.
static StringRef unitPhrase(GCNExecUnit U) {
  switch (U) {
  case GCNExecUnit::VALU:
    return "the vector ALUs are";
  case GCNExecUnit::SALU:
    return "the scalar ALU is";
  case GCNExecUnit::SMEM:
    return "scalar memory is";
  case GCNExecUnit::VMEM:
    return "vector memory is";
  case GCNExecUnit::Texture:
    return "the texture units are";
  case GCNExecUnit::LDS:
    return "the LDS is";
  case GCNExecUnit::Export:
    return "the export path is";
  case GCNExecUnit::Branch:
    return "the branch unit is";
  case GCNExecUnit::Matrix:
    return "the matrix (MFMA) units are";
  case GCNExecUnit::Trans:
    return "the transcendental units are";
  case GCNExecUnit::GDS:
    return "the GDS is";
  case GCNExecUnit::Message:
    return "the message path is";
  case GCNExecUnit::None:
    return "the sequencer is";
  }
  return "the unit is";
}

/// "waves wait at s_waitcnt for memory results (WAITCNT)", ... for the
/// verdict (WaveStallReasons.def).
static StringRef reasonPhrase(WaveStallReason R) {
  static const char *const Phrases[NumWaveStallReasons] = {
#define WAVE_STALL_REASON(Name, Short, Letter, Phrase) Phrase,
#include "gcn-mca/MCA/WaveStallReasons.def"
  };
  return Phrases[unsigned(R)];
}

GCNSummaryView::Figures GCNSummaryView::compute() const {
  Figures F;
  F.Waves = Waves;
  F.WavesEnded = WavesEnded;
  F.TotalCycles = Cycles;
  // Waves still resident at the end count as resident until the last cycle.
  uint64_t Resid = ResidentCycles;
  for (const auto &KV : Live)
    if (Cycles > KV.second.first)
      Resid += Cycles - KV.second.first;
  F.StarvedCycles = StarvedCycles;
  if (Resident == 0 && Cycles > EmptySince)
    F.StarvedCycles += Cycles - EmptySince;
  F.PeakWavesPerSIMD = PeakPerSIMD;
  F.WavesPerSIMDLimit = Info.WavesPerSIMD;
  F.MeanWavesPerSIMD = ratio(Resid, double(Cycles) * Info.NumSIMDs);
  F.ClocksPerWave = ratio(LifetimeSum, WavesEnded);
  F.ClocksPerWaveBusy = ratio(Cycles - F.StarvedCycles, Waves);
  F.InstructionsIssued = Issued;
  F.IPCPerCU = ratio(Issued, Cycles);
  F.WorkItems = Lanes;
  F.WavesPer1000Cycles = ratio(1000.0 * Waves, Cycles);
  F.WorkItemsPer1000Cycles = ratio(1000.0 * Lanes, Cycles);
  F.NumCUs = NumCUsOverride ? NumCUsOverride : std::max(1u, Info.NumCUs);
  // The pipeline simulates one unit (a CU, on RDNA a WGP of two CUs): the
  // chip has NumCUs / CUsPerUnit of them (at least one).
  F.CUsPerUnit = std::max(1u, Info.CUsPerUnit);
  F.UnitName = F.CUsPerUnit > 1 ? "WGP" : "CU";
  F.ChipUnits = std::max(1u, F.NumCUs / F.CUsPerUnit);
  F.ClockMHz = ClockMHz;
  F.WavesPerSecond =
      ratio(double(Waves) * ClockMHz * 1e6 * F.ChipUnits, Cycles);
  F.WorkItemsPerSecond =
      ratio(double(Lanes) * ClockMHz * 1e6 * F.ChipUnits, Cycles);
  F.StarveRate = ratio(F.StarvedCycles, Cycles);
  F.SlotsWithWaves = SlotsWithWaves;
  F.StalledSlots = StalledSlots;
  F.StallRate = ratio(StalledSlots, SlotsWithWaves);
  std::copy(std::begin(StalledByReason), std::end(StalledByReason),
            F.StalledSlotsByReason);

  // The first nine units (VALU .. MFMA) are always listed, the others when
  // the chip has them or they saw work.
  for (unsigned Pos = 0; Pos < std::size(ReportUnitOrder); ++Pos) {
    GCNExecUnit VU = ReportUnitOrder[Pos];
    unsigned U = unsigned(VU);
    if (VU == GCNExecUnit::None)
      continue;
    bool Listed = Pos < 9 || Info.UnitCount[U] || Busy[U] || UnitSeen[U];
    if (!Listed)
      continue;
    unsigned N = getUnitCount(VU);
    F.Units.push_back({VU, N, Busy[U], ratio(Busy[U], double(N) * Cycles)});
  }

  // Memory levels.
  for (unsigned L = 0; L < NumMemLevels; ++L)
    F.MemWaitSlots += MemWaits[L];
  for (unsigned L = 0; L < NumMemLevels; ++L) {
    if (Info.MemLevelNames[L].empty())
      continue;
    Figures::MemLevelFigures M;
    M.Name = Info.MemLevelNames[L];
    M.SharePerClk = Info.MemShare[L];
    M.Accesses = MemAccesses[L];
    M.BusyCycles = MemBusy[L];
    M.Utilization = M.SharePerClk > 0 ? ratio(MemBusy[L], Cycles) : 0.0;
    M.WaitSlots = MemWaits[L];
    M.WaitShare = ratio(MemWaits[L], F.MemWaitSlots);
    F.MemLevels.push_back(std::move(M));
  }
  const Figures::MemLevelFigures *TopMem = nullptr, *TopWait = nullptr;
  for (const Figures::MemLevelFigures &M : F.MemLevels) {
    if (!TopMem || M.Utilization > TopMem->Utilization)
      TopMem = &M;
    if (M.WaitSlots && (!TopWait || M.WaitSlots > TopWait->WaitSlots))
      TopWait = &M;
  }
  auto LevelIndex = [&](const Figures::MemLevelFigures *M) {
    for (unsigned L = 0; L < NumMemLevels; ++L)
      if (Info.MemLevelNames[L] == M->Name)
        return int(L);
    return -1;
  };

  // The verdict.
  const UnitFigures *Top = nullptr;
  for (const UnitFigures &UF : F.Units)
    if (!Top || UF.Utilization > Top->Utilization)
      Top = &UF;
  unsigned TopReason = 0;
  for (unsigned R = 1; R < NumWaveStallReasons; ++R)
    if (StalledByReason[R] > StalledByReason[TopReason])
      TopReason = R;
  unsigned TopBP = unsigned(ReportUnitOrder[0]);
  for (GCNExecUnit U : ArrayRef(ReportUnitOrder).drop_front())
    if (BackpressureByUnit[unsigned(U)] > BackpressureByUnit[TopBP])
      TopBP = unsigned(U);
  std::string &T = F.VerdictText;
  if (Waves == 0) {
    F.Verdict = VerdictKind::NoWaves;
    T = "no wave ran.";
  } else if (F.StarveRate >= Thresholds.StarveRate) {
    F.Verdict = VerdictKind::Starved;
    T = formatv("starved: the CU has no resident wave in {0} of the cycles; "
                "wave launch, not execution, bounds throughput.",
                percent(F.StarveRate))
            .str();
  } else if (TopMem && TopMem->Utilization >= Thresholds.UnitBusy &&
             (!Top || TopMem->Utilization >= Top->Utilization)) {
    F.Verdict = VerdictKind::MemoryBandwidth;
    F.VerdictMemLevel = LevelIndex(TopMem);
    T = formatv("{0}-bandwidth-bound: the {3}'s share of {0} ({1} B/clk) is "
                "busy {2} of the cycles",
                TopMem->Name, formatv("{0:F2}", TopMem->SharePerClk),
                percent(TopMem->Utilization), F.UnitName)
            .str();
    if (TopMem->WaitSlots)
      T += formatv("; waves wait on {0} in {1} of their memory waits",
                   TopMem->Name, percent(TopMem->WaitShare))
               .str();
    T += ".";
  } else if (Top && Top->Utilization >= Thresholds.UnitBusy) {
    F.Verdict = VerdictKind::UnitBound;
    F.VerdictUnit = Top->Unit;
    T = formatv("{0}-bound: {1} busy {2} of the cycles",
                getViewUnitName(Top->Unit), unitPhrase(Top->Unit),
                percent(Top->Utilization))
            .str();
    if (BackpressureByUnit[unsigned(Top->Unit)])
      T += formatv(" and backpressure waves ({0} wave-slots refused)",
                   BackpressureByUnit[unsigned(Top->Unit)])
               .str();
    T += ".";
  } else if (F.StallRate >= Thresholds.StallRate &&
             TopReason == unsigned(WaveStallReason::ARBITER_WIN_EX_STALL) &&
             BackpressureByUnit[TopBP]) {
    F.Verdict = VerdictKind::Backpressure;
    F.VerdictUnit = GCNExecUnit(TopBP);
    F.VerdictReason = WaveStallReason(TopReason);
    T = formatv("{0} backpressure: {1} of the SIMD slots stall, mostly "
                "because {2} not accepting work (ARBITER_WIN_EX_STALL).",
                getViewUnitName(GCNExecUnit(TopBP)), percent(F.StallRate),
                unitPhrase(GCNExecUnit(TopBP)))
            .str();
  } else if (F.StallRate >= Thresholds.StallRate) {
    F.Verdict = VerdictKind::Latency;
    F.VerdictReason = WaveStallReason(TopReason);
    T = formatv("latency-bound: {0} of the SIMD slots stall; mostly {1}",
                percent(F.StallRate), reasonPhrase(WaveStallReason(TopReason)))
            .str();
    if (TopReason == unsigned(WaveStallReason::WAITCNT) && TopWait) {
      F.VerdictMemLevel = LevelIndex(TopWait);
      T += formatv("; waves wait on {0} latency in {1} of their memory waits "
                   "({0} share busy {2}: memory latency-bound, not "
                   "bandwidth-bound)",
                   TopWait->Name, percent(TopWait->WaitShare),
                   percent(TopWait->Utilization))
               .str();
    }
    T += ".";
  } else {
    F.Verdict = VerdictKind::Balanced;
    T = formatv("balanced: no unit is busy {0} of the cycles (highest: {1} "
                "{2}) and {3} of the SIMD slots stall.",
                percent(Thresholds.UnitBusy),
                Top ? getViewUnitName(Top->Unit) : StringRef("none"),
                percent(Top ? Top->Utilization : 0.0), percent(F.StallRate))
            .str();
  }
  computeChip(F);
  return F;
}

/// The simulated unit's work scaled to the launch (ChipModel.h): the
/// busiest unit's workgroups decide the time, every workgroup adds its
/// work, the peaks are the chip's.
void GCNSummaryView::computeChip(Figures &F) const {
  Figures::ChipFigures &C = F.Chip;
  if (!Info.Model || ClockMHz <= 0 || Cycles == 0 || Waves == 0)
    return;
  const GCNProcessorModel &M = *Info.Model;
  C.Valid = true;
  uint64_t Simulated = std::max(1u, Info.NumWorkgroups);
  // Without a launch, every unit that shares the chip (ActiveCUs, 0 = all)
  // runs what the simulated one ran.
  unsigned Busy = M.ActiveCUs ? std::max(1u, M.ActiveCUs / F.CUsPerUnit)
                              : F.ChipUnits;
  Busy = std::min(Busy, F.ChipUnits);
  if (Info.GridWorkgroups) {
    C.Launch = ChipLaunch::compute(Info.GridWorkgroups, F.ChipUnits,
                                   std::max(1u, PeakLiveGroups));
  } else {
    C.Launch = ChipLaunch::compute(Simulated * Busy, Busy,
                                   std::max(1u, PeakLiveGroups));
    C.Launch.ChipUnits = F.ChipUnits;
  }
  uint64_t Grid = C.Launch.GridWorkgroups;
  // The simulated unit's work; the kernel is not done before the shared
  // levels have moved its bytes (stores drain after their wave ended).
  double UnitBytes[NumMemLevels] = {};
  for (unsigned I = 0, E = std::min(IssuedPerInst.size(), Info.InstWorks.size());
       I < E; ++I)
    for (unsigned L = 0; L < NumMemLevels; ++L)
      UnitBytes[L] += double(IssuedPerInst[I]) * Info.InstWorks[I].Bytes[L];
  double UnitCycles = double(Cycles);
  for (unsigned L = 0; L < NumMemLevels; ++L)
    if (Info.MemShare[L] > 0)
      UnitCycles = std::max(UnitCycles, UnitBytes[L] / Info.MemShare[L]);
  // The simulated unit ran Simulated workgroups; the busiest one runs
  // MaxPerUnit (the same number unless the launch says otherwise).
  double Hz = ClockMHz * 1e6;
  double ExecCycles =
      UnitCycles * double(C.Launch.MaxPerUnit) / double(Simulated);
  C.ExecUs = ExecCycles / Hz * 1e6;
  C.OverheadUs = M.LaunchOverheadNs / 1000.0;
  C.KernelTimeUs = C.ExecUs + C.OverheadUs;
  double Seconds = C.KernelTimeUs * 1e-6;
  double Scale = double(Grid) / double(Simulated);
  double PeakPerUnitClk = 0;
  for (unsigned I = 0, E = std::min(IssuedPerInst.size(), Info.InstWorks.size());
       I < E; ++I) {
    const InstWork &W = Info.InstWorks[I];
    double N = double(IssuedPerInst[I]);
    for (unsigned L = 0; L < NumMemLevels; ++L)
      C.LevelBytes[L] += N * W.Bytes[L];
    C.LDSBytes += N * W.LDSBytes;
    C.Flops += N * W.Flops;
    if (W.Flops && N > 0) {
      // The unit's instances each finish one such instruction every Busy
      // cycles.
      unsigned Units = std::max(1u, Info.getUnitCount(W.Unit));
      PeakPerUnitClk = std::max(PeakPerUnitClk,
                                double(W.Flops) * Units / std::max(1u, W.Busy));
    }
  }
  for (double &B : C.LevelBytes)
    B *= Scale;
  C.LDSBytes *= Scale;
  C.Flops *= Scale;
  C.PeakFlopsPerSec = PeakPerUnitClk * F.ChipUnits * Hz;
  C.FlopsPerSec = C.Flops / Seconds;
  for (unsigned L = 0; L < NumMemLevels; ++L)
    C.LevelBytesPerSec[L] = C.LevelBytes[L] / Seconds;
  C.LDSBytesPerSec = C.LDSBytes / Seconds;
  C.DRAMEfficiencyPct = Info.DRAMEfficiencyPct;
  C.Peaks = ChipPeaks::compute(M, ClockMHz, C.DRAMEfficiencyPct);
  double DRAMBytes = C.LevelBytes[unsigned(MemLevel::DRAM)];
  C.Intensity = DRAMBytes > 0 ? C.Flops / DRAMBytes : 0;
  // The roofline: each resource's time at its peak; the longest bounds the
  // kernel.
  double BoundTime = 0;
  auto Consider = [&](StringRef Name, double Work, double Peak) {
    if (Work <= 0 || Peak <= 0)
      return;
    double T = Work / Peak;
    if (T > BoundTime) {
      BoundTime = T;
      C.Bound = Name.str();
    }
  };
  Consider("compute", C.Flops, C.PeakFlopsPerSec);
  for (unsigned L = 0; L < NumMemLevels; ++L)
    if (!Info.MemLevelNames[L].empty())
      Consider(Info.MemLevelNames[L], C.LevelBytes[L],
               C.Peaks.LevelBytesPerSec[L]);
  Consider("LDS", C.LDSBytes, C.Peaks.LDSBytesPerSec);
  C.BoundFraction = BoundTime / Seconds;
}

/// GCNViews.def's factory of the view.
ReportView llvm::gcnmca::createGCNSummaryView(GCNViewContext &Ctx) {
  auto Summary = createGCNSummary(Ctx.Opts, Ctx.STI, Ctx.IP, Ctx.Insts);
  Ctx.Summary = Summary.get();
  return Summary;
}
