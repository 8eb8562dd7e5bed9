//===- WaveProgram.cpp - Static facts of a region for the wave pipeline ---===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Builds the per-instruction static facts the wave pipeline uses, from the
/// target's classifier and waitcnt decoder, once per region.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/HardwareUnits/WaveProgram.h"
#include "gcn-mca/MCA/HardwareUnits/StoreCombining.h"
#include "gcn-mca/MCA/HardwareUnits/VGPRBanks.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include <map>

using namespace llvm;
using namespace llvm::gcnmca;

static IssueCategory categoryOf(GCNExecUnit U) {
  switch (U) {
  case GCNExecUnit::VALU:
  case GCNExecUnit::Trans:
  case GCNExecUnit::Matrix:
    return IssueCategory::VALU;
  case GCNExecUnit::SALU:
  case GCNExecUnit::SMEM:
  case GCNExecUnit::Message:
    return IssueCategory::Scalar;
  case GCNExecUnit::VMEM:
  case GCNExecUnit::Texture:
    return IssueCategory::VMEM;
  case GCNExecUnit::LDS:
    return IssueCategory::LDS;
  case GCNExecUnit::GDS:
  case GCNExecUnit::Export:
    return IssueCategory::Export;
  case GCNExecUnit::Branch:
    return IssueCategory::Branch;
  case GCNExecUnit::None:
    return IssueCategory::Internal;
  }
  return IssueCategory::Internal;
}

/// Renumbers the register units of \p Insts' lists (\p Regs, \p NumUnits
/// units) into classes of units whose ready cycles are always equal, and
/// returns the number of classes. A unit's ready cycle is only ever set, to
/// one value for all the defs of the instruction that writes it, from 0:
/// units written by the same instructions (the 16-bit halves of a 32-bit
/// register, the registers of a tuple written whole) always hold the same
/// value and become one class, and a unit no instruction writes stays 0 and
/// is dropped from the use lists. Each list keeps one entry per class.
static unsigned mergeRegisterUnits(std::vector<WaveStaticInst> &Insts,
                                   std::vector<uint16_t> &Regs,
                                   unsigned NumUnits) {
  // Per unit, the instructions that write it, in order.
  std::vector<std::vector<uint32_t>> Writers(NumUnits);
  for (unsigned I = 0, E = Insts.size(); I != E; ++I) {
    const WaveStaticInst &S = Insts[I];
    for (unsigned J = 0; J < S.NumDefs; ++J) {
      std::vector<uint32_t> &W = Writers[Regs[S.RegBegin + J]];
      if (W.empty() || W.back() != I)
        W.push_back(I);
    }
  }
  // A class per distinct writer list (none for the units never written).
  constexpr uint16_t Unwritten = UINT16_MAX;
  std::vector<uint16_t> ClassOf(NumUnits, Unwritten);
  std::map<ArrayRef<uint32_t>, uint16_t> Classes;
  for (unsigned U = 0; U < NumUnits; ++U)
    if (!Writers[U].empty())
      ClassOf[U] = Classes.try_emplace(Writers[U], uint16_t(Classes.size()))
                       .first->second;
  std::vector<uint16_t> Out;
  Out.reserve(Regs.size());
  auto Append = [&](ArrayRef<uint16_t> Units, size_t From) {
    for (uint16_t U : Units) {
      uint16_t C = ClassOf[U];
      if (C != Unwritten && !is_contained(ArrayRef(Out).drop_front(From), C))
        Out.push_back(C);
    }
    return uint8_t(Out.size() - From);
  };
  // Each list: the uses, then the defs, padded to two entries with the
  // sink class (WaveProgram::defPair).
  const uint16_t Sink = uint16_t(Classes.size());
  for (WaveStaticInst &S : Insts) {
    ArrayRef<uint16_t> Defs(Regs.data() + S.RegBegin, S.NumDefs);
    ArrayRef<uint16_t> Uses(Regs.data() + S.RegBegin + S.NumDefs, S.NumUses);
    size_t Begin = Out.size();
    S.NumUses = Append(Uses, Begin);
    size_t DefsBegin = Out.size();
    S.NumDefs = Append(Defs, DefsBegin);
    while (Out.size() - DefsBegin < 2)
      Out.push_back(Sink);
    S.RegBegin = Begin;
  }
  Regs = std::move(Out);
  return Classes.size();
}

