//===- WaveStreams.cpp - Each wave's own stream and addresses -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Every simulated wave walked with its own emulated state (see
/// WaveStreams.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/ControlFlow/WaveStreams.h"
#include "gcn-mca/Analysis/ControlFlow/DynamicTrace.h"
#include "gcn-mca/Analysis/LaneAddresses.h"
#include "gcn-mca/Analysis/LdsBankMemo.h"
#include "gcn-mca/Analysis/ScratchValues.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include <algorithm>
#include <cmath>
#include <optional>

using namespace llvm;
using namespace llvm::gcnmca;

unsigned DerivedAccess::meanCost() const {
  if (!Known)
    return 0;
  uint64_t Sum = LDS ? BankCycleSum : LineSum;
  return unsigned(std::max<uint64_t>(1, (Sum + Known / 2) / Known));
}

unsigned DerivedAccess::meanLookups() const {
  if (!Known || LDS)
    return 0;
  return unsigned(std::max<uint64_t>(1, (LookupSum + Known / 2) / Known));
}

std::string WaveStreams::stopWarning(StringRef Region) const {
  if (Stop == StopKind::None || Stop == StopKind::NoLaunch)
    return std::string();
  const WavePlacement &P = StopPlace;
  std::string Wave = "wave " + std::to_string(StopWave) + " (wave " +
                     std::to_string(P.WaveInGroup) + " of workgroup " +
                     std::to_string(P.Group[0]) + "," +
                     std::to_string(P.Group[1]) + "," +
                     std::to_string(P.Group[2]) + ")";
  std::string Bound = std::to_string(StopBound);
  std::string Why, Options;
  switch (Stop) {
  case StopKind::WaveBudget:
    Why = Wave + " ran " + Bound +
          " instructions without ending (-max-expanded-instructions)";
    if (!StuckLoop.empty()) {
      Why += ", still going round loop '" + StuckLoop + "' (" +
             std::to_string(StuckPasses) + " passes)";
      Options = "give the loop's trip count (-trip-count=" + StuckLoop +
                "=N or `; gcn-mca: trip-count N`) or -emulate=false";
    } else {
      Options = "raise -max-expanded-instructions (now " + Bound +
                ") or give -emulate=false";
    }
    break;
  case StopKind::RegionBudget:
    Why = "the budget of " + Bound +
          " emulated instructions (all waves together) ran out at " + Wave;
    Options = "raise -max-emulated-instructions (now " + Bound +
              "), simulate fewer workgroups (-workgroups=N) or give "
              "-emulate=false";
    break;
  case StopKind::StreamEntries:
    Why = "the distinct streams of the waves up to " + Wave +
          " would hold more than " + Bound +
          " instructions (the wave pipeline's bound)";
    Options = "simulate fewer workgroups (-workgroups=N) or give "
              "-emulate=false";
    break;
  case StopKind::EmptyStream:
    Why = Wave + " executed no instruction";
    Options = "give -emulate=false";
    break;
  case StopKind::None:
  case StopKind::NoLaunch:
    break;
  }
  std::string Instead =
      StopWave == 0
          ? "no wave's own stream is derived: the waves follow the region's "
            "trip counts and branch rules, and the memory accesses the "
            "lane stride rules"
          : "the waves from " + std::to_string(StopWave) + " on (" +
                std::to_string(TotalWaves - StopWave) + " of " +
                std::to_string(TotalWaves) +
                ") run the stream of the emulated wave at their place in the "
                "first workgroup (wave 0's where there is none), their "
                "memory accesses the mean cost of the emulated executions";
  return "the launch emulation of '" + Region.str() + "' stopped: " + Why +
         "; " + Instead + "; " + Options;
}

