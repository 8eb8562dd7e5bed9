//===- ProfileTasks.cpp - What a run does with measured profiles ----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The profile options around one run (see ProfileTasks.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/ProfileTasks.h"
#include "gcn-mca/Driver/AnalysisDriver.h"
#include "gcn-mca/Driver/QuietStderr.h"
#include "gcn-mca/Profile/Calibration.h"
#include "gcn-mca/Profile/ProfileComparison.h"
#include "gcn-mca/Profile/ProfileError.h"
#include "gcn-mca/Profile/ProfileWriters.h"
#include "gcn-mca/Target/GCNProcessorModel.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>

using namespace llvm;
using namespace llvm::gcnmca;

bool ProfileConfig::any() const {
  return !CompareFiles.empty() || !ATTStatsFile.empty() || !RCVDir.empty() ||
         !ResourceCSVFile.empty() || !PCSamplingFile.empty() ||
         !FailIf.empty() || !CalibrateFile.empty() || !ProfileFile.empty();
}

ProfileTasks::ProfileTasks(const ProfileConfig &C)
    : C(C), Recorder(C.RCVMaxWaves) {}
ProfileTasks::~ProfileTasks() = default;

/// Creates \p Path now (an unwritable path fails before the simulation);
/// the file is removed unless kept.
static Expected<std::unique_ptr<ToolOutputFile>> openOutput(StringRef Path,
                                                            StringRef Opt) {
  if (Path.empty())
    return nullptr;
  std::error_code EC;
  auto F = std::make_unique<ToolOutputFile>(Path, EC, sys::fs::OF_Text);
  if (EC)
    return createStringError(EC, "%s %s: %s", Opt.str().c_str(),
                             Path.str().c_str(), EC.message().c_str());
  return std::move(F);
}

/// A kernel's name without its return type and parameters, for comparing
/// a kernel trace's demangled names with the input's symbols.
static std::string baseName(StringRef Name) {
  std::string D = demangle(Name.str());
  StringRef S = D;
  // "void k<float>(float*, int)" -> "k<float>"
  size_t Paren = S.find('(');
  S = S.take_front(Paren);
  size_t Space = S.rfind(' ');
  if (Space != StringRef::npos && !S.drop_front(Space).contains('>'))
    S = S.drop_front(Space + 1);
  else if (S.starts_with("void "))
    S = S.drop_front(5);
  return S.trim().str();
}

/// Per kernel of an assembly input, what its `.amdgpu_metadata` says about
/// scratch and spills (a text scan of the YAML block: kernel-level keys of
/// each `amdhsa.kernels` entry).
namespace {
struct KernelMetadata {
  std::optional<uint64_t> Scratch;
  std::optional<unsigned> SGPRSpills, VGPRSpills;
};
} // namespace
static StringMap<KernelMetadata> readMetadata(StringRef Text) {
  StringMap<KernelMetadata> Out;
  size_t Begin = Text.find(".amdgpu_metadata");
  if (Begin == StringRef::npos)
    return Out;
  size_t End = Text.find(".end_amdgpu_metadata", Begin);
  StringRef Block = Text.slice(Begin, End);
  int EntryIndent = -1;
  bool InKernels = false;
  std::string Name;
  KernelMetadata Cur;
  auto Flush = [&] {
    if (!Name.empty())
      Out[Name] = Cur;
    Name.clear();
    Cur = KernelMetadata();
  };
  SmallVector<StringRef, 0> Lines;
  Block.split(Lines, '\n');
  for (StringRef L : Lines) {
    StringRef T = L.ltrim();
    int Indent = int(L.size() - T.size());
    if (T.starts_with("amdhsa.kernels:")) {
      InKernels = true;
      continue;
    }
    if (!InKernels || T.empty())
      continue;
    if (Indent == 0 && !T.starts_with("-")) {
      InKernels = false; // the next top-level key
      continue;
    }
    if (T.starts_with("- ") && (EntryIndent < 0 || Indent == EntryIndent)) {
      EntryIndent = Indent;
      Flush();
      T = T.drop_front(2).ltrim();
      Indent += 2;
    }
    if (Indent != EntryIndent + 2)
      continue;
    auto [Key, Value] = T.split(':');
    Value = Value.trim().trim('\'').trim('"');
    uint64_t N;
    if (Key == ".name")
      Name = Value.str();
    else if (Key == ".private_segment_fixed_size" && !Value.getAsInteger(0, N))
      Cur.Scratch = N;
    else if (Key == ".sgpr_spill_count" && !Value.getAsInteger(0, N))
      Cur.SGPRSpills = unsigned(N);
    else if (Key == ".vgpr_spill_count" && !Value.getAsInteger(0, N))
      Cur.VGPRSpills = unsigned(N);
  }
  Flush();
  return Out;
}

