//===- WaveEmulator.cpp - The integer side of one wave, per lane ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WaveEmulator's state: registers, the kernel wave's initial state,
/// branches, provenance, the dispatch of an instruction and scalar loads
/// (see WaveEmulator.h). SALU: WaveEmulatorScalar.cpp; VALU:
/// WaveEmulatorVector.cpp; VOPD pairs: WaveEmulatorDual.cpp; the operations:
/// WaveEmulatorOps.cpp.
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "gcn-mca/Analysis/LanePatterns.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/Compiler.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::emu;

WaveEmulator::WaveEmulator(const MCInstrInfo &MCII, const MCRegisterInfo &MRI,
                           unsigned WaveSize)
    : MCII(MCII), MRI(MRI), WaveSize(std::clamp(WaveSize, 1u, 64u)),
      LaneMask(this->WaveSize == 64 ? ~uint64_t(0)
                                    : (uint64_t(1) << this->WaveSize) - 1) {
  SlotCache.resize(MRI.getNumRegs());
  SlotDone.assign(MRI.getNumRegs(), 0);
  NameCache.resize(MCII.getNumOpcodes());
  NameDone.assign(MCII.getNumOpcodes(), false);
  InfoCache.resize(MCII.getNumOpcodes());
  S.fill(ScalarValue::unknown());
  Vec.resize(NumVGPRs);
  Patterns = std::make_unique<LanePatterns>(this->WaveSize);
  SOrigin.fill(-1);
  VOrigin.assign(NumVGPRs, -1);
}

WaveEmulator::~WaveEmulator() = default;

const OpcodeInfo &WaveEmulator::info(unsigned Opcode) const {
  if (LLVM_LIKELY(Opcode < InfoCache.size() &&
                  InfoCache[Opcode].Class != OpcodeInfo::Unset))
    return InfoCache[Opcode];
  return computeInfo(Opcode);
}

