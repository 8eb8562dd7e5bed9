//===- ParsedAsm.h - Assembly text parsed for the unit tests ----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Parsed: parses assembly text with AsmInput for one processor and owns the
/// MC layer objects of the parse (target, printer, context, the input);
/// parse diagnostics are kept in Diags. Shared by the unit tests.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_UNITTESTS_PARSEDASM_H
#define GCN_MCA_UNITTESTS_PARSEDASM_H

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
  std::string Diags;

  bool parse(StringRef Text, StringRef CPU = "gfx90a") {
    initializeAMDGPUTarget();
    if (Error E = TS.init("amdgcn-amd-amdhsa", CPU)) {
      Diags = toString(std::move(E));
      return false;
    }
    IP.reset(TS.TheTarget->createMCInstPrinter(TS.TheTriple, 0, *TS.MAI,
                                               *TS.MCII, *TS.MRI));
    SM.AddNewSourceBuffer(MemoryBuffer::getMemBufferCopy(Text, "in.s"),
                          SMLoc());
    SM.setDiagHandler(
        [](const SMDiagnostic &D, void *C) {
          raw_string_ostream OS(*static_cast<std::string *>(C));
          D.print(nullptr, OS, false);
        },
        &Diags);
    Ctx = std::make_unique<MCContext>(TS.TheTriple, TS.MAI.get(), TS.MRI.get(),
                                      TS.STI.get(), &SM);
    MOFI.reset(TS.TheTarget->createMCObjectFileInfo(*Ctx, false));
    Ctx->setObjectFileInfo(MOFI.get());
    auto InOrErr = AsmInput::parse(*TS.TheTarget, SM, *Ctx, *TS.MAI, *TS.STI,
                                   *TS.MCII, *IP, {});
    if (!InOrErr) {
      Diags += toString(InOrErr.takeError());
      return false;
    }
    In = std::move(*InOrErr);
    return true;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_UNITTESTS_PARSEDASM_H
