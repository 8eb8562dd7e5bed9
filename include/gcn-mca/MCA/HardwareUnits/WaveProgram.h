//===- WaveProgram.h - Static facts of a region -----------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveProgram holds what the wave pipeline needs to know about each static
/// instruction of a region, computed once per region and shared by every
/// wave: issue category, unit, unit busy cycles, latency, wait counters it
/// increments, the decoded wait limits of s_waitcnt / s_wait_*, s_nop and
/// s_sleep counts, and the compact register indices it reads and writes
/// (for dependencies inside a wave). It also holds the instruction stream one
/// wave executes (the trace: static indices, run -iterations times).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_WAVEPROGRAM_H
#define GCN_MCA_MCA_HARDWAREUNITS_WAVEPROGRAM_H

#include "gcn-mca/Analysis/LaneAccessTrace.h"
#include "gcn-mca/MCA/ChipModel.h"
#include "gcn-mca/MCA/HardwareUnits/MemoryHierarchy.h"
#include "gcn-mca/Target/GCNInstrClassifier.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "gcn-mca/Target/WaitcntDecoder.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <array>
#include <memory>
#include <vector>

namespace llvm {
class MCInstrInfo;
class MCRegisterInfo;
namespace gcnmca {

/// The issue categories of the sequencer: in one slot at most one
/// instruction per category is issued (each from a different wave).
enum class IssueCategory : uint8_t {
  VALU,   ///< VALU, transcendental, MFMA/WMMA
  Scalar, ///< SALU, SMEM, s_sendmsg (one shared slot)
  VMEM,   ///< buffer / global / flat / scratch / image
  LDS,    ///< DS (not GDS)
  Export, ///< export and GDS
  Branch,
  Internal, ///< handled by the sequencer, no unit, no category limit
};
constexpr unsigned NumIssueCategories = unsigned(IssueCategory::Internal) + 1;

/// What the sequencer does with an instruction itself.
enum class SeqOp : uint8_t {
  None,    ///< goes to a unit
  Waitcnt, ///< s_waitcnt / s_wait_*cnt: Arg indexes its limits
  EndPgm,  ///< s_endpgm: waits for every counter, ends the wave
  Barrier, ///< s_barrier (and gfx12 s_barrier_wait)
  Nop,     ///< s_nop N: Arg = N + 1 wait states
  Sleep,   ///< s_sleep N: Arg = cycles
  SetPrio, ///< s_setprio N: Arg = N
  Halt,    ///< s_sethalt with the halt bit: the wave never proceeds
  Other,   ///< other sequencer-internal ops (depctr, delay_alu, ...): 1 slot
};

/// One static instruction's facts for the wave pipeline, in half a cache
/// line (the pipeline reads one per issue from a table that does not fit in
/// the cache).
struct WaveStaticInst {
  WaveStaticInst()
      : IsBranch(false), IsStore(false), IsSMEM(false), TracksDefs(false),
        PlainALU(false) {}
  GCNExecUnit Unit = GCNExecUnit::None;
  IssueCategory Cat = IssueCategory::Internal;
  SeqOp Seq = SeqOp::None;
  bool IsBranch : 1;
  bool IsStore : 1;    ///< vector store (for export-count rules)
  bool IsSMEM : 1;     ///< scalar memory (returns out of order)
  bool TracksDefs : 1; ///< ALU result: writes register ready cycles
  /// A VALU or SALU instruction with no counter and no memory access: the
  /// issue stage books it inline (WaveExecuteStage::bookPlainALU).
  bool PlainALU : 1;
  WaitCounterMask Counters = 0; ///< counters incremented
  /// The register classes read and written: WaveProgram::Regs from
  /// RegBegin, NumUses read, then NumDefs written (followed by sink entries
  /// up to two defs: WaveProgram::defPair).
  uint8_t NumDefs = 0, NumUses = 0;
  uint32_t RegBegin = 0;
  uint32_t Busy = 1;     ///< unit busy cycles
  uint32_t PortBusy = 0; ///< VALU issue port cycles for MFMA (else 0)
  uint32_t Latency = 1;  ///< cycles from start of service to result
  /// Nop / Sleep / SetPrio: the argument; Waitcnt: the index of its limits
  /// in WaveProgram::Waits.
  uint32_t Arg = 0;
  /// 1 + index into WaveProgram::memProfiles() for vector memory (and
  /// scalar loads that can miss) instructions (0 = none).
  uint32_t MemIndex = 0;
};
static_assert(sizeof(WaveStaticInst) == 32, "half a cache line");

/// Parameters that change the static costs.
struct WaveProgramParams {
  unsigned WaveSize = 0; ///< 0 = processor default
  unsigned NumCUs = 1;   ///< export path shared by this many CUs
  int VMEMLatency = -1;  ///< -1 = processor model
  int LDSLatency = -1;
  int SMEMLatency = -1;
  /// Per instruction, its texture / memory annotation (empty: none
  /// anywhere).
  ArrayRef<GCNTextureSetting> Texture;
  /// Per instruction, the lane address stride in bytes found in the code
  /// (-1 = unknown; empty: none known).
  ArrayRef<int> Strides;
  /// The stride of the accesses with neither an annotation nor a derived
  /// stride (-lane-stride; -1 = unit stride).
  int OptionStride = -1;
  /// Per instruction, the conditional hit rates of L1, GL1, L2 and MALL the
  /// cache model derived from the accesses' addresses
  /// (CacheHierarchy::deriveHitRates; < 0 = none; empty: none at all).
  ArrayRef<std::array<float, 4>> DerivedHits;
  /// Per instruction, what the lanes' addresses from the launch cost
  /// (WaveStreams, DerivedAccess::meanCost): VMEM lines, LDS bank cycles;
  /// 0 = not derived (empty: none).
  ArrayRef<unsigned> LaunchCost;
  /// Per instruction, the vector L1 line lookups of its lanes' addresses
  /// from the launch (DerivedAccess::meanLookups; 0 = not derived).
  ArrayRef<unsigned> LaunchLookups;
};

class WaveProgram {
public:
  /// Builds the static facts for \p Insts. Fails (naming the instruction by
  /// index) on an instruction the model cannot classify.
  static Expected<WaveProgram> build(ArrayRef<MCInst> Insts,
                                     const GCNProcessorModel &Model,
                                     const MCInstrInfo &MCII,
                                     const MCRegisterInfo &MRI,
                                     const WaveProgramParams &Params);

