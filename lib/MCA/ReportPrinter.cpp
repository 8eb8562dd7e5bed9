//===- ReportPrinter.cpp - Per-region report of a pipeline ----------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements the text and JSON report layout shared by every pipeline.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/ReportPrinter.h"
#include "gcn-mca/Input/AnalysisRegions.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"

using namespace llvm;
using namespace llvm::gcnmca;

void ReportPrinter::addView(ReportView V) {
  P.addEventListener(V.View.get());
  Views.push_back(std::move(V));
}

void ReportPrinter::printRegionHeader(raw_ostream &OS) const {
  OS << "\n[" << RegionIdx << "] Code Region";
  if (!Region.getName().empty())
    OS << " - " << Region.getName();
  OS << "\n\n";
}

void ReportPrinter::printReport(json::OStream &J) const {
  // The members in the order json::Object prints them (sorted by key); a
  // name given twice keeps its first view, as json::Object::try_emplace.
  std::vector<std::pair<StringRef, const ReportView *>> Members;
  StringSet<> Seen;
  for (StringRef Key : {"Name", "incomplete", "reason"})
    if (Key == "Name" || !Incomplete.empty()) {
      Seen.insert(Key);
      Members.push_back({Key, nullptr});
    }
  for (const ReportView &V : Views)
    if (V->isSerializable() && Seen.insert(V->getNameAsString()).second)
      Members.push_back({V->getNameAsString(), &V});
  llvm::stable_sort(Members, [](const auto &A, const auto &B) {
    return A.first < B.first;
  });
  J.object([&] {
    for (const auto &[Key, V] : Members) {
      if (!V) {
        if (Key == "Name")
          J.attribute(Key, Region.getName());
        else if (Key == "incomplete")
          J.attribute(Key, true);
        else
          J.attribute(Key, Incomplete);
        continue;
      }
      // One view's value at a time: it is freed before the next is built.
      J.attributeBegin(Key);
      if (V->Streamed)
        V->Streamed->writeJSON(J);
      else
        J.value(V->View->toJSON());
      J.attributeEnd();
    }
  });
}

json::Object ReportPrinter::getJSONSimulationParameters() const {
  const Triple &TT = STI.getTargetTriple();
  json::Object Params({{"-mcpu", STI.getCPU()},
                       {"-mtriple", TT.getTriple()},
                       {"-march", TT.getArchName()}});
  if (!STI.getSchedModel().isOutOfOrder())
    return Params;
  if (PO.RegisterFileSize)
    Params.try_emplace("-register-file-size", PO.RegisterFileSize);
  if (!PO.AssumeNoAlias)
    Params.try_emplace("-noalias", PO.AssumeNoAlias);
  Params.try_emplace("-dispatch", PO.DispatchWidth);
  if (PO.MicroOpQueueSize)
    Params.try_emplace("-micro-op-queue-size", PO.MicroOpQueueSize);
  if (PO.DecodersThroughput)
    Params.try_emplace("-decoder-throughput", PO.DecodersThroughput);
  return Params;
}

json::Object ReportPrinter::getJSONTargetInfo() const {
  json::Array Resources;
  const MCSchedModel &SM = STI.getSchedModel();
  for (unsigned I = 1, E = SM.getNumProcResourceKinds(); I < E; ++I) {
    const MCProcResourceDesc &PR = *SM.getProcResource(I);
    if (PR.SubUnitsIdxBegin || !PR.NumUnits)
      continue;
    for (unsigned J = 0; J < PR.NumUnits; ++J) {
      std::string Name = PR.Name;
      if (PR.NumUnits > 1)
        Name += "." + std::to_string(J);
      Resources.push_back(Name);
    }
  }
  return json::Object(
      {{"CPUName", STI.getCPU()}, {"Resources", std::move(Resources)}});
}

void ReportPrinter::printReport(raw_ostream &OS) const {
  // The implicit default region gets no header.
  if (Region.startLoc().isValid() || Region.endLoc().isValid())
    printRegionHeader(OS);
  if (!Incomplete.empty())
    OS << "INCOMPLETE: " << StringRef(Incomplete).split('\n').first
       << "\n(the figures below cover the cycles simulated until then)\n";
  for (const auto &V : Views)
    V->printView(OS);
}
