//===- WavePipeline.cpp - The wave pipeline (-pipeline=wave) --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Builds the run's static facts and the stages of the wave pipeline.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/WavePipeline.h"
#include "gcn-mca/Analysis/LaneStrideAnalysis.h"
#include "gcn-mca/MCA/HardwareUnits/LaunchHitRates.h"
#include "gcn-mca/MCA/IncompleteRunError.h"
#include "gcn-mca/MCA/Stages/WaveDispatchStage.h"
#include "gcn-mca/MCA/Stages/WaveExecuteStage.h"
#include "gcn-mca/MCA/Stages/WaveIssueStage.h"
#include "gcn-mca/MCA/Stages/WaveRetireStage.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include <cassert>
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

WavePipeline::~WavePipeline() = default;

Error WavePipeline::setWaveTraces(const TraceFn &F, unsigned MaxStreams) {
  uint64_t Len = std::max<size_t>(1, Prog->trace().size());
  uint64_t Budget = std::max<uint64_t>(1, (uint64_t(1) << 24) / Len);
  uint64_t N = std::min<uint64_t>({CU->Info.TotalWaves, MaxStreams, Budget});
  std::vector<std::vector<uint32_t>> Ts;
  Ts.reserve(N);
  for (unsigned W = 0; W < N; ++W) {
    Ts.push_back(F(W));
    if (Ts.back().empty())
      return createStringError("empty instruction stream");
    for (uint32_t I : Ts.back())
      if (I >= Prog->size())
        return createStringError("instruction stream index out of range");
  }
  Prog->setWaveTraces(std::move(Ts));
  return Error::success();
}

Error WavePipeline::setWaveStreams(std::vector<std::vector<uint32_t>> Streams,
                                   std::vector<uint32_t> StreamOf) {
  for (const std::vector<uint32_t> &T : Streams) {
    if (T.empty())
      return createStringError("empty instruction stream");
    for (uint32_t I : T)
      if (I >= Prog->size())
        return createStringError("instruction stream index out of range");
  }
  for (uint32_t S : StreamOf)
    if (S >= Streams.size())
      return createStringError("a wave's stream index is out of range");
  Prog->setWaveTraces(std::move(Streams), std::move(StreamOf));
  return Error::success();
}

