//===- LaneAddressesTest.cpp - Per-lane addresses, lines and LDS banks ----===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of LaneAddresses: the addressing of global, flat, buffer,
/// scratch and DS forms on gfx9 (gfx90a), gfx10.3 (gfx1030), gfx11
/// (gfx1100) and gfx12 (gfx1200), the per-lane addresses from the emulated
/// state, the lines they touch and the LDS bank cycles of every DS width.
/// Every expected value is worked out by hand next to it.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/LaneAddresses.h"
#include "ParsedAsm.h"
#include "gcn-mca/Analysis/WaveEmulator.h"
#include "gtest/gtest.h"
#include <cstring>

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

struct Emu {
  Parsed P;
  std::unique_ptr<WaveEmulator> E;
  bool init(StringRef Text, StringRef CPU, unsigned WaveSize) {
    if (!P.parse(Text, CPU))
      return false;
    E = std::make_unique<WaveEmulator>(*P.TS.MCII, *P.TS.MRI, WaveSize);
    for (unsigned L = 0; L < WaveSize; ++L)
      E->setVGPR(0, L, L);
    E->setExec(~uint64_t(0));
    return true;
  }
  void run(unsigned From, unsigned To) {
    ArrayRef<MCInst> I = P.In->instructions();
    for (unsigned K = From; K < I.size() && K < To; ++K)
      E->execute(I[K]);
  }
  const MCInst &inst(unsigned K) { return P.In->instructions()[K]; }
  LaneAddressSet at(unsigned K) {
    MemoryAddressing A = LaneAddresses::decode(inst(K), *P.TS.MCII, *E);
    LaneAddressSet S;
    LaneAddresses::compute(A, inst(K), *E, S);
    return S;
  }
};

/// One gfx90a wave64 with v0 = the lane id and s[0:1] = \p Base: the setup
/// of the tests that run a short global-memory sequence.
class LaneAddressesWave : public testing::Test {
protected:
  Emu M;
  bool load(StringRef Text, uint64_t Base) {
    if (!M.init(Text, "gfx90a", 64))
      return false;
    M.E->setSGPR(0, ScalarValue::known(uint32_t(Base)));
    M.E->setSGPR(1, ScalarValue::known(uint32_t(Base >> 32)));
    return true;
  }
};

TEST_F(LaneAddressesWave, GlobalPointerArithmetic) {
  ASSERT_TRUE(load(R"(
	v_ashrrev_i32_e32 v1, 31, v0
	v_lshlrev_b64 v[2:3], 2, v[0:1]
	v_mov_b32_e32 v1, s1
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v1, v3, vcc
	global_load_dword v10, v[2:3], off offset:8
)",
                   0x100001000ull))
      << M.P.Diags;
  M.run(0, 1);
  EXPECT_EQ(M.E->vgpr(1, 5), 0u);
  M.run(1, 2);
  EXPECT_EQ(M.E->vgpr(2, 5), 20u);
  EXPECT_EQ(M.E->vgpr(3, 5), 0u);
  M.run(2, 4);
  EXPECT_EQ(M.E->vgpr(1, 5), 1u);
  EXPECT_EQ(M.E->vgpr(2, 5), 0x1014u);
  EXPECT_EQ(M.E->vccKnown(), ~uint64_t(0));
  M.run(4, 5);
  EXPECT_EQ(M.E->vgpr(3, 5), 1u);
  LaneAddressSet S = M.at(5);
  ASSERT_TRUE(S.Known);
  // Lane L: 0x1'0000'1000 + 4 L + 8.
  EXPECT_EQ(S.Addr[0][0], 0x100001008ull);
  EXPECT_EQ(S.Addr[0][63], 0x100001008ull + 252);
}

/// The first lane's address of instruction \p K after running [0, K), with
/// s[0:1] = 0x1000 (a 64-bit base), s2 = 0x40 and s[4:7] a buffer
/// resource at 0x2000 with stride 16, v0 = the lane id.
struct Family {
  const char *CPU;
  unsigned WaveSize;
  const char *Text;
  unsigned Inst;
  MemoryAddressing::KindT Kind;
  uint64_t Lane0, Lane1; // addresses of lanes 0 and 1 (first address)
};

