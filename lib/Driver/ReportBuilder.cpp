//===- ReportBuilder.cpp - The views of a region report -------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The report builder of AnalysisRun (AnalysisRun.h): which views a
/// region's report has and in which order, for the wave pipeline and for
/// llvm-mca's pipeline, and the printing of the region's section.
//===----------------------------------------------------------------------===//

#include "AnalysisRun.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Analysis/ControlFlow/WaveStreams.h"
#include "gcn-mca/Driver/AdviceEngine.h"
#include "gcn-mca/Driver/CliffReport.h"
#include "gcn-mca/Driver/KernelLookup.h"
#include "gcn-mca/Driver/RegisterReport.h"
#include "gcn-mca/Driver/RunAssumptions.h"
#include "gcn-mca/MCA/ReportPrinter.h"
#include "gcn-mca/MCA/Views/AssumptionsView.h"
#include "gcn-mca/MCA/Views/BottleneckAnalysisView.h"
#include "gcn-mca/MCA/Views/CFGView.h"
#include "gcn-mca/MCA/Views/DispatchStatistics.h"
#include "gcn-mca/MCA/Views/GCN/CFGWaveView.h"
#include "gcn-mca/MCA/Views/GCN/GCNInstructionInfoView.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/HotspotsView.h"
#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "gcn-mca/MCA/Views/GCN/SourceView.h"
#include "gcn-mca/MCA/Views/InstructionInfoView.h"
#include "gcn-mca/MCA/Views/InstructionView.h"
#include "gcn-mca/MCA/Views/RegisterFileStatistics.h"
#include "gcn-mca/MCA/Views/ResourcePressureView.h"
#include "gcn-mca/MCA/Views/RetireControlUnitStatistics.h"
#include "gcn-mca/MCA/Views/SchedulerStatistics.h"
#include "gcn-mca/MCA/Views/SummaryView.h"
#include "gcn-mca/MCA/Views/TimelineView.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

std::unique_ptr<InstructionInfoView>
AnalysisRun::makeInstructionInfoView(const RegionContext &R, bool Full,
                                     unsigned MaxWidth) const {
  InstructionInfoView::Options IIO;
  IIO.MaxWidth = MaxWidth;
  IIO.ShowEncoding = C.Views.ShowEncoding;
  IIO.ShowBarriers = C.Views.ShowBarriers;
  IIO.Full = Full;
  return std::make_unique<InstructionInfoView>(*TS.STI, *TS.MCII, R.CE, R.Insts,
                                               *R.IP, R.Lowered, IIO);
}

/// -gcn-instruction-info: the hardware model's view of each instruction.
void AnalysisRun::addGCNInstructionInfoView(ReportPrinter &Printer,
                                            const RegionContext &R) const {
  if (C.Views.GCNInstructionInfo)
    Printer.addView(GCNInstructionInfoView::create(
        *Model, *TS.STI, *TS.MCII, *TS.MRI, *R.IP, R.Insts, R.Texture));
}

void AnalysisRun::printRegion(const ReportPrinter &Printer,
                              const RegionContext &R) {
  if (C.JSON)
    R.JSON->addRegion(Printer);
  else
    Printer.printReport(*R.Out);
}

void AnalysisRun::addAssumptionsView(ReportPrinter &Printer,
                                     const RegionContext &R,
                                     const RunSettings &S,
                                     const KernelLaunch *Launch,
                                     ArrayRef<AccessStride> Strides,
                                     const WaveStreams *Emulated) const {
  if (!S.Views.Assumptions)
    return;
  AssumptionFacts AF;
  AF.CPU = TS.STI->getCPU().str();
  AF.Attrs = ResolvedAttrs;
  AF.CPUSource = CPUSource;
  AF.Model = Model ? &*Model : nullptr;
  AF.Flow = Flow->get(R.Region);
  AF.ParseFailures = In ? In->getNumParseFailures() : 0;
  // The memory accesses the annotations set (a setting stays in force to
  // the next one: the instructions without memory access do not count).
  for (unsigned I = 0, E = std::min(R.Texture.size(), R.Insts.size()); I < E;
       ++I) {
    const MCInstrDesc &D = TS.MCII->get(R.Insts[I].getOpcode());
    if (!D.mayLoad() && !D.mayStore())
      continue;
    const GCNTextureSetting &T = R.Texture[I];
    AF.HitAnnotated += any_of(T.Hit, [](float H) { return H >= 0; });
    AF.StrideAnnotated += T.StrideBytes >= 0;
    AF.FootprintAnnotated += T.FootprintBytes >= 0;
  }
  AF.Launch = Launch;
  AF.Emulated = Emulated;
  for (unsigned I = 0, E = std::min(Strides.size(), R.Insts.size()); I < E;
       ++I) {
    const AccessStride &A = Strides[I];
    if (A.Kind == AccessStride::None)
      continue;
    // The pipeline's own classification (AccessStride::Writes: a store or
    // an atomic; an LDS DMA load writes LDS, not memory, so it is a load).
    unsigned K = A.Kind == AccessStride::LDS ? AssumptionFacts::LDS
                 : A.Writes                  ? AssumptionFacts::Stores
                                             : AssumptionFacts::Loads;
    ++AF.AccessSources[K][unsigned(A.Source)];
    if (A.Kind == AccessStride::VMEM) {
      ++AF.HitSources[K][A.HitsDerived ? 0 : 1];
      if (A.HitsDerived) {
        AF.HitUnits = std::max<unsigned>(AF.HitUnits, A.HitUnits);
        AF.HitPeersSkipped =
            std::max<unsigned>(AF.HitPeersSkipped, A.HitPeersSkipped);
        AF.HitPeersProbed |= A.HitPeersProbed;
      }
    }
  }
  Printer.addView(
      std::make_unique<AssumptionsView>(buildRunAssumptions(C, S, AF)));
}


