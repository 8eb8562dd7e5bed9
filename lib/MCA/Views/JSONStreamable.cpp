//===- JSONStreamable.cpp - Views that write their JSON piece by piece ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The anchor of JSONStreamable and its json::Value form (JSONStreamable.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/Views/JSONStreamable.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

JSONStreamable::~JSONStreamable() = default;

json::Value llvm::gcnmca::toJSONValue(const JSONStreamable &S) {
  std::string Text;
  raw_string_ostream OS(Text);
  {
    json::OStream J(OS);
    S.writeJSON(J);
  }
  Expected<json::Value> V = json::parse(Text);
  // The text is ours and well-formed by construction (json::OStream).
  if (!V) {
    consumeError(V.takeError());
    return nullptr;
  }
  return std::move(*V);
}
