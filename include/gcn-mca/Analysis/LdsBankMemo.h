//===- LdsBankMemo.h - LDS bank cycles memoized per instruction -*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LdsBankMemo answers LaneAddresses::ldsBankCycles for the executions of
/// each static LDS instruction, remembering the last lane pattern it
/// computed. The cycles depend only on which lanes are active and on their
/// dword addresses up to a common shift: with a power-of-two bank count,
/// adding the same multiple of 4 bytes to every lane's address rotates the
/// banks and keeps distinct dwords distinct, so the busiest bank's count
/// stays the same. An execution whose active lanes, element size and
/// addresses relative to its first active lane (and that lane's address
/// modulo 4) equal the remembered ones gets the remembered cycles; a loop
/// that moves an access through LDS by whole dwords is computed once.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_LDSBANKMEMO_H
#define GCN_MCA_ANALYSIS_LDSBANKMEMO_H

#include "gcn-mca/Analysis/LaneAddresses.h"
#include <cstdint>
#include <memory>
#include <vector>

namespace llvm {
namespace gcnmca {

class LdsBankMemo {
public:
  /// LaneAddresses::ldsBankCycles(S, WaveSize, Banks, Write) for an
  /// execution of static instruction \p Inst.
  unsigned cycles(unsigned Inst, const LaneAddressSet &S, unsigned WaveSize,
                  unsigned Banks, bool Write);
  /// Executions answered from memory, and computed.
  uint64_t hits() const { return Hits; }
  uint64_t misses() const { return Misses; }

private:
  /// The last pattern of one instruction and its cycles.
  struct Entry {
    uint64_t Mask = 0;
    unsigned NumAddrs = 0, ElemBytes = 0, WaveSize = 0, Banks = 0;
    bool Write = false;
    uint8_t BaseMod4 = 0;
    unsigned Cycles = 0;
    /// Per address and active lane, its offset from the first active
    /// lane's first address.
    uint64_t Rel[2][64] = {};
  };
  std::vector<std::unique_ptr<Entry>> Entries;
  uint64_t Hits = 0, Misses = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_LDSBANKMEMO_H
