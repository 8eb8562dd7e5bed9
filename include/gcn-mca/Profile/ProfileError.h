//===- ProfileError.h - A located error in a profile file -------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ProfileError: an error at a position of a measured-profile file (a
/// rocprofv3 CSV or JSON, a thread-trace stats CSV, a gcn-mca profile). Its
/// message is the whole diagnostic, `file:line:col: error: text`, which the
/// tool prints as it is (printProfileDiagnostic).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_PROFILEERROR_H
#define GCN_MCA_PROFILE_PROFILEERROR_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"
#include <string>

namespace llvm {
class raw_ostream;
namespace gcnmca {

class ProfileError : public ErrorInfo<ProfileError> {
public:
  static char ID;
  ProfileError(const Twine &File, unsigned Line, unsigned Col,
               const Twine &Msg)
      : File(File.str()), Line(Line), Col(Col), Msg(Msg.str()) {}
  /// `file:line:col: error: text` (line and col 0 leave out the position).
  void log(raw_ostream &OS) const override;
  std::error_code convertToErrorCode() const override {
    return inconvertibleErrorCode();
  }
  const std::string &file() const { return File; }
  unsigned line() const { return Line; }
  unsigned column() const { return Col; }
  const std::string &text() const { return Msg; }

private:
  std::string File;
  unsigned Line, Col;
  std::string Msg;
};

/// Makes a ProfileError.
inline Error profileError(const Twine &File, unsigned Line, unsigned Col,
                          const Twine &Msg) {
  return make_error<ProfileError>(File, Line, Col, Msg);
}

/// Prints \p E to \p OS: a ProfileError as `file:line:col: error: text`
/// (coloured like clang's), any other error as `gcn-mca: error: text`.
void printProfileDiagnostic(raw_ostream &OS, Error E);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_PROFILEERROR_H
