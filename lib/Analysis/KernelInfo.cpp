//===- KernelInfo.cpp - Kernels and their resources in an input -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Reads kernel descriptors, `.set` symbols, metadata and clang's resource
/// comments from assembly text (with a small expression evaluator), or
/// decodes kernel descriptors of code objects.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Input/LocatedError.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/TargetParser.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

KernelInfoTarget KernelInfoTarget::fromSubtarget(const MCSubtargetInfo &STI) {
  KernelInfoTarget T;
  AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(STI.getCPU());
  T.Major = V.Major ? V.Major : 6;
  T.UnifiedVGPRFile = STI.checkFeatures("+gfx90a-insts");
  // XNACK_MASK is reserved when XNACK is on or "any" (the default of a
  // processor that supports it); parse() turns it off for an explicit
  // `xnack-` in the file's .amdgcn_target.
  T.XNACK = STI.checkFeatures("+xnack") || STI.checkFeatures("+xnack-support");
  T.ArchitectedFlatScratch = STI.checkFeatures("+architected-flat-scratch");
  T.Wave32Default = STI.checkFeatures("+wavefrontsize32");
  T.CUMode = STI.checkFeatures("+cumode");
  return T;
}

//===----------------------------------------------------------------------===//
// Expression evaluation
//===----------------------------------------------------------------------===//

namespace {

/// Evaluates GNU-assembler style expressions as the MC layer parses them
/// (operator precedence of LLVM's GNU dialect, lowest to highest:
/// `||`; `&&`; comparisons; `+ -`; `| ^ &`; `* / % << >>`), with symbols
/// taken from `.set` definitions (evaluated on demand, cycles rejected) and
/// the AMDGPU functions max, or, alignto, totalnumvgprs, extrasgprs and
/// occupancy. Comparisons yield 1 or 0.
class ExprEvaluator {
public:
  ExprEvaluator(const StringMap<std::string> &Defs, const KernelInfoTarget &T)
      : Defs(Defs), Target(T) {}

  Expected<int64_t> eval(StringRef Text) {
    StringRef SavedText = Cur;
    Cur = Text;
    Expected<int64_t> V = parseBinary(0);
    if (V) {
      skipSpace();
      if (!Cur.empty())
        V = error("unexpected '" + Cur.take_front(16) + "' in expression");
    }
    Cur = SavedText;
    return V;
  }

  Expected<int64_t> symbol(StringRef Name) {
    auto Done = Values.find(Name);
    if (Done != Values.end())
      return Done->second;
    auto Def = Defs.find(Name);
    if (Def == Defs.end())
      return error("undefined symbol '" + Name + "'");
    if (!InProgress.insert(Name).second)
      return error("symbol '" + Name + "' is defined in terms of itself");
    Expected<int64_t> V = eval(Def->second);
    InProgress.erase(Name);
    if (V)
      Values[Name] = *V;
    return V;
  }

private:
  const StringMap<std::string> &Defs;
  const KernelInfoTarget &Target;
  StringMap<int64_t> Values;
  StringSet<> InProgress;
  StringRef Cur;

