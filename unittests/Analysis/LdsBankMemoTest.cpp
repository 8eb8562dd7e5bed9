//===- LdsBankMemoTest.cpp - LDS bank cycles memoized per instruction -----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/LdsBankMemo.h"
#include "gtest/gtest.h"
#include <random>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

LaneAddressSet pattern(uint64_t Mask, uint64_t Base, uint64_t Stride,
                       unsigned ElemBytes, unsigned NumAddrs = 1) {
  LaneAddressSet S;
  S.Known = true;
  S.Mask = Mask;
  S.ElemBytes = ElemBytes;
  S.NumAddrs = NumAddrs;
  for (unsigned K = 0; K < NumAddrs; ++K)
    for (unsigned L = 0; L < 64; ++L)
      S.Addr[K][L] = Base + L * Stride + K * 256;
  return S;
}

// A pattern moved by whole dwords is answered from memory with the cycles a
// fresh computation gives: stride 128 bytes on 32 banks puts every lane of
// a group in bank 0 (32 cycles per group of 32 lanes, 2 groups).
TEST(LdsBankMemoTest, ShiftedPatternIsRemembered) {
  LdsBankMemo M;
  for (uint64_t Base : {0ull, 4ull, 128ull, 4096ull, 65532ull}) {
    LaneAddressSet S = pattern(~0ull, Base, 128, 4);
    EXPECT_EQ(M.cycles(7, S, 64, 32, false), 64u);
    EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 64, 32, false), 64u);
  }
  EXPECT_EQ(M.misses(), 1u);
  EXPECT_EQ(M.hits(), 4u);
  // A base that is not a dword multiple away, another mask, another element
  // size or another instruction is computed again.
  EXPECT_EQ(M.cycles(7, pattern(~0ull, 2, 128, 4), 64, 32, false),
            LaneAddresses::ldsBankCycles(pattern(~0ull, 2, 128, 4), 64, 32));
  EXPECT_EQ(M.cycles(7, pattern(0xffffull, 2, 128, 4), 64, 32, false), 16u);
  EXPECT_EQ(M.cycles(7, pattern(0xffffull, 2, 128, 8), 64, 32, false),
            LaneAddresses::ldsBankCycles(pattern(0xffffull, 2, 128, 8), 64,
                                         32));
  EXPECT_EQ(M.cycles(8, pattern(0xffffull, 2, 128, 8), 64, 32, false),
            LaneAddresses::ldsBankCycles(pattern(0xffffull, 2, 128, 8), 64,
                                         32));
  EXPECT_EQ(M.hits(), 4u);
  EXPECT_EQ(M.misses(), 5u);
}

// Against the direct computation: random lane addresses (few distinct
// dwords, so that banks collide), random masks, element sizes, two
// addresses (read2/write2), reads and writes, wave32 and wave64, 32 and 64
// banks (and 48: not a power of two, never remembered), each pattern
// repeated at a random dword shift.
TEST(LdsBankMemoTest, MatchesDirectComputation) {
  std::mt19937_64 R(42);
  LdsBankMemo M;
  for (unsigned T = 0; T < 4000; ++T) {
    LaneAddressSet S;
    S.Known = true;
    S.Mask = R() | (R() & 1 ? ~0ull : 0);
    if (!S.Mask)
      S.Mask = 1;
    static const unsigned Sizes[] = {1, 2, 4, 8, 12, 16};
    S.ElemBytes = Sizes[R() % 6];
    S.NumAddrs = 1 + R() % 2;
    for (unsigned K = 0; K < S.NumAddrs; ++K)
      for (unsigned L = 0; L < 64; ++L)
        S.Addr[K][L] = (R() % 512) * (R() % 2 ? 4 : 1);
    unsigned Wave = R() % 2 ? 64 : 32;
    static const unsigned BankCounts[] = {32, 64, 48};
    unsigned Banks = BankCounts[R() % 3];
    bool Write = R() % 2;
    unsigned Inst = R() % 4;
    EXPECT_EQ(M.cycles(Inst, S, Wave, Banks, Write),
              LaneAddresses::ldsBankCycles(S, Wave, Banks, Write));
    uint64_t Shift = 4 * (R() % 100000);
    for (unsigned K = 0; K < S.NumAddrs; ++K)
      for (unsigned L = 0; L < 64; ++L)
        S.Addr[K][L] += Shift;
    EXPECT_EQ(M.cycles(Inst, S, Wave, Banks, Write),
              LaneAddresses::ldsBankCycles(S, Wave, Banks, Write))
        << "trial " << T;
  }
  EXPECT_GT(M.hits(), 1000u);
}

} // namespace