TEST(LaneAddresses, FamiliesOnEveryGeneration) {
  // v1 = 4 x lane (v_lshlrev), v[2:3] = s[0:1] + v1 (64-bit pointer).
  // global saddr: 0x1000 + v1 + 8: lanes 0x1008, 0x100c.
  // global vaddr: v[2:3] + 16: 0x1010, 0x1014.
  // buffer offen: 0x2000 + soffset s2 (0x40) + v1 + 12: 0x204c, 0x2050.
  // buffer idxen: 0x2000 + 0 + lane x 16 (stride) + 4: 0x2004, 0x2014.
  // ds: v1 + 16: 16, 20; scratch: v1 + 8 private: 8, 12.
  const char *Gfx9 = R"(
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v1
	v_addc_co_u32_e32 v3, vcc, 0, v3, vcc
	global_load_dword v10, v1, s[0:1] offset:8
	global_load_dword v10, v[2:3], off offset:16
	buffer_load_dword v10, v1, s[4:7], s2 offen offset:12
	buffer_load_dword v10, v0, s[4:7], 0 idxen offset:4
	ds_read_b32 v10, v1 offset:16
	scratch_load_dword v10, v1, off offset:8
	flat_store_dword v[2:3], v10 offset:16
)";
  const char *Gfx10 = R"(
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32 v2, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	global_load_dword v10, v1, s[0:1] offset:8
	global_load_dword v10, v[2:3], off offset:16
	buffer_load_dword v10, v1, s[4:7], s2 offen offset:12
	buffer_load_dword v10, v0, s[4:7], 0 idxen offset:4
	ds_read_b32 v10, v1 offset:16
	scratch_load_dword v10, v1, off offset:8
	flat_store_dword v[2:3], v10 offset:16
)";
  const char *Gfx11 = R"(
	v_lshlrev_b32_e32 v1, 2, v0
	v_mov_b32_e32 v3, s1
	v_add_co_u32 v2, vcc_lo, s0, v1
	v_add_co_ci_u32_e32 v3, vcc_lo, 0, v3, vcc_lo
	global_load_b32 v10, v1, s[0:1] offset:8
	global_load_b32 v10, v[2:3], off offset:16
	buffer_load_b32 v10, v1, s[4:7], s2 offen offset:12
	buffer_load_b32 v10, v0, s[4:7], 0 idxen offset:4
	ds_load_b32 v10, v1 offset:16
	scratch_load_b32 v10, v1, off offset:8
	flat_store_b32 v[2:3], v10 offset:16
)";
  // gfx12's soffset is a register or null (no inline constant).
  std::string Gfx12 = Gfx11;
  Gfx12.replace(Gfx12.find("s[4:7], 0 idxen"), strlen("s[4:7], 0"),
                "s[4:7], null");
  struct Gen {
    const char *CPU;
    unsigned WS;
    const char *Text;
  } Gens[] = {{"gfx90a", 64, Gfx9},
              {"gfx1030", 32, Gfx10},
              {"gfx1100", 32, Gfx11},
              {"gfx1200", 32, Gfx12.c_str()}};
  struct Expect {
    unsigned Inst;
    MemoryAddressing::KindT Kind;
    uint64_t L0, L1;
  } Exp[] = {{4, MemoryAddressing::Global, 0x1008, 0x100c},
             {5, MemoryAddressing::Global, 0x1010, 0x1014},
             {6, MemoryAddressing::Buffer, 0x204c, 0x2050},
             {7, MemoryAddressing::Buffer, 0x2004, 0x2014},
             {8, MemoryAddressing::LDS, 16, 20},
             {9, MemoryAddressing::Scratch, 8, 12},
             {10, MemoryAddressing::Global, 0x1010, 0x1014}};
  for (const Gen &G : Gens) {
    Emu M;
    ASSERT_TRUE(M.init(G.Text, G.CPU, G.WS)) << G.CPU << M.P.Diags;
    M.E->setSGPR(0, ScalarValue::known(0x1000));
    M.E->setSGPR(1, ScalarValue::known(0));
    M.E->setSGPR(2, ScalarValue::known(0x40));
    // V# words: base 0x2000; stride 16 in bits 16-29 of word 1.
    M.E->setSGPR(4, ScalarValue::known(0x2000));
    M.E->setSGPR(5, ScalarValue::known(16u << 16));
    M.E->setSGPR(6, ScalarValue::known(0x100000));
    M.E->setSGPR(7, ScalarValue::known(0));
    M.run(0, 4);
    for (const Expect &X : Exp) {
      MemoryAddressing A =
          LaneAddresses::decode(M.inst(X.Inst), *M.P.TS.MCII, *M.E);
      EXPECT_EQ(A.Kind, X.Kind) << G.CPU << " inst " << X.Inst;
      LaneAddressSet S = M.at(X.Inst);
      ASSERT_TRUE(S.Known) << G.CPU << " inst " << X.Inst << " " << S.What.str();
      EXPECT_EQ(S.Addr[0][0], X.L0) << G.CPU << " inst " << X.Inst;
      EXPECT_EQ(S.Addr[0][1], X.L1) << G.CPU << " inst " << X.Inst;
      EXPECT_EQ(S.Mask, G.WS == 64 ? ~uint64_t(0) : 0xffffffffull);
    }
    // The flat store writes.
    EXPECT_TRUE(LaneAddresses::decode(M.inst(10), *M.P.TS.MCII, *M.E).Store);
  }
}