namespace {

/// Where the private segments of the emulated waves lie (apart from every
/// buffer), and the bytes each wave's gets.
constexpr uint64_t ScratchRegion = uint64_t(0x7e) << 40;
constexpr uint64_t ScratchPerWave = uint64_t(1) << 26;

/// One wave's walk: executes each block the cursor visits, records its
/// memory accesses and appends its instructions to the stream.
class EmulatedWave final : public BranchOracle {
public:
  EmulatedWave(WaveEmulator &E, const ControlFlowGraph &G,
               ArrayRef<MCInst> Insts, ArrayRef<MemoryAddressing> Addressing,
               WaveStreams &Out, unsigned Wave, unsigned LineBytes,
               unsigned Banks, uint64_t &Left, uint64_t WaveLeft,
               std::vector<uint64_t> &Visits,
               function_ref<std::string(unsigned)> Describe, bool LinesOnly,
               LdsBankMemo &BankMemo)
      : E(E), G(G), Insts(Insts), Addressing(Addressing), Out(Out),
        Wave(Wave), LineBytes(LineBytes), Banks(Banks), Left(Left),
        WaveLeft(WaveLeft), Visits(Visits), Describe(Describe),
        LinesOnly(LinesOnly), BankMemo(BankMemo), Undecided(G.size(), false) {}

  std::optional<bool> visit(unsigned B) override {
    const BasicBlock &BB = G.block(B);
    if (Left < BB.size() || WaveLeft < BB.size()) {
      Stop = true;
      WaveBudgetOut = WaveLeft < BB.size();
      return std::nullopt;
    }
    Left -= BB.size();
    WaveLeft -= BB.size();
    ++Visits[B];
    // The block's instructions join the stream at once (an access's
    // position is its index there).
    size_t First = Stream.size();
    Stream.resize(First + BB.size());
    for (unsigned I = BB.Begin; I < BB.End; ++I)
      Stream[First + (I - BB.Begin)] = I;
    const MemoryAddressing *Addr = Addressing.data();
    const MCInst *MIs = Insts.data();
    for (unsigned I = BB.Begin; I < BB.End; ++I) {
      const MemoryAddressing &A = Addr[I];
      if (LLVM_LIKELY(A.Kind == MemoryAddressing::None)) {
        E.setInstructionIndex(int(I));
        E.execute(MIs[I]);
        continue;
      }
      Pos = uint32_t(First + (I - BB.Begin));
      record(I);
      // record() left a scratch access's lane addresses in Set: a spill
      // keeps its known lanes, a reload gets them back after it executed
      // (MUBUF: when Set says the resource is a private segment buffer).
      bool Scratch = A.Kind == MemoryAddressing::Scratch ||
                     A.Kind == MemoryAddressing::Buffer;
      if (Scratch)
        SpillSlots.store(A, MIs[I], Set, E);
      E.setInstructionIndex(int(I));
      E.execute(MIs[I]);
      if (Scratch)
        SpillSlots.load(A, MIs[I], Set, E);
    }
    if (BB.End > BB.Begin) {
      // The stream's hash from its blocks (an empty block adds nothing):
      // equal streams have equal hashes.
      StreamHash = (StreamHash ^ (uint64_t(B) + 1)) * 0x9e3779b97f4a7c15ull;
      StreamHash ^= StreamHash >> 31;
    }
    if (BB.Kind != BlockEnd::CondBranch || BB.End == BB.Begin)
      return std::nullopt;
    std::optional<bool> Taken = E.branchTaken(Insts[BB.End - 1]);
    if (!Taken && !Undecided[B]) {
      Undecided[B] = true;
      UnknownBranches.push_back(B);
      WaveStreams::UndecidedBranch &U = Out.Undecided[B];
      // (The peers' walk keeps no origins to name.)
      if (!U.Waves++ && !LinesOnly) {
        // Once per block and build: its text names the origin.
        U.FirstWave = Wave;
        U.Why = LaunchDerivation::unknownBranchWhy(G, B, Insts, E, Describe);
      }
    }
    return Taken;
  }
  bool stopped() const override { return Stop; }
  /// The wave's own budget ran out (not the region's).
  bool WaveBudgetOut = false;