/// The `.amdhsa_kernel` names of an assembly input.
static std::vector<std::string> asmKernels(StringRef Text) {
  std::vector<std::string> Out;
  SmallVector<StringRef, 0> Lines;
  Text.split(Lines, '\n');
  for (StringRef L : Lines) {
    StringRef T = L.trim();
    if (T.consume_front(".amdhsa_kernel ") || T.consume_front(".amdhsa_kernel\t"))
      Out.push_back(T.trim().str());
  }
  return Out;
}

Error ProfileTasks::applyLaunch(GCNMCAConfig &Config, MemoryBufferRef In) {
  ArrayRef<KernelDispatch> D = Measured.dispatches();
  if (D.empty())
    return Error::success();
  std::vector<std::string> Kernels = asmKernels(In.getBuffer());
  if (!Config.ControlFlow.Kernels.empty())
    Kernels = Config.ControlFlow.Kernels;
  if (Kernels.empty()) {
    LaunchNote = "kernel trace not applied: the input names no kernel "
                 "(.amdhsa_kernel); use -kernel";
    return Error::success();
  }
  const KernelDispatch *Match = nullptr;
  for (const KernelDispatch &K : D) {
    for (const std::string &Name : Kernels)
      if (K.KernelName == Name || baseName(K.KernelName) == baseName(Name)) {
        Match = &K;
        break;
      }
    if (Match)
      break;
  }
  if (!Match) {
    std::vector<std::string> Names;
    for (const KernelDispatch &K : D)
      if (!is_contained(Names, K.KernelName))
        Names.push_back(K.KernelName);
    return profileError(D.front().Origin.File, D.front().Origin.Line, 1,
                        "no dispatch of kernel '" + join(Kernels, "', '") +
                            "' in the kernel trace (a trace of another "
                            "program?); it has: " +
                            join(Names, "; "));
  }
  uint64_t WG = Match->Workgroup[0] * Match->Workgroup[1] * Match->Workgroup[2];
  uint64_t Groups = 1;
  for (unsigned I = 0; I < 3; ++I)
    Groups *= divideCeil(Match->Grid[I], Match->Workgroup[I]);
  // Issue 30 (-grid/-workgroup-size/-arg) gives the run a whole launch;
  // until GCNMCAConfig has a grid, the launch maps to the one simulated
  // CU's share of it: the workgroup size, and the workgroups divided among
  // the chip's CUs. Options given on the command line win.
  unsigned CUs = 0;
  if (!Config.CPU.empty()) {
    Expected<GCNProcessorModel> M =
        GCNProcessorModel::get(Config.CPU, GCNModelOverrides());
    if (M)
      CUs = M->NumCUs;
    else
      consumeError(M.takeError());
  }
  uint64_t PerCU = CUs ? divideCeil(Groups, CUs) : Groups;
  PerCU = std::min<uint64_t>(PerCU, 4096);
  std::string Given;
  if (!Config.Wave.WorkgroupSize)
    Config.Wave.WorkgroupSize = unsigned(WG);
  else
    Given += " (-workgroup-size given: kept)";
  if (!Config.Wave.Workgroups)
    Config.Wave.Workgroups = unsigned(PerCU);
  else
    Given += " (-workgroups given: kept)";
  LaunchNote =
      formatv("dispatch {0} of '{1}' ({2}:{3}): workgroup {4}x{5}x{6}, grid "
              "{7}x{8}x{9} = {10} workgroups, {11} per CU{12}{13}",
              Match->DispatchId, Match->KernelName, Match->Origin.File,
              Match->Origin.Line, Match->Workgroup[0], Match->Workgroup[1],
              Match->Workgroup[2], Match->Grid[0], Match->Grid[1],
              Match->Grid[2], Groups, PerCU,
              CUs ? formatv(" ({0} CUs)", CUs).str()
                  : std::string(" (the chip's CUs unknown without -mcpu: "
                                "all on one CU, at most 4096)"),
              Given)
          .str();
  return Error::success();
}

