//===- ProfileComparison.cpp - Measured profile vs simulation -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Matching measured records to instructions and the agreement figures
/// (see ProfileComparison.h).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/ProfileComparison.h"
#include "gcn-mca/Profile/ProfileError.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <map>

using namespace llvm;
using namespace llvm::gcnmca;

std::string llvm::gcnmca::normalizeInstruction(StringRef Text) {
  std::string Out;
  bool Space = false;
  for (char C : Text.trim()) {
    if (isSpace(C)) {
      Space = true;
      continue;
    }
    if (Space && !Out.empty())
      Out += ' ';
    Space = false;
    Out += toLower(C);
  }
  return Out;
}

double llvm::gcnmca::totalVariation(ArrayRef<double> P, ArrayRef<double> Q) {
  double SP = 0, SQ = 0;
  for (double V : P)
    SP += V;
  for (double V : Q)
    SQ += V;
  if (SP <= 0 && SQ <= 0)
    return 0;
  if (SP <= 0 || SQ <= 0)
    return 1;
  double D = 0;
  for (size_t I = 0; I < std::max(P.size(), Q.size()); ++I) {
    double A = I < P.size() ? P[I] / SP : 0, B = I < Q.size() ? Q[I] / SQ : 0;
    D += std::fabs(A - B);
  }
  return D / 2;
}

namespace {
/// The instructions of a kernel by normalized text and by offset.
struct InstIndex {
  StringMap<SmallVector<unsigned, 2>> ByText;
  std::map<uint64_t, unsigned> ByOffset;
  explicit InstIndex(const SimulatedKernel &K) {
    for (unsigned I = 0; I < K.Insts.size(); ++I) {
      ByText[normalizeInstruction(K.Insts[I].Text)].push_back(I);
      ByOffset.emplace(K.Insts[I].Offset, I);
    }
  }
};

/// "dir/file.cpp:12" -> ("file.cpp", 12); no line: ("", 0).
std::pair<std::string, unsigned> splitSource(StringRef S) {
  auto [File, Line] = S.trim().rsplit(':');
  unsigned N = 0;
  if (Line.getAsInteger(10, N))
    return {"", 0};
  return {sys::path::filename(File).str(), N};
}
} // namespace

/// The instructions record (\p Text, \p Source) matches: by text, narrowed
/// to those at the source line when that leaves any. Empty + \p Why when
/// none.
static SmallVector<unsigned, 2> matchText(const SimulatedKernel &K,
                                          const InstIndex &Idx, StringRef Text,
                                          StringRef Source, std::string &Why) {
  auto It = Idx.ByText.find(normalizeInstruction(Text));
  if (It == Idx.ByText.end()) {
    Why = "no instruction with this text in the kernel";
    return {};
  }
  SmallVector<unsigned, 2> C = It->second;
  auto [File, Line] = splitSource(Source);
  if (C.size() > 1 && Line) {
    SmallVector<unsigned, 2> AtLine;
    for (unsigned I : C)
      if (K.Insts[I].SourceLine == Line &&
          (File.empty() || sys::path::filename(K.Insts[I].SourceFile) == File))
        AtLine.push_back(I);
    if (!AtLine.empty())
      C = AtLine;
  }
  return C;
}

