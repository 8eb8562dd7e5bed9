//===- ToolChecks.cpp - Command-line checks made before any work ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Checks of the command line that must come before the input is read or a
/// region simulated (docs/Robustness.md, "Options and output"): a
/// single-valued option given twice with different values (LLVM's parser
/// lets the last one win silently), and the output files: none may be an input (it would be
/// overwritten) or another output, and each must be writable now, not after
/// a simulation of minutes.
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;
using namespace llvm::gcnmca;

static Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

Error llvm::gcnmca::checkSingleValuedOptions(int argc, const char *const *argv) {
  // The command line again, now that LLVM's parser accepted it: each
  // single-valued option with the value it was given first. The same value
  // twice is harmless (llvm-mca accepts it, and scripts add options to
  // others'); another value would silently have won.
  const auto &All = cl::getRegisteredOptions();
  StringMap<std::string> First;
  for (int I = 1; I < argc; ++I) {
    StringRef Arg = argv[I];
    if (Arg == "--")
      break;
    if (!Arg.starts_with("-") || Arg == "-")
      continue;
    auto [Name, Value] = Arg.ltrim('-').split('=');
    bool HasValue = Arg.contains('=');
    auto It = All.find(Name);
    if (It == All.end())
      continue;
    cl::Option *O = It->second;
    if (O->getNumOccurrencesFlag() != cl::Optional ||
        O->getFormattingFlag() == cl::Positional)
      continue;
    std::string Given = HasValue ? Value.str() : std::string();
    // `-o FILE`: the value is the next argument.
    if (!HasValue && O->getValueExpectedFlag() == cl::ValueRequired &&
        I + 1 < argc)
      Given = argv[++I];
    auto [Prev, New] = First.try_emplace(O->ArgStr, Given);
    if (!New && Prev->second != Given)
      return makeError("-" + O->ArgStr + " is given twice ('" + Prev->second +
                       "', then '" + Given +
                       "'); it takes one value (give it once)");
  }
  return Error::success();
}

Error llvm::gcnmca::checkOutputFiles(ArrayRef<NamedPath> Outputs,
                                     ArrayRef<NamedPath> Inputs) {
  for (size_t I = 0; I < Outputs.size(); ++I) {
    const NamedPath &Out = Outputs[I];
    if (Out.Path.empty() || Out.Path == "-")
      continue;
    auto Same = [&](StringRef Other) {
      if (Other.empty() || Other == "-")
        return false;
      bool Equal = false;
      if (!sys::fs::equivalent(Out.Path, Other, Equal))
        return Equal;
      // Not both existing: compare the names.
      SmallString<256> A(Out.Path), B(Other);
      sys::fs::make_absolute(A);
      sys::fs::make_absolute(B);
      sys::path::remove_dots(A, /*remove_dot_dot=*/true);
      sys::path::remove_dots(B, /*remove_dot_dot=*/true);
      return A == B;
    };
    for (const NamedPath &In : Inputs)
      if (Same(In.Path))
        return makeError(Out.Option + " " + Out.Path + ": is the " + In.Option +
                         " file; refusing to overwrite it");
    for (size_t J = 0; J < I; ++J)
      if (Same(Outputs[J].Path))
        return makeError(Out.Option + " " + Out.Path + ": is also the " +
                         Outputs[J].Option + " file");
    // Writable now: an existing file (or device) that we may write, or a
    // new file in a directory we may write.
    sys::fs::file_status St;
    if (!sys::fs::status(Out.Path, St)) {
      if (sys::fs::is_directory(St))
        return makeError(Out.Option + " " + Out.Path + ": is a directory");
      if (std::error_code EC =
              sys::fs::access(Out.Path, sys::fs::AccessMode::Write))
        return makeError(Out.Option + " " + Out.Path + ": " + EC.message());
      continue;
    }
    StringRef Dir = sys::path::parent_path(Out.Path);
    if (Dir.empty())
      Dir = ".";
    if (!sys::fs::is_directory(Dir))
      return makeError(Out.Option + " " + Out.Path + ": " +
                       std::make_error_code(std::errc::no_such_file_or_directory)
                           .message());
    if (std::error_code EC = sys::fs::access(Dir, sys::fs::AccessMode::Write))
      return makeError(Out.Option + " " + Out.Path + ": " + EC.message());
  }
  return Error::success();
}
