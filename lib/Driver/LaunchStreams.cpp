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

/// Why the waves of \p Region run no stream of their own: branch
/// probabilities (docs/ControlFlow.md, "Each wave's own stream").
static std::string probabilitiesSkipText(const DynamicTrace &T,
                                         StringRef Region) {
  return "the launch emulation of '" + Region.str() +
         "' is skipped: branch probabilities decide " +
         T.randomChoicesText() +
         " (-branch or `; gcn-mca: branch P`) and each wave draws its own "
         "stream from them: no wave's own stream is derived, the waves "
         "follow the region's trip counts and branch rules (wave 0's "
         "derived facts where there are) and the memory accesses the lane "
         "stride rules; give -branch=LABEL=taken|not-taken instead of a "
         "probability to have each wave's launch decide the rest";
}

/// The warning for the waves whose own state left \p BB's branch undecided
/// (\p U), empty when the region's stream already warned or an option
/// decides it anyway.
static std::string undecidedWarning(const DynamicTrace &T,
                                    const BasicBlock &BB,
                                    const WaveStreams::UndecidedBranch &U,
                                    unsigned Emulated) {
  if (!U.Waves || !BB.isConditional())
    return std::string();
  const ControlFlowGraph &G = T.getCFG();
  const LoopNest &LN = T.getLoops();
  std::string Waves = std::to_string(U.Waves) + " of the " +
                      std::to_string(Emulated) + " emulated waves (the first: " +
                      "wave " + std::to_string(U.FirstWave) + ")";
  // A loop exit: the waves run the region's trip count.
  for (int L = LN.getLoopFor(BB.Index); L >= 0; L = LN.loop(L).Parent) {
    bool InT = BB.Taken >= 0 && LN.contains(L, BB.Taken);
    bool InF = BB.Fall >= 0 && LN.contains(L, BB.Fall);
    if (InT == InF)
      continue;
    const DynamicTrace::LoopSummary &Sum = T.getLoopSummary(unsigned(L));
    // A default count was warned per loop; a given one decides anyway.
    if (Sum.Bounded || Sum.Source != "derived" ||
        (T.getBranchChoice(BB.Index) && !T.isDerivedChoice(BB.Index)))
      return std::string();
    std::string H = G.block(LN.loop(L).Header).Name;
    return "loop '" + H + "': " + Waves +
           " did not derive their own trip count and run wave 0's, x " +
           std::to_string(Sum.TripCount) + ": " + U.Why +
           "; give -trip-count=" + H + "=N";
  }
  // An exec-mask branch whose lanes' condition is unknown follows the SIMT
  // rule (no arm skipped): never silent, unless an option or annotation
  // decides it (a choice, or the branch declared uniform).
  if (BB.isExecBranch()) {
    if (T.getBranchChoice(BB.Index) || T.isUniformBranch(BB.Index))
      return std::string();
    return "the exec-mask branch of '" + BB.Name +
           "' takes the SIMT default (no arm skipped, as if some lane needed "
           "each) in " + Waves + " whose own EXEC did not decide it: " +
           U.Why + "; give -branch=" + BB.Name +
           "=taken|not-taken|uniform";
  }
  std::optional<BranchChoice> C = T.getBranchChoice(BB.Index);
  std::string Give = "; give -branch=" + BB.Name + "=taken|not-taken";
  if (C && T.isDerivedChoice(BB.Index))
    return "the uniform branch of '" + BB.Name + "' goes wave 0's way (" +
           (C->K == BranchChoice::Taken ? "taken" : "not taken") +
           ", derived) in " + Waves + " whose own state did not decide it: " +
           U.Why + Give;
  if (C || T.isDefaultWarned(BB.Index))
    return std::string();
  return "the uniform branch of '" + BB.Name +
         "' goes the default way in " + Waves +
         " whose own state did not decide it: " + U.Why + Give;
}

/// The peers' budget of emulated instructions, all peers together.
static constexpr uint64_t PeerBudget = uint64_t(1) << 21;