LLVM_ATTRIBUTE_NOINLINE const OpcodeInfo &
WaveEmulator::computeInfo(unsigned Opcode) const {
  static const OpcodeInfo None = [] {
    OpcodeInfo I;
    I.Class = OpcodeInfo::Other;
    return I;
  }();
  if (Opcode >= InfoCache.size())
    return None;
  OpcodeInfo &I = InfoCache[Opcode];
  if (I.Class != OpcodeInfo::Unset)
    return I;
  StringRef Name = baseName(Opcode);
  const MCInstrDesc &Desc = MCII.get(Opcode);
  I.D = describe(Name);
  // An SDWA form: its operation's meaning, run by executeVectorSDWA.
  std::string SDWABase;
  if (Name.empty())
    SDWABase = sdwaBaseOf(MCII.getName(Opcode));
  if (!SDWABase.empty()) {
    I.D = describe(SDWABase);
    I.SDWA = true;
    I.Class = OpcodeInfo::Vector;
  } else if (Name.starts_with("S_"))
    I.Class = Name.starts_with("S_LOAD_") ||
                      Name.starts_with("S_BUFFER_LOAD") ||
                      Name.starts_with("S_SCRATCH_LOAD") ||
                      Name.starts_with("S_GET_BARRIER")
                  ? OpcodeInfo::ScalarLoad
                  : OpcodeInfo::Scalar;
  else if (Name.starts_with("V_"))
    I.Class = OpcodeInfo::Vector;
  else if (MCII.getName(Opcode).starts_with("V_DUAL_"))
    I.Class = OpcodeInfo::Dual;
  else
    I.Class = OpcodeInfo::Other;
  if (I.Class == OpcodeInfo::Dual) {
    I.Pair = describeDual(MCII.getName(Opcode));
    // The value sources the descriptor lists (modifiers have no register
    // class) must be the halves' sources, X's then Y's.
    unsigned Sources = 0;
    for (unsigned K = Desc.getNumDefs(); K < Desc.getNumOperands(); ++K)
      Sources += Desc.operands()[K].RegClass >= 0;
    if (Desc.getNumDefs() != 2 || Sources != I.Pair.NumX + I.Pair.NumY)
      I.Pair.Valid = false;
  }
  I.Branch = StringSwitch<OpcodeInfo::BranchT>(Name)
                 .Case("S_CBRANCH_SCC0", OpcodeInfo::SCC0)
                 .Case("S_CBRANCH_SCC1", OpcodeInfo::SCC1)
                 .Case("S_CBRANCH_VCCZ", OpcodeInfo::VCCZ)
                 .Case("S_CBRANCH_VCCNZ", OpcodeInfo::VCCNZ)
                 .Case("S_CBRANCH_EXECZ", OpcodeInfo::EXECZ)
                 .Case("S_CBRANCH_EXECNZ", OpcodeInfo::EXECNZ)
                 .Default(OpcodeInfo::NoBranch);
  I.KImm = Name.starts_with("S_MOVK_") || Name.starts_with("S_ADDK_") ||
           Name.starts_with("S_MULK_") || Name.starts_with("S_CMOVK_") ||
           Name.starts_with("S_CMPK_");
  I.KSigned = I.D.Signed || Name.ends_with("I32");
  I.TiedAddMul = Name.starts_with("S_ADDK_") || Name.starts_with("S_MULK_");
  I.CmovK = Name.starts_with("S_CMOVK_");
  I.SgprImm = Name.ends_with("_SGPR_IMM");
  auto Is = [&](MCPhysReg R, uint16_t Slot) {
    RegSlots RS = slots(R);
    return RS.K == RegSlots::Scalar && RS.First == Slot;
  };
  auto IsFirst = [&](MCPhysReg R, uint16_t Slot) {
    return slots(R).First == Slot;
  };
  I.ImplicitVCCUse = any_of(Desc.implicit_uses(),
                            [&](MCPhysReg R) { return IsFirst(R, VccLo); });
  I.ImplicitVCCDef = any_of(Desc.implicit_defs(),
                            [&](MCPhysReg R) { return IsFirst(R, VccLo); });
  I.ImplicitExecDef = any_of(Desc.implicit_defs(),
                             [&](MCPhysReg R) { return IsFirst(R, ExecLo); });
  I.ImplicitSCCDef =
      any_of(Desc.implicit_defs(), [&](MCPhysReg R) { return Is(R, SccSlot); });
  I.NoDefs = Desc.getNumDefs() == 0 && Desc.implicit_defs().empty();
  I.NoScalarDefsButSCC =
      Desc.getNumDefs() == 0 && none_of(Desc.implicit_defs(), [&](MCPhysReg R) {
        return slots(R).K == RegSlots::Scalar && slots(R).First != SccSlot;
      });
  return I;
}

/// Nothing defined, nothing read that matters (branches, waits, barriers,
/// and the scalar instructions without an operation, e.g. s_waitcnt,
/// s_nop): no state to change and no origin to record.
static bool isInert(const OpcodeInfo &Info) {
  return Info.NoDefs &&
         (Info.Class == OpcodeInfo::Other ||
          (Info.Class == OpcodeInfo::Scalar && Info.D.O == Op::None));
}

const WaveEmulator::Prepared &WaveEmulator::prepare(const MCInst &MI) const {
  Prepared *P = &PrepScratch;
  if (CurInst >= 0) {
    if (unsigned(CurInst) >= PrepCache.size())
      PrepCache.resize(CurInst + 1);
    P = &PrepCache[CurInst];
  }
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  P->MI = &MI;
  P->PatsMade = P->PatsFound = 0;
  P->Uses.clear();
  P->Defs.clear();
  auto Add = [&](SmallVectorImpl<uint16_t> &To, unsigned Reg) {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar || R.K == RegSlots::Vector)
      for (unsigned K = 0; K < R.Count; ++K)
        To.push_back(uint16_t(R.First + K) |
                     (R.K == RegSlots::Vector ? VecTag : 0));
  };
  for (unsigned I = D.getNumDefs(); I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (MO.isReg() && MO.getReg())
      Add(P->Uses, MO.getReg().id());
  }
  for (MCPhysReg R : D.implicit_uses())
    Add(P->Uses, R);
  for (unsigned I = 0; I < D.getNumDefs() && I < MI.getNumOperands(); ++I)
    if (MI.getOperand(I).isReg() && MI.getOperand(I).getReg())
      Add(P->Defs, MI.getOperand(I).getReg().id());
  P->NumExplicitDefs = uint8_t(P->Defs.size());
  for (MCPhysReg R : D.implicit_defs())
    Add(P->Defs, R);
  const OpcodeInfo &Info = info(MI.getOpcode());
  P->Info = &Info;
  P->Inert = isInert(Info);
  P->AFast = false;
  if (Info.Class == OpcodeInfo::Vector)
    prepareVector(MI, *P);
  else if (Info.Class == OpcodeInfo::Scalar)
    prepareScalar(MI, *P);
  else
    P->SFast = false;
  // Whether running MI can change what sourceOrigin reads.
  P->DefsOverlapUses = Info.D.O == Op::CmpX || Info.D.O == Op::SaveExec ||
                       Info.D.O == Op::WrExec;
  for (uint16_t Def : P->Defs)
    if (Def == ExecLo || Def == ExecHi || is_contained(P->Uses, Def))
      P->DefsOverlapUses = true;
  if (CurInst < 0)
    P->MI = nullptr; // the scratch entry is never reused
  return *P;
}