  Error error(const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), Msg);
  }
  void skipSpace() { Cur = Cur.ltrim(" \t"); }
  bool consume(StringRef Tok) {
    skipSpace();
    return Cur.consume_front(Tok);
  }

  enum Op {
    None,
    LOr,
    LAnd,
    Eq,
    Ne,
    Lt,
    Le,
    Gt,
    Ge,
    Add,
    Sub,
    Or,
    Xor,
    And,
    Mul,
    Div,
    Mod,
    Shl,
    Shr
  };

  /// Peeks the binary operator at the cursor: its kind, precedence and
  /// spelling length.
  Op peekOp(unsigned &Prec, size_t &Len) {
    skipSpace();
    static const struct {
      const char *Tok;
      Op Kind;
      unsigned Prec;
    } Ops[] = {{"||", LOr, 1}, {"&&", LAnd, 2}, {"==", Eq, 3}, {"!=", Ne, 3},
               {"<>", Ne, 3},  {"<=", Le, 3},   {">=", Ge, 3}, {"<<", Shl, 6},
               {">>", Shr, 6}, {"<", Lt, 3},    {">", Gt, 3},  {"+", Add, 4},
               {"-", Sub, 4},  {"|", Or, 5},    {"^", Xor, 5}, {"&", And, 5},
               {"*", Mul, 6},  {"/", Div, 6},   {"%", Mod, 6}};
    for (const auto &O : Ops)
      if (Cur.starts_with(O.Tok)) {
        Prec = O.Prec;
        Len = strlen(O.Tok);
        return O.Kind;
      }
    return None;
  }

  Expected<int64_t> apply(Op K, int64_t L, int64_t R) {
    switch (K) {
    case LOr:
      return (L || R) ? 1 : 0;
    case LAnd:
      return (L && R) ? 1 : 0;
    case Eq:
      return L == R;
    case Ne:
      return L != R;
    case Lt:
      return L < R;
    case Le:
      return L <= R;
    case Gt:
      return L > R;
    case Ge:
      return L >= R;
    case Add:
      return int64_t(uint64_t(L) + uint64_t(R));
    case Sub:
      return int64_t(uint64_t(L) - uint64_t(R));
    case Or:
      return L | R;
    case Xor:
      return L ^ R;
    case And:
      return L & R;
    case Mul:
      return int64_t(uint64_t(L) * uint64_t(R));
    case Div:
    case Mod:
      if (R == 0)
        return error("division by zero in expression");
      return K == Div ? L / R : L % R;
    case Shl:
      return int64_t(uint64_t(L) << (R & 63));
    case Shr:
      return L >> (R & 63);
    case None:
      break;
    }
    return error("bad operator");
  }

  Expected<int64_t> parseBinary(unsigned MinPrec) {
    Expected<int64_t> LHS = parseUnary();
    if (!LHS)
      return LHS;
    int64_t Acc = *LHS;
    while (true) {
      unsigned Prec;
      size_t Len;
      Op K = peekOp(Prec, Len);
      if (K == None || Prec <= MinPrec)
        return Acc;
      Cur = Cur.drop_front(Len);
      Expected<int64_t> RHS = parseBinary(Prec);
      if (!RHS)
        return RHS;
      Expected<int64_t> V = apply(K, Acc, *RHS);
      if (!V)
        return V;
      Acc = *V;
    }
  }

  Expected<int64_t> parseUnary() {
    skipSpace();
    for (char C : {'-', '+', '~', '!'}) {
      if (!Cur.starts_with(StringRef(&C, 1)))
        continue;
      Cur = Cur.drop_front();
      Expected<int64_t> V = parseUnary();
      if (!V)
        return V;
      switch (C) {
      case '-':
        return int64_t(0 - uint64_t(*V));
      case '~':
        return ~*V;
      case '!':
        return *V == 0 ? 1 : 0;
      default:
        return *V;
      }
    }
    return parsePrimary();
  }

  static bool isIdentChar(char C) {
    return isAlnum(C) || C == '_' || C == '.' || C == '$' || C == '@';
  }

  Expected<int64_t> parsePrimary() {
    skipSpace();
    if (Cur.empty())
      return error("expression ends unexpectedly");
    if (Cur.consume_front("(")) {
      Expected<int64_t> V = parseBinary(0);
      if (V && !consume(")"))
        return error("expected ')' in expression");
      return V;
    }
    if (isDigit(Cur[0])) {
      size_t N = 1;
      while (N < Cur.size() && isAlnum(Cur[N]))
        ++N;
      StringRef Num = Cur.take_front(N);
      Cur = Cur.drop_front(N);
      uint64_t V;
      if (Num.getAsInteger(0, V))
        return error("invalid number '" + Num + "'");
      return int64_t(V);
    }
    if (!isIdentChar(Cur[0]))
      return error("unexpected '" + Cur.take_front(1) + "' in expression");
    size_t N = 1;
    while (N < Cur.size() && isIdentChar(Cur[N]))
      ++N;
    StringRef Name = Cur.take_front(N);
    Cur = Cur.drop_front(N);
    skipSpace();
    if (Cur.starts_with("(")) {
      Cur = Cur.drop_front();
      SmallVector<int64_t, 8> Args;
      if (!consume(")")) {
        do {
          Expected<int64_t> A = parseBinary(0);
          if (!A)
            return A;
          Args.push_back(*A);
        } while (consume(","));
        if (!consume(")"))
          return error("expected ')' after the arguments of '" + Name + "'");
      }
      return callFunction(Name, Args);
    }
    return symbol(Name);
  }

  Expected<int64_t> callFunction(StringRef Name, ArrayRef<int64_t> A) {
    auto Need = [&](size_t N) -> Error {
      if (A.size() != N)
        return error("'" + Name + "' takes " + Twine(N) + " arguments, got " +
                     Twine(A.size()));
      return Error::success();
    };
    if (Name == "max" || Name == "or") {
      if (A.empty())
        return error("'" + Name + "' needs arguments");
      int64_t V = A[0];
      for (int64_t X : A.drop_front())
        V = Name == "max" ? std::max(V, X) : (V | X);
      return V;
    }
    if (Name == "alignto") {
      if (Error E = Need(2))
        return std::move(E);
      if (A[1] <= 0)
        return error("alignto with a non-positive alignment");
      return int64_t(alignTo(uint64_t(A[0]), uint64_t(A[1])));
    }
    if (Name == "totalnumvgprs") { // (agprs, vgprs)
      if (Error E = Need(2))
        return std::move(E);
      if (Target.UnifiedVGPRFile && A[0])
        return int64_t(alignTo(uint64_t(A[1]), 4)) + A[0];
      return std::max(A[0], A[1]);
    }
    if (Name == "extrasgprs") { // (uses_vcc, uses_flat_scratch, xnack)
      if (Error E = Need(3))
        return std::move(E);
      return extraSGPRs(Target, A[0] != 0, A[1] != 0, A[2] != 0);
    }
    if (Name == "occupancy") {
      if (Error E = Need(7))
        return std::move(E);
      return clangOccupancy(A);
    }
    return error("unknown function '" + Name + "' in expression");
  }