  std::vector<uint32_t> Stream;
  /// A hash of Stream (the sequence of its non-empty blocks, which decides
  /// it), for finding the equal streams of earlier waves.
  uint64_t StreamHash = 0;
  /// The blocks whose branch the wave's state did not decide (once each).
  std::vector<uint32_t> UnknownBranches;

private:
  void record(unsigned I) {
    const MemoryAddressing &A = Addressing[I];
    if (LinesOnly) {
      recordLines(I, A);
      return;
    }
    DerivedAccess &D = Out.PerInst[I];
    if (A.Kind == MemoryAddressing::Image) {
      // Counted, never derived: no lines, no trace record.
      D.Decoded = D.Image = true;
      if (!D.Executions++)
        Out.Accesses->setWhy(I, imageWhy(A, Insts[I]));
      return;
    }
    if (A.Kind == MemoryAddressing::GDS) {
      D.Decoded = D.GDS = true;
      if (!D.Executions++)
        Out.Accesses->setWhy(
            I, "it addresses the global data share (gds), which is not "
               "modelled");
      return;
    }
    D.Decoded = true;
    unsigned Lookups = 0;
    bool Affine = laneAddresses(I, A, Lookups);
    D.LDS = A.Kind == MemoryAddressing::LDS;
    ++D.Executions;
    bool Scratch = isScratch(A, Affine);
    LaneAccessTrace::Record R = recordOf(I, A, Scratch);
    R.Known = Set.Known;
    if (!Set.Known) {
      // Only the first execution's reason is kept: its text (the origin
      // printed, its line looked up) is built once per instruction, not
      // once per execution.
      if (Out.Accesses->why(I).empty())
        Out.Accesses->setWhy(I, unknownWhy());
    } else {
      ++D.Known;
      if (D.LDS) {
        unsigned C = BankMemo.cycles(I, Set, E.waveSize(), Banks, A.Store);
        R.BankCycles = uint16_t(std::min(C, 0xffffu));
        D.BankCycleSum += C;
      } else {
        if (!Affine)
          Lookups = setLines(Scratch, /*WithLookups=*/true);
        D.LineSum += std::max<size_t>(1, Lines.size());
        D.LookupSum += std::max<uint64_t>({1, Lines.size(), Lookups});
      }
    }
    Out.Accesses->add(Wave, R, Lines);
  }

  /// record() for Input::LinesOnly: the same record and global lines, no
  /// statistics, no reason, an LDS access without its addresses.
  void recordLines(unsigned I, const MemoryAddressing &A) {
    if (A.Kind == MemoryAddressing::Image || A.Kind == MemoryAddressing::GDS)
      return;
    Lines.clear();
    if (A.Kind == MemoryAddressing::LDS) {
      Out.Accesses->add(Wave, recordOf(I, A, false), Lines);
      return;
    }
    unsigned Lookups = 0;
    bool Affine = laneAddresses(I, A, Lookups);
    bool Scratch = isScratch(A, Affine);
    LaneAccessTrace::Record R = recordOf(I, A, Scratch);
    R.Known = Set.Known;
    if (!Affine && Set.Known)
      setLines(Scratch, /*WithLookups=*/false);
    Out.Accesses->add(Wave, R, Lines);
  }

  /// Whether access \p A, whose lanes laneAddresses() just found (\p
  /// Affine: a global access's affine form, Set left as the previous
  /// access had it), addresses the wave's private segment.
  bool isScratch(const MemoryAddressing &A, bool Affine) const {
    return A.Kind == MemoryAddressing::Scratch || (!Affine && Set.Private);
  }

