//===- ProfileOptions.cpp - Measured profiles in, AMD's formats out -------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The "Profile Options": -compare-profile, -write-att-stats, -write-rcv,
/// -rcv-max-waves, -write-resource-csv, -write-pc-sampling, -pc-samples,
/// -pc-sampling-seed, -fail-if, -calibrate, -calibrate-params and -profile;
/// lib/Profile (ProfileTasks) does the work (docs/Profiles.md).
//===----------------------------------------------------------------------===//

#include "Options.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/WithColor.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getProfileCategory() {
  static cl::OptionCategory Cat("Profile Options");
  return Cat;
}

static cl::list<std::string> CompareProfile(
    "compare-profile",
    cl::desc("Compare the simulation with a measured profile: rocprofv3 PC "
             "sampling (CSV or JSON), thread-trace stats CSV, or a rocprofv3 "
             "kernel trace (which sets the launch); repeatable"),
    cl::value_desc("file"), cl::cat(getProfileCategory()));

static cl::opt<std::string> WriteATTStats(
    "write-att-stats",
    cl::desc("Write the simulation as a thread-trace stats CSV (Codeobj, "
             "Vaddr, Instruction, Hitcount, Latency, Stall, Idle, Source)"),
    cl::value_desc("file"), cl::cat(getProfileCategory()));

static cl::opt<std::string> WriteRCV(
    "write-rcv",
    cl::desc("Write a ROCprof Compute Viewer folder (code.json, kernels.json, "
             "per-wave records) of the simulation"),
    cl::value_desc("dir"), cl::cat(getProfileCategory()));

static cl::opt<unsigned> RCVMaxWaves(
    "rcv-max-waves",
    cl::desc("Waves recorded per region for -write-rcv, 1 to 65536 (default "
             "64)"),
    cl::value_desc("N"), cl::init(64), cl::cat(getProfileCategory()));

static cl::opt<std::string> WriteResourceCSV(
    "write-resource-csv",
    cl::desc("Write Radeon GPU Analyzer's resource-usage CSV (DEVICE, "
             "SCRATCH_MEM, ..., ISA_SIZE), one row per region"),
    cl::value_desc("file"), cl::cat(getProfileCategory()));

static cl::opt<std::string> WritePCSampling(
    "write-pc-sampling",
    cl::desc("Write a rocprofv3 stochastic PC-sampling CSV drawn from the "
             "simulated issue and stall slots (with sampling noise)"),
    cl::value_desc("file"), cl::cat(getProfileCategory()));

static cl::opt<unsigned long long> PCSamples(
    "pc-samples",
    cl::desc("Samples per region for -write-pc-sampling, 1 to 100000000 "
             "(default 10000)"),
    cl::value_desc("N"), cl::init(10000), cl::cat(getProfileCategory()));

static cl::opt<unsigned long long> PCSamplingSeed(
    "pc-sampling-seed",
    cl::desc("Seed of -write-pc-sampling's draws (default 1)"),
    cl::value_desc("N"), cl::init(1), cl::cat(getProfileCategory()));

static cl::list<std::string> FailIf(
    "fail-if",
    cl::desc("Exit with status 3 when METRIC OP NUMBER holds for a region "
             "(cycles, time-us, stall-rate, stall.REASON, occupancy, vgprs, "
             "agprs, sgprs, lds, scratch, sgpr-spills, vgpr-spills, spills; "
             "OP: < <= > >= == !=; repeatable)"),
    cl::value_desc("expr"), cl::cat(getProfileCategory()));

static cl::opt<std::string> Calibrate(
    "calibrate",
    cl::desc("Fit the model's memory latencies (or -calibrate-params) to the "
             "-compare-profile data and write the fitted profile to FILE"),
    cl::value_desc("file"), cl::cat(getProfileCategory()));

static cl::list<std::string> CalibrateParams(
    "calibrate-params",
    cl::desc("The -gcn-param names -calibrate fits (default: the memory "
             "latencies the kernel depends on)"),
    cl::value_desc("name,..."), cl::CommaSeparated,
    cl::cat(getProfileCategory()));

static cl::opt<std::string> ProfileFile(
    "profile",
    cl::desc("Apply a profile written by -calibrate (its chip must be the "
             "run's; -gcn-param still wins)"),
    cl::value_desc("file"), cl::cat(getProfileCategory()));

