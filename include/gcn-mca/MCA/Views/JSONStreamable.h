//===- JSONStreamable.h - Views that write their JSON piece by piece -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// A view whose JSON has an entry per instruction (the stall view, the
/// memory access view, the instruction info) writes it to a json::OStream
/// entry by entry (JSONStreamable) instead of building the whole json::Value
/// with toJSON(): the -json report of a 200k-instruction region then holds
/// one entry at a time, not a tree of several GB (docs/Robustness.md,
/// "Output"). ReportView carries a view to ReportPrinter together with that
/// interface, found from the view's static type (no RTTI needed).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_VIEWS_JSONSTREAMABLE_H
#define GCN_MCA_MCA_VIEWS_JSONSTREAMABLE_H

#include "llvm/MCA/View.h"
#include "llvm/Support/JSON.h"
#include <memory>
#include <type_traits>

namespace llvm {
namespace gcnmca {

class JSONStreamable {
public:
  virtual ~JSONStreamable();
  /// Writes the view's JSON value (the one toJSON() returns) to \p J, with
  /// every object's keys in sorted order as json::Object prints them.
  virtual void writeJSON(json::OStream &J) const = 0;
};

/// The value \p S writes, as a json::Value (for the few users of toJSON();
/// the report streams instead).
json::Value toJSONValue(const JSONStreamable &S);

/// A view on its way into a report, with its streamed JSON if it has one.
struct ReportView {
  std::unique_ptr<mca::View> View;
  const JSONStreamable *Streamed = nullptr;

  ReportView() = default;
  template <typename ViewT,
            std::enable_if_t<std::is_base_of_v<mca::View, ViewT>, int> = 0>
  ReportView(std::unique_ptr<ViewT> V) {
    if constexpr (std::is_base_of_v<JSONStreamable, ViewT>)
      Streamed = V.get();
    View = std::move(V);
  }
  mca::View *operator->() const { return View.get(); }
  explicit operator bool() const { return bool(View); }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_VIEWS_JSONSTREAMABLE_H
