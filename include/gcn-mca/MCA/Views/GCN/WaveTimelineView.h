//===- WaveTimelineView.h - Per-wave rows over cycles -----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
// clang-format off
//===----------------------------------------------------------------------===//
/// \file
/// WaveTimelineView is -timeline in wave mode: one row per wave over the
/// first -timeline-max-cycles cycles (0 = all), one character per cycle
/// saying what the wave did, then the list of the issues in that window
/// (cycle, wave, SIMD, unit, instruction). The cycle ruler is llvm-mca's:
/// the units digit of every cycle, on the first line for odd decades and on
/// the second for even ones. Example (-json key "WaveTimelineView";
/// docs/Views.md lists the fields):
///
/// \code
/// Wave Timeline (cycles 0-19 of 96):
/// Issued: V VALU, S SALU, K SMEM, M VMEM, T texture, L LDS, E export,
///   B branch, X MFMA, R transcendental, G GDS, Q message, I internal
///   (s_waitcnt, s_nop, ...), * two or more units in one cycle
/// Stalled: w WAITCNT, d ALU_DEPENDENCY, a ARBITER_NOT_WIN, p
///   ARBITER_WIN_EX_STALL, b BARRIER_WAIT, n NO_INSTRUCTION_AVAILABLE, s
///   INTERNAL_INSTRUCTION, o OTHER
/// . resident, no slot or no event; blank: not resident
///
///                     0123456789
/// [Wave,SIMD] 0123456789
/// [0,0]       K...I...w...w...w...
/// [1,1]        K...I...w...w...w..
///
/// Issues:
/// Cycle  Wave  SIMD  Unit  Instruction
///     0     0     0  SMEM  [0] s_load_dwordx2 s[0:1], s[4:5], 0x0
/// \endcode
//===----------------------------------------------------------------------===//
// clang-format on

#ifndef GCN_MCA_MCA_VIEWS_GCN_WAVETIMELINEVIEW_H
#define GCN_MCA_MCA_VIEWS_GCN_WAVETIMELINEVIEW_H

#include "gcn-mca/MCA/Views/GCN/GCNWaveViewBase.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

class WaveTimelineView : public GCNWaveViewBase {
public:
  struct WaveRow {
    unsigned Wave;
    unsigned SIMD;
    uint64_t Start;
    uint64_t End = 0;
    bool Ended = false;
    /// One character per cycle of the window, from cycle 0.
    std::string Cells;
  };
  struct IssueRecord {
    uint64_t Cycle;
    unsigned Wave;
    unsigned SIMD;
    GCNExecUnit Unit;
    unsigned Inst;
  };

  /// \p MaxCycles: width of the window in cycles, 0 for the whole run.
  WaveTimelineView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                   ArrayRef<MCInst> Source, unsigned MaxCycles);

  void onWaveStart(const WaveStart &E) override;
  void onWaveEnd(const WaveEnd &E) override;
  void onIssue(const Issue &E) override;
  void onWaveStall(const WaveStall &E) override;
  unsigned getWaveEventMask() const override {
    return waveEventBit(WaveEvent::WaveStarted) |
           waveEventBit(WaveEvent::WaveEnded) |
           waveEventBit(WaveEvent::InstIssued) |
           waveEventBit(WaveEvent::WaveStalled);
  }

  /// Character of an issue to \p U, and of a stall for \p R.
  static char unitChar(GCNExecUnit U);
  static char reasonChar(WaveStallReason R);

  /// Rows of the waves that started inside the window, completed with '.'
  /// for resident cycles up to the end of the window or of the run.
  std::vector<WaveRow> rows() const;
  ArrayRef<IssueRecord> issues() const { return Issues; }
  /// Last cycle shown + 1.
  uint64_t windowEnd() const;

  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "WaveTimelineView"; }
  json::Value toJSON() const override;

private:
  unsigned MaxCycles;
  std::vector<WaveRow> Rows;
  DenseMap<unsigned, unsigned> RowOf;
  std::vector<IssueRecord> Issues;

  bool inWindow(uint64_t Cycle) const {
    return MaxCycles == 0 || Cycle < MaxCycles;
  }
  WaveRow *row(unsigned Wave);
  /// Sets cell \p Cycle of \p R to \p C, padding with '.' before it.
  static void setCell(WaveRow &R, uint64_t Cycle, char C);
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_GCN_WAVETIMELINEVIEW_H
