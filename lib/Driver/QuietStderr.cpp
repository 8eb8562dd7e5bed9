//===- QuietStderr.cpp - Silence the standard error for a moment ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Implements QuietStderr with dup/dup2 on file descriptor 2 (POSIX).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/QuietStderr.h"
#include "llvm/Support/raw_ostream.h"
#include <fcntl.h>
#include <mutex>
#include <unistd.h>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {
/// The process-wide state: how many instances live, and the saved stderr.
struct QuietState {
  std::mutex Lock;
  unsigned Depth = 0;
  int Saved = -1;
};
} // namespace

static QuietState &state() {
  static QuietState S;
  return S;
}

QuietStderr::QuietStderr() {
  QuietState &S = state();
  std::lock_guard<std::mutex> G(S.Lock);
  if (S.Depth++)
    return;
  errs().flush();
  int Null = ::open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (Null < 0)
    return; // Nothing to silence with: the warning shows.
  S.Saved = ::dup(STDERR_FILENO);
  if (S.Saved >= 0)
    ::dup2(Null, STDERR_FILENO);
  ::close(Null);
}

QuietStderr::~QuietStderr() {
  QuietState &S = state();
  std::lock_guard<std::mutex> G(S.Lock);
  if (--S.Depth || S.Saved < 0)
    return;
  errs().flush();
  ::dup2(S.Saved, STDERR_FILENO);
  ::close(S.Saved);
  S.Saved = -1;
}
