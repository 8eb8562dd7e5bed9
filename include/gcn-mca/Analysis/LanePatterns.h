//===- LanePatterns.h - Interned lane patterns of affine VGPRs --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// LanePatterns holds the lane patterns of WaveEmulator's affine VGPR
/// values. A VGPR whose every lane is known can be held as a uniform base
/// and a pattern: lane L's value is (Base + P[L]) mod 2^32, with P[0] = 0.
/// The waves of a launch compute the same patterns (the work-item ids and
/// the address arithmetic on them) from different uniform offsets (the
/// workgroup id, the loop counter), so an operation that maps a pattern to
/// a pattern (adding, shifting left, multiplying by a uniform value; adding
/// two patterns) is computed once per distinct pattern and operand and
/// memoized; the other operations of such a value are uniform ones on its
/// base. Pattern 0 is all zeros: a uniform value.
///
/// Patterns are interned (one id per distinct lane vector), at most
/// MaxPatterns of them: past that no new pattern is made and the emulator
/// keeps the lanes. For a memory access whose address is Base + P[L]
/// (every lane on), the cache lines it touches relative to the line of
/// its base are memoized per pattern and base offset within a line
/// (LaneAddresses::affineLines).
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_ANALYSIS_LANEPATTERNS_H
#define GCN_MCA_ANALYSIS_LANEPATTERNS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include <array>
#include <cstdint>
#include <optional>
#include <tuple>
#include <vector>

namespace llvm {
namespace gcnmca {

class LanePatterns {
public:
  static constexpr uint32_t Zero = 0;
  static constexpr unsigned MaxPatterns = 1u << 14;

  struct Pattern {
    std::array<uint32_t, 64> V{};
    /// The least and greatest lane value (unsigned), over the wave's lanes.
    uint32_t Min = 0, Max = 0;
  };

  /// How a pattern is derived from another (derive()).
  enum class Derive : uint8_t {
    Shl, ///< P[L] << Arg (mod 2^32), Arg < 32
    Mul, ///< P[L] x Arg (mod 2^32)
    Add, ///< P[L] + Q[L] (mod 2^32), Arg the id of Q
  };

  explicit LanePatterns(unsigned WaveSize);

  unsigned waveSize() const { return WaveSize; }
  const Pattern &get(uint32_t Id) const { return Pats[Id]; }
  /// Pattern \p Id's least and greatest lane value (a compact copy of its
  /// Min and Max).
  std::pair<uint32_t, uint32_t> range(uint32_t Id) const {
    return Ranges[Id];
  }
  size_t size() const { return Pats.size(); }

  /// The id of the pattern \p Rel (the wave's lanes; Rel[0] must be 0),
  /// made if new; none once MaxPatterns exist. \p Made tells whether it was
  /// new.
  std::optional<uint32_t> intern(const uint32_t *Rel, bool *Made = nullptr);
  /// The pattern \p K derives from pattern \p A with \p Arg, memoized.
  std::optional<uint32_t> derive(Derive K, uint32_t A, uint32_t Arg);

  /// The lines a memory access touches relative to its base's line, and its
  /// vector L1 lookups, as LaneAddresses::linesOf and lineLookups give them
  /// for every lane on and lane L's address Low + P[L].
  struct Lines {
    SmallVector<uint64_t, 8> Rel;
    unsigned Lookups = 0;
  };
  /// The memoized lines for (\p Pat, \p Low, \p ElemBytes, \p LineBytes),
  /// null when not computed yet.
  const Lines *findLines(uint32_t Pat, uint32_t Low, unsigned ElemBytes,
                         unsigned LineBytes);
  /// Remembers \p L for findLines (at most MaxLineSets of them).
  void addLines(uint32_t Pat, uint32_t Low, unsigned ElemBytes,
                unsigned LineBytes, const Lines &L);
  static constexpr unsigned MaxLineSets = 1u << 16;

private:
  static std::pair<uint64_t, uint64_t> lineKey(uint32_t Pat, uint32_t Low,
                                               unsigned ElemBytes,
                                               unsigned LineBytes) {
    return {uint64_t(Pat) << 32 | Low, uint64_t(ElemBytes) << 32 | LineBytes};
  }
  unsigned WaveSize;
  std::vector<Pattern> Pats;
  std::vector<std::pair<uint32_t, uint32_t>> Ranges;
  /// The last lookups of derive() and findLines(), direct-mapped by their
  /// key (a hit skips the hash tables).
  struct Recent {
    std::pair<uint64_t, uint64_t> Key = {~uint64_t(0), ~uint64_t(0)};
    uint32_t Value = 0;
  };
  static constexpr unsigned RecentSize = 64;
  std::array<Recent, RecentSize> RecentDerived, RecentLines;
  static unsigned recentSlot(std::pair<uint64_t, uint64_t> Key) {
    uint64_t H = (Key.first * 0x9e3779b97f4a7c15ull) ^
                 (Key.second * 0xc2b2ae3d27d4eb4full);
    return unsigned(H >> 58);
  }
  /// Interning: a hash of the lanes to the ids with it.
  DenseMap<uint64_t, SmallVector<uint32_t, 1>> ByHash;
  /// derive(): (kind, A, Arg) to the derived id.
  DenseMap<std::pair<uint64_t, uint64_t>, uint32_t> Derived;
  DenseMap<std::pair<uint64_t, uint64_t>, uint32_t> LineMemo;
  std::vector<Lines> LineList;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_ANALYSIS_LANEPATTERNS_H
