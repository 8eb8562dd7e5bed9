//===- KernelLaunch.cpp - A kernel's launch and its kernarg segment -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Fills the kernarg segment of a launch (see KernelLaunch.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/KernelLaunch.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;
using namespace llvm::gcnmca;

static Error argError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

/// True when \p Key (a `-arg` name) names argument \p Index \p A.
static bool names(StringRef Key, unsigned Index, const KernelArgument &A) {
  unsigned N;
  if (!Key.getAsInteger(10, N))
    return N == Index;
  return !A.Name.empty() && Key == A.Name;
}

Error KernelLaunch::checkArgOptions(
    ArrayRef<std::string> ArgOptions,
    ArrayRef<ArrayRef<KernelArgument>> KernelArgs) {
  // Per kernel, the option that set each argument (an argument named and
  // numbered is one argument).
  std::vector<std::vector<StringRef>> SetBy(KernelArgs.size());
  for (size_t K = 0; K < KernelArgs.size(); ++K)
    SetBy[K].resize(KernelArgs[K].size());
  for (const std::string &O : ArgOptions) {
    auto [Key, Value] = StringRef(O).split('=');
    if (!StringRef(O).contains('=') || Key.empty() || Value.empty())
      return argError("-arg=" + O + ": expected NAME=VALUE");
    bool Found = false;
    for (size_t K = 0; K < KernelArgs.size(); ++K)
      for (unsigned I = 0; I < KernelArgs[K].size(); ++I) {
        if (!names(Key, I, KernelArgs[K][I]))
          continue;
        Found = true;
        StringRef &Prev = SetBy[K][I];
        if (!Prev.empty() && Prev.split('=').second != Value)
          return argError("-arg=" + O + ": the argument is given twice, "
                          "with another value (-arg=" + Prev + ")");
        Prev = O;
      }
    if (!Found) {
      std::vector<std::string> Known;
      if (!KernelArgs.empty())
        for (unsigned I = 0; I < KernelArgs.front().size(); ++I)
          if (!KernelArgs.front()[I].isHidden())
            Known.push_back(KernelArgs.front()[I].Name.empty()
                                ? std::to_string(I)
                                : KernelArgs.front()[I].Name);
      return argError("-arg=" + O + ": no kernel has an argument '" + Key +
                      "'" +
                      (Known.empty() ? std::string(" (no kernel arguments)")
                                     : " (arguments: " + join(Known, ", ") +
                                           ")"));
    }
  }
  return Error::success();
}

/// The bits of \p Value for a by-value argument of \p Size bytes: an integer
/// (decimal, 0x hex, negative) or a float (f32 for 4 bytes, f64 for 8).
static Expected<uint64_t> parseScalar(StringRef Value, const KernelArgument &A,
                                      StringRef Opt) {
  unsigned Size = A.Size;
  if (Size == 0 || Size > 8)
    return argError(Opt + ": a " + Twine(Size) +
                    "-byte argument takes no value (only 1 to 8 bytes)");
  StringRef Type = A.TypeName;
  bool FloatType = Type == "float" || Type == "double" || Type == "half";
  uint64_t Mask = Size == 8 ? ~uint64_t(0) : (uint64_t(1) << (Size * 8)) - 1;
  uint64_t U;
  int64_t S;
  if (!FloatType && !Value.getAsInteger(0, U)) {
    if (U & ~Mask)
      return argError(Opt + ": " + Value + " does not fit " + Twine(Size) +
                      " bytes");
    return U;
  }
  if (!FloatType && !Value.getAsInteger(0, S)) {
    // Negative: two's complement in Size bytes.
    if (Size < 8 && S < -(int64_t(1) << (Size * 8 - 1)))
      return argError(Opt + ": " + Value + " does not fit " + Twine(Size) +
                      " bytes");
    return uint64_t(S) & Mask;
  }
  // An integer too large for 64 bits is not taken for a float.
  StringRef Digits = Value;
  Digits.consume_front("-");
  if (!FloatType && !Digits.empty() &&
      (all_of(Digits, isDigit) ||
       (Digits.consume_front_insensitive("0x") && !Digits.empty() &&
        all_of(Digits, isHexDigit))))
    return argError(Opt + ": " + Value + " does not fit " + Twine(Size) +
                    " bytes");
  // An integer argument (by its metadata's type) takes no float.
  bool IntType = !Type.ends_with("*") &&
                 (Type.contains("int") || Type.contains("long") ||
                  Type.contains("short") || Type.contains("char") ||
                  Type.contains("size_t") || Type == "bool");
  if (IntType)
    return argError(Opt + ": '" + Value + "' is not an integer (the " +
                    "argument's type is " + Type + ")");
  if (Size != 2 && Size != 4 && Size != 8)
    return argError(Opt + ": '" + Value + "' is not an integer");
  const fltSemantics &Sem = Size == 2   ? APFloat::IEEEhalf()
                            : Size == 4 ? APFloat::IEEEsingle()
                                        : APFloat::IEEEdouble();
  APFloat F(Sem);
  Expected<APFloat::opStatus> St =
      F.convertFromString(Value, APFloat::rmNearestTiesToEven);
  if (!St) {
    consumeError(St.takeError());
    return argError(Opt + ": '" + Value + "' is neither an integer nor a " +
                    "float");
  }
  // A float argument is a finite number in its format's range.
  if (F.isNaN() || F.isInfinity())
    return argError(Opt + ": '" + Value + "' is not a finite number" +
                    ((*St & APFloat::opOverflow)
                         ? " in a " + Twine(Size) + "-byte float"
                         : Twine()));
  return F.bitcastToAPInt().getZExtValue();
}