int WaveEmulator::sourceOrigin(const Prepared &P) const {
  auto [E, EK] = pair(ExecLo);
  uint64_t Active = (E | ~EK) & laneMask();
  for (uint16_t X : P.Uses) {
    if (X & VecTag) {
      unsigned N = X & ~VecTag;
      if ((Vec[N].Known & Active) != Active)
        return VOrigin[N] >= 0 ? VOrigin[N] : CurInst;
    } else if (!S[X].isKnown()) {
      return SOrigin[X] >= 0 ? SOrigin[X] : CurInst;
    }
  }
  return CurInst;
}

int WaveEmulator::originOfOperand(const MCOperand &MO) const {
  if (!MO.isReg() || !MO.getReg())
    return -1;
  RegSlots R = slots(MO.getReg().id());
  uint64_t Active = (exec() | ~execKnown()) & laneMask();
  for (unsigned K = 0; K < R.Count; ++K) {
    if (R.K == RegSlots::Scalar && R.First + K < NumScalarSlots &&
        !S[R.First + K].isKnown())
      return SOrigin[R.First + K];
    if (R.K == RegSlots::Vector && R.First + K < NumVGPRs &&
        (Vec[R.First + K].Known & Active) != Active)
      return VOrigin[R.First + K];
  }
  return -1;
}

bool WaveEmulator::slotUnknown(uint16_t X) const {
  if (X & VecTag)
    return (Vec[X & ~VecTag].Known & laneMask()) != laneMask();
  return X < NumScalarSlots && !S[X].isKnown();
}

void WaveEmulator::recordOriginsAfter(const Prepared &P) {
  for (uint16_t X : P.Defs)
    if (slotUnknown(X))
      return recordOrigins(P, sourceOrigin(P));
}

void WaveEmulator::recordOrigins(const Prepared &P, int Origin) {
  for (uint16_t X : P.Defs)
    if (slotUnknown(X))
      (X & VecTag ? VOrigin[X & ~VecTag] : SOrigin[X]) = Origin;
}

WaveEmulator::RegSlots WaveEmulator::computeAndCacheSlots(unsigned Reg) const {
  RegSlots R = computeSlots(Reg);
  if (Reg < SlotDone.size()) {
    SlotCache[Reg] = R;
    SlotDone[Reg] = 1;
  }
  return R;
}