Expected<ProfileComparison>
ProfileComparison::compare(const MeasuredProfile &M, const SimulatedKernel &K) {
  ProfileComparison PC;
  PC.K = &K;
  PC.M = &M;
  PC.Meas.resize(K.Insts.size());
  InstIndex Idx(K);

  // The kernel's load address: the most common (record offset - offset of
  // an instruction with the record's text).
  std::map<uint64_t, unsigned> Votes;
  auto Vote = [&](std::optional<uint64_t> Off, StringRef Text) {
    if (!Off || Text.empty())
      return;
    auto It = Idx.ByText.find(normalizeInstruction(Text));
    if (It == Idx.ByText.end())
      return;
    for (unsigned I : It->second)
      if (*Off >= K.Insts[I].Offset)
        ++Votes[*Off - K.Insts[I].Offset];
  };
  std::optional<uint64_t> MinOffset;
  for (const PCSample &S : M.pcSamples()) {
    Vote(S.Offset, S.Instruction);
    if (S.Offset)
      MinOffset = std::min(MinOffset.value_or(*S.Offset), *S.Offset);
  }
  for (const ATTStatsRow &R : M.attStats()) {
    Vote(R.Vaddr, R.Instruction);
    if (R.Vaddr)
      MinOffset = std::min(MinOffset.value_or(*R.Vaddr), *R.Vaddr);
  }
  for (auto [B, N] : Votes)
    if (N > PC.BaseVotes) {
      PC.Base = B;
      PC.BaseVotes = N;
    }
  if (!PC.Base && MinOffset)
    PC.Base = MinOffset; // no text to vote with: the lowest PC is the entry

  // The instructions of a record at \p Off (when known) or with \p Text.
  auto Match = [&](std::optional<uint64_t> Off, StringRef Text,
                   StringRef Source,
                   std::string &Why) -> SmallVector<unsigned, 2> {
    if (Off && PC.Base) {
      if (*Off < *PC.Base) {
        Why = formatv("offset {0:x} is before the kernel (load address "
                      "{1:x})",
                      *Off, *PC.Base)
                  .str();
        return {};
      }
      auto It = Idx.ByOffset.find(*Off - *PC.Base);
      if (It == Idx.ByOffset.end()) {
        Why = formatv("offset {0:x} is no instruction of the kernel (load "
                      "address {1:x}, {2} bytes)",
                      *Off, *PC.Base, K.ISASize)
                  .str();
        return {};
      }
      if (!Text.empty() && normalizeInstruction(Text) !=
                               normalizeInstruction(K.Insts[It->second].Text)) {
        Why = "at offset " +
              formatv("{0:x}", *Off - *PC.Base).str() +
              " the kernel has '" + K.Insts[It->second].Text + "'";
        return {};
      }
      return {It->second};
    }
    if (Text.empty()) {
      Why = "neither an instruction text nor an offset";
      return {};
    }
    return matchText(K, Idx, Text, Source, Why);
  };

  for (const PCSample &S : M.pcSamples()) {
    std::string Why;
    SmallVector<unsigned, 2> C = Match(S.Offset, S.Instruction, S.Comment, Why);
    if (C.empty()) {
      PC.Unmatched.push_back({S.Origin, "pc-sample", S.Instruction, Why});
      continue;
    }
    ++PC.MatchedSamples;
    double W = 1.0 / C.size();
    for (unsigned I : C) {
      MeasuredInstruction &MI = PC.Meas[I];
      MI.Samples += W;
      if (S.Issued && *S.Issued)
        MI.IssuedSamples += W;
      if (S.Reason)
        MI.StallSamples[unsigned(*S.Reason)] += W;
    }
  }
  for (const ATTStatsRow &R : M.attStats()) {
    std::string Why;
    SmallVector<unsigned, 2> C = Match(R.Vaddr, R.Instruction, R.Source, Why);
    if (C.empty()) {
      PC.Unmatched.push_back({R.Origin, "att-row", R.Instruction, Why});
      continue;
    }
    ++PC.MatchedRows;
    double W = 1.0 / C.size();
    for (unsigned I : C) {
      MeasuredInstruction &MI = PC.Meas[I];
      MI.Hits += W * R.Hitcount;
      MI.Latency += W * R.Latency;
      MI.Stall += W * R.Stall;
      MI.Idle += W * R.Idle;
    }
  }
  size_t Records = M.pcSamples().size() + M.attStats().size();
  if (Records && !PC.MatchedSamples && !PC.MatchedRows) {
    const UnmatchedRecord &U = PC.Unmatched.front();
    return profileError(
        U.Origin.File, U.Origin.Line, U.Origin.Line ? 1 : 0,
        "none of the " + Twine(Records) +
            " profile records matches an instruction of " +
            (K.Kernel.empty() ? "the region '" + K.Region + "'"
                              : "kernel '" + K.Kernel + "'") +
            " (a profile of another kernel?); the first, '" + U.Instruction +
            "': " + U.Reason);
  }
  // Generic instructions (s_endpgm, s_waitcnt vmcnt(0)) are in every
  // kernel: a profile whose distinct instruction texts mostly are not in
  // this one is of another kernel, however many of its records match.
  StringSet<> Texts, Found;
  for (const PCSample &S : M.pcSamples())
    if (!S.Instruction.empty())
      Texts.insert(normalizeInstruction(S.Instruction));
  for (const ATTStatsRow &R : M.attStats())
    if (!R.Instruction.empty())
      Texts.insert(normalizeInstruction(R.Instruction));
  for (const auto &T : Texts)
    if (Idx.ByText.count(T.getKey()))
      Found.insert(T.getKey());
  if (Texts.size() >= 4 && Found.size() * 2 < Texts.size()) {
    const UnmatchedRecord *U = PC.Unmatched.empty() ? nullptr
                                                    : &PC.Unmatched.front();
    return profileError(
        U ? U->Origin.File : M.files().front().File, U ? U->Origin.Line : 0,
        U && U->Origin.Line ? 1 : 0,
        "only " + Twine(Found.size()) + " of the " + Twine(Texts.size()) +
            " distinct instructions of the profile are in " +
            (K.Kernel.empty() ? "the region '" + K.Region + "'"
                              : "kernel '" + K.Kernel + "'") +
            " (a profile of another kernel?)" +
            (U ? "; e.g. '" + U->Instruction + "': " + U->Reason : ""));
  }
  PC.HasSamples = PC.MatchedSamples > 0;
  PC.HasStalls = PC.HasSamples && M.hasStallReasons();
  PC.HasStats = PC.MatchedRows > 0;
  PC.score();
  return std::move(PC);
}

