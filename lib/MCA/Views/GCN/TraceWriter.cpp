//===- TraceWriter.cpp - The -trace file, written as it is produced -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Writes the Chrome trace-event document event by event (TraceWriter.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/TraceWriter.h"

using namespace llvm;
using namespace llvm::gcnmca;

void TraceWriter::open() {
  if (J)
    return;
  J.emplace(OS, /*IndentSize=*/1);
  J->objectBegin();
  J->attributeBegin("traceEvents");
  J->arrayBegin();
}

void TraceWriter::event(json::Object E) {
  open();
  J->value(json::Value(std::move(E)));
}

void TraceWriter::finish() {
  if (Finished)
    return;
  Finished = true;
  open();
  J->arrayEnd();
  J->attributeEnd();
  J->attribute(
      "otherData",
      json::Object(
          {{"generator", "gcn-mca -trace"},
           {"timeUnit", "1 trace microsecond (ts, dur) = 1 shader cycle"},
           {"maxCycles", int64_t(Lim.MaxCycles)},
           {"maxEventsPerRegion", int64_t(Lim.MaxEvents)},
           {"bounds",
            "only cycles [0, maxCycles) are recorded (0 = all), and at most "
            "maxEventsPerRegion events per region (0 = no limit); a region "
            "that hit the event limit says truncated"},
           {"regions", std::move(Regions)}}));
  J->objectEnd();
  J->flush();
  OS << "\n";
}
