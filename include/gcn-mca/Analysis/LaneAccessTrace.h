//===- LaneAccessTrace.h - The addresses each wave's accesses touch -*- C++ -*-//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LaneAccessTrace holds, per simulated wave, every vector memory and LDS
/// access its stream executes, with the addresses its active lanes touch,
/// as the launch derives them (WaveStreams walks each wave with a
/// WaveEmulator; LaneAddresses computes the per-lane addresses).
///
/// The interface the memory hierarchy consumes (the contract):
///  - Waves are numbered as the wave pipeline launches them: wave W is wave
///    W % WavesPerWorkgroup of simulated workgroup W / WavesPerWorkgroup
///    (WaveState::Id). Simulated workgroup g is the grid's workgroup
///    workgroupOf(g) (linear id, X fastest): the dispatcher hands out
///    workgroups round robin over the chip's CUs, so the simulated CU gets
///    g x NumCUs (docs/Model.md, "The launch").
///  - accesses(W) lists wave W's accesses in the order of its stream
///    (WaveProgram::trace(W)); Record::Pos is the position in that stream of
///    the instruction (the wave's PC), so a consumer walking the stream can
///    match records by position. When the region runs several iterations
///    the stream repeats, and so do its accesses (the same addresses).
///  - lines(R) are the distinct cache lines the access touches, ascending,
///    as line numbers (byte address / lineBytes()). lineBytes() is the
///    vector L1's (L0's) line size of the run's chip; a level with longer
///    lines gets its own by shifting (line x lineBytes() / its line bytes)
///    and dropping repeats (the list stays ascending).
///  - Global, flat and buffer addresses are virtual addresses in the
///    launch's layout (KernelLaunch: each pointer argument its own buffer
///    from 4 GiB up). Scratch addresses are in the wave's private
///    segment, swizzled per dword by lane (AMDGPUUsage: element size 4,
///    index stride = the wave size) and offset by the wave's index so that
///    waves do not share lines. LDS addresses (Space::LDS) are byte offsets
///    in the workgroup's LDS; their lines are not cache lines (lines() is
///    empty) but BankCycles holds the cycles the banks need.
///  - Known is false when some active lane's address is unknown (a value
///    from memory, a float, an argument not given): lines() is then empty
///    and the consumer applies its rate model; why() says what made it
///    unknown.
///  - A wave without records (hasWave(W) false) was not emulated (the
///    emulation budget ran out, or no launch): the consumer applies the
///    rate model to all its accesses.
/// Memory is bounded: at most MaxLines line numbers are kept in all; past
/// that, records keep their counts (NumLines) but not their lines
/// (linesKept() false).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_LANEACCESSTRACE_H
#define GCN_MCA_ANALYSIS_LANEACCESSTRACE_H