WaveEmulator::RegSlots WaveEmulator::computeSlots(unsigned Reg) const {
  RegSlots R;
  StringRef Name = MRI.getName(Reg);
  unsigned First, Count;
  if (parseRegRange(Name, "SGPR", First, Count) && First + Count <= NumSGPRs)
    R = {RegSlots::Scalar, uint16_t(First), uint8_t(Count)};
  else if (parseRegRange(Name, "VGPR", First, Count) &&
           First + Count <= NumVGPRs)
    R = {RegSlots::Vector, uint16_t(First), uint8_t(Count)};
  else if ((Name.ends_with("_LO16") || Name.ends_with("_HI16")) &&
           parseRegRange(Name.drop_back(5), "VGPR", First, Count) &&
           Count == 1 && First < NumVGPRs)
    R = {RegSlots::Vector, uint16_t(First), 1,
         uint8_t(Name.ends_with("_LO16") ? 1 : 2)};
  else if (parseRegRange(Name.split("_gfx9plus").first.split("_vi").first,
                         "TTMP", First, Count) &&
           First + Count <= 16)
    R = {RegSlots::Scalar, uint16_t(Ttmp0 + First), uint8_t(Count)};
  else if (Name == "VCC")
    R = {RegSlots::Scalar, VccLo, 2};
  else if (Name == "VCC_LO")
    R = {RegSlots::Scalar, VccLo, 1};
  else if (Name == "VCC_HI")
    R = {RegSlots::Scalar, VccHi, 1};
  else if (Name == "EXEC")
    R = {RegSlots::Scalar, ExecLo, 2};
  else if (Name == "EXEC_LO")
    R = {RegSlots::Scalar, ExecLo, 1};
  else if (Name == "EXEC_HI")
    R = {RegSlots::Scalar, ExecHi, 1};
  else if (Name == "M0")
    R = {RegSlots::Scalar, M0, 1};
  else if (Name == "SCC")
    R = {RegSlots::Scalar, SccSlot, 1};
  else if (Name.starts_with("SGPR_NULL"))
    R = {RegSlots::Null, 0, uint8_t(Name.ends_with("64") ? 2 : 1)};
  return R;
}

StringRef WaveEmulator::baseName(unsigned Opcode) const {
  if (Opcode >= NameCache.size())
    return StringRef();
  if (!NameDone[Opcode]) {
    NameCache[Opcode] = baseOf(MCII.getName(Opcode));
    NameDone[Opcode] = true;
  }
  return NameCache[Opcode];
}

void WaveEmulator::setExec(uint64_t Mask) {
  setPair(ExecLo, Mask & laneMask(), ~uint64_t(0));
}

std::optional<bool> WaveEmulator::scc() const {
  if (!(S[SccSlot].Known & 1))
    return std::nullopt;
  return (S[SccSlot].V & 1) != 0;
}

std::optional<uint32_t> WaveEmulator::vgpr(unsigned N, unsigned Lane) const {
  if (N >= NumVGPRs || Lane >= 64 || !((Vec[N].Known >> Lane) & 1))
    return std::nullopt;
  return word(N).V[Lane];
}

const uint32_t *WaveEmulator::vgprLanes(unsigned N, uint64_t &Known) const {
  if (N >= NumVGPRs) {
    Known = 0;
    return nullptr;
  }
  Known = Vec[N].Known;
  return word(N).V.data();
}

void WaveEmulator::setVGPR(unsigned N, unsigned Lane,
                           std::optional<uint32_t> V) {
  if (N >= NumVGPRs || Lane >= 64)
    return;
  uint64_t Bit = uint64_t(1) << Lane;
  LaneWord &W = wordForWrite(N);
  if (V) {
    W.V[Lane] = *V;
    W.Known |= Bit;
  } else {
    W.Known &= ~Bit;
  }
}

std::pair<uint64_t, uint64_t>
WaveEmulator::readScalar(const MCOperand &MO, unsigned Dwords) const {
  if (MO.isImm()) {
    uint64_t V = uint64_t(MO.getImm());
    return {Dwords == 1 ? V & 0xffffffffu : V, ~uint64_t(0)};
  }
  if (!MO.isReg() || !MO.getReg())
    return {0, 0};
  RegSlots R = slots(MO.getReg().id());
  if (R.K == RegSlots::Null)
    return {0, ~uint64_t(0)};
  if (R.K != RegSlots::Scalar)
    return {0, 0};
  uint64_t V = S[R.First].V, K = S[R.First].Known;
  if (Dwords > 1) {
    if (R.Count > 1 && R.First + 1 < NumScalarSlots) {
      V |= uint64_t(S[R.First + 1].V) << 32;
      K |= uint64_t(S[R.First + 1].Known) << 32;
    } else if (R.First == ExecLo || R.First == VccLo) {
      // A wave32 64-bit use of EXEC/VCC: the high half reads as 0.
      K |= ~uint64_t(0xffffffffu);
    }
  } else {
    K |= ~uint64_t(0xffffffffu);
  }
  return {V, K};
}

