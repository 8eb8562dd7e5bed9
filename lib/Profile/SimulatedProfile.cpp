//===- SimulatedProfile.cpp - A simulation seen like a profile ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// SimulatedProfileView and SimulatedProfileRecorder (see
/// SimulatedProfile.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/SimulatedProfile.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/MCA/WavePipeline.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/Support/Path.h"
#include <numeric>

using namespace llvm;
using namespace llvm::gcnmca;

uint64_t SimInstruction::stallSlots() const {
  return std::accumulate(StallSlots.begin(), StallSlots.end(), uint64_t(0));
}

std::string SimInstruction::source() const {
  if (SourceFile.empty() && !SourceLine)
    return "";
  return SourceFile + ":" + std::to_string(SourceLine);
}

uint64_t SimulatedKernel::issuedSlots() const {
  uint64_t N = 0;
  for (const SimInstruction &I : Insts)
    N += I.Hits;
  return N;
}

uint64_t SimulatedKernel::stallSlots(WaveStallReason R) const {
  uint64_t N = 0;
  for (const SimInstruction &I : Insts)
    N += I.StallSlots[unsigned(R)];
  return N;
}

uint64_t SimulatedKernel::stallSlots() const {
  uint64_t N = 0;
  for (const SimInstruction &I : Insts)
    N += I.stallSlots();
  return N;
}

SimulatedProfileView::SimulatedProfileView(const ObservedRegion &R,
                                           unsigned MaxWaves)
    : GCNWaveViewBase(R.STI, R.Printer, R.Insts), MaxWaves(MaxWaves) {
  K.RegionIndex = R.Index;
  K.Region = R.Name.str();
  K.Kernel = R.Kernel.str();
  K.Processor = R.Model.Name;
  K.ClockMHz = R.Model.ClockMHz;
  K.WorkgroupSize = R.Wave.WorkgroupSize;
  K.Workgroups = R.Wave.Workgroups;
  K.WavesPerSIMD = R.Wave.WavesPerSIMD;
  K.NumCUs = R.Wave.NumCUs;
  if (R.Resources)
    K.Resources = *R.Resources;
  if (R.Occupancy)
    K.Occupancy = *R.Occupancy;
  K.AvailableLDSBytes = R.Model.LDSBytesPerCU;
  K.AvailableVGPRs = R.Model.AddressableVGPRs;
  K.AvailableSGPRs = R.Model.AddressableSGPRs;
  for (StringRef Name : GCNProcessorModel::paramNames()) {
    unsigned V;
    if (R.Model.getParam(Name, V))
      K.Params[Name.str()] = V;
  }
  uint64_t Offset = 0;
  for (unsigned I = 0; I < R.Insts.size(); ++I) {
    SimInstruction S;
    raw_string_ostream OS(S.Text);
    R.Printer.printInst(&R.Insts[I], 0, "", R.STI, OS);
    S.Text = StringRef(S.Text).trim().str();
    // Tabs between mnemonic and operands read as one space, as rocprofv3
    // prints them.
    for (char &C : S.Text)
      if (C == '\t')
        C = ' ';
    if (I < R.Locs.size() && R.Locs[I]) {
      S.SourceFile = R.Locs[I]->File;
      S.SourceLine = R.Locs[I]->Line;
    }
    S.Size = I < R.EncodingSizes.size() ? R.EncodingSizes[I] : 0;
    S.Offset = Offset;
    Offset += S.Size;
    K.Insts.push_back(std::move(S));
  }
  K.ISASize = Offset;
}

void SimulatedProfileView::onRunInfo(const RunInfo &RI) {
  GCNWaveViewBase::onRunInfo(RI);
  K.SlotCycles = Info.SlotCycles;
  K.WaveSize = RI.WaveSize;
  K.NumSIMDs = RI.NumSIMDs;
  K.WavesPerSIMD = RI.WavesPerSIMD;
  K.Workgroups = RI.NumWorkgroups;
  K.TotalWaves = RI.TotalWaves;
}

SimulatedProfileView::WaveState &SimulatedProfileView::wave(unsigned W) {
  if (W >= WaveStates.size())
    WaveStates.resize(W + 1);
  return WaveStates[W];
}

void SimulatedProfileView::onWaveStart(const WaveStart &W) {
  WaveState &S = wave(W.Wave);
  S.Reached = W.Cycle;
  S.Stall = 0;
  if (K.Waves.size() < MaxWaves) {
    S.Record = int(K.Waves.size());
    SimWaveRecord R;
    R.Wave = W.Wave;
    R.SIMD = W.SIMD;
    R.Begin = R.End = W.Cycle;
    K.Waves.push_back(std::move(R));
  }
}

void SimulatedProfileView::onWaveEnd(const WaveEnd &W) {
  WaveState &S = wave(W.Wave);
  if (S.Record >= 0)
    K.Waves[S.Record].End = W.Cycle;
}

void SimulatedProfileView::onIssue(const Issue &I) {
  WaveState &S = wave(I.Wave);
  if (I.Inst < K.Insts.size()) {
    SimInstruction &SI = K.Insts[I.Inst];
    uint64_t Latency = I.Cycle >= S.Reached ? I.Cycle - S.Reached : 0;
    ++SI.Hits;
    SI.Unit = I.Unit;
    SI.LatencyCycles += Latency;
    SI.StallCycles += S.Stall;
    uint64_t Busy = S.Stall + K.SlotCycles;
    SI.IdleCycles += Latency > Busy ? Latency - Busy : 0;
    if (S.Record >= 0)
      K.Waves[S.Record].Issues.push_back({I.Inst, I.Cycle, S.Stall, Latency});
  }
  S.Reached = I.Cycle;
  S.Stall = 0;
}

void SimulatedProfileView::onWaveStall(const WaveStall &St) {
  if (St.Inst >= K.Insts.size())
    return; // the drain after the last iteration
  K.Insts[St.Inst].StallSlots[unsigned(St.Reason)] += St.Slots;
  wave(St.Wave).Stall += St.Slots * K.SlotCycles;
}

SimulatedKernel SimulatedProfileView::take() {
  K.Cycles = getCycles();
  return std::move(K);
}

void SimulatedProfileRecorder::onWaveRegion(mca::Pipeline &P,
                                            const ObservedRegion &R) {
  std::lock_guard<std::mutex> G(Lock);
  // Only the run's own regions: a re-run of the same configuration (the
  // -html report, say) reports the same region indices again.
  for (const auto &V : Views)
    if (V->regionIndex() == R.Index)
      return;
  auto V = std::make_unique<SimulatedProfileView>(R, MaxWaves);
  P.addEventListener(V.get());
  Views.push_back(std::move(V));
}

std::vector<SimulatedKernel> SimulatedProfileRecorder::take() {
  std::lock_guard<std::mutex> G(Lock);
  std::vector<SimulatedKernel> Out;
  for (auto &V : Views)
    Out.push_back(V->take());
  Views.clear();
  llvm::sort(Out, [](const SimulatedKernel &A, const SimulatedKernel &B) {
    return A.RegionIndex < B.RegionIndex;
  });
  return Out;
}
