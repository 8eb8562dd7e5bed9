//===- AdviceEngine.cpp - Candidate changes, each simulated ---------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The candidates of -advise and their simulations (docs/Advice.md).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Driver/AdviceEngine.h"
#include "gcn-mca/Analysis/OccupancyCliffs.h"
#include "gcn-mca/Analysis/RegisterLiveness.h"
#include "gcn-mca/Driver/CliffReport.h"
#include "gcn-mca/Driver/WhatIfRun.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/MCA/Views/GCN/StallView.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "gcn-mca/Analysis/ControlFlow/CFG.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>
#include <functional>
#include <map>

using namespace llvm;
using namespace llvm::gcnmca;

void llvm::gcnmca::applyInstOverrides(
    const AdviceConfig &C, unsigned Region, unsigned NumInsts,
    std::vector<GCNTextureSetting> &Settings) {
  for (const InstOverride &O : C.InstOverrides) {
    if (O.Region != Region || O.Inst >= NumInsts)
      continue;
    if (Settings.size() < NumInsts)
      Settings.resize(NumInsts);
    GCNTextureSetting &S = Settings[O.Inst];
    if (O.StrideBytes >= 0)
      S.StrideBytes = O.StrideBytes;
    if (O.HitL2 >= 0)
      S.Hit[2] = O.HitL2;
  }
}

namespace {
/// A candidate before its simulation.
struct Candidate {
  AdviceItem Item;
  std::function<void(GCNMCAConfig &)> Apply;
  /// Today's work / the candidate's work (grid changes).
  double WorkScale = 1.0;
};
} // namespace

static std::string lineOf(const AdviceRegion &R, int I) {
  if (I < 0 || unsigned(I) >= R.Locs.size() || !R.Locs[I])
    return "";
  return R.Locs[I]->File + ":" + std::to_string(R.Locs[I]->Line);
}

static void setWhere(AdviceItem &It, const AdviceRegion &R, int I) {
  It.Instruction = I;
  It.Line = lineOf(R, I);
  It.Where = R.Describe(unsigned(I));
  if (!It.Line.empty())
    It.Where += " (" + It.Line + ")";
}

/// A register cap at each step that raises the kernel's occupancy.
static void registerCaps(std::vector<Candidate> &Out, const AdviceRegion &R,
                         ArrayRef<OccupancyCliff> Cliffs,
                         const MCInstrInfo &MCII, const MCRegisterInfo &MRI) {
  if (!R.OccIn || !R.Occ)
    return;
  RegisterLiveness Live =
      RegisterLiveness::compute(R.Insts, R.CFG, MCII, MRI);
  for (const OccupancyCliff &C : Cliffs) {
    if (!C.Next || C.WavesAtNext <= R.Occ->WavesPerSIMD)
      continue;
    RegFile F;
    switch (C.Resource) {
    case CliffResource::VGPRs:
      F = RegFile::VGPR;
      break;
    case CliffResource::AGPRs:
      F = RegFile::AGPR;
      break;
    case CliffResource::SGPRs:
      F = RegFile::SGPR;
      break;
    default:
      continue; // LDS and workgroup size are not register caps.
    }
    Candidate K;
    AdviceItem &It = K.Item;
    It.Kind = "register-cap";
    std::string Option;
    GCNMCAConfig Probe;
    cliffChange(C, Option, Probe);
    StringRef Name = getCliffResourceName(C.Resource);
    It.Change = formatv("cap the {0} at {1} (now {2}) for {3} waves/SIMD "
                        "(now {4})",
                        Name, *C.Next, C.Now, C.WavesAtNext,
                        R.Occ->WavesPerSIMD)
                    .str();
    unsigned Peak = Live.peak(F);
    int At = Live.peakIndex(F);
    if (At >= 0) {
      setWhere(It, R, At);
      It.Where = "peak " + std::to_string(Peak) + " live " + Name.str() +
                 " before " + It.Where;
    } else {
      It.Where = "the kernel (no " + Name.str() + " live)";
    }
    It.Reproduce = Option;
    It.Confidence =
        Peak <= *C.Next
            ? formatv("likely: the peak of {0} live {1} fits the cap; "
                      "assumes the compiler allocates within it without "
                      "spills or extra instructions",
                      Peak, Name)
                  .str()
            : formatv("optimistic: {0} {1} are live at the peak, more than "
                      "the cap; assumes spills or rematerialization cost "
                      "nothing",
                      Peak, Name)
                  .str();
    K.Apply = [C](GCNMCAConfig &Config) {
      std::string Ignored;
      cliffChange(C, Ignored, Config);
    };
    Out.push_back(std::move(K));
  }
}

