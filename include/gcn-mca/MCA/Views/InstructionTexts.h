//===- InstructionTexts.h - A region's instruction texts, printed once -*- C++
//-*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// InstructionTexts holds the text of each instruction of a region as the
/// report shows it (LLVM's instruction printer, leading blanks dropped),
/// printed on first use and shared by the views that print the same
/// instructions: the stall view and the instruction-info view each list
/// every instruction, which for a 50,000-instruction region made the
/// instruction printer a tenth of a short run. The texts are shared by the
/// live views of one thread that use the same subtarget, printer and
/// instruction array (a region's views are made and printed on one thread);
/// they go away with the last of those views.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_INSTRUCTIONTEXTS_H
#define GCN_MCA_MCA_VIEWS_INSTRUCTIONTEXTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/MC/MCInst.h"
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace llvm {
class MCInstPrinter;
class MCSubtargetInfo;

namespace gcnmca {

class InstructionTexts {
public:
  /// The texts of \p Source printed by \p Printer for \p STI: those of a
  /// live view of this thread with the same three, or new ones.
  static std::shared_ptr<InstructionTexts> get(const MCSubtargetInfo &STI,
                                               MCInstPrinter &Printer,
                                               ArrayRef<MCInst> Source);

  InstructionTexts(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                   ArrayRef<MCInst> Source);

  /// The text of \p MCI as the report shows it: \p Printer's output for
  /// \p STI, leading blanks dropped, in \p Buf (valid while \p Buf is).
  static StringRef print(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                         const MCInst &MCI, std::string &Buf);

  /// The text of instruction \p I of the source (printed on first use). It
  /// stays valid until the next call.
  StringRef text(size_t I);

  /// True if these are the texts of \p Source by \p Printer for \p STI.
  bool isFor(const MCSubtargetInfo &S, const MCInstPrinter &P,
             ArrayRef<MCInst> Src) const {
    return &S == &STI && &P == &Printer && Src.data() == Source.data() &&
           Src.size() == Source.size();
  }

private:
  static constexpr uint32_t NotPrinted = ~uint32_t(0);
  const MCSubtargetInfo &STI;
  MCInstPrinter &Printer;
  ArrayRef<MCInst> Source;
  /// Every text printed so far, one after the other; instruction I's is
  /// [Begin[I], Begin[I] + Size[I]).
  std::string Arena;
  std::vector<uint32_t> Begin, Size;
  std::string Scratch;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_INSTRUCTIONTEXTS_H
