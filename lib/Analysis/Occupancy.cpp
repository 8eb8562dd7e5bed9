//===- Occupancy.cpp - Waves per SIMD allowed by a kernel's resources -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Occupancy formulas (see docs/Occupancy.md for the derivations and the
/// sources of each rule). All hardware numbers come from GCNProcessorModel.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/Occupancy.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <climits>

using namespace llvm;
using namespace llvm::gcnmca;

StringRef llvm::gcnmca::getOccupancyLimiterName(OccupancyLimiter L) {
  switch (L) {
  case OccupancyLimiter::WaveSlots:
    return "wave slots";
  case OccupancyLimiter::VGPR:
    return "VGPRs";
  case OccupancyLimiter::SGPR:
    return "SGPRs";
  case OccupancyLimiter::LDS:
    return "LDS";
  case OccupancyLimiter::Workgroup:
    return "workgroup slots";
  }
  return "unknown";
}

/// True when the processor groups two CUs into a WGP and the kernel runs in
/// WGP mode.
static bool isWGPMode(const GCNProcessorModel &M, bool CUMode) {
  return M.CUsPerWGP > 1 && !CUMode;
}

unsigned OccupancyCalculator::simdsPerGroupUnit(bool CUMode) const {
  return Model.SIMDsPerCU * (isWGPMode(Model, CUMode) ? Model.CUsPerWGP : 1);
}

unsigned OccupancyCalculator::ldsBytesPerGroupUnit(bool CUMode) const {
  if (isWGPMode(Model, CUMode) && Model.LDSBytesPerWGP)
    return Model.LDSBytesPerWGP;
  return Model.LDSBytesPerCU;
}

unsigned OccupancyCalculator::barriersPerGroupUnit(bool CUMode) const {
  unsigned Units = isWGPMode(Model, CUMode) ? Model.CUsPerWGP : 1;
  return std::min(Model.BarriersPerCU, Model.MaxWorkgroupsPerCU) * Units;
}

unsigned OccupancyCalculator::totalVGPRs(unsigned NumVGPRs,
                                         unsigned NumAGPRs) const {
  if (Model.UnifiedVGPRFile && NumAGPRs)
    return unsigned(std::min<uint64_t>(
        alignTo(NumVGPRs, std::max(1u, Model.AccumGranule)) + NumAGPRs,
        UINT_MAX));
  return std::max(NumVGPRs, NumAGPRs);
}

unsigned OccupancyCalculator::vgprLimit(unsigned NumVGPRs,
                                        unsigned WaveSize) const {
  unsigned W = Model.waveSizeOr(WaveSize);
  unsigned File = W == 32 ? Model.VGPRsPerLaneWave32 : Model.VGPRsPerLaneWave64;
  unsigned Granule =
      W == 32 ? Model.VGPRGranuleWave32 : Model.VGPRGranuleWave64;
  if (!File || !Granule)
    return Model.MaxWavesPerSIMD;
  // A wave is given whole granules; the per-lane file is divided among the
  // waves; at least one wave always fits (more registers than the file
  // holds cannot be encoded).
  // 64-bit: a register count near 2^32 must not round up to 0.
  uint64_t Allocated = alignTo(std::max(1u, NumVGPRs), Granule);
  return unsigned(std::min<uint64_t>(std::max<uint64_t>(File / Allocated, 1),
                                     Model.MaxWavesPerSIMD));
}

unsigned OccupancyCalculator::sgprLimit(unsigned NumSGPRs) const {
  if (!Model.SGPRsLimitOccupancy || !Model.SGPRsPerSIMD)
    return Model.MaxWavesPerSIMD;
  uint64_t Allocated =
      alignTo(std::max(1u, NumSGPRs), std::max(1u, Model.SGPROccupancyGranule));
  return unsigned(
      std::min<uint64_t>(std::max<uint64_t>(Model.SGPRsPerSIMD / Allocated, 1),
                         Model.MaxWavesPerSIMD));
}

unsigned OccupancyCalculator::workgroupLimit(unsigned LDSBytes, unsigned MinWG,
                                             unsigned MaxWG, unsigned WaveSize,
                                             bool CUMode,
                                             bool IgnoreLDS) const {
  const unsigned W = Model.waveSizeOr(WaveSize);
  const unsigned SIMDs = simdsPerGroupUnit(CUMode);
  const unsigned MaxWaves = Model.MaxWavesPerSIMD;
  const unsigned WaveSlots = MaxWaves * SIMDs;
  const unsigned Barriers = barriersPerGroupUnit(CUMode);
  MaxWG = MaxWG ? MaxWG : Model.MaxWorkgroupSize;
  MinWG = std::min(MinWG ? MinWG : 1u, MaxWG);

  // Workgroups whose LDS fits at once. More LDS than the unit has: only the
  // single resident wave remains (as when registers overflow).
  unsigned GroupsByLDS = UINT_MAX;
  if (!IgnoreLDS) {
    GroupsByLDS = ldsBytesPerGroupUnit(CUMode) / std::max(1u, LDSBytes);
    if (!GroupsByLDS)
      return 1;
  }

  struct Shape {
    unsigned WavesPerGroup, Groups, Waves;
  };
  // Workgroups of one wave need no barrier and are limited by wave slots
  // only; larger ones also by the barriers (one per resident workgroup).
  auto ShapeOf = [&](unsigned WGSize) {
    Shape S;
    S.WavesPerGroup = divideCeil(WGSize, W);
    unsigned Slots = S.WavesPerGroup == 1
                         ? WaveSlots
                         : std::min(WaveSlots / S.WavesPerGroup, Barriers);
    S.Groups = std::min(Slots, GroupsByLDS);
    S.Waves = S.WavesPerGroup * S.Groups;
    return S;
  };

  // The best case over the allowed workgroup sizes, estimated as clang does:
  // start from the smallest size (the most workgroups) and, when wave slots
  // are left over, let each of those workgroups grow by whole waves up to
  // the largest allowed size. A large group size can also be the better one
  // when LDS or barriers cap the number of small groups.
  Shape Small = ShapeOf(MinWG), Large = ShapeOf(MaxWG);
  unsigned BestWaves;
  if (Large.Waves >= Small.Waves) {
    BestWaves = Large.Waves;
  } else {
    BestWaves = Small.Waves;
    unsigned Leftover = WaveSlots - Small.Groups * Small.WavesPerGroup;
    if (unsigned PerGroup = Leftover / Small.Groups)
      BestWaves += Small.Groups * std::min(PerGroup, Large.WavesPerGroup -
                                                         Small.WavesPerGroup);
  }
  // Waves spread evenly over the SIMDs: the fullest SIMD counts.
  return std::clamp<unsigned>(divideCeil(BestWaves, SIMDs), 1u, MaxWaves);
}