Error ProfileTasks::prepare(GCNMCAConfig &Config, MemoryBufferRef In) {
  for (const std::string &Text : C.FailIf) {
    Expected<FailIfCondition> F = FailIfCondition::parse(Text);
    if (!F)
      return F.takeError();
    Conditions.push_back(std::move(*F));
  }
  for (const std::string &File : C.CompareFiles) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> B =
        MemoryBuffer::getFile(File, /*IsText=*/true);
    if (!B)
      return createStringError(B.getError(), "-compare-profile %s: %s",
                               File.c_str(), B.getError().message().c_str());
    if (Error E = Measured.addFile((*B)->getMemBufferRef()))
      return E;
    Buffers.push_back(std::move(*B));
  }
  if (!C.CalibrateFile.empty() && Measured.attStats().empty() &&
      Measured.pcSamples().empty())
    return createStringError("-calibrate needs measured data: thread-trace "
                             "stats or PC samples given with "
                             "-compare-profile");
  if (!C.ProfileFile.empty()) {
    ErrorOr<std::unique_ptr<MemoryBuffer>> B =
        MemoryBuffer::getFile(C.ProfileFile, /*IsText=*/true);
    if (!B)
      return createStringError(B.getError(), "-profile %s: %s",
                               C.ProfileFile.c_str(),
                               B.getError().message().c_str());
    Expected<CalibrationProfile> P =
        CalibrationProfile::read((*B)->getMemBufferRef());
    if (!P)
      return P.takeError();
    ProfileProcessor = P->Processor;
    if (!Config.CPU.empty()) {
      Expected<GCNProcessorModel> M =
          GCNProcessorModel::get(Config.CPU, GCNModelOverrides());
      if (M && M->Name != P->Processor)
        return createStringError("-profile " + C.ProfileFile +
                                 ": the profile is for " + P->Processor +
                                 ", the run is for " + M->Name);
      if (!M)
        consumeError(M.takeError());
    }
    // Before the command line's -gcn-param, which wins.
    std::vector<std::string> Params;
    for (const auto &[Name, V] : P->Params)
      Params.push_back(Name + "=" + std::to_string(V));
    Config.Model.Params.insert(Config.Model.Params.begin(), Params.begin(),
                               Params.end());
    ProfileNote = "applied " + C.ProfileFile + " (" + P->Processor + "): " +
                  join(Params, ", ");
  }
  if (Error E = applyLaunch(Config, In))
    return E;
  for (auto [Path, Out, Opt] :
       {std::make_tuple(&C.ATTStatsFile, &ATTOut, "-write-att-stats"),
        std::make_tuple(&C.ResourceCSVFile, &ResourceOut,
                        "-write-resource-csv"),
        std::make_tuple(&C.PCSamplingFile, &PCOut, "-write-pc-sampling"),
        std::make_tuple(&C.CalibrateFile, &CalibrateOut, "-calibrate")}) {
    Expected<std::unique_ptr<ToolOutputFile>> F = openOutput(*Path, Opt);
    if (!F)
      return F.takeError();
    *Out = std::move(*F);
  }
  if (!C.RCVDir.empty())
    if (std::error_code EC = sys::fs::create_directories(C.RCVDir))
      return createStringError(EC, "-write-rcv %s: %s", C.RCVDir.c_str(),
                               EC.message().c_str());
  Config.Observer = &Recorder;
  RunConfig = Config;
  Input = In;
  return Error::success();
}