double ProfileComparison::simShare(unsigned I) const {
  uint64_t All = K->issuedSlots() + K->stallSlots();
  if (!All)
    return 0;
  return double(K->Insts[I].Hits + K->Insts[I].stallSlots()) / All;
}

double ProfileComparison::measShare(unsigned I) const {
  return MatchedSamples ? Meas[I].Samples / MatchedSamples : 0;
}

void ProfileComparison::score() {
  unsigned N = K->Insts.size();
  std::vector<double> Off(N, 0);
  if (HasSamples) {
    std::vector<double> P, Q;
    for (unsigned I = 0; I < N; ++I) {
      P.push_back(Meas[I].Samples);
      Q.push_back(double(K->Insts[I].Hits + K->Insts[I].stallSlots()));
      Off[I] = std::fabs(measShare(I) - simShare(I));
    }
    A.SampleShareTVD = totalVariation(P, Q);
  }
  if (HasStalls) {
    // The mix over "issued" and the stall reasons, the kernel's total.
    std::vector<double> P(NumWaveStallReasons + 1, 0), Q(P.size(), 0);
    for (unsigned I = 0; I < N; ++I) {
      P[0] += Meas[I].IssuedSamples;
      Q[0] += double(K->Insts[I].Hits);
      for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
        P[R + 1] += Meas[I].StallSamples[R];
        Q[R + 1] += double(K->Insts[I].StallSlots[R]);
      }
    }
    A.StallMixTVD = totalVariation(P, Q);
  }
  if (HasStats) {
    std::vector<double> P, Q;
    double LatErr = 0, LatSum = 0, StErr = 0, StSum = 0, Sq = 0, SqRef = 0;
    double MaxOff = 0;
    for (unsigned I = 0; I < N; ++I) {
      const MeasuredInstruction &MI = Meas[I];
      const SimInstruction &SI = K->Insts[I];
      P.push_back(MI.Hits);
      Q.push_back(double(SI.Hits));
      if (MI.Hits <= 0)
        continue;
      // Mean cycles per hit, weighted by the measured hits.
      double MLat = MI.Latency / MI.Hits, MSt = MI.Stall / MI.Hits;
      double SLat = SI.Hits ? double(SI.LatencyCycles) / SI.Hits : 0;
      double SSt = SI.Hits ? double(SI.StallCycles) / SI.Hits : 0;
      LatErr += MI.Hits * std::fabs(SLat - MLat);
      Sq += MI.Hits * (SLat - MLat) * (SLat - MLat);
      SqRef += MI.Hits * MLat * MLat;
      LatSum += MI.Latency;
      StErr += MI.Hits * std::fabs(SSt - MSt);
      StSum += MI.Stall;
      MaxOff = std::max(MaxOff, MI.Hits * std::fabs(SLat - MLat));
    }
    A.HitShareTVD = totalVariation(P, Q);
    if (LatSum > 0)
      A.LatencyError = LatErr / LatSum;
    if (StSum > 0)
      A.StallCycleError = StErr / StSum;
    if (SqRef > 0)
      A.LatencyRMS = std::sqrt(Sq / SqRef);
    // Without samples, the instructions furthest off are those with the
    // largest share of the latency error.
    if (!HasSamples && LatErr > 0)
      for (unsigned I = 0; I < N; ++I)
        if (Meas[I].Hits > 0) {
          const SimInstruction &SI = K->Insts[I];
          double SLat = SI.Hits ? double(SI.LatencyCycles) / SI.Hits : 0;
          Off[I] = Meas[I].Hits *
                   std::fabs(SLat - Meas[I].Latency / Meas[I].Hits) / LatErr;
        }
  }
  for (unsigned I = 0; I < N; ++I)
    if (Off[I] > 0)
      Furthest.push_back(I);
  llvm::stable_sort(Furthest,
                    [&](unsigned X, unsigned Y) { return Off[X] > Off[Y]; });
}