/// LDS padding: per conflicted row stride, every b32 access with that
/// stride padded by one dword (or more, up to four, whichever first clears
/// the conflict).
static void ldsPadding(std::vector<Candidate> &Out, const AdviceRegion &R,
                       const AdviceView::RunFacts &F, unsigned Banks) {
  const unsigned Free = getLDSBankCycles(F.WaveSize, 4, Banks);
  std::map<unsigned, std::vector<unsigned>> ByStride;
  for (unsigned I = 0; I < F.Strides.size(); ++I) {
    const AccessStride &S = F.Strides[I];
    if (S.Kind == AccessStride::LDS && S.Cost > Free)
      ByStride[S.Bytes].push_back(I);
  }
  for (auto &[Stride, Insts] : ByStride) {
    unsigned Cost = F.Strides[Insts.front()].Cost;
    unsigned Padded = 0, PaddedCost = Cost;
    for (unsigned Pad = 4; Pad <= 16; Pad += 4) {
      unsigned C = getLDSBankCycles(F.WaveSize, Stride + Pad, Banks);
      if (C < PaddedCost) {
        Padded = Stride + Pad;
        PaddedCost = C;
      }
      if (C <= Free)
        break;
    }
    if (!Padded)
      continue;
    Candidate K;
    AdviceItem &It = K.Item;
    It.Kind = "lds-padding";
    It.Change = formatv("pad the LDS rows: lane stride {0} -> {1} bytes "
                        "(bank cycles per wave access {2} -> {3}) at {4} "
                        "instruction(s)",
                        Stride, Padded, Cost, PaddedCost, Insts.size())
                    .str();
    setWhere(It, R, int(Insts.front()));
    std::string Ann = "`; gcn-mca: stride " + std::to_string(Padded) +
                      "` before instruction";
    for (unsigned I : Insts)
      Ann += " " + std::to_string(I);
    It.Reproduce = Ann;
    It.Confidence = formatv("model: assumes the array's rows grow by {0} "
                            "bytes (more LDS per workgroup, occupancy "
                            "unchanged) and no instruction is added",
                            Padded - Stride)
                        .str();
    unsigned Region = R.Index;
    std::vector<unsigned> Targets = Insts;
    int NewStride = int(Padded);
    K.Apply = [Region, Targets, NewStride](GCNMCAConfig &Config) {
      for (unsigned I : Targets)
        Config.Advice.InstOverrides.push_back({Region, I, NewStride, -1.0f});
    };
    Out.push_back(std::move(K));
  }
}

/// (slots, instruction) pairs, most slots first, then in program order.
static void sortBySlots(std::vector<std::pair<uint64_t, unsigned>> &Top) {
  llvm::sort(Top, [](const auto &A, const auto &B) {
    return A.first != B.first ? A.first > B.first : A.second < B.second;
  });
}

/// The vector loads the waits waited on longest: what if each hit L2. A
/// load that hits L2 already (annotated, or -gcn-param=LoadHitL2=100) has
/// no such candidate.
static void l2Hits(std::vector<Candidate> &Out, const AdviceRegion &R,
                   const AdviceView::RunFacts &F,
                   const GCNProcessorModel &Model, const MCInstrInfo &MCII) {
  if (!R.Stalls || Model.LoadHitL2 >= 100)
    return;
  auto IsCandidate = [&](unsigned I) {
    if (I >= F.Strides.size() || I >= R.Insts.size() ||
        F.Strides[I].Kind != AccessStride::VMEM ||
        !MCII.get(R.Insts[I].getOpcode()).mayLoad())
      return false;
    return I >= R.Settings.size() || R.Settings[I].Hit[2] < 1.0f;
  };
  DenseMap<unsigned, uint64_t> Waited;
  for (unsigned I = 0; I < R.Insts.size(); ++I)
    for (const auto &[Earlier, Slots] : R.Stalls->stats(I).WaitedOn)
      if (IsCandidate(Earlier))
        Waited[Earlier] += Slots;
  std::vector<std::pair<uint64_t, unsigned>> Top;
  for (const auto &[I, Slots] : Waited)
    if (Slots)
      Top.push_back({Slots, I});
  // Most waited on first; the two longest.
  sortBySlots(Top);
  if (Top.size() > 2)
    Top.resize(2);
  for (const auto &[Slots, I] : Top) {
    Candidate K;
    AdviceItem &It = K.Item;
    It.Kind = "l2-hit";
    It.Change = "this vector memory access hits in L2 (hit-rate "
                "sensitivity: better locality, a smaller working set or a "
                "prefetch)";
    setWhere(It, R, int(I));
    It.Reproduce =
        "`; gcn-mca: hit L2=1` before instruction " + std::to_string(I);
    It.Confidence = "upper bound: assumes every L1 miss of this access hits "
                    "L2 (today: the model's hit rates)";
    unsigned Region = R.Index;
    K.Apply = [Region, I = I](GCNMCAConfig &Config) {
      Config.Advice.InstOverrides.push_back({Region, I, -1, 1.0f});
    };
    Out.push_back(std::move(K));
  }
}

