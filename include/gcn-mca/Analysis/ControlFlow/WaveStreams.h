//===- WaveStreams.h - Each wave's own stream and addresses -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveStreams emulates every wave the wave pipeline simulates (the waves of
/// the simulated workgroups, each from the state the launch gives it) along
/// the region's DynamicTrace, with a TraceCursor whose BranchOracle is the
/// wave's WaveEmulator: each wave's branches go where its own EXEC, SCC and
/// VCC send them (an `if (tid < s)` arm runs only on the waves with an
/// active lane; `s_cbranch_execz` skips it on the others), unless an
/// option, an annotation or a given trip count decides them. The result:
///  - the distinct streams (static indices) and, per wave, which one it
///    runs;
///  - per wave, every memory access with its lanes' lines or LDS bank
///    cycles (LaneAccessTrace, the interface the memory hierarchy reads);
///  - per static instruction, the mean lines and bank cycles of its known
///    executions, and why its address was unknown when it was.
/// Waves are emulated in launch order until the budget of emulated
/// instructions runs out; the others run the stream of the emulated wave
/// at the same place in its workgroup (the first workgroup's) and have no
/// access records.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_CONTROLFLOW_WAVESTREAMS_H
#define GCN_MCA_ANALYSIS_CONTROLFLOW_WAVESTREAMS_H

#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/LaneAccessTrace.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {

class DynamicTrace;

/// What the launch derives about one static memory instruction over every
/// emulated execution.
struct DerivedAccess {
  uint64_t Executions = 0;
  uint64_t Known = 0;      ///< executions with every address known
  uint64_t LineSum = 0;    ///< lines over the known executions
  uint64_t LookupSum = 0;  ///< vector L1 line lookups over them
  uint64_t BankCycleSum = 0;
  bool LDS = false;
  bool Decoded = false;    ///< an addressing LaneAddresses reads
  /// An image access: recognised, never derived (the resource's layout and
  /// tiling are not modelled); the access trace's why() says why, naming
  /// the resource.
  bool Image = false;
  /// A GDS access: recognised, never derived (GDS is not modelled).
  bool GDS = false;
  /// Mean lines (VMEM) or bank cycles (LDS) per known execution, rounded
  /// to the nearest, at least 1; 0 when no execution was known.
  unsigned meanCost() const;
  /// Mean vector L1 line lookups (LaneAddresses::lineLookups) per known
  /// execution, rounded to the nearest, at least 1; 0 for LDS or when no
  /// execution was known.
  unsigned meanLookups() const;
};

