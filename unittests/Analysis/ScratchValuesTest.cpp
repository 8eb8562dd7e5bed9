//===- ScratchValuesTest.cpp - Known values through a wave's scratch ------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ScratchValues on gfx1100 (wave32): a spilled b64 pair comes back lane by
/// lane; inactive lanes store nothing; a store with unknown data or an
/// unknown address forgets; sub-dword and unaligned stores forget the
/// dwords they touch; a reload of a dword never stored stays unknown. The
/// lane addresses are given by hand (LaneAddressSet), as LaneAddresses
/// would compute them.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/LaneAddresses.h"
#include "gcn-mca/Analysis/ScratchValues.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// Lanes 0..31 active (Mask), lane L at Base + Stride L.
LaneAddressSet lanes(uint64_t Base, uint64_t Stride, uint64_t Mask) {
  LaneAddressSet S;
  S.Mask = Mask;
  S.Known = true;
  for (unsigned L = 0; L < 32; ++L)
    S.Addr[0][L] = Base + Stride * L;
  return S;
}

TEST(ScratchValues, SpillAndReload) {
  EmulatedAsm M;
  // 0: spill v[2:3]; 1: reload into v[6:7]; 2: reload one dword into v8;
  // 3: a byte store; 4: a dword store of v9.
  ASSERT_TRUE(M.init(R"(
	scratch_store_b64 off, v[2:3], off
	scratch_load_b64 v[6:7], off, off
	scratch_load_b32 v8, off, off offset:4
	scratch_store_b8 off, v9, off offset:4
	scratch_store_b32 off, v9, off offset:8
)",
                     "gfx1100", 32))
      << M.P.Diags;
  WaveEmulator &E = *M.E;
  MemoryAddressing St64, Ld64, Ld32, St8, St32;
  St64.Kind = Ld64.Kind = Ld32.Kind = St8.Kind = St32.Kind =
      MemoryAddressing::Scratch;
  St64.Store = St8.Store = St32.Store = true;
  St64.ElemBytes = Ld64.ElemBytes = 8;
  Ld32.ElemBytes = St32.ElemBytes = 4;
  St8.ElemBytes = 1;
  for (unsigned L = 0; L < 32; ++L) {
    E.setVGPR(2, L, 100 + L);
    E.setVGPR(3, L, 200 + L);
    E.setVGPR(9, L, L == 5 ? std::nullopt : std::optional<uint32_t>(7));
  }
  ScratchValues SV;
  // Lane L's slot at 16 L (each lane its own private dwords); lanes 0-15
  // active.
  SV.store(St64, M.inst(0), lanes(0, 16, 0xffff), E);
  EXPECT_EQ(SV.size(), 32u); // 16 lanes x 2 dwords
  SV.load(Ld64, M.inst(1), lanes(0, 16, 0xffffffff), E);
  EXPECT_EQ(E.vgpr(6, 3), std::optional<uint32_t>(103));
  EXPECT_EQ(E.vgpr(7, 15), std::optional<uint32_t>(215));
  EXPECT_EQ(E.vgpr(6, 16), std::nullopt); // lane 16 stored nothing
  // The second dword alone (offset 4).
  SV.load(Ld32, M.inst(2), lanes(4, 16, 0xffff), E);
  EXPECT_EQ(E.vgpr(8, 2), std::optional<uint32_t>(202));
  // A byte store into the second dword forgets it (16 dwords left), the
  // first dwords stay.
  SV.store(St8, M.inst(3), lanes(4, 16, 0xffff), E);
  EXPECT_EQ(SV.size(), 16u);
  for (unsigned L = 0; L < 32; ++L)
    E.setVGPR(8, L, std::nullopt);
  SV.load(Ld32, M.inst(2), lanes(4, 16, 0xffff), E);
  EXPECT_EQ(E.vgpr(8, 2), std::nullopt);
  // A dword store of v9 (lane 5 unknown) at 16 L: lane 5's dword is
  // forgotten, the others hold 7.
  SV.store(St32, M.inst(4), lanes(0, 16, 0xffff), E);
  SV.load(Ld32, M.inst(2), lanes(0, 16, 0xffff), E);
  EXPECT_EQ(E.vgpr(8, 4), std::optional<uint32_t>(7));
  EXPECT_EQ(E.vgpr(8, 5), std::nullopt);
  // An unaligned dword store forgets the two dwords it straddles (lane 0:
  // 0 and 4; 15 other lanes keep their first dword).
  SV.store(St32, M.inst(4), lanes(2, 16, 1), E);
  EXPECT_EQ(SV.size(), 14u); // 16 - lane 5 - lane 0
  // A store whose lanes' addresses are unknown forgets everything.
  LaneAddressSet Unknown = lanes(0, 16, 0xffff);
  Unknown.Known = false;
  SV.store(St32, M.inst(4), Unknown, E);
  EXPECT_EQ(SV.size(), 0u);
}

} // namespace