/// Whether \p MI is a wait on the memory counters (`s_waitcnt`, the gfx10+
/// `s_waitcnt_vscnt`/`_vmcnt`/..., the gfx12 `s_wait_loadcnt`, ...), not a
/// dependency-counter wait (`s_waitcnt_depctr`) or `s_wait_idle`.
static bool isCounterWait(const MCInstrInfo &MCII, const MCInst &MI) {
  StringRef N = MCII.getName(MI.getOpcode());
  if (N.contains("DEPCTR") || N.contains("IDLE") || N.contains("EVENT") ||
      N.contains("ALU"))
    return false;
  return N.starts_with("S_WAITCNT") || N.starts_with("S_WAIT_");
}

/// Whether \p MI orders the wave against others or the outside (a wait
/// must not move past it): barriers, messages, mode and hardware register
/// writes, sleeps, traps, cache invalidations, the end of the program.
/// (AMDGPU marks every VALU instruction with unmodeled side effects, so the
/// descriptor's flag cannot tell.)
static bool isOrderingPoint(const MCInstrInfo &MCII, const MCInst &MI) {
  StringRef N = MCII.getName(MI.getOpcode());
  for (StringRef P : {"S_BARRIER", "S_SENDMSG", "S_SETREG", "S_SLEEP",
                      "S_ENDPGM", "S_TRAP", "S_RFE", "S_SETHALT", "S_ICACHE",
                      "S_DCACHE", "S_WAKEUP", "S_TTRACE", "S_SETKILL",
                      "S_SET_GPR_IDX", "S_CLAUSE"})
    if (N.starts_with(P))
      return true;
  return false;
}

/// The register units \p MI writes (its explicit definitions).
static void addDefUnits(const MCInst &MI, const MCInstrDesc &D,
                        const MCRegisterInfo &MRI, DenseSet<unsigned> &Out) {
  for (unsigned Op = 0; Op < D.getNumDefs() && Op < MI.getNumOperands(); ++Op)
    if (MI.getOperand(Op).isReg() && MI.getOperand(Op).getReg())
      for (MCRegUnit U : MRI.regunits(MI.getOperand(Op).getReg()))
        Out.insert(unsigned(U));
}

/// Whether \p MI reads or writes a register unit of \p Units.
static bool touchesUnits(const MCInst &MI, const MCRegisterInfo &MRI,
                         const DenseSet<unsigned> &Units) {
  for (const MCOperand &Op : MI)
    if (Op.isReg() && Op.getReg())
      for (MCRegUnit U : MRI.regunits(Op.getReg()))
        if (Units.contains(unsigned(U)))
          return true;
  return false;
}