TEST_F(LaneAddressesWave, UnknownAddressNamesItsOrigin) {
  // v1 comes from a load: the address of the second load is unknown, and
  // its origin is instruction 0.
  ASSERT_TRUE(load(R"(
	global_load_dword v1, v0, s[0:1]
	global_load_dword v2, v1, s[0:1]
)",
                   0x1000))
      << M.P.Diags;
  for (unsigned I = 0; I < 2; ++I) {
    M.E->setInstructionIndex(int(I));
    if (I == 1) {
      LaneAddressSet S = M.at(1);
      EXPECT_FALSE(S.Known);
      EXPECT_EQ(S.What, "the address");
      EXPECT_EQ(S.Origin, 0);
    }
    M.E->execute(M.inst(I));
  }
}

TEST(LaneAddresses, LinesOfLanes) {
  LaneAddressSet S;
  S.Mask = ~uint64_t(0);
  S.ElemBytes = 4;
  // Unit stride, 64 lanes x 4 bytes = 256 bytes from 0: 4 lines of 64.
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = 4 * L;
  SmallVector<uint64_t, 64> Lines;
  LaneAddresses::linesOf(S, 64, false, 64, 0, Lines);
  EXPECT_EQ(Lines.size(), 4u);
  // Stride 4096 (a column): every lane its own line, 64 lines, ascending.
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = 4096 * uint64_t(63 - L);
  LaneAddresses::linesOf(S, 64, false, 64, 0, Lines);
  ASSERT_EQ(Lines.size(), 64u);
  EXPECT_TRUE(std::is_sorted(Lines.begin(), Lines.end()));
  // A dwordx4 (16 bytes) at byte 56 straddles lines 0 and 1.
  S.Mask = 1;
  S.ElemBytes = 16;
  S.Addr[0][0] = 56;
  LaneAddresses::linesOf(S, 64, false, 64, 0, Lines);
  EXPECT_EQ(Lines.size(), 2u);
  // Scratch: every lane at the same private address 0 lands on dword
  // lane of the swizzled segment: 64 lanes x 4 bytes = 4 lines.
  S.Mask = ~uint64_t(0);
  S.ElemBytes = 4;
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = 0;
  LaneAddresses::linesOf(S, 64, true, 64, 0, Lines);
  EXPECT_EQ(Lines.size(), 4u);
}