  /// The trace record of access \p I at this point of the stream: its
  /// address space (the private segment when \p Scratch), not yet known.
  LaneAccessTrace::Record recordOf(unsigned I, const MemoryAddressing &A,
                                   bool Scratch) const {
    LaneAccessTrace::Record R;
    R.Inst = I;
    R.Pos = Pos;
    R.Store = A.Store;
    R.S = A.Kind == MemoryAddressing::LDS ? LaneAccessTrace::Space::LDS
          : Scratch                       ? LaneAccessTrace::Space::Scratch
                                          : LaneAccessTrace::Space::Global;
    return R;
  }

  /// The lanes' addresses of access \p I: a global access whose address is
  /// affine gets its lines in Lines, memoized per lane pattern
  /// (LaneAddresses::affineLines, no lane computed; \p Lookups its vector
  /// L1 lookups, Set.Known set) and returns true; any other access its
  /// lanes in Set and Lines empty.
  bool laneAddresses(unsigned I, const MemoryAddressing &A,
                     unsigned &Lookups) {
    if (LaneAddresses::affineLines(A, Insts[I], E, LineBytes, Lines,
                                   Lookups)) {
      Set.Known = true;
      return true;
    }
    Lines.clear();
    LaneAddresses::compute(A, Insts[I], E, Set);
    return false;
  }

  /// The lines of Set's known lanes in Lines (private ones when \p
  /// Scratch); their vector L1 lookups when \p WithLookups (else 0).
  unsigned setLines(bool Scratch, bool WithLookups) {
    LaneAddresses::linesOf(Set, LineBytes, Scratch, E.waveSize(),
                           scratchBase(), Lines);
    return WithLookups ? LaneAddresses::lineLookups(Set, LineBytes, Scratch,
                                                    E.waveSize(), scratchBase())
                       : 0;
  }

  /// Where this wave's private segment starts.
  uint64_t scratchBase() const {
    return ScratchRegion + uint64_t(Wave) * ScratchPerWave;
  }

  /// "since <note> read by <instruction>" for the instruction at Origin
  /// that made a value unknown; empty when Origin is not an instruction of
  /// the region.
  std::string originText(int Origin) const {
    if (Origin < 0 || unsigned(Origin) >= Insts.size())
      return std::string();
    std::string Note = E.originNote(Origin);
    return "since " + (Note.empty() ? std::string() : Note + " read by ") +
           Describe(unsigned(Origin));
  }

  /// Why the lanes' addresses in Set are unknown.
  std::string unknownWhy() const {
    std::string Since = originText(Set.Origin);
    return "its address depends on " + Set.What.str() + ", unknown" +
           (Since.empty() ? std::string() : " " + Since);
  }

  /// Why an image access's addresses are not derived: its texels follow
  /// the resource's layout (its base, pitch, tiling, format), which the
  /// emulation does not model, whether or not the resource is known.
  std::string imageWhy(const MemoryAddressing &A, const MCInst &MI) const {
    std::string Why = "it is an image access: its texels' addresses follow "
                      "the image resource's layout and tiling, which are not "
                      "modelled";
    if (A.Rsrc < 0 || unsigned(A.Rsrc) >= MI.getNumOperands())
      return Why;
    std::string Since = originText(E.originOfOperand(MI.getOperand(A.Rsrc)));
    return Since.empty() ? Why
                         : Why + " (the resource itself is unknown " + Since +
                               ")";
  }