/// The waves of the units that share the simulated unit's L2 instance and
/// run the same rounds (LaunchHitRates.h): the dispatcher deals the
/// workgroups round robin over the L2 instances (MI300X: the XCDs) and
/// their units, so the peer k places after it runs workgroup g x NumCUs +
/// k x instances where the simulated unit runs g x NumCUs. Each peer runs
/// as many workgroups as the simulated unit (at least one window of
/// resident ones) while the budget lasts; peers are dropped from the last
/// when it does not cover a window each. \p Peers emulates peer K + 1 when
/// LaunchHitRates asks for it (the feed may stop before the last one once
/// the rates converged, -cache-peer-tolerance), its whole run or, for the
/// probe, its first window of resident workgroups.
static void planPeers(WaveStreams::Input In, const WaveStreams &Own,
                      const GCNProcessorModel &M, const WavePipelineOptions &W,
                      int CachePeers,
                      std::function<std::string(unsigned)> Describe,
                      std::shared_ptr<WaveEmulator> Emulator,
                      LaunchHitRates::PeerSource &Peers) {
  unsigned PerUnit = std::max(1u, M.CUsPerWGP);
  unsigned Instances = std::max(1u, M.NumCUs / std::max(1u, M.L2CUs));
  uint64_t Want = std::max(1u, M.L2CUs / PerUnit) - 1;
  if (CachePeers >= 0)
    Want = std::min<uint64_t>(Want, unsigned(CachePeers));
  // Distinct workgroups only (a grid smaller than a round).
  uint64_t Total = In.Setup.Launch->shape().totalGroups();
  uint64_t Round = std::min<uint64_t>(Total, In.NumCUs);
  Want = std::min<uint64_t>(Want, Round ? (Round - 1) / Instances : 0);
  if (!Want || !Own.WavesEmulated)
    return;
  uint64_t Entries = 0;
  for (unsigned Wv = 0; Wv < Own.WavesEmulated; ++Wv)
    Entries += Own.Streams[Own.StreamOf[Wv]].size();
  unsigned WPG = std::max(1u, In.WavesPerGroup);
  uint64_t OwnGroups = std::max(1u, Own.WavesEmulated / WPG);
  uint64_t PerGroup = std::max<uint64_t>(1, Entries / OwnGroups);
  uint64_t Resident = std::max<uint64_t>(
      1, uint64_t(W.WavesPerSIMD) * M.SIMDsPerCU * PerUnit / WPG);
  Resident = std::min(Resident, OwnGroups);
  uint64_t Peers64 =
      std::min<uint64_t>(Want, PeerBudget / (Resident * PerGroup));
  if (!Peers64)
    return;
  uint64_t Groups = std::clamp<uint64_t>(PeerBudget / (Peers64 * PerGroup),
                                         Resident, OwnGroups);
  Peers.Count = unsigned(Peers64);
  // The probe when it costs at most half the whole runs (a probe that does
  // not converge is emulated for nothing).
  Peers.ProbeCheaper = Resident * 2 <= Groups;
  Peers.At = [In, Instances, Groups, Resident, PerGroup,
              Describe = std::move(Describe), Emulator = std::move(Emulator)](
                 unsigned K,
                 bool Probe) -> std::shared_ptr<const LaneAccessTrace> {
    WaveStreams::Input PI = In;
    PI.Emulator = Emulator.get();
    PI.NumGroups = unsigned(Probe ? Resident : Groups);
    PI.Budget = PI.NumGroups * PerGroup * 2;
    PI.GroupOffset = (uint64_t(K) + 1) * Instances;
    // Only their lines feed the caches.
    PI.LinesOnly = true;
    WaveStreams P = WaveStreams::build(PI, Describe);
    if (!P.WavesEmulated)
      return nullptr;
    return std::move(P.Accesses);
  };
}

