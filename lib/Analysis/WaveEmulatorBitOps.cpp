//===- WaveEmulatorBitOps.cpp - Saturating adds, align and permute --------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The values of the VALU operations compute() hands on: a 32-bit add or
/// subtract with the VOP3 clamp bit (saturating), v_alignbit_b32,
/// v_alignbyte_b32 and v_perm_b32 (see WaveEmulatorOps.h).
//===----------------------------------------------------------------------===//

#include "WaveEmulatorOps.h"
#include <algorithm>
#include <climits>

using namespace llvm;

namespace llvm {
namespace gcnmca {
namespace emu {

std::optional<uint64_t> computeClamped(Op O, ArrayRef<uint64_t> In) {
  if (In.size() < 2)
    return std::nullopt;
  uint64_t A = In[0] & 0xffffffffu, B = In[1] & 0xffffffffu;
  int64_t SA = int32_t(uint32_t(A)), SB = int32_t(uint32_t(B));
  auto Signed = [](int64_t V) {
    return uint64_t(
        uint32_t(int32_t(std::clamp<int64_t>(V, INT32_MIN, INT32_MAX))));
  };
  switch (O) {
  case Op::Add:
    return std::min<uint64_t>(A + B, 0xffffffffu);
  case Op::Sub:
    return A < B ? 0 : A - B;
  case Op::SubRev:
    return B < A ? 0 : B - A;
  case Op::AddI:
    return Signed(SA + SB);
  case Op::SubI:
    return Signed(SA - SB);
  default:
    return std::nullopt;
  }
}

std::optional<uint64_t> computeBytes(Op O, uint64_t A, uint64_t B,
                                     uint64_t C) {
  // {a, b}: a the high dword.
  uint64_t Joined = ((A & 0xffffffffu) << 32) | (B & 0xffffffffu);
  switch (O) {
  case Op::AlignBit:
    return (Joined >> (C & 31)) & 0xffffffffu;
  case Op::AlignByte:
    return (Joined >> (8 * (C & 3))) & 0xffffffffu;
  case Op::Perm: {
    // Per result byte n, selector byte n of c: 0-7 that byte of {a, b},
    // 8-11 the sign of byte 1, 3, 5, 7 replicated, 12 zero, 13 and above
    // 0xff (the ISA guides, V_PERM_B32, BYTE_PERMUTE).
    uint64_t R = 0;
    for (unsigned N = 0; N < 4; ++N) {
      unsigned Sel = unsigned(C >> (8 * N)) & 0xff;
      uint64_t Byte;
      if (Sel < 8)
        Byte = (Joined >> (8 * Sel)) & 0xff;
      else if (Sel < 12)
        Byte = (Joined >> (16 * (Sel - 8) + 15)) & 1 ? 0xff : 0;
      else if (Sel == 12)
        Byte = 0;
      else
        Byte = 0xff;
      R |= Byte << (8 * N);
    }
    return R;
  }
  default:
    return std::nullopt;
  }
}

} // namespace emu
} // namespace gcnmca
} // namespace llvm