  WaveEmulator &E;
  const ControlFlowGraph &G;
  ArrayRef<MCInst> Insts;
  ArrayRef<MemoryAddressing> Addressing;
  WaveStreams &Out;
  unsigned Wave, LineBytes, Banks;
  uint64_t &Left;
  uint64_t WaveLeft;
  std::vector<uint64_t> &Visits;
  function_ref<std::string(unsigned)> Describe;
  bool LinesOnly;
  /// The bank cycles of the LDS accesses, shared by the waves.
  LdsBankMemo &BankMemo;
  bool Stop = false;
  /// The position in Stream of the access record() records.
  uint32_t Pos = 0;
  LaneAddressSet Set;
  /// The wave's scratch dwords stored with known values.
  ScratchValues SpillSlots;
  SmallVector<uint64_t, 64> Lines;
  std::vector<bool> Undecided;
};

/// Per loop, the header executions and the entries of \p Stream (whole
/// blocks of static indices; \p BlockAt maps a block's first index to the
/// block, -1 elsewhere). A loop still open when the stream ends counts as
/// left (the wave ended in it).
std::vector<std::pair<uint64_t, uint64_t>>
countLoops(ArrayRef<uint32_t> Stream, const LoopNest &LN,
           ArrayRef<int> BlockAt) {
  unsigned NL = LN.loops().size();
  std::vector<std::pair<uint64_t, uint64_t>> Out(NL, {0, 0});
  if (!NL)
    return Out;
  std::vector<uint64_t> Count(NL, 0);
  SmallVector<unsigned, 4> Open;
  auto Close = [&](unsigned L) {
    Out[L].first += Count[L];
    ++Out[L].second;
  };
  int From = -1;
  for (uint32_t I : Stream) {
    int To = I < BlockAt.size() ? BlockAt[I] : -1;
    if (To < 0)
      continue;
    if (From >= 0)
      llvm::erase_if(Open, [&](unsigned L) {
        if (LN.contains(L, unsigned(To)))
          return false;
        Close(L);
        return true;
      });
    int L = LN.getLoopWithHeader(unsigned(To));
    if (L >= 0) {
      if (From >= 0 && LN.contains(L, unsigned(From)) &&
          is_contained(Open, unsigned(L))) {
        ++Count[L];
      } else {
        Count[L] = 1;
        if (!is_contained(Open, unsigned(L)))
          Open.push_back(unsigned(L));
      }
    }
    From = To;
  }
  for (unsigned L : Open)
    Close(L);
  return Out;
}

} // namespace