/// A later `s_waitcnt`: the two waits that stalled longest move down past
/// the independent instructions after them, to just before the first
/// instruction that reads or writes a register the memory operations
/// before the wait load (or before the next memory instruction, wait,
/// barrier, instruction with side effects or the block's end, whichever
/// comes first). The counts stay right: no counted instruction lies
/// between the old and the new place.
static void laterWaits(std::vector<Candidate> &Out, const AdviceRegion &R,
                       const MCInstrInfo &MCII, const MCRegisterInfo &MRI) {
  if (!R.Stalls || !R.CFG || R.CFG->getNumInstructions() != R.Insts.size())
    return;
  const unsigned Wait = unsigned(WaveStallReason::WAITCNT);
  std::vector<std::pair<uint64_t, unsigned>> Top;
  for (unsigned I = 0; I < R.Insts.size(); ++I)
    if (isCounterWait(MCII, R.Insts[I]))
      if (uint64_t Slots = R.Stalls->stats(I).StallSlots[Wait])
        Top.push_back({Slots, I});
  sortBySlots(Top);
  auto IsMemory = [&](const MCInst &MI) {
    const MCInstrDesc &D = MCII.get(MI.getOpcode());
    return D.mayLoad() || D.mayStore();
  };
  unsigned Made = 0;
  for (const auto &[Slots, I] : Top) {
    if (Made == 2)
      break;
    const BasicBlock &B = R.CFG->block(R.CFG->blockOf(I));
    // The registers the wait protects: what the memory instructions since
    // the block's start or the previous wait load, and what the stall view
    // saw it wait on.
    DenseSet<unsigned> Units;
    for (unsigned P = I; P-- > B.Begin;) {
      const MCInst &MI = R.Insts[P];
      if (isCounterWait(MCII, MI))
        break;
      if (IsMemory(MI))
        addDefUnits(MI, MCII.get(MI.getOpcode()), MRI, Units);
    }
    for (const auto &[Earlier, S] : R.Stalls->stats(I).WaitedOn)
      if (Earlier < R.Insts.size())
        addDefUnits(R.Insts[Earlier], MCII.get(R.Insts[Earlier].getOpcode()),
                    MRI, Units);
    unsigned To = I + 1;
    for (; To < B.End; ++To) {
      const MCInst &MI = R.Insts[To];
      const MCInstrDesc &D = MCII.get(MI.getOpcode());
          if (touchesUnits(MI, MRI, Units) || IsMemory(MI) ||
          isCounterWait(MCII, MI) || D.isBranch() || D.isTerminator() ||
          D.isCall() || D.isReturn() || isOrderingPoint(MCII, MI))
        break;
    }
    // The block's last instruction ends it (a branch or the fall-through).
    if (To == B.End && To > I + 1)
      --To;
    if (To <= I + 1)
      continue; // nothing independent follows the wait
    Candidate K;
    AdviceItem &It = K.Item;
    It.Kind = "waitcnt-later";
    It.Change = formatv("move the wait {0} instruction(s) later, past "
                        "independent work, to just before [{1}] ({2} "
                        "stalled slots waiting now)",
                        To - I - 1, To, Slots)
                    .str();
    setWhere(It, R, int(I));
    std::string ToLine = lineOf(R, int(To));
    It.Reproduce = "move instruction " + std::to_string(I) +
                   " to just before instruction " + std::to_string(To) +
                   (ToLine.empty() ? "" : " (" + ToLine + ")");
    It.Confidence = "likely: the instructions it passes use none of the "
                    "registers the waited-on memory operations write and "
                    "no counted instruction lies between, so the counts "
                    "keep their meaning; assumes the compiler may reorder "
                    "them";
    unsigned Region = R.Index, From = I, Before = To;
    K.Apply = [Region, From, Before](GCNMCAConfig &Config) {
      Config.Advice.InstMoves.push_back({Region, From, Before});
    };
    Out.push_back(std::move(K));
    ++Made;
  }
}

/// A workgroup size at the occupancy cliff of the workgroup size (more
/// workgroups resident: docs/Occupancy.md, "Cliffs"), the same work-items
/// in all.
static void workgroupSize(std::vector<Candidate> &Out, const AdviceRegion &R,
                          ArrayRef<OccupancyCliff> Cliffs,
                          const AdviceView::RunFacts &F,
                          const GCNMCAConfig &Base) {
  if (!R.OccIn || !R.Occ || !F.NumWorkgroups)
    return;
  unsigned Now = F.WavesPerWorkgroup * F.WaveSize;
  for (const OccupancyCliff &C : Cliffs) {
    if (C.Resource != CliffResource::WorkgroupSize || !C.Next ||
        C.WavesAtNext <= R.Occ->WavesPerSIMD || *C.Next == Now)
      continue;
    unsigned Size = *C.Next;
    Candidate K;
    AdviceItem &It = K.Item;
    It.Kind = "workgroup-size";
    It.Where = "the launch";
    uint64_t Items = uint64_t(F.NumWorkgroups) * Now;
    if (Base.Wave.Grid) {
      // The grid stays; the workgroup count follows it.
      It.Reproduce = "-workgroup-size=" + std::to_string(Size);
      K.Apply = [Size](GCNMCAConfig &Config) {
        Config.Wave.WorkgroupSize = Size;
        Config.Wave.WorkgroupDims = std::array<unsigned, 3>{Size, 1, 1};
      };
    } else {
      unsigned Groups = unsigned(divideCeil(Items, Size));
      It.Reproduce = "-workgroup-size=" + std::to_string(Size) +
                     " -workgroups=" + std::to_string(Groups);
      K.WorkScale = double(Items) / (double(Groups) * Size);
      K.Apply = [Size, Groups](GCNMCAConfig &Config) {
        Config.Wave.WorkgroupSize = Size;
        Config.Wave.WorkgroupDims = std::array<unsigned, 3>{Size, 1, 1};
        Config.Wave.Workgroups = Groups;
      };
    }
    It.Change = formatv("launch workgroups of {0} work-items (now {1}) for "
                        "{2} waves/SIMD (now {3}), the same work-items in "
                        "all",
                        Size, Now, C.WavesAtNext, R.Occ->WavesPerSIMD)
                    .str();
    It.Confidence = "model: assumes the kernel is correct at that size "
                    "with the same LDS per workgroup and the same work per "
                    "work-item";
    Out.push_back(std::move(K));
  }
}

