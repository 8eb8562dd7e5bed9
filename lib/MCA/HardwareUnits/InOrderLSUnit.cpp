//===- InOrderLSUnit.cpp - llvm-mca's LSUnit for in-order pipelines -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// llvm-mca's in-order pipeline with an InOrderLSUnit (see InOrderLSUnit.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/InOrderLSUnit.h"
#include "gcn-mca/MCA/Stages/RetiringEntryStage.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MCA/Context.h"
#include "llvm/MCA/HardwareUnits/RegisterFile.h"
#include "llvm/MCA/Pipeline.h"
#include "llvm/MCA/Stages/InOrderIssueStage.h"

using namespace llvm;
using namespace llvm::gcnmca;

std::unique_ptr<mca::Pipeline>
InOrderLSUnit::createPipeline(mca::Context &Ctx,
                              const mca::PipelineOptions &Opts,
                              mca::SourceMgr &Src, mca::CustomBehaviour &CB) {
  const MCSubtargetInfo &STI = Ctx.getMCSubtargetInfo();
  const MCSchedModel &SM = STI.getSchedModel();
  if (SM.isOutOfOrder())
    return Ctx.createDefaultPipeline(Opts, Src, CB);
  auto Regs = std::make_unique<mca::RegisterFile>(
      SM, Ctx.getMCRegisterInfo(), Opts.RegisterFileSize);
  auto LSU = std::make_unique<InOrderLSUnit>(
      SM, Opts.LoadQueueSize, Opts.StoreQueueSize, Opts.AssumeNoAlias);
  auto P = std::make_unique<mca::Pipeline>();
  P->appendStage(std::make_unique<RetiringEntryStage>(Src));
  P->appendStage(
      std::make_unique<mca::InOrderIssueStage>(STI, *Regs, CB, *LSU));
  Ctx.addHardwareUnit(std::move(Regs));
  Ctx.addHardwareUnit(std::move(LSU));
  return P;
}