void AnalysisRun::addLLVMMCAViews(ReportPrinter &Printer,
                                  const RegionContext &R, const RunSettings &S,
                                  mca::CustomBehaviour *CB,
                                  unsigned Iterations) {
  const ViewSettings &V = S.Views;
  const MCSubtargetInfo &STI = *TS.STI;
  bool Tables = C.InstructionTables != InstructionTablesKind::None;
  addAssumptionsView(Printer, R, S);
  if (Tables) {
    if (C.JSON)
      Printer.addView(std::make_unique<InstructionView>(STI, *R.IP, R.Insts));
    if (V.InstructionInfo)
      Printer.addView(makeInstructionInfoView(
          R, C.InstructionTables == InstructionTablesKind::Full));
    if (V.ResourcePressure)
      Printer.addView(
          std::make_unique<ResourcePressureView>(STI, *R.IP, R.Insts));
  } else {
    bool UseCB = !C.DisableCustomBehaviour;
    if (UseCB)
      for (auto &View : CB->getStartViews(*R.IP, R.Insts))
        Printer.addView(std::move(View));
    if (C.JSON)
      Printer.addView(std::make_unique<InstructionView>(STI, *R.IP, R.Insts));
    if (V.Summary)
      Printer.addView(std::make_unique<SummaryView>(STI.getSchedModel(),
                                                    R.Insts, PO.DispatchWidth));
    if (C.MCA.BottleneckAnalysis) {
      // As llvm-mca: the view runs, with a warning, on in-order models
      // (every AMDGPU one).
      if (!STI.getSchedModel().isOutOfOrder() && !BottleneckWarningDone) {
        WithColor::warning(errs(), "gcn-mca")
            << "bottleneck analysis is not supported for in-order CPU '"
            << STI.getCPU() << "'.\n";
        BottleneckWarningDone = true;
      }
      Printer.addView(std::make_unique<BottleneckAnalysisView>(
          STI, *R.IP, R.Insts, Iterations));
    }
    if (V.InstructionInfo)
      Printer.addView(makeInstructionInfoView(R));
    if (UseCB)
      for (auto &View : CB->getPostInstrInfoViews(*R.IP, R.Insts))
        Printer.addView(std::move(View));
    if (V.DispatchStats)
      Printer.addView(std::make_unique<DispatchStatistics>());
    if (V.SchedulerStats)
      Printer.addView(std::make_unique<SchedulerStatistics>(STI));
    if (V.RetireStats)
      Printer.addView(
          std::make_unique<RetireControlUnitStatistics>(STI.getSchedModel()));
    if (V.RegisterFileStats)
      Printer.addView(std::make_unique<RegisterFileStatistics>(STI));
    if (V.ResourcePressure)
      Printer.addView(
          std::make_unique<ResourcePressureView>(STI, *R.IP, R.Insts));
    if (V.Timeline)
      Printer.addView(std::make_unique<TimelineView>(
          STI, *R.IP, R.Insts,
          std::min(V.TimelineIterations, Iterations),
          C.Views.TimelineMaxCycles));
    addGCNInstructionInfoView(Printer, R);
    if (UseCB)
      for (auto &View : CB->getEndViews(*R.IP, R.Insts))
        Printer.addView(std::move(View));
  }
  if (V.CFG)
    if (const RegionControlFlow *RCF = Flow->get(R.Region))
    {
      auto CFGV = std::make_unique<CFGView>(*RCF, SrcMgr);
      CFGV->setReportWidth(S.Views.GCN.ReportWidth);
      Printer.addView(std::move(CFGV));
    }
}