bool ProfileTasks::capturesReport() const {
  return RunConfig.JSON && !C.CompareFiles.empty();
}

Expected<const SimulatedKernel *> ProfileTasks::comparedKernel() const {
  if (Kernels.empty())
    return createStringError("the profile options need the wave pipeline's "
                             "simulation, and no region ran it");
  // The region with the most matched records.
  const SimulatedKernel *Best = nullptr;
  size_t BestN = 0;
  Error First = Error::success();
  bool HaveFirst = false;
  for (const SimulatedKernel &K : Kernels) {
    Expected<ProfileComparison> PC = ProfileComparison::compare(Measured, K);
    if (!PC) {
      if (!HaveFirst) {
        consumeError(std::move(First));
        First = PC.takeError();
        HaveFirst = true;
      } else {
        consumeError(PC.takeError());
      }
      continue;
    }
    size_t N = PC->matchedSamples() + PC->matchedRows();
    if (!Best || N > BestN) {
      Best = &K;
      BestN = N;
    }
  }
  if (!Best)
    return std::move(First);
  consumeError(std::move(First));
  return Best;
}

Error ProfileTasks::runCalibration(const SimulatedKernel &K, raw_ostream &OS) {
  CalibrationOptions O;
  O.Params = C.CalibrateParams;
  unsigned Region = K.RegionIndex;
  auto Simulate = [&](const std::map<std::string, unsigned> &Values)
      -> Expected<SimulatedKernel> {
    GCNMCAConfig Cfg = RunConfig;
    SimulatedProfileRecorder Rec(0);
    Cfg.Observer = &Rec;
    Cfg.Progress = false;
    for (const auto &[Name, V] : Values)
      Cfg.Model.Params.push_back(Name + "=" + std::to_string(V));
    std::string Set;
    for (const auto &[Name, V] : Values)
      Set += (Set.empty() ? "" : ", ") + Name + "=" + std::to_string(V);
    Expected<AnalysisResult> R = [&] {
      // The run's warnings were printed once, by the first run; hundreds of
      // re-runs would repeat them.
      QuietStderr Quiet;
      return runAnalysis(Cfg, *Input, nulls());
    }();
    if (!R)
      return createStringError("-calibrate: the simulation with " + Set +
                               " failed: " + toString(R.takeError()));
    for (const RegionResult &RR : R->Regions)
      if (RR.Incomplete)
        return createStringError("-calibrate: the simulation with " + Set +
                                 " did not complete (-max-cycles or a "
                                 "deadlock); narrow -calibrate-params");
    for (SimulatedKernel &SK : Rec.take())
      if (SK.RegionIndex == Region)
        return std::move(SK);
    return createStringError("-calibrate: the region did not run again");
  };
  Expected<CalibrationResult> R = calibrate(Measured, K, Simulate, O);
  if (!R)
    return R.takeError();
  CalibrationProfile P;
  P.Processor = K.Processor;
  for (const FittedParam &F : R->Params)
    P.Params[F.Name] = F.Fitted;
  CalibrateOut->os() << formatv("{0:2}", P.toJSON(*R, Measured)) << "\n";
  if (!RunConfig.JSON) {
    OS << "\nCalibration (" << K.Processor << ", " << R->Evaluations
       << " simulations, " << R->Sweeps << " sweeps):\n";
    for (const FittedParam &F : R->Params)
      OS << formatv("  {0,-18} {1,6} -> {2,6}   (searched {3}..{4})\n",
                    F.Name, F.Start, F.Fitted, F.Lo, F.Hi);
    OS << formatv("  Objective          {0:F4} -> {1:F4}\n", R->StartObjective,
                  R->Objective);
    OS << "  Profile written to " << C.CalibrateFile << "\n";
  }
  return Error::success();
}

