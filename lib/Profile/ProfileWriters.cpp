//===- ProfileWriters.cpp - A simulation in AMD's file formats ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The thread-trace statistics, ROCprof Compute Viewer, resource-usage and
/// PC-sampling writers (see ProfileWriters.h, docs/Profiles.md).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/ProfileWriters.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <random>

using namespace llvm;
using namespace llvm::gcnmca;

/// A CSV field in double quotes ("" for a quote).
static std::string quoted(StringRef S) {
  std::string Out = "\"";
  for (char C : S) {
    if (C == '"')
      Out += '"';
    Out += C;
  }
  return Out + "\"";
}

/// The address of region \p I's first instruction: the regions one after
/// the other from SimulatedLoadAddress, each at a 256-byte boundary.
static uint64_t regionBase(ArrayRef<SimulatedKernel> Kernels, size_t I) {
  uint64_t Base = SimulatedLoadAddress;
  for (size_t K = 0; K < I; ++K)
    Base += alignTo(std::max<uint64_t>(Kernels[K].ISASize, 1), 256);
  return Base;
}

void llvm::gcnmca::writeATTStats(raw_ostream &OS,
                                 ArrayRef<SimulatedKernel> Kernels) {
  OS << "Codeobj,Vaddr,Instruction,Hitcount,Latency,Stall,Idle,Source\n";
  for (size_t K = 0; K < Kernels.size(); ++K) {
    uint64_t Base = regionBase(Kernels, K);
    for (const SimInstruction &I : Kernels[K].Insts)
      OS << 1 << ',' << Base + I.Offset << ',' << quoted(I.Text) << ','
         << I.Hits << ',' << I.LatencyCycles << ',' << I.StallCycles << ','
         << I.IdleCycles << ',' << quoted(I.source()) << '\n';
  }
}

void llvm::gcnmca::writeResourceCSV(raw_ostream &OS,
                                    ArrayRef<SimulatedKernel> Kernels) {
  OS << "DEVICE,SCRATCH_MEM,THREADS_PER_WORKGROUP,WAVEFRONT_SIZE,"
        "AVAILABLE_LDS_BYTES,USED_LDS_BYTES,AVAILABLE_SGPRs,USED_SGPRs,"
        "SGPR_SPILLS,AVAILABLE_VGPRs,USED_VGPRs,VGPR_SPILLS,ISA_SIZE\n";
  for (const SimulatedKernel &K : Kernels) {
    unsigned VGPRs = 0, SGPRs = 0, LDS = 0;
    if (K.Resources) {
      VGPRs = K.Resources->NumVGPRs + K.Resources->NumAGPRs;
      SGPRs = K.Resources->NumSGPRs;
      LDS = K.Resources->LDSBytes;
    }
    OS << K.Processor << ',' << K.ScratchBytes.value_or(0) << ','
       << K.WorkgroupSize << ',' << K.WaveSize << ',' << K.AvailableLDSBytes
       << ',' << LDS << ',' << K.AvailableSGPRs << ',' << SGPRs << ','
       << K.SGPRSpills.value_or(0) << ',' << K.AvailableVGPRs << ',' << VGPRs
       << ',' << K.VGPRSpills.value_or(0) << ',' << K.ISASize << '\n';
  }
}

/// rocprofv3's instruction type of a sample at an instruction of \p U.
static StringRef instructionType(GCNExecUnit U) {
  switch (U) {
  case GCNExecUnit::VALU:
  case GCNExecUnit::Trans:
    return "VALU";
  case GCNExecUnit::Matrix:
    return "MATRIX";
  case GCNExecUnit::SALU:
  case GCNExecUnit::SMEM:
    return "SCALAR";
  case GCNExecUnit::VMEM:
  case GCNExecUnit::Texture:
    return "TEX";
  case GCNExecUnit::LDS:
  case GCNExecUnit::GDS:
    return "LDS";
  case GCNExecUnit::Branch:
    return "BRANCH";
  case GCNExecUnit::Export:
    return "EXPORT";
  case GCNExecUnit::Message:
    return "MESSAGE";
  default:
    return "OTHER";
  }
}

/// rocprofv3's name of gcn-mca's stall reason.
static std::string rocprofReason(std::optional<WaveStallReason> R) {
  StringRef Name = "OTHER_WAIT"; // what rocprofv3 writes for issued samples
  if (R && *R != WaveStallReason::OTHER)
    Name = getWaveStallReasonName(*R);
  return ("ROCPROFILER_PC_SAMPLING_INSTRUCTION_NOT_ISSUED_REASON_" + Name)
      .str();
}