std::optional<WaveStreams> AnalysisRun::emulateWaves(
    const RegionContext &R, const KernelDescriptorInfo *Kernel,
    const KernelLaunch &Launch, const RunSettings &S,
    LaunchHitRates::PeerSource &Peers) {
  const WavePipelineOptions &W = S.Wave;
  if (!C.Wave.Emulate || !Kernel || Kernel->Name != R.Region.getName() ||
      R.DroppedAny || W.Dispatch != WaveDispatchKind::Compute)
    return std::nullopt;
  const RegionControlFlow *RCF = Flow->get(R.Region);
  if (!RCF || RCF->getTrace().getMode() != DynamicTrace::Mode::Follow)
    return std::nullopt;
  // Warnings on a worker thread are kept for the report's turn (regions
  // finish in any order).
  std::string DeferredText;
  raw_string_ostream DeferredOS(DeferredText);
  raw_ostream &Err = R.Deferred ? static_cast<raw_ostream &>(DeferredOS)
                                : errs();
  auto Flush = [&] {
    if (R.Deferred)
      *R.Deferred += DeferredText;
  };
  if (RCF->getTrace().hasRandomChoices()) {
    // Never silent (docs/ControlFlow.md, "Each wave's own stream"): each
    // wave draws its own stream instead.
    WithColor::warning(Err, "gcn-mca")
        << probabilitiesSkipText(RCF->getTrace(), R.Region.getName()) << "\n";
    Flush();
    return std::nullopt;
  }
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
  In.Banks = std::max(1u, Model->LDSBanks);
  MCInstPrinter *P = R.IP;
  ArrayRef<MCInst> Insts = R.Insts;
  auto Describe = [this, Insts, P](unsigned I) {
    return describe(Insts, I, *P);
  };
  // One emulator for the region's waves and its peers' (its caches kept).
  auto Emulator = std::make_shared<WaveEmulator>(*In.MCII, *In.MRI, WS);
  In.Emulator = Emulator.get();
  // A stream longer than the replay bound is never simulated: a wave
  // still running by then stops the emulation (a loop it cannot leave).
  In.WaveBudget = std::max<uint64_t>(1, C.ControlFlow.MaxExpandedInstructions);
  In.Budget = std::max<uint64_t>(1, C.Wave.MaxEmulatedInstructions);
  WaveStreams WSt = WaveStreams::build(In, Describe);
  // Never silent: the waves that were not emulated take other streams.
  std::string Stopped = WSt.stopWarning(R.Region.getName());
  if (!Stopped.empty())
    WithColor::warning(Err, "gcn-mca") << Stopped << "\n";
  if (WSt.Streams.empty()) {
    Flush();
    return std::nullopt;
  }
  // Never silent: a branch some waves' own states did not decide goes
  // the region's way for them (docs/ControlFlow.md, "Each wave's own
  // stream"): one warning where that is a fact derived for wave 0, or a
  // default the region's stream did not already warn about.
  const DynamicTrace &T = RCF->getTrace();
  for (const BasicBlock &BB : T.getCFG().blocks()) {
    if (BB.Index >= WSt.Undecided.size() || BB.End == BB.Begin)
      continue;
    const WaveStreams::UndecidedBranch &U = WSt.Undecided[BB.Index];
    std::string Msg = undecidedWarning(T, BB, U, WSt.WavesEmulated);
    if (Msg.empty())
      continue;
    SMLoc Loc = Insts[BB.End - 1].getLoc();
    std::lock_guard<std::mutex> Lock(DescribeLock);
    if (Loc.isValid())
      SrcMgr.GetMessage(Loc, SourceMgr::DK_Warning, Msg).print(nullptr, Err);
    else
      WithColor::warning(Err, "gcn-mca") << Msg << "\n";
  }
  // One warning per access whose address some execution did not know.
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
         : D.GDS
             ? "its cost is the LDS path's, its bank conflicts following "
               "the lane stride rule (`; gcn-mca: stride N` or -lane-stride)"
         : D.Image
             ? "its coalescing follows the lane stride rule (`; gcn-mca: "
               "stride N` or -lane-stride) and its hit rate ImageHitL1 "
               "(`; gcn-mca: hit` or -gcn-param=ImageHitL1=PCT)"
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
  Flush();
  if (W.DeriveHitRates)
    planPeers(In, WSt, *Model, W, C.Wave.CachePeers, Describe,
              std::move(Emulator), Peers);
  return WSt;
}

void AnalysisRun::warnUnexecuted(const RegionContext &R,
                                 const WaveStreams *Emulated) {
  const RegionControlFlow *RCF = Flow->get(R.Region);
  if (!RCF || !RCF->defersUnexecuted())
    return;
  const std::vector<unsigned> *Waves =
      Emulated && !Emulated->BlockWaves.empty() ? &Emulated->BlockWaves
                                                : nullptr;
  std::string Text;
  raw_string_ostream OS(Text);
  {
    std::lock_guard<std::mutex> Lock(DescribeLock);
    RCF->printUnexecuted(
        SrcMgr, R.Deferred ? static_cast<raw_ostream &>(OS) : errs(),
        [&](unsigned B) {
      return !Waves || B >= Waves->size() || !(*Waves)[B];
    });
  }
  if (R.Deferred)
    *R.Deferred += Text;
}