/// A byte count with an optional K/M/G suffix (binary).
static std::optional<uint64_t> parseBytes(StringRef Text) {
  uint64_t Mul = 1;
  if (Text.consume_back_insensitive("k") || Text.consume_back_insensitive("kib"))
    Mul = 1ull << 10;
  else if (Text.consume_back_insensitive("m") ||
           Text.consume_back_insensitive("mib"))
    Mul = 1ull << 20;
  else if (Text.consume_back_insensitive("g") ||
           Text.consume_back_insensitive("gib"))
    Mul = 1ull << 30;
  uint64_t N;
  if (Text.getAsInteger(0, N) || N == 0 || N > (uint64_t(1) << 48) / Mul)
    return std::nullopt;
  return N * Mul;
}

static std::string hex(uint64_t V) { return "0x" + utohexstr(V, true); }

/// The value of hidden argument \p A from the launch, or none.
static std::optional<uint64_t> hiddenValue(const KernelArgument &A,
                                           const LaunchShape &S) {
  StringRef K = A.ValueKind;
  auto Dim = [&](StringRef Prefix) -> int {
    if (!K.starts_with(Prefix) || K.size() != Prefix.size() + 1)
      return -1;
    char C = K.back();
    return C == 'x' ? 0 : C == 'y' ? 1 : C == 'z' ? 2 : -1;
  };
  std::array<uint64_t, 3> G = S.groups();
  if (int D = Dim("hidden_block_count_"); D >= 0)
    return G[D];
  if (int D = Dim("hidden_group_size_"); D >= 0)
    return S.Workgroup[D];
  if (int D = Dim("hidden_remainder_"); D >= 0)
    return S.Grid[D] % S.Workgroup[D];
  if (int D = Dim("hidden_global_offset_"); D >= 0)
    return 0;
  if (K == "hidden_grid_dims")
    return S.dims();
  if (K == "hidden_dynamic_lds_size" || K == "hidden_none" ||
      K == "hidden_multigrid_sync_arg")
    return 0;
  return std::nullopt;
}

