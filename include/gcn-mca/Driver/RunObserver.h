//===- RunObserver.h - A hook into each wave-pipeline region ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RunObserver: what a program embedding the library (or a layer above the
/// driver, such as lib/Profile) implements to receive, for each region the
/// wave pipeline runs, the region's facts and its pipeline before it runs,
/// so that it can attach its own listeners (mca::HWEventListener, e.g. a
/// GCNWaveViewBase). Set GCNMCAConfig::Observer. The observer is called on
/// the thread that runs the region (regions may run on several threads at
/// once with -j: it must be safe for that), and what it receives lives only
/// until the region is done: it copies what it keeps.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_RUNOBSERVER_H
#define GCN_MCA_DRIVER_RUNOBSERVER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>

namespace llvm {
class MCInst;
class MCInstPrinter;
class MCSubtargetInfo;
namespace mca {
class Pipeline;
}
namespace gcnmca {
struct AsmSourceLoc;
class GCNProcessorModel;
struct OccupancyInput;
struct OccupancyResult;
struct WavePipelineOptions;

/// One wave-pipeline region, as the observer sees it.
struct ObservedRegion {
  unsigned Index;      ///< position among the input's regions
  StringRef Name;      ///< the region's name ("" for an anonymous one)
  StringRef Kernel;    ///< its kernel's symbol ("" when unknown)
  const GCNProcessorModel &Model;
  const MCSubtargetInfo &STI;
  MCInstPrinter &Printer;
  ArrayRef<MCInst> Insts;
  /// Per instruction: its `.loc` source position (null: none), and its
  /// encoding's size in bytes.
  ArrayRef<const AsmSourceLoc *> Locs;
  ArrayRef<unsigned> EncodingSizes;
  /// The kernel's resources and occupancy (null when unknown).
  const OccupancyInput *Resources;
  const OccupancyResult *Occupancy;
  /// The settings the wave pipeline runs with (every default decided).
  const WavePipelineOptions &Wave;
};

class RunObserver {
public:
  virtual ~RunObserver();
  /// Region \p R is about to run on \p P.
  virtual void onWaveRegion(mca::Pipeline &P, const ObservedRegion &R) = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_RUNOBSERVER_H
