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
/// would compute them. MUBUF scratch on gfx90a (wave64): the private
/// segment buffer a kernel's wave starts with makes a spill's lanes'
/// addresses private and known, swizzled per dword as SCRATCH's, and a
/// reload at the same offset gets the spilled value back.
//===----------------------------------------------------------------------===//

#include "EmulatedAsm.h"
#include "gcn-mca/Analysis/KernelInfo.h"
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

TEST(ScratchValues, MubufPrivateSegment) {
  EmulatedAsm M;
  // s[0:3] = the private segment buffer, s4 = the workgroup id x, s5 = the
  // private segment wavefront offset (user SGPR count 4), as clang lays
  // out a gfx90a kernel that spills.
  ASSERT_TRUE(M.init(R"(
	s_add_u32 s0, s0, s5
	s_addc_u32 s1, s1, 0
	buffer_store_dword v5, off, s[0:3], 0 offset:4
	buffer_load_dword v6, off, s[0:3], 0 offset:4
	buffer_load_dword v7, off, s[0:3], 0 offset:8
	buffer_store_dword v5, v8, s[0:3], 0 offen offset:4
)",
                     "gfx90a", 64))
      << M.P.Diags;
  KernelDescriptorInfo K;
  K.Fields["user_sgpr_private_segment_buffer"] = 1;
  K.Fields["user_sgpr_count"] = 4;
  K.Fields["system_sgpr_workgroup_id_x"] = 1;
  K.Fields["system_sgpr_private_segment_wavefront_offset"] = 1;
  WaveEmulator::KernelSetup Setup;
  Setup.Kernel = &K;
  WavePlacement Place;
  Place.Group = {7, 0, 0};
  WaveEmulator &E = *M.E;
  E.startKernelWave(Setup, Place);
  // Base 0, SWIZZLE_ENABLE, no record limit, ADD_TID_ENABLE with index
  // stride 3 (64 lanes): 1 << 23 | 3 << 21 = 0xe00000.
  EXPECT_EQ(M.s(0), 0u);
  EXPECT_EQ(M.s(1), 0x80000000u);
  EXPECT_EQ(M.s(2), 0xffffffffu);
  EXPECT_EQ(M.s(3), 0xe00000u);
  EXPECT_EQ(M.s(4), 7u);
  EXPECT_EQ(M.s(5), 0u);
  for (unsigned L = 0; L < 64; ++L) {
    E.setVGPR(5, L, 4 * L);
    E.setVGPR(8, L, 4);
  }
  E.setExec(~uint64_t(0));
  M.run(0, 2);
  ScratchValues SV;
  LaneAddressSet Set;
  auto Access = [&](unsigned I) {
    MemoryAddressing A = LaneAddresses::decode(M.inst(I), *M.P.TS.MCII, E);
    EXPECT_EQ(A.Kind, MemoryAddressing::Buffer);
    LaneAddresses::compute(A, M.inst(I), E, Set);
    EXPECT_TRUE(Set.Known);
    EXPECT_TRUE(Set.Private);
    if (A.Store)
      SV.store(A, M.inst(I), Set, E);
    M.run(I, I + 1);
    if (!A.Store)
      SV.load(A, M.inst(I), Set, E);
  };
  // The spill: every lane's private address is 4 (base 0 + soffset 0 +
  // offset 4); swizzled, lane L's dword 1 is at (1 x 64 + L) x 4 = 256 +
  // 4 L: bytes 256-511 of the wave's segment, 64-byte lines 4 to 7.
  Access(2);
  EXPECT_EQ(Set.Addr[0][0], 4u);
  EXPECT_EQ(Set.Addr[0][63], 4u);
  SmallVector<uint64_t, 8> Lines;
  LaneAddresses::linesOf(Set, 64, /*Scratch=*/true, 64, 0, Lines);
  EXPECT_EQ(Lines, (SmallVector<uint64_t, 8>{4, 5, 6, 7}));
  EXPECT_EQ(SV.size(), 64u);
  // The reload at offset 4 gives back 4 L; offset 8 was never stored.
  Access(3);
  EXPECT_EQ(E.vgpr(6, 0), std::optional<uint32_t>(0));
  EXPECT_EQ(E.vgpr(6, 33), std::optional<uint32_t>(132));
  Access(4);
  EXPECT_EQ(E.vgpr(7, 33), std::nullopt);
  // offen: v8 (4) + offset 4 = private address 8 in every lane.
  Access(5);
  EXPECT_EQ(Set.Addr[0][9], 8u);
  EXPECT_EQ(SV.size(), 128u);
  // A resource whose ADD_TID_ENABLE index stride is not the wave size (2:
  // 32 lanes, in a wave64) is not derived.
  E.setSGPR(3, ScalarValue::known(0xc00000u));
  MemoryAddressing A = LaneAddresses::decode(M.inst(2), *M.P.TS.MCII, E);
  LaneAddresses::compute(A, M.inst(2), E, Set);
  EXPECT_FALSE(Set.Known);
  EXPECT_FALSE(Set.Private);
}

} // namespace
