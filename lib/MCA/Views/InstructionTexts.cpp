//===- InstructionTexts.cpp - A region's instruction texts, printed once --===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints each instruction once and hands the texts to every view of the
/// region that asks (see InstructionTexts.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/InstructionTexts.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

std::shared_ptr<InstructionTexts>
InstructionTexts::get(const MCSubtargetInfo &STI, MCInstPrinter &Printer,
                      ArrayRef<MCInst> Source) {
  // The texts of this thread's live views (a handful: the views of the
  // region being printed).
  static thread_local SmallVector<std::weak_ptr<InstructionTexts>, 4> Live;
  std::shared_ptr<InstructionTexts> Found;
  erase_if(Live, [&](const std::weak_ptr<InstructionTexts> &W) {
    std::shared_ptr<InstructionTexts> T = W.lock();
    if (!T)
      return true;
    if (!Found && T->isFor(STI, Printer, Source))
      Found = std::move(T);
    return false;
  });
  if (Found)
    return Found;
  auto T = std::make_shared<InstructionTexts>(STI, Printer, Source);
  Live.push_back(T);
  return T;
}

InstructionTexts::InstructionTexts(const MCSubtargetInfo &STI,
                                   MCInstPrinter &Printer,
                                   ArrayRef<MCInst> Source)
    : STI(STI), Printer(Printer), Source(Source),
      Begin(Source.size(), NotPrinted), Size(Source.size(), 0) {}

StringRef InstructionTexts::print(const MCSubtargetInfo &STI,
                                  MCInstPrinter &Printer, const MCInst &MCI,
                                  std::string &Buf) {
  Buf.clear();
  raw_string_ostream SS(Buf);
  Printer.printInst(&MCI, /*Address=*/0, /*Annot=*/"", STI, SS);
  SS.flush();
  return StringRef(Buf).ltrim();
}

StringRef InstructionTexts::text(size_t I) {
  if (Begin[I] == NotPrinted) {
    StringRef T = print(STI, Printer, Source[I], Scratch);
    if (Arena.empty())
      Arena.reserve(Source.size() * 32);
    Begin[I] = uint32_t(Arena.size());
    Size[I] = uint32_t(T.size());
    Arena.append(T.data(), T.size());
  }
  return StringRef(Arena.data() + Begin[I], Size[I]);
}