Expected<WaveProgram> WaveProgram::build(ArrayRef<MCInst> MCInsts,
                                         const GCNProcessorModel &Model,
                                         const MCInstrInfo &MCII,
                                         const MCRegisterInfo &MRI,
                                         const WaveProgramParams &Params) {
  WaveProgram P;
  P.WaveSize = Model.waveSizeOr(Params.WaveSize);
  GCNInstrClassifier Classifier(Model, MCII, P.WaveSize);
  WaitcntDecoder Decoder(Model);
  DenseMap<unsigned, uint16_t> RegIdx;
  auto IndexOf = [&](MCRegUnit U) {
    auto [It, New] = RegIdx.try_emplace(unsigned(U), uint16_t(RegIdx.size()));
    return It->second;
  };
  auto AddReg = [&](MCRegister R) {
    if (!R)
      return;
    for (MCRegUnit U : MRI.regunits(R))
      P.Regs.push_back(IndexOf(U));
  };

  P.Insts.reserve(MCInsts.size());
  // Stores with a known lane stride, for write combining (StoreCombining.h),
  // and their profiles' indices.
  std::vector<StoreAccess> Stores;
  std::vector<size_t> StoreProfiles;
  P.Strides.assign(MCInsts.size(), AccessStride());
  // The stride of instruction I below the annotation: derived, else the
  // option, else unknown (-1: unit stride).
  auto CodeStride = [&](unsigned I) -> std::pair<int, StrideSource> {
    if (I < Params.Strides.size() && Params.Strides[I] >= 0)
      return {Params.Strides[I], StrideSource::Derived};
    if (Params.OptionStride >= 0)
      return {Params.OptionStride, StrideSource::Option};
    return {-1, StrideSource::Default};
  };
  // RDNA's VGPR banks: a VALU instruction reads its sources one register
  // per bank per cycle (VGPRBanks.h), in stream order for the operand cache.
  VGPRBanks Banks(Model.VGPRBanks);
  for (unsigned I = 0, E = MCInsts.size(); I != E; ++I) {
    const MCInst &MI = MCInsts[I];
    const GCNInstrCost &C = I < Params.Texture.size()
                                ? Classifier.get(MI, Params.Texture[I])
                                : Classifier.get(MI);
    if (C.Class == GCNInstClass::Unclassified)
      return createStringError(
          "instruction " + Twine(I) + " (" + MCII.getName(MI.getOpcode()) +
          "): unknown to the " + Model.Name +
          " hardware model; the wave pipeline cannot run it");
    WaveStaticInst S;
    S.Unit = C.Unit;
    S.Cat = categoryOf(C.Unit);
    S.Busy = std::max(1u, C.IssueCycles);
    S.Latency = std::max(1u, C.Latency);
    S.Counters = C.Counters;
    S.IsStore = C.MayStore && !C.MayLoad;
    S.IsSMEM = C.Unit == GCNExecUnit::SMEM;
    S.IsBranch = C.Class == GCNInstClass::BRANCH;
    switch (C.Unit) {
    case GCNExecUnit::SALU:
    case GCNExecUnit::VALU:
    case GCNExecUnit::Trans:
    case GCNExecUnit::Matrix:
      S.TracksDefs = true;
      break;
    default:
      break;
    }
    if (C.Unit == GCNExecUnit::Matrix)
      S.PortBusy = Model.valuCycles(P.WaveSize);
    // Reading the sources takes a cycle per register in the fullest bank,
    // in each pass: an instruction already slower hides it.
    if (Model.VGPRBanks &&
        (C.Unit == GCNExecUnit::VALU || C.Unit == GCNExecUnit::Trans)) {
      unsigned Passes = std::min(S.Busy, Model.valuCycles(P.WaveSize));
      S.Busy = std::max(S.Busy, Banks.next(MI, MCII, MRI) * Passes);
      S.Latency = std::max(S.Latency, S.Busy);
    }
    // Vector memory: where the access is served, its coalescing and the
    // bytes it moves through the shared levels (MemoryHierarchy.h).
    if ((C.Unit == GCNExecUnit::VMEM || C.Unit == GCNExecUnit::Texture) &&
        C.Class != GCNInstClass::VMEM_OTHER) {
      static const GCNTextureSetting NoAnnotation;
      const GCNTextureSetting &Ann =
          I < Params.Texture.size() ? Params.Texture[I] : NoAnnotation;
      auto [Stride, Source] = CodeStride(I);
      MemAccessProfile MP = MemAccessProfile::compute(
          Model, C, P.WaveSize, Ann, Stride, Params.VMEMLatency, Source,
          I < Params.DerivedHits.size() ? Params.DerivedHits[I].data()
                                        : nullptr,
          I < Params.LaunchCost.size() ? Params.LaunchCost[I] : 0,
          I < Params.LaunchLookups.size() ? Params.LaunchLookups[I] : 0);
      AccessStride &AS = P.Strides[I];
      AS.Kind = AccessStride::VMEM;
      AS.Source = MP.Source;
      AS.Bytes = MP.StrideBytes;
      AS.Width = std::max(1u, C.Dwords) * 4;
      AS.Cost = MP.Lines;
      AS.HitsDerived = MP.HitsDerived;
      AS.DerivedLevels = MP.DerivedLevels;
      AS.Writes = MP.Kind == MemAccessKind::Store ||
                  MP.Kind == MemAccessKind::Atomic;
      std::copy(std::begin(MP.HitRate), std::end(MP.HitRate), AS.HitRate);
      S.Busy = std::max(S.Busy, MP.L1Cycles);
      S.Latency = std::max(1u, MP.Latency);
      if (MP.Kind == MemAccessKind::Store && MP.StrideKnown &&
          Params.VMEMLatency < 0) {
        Stores.push_back({I, AS.Width, MP.StrideBytes, MP.Lines});
        StoreProfiles.push_back(P.MemProfiles.size());
      }
      P.MemProfiles.push_back(MP);
      S.MemIndex = P.MemProfiles.size();
    } else if (C.Class == GCNInstClass::SMEM_LOAD) {
      // Scalar loads can miss (docs/Model.md, "Caches as caches"): when the
      // scalar cache does not always hit (ScalarHitL1 < 100) or a footprint
      // annotation says the load walks a working set, it goes through the
      // hierarchy like a vector load; else it is a scalar-cache hit.
      static const GCNTextureSetting NoAnnotation;
      const GCNTextureSetting &Ann =
          I < Params.Texture.size() ? Params.Texture[I] : NoAnnotation;
      if (Model.ScalarHitL1 < 100 || Ann.FootprintBytes >= 0) {
        MemAccessProfile MP = MemAccessProfile::compute(
            Model, C, P.WaveSize, Ann, -1, -1, StrideSource::Derived);
        S.Latency = std::max(1u, MP.Latency);
        P.MemProfiles.push_back(MP);
        S.MemIndex = P.MemProfiles.size();
      }
    } else if (C.Unit == GCNExecUnit::LDS &&
               (C.Class == GCNInstClass::DS_LOAD ||
                C.Class == GCNInstClass::DS_STORE ||
                C.Class == GCNInstClass::DS_ATOMIC)) {
      // LDS access: the cycles its banks need - from the lanes' addresses
      // when the launch derives them (every DS form), else for a b32 access
      // from the lane stride (annotation, else the address computation,
      // else -lane-stride, else unit stride = no conflict), wider accesses
      // then assumed conflict-free. An annotated stride wins.
      auto [Stride, Source] = CodeStride(I);
      bool Annotated =
          I < Params.Texture.size() && Params.Texture[I].StrideBytes >= 0;
      if (Annotated) {
        Stride = Params.Texture[I].StrideBytes;
        Source = StrideSource::Annotated;
      }
      unsigned Launch = !Annotated && I < Params.LaunchCost.size()
                            ? Params.LaunchCost[I]
                            : 0;
      AccessStride &AS = P.Strides[I];
      AS.Kind = AccessStride::LDS;
      AS.Source = Launch ? StrideSource::Launch : Source;
      AS.Width = std::max(1u, C.Dwords) * 4;
      AS.Bytes = Stride >= 0 ? unsigned(Stride) : AS.Width;
      bool Known = Launch || Stride >= 0;
      if (Launch)
        AS.Cost = Launch;
      else if (C.Dwords == 1 && C.Class != GCNInstClass::DS_ATOMIC)
        AS.Cost = getLDSBankCycles(P.WaveSize, AS.Bytes, Model.LDSBanks);
      // A conflicted access (bank cycles above the port cost) is replayed:
      // its load-to-use has the LDSConflictLatency floor.
      if (Known && AS.Cost > S.Busy) {
        S.Busy = AS.Cost;
        if (Model.LDSConflictLatency > S.Busy + S.Latency)
          S.Latency = Model.LDSConflictLatency - S.Busy;
      }
    } else if ((C.Unit == GCNExecUnit::VMEM ||
                C.Unit == GCNExecUnit::Texture) &&
               Params.VMEMLatency >= 0) {
      S.Latency = Params.VMEMLatency;
    }
    if ((C.Unit == GCNExecUnit::LDS || C.Unit == GCNExecUnit::GDS) &&
        Params.LDSLatency >= 0)
      S.Latency = Params.LDSLatency;
    if (C.Unit == GCNExecUnit::SMEM && Params.SMEMLatency >= 0)
      S.Latency = Params.SMEMLatency;

    if (C.Unit == GCNExecUnit::Export) {
      // The seed's assumption: the export path is shared by NumCUs CUs and
      // saturated by them; a compressed export costs ExportCycles per CU, an
      // uncompressed one twice that. gfx11+ have no compr bit: uncompressed.
      StringRef Name = MCII.getName(MI.getOpcode());
      bool Compressed = Name.starts_with("EXP") && MI.getNumOperands() >= 8 &&
                        MI.getOperand(6).isImm() && MI.getOperand(6).getImm();
      S.Busy = Model.ExportCycles * std::max(1u, Params.NumCUs) *
               (Compressed ? 1 : 2);
    }

    switch (C.Class) {
    case GCNInstClass::WAITCNT: {
      WaitInfo W = Decoder.decode(MI, MCII, &MRI);
      if (W.Kind == WaitInfo::Waitcnt) {
        S.Seq = SeqOp::Waitcnt;
        S.Arg = P.Waits.size();
        P.Waits.push_back(W.Limits);
      } else {
        S.Seq = SeqOp::Other;
      }
      break;
    }
    case GCNInstClass::ENDPGM:
      S.Seq = SeqOp::EndPgm;
      break;
    case GCNInstClass::BARRIER:
      S.Seq = SeqOp::Barrier;
      break;
    case GCNInstClass::NOP: {
      WaitInfo W = Decoder.decode(MI, MCII, &MRI);
      S.Seq = SeqOp::Nop;
      S.Arg = W.Kind == WaitInfo::Nop ? W.Count : 1;
      break;
    }
    case GCNInstClass::SLEEP: {
      WaitInfo W = Decoder.decode(MI, MCII, &MRI);
      S.Seq = SeqOp::Sleep;
      S.Arg = (W.Kind == WaitInfo::Sleep ? W.Count : 1) * Model.SleepUnitCycles;
      break;
    }
    case GCNInstClass::SETPRIO:
      S.Seq = SeqOp::SetPrio;
      for (const MCOperand &Op : MI)
        if (Op.isImm())
          S.Arg = unsigned(Op.getImm()) & 3;
      break;
    case GCNInstClass::TRAP:
      S.Seq = SeqOp::Other;
      if (StringRef(MCII.getName(MI.getOpcode())).starts_with("S_SETHALT"))
        for (const MCOperand &Op : MI)
          if (Op.isImm() && (Op.getImm() & 1))
            S.Seq = SeqOp::Halt;
      break;
    default:
      if (C.Unit == GCNExecUnit::None)
        S.Seq = SeqOp::Other;
      break;
    }
    if (S.Seq != SeqOp::None) {
      S.Unit = GCNExecUnit::None;
      S.Cat = IssueCategory::Internal;
      S.Counters = 0;
      S.TracksDefs = false;
    }

    // Registers: explicit defs are the first NumDefs operands.
    const MCInstrDesc &D = MCII.get(MI.getOpcode());
    S.RegBegin = P.Regs.size();
    if (S.TracksDefs) {
      for (unsigned O = 0,
                    N = std::min<unsigned>(D.getNumDefs(), MI.getNumOperands());
           O < N; ++O)
        if (MI.getOperand(O).isReg())
          AddReg(MI.getOperand(O).getReg());
      for (MCPhysReg R : D.implicit_defs())
        AddReg(R);
    }
    size_t NumDefs = P.Regs.size() - S.RegBegin;
    for (unsigned O = D.getNumDefs(), N = MI.getNumOperands(); O < N; ++O)
      if (MI.getOperand(O).isReg())
        AddReg(MI.getOperand(O).getReg());
    for (MCPhysReg R : D.implicit_uses())
      AddReg(R);
    size_t NumUses = P.Regs.size() - S.RegBegin - NumDefs;
    if (NumDefs > UINT8_MAX || NumUses > UINT8_MAX)
      return createStringError("instruction " + Twine(I) + " (" +
                               MCII.getName(MI.getOpcode()) +
                               "): " + Twine(std::max(NumDefs, NumUses)) +
                               " register units in one operand list; the "
                               "wave pipeline keeps at most 255");
    S.NumDefs = NumDefs;
    S.NumUses = NumUses;
    S.PlainALU = (S.Unit == GCNExecUnit::VALU || S.Unit == GCNExecUnit::SALU) &&
                 !S.Counters && !S.MemIndex;
    P.Work.push_back(computeInstWork(MCII.getName(MI.getOpcode()), C,
                                     P.memProfile(S), P.WaveSize, S.Busy));
    P.Insts.push_back(S);
  }
  // Write combining: stores that write parts of the same lines leave the
  // L2 as one write-back per line; the L2 still takes every write.
  std::vector<float> Combined = getStoreCombiningFactors(
      MCInsts, MCII, MRI, Stores, P.WaveSize, Model.L1LineBytes);
  for (size_t K = 0; K != Stores.size(); ++K) {
    MemAccessProfile &MP = P.MemProfiles[StoreProfiles[K]];
    MP.Bytes[unsigned(MemLevel::MALL)] *= Combined[K];
    MP.Bytes[unsigned(MemLevel::DRAM)] *= Combined[K];
    InstWork &W = P.Work[Stores[K].Inst];
    W.Bytes[unsigned(MemLevel::MALL)] = MP.Bytes[unsigned(MemLevel::MALL)];
    W.Bytes[unsigned(MemLevel::DRAM)] = MP.Bytes[unsigned(MemLevel::DRAM)];
    W.DRAMWriteBytes = MP.Bytes[unsigned(MemLevel::DRAM)];
  }
  P.NumRegs = mergeRegisterUnits(P.Insts, P.Regs, RegIdx.size());
  P.Trace.resize(P.Insts.size());
  for (unsigned I = 0, E = P.Insts.size(); I != E; ++I)
    P.Trace[I] = I;
  return std::move(P);
}
