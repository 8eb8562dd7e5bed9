//===- ResourcePressureView.h - Resource cycles per instruction -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ResourcePressureView prints llvm-mca's resource list, the resource
/// pressure per iteration and the resource pressure by instruction (average
/// cycles each processor resource unit is used per iteration), text and JSON.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_RESOURCEPRESSUREVIEW_H
#define GCN_MCA_MCA_VIEWS_RESOURCEPRESSUREVIEW_H

#include "gcn-mca/MCA/Views/InstructionView.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/MCA/Support.h"
#include <vector>

namespace llvm {
class formatted_raw_ostream;
namespace gcnmca {

class ResourcePressureView : public InstructionView {
  /// First column of each processor resource ID (one column per unit).
  DenseMap<unsigned, unsigned> FirstColumn;
  unsigned NumColumns = 0;
  unsigned LastDispatchedIdx = 0;
  /// Row-major [instruction][column]; the extra last row holds the totals.
  std::vector<mca::ReleaseAtCycles> Usage;

  unsigned executions() const;
  void printColumnHeader(formatted_raw_ostream &OS) const;
  void printResources(raw_ostream &OS) const;
  void printPerIteration(raw_ostream &OS) const;
  void printPerInstruction(raw_ostream &OS) const;

public:
  ResourcePressureView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                       ArrayRef<MCInst> Source);

  void onEvent(const mca::HWInstructionEvent &Event) override;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "ResourcePressureView"; }
  json::Value toJSON() const override;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_RESOURCEPRESSUREVIEW_H
