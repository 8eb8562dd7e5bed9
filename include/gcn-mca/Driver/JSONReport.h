//===- JSONReport.h - The -json document, written as it is produced -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// JSONReport writes the -json document region by region as the regions are
/// reported, instead of holding the whole json::Object tree to the end: a
/// region's views are written one at a time (the large per-instruction ones
/// entry by entry, JSONStreamable), so the memory of -json does not grow
/// with the document (a 200k-instruction region's 188 MB report peaked at
/// 3.5 GB when it was held whole; docs/Robustness.md, "Output").
///
/// The document is the one json::Object would print with an indent of 2:
/// its keys in sorted order, "CodeRegions" (the regions in input order)
/// first, then "Occupancy", "SimulationParameters" and "TargetInfo". It is
/// opened by the first analyzed region: a run in which no region could be
/// analyzed writes nothing (its regions that were not analyzed are held
/// until then).
///
/// A region run on a worker thread (-j) is rendered on its own into a
/// fragment (JSONReport()), appended at its place in input order with
/// addFragment().
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_DRIVER_JSONREPORT_H
#define GCN_MCA_DRIVER_JSONREPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {
class ReportPrinter;

class JSONReport {
public:
  /// The document, on \p OS.
  explicit JSONReport(raw_ostream &OS) : OS(&OS) {}
  /// A fragment: one region, rendered into a string (a -j worker's).
  JSONReport() = default;
  /// A run that stopped on an error after regions were written: the
  /// document is closed after them (json::OStream wants its containers
  /// closed; the exit status says the run failed).
  ~JSONReport() { finish(); }
  JSONReport(const JSONReport &) = delete;
  JSONReport &operator=(const JSONReport &) = delete;

  /// The -gcn-occupancy figures ("Occupancy").
  void setOccupancy(json::Value V) { Occupancy = std::move(V); }
  /// Writes the region \p P reports; the first one also gives the target
  /// information and the simulation parameters.
  void addRegion(const ReportPrinter &P);
  /// A region that is not analyzed (per-kernel isolation).
  void addNotAnalyzed(StringRef Name, StringRef Why);
  /// Appends the region of fragment \p F at this place.
  void addFragment(JSONReport &F);
  /// Ends the document (after the last region; nothing if none was
  /// analyzed).
  void finish();

private:
  /// Opens the document and its "CodeRegions" (then the regions held).
  void open();
  void takeTarget(const ReportPrinter &P);

  raw_ostream *OS = nullptr;
  std::optional<json::OStream> J;
  bool Finished = false;
  /// Regions not analyzed before the document is opened.
  std::vector<json::Value> Held;
  json::Value Occupancy = nullptr;
  json::Value Params = nullptr, Target = nullptr;
  /// A fragment's region, rendered at its depth in the document.
  std::string Rendered;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_DRIVER_JSONREPORT_H