std::optional<uint64_t> WaveEmulator::readLane(const MCOperand &MO,
                                               unsigned Lane,
                                               unsigned Dwords) const {
  if (MO.isReg() && MO.getReg()) {
    RegSlots R = slots(MO.getReg().id());
    if (R.K == RegSlots::Vector) {
      uint64_t V = 0;
      for (unsigned D = 0; D < Dwords; ++D) {
        unsigned N = R.First + std::min<unsigned>(D, R.Count - 1);
        if (D >= R.Count || !((Vec[N].Known >> Lane) & 1))
          return D >= R.Count ? std::optional<uint64_t>(V) : std::nullopt;
        V |= uint64_t(word(N).V[Lane]) << (32 * D);
      }
      return V;
    }
  }
  auto [V, K] = readScalar(MO, Dwords);
  uint64_t Need = Dwords > 1 ? ~uint64_t(0) : 0xffffffffu;
  if ((K & Need) != Need)
    return std::nullopt;
  return V;
}

void WaveEmulator::writeScalarSlots(RegSlots R, uint64_t V, uint64_t Known) {
  if (R.K != RegSlots::Scalar)
    return;
  for (unsigned D = 0; D < R.Count && D < 2; ++D)
    if (R.First + D < NumScalarSlots)
      S[R.First + D] = {uint32_t(V >> (32 * D)), uint32_t(Known >> (32 * D))};
  for (unsigned D = 2; D < R.Count; ++D)
    if (R.First + D < NumScalarSlots)
      S[R.First + D] = ScalarValue::unknown();
}

void WaveEmulator::writeScalar(const MCOperand &MO, uint64_t V, uint64_t Known,
                               unsigned Dwords) {
  if (!MO.isReg() || !MO.getReg())
    return;
  writeScalarSlots(slots(MO.getReg().id()), V, Known);
}

void WaveEmulator::clobber(const MCInst &MI) {
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  unsigned NumDefs = std::min<unsigned>(D.getNumDefs(), MI.getNumOperands());
  uint64_t Active = exec();
  uint64_t ActiveKnown = execKnown();
  for (unsigned I = 0; I < NumDefs; ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (!MO.isReg() || !MO.getReg())
      continue;
    RegSlots R = slots(MO.getReg().id());
    if (R.K == RegSlots::Scalar) {
      for (unsigned K = 0; K < R.Count; ++K)
        if (R.First + K < NumScalarSlots)
          S[R.First + K] = ScalarValue::unknown();
    } else if (R.K == RegSlots::Vector) {
      // Lanes that are surely off keep their values.
      uint64_t Touched = ~(~Active & ActiveKnown);
      for (unsigned K = 0; K < R.Count; ++K)
        Vec[R.First + K].Known &= ~Touched;
    }
  }
  for (MCPhysReg Reg : D.implicit_defs()) {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar)
      for (unsigned K = 0; K < R.Count; ++K)
        S[R.First + K] = ScalarValue::unknown();
  }
}

void WaveEmulator::clobber(const Prepared &P) {
  // Lanes that are surely off keep their values.
  uint64_t Touched = ~(~exec() & execKnown());
  for (unsigned I = 0; I < P.Defs.size(); ++I) {
    uint16_t X = P.Defs[I];
    if (X & VecTag) {
      if (I < P.NumExplicitDefs)
        Vec[X & ~VecTag].Known &= ~Touched;
    } else {
      S[X] = ScalarValue::unknown();
    }
  }
}

