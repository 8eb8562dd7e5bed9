//===- AssumptionsView.h - What a region's run assumed ----------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The "Assumptions" block that starts each region's report: every setting
/// the run used with where it came from (an option, the input, the kernel,
/// a default rule), and the options that reproduce the run. The driver
/// decides the entries (gcn-mca/Driver/RunAssumptions.h); this view only
/// prints them, in text lines of at most 100 columns and as the JSON object
/// "Assumptions" (docs/Views.md). Example (saxpy_lds on gfx90a):
///
/// \code
/// Assumptions:
/// Target:          gfx90a (input: .amdgcn_target)
/// Wave size:       64 (kernel)
/// Waves per SIMD:  8 (occupancy, limited by wave slots)
/// ...
/// Reproduce with:  -mcpu=gfx90a -wave-size=64 -waves-per-simd=8
///                  -workgroup-size=256 -workgroups=32 -iterations=10 ...
/// \endcode
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_ASSUMPTIONSVIEW_H
#define GCN_MCA_MCA_VIEWS_ASSUMPTIONSVIEW_H

#include "llvm/MCA/View.h"
#include "llvm/Support/JSON.h"
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

/// One assumption of a run.
struct Assumption {
  /// JSON key ("Target", "WaveSize", ...).
  std::string Key;
  /// Text label ("Target", "Wave size", ...).
  std::string Label;
  /// The value as text, and as JSON.
  std::string Text;
  json::Value Value = nullptr;
  /// Where it came from (empty: not printed).
  std::string Source;
};

/// Everything a region's run assumed.
struct RunAssumptions {
  std::vector<Assumption> Entries;
  /// gcn-mca options that, with the same input, reproduce the run.
  std::vector<std::string> Options;
};

class AssumptionsView : public mca::View {
public:
  /// Lines of the text block are at most this wide.
  static constexpr unsigned MaxColumns = 100;

  explicit AssumptionsView(RunAssumptions A) : A(std::move(A)) {}

  /// Static text: subscribes to no wave event (so that the pipeline can
  /// skip idle cycles).
  void onEvent(const mca::HWInstructionEvent &E) override;
  using mca::View::onEvent;
  void printView(raw_ostream &OS) const override;
  StringRef getNameAsString() const override { return "Assumptions"; }
  json::Value toJSON() const override;

  /// Appends \p Words to \p OS after a label padded to \p Indent columns,
  /// separated by \p Sep, wrapping before \p MaxColumns with continuation
  /// lines indented by \p Indent (a word longer than a line stays whole).
  static void printWrapped(raw_ostream &OS, StringRef Label, unsigned Indent,
                           ArrayRef<std::string> Words, StringRef Sep = " ");

private:
  RunAssumptions A;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_ASSUMPTIONSVIEW_H