struct WaveStreams {
  /// The distinct streams and, per wave, the index of its stream.
  std::vector<std::vector<uint32_t>> Streams;
  std::vector<uint32_t> StreamOf;
  std::shared_ptr<LaneAccessTrace> Accesses;
  /// Per static instruction.
  std::vector<DerivedAccess> PerInst;
  unsigned WavesEmulated = 0, TotalWaves = 0;
  /// Streams.size() once built (Streams may be moved out).
  unsigned DistinctStreams = 0;
  /// Why the emulation stopped before the last wave.
  enum class StopKind {
    None,          ///< every wave was emulated
    NoLaunch,      ///< nothing to emulate (no launch, not followed)
    WaveBudget,    ///< one wave ran Input::WaveBudget without ending
    RegionBudget,  ///< the waves together ran out of Input::Budget
    StreamEntries, ///< the distinct streams reached MaxStreamEntries
    EmptyStream    ///< a wave executed nothing
  };
  StopKind Stop = StopKind::None;
  /// The wave the emulation stopped at (== WavesEmulated) and its place.
  unsigned StopWave = 0;
  WavePlacement StopPlace;
  /// The bound that ran out (the budget, the stream entries).
  uint64_t StopBound = 0;
  /// Why some waves were not emulated (empty: all were).
  std::string Why;
  /// When a wave ran out of its own budget: the header of the outermost
  /// loop it was still going round, and that header's passes (empty:
  /// none).
  std::string StuckLoop;
  uint64_t StuckPasses = 0;
  /// Per loop (LoopNest index), over the emulated waves: the waves that
  /// entered it, those whose own state decided its exits every time
  /// (Derived), and the least and greatest trip count of the latter
  /// (header executions per entry, a wave's mean over its entries,
  /// rounded). Loops whose trip count is given, whose exits a branch
  /// choice decides or that are bounded (spin-waits) are not counted.
  struct LoopTrips {
    unsigned Entered = 0, Derived = 0;
    uint64_t Min = 0, Max = 0;
    /// True when the waves' counts are worth showing instead of the
    /// region's (\p RegionTrip from \p RegionSource): some wave derived
    /// one, and not every wave that entered derived the region's derived
    /// count (the Assumptions block and the CFG view).
    bool differs(uint64_t RegionTrip, StringRef RegionSource) const {
      return Derived && !(Min == Max && Min == RegionTrip &&
                          Derived == Entered && RegionSource == "derived");
    }
  };
  std::vector<LoopTrips> Loops;
  /// Per block: the emulated waves whose own state left its conditional
  /// branch undecided at least once (they went the region's way: wave 0's
  /// derived fact or the default rule), the first of them and why
  /// (LaunchDerivation::unknownBranchWhy, for that wave).
  struct UndecidedBranch {
    unsigned Waves = 0, FirstWave = 0;
    std::string Why;
  };
  std::vector<UndecidedBranch> Undecided;
  /// Per block: the waves (of TotalWaves, each with the stream it runs)
  /// that execute it at least once; empty when no wave was emulated.
  std::vector<unsigned> BlockWaves;
  /// The warning for a stop (empty for None and NoLaunch): region
  /// \p Region, the wave, why, what the waves from it on run instead and
  /// the options that change it (docs/ControlFlow.md, "Each wave's own
  /// stream").
  std::string stopWarning(StringRef Region) const;

  struct Input {
    const DynamicTrace *Trace = nullptr;
    ArrayRef<MCInst> Insts;
    const MCInstrInfo *MCII = nullptr;
    const MCRegisterInfo *MRI = nullptr;
    WaveEmulator::KernelSetup Setup;
    unsigned WavesPerGroup = 1, NumGroups = 1;
    /// The chip's CUs (the dispatcher's round robin: workgroupOf).
    unsigned NumCUs = 1;
    /// Added to each wave's linear workgroup id (modulo the grid's): the
    /// waves of another CU, GroupOffset places after the simulated one in
    /// the dispatcher's order (the peers of LaunchHitRates).
    uint64_t GroupOffset = 0;
    unsigned LineBytes = 64, Banks = 32;
    /// Emulated instructions, all waves together.
    uint64_t Budget = uint64_t(1) << 23;
    /// Emulated instructions of one wave: a longer stream is not replayed
    /// (-max-expanded-instructions), so a wave that has not ended by then
    /// stops the emulation.
    uint64_t WaveBudget = ~uint64_t(0);
    /// Streams longer than this in all are not kept (the wave pipeline's
    /// bound).
    uint64_t MaxStreamEntries = uint64_t(1) << 24;
    /// An emulator of the same instructions and wave size to run the waves
    /// on (its per-opcode and per-instruction caches kept from one build
    /// to the next: the peers of LaunchHitRates); null: a new one.
    WaveEmulator *Emulator = nullptr;
    /// Only the records and lines of Accesses are wanted (the peers of
    /// LaunchHitRates, whose other results nothing reads): the emulator
    /// keeps no provenance of unknown values, no reason is written, LDS
    /// accesses are recorded without their addresses (the caches never see
    /// them), PerInst is not filled and Undecided names no reason. The streams, the records and the
    /// global lines are the same.
    bool LinesOnly = false;
  };
  /// Emulates the waves of \p In. \p Describe names an instruction for the
  /// reasons ("k.s:12:2: 'global_load_dword ...'").
  static WaveStreams build(const Input &In,
                           function_ref<std::string(unsigned)> Describe);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_CONTROLFLOW_WAVESTREAMS_H
