//===- ProfileTasks.h - What a run does with measured profiles --*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// ProfileTasks: the profile options of one gcn-mca run (ProfileConfig,
/// plain data; docs/Profiles.md) around runAnalysis():
/// - prepare(), before the run: parses the -fail-if conditions, reads the
///   -compare-profile files and the -profile file, creates every output
///   file (so that an unwritable path fails before the simulation; each is
///   kept only if the run succeeds), applies the -profile parameters and the
///   kernel trace's launch to the run's settings, and makes the run record
///   its regions (GCNMCAConfig::Observer);
/// - finish(), after it: the comparison (appended to the text report, or a
///   "ProfileComparison" member of the JSON report), the files, the
///   calibration and the -fail-if gate.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_PROFILE_PROFILETASKS_H
#define GCN_MCA_PROFILE_PROFILETASKS_H

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/Profile/FailIf.h"
#include "gcn-mca/Profile/MeasuredProfile.h"
#include "gcn-mca/Profile/SimulatedProfile.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class raw_ostream;
namespace gcnmca {

struct ProfileConfig {
  std::vector<std::string> CompareFiles; ///< -compare-profile
  std::string ATTStatsFile;              ///< -write-att-stats
  std::string RCVDir;                    ///< -write-rcv
  std::string ResourceCSVFile;           ///< -write-resource-csv
  std::string PCSamplingFile;            ///< -write-pc-sampling
  uint64_t PCSamples = 10000;            ///< -pc-samples
  uint64_t PCSamplingSeed = 1;           ///< -pc-sampling-seed
  unsigned RCVMaxWaves = 64;             ///< -rcv-max-waves
  std::vector<std::string> FailIf;       ///< -fail-if
  std::string CalibrateFile;             ///< -calibrate
  std::vector<std::string> CalibrateParams; ///< -calibrate-params
  std::string ProfileFile;                  ///< -profile
  unsigned Top = 5; ///< rows of "Furthest off" (-top)

  /// True when any profile option is given.
  bool any() const;
};

class ProfileTasks {
public:
  explicit ProfileTasks(const ProfileConfig &C);
  ~ProfileTasks();

  /// Before runAnalysis() with \p Config (changed: the observer, the
  /// -profile parameters, the launch) on \p Input.
  Error prepare(GCNMCAConfig &Config, MemoryBufferRef Input);
  /// True when the report must be handed to finish() as text (a JSON
  /// report gets the comparison as a member).
  bool capturesReport() const;
  /// After a successful run. \p Report: the run's report when
  /// capturesReport(); the result goes to \p OS. Returns the exit status:
  /// 0, or FailIfExitStatus when a -fail-if condition held (the message is
  /// on stderr).
  Expected<int> finish(raw_ostream &OS, StringRef Report);

private:
  Error applyLaunch(GCNMCAConfig &Config, MemoryBufferRef Input);
  Error runCalibration(const SimulatedKernel &K, raw_ostream &OS);
  Expected<const SimulatedKernel *> comparedKernel() const;

  const ProfileConfig &C;
  GCNMCAConfig RunConfig; ///< as prepared (for -calibrate's re-runs)
  std::optional<MemoryBufferRef> Input;
  MeasuredProfile Measured;
  std::vector<std::unique_ptr<MemoryBuffer>> Buffers;
  std::vector<FailIfCondition> Conditions;
  SimulatedProfileRecorder Recorder;
  std::vector<SimulatedKernel> Kernels;
  std::unique_ptr<ToolOutputFile> ATTOut, ResourceOut, PCOut, CalibrateOut;
  std::string LaunchNote, ProfileNote;
  std::string ProfileProcessor;
};

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_PROFILE_PROFILETASKS_H