void AnalysisRun::addWaveViews(ReportPrinter &Printer, const RegionContext &R,
                               const RunSettings &S,
                               const KernelLookup &Lookup,
                               StringRef KernelName,
                               const std::optional<OccupancyInput> &OccIn,
                               const std::optional<OccupancyResult> &Occ,
                               GCNSummaryView *&Summary,
                               OccupancyCliffsView *&Cliffs,
                               StallView *&Stalls,
                               std::unique_ptr<StallView> &AdviceStalls,
                               AdviceView *&Advice, mca::Pipeline &P,
                               const KernelLaunch *Launch,
                               ArrayRef<AccessStride> Strides,
                               const WaveStreams *Emulated) const {
  const MCSubtargetInfo &STI = *TS.STI;
  ArrayRef<MCInst> Insts = R.Insts;
  // The views of GCNViews.def, at their places.
  GCNViewContext Ctx(S.Views.GCN, STI, *R.IP, Insts);
  auto AddGCNViews = [&](GCNViewPlace Where) {
    for (auto &V : createGCNViews(Where, Ctx))
      Printer.addView(std::move(V));
  };
  // The stall view is made first: the hotspots read its counts.
  auto PostInstrInfoViews = createGCNViews(GCNViewPlace::PostInstrInfo, Ctx);
  Stalls = Ctx.Stalls;
  // -advise reads the stall counts even when the stall view is not shown.
  if (C.Advice.Advise && !Stalls) {
    AdviceStalls = std::make_unique<StallView>(STI, *R.IP, Insts);
    P.addEventListener(AdviceStalls.get());
    Stalls = AdviceStalls.get();
  }
  addAssumptionsView(Printer, R, S, Launch, Strides, Emulated);
  if (Occ && C.Views.Occupancy)
    Printer.addView(
        std::make_unique<OccupancyView>(KernelName, *OccIn, *Occ));
  Cliffs = nullptr;
  if (Occ && C.Views.Occupancy && C.Advice.OccupancyCliffs) {
    auto V = std::make_unique<OccupancyCliffsView>(
        KernelName, Occ->WavesPerSIMD,
        OccupancyCliffs::compute(*Model, *OccIn, *Occ));
    Cliffs = V.get();
    Printer.addView(std::move(V));
  }
  Advice = nullptr;
  if (C.Advice.Advise) {
    auto V = std::make_unique<AdviceView>(
        KernelName.empty() ? R.Region.getName() : StringRef(KernelName));
    Advice = V.get();
    Printer.addView(std::move(V));
  }
  if (C.Advice.RegisterView)
    Printer.addView(makeRegisterView(
        KernelName.empty() ? R.Region.getName() : StringRef(KernelName),
        Lookup.find(R.Region), Insts, Flow->get(R.Region), *In, STI, *R.IP,
        *TS.MCII, *TS.MRI, *Model, S.Wave.WaveSize));
  AddGCNViews(GCNViewPlace::Start);
  Summary = Ctx.Summary;
  if (C.Views.HotspotsTop) {
    const RegionControlFlow *RCF = Flow->get(R.Region);
    std::vector<const AsmSourceLoc *> Locs;
    if (In->hasSourceLocs())
      for (const MCInst &MI : Insts)
        Locs.push_back(In->sourceLoc(MI));
    auto Hot = std::make_unique<HotspotsView>(
        STI, *IP, Insts, C.Views.HotspotsTop, RCF ? &RCF->getCFG() : nullptr,
        std::move(Locs), Stalls);
    Hot->setReportWidth(S.Views.GCN.ReportWidth);
    Printer.addView(std::move(Hot));
  }
  if (C.JSON)
    Printer.addView(std::make_unique<InstructionView>(STI, *R.IP, Insts));
  if (S.Views.InstructionInfo)
    Printer.addView(
        makeInstructionInfoView(R, /*Full=*/false, S.Views.GCN.ReportWidth));
  for (auto &V : PostInstrInfoViews)
    Printer.addView(std::move(V));
  if (S.Views.SourceView) {
    std::vector<const AsmSourceLoc *> Locs;
    for (const MCInst &MI : Insts)
      Locs.push_back(In->sourceLoc(MI));
    auto Src = std::make_unique<SourceView>(STI, *R.IP, Insts, std::move(Locs));
    Src->setReportWidth(S.Views.GCN.ReportWidth);
    Printer.addView(std::move(Src));
  }
  AddGCNViews(GCNViewPlace::PostSource);
  addGCNInstructionInfoView(Printer, R);
  AddGCNViews(GCNViewPlace::End);
  if (S.Views.CFG)
    if (const RegionControlFlow *RCF = Flow->get(R.Region)) {
      auto CFGV =
          std::make_unique<CFGWaveView>(STI, *R.IP, Insts, *RCF, SrcMgr);
      CFGV->setReportWidth(S.Views.GCN.ReportWidth);
      // The waves' own streams: per block the waves that ran it, per loop
      // the waves' trip counts (as the Assumptions block).
      if (Emulated && Emulated->BlockWaves.size() == RCF->getCFG().size()) {
        std::vector<CFGView::LoopPerWave> Loops;
        for (const Loop &L : RCF->getLoops().loops()) {
          const DynamicTrace::LoopSummary &Sum =
              RCF->getTrace().getLoopSummary(L.Index);
          CFGView::LoopPerWave P;
          if (L.Index < Emulated->Loops.size()) {
            const WaveStreams::LoopTrips &T = Emulated->Loops[L.Index];
            P.Shown = T.differs(Sum.TripCount, Sum.Source);
            P.Min = T.Min;
            P.Max = T.Max;
            P.Derived = T.Derived;
            P.Entered = T.Entered;
          }
          Loops.push_back(P);
        }
        CFGV->setPerWave(Emulated->BlockWaves, Emulated->TotalWaves,
                         std::move(Loops));
      }
      Printer.addView(std::move(CFGV));
    }
}
