//===- InstructionView.h - Base of the per-instruction views ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InstructionView is the base of every view that lists the instructions of a
/// region. It prints an instruction the way llvm-mca does (the target's
/// printer, leading blanks removed) and, on its own, is the view behind the
/// "Instructions" array of a JSON report region.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_INSTRUCTIONVIEW_H
#define GCN_MCA_MCA_VIEWS_INSTRUCTIONVIEW_H

#include "gcn-mca/MCA/Views/InstructionTexts.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MCA/View.h"
#include "llvm/Support/JSON.h"
#include <memory>
#include <string>

namespace llvm {
class MCInstPrinter;
class MCSubtargetInfo;
namespace gcnmca {

class InstructionView : public mca::View {
  const MCSubtargetInfo &STI;
  MCInstPrinter &Printer;
  ArrayRef<MCInst> Source;
  mutable std::string Scratch;
  /// The texts of Source, shared with the region's other views (made on the
  /// first print).
  mutable std::shared_ptr<InstructionTexts> Texts;

public:
  InstructionView(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                  ArrayRef<MCInst> Source)
      : STI(STI), Printer(Printer), Source(Source) {}
  ~InstructionView() override;

  /// The text of \p MCI as the report shows it. The result stays valid until
  /// the next call. An instruction of the view's source is printed once for
  /// all the views of its region (InstructionTexts).
  StringRef printInstructionString(const MCInst &MCI) const;

  /// Wave pipeline: needs no events (subscribes to none).
  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;
  /// A bare InstructionView prints nothing in text mode.
  void printView(raw_ostream &) const override {}
  StringRef getNameAsString() const override { return "Instructions"; }
  /// The instructions of the region, as an array of strings.
  json::Value toJSON() const override;

protected:
  ArrayRef<MCInst> getSource() const { return Source; }
  const MCSubtargetInfo &getSubTargetInfo() const { return STI; }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_INSTRUCTIONVIEW_H
