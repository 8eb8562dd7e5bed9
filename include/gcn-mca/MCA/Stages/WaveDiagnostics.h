//===- WaveDiagnostics.h - Why a wave pipeline run stopped ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveDiagnostics writes the errors that stop a wave pipeline run early:
/// -max-cycles reached, a deadlock (no wave can make progress), and a wave
/// that ended while others of its workgroup wait at a barrier. Each names
/// every waiting wave, where it stands and why it cannot go on. It only
/// reads the compute unit (the issue stage decides when to stop).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_STAGES_WAVEDIAGNOSTICS_H
#define GCN_MCA_MCA_STAGES_WAVEDIAGNOSTICS_H

#include "gcn-mca/MCA/HardwareUnits/ComputeUnit.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <string>

namespace llvm {
namespace gcnmca {

class GCNCustomBehaviour;

class WaveDiagnostics {
public:
  /// Describes static instruction Idx, e.g. "t.s:3:3: 's_barrier'".
  using DescribeFn = std::function<std::string(unsigned Idx)>;
  WaveDiagnostics(ComputeUnit &CU, const GCNCustomBehaviour &CB,
                  DescribeFn Describe)
      : CU(CU), CB(CB), Describe(std::move(Describe)) {}

  /// The last cycle at which something in flight (a unit, a wave's block,
  /// an outstanding operation, a register) can still unblock a wave: no
  /// deadlock is declared before it.
  uint64_t lastPendingChange() const;
  /// -max-cycles=\p MaxCycles reached with waves unfinished.
  Error maxCycles(uint64_t MaxCycles) const;
  /// No wave can make progress at the current cycle.
  Error deadlock() const;
  /// Wave \p W of workgroup \p Group ended while other waves of the group
  /// wait at a barrier it never reached.
  Error endedBeforeBarrier(const WaveState &W, unsigned Group) const;

  /// "wave 3 (SIMD 1, workgroup 0) at t.s:4:3: 's_waitcnt ...'".
  std::string describeWave(const WaveState &W) const;
  /// Why \p W does not issue now (for a stopped run).
  std::string whyStuck(WaveState &W) const;

private:
  ComputeUnit &CU;
  const GCNCustomBehaviour &CB;
  DescribeFn Describe;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_STAGES_WAVEDIAGNOSTICS_H