public:
  /// SGPRs the hardware places after the numbered ones (AMDGPUUsage, "SGPR
  /// register allocation"): VCC on all targets; before gfx8 FLAT_SCRATCH
  /// (replacing VCC's count with 4); on gfx8/9 XNACK_MASK (4 with VCC) and
  /// FLAT_SCRATCH (6 with VCC and XNACK_MASK); none but VCC from gfx10.
  static unsigned extraSGPRs(const KernelInfoTarget &T, bool VCC, bool Flat,
                             bool XNACK) {
    unsigned Extra = VCC ? 2 : 0;
    if (T.Major >= 10)
      return Extra;
    if (T.Major < 8)
      return Flat ? 4 : Extra;
    if (XNACK)
      Extra = 4;
    if (Flat || T.ArchitectedFlatScratch)
      Extra = 6;
    return Extra;
  }

  /// clang's `occupancy(MaxWaves, VGPRGranule, VGPRFile, Generation,
  /// InitialOccupancy, NumSGPRs, NumVGPRs)` as LLVM 22 evaluates it, so that
  /// clang's own claim can be read from its comment. Generation is LLVM's
  /// enumerator (gfx6 = 5 ... gfx9 = 8, gfx10 = 9). LLVM's SGPR table: from
  /// gfx10 SGPRs do not limit; gfx8/9 allow floor(800 / SGPRs) waves (at
  /// most 10); gfx6/7 floor(512 / SGPRs rounded up to 8), at least 5.
  static int64_t clangOccupancy(ArrayRef<int64_t> A) {
    int64_t MaxWaves = A[0], Granule = A[1], File = A[2], Gen = A[3];
    int64_t Occ = A[4], SGPRs = A[5], VGPRs = A[6];
    if (SGPRs > 0) {
      int64_t S = MaxWaves;
      if (Gen < 9) {
        bool Big = Gen >= 7;
        S = (Big ? 800 : 512) / int64_t(alignTo(SGPRs, Big ? 1 : 8));
        S = std::min<int64_t>(S, 10);
        if (!Big)
          S = std::max<int64_t>(S, 5);
      }
      Occ = std::min(Occ, S);
    }
    if (VGPRs > 0 && Granule > 0) {
      int64_t V = MaxWaves;
      if (VGPRs >= Granule)
        V = std::min(
            std::max<int64_t>(File / int64_t(alignTo(VGPRs, Granule)), 1),
            MaxWaves);
      Occ = std::min(Occ, V);
    }
    return Occ;
  }
};

