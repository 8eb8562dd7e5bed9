//===- WaveEmulator.cpp - The integer side of one wave, per lane ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Executes SALU/VALU integer instructions over known/unknown values (see
/// WaveEmulator.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Analysis/KernelLaunch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/MC/MCInst.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// The integer operations the emulator knows, by base name.
enum class Op : uint8_t {
  None,
  Mov,
  Add,    ///< a + b (SCC/carry = unsigned carry)
  AddI,   ///< a + b (SCC = signed overflow)
  AddC,   ///< a + b + carry-in
  Sub,    ///< a - b (borrow)
  SubI,   ///< a - b (SCC = signed overflow)
  SubB,   ///< a - b - borrow-in
  SubRev, ///< b - a
  SubBRev,
  Mul,
  MulHiU,
  MulHiI,
  MulU24,
  MulI24,
  MulHiU24,
  MulHiI24,
  MadU24,
  MadI24,
  MadU64U32,
  MadI64I32,
  And,
  Or,
  Xor,
  AndN2, ///< a & ~b
  OrN2,  ///< a | ~b
  Nand,
  Nor,
  Xnor,
  Not,
  Shl,    ///< a << b
  Lshr,   ///< a >> b
  Ashr,   ///< a >> b (arithmetic)
  ShlRev, ///< b << a
  LshrRev,
  AshrRev,
  ShlAdd,    ///< (a << b) + c
  AddShl,    ///< (a + b) << c
  Add3,      ///< a + b + c
  ShlOr,     ///< (a << b) | c
  AndOr,     ///< (a & b) | c
  Or3,       ///< a | b | c
  Xor3,      ///< a ^ b ^ c
  Xad,       ///< (a ^ b) + c
  ShlAddN,   ///< (a << N) + b (s_lshl<N>_add_u32, N in Param)
  BfeU,      ///< bits [b, b+c) of a (VALU: three operands)
  BfeI,
  SBfeU,     ///< SALU: b = offset | width << 16
  SBfeI,
  Bfi,       ///< (a & b) | (~a & c)
  Bfm,       ///< ((1 << a) - 1) << b
  MinU,
  MinI,
  MaxU,
  MaxI,
  Med3U,
  Med3I,
  Min3U,
  Min3I,
  Max3U,
  Max3I,
  AbsI,
  SextI8,
  SextI16,
  Bcnt1,
  Cndmask,   ///< lane bit of c ? b : a
  Cselect,   ///< SCC ? a : b
  MbcntLo,
  MbcntHi,
  ReadFirstLane,
  ReadLane,
  WriteLane,
  Cmp,       ///< compare (CmpKind in Param), result to SCC or a lane mask
  CmpX,      ///< compare, result to EXEC (and sdst)
  BitCmp0,   ///< SCC = bit b of a is 0
  BitCmp1,
  SaveExec,  ///< sdst = EXEC; EXEC = f(src, EXEC) (SaveKind in Param)
  WrExec,    ///< EXEC = f(src, EXEC); sdst = EXEC
  Load,      ///< s_load (dwords in Param)
};

enum CmpKind : uint8_t { CmpF, CmpLT, CmpEQ, CmpLE, CmpGT, CmpNE, CmpGE, CmpT };

/// One opcode's meaning: the operation, its width, signedness of a compare,
/// and a parameter (compare kind, saveexec kind, dwords of a load, N).
struct OpDesc {
  Op O = Op::None;
  uint8_t Bits = 32;   ///< operand width of the operation (32 or 64)
  bool Signed = false; ///< compares: signed operands
  uint8_t Param = 0;
  bool Scalar = false; ///< an S_ opcode
};

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
  return join(Parts, "_");
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
    if (Type != "U32" && Type != "I32" && Type != "U64" && Type != "I64" &&
        Type != "U16" && Type != "I16")
      return D; // float compares and classes: unknown masks
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
    Add({"ADD_I32", "ADDK_I32"}, Op::AddI);
    Add({"ADDC_U32", "ADD_CO_CI_U32"}, Op::AddC);
    Add({"SUB_U32", "SUB_CO_U32", "SUB_NC_U32", "SUB_U64", "SUB_NC_U64"},
        Op::Sub);
    Add({"SUB_I32"}, Op::SubI);
    Add({"SUBB_U32", "SUB_CO_CI_U32"}, Op::SubB);
    Add({"SUBREV_U32", "SUBREV_CO_U32", "SUBREV_NC_U32", "SUBREV_I32"},
        Op::SubRev);
    Add({"SUBBREV_U32", "SUBREV_CO_CI_U32"}, Op::SubBRev);
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
    return M;
  }();
  auto It = Table.find(Key);
  if (It == Table.end())
    return D;
  D.O = It->second;
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

