//===- LaunchDerivation.h - Trip counts and branches from a launch -*- C++ -*-//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LaunchDerivation walks one wave through a region's CFG with a
/// WaveEmulator started from the launch, deciding each conditional branch
/// from the emulated state, and reports what the launch decides:
///  - per loop, the trip count (header executions per entry; the mean over
///    the entries the wave made, rounded) when every entry was followed to
///    its exit;
///  - per block ending in a uniform branch (scc, vccz/vccnz) that exits no
///    loop, the direction when the wave always took the same one.
/// A branch whose condition is unknown ends the walk: the loops still open
/// and everything after are not derived, and Why names the branch and the
/// instruction its condition came from. Exec-mask branches are followed
/// with the wave's mask during the walk but not reported (other waves'
/// masks differ; docs/ControlFlow.md, "Derived from the launch").
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_LAUNCHDERIVATION_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_LAUNCHDERIVATION_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/MC/MCInst.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class ControlFlowGraph;
class LoopNest;
class WaveEmulator;

/// What one wave's walk derived for a region (indices of its CFG and loop
/// nest).
struct DerivedControlFlow {
  /// Per loop: the derived trip count, if any.
  std::vector<std::optional<uint64_t>> TripCount;
  /// Per loop: entries the count was taken over.
  std::vector<uint64_t> Entries;
  /// Per loop without a count: why ("not reached", the unknown branch).
  std::vector<std::string> LoopWhy;
  /// Per block: the direction of its uniform, non-exiting branch.
  std::vector<std::optional<bool>> Taken;
  /// Per block: why its uniform branch was not derived (empty: derived or
  /// not a uniform branch).
  std::vector<std::string> BranchWhy;
  /// Instructions the walk executed; true when it reached the wave's end.
  uint64_t Steps = 0;
  bool Completed = false;
  /// Why the walk stopped early (empty when it completed).
  std::string Stop;
};

class LaunchDerivation {
public:
  /// Walks \p G (loops \p LN) over \p Insts with \p E (already started for
  /// the wave) for at most \p MaxSteps instructions. A block with a
  /// direction in \p Given (an option or an annotation) goes that way,
  /// as the stream does; its direction is not derived. \p Describe names an
  /// instruction of \p Insts for messages ("k.s:12: 's_load_dword ...'").
  static DerivedControlFlow
  derive(const ControlFlowGraph &G, const LoopNest &LN, ArrayRef<MCInst> Insts,
         WaveEmulator &E, uint64_t MaxSteps,
         function_ref<std::string(unsigned)> Describe,
         ArrayRef<std::optional<bool>> Given = {});
  /// Why \p E does not decide the conditional branch ending block \p B
  /// now: "the branch at k.s:48:2: 's_cbranch_scc1 .LBB0_2' tests SCC,
  /// unknown since <note> read by <instruction>".
  static std::string
  unknownBranchWhy(const ControlFlowGraph &G, unsigned B,
                   ArrayRef<MCInst> Insts, const WaveEmulator &E,
                   function_ref<std::string(unsigned)> Describe);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_LAUNCHDERIVATION_H