/// A larger grid when the work cannot fill the CU's wave slots.
static void largerGrid(std::vector<Candidate> &Out,
                       const AdviceView::RunFacts &F) {
  unsigned Slots = F.NumSIMDs * F.WavesPerSIMD;
  if (!F.TotalWaves || !F.NumWorkgroups || F.TotalWaves >= Slots)
    return;
  unsigned K = unsigned(divideCeil(Slots, F.TotalWaves));
  Candidate C;
  AdviceItem &It = C.Item;
  It.Kind = "grid";
  It.Change = formatv("launch {0}x the workgroups ({1} -> {2}): the CU "
                      "starves with {3} waves for {4} wave slots",
                      K, F.NumWorkgroups, F.NumWorkgroups * K, F.TotalWaves,
                      Slots)
                  .str();
  It.Where = "the launch";
  It.Reproduce = "-workgroups=" + std::to_string(F.NumWorkgroups * K);
  It.Confidence = formatv("throughput: the time of today's work at the "
                          "larger launch's rate (cycles / {0}); assumes the "
                          "problem has that much parallel work",
                          K)
                      .str();
  unsigned Groups = F.NumWorkgroups * K;
  C.Apply = [Groups](GCNMCAConfig &Config) { Config.Wave.Workgroups = Groups; };
  C.WorkScale = 1.0 / K;
  Out.push_back(std::move(C));
}

void llvm::gcnmca::adviseRegion(AdviceView &View, const AdviceRegion &R,
                                const GCNMCAConfig &Base,
                                MemoryBufferRef Input,
                                const GCNProcessorModel &Model,
                                const MCInstrInfo &MCII,
                                const MCRegisterInfo &MRI) {
  std::vector<Candidate> Cands;
  // The kernel's occupancy cliffs (register caps, workgroup size).
  std::vector<OccupancyCliff> Cliffs;
  if (R.OccIn && R.Occ)
    Cliffs = OccupancyCliffs::compute(Model, *R.OccIn, *R.Occ);
  registerCaps(Cands, R, Cliffs, MCII, MRI);
  const AdviceView::RunFacts &F = View.facts();
  if (F.Seen) {
    ldsPadding(Cands, R, F, Model.LDSBanks);
    l2Hits(Cands, R, F, Model, MCII);
    laterWaits(Cands, R, MCII, MRI);
    largerGrid(Cands, F);
    workgroupSize(Cands, R, Cliffs, F, Base);
  }
  std::vector<AdviceItem> Items;
  std::vector<std::string> Notes;
  for (Candidate &K : Cands) {
    Expected<WhatIfResult> W =
        simulateWhatIf(Base, Input, R.Index, [&](GCNMCAConfig &C) {
          K.Apply(C);
        });
    if (!W) {
      Notes.push_back(K.Item.Change + ": " + toString(W.takeError()));
      continue;
    }
    K.Item.SimulatedCycles = W->Cycles;
    K.Item.Incomplete = W->Incomplete;
    K.Item.PredictedCycles = double(W->Cycles) * K.WorkScale;
    // Advice must pay: a change the simulation finds no faster is named,
    // not ranked.
    if (K.Item.PredictedCycles >= double(R.Cycles)) {
      Notes.push_back(K.Item.Change + " at " + K.Item.Where +
                      ": no gain in the simulation (" +
                      std::to_string(W->Cycles) + " cycles)");
      continue;
    }
    Items.push_back(std::move(K.Item));
  }
  View.setResult(R.Cycles, std::move(Items), std::move(Notes));
}