  const WaveStaticInst &inst(unsigned I) const { return Insts[I]; }
  unsigned size() const { return Insts.size(); }
  const WaitcntLimits &waitLimits(const WaveStaticInst &SI) const {
    return Waits[SI.Arg];
  }
  ArrayRef<uint16_t> defs(const WaveStaticInst &SI) const {
    return ArrayRef<uint16_t>(Regs.data() + SI.RegBegin + SI.NumUses,
                              SI.NumDefs);
  }
  ArrayRef<uint16_t> uses(const WaveStaticInst &SI) const {
    return ArrayRef<uint16_t>(Regs.data() + SI.RegBegin, SI.NumUses);
  }
  /// The first two entries of \p SI's defs, padded with the sink class
  /// (numRegs(): a ready cycle nothing reads) when it has fewer: an
  /// instruction with at most two defs writes both without a loop.
  const uint16_t *defPair(const WaveStaticInst &SI) const {
    return Regs.data() + SI.RegBegin + SI.NumUses;
  }
  /// Writes \p Ready to the ready cycles (\p RegReady, regSlots()
  /// entries) of \p SI's defs.
  void setDefsReady(const WaveStaticInst &SI, uint64_t *RegReady,
                    uint64_t Ready) const {
    const uint16_t *D = defPair(SI);
    if (LLVM_LIKELY(SI.NumDefs <= 2)) {
      RegReady[D[0]] = Ready;
      RegReady[D[1]] = Ready;
      return;
    }
    for (unsigned I = 0, N = SI.NumDefs; I != N; ++I)
      RegReady[D[I]] = Ready;
  }
  /// Asks the cache for instruction \p I ahead of its use.
  void prefetch(unsigned I) const { __builtin_prefetch(&Insts[I]); }
  /// The memory profiles of the memory instructions (MemIndex).
  ArrayRef<MemAccessProfile> memProfiles() const { return MemProfiles; }
  const MemAccessProfile *memProfile(const WaveStaticInst &SI) const {
    return SI.MemIndex ? &MemProfiles[SI.MemIndex - 1] : nullptr;
  }
  /// Per static instruction, the lane stride its memory access was modelled
  /// with and where it came from (Kind None: not a VMEM / LDS access).
  ArrayRef<AccessStride> accessStrides() const { return Strides; }
  /// Per static instruction, the work one wave execution does (bytes per
  /// memory level, operations) for the chip figures (ChipModel.h).
  ArrayRef<InstWork> work() const { return Work; }
  /// Number of register classes the lists name (units written by the same
  /// instructions share a class; see mergeRegisterUnits).
  unsigned numRegs() const { return NumRegs; }
  /// The ready cycles a wave keeps: the register classes and the sink.
  unsigned regSlots() const { return NumRegs + 1; }
  /// The stream of static indices wave \p WaveId executes per iteration
  /// (waves share the streams round robin when there are fewer streams than
  /// waves).
  ArrayRef<uint32_t> trace(unsigned WaveId = 0) const {
    if (WaveTraces.empty())
      return ArrayRef<uint32_t>(Trace);
    if (WaveId < WaveStream.size() && WaveStream[WaveId] < WaveTraces.size())
      return ArrayRef<uint32_t>(WaveTraces[WaveStream[WaveId]]);
    return ArrayRef<uint32_t>(WaveTraces[WaveId % WaveTraces.size()]);
  }
  void setTrace(std::vector<uint32_t> T) { Trace = std::move(T); }
  /// One stream per wave (wave i runs stream i modulo their number, or
  /// stream \p StreamOf[i] when given).
  void setWaveTraces(std::vector<std::vector<uint32_t>> Ts,
                     std::vector<uint32_t> StreamOf = {}) {
    WaveTraces = std::move(Ts);
    WaveStream = std::move(StreamOf);
  }
  unsigned waveSize() const { return WaveSize; }
  /// Per wave, the lines its accesses touch, from the launch (null when
  /// not derived; LaneAccessTrace.h says how to read it).
  const LaneAccessTrace *accessTrace() const { return Accesses.get(); }
  void setAccessTrace(std::shared_ptr<const LaneAccessTrace> A) {
    Accesses = std::move(A);
  }
  /// Records in the access strides of the instructions whose hit rates
  /// came from the launch the units the caches were fed from and the
  /// peers left out once the rates had converged (\p Probed: the fed
  /// peers ran their first window of workgroups only).
  void setHitUnits(unsigned Units, unsigned Skipped = 0,
                   bool Probed = false) {
    for (AccessStride &S : Strides)
      if (S.HitsDerived) {
        S.HitUnits = uint16_t(std::min(Units, 0xffffu));
        S.HitPeersSkipped = uint16_t(std::min(Skipped, 0xffffu));
        S.HitPeersProbed = Probed;
      }
  }

private:
  std::shared_ptr<const LaneAccessTrace> Accesses;
  std::vector<WaveStaticInst> Insts;
  std::vector<WaitcntLimits> Waits;
  std::vector<uint16_t> Regs;
  std::vector<uint32_t> Trace;
  std::vector<MemAccessProfile> MemProfiles;
  std::vector<AccessStride> Strides;
  std::vector<InstWork> Work;
  std::vector<std::vector<uint32_t>> WaveTraces;
  std::vector<uint32_t> WaveStream;
  unsigned NumRegs = 0;
  unsigned WaveSize = 64;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_WAVEPROGRAM_H