Expected<int> ProfileTasks::finish(raw_ostream &OS, StringRef Report) {
  Kernels = Recorder.take();
  // What the metadata says about scratch and spills.
  StringMap<KernelMetadata> Meta = readMetadata(Input->getBuffer());
  for (SimulatedKernel &K : Kernels) {
    auto It = Meta.find(K.Kernel);
    if (It == Meta.end())
      continue;
    K.ScratchBytes = It->second.Scratch;
    K.SGPRSpills = It->second.SGPRSpills;
    K.VGPRSpills = It->second.VGPRSpills;
  }
  if (!ProfileProcessor.empty())
    for (const SimulatedKernel &K : Kernels)
      if (K.Processor != ProfileProcessor)
        return createStringError("-profile " + C.ProfileFile +
                                 ": the profile is for " + ProfileProcessor +
                                 ", the run is for " + K.Processor);
  if (Kernels.empty() && (!C.CompareFiles.empty() || !C.CalibrateFile.empty() ||
                          !Conditions.empty() || ATTOut || PCOut ||
                          !C.RCVDir.empty() || ResourceOut))
    return createStringError("the profile options need the wave pipeline "
                             "(-pipeline=wave) and at least one region");

  // The comparison.
  if (!C.CompareFiles.empty()) {
    Expected<const SimulatedKernel *> K = comparedKernel();
    if (!K)
      return K.takeError();
    Expected<ProfileComparison> PC = ProfileComparison::compare(Measured, **K);
    if (!PC)
      return PC.takeError();
    if (capturesReport()) {
      Expected<json::Value> V = json::parse(Report);
      if (!V)
        return V.takeError();
      json::Object *O = V->getAsObject();
      if (!O)
        return createStringError("the JSON report is not an object");
      json::Value CJ = PC->toJSON();
      if (!LaunchNote.empty())
        CJ.getAsObject()->try_emplace("Launch", LaunchNote);
      O->try_emplace("ProfileComparison", std::move(CJ));
      OS << formatv("{0:2}", *V) << "\n";
    } else {
      PC->print(OS, C.Top);
      if (!LaunchNote.empty())
        OS << "Launch:                 " << LaunchNote << "\n";
    }
    if (CalibrateOut)
      if (Error E = runCalibration(**K, OS))
        return std::move(E);
  } else if (capturesReport()) {
    OS << Report;
  }
  if (!ProfileNote.empty() && !RunConfig.JSON)
    OS << "\nProfile: " << ProfileNote << "\n";

  // The files.
  if (ATTOut)
    writeATTStats(ATTOut->os(), Kernels);
  if (ResourceOut)
    writeResourceCSV(ResourceOut->os(), Kernels);
  if (PCOut)
    writePCSampling(PCOut->os(), Kernels, C.PCSamples, C.PCSamplingSeed);
  if (!C.RCVDir.empty())
    if (Error E = writeRCV(C.RCVDir, Kernels))
      return std::move(E);
  for (auto *F : {ATTOut.get(), ResourceOut.get(), PCOut.get(),
                  CalibrateOut.get()})
    if (F) {
      F->os().flush();
      if (F->os().has_error())
        return createStringError(F->os().error(), "%s: %s",
                                 F->getFilename().str().c_str(),
                                 F->os().error().message().c_str());
      F->keep();
    }

  // The gate.
  int Status = 0;
  for (const FailIfCondition &F : Conditions)
    for (const SimulatedKernel &K : Kernels) {
      Expected<double> V = F.value(K);
      if (!V)
        return V.takeError();
      if (F.holds(*V)) {
        WithColor::error(errs(), "gcn-mca")
            << "-fail-if '" << F.text() << "' failed for region '"
            << (K.Region.empty() ? K.Kernel : K.Region)
            << "': " << F.metric() << " = "
            << (*V == std::floor(*V) && std::fabs(*V) < 1e15
                    ? formatv("{0}", int64_t(*V)).str()
                    : formatv("{0:F4}", *V).str())
            << "\n";
        Status = FailIfExitStatus;
      }
    }
  return Status;
}