Expected<std::unique_ptr<WavePipeline>> WavePipeline::create(
    const WavePipelineOptions &Opts, const GCNProcessorModel &M,
    const MCSubtargetInfo &STI, const MCInstrInfo &MCII,
    const MCRegisterInfo &MRI, ArrayRef<MCInst> Insts,
    ArrayRef<std::unique_ptr<mca::Instruction>> Lowered, DescribeFn Describe,
    std::optional<std::vector<uint32_t>> Trace) {
  if (Insts.empty())
    return createStringError("the wave pipeline needs at least one "
                             "instruction");
  // The defaults are decided by the driver (resolveRunSettings).
  if (!Opts.WavesPerSIMD || !Opts.Iterations || !Opts.Workgroups)
    return createStringError("the wave pipeline needs its residency, "
                             "iterations and workgroups decided");
  // Bounds on everything that sizes an allocation or a division below.
  if (Opts.WavesPerSIMD > M.MaxWavesPerSIMD)
    return createStringError(
        Twine(Opts.WavesPerSIMD) + " waves per SIMD is above the " +
        Twine(M.MaxWavesPerSIMD) + " wave slots of a " + M.Name + " SIMD");
  if (Opts.Workgroups > MaxWorkgroups)
    return createStringError(Twine(Opts.Workgroups) +
                             " workgroups is above the limit of " +
                             Twine(MaxWorkgroups) + " per simulation");
  if (Opts.ExportQueue > MaxExportQueue)
    return createStringError("an export queue of " + Twine(Opts.ExportQueue) +
                             " is above the limit of " + Twine(MaxExportQueue));
  if (uint64_t(M.SIMDsPerCU) * std::max(1u, M.CUsPerWGP) > MaxSIMDs ||
      !M.SIMDsPerCU)
    return createStringError("the model's SIMDsPerCU x CUsPerWGP must be 1.." +
                             Twine(MaxSIMDs));
  std::unique_ptr<WavePipeline> WP(new WavePipeline());
  WP->Model = std::make_unique<GCNProcessorModel>(M);
  // A launch smaller than the chip: only the units that receive a
  // workgroup share the chip-wide levels (unless -gcn-param=ActiveCUs
  // says otherwise).
  if (Opts.GridWorkgroups && !WP->Model->ActiveCUs) {
    unsigned PerUnit = std::max(1u, WP->Model->CUsPerWGP);
    uint64_t Units = std::max(1u, WP->Model->NumCUs / PerUnit);
    WP->Model->ActiveCUs =
        unsigned(std::min<uint64_t>(Opts.GridWorkgroups, Units) * PerUnit);
  }
  const GCNProcessorModel &Model = *WP->Model;

  WaveProgramParams PP;
  PP.WaveSize = Opts.WaveSize;
  PP.NumCUs = std::max(1u, Opts.NumCUs);
  PP.VMEMLatency = Opts.VMEMLatency;
  PP.LDSLatency = Opts.LDSLatency;
  PP.SMEMLatency = Opts.SMEMLatency;
  PP.Texture = Opts.Texture;
  PP.OptionStride = Opts.LaneStride;
  PP.LaunchCost = Opts.LaunchCost;
  PP.LaunchLookups = Opts.LaunchLookups;
  // Lane strides from the address computation, along the stream a wave
  // executes (repeated when the region runs several iterations).
  std::vector<int> Derived;
  if (Opts.DeriveStrides)
    Derived = LaneStrideAnalysis::compute(
        Insts, MCII, MRI,
        Trace ? ArrayRef<uint32_t>(*Trace) : ArrayRef<uint32_t>(),
        Opts.Iterations > 1, Model.waveSizeOr(Opts.WaveSize));
  PP.Strides = Derived;
  Expected<WaveProgram> ProgOrErr =
      WaveProgram::build(Insts, Model, MCII, MRI, PP);
  if (!ProgOrErr) {
    return createStringError(toString(ProgOrErr.takeError()));
  }
  // Hit rates from the launch's addresses (LaunchHitRates): the emulated
  // waves' lines fed through the caches; the program is built again with
  // them (the first build gives each instruction's access kind).
  LaunchHitRates::Result Hits;
  if (Opts.Accesses && Opts.DeriveHitRates &&
      Opts.Accesses->lineBytes() == Model.L1LineBytes) {
    std::vector<int8_t> Kinds(ProgOrErr->size(), -1);
    for (unsigned I = 0; I < ProgOrErr->size(); ++I) {
      const WaveStaticInst &SI = ProgOrErr->inst(I);
      if (const MemAccessProfile *MP = ProgOrErr->memProfile(SI))
        if (!SI.IsSMEM)
          Kinds[I] = int8_t(MP->Kind);
    }
    unsigned WS = Model.waveSizeOr(Opts.WaveSize);
    LaunchHitRates::Input HI;
    HI.Model = &Model;
    HI.Own = Opts.Accesses.get();
    HI.Source = Opts.Peers;
    HI.PeerTolerance = Opts.PeerTolerance;
    HI.Kinds = Kinds;
    HI.WavesPerWorkgroup =
        Opts.WorkgroupSize
            ? unsigned(divideCeil(uint64_t(Opts.WorkgroupSize), WS))
            : 1;
    HI.CUsPerUnit = std::max(1u, Model.CUsPerWGP);
    HI.ResidentWaves = Opts.WavesPerSIMD * Model.SIMDsPerCU * HI.CUsPerUnit;
    HI.Iterations = Opts.Iterations;
    HI.CUMode = Opts.CUMode;
    HI.L2Units = std::max(1u, Model.L2CUs / HI.CUsPerUnit);
    HI.ChipUnits = std::max(1u, Model.NumCUs / HI.CUsPerUnit);
    Hits = LaunchHitRates::derive(HI);
    if (Hits.Accesses) {
      PP.DerivedHits = Hits.Rates;
      ProgOrErr = WaveProgram::build(Insts, Model, MCII, MRI, PP);
      if (!ProgOrErr)
        return createStringError(toString(ProgOrErr.takeError()));
    }
  }
  WP->Prog = std::make_unique<WaveProgram>(std::move(*ProgOrErr));
  WaveProgram &Prog = *WP->Prog;
  if (Hits.Accesses)
    Prog.setHitUnits(Hits.Units, Hits.PeersSkipped, Hits.Probed);
  Prog.setAccessTrace(Opts.Accesses);
  if (Trace) {
    for (uint32_t I : *Trace)
      if (I >= Prog.size())
        return createStringError("instruction stream index out of range");
    if (Trace->empty())
      return createStringError("empty instruction stream");
    Prog.setTrace(std::move(*Trace));
  }

  WaveRunInfo RI;
  RI.Processor = Model.Name;
  RI.IssueModel = Model.IssueModel;
  RI.Dispatch = Opts.Dispatch;
  RI.NumSIMDs = Model.SIMDsPerCU * std::max(1u, Model.CUsPerWGP);
  RI.SlotCycles =
      Model.IssueModel == GCNIssueModel::RoundRobin ? RI.NumSIMDs : 1;
  RI.WaveSize = Prog.waveSize();
  RI.WavesPerSIMD = Opts.WavesPerSIMD;
  RI.NumCUs = std::max(1u, Opts.NumCUs);
  RI.CUsPerUnit = std::max(1u, Model.CUsPerWGP);
  if (RI.WaveSize != 32 && RI.WaveSize != 64)
    return createStringError("the wave size must be 32 or 64, not " +
                             Twine(RI.WaveSize));
  RI.WavesPerWorkgroup =
      Opts.Dispatch == WaveDispatchKind::Compute && Opts.WorkgroupSize
          ? unsigned(divideCeil(uint64_t(Opts.WorkgroupSize), RI.WaveSize))
          : 1;
  bool CUMode = Opts.CUMode && Model.CUsPerWGP > 1 &&
                Opts.Dispatch == WaveDispatchKind::Compute;
  RI.SIMDsPerGroupUnit = CUMode ? Model.SIMDsPerCU : RI.NumSIMDs;
  unsigned GroupUnitSlots = RI.SIMDsPerGroupUnit * RI.WavesPerSIMD;
  if (RI.WavesPerWorkgroup > GroupUnitSlots)
    return createStringError("a workgroup of " + Twine(Opts.WorkgroupSize) +
                             " work-items (" + Twine(RI.WavesPerWorkgroup) +
                             " waves) does not fit in the " +
                             Twine(GroupUnitSlots) + " wave slots of the " +
                             (CUMode ? "CU (CU mode: " : "compute unit (") +
                             Twine(RI.SIMDsPerGroupUnit) + " SIMDs x " +
                             Twine(RI.WavesPerSIMD) + " waves per SIMD)");
  RI.NumWorkgroups = Opts.Workgroups;
  if (uint64_t(RI.NumWorkgroups) * RI.WavesPerWorkgroup > MaxTotalWaves)
    return createStringError(Twine(RI.NumWorkgroups) + " workgroups of " +
                             Twine(RI.WavesPerWorkgroup) +
                             " waves are above the limit of " +
                             Twine(MaxTotalWaves) + " waves per simulation");
  RI.TotalWaves = RI.NumWorkgroups * RI.WavesPerWorkgroup;
  RI.Iterations = Opts.Iterations;
  RI.NumInstructions = Prog.size();
  RI.MaxCycles = Opts.MaxCycles;
  WP->InstMemLevel.assign(Prog.size(), NoMemLevel);
  for (unsigned I = 0, E = Prog.size(); I != E; ++I)
    if (const MemAccessProfile *MP = Prog.memProfile(Prog.inst(I)))
      WP->InstMemLevel[I] = uint8_t(MP->Dominant);
  RI.InstMemLevel = WP->InstMemLevel;
  RI.InstStrides = Prog.accessStrides();
  for (unsigned L = 0; L != NumMemLevels; ++L)
    if (hasMemLevel(MemLevel(L), Model))
      RI.MemLevelNames[L] = getMemLevelName(MemLevel(L), Model);

  // Graphics launch intervals (the seed's formulas).
  uint64_t Interval = 0;
  if (Opts.Dispatch == WaveDispatchKind::Vertex) {
    double V = Opts.VertsPerTri > 0 ? Opts.VertsPerTri : 0.7;
    double PerWave = std::min(64.0, 64.0 / V);
    Interval = uint64_t(std::ceil(RI.NumCUs * PerWave));
  } else if (Opts.Dispatch == WaveDispatchKind::Pixel) {
    double P = Opts.PixelsPerTri > 0 ? Opts.PixelsPerTri : 16;
    unsigned QuadsPerClock = std::clamp(unsigned(std::ceil(P / 4.0)), 1u, 4u);
    Interval = uint64_t(RI.NumCUs) * ((16 + QuadsPerClock - 1) / QuadsPerClock);
  }

  ExecutionUnits::Config UC;
  UC.NumSIMDs = RI.NumSIMDs;
  UC.LDSPerSIMDPair = true;
  // One VMEM queue (TA + L0) per CU: an RDNA WGP has two.
  UC.VMEMUnits = std::max(1u, Model.CUsPerWGP);
  UC.HasTransUnit = Model.HasTransUnit;
  UC.ExportQueueDepth = Opts.ExportQueue;
  // DRAM reaches what streams of the kernel's kind of traffic reach:
  // read-only, write-only or both (ChipModel.h, getDRAMEfficiencyPct).
  // Each instruction weighs as often as a wave's stream runs it (a loop's
  // loads against a reduction's one store).
  std::vector<uint32_t> Runs(Prog.size(), 0);
  for (uint32_t I : Prog.trace())
    if (I < Runs.size())
      ++Runs[I];
  double DRAMRead = 0, DRAMWrite = 0;
  for (unsigned I = 0, E = Prog.work().size(); I != E; ++I) {
    const InstWork &W = Prog.work()[I];
    DRAMWrite += double(Runs[I]) * W.DRAMWriteBytes;
    DRAMRead += double(Runs[I]) *
                (W.Bytes[unsigned(MemLevel::DRAM)] - W.DRAMWriteBytes);
  }
  RI.DRAMEfficiencyPct = getDRAMEfficiencyPct(Model, DRAMRead, DRAMWrite);
  MemoryHierarchy::computeShares(Model, std::max(1u, Model.CUsPerWGP),
                                 UC.MemShare, RI.DRAMEfficiencyPct);
  RI.InstWorks = Prog.work();
  RI.Model = &Model;
  RI.GridWorkgroups = Opts.GridWorkgroups;
  UC.MemProfiles = Prog.memProfiles();
  std::copy(std::begin(UC.MemShare), std::end(UC.MemShare),
            std::begin(RI.MemShare));

  std::vector<mca::Instruction *> LoweredPtrs;
  for (const std::unique_ptr<mca::Instruction> &LI : Lowered)
    LoweredPtrs.push_back(LI.get());
  WP->CU = std::make_unique<ComputeUnit>(Model, Prog, RI, UC, LoweredPtrs);
  // The region's instructions, the source mca::CustomBehaviour holds; the
  // issue stage asks GCNCustomBehaviour's wait-counter rules directly.
  WP->Src = std::make_unique<mca::CircularSourceMgr>(Lowered, RI.Iterations);
  WP->CB = std::make_unique<GCNCustomBehaviour>(STI, *WP->Src, MCII, Model);
  ComputeUnit &CU = *WP->CU;
  WP->P = std::make_unique<mca::Pipeline>();
  auto Dispatch = std::make_unique<WaveDispatchStage>(CU, Interval);
  auto Issue = std::make_unique<WaveIssueStage>(
      CU, *WP->CB, std::move(Describe),
      Opts.MaxCycles ? Opts.MaxCycles : UINT64_MAX,
      std::max(1u, Opts.DeadlockCycles));
  auto Execute = std::make_unique<WaveExecuteStage>(CU, *WP->CB);
  auto Retire = std::make_unique<WaveRetireStage>(CU);
  WP->Dispatch = Dispatch.get();
  WP->Issue = Issue.get();
  WP->Execute = Execute.get();
  WP->Retire = Retire.get();
  Issue->setExecuteStage(Execute.get());
  Execute->setRetireStage(Retire.get());
  WP->P->appendStage(std::move(Dispatch));
  WP->P->appendStage(std::move(Issue));
  WP->P->appendStage(std::move(Execute));
  WP->P->appendStage(std::move(Retire));
  return std::move(WP);
}