void llvm::gcnmca::fillProfileConfig(ProfileConfig &P, const GCNMCAConfig &C) {
  P.CompareFiles.assign(CompareProfile.begin(), CompareProfile.end());
  P.ATTStatsFile = WriteATTStats;
  P.RCVDir = WriteRCV;
  P.RCVMaxWaves = RCVMaxWaves;
  P.ResourceCSVFile = WriteResourceCSV;
  P.PCSamplingFile = WritePCSampling;
  P.PCSamples = PCSamples;
  P.PCSamplingSeed = PCSamplingSeed;
  P.FailIf.assign(FailIf.begin(), FailIf.end());
  P.CalibrateFile = Calibrate;
  P.CalibrateParams.assign(CalibrateParams.begin(), CalibrateParams.end());
  P.ProfileFile = ProfileFile;
  P.Top = C.Views.HotspotsTop ? C.Views.HotspotsTop : 5;
}

/// The most samples -pc-samples draws per region: each is a CSV row of
/// ~100 bytes, so 10^8 is a ~10 GB file (rocprofv3's own runs are far
/// below).
static constexpr unsigned long long MaxPCSamples = 100000000;
/// The most waves -rcv-max-waves records per region (each a JSON file).
static constexpr unsigned MaxRCVWaves = 65536;

Error llvm::gcnmca::checkProfileOptions() {
  auto Bad = [](const Twine &Msg) {
    return createStringError(inconvertibleErrorCode(), Msg);
  };
  // A file option given with no file ("-calibrate=") was taken as not given.
  const std::pair<const cl::Option *, StringRef> Files[] = {
      {&WriteATTStats, WriteATTStats},   {&WriteRCV, WriteRCV},
      {&WriteResourceCSV, WriteResourceCSV},
      {&WritePCSampling, WritePCSampling}, {&Calibrate, Calibrate},
      {&ProfileFile, ProfileFile}};
  for (const auto &[O, Value] : Files)
    if (O->getNumOccurrences() && Value.empty())
      return Bad("-" + O->ArgStr + " needs a " +
                 (O == &WriteRCV ? "directory" : "file") + " name");
  StringSet<> Seen;
  for (const std::string &F : CompareProfile) {
    if (F.empty())
      return Bad("-compare-profile needs a file name");
    if (!Seen.insert(F).second)
      return Bad("-compare-profile=" + F + " is given twice");
  }
  StringSet<> Names;
  for (const std::string &N : CalibrateParams) {
    if (N.empty())
      return Bad("-calibrate-params: an empty name (NAME,...: the "
                 "-gcn-param names to fit)");
    if (!Names.insert(N).second)
      return Bad("-calibrate-params: '" + N + "' is given twice");
  }
  if (PCSamples.getNumOccurrences() &&
      (PCSamples == 0 || PCSamples > MaxPCSamples))
    return Bad("-pc-samples=" + Twine(PCSamples.getValue()) + " is out of range [1, " +
               Twine(MaxPCSamples) + "]");
  if (RCVMaxWaves.getNumOccurrences() &&
      (RCVMaxWaves == 0 || RCVMaxWaves > MaxRCVWaves))
    return Bad("-rcv-max-waves=" + Twine(RCVMaxWaves.getValue()) +
               " is out of range [1, " + Twine(MaxRCVWaves) + "]");
  // Settings of an output that is not written.
  auto Ignored = [](const cl::Option &O, StringRef Without) {
    WithColor::warning(errs(), "gcn-mca")
        << "-" << O.ArgStr << " has no effect without -" << Without << "\n";
  };
  if (WritePCSampling.empty()) {
    if (PCSamples.getNumOccurrences())
      Ignored(PCSamples, "write-pc-sampling");
    if (PCSamplingSeed.getNumOccurrences())
      Ignored(PCSamplingSeed, "write-pc-sampling");
  }
  if (WriteRCV.empty() && RCVMaxWaves.getNumOccurrences())
    Ignored(RCVMaxWaves, "write-rcv");
  if (Calibrate.empty() && CalibrateParams.getNumOccurrences())
    Ignored(CalibrateParams, "calibrate");
  return Error::success();
}