uint64_t maskOf(unsigned Bits) {
  return Bits >= 64 ? ~uint64_t(0) : (uint64_t(1) << Bits) - 1;
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
  default:
    return std::nullopt;
  }
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

} // namespace

WaveEmulator::WaveEmulator(const MCInstrInfo &MCII, const MCRegisterInfo &MRI,
                           unsigned WaveSize)
    : MCII(MCII), MRI(MRI), WaveSize(std::clamp(WaveSize, 1u, 64u)) {
  S.fill(ScalarValue::unknown());
  Vec.resize(NumVGPRs);
  SOrigin.fill(-1);
  VOrigin.assign(NumVGPRs, -1);
}

int WaveEmulator::sourceOrigin(const MCInst &MI) const {
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  uint64_t Active = exec() | ~execKnown();
  auto Of = [&](unsigned Reg) -> int {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar) {
      for (unsigned K = 0; K < R.Count; ++K)
        if (!S[R.First + K].isKnown())
          return SOrigin[R.First + K];
    } else if (R.K == RegSlots::Vector) {
      for (unsigned K = 0; K < R.Count; ++K)
        if ((Vec[R.First + K].Known & Active & laneMask()) !=
            (Active & laneMask()))
          return VOrigin[R.First + K];
    }
    return -2; // known
  };
  for (unsigned I = D.getNumDefs(); I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (MO.isReg() && MO.getReg())
      if (int O = Of(MO.getReg().id()); O != -2)
        return O >= 0 ? O : CurInst;
  }
  for (MCPhysReg R : D.implicit_uses())
    if (int O = Of(R); O != -2)
      return O >= 0 ? O : CurInst;
  return CurInst;
}

void WaveEmulator::recordOrigins(const MCInst &MI, int Origin) {
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  auto Record = [&](unsigned Reg) {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar) {
      for (unsigned K = 0; K < R.Count; ++K)
        if (R.First + K < NumScalarSlots && !S[R.First + K].isKnown())
          SOrigin[R.First + K] = Origin;
    } else if (R.K == RegSlots::Vector) {
      for (unsigned K = 0; K < R.Count; ++K)
        if ((Vec[R.First + K].Known & laneMask()) != laneMask())
          VOrigin[R.First + K] = Origin;
    }
  };
  for (unsigned I = 0; I < D.getNumDefs() && I < MI.getNumOperands(); ++I)
    if (MI.getOperand(I).isReg() && MI.getOperand(I).getReg())
      Record(MI.getOperand(I).getReg().id());
  for (MCPhysReg R : D.implicit_defs())
    Record(R);
}

WaveEmulator::RegSlots WaveEmulator::slots(unsigned Reg) const {
  auto [It, New] = SlotCache.try_emplace(Reg);
  if (!New)
    return It->second;
  RegSlots R;
  StringRef Name = MRI.getName(Reg);
  unsigned First, Count;
  if (parseRegRange(Name, "SGPR", First, Count) && First + Count <= NumSGPRs)
    R = {RegSlots::Scalar, uint16_t(First), uint8_t(Count)};
  else if (parseRegRange(Name, "VGPR", First, Count) &&
           First + Count <= NumVGPRs)
    R = {RegSlots::Vector, uint16_t(First), uint8_t(Count)};
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
  It->second = R;
  return R;
}

StringRef WaveEmulator::baseName(unsigned Opcode) const {
  auto [It, New] = NameCache.try_emplace(Opcode);
  if (New)
    It->second = baseOf(MCII.getName(Opcode));
  return It->second;
}

std::pair<uint64_t, uint64_t> WaveEmulator::pair(unsigned Lo) const {
  uint64_t V = S[Lo].V, K = S[Lo].Known;
  if (WaveSize > 32) {
    V |= uint64_t(S[Lo + 1].V) << 32;
    K |= uint64_t(S[Lo + 1].Known) << 32;
  } else {
    K |= ~uint64_t(0xffffffffu);
  }
  return {V & laneMask(), K | ~laneMask()};
}