void WaveEmulator::startKernelWave(const KernelSetup &Setup,
                                   const WavePlacement &P) {
  S.fill(ScalarValue::unknown());
  SOrigin.fill(-1);
  VOrigin.assign(NumVGPRs, -1);
  Notes.clear();
  for (LaneWord &W : Vec) {
    W.Known = 0;
    W.Pat = -1;
    W.Stale = false;
  }
  Launch = Setup.Launch;
  if (Launch) {
    WorkgroupDims = Launch->shape().Workgroup;
    Grid = Launch->shape().Grid;
  }
  auto Field = [&](StringRef F) -> int64_t {
    if (!Setup.Kernel)
      return 0;
    auto It = Setup.Kernel->Fields.find(F);
    return It == Setup.Kernel->Fields.end() ? 0 : It->second;
  };
  // User SGPRs in their fixed order.
  unsigned Next = 0;
  auto Take = [&](StringRef F, unsigned N) -> int {
    if (!Field(F))
      return -1;
    int At = int(Next);
    Next += N;
    return At;
  };
  int Private = Take("user_sgpr_private_segment_buffer", 4);
  int Dispatch = Take("user_sgpr_dispatch_ptr", 2);
  Take("user_sgpr_queue_ptr", 2);
  int Kernarg = Take("user_sgpr_kernarg_segment_ptr", 2);
  Take("user_sgpr_dispatch_id", 2);
  Take("user_sgpr_flat_scratch_init", 2);
  Take("user_sgpr_private_segment_size", 1);
  auto SetPtr = [&](int At, uint64_t V) {
    if (At >= 0 && unsigned(At) + 1 < NumSGPRs) {
      S[At] = ScalarValue::known(uint32_t(V));
      S[At + 1] = ScalarValue::known(uint32_t(V >> 32));
    }
  };
  SetPtr(Dispatch, DispatchBase);
  SetPtr(Kernarg, KernargBase);
  if (Private >= 0 && unsigned(Private) + 3 < NumSGPRs) {
    S[Private] = ScalarValue::known(0);
    S[Private + 1] = ScalarValue::known(ScratchRsrcWord1);
    S[Private + 2] = ScalarValue::known(~0u);
    S[Private + 3] = ScalarValue::known(scratchRsrcWord3(WaveSize));
  }
  // Preloaded kernel arguments (gfx940+) follow: the first dwords of the
  // kernarg segment.
  if (int64_t Pre = Field("user_sgpr_kernarg_preload_length"); Pre > 0 &&
                                                                 Launch)
    for (int64_t D = 0; D < Pre && Next < NumSGPRs; ++D, ++Next)
      if (std::optional<uint64_t> V = Launch->readKernarg(uint64_t(D) * 4, 4))
        S[Next] = ScalarValue::known(uint32_t(*V));
  // System SGPRs from user_sgpr_count.
  unsigned Sys = unsigned(Field("user_sgpr_count"));
  if (!Setup.Kernel || !Setup.Kernel->Fields.count("user_sgpr_count"))
    Sys = Next;
  const char *Ids[3] = {"system_sgpr_workgroup_id_x",
                        "system_sgpr_workgroup_id_y",
                        "system_sgpr_workgroup_id_z"};
  for (unsigned D = 0; D < 3; ++D)
    if (Field(Ids[D]) && Sys < NumSGPRs)
      S[Sys++] = ScalarValue::known(P.Group[D]);
  if (Field("system_sgpr_workgroup_info"))
    ++Sys;
  // The private segment wavefront offset, where the kernel adds it to the
  // private segment buffer's base (MUBUF scratch; with architected flat
  // scratch, gfx940 and gfx11+, there is no private segment buffer and the
  // SGPR is not set).
  if (Private >= 0 && Field("system_sgpr_private_segment_wavefront_offset") &&
      Sys < NumSGPRs)
    S[Sys++] = ScalarValue::known(0);
  // gfx12's architected SGPRs (AMDGPUUsage, "Initial Kernel Execution
  // State"): ttmp9 = workgroup id x, ttmp7 = y | z << 16.
  if (Setup.ArchitectedSGPRs) {
    S[Ttmp0 + 9] = ScalarValue::known(P.Group[0]);
    S[Ttmp0 + 7] = ScalarValue::known((P.Group[1] & 0xffff) |
                                      (P.Group[2] << 16));
  }
  // M0 and the rest stay unknown.

  // The lanes of this wave: flat ids in the (possibly partial) workgroup.
  std::array<uint64_t, 3> Size;
  for (unsigned D = 0; D < 3; ++D) {
    uint64_t Start = uint64_t(P.Group[D]) * WorkgroupDims[D];
    Size[D] = Start >= Grid[D] ? 0
                               : std::min<uint64_t>(WorkgroupDims[D],
                                                    Grid[D] - Start);
  }
  uint64_t Items = Size[0] * Size[1] * Size[2];
  uint64_t ExecMask = 0;
  unsigned IdMode = unsigned(Field("system_vgpr_workitem_id"));
  for (unsigned L = 0; L < WaveSize; ++L) {
    uint64_t Flat = uint64_t(P.WaveInGroup) * WaveSize + L;
    if (Flat >= Items || !Size[0] || !Size[1])
      continue;
    ExecMask |= uint64_t(1) << L;
    uint32_t X = uint32_t(Flat % Size[0]);
    uint32_t Y = uint32_t((Flat / Size[0]) % Size[1]);
    uint32_t Z = uint32_t(Flat / (Size[0] * Size[1]));
    if (Setup.PackedWorkItemIds) {
      uint32_t V = X | (IdMode >= 1 ? Y << 10 : 0) | (IdMode >= 2 ? Z << 20 : 0);
      setVGPR(0, L, V);
    } else {
      setVGPR(0, L, X);
      if (IdMode >= 1)
        setVGPR(1, L, Y);
      if (IdMode >= 2)
        setVGPR(2, L, Z);
    }
  }
  setExec(ExecMask);
  S[VccLo] = S[VccHi] = ScalarValue::unknown();
}