/// Splits a source line into its code and its `;` comment.
std::pair<StringRef, StringRef> splitComment(StringRef Line) {
  bool InString = false;
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    if (C == '"')
      InString = !InString;
    else if (C == ';' && !InString)
      return {Line.take_front(I), Line.drop_front(I + 1)};
  }
  return {Line, StringRef()};
}

/// An error at \p Line:\p Col (1-based) of \p Buffer, named \p File.
Error lineError(StringRef Buffer, StringRef File, unsigned Line, unsigned Col,
                const Twine &Msg) {
  // Find the line's start to point the SMLoc at the column.
  size_t Pos = 0;
  for (unsigned L = 1; L < Line && Pos != StringRef::npos; ++L) {
    Pos = Buffer.find('\n', Pos);
    if (Pos != StringRef::npos)
      ++Pos;
  }
  SMLoc Loc;
  if (Pos != StringRef::npos && Pos + Col - 1 <= Buffer.size())
    Loc = SMLoc::getFromPointer(Buffer.data() + Pos + Col - 1);
  return make_error<LocatedError>(Loc, File, Line, Col, Msg);
}

/// A kernel entry of the `.amdgpu_metadata` YAML (only what we read).
struct MetadataKernel {
  std::string Name;
  std::optional<unsigned> MaxFlat;
  std::vector<unsigned> Reqd;
};

} // namespace

Expected<int64_t> KernelInfo::evaluate(StringRef Expr,
                                       const StringMap<std::string> &Symbols,
                                       const KernelInfoTarget &Target) {
  ExprEvaluator E(Symbols, Target);
  return E.eval(Expr);
}

OccupancyInput KernelDescriptorInfo::toOccupancyInput() const {
  OccupancyInput In;
  In.WaveSize = Wave32 ? 32 : 64;
  In.NumVGPRs = ArchVGPRs;
  In.NumAGPRs = AGPRs;
  In.NumSGPRs = NumSGPRsForOccupancy;
  In.LDSBytes = GroupSegmentFixedSize;
  if (ReqdWorkgroupSize) {
    unsigned N = (*ReqdWorkgroupSize)[0] * (*ReqdWorkgroupSize)[1] *
                 (*ReqdWorkgroupSize)[2];
    In.MinWorkgroupSize = In.MaxWorkgroupSize = N;
  } else if (MaxFlatWorkgroupSize) {
    In.MinWorkgroupSize = 1;
    In.MaxWorkgroupSize = *MaxFlatWorkgroupSize;
  }
  In.CUMode = WGPMode && !*WGPMode;
  return In;
}

/// Fills the derived members of \p K from its fields and the target.
static void finishKernel(KernelDescriptorInfo &K, const KernelInfoTarget &T) {
  auto Get = [&](StringRef F, int64_t Default) -> int64_t {
    auto It = K.Fields.find(F);
    return It == K.Fields.end() ? Default : It->second;
  };
  K.NextFreeVGPR = Get("next_free_vgpr", 0);
  K.NextFreeSGPR = Get("next_free_sgpr", 0);
  K.AccumOffset = Get("accum_offset", 0);
  K.GroupSegmentFixedSize = Get("group_segment_fixed_size", 0);
  K.PrivateSegmentFixedSize = Get("private_segment_fixed_size", 0);
  K.Wave32 = Get("wavefront_size32", T.Wave32Default ? 1 : 0) != 0;
  K.UsesDynamicStack = Get("uses_dynamic_stack", 0) != 0;
  K.ReserveVCC = Get("reserve_vcc", 1) != 0;
  // Printed by clang wherever it applies (gfx7-gfx9 without architected
  // flat scratch); absent means not reserved.
  K.ReserveFlatScratch = Get("reserve_flat_scratch", 0) != 0;
  // gfx10-gfx12 descriptors state the mode; gfx125x has no such field (its
  // WGP is the only mode), older processors have no WGPs.
  if (K.Fields.count("workgroup_processor_mode"))
    K.WGPMode = Get("workgroup_processor_mode", 1) != 0;
  bool XNACK = T.XNACK;
  if (K.Fields.count("reserve_xnack_mask"))
    XNACK = Get("reserve_xnack_mask", 0) != 0;
  K.ExtraSGPRs =
      ExprEvaluator::extraSGPRs(T, K.ReserveVCC, K.ReserveFlatScratch, XNACK);
  K.NumSGPRsForOccupancy = std::max(1u, K.NextFreeSGPR + K.ExtraSGPRs);
  // On a unified file next_free_vgpr covers the AGPRs that start at
  // accum_offset; elsewhere it is the larger of the two files.
  if (T.UnifiedVGPRFile && K.AccumOffset && K.NextFreeVGPR > K.AccumOffset) {
    K.ArchVGPRs = K.AccumOffset;
    K.AGPRs = K.NextFreeVGPR - K.AccumOffset;
  } else {
    K.ArchVGPRs = K.NextFreeVGPR;
    K.AGPRs = 0;
  }
}