WaveStreams WaveStreams::build(const Input &In,
                               function_ref<std::string(unsigned)> Describe) {
  WaveStreams Out;
  const DynamicTrace &T = *In.Trace;
  const ControlFlowGraph &G = T.getCFG();
  unsigned WPG = std::max(1u, In.WavesPerGroup);
  Out.TotalWaves = WPG * std::max(1u, In.NumGroups);
  Out.PerInst.assign(In.Insts.size(), DerivedAccess());
  Out.Undecided.assign(In.Trace->getCFG().size(), UndecidedBranch());
  Out.Accesses = std::make_shared<LaneAccessTrace>(In.LineBytes, Out.TotalWaves);
  if (!In.Setup.Launch || T.getMode() != DynamicTrace::Mode::Follow) {
    Out.Stop = StopKind::NoLaunch;
    Out.Why = "no launch";
    return Out;
  }
  std::optional<WaveEmulator> NewE;
  if (!In.Emulator || In.Emulator->waveSize() !=
                          std::clamp(In.Setup.WaveSize, 1u, 64u))
    NewE.emplace(*In.MCII, *In.MRI, In.Setup.WaveSize);
  WaveEmulator &E = NewE ? *NewE : *In.Emulator;
  E.setTrackOrigins(!In.LinesOnly);
  std::vector<MemoryAddressing> Addressing;
  Addressing.reserve(In.Insts.size());
  for (const MCInst &MI : In.Insts)
    Addressing.push_back(LaneAddresses::decode(MI, *In.MCII, E));

  const LaunchShape &Shape = In.Setup.Launch->shape();
  std::array<uint64_t, 3> Groups = Shape.groups();
  uint64_t TotalGroups = Shape.totalGroups();
  DenseMap<uint64_t, SmallVector<uint32_t, 1>> ByHash;
  uint64_t Entries = 0, Left = In.Budget;
  std::vector<uint64_t> Visits(G.size(), 0);
  LdsBankMemo BankMemo;
  Out.StreamOf.assign(Out.TotalWaves, ~0u);
  // The loops whose trip count a wave's own state may decide (docs/
  // ControlFlow.md, "Each wave's own stream"), and the blocks by their
  // first instruction.
  const LoopNest &Nest = T.getLoops();
  Out.Loops.assign(Nest.loops().size(), LoopTrips());
  std::vector<bool> PerWaveLoop(Nest.loops().size(), false);
  for (const Loop &L : Nest.loops()) {
    const DynamicTrace::LoopSummary &Sum = T.getLoopSummary(L.Index);
    bool Own = !Sum.Bounded &&
               (Sum.Source == "derived" || Sum.Source == "default");
    for (unsigned B : L.ExitingBlocks)
      if (T.getBranchChoice(B) && !T.isDerivedChoice(B))
        Own = false;
    PerWaveLoop[L.Index] = Own;
  }
  std::vector<int> BlockAt(In.Insts.size(), -1);
  for (const BasicBlock &BB : G.blocks())
    if (BB.End > BB.Begin && BB.Begin < BlockAt.size())
      BlockAt[BB.Begin] = int(BB.Index);
  std::vector<std::vector<std::pair<uint64_t, uint64_t>>> StreamLoops;
  std::vector<bool> LoopUndecided(Nest.loops().size(), false);
  size_t LastLength = 0;
  for (unsigned W = 0; W < Out.TotalWaves; ++W) {
    WavePlacement P;
    uint64_t Linear =
        (LaneAccessTrace::workgroupOf(W / WPG, In.NumCUs, TotalGroups) +
         In.GroupOffset) %
        std::max<uint64_t>(1, TotalGroups);
    P.Group = {uint32_t(Linear % Groups[0]),
               uint32_t(Linear / Groups[0] % Groups[1]),
               uint32_t(Linear / (Groups[0] * Groups[1]))};
    P.WaveInGroup = W % WPG;
    E.startKernelWave(In.Setup, P);
    std::fill(Visits.begin(), Visits.end(), 0);
    EmulatedWave Walk(E, G, In.Insts, Addressing, Out, W, In.LineBytes,
                      In.Banks, Left, In.WaveBudget, Visits, Describe,
                      In.LinesOnly, BankMemo);
    // The waves of a launch mostly run as long as the one before.
    Walk.Stream.reserve(LastLength);
    TraceCursor C(T, W, &Walk);
    TraceSegment S;
    while (C.next(S))
      ;
    if (Walk.stopped() || Walk.Stream.empty()) {
      Out.Accesses->dropWave(W);
      Out.StopWave = W;
      Out.StopPlace = P;
      if (!Walk.stopped()) {
        Out.Stop = StopKind::EmptyStream;
        Out.Why = "wave " + std::to_string(W) + " executed no instruction";
        break;
      }
      Out.Stop = Walk.WaveBudgetOut ? StopKind::WaveBudget
                                    : StopKind::RegionBudget;
      Out.StopBound = Walk.WaveBudgetOut ? In.WaveBudget : In.Budget;
      Out.Why = Walk.WaveBudgetOut
                    ? "wave " + std::to_string(W) + " ran " +
                          std::to_string(In.WaveBudget) +
                          " instructions without ending"
                    : "the emulation budget of " + std::to_string(In.Budget) +
                          " instructions ran out at wave " + std::to_string(W);
      if (!Walk.WaveBudgetOut)
        break;
      // Where it was: the loop of the block it ran most often.
      const LoopNest &LN = T.getLoops();
      unsigned Most = unsigned(std::max_element(Visits.begin(), Visits.end()) -
                               Visits.begin());
      int L = Most < Visits.size() && Visits[Most] > 1 ? LN.getLoopFor(Most)
                                                       : -1;
      // The outermost loop the wave was still going round.
      while (L >= 0 && LN.loop(L).Parent >= 0 &&
             Visits[LN.loop(LN.loop(L).Parent).Header] > 1)
        L = LN.loop(L).Parent;
      if (L >= 0) {
        Out.StuckLoop = G.block(LN.loop(L).Header).Name;
        Out.StuckPasses = Visits[LN.loop(L).Header];
      }
      break;
    }
    LastLength = Walk.Stream.size();
    // (Halved: never a DenseMap sentinel key.)
    SmallVector<uint32_t, 1> &Same = ByHash[Walk.StreamHash >> 1];
    uint32_t Found = ~0u;
    for (uint32_t K : Same)
      if (Out.Streams[K] == Walk.Stream)
        Found = K;
    if (Found == ~0u) {
      if (Entries + Walk.Stream.size() > In.MaxStreamEntries) {
        Out.Accesses->dropWave(W);
        Out.Stop = StopKind::StreamEntries;
        Out.StopWave = W;
        Out.StopPlace = P;
        Out.StopBound = In.MaxStreamEntries;
        Out.Why = "the streams of the waves reached " +
                  std::to_string(In.MaxStreamEntries) + " instructions";
        break;
      }
      Entries += Walk.Stream.size();
      Found = uint32_t(Out.Streams.size());
      Same.push_back(Found);
      StreamLoops.push_back(countLoops(Walk.Stream, Nest, BlockAt));
      Out.Streams.push_back(std::move(Walk.Stream));
    }
    Out.StreamOf[W] = Found;
    // This wave's trip counts: derived where its state decided every
    // exit of the loop.
    std::fill(LoopUndecided.begin(), LoopUndecided.end(), false);
    for (uint32_t B : Walk.UnknownBranches)
      for (int L = Nest.getLoopFor(B); L >= 0; L = Nest.loop(L).Parent)
        if (is_contained(Nest.loop(L).ExitingBlocks, B))
          LoopUndecided[L] = true;
    for (const Loop &L : Nest.loops()) {
      auto [Sum, Entered] = StreamLoops[Found][L.Index];
      if (!PerWaveLoop[L.Index] || !Entered)
        continue;
      LoopTrips &LT = Out.Loops[L.Index];
      ++LT.Entered;
      if (LoopUndecided[L.Index])
        continue;
      uint64_t Trip = std::max<uint64_t>(1, (Sum + Entered / 2) / Entered);
      LT.Min = LT.Derived ? std::min(LT.Min, Trip) : Trip;
      LT.Max = LT.Derived ? std::max(LT.Max, Trip) : Trip;
      ++LT.Derived;
    }
    Out.Accesses->finishWave(W);
    ++Out.WavesEmulated;
  }
  if (!Out.WavesEmulated) {
    Out.Streams.clear();
    Out.StreamOf.clear();
    return Out;
  }
  Out.DistinctStreams = unsigned(Out.Streams.size());
  // The waves left: the stream of the emulated wave at their place in the
  // workgroup, else wave 0's.
  for (unsigned W = Out.WavesEmulated; W < Out.TotalWaves; ++W) {
    unsigned Same = W % WPG;
    Out.StreamOf[W] = Same < Out.WavesEmulated ? Out.StreamOf[Same]
                                               : Out.StreamOf[0];
  }
  // The waves that execute each block (the CFG view, the warnings of the
  // blocks no wave executes).
  std::vector<unsigned> WavesOf(Out.Streams.size(), 0);
  for (uint32_t S : Out.StreamOf)
    ++WavesOf[S];
  Out.BlockWaves.assign(G.size(), 0);
  std::vector<bool> Ran(G.size());
  for (size_t S = 0; S < Out.Streams.size(); ++S) {
    std::fill(Ran.begin(), Ran.end(), false);
    for (uint32_t I : Out.Streams[S])
      if (I < BlockAt.size() && BlockAt[I] >= 0)
        Ran[unsigned(BlockAt[I])] = true;
    for (unsigned B = 0; B < G.size(); ++B)
      if (Ran[B])
        Out.BlockWaves[B] += WavesOf[S];
  }
  return Out;
}
