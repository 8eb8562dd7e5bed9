//===- WaveEmulatorFloat.cpp - The IEEE compares WaveEmulator knows -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The floating-point side WaveEmulator evaluates (see WaveEmulatorOps.h):
/// IEEE compares of f16, f32 and f64 values and the neg/abs source
/// modifiers. Only what does not depend on the MODE register: a denormal
/// operand (flushed or not by the denormal mode) gives none.
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include "llvm/ADT/bit.h"
#include <cmath>

using namespace llvm;

namespace llvm {
namespace gcnmca {
namespace emu {

/// The value of the \p Bits-bit float \p V as a double (exact for each
/// width), none for a denormal.
static std::optional<double> decode(uint64_t V, unsigned Bits) {
  switch (Bits) {
  case 64: {
    if (((V >> 52) & 0x7ff) == 0 && (V & ((uint64_t(1) << 52) - 1)))
      return std::nullopt;
    return bit_cast<double>(V);
  }
  case 32: {
    uint32_t W = uint32_t(V);
    if (((W >> 23) & 0xff) == 0 && (W & 0x7fffff))
      return std::nullopt;
    return double(bit_cast<float>(W));
  }
  case 16: {
    unsigned Sign = (V >> 15) & 1, Exp = (V >> 10) & 0x1f,
             Mant = unsigned(V) & 0x3ff;
    double Mag;
    if (Exp == 0) {
      if (Mant)
        return std::nullopt;
      Mag = 0.0;
    } else if (Exp == 0x1f) {
      Mag = Mant ? std::nan("") : HUGE_VAL;
    } else {
      Mag = std::ldexp(1.0 + Mant / 1024.0, int(Exp) - 15);
    }
    return Sign ? -Mag : Mag;
  }
  default:
    return std::nullopt;
  }
}

/// The class bit (FClass) of \p V, an IEEE value of \p Bits; none for a
/// denormal (the MODE register, not tracked, may flush it to a zero).
static std::optional<unsigned> classOf(uint64_t V, unsigned Bits) {
  unsigned ExpBits = Bits == 64 ? 11 : Bits == 32 ? 8 : 5;
  unsigned MantBits = Bits - 1 - ExpBits;
  bool Neg = (V >> (Bits - 1)) & 1;
  uint64_t Exp = (V >> MantBits) & ((uint64_t(1) << ExpBits) - 1);
  uint64_t Mant = V & ((uint64_t(1) << MantBits) - 1);
  if (Exp == (uint64_t(1) << ExpBits) - 1) {
    if (!Mant)
      return Neg ? 2 : 9;
    return (Mant >> (MantBits - 1)) & 1 ? 1 : 0; // quiet : signaling NaN
  }
  if (!Exp)
    return Mant ? std::nullopt : std::optional<unsigned>(Neg ? 5 : 6);
  return Neg ? 3 : 8;
}

std::optional<bool> fcompare(uint8_t Pred, uint64_t A, uint64_t B,
                             unsigned Bits) {
  if (Pred == FClass) {
    if (Bits != 16 && Bits != 32 && Bits != 64)
      return std::nullopt;
    std::optional<unsigned> C = classOf(A, Bits);
    if (!C)
      return std::nullopt;
    return ((B >> *C) & 1) != 0;
  }
  std::optional<double> X = decode(A, Bits), Y = decode(B, Bits);
  if (!X || !Y)
    return std::nullopt;
  uint8_t Rel = std::isnan(*X) || std::isnan(*Y) ? FUn
                : *X < *Y                        ? FLT
                : *X == *Y                       ? FEQ
                                                 : FGT;
  return (Pred & Rel) != 0;
}

std::optional<uint64_t> applyFloatMods(uint64_t V, unsigned Bits,
                                       int64_t Mods) {
  constexpr int64_t Neg = 1, Abs = 2;
  if (Mods & ~(Neg | Abs))
    return std::nullopt;
  uint64_t Sign = uint64_t(1) << (Bits - 1);
  if (Mods & Abs)
    V &= ~Sign;
  if (Mods & Neg)
    V ^= Sign;
  return V;
}

} // namespace emu
} // namespace gcnmca
} // namespace llvm
