//===- GCNSummaryPrint.cpp - The GCN summary as text and JSON -------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Prints the GCN summary's figures (GCNSummaryView::compute, in
/// GCNSummaryView.cpp): the text report (printView, printChip) and the JSON
/// object (toJSON).
//===----------------------------------------------------------------------===//

#include "GCNSummaryFormat.h"
#include "gcn-mca/MCA/Views/GCN/GCNSummaryView.h"
#include "gcn-mca/MCA/Views/GCN/TextTable.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;
using namespace llvm::gcnmca::summary;

StringRef GCNSummaryView::getVerdictKindName(VerdictKind K) {
  switch (K) {
  case GCNSummaryView::VerdictKind::NoWaves:
    return "no-waves";
  case GCNSummaryView::VerdictKind::Starved:
    return "starved";
  case GCNSummaryView::VerdictKind::UnitBound:
    return "unit-bound";
  case GCNSummaryView::VerdictKind::Backpressure:
    return "backpressure";
  case GCNSummaryView::VerdictKind::Latency:
    return "latency-bound";
  case GCNSummaryView::VerdictKind::MemoryBandwidth:
    return "memory-bandwidth-bound";
  case GCNSummaryView::VerdictKind::Balanced:
    return "balanced";
  }
  return "";
}

void GCNSummaryView::printView(raw_ostream &OS) const {
  Figures F = compute();
  unsigned Width = ReportWidth;
  // Labels end at column 29; a value with a remark has its remark after
  // the widest such value, so that none runs into its remark.
  constexpr unsigned LabelWidth = 29;
  auto Line = [&](StringRef Label) -> raw_ostream & {
    OS << Label;
    OS.indent(Label.size() < LabelWidth ? LabelWidth - Label.size() : 1);
    return OS;
  };
  std::string CPW = formatv("{0:F2}", F.ClocksPerWave).str();
  std::string CPWBusy = formatv("{0:F2}", F.ClocksPerWaveBusy).str();
  std::string Starve = percent(F.StarveRate), Stall = percent(F.StallRate);
  size_t ValueWidth = std::max<size_t>(
      {9, CPW.size(), CPWBusy.size(), Starve.size(), Stall.size()});
  auto Remark = [&](StringRef Label, StringRef Value, StringRef Text) {
    std::string Prefix;
    raw_string_ostream P(Prefix);
    P << Label;
    P.indent(Label.size() < LabelWidth ? LabelWidth - Label.size() : 1);
    P << left_justify(Value, ValueWidth) << ' ';
    wrapText(OS, Prefix, Text, Width, LabelWidth + ValueWidth + 1);
  };
  OS << "\nGCN Summary:\n";
  Line("Waves:") << F.Waves << '\n';
  Line("Waves per SIMD:") << F.PeakWavesPerSIMD << " (peak), "
                          << format("%.2f", F.MeanWavesPerSIMD) << " (mean)";
  if (F.WavesPerSIMDLimit)
    OS << ", limit " << F.WavesPerSIMDLimit;
  OS << '\n';
  Line("Total Cycles:") << F.TotalCycles << '\n';
  Line("Starved Cycles:") << F.StarvedCycles << '\n';
  Remark("Clocks per Wave:", CPW, "(start to end, mean)");
  Remark("Clocks per Wave (busy CU):", CPWBusy,
         "(cycles with a resident wave / waves)");
  Line("Instructions Issued:") << F.InstructionsIssued << '\n';
  Line(formatv("IPC per {0}:", F.UnitName).str()) << rate(F.IPCPerCU) << '\n';
  Line(formatv("Waves/1000 Cycles/{0}:", F.UnitName).str())
      << rate(F.WavesPer1000Cycles) << '\n';
  Line(formatv("Work-items/1000 Cycles/{0}:", F.UnitName).str())
      << rate(F.WorkItemsPer1000Cycles) << '\n';
  if (F.ClockMHz > 0) {
    Line(formatv("Waves/s ({0} {1}s, {2} MHz):", F.ChipUnits, F.UnitName,
                 format("%g", F.ClockMHz))
             .str())
        << format("%.3g", F.WavesPerSecond) << '\n';
    Line("Work-items/s:") << format("%.3g", F.WorkItemsPerSecond) << '\n';
  }
  Remark("Starve Rate:", Starve, "(cycles with no resident wave)");
  Remark("Stall Rate:", Stall,
         formatv("({0} of {1} SIMD slots with resident waves issued nothing)",
                 F.StalledSlots, F.SlotsWithWaves)
             .str());

  using A = TextTable::Align;
  OS << "\nUnit Utilization:\n";
  TextTable Units;
  Units.addColumn("Unit", A::Left);
  for (StringRef H : {"Units", "Busy Cycles", "Utilization"})
    Units.addColumn(H, A::Right);
  for (const UnitFigures &UF : F.Units)
    Units.addRow({getViewUnitName(UF.Unit).str(), std::to_string(UF.Instances),
                  std::to_string(UF.BusyCycles), percent(UF.Utilization)});
  Units.print(OS, Width);

  if (F.StalledSlots) {
    OS << "\nStalled SIMD Slots by Reason:\n";
    TextTable Reasons;
    Reasons.addColumn("Reason", A::Left);
    Reasons.addColumn("Slots", A::Right);
    Reasons.addColumn("Share", A::Right);
    for (unsigned R = 0; R < NumWaveStallReasons; ++R)
      if (F.StalledSlotsByReason[R])
        Reasons.addRow(
            {getWaveStallReasonName(WaveStallReason(R)).str(),
             std::to_string(F.StalledSlotsByReason[R]),
             percent(ratio(F.StalledSlotsByReason[R], F.StalledSlots))});
    Reasons.print(OS, Width);
  }
  bool AnyMem = any_of(F.MemLevels, [](const Figures::MemLevelFigures &M) {
    return M.BusyCycles > 0 || M.Accesses || M.WaitSlots;
  });
  if (AnyMem) {
    OS << "\nMemory Levels (the " << F.UnitName << "'s share of each):\n";
    TextTable Mem;
    Mem.addColumn("Level", A::Left);
    for (StringRef H : {"B/clk", "Busy Cycles", "Utilization", "Waiting on"})
      Mem.addColumn(H, A::Right);
    for (const Figures::MemLevelFigures &M : F.MemLevels)
      Mem.addRow({M.Name,
                  M.SharePerClk > 0 ? formatv("{0:F2}", M.SharePerClk).str()
                                    : std::string("-"),
                  formatv("{0:F0}", M.BusyCycles).str(),
                  M.SharePerClk > 0 ? percent(M.Utilization) : std::string("-"),
                  percent(M.WaitShare)});
    Mem.print(OS, Width);
  }
  if (F.Chip.Valid)
    printChip(OS, F);
  OS << '\n';
  wrapText(OS, "Verdict: ", F.VerdictText, Width, 9);
}

