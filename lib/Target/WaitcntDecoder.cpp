//===- WaitcntDecoder.cpp - Decoding of AMDGPU wait instructions ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Decodes wait-like immediates with the bit layouts of GCNImmFields.td; the
/// kind of wait an opcode is comes from its class rule (GCNInstrClasses.td).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Target/WaitcntDecoder.h"
#include "GCNTables.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

WaitcntLimits WaitcntLimits::noWait(const GCNProcessorModel &M) {
  WaitcntLimits L;
  for (unsigned I = 0; I != NumWaitCounters; ++I)
    L.Limit[I] = M.CounterMax[I];
  return L;
}

StringRef DelayAluFields::instIdName(unsigned Id) {
  static const char *const Names[] = {
      "NO_DEP",        "VALU_DEP_1",    "VALU_DEP_2",
      "VALU_DEP_3",    "VALU_DEP_4",    "TRANS32_DEP_1",
      "TRANS32_DEP_2", "TRANS32_DEP_3", "FMA_ACCUM_CYCLE_1",
      "SALU_CYCLE_1",  "SALU_CYCLE_2",  "SALU_CYCLE_3"};
  return Id < std::size(Names) ? Names[Id] : "reserved";
}

StringRef DelayAluFields::skipName(unsigned Skip) {
  static const char *const Names[] = {"SAME",   "NEXT",   "SKIP_1",
                                      "SKIP_2", "SKIP_3", "SKIP_4"};
  return Skip < std::size(Names) ? Names[Skip] : "reserved";
}

static void setClamped(WaitcntLimits &L, const GCNProcessorModel &M,
                       WaitCounter C, unsigned V) {
  if (M.hasCounter(C))
    L.set(C, std::min(V, M.counterMax(C)));
}

WaitcntLimits WaitcntDecoder::decodeWaitcnt(unsigned Imm) const {
  StringRef Form = Model.WaitcntForm;
  unsigned Vm = td::extractField(Form, "vmcnt", Imm);
  if (const td::ImmFieldRecord *Lo = td::immField(Form, "vmcnt"))
    if (td::immField(Form, "vmcnt_hi"))
      Vm |= td::extractField(Form, "vmcnt_hi", Imm) << Lo->Width;
  unsigned Exp = td::extractField(Form, "expcnt", Imm);
  unsigned Lgkm = td::extractField(Form, "lgkmcnt", Imm);
  WaitcntLimits L = WaitcntLimits::noWait(Model);
  setClamped(L, Model, WaitCounter::VmCnt, Vm);
  setClamped(L, Model, WaitCounter::ExpCnt, Exp);
  setClamped(L, Model, WaitCounter::LgkmCnt, Lgkm);
  // gfx12 still accepts the gfx11 s_waitcnt: vmcnt covers the split vector
  // memory read counters, lgkmcnt the LDS and scalar-memory counters.
  if (!Model.hasCounter(WaitCounter::VmCnt)) {
    setClamped(L, Model, WaitCounter::LoadCnt, Vm);
    setClamped(L, Model, WaitCounter::SampleCnt, Vm);
    setClamped(L, Model, WaitCounter::BvhCnt, Vm);
  }
  if (!Model.hasCounter(WaitCounter::LgkmCnt)) {
    setClamped(L, Model, WaitCounter::DsCnt, Lgkm);
    setClamped(L, Model, WaitCounter::KmCnt, Lgkm);
  }
  return L;
}

unsigned WaitcntDecoder::encodeWaitcnt(const WaitcntLimits &L) const {
  StringRef Form = Model.WaitcntForm;
  auto Put = [&](StringRef Field, unsigned V, unsigned &Imm) {
    if (const td::ImmFieldRecord *R = td::immField(Form, Field)) {
      unsigned Mask = (1u << R->Width) - 1;
      Imm = (Imm & ~(Mask << R->Shift)) | ((V & Mask) << R->Shift);
    }
  };
  // Unused bits are set, as the assembler does.
  unsigned Imm = 0xFFFF;
  auto Get = [&](WaitCounter C) {
    return Model.hasCounter(C) ? L.get(C) : Model.counterMax(C);
  };
  unsigned Vm = Get(WaitCounter::VmCnt);
  if (const td::ImmFieldRecord *Lo = td::immField(Form, "vmcnt")) {
    Put("vmcnt", Vm, Imm);
    Put("vmcnt_hi", Vm >> Lo->Width, Imm);
  }
  Put("expcnt", Get(WaitCounter::ExpCnt), Imm);
  Put("lgkmcnt", Get(WaitCounter::LgkmCnt), Imm);
  return Imm;
}

WaitcntLimits WaitcntDecoder::decodeSingle(WaitCounter C, unsigned Imm) const {
  WaitcntLimits L = WaitcntLimits::noWait(Model);
  setClamped(L, Model, C, td::extractField("SINGLE", "count", Imm));
  return L;
}

