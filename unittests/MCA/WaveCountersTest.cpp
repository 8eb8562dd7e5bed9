//===- WaveCountersTest.cpp - The wave pipeline's per-instruction counts --===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Unit tests of WaveCounters: issues and stall slots per static instruction
/// and reason, kept in 32-bit fields with the bits from 32 up on the side,
/// read back whole; OTHER kept apart; the drain entry.
//===----------------------------------------------------------------------===//

#include "gcn-mca/MCA/WaveCounters.h"
#include "gtest/gtest.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

TEST(WaveCounters, CountsPerInstructionAndReason) {
  WaveCounters C;
  GCNExecUnit Units[] = {GCNExecUnit::VALU, GCNExecUnit::SALU};
  C.init(Units);
  ASSERT_EQ(C.numInsts(), 3u); // two instructions and the drain entry
  EXPECT_EQ(C.unit(2), GCNExecUnit::None);
  C.countIssue(0);
  C.countIssue(0);
  C.countIssue(2);
  C.countStall(1, WaveStallReason::ALU_DEPENDENCY, 7);
  C.countStall(1, WaveStallReason::OTHER, 3);
  C.countStall(1, WaveStallReason::INTERNAL_INSTRUCTION, 5);
  EXPECT_EQ(C.issued(0), 2u);
  EXPECT_EQ(C.issued(1), 0u);
  EXPECT_EQ(C.issued(2), 1u);
  EXPECT_EQ(C.stallSlots(1, WaveStallReason::ALU_DEPENDENCY), 7u);
  EXPECT_EQ(C.stallSlots(1, WaveStallReason::OTHER), 3u);
  EXPECT_EQ(C.stallSlots(1, WaveStallReason::INTERNAL_INSTRUCTION), 5u);
  // No reason leaks into another or into the issues.
  EXPECT_EQ(C.stallSlots(1, WaveStallReason::WAITCNT), 0u);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::ALU_DEPENDENCY), 0u);
  EXPECT_EQ(C.issued(1), 0u);
  // A ready wave's wait: both reasons at once, 0 or not.
  C.countReadyWait(0, 4, 0);
  C.countReadyWait(0, 0, 6);
  C.countReadyWait(0, 1, 2);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::ARBITER_NOT_WIN), 5u);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::ARBITER_WIN_EX_STALL), 8u);
  EXPECT_EQ(C.issued(0), 2u);
  // init() starts over.
  C.init(Units);
  EXPECT_EQ(C.issued(0), 0u);
  EXPECT_EQ(C.stallSlots(1, WaveStallReason::OTHER), 0u);
}

TEST(WaveCounters, CountsPast32Bits) {
  WaveCounters C;
  GCNExecUnit Units[] = {GCNExecUnit::VALU, GCNExecUnit::VALU};
  C.init(Units);
  const uint64_t Four = uint64_t(1) << 32;
  // One add past 2^32, then adds that carry one at a time.
  C.countStall(0, WaveStallReason::WAITCNT, Four + 5);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::WAITCNT), Four + 5);
  C.countStall(0, WaveStallReason::WAITCNT, Four - 6);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::WAITCNT), 2 * Four - 1);
  C.countStall(0, WaveStallReason::WAITCNT, 1);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::WAITCNT), 2 * Four);
  C.countStall(0, WaveStallReason::WAITCNT, 3 * Four + 7);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::WAITCNT), 5 * Four + 7);
  // Adds of 1 across the boundary.
  C.countStall(1, WaveStallReason::ARBITER_NOT_WIN, Four - 1);
  for (unsigned I = 0; I < 3; ++I)
    C.countStall(1, WaveStallReason::ARBITER_NOT_WIN, 1);
  EXPECT_EQ(C.stallSlots(1, WaveStallReason::ARBITER_NOT_WIN), Four + 2);
  // Carries are per field: the neighbours are untouched.
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::ALU_DEPENDENCY), 0u);
  EXPECT_EQ(C.stallSlots(1, WaveStallReason::WAITCNT), 0u);
  EXPECT_EQ(C.issued(0), 0u);
  EXPECT_EQ(C.issued(1), 0u);
  C.countIssue(1);
  EXPECT_EQ(C.issued(1), 1u);
  // Single issues carry when the low 32 bits wrap.
  C.countIssues(0, Four - 2);
  C.countIssue(0);
  EXPECT_EQ(C.issued(0), Four - 1);
  C.countIssue(0);
  EXPECT_EQ(C.issued(0), Four);
  C.countIssue(0);
  EXPECT_EQ(C.issued(0), Four + 1);
  C.countIssues(0, Four - 1);
  C.countIssue(0);
  EXPECT_EQ(C.issued(0), 2 * Four + 1);
  EXPECT_EQ(C.issued(1), 1u);
  // OTHER is 64-bit on its own.
  C.countStall(0, WaveStallReason::OTHER, 3 * Four);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::OTHER), 3 * Four);
  C.init(Units);
  EXPECT_EQ(C.stallSlots(0, WaveStallReason::WAITCNT), 0u);
}

// The memory accesses MemAccess events would carry, as counts: accesses per
// level, busy cycles per level summed in access order, and the level a wait
// on some instructions waits on (the latest access of the first of them
// that has a level).
TEST(WaveCountersTest, MemoryAccesses) {
  WaveCounters C;
  std::vector<GCNExecUnit> Units(4, GCNExecUnit::VMEM);
  C.init(Units);
  // Instruction 1 starts at level 2 (its dominant level), 3 has none.
  uint8_t Start[] = {NoMemLevel, 2, NoMemLevel, NoMemLevel};
  C.initMemLevels(Start);
  EXPECT_EQ(C.waitedLevel({0, 3}), NoMemLevel);
  EXPECT_EQ(C.waitedLevel({0, 1, 3}), 2u);
  float Busy[NumMemLevels] = {};
  Busy[0] = 0.5f;
  Busy[1] = 2.0f;
  C.countMemAccess(3, 1, Busy);
  C.countMemAccess(3, 0, Busy);
  C.countMemAccess(1, NoMemLevel, Busy);
  EXPECT_EQ(C.memAccesses(0), 1u);
  EXPECT_EQ(C.memAccesses(1), 1u);
  EXPECT_EQ(C.memAccesses(2), 0u);
  EXPECT_DOUBLE_EQ(C.memBusy(0), 1.5);
  EXPECT_DOUBLE_EQ(C.memBusy(1), 6.0);
  // The latest access decides: 3 is now at level 0, 1 has none any more.
  EXPECT_EQ(C.waitedLevel({3, 1}), 0u);
  EXPECT_EQ(C.waitedLevel({1, 3}), 0u);
  EXPECT_EQ(C.waitedLevel({1}), NoMemLevel);
  // Out of range indices have no level; init clears everything.
  EXPECT_EQ(C.waitedLevel({99}), NoMemLevel);
  C.init(Units);
  EXPECT_EQ(C.memAccesses(0), 0u);
  EXPECT_DOUBLE_EQ(C.memBusy(1), 0.0);
  EXPECT_EQ(C.waitedLevel({3}), NoMemLevel);
}

} // namespace