static std::string gbps(double BytesPerSec) {
  return formatv("{0:F1}", BytesPerSec / 1e9).str();
}

void GCNSummaryView::printChip(raw_ostream &OS, const Figures &F) const {
  const Figures::ChipFigures &C = F.Chip;
  const ChipLaunch &L = C.Launch;
  constexpr unsigned LabelWidth = 29;
  auto Line = [&](StringRef Label) -> raw_ostream & {
    OS << Label;
    OS.indent(Label.size() < LabelWidth ? LabelWidth - Label.size() : 1);
    return OS;
  };
  StringRef U = F.UnitName;
  OS << "\nChip (the launch on " << F.ChipUnits << ' ' << U << "s at "
     << format("%g", F.ClockMHz) << " MHz):\n";
  Line("Workgroups:") << L.GridWorkgroups << " (" << L.MaxPerUnit << " per "
                      << U;
  if (L.MinPerUnit != L.MaxPerUnit)
    OS << ", " << L.MinPerUnit << " on the others";
  OS << "; " << L.ActiveUnits << " of " << L.ChipUnits << ' ' << U
     << "s active; " << L.Rounds << (L.Rounds == 1 ? " round" : " rounds")
     << " of " << L.Resident << ", the last " << L.TailWorkgroups << ")\n";
  Line("Kernel Time:") << format("%.2f", C.KernelTimeUs) << " us ("
                       << format("%.2f", C.ExecUs) << " running + "
                       << format("%.2f", C.OverheadUs) << " launch overhead)\n";
  Line("GFLOP/s:") << format("%.1f", C.FlopsPerSec / 1e9);
  if (C.PeakFlopsPerSec > 0)
    OS << " (peak of its instructions "
       << format("%.1f", C.PeakFlopsPerSec / 1e9) << ", "
       << percent(C.FlopsPerSec / C.PeakFlopsPerSec) << ")";
  OS << '\n';
  std::string DRAMName = Info.MemLevelNames[unsigned(MemLevel::DRAM)].str();
  if (C.Intensity > 0)
    Line("Arithmetic Intensity:")
        << format("%.3f", C.Intensity) << " FLOP per " << DRAMName << " byte\n";
  if (!C.Bound.empty())
    Line("Roofline:") << C.Bound << "-bound (at its peak, " << C.Bound
                      << " takes " << percent(C.BoundFraction)
                      << " of the kernel time)\n";
  OS << '\n';
  using A = TextTable::Align;
  TextTable T;
  T.addColumn("Level", A::Left);
  for (StringRef H : {"Bytes", "GB/s", "Peak GB/s", "% of Peak"})
    T.addColumn(H, A::Right);
  auto Row = [&](StringRef Name, double Bytes, double Rate, double Peak) {
    T.addRow({Name.str(), formatv("{0:F0}", Bytes).str(), gbps(Rate),
              Peak > 0 ? gbps(Peak) : std::string("-"),
              Peak > 0 ? percent(Rate / Peak) : std::string("-")});
  };
  for (unsigned Lv = 0; Lv < NumMemLevels; ++Lv)
    if (!Info.MemLevelNames[Lv].empty() &&
        (C.LevelBytes[Lv] > 0 || Lv == unsigned(MemLevel::DRAM)))
      Row(Info.MemLevelNames[Lv], C.LevelBytes[Lv], C.LevelBytesPerSec[Lv],
          C.Peaks.LevelBytesPerSec[Lv]);
  if (C.LDSBytes > 0)
    Row("LDS", C.LDSBytes, C.LDSBytesPerSec, C.Peaks.LDSBytesPerSec);
  T.print(OS, ReportWidth);
  OS << DRAMName << " achievable: " << gbps(C.Peaks.DRAMAchievableBytesPerSec)
     << " GB/s (" << C.DRAMEfficiencyPct << "% of the peak for this traffic)\n";
}