#include "llvm/ADT/ArrayRef.h"
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class LaneAccessTrace {
public:
  /// The address space an access goes to.
  enum class Space : uint8_t { Global, Scratch, LDS };
  /// At most this many line numbers are kept for all waves together.
  static constexpr uint64_t MaxLines = uint64_t(1) << 22;

  /// One execution of one memory instruction by one wave.
  struct Record {
    uint32_t Inst = 0;      ///< static index of the instruction (region)
    uint32_t Pos = 0;       ///< position in the wave's stream
    uint32_t FirstLine = 0; ///< index of its first line in the line pool
    uint16_t NumLines = 0;  ///< distinct lines touched (0 for LDS)
    uint16_t BankCycles = 0; ///< LDS: cycles the banks need (else 0)
    Space S = Space::Global;
    bool Known = false;     ///< every active lane's address known
    bool Store = false;     ///< writes memory (stores, atomics)
    bool LinesKept = false; ///< lines() holds the NumLines lines
  };

  LaneAccessTrace() = default;
  LaneAccessTrace(unsigned LineBytes, unsigned NumWaves)
      : LineBytes(LineBytes), Waves(NumWaves) {}

  /// The grid's linear workgroup id of simulated workgroup \p G when the
  /// dispatcher deals \p TotalGroups workgroups round robin over \p NumCUs
  /// CUs (the simulated CU is the first).
  static uint64_t workgroupOf(unsigned G, unsigned NumCUs,
                              uint64_t TotalGroups) {
    TotalGroups = std::max<uint64_t>(1, TotalGroups);
    return uint64_t(G) * std::max(1u, NumCUs) % TotalGroups;
  }

  unsigned lineBytes() const { return LineBytes; }
  unsigned numWaves() const { return Waves.size(); }
  /// Whether wave \p W was emulated (its records are complete).
  bool hasWave(unsigned W) const { return W < Waves.size() && Waves[W].Done; }
  ArrayRef<Record> accesses(unsigned W) const {
    return W < Waves.size() ? ArrayRef<Record>(Waves[W].Records)
                            : ArrayRef<Record>();
  }
  ArrayRef<uint64_t> lines(const Record &R) const {
    if (!R.LinesKept || !R.NumLines)
      return {};
    return ArrayRef<uint64_t>(Chunks[R.FirstLine >> ChunkBits].get() +
                                  (R.FirstLine & (ChunkSize - 1)),
                              R.NumLines);
  }
  /// Why the address of instruction \p Inst was unknown (empty: known).
  const std::string &why(unsigned Inst) const {
    static const std::string None;
    return Inst < Why.size() ? Why[Inst] : None;
  }

  /// Building (WaveStreams).
  void add(unsigned W, Record R, ArrayRef<uint64_t> RLines) {
    if (W >= Waves.size())
      return;
    R.NumLines = uint16_t(std::min<size_t>(RLines.size(), 0xffff));
    R.LinesKept = KeptLines + RLines.size() <= MaxLines;
    if (R.LinesKept && R.NumLines) {
      // A record's lines never straddle two chunks.
      if (Chunks.empty() || ChunkUsed + R.NumLines > ChunkSize) {
        // (Not zeroed: only the lines written are read.)
        Chunks.emplace_back(new uint64_t[ChunkSize]);
        ChunkUsed = 0;
      }
      R.FirstLine = uint32_t((Chunks.size() - 1) << ChunkBits | ChunkUsed);
      uint64_t *To = Chunks.back().get() + ChunkUsed;
      // One by one: an access touches a few lines.
      for (uint64_t X : RLines.take_front(R.NumLines))
        *To++ = X;
      ChunkUsed += R.NumLines;
      KeptLines += R.NumLines;
    }
    std::vector<Record> &Recs = Waves[W].Records;
    // A wave's accesses are usually as many as the last wave's (the waves
    // of a stream repeat them): allocated once, not grown by doubling.
    if (Recs.empty() && RecordsHint)
      Recs.reserve(RecordsHint);
    Recs.push_back(R);
  }
  void finishWave(unsigned W) {
    if (W < Waves.size()) {
      Waves[W].Done = true;
      RecordsHint = Waves[W].Records.size();
    }
  }
  /// Drops wave \p W's records (its walk did not complete).
  void dropWave(unsigned W) {
    if (W < Waves.size())
      Waves[W] = WaveRecords();
  }
  void setWhy(unsigned Inst, std::string S) {
    if (Inst >= Why.size())
      Why.resize(Inst + 1);
    if (Why[Inst].empty())
      Why[Inst] = std::move(S);
  }

private:
  struct WaveRecords {
    std::vector<Record> Records;
    bool Done = false;
  };
  unsigned LineBytes = 64;
  std::vector<WaveRecords> Waves;
  /// The kept lines, in chunks of ChunkSize that never move (a record's
  /// FirstLine is its chunk << ChunkBits | its offset in it): no copy when
  /// the pool grows, and pages touched only as lines are written.
  static constexpr unsigned ChunkBits = 16;
  static constexpr uint64_t ChunkSize = uint64_t(1) << ChunkBits;
  std::vector<std::unique_ptr<uint64_t[]>> Chunks;
  uint64_t ChunkUsed = 0;
  uint64_t KeptLines = 0;
  /// The records of the last wave finished.
  size_t RecordsHint = 0;
  std::vector<std::string> Why;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_LANEACCESSTRACE_H
