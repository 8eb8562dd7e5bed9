//===- LaunchStreams.cpp - Every wave emulated from the launch ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The run's step between the settings and the wave pipeline of a kernel's
/// own region: every simulated wave walked with its integer side emulated
/// (WaveStreams), giving each wave its own stream, the lines and bank
/// cycles of the memory accesses, and one warning per access whose address
/// stays unknown.
//===----------------------------------------------------------------------===//

#include "AnalysisRun.h"
#include "gcn-mca/Analysis/ControlFlow/RegionControlFlow.h"
#include "gcn-mca/Analysis/ControlFlow/WaveStreams.h"
#include "gcn-mca/Driver/KernelLookup.h"
#include "llvm/MC/MCInstPrinter.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

/// The instruction's text, quoted.
static std::string instText(ArrayRef<MCInst> Insts, unsigned I,
                            MCInstPrinter &P, const MCSubtargetInfo &STI) {
  std::string Text;
  raw_string_ostream OS(Text);
  P.printInst(&Insts[I], 0, "", STI, OS);
  return "'" + StringRef(Text).trim().str() + "'";
}

std::optional<WaveStreams>
AnalysisRun::emulateWaves(const RegionContext &R,
                          const KernelDescriptorInfo *Kernel,
                          const KernelLaunch &Launch, const RunSettings &S) {
  const WavePipelineOptions &W = S.Wave;
  if (!C.Wave.Emulate || !Kernel || Kernel->Name != R.Region.getName() ||
      R.DroppedAny || W.Dispatch != WaveDispatchKind::Compute)
    return std::nullopt;
  const RegionControlFlow *RCF = Flow->get(R.Region);
  if (!RCF || RCF->getTrace().getMode() != DynamicTrace::Mode::Follow ||
      RCF->getTrace().hasRandomChoices())
    return std::nullopt;
  unsigned WS = Model->waveSizeOr(W.WaveSize);
  WaveStreams::Input In;
  In.Trace = &RCF->getTrace();
  In.Insts = R.Insts;
  In.MCII = TS.MCII.get();
  In.MRI = TS.MRI.get();
  In.Setup.WaveSize = WS;
  In.Setup.PackedWorkItemIds = TS.STI->checkFeatures("+packed-tid");
  In.Setup.ArchitectedSGPRs = TS.STI->checkFeatures("+architected-sgprs");
  In.Setup.Kernel = Kernel;
  In.Setup.Launch = &Launch;
  In.WavesPerGroup =
      W.WorkgroupSize ? unsigned((uint64_t(W.WorkgroupSize) + WS - 1) / WS)
                      : 1;
  In.NumGroups = std::max(1u, W.Workgroups);
  In.NumCUs = std::max(1u, Model->NumCUs);
  In.LineBytes = std::max(1u, Model->L1LineBytes);
  In.Banks = 32;
  MCInstPrinter *P = R.IP;
  ArrayRef<MCInst> Insts = R.Insts;
  auto Describe = [this, Insts, P](unsigned I) {
    return describe(Insts, I, *P);
  };
  WaveStreams WSt = WaveStreams::build(In, Describe);
  if (WSt.Streams.empty())
    return std::nullopt;
  // One warning per access whose address some execution did not know; on
  // a worker thread kept for the report's turn (regions finish in any
  // order).
  std::string DeferredText;
  raw_string_ostream DeferredOS(DeferredText);
  raw_ostream &Err = R.Deferred ? static_cast<raw_ostream &>(DeferredOS)
                                : errs();
  for (unsigned I = 0; I < WSt.PerInst.size(); ++I) {
    const DerivedAccess &D = WSt.PerInst[I];
    if (!D.Decoded || D.Known == D.Executions)
      continue;
    std::string Msg =
        "the lanes' addresses of " + instText(Insts, I, *P, *TS.STI) + " are " +
        (D.Known ? "unknown in " + std::to_string(D.Executions - D.Known) +
                       " of its " + std::to_string(D.Executions) +
                       " executions"
                 : std::string("not derived")) +
        ": " + WSt.Accesses->why(I) + "; " +
        (D.Known ? "its cost is the mean of the known ones"
                 : D.LDS ? "its bank conflicts follow the lane stride rule "
                           "(`; gcn-mca: stride N` or -lane-stride)"
                         : "its coalescing follows the lane stride rule "
                           "(`; gcn-mca: stride N` or -lane-stride)");
    SMLoc Loc = Insts[I].getLoc();
    if (!Loc.isValid()) {
      WithColor::warning(Err, "gcn-mca") << Msg << "\n";
      continue;
    }
    // Printed here, not through the source manager's handler (which
    // writes to stderr at once).
    std::lock_guard<std::mutex> Lock(DescribeLock);
    SrcMgr.GetMessage(Loc, SourceMgr::DK_Warning, Msg).print(nullptr, Err);
  }
  if (R.Deferred)
    *R.Deferred += DeferredText;
  return WSt;
}