/// The reason with the most weight ("-" when none).
template <typename T>
static StringRef topReason(const std::array<T, NumWaveStallReasons> &W) {
  unsigned Best = NumWaveStallReasons;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    if (W[R] > 0 && (Best == NumWaveStallReasons || W[R] > W[Best]))
      Best = R;
  return Best == NumWaveStallReasons
             ? StringRef("-")
             : getWaveStallReasonShortName(WaveStallReason(Best));
}


void ProfileComparison::print(raw_ostream &OS, unsigned Top) const {
  OS << "\nProfile Comparison:\n";
  OS << "Region:                 "
     << (K->Region.empty() ? "(anonymous)" : K->Region) << "\n";
  for (const MeasuredProfile::FileInfo &F : M->files())
    OS << "Measured:               " << F.File << " (" << F.Kind << ", "
       << F.Records << " records)\n";
  if (!M->pcSamples().empty())
    OS << "PC samples matched:     " << MatchedSamples << " of "
       << M->pcSamples().size() << "\n";
  if (!M->attStats().empty())
    OS << "Trace rows matched:     " << MatchedRows << " of "
       << M->attStats().size() << "\n";
  if (Base)
    OS << formatv("Kernel load address:    {0:x} ({1} records agree)\n", *Base,
                  BaseVotes);
  OS << "\nAgreement (0 = the same; distances of distributions in [0, 1], "
        "errors relative):\n";
  auto Line = [&](StringRef Name, std::optional<double> V, StringRef Why) {
    OS << formatv("  {0,-28}", Name)
       << (V ? formatv("{0:F3}", *V).str() : ("n/a (" + Why + ")").str())
       << "\n";
  };
  Line("PC-sample share (TVD)", A.SampleShareTVD, "no PC samples");
  Line("Stall mix (TVD)", A.StallMixTVD, "no stochastic samples");
  Line("Hit share (TVD)", A.HitShareTVD, "no thread-trace stats");
  Line("Latency (weighted error)", A.LatencyError, "no thread-trace stats");
  Line("Stall cycles (weighted err)", A.StallCycleError,
       HasStats ? "no stalls in the thread-trace stats"
                : "no thread-trace stats");

  OS << "\nFurthest off (measured | simulated):\n";
  OS << "Index  Samples%          Top stall         Hits            "
        "Latency/hit       Instruction\n";
  unsigned Shown = 0;
  for (unsigned I : Furthest) {
    if (Shown++ == Top)
      break;
    const MeasuredInstruction &MI = Meas[I];
    const SimInstruction &SI = K->Insts[I];
    std::string Samples =
        HasSamples ? formatv("{0,6:F2} |{1,6:F2}", measShare(I) * 100,
                             simShare(I) * 100)
                         .str()
                   : "     -";
    std::string Stall =
        HasStalls ? formatv("{0,6} |{1,6}", topReason(MI.StallSamples),
                            topReason(SI.StallSlots))
                        .str()
                  : "     -";
    std::string Hits = HasStats ? formatv("{0,6:F0} |{1,6}", MI.Hits, SI.Hits)
                                      .str()
                                : "     -";
    std::string Lat =
        HasStats && MI.Hits > 0
            ? formatv("{0,7:F1} |{1,7:F1}", MI.Latency / MI.Hits,
                      SI.Hits ? double(SI.LatencyCycles) / SI.Hits : 0.0)
                  .str()
            : "      -";
    OS << formatv("[{0,3}]  {1,-16}  {2,-16}  {3,-14}  {4,-16}  {5}\n", I,
                  Samples, Stall, Hits, Lat, SI.Text);
  }
  if (Furthest.empty())
    OS << "(none: the simulation agrees on every instruction)\n";

  if (!Unmatched.empty()) {
    OS << "\nUnmatched records: " << Unmatched.size() << "\n";
    // Grouped by instruction and reason, the largest groups first.
    std::map<std::pair<std::string, std::string>, unsigned> Groups;
    std::map<std::pair<std::string, std::string>, const UnmatchedRecord *>
        First;
    for (const UnmatchedRecord &U : Unmatched) {
      auto Key = std::make_pair(U.Instruction, U.Reason);
      if (!Groups[Key]++)
        First[Key] = &U;
    }
    std::vector<std::pair<std::pair<std::string, std::string>, unsigned>> G(
        Groups.begin(), Groups.end());
    llvm::stable_sort(G, [](const auto &X, const auto &Y) {
      return X.second > Y.second;
    });
    for (const auto &[Key, Count] : G) {
      const UnmatchedRecord &U = *First[Key];
      OS << "  " << Count << " x '" << Key.first << "' (first at "
         << U.Origin.File
         << (U.Origin.Line ? ":" + std::to_string(U.Origin.Line)
                           : " record " + std::to_string(U.Origin.Index))
         << "): " << Key.second << "\n";
    }
  }
}

