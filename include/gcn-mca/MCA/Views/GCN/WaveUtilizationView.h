//===- WaveUtilizationView.h - One row per simulated wave -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
// clang-format off
//===----------------------------------------------------------------------===//
/// \file
/// WaveUtilizationView prints one row per simulated wave (the first
/// -wave-view-max waves in launch order) and a total row over all waves:
/// SIMD, start and end cycle, instructions issued per unit category, and the
/// cycles the wave spent issuing, stalled, and waiting while another wave won
/// the arbitration, with its utilization. Example (-json key
/// "WaveUtilizationView"; docs/Views.md lists the fields and units):
///
/// \code
/// Per-Wave Utilization:
/// Wave SIMD  Start    End  VALU  SALU  SMEM  VMEM   TEX   LDS   EXP   BRA  MFMA   OTH   INT    Issue    Stall      Arb    Util
///    0    0      0    208    10     1     1     0     0     0     0     0     0     0     2       56      124       28  26.92%
///    1    1      1    213    10     1     1     0     0     0     0     0     0     0     2       56      128       28  26.42%
/// Total   4      0    240    40     4     4     0     0     0     0     0     0     0     8      224      500      112  26.67%
/// \endcode
///
/// Columns: Wave = wave number in launch order; SIMD = the SIMD it ran on
/// (total row: number of SIMDs used); Start/End = cycles of launch and end
/// ("-" if it had not ended; total row: first start and last end); VALU ...
/// INT = instructions issued to each unit category (OTH = transcendental
/// unit, GDS and messages; INT = sequencer-internal instructions such as
/// s_waitcnt and s_nop); Issue / Stall / Arb = the wave's issue slots in which
/// it issued, stalled (any reason but ARBITER_NOT_WIN) or lost the
/// arbitration (ARBITER_NOT_WIN), each times the cycles per slot; Util =
/// Issue / (Issue + Stall + Arb).
//===----------------------------------------------------------------------===//
// clang-format on

#ifndef GCN_MCA_MCA_VIEWS_GCN_WAVEUTILIZATIONVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_WAVEUTILIZATIONVIEW_H

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <vector>

namespace llvm {
namespace gcnmca {

class WaveUtilizationView : public GCNWaveViewBase {
public:
  struct Row {
    unsigned Wave = 0;
    unsigned SIMD = 0;
    uint64_t Start = 0;
    uint64_t End = 0;
    bool Ended = false;
    uint64_t IssuedByUnit[NumGCNExecUnits] = {};
    uint64_t IssueSlots = 0;
    uint64_t StallSlots = 0;
    uint64_t ArbSlots = 0;
    uint64_t StallSlotsByReason[NumWaveStallReasons] = {};
    uint64_t LastIssueCycle = UINT64_MAX;

    uint64_t issued() const;
    double utilization() const;
  };

  /// \p MaxRows limits the printed wave rows (0 = all); the total row always
  /// covers every wave.
  WaveUtilizationView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                      ArrayRef<MCInst> Source, unsigned MaxRows);

  void onWaveStart(const WaveStart &E) override;
  void onWaveEnd(const WaveEnd &E) override;
  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;
  unsigned getWaveEventMask() const override {
    // Issues and stalls come as each wave's counts with WaveEnded.
    return waveEventBit(WaveEvent::WaveStarted) |
           waveEventBit(WaveEvent::WaveEnded) | WaveCountedIssues;
  }

  /// The rows kept (at most MaxRows), in launch order.
  ArrayRef<Row> rows() const { return Rows; }
  /// The total row over every wave (SIMD = number of SIMDs used).
  Row total() const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "WaveUtilizationView"; }
  json::Value toJSON() const override;

private:
  unsigned MaxRows;
  uint64_t NumWaves = 0;
  std::vector<Row> Rows;
  /// Live waves: row index, or the state of a wave past MaxRows.
  /// By wave id: Kept | row index, Pooled | index into Pool, or Dead.
  std::vector<uint32_t> Where;
  static constexpr uint32_t Pooled = 1u << 31, Dead = ~0u;
  std::vector<Row> Pool; ///< live waves past MaxRows
  std::vector<uint32_t> FreePool;
  unsigned Live = 0;
  Row Total;
  bool AnyStart = false;
  SmallVector<bool, 4> SIMDUsed;

  Row *find(unsigned Wave);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_WAVEUTILIZATIONVIEW_H
