//===- RegisterFileStatistics.h - Register mappings per file ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// RegisterFileStatistics prints llvm-mca's -register-file-stats view: the
/// register mappings created and the most in use at once, for the default
/// register file and every register file the model defines (with move
/// elimination figures when a file has candidates). Text only, like llvm-mca.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_REGISTERFILESTATISTICS_H
#define GCN_MCA_MCA_VIEWS_REGISTERFILESTATISTICS_H

#include "llvm/MCA/View.h"
#include <vector>

namespace llvm {
class MCSubtargetInfo;
namespace mca {
class Instruction;
}
namespace gcnmca {

class RegisterFileStatistics : public mca::View {
  const MCSubtargetInfo &STI;

  struct FileUsage {
    unsigned Total = 0;
    unsigned Max = 0;
    unsigned Current = 0;
  };
  struct MoveElimination {
    unsigned Candidates = 0;
    unsigned Eliminated = 0;
    unsigned EliminatedThisCycle = 0;
    unsigned MaxPerCycle = 0;
    unsigned PropagateZero = 0;
  };
  std::vector<FileUsage> Files;
  std::vector<MoveElimination> Moves;

  void noteMappings(ArrayRef<unsigned> UsedPhysRegs);
  void noteMove(const mca::Instruction &Inst);

public:
  explicit RegisterFileStatistics(const MCSubtargetInfo &STI);

  void onCycleEnd() override;
  void onEvent(const mca::HWInstructionEvent &Event) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override {
    return "RegisterFileStatistics";
  }
  bool isSerializable() const override { return false; }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_REGISTERFILESTATISTICS_H