void llvm::gcnmca::writePCSampling(raw_ostream &OS,
                                   ArrayRef<SimulatedKernel> Kernels,
                                   uint64_t Samples, uint64_t Seed) {
  OS << "\"Sample_Timestamp\",\"Exec_Mask\",\"Dispatch_Id\",\"Instruction\","
        "\"Instruction_Comment\",\"Correlation_Id\","
        "\"Wave_Issued_Instruction\",\"Instruction_Type\",\"Stall_Reason\","
        "\"Wave_Count\"\n";
  for (size_t KI = 0; KI < Kernels.size(); ++KI) {
    const SimulatedKernel &K = Kernels[KI];
    // The cells: (instruction, issued or a stall reason), weighted by their
    // wave-slots; a sample picks a wave-slot uniformly.
    constexpr unsigned States = NumWaveStallReasons + 1;
    std::vector<double> CDF;
    double Sum = 0;
    for (const SimInstruction &I : K.Insts)
      for (unsigned S = 0; S < States; ++S) {
        Sum += S ? double(I.StallSlots[S - 1]) : double(I.Hits);
        CDF.push_back(Sum);
      }
    if (Sum <= 0)
      continue;
    // std::mt19937_64 is the same sequence on every platform; the uniform
    // draw is made here, not by a library distribution, for the same
    // reason.
    std::mt19937_64 Rng(Seed + KI);
    uint64_t Mask = K.WaveSize >= 64 ? ~uint64_t(0)
                                     : (uint64_t(1) << K.WaveSize) - 1;
    unsigned Waves = std::min(K.TotalWaves, K.WavesPerSIMD * K.NumSIMDs);
    for (uint64_t N = 0; N < Samples; ++N) {
      double U = double(Rng() >> 11) * 0x1.0p-53 * Sum;
      size_t Cell = std::upper_bound(CDF.begin(), CDF.end(), U) - CDF.begin();
      Cell = std::min(Cell, CDF.size() - 1);
      // Skip empty cells (U fell on a boundary).
      while (Cell > 0 && CDF[Cell] == CDF[Cell - 1])
        --Cell;
      const SimInstruction &I = K.Insts[Cell / States];
      unsigned S = Cell % States;
      std::optional<WaveStallReason> R;
      if (S)
        R = WaveStallReason(S - 1);
      OS << N * 100 << ',' << Mask << ',' << KI + 1 << ',' << quoted(I.Text)
         << ',' << quoted(I.source()) << ',' << KI + 1 << ','
         << (S ? 0 : 1) << ','
         << quoted(("ROCPROFILER_PC_SAMPLING_INSTRUCTION_TYPE_" +
                    (S ? StringRef("NO_INST") : instructionType(I.Unit)))
                       .str())
         << ',' << quoted(rocprofReason(R)) << ',' << Waves << '\n';
    }
  }
}

/// The thread-trace decoder's instruction category of \p U (ROCprof Trace
/// Decoder's enumeration: 1 SMEM, 2 SALU, 3 VMEM, 5 LDS, 6 VALU, 7 JUMP,
/// 9 IMMED (sequencer), 11 MESSAGE, 0 other).
static int64_t rcvCategory(GCNExecUnit U) {
  switch (U) {
  case GCNExecUnit::SMEM:
    return 1;
  case GCNExecUnit::SALU:
    return 2;
  case GCNExecUnit::VMEM:
  case GCNExecUnit::Texture:
    return 3;
  case GCNExecUnit::LDS:
  case GCNExecUnit::GDS:
    return 5;
  case GCNExecUnit::VALU:
  case GCNExecUnit::Trans:
  case GCNExecUnit::Matrix:
    return 6;
  case GCNExecUnit::Branch:
    return 7;
  case GCNExecUnit::None:
    return 9;
  case GCNExecUnit::Message:
    return 11;
  default:
    return 0;
  }
}

/// Writes \p V to \p Path, all or nothing.
static Error writeJSONFile(StringRef Path, json::Value V) {
  std::error_code EC;
  ToolOutputFile Out(Path, EC, sys::fs::OF_Text);
  if (EC)
    return createStringError(EC, "%s: %s", Path.str().c_str(),
                             EC.message().c_str());
  Out.os() << formatv("{0:2}", V) << "\n";
  Out.os().flush();
  if (Out.os().has_error())
    return createStringError(Out.os().error(), "%s: %s", Path.str().c_str(),
                             Out.os().error().message().c_str());
  Out.keep();
  return Error::success();
}