json::Value GCNSummaryView::toJSON() const {
  Figures F = compute();
  json::Array Units;
  for (const UnitFigures &UF : F.Units)
    Units.push_back(json::Object({{"Unit", getViewUnitName(UF.Unit)},
                                  {"Instances", UF.Instances},
                                  {"BusyCycles", int64_t(UF.BusyCycles)},
                                  {"Utilization", UF.Utilization}}));
  json::Object ByReason;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    ByReason[getWaveStallReasonName(WaveStallReason(R))] =
        int64_t(F.StalledSlotsByReason[R]);
  json::Object Verdict(
      {{"Kind", getVerdictKindName(F.Verdict)}, {"Text", F.VerdictText}});
  if (F.Verdict == VerdictKind::UnitBound ||
      F.Verdict == VerdictKind::Backpressure)
    Verdict["Unit"] = getViewUnitName(F.VerdictUnit);
  if (F.Verdict == VerdictKind::Latency ||
      F.Verdict == VerdictKind::Backpressure)
    Verdict["Reason"] = getWaveStallReasonName(F.VerdictReason);
  if (F.VerdictMemLevel >= 0 && unsigned(F.VerdictMemLevel) < NumMemLevels)
    Verdict["MemoryLevel"] = Info.MemLevelNames[F.VerdictMemLevel].str();
  json::Array MemLevels;
  for (const Figures::MemLevelFigures &M : F.MemLevels)
    MemLevels.push_back(json::Object({{"Level", M.Name},
                                      {"SharePerClk", M.SharePerClk},
                                      {"BusyCycles", M.BusyCycles},
                                      {"Utilization", M.Utilization},
                                      {"WaitSlots", int64_t(M.WaitSlots)},
                                      {"WaitShare", M.WaitShare}}));
  json::Value Summary =
      json::Object({{"Waves", int64_t(F.Waves)},
                    {"WavesEnded", int64_t(F.WavesEnded)},
                    {"PeakWavesPerSIMD", F.PeakWavesPerSIMD},
                    {"MeanWavesPerSIMD", F.MeanWavesPerSIMD},
                    {"WavesPerSIMDLimit", F.WavesPerSIMDLimit},
                    {"TotalCycles", int64_t(F.TotalCycles)},
                    {"StarvedCycles", int64_t(F.StarvedCycles)},
                    {"ClocksPerWave", F.ClocksPerWave},
                    {"ClocksPerWaveBusy", F.ClocksPerWaveBusy},
                    {"InstructionsIssued", int64_t(F.InstructionsIssued)},
                    {"IPCPerCU", F.IPCPerCU},
                    {"WorkItems", int64_t(F.WorkItems)},
                    {"WavesPer1000CyclesPerCU", F.WavesPer1000Cycles},
                    {"WorkItemsPer1000CyclesPerCU", F.WorkItemsPer1000Cycles},
                    {"NumCUs", F.NumCUs},
                    {"SimulatedUnit", F.UnitName},
                    {"ChipUnits", F.ChipUnits},
                    {"ClockMHz", F.ClockMHz},
                    {"WavesPerSecond", F.WavesPerSecond},
                    {"WorkItemsPerSecond", F.WorkItemsPerSecond},
                    {"StarveRate", F.StarveRate},
                    {"SlotsWithWaves", int64_t(F.SlotsWithWaves)},
                    {"StalledSlots", int64_t(F.StalledSlots)},
                    {"StallRate", F.StallRate},
                    {"StalledSlotsByReason", std::move(ByReason)},
                    {"Units", std::move(Units)},
                    {"MemoryLevels", std::move(MemLevels)},
                    {"Verdict", std::move(Verdict)}});
  if (F.Chip.Valid) {
    const Figures::ChipFigures &C = F.Chip;
    json::Object &S = *Summary.getAsObject();
    unsigned D = unsigned(MemLevel::DRAM);
    S["KernelTimeUs"] = C.KernelTimeUs;
    S["DRAMGBps"] = C.LevelBytesPerSec[D] / 1e9;
    S["GFLOPs"] = C.FlopsPerSec / 1e9;
    S["PeakDRAMGBps"] = C.Peaks.LevelBytesPerSec[D] / 1e9;
    S["AchievableDRAMGBps"] = C.Peaks.DRAMAchievableBytesPerSec / 1e9;
    S["PeakGFLOPs"] = C.PeakFlopsPerSec / 1e9;
    json::Array Levels;
    for (unsigned L = 0; L < NumMemLevels; ++L)
      if (!Info.MemLevelNames[L].empty())
        Levels.push_back(
            json::Object({{"Level", Info.MemLevelNames[L].str()},
                          {"Bytes", C.LevelBytes[L]},
                          {"GBps", C.LevelBytesPerSec[L] / 1e9},
                          {"PeakGBps", C.Peaks.LevelBytesPerSec[L] / 1e9}}));
    Levels.push_back(
        json::Object({{"Level", "LDS"},
                      {"Bytes", C.LDSBytes},
                      {"GBps", C.LDSBytesPerSec / 1e9},
                      {"PeakGBps", C.Peaks.LDSBytesPerSec / 1e9}}));
    const ChipLaunch &L = C.Launch;
    S["Chip"] = json::Object({{"Unit", F.UnitName},
                              {"Units", L.ChipUnits},
                              {"GridWorkgroups", int64_t(L.GridWorkgroups)},
                              {"WorkgroupsPerUnit", int64_t(L.MaxPerUnit)},
                              {"ActiveUnits", L.ActiveUnits},
                              {"ResidentWorkgroups", L.Resident},
                              {"Rounds", int64_t(L.Rounds)},
                              {"TailWorkgroups", int64_t(L.TailWorkgroups)},
                              {"ExecUs", C.ExecUs},
                              {"LaunchOverheadUs", C.OverheadUs},
                              {"Flops", C.Flops},
                              {"DRAMEfficiencyPct", C.DRAMEfficiencyPct},
                              {"Intensity", C.Intensity},
                              {"Bound", C.Bound},
                              {"BoundFraction", C.BoundFraction},
                              {"Levels", std::move(Levels)}});
  }
  return Summary;
}
