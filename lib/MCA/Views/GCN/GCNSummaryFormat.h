//===- GCNSummaryFormat.h - Number formats of the GCN summary ---*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Private to lib/MCA/Views/GCN: the ratio and number formats that the GCN
/// summary's figures (GCNSummaryView.cpp) and its printing
/// (GCNSummaryPrint.cpp) share.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_LIB_MCA_VIEWS_GCN_GCNSUMMARYFORMAT_H
#define GCN_MCA_LIB_MCA_VIEWS_GCN_GCNSUMMARYFORMAT_H

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"
#include <string>

namespace llvm {
namespace gcnmca {
namespace summary {

/// N / D, 0 when D is 0.
inline double ratio(double N, double D) { return D > 0 ? N / D : 0.0; }

/// A rate with two decimals, or three significant digits when it is below
/// 0.1 (a long run's waves per 1000 cycles would print as 0.00).
inline std::string rate(double V) {
  if (V == 0 || V >= 0.1)
    return formatv("{0:F2}", V).str();
  std::string S;
  raw_string_ostream(S) << format("%.3g", V);
  return S;
}

/// A fraction as a percentage with two decimals ("12.50%").
inline std::string percent(double F) {
  return formatv("{0:F2}%", F * 100.0).str();
}

} // namespace summary
} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_LIB_MCA_VIEWS_GCN_GCNSUMMARYFORMAT_H