Error llvm::gcnmca::writeRCV(StringRef Dir, ArrayRef<SimulatedKernel> Kernels) {
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return createStringError(EC, "%s: %s", Dir.str().c_str(),
                             EC.message().c_str());
  // code.json: one row per instruction, [ISA, _, LineNumber, Source,
  // Codeobj, Vaddr, Hit, Latency, Stall, Idle].
  json::Array Code, KernelList;
  unsigned Line = 0;
  for (size_t KI = 0; KI < Kernels.size(); ++KI) {
    const SimulatedKernel &K = Kernels[KI];
    uint64_t Base = regionBase(Kernels, KI);
    for (const SimInstruction &I : K.Insts)
      Code.push_back(json::Array(
          {I.Text, int64_t(0), int64_t(++Line), I.source(), int64_t(1),
           int64_t(Base + I.Offset), int64_t(I.Hits), int64_t(I.LatencyCycles),
           int64_t(I.StallCycles), int64_t(I.IdleCycles)}));
    json::Array Waves;
    for (const SimWaveRecord &W : K.Waves) {
      std::string File = formatv("waves/k{0}_cu0_simd{1}_wave{2}.json", KI,
                                 W.SIMD, W.Wave)
                             .str();
      Waves.push_back(File);
      // timeline: [state, cycles] pairs covering [begin, end): the decoder's
      // wave states 1 IDLE, 2 EXEC, 4 STALL.
      json::Array Timeline, Insts;
      auto Add = [&](int64_t State, uint64_t Cycles) {
        if (!Cycles)
          return;
        if (!Timeline.empty()) {
          json::Array *Last = Timeline.back().getAsArray();
          if ((*Last)[0].getAsInteger() == State) {
            (*Last)[1] = *(*Last)[1].getAsInteger() + int64_t(Cycles);
            return;
          }
        }
        Timeline.push_back(json::Array({State, int64_t(Cycles)}));
      };
      uint64_t Last = W.Begin;
      for (const SimWaveRecord::Issue &I : W.Issues) {
        uint64_t Busy = I.Duration > I.Stall ? I.Duration - I.Stall : 0;
        uint64_t Exec = std::min<uint64_t>(K.SlotCycles, Busy);
        Add(1, Busy - Exec);
        Add(4, I.Stall);
        Add(2, Exec);
        Last = I.Time;
        Insts.push_back(json::Object(
            {{"category", rcvCategory(K.Insts[I.Inst].Unit)},
             {"stall", int64_t(I.Stall)},
             {"duration", int64_t(I.Duration)},
             {"time", int64_t(I.Time)},
             {"pc", int64_t(Base + K.Insts[I.Inst].Offset)}}));
      }
      Add(1, W.End > Last ? W.End - Last : 0);
      json::Object Wave({{"cu", int64_t(0)},
                         {"simd", int64_t(W.SIMD)},
                         {"wave_id", int64_t(W.Wave)},
                         {"begin_time", int64_t(W.Begin)},
                         {"end_time", int64_t(W.End)},
                         {"timeline", std::move(Timeline)},
                         {"instructions", std::move(Insts)}});
      if (std::error_code EC = sys::fs::create_directories(
              sys::path::parent_path((Dir + "/" + File).str())))
        return createStringError(EC, "%s: %s", Dir.str().c_str(),
                                 EC.message().c_str());
      if (Error E = writeJSONFile((Dir + "/" + File).str(),
                                  json::Object({{"wave", std::move(Wave)}})))
        return E;
    }
    KernelList.push_back(json::Object(
        {{"name", K.Kernel.empty() ? K.Region : K.Kernel},
         {"region", K.Region},
         {"device", K.Processor},
         {"codeobj", int64_t(1)},
         {"vaddr", int64_t(Base)},
         {"cycles", int64_t(K.Cycles)},
         {"waves", int64_t(K.TotalWaves)},
         {"wave_files", std::move(Waves)}}));
  }
  if (Error E = writeJSONFile((Dir + "/code.json").str(),
                              json::Object({{"code", std::move(Code)}})))
    return E;
  return writeJSONFile((Dir + "/kernels.json").str(),
                       json::Object({{"kernels", std::move(KernelList)}}));
}