TEST(LaneAddresses, LineLookupsFollowLaneOrder) {
  LaneAddressSet S;
  S.Mask = ~uint64_t(0);
  S.ElemBytes = 4;
  // Unit stride dwords: lanes ascend, 64 x 4 bytes = 4 lines of 64 bytes,
  // one lookup per line: as many as the distinct lines.
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = 4 * L;
  EXPECT_EQ(LaneAddresses::lineLookups(S, 64, false, 64, 0), 4u);
  // Bytes of a tiled GEMM's B column: lane tx + 16 ly reads byte ly of row
  // tx (rows 4096 bytes apart): 16 distinct lines, but each lane's line
  // differs from the lane before it, so 64 lookups.
  S.ElemBytes = 1;
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = uint64_t(L % 16) * 4096 + L / 16;
  SmallVector<uint64_t, 64> Lines;
  LaneAddresses::linesOf(S, 128, false, 64, 0, Lines);
  EXPECT_EQ(Lines.size(), 16u);
  EXPECT_EQ(LaneAddresses::lineLookups(S, 128, false, 64, 0), 64u);
  // Inactive lanes do not count: only lanes 0 and 16 (row 0, bytes 0 and
  // 1), one line, adjacent in the active order: 1 lookup.
  S.Mask = 1 | uint64_t(1) << 16;
  EXPECT_EQ(LaneAddresses::lineLookups(S, 128, false, 64, 0), 1u);
  // A dwordx4 at byte 56 straddles lines 0 and 1: 2 lookups.
  S.Mask = 1;
  S.ElemBytes = 16;
  S.Addr[0][0] = 56;
  EXPECT_EQ(LaneAddresses::lineLookups(S, 64, false, 64, 0), 2u);
  // Scratch: the distinct lines of the swizzled segment (4, as above).
  S.Mask = ~uint64_t(0);
  S.ElemBytes = 4;
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = 0;
  EXPECT_EQ(LaneAddresses::lineLookups(S, 64, true, 64, 0), 4u);
  // A line size that is not a power of two (the division path): unit
  // stride dwords over bytes 0-255 in lines of 96 bytes: 0-95, 96-191,
  // 192-255: 3 lookups; a dwordx4 at byte 88 straddles lines 0 and 1: 2.
  S.Mask = ~uint64_t(0);
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = 4 * L;
  EXPECT_EQ(LaneAddresses::lineLookups(S, 96, false, 64, 0), 3u);
  S.Mask = 1;
  S.ElemBytes = 16;
  S.Addr[0][0] = 88;
  EXPECT_EQ(LaneAddresses::lineLookups(S, 96, false, 64, 0), 2u);
}

TEST(LaneAddresses, LDSBankCyclesB128LaneGroups) {
  // An MFMA operand read: lane L reads 16 bytes of row L % 16 (rows 128
  // bytes = 32 dwords apart, so every row starts at bank 0) at column
  // L / 16 (16 bytes = 4 banks on). pyhip's groups pair lanes 0-3 (rows
  // 0-3, banks 0-3) with lanes 20-23 (rows 4-7, column 1: banks 4-7):
  // 4 distinct dwords in each of banks 0-7, 4 clocks; every group alike,
  // 8 x 4 = 32. Eight consecutive lanes (rows 0-7, banks 0-3) would take
  // 8 clocks a group, 64.
  LaneAddressSet S;
  S.Mask = ~uint64_t(0);
  S.ElemBytes = 16;
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = uint64_t(L % 16) * 128 + (L / 16) * 16;
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 64), 32u);
  // Wave32 keeps groups of 8 consecutive lanes: lanes 0-7 rows 0-7 in
  // banks 0-3 (8 clocks), 8-15 alike, 16-23 and 24-31 in banks 4-7:
  // 4 x 8 = 32.
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 32), 32u);
  // The same addresses written (ds_write_b128): eight consecutive lanes a
  // group (AMD's CK-Tile LDS bank-conflict blog), so lanes 0-7 (rows 0-7,
  // column 0) put 8 distinct dwords in each of banks 0-3: 8 clocks, every
  // group alike, 8 x 8 = 64.
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 64, 32, /*Write=*/true), 64u);
  // Row-major 16-byte stores (lane L at 16 L): each group of 8 lanes
  // writes 128 consecutive bytes, every bank once: 8 groups x 1 = 8.
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = 16 * uint64_t(L);
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 64, 32, /*Write=*/true), 8u);
}

