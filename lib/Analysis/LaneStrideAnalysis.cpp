//===- LaneStrideAnalysis.cpp - Lane address strides from the code -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The affine-form dataflow of LaneStrideAnalysis.h: every VGPR is
/// "A x tid + U" (U uniform), meets of different forms are unknown.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/LaneStrideAnalysis.h"
#include "WaveEmulatorOps.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/MC/MCInstrDesc.h"
#include "llvm/MC/MCInstrInfo.h"
#include "llvm/MC/MCRegisterInfo.h"
#include "llvm/Support/MathExtras.h"
#include <cstdlib>

using namespace llvm;
using namespace llvm::gcnmca;

StringRef llvm::gcnmca::getStrideSourceName(StrideSource S) {
  switch (S) {
  case StrideSource::Default:
    return "default";
  case StrideSource::Option:
    return "option";
  case StrideSource::Derived:
    return "derived";
  case StrideSource::Launch:
    return "launch";
  case StrideSource::Annotated:
    return "annotated";
  }
  return "default";
}

namespace {

/// What the analysis knows of one VGPR (per lane: A x tid + U).
struct Affine {
  enum KindT : uint8_t {
    Top,     ///< no path reached it yet (optimistic)
    Val,     ///< A x tid + U, U uniform (C when HasConst)
    Unknown, ///< anything
  };
  KindT Kind = Unknown;
  bool HasConst = false;
  /// v_mbcnt_lo(-1, uniform) on wave64: the lane id for lanes 0-31, 32 +
  /// the uniform for lanes 32-63; only v_mbcnt_hi makes it the lane id.
  bool LaneLo = false;
  int64_t A = 0;
  int64_t C = 0;

  static Affine top() { return {Top}; }
  static Affine unknown() { return {Unknown}; }
  static Affine uniform() { return {Val}; }
  static Affine constant(int64_t V) { return {Val, true, false, 0, V}; }
  /// The work-item id itself (tid + 0).
  static Affine tid() { return {Val, true, false, 1, 0}; }