OccupancyResult OccupancyCalculator::compute(const OccupancyInput &In) const {
  OccupancyResult R;
  R.WaveSize = Model.waveSizeOr(In.WaveSize);
  R.WGPMode = isWGPMode(Model, In.CUMode);
  R.SIMDsPerGroupUnit = simdsPerGroupUnit(In.CUMode);
  R.SIMDsPerCU = Model.SIMDsPerCU;

  R.WaveSlotLimit = Model.MaxWavesPerSIMD;
  unsigned TotalVGPRs = totalVGPRs(In.NumVGPRs, In.NumAGPRs);
  R.VGPRLimit = vgprLimit(TotalVGPRs, R.WaveSize);
  R.VGPRGranule =
      R.WaveSize == 32 ? Model.VGPRGranuleWave32 : Model.VGPRGranuleWave64;
  R.VGPRFileSize =
      R.WaveSize == 32 ? Model.VGPRsPerLaneWave32 : Model.VGPRsPerLaneWave64;
  R.AllocatedVGPRs = unsigned(std::min<uint64_t>(
      alignTo(std::max(1u, TotalVGPRs), std::max(1u, R.VGPRGranule)),
      UINT_MAX));
  R.SGPRLimit = sgprLimit(In.NumSGPRs);
  R.AllocatedSGPRs =
      Model.SGPRsLimitOccupancy
          ? unsigned(std::min<uint64_t>(
                alignTo(std::max(1u, In.NumSGPRs),
                        std::max(1u, Model.SGPROccupancyGranule)),
                UINT_MAX))
          : In.NumSGPRs;

  R.MaxWorkgroupSize =
      In.MaxWorkgroupSize ? In.MaxWorkgroupSize : Model.MaxWorkgroupSize;
  R.MinWorkgroupSize = std::min(In.MinWorkgroupSize ? In.MinWorkgroupSize : 1u,
                                R.MaxWorkgroupSize);
  R.WavesPerWorkgroup = divideCeil(R.MaxWorkgroupSize, R.WaveSize);
  R.LDSBytesAvailable = ldsBytesPerGroupUnit(In.CUMode);
  R.LDSLimit = workgroupLimit(In.LDSBytes, R.MinWorkgroupSize,
                              R.MaxWorkgroupSize, R.WaveSize, In.CUMode);
  R.WorkgroupLimit =
      workgroupLimit(In.LDSBytes, R.MinWorkgroupSize, R.MaxWorkgroupSize,
                     R.WaveSize, In.CUMode, /*IgnoreLDS=*/true);

  // The result is the smallest limit (LDSLimit already includes the
  // workgroup slots). Among the limits equal to it, the binding resource is
  // named in this order: LDS (when LDS lowers the workgroup-slot limit),
  // workgroup slots, VGPRs, SGPRs, wave slots. LDS and workgroup size come
  // first because clang lets a kernel use more registers as long as that
  // does not lower the occupancy they already impose, so a tie with the
  // registers means the workgroup resources are the cause.
  R.WavesPerSIMD = std::min({R.WaveSlotLimit, R.VGPRLimit, R.SGPRLimit,
                             R.LDSLimit, R.WorkgroupLimit});
  if (R.WavesPerSIMD == R.WaveSlotLimit)
    R.Limiter = OccupancyLimiter::WaveSlots;
  else if (R.LDSLimit == R.WavesPerSIMD && R.LDSLimit < R.WorkgroupLimit)
    R.Limiter = OccupancyLimiter::LDS;
  else if (R.WorkgroupLimit == R.WavesPerSIMD)
    R.Limiter = OccupancyLimiter::Workgroup;
  else if (R.VGPRLimit == R.WavesPerSIMD)
    R.Limiter = OccupancyLimiter::VGPR;
  else
    R.Limiter = OccupancyLimiter::SGPR;

  R.WavesPerCU = R.WavesPerSIMD * R.SIMDsPerCU;
  R.WavesPerGroupUnit = R.WavesPerSIMD * R.SIMDsPerGroupUnit;
  R.WorkgroupsPerGroupUnit =
      R.WavesPerWorkgroup ? R.WavesPerGroupUnit / R.WavesPerWorkgroup : 0;
  return R;
}