json::Value ProfileComparison::toJSON() const {
  json::Object O;
  O["Region"] = K->Region;
  O["Kernel"] = K->Kernel;
  json::Array Files;
  for (const MeasuredProfile::FileInfo &F : M->files())
    Files.push_back(json::Object(
        {{"File", F.File}, {"Kind", F.Kind}, {"Records", int64_t(F.Records)}}));
  O["Files"] = std::move(Files);
  O["PCSamples"] = int64_t(M->pcSamples().size());
  O["PCSamplesMatched"] = int64_t(MatchedSamples);
  O["TraceRows"] = int64_t(M->attStats().size());
  O["TraceRowsMatched"] = int64_t(MatchedRows);
  if (Base)
    O["LoadAddress"] = int64_t(*Base);
  auto Opt = [](std::optional<double> V) -> json::Value {
    return V ? json::Value(*V) : json::Value(nullptr);
  };
  O["Agreement"] = json::Object({{"SampleShareTVD", Opt(A.SampleShareTVD)},
                                 {"StallMixTVD", Opt(A.StallMixTVD)},
                                 {"HitShareTVD", Opt(A.HitShareTVD)},
                                 {"LatencyError", Opt(A.LatencyError)},
                                 {"StallCycleError", Opt(A.StallCycleError)},
                                 {"LatencyRMS", Opt(A.LatencyRMS)}});
  json::Array Insts;
  for (unsigned I = 0; I < K->Insts.size(); ++I) {
    const MeasuredInstruction &MI = Meas[I];
    const SimInstruction &SI = K->Insts[I];
    json::Object MS, SS;
    for (unsigned R = 0; R < NumWaveStallReasons; ++R) {
      StringRef Name = getWaveStallReasonName(WaveStallReason(R));
      if (MI.StallSamples[R] > 0)
        MS[Name] = MI.StallSamples[R];
      if (SI.StallSlots[R])
        SS[Name] = int64_t(SI.StallSlots[R]);
    }
    Insts.push_back(json::Object(
        {{"Index", int64_t(I)},
         {"Instruction", SI.Text},
         {"Measured",
          json::Object({{"Samples", MI.Samples},
                        {"SampleShare", measShare(I)},
                        {"IssuedSamples", MI.IssuedSamples},
                        {"StallSamples", std::move(MS)},
                        {"Hits", MI.Hits},
                        {"Latency", MI.Latency},
                        {"Stall", MI.Stall},
                        {"Idle", MI.Idle}})},
         {"Simulated",
          json::Object({{"Slots", int64_t(SI.Hits + SI.stallSlots())},
                        {"SampleShare", simShare(I)},
                        {"StallSlots", std::move(SS)},
                        {"Hits", int64_t(SI.Hits)},
                        {"Latency", int64_t(SI.LatencyCycles)},
                        {"Stall", int64_t(SI.StallCycles)},
                        {"Idle", int64_t(SI.IdleCycles)}})}}));
  }
  O["Instructions"] = std::move(Insts);
  json::Array F;
  for (unsigned I : Furthest)
    F.push_back(int64_t(I));
  O["FurthestOff"] = std::move(F);
  json::Array U;
  for (const UnmatchedRecord &R : Unmatched)
    U.push_back(json::Object({{"File", R.Origin.File},
                              {"Line", int64_t(R.Origin.Line)},
                              {"Record", int64_t(R.Origin.Index)},
                              {"Kind", R.Kind},
                              {"Instruction", R.Instruction},
                              {"Reason", R.Reason}}));
  O["Unmatched"] = std::move(U);
  return json::Value(std::move(O));
}