  bool isVal() const { return Kind == Val && !LaneLo; }
  bool isUniform() const { return isVal() && A == 0; }
  bool isConst() const { return isUniform() && HasConst; }
  bool operator==(const Affine &O) const {
    return Kind == O.Kind && HasConst == O.HasConst && LaneLo == O.LaneLo &&
           A == O.A && C == O.C;
  }
  bool operator!=(const Affine &O) const { return !(*this == O); }
};

/// Strides beyond this many bytes are not believed (and cannot overflow).
constexpr int64_t MaxMagnitude = int64_t(1) << 31;

Affine normalize(Affine X) {
  if (X.Kind != Affine::Val)
    return X;
  if (X.A >= MaxMagnitude || X.A <= -MaxMagnitude)
    return Affine::unknown();
  if (X.HasConst && (X.C >= (int64_t(1) << 40) || X.C <= -(int64_t(1) << 40)))
    X.HasConst = false;
  if (!X.HasConst)
    X.C = 0;
  return X;
}

Affine meet(const Affine &X, const Affine &Y) {
  if (X.Kind == Affine::Top)
    return Y;
  if (Y.Kind == Affine::Top)
    return X;
  if (X.Kind == Affine::Unknown || Y.Kind == Affine::Unknown ||
      X.LaneLo != Y.LaneLo || X.A != Y.A)
    return Affine::unknown();
  Affine R = X;
  if (!(X.HasConst && Y.HasConst && X.C == Y.C)) {
    R.HasConst = false;
    R.C = 0;
  }
  return R;
}

/// Top if any input is Top, else unknown if any input is not an affine
/// value; false when every input is an affine value (the caller computes).
bool decided(ArrayRef<Affine> In, Affine &Out) {
  for (const Affine &X : In)
    if (X.Kind == Affine::Top) {
      Out = Affine::top();
      return true;
    }
  for (const Affine &X : In)
    if (!X.isVal()) {
      Out = Affine::unknown();
      return true;
    }
  return false;
}

Affine add(const Affine &X, const Affine &Y) {
  Affine R;
  if (decided({X, Y}, R))
    return R;
  R = Affine::uniform();
  R.A = X.A + Y.A;
  R.HasConst = X.HasConst && Y.HasConst;
  R.C = X.C + Y.C;
  return normalize(R);
}

Affine negate(const Affine &X) {
  if (!X.isVal())
    return X;
  Affine R = X;
  R.A = -X.A;
  R.C = -X.C;
  return R;
}

Affine shl(const Affine &X, const Affine &K) {
  Affine R;
  if (decided({X, K}, R))
    return R;
  if (K.isConst()) {
    int64_t Sh = K.C & 31;
    R = X;
    R.A = X.A * (int64_t(1) << Sh);
    R.C = X.C * (int64_t(1) << Sh);
    return normalize(R);
  }
  return X.isUniform() && K.isUniform() ? Affine::uniform() : Affine::unknown();
}

Affine mul(const Affine &X, const Affine &Y) {
  Affine R;
  if (decided({X, Y}, R))
    return R;
  if (X.isConst() || Y.isConst()) {
    const Affine &K = X.isConst() ? X : Y;
    const Affine &V = X.isConst() ? Y : X;
    R = V;
    R.A = V.A * K.C;
    R.C = V.C * K.C;
    return normalize(R);
  }
  return X.isUniform() && Y.isUniform() ? Affine::uniform() : Affine::unknown();
}

/// X & Mask: keeps the work-item id when X is the id itself and the mask
/// keeps at least the bits that tell the lanes of a wave apart (the packed
/// x id of gfx90a+: v_and_b32 0x3ff, v0).
Affine maskLow(const Affine &X, const Affine &M, unsigned WaveSize) {
  Affine R;
  if (decided({X, M}, R))
    return R;
  if (X.isUniform() && M.isUniform()) {
    R = Affine::uniform();
    if (X.HasConst && M.HasConst) {
      R.HasConst = true;
      R.C = X.C & M.C;
    }
    return R;
  }
  const Affine &V = M.isConst() ? X : M;
  const Affine &K = M.isConst() ? M : X;
  if (!K.isConst() || !(V.isVal() && V.A == 1 && V.HasConst && V.C == 0))
    return Affine::unknown();
  uint64_t Mask = uint64_t(K.C) & 0xffffffffu;
  if (!isPowerOf2_64(Mask + 1) || Mask + 1 < WaveSize)
    return Affine::unknown();
  R = Affine::uniform();
  R.A = 1;
  return R;
}

enum class Op : uint8_t {
  Mov,
  Add,
  Add3,
  Sub,
  SubRev,
  Shl,
  ShlRev,
  ShlRev64,
  Mul,
  Mad,
  Mad64,
  LshlAdd,
  LshlAdd64,
  AddLshl,
  And,
  Or,
  LshlOr,
  Bfe,
  MbcntLo,
  MbcntHi,
  Other,
};

Op opOf(StringRef Name) {
  if (Name.contains("_dpp") || Name.contains("_sdwa") ||
      Name.starts_with("V_DUAL_"))
    return Op::Other;
  static const std::pair<const char *, Op> Table[] = {
      {"V_MOV_B32", Op::Mov},
      {"V_ADD_U32", Op::Add},
      {"V_ADD_CO_U32", Op::Add},
      {"V_ADD_NC_U32", Op::Add},
      {"V_ADD_I32", Op::Add},
      {"V_ADD3_U32", Op::Add3},
      {"V_SUB_U32", Op::Sub},
      {"V_SUB_CO_U32", Op::Sub},
      {"V_SUB_NC_U32", Op::Sub},
      {"V_SUB_I32", Op::Sub},
      {"V_SUBREV_U32", Op::SubRev},
      {"V_SUBREV_CO_U32", Op::SubRev},
      {"V_SUBREV_NC_U32", Op::SubRev},
      {"V_SUBREV_I32", Op::SubRev},
      {"V_LSHL_B32", Op::Shl},
      {"V_LSHLREV_B32", Op::ShlRev},
      {"V_LSHLREV_B64", Op::ShlRev64},
      {"V_MUL_LO_U32", Op::Mul},
      {"V_MUL_LO_I32", Op::Mul},
      {"V_MUL_U32_U24", Op::Mul},
      {"V_MUL_I32_I24", Op::Mul},
      {"V_MAD_U32_U24", Op::Mad},
      {"V_MAD_I32_I24", Op::Mad},
      {"V_MAD_U64_U32", Op::Mad64},
      {"V_MAD_I64_I32", Op::Mad64},
      {"V_MAD_CO_U64_U32", Op::Mad64},
      {"V_MAD_CO_I64_I32", Op::Mad64},
      {"V_LSHL_ADD_U32", Op::LshlAdd},
      {"V_LSHL_ADD_U64", Op::LshlAdd64},
      {"V_ADD_LSHL_U32", Op::AddLshl},
      {"V_AND_B32", Op::And},
      {"V_OR_B32", Op::Or},
      {"V_LSHL_OR_B32", Op::LshlOr},
      {"V_BFE_U32", Op::Bfe},
      {"V_MBCNT_LO_U32_B32", Op::MbcntLo},
      {"V_MBCNT_HI_U32_B32", Op::MbcntHi},
  };
  for (const auto &[Prefix, O] : Table) {
    StringRef P(Prefix);
    if (Name == P || (Name.starts_with(P) && Name[P.size()] == '_'))
      return O;
  }
  return Op::Other;
}

/// Which operand of a memory instruction holds its lane address: the n-th
/// (0-based) VGPR source; -1 = not analysed.
int addressVGPRUse(StringRef Name) {
  if (Name.starts_with("DS_")) {
    for (StringRef No : {"PERMUTE", "SWIZZLE", "ADDTID", "GWS", "CONSUME",
                         "APPEND", "DS_NOP", "BVH", "ORDERED"})
      if (Name.contains(No))
        return -1;
    return 0;
  }
  if (Name.starts_with("FLAT_") || Name.starts_with("GLOBAL_"))
    return 0;
  if (Name.starts_with("BUFFER_") || Name.starts_with("TBUFFER_")) {
    if (!Name.contains("_OFFEN") || Name.contains("ATOMIC"))
      return -1;
    return Name.contains("_STORE") ? 1 : 0;
  }
  return -1;
}

/// What step() needs from an instruction's name, found once per opcode (the
/// passes of the analysis visit every instruction up to 16 times).
struct OpInfo {
  Op O = Op::Other;
  int AddressUse = -1;
  /// s_mov_b32 / s_movk_i32 (a constant into an SGPR).
  bool SMov = false;
  /// A VOPD pair (v_dual_*): its halves' operations and source counts.
  emu::DualDesc Dual;
  Op DualX = Op::Other, DualY = Op::Other;
};

OpInfo opInfoOf(StringRef Name) {
  OpInfo I;
  I.O = opOf(Name);
  I.AddressUse = addressVGPRUse(Name);
  I.SMov = Name.starts_with("S_MOV_B32") || Name.starts_with("S_MOVK_I32");
  I.Dual = emu::describeDual(Name);
  if (I.Dual.Valid) {
    auto [X, Y] = Name.drop_front(strlen("V_DUAL_")).split("_X_");
    I.DualX = opOf(("V_" + X.str()));
    I.DualY = opOf(("V_" + Y.str()));
  }
  return I;
}

constexpr unsigned NumVGPRs = 1024;
constexpr unsigned NumSGPRs = 128;
/// VGPRs then SGPRs (the SGPRs are uniform; their constants are tracked
/// for `s_movk_i32 s4, 0x84; v_mul_u32_u24 v1, s4, v0`).
constexpr unsigned NumTracked = NumVGPRs + NumSGPRs;

class Analyzer {
public:
  Analyzer(ArrayRef<MCInst> Insts, const MCInstrInfo &MCII,
           const MCRegisterInfo &MRI, unsigned WaveSize)
      : Insts(Insts), MCII(MCII), MRI(MRI), WaveSize(WaveSize) {}

