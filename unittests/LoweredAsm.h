//===- LoweredAsm.h - Assembly lowered to mca::Instructions -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LoweredAsm: the instructions of a Parsed input lowered to
/// mca::Instructions the way llvm-mca's driver lowers them, with the
/// target's post-processing if asked for (AMDGPU's s_waitcnt handling reads
/// what it records). Owns the InstrBuilder, whose descriptors the lowered
/// instructions point to, so it outlives any pipeline run on them. Shared by
/// the unit tests that compare a pipeline of ours with LLVM's own.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_UNITTESTS_LOWEREDASM_H
#define GCN_MCA_UNITTESTS_LOWEREDASM_H

#include "ParsedAsm.h"
#include "llvm/MCA/CustomBehaviour.h"
#include "llvm/MCA/InstrBuilder.h"
#include "llvm/MCA/Instruction.h"
#include <memory>
#include <string>
#include <vector>

namespace llvm {
namespace gcnmca {

struct LoweredAsm {
  mca::InstrumentManager IM;
  mca::InstrBuilder IB;
  std::vector<std::unique_ptr<mca::Instruction>> Insts;
  std::string Error;

  explicit LoweredAsm(const Parsed &P)
      : IM(*P.TS.STI, *P.TS.MCII),
        IB(*P.TS.STI, *P.TS.MCII, *P.TS.MRI, P.TS.MCIA.get(), IM,
           /*CallLatency=*/100) {}

  /// Lowers every instruction of \p P; false (with Error set) if one has no
  /// scheduling information.
  bool lower(const Parsed &P, bool PostProcess) {
    std::unique_ptr<mca::InstrPostProcess> IPP;
    if (PostProcess) {
      IPP.reset(P.TS.TheTarget->createInstrPostProcess(*P.TS.STI, *P.TS.MCII));
      if (!IPP)
        IPP = std::make_unique<mca::InstrPostProcess>(*P.TS.STI, *P.TS.MCII);
    }
    for (const MCInst &MI : P.In->instructions()) {
      Expected<std::unique_ptr<mca::Instruction>> I =
          IB.createInstruction(MI, {});
      if (!I) {
        Error = toString(I.takeError());
        return false;
      }
      if (IPP)
        IPP->postProcessInstruction(**I, MI);
      Insts.push_back(std::move(*I));
    }
    return true;
  }
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_UNITTESTS_LOWEREDASM_H
