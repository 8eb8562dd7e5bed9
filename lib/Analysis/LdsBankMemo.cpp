//===- LdsBankMemo.cpp - LDS bank cycles memoized per instruction ---------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The per-instruction memory of LdsBankMemo (see LdsBankMemo.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/LdsBankMemo.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/MathExtras.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

unsigned LdsBankMemo::cycles(unsigned Inst, const LaneAddressSet &S,
                             unsigned WaveSize, unsigned Banks, bool Write) {
  unsigned NumAddrs = std::min(S.NumAddrs, 2u);
  // The shift argument needs a power-of-two bank count (a bank is then the
  // dword's low bits) and an active lane to measure from.
  if (!S.Mask || NumAddrs != S.NumAddrs || !isPowerOf2_32(Banks)) {
    ++Misses;
    return LaneAddresses::ldsBankCycles(S, WaveSize, Banks, Write);
  }
  if (Inst >= Entries.size())
    Entries.resize(Inst + 1);
  std::unique_ptr<Entry> &P = Entries[Inst];
  if (!P)
    P = std::make_unique<Entry>();
  Entry &E = *P;
  unsigned Lanes = std::min(64u, WaveSize);
  uint64_t Mask = Lanes == 64 ? S.Mask : S.Mask & ((uint64_t(1) << Lanes) - 1);
  uint64_t Base = S.Addr[0][countr_zero(S.Mask)];
  bool Same = E.Mask == S.Mask && E.NumAddrs == NumAddrs &&
              E.ElemBytes == S.ElemBytes && E.WaveSize == WaveSize &&
              E.Banks == Banks && E.Write == Write &&
              E.BaseMod4 == uint8_t(Base & 3);
  for (unsigned K = 0; Same && K < NumAddrs; ++K)
    for (uint64_t M = Mask; M; M &= M - 1) {
      unsigned L = countr_zero(M);
      if (S.Addr[K][L] - Base != E.Rel[K][L]) {
        Same = false;
        break;
      }
    }
  if (Same) {
    ++Hits;
    return E.Cycles;
  }
  ++Misses;
  E.Mask = S.Mask;
  E.NumAddrs = NumAddrs;
  E.ElemBytes = S.ElemBytes;
  E.WaveSize = WaveSize;
  E.Banks = Banks;
  E.Write = Write;
  E.BaseMod4 = uint8_t(Base & 3);
  for (unsigned K = 0; K < NumAddrs; ++K)
    for (uint64_t M = Mask; M; M &= M - 1) {
      unsigned L = countr_zero(M);
      E.Rel[K][L] = S.Addr[K][L] - Base;
    }
  E.Cycles = LaneAddresses::ldsBankCycles(S, WaveSize, Banks, Write);
  return E.Cycles;
}