Expected<KernelLaunch> KernelLaunch::create(const LaunchShape &Shape,
                                            ArrayRef<KernelArgument> MetaArgs,
                                            std::optional<uint32_t> KernargSize,
                                            ArrayRef<std::string> ArgOptions,
                                            uint32_t StaticLDS) {
  KernelLaunch L;
  L.Shape = Shape;
  uint64_t End = KernargSize.value_or(0);
  for (const KernelArgument &A : MetaArgs)
    End = std::max<uint64_t>(End, uint64_t(A.Offset) + A.Size);
  if (End > (1u << 20))
    return argError("the kernarg segment of " + Twine(End) +
                    " bytes is larger than 1 MiB");
  L.Bytes.assign(End, 0);
  L.Known.assign(End, false);

  uint64_t NextBuffer = BufferBase;
  for (unsigned I = 0; I < MetaArgs.size(); ++I) {
    const KernelArgument &A = MetaArgs[I];
    ArgValue V;
    V.Index = I;
    V.Arg = A;
    V.Label = "#" + std::to_string(I);
    if (!A.Name.empty())
      V.Label += " " + A.Name;
    // The last -arg naming it wins.
    std::optional<std::string> Given;
    for (const std::string &O : ArgOptions) {
      auto [Key, Value] = StringRef(O).split('=');
      if (names(Key, I, A))
        Given = Value.str();
    }
    std::string Opt = "-arg=" + (A.Name.empty() ? std::to_string(I) : A.Name) +
                      "=" + Given.value_or("");
    if (A.isPointer() && A.ValueKind != "image" && A.ValueKind != "sampler") {
      if (A.ValueKind == "dynamic_shared_pointer") {
        // Dynamic LDS starts where the kernel's static LDS ends.
        V.Bits = StaticLDS;
        V.Text = "LDS offset " + std::to_string(StaticLDS);
        V.Source = "after the static LDS";
      } else if (Given && !StringRef(*Given).starts_with("size:")) {
        uint64_t Addr;
        if (StringRef(*Given).getAsInteger(0, Addr))
          return argError(Opt + ": a pointer takes an address or size:BYTES");
        V.Bits = Addr;
        V.Text = hex(Addr);
        V.Source = "-arg";
      } else {
        uint64_t Span = DefaultBufferSpan;
        if (Given) {
          std::optional<uint64_t> Size =
              parseBytes(StringRef(*Given).drop_front(strlen("size:")));
          if (!Size)
            return argError(Opt + ": expected size:BYTES (a positive count, "
                                  "optionally with K, M or G)");
          Span = alignTo(*Size, BufferAlign);
        }
        V.Bits = NextBuffer;
        V.Text = "buffer at " + hex(NextBuffer) +
                 (Given ? ", " + StringRef(*Given).drop_front(5).str() + " bytes"
                        : std::string());
        V.Source = Given ? "-arg (synthetic buffer)" : "synthetic buffer";
        NextBuffer += Span;
      }
    } else if (A.isHidden()) {
      V.Bits = hiddenValue(A, Shape);
      V.Text = V.Bits ? std::to_string(*V.Bits) : "unknown";
      V.Source = V.Bits ? "launch" : "runtime (not modelled)";
      if (Given) {
        Expected<uint64_t> Bits = parseScalar(*Given, A, Opt);
        if (!Bits)
          return Bits.takeError();
        V.Bits = *Bits;
        V.Text = *Given;
        V.Source = "-arg";
      }
    } else if (Given) {
      Expected<uint64_t> Bits = parseScalar(*Given, A, Opt);
      if (!Bits)
        return Bits.takeError();
      V.Bits = *Bits;
      V.Text = *Given;
      V.Source = "-arg";
    } else {
      V.Text = "unknown";
      V.Source = "not given: -arg=" +
                 (A.Name.empty() ? std::to_string(I) : A.Name) + "=VALUE";
    }
    if (V.Bits)
      for (unsigned B = 0; B < A.Size && B < 8; ++B) {
        L.Bytes[A.Offset + B] = uint8_t(*V.Bits >> (8 * B));
        L.Known[A.Offset + B] = true;
      }
    L.Args.push_back(std::move(V));
  }
  return std::move(L);
}

std::optional<uint64_t> KernelLaunch::readKernarg(uint64_t Offset,
                                                  unsigned Size) const {
  if (Size == 0 || Size > 8 || Offset + Size > Bytes.size())
    return std::nullopt;
  uint64_t V = 0;
  for (unsigned B = 0; B < Size; ++B) {
    if (!Known[Offset + B])
      return std::nullopt;
    V |= uint64_t(Bytes[Offset + B]) << (8 * B);
  }
  return V;
}
