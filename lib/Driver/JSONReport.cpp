//===- JSONReport.cpp - The -json document, written as it is produced -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Writes the -json document region by region (see JSONReport.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/JSONReport.h"
#include "gcn-mca/MCA/ReportPrinter.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// The document's indent (as formatv("{0:2}") of a json::Value).
static constexpr unsigned Indent = 2;

namespace {
/// Appends to a string what is written to it, each line break followed by
/// the indentation of a region in the document (depth 2: in the document's
/// object, in "CodeRegions"), so that a region rendered at depth 0 reads as
/// it would at its place. Line breaks only come from json::OStream's
/// indentation (it escapes them inside strings).
class RegionIndenter : public raw_ostream {
public:
  explicit RegionIndenter(std::string &S) : S(S) { SetUnbuffered(); }

private:
  void write_impl(const char *Ptr, size_t Size) override {
    for (size_t I = 0; I < Size; ++I) {
      S += Ptr[I];
      if (Ptr[I] == '\n')
        S.append(2 * Indent, ' ');
    }
    Pos += Size;
  }
  uint64_t current_pos() const override { return Pos; }
  std::string &S;
  uint64_t Pos = 0;
};
} // namespace

void JSONReport::takeTarget(const ReportPrinter &P) {
  if (Target.kind() != json::Value::Null)
    return;
  Params = P.getJSONSimulationParameters();
  Target = P.getJSONTargetInfo();
}

void JSONReport::open() {
  if (J || !OS)
    return;
  J.emplace(*OS, Indent);
  J->objectBegin();
  J->attributeBegin("CodeRegions");
  J->arrayBegin();
  for (json::Value &V : Held)
    J->value(V);
  Held.clear();
}

void JSONReport::addRegion(const ReportPrinter &P) {
  takeTarget(P);
  if (!OS) {
    RegionIndenter ROS(Rendered);
    json::OStream F(ROS, Indent);
    P.printReport(F);
    return;
  }
  open();
  P.printReport(*J);
}

void JSONReport::addNotAnalyzed(StringRef Name, StringRef Why) {
  json::Value V =
      json::Object({{"Name", Name.str()}, {"NotAnalyzed", Why.str()}});
  if (J)
    J->value(V);
  else
    Held.push_back(std::move(V));
}

void JSONReport::addFragment(JSONReport &F) {
  if (F.Target.kind() != json::Value::Null &&
      Target.kind() == json::Value::Null) {
    Target = std::move(F.Target);
    Params = std::move(F.Params);
  }
  if (F.Rendered.empty())
    return;
  open();
  J->rawValue(F.Rendered);
  F.Rendered = std::string();
}

void JSONReport::finish() {
  if (!J || Finished)
    return;
  Finished = true;
  J->arrayEnd();
  J->attributeEnd();
  if (Occupancy.kind() != json::Value::Null)
    J->attribute("Occupancy", Occupancy);
  if (Params.kind() != json::Value::Null)
    J->attribute("SimulationParameters", Params);
  if (Target.kind() != json::Value::Null)
    J->attribute("TargetInfo", Target);
  J->objectEnd();
  J->flush();
  *OS << "\n";
}
