//===- LocatedError.h - An error at a place of the input --------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LocatedError: an llvm::Error that carries the SMLoc of the offending text
/// and its message apart, so that a driver prints it through its SourceMgr
/// (file:line:col, the source line and a caret) instead of re-parsing a
/// "file:line:col: error: ..." string. Its message() is that string, for
/// callers without a SourceMgr.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_INPUT_LOCATEDERROR_H
#define GCN_MCA_INPUT_LOCATEDERROR_H

#include "llvm/Support/Error.h"
#include "llvm/Support/SMLoc.h"
#include <string>

namespace llvm {
class SourceMgr;
namespace gcnmca {

class LocatedError : public ErrorInfo<LocatedError> {
public:
  static char ID;

  /// \p Loc points into the text named \p BufferName, at \p Line:\p Col
  /// (1-based), where \p Msg applies.
  LocatedError(SMLoc Loc, StringRef BufferName, unsigned Line, unsigned Col,
               const Twine &Msg)
      : Loc(Loc), BufferName(BufferName.str()), Line(Line), Col(Col),
        Msg(Msg.str()) {}

  SMLoc getLoc() const { return Loc; }
  StringRef getMessage() const { return Msg; }
  /// Prints the diagnostic through \p SM when it holds the location, else
  /// as "name:line:col: error: message" to \p OS.
  void print(const SourceMgr &SM, raw_ostream &OS) const;

  void log(raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override {
    return inconvertibleErrorCode();
  }

private:
  SMLoc Loc;
  std::string BufferName;
  unsigned Line, Col;
  std::string Msg;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_INPUT_LOCATEDERROR_H
