//===- ProfileComparison.h - Measured profile vs simulation -----*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ProfileComparison: the -compare-profile score of one simulated region
/// against a MeasuredProfile (docs/Profiles.md, "Comparison"). Records are
/// matched to the region's instructions by code-object offset when they
/// have one (the load address of the kernel is found by voting: the offset
/// minus the instruction's offset over records whose text matches), else by
/// instruction text, disambiguated by source line; a record matching
/// several instructions equally is split evenly among them. What does not
/// match is listed with the reason. Per instruction it puts measured and
/// simulated shares of samples, stall mixes, hit counts, mean latency and
/// stall cycles side by side; per kernel one agreement figure per quantity:
/// total-variation distances of the sample, hit and stall-reason
/// distributions, and hit-weighted relative errors of latency and stall
/// cycles.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_PROFILECOMPARISON_H
#define GCN_MCA_PROFILE_PROFILECOMPARISON_H

#include "gcn-mca/Profile/MeasuredProfile.h"
#include "gcn-mca/Profile/SimulatedProfile.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace gcnmca {

/// A record that matched no instruction.
struct UnmatchedRecord {
  RecordOrigin Origin;
  std::string Kind; ///< "pc-sample" or "att-row"
  std::string Instruction;
  std::string Reason;
};

/// The measured side of one instruction (fractional: shared records).
struct MeasuredInstruction {
  double Samples = 0;
  double IssuedSamples = 0;
  std::array<double, NumWaveStallReasons> StallSamples = {};
  double Hits = 0, Latency = 0, Stall = 0, Idle = 0; ///< thread trace
};

class ProfileComparison {
public:
  /// Matches \p M against \p K. An error when nothing matches (the
  /// profile is of another kernel).
  static Expected<ProfileComparison> compare(const MeasuredProfile &M,
                                             const SimulatedKernel &K);

  /// The agreement figures (std::nullopt: the data for it is missing).
  struct Agreement {
    std::optional<double> SampleShareTVD, StallMixTVD, HitShareTVD;
    std::optional<double> LatencyError, StallCycleError;
    /// The hit-weighted relative RMS error of the mean latency per
    /// instruction (sqrt(sum h (sim - meas)^2 / sum h meas^2)): smooth, for
    /// -calibrate.
    std::optional<double> LatencyRMS;
  };
  const Agreement &agreement() const { return A; }
  ArrayRef<MeasuredInstruction> measured() const { return Meas; }
  ArrayRef<UnmatchedRecord> unmatched() const { return Unmatched; }
  /// Instruction indices, furthest off first.
  ArrayRef<unsigned> furthestOff() const { return Furthest; }
  size_t matchedSamples() const { return MatchedSamples; }
  size_t matchedRows() const { return MatchedRows; }
  std::optional<uint64_t> codeObjectBase() const { return Base; }

  /// The text section, \p Top rows of instructions furthest off.
  void print(raw_ostream &OS, unsigned Top) const;
  json::Value toJSON() const;

private:
  const SimulatedKernel *K = nullptr;
  const MeasuredProfile *M = nullptr;
  std::vector<MeasuredInstruction> Meas;
  std::vector<UnmatchedRecord> Unmatched;
  std::vector<unsigned> Furthest;
  size_t MatchedSamples = 0, MatchedRows = 0;
  std::optional<uint64_t> Base;
  unsigned BaseVotes = 0;
  Agreement A;
  bool HasSamples = false, HasStalls = false, HasStats = false;

  void score();
  double simShare(unsigned I) const;
  double measShare(unsigned I) const;
};

/// Total-variation distance of two distributions given as non-negative
/// weights (each normalized by its sum; 0 when both are empty, 1 when only
/// one is).
double totalVariation(ArrayRef<double> P, ArrayRef<double> Q);

/// Collapses white space and lower-cases an instruction's text.
std::string normalizeInstruction(StringRef Text);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_PROFILECOMPARISON_H