TEST(LaneAddresses, ImagesRecognisedNotDerived) {
  // MIMG (gfx9, gfx10.3, gfx11) and VIMAGE (gfx12): Kind Image with the
  // 8-dword resource operand; stores and atomics write; never Known, and
  // What names the resource's layout. Even with every register known (s[8:15]
  // all set) an image address is not derived.
  struct Gen {
    const char *CPU;
    const char *Text;
  } Gens[] = {
      {"gfx90a", R"(
	image_load v[0:3], v[4:5], s[8:15] dmask:0xf unorm
	image_store v[0:3], v[4:5], s[8:15] dmask:0xf unorm
)"},
      {"gfx1030", R"(
	image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
	image_store v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
)"},
      {"gfx1100", R"(
	image_load v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
	image_store v[0:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm
)"},
      {"gfx1200", R"(
	image_load v[0:3], [v4, v5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D
	image_store v[0:3], [v4, v5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D
)"},
  };
  for (const Gen &G : Gens) {
    Emu M;
    ASSERT_TRUE(M.init(G.Text, G.CPU, 64)) << G.CPU << M.P.Diags;
    for (unsigned R = 8; R < 16; ++R)
      M.E->setSGPR(R, ScalarValue::known(R));
    for (unsigned K = 0; K < 2; ++K) {
      MemoryAddressing A =
          LaneAddresses::decode(M.inst(K), *M.P.TS.MCII, *M.E);
      EXPECT_EQ(A.Kind, MemoryAddressing::Image) << G.CPU << " " << K;
      EXPECT_EQ(A.Store, K == 1) << G.CPU;
      ASSERT_GE(A.Rsrc, 0) << G.CPU;
      WaveEmulator::RegSlots RS =
          M.E->slots(M.inst(K).getOperand(A.Rsrc).getReg().id());
      EXPECT_EQ(RS.First, 8u) << G.CPU;
      EXPECT_EQ(RS.Count, 8u) << G.CPU;
      LaneAddressSet S = M.at(K);
      EXPECT_FALSE(S.Known) << G.CPU;
      EXPECT_EQ(S.What, "the image resource's layout and tiling") << G.CPU;
    }
  }
}

TEST(LaneAddresses, LDSDMATypedAndGDS) {
  // s[8:11]: a buffer resource with base 0x1000 (word 0), stride 0 (word 1
  // bits 16-29), as the launch would hold it; s[4:5] = 0x2000 (saddr); v0
  // = the lane id, v1 = lane x 16.
  struct Case {
    const char *CPU;
    const char *Text;
  } Cases[] = {
      // gfx90a: global_load_dword ... lds (LDS DMA, global side), the
      // buffer form, and a typed xy load.
      {"gfx90a", R"(
	v_lshlrev_b32 v1, 4, v0
	global_load_dword v1, s[4:5] offset:8 lds
	buffer_load_dword v1, s[8:11], 0 offen offset:4 lds
	tbuffer_load_format_xy v[2:3], v1, s[8:11], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:60
)"},
      // gfx942: global_load_lds_dword.
      {"gfx942", R"(
	v_lshlrev_b32 v1, 4, v0
	global_load_lds_dword v1, s[4:5] offset:8
	buffer_load_dword v1, s[8:11], 0 offen offset:4 lds
	tbuffer_load_format_xy v[2:3], v1, s[8:11], 0 format:[BUF_DATA_FORMAT_32_32,BUF_NUM_FORMAT_FLOAT] offen offset:60
)"},
  };
  for (const Case &C : Cases) {
    Emu M;
    ASSERT_TRUE(M.init(C.Text, C.CPU, 64)) << C.CPU << M.P.Diags;
    M.E->setSGPR(4, ScalarValue::known(0x2000));
    M.E->setSGPR(5, ScalarValue::known(0));
    M.E->setSGPR(8, ScalarValue::known(0x1000));
    for (unsigned R = 9; R < 12; ++R)
      M.E->setSGPR(R, ScalarValue::known(0));
    M.run(0, 1);
    // The global side: saddr 0x2000 + v1 (lane x 16) + 8; a load of 4 bytes.
    MemoryAddressing G = LaneAddresses::decode(M.inst(1), *M.P.TS.MCII, *M.E);
    EXPECT_EQ(G.Kind, MemoryAddressing::Global) << C.CPU;
    EXPECT_TRUE(G.LDSDMA) << C.CPU;
    EXPECT_FALSE(G.Store) << C.CPU;
    EXPECT_EQ(G.ElemBytes, 4u) << C.CPU;
    LaneAddressSet S = M.at(1);
    ASSERT_TRUE(S.Known) << C.CPU;
    EXPECT_EQ(S.Addr[0][0], 0x2008u) << C.CPU;
    EXPECT_EQ(S.Addr[0][5], 0x2008u + 5 * 16) << C.CPU;
    // The buffer form: base 0x1000 + v1 + 4.
    MemoryAddressing B = LaneAddresses::decode(M.inst(2), *M.P.TS.MCII, *M.E);
    EXPECT_EQ(B.Kind, MemoryAddressing::Buffer) << C.CPU;
    EXPECT_TRUE(B.LDSDMA) << C.CPU;
    EXPECT_FALSE(B.Store) << C.CPU;
    S = M.at(2);
    ASSERT_TRUE(S.Known) << C.CPU;
    EXPECT_EQ(S.Addr[0][3], 0x1000u + 3 * 16 + 4) << C.CPU;
    // Typed xy: addressed as MUBUF, 2 components x 4 bytes.
    MemoryAddressing T = LaneAddresses::decode(M.inst(3), *M.P.TS.MCII, *M.E);
    EXPECT_EQ(T.Kind, MemoryAddressing::Buffer) << C.CPU;
    EXPECT_FALSE(T.LDSDMA) << C.CPU;
    EXPECT_EQ(T.ElemBytes, 8u) << C.CPU;
    S = M.at(3);
    ASSERT_TRUE(S.Known) << C.CPU;
    EXPECT_EQ(S.Addr[0][2], 0x1000u + 2 * 16 + 60) << C.CPU;
    // Lane k covers [0x1000 + 16k + 60, + 67]: in 64-byte lines, lanes
    // 0-63 cover bytes 60 .. 16 x 63 + 67 = 1075 past the base: lines 0-16
    // = 17 (a 4-byte element would end at 1071: still line 16).
    SmallVector<uint64_t, 64> Lines;
    LaneAddresses::linesOf(S, 64, false, 64, 0, Lines);
    EXPECT_EQ(Lines.size(), 17u) << C.CPU;
  }
  // GDS (gfx10.3, gfx11: a DS form with the gds bit): Kind GDS, not
  // derived; the same form without it is LDS. D16 typed: 2 bytes a
  // component (xyzw: 8).
  for (const char *CPU : {"gfx1030", "gfx1100"}) {
    Emu M;
    ASSERT_TRUE(M.init(R"(
	ds_add_u32 v0, v1 gds
	ds_add_u32 v0, v1
	ds_read2_b32 v[2:3], v0 offset0:1 offset1:2 gds
	ds_read2_b32 v[2:3], v0 offset0:1 offset1:2
	buffer_load_format_d16_xyzw v[2:3], v0, s[8:11], 0 offen
	tbuffer_load_format_xyz v[2:4], v0, s[8:11], 0 format:[BUF_FMT_32_32_32_FLOAT] offen
)",
                       CPU, 32))
        << CPU << M.P.Diags;
    for (unsigned K : {0u, 2u}) {
      MemoryAddressing A = LaneAddresses::decode(M.inst(K), *M.P.TS.MCII, *M.E);
      EXPECT_EQ(A.Kind, MemoryAddressing::GDS) << CPU << " " << K;
      LaneAddressSet S = M.at(K);
      EXPECT_FALSE(S.Known) << CPU;
      EXPECT_EQ(S.What, "the global data share, which is not modelled");
    }
    for (unsigned K : {1u, 3u})
      EXPECT_EQ(LaneAddresses::decode(M.inst(K), *M.P.TS.MCII, *M.E).Kind,
                MemoryAddressing::LDS)
          << CPU << " " << K;
    EXPECT_EQ(LaneAddresses::decode(M.inst(4), *M.P.TS.MCII, *M.E).ElemBytes,
              8u)
        << CPU;
    EXPECT_EQ(LaneAddresses::decode(M.inst(5), *M.P.TS.MCII, *M.E).ElemBytes,
              12u)
        << CPU;
  }
}

/// The bank cycles of a wave whose 64 lanes access \p Elem bytes each,
/// lane L at L x \p Bytes (one address), through \p Banks banks.
static unsigned strideBankCycles(LaneAddressSet &S, unsigned Bytes,
                                 unsigned Elem, unsigned Banks) {
  S.ElemBytes = Elem;
  S.NumAddrs = 1;
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = uint64_t(L) * Bytes;
  return LaneAddresses::ldsBankCycles(S, 64, Banks);
}

TEST(LaneAddresses, LDSBankCyclesPerWidth) {
  LaneAddressSet S;
  S.Mask = ~uint64_t(0);
  auto Stride = [&](unsigned Bytes, unsigned Elem) {
    return strideBankCycles(S, Bytes, Elem, 32);
  };
  // b32: two half-waves of 32 lanes. Unit stride: each bank 1 dword per
  // half: 1 + 1 = 2. Stride 2 dwords: banks 0, 2, ..., 30 get 2 dwords
  // each: 2 + 2 = 4. Stride 32 dwords: one bank, 32 dwords: 64.
  EXPECT_EQ(Stride(4, 4), 2u);
  EXPECT_EQ(Stride(8, 4), 4u);
  EXPECT_EQ(Stride(128, 4), 64u);
  // Same address everywhere: a broadcast, 1 per half-wave.
  EXPECT_EQ(Stride(0, 4), 2u);
  // b64: groups of 16 lanes x 2 dwords = 32 dwords over 32 banks: unit
  // stride 1 per group, 4 groups = 4. Stride 16 bytes (every other
  // 8-byte slot): 16 lanes span 64 dwords, 2 per bank: 2 x 4 = 8.
  EXPECT_EQ(Stride(8, 8), 4u);
  EXPECT_EQ(Stride(16, 8), 8u);
  // b128: groups of 8 lanes x 4 dwords: unit stride 1 x 8 = 8; stride 64
  // bytes (16 dwords): banks 0-3 and 16-19, 4 dwords each: 4 x 8 = 32.
  EXPECT_EQ(Stride(16, 16), 8u);
  EXPECT_EQ(Stride(64, 16), 32u);
  // b96: groups of 8 lanes x 3 dwords = 24 dwords: unit stride 1 x 8 = 8.
  EXPECT_EQ(Stride(12, 12), 8u);
  // read2_b32 with offsets 0 and 32 dwords, unit stride: each address
  // conflict-free, 2 per address: 4.
  S.ElemBytes = 4;
  S.NumAddrs = 2;
  for (unsigned L = 0; L < 64; ++L) {
    S.Addr[0][L] = 4 * L;
    S.Addr[1][L] = 4 * L + 128;
  }
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 64), 4u);
  // Only lanes 0-31 active (the second half-wave idle): 1 + 1 = 2.
  S.Mask = 0xffffffffull;
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 64), 2u);
  // Wave32 (one group of 32 lanes for b32): unit stride 1 per address.
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 32), 2u);
}

