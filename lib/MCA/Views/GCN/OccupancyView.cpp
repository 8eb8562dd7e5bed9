//===- OccupancyView.cpp - Occupancy of a kernel as an mca::View ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints the occupancy section of one kernel (text and JSON); also the
/// sections of the -gcn-occupancy report.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/OccupancyView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

void OccupancyView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

void OccupancyView::printView(raw_ostream &OS) const {
  OS << "\nOccupancy - " << KernelName << "\n\n";
  OS << "Wave size:            " << R.WaveSize
     << (R.SIMDsPerGroupUnit != R.SIMDsPerCU || R.WGPMode
             ? (R.WGPMode ? " (WGP mode)" : " (CU mode)")
             : "")
     << '\n';
  OS << "Workgroup size:       ";
  if (R.MinWorkgroupSize == R.MaxWorkgroupSize)
    OS << R.MaxWorkgroupSize;
  else
    OS << R.MinWorkgroupSize << ".." << R.MaxWorkgroupSize;
  OS << " (" << R.WavesPerWorkgroup << " waves)\n\n";

  auto Mark = [&](OccupancyLimiter L) {
    return R.Limiter == L ? StringRef("  <- binds") : StringRef("");
  };
  OS << "Resource      Used   Allocated   Available   Waves/SIMD\n";
  OS << format("VGPRs     %8u  %10u  %10u  %11u", In.NumVGPRs + In.NumAGPRs,
               R.AllocatedVGPRs, R.VGPRFileSize, R.VGPRLimit)
     << Mark(OccupancyLimiter::VGPR) << '\n';
  if (In.NumAGPRs)
    OS << format("  AGPRs   %8u", In.NumAGPRs) << '\n';
  OS << format("SGPRs     %8u  %10u  %10s  %11u", In.NumSGPRs, R.AllocatedSGPRs,
               "-", R.SGPRLimit)
     << Mark(OccupancyLimiter::SGPR) << '\n';
  OS << format("LDS       %8u  %10s  %10u  %11u", In.LDSBytes, "-",
               R.LDSBytesAvailable, R.LDSLimit)
     << Mark(OccupancyLimiter::LDS) << '\n';
  OS << format("Workgroups %7s  %10s  %10s  %11u", "-", "-", "-",
               R.WorkgroupLimit)
     << Mark(OccupancyLimiter::Workgroup) << '\n';
  OS << format("Wave slots %7s  %10s  %10u  %11u", "-", "-", R.WaveSlotLimit,
               R.WaveSlotLimit)
     << Mark(OccupancyLimiter::WaveSlots) << "\n\n";
  OS << "Waves per SIMD:       " << R.WavesPerSIMD << " of " << R.WaveSlotLimit
     << format(" (%.0f%%)", R.fraction() * 100.0) << ", limited by "
     << getOccupancyLimiterName(R.Limiter) << '\n';
  OS << "Waves per CU:         " << R.WavesPerCU << '\n';
  if (R.WGPMode)
    OS << "Waves per WGP:        " << R.WavesPerGroupUnit << '\n';
}

json::Value OccupancyView::toJSON() const {
  json::Object Limits{{"WaveSlots", R.WaveSlotLimit},
                      {"VGPR", R.VGPRLimit},
                      {"SGPR", R.SGPRLimit},
                      {"LDS", R.LDSLimit},
                      {"Workgroup", R.WorkgroupLimit}};
  json::Object Res{{"WaveSize", R.WaveSize},
                   {"VGPRs", In.NumVGPRs},
                   {"AGPRs", In.NumAGPRs},
                   {"AllocatedVGPRs", R.AllocatedVGPRs},
                   {"SGPRs", In.NumSGPRs},
                   {"AllocatedSGPRs", R.AllocatedSGPRs},
                   {"LDSBytes", In.LDSBytes},
                   {"LDSBytesAvailable", R.LDSBytesAvailable},
                   {"MinWorkgroupSize", R.MinWorkgroupSize},
                   {"MaxWorkgroupSize", R.MaxWorkgroupSize},
                   {"WGPMode", R.WGPMode}};
  return json::Object{{"Kernel", KernelName},
                      {"WavesPerSIMD", R.WavesPerSIMD},
                      {"WavesPerCU", R.WavesPerCU},
                      {"WavesPerGroupUnit", R.WavesPerGroupUnit},
                      {"MaxWavesPerSIMD", R.WaveSlotLimit},
                      {"Limiter", getOccupancyLimiterName(R.Limiter).str()},
                      {"Limits", std::move(Limits)},
                      {"Resources", std::move(Res)}};
}