  std::vector<int> run(ArrayRef<uint32_t> Trace, bool Repeats);

private:
  using State = std::vector<Affine>;
  /// The state slots of the 32-bit registers \p Reg covers: VGPR n is
  /// slot n, SGPR n slot NumVGPRs + n (empty: neither).
  ArrayRef<uint16_t> slots(MCRegister Reg);
  static bool isVGPRSlot(uint16_t Slot) { return Slot < NumVGPRs; }
  /// The VGPR slots of \p Reg (empty: not a VGPR).
  ArrayRef<uint16_t> vgprs(MCRegister Reg) {
    ArrayRef<uint16_t> S = slots(Reg);
    return !S.empty() && isVGPRSlot(S.front()) ? S : ArrayRef<uint16_t>();
  }
  Affine value(const MCOperand &MO, const State &S);
  /// Applies instruction \p I to \p S; returns the stride of its address
  /// (-1 unknown / none), read before the instruction writes.
  int step(unsigned I, State &S);
  /// The value operation \p O gives from the sources \p Src.
  Affine apply(Op O, ArrayRef<Affine> Src) const;
  /// The OpInfo of instruction \p I's opcode.
  const OpInfo &opInfo(unsigned I);

  ArrayRef<MCInst> Insts;
  const MCInstrInfo &MCII;
  const MCRegisterInfo &MRI;
  unsigned WaveSize;
  DenseMap<unsigned, SmallVector<uint16_t, 4>> VGPRCache;
  DenseMap<unsigned, OpInfo> OpCache;
};

const OpInfo &Analyzer::opInfo(unsigned I) {
  unsigned Opcode = Insts[I].getOpcode();
  auto [It, New] = OpCache.try_emplace(Opcode);
  if (New)
    It->second = opInfoOf(MCII.getName(Opcode));
  return It->second;
}

ArrayRef<uint16_t> Analyzer::slots(MCRegister Reg) {
  auto [It, New] = VGPRCache.try_emplace(Reg.id());
  if (New) {
    // AMDGPU register names: VGPR7, VGPR6_VGPR7, VGPR7_LO16, SGPR4_SGPR5...
    SmallVector<StringRef, 8> Parts;
    StringRef(MRI.getName(Reg)).split(Parts, '_');
    for (StringRef P : Parts) {
      unsigned N;
      if (P.consume_front("VGPR") && !P.getAsInteger(10, N) && N < NumVGPRs)
        It->second.push_back(uint16_t(N));
      else if (P.consume_front("SGPR") && !P.getAsInteger(10, N) &&
               N < NumSGPRs)
        It->second.push_back(uint16_t(NumVGPRs + N));
    }
  }
  return It->second;
}

Affine Analyzer::value(const MCOperand &MO, const State &S) {
  if (MO.isImm())
    return Affine::constant(MO.getImm());
  if (MO.isReg()) {
    MCRegister R = MO.getReg();
    if (!R)
      return Affine::uniform();
    ArrayRef<uint16_t> V = slots(R);
    if (!V.empty())
      return S[V.front()];
    StringRef Name = MRI.getName(R);
    // AGPRs are per lane; SGPRs, special registers and inline constants are
    // uniform.
    if (Name.starts_with("AGPR"))
      return Affine::unknown();
    return Affine::uniform();
  }
  return Affine::uniform(); // expressions, floating-point literals
}

/// The value \p O gives from the sources \p Src (unknown when it is not
/// an affine form of them).
Affine Analyzer::apply(Op O, ArrayRef<Affine> Src) const {
  Affine R = Affine::unknown();
  auto Need = [&](unsigned N) { return Src.size() >= N; };
  switch (O) {
  case Op::Mov:
    if (Need(1))
      R = Src[0].Kind == Affine::Top
              ? Src[0]
              : (Src[0].isVal() ? Src[0] : Affine::unknown());
    break;
  case Op::Add:
    if (Need(2))
      R = add(Src[0], Src[1]);
    break;
  case Op::Add3:
    if (Need(3))
      R = add(add(Src[0], Src[1]), Src[2]);
    break;
  case Op::Sub:
    if (Need(2))
      R = add(Src[0], negate(Src[1]));
    break;
  case Op::SubRev:
    if (Need(2))
      R = add(Src[1], negate(Src[0]));
    break;
  case Op::Shl:
    if (Need(2))
      R = shl(Src[0], Src[1]);
    break;
  case Op::ShlRev:
  case Op::ShlRev64:
    if (Need(2))
      R = shl(Src[1], Src[0]);
    break;
  case Op::Mul:
    if (Need(2))
      R = mul(Src[0], Src[1]);
    break;
  case Op::Mad:
  case Op::Mad64:
    if (Need(3))
      R = add(mul(Src[0], Src[1]), Src[2]);
    break;
  case Op::LshlAdd:
  case Op::LshlAdd64:
    if (Need(3))
      R = add(shl(Src[0], Src[1]), Src[2]);
    break;
  case Op::AddLshl:
    if (Need(3))
      R = shl(add(Src[0], Src[1]), Src[2]);
    break;
  case Op::And:
    if (Need(2))
      R = maskLow(Src[0], Src[1], WaveSize);
    break;
  case Op::Or:
    // Compilers emit `or` for an add of disjoint bits (the global id
    // `(group << k) | tid`): with a uniform side it is taken as an add.
    if (Need(2) && !decided({Src[0], Src[1]}, R))
      R = Src[0].isUniform() || Src[1].isUniform() ? add(Src[0], Src[1])
                                                   : Affine::unknown();
    break;
  case Op::LshlOr:
    if (Need(3) && !decided({Src[0], Src[1], Src[2]}, R)) {
      Affine Sh = shl(Src[0], Src[1]);
      R = Sh.isUniform() || Src[2].isUniform() ? add(Sh, Src[2])
                                               : Affine::unknown();
    }
    break;
  case Op::Bfe:
    if (Need(3)) {
      if (decided({Src[0], Src[1], Src[2]}, R))
        break;
      if (Src[0].isUniform() && Src[1].isUniform() && Src[2].isUniform())
        R = Affine::uniform();
      else if (Src[1].isConst() && Src[1].C == 0 && Src[2].isConst() &&
               Src[2].C > 0 && Src[2].C < 32)
        R = maskLow(Src[0], Affine::constant((int64_t(1) << Src[2].C) - 1),
                    WaveSize);
    }
    break;
  case Op::MbcntLo:
    // mbcnt_lo(-1, x) = the lanes below in the low half + x.
    if (Need(2) && !decided({Src[0], Src[1]}, R)) {
      bool AllOnes = Src[0].isConst() && (Src[0].C & 0xffffffff) == 0xffffffff;
      if (AllOnes && Src[1].isUniform()) {
        R = Affine::uniform();
        if (WaveSize == 32)
          R.A = 1;
        else
          R.LaneLo = true;
      }
    }
    break;
  case Op::MbcntHi:
    if (Need(2)) {
      if (Src[0].Kind == Affine::Top || Src[1].Kind == Affine::Top) {
        R = Affine::top();
        break;
      }
      bool AllOnes = Src[0].isConst() && (Src[0].C & 0xffffffff) == 0xffffffff;
      if (WaveSize == 32 && Src[1].isVal())
        R = Src[1]; // no lanes in the high half
      else if (AllOnes && Src[1].Kind == Affine::Val && Src[1].LaneLo) {
        R = Affine::uniform();
        R.A = 1;
      }
    }
    break;
  case Op::Other:
    break;
  }
  return R;
}

int Analyzer::step(unsigned I, State &S) {
  const MCInst &MI = Insts[I];
  const MCInstrDesc &D = MCII.get(MI.getOpcode());
  const OpInfo &Info = opInfo(I);
  unsigned NumDefs = std::min<unsigned>(D.getNumDefs(), MI.getNumOperands());

  // The lane stride of the address, before the instruction writes.
  int Stride = -1;
  int Which = Info.AddressUse;
  if (Which >= 0) {
    int Seen = 0;
    for (unsigned K = NumDefs; K < MI.getNumOperands(); ++K) {
      const MCOperand &MO = MI.getOperand(K);
      if (!MO.isReg() || vgprs(MO.getReg()).empty())
        continue;
      if (Seen++ != Which)
        continue;
      const Affine &X = S[vgprs(MO.getReg()).front()];
      if (X.isVal())
        Stride = int(std::min<int64_t>(std::llabs(X.A), MaxMagnitude - 1));
      break;
    }
  }

  // Sources: the operands after the definitions that take a register (the
  // register-or-immediate slots; modifiers, clamp, omod, op_sel do not).
  SmallVector<Affine, 4> Src;
  for (unsigned K = NumDefs; K < MI.getNumOperands(); ++K) {
    if (K < D.getNumOperands() && D.operands()[K].RegClass < 0)
      continue;
    Src.push_back(value(MI.getOperand(K), S));
  }
  Op O = NumDefs ? Info.O : Op::Other;
  // A constant into an SGPR (s_mov_b32 / s_movk_i32 with an immediate).
  if (Info.SMov && NumDefs == 1 && MI.getNumOperands() >= 2 &&
      MI.getOperand(0).isReg() && MI.getOperand(1).isImm()) {
    ArrayRef<uint16_t> D0 = slots(MI.getOperand(0).getReg());
    if (D0.size() == 1 && !isVGPRSlot(D0[0])) {
      S[D0[0]] = Affine::constant(MI.getOperand(1).getImm());
      return Stride;
    }
  }
  Affine R = apply(O, Src);
  if (Info.Dual.Valid && NumDefs == 2 && Src.size() == Info.Dual.NumX +
                                                          Info.Dual.NumY) {
    // A VOPD pair: both halves from the state before it, each to its own
    // destination (X's is operand 0, Y's operand 1).
    ArrayRef<Affine> All(Src);
    Affine RX = apply(Info.DualX, All.take_front(Info.Dual.NumX));
    Affine RY = apply(Info.DualY, All.drop_front(Info.Dual.NumX));
    for (unsigned K = 0; K < 2; ++K) {
      const MCOperand &MO = MI.getOperand(K);
      if (!MO.isReg())
        continue;
      ArrayRef<uint16_t> V = vgprs(MO.getReg());
      for (uint16_t X : V)
        S[X] = Affine::unknown();
      if (V.size() == 1)
        S[V[0]] = K ? RY : RX;
    }
    return Stride;
  }

  // Writes: every VGPR a definition covers becomes unknown (an SGPR stays
  // uniform); the result goes to the low dword of the first definition
  // (the high dword of a 64-bit result is uniform only when the result is).
  for (unsigned K = 0; K < NumDefs; ++K) {
    const MCOperand &MO = MI.getOperand(K);
    if (MO.isReg())
      for (uint16_t V : slots(MO.getReg()))
        S[V] = isVGPRSlot(V) ? Affine::unknown() : Affine::uniform();
  }
  if (O != Op::Other && MI.getOperand(0).isReg()) {
    ArrayRef<uint16_t> V = vgprs(MI.getOperand(0).getReg());
    if (!V.empty()) {
      S[V[0]] = R;
      for (uint16_t Hi : V.drop_front())
        S[Hi] = R.Kind == Affine::Top
                    ? R
                    : (R.isUniform() ? Affine::uniform() : Affine::unknown());
    }
  }
  return Stride;
}

std::vector<int> Analyzer::run(ArrayRef<uint32_t> Trace, bool Repeats) {
  unsigned N = Insts.size();
  std::vector<int> Strides(N, -1);
  if (!N)
    return Strides;
  // Edges between the instructions: fall-through (I - 1 -> I) and others.
  std::vector<bool> FallsIn(N, false);
  std::vector<SmallVector<uint32_t, 1>> Jumps(N);
  std::vector<bool> JumpSource(N, false);
  DenseSet<uint64_t> Seen;
  auto AddEdge = [&](uint32_t From, uint32_t To) {
    if (From >= N || To >= N)
      return;
    if (To == From + 1) {
      FallsIn[To] = true;
      return;
    }
    if (!Seen.insert((uint64_t(From) << 32) | To).second)
      return;
    Jumps[To].push_back(From);
    JumpSource[From] = true;
  };
  uint32_t Entry = Trace.empty() ? 0 : Trace.front();
  if (Trace.empty()) {
    for (uint32_t I = 1; I < N; ++I)
      AddEdge(I - 1, I);
    if (Repeats)
      AddEdge(N - 1, 0);
  } else {
    for (size_t K = 1; K < Trace.size(); ++K)
      AddEdge(Trace[K - 1], Trace[K]);
    if (Repeats)
      AddEdge(Trace.back(), Trace.front());
  }

  State Init(NumTracked, Affine::uniform());
  for (unsigned V = 0; V < NumVGPRs; ++V)
    Init[V] = Affine::unknown();
  Init[0] = Affine::tid();
  Init[31] = Affine::tid();
  DenseMap<uint32_t, State> Out;
  constexpr unsigned MaxPasses = 16;
  for (unsigned Pass = 0; Pass < MaxPasses; ++Pass) {
    bool Changed = false;
    State S(NumTracked, Affine::top());
    for (uint32_t I = 0; I < N; ++I) {
      if (!FallsIn[I])
        S.assign(NumTracked, Affine::top());
      if (I == Entry)
        for (unsigned V = 0; V < NumTracked; ++V)
          S[V] = meet(S[V], Init[V]);
      for (uint32_t P : Jumps[I]) {
        auto It = Out.find(P);
        if (It == Out.end())
          continue;
        for (unsigned V = 0; V < NumTracked; ++V)
          S[V] = meet(S[V], It->second[V]);
      }
      Strides[I] = step(I, S);
      if (JumpSource[I]) {
        auto [It, New] = Out.try_emplace(I, S);
        if (New || It->second != S) {
          It->second = S;
          Changed = true;
        }
      }
    }
    if (!Changed)
      return Strides;
  }
  // Did not settle: claim nothing.
  return std::vector<int>(N, -1);
}

} // namespace

std::vector<int> LaneStrideAnalysis::compute(ArrayRef<MCInst> Insts,
                                             const MCInstrInfo &MCII,
                                             const MCRegisterInfo &MRI,
                                             ArrayRef<uint32_t> Trace,
                                             bool Repeats, unsigned WaveSize) {
  Analyzer A(Insts, MCII, MRI, WaveSize);
  return A.run(Trace, Repeats);
}