TEST(LaneAddresses, LDSBankCycles64Banks) {
  // gfx950's 64 banks: a group asks for at most 64 dwords (64 lanes of b32,
  // 32 of b64, 16 of b128).
  LaneAddressSet S;
  S.Mask = ~uint64_t(0);
  auto Stride = [&](unsigned Bytes, unsigned Elem) {
    return strideBankCycles(S, Bytes, Elem, 64);
  };
  // b32, unit stride: the 64 lanes' dwords 0-63 hit the 64 banks once: 1
  // (32 banks: 2). Stride 2 dwords: dwords 0, 2, ..., 126: the even banks
  // get 2 each: 2 (32 banks: 4). Stride 32 dwords: dwords 32 x L, banks 0
  // and 32 get 32 dwords each: 32 (32 banks: one bank, 64). Stride 64
  // dwords: all in bank 0: 64.
  EXPECT_EQ(Stride(4, 4), 1u);
  EXPECT_EQ(Stride(8, 4), 2u);
  EXPECT_EQ(Stride(128, 4), 32u);
  EXPECT_EQ(Stride(256, 4), 64u);
  // A padded row of 33 dwords: 33 x L mod 64 is distinct for L < 64 (33 is
  // odd): 1.
  EXPECT_EQ(Stride(132, 4), 1u);
  // b64: 2 groups of 32 lanes x 2 dwords: unit stride 1 + 1 = 2 (32 banks:
  // 4). b128: 4 groups of 16 lanes x 4 dwords: 4 (32 banks: 8) - the
  // 1024 bytes of a wave64 b128 access at 256 bytes per clock.
  EXPECT_EQ(Stride(8, 8), 2u);
  EXPECT_EQ(Stride(16, 16), 4u);
  // b128 at 64 bytes (16 dwords) per lane: a group of 16 lanes covers
  // dwords 0-255, each lane 4 dwords at 16 L: banks (16 L + 0..3) mod 64
  // = 4 lanes per bank (L, L + 4, L + 8, L + 12 share banks): 4 distinct
  // dwords per bank per group, x 4 groups = 16.
  EXPECT_EQ(Stride(64, 16), 16u);
  // 32 lanes active, b32 unit stride: one group: 1.
  S.Mask = 0xffffffffull;
  EXPECT_EQ(Stride(4, 4), 1u);
  // A single bank (the clamp of a zero bank count to one bank): b32, 32
  // lanes of distinct dwords: 32.
  S.ElemBytes = 4;
  for (unsigned L = 0; L < 64; ++L)
    S.Addr[0][L] = uint64_t(L) * 4;
  EXPECT_EQ(LaneAddresses::ldsBankCycles(S, 32, 0), 32u);
}

