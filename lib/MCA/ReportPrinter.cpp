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
#include "llvm/MC/MCSchedule.h"
#include "llvm/MC/MCSubtargetInfo.h"

using namespace llvm;
using namespace llvm::gcnmca;

void ReportPrinter::addView(std::unique_ptr<mca::View> V) {
  P.addEventListener(V.get());
  Views.push_back(std::move(V));
}

void ReportPrinter::printRegionHeader(raw_ostream &OS) const {
  OS << "\n[" << RegionIdx << "] Code Region";
  if (!Region.getName().empty())
    OS << " - " << Region.getName();
  OS << "\n\n";
}

json::Object ReportPrinter::getJSONReportRegion() const {
  json::Object JO;
  JO.try_emplace("Name", Region.getName());
  if (!Incomplete.empty()) {
    JO.try_emplace("incomplete", true);
    JO.try_emplace("reason", Incomplete);
  }
  for (const auto &V : Views)
    if (V->isSerializable())
      JO.try_emplace(V->getNameAsString().str(), V->toJSON());
  return JO;
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

void ReportPrinter::printReport(json::Object &JO) const {
  // The first report (a region that was not analyzed may have opened
  // CodeRegions before it).
  if (!JO.get("TargetInfo")) {
    JO.try_emplace("TargetInfo", getJSONTargetInfo());
    JO.try_emplace("SimulationParameters", getJSONSimulationParameters());
    JO.try_emplace("CodeRegions", json::Array());
  }
  JO.getArray("CodeRegions")->push_back(getJSONReportRegion());
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
