//===- ParsedAsm.h - Assembly text parsed for the unit tests ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Parsed: parses assembly text for gfx90a with AsmInput and keeps what the
/// control-flow unit tests need (the input, the target, a printer).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_UNITTESTS_CONTROLFLOW_PARSEDASM_H
#define GCN_MCA_UNITTESTS_CONTROLFLOW_PARSEDASM_H

#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Input/TargetSetup.h"
#include "llvm/MC/MCContext.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCObjectFileInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/SourceMgr.h"
#include <memory>

namespace llvm {
namespace gcnmca {

struct Parsed {
  SourceMgr SM;
  TargetSetup TS;
  std::unique_ptr<MCInstPrinter> IP;
  std::unique_ptr<MCContext> Ctx;
  std::unique_ptr<MCObjectFileInfo> MOFI;
  std::unique_ptr<AsmInput> In;

  bool parse(StringRef Text) {
    initializeAMDGPUTarget();
    if (Error E = TS.init("amdgcn-amd-amdhsa", "gfx90a")) {
      consumeError(std::move(E));
      return false;
    }
    IP.reset(TS.TheTarget->createMCInstPrinter(TS.TheTriple, 0, *TS.MAI,
                                               *TS.MCII, *TS.MRI));
    SM.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Text, "in.s"),
                          SMLoc());
    Ctx = std::make_unique<MCContext>(TS.TheTriple, TS.MAI.get(), TS.MRI.get(),
                                      TS.STI.get(), &SM);
    MOFI.reset(TS.TheTarget->createMCObjectFileInfo(*Ctx, false));
    Ctx->setObjectFileInfo(MOFI.get());
    auto InOrErr = AsmInput::parse(*TS.TheTarget, SM, *Ctx, *TS.MAI, *TS.STI,
                                   *TS.MCII, *IP, {});
    if (!InOrErr) {
      consumeError(InOrErr.takeError());
      return false;
    }
    In = std::move(*InOrErr);
    return true;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_UNITTESTS_CONTROLFLOW_PARSEDASM_H
