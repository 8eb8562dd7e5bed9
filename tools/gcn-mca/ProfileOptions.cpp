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
    cl::desc("Waves recorded per region for -write-rcv (default 64)"),
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
    cl::desc("Samples per region for -write-pc-sampling (default 10000)"),
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
