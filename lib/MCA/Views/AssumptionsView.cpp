//===- AssumptionsView.cpp - What a region's run assumed ------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints the assumptions of a region's run (see AssumptionsView.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/AssumptionsView.h"
#include "gcn-mca/MCA/WaveEvents.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

void AssumptionsView::onEvent(const mca::HWInstructionEvent &E) {
  subscribeOnRunStarted(E, this, 0);
}

void AssumptionsView::printWrapped(raw_ostream &OS, StringRef Label,
                                   unsigned Indent, ArrayRef<std::string> Words,
                                   StringRef Sep) {
  OS << Label;
  unsigned Col = Label.size();
  for (; Col < Indent; ++Col)
    OS << ' ';
  bool First = true;
  for (const std::string &W : Words) {
    unsigned Need = (First ? 0 : Sep.size()) + W.size();
    if (!First && Col + Need > MaxColumns) {
      OS << StringRef(Sep).rtrim() << '\n';
      OS.indent(Indent);
      Col = Indent;
      First = true;
      Need = W.size();
    }
    if (!First)
      OS << Sep;
    OS << W;
    Col += Need;
    First = false;
  }
  OS << '\n';
}

/// The words of \p Text (split at spaces), for printWrapped.
static std::vector<std::string> words(StringRef Text) {
  SmallVector<StringRef, 16> Parts;
  Text.split(Parts, ' ', -1, /*KeepEmpty=*/false);
  return std::vector<std::string>(Parts.begin(), Parts.end());
}

void AssumptionsView::printView(raw_ostream &OS) const {
  constexpr unsigned Indent = 17;
  OS << "\nAssumptions:\n";
  for (const Assumption &E : A.Entries) {
    std::string Line = E.Text;
    if (!E.Source.empty())
      Line += " (" + E.Source + ")";
    printWrapped(OS, E.Label + ":", Indent, words(Line));
  }
  if (!A.Options.empty())
    printWrapped(OS, "Reproduce with:", Indent, A.Options);
}

json::Value AssumptionsView::toJSON() const {
  json::Object O;
  for (const Assumption &E : A.Entries) {
    json::Object Entry{{"Value", E.Value}};
    if (!E.Source.empty())
      Entry["Source"] = E.Source;
    O[E.Key] = std::move(Entry);
  }
  json::Array Opts;
  for (const std::string &S : A.Options)
    Opts.push_back(S);
  O["Options"] = std::move(Opts);
  return O;
}