Expected<KernelInfo> KernelInfo::parse(StringRef Buffer, StringRef BufferName,
                                       const KernelInfoTarget &BaseTarget) {
  KernelInfo KI;
  KernelInfoTarget LocalTarget = BaseTarget;
  const KernelInfoTarget &Target = LocalTarget;
  StringMap<std::string> Defs;
  struct PendingField {
    unsigned Kernel, Line, Col;
    std::string Name, Expr;
  };
  std::vector<PendingField> Pending;
  struct PendingOcc {
    std::string Function;
    std::string Expr;
  };
  std::vector<PendingOcc> Occupancies;
  std::vector<std::string> FunctionSyms;
  std::vector<MetadataKernel> Meta;

  SmallVector<StringRef, 0> Lines;
  Buffer.split(Lines, '\n');
  int InKernel = -1;
  bool InMetadata = false, InReqd = false;
  std::string LastResourceFunction;
  for (unsigned I = 0; I < Lines.size(); ++I) {
    StringRef Raw = Lines[I].rtrim("\r");
    unsigned LineNo = I + 1;
    if (InMetadata) {
      StringRef T = Raw.trim();
      if (T.starts_with(".end_amdgpu_metadata")) {
        InMetadata = false;
        continue;
      }
      size_t Indent = Raw.find_first_not_of(' ');
      // A kernel entry starts with "  - ." directly under amdhsa.kernels.
      if (Indent == 2 && T.starts_with("- .")) {
        Meta.emplace_back();
        T = T.drop_front(2);
        Indent = 4;
      }
      if (Meta.empty())
        continue;
      if (InReqd && T.starts_with("- ") && Indent >= 6) {
        unsigned V;
        if (!T.drop_front(2).trim().getAsInteger(0, V))
          Meta.back().Reqd.push_back(V);
        continue;
      }
      InReqd = false;
      if (Indent != 4)
        continue;
      auto [Key, Val] = T.split(':');
      Val = Val.trim();
      if (Key == ".name")
        Meta.back().Name = Val.trim("'\"").str();
      else if (Key == ".max_flat_workgroup_size") {
        unsigned V;
        if (!Val.getAsInteger(0, V))
          Meta.back().MaxFlat = V;
      } else if (Key == ".reqd_workgroup_size")
        InReqd = true;
      continue;
    }

    auto [Code, Comment] = splitComment(Raw);
    StringRef C = Code.trim();
    if (!Comment.empty()) {
      StringRef Cm = Comment.trim();
      if (Cm.consume_front("Occupancy:") && !LastResourceFunction.empty())
        Occupancies.push_back({LastResourceFunction, Cm.trim().str()});
    }
    if (C.empty())
      continue;
    unsigned Col = Code.find_first_not_of(" \t") + 1;
    if (C.starts_with(".amdgcn_target")) {
      if (C.contains(":xnack-"))
        LocalTarget.XNACK = false;
      else if (C.contains(":xnack+"))
        LocalTarget.XNACK = true;
      continue;
    }
    if (C.starts_with(".amdgpu_metadata")) {
      InMetadata = true;
      continue;
    }
    if (C.consume_front(".set") && (C.empty() || isSpace(C[0]))) {
      auto [Name, Expr] = C.trim().split(',');
      Name = Name.trim();
      Defs[Name] = Expr.trim().str();
      if (Name.ends_with(".num_vgpr"))
        LastResourceFunction = Name.drop_back(strlen(".num_vgpr")).str();
      continue;
    }
    if (C.consume_front(".type") && (C.empty() || isSpace(C[0]))) {
      auto [Name, Kind] = C.trim().split(',');
      if (Kind.trim() == "@function")
        FunctionSyms.push_back(Name.trim().str());
      continue;
    }
    if (C.starts_with(".end_amdhsa_kernel")) {
      InKernel = -1;
      continue;
    }
    if (C.consume_front(".amdhsa_kernel") && (C.empty() || isSpace(C[0]))) {
      if (InKernel >= 0)
        return lineError(Buffer, BufferName, LineNo, Col,
                         "nested .amdhsa_kernel directive");
      KernelDescriptorInfo K;
      K.Name = C.trim().str();
      K.Line = LineNo;
      if (K.Name.empty())
        return lineError(Buffer, BufferName, LineNo, Col,
                         "expected a kernel name after .amdhsa_kernel");
      InKernel = KI.Kernels.size();
      KI.Kernels.push_back(std::move(K));
      continue;
    }
    if (InKernel >= 0 && C.consume_front(".amdhsa_")) {
      size_t N = C.find_first_of(" \t");
      StringRef Field = C.take_front(N);
      StringRef Expr = N == StringRef::npos ? StringRef() : C.drop_front(N);
      Pending.push_back({unsigned(InKernel), LineNo,
                         unsigned(Col + strlen(".amdhsa_") + N + 1),
                         Field.str(), Expr.trim().str()});
      continue;
    }
  }

  // Now that every .set is known, evaluate the fields.
  ExprEvaluator Eval(Defs, Target);
  for (const PendingField &F : Pending) {
    if (F.Expr.empty())
      return lineError(Buffer, BufferName, F.Line, F.Col,
                       "missing value for .amdhsa_" + F.Name);
    Expected<int64_t> V = Eval.eval(F.Expr);
    if (!V)
      return lineError(Buffer, BufferName, F.Line, F.Col,
                       "cannot evaluate .amdhsa_" + F.Name + ": " +
                           toString(V.takeError()));
    KI.Kernels[F.Kernel].Fields[F.Name] = *V;
  }
  for (const auto &D : Defs) {
    Expected<int64_t> V = Eval.symbol(D.getKey());
    if (V)
      KI.Symbols[D.getKey()] = *V;
    else
      consumeError(V.takeError());
  }

  for (KernelDescriptorInfo &K : KI.Kernels) {
    finishKernel(K, Target);
    auto Sym = [&](StringRef Suffix) -> std::optional<unsigned> {
      auto It = KI.Symbols.find((K.Name + Suffix).str());
      if (It == KI.Symbols.end())
        return std::nullopt;
      return unsigned(It->second);
    };
    K.NumArchVGPRs = Sym(".num_vgpr");
    K.NumAGPRs = Sym(".num_agpr");
    K.NumberedSGPRs = Sym(".numbered_sgpr");
    // Without AGPRs everything above accum_offset is padding (clang raises
    // next_free_vgpr to honour amdgpu-waves-per-eu), not AGPRs.
    if (K.NumAGPRs && *K.NumAGPRs == 0) {
      K.ArchVGPRs = K.NextFreeVGPR;
      K.AGPRs = 0;
    }
    for (const MetadataKernel &M : Meta) {
      if (M.Name != K.Name)
        continue;
      K.MaxFlatWorkgroupSize = M.MaxFlat;
      if (M.Reqd.size() == 3)
        K.ReqdWorkgroupSize = {M.Reqd[0], M.Reqd[1], M.Reqd[2]};
    }
    for (const PendingOcc &O : Occupancies) {
      if (O.Function != K.Name)
        continue;
      Expected<int64_t> V = Eval.eval(O.Expr);
      if (V)
        K.ClangOccupancy = unsigned(*V);
      else
        consumeError(V.takeError());
    }
  }
  for (const std::string &F : FunctionSyms)
    if (!KI.find(F))
      KI.Functions.push_back(F);
  return std::move(KI);
}