bool WaveEmulator::isConditionalBranch(const MCInst &MI) const {
  return info(MI.getOpcode()).Branch != OpcodeInfo::NoBranch;
}

std::optional<bool> WaveEmulator::branchTaken(const MCInst &MI) const {
  OpcodeInfo::BranchT B = info(MI.getOpcode()).Branch;
  if (B == OpcodeInfo::SCC0 || B == OpcodeInfo::SCC1) {
    std::optional<bool> C = scc();
    if (!C)
      return std::nullopt;
    return B == OpcodeInfo::SCC1 ? *C : !*C;
  }
  auto Zero = [&](unsigned Lo) -> std::optional<bool> {
    auto [V, K] = pair(Lo);
    // The value bits of unknown lanes are not kept at 0 (s_andn2_b64 with
    // an unknown mask leaves them set): only a known 1 bit says "not zero".
    if ((V & K) != 0)
      return false; // a known 1 bit
    if (K != ~uint64_t(0))
      return std::nullopt;
    return true;
  };
  std::optional<bool> Z;
  if (B == OpcodeInfo::VCCZ || B == OpcodeInfo::VCCNZ)
    Z = Zero(VccLo);
  else if (B == OpcodeInfo::EXECZ || B == OpcodeInfo::EXECNZ)
    Z = Zero(ExecLo);
  else
    return std::nullopt;
  if (!Z)
    return std::nullopt;
  return B == OpcodeInfo::VCCNZ || B == OpcodeInfo::EXECNZ ? !*Z : *Z;
}

bool WaveEmulator::execute(const MCInst &MI) {
  // A prepared instruction carries its info.
  const Prepared *PP = nullptr;
  if (LLVM_LIKELY(CurInst >= 0 && unsigned(CurInst) < PrepCache.size() &&
                  PrepCache[CurInst].MI == &MI)) {
    PP = &PrepCache[CurInst];
    if (PP->Inert)
      return true;
  } else {
    if (isInert(info(MI.getOpcode())))
      return true;
    PP = &prepare(MI);
  }
  const Prepared &P = *PP;
  const OpcodeInfo &Info = *P.Info;
  // The affine path first: its definitions are all known after it (no
  // origin to record, whatever the sources' were).
  if (P.AFast && AffinePreparedPath && executeAffinePrepared(MI, Info, P))
    return true;
  if (!TrackOrigins)
    return executeOne(MI, Info, P);
  // A VOPD pair gives each half's destination the origin of that half's
  // own sources (executeDual), not the pair's first unknown source.
  if (Info.Class == OpcodeInfo::Dual)
    return executeDual(MI, Info);
  if (!P.DefsOverlapUses) {
    bool Covered = executeOne(MI, Info, P);
    recordOriginsAfter(P);
    return Covered;
  }
  int Origin = sourceOrigin(P);
  bool Covered = executeOne(MI, Info, P);
  recordOrigins(P, Origin);
  return Covered;
}

