//===- WorkgroupBarriers.h - Workgroups and their barriers ------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// WorkgroupBarriers: the compute unit's workgroups as s_barrier sees them:
/// how many waves each has, how many have ended, how many wait at its
/// current barrier, and how many workgroups are live. The dispatch stage
/// starts groups, the compute unit ends waves, the issue stage's sequencer
/// makes waves arrive; nobody else touches the counts.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_MCA_HARDWAREUNITS_WORKGROUPBARRIERS_H
#define GCN_MCA_MCA_HARDWAREUNITS_WORKGROUPBARRIERS_H

#include <vector>

namespace llvm {
namespace gcnmca {

class WorkgroupBarriers {
public:
  /// Room for \p NumGroups workgroups, none started.
  void init(unsigned NumGroups);
  /// Starts workgroup \p G with \p NumWaves waves (launched or to launch).
  void start(unsigned G, unsigned NumWaves);
  /// A wave of \p G arrives at the group's barrier. True if it is the last
  /// of the group's live waves to arrive: the barrier opens (the caller
  /// releases the waiting waves) and the count starts again.
  bool arrive(unsigned G);
  /// A wave of \p G ended (the group ends with its last wave).
  void waveEnded(unsigned G);
  /// True if waves of \p G wait at a barrier that every live wave of the
  /// group has reached: the ones still missing ended, so it never opens.
  bool waitsForEndedWaves(unsigned G) const {
    const Group &X = Groups[G];
    return X.Arrived && X.Arrived >= X.NumWaves - X.Ended;
  }
  /// The waves of \p G waiting at its barrier.
  unsigned arrived(unsigned G) const { return Groups[G].Arrived; }
  /// The waves of \p G that have not ended.
  unsigned liveWaves(unsigned G) const {
    return Groups[G].NumWaves - Groups[G].Ended;
  }
  /// Workgroups started and not ended.
  unsigned liveGroups() const { return LiveGroups; }

private:
  struct Group {
    unsigned NumWaves = 0;
    unsigned Ended = 0;
    unsigned Arrived = 0;
  };
  std::vector<Group> Groups;
  unsigned LiveGroups = 0;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_MCA_HARDWAREUNITS_WORKGROUPBARRIERS_H
