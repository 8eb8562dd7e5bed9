//===- GCNSummaryView.cpp - Throughput, utilization, starve/stall ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the GCN summary: accumulates the run's figures from the wave
/// pipeline's events and prints them with a verdict.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/GCNSummaryView.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "gcn-mca/MCA/WaveCounters.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

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
  LastMemLevel.assign(RI.InstMemLevel.begin(), RI.InstMemLevel.end());
}

void GCNSummaryView::onMemAccess(const MemAccess &E) {
  for (unsigned L = 0; L < NumMemLevels; ++L)
    MemBusy[L] += E.Busy[L];
  if (E.Level < NumMemLevels)
    ++MemAccesses[E.Level];
  if (E.Inst >= LastMemLevel.size())
    LastMemLevel.resize(E.Inst + 1, NoMemLevel);
  LastMemLevel[E.Inst] = E.Level;
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
    for (unsigned I : E.WaitedOn)
      if (I < LastMemLevel.size() && LastMemLevel[I] < NumMemLevels) {
        ++MemWaits[LastMemLevel[I]];
        break;
      }
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

static double ratio(double N, double D) { return D > 0 ? N / D : 0.0; }

/// A rate with two decimals, or three significant digits when it is below
/// 0.1 (a long run's waves per 1000 cycles would print as 0.00).
static std::string rate(double V) {
  if (V == 0 || V >= 0.1)
    return formatv("{0:F2}", V).str();
  std::string S;
  raw_string_ostream(S) << format("%.3g", V);
  return S;
}

static std::string percent(double F) {
  return formatv("{0:F2}%", F * 100.0).str();
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

static StringRef reasonPhrase(WaveStallReason R) {
  switch (R) {
  case WaveStallReason::WAITCNT:
    return "waves wait at s_waitcnt for memory results (WAITCNT)";
  case WaveStallReason::ALU_DEPENDENCY:
    return "waves wait for results of earlier instructions (ALU_DEPENDENCY)";
  case WaveStallReason::ARBITER_NOT_WIN:
    return "ready waves lose arbitration to other waves (ARBITER_NOT_WIN)";
  case WaveStallReason::ARBITER_WIN_EX_STALL:
    return "units refuse work (ARBITER_WIN_EX_STALL)";
  case WaveStallReason::BARRIER_WAIT:
    return "waves wait at s_barrier (BARRIER_WAIT)";
  case WaveStallReason::NO_INSTRUCTION_AVAILABLE:
    return "waves have no instruction to issue (NO_INSTRUCTION_AVAILABLE)";
  case WaveStallReason::INTERNAL_INSTRUCTION:
    return "waves execute internal instructions such as s_nop and s_sleep "
           "(INTERNAL_INSTRUCTION)";
  case WaveStallReason::OTHER:
    return "waves stall for other reasons (OTHER)";
  }
  return "";
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

StringRef GCNSummaryView::getVerdictKindName(VerdictKind K) {
  switch (K) {
  case GCNSummaryView::VerdictKind::NoWaves:
    return "no-waves";
  case GCNSummaryView::VerdictKind::Starved:
    return "starved";
  case GCNSummaryView::VerdictKind::UnitBound:
    return "unit-bound";
  case GCNSummaryView::VerdictKind::Backpressure:
    return "backpressure";
  case GCNSummaryView::VerdictKind::Latency:
    return "latency-bound";
  case GCNSummaryView::VerdictKind::MemoryBandwidth:
    return "memory-bandwidth-bound";
  case GCNSummaryView::VerdictKind::Balanced:
    return "balanced";
  }
  return "";
}

void GCNSummaryView::printView(raw_ostream &OS) const {
  Figures F = compute();
  unsigned Width = ReportWidth;
  // Labels end at column 29; a value with a remark has its remark after
  // the widest such value, so that none runs into its remark.
  constexpr unsigned LabelWidth = 29;
  auto Line = [&](StringRef Label) -> raw_ostream & {
    OS << Label;
    OS.indent(Label.size() < LabelWidth ? LabelWidth - Label.size() : 1);
    return OS;
  };
  std::string CPW = formatv("{0:F2}", F.ClocksPerWave).str();
  std::string CPWBusy = formatv("{0:F2}", F.ClocksPerWaveBusy).str();
  std::string Starve = percent(F.StarveRate), Stall = percent(F.StallRate);
  size_t ValueWidth = std::max<size_t>(
      {9, CPW.size(), CPWBusy.size(), Starve.size(), Stall.size()});
  auto Remark = [&](StringRef Label, StringRef Value, StringRef Text) {
    std::string Prefix;
    raw_string_ostream P(Prefix);
    P << Label;
    P.indent(Label.size() < LabelWidth ? LabelWidth - Label.size() : 1);
    P << left_justify(Value, ValueWidth) << ' ';
    wrapText(OS, Prefix, Text, Width, LabelWidth + ValueWidth + 1);
  };
  OS << "\nGCN Summary:\n";
  Line("Waves:") << F.Waves << '\n';
  Line("Waves per SIMD:") << F.PeakWavesPerSIMD << " (peak), "
                          << format("%.2f", F.MeanWavesPerSIMD) << " (mean)";
  if (F.WavesPerSIMDLimit)
    OS << ", limit " << F.WavesPerSIMDLimit;
  OS << '\n';
  Line("Total Cycles:") << F.TotalCycles << '\n';
  Line("Starved Cycles:") << F.StarvedCycles << '\n';
  Remark("Clocks per Wave:", CPW, "(start to end, mean)");
  Remark("Clocks per Wave (busy CU):", CPWBusy,
         "(cycles with a resident wave / waves)");
  Line("Instructions Issued:") << F.InstructionsIssued << '\n';
  Line(formatv("IPC per {0}:", F.UnitName).str()) << rate(F.IPCPerCU) << '\n';
  Line(formatv("Waves/1000 Cycles/{0}:", F.UnitName).str())
      << rate(F.WavesPer1000Cycles) << '\n';
  Line(formatv("Work-items/1000 Cycles/{0}:", F.UnitName).str())
      << rate(F.WorkItemsPer1000Cycles) << '\n';
  if (F.ClockMHz > 0) {
    Line(formatv("Waves/s ({0} {1}s, {2} MHz):", F.ChipUnits, F.UnitName,
                 format("%g", F.ClockMHz))
             .str())
        << format("%.3g", F.WavesPerSecond) << '\n';
    Line("Work-items/s:") << format("%.3g", F.WorkItemsPerSecond) << '\n';
  }
  Remark("Starve Rate:", Starve, "(cycles with no resident wave)");
  Remark("Stall Rate:", Stall,
         formatv("({0} of {1} SIMD slots with resident waves issued nothing)",
                 F.StalledSlots, F.SlotsWithWaves)
             .str());

  using A = TextTable::Align;
  OS << "\nUnit Utilization:\n";
  TextTable Units;
  Units.addColumn("Unit", A::Left);
  for (StringRef H : {"Units", "Busy Cycles", "Utilization"})
    Units.addColumn(H, A::Right);
  for (const UnitFigures &UF : F.Units)
    Units.addRow({getViewUnitName(UF.Unit).str(), std::to_string(UF.Instances),
                  std::to_string(UF.BusyCycles), percent(UF.Utilization)});
  Units.print(OS, Width);

  if (F.StalledSlots) {
    OS << "\nStalled SIMD Slots by Reason:\n";
    TextTable Reasons;
    Reasons.addColumn("Reason", A::Left);
    Reasons.addColumn("Slots", A::Right);
    Reasons.addColumn("Share", A::Right);
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      if (F.StalledSlotsByReason[R])
        Reasons.addRow(
            {getWaveStallReasonName(WaveStallReason(R)).str(),
             std::to_string(F.StalledSlotsByReason[R]),
             percent(ratio(F.StalledSlotsByReason[R], F.StalledSlots))});
    Reasons.print(OS, Width);
  }
  bool AnyMem = any_of(F.MemLevels, [](const Figures::MemLevelFigures &M) {
    return M.BusyCycles > 0 || M.Accesses || M.WaitSlots;
  });
  if (AnyMem) {
    OS << "\nMemory Levels (the " << F.UnitName << "'s share of each):\n";
    TextTable Mem;
    Mem.addColumn("Level", A::Left);
    for (StringRef H : {"B/clk", "Busy Cycles", "Utilization", "Waiting on"})
      Mem.addColumn(H, A::Right);
    for (const Figures::MemLevelFigures &M : F.MemLevels)
      Mem.addRow({M.Name,
                  M.SharePerClk > 0 ? formatv("{0:F2}", M.SharePerClk).str()
                                    : std::string("-"),
                  formatv("{0:F0}", M.BusyCycles).str(),
                  M.SharePerClk > 0 ? percent(M.Utilization) : std::string("-"),
                  percent(M.WaitShare)});
    Mem.print(OS, Width);
  }
  if (F.Chip.Valid)
    printChip(OS, F);
  OS << '\n';
  wrapText(OS, "Verdict: ", F.VerdictText, Width, 9);
}

static std::string gbps(double BytesPerSec) {
  return formatv("{0:F1}", BytesPerSec / 1e9).str();
}

void GCNSummaryView::printChip(raw_ostream &OS, const Figures &F) const {
  const Figures::ChipFigures &C = F.Chip;
  const ChipLaunch &L = C.Launch;
  constexpr unsigned LabelWidth = 29;
  auto Line = [&](StringRef Label) -> raw_ostream & {
    OS << Label;
    OS.indent(Label.size() < LabelWidth ? LabelWidth - Label.size() : 1);
    return OS;
  };
  StringRef U = F.UnitName;
  OS << "\nChip (the launch on " << F.ChipUnits << ' ' << U << "s at "
     << format("%g", F.ClockMHz) << " MHz):\n";
  Line("Workgroups:") << L.GridWorkgroups << " (" << L.MaxPerUnit << " per "
                      << U;
  if (L.MinPerUnit != L.MaxPerUnit)
    OS << ", " << L.MinPerUnit << " on the others";
  OS << "; " << L.ActiveUnits << " of " << L.ChipUnits << ' ' << U
     << "s active; " << L.Rounds << (L.Rounds == 1 ? " round" : " rounds")
     << " of " << L.Resident << ", the last " << L.TailWorkgroups << ")\n";
  Line("Kernel Time:") << format("%.2f", C.KernelTimeUs) << " us ("
                       << format("%.2f", C.ExecUs) << " running + "
                       << format("%.2f", C.OverheadUs)
                       << " launch overhead)\n";
  Line("GFLOP/s:") << format("%.1f", C.FlopsPerSec / 1e9);
  if (C.PeakFlopsPerSec > 0)
    OS << " (peak of its instructions "
       << format("%.1f", C.PeakFlopsPerSec / 1e9) << ", "
       << percent(C.FlopsPerSec / C.PeakFlopsPerSec) << ")";
  OS << '\n';
  std::string DRAMName = Info.MemLevelNames[unsigned(MemLevel::DRAM)].str();
  if (C.Intensity > 0)
    Line("Arithmetic Intensity:") << format("%.3f", C.Intensity)
                                  << " FLOP per " << DRAMName << " byte\n";
  if (!C.Bound.empty())
    Line("Roofline:") << C.Bound << "-bound (at its peak, " << C.Bound
                      << " takes " << percent(C.BoundFraction)
                      << " of the kernel time)\n";
  OS << '\n';
  using A = TextTable::Align;
  TextTable T;
  T.addColumn("Level", A::Left);
  for (StringRef H : {"Bytes", "GB/s", "Peak GB/s", "% of Peak"})
    T.addColumn(H, A::Right);
  auto Row = [&](StringRef Name, double Bytes, double Rate, double Peak) {
    T.addRow({Name.str(), formatv("{0:F0}", Bytes).str(), gbps(Rate),
              Peak > 0 ? gbps(Peak) : std::string("-"),
              Peak > 0 ? percent(Rate / Peak) : std::string("-")});
  };
  for (unsigned Lv = 0; Lv < NumMemLevels; ++Lv)
    if (!Info.MemLevelNames[Lv].empty() &&
        (C.LevelBytes[Lv] > 0 || Lv == unsigned(MemLevel::DRAM)))
      Row(Info.MemLevelNames[Lv], C.LevelBytes[Lv], C.LevelBytesPerSec[Lv],
          C.Peaks.LevelBytesPerSec[Lv]);
  if (C.LDSBytes > 0)
    Row("LDS", C.LDSBytes, C.LDSBytesPerSec, C.Peaks.LDSBytesPerSec);
  T.print(OS, ReportWidth);
  OS << DRAMName << " achievable: "
     << gbps(C.Peaks.DRAMAchievableBytesPerSec) << " GB/s ("
     << C.DRAMEfficiencyPct << "% of the peak for this traffic)\n";
}

json::Value GCNSummaryView::toJSON() const {
  Figures F = compute();
  json::Array Units;
  for (const UnitFigures &UF : F.Units)
    Units.push_back(json::Object({{"Unit", getViewUnitName(UF.Unit)},
                                  {"Instances", UF.Instances},
                                  {"BusyCycles", int64_t(UF.BusyCycles)},
                                  {"Utilization", UF.Utilization}}));
  json::Object ByReason;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    ByReason[getWaveStallReasonName(WaveStallReason(R))] =
        int64_t(F.StalledSlotsByReason[R]);
  json::Object Verdict(
      {{"Kind", getVerdictKindName(F.Verdict)}, {"Text", F.VerdictText}});
  if (F.Verdict == VerdictKind::UnitBound ||
      F.Verdict == VerdictKind::Backpressure)
    Verdict["Unit"] = getViewUnitName(F.VerdictUnit);
  if (F.Verdict == VerdictKind::Latency ||
      F.Verdict == VerdictKind::Backpressure)
    Verdict["Reason"] = getWaveStallReasonName(F.VerdictReason);
  if (F.VerdictMemLevel >= 0 && unsigned(F.VerdictMemLevel) < NumMemLevels)
    Verdict["MemoryLevel"] = Info.MemLevelNames[F.VerdictMemLevel].str();
  json::Array MemLevels;
  for (const Figures::MemLevelFigures &M : F.MemLevels)
    MemLevels.push_back(json::Object({{"Level", M.Name},
                                      {"SharePerClk", M.SharePerClk},
                                      {"BusyCycles", M.BusyCycles},
                                      {"Utilization", M.Utilization},
                                      {"WaitSlots", int64_t(M.WaitSlots)},
                                      {"WaitShare", M.WaitShare}}));
  json::Value Summary = json::Object(
      {{"Waves", int64_t(F.Waves)},
       {"WavesEnded", int64_t(F.WavesEnded)},
       {"PeakWavesPerSIMD", F.PeakWavesPerSIMD},
       {"MeanWavesPerSIMD", F.MeanWavesPerSIMD},
       {"WavesPerSIMDLimit", F.WavesPerSIMDLimit},
       {"TotalCycles", int64_t(F.TotalCycles)},
       {"StarvedCycles", int64_t(F.StarvedCycles)},
       {"ClocksPerWave", F.ClocksPerWave},
       {"ClocksPerWaveBusy", F.ClocksPerWaveBusy},
       {"InstructionsIssued", int64_t(F.InstructionsIssued)},
       {"IPCPerCU", F.IPCPerCU},
       {"WorkItems", int64_t(F.WorkItems)},
       {"WavesPer1000CyclesPerCU", F.WavesPer1000Cycles},
       {"WorkItemsPer1000CyclesPerCU", F.WorkItemsPer1000Cycles},
       {"NumCUs", F.NumCUs},
       {"SimulatedUnit", F.UnitName},
       {"ChipUnits", F.ChipUnits},
       {"ClockMHz", F.ClockMHz},
       {"WavesPerSecond", F.WavesPerSecond},
       {"WorkItemsPerSecond", F.WorkItemsPerSecond},
       {"StarveRate", F.StarveRate},
       {"SlotsWithWaves", int64_t(F.SlotsWithWaves)},
       {"StalledSlots", int64_t(F.StalledSlots)},
       {"StallRate", F.StallRate},
       {"StalledSlotsByReason", std::move(ByReason)},
       {"Units", std::move(Units)},
       {"MemoryLevels", std::move(MemLevels)},
       {"Verdict", std::move(Verdict)}});
  if (F.Chip.Valid) {
    const Figures::ChipFigures &C = F.Chip;
    json::Object &S = *Summary.getAsObject();
    unsigned D = unsigned(MemLevel::DRAM);
    S["KernelTimeUs"] = C.KernelTimeUs;
    S["DRAMGBps"] = C.LevelBytesPerSec[D] / 1e9;
    S["GFLOPs"] = C.FlopsPerSec / 1e9;
    S["PeakDRAMGBps"] = C.Peaks.LevelBytesPerSec[D] / 1e9;
    S["AchievableDRAMGBps"] = C.Peaks.DRAMAchievableBytesPerSec / 1e9;
    S["PeakGFLOPs"] = C.PeakFlopsPerSec / 1e9;
    json::Array Levels;
    for (unsigned L = 0; L < NumMemLevels; ++L)
      if (!Info.MemLevelNames[L].empty())
        Levels.push_back(json::Object(
            {{"Level", Info.MemLevelNames[L].str()},
             {"Bytes", C.LevelBytes[L]},
             {"GBps", C.LevelBytesPerSec[L] / 1e9},
             {"PeakGBps", C.Peaks.LevelBytesPerSec[L] / 1e9}}));
    Levels.push_back(json::Object({{"Level", "LDS"},
                                   {"Bytes", C.LDSBytes},
                                   {"GBps", C.LDSBytesPerSec / 1e9},
                                   {"PeakGBps", C.Peaks.LDSBytesPerSec / 1e9}}));
    const ChipLaunch &L = C.Launch;
    S["Chip"] = json::Object(
        {{"Unit", F.UnitName},
         {"Units", L.ChipUnits},
         {"GridWorkgroups", int64_t(L.GridWorkgroups)},
         {"WorkgroupsPerUnit", int64_t(L.MaxPerUnit)},
         {"ActiveUnits", L.ActiveUnits},
         {"ResidentWorkgroups", L.Resident},
         {"Rounds", int64_t(L.Rounds)},
         {"TailWorkgroups", int64_t(L.TailWorkgroups)},
         {"ExecUs", C.ExecUs},
         {"LaunchOverheadUs", C.OverheadUs},
         {"Flops", C.Flops},
         {"DRAMEfficiencyPct", C.DRAMEfficiencyPct},
         {"Intensity", C.Intensity},
         {"Bound", C.Bound},
         {"BoundFraction", C.BoundFraction},
         {"Levels", std::move(Levels)}});
  }
  return Summary;
}