bool WaveEmulator::executeOne(const MCInst &MI, const OpcodeInfo &Info,
                              const Prepared &P) {
  // The lane-parallel VALU shapes straight to their path (executeVector
  // would send them there too).
  if (Info.Class == OpcodeInfo::Vector && P.VFast)
    return executeVectorFast(MI, Info, P);
  switch (Info.Class) {
  case OpcodeInfo::ScalarLoad:
    return executeLoad(MI, Info);
  case OpcodeInfo::Scalar:
    return P.SFast && ScalarFastPath ? executeScalarFast(Info, P)
                                     : executeScalar(MI, Info);
  case OpcodeInfo::Vector:
    return executeVector(MI, Info, P);
  case OpcodeInfo::Dual:
    return executeDual(MI, Info);
  default:
    break;
  }
  // Memory, LDS, branches, waits: the definitions (loaded values) are
  // unknown.
  clobber(P);
  return Info.NoDefs;
}

bool WaveEmulator::executeLoad(const MCInst &MI, const OpcodeInfo &Info) {
  const OpDesc &D = Info.D;
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  if (D.O != Op::Load || Desc.getNumDefs() != 1 || MI.getNumOperands() < 3) {
    clobber(MI);
    return false;
  }
  // sdst, sbase, then the offset: an immediate (_IMM), an SGPR (_SGPR), or
  // an SGPR and an immediate (_SGPR_IMM).
  auto [Base, BaseKnown] = readScalar(MI.getOperand(1), 2);
  uint64_t Offset = 0;
  bool Known = BaseKnown == ~uint64_t(0);
  for (unsigned I = 2; I < MI.getNumOperands() && I < 4; ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (MO.isReg() && MO.getReg()) {
      auto [V, K] = readScalar(MO, 1);
      Known &= (K & 0xffffffffu) == 0xffffffffu;
      Offset += V & 0xffffffffu;
    } else if (MO.isImm() && (I == 2 || Info.SgprImm)) {
      Offset += uint64_t(MO.getImm());
      break; // cpol follows
    }
  }
  RegSlots Dst = slots(MI.getOperand(0).getReg().id());
  uint64_t Addr = Base + Offset;
  auto Read = [&](uint64_t A) -> std::optional<uint32_t> {
    if (!Known)
      return std::nullopt;
    if (Launch && A >= KernargBase &&
        A + 4 <= KernargBase + Launch->kernargSize()) {
      if (std::optional<uint64_t> V = Launch->readKernarg(A - KernargBase, 4))
        return uint32_t(*V);
      // Name the argument that is not known.
      uint64_t Off = A - KernargBase;
      for (const KernelLaunch::ArgValue &Arg : Launch->args())
        if (Off + 4 > Arg.Arg.Offset && Off < Arg.Arg.Offset + Arg.Arg.Size &&
            !Arg.Bits) {
          Notes[CurInst] = "kernel argument " + Arg.Label + " (" +
                           Arg.Source + ")";
          break;
        }
      return std::nullopt;
    }
    if (Launch && A >= DispatchBase && A + 4 <= DispatchBase + 64) {
      // hsa_kernel_dispatch_packet_t: setup (dimensions) at 2, workgroup
      // sizes (u16) at 4, 6, 8, grid sizes (u32) at 12, 16, 20, the kernarg
      // address at 40.
      const LaunchShape &L = Launch->shape();
      uint64_t Off = A - DispatchBase;
      switch (Off) {
      case 4:
        return L.Workgroup[0] | (L.Workgroup[1] << 16);
      case 8:
        return L.Workgroup[2]; // reserved0 (high half) is 0
      case 12:
      case 16:
      case 20:
        return uint32_t(L.Grid[(Off - 12) / 4]);
      case 40:
        return uint32_t(KernargBase);
      case 44:
        return uint32_t(KernargBase >> 32);
      default:
        return std::nullopt;
      }
    }
    return std::nullopt;
  };
  if (Dst.K == RegSlots::Scalar)
    for (unsigned K = 0; K < Dst.Count; ++K) {
      std::optional<uint32_t> V = Read(Addr + 4 * K);
      if (Dst.First + K < NumScalarSlots)
        S[Dst.First + K] = V ? ScalarValue::known(*V) : ScalarValue::unknown();
    }
  return true;
}