Expected<KernelInfo> KernelInfo::fromCodeObject(const AsmInput &In,
                                                const KernelInfoTarget &T) {
  using namespace llvm::amdhsa;
  KernelInfo KI;
  for (const std::string &Name : In.kernels()) {
    std::optional<StringRef> Bytes = In.kernelDescriptor(Name);
    if (!Bytes || Bytes->size() < 64)
      return createStringError(inconvertibleErrorCode(),
                               "kernel '" + Name +
                                   "' has no 64-byte kernel descriptor");
    auto U32 = [&](size_t Off) {
      return support::endian::read32le(Bytes->data() + Off);
    };
    auto Bits = [](uint32_t Word, uint32_t Mask, unsigned Shift) {
      return (Word & Mask) >> Shift;
    };
    uint32_t RSRC1 = U32(COMPUTE_PGM_RSRC1_OFFSET);
    uint32_t RSRC3 = U32(COMPUTE_PGM_RSRC3_OFFSET);
    uint16_t Props = support::endian::read16le(Bytes->data() +
                                               KERNEL_CODE_PROPERTIES_OFFSET);
    KernelDescriptorInfo K;
    K.Name = Name;
    K.Fields["group_segment_fixed_size"] = U32(GROUP_SEGMENT_FIXED_SIZE_OFFSET);
    K.Fields["private_segment_fixed_size"] =
        U32(PRIVATE_SEGMENT_FIXED_SIZE_OFFSET);
    bool Wave32 = Bits(Props, KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32,
                       KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32_SHIFT);
    K.Fields["wavefront_size32"] = Wave32;
    K.Fields["uses_dynamic_stack"] =
        Bits(Props, KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK,
             KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK_SHIFT);
    // The descriptor holds granulated counts (AMDGPUUsage, "Kernel
    // Descriptor"): VGPR blocks of 8 on gfx90a+ and in wave32, else 4.
    unsigned VGPRBlocks =
        Bits(RSRC1, COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT,
             COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT_SHIFT);
    unsigned VGPREnc = (T.UnifiedVGPRFile || Wave32) ? 8 : 4;
    K.Fields["next_free_vgpr"] = (VGPRBlocks + 1) * VGPREnc;
    // SGPR blocks of 8 (gfx6-8) or 16 (gfx9, encoded as 2 x blocks of 8);
    // they include VCC/FLAT_SCRATCH/XNACK_MASK. Unused from gfx10.
    unsigned SGPRBlocks =
        Bits(RSRC1, COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT,
             COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT_SHIFT);
    if (T.Major < 10)
      K.Fields["next_free_sgpr"] = (SGPRBlocks + 1) * 8;
    if (T.UnifiedVGPRFile)
      K.Fields["accum_offset"] =
          (Bits(RSRC3, COMPUTE_PGM_RSRC3_GFX90A_ACCUM_OFFSET,
                COMPUTE_PGM_RSRC3_GFX90A_ACCUM_OFFSET_SHIFT) +
           1) *
          4;
    if (T.Major >= 10)
      K.Fields["workgroup_processor_mode"] =
          Bits(RSRC1, COMPUTE_PGM_RSRC1_GFX10_PLUS_WGP_MODE,
               COMPUTE_PGM_RSRC1_GFX10_PLUS_WGP_MODE_SHIFT);
    // The SGPR count already includes the reserved registers.
    K.Fields["reserve_vcc"] = 0;
    K.Fields["reserve_flat_scratch"] = 0;
    K.Fields["reserve_xnack_mask"] = 0;
    KernelInfoTarget NoExtra = T;
    NoExtra.ArchitectedFlatScratch = false;
    finishKernel(K, NoExtra);
    // A descriptor cannot tell AGPRs from the padding clang adds above
    // accum_offset, so a code object's VGPR count includes both.
    K.ArchVGPRs = K.NextFreeVGPR;
    K.AGPRs = 0;
    KI.Kernels.push_back(std::move(K));
  }
  for (const std::string &F : In.functionSymbols())
    if (!KI.find(F))
      KI.Functions.push_back(F);
  return std::move(KI);
}

Expected<KernelInfo> KernelInfo::fromInput(const AsmInput &In, StringRef Buffer,
                                           StringRef BufferName,
                                           const KernelInfoTarget &Target) {
  if (In.isFromCodeObject())
    return fromCodeObject(In, Target);
  return parse(Buffer, BufferName, Target);
}

const KernelDescriptorInfo *KernelInfo::find(StringRef Name) const {
  for (const KernelDescriptorInfo &K : Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

std::optional<int64_t> KernelInfo::symbol(StringRef Name) const {
  auto It = Symbols.find(Name);
  if (It == Symbols.end())
    return std::nullopt;
  return It->second;
}