Expected<uint64_t> WavePipeline::run() {
  // What mca::Pipeline::run does for these stages (cycleStart in reverse
  // stage order, cycleEnd in order; the stages take no instructions from
  // outside), without virtual calls, and with onCycleBegin/onCycleEnd only
  // for the listeners that asked for them.
  assert(CU->now() == 0 && "a wave pipeline runs once, from cycle 0");
  Issue->begin();
  Incomplete.clear();
  ArrayRef<mca::HWEventListener *> CycleListeners = CU->Bus.cycleListeners();
  // The one clock is the compute unit's, CU->now() (from 0): the cycles
  // simulated. -max-cycles or a deadlock (IncompleteRunError): stop here with
  // what was simulated; any other error ends the run.
  auto stopEarly = [&](Error E) -> Expected<uint64_t> {
    Error Rest = handleErrors(std::move(E), [&](const IncompleteRunError &I) {
      Incomplete = I.getMessage();
    });
    if (Rest)
      return std::move(Rest);
    Issue->finishEarly();
    Retire->endEarly();
    return CU->now();
  };
  // Cycles in which no SIMD can do anything new are skipped (every slot of
  // a sleeping SIMD repeats its last one: WaveIssueStage::skipTo counts
  // them), unless a listener wants every cycle or every slot.
  bool CanSkip = CycleListeners.empty() && !CU->Bus.slotPerSlot();
  uint64_t NextProgress = ProgressInterval;
  do {
    if (Progress && CU->now() >= NextProgress) {
      Progress(CU->now(), CU->Waves.ended(), CU->Info.TotalWaves);
      NextProgress = (CU->now() / ProgressInterval + 1) * ProgressInterval;
    }
    for (mca::HWEventListener *L : CycleListeners)
      L->onCycleBegin();
    bool Started = false;
    if (CanSkip && Dispatch->idle()) {
      // A stretch of cycles in which nothing but the issue slots happens
      // (no wave can launch, nobody wants cycle events), in one tight loop.
      uint64_t Max = Progress ? std::max<uint64_t>(1, NextProgress - CU->now())
                              : ~uint64_t(0);
      uint64_t N = Issue->runQuiet(Max, Started);
      if (!Started && N)
        continue;
    }
    if (!Started)
      if (Error E = Issue->cycleStart())
        return stopEarly(std::move(E));
    if (!Dispatch->idle())
      if (Error E = Dispatch->cycleStart())
        return std::move(E);
    if (Error E = Issue->cycleEnd())
      return stopEarly(std::move(E));
    if (Error E = Retire->cycleEnd())
      return std::move(E);
    for (mca::HWEventListener *L : CycleListeners)
      L->onCycleEnd();
    if (CanSkip && !Issue->slotAwake() && Dispatch->idle()) {
      if (uint64_t To = Issue->skipTarget(); To > CU->now())
        Issue->skipTo(To);
    }
  } while (Dispatch->hasWorkToComplete() || Issue->hasWorkToComplete());
  return CU->now();
}
