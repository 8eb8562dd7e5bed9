//===- RegisterFileStatistics.cpp - Register mappings per file ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the -register-file-stats view.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/RegisterFileStatistics.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MCA/HWEventListener.h"
#include "llvm/MCA/Instruction.h"
#include "llvm/Support/Format.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

RegisterFileStatistics::RegisterFileStatistics(const MCSubtargetInfo &STI)
    : STI(STI) {
  const MCSchedModel &SM = STI.getSchedModel();
  // Index 0 is the default register file; the model's own files follow.
  unsigned NumFiles = 1;
  if (SM.hasExtraProcessorInfo())
    NumFiles = std::max(SM.getExtraProcessorInfo().NumRegisterFiles, 1U);
  Files.resize(NumFiles);
  Moves.resize(NumFiles);
}

void RegisterFileStatistics::noteMappings(ArrayRef<unsigned> UsedPhysRegs) {
  for (unsigned I = 0, E = Files.size(); I < E; ++I) {
    FileUsage &F = Files[I];
    F.Current += UsedPhysRegs[I];
    F.Total += UsedPhysRegs[I];
    F.Max = std::max(F.Max, F.Current);
  }
}

void RegisterFileStatistics::noteMove(const mca::Instruction &Inst) {
  if (!Inst.isOptimizableMove())
    return;
  ArrayRef<mca::WriteState> Defs = Inst.getDefs();
  ArrayRef<mca::ReadState> Uses = Inst.getUses();
  if (Defs.size() != Uses.size())
    return;
  MoveElimination &M = Moves[Defs[0].getRegisterFileID()];
  for (unsigned I = 0, E = Defs.size(); I < E; ++I) {
    // Defs pair up with the uses in reverse order.
    const mca::WriteState &WS = Defs[I];
    const mca::ReadState &RS = Uses[E - 1 - I];
    ++M.Candidates;
    if (WS.isEliminated())
      ++M.EliminatedThisCycle;
    if (WS.isWriteZero() && RS.isReadZero())
      ++M.PropagateZero;
  }
}

void RegisterFileStatistics::onEvent(const mca::HWInstructionEvent &Event) {
  if (Event.Type == mca::HWInstructionEvent::Retired) {
    const auto &RE = static_cast<const mca::HWInstructionRetiredEvent &>(Event);
    for (unsigned I = 0, E = Files.size(); I < E; ++I)
      Files[I].Current -= RE.FreedPhysRegs[I];
  } else if (Event.Type == mca::HWInstructionEvent::Dispatched) {
    const auto &DE =
        static_cast<const mca::HWInstructionDispatchedEvent &>(Event);
    noteMappings(DE.UsedPhysRegs);
    noteMove(*DE.IR.getInstruction());
  }
}

void RegisterFileStatistics::onCycleEnd() {
  for (MoveElimination &M : Moves) {
    M.MaxPerCycle = std::max(M.MaxPerCycle, M.EliminatedThisCycle);
    M.Eliminated += M.EliminatedThisCycle;
    M.EliminatedThisCycle = 0;
  }
}

static double percentOf(unsigned N, unsigned D) {
  return std::floor((double)N / D * 100.0 * 10 + 0.5) / 10;
}

void RegisterFileStatistics::printView(raw_ostream &OS) const {
  OS << "\n\nRegister File statistics:"
     << "\nTotal number of mappings created:    " << Files[0].Total
     << "\nMax number of mappings used:         " << Files[0].Max << '\n';
  for (unsigned I = 1, E = Files.size(); I < E; ++I) {
    const MCRegisterFileDesc &RF =
        STI.getSchedModel().getExtraProcessorInfo().RegisterFiles[I];
    if (!RF.NumPhysRegs)
      continue;
    OS << "\n*  Register File #" << I << " -- " << StringRef(RF.Name) << ':'
       << "\n   Number of physical registers:     " << RF.NumPhysRegs
       << "\n   Total number of mappings created: " << Files[I].Total
       << "\n   Max number of mappings used:      " << Files[I].Max << '\n';
    const MoveElimination &M = Moves[I];
    if (!M.Candidates)
      continue;
    OS << "   Number of optimizable moves:      " << M.Candidates
       << "\n   Number of moves eliminated:       " << M.Eliminated << "  "
       << format("(%.1f%%)", percentOf(M.Eliminated, M.Candidates))
       << "\n   Number of zero moves:             " << M.PropagateZero << "  "
       << format("(%.1f%%)", percentOf(M.PropagateZero, M.Candidates))
       << "\n   Max moves eliminated per cycle:   " << M.MaxPerCycle << '\n';
  }
}
