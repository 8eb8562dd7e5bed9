//===- IncompleteRunError.h - A wave run stopped before its end -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// IncompleteRunError: the wave pipeline stopped before every wave ended,
/// because it reached -max-cycles or no wave could make progress (a
/// deadlock). WavePipeline::run() turns it into an incomplete result (the
/// views hold what was simulated so far) instead of failing, so that the
/// driver prints a partial report marked "INCOMPLETE" (docs/WavePipeline.md).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_INCOMPLETERUNERROR_H
#define GCN_MCA_MCA_INCOMPLETERUNERROR_H

#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
namespace gcnmca {

class IncompleteRunError : public ErrorInfo<IncompleteRunError> {
public:
  enum Kind { MaxCycles, Deadlock };
  static char ID;

  /// \p Message: the reason (first line) and the waiting waves, one per
  /// further line.
  IncompleteRunError(Kind K, std::string Message)
      : K(K), Message(std::move(Message)) {}

  Kind getKind() const { return K; }
  const std::string &getMessage() const { return Message; }
  void log(raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override {
    return inconvertibleErrorCode();
  }

private:
  Kind K;
  std::string Message;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_INCOMPLETERUNERROR_H
