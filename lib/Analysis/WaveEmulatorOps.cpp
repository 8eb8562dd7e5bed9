//===- WaveEmulatorOps.cpp - The operations WaveEmulator knows --------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Opcode base names to operations, and the operations on known values
/// (see WaveEmulatorOps.h).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCInst.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>
#include <cstring>

using namespace llvm;

namespace llvm {
namespace gcnmca {
namespace emu {

/// The base name without the encoding suffixes: "V_ADD_U32_e32_vi" ->
/// "V_ADD_U32". Empty for DPP, SDWA and VOPD forms (lanes read other lanes
/// or two operations share a word).
std::string baseOf(StringRef Name) {
  if (Name.starts_with("V_DUAL_"))
    return std::string();
  SmallVector<StringRef, 8> Parts;
  Name.split(Parts, '_');
  while (Parts.size() > 1) {
    StringRef Last = Parts.back();
    if (Last.empty() || !isLower(Last[0]))
      break;
    if (Last.starts_with("dpp") || Last == "sdwa")
      return std::string();
    Parts.pop_back();
  }
  std::string Base = join(Parts, "_");
  // Some gfx11/gfx12 fake16 forms repeat the base name:
  // "V_ALIGNBIT_B32V_ALIGNBIT_B32_fake16_e64_gfx11".
  size_t Half = Base.size() / 2;
  if (Base.size() % 2 == 0 && Half &&
      StringRef(Base).take_front(Half) == StringRef(Base).drop_front(Half))
    Base.resize(Half);
  // Others join the gfx10+ name with the older one after the type suffix:
  // "V_ADD_NC_I16V_ADD_I16_fake16_e64_gfx11" -> "V_ADD_NC_I16".
  for (size_t P = 3; P + 1 < Base.size(); ++P)
    if (Base[P] == 'V' && Base[P + 1] == '_' && isDigit(Base[P - 1]) &&
        Base[0] == 'V') {
      Base.resize(P);
      break;
    }
  return Base;
}

std::string sdwaBaseOf(StringRef Name) {
  size_t At = Name.find("_sdwa");
  if (At == StringRef::npos || !Name.starts_with("V_"))
    return std::string();
  return baseOf((Name.take_front(At) + Name.drop_front(At + 5)).str());
}

std::optional<SDWAFields> sdwaFields(const MCInst &MI,
                                     ArrayRef<uint8_t> VSrc) {
  if (VSrc.empty() || VSrc.size() > 2)
    return std::nullopt;
  SmallVector<int64_t, 6> Imms;
  for (unsigned I = VSrc.back() + 1; I < MI.getNumOperands(); ++I) {
    if (!MI.getOperand(I).isImm())
      return std::nullopt;
    Imms.push_back(MI.getOperand(I).getImm());
  }
  if (Imms.size() != 3 + VSrc.size())
    return std::nullopt;
  SDWAFields F;
  F.Clamp = Imms[0] != 0;
  if (Imms[1] < 0 || Imms[1] > SDWAFields::Dword || Imms[2] < 0 ||
      Imms[2] > SDWAFields::Preserve)
    return std::nullopt;
  F.DstSel = uint8_t(Imms[1]);
  F.DstUnused = uint8_t(Imms[2]);
  for (unsigned I = 0; I < VSrc.size(); ++I) {
    if (Imms[3 + I] < 0 || Imms[3 + I] > SDWAFields::Dword)
      return std::nullopt;
    F.SrcSel[I] = uint8_t(Imms[3 + I]);
  }
  return F;
}

/// Width from the type suffix: B64/U64/I64 -> 64.
uint8_t widthOf(StringRef Base) {
  return Base.ends_with("64") && !Base.ends_with("U64_U32") &&
                 !Base.ends_with("I64_I32")
             ? 64
             : 32;
}

OpDesc describe(StringRef Base) {
  OpDesc D;
  if (Base.empty())
    return D;
  D.Scalar = Base.starts_with("S_");
  StringRef N = Base.drop_front(2); // "ADD_U32"
  D.Bits = widthOf(N);
  // Scalar loads.
  if (D.Scalar && N.consume_front("LOAD_")) {
    unsigned Dwords = StringSwitch<unsigned>(N.split("_IMM").first.split("_SGPR").first)
                          .Cases({"DWORD", "B32"}, 1)
                          .Cases({"DWORDX2", "B64"}, 2)
                          .Cases({"DWORDX3", "B96"}, 3)
                          .Cases({"DWORDX4", "B128"}, 4)
                          .Cases({"DWORDX8", "B256"}, 8)
                          .Cases({"DWORDX16", "B512"}, 16)
                          .Default(0);
    if (Dwords) {
      D.O = Op::Load;
      D.Param = uint8_t(Dwords);
    }
    return D;
  }
  // Compares: [SV]_CMP[X]_<kind>_<type>, S_CMPK_<kind>_<type>.
  if (N.starts_with("CMP")) {
    StringRef R = N;
    bool X = false;
    if (R.consume_front("CMPX_"))
      X = true;
    else if (!R.consume_front("CMPK_") && !R.consume_front("CMP_"))
      return D;
    auto [Kind, Type] = R.split('_');
    if (Type == "F32" || Type == "F64" || Type == "F16") {
      // IEEE compares: the relations each kind is true for; the N forms
      // are the negations, hence true when unordered; class compares.
      std::optional<uint8_t> P =
          StringSwitch<std::optional<uint8_t>>(Kind)
              .Case("CLASS", FClass)
              .Case("F", 0)
              .Case("LT", FLT)
              .Case("EQ", FEQ)
              .Case("LE", FLT | FEQ)
              .Case("GT", FGT)
              .Case("LG", FLT | FGT)
              .Case("GE", FGT | FEQ)
              .Case("O", FLT | FEQ | FGT)
              .Case("U", FUn)
              .Case("NGE", FUn | FLT)
              .Case("NLG", FUn | FEQ)
              .Case("NGT", FUn | FLT | FEQ)
              .Case("NLE", FUn | FGT)
              .Case("NEQ", FUn | FLT | FGT)
              .Case("NLT", FUn | FEQ | FGT)
              .Case("TRU", FUn | FLT | FEQ | FGT)
              .Default(std::nullopt);
      if (!P || (D.Scalar && X))
        return D;
      D.O = X ? Op::CmpX : Op::Cmp;
      D.Param = *P;
      D.Float = true;
      D.Bits = Type == "F64" ? 64 : Type == "F16" ? 16 : 32;
      return D;
    }
    if (Type != "U32" && Type != "I32" && Type != "U64" && Type != "I64" &&
        Type != "U16" && Type != "I16")
      return D; // bf16: unknown masks
    std::optional<CmpKind> K =
        StringSwitch<std::optional<CmpKind>>(Kind)
            .Case("F", CmpF)
            .Case("LT", CmpLT)
            .Case("EQ", CmpEQ)
            .Case("LE", CmpLE)
            .Case("GT", CmpGT)
            .Cases({"NE", "LG"}, CmpNE)
            .Case("GE", CmpGE)
            .Cases({"T", "TRU"}, CmpT)
            .Default(std::nullopt);
    if (!K)
      return D;
    D.O = X ? Op::CmpX : Op::Cmp;
    D.Param = *K;
    D.Signed = Type[0] == 'I';
    D.Bits = Type.ends_with("64") ? 64 : Type.ends_with("16") ? 16 : 32;
    return D;
  }
  if (D.Scalar && (N.starts_with("BITCMP0_") || N.starts_with("BITCMP1_"))) {
    D.O = N[6] == '0' ? Op::BitCmp0 : Op::BitCmp1;
    return D;
  }
  // Exec-mask forms: S_<op>_SAVEEXEC_B64, S_<op>_WREXEC_B64.
  if (D.Scalar && (N.contains("_SAVEEXEC_") || N.contains("_WREXEC_"))) {
    D.O = N.contains("_SAVEEXEC_") ? Op::SaveExec : Op::WrExec;
    StringRef F = N.split("_SAVEEXEC_").first.split("_WREXEC_").first;
    // The function of (src, exec): AND_NOT1 = src & ~exec (gfx10+ names;
    // ANDN2 on gfx9), AND_NOT0 / ANDN1 = ~src & exec.
    Op Fn = StringSwitch<Op>(F)
                .Case("AND", Op::And)
                .Case("OR", Op::Or)
                .Case("XOR", Op::Xor)
                .Cases({"ANDN2", "AND_NOT1"}, Op::AndN2)
                .Cases({"ORN2", "OR_NOT1"}, Op::OrN2)
                .Cases({"ANDN1", "AND_NOT0"}, Op::Sub) // marker: ~src & exec
                .Cases({"ORN1", "OR_NOT0"}, Op::SubRev) // marker: ~src | exec
                .Case("NAND", Op::Nand)
                .Case("NOR", Op::Nor)
                .Case("XNOR", Op::Xnor)
                .Default(Op::None);
    if (Fn == Op::None)
      D.O = Op::None;
    D.Param = uint8_t(Fn);
    return D;
  }
  // s_lshl<N>_add_u32.
  if (D.Scalar && N.starts_with("LSHL") && N.ends_with("_ADD_U32") &&
      N.size() == strlen("LSHL1_ADD_U32") && N[4] >= '1' && N[4] <= '4') {
    D.O = Op::ShlAddN;
    D.Param = uint8_t(N[4] - '0');
    return D;
  }
  // Everything else by name (the type suffix dropped where it only gives
  // the width).
  StringRef Key = N;
  static const StringMap<Op> Table = [] {
    StringMap<Op> M;
    auto Add = [&M](std::initializer_list<const char *> Names, Op O) {
      for (const char *Nm : Names)
        M[Nm] = O;
    };
    Add({"MOV_B32", "MOV_B64", "MOVK_I32", "CMOVK_I32"}, Op::Mov);
    Add({"ADD_U32", "ADD_CO_U32", "ADD_NC_U32", "ADD_U64", "ADD_NC_U64",
         "ADD_CO_U64"},
        Op::Add);
    Add({"ADD_I32", "ADDK_I32", "ADD_NC_I32"}, Op::AddI);
    // gfx9 spells the carry forms ADDC_CO / SUBB_CO / SUBBREV_CO.
    Add({"ADDC_U32", "ADD_CO_CI_U32", "ADDC_CO_U32"}, Op::AddC);
    Add({"SUB_U32", "SUB_CO_U32", "SUB_NC_U32", "SUB_U64", "SUB_NC_U64"},
        Op::Sub);
    Add({"SUB_I32", "SUB_NC_I32"}, Op::SubI);
    Add({"SUBB_U32", "SUB_CO_CI_U32", "SUBB_CO_U32"}, Op::SubB);
    Add({"SUBREV_U32", "SUBREV_CO_U32", "SUBREV_NC_U32", "SUBREV_I32"},
        Op::SubRev);
    Add({"SUBBREV_U32", "SUBREV_CO_CI_U32", "SUBBREV_CO_U32"}, Op::SubBRev);
    Add({"MUL_I32", "MULK_I32", "MUL_LO_U32", "MUL_LO_I32", "MUL_U64"},
        Op::Mul);
    Add({"MUL_HI_U32"}, Op::MulHiU);
    Add({"MUL_HI_I32"}, Op::MulHiI);
    Add({"MUL_U32_U24"}, Op::MulU24);
    Add({"MUL_I32_I24"}, Op::MulI24);
    Add({"MUL_HI_U32_U24"}, Op::MulHiU24);
    Add({"MUL_HI_I32_I24"}, Op::MulHiI24);
    Add({"MAD_U32_U24"}, Op::MadU24);
    Add({"MAD_I32_I24"}, Op::MadI24);
    Add({"MAD_U64_U32", "MAD_CO_U64_U32"}, Op::MadU64U32);
    Add({"MAD_I64_I32", "MAD_CO_I64_I32"}, Op::MadI64I32);
    Add({"AND_B32", "AND_B64"}, Op::And);
    Add({"OR_B32", "OR_B64"}, Op::Or);
    Add({"XOR_B32", "XOR_B64"}, Op::Xor);
    Add({"ANDN2_B32", "ANDN2_B64", "AND_NOT1_B32", "AND_NOT1_B64"},
        Op::AndN2);
    Add({"ORN2_B32", "ORN2_B64", "OR_NOT1_B32", "OR_NOT1_B64"}, Op::OrN2);
    Add({"NAND_B32", "NAND_B64"}, Op::Nand);
    Add({"NOR_B32", "NOR_B64"}, Op::Nor);
    Add({"XNOR_B32", "XNOR_B64"}, Op::Xnor);
    Add({"NOT_B32", "NOT_B64"}, Op::Not);
    Add({"LSHL_B32", "LSHL_B64"}, Op::Shl);
    Add({"LSHR_B32", "LSHR_B64"}, Op::Lshr);
    Add({"ASHR_I32", "ASHR_I64"}, Op::Ashr);
    Add({"LSHLREV_B32", "LSHLREV_B64"}, Op::ShlRev);
    Add({"LSHRREV_B32", "LSHRREV_B64"}, Op::LshrRev);
    Add({"ASHRREV_I32", "ASHRREV_I64"}, Op::AshrRev);
    Add({"LSHL_ADD_U32", "LSHL_ADD_U64"}, Op::ShlAdd);
    Add({"ADD_LSHL_U32"}, Op::AddShl);
    Add({"ADD3_U32"}, Op::Add3);
    Add({"LSHL_OR_B32"}, Op::ShlOr);
    Add({"AND_OR_B32"}, Op::AndOr);
    Add({"OR3_B32"}, Op::Or3);
    Add({"XOR3_B32"}, Op::Xor3);
    Add({"XAD_U32"}, Op::Xad);
    Add({"BFE_U32"}, Op::BfeU);
    Add({"BFE_I32"}, Op::BfeI);
    Add({"BFI_B32"}, Op::Bfi);
    Add({"ALIGNBIT_B32"}, Op::AlignBit);
    Add({"ALIGNBYTE_B32"}, Op::AlignByte);
    Add({"PERM_B32"}, Op::Perm);
    Add({"BFM_B32", "BFM_B64"}, Op::Bfm);
    Add({"MIN_U32"}, Op::MinU);
    Add({"MIN_I32"}, Op::MinI);
    Add({"MAX_U32"}, Op::MaxU);
    Add({"MAX_I32"}, Op::MaxI);
    Add({"MED3_U32"}, Op::Med3U);
    Add({"MED3_I32"}, Op::Med3I);
    Add({"MIN3_U32"}, Op::Min3U);
    Add({"MIN3_I32"}, Op::Min3I);
    Add({"MAX3_U32"}, Op::Max3U);
    Add({"MAX3_I32"}, Op::Max3I);
    Add({"ABS_I32"}, Op::AbsI);
    Add({"SEXT_I32_I8"}, Op::SextI8);
    Add({"SEXT_I32_I16"}, Op::SextI16);
    Add({"BCNT1_I32_B32", "BCNT1_I32_B64", "BCNT_U32_B32"}, Op::Bcnt1);
    Add({"CNDMASK_B32"}, Op::Cndmask);
    Add({"CSELECT_B32", "CSELECT_B64"}, Op::Cselect);
    Add({"MBCNT_LO_U32_B32"}, Op::MbcntLo);
    Add({"MBCNT_HI_U32_B32"}, Op::MbcntHi);
    Add({"READFIRSTLANE_B32"}, Op::ReadFirstLane);
    Add({"READLANE_B32"}, Op::ReadLane);
    Add({"WRITELANE_B32"}, Op::WriteLane);
    Add({"CVT_F32_U32"}, Op::CvtF32U32);
    Add({"CVT_F32_I32"}, Op::CvtF32I32);
    Add({"CVT_U32_F32"}, Op::CvtU32F32);
    Add({"CVT_I32_F32"}, Op::CvtI32F32);
    Add({"RCP_F32", "RCP_IFLAG_F32"}, Op::RcpF32);
    Add({"MUL_F32"}, Op::MulF32);
    // 16-bit integer operations (Bits 16 below; WaveEmulator16.cpp).
    Add({"ADD_U16", "ADD_NC_U16"}, Op::Add);
    Add({"ADD_I16", "ADD_NC_I16"}, Op::AddI);
    Add({"SUB_U16", "SUB_NC_U16"}, Op::Sub);
    Add({"SUB_I16", "SUB_NC_I16"}, Op::SubI);
    Add({"SUBREV_U16"}, Op::SubRev);
    Add({"MUL_LO_U16"}, Op::Mul);
    Add({"LSHLREV_B16"}, Op::ShlRev);
    Add({"LSHRREV_B16"}, Op::LshrRev);
    Add({"ASHRREV_I16"}, Op::AshrRev);
    Add({"AND_B16"}, Op::And);
    Add({"OR_B16"}, Op::Or);
    Add({"XOR_B16"}, Op::Xor);
    Add({"NOT_B16"}, Op::Not);
    Add({"MIN_U16"}, Op::MinU);
    Add({"MIN_I16"}, Op::MinI);
    Add({"MAX_U16"}, Op::MaxU);
    Add({"MAX_I16"}, Op::MaxI);
    Add({"MOV_B16"}, Op::Mov);
    Add({"MAD_U16", "MAD_I16", "MAD_LEGACY_U16", "MAD_LEGACY_I16"}, Op::Mad16);
    Add({"MAD_U32_U16"}, Op::MadU32U16);
    Add({"MAD_I32_I16"}, Op::MadI32I16);
    return M;
  }();
  auto It = Table.find(Key);
  if (It == Table.end())
    return D;
  D.O = It->second;
  // The 16-bit integer operations: VALU only (s_sext_i32_i16 is 32-bit).
  if ((Key.ends_with("_U16") || Key.ends_with("_I16") ||
       Key.ends_with("_B16")) &&
      !Key.starts_with("SEXT_")) {
    if (D.Scalar)
      D.O = Op::None;
    D.Bits = 16;
    return D;
  }
  if (D.Scalar && (Key == "BFE_U32" || Key == "BFE_U64"))
    D.O = Op::SBfeU;
  if (D.Scalar && (Key == "BFE_I32" || Key == "BFE_I64"))
    D.O = Op::SBfeI;
  if (D.O == Op::MadU64U32 || D.O == Op::MadI64I32)
    D.Bits = 64;
  if (Key.starts_with("BCNT1_I32_B64") || Key == "MUL_U64")
    D.Bits = 64;
  if (Key.starts_with("BCNT1_I32_B64"))
    D.Bits = 64;
  return D;
}

int64_t sext(uint64_t V, unsigned Bits) {
  return Bits >= 64 ? int64_t(V) : SignExtend64(V, Bits);
}

bool compare(CmpKind K, uint64_t A, uint64_t B, bool Signed, unsigned Bits) {
  A &= maskOf(Bits);
  B &= maskOf(Bits);
  bool LT = Signed ? sext(A, Bits) < sext(B, Bits) : A < B;
  bool EQ = A == B;
  switch (K) {
  case CmpF:
    return false;
  case CmpLT:
    return LT;
  case CmpEQ:
    return EQ;
  case CmpLE:
    return LT || EQ;
  case CmpGT:
    return !LT && !EQ;
  case CmpNE:
    return !EQ;
  case CmpGE:
    return !LT;
  case CmpT:
    return true;
  }
  return false;
}

/// Two- and three-operand operations on known values; \p Carry is the
/// carry/borrow in and receives the carry/borrow out; \p Bits the width.
/// None when the operation is not a plain function of its operands.
std::optional<uint64_t> compute(Op O, ArrayRef<uint64_t> In, unsigned Bits,
                                bool &Carry) {
  uint64_t M = maskOf(Bits);
  auto A = [&] { return In.size() > 0 ? In[0] & M : 0; };
  auto B = [&] { return In.size() > 1 ? In[1] & M : 0; };
  auto C = [&] { return In.size() > 2 ? In[2] & M : 0; };
  auto Need = [&](unsigned N) { return In.size() >= N; };
  unsigned ShMask = Bits == 64 ? 63 : 31;
  switch (O) {
  case Op::Mov:
    if (!Need(1))
      return std::nullopt;
    return A();
  case Op::Add:
  case Op::AddI:
  case Op::AddC: {
    if (!Need(2))
      return std::nullopt;
    unsigned __int128 S = (unsigned __int128)A() + B() +
                          (O == Op::AddC && Carry ? 1 : 0);
    Carry = (S >> Bits) & 1;
    if (O == Op::AddI) {
      int64_t SA = sext(A(), Bits), SB = sext(B(), Bits);
      int64_t R = sext(uint64_t(S) & M, Bits);
      Carry = (SA >= 0) == (SB >= 0) && (R >= 0) != (SA >= 0);
    }
    return uint64_t(S) & M;
  }
  case Op::Sub:
  case Op::SubI:
  case Op::SubB:
  case Op::SubRev:
  case Op::SubBRev: {
    if (!Need(2))
      return std::nullopt;
    uint64_t X = A(), Y = B();
    if (O == Op::SubRev || O == Op::SubBRev)
      std::swap(X, Y);
    uint64_t Borrow = (O == Op::SubB || O == Op::SubBRev) && Carry ? 1 : 0;
    uint64_t R = (X - Y - Borrow) & M;
    Carry = (unsigned __int128)X < (unsigned __int128)Y + Borrow;
    if (O == Op::SubI) {
      int64_t SA = sext(X, Bits), SB = sext(Y, Bits), SR = sext(R, Bits);
      Carry = (SA >= 0) != (SB >= 0) && (SR >= 0) != (SA >= 0);
    }
    return R;
  }
  case Op::Mul:
    return Need(2) ? std::optional<uint64_t>((A() * B()) & M) : std::nullopt;
  case Op::MulHiU:
    return Need(2) ? std::optional<uint64_t>((A() * B()) >> 32) : std::nullopt;
  case Op::MulHiI:
    return Need(2) ? std::optional<uint64_t>(
                         uint64_t((int64_t(int32_t(A())) * int32_t(B())) >> 32) &
                         0xffffffffu)
                   : std::nullopt;
  case Op::MulU24:
    return Need(2) ? std::optional<uint64_t>(((A() & 0xffffff) *
                                              (B() & 0xffffff)) &
                                             0xffffffffu)
                   : std::nullopt;
  case Op::MulI24:
    return Need(2) ? std::optional<uint64_t>(uint64_t(sext(A() & 0xffffff, 24) *
                                                      sext(B() & 0xffffff, 24)) &
                                             0xffffffffu)
                   : std::nullopt;
  case Op::MulHiU24:
    return Need(2) ? std::optional<uint64_t>(((A() & 0xffffff) *
                                              (B() & 0xffffff)) >>
                                             32)
                   : std::nullopt;
  case Op::MulHiI24:
    return Need(2)
               ? std::optional<uint64_t>(
                     uint64_t((sext(A() & 0xffffff, 24) *
                               sext(B() & 0xffffff, 24)) >>
                              32) &
                     0xffffffffu)
               : std::nullopt;
  case Op::MadU24:
    return Need(3) ? std::optional<uint64_t>(((A() & 0xffffff) *
                                                  (B() & 0xffffff) +
                                              C()) &
                                             0xffffffffu)
                   : std::nullopt;
  case Op::MadI24:
    return Need(3) ? std::optional<uint64_t>(
                         uint64_t(sext(A() & 0xffffff, 24) *
                                      sext(B() & 0xffffff, 24) +
                                  int64_t(C())) &
                         0xffffffffu)
                   : std::nullopt;
  case Op::MadU64U32: {
    if (!Need(3))
      return std::nullopt;
    unsigned __int128 P =
        (unsigned __int128)(In[0] & 0xffffffffu) * (In[1] & 0xffffffffu) +
        In[2];
    Carry = (P >> 64) != 0;
    return uint64_t(P);
  }
  case Op::MadI64I32: {
    if (!Need(3))
      return std::nullopt;
    __int128 P = (__int128)int32_t(In[0]) * int32_t(In[1]) + int64_t(In[2]);
    Carry = P > INT64_MAX || P < INT64_MIN;
    return uint64_t(P);
  }
  case Op::And:
    return Need(2) ? std::optional<uint64_t>(A() & B()) : std::nullopt;
  case Op::Or:
    return Need(2) ? std::optional<uint64_t>(A() | B()) : std::nullopt;
  case Op::Xor:
    return Need(2) ? std::optional<uint64_t>(A() ^ B()) : std::nullopt;
  case Op::AndN2:
    return Need(2) ? std::optional<uint64_t>(A() & ~B() & M) : std::nullopt;
  case Op::OrN2:
    return Need(2) ? std::optional<uint64_t>((A() | ~B()) & M) : std::nullopt;
  case Op::Nand:
    return Need(2) ? std::optional<uint64_t>(~(A() & B()) & M) : std::nullopt;
  case Op::Nor:
    return Need(2) ? std::optional<uint64_t>(~(A() | B()) & M) : std::nullopt;
  case Op::Xnor:
    return Need(2) ? std::optional<uint64_t>(~(A() ^ B()) & M) : std::nullopt;
  case Op::Not:
    return Need(1) ? std::optional<uint64_t>(~A() & M) : std::nullopt;
  case Op::Shl:
    return Need(2) ? std::optional<uint64_t>((A() << (B() & ShMask)) & M)
                   : std::nullopt;
  case Op::Lshr:
    return Need(2) ? std::optional<uint64_t>(A() >> (B() & ShMask))
                   : std::nullopt;
  case Op::Ashr:
    return Need(2) ? std::optional<uint64_t>(
                         uint64_t(sext(A(), Bits) >> (B() & ShMask)) & M)
                   : std::nullopt;
  case Op::ShlRev:
    // The shift amount is 32-bit even in the 64-bit forms.
    return Need(2) ? std::optional<uint64_t>((B() << (In[0] & ShMask)) & M)
                   : std::nullopt;
  case Op::LshrRev:
    return Need(2) ? std::optional<uint64_t>(B() >> (In[0] & ShMask))
                   : std::nullopt;
  case Op::AshrRev:
    return Need(2) ? std::optional<uint64_t>(
                         uint64_t(sext(B(), Bits) >> (In[0] & ShMask)) & M)
                   : std::nullopt;
  case Op::ShlAdd:
    // v_lshl_add_u64's shift amount is the 32-bit second operand.
    return Need(3) ? std::optional<uint64_t>(((A() << (In[1] & ShMask)) + C()) &
                                             M)
                   : std::nullopt;
  case Op::AddShl:
    return Need(3) ? std::optional<uint64_t>(((A() + B()) << (C() & 31)) & M)
                   : std::nullopt;
  case Op::Add3:
    return Need(3) ? std::optional<uint64_t>((A() + B() + C()) & M)
                   : std::nullopt;
  case Op::ShlOr:
    return Need(3) ? std::optional<uint64_t>(((A() << (B() & 31)) | C()) & M)
                   : std::nullopt;
  case Op::AndOr:
    return Need(3) ? std::optional<uint64_t>((A() & B()) | C()) : std::nullopt;
  case Op::Or3:
    return Need(3) ? std::optional<uint64_t>(A() | B() | C()) : std::nullopt;
  case Op::Xor3:
    return Need(3) ? std::optional<uint64_t>(A() ^ B() ^ C()) : std::nullopt;
  case Op::Xad:
    return Need(3) ? std::optional<uint64_t>(((A() ^ B()) + C()) & M)
                   : std::nullopt;
  case Op::BfeU:
  case Op::BfeI: {
    if (!Need(3))
      return std::nullopt;
    unsigned Off = B() & 31, W = C() & 31;
    if (W == 0)
      return 0;
    uint64_t R = (A() >> Off) & maskOf(W);
    if (Off + W > 32)
      R = A() >> Off;
    return O == Op::BfeI ? uint64_t(sext(R, W)) & M : R;
  }
  case Op::SBfeU:
  case Op::SBfeI: {
    if (!Need(2))
      return std::nullopt;
    unsigned Off = B() & (Bits == 64 ? 63 : 31), W = (B() >> 16) & 0x7f;
    if (W == 0)
      return 0;
    uint64_t R = (A() >> Off) & maskOf(std::min(W, 64u));
    if (O == Op::SBfeI)
      R = uint64_t(sext(R, std::min(W, 64u))) & M;
    return R;
  }
  case Op::Bfi:
    return Need(3) ? std::optional<uint64_t>((A() & B()) | (~A() & C() & M))
                   : std::nullopt;
  case Op::AlignBit:
  case Op::AlignByte:
  case Op::Perm:
    return Need(3) && Bits == 32 ? computeBytes(O, A(), B(), C())
                                 : std::nullopt;
  case Op::Bfm:
    return Need(2) ? std::optional<uint64_t>(
                         (maskOf(A() & (Bits - 1)) << (B() & (Bits - 1))) & M)
                   : std::nullopt;
  case Op::MinU:
    return Need(2) ? std::optional<uint64_t>(std::min(A(), B())) : std::nullopt;
  case Op::MaxU:
    return Need(2) ? std::optional<uint64_t>(std::max(A(), B())) : std::nullopt;
  case Op::MinI:
    return Need(2) ? std::optional<uint64_t>(
                         sext(A(), Bits) < sext(B(), Bits) ? A() : B())
                   : std::nullopt;
  case Op::MaxI:
    return Need(2) ? std::optional<uint64_t>(
                         sext(A(), Bits) > sext(B(), Bits) ? A() : B())
                   : std::nullopt;
  case Op::Min3U:
    return Need(3) ? std::optional<uint64_t>(std::min({A(), B(), C()}))
                   : std::nullopt;
  case Op::Max3U:
    return Need(3) ? std::optional<uint64_t>(std::max({A(), B(), C()}))
                   : std::nullopt;
  case Op::Min3I:
  case Op::Max3I:
  case Op::Med3I: {
    if (!Need(3))
      return std::nullopt;
    int64_t X[3] = {sext(A(), 32), sext(B(), 32), sext(C(), 32)};
    std::sort(X, X + 3);
    int64_t R = O == Op::Min3I ? X[0] : O == Op::Max3I ? X[2] : X[1];
    return uint64_t(R) & M;
  }
  case Op::Med3U: {
    if (!Need(3))
      return std::nullopt;
    uint64_t X[3] = {A(), B(), C()};
    std::sort(X, X + 3);
    return X[1];
  }
  case Op::AbsI:
    return Need(1) ? std::optional<uint64_t>(
                         uint64_t(std::llabs(sext(A(), 32))) & M)
                   : std::nullopt;
  case Op::SextI8:
    return Need(1) ? std::optional<uint64_t>(uint64_t(sext(A() & 0xff, 8)) & M)
                   : std::nullopt;
  case Op::SextI16:
    return Need(1)
               ? std::optional<uint64_t>(uint64_t(sext(A() & 0xffff, 16)) & M)
               : std::nullopt;
  case Op::Bcnt1:
    // v_bcnt_u32_b32 adds its second operand.
    return Need(1) ? std::optional<uint64_t>(
                         (popcount(A()) + (In.size() > 1 ? In[1] : 0)) &
                         0xffffffffu)
                   : std::nullopt;
  case Op::CvtF32U32:
  case Op::CvtF32I32:
  case Op::CvtU32F32:
  case Op::CvtI32F32:
  case Op::RcpF32:
  case Op::MulF32:
    return Bits == 32 && Need(O == Op::MulF32 ? 2 : 1)
               ? std::optional<uint64_t>(
                     computeFloat32(O, uint32_t(A()), uint32_t(B())))
               : std::nullopt;
  default:
    return std::nullopt;
  }
}

DualDesc describeDual(StringRef Name) {
  DualDesc D;
  if (!Name.consume_front("V_DUAL_"))
    return D;
  auto [XName, YName] = Name.split("_X_");
  if (XName.empty() || YName.empty())
    return D;
  // gfx1250's VOPD3 pairs (an "_e96" part) give CNDMASK an explicit mask.
  bool VOPD3 = Name.contains("_e96");
  auto Half = [VOPD3](StringRef Part, OpDesc &Out, uint8_t &NumSrcs) {
    std::string Base = baseOf(("V_" + Part).str());
    StringRef B(Base);
    Out = describe(B);
    // Sources with a register class (a literal K or bitop3 immediate and
    // the gfx1250 VOPD3 modifiers have none).
    if (B == "V_MOV_B32")
      NumSrcs = 1;
    else if (B.starts_with("V_FMAC_") || B.starts_with("V_DOT2C_") ||
             B.starts_with("V_FMA_") ||
             (B == "V_CNDMASK_B32" && VOPD3))
      NumSrcs = 3; // the accumulator, or VOPD3's explicit condition mask
    else
      NumSrcs = 2;
    return !B.empty();
  };
  D.VOPD3 = VOPD3;
  D.Valid = Half(XName, D.X, D.NumX) && Half(YName, D.Y, D.NumY);
  // VOPD3's float halves may carry modifiers, which are not emulated: such
  // a half's result is unknown.
  if (VOPD3 && isFloatOp(D.X.O))
    D.X.O = Op::None;
  if (VOPD3 && isFloatOp(D.Y.O))
    D.Y.O = Op::None;
  return D;
}

/// The value of a register name's 32-bit pieces: "SGPR4" -> 4,
/// "SGPR4_SGPR5" -> 4 (2 dwords); VGPRs likewise.
bool parseRegRange(StringRef Name, StringRef Prefix, unsigned &First,
                   unsigned &Count) {
  SmallVector<StringRef, 16> Parts;
  Name.split(Parts, '_');
  Count = 0;
  for (StringRef P : Parts) {
    unsigned N;
    if (!P.consume_front(Prefix) || P.getAsInteger(10, N))
      return false;
    if (Count == 0)
      First = N;
    else if (N != First + Count)
      return false;
    ++Count;
  }
  return Count > 0;
}

} // namespace emu
} // namespace gcnmca
} // namespace llvm