WaitcntLimits WaitcntDecoder::decodeCombined(WaitCounter First,
                                             unsigned Imm) const {
  WaitcntLimits L = WaitcntLimits::noWait(Model);
  setClamped(L, Model, First, td::extractField("COMBINED", "first", Imm));
  setClamped(L, Model, WaitCounter::DsCnt,
             td::extractField("COMBINED", "dscnt", Imm));
  return L;
}

DepCtrFields WaitcntDecoder::decodeDepCtr(unsigned Imm) {
  DepCtrFields F;
  F.SaSdst = td::extractField("DEPCTR", "sa_sdst", Imm);
  F.VaVcc = td::extractField("DEPCTR", "va_vcc", Imm);
  F.VmVsrc = td::extractField("DEPCTR", "vm_vsrc", Imm);
  F.HoldCnt = td::extractField("DEPCTR", "hold_cnt", Imm);
  F.VaSsrc = td::extractField("DEPCTR", "va_ssrc", Imm);
  F.VaSdst = td::extractField("DEPCTR", "va_sdst", Imm);
  F.VaVdst = td::extractField("DEPCTR", "va_vdst", Imm);
  return F;
}

DelayAluFields WaitcntDecoder::decodeDelayAlu(unsigned Imm) {
  DelayAluFields F;
  F.InstId0 = td::extractField("DELAY_ALU", "instid0", Imm);
  F.InstSkip = td::extractField("DELAY_ALU", "instskip", Imm);
  F.InstId1 = td::extractField("DELAY_ALU", "instid1", Imm);
  return F;
}

static bool counterByName(StringRef Name, WaitCounter &C) {
  for (unsigned I = 0; I != NumWaitCounters; ++I)
    if (getWaitCounterName(WaitCounter(I)) == Name) {
      C = WaitCounter(I);
      return true;
    }
  return false;
}

WaitInfo WaitcntDecoder::decode(const MCInst &Inst, const MCInstrInfo &MCII,
                                const MCRegisterInfo *MRI) const {
  WaitInfo W;
  const td::ClassRuleRecord *Rule = td::classRuleFor(MCII, Inst.getOpcode());
  if (!Rule)
    return W;
  StringRef Wait = Rule->Wait;
  if (Wait == "none")
    return W;

  // The immediate is the last immediate operand; a register operand (the
  // gfx10+ sgpr forms) other than null adds an unknown value.
  std::optional<int64_t> Imm;
  for (const MCOperand &Op : Inst) {
    if (Op.isImm())
      Imm = Op.getImm();
    else if (Op.isReg() && MRI && Op.getReg()) {
      StringRef RegName = MRI->getName(Op.getReg());
      if (!RegName.starts_with("SGPR_NULL"))
        W.UsesUnknownRegister = true;
    }
  }
  unsigned Value = Imm ? unsigned(*Imm) & 0xFFFF : 0;

  auto [Kind, Arg] = Wait.split(':');
  WaitCounter C;
  if (Kind == "waitcnt") {
    W.Kind = WaitInfo::Waitcnt;
    W.Limits = decodeWaitcnt(Value);
  } else if (Kind == "single" && counterByName(Arg, C)) {
    W.Kind = WaitInfo::Waitcnt;
    W.Limits = decodeSingle(C, Value);
  } else if (Kind == "combined" && counterByName(Arg, C)) {
    W.Kind = WaitInfo::Waitcnt;
    W.Limits = decodeCombined(C, Value);
  } else if (Kind == "depctr") {
    W.Kind = WaitInfo::DepCtr;
    W.Dep = decodeDepCtr(Value);
    W.Limits = WaitcntLimits::noWait(Model);
  } else if (Kind == "delay_alu") {
    W.Kind = WaitInfo::DelayAlu;
    W.Delay = decodeDelayAlu(Value);
    W.Limits = WaitcntLimits::noWait(Model);
  } else if (Kind == "nop") {
    W.Kind = WaitInfo::Nop;
    W.Count = td::extractField("NOP", "count", Value) + 1;
    W.Limits = WaitcntLimits::noWait(Model);
  } else if (Kind == "sleep") {
    W.Kind = WaitInfo::Sleep;
    W.Count = Imm ? td::extractField("SLEEP", "count", Value) : 0;
    W.Limits = WaitcntLimits::noWait(Model);
  }
  return W;
}

std::string WaitcntDecoder::format(const WaitcntLimits &L) const {
  std::string S;
  for (unsigned I = 0; I != NumWaitCounters; ++I) {
    WaitCounter C = WaitCounter(I);
    if (!L.waitsOn(C, Model))
      continue;
    if (!S.empty())
      S += ' ';
    S += (getWaitCounterName(C) + "(" + Twine(L.get(C)) + ")").str();
  }
  return S.empty() ? "none" : S;
}