void WaveEmulator::setPair(unsigned Lo, uint64_t V, uint64_t Known) {
  S[Lo] = {uint32_t(V), uint32_t(Known)};
  if (WaveSize > 32)
    S[Lo + 1] = {uint32_t(V >> 32), uint32_t(Known >> 32)};
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
  return Vec[N].V[Lane];
}

void WaveEmulator::setVGPR(unsigned N, unsigned Lane,
                           std::optional<uint32_t> V) {
  if (N >= NumVGPRs || Lane >= 64)
    return;
  uint64_t Bit = uint64_t(1) << Lane;
  if (V) {
    Vec[N].V[Lane] = *V;
    Vec[N].Known |= Bit;
  } else {
    Vec[N].Known &= ~Bit;
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
        V |= uint64_t(Vec[N].V[Lane]) << (32 * D);
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

void WaveEmulator::startKernelWave(const KernelSetup &Setup,
                                   const WavePlacement &P) {
  S.fill(ScalarValue::unknown());
  SOrigin.fill(-1);
  VOrigin.assign(NumVGPRs, -1);
  Notes.clear();
  for (LaneWord &W : Vec)
    W.Known = 0;
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
  Take("user_sgpr_private_segment_buffer", 4);
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
  StringRef B = baseName(MI.getOpcode());
  return B == "S_CBRANCH_SCC0" || B == "S_CBRANCH_SCC1" ||
         B == "S_CBRANCH_VCCZ" || B == "S_CBRANCH_VCCNZ" ||
         B == "S_CBRANCH_EXECZ" || B == "S_CBRANCH_EXECNZ";
}

std::optional<bool> WaveEmulator::branchTaken(const MCInst &MI) const {
  StringRef B = baseName(MI.getOpcode());
  if (B == "S_CBRANCH_SCC0" || B == "S_CBRANCH_SCC1") {
    std::optional<bool> C = scc();
    if (!C)
      return std::nullopt;
    return B == "S_CBRANCH_SCC1" ? *C : !*C;
  }
  auto Zero = [&](unsigned Lo) -> std::optional<bool> {
    auto [V, K] = pair(Lo);
    if (V != 0)
      return false; // a known 1 bit
    if (K != ~uint64_t(0))
      return std::nullopt;
    return true;
  };
  std::optional<bool> Z;
  if (B == "S_CBRANCH_VCCZ" || B == "S_CBRANCH_VCCNZ")
    Z = Zero(VccLo);
  else if (B == "S_CBRANCH_EXECZ" || B == "S_CBRANCH_EXECNZ")
    Z = Zero(ExecLo);
  else
    return std::nullopt;
  if (!Z)
    return std::nullopt;
  return B.ends_with("NZ") ? !*Z : *Z;
}

bool WaveEmulator::execute(const MCInst &MI) {
  int Origin = sourceOrigin(MI);
  bool Covered = executeOne(MI);
  recordOrigins(MI, Origin);
  return Covered;
}

bool WaveEmulator::executeOne(const MCInst &MI) {
  StringRef Name = baseName(MI.getOpcode());
  if (Name.starts_with("S_")) {
    if (Name.starts_with("S_LOAD_") || Name.starts_with("S_BUFFER_LOAD") ||
        Name.starts_with("S_SCRATCH_LOAD") || Name.starts_with("S_GET_BARRIER"))
      return executeLoad(MI, Name);
    return executeScalar(MI, Name);
  }
  if (Name.starts_with("V_"))
    return executeVector(MI, Name);
  // Memory, LDS, branches, waits: the definitions (loaded values) are
  // unknown.
  clobber(MI);
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  return D.getNumDefs() == 0 && D.implicit_defs().empty();
}

bool WaveEmulator::executeLoad(const MCInst &MI, StringRef Name) {
  OpDesc D = describe(Name);
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
    } else if (MO.isImm() && (I == 2 || Name.ends_with("_SGPR_IMM"))) {
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

bool WaveEmulator::executeScalar(const MCInst &MI, StringRef Name) {
  OpDesc D = describe(Name);
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  if (D.O == Op::None) {
    clobber(MI);
    // Control flow, waits, barriers, nops: nothing to track.
    return Desc.getNumDefs() == 0 && none_of(Desc.implicit_defs(), [&](MCPhysReg R) {
             return slots(R).K == RegSlots::Scalar && slots(R).First != SccSlot;
           });
  }
  unsigned NumDefs = std::min<unsigned>(Desc.getNumDefs(), MI.getNumOperands());
  unsigned Dwords = D.Bits == 64 ? 2 : 1;
  // Sources: the operands after the definitions (tied operands of s_addk,
  // s_mulk, s_cmovk are the definition itself, listed again).
  SmallVector<std::pair<uint64_t, uint64_t>, 3> Src;
  for (unsigned I = NumDefs; I < MI.getNumOperands(); ++I) {
    const MCOperand &MO = MI.getOperand(I);
    if (!MO.isReg() && !MO.isImm())
      continue;
    unsigned W = Dwords;
    // Shift amounts, bit-field descriptors and s_bitcmp bit numbers are
    // 32-bit.
    if (I > NumDefs && (D.O == Op::Shl || D.O == Op::Lshr || D.O == Op::Ashr ||
                        D.O == Op::SBfeU || D.O == Op::SBfeI ||
                        D.O == Op::BitCmp0 || D.O == Op::BitCmp1))
      W = 1;
    if (D.O == Op::Bfm)
      W = 1;
    Src.push_back(readScalar(MO, W));
  }
  // s_movk_i32 / s_addk_i32 / s_mulk_i32 / s_cmpk: a 16-bit immediate,
  // sign-extended for the _I32 forms.
  if (Name.starts_with("S_MOVK_") || Name.starts_with("S_ADDK_") ||
      Name.starts_with("S_MULK_") || Name.starts_with("S_CMOVK_") ||
      Name.starts_with("S_CMPK_")) {
    for (auto &[V, K] : Src)
      if (K == ~uint64_t(0) && V <= 0xffff)
        V = D.Signed || Name.ends_with("I32") ? uint64_t(int64_t(int16_t(V))) &
                                                    0xffffffffu
                                              : V;
  }
  // The tied forms read their destination first: s_addk_i32 sdst, imm.
  if ((Name.starts_with("S_ADDK_") || Name.starts_with("S_MULK_")) &&
      NumDefs == 1 && Src.size() == 1)
    Src.insert(Src.begin(), readScalar(MI.getOperand(0), 1));
  if (Name.starts_with("S_CMOVK_") && Src.size() == 1)
    Src.insert(Src.begin(), readScalar(MI.getOperand(0), 1));

  uint64_t M = maskOf(D.Bits);
  auto AllKnown = [&](unsigned N) {
    if (Src.size() < N)
      return false;
    for (unsigned I = 0; I < N; ++I)
      if ((Src[I].second & M) != M)
        return false;
    return true;
  };
  auto SetSCC = [&](std::optional<bool> B) {
    S[SccSlot] = B ? ScalarValue::known(*B) : ScalarValue::unknown();
  };
  const MCOperand *Dst = NumDefs ? &MI.getOperand(0) : nullptr;
  auto Write = [&](uint64_t V, uint64_t K) {
    if (Dst)
      writeScalar(*Dst, V & M, K | ~M, Dwords);
  };

  switch (D.O) {
  case Op::Cmp: {
    if (!AllKnown(2))
      return SetSCC(std::nullopt), true;
    SetSCC(compare(CmpKind(D.Param), Src[0].first, Src[1].first, D.Signed,
                   D.Bits));
    return true;
  }
  case Op::BitCmp0:
  case Op::BitCmp1: {
    if (Src.size() < 2 || (Src[1].second & 0xffffffffu) != 0xffffffffu)
      return SetSCC(std::nullopt), true;
    unsigned Bit = Src[1].first & (D.Bits - 1);
    if (!((Src[0].second >> Bit) & 1))
      return SetSCC(std::nullopt), true;
    bool One = (Src[0].first >> Bit) & 1;
    SetSCC(D.O == Op::BitCmp1 ? One : !One);
    return true;
  }
  case Op::Cselect: {
    std::optional<bool> C = scc();
    if (Src.size() < 2)
      break;
    if (!C) {
      // Bits both sides agree on stay known.
      uint64_t K = Src[0].second & Src[1].second &
                   ~(Src[0].first ^ Src[1].first);
      Write(Src[0].first, K);
    } else {
      auto &Pick = *C ? Src[0] : Src[1];
      Write(Pick.first, Pick.second);
    }
    return true;
  }
  case Op::SaveExec:
  case Op::WrExec: {
    if (Src.empty())
      break;
    auto [E, EK] = pair(ExecLo);
    uint64_t L = laneMask();
    auto [V, VK] = Src[0];
    V &= L;
    VK |= ~L;
    Op Fn = Op(D.Param);
    uint64_t R, RK;
    switch (Fn) {
    case Op::And:
      R = V & E;
      RK = (VK & EK) | (VK & ~V) | (EK & ~E);
      break;
    case Op::Or:
      R = V | E;
      RK = (VK & EK) | (VK & V) | (EK & E);
      break;
    case Op::AndN2: // src & ~exec
      R = V & ~E;
      RK = (VK & EK) | (VK & ~V) | (EK & E);
      break;
    case Op::Sub: // ~src & exec
      R = ~V & E;
      RK = (VK & EK) | (VK & V) | (EK & ~E);
      break;
    default: {
      bool C = false;
      std::optional<uint64_t> X =
          compute(Fn == Op::SubRev ? Op::OrN2 : Fn,
                  Fn == Op::SubRev ? ArrayRef<uint64_t>{E, V}
                                   : ArrayRef<uint64_t>{V, E},
                  64, C);
      R = X.value_or(0);
      RK = X && (VK & EK) == ~uint64_t(0) ? ~uint64_t(0) : (VK & EK);
      if (!X)
        RK = 0;
      break;
    }
    }
    R &= L;
    RK |= ~L;
    if (D.O == Op::SaveExec)
      Write(E, EK);
    setPair(ExecLo, R, RK);
    if (D.O == Op::WrExec)
      Write(R, RK);
    // SCC = EXEC != 0.
    SetSCC((R & L) != 0 ? std::optional<bool>(true)
           : (RK & L) == L ? std::optional<bool>(false)
                           : std::nullopt);
    return true;
  }
  case Op::And:
  case Op::Or:
  case Op::Xor:
  case Op::AndN2:
  case Op::OrN2:
  case Op::Not:
  case Op::Nand:
  case Op::Nor:
  case Op::Xnor: {
    // Bit by bit: a known 0 decides an AND, a known 1 an OR.
    if (Src.size() < (D.O == Op::Not ? 1u : 2u))
      break;
    uint64_t A = Src[0].first, AK = Src[0].second;
    uint64_t B = D.O == Op::Not ? 0 : Src[1].first;
    uint64_t BK = D.O == Op::Not ? ~uint64_t(0) : Src[1].second;
    if (D.O == Op::AndN2 || D.O == Op::OrN2) {
      B = ~B;
    }
    uint64_t R, RK;
    switch (D.O) {
    case Op::And:
    case Op::AndN2:
    case Op::Nand:
      R = A & B;
      RK = (AK & BK) | (AK & ~A) | (BK & ~B);
      break;
    case Op::Or:
    case Op::OrN2:
    case Op::Nor:
      R = A | B;
      RK = (AK & BK) | (AK & A) | (BK & B);
      break;
    case Op::Not:
      R = ~A;
      RK = AK;
      break;
    default: // Xor, Xnor
      R = A ^ B;
      RK = AK & BK;
      break;
    }
    if (D.O == Op::Nand || D.O == Op::Nor || D.O == Op::Xnor)
      R = ~R;
    R &= M;
    Write(R, RK);
    SetSCC(R & RK & M ? std::optional<bool>(true)
           : (RK & M) == M ? std::optional<bool>(false)
                           : std::nullopt);
    return true;
  }
  default:
    break;
  }

  unsigned Need = Src.size();
  bool Carry = false;
  if (D.O == Op::AddC || D.O == Op::SubB) {
    std::optional<bool> C = scc();
    if (!C) {
      Need = 0; // unknown
    }
    Carry = C.value_or(false);
  }
  if (D.O == Op::Cmp || D.O == Op::Cselect)
    Need = 0;
  std::optional<uint64_t> R;
  if (Need && AllKnown(Need)) {
    SmallVector<uint64_t, 3> In;
    for (auto &P : Src)
      In.push_back(P.first);
    if (D.O == Op::ShlAddN) {
      R = ((In[0] << D.Param) + (In.size() > 1 ? In[1] : 0)) & 0xffffffffu;
      Carry = ((In[0] << D.Param) + (In.size() > 1 ? In[1] : 0)) >> 32;
    } else {
      R = compute(D.O, In, D.Bits, Carry);
    }
  }
  if (R)
    Write(*R, ~uint64_t(0));
  else if (Dst)
    writeScalar(*Dst, 0, 0, Dwords);
  // SCC per operation (AMDGPU ISA manuals, SOP2/SOP1 tables).
  bool SetsSCC = any_of(Desc.implicit_defs(),
                        [&](MCPhysReg Reg) { return slots(Reg).First == SccSlot &&
                                                    slots(Reg).K == RegSlots::Scalar; });
  if (SetsSCC) {
    std::optional<bool> B;
    if (R) {
      switch (D.O) {
      case Op::Add:
      case Op::AddC:
      case Op::Sub:
      case Op::SubB:
      case Op::AddI:
      case Op::SubI:
      case Op::ShlAddN:
        B = Carry;
        break;
      case Op::MinU:
      case Op::MinI:
        // SCC = src0 was chosen (src0 < src1 or equal... per the manual:
        // SCC = (D.u == S0.u) with S0 < S1 strictly).
        B = compare(CmpLT, Src[0].first, Src[1].first, D.O == Op::MinI, 32);
        break;
      case Op::MaxU:
      case Op::MaxI:
        B = compare(CmpGT, Src[0].first, Src[1].first, D.O == Op::MaxI, 32);
        break;
      case Op::Mov:
      case Op::Mul:
        B = scc();
        break;
      default:
        B = (*R & M) != 0;
        break;
      }
    }
    SetSCC(B);
  }
  return R.has_value() || !Need;
}

bool WaveEmulator::executeVector(const MCInst &MI, StringRef Name) {
  OpDesc D = describe(Name);
  const MCInstrDesc &Desc = MCII.get(MI.getOpcode());
  if (D.O == Op::None || D.O == Op::Load) {
    clobber(MI);
    return Desc.getNumDefs() == 0 && Desc.implicit_defs().empty();
  }
  unsigned NumDefs = std::min<unsigned>(Desc.getNumDefs(), MI.getNumOperands());
  // Sources: register-or-immediate operands after the definitions
  // (modifiers, clamp, omod, op_sel have no register class).
  SmallVector<const MCOperand *, 4> Src;
  for (unsigned I = NumDefs; I < MI.getNumOperands(); ++I) {
    if (I < Desc.getNumOperands() && Desc.operands()[I].RegClass < 0)
      continue;
    const MCOperand &MO = MI.getOperand(I);
    if (MO.isReg() || MO.isImm())
      Src.push_back(&MO);
  }
  // Tied vdst_in (v_writelane, v_mac): drop a source that is the definition
  // itself listed again, past the real sources.
  auto IsVCC = [&](MCPhysReg R) { return slots(R).First == VccLo; };
  auto IsExec = [&](MCPhysReg R) { return slots(R).First == ExecLo; };
  bool ImplicitVCCUse = any_of(Desc.implicit_uses(), IsVCC);
  bool ImplicitVCCDef = any_of(Desc.implicit_defs(), IsVCC);
  bool ImplicitExecDef = any_of(Desc.implicit_defs(), IsExec);
  uint64_t L = laneMask();
  auto [E, EK] = pair(ExecLo);
  E &= L;
  // Operand widths.
  auto Width = [&](unsigned Idx) -> unsigned {
    const MCOperand &MO = *Src[Idx];
    if (MO.isReg() && MO.getReg()) {
      RegSlots R = slots(MO.getReg().id());
      if (R.K != RegSlots::None)
        return std::min<unsigned>(R.Count, 2);
    }
    if (D.Bits != 64)
      return 1;
    // 64-bit operations with 32-bit operands: shift amounts, the multiplied
    // halves of v_mad_u64_u32.
    if ((D.O == Op::ShlRev || D.O == Op::LshrRev || D.O == Op::AshrRev) &&
        Idx == 0)
      return 1;
    if ((D.O == Op::MadU64U32 || D.O == Op::MadI64I32) && Idx < 2)
      return 1;
    if (D.O == Op::ShlAdd && Idx == 1)
      return 1;
    return 2;
  };
  const MCOperand *Dst = NumDefs ? &MI.getOperand(0) : nullptr;
  RegSlots DstR = Dst && Dst->isReg() && Dst->getReg()
                      ? slots(Dst->getReg().id())
                      : RegSlots();
  // A second definition (carry out / compare mask of a VOP3 form).
  const MCOperand *SDst =
      NumDefs > 1 ? &MI.getOperand(1)
      : (D.O == Op::Cmp || D.O == Op::CmpX) && NumDefs == 1 &&
              DstR.K == RegSlots::Scalar
          ? &MI.getOperand(0)
          : nullptr;

  // Scalar results from vector sources.
  if (D.O == Op::ReadFirstLane || D.O == Op::ReadLane) {
    if (Src.empty() || !Dst)
      return clobber(MI), false;
    std::optional<unsigned> Lane;
    if (D.O == Op::ReadFirstLane) {
      // The first active lane (lane 0 when none is).
      if (EK == ~uint64_t(0) || (E & ~EK) == 0) {
        uint64_t Low = E & EK;
        // Lanes below the lowest known-active one must be known off.
        if (E && (EK & (((E & -E) - 1))) == ((E & -E) - 1))
          Lane = countr_zero(E);
        else if (!E && (EK & L) == L)
          Lane = 0;
        (void)Low;
      }
    } else if (Src.size() > 1) {
      auto [LV, LK] = readScalar(*Src[1], 1);
      if ((LK & 0xffffffffu) == 0xffffffffu)
        Lane = unsigned(LV) & (WaveSize - 1);
    }
    std::optional<uint64_t> V;
    if (Lane)
      V = readLane(*Src[0], *Lane, 1);
    writeScalar(*Dst, V.value_or(0), V ? ~uint64_t(0) : 0, 1);
    return true;
  }
  if (D.O == Op::WriteLane) {
    if (Src.size() < 2 || DstR.K != RegSlots::Vector)
      return clobber(MI), false;
    auto [LV, LK] = readScalar(*Src[1], 1);
    auto [V, VK] = readScalar(*Src[0], 1);
    if ((LK & 0xffffffffu) != 0xffffffffu) {
      Vec[DstR.First].Known = 0;
      return true;
    }
    unsigned Lane = unsigned(LV) & (WaveSize - 1);
    setVGPR(DstR.First, Lane,
            (VK & 0xffffffffu) == 0xffffffffu ? std::optional<uint32_t>(V)
                                              : std::nullopt);
    return true;
  }

  // Per lane.
  unsigned DstDwords = DstR.K == RegSlots::Vector ? DstR.Count : 0;
  uint64_t MaskV = 0, MaskK = 0; // carry-out / compare result
  // Carry-in / condition mask source: the explicit third operand, else VCC.
  std::pair<uint64_t, uint64_t> CondMask = {0, 0};
  bool UsesCond = D.O == Op::AddC || D.O == Op::SubB || D.O == Op::SubBRev ||
                  D.O == Op::Cndmask;
  unsigned NumValueSrcs = Src.size();
  if (UsesCond) {
    if (Src.size() >= 3) {
      CondMask = readScalar(*Src[2], WaveSize > 32 ? 2 : 1);
      NumValueSrcs = 2;
    } else if (ImplicitVCCUse) {
      CondMask = pair(VccLo);
    }
    if (WaveSize <= 32)
      CondMask.second |= ~uint64_t(0xffffffffu);
  }
  if (D.O == Op::MbcntLo || D.O == Op::MbcntHi)
    NumValueSrcs = std::min<unsigned>(NumValueSrcs, 2);
  SmallVector<std::array<uint32_t, 2>, 0> NewV;
  struct LaneResult {
    std::optional<uint64_t> V;
    bool Write = false;
  };
  std::array<LaneResult, 64> Res;
  for (unsigned Lane = 0; Lane < WaveSize; ++Lane) {
    uint64_t Bit = uint64_t(1) << Lane;
    bool KnownOff = (EK & Bit) && !(E & Bit);
    if (KnownOff)
      continue;
    bool MaybeOff = !(EK & Bit);
    Res[Lane].Write = true;
    SmallVector<uint64_t, 3> In;
    bool Known = !MaybeOff;
    for (unsigned I = 0; I < NumValueSrcs && Known; ++I) {
      std::optional<uint64_t> V = readLane(*Src[I], Lane, Width(I));
      if (!V)
        Known = false;
      else
        In.push_back(*V);
    }
    bool Carry = false;
    if (UsesCond) {
      if (!((CondMask.second >> Lane) & 1))
        Known = false;
      Carry = (CondMask.first >> Lane) & 1;
    }
    std::optional<uint64_t> R;
    bool MaskBit = false;
    if (Known) {
      switch (D.O) {
      case Op::Cmp:
      case Op::CmpX:
        if (In.size() >= 2) {
          MaskBit = compare(CmpKind(D.Param), In[0], In[1], D.Signed, D.Bits);
          R = 0;
        }
        break;
      case Op::Cndmask:
        if (In.size() >= 2)
          R = (Carry ? In[1] : In[0]) & 0xffffffffu;
        break;
      case Op::MbcntLo:
      case Op::MbcntHi: {
        // Bits of the mask (src0) below this lane in the low (high) half,
        // plus src1.
        if (In.size() < 2)
          break;
        uint32_t Mask = uint32_t(In[0]);
        unsigned Below = D.O == Op::MbcntLo ? std::min(Lane, 32u)
                                            : (Lane > 32 ? Lane - 32 : 0);
        uint32_t Part = Below >= 32 ? Mask : Mask & ((1u << Below) - 1);
        R = (popcount(Part) + In[1]) & 0xffffffffu;
        break;
      }
      default:
        R = compute(D.O, In, D.Bits, Carry);
        MaskBit = Carry;
        break;
      }
    }
    Res[Lane].V = R;
    if (R || ((D.O == Op::Cmp || D.O == Op::CmpX) && Known)) {
      if (MaskBit)
        MaskV |= Bit;
      MaskK |= Bit;
    }
  }
  // Lanes surely off write 0 to a compare / carry mask.
  MaskK |= EK & ~E;
  MaskK |= ~L;
  MaskV &= L;
  // Results.
  if (DstDwords && D.O != Op::Cmp && D.O != Op::CmpX)
    for (unsigned Lane = 0; Lane < WaveSize; ++Lane) {
      if (!Res[Lane].Write)
        continue;
      for (unsigned K = 0; K < DstDwords && K < 2; ++K)
        setVGPR(DstR.First + K, Lane,
                Res[Lane].V ? std::optional<uint32_t>(uint32_t(*Res[Lane].V >>
                                                               (32 * K)))
                            : std::nullopt);
      for (unsigned K = 2; K < DstDwords; ++K)
        setVGPR(DstR.First + K, Lane, std::nullopt);
    }
  bool WritesMask = D.O == Op::Cmp || D.O == Op::CmpX || D.O == Op::Add ||
                    D.O == Op::AddC || D.O == Op::Sub || D.O == Op::SubB ||
                    D.O == Op::SubRev || D.O == Op::SubBRev ||
                    D.O == Op::MadU64U32 || D.O == Op::MadI64I32;
  if (WritesMask) {
    if (SDst && SDst->isReg())
      writeScalarSlots(slots(SDst->getReg().id()), MaskV, MaskK);
    else if (ImplicitVCCDef)
      setPair(VccLo, MaskV, MaskK);
    if (D.O == Op::CmpX || ImplicitExecDef) {
      // v_cmpx: EXEC = the compare result (gfx10+: only EXEC).
      setPair(ExecLo, MaskV, MaskK);
    }
  }
  // Any other implicit definition (e.g. VCC of an op we do not model as a
  // mask) becomes unknown.
  for (MCPhysReg Reg : Desc.implicit_defs()) {
    RegSlots R = slots(Reg);
    if (R.K == RegSlots::Scalar && !(WritesMask && (IsVCC(Reg) || IsExec(Reg))))
      for (unsigned K = 0; K < R.Count; ++K)
        S[R.First + K] = ScalarValue::unknown();
  }
  return true;
}