TEST(LaneAddresses, LDSBankCyclesOtherBankCounts) {
  // A bank count that is not a power of two (the bank is the dword modulo
  // the count) and one above 64.
  LaneAddressSet S;
  S.Mask = ~uint64_t(0);
  // 48 banks, b32: groups of 48 lanes (0-47) and 16 (48-63). Unit
  // stride: distinct banks in each, 1 + 1 = 2. Stride 2 dwords: group 0's
  // dwords 0, 2, ..., 94 fall into banks 2L mod 48, lanes L and L + 24
  // share one: 2; group 1's dwords 96, ..., 126 into banks 0, 2, ..., 30:
  // 1; 2 + 1 = 3.
  EXPECT_EQ(strideBankCycles(S, 4, 4, 48), 2u);
  EXPECT_EQ(strideBankCycles(S, 8, 4, 48), 3u);
  // 128 banks, b32: one group of the 64 lanes. Unit stride and stride 2
  // dwords (dwords below 128): distinct banks, 1. Stride 4 dwords: banks
  // 4L mod 128, lanes L and L + 32 share one: 2. Every lane at one
  // address: a broadcast, 1.
  EXPECT_EQ(strideBankCycles(S, 4, 4, 128), 1u);
  EXPECT_EQ(strideBankCycles(S, 8, 4, 128), 1u);
  EXPECT_EQ(strideBankCycles(S, 16, 4, 128), 2u);
  EXPECT_EQ(strideBankCycles(S, 0, 4, 128), 1u);
}

} // namespace
