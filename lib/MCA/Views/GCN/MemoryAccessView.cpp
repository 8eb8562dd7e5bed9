//===- MemoryAccessView.cpp - Lane strides of the memory accesses ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints the lane stride of each vector memory / LDS access and its source
/// (see MemoryAccessView.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/GCN/MemoryAccessView.h"
#include "gcn-mca/MCA/Views/GCN/GCNViews.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

std::array<unsigned, NumStrideSources>
MemoryAccessView::countBySource() const {
  std::array<unsigned, NumStrideSources> N = {};
  for (const AccessStride &A : Info.InstStrides)
    if (A.Kind != AccessStride::None)
      ++N[unsigned(A.Source)];
  return N;
}

std::string MemoryAccessView::hitRateText(const AccessStride &A) const {
  std::string S;
  for (unsigned L = 0; L != 4; ++L) {
    // Stores and atomics pass the write-through L1s (L1, GL1).
    if (Info.MemLevelNames[L].empty() || (A.Writes && L < 2))
      continue;
    S += (S.empty() ? "" : ", ") + Info.MemLevelNames[L].str() + " " +
         formatv("{0:F1}%", 100.0 * A.HitRate[L]).str();
    // A level the launch did not derive (the command line, an annotation,
    // or no request reached it): the rate model's.
    if (!(A.DerivedLevels >> L & 1))
      S += "*";
  }
  return S;
}

void MemoryAccessView::printView(raw_ostream &OS) const {
  if (none_of(Info.InstStrides, [](const AccessStride &A) {
        return A.Kind != AccessStride::None;
      }))
    return;
  bool Starred = false;
  OS << "\nMemory Accesses (lane stride of a wave access):\n"
     << "Index  Stride  Source     Width  Lines  Banks  Instruction\n";
  for (unsigned I = 0, E = Info.InstStrides.size(); I != E; ++I) {
    const AccessStride &A = Info.InstStrides[I];
    if (A.Kind == AccessStride::None)
      continue;
    bool VMEM = A.Kind == AccessStride::VMEM;
    std::string Lines = VMEM ? std::to_string(A.Cost) : "-";
    std::string Banks = !VMEM && A.Cost ? std::to_string(A.Cost) : "-";
    OS << right_justify(formatv("[{0}]", I).str(), 5)
       << right_justify(std::to_string(A.Bytes), 8) << "  "
       << left_justify(getStrideSourceName(A.Source), 9)
       << right_justify(std::to_string(A.Width), 6) << right_justify(Lines, 7)
       << right_justify(Banks, 7) << "  "
       << TextTable::fit(instText(I), ReportWidth > 76 ? ReportWidth - 52
                                      : ReportWidth    ? 24
                                                       : 0)
       << '\n';
    // The hit rates the caches gave the lanes' addresses (LaunchHitRates).
    if (VMEM && A.HitsDerived) {
      OS << "       hit rates (launch"
         << (A.HitUnits > 1 ? formatv(", {0} peer{1}", A.HitUnits - 1,
                                      A.HitUnits > 2 ? "s" : "")
                                  .str()
                            : std::string())
         << "): " << hitRateText(A) << '\n';
      Starred |= hitRateText(A).find('*') != std::string::npos;
    }
  }
  if (Starred)
    OS << "* the rate model's (given, annotated, or no access reached the "
          "level)\n";
  std::array<unsigned, NumStrideSources> N = countBySource();
  OS << "Stride sources: ";
  // The lanes' addresses from the launch (WaveStreams), when any.
  if (unsigned L = N[unsigned(StrideSource::Launch)])
    OS << L << " launch, ";
  OS << formatv(
      "{0} derived, {1} annotated, {2} option, {3} "
      "default (unit stride)\n",
      N[unsigned(StrideSource::Derived)], N[unsigned(StrideSource::Annotated)],
      N[unsigned(StrideSource::Option)], N[unsigned(StrideSource::Default)]);
}

void MemoryAccessView::writeJSON(json::OStream &J) const {
  // Keys in json::Object's (sorted) order; one access's object at a time.
  J.objectBegin();
  J.attributeArray("Accesses", [&] {
    for (unsigned I = 0, E = Info.InstStrides.size(); I != E; ++I) {
      const AccessStride &A = Info.InstStrides[I];
      if (A.Kind == AccessStride::None)
        continue;
      json::Object Row({{"Index", I},
                        {"Instruction", instText(I).str()},
                        {"Kind", A.Kind == AccessStride::VMEM ? "VMEM" : "LDS"},
                        {"StrideBytes", A.Bytes},
                        {"StrideSource", getStrideSourceName(A.Source)},
                        {"WidthBytes", A.Width}});
      if (A.Kind == AccessStride::VMEM) {
        Row["Lines"] = A.Cost;
        Row["HitSource"] = A.HitsDerived ? "launch" : "model";
        json::Object Rates;
        for (unsigned L = 0; L != 4; ++L)
          if (!Info.MemLevelNames[L].empty())
            Rates[Info.MemLevelNames[L]] = double(A.HitRate[L]);
        Row["HitRates"] = std::move(Rates);
      }
      else if (A.Cost)
        Row["BankCycles"] = A.Cost;
      J.value(std::move(Row));
    }
  });
  std::array<unsigned, NumStrideSources> N = countBySource();
  json::Object Sources;
  for (unsigned S = 0; S < NumStrideSources; ++S)
    Sources[getStrideSourceName(StrideSource(S))] = N[S];
  J.attribute("StrideSources", std::move(Sources));
  J.objectEnd();
}

/// GCNViews.def's factory of the view.
ReportView llvm::gcnmca::createMemoryView(GCNViewContext &Ctx) {
  auto Mem = std::make_unique<MemoryAccessView>(Ctx.STI, Ctx.IP, Ctx.Insts);
  Mem->setReportWidth(Ctx.Opts.ReportWidth);
  return Mem;
}
