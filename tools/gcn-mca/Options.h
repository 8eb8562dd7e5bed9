//===- Options.h - The command line of gcn-mca ------------------*- C++ -*-===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The option categories of gcn-mca and the functions that copy each
/// category's options into the run's GCNMCAConfig, once, after parsing.
/// Options live only here (tools/gcn-mca); the libraries take plain data.
//===----------------------------------------------------------------------===//

#ifndef GCN_MCA_TOOLS_OPTIONS_H
#define GCN_MCA_TOOLS_OPTIONS_H

#include "gcn-mca/Driver/GCNMCAConfig.h"
#include "gcn-mca/Profile/ProfileTasks.h"
#include "llvm/Support/CommandLine.h"

namespace llvm {
namespace gcnmca {

/// A boolean option as given: its value and position, or unset.
inline FlagSetting flagSetting(const cl::opt<bool> &O) {
  if (!O.getNumOccurrences())
    return FlagSetting();
  return FlagSetting(O, O.getPosition());
}
/// An option's value if given, else nothing.
template <typename T, typename OptT>
std::optional<T> givenValue(const OptT &O) {
  if (!O.getNumOccurrences())
    return std::nullopt;
  return static_cast<T>(O.getValue());
}

/// "GCN View Options" (GCNViewOptions.cpp).
cl::OptionCategory &getGCNViewCategory();
void fillGCNViewConfig(ViewConfig &V);

/// "Wave Pipeline Options" (WavePipelineOptions.cpp).
cl::OptionCategory &getWavePipelineCategory();
void fillWaveConfig(GCNMCAConfig &C);
/// True when -wave-dispatch was given.
bool waveDispatchGiven();
/// True when -dispatch was given a number (llvm-mca's dispatch width, not
/// the older spelling of -wave-dispatch; gcn-mca.cpp).
bool dispatchWidthGiven();

/// "GCN Occupancy Options" (OccupancyOptions.cpp).
cl::OptionCategory &getOccupancyCategory();
void fillOccupancyConfig(GCNMCAConfig &C);

/// "Control Flow Options" (ControlFlowOptions.cpp).
cl::OptionCategory &getControlFlowCategory();
void fillControlFlowConfig(GCNMCAConfig &C);

/// "Insight Options" (InsightOptions.cpp).
cl::OptionCategory &getInsightCategory();
void fillInsightConfig(GCNMCAConfig &C);

/// "Profile Options" (ProfileOptions.cpp): measured profiles, AMD's file
/// formats, -fail-if, -calibrate.
cl::OptionCategory &getProfileCategory();
void fillProfileConfig(ProfileConfig &P, const GCNMCAConfig &C);
/// The profile options' values: file names given empty, a -compare-profile
/// file or -calibrate-params name given twice, -pc-samples and
/// -rcv-max-waves out of range are errors; a setting of an output not
/// written is a warning.
Error checkProfileOptions();

/// "gcn-mca Hardware Model Options" (ModelOptions.cpp).
cl::OptionCategory &getGCNModelOptionCategory();
void fillModelConfig(GCNMCAConfig &C);

/// Options that the run cannot honour together (OptionChecks.cpp): prints a
/// warning for each option that has no effect in the chosen run, and fails
/// for options that contradict each other.
Error checkOptionCombinations(const GCNMCAConfig &C);

/// -register-view, -advise, -html (AdviceOptions.cpp; in the "Insight
/// Options" category).
void fillAdviceConfig(GCNMCAConfig &C);
/// -max-input-size, -max-include-depth, -max-rept, -max-literal-length
/// (InputLimitOptions.cpp).
cl::OptionCategory &getInputLimitCategory();
Error fillInputLimits(GCNMCAConfig &C);

/// A file named on the command line: the option (e.g. "-o") and its path.
struct NamedPath {
  std::string Option;
  std::string Path;
};
/// A single-valued option given again with another value is an error
/// (ToolChecks.cpp); \p argv is the command line LLVM's parser accepted.
Error checkSingleValuedOptions(int argc, const char *const *argv);
/// No output may be an input or another output, and each must be writable
/// ("-" is standard output, an empty path is no file).
Error checkOutputFiles(ArrayRef<NamedPath> Outputs, ArrayRef<NamedPath> Inputs);

} // namespace gcnmca
} // namespace llvm

#endif // GCN_MCA_TOOLS_OPTIONS_H
