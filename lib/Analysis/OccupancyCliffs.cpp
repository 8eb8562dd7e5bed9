//===- OccupancyCliffs.cpp - How much less gives one more wave ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Searches each resource for its next occupancy step with the
/// OccupancyCalculator (docs/Occupancy.md, "Cliffs").
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/OccupancyCliffs.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;

StringRef llvm::gcnmca::getCliffResourceName(CliffResource R) {
  switch (R) {
  case CliffResource::VGPRs:
    return "VGPRs";
  case CliffResource::AGPRs:
    return "AGPRs";
  case CliffResource::SGPRs:
    return "SGPRs";
  case CliffResource::LDS:
    return "LDS bytes";
  case CliffResource::WorkgroupSize:
    return "workgroup size";
  }
  return "unknown";
}

OccupancyInput OccupancyCliffs::with(const OccupancyInput &In,
                                     CliffResource Res, unsigned Value) {
  OccupancyInput Out = In;
  switch (Res) {
  case CliffResource::VGPRs:
    Out.NumVGPRs = Value;
    break;
  case CliffResource::AGPRs:
    Out.NumAGPRs = Value;
    break;
  case CliffResource::SGPRs:
    Out.NumSGPRs = Value;
    break;
  case CliffResource::LDS:
    Out.LDSBytes = Value;
    break;
  case CliffResource::WorkgroupSize:
    Out.MinWorkgroupSize = Out.MaxWorkgroupSize = Value;
    break;
  }
  return Out;
}

unsigned OccupancyCliffs::limitOf(const OccupancyResult &R,
                                  CliffResource Res) {
  switch (Res) {
  case CliffResource::VGPRs:
  case CliffResource::AGPRs:
    return R.VGPRLimit;
  case CliffResource::SGPRs:
    return R.SGPRLimit;
  case CliffResource::LDS:
    return R.LDSLimit;
  case CliffResource::WorkgroupSize:
    return std::min(R.LDSLimit, R.WorkgroupLimit);
  }
  return 0;
}

/// The largest amount below \p Now whose own limit is above \p LimitNow
/// (limits never fall when an amount shrinks: binary search).
static void searchBelow(const OccupancyCalculator &Calc,
                        const OccupancyInput &In, OccupancyCliff &C) {
  auto LimitAt = [&](unsigned V) {
    return OccupancyCliffs::limitOf(
        Calc.compute(OccupancyCliffs::with(In, C.Resource, V)), C.Resource);
  };
  if (!C.Now || LimitAt(0) <= C.LimitNow) {
    C.Note = "no smaller amount gives more waves";
    return;
  }
  unsigned Lo = 0, Hi = C.Now - 1; // LimitAt(Lo) > LimitNow holds.
  while (Lo < Hi) {
    unsigned Mid = Lo + (Hi - Lo + 1) / 2;
    if (LimitAt(Mid) > C.LimitNow)
      Lo = Mid;
    else
      Hi = Mid - 1;
  }
  C.Next = Lo;
}

std::vector<OccupancyCliff>
OccupancyCliffs::compute(const GCNProcessorModel &Model,
                         const OccupancyInput &In, const OccupancyResult &R) {
  OccupancyCalculator Calc(Model);
  std::vector<OccupancyCliff> Out;
  auto Finish = [&](OccupancyCliff &C) {
    if (C.Next) {
      OccupancyResult At = Calc.compute(with(In, C.Resource, *C.Next));
      C.LimitNext = limitOf(At, C.Resource);
      C.WavesAtNext = At.WavesPerSIMD;
    }
    Out.push_back(std::move(C));
  };
  auto AtMaximum = [&](OccupancyCliff &C) {
    if (C.LimitNow < R.WaveSlotLimit)
      return false;
    C.Note = "allows the wave slots' maximum already";
    return true;
  };

  for (CliffResource Res : {CliffResource::VGPRs, CliffResource::AGPRs,
                            CliffResource::SGPRs, CliffResource::LDS}) {
    OccupancyCliff C;
    C.Resource = Res;
    C.LimitNow = limitOf(R, Res);
    switch (Res) {
    case CliffResource::VGPRs:
      C.Now = In.NumVGPRs;
      break;
    case CliffResource::AGPRs:
      if (!In.NumAGPRs)
        continue;
      C.Now = In.NumAGPRs;
      break;
    case CliffResource::SGPRs:
      C.Now = In.NumSGPRs;
      if (!Model.SGPRsLimitOccupancy || !Model.SGPRsPerSIMD) {
        C.Note = "do not limit occupancy on " + Model.Name;
        Finish(C);
        continue;
      }
      break;
    case CliffResource::LDS:
      C.Now = In.LDSBytes;
      // The workgroup slots cap the LDS limit: LDS has a step only while it
      // is below them.
      if (C.LimitNow >= R.WorkgroupLimit && !AtMaximum(C)) {
        C.Note = "not below the workgroup slots' limit";
        Finish(C);
        continue;
      }
      break;
    case CliffResource::WorkgroupSize:
      break;
    }
    if (!AtMaximum(C))
      searchBelow(Calc, In, C);
    // LDS is allocated in granules: a step is a whole number of them.
    if (Res == CliffResource::LDS && C.Next && Model.LDSGranule > 1)
      C.Next = unsigned(alignDown(*C.Next, Model.LDSGranule));
    Finish(C);
  }

  // Workgroup size: the nearest size (whole waves) whose workgroup-slot and
  // LDS limit is higher, smaller sizes first at equal distance.
  OccupancyCliff C;
  C.Resource = CliffResource::WorkgroupSize;
  C.Now = R.MaxWorkgroupSize;
  C.LimitNow = limitOf(R, C.Resource);
  if (!AtMaximum(C)) {
    unsigned W = R.WaveSize, Max = Model.MaxWorkgroupSize;
    unsigned Best = 0, BestDist = ~0u;
    for (unsigned S = W; S <= Max; S += W) {
      if (S == C.Now)
        continue;
      unsigned L = limitOf(Calc.compute(with(In, C.Resource, S)), C.Resource);
      unsigned Dist = S > C.Now ? S - C.Now : C.Now - S;
      if (L > C.LimitNow && Dist < BestDist) {
        Best = S;
        BestDist = Dist;
      }
    }
    if (Best)
      C.Next = Best;
    else
      C.Note = "no workgroup size gives more waves";
  }
  Finish(C);
  return Out;
}
