//===- OccupancyCliffsView.h - The occupancy cliffs of a kernel -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// OccupancyCliffsView (`-occupancy-cliffs`), printed right after the
/// occupancy view: per resource, how much less of it gives more waves per
/// SIMD (OccupancyCliffs) and the cycles of the region simulated with that
/// change next to the cycles of the run itself. Static: it subscribes to no
/// event; the driver gives it the cycles once the runs are done. JSON: the
/// region's "OccupancyCliffs" object (docs/Occupancy.md, "Cliffs").
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_GCN_OCCUPANCYCLIFFSVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_OCCUPANCYCLIFFSVIEW_H

#include "gcn-mca/Analysis/OccupancyCliffs.h"
#include "llvm/MCA/View.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class OccupancyCliffsView : public mca::View {
public:
  /// The simulation behind one cliff.
  struct Simulated {
    uint64_t Cycles = 0;
    bool Incomplete = false;
    /// The option that reproduces it (`-vgprs=96`).
    std::string Option;
    /// Why it was not simulated (then Cycles is 0).
    std::string Note;
  };

  OccupancyCliffsView(StringRef KernelName, unsigned WavesPerSIMD,
                      std::vector<OccupancyCliff> Cliffs)
      : KernelName(KernelName.str()), WavesPerSIMD(WavesPerSIMD),
        Cliffs(std::move(Cliffs)), Sims(this->Cliffs.size()) {}

  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;

  ArrayRef<OccupancyCliff> getCliffs() const { return Cliffs; }
  unsigned getWavesPerSIMD() const { return WavesPerSIMD; }
  /// The run's own cycles, and the simulation of cliff \p I.
  void setCycles(uint64_t C) { Cycles = C; }
  void setSimulated(unsigned I, Simulated S) { Sims[I] = std::move(S); }

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "OccupancyCliffs"; }
  json::Value toJSON() const override;

private:
  std::string KernelName;
  unsigned WavesPerSIMD;
  std::vector<OccupancyCliff> Cliffs;
  std::vector<std::optional<Simulated>> Sims;
  uint64_t Cycles = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_OCCUPANCYCLIFFSVIEW_H
