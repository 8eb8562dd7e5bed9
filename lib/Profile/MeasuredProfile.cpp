//===- MeasuredProfile.cpp - What a GPU profile measured ------------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The readers of rocprofv3's PC-sampling CSV and JSON, the thread-trace
/// statistics CSV and rocprofv3's kernel trace (see MeasuredProfile.h and
/// docs/Profiles.md for the formats).
//===----------------------------------------------------------------------===//

#include "gcn-mca/Profile/MeasuredProfile.h"
#include "gcn-mca/Profile/CSVTable.h"
#include "gcn-mca/Profile/ProfileError.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace llvm::gcnmca;

std::optional<WaveStallReason>
llvm::gcnmca::parseRocprofStallReason(StringRef Name) {
  Name = Name.trim();
  size_t At = Name.rfind("REASON_");
  if (At != StringRef::npos)
    Name = Name.drop_front(At + strlen("REASON_"));
  if (Name == "OTHER_WAIT" || Name == "OTHER")
    return WaveStallReason::OTHER;
  if (Name == "SLEEP_WAIT")
    return WaveStallReason::INTERNAL_INSTRUCTION;
  for (unsigned R = 0; R < NumWaveStallReasons; ++R)
    if (Name == getWaveStallReasonName(WaveStallReason(R)))
      return WaveStallReason(R);
  return std::nullopt;
}

namespace {
/// The columns of one CSV format: the required ones, the optional ones
/// this version uses, and the ones it knows and ignores.
struct CSVFormat {
  StringRef Name;
  ArrayRef<StringRef> Required;
  ArrayRef<StringRef> Known; ///< optional, used or ignored
};
} // namespace

/// Every header column of \p T must be one of \p F's, and every required
/// one must be there.
static Error checkColumns(const CSVTable &T, const CSVFormat &F) {
  const CSVTable::Row &H = T.header();
  for (unsigned C = 0; C < H.Fields.size(); ++C) {
    StringRef Name = StringRef(H.Fields[C].Text).trim();
    if (!is_contained(F.Required, Name) && !is_contained(F.Known, Name))
      return T.error(H, C,
                     "unknown column '" + Name + "' in a " + F.Name +
                         " file (known: " + join(F.Required, ", ") +
                         (F.Known.empty() ? "" : ", ") + join(F.Known, ", ") +
                         ")");
  }
  for (StringRef Name : F.Required)
    if (!T.column(Name))
      return T.error(H, std::nullopt,
                     "missing column '" + Name + "' of a " + F.Name + " file");
  return Error::success();
}

static const StringRef PCRequired[] = {"Dispatch_Id", "Instruction"};
static const StringRef PCKnown[] = {
    "Sample_Timestamp",        "Exec_Mask",      "Instruction_Comment",
    "Correlation_Id",          "Wave_Issued_Instruction",
    "Instruction_Type",        "Stall_Reason",   "Wave_Count",
    "Code_Object_Id",          "Code_Object_Offset", "Kernel_Name"};
static const StringRef ATTRequired[] = {"Instruction", "Hitcount", "Latency",
                                        "Stall"};
static const StringRef ATTKnown[] = {"Codeobj", "Vaddr", "Idle", "Source"};
static const StringRef KTRequired[] = {
    "Kernel_Name",      "Workgroup_Size_X", "Workgroup_Size_Y",
    "Workgroup_Size_Z", "Grid_Size_X",      "Grid_Size_Y",
    "Grid_Size_Z"};
static const StringRef KTKnown[] = {
    "Kind",           "Agent_Id",         "Queue_Id",
    "Stream_Id",      "Thread_Id",        "Dispatch_Id",
    "Kernel_Id",      "Correlation_Id",   "Start_Timestamp",
    "End_Timestamp",  "Private_Segment_Size", "Group_Segment_Size",
    "LDS_Block_Size", "Scratch_Size",     "Arch_VGPR_Count",
    "Accum_VGPR_Count", "SGPR_Count"};

Error MeasuredProfile::addFile(MemoryBufferRef Buffer) {
  StringRef S = Buffer.getBuffer().ltrim();
  if (S.starts_with("{") || S.starts_with("["))
    return readPCSamplingJSON(Buffer);
  // The header line says which CSV it is.
  Expected<CSVTable> T = CSVTable::parse(Buffer);
  if (!T)
    return T.takeError();
  if (T->column("Hitcount"))
    return readATTStats(Buffer);
  if (T->column("Sample_Timestamp") || T->column("Stall_Reason") ||
      (T->column("Dispatch_Id") && T->column("Instruction")))
    return readPCSamplingCSV(Buffer);
  if (T->column("Kernel_Name") && T->column("Grid_Size_X"))
    return readKernelTrace(Buffer);
  std::string Cols;
  for (const CSVTable::Field &F : T->header().Fields)
    Cols += (Cols.empty() ? "" : ", ") + F.Text;
  return profileError(T->fileName(), 1, 1,
                      "not a profile gcn-mca reads: the header '" + Cols +
                          "' is none of rocprofv3 PC sampling "
                          "(Sample_Timestamp, ..., Instruction), thread-trace "
                          "statistics (Codeobj, Vaddr, Instruction, Hitcount, "
                          "...) or a rocprofv3 kernel trace (Kernel_Name, "
                          "Grid_Size_X, ...)");
}

Error MeasuredProfile::readPCSamplingCSV(MemoryBufferRef Buffer) {
  Expected<CSVTable> T = CSVTable::parse(Buffer);
  if (!T)
    return T.takeError();
  if (Error E = checkColumns(
          *T, {"rocprofv3 PC-sampling CSV", PCRequired, PCKnown}))
    return E;
  if (T->rows().empty())
    return profileError(T->fileName(), 1, 1,
                        "no samples: the file has only its header");
  unsigned Inst = *T->column("Instruction"),
           Dispatch = *T->column("Dispatch_Id");
  std::optional<unsigned> Comment = T->column("Instruction_Comment"),
                          Issued = T->column("Wave_Issued_Instruction"),
                          Reason = T->column("Stall_Reason"),
                          Waves = T->column("Wave_Count"),
                          CodeObj = T->column("Code_Object_Id"),
                          Offset = T->column("Code_Object_Offset");
  if (Reason.has_value() != Issued.has_value())
    return T->error(T->header(), std::nullopt,
                    "a stochastic PC-sampling file has both "
                    "Wave_Issued_Instruction and Stall_Reason");
  for (const CSVTable::Row &R : T->rows()) {
    PCSample P;
    P.Origin = {T->fileName().str(), R.Line, 0};
    P.Instruction = StringRef(R.Fields[Inst].Text).trim().str();
    if (Comment)
      P.Comment = StringRef(R.Fields[*Comment].Text).trim().str();
    Expected<uint64_t> D = T->getUInt(R, Dispatch);
    if (!D)
      return D.takeError();
    P.DispatchId = *D;
    if (Issued) {
      Expected<uint64_t> I = T->getUInt(R, *Issued);
      if (!I)
        return I.takeError();
      if (*I > 1)
        return T->error(R, *Issued,
                        "Wave_Issued_Instruction is " + Twine(*I) +
                            ", not 0 or 1");
      P.Issued = *I == 1;
      if (!*P.Issued) {
        P.Reason = parseRocprofStallReason(R.Fields[*Reason].Text);
        if (!P.Reason)
          return T->error(R, *Reason,
                          "unknown stall reason '" + R.Fields[*Reason].Text +
                              "'");
      }
    }
    if (Waves) {
      Expected<uint64_t> W = T->getUInt(R, *Waves);
      if (!W)
        return W.takeError();
      P.WaveCount = unsigned(*W);
    }
    if (CodeObj && Offset) {
      Expected<uint64_t> Id = T->getUInt(R, *CodeObj);
      if (!Id)
        return Id.takeError();
      Expected<uint64_t> Off = T->getUInt(R, *Offset);
      if (!Off)
        return Off.takeError();
      P.CodeObjectId = *Id;
      P.Offset = *Off;
    }
    if (P.Instruction.empty() && !P.Offset)
      return T->error(R, Inst,
                      "a sample with neither an instruction nor a "
                      "code-object offset");
    Samples.push_back(std::move(P));
  }
  if (Issued)
    Stochastic = true;
  Files.push_back({T->fileName().str(), "pc-sampling-csv", T->rows().size()});
  return Error::success();
}

/// A JSON parse error as a ProfileError at its line and column (json::parse
/// reports "[line:col, byte=N]: text").
static Error jsonError(StringRef File, Error E) {
  std::string Msg = toString(std::move(E));
  unsigned Line = 0, Col = 0;
  StringRef M = Msg;
  if (M.consume_front("[")) {
    StringRef Pos = M.take_until([](char C) { return C == ','; });
    auto [L, C] = Pos.split(':');
    if (!L.getAsInteger(10, Line) && !C.getAsInteger(10, Col)) {
      size_t End = M.find("]: ");
      if (End != StringRef::npos)
        M = M.drop_front(End + 3);
    } else {
      Line = Col = 0;
    }
  }
  return profileError(File, Line, Col,
                      "invalid JSON (truncated file?): " + M);
}

Error MeasuredProfile::readPCSamplingJSON(MemoryBufferRef Buffer) {
  StringRef File = Buffer.getBufferIdentifier();
  Expected<json::Value> V = json::parse(Buffer.getBuffer());
  if (!V)
    return jsonError(File, V.takeError());
  auto Bad = [&](const Twine &Msg) { return profileError(File, 0, 0, Msg); };
  // The tool's document: {"rocprofiler-sdk-tool": [ {strings,
  // buffer_records}, ... ]}, one entry per process.
  const json::Object *Top = V->getAsObject();
  const json::Array *Tools =
      Top ? Top->getArray("rocprofiler-sdk-tool") : nullptr;
  if (!Tools)
    return Bad("not a rocprofv3 JSON file: no \"rocprofiler-sdk-tool\" "
               "array (gcn-mca reads its PC-sampling records)");
  size_t Before = Samples.size();
  bool AnyStochastic = false;
  for (size_t TI = 0; TI < Tools->size(); ++TI) {
    const json::Object *Tool = (*Tools)[TI].getAsObject();
    if (!Tool)
      return Bad("rocprofiler-sdk-tool[" + Twine(TI) + "] is not an object");
    std::vector<std::string> InstStrings, CommentStrings;
    if (const json::Object *Strings = Tool->getObject("strings")) {
      if (const json::Array *A = Strings->getArray("pc_sample_instructions"))
        for (const json::Value &S : *A)
          InstStrings.push_back(S.getAsString().value_or("").str());
      if (const json::Array *A = Strings->getArray("pc_sample_comments"))
        for (const json::Value &S : *A)
          CommentStrings.push_back(S.getAsString().value_or("").str());
    }
    const json::Object *Records = Tool->getObject("buffer_records");
    if (!Records)
      continue;
    for (StringRef Kind : {"pc_sample_host_trap", "pc_sample_stochastic"}) {
      const json::Array *A = Records->getArray(Kind);
      if (!A)
        continue;
      bool IsStochastic = Kind == "pc_sample_stochastic";
      for (size_t I = 0; I < A->size(); ++I) {
        std::string Where = (Kind + "[" + Twine(I) + "]").str();
        const json::Object *Entry = (*A)[I].getAsObject();
        if (!Entry)
          return Bad(Where + " is not an object");
        // {"inst_index": N, "record": {...}}, or the record itself.
        const json::Object *Rec = Entry->getObject("record");
        if (!Rec)
          Rec = Entry;
        PCSample P;
        P.Origin = {File.str(), 0, unsigned(I)};
        const json::Object *PC = Rec->getObject("pc");
        if (!PC)
          return Bad(Where + ": no \"pc\" object");
        std::optional<int64_t> Id = PC->getInteger("code_object_id");
        std::optional<int64_t> Off = PC->getInteger("code_object_offset");
        if (!Id || !Off || *Off < 0)
          return Bad(Where + ": \"pc\" needs integer code_object_id and "
                             "code_object_offset");
        P.CodeObjectId = uint64_t(*Id);
        P.Offset = uint64_t(*Off);
        if (std::optional<int64_t> D = Rec->getInteger("dispatch_id"))
          P.DispatchId = uint64_t(*D);
        if (std::optional<int64_t> Idx = Entry->getInteger("inst_index")) {
          if (*Idx >= 0 && size_t(*Idx) < InstStrings.size())
            P.Instruction = InstStrings[*Idx];
          if (*Idx >= 0 && size_t(*Idx) < CommentStrings.size())
            P.Comment = CommentStrings[*Idx];
        }
        if (std::optional<int64_t> W = Rec->getInteger("wave_cnt"))
          P.WaveCount = unsigned(*W);
        if (IsStochastic) {
          std::optional<bool> Issued = Rec->getBoolean("wave_issued");
          if (!Issued)
            if (std::optional<int64_t> N = Rec->getInteger("wave_issued"))
              Issued = *N != 0;
          if (!Issued)
            return Bad(Where + ": a stochastic sample without "
                               "\"wave_issued\"");
          P.Issued = *Issued;
          if (!*Issued) {
            const json::Object *Snap = Rec->getObject("snapshot");
            std::optional<StringRef> Reason =
                Snap ? Snap->getString("stall_reason") : std::nullopt;
            if (!Reason)
              return Bad(Where + ": a sample that did not issue has no "
                                 "snapshot.stall_reason");
            P.Reason = parseRocprofStallReason(*Reason);
            if (!P.Reason)
              return Bad(Where + ": unknown stall reason '" + *Reason + "'");
          }
          AnyStochastic = true;
        }
        Samples.push_back(std::move(P));
      }
    }
  }
  if (Samples.size() == Before)
    return Bad("no PC samples: buffer_records has no pc_sample_host_trap or "
               "pc_sample_stochastic records");
  Stochastic |= AnyStochastic;
  Files.push_back({File.str(), "pc-sampling-json", Samples.size() - Before});
  return Error::success();
}

Error MeasuredProfile::readATTStats(MemoryBufferRef Buffer) {
  Expected<CSVTable> T = CSVTable::parse(Buffer);
  if (!T)
    return T.takeError();
  if (Error E =
          checkColumns(*T, {"thread-trace statistics", ATTRequired, ATTKnown}))
    return E;
  if (T->rows().empty())
    return profileError(T->fileName(), 1, 1,
                        "no instructions: the file has only its header");
  unsigned Inst = *T->column("Instruction"), Hit = *T->column("Hitcount"),
           Lat = *T->column("Latency"), Stall = *T->column("Stall");
  std::optional<unsigned> CodeObj = T->column("Codeobj"),
                          Vaddr = T->column("Vaddr"), Idle = T->column("Idle"),
                          Source = T->column("Source");
  for (const CSVTable::Row &R : T->rows()) {
    ATTStatsRow S;
    S.Origin = {T->fileName().str(), R.Line, 0};
    S.Instruction = StringRef(R.Fields[Inst].Text).trim().str();
    auto UIntOpt = [&](std::optional<unsigned> C,
                       std::optional<uint64_t> &Out) -> Error {
      if (!C || StringRef(R.Fields[*C].Text).trim().empty())
        return Error::success();
      Expected<uint64_t> V = T->getUInt(R, *C);
      if (!V)
        return V.takeError();
      Out = *V;
      return Error::success();
    };
    if (Error E = UIntOpt(CodeObj, S.CodeObjectId))
      return E;
    if (Error E = UIntOpt(Vaddr, S.Vaddr))
      return E;
    Expected<uint64_t> H = T->getUInt(R, Hit);
    if (!H)
      return H.takeError();
    S.Hitcount = *H;
    for (auto [C, Out] : {std::pair<std::optional<unsigned>, double *>{Lat, &S.Latency},
                          {Stall, &S.Stall}, {Idle, &S.Idle}}) {
      if (!C)
        continue;
      Expected<double> V = T->getNumber(R, *C);
      if (!V)
        return V.takeError();
      if (*V < 0)
        return T->error(R, *C, "a negative cycle count");
      *Out = *V;
    }
    if (Source)
      S.Source = StringRef(R.Fields[*Source].Text).trim().str();
    if (S.Instruction.empty() && !S.Vaddr)
      return T->error(R, Inst,
                      "a row with neither an instruction nor a Vaddr");
    Stats.push_back(std::move(S));
  }
  Files.push_back({T->fileName().str(), "att-stats", T->rows().size()});
  return Error::success();
}

Error MeasuredProfile::readKernelTrace(MemoryBufferRef Buffer) {
  Expected<CSVTable> T = CSVTable::parse(Buffer);
  if (!T)
    return T.takeError();
  if (Error E =
          checkColumns(*T, {"rocprofv3 kernel trace", KTRequired, KTKnown}))
    return E;
  if (T->rows().empty())
    return profileError(T->fileName(), 1, 1,
                        "no dispatches: the file has only its header");
  unsigned Name = *T->column("Kernel_Name");
  unsigned WG[3] = {*T->column("Workgroup_Size_X"),
                    *T->column("Workgroup_Size_Y"),
                    *T->column("Workgroup_Size_Z")};
  unsigned Grid[3] = {*T->column("Grid_Size_X"), *T->column("Grid_Size_Y"),
                      *T->column("Grid_Size_Z")};
  std::optional<unsigned> Dispatch = T->column("Dispatch_Id"),
                          Start = T->column("Start_Timestamp"),
                          End = T->column("End_Timestamp"),
                          Priv = T->column("Private_Segment_Size"),
                          Group = T->column("Group_Segment_Size");
  for (const CSVTable::Row &R : T->rows()) {
    KernelDispatch D;
    D.Origin = {T->fileName().str(), R.Line, 0};
    D.KernelName = StringRef(R.Fields[Name].Text).trim().str();
    if (D.KernelName.empty())
      return T->error(R, Name, "empty Kernel_Name");
    for (unsigned K = 0; K < 3; ++K) {
      Expected<uint64_t> W = T->getUInt(R, WG[K]);
      if (!W)
        return W.takeError();
      Expected<uint64_t> G = T->getUInt(R, Grid[K]);
      if (!G)
        return G.takeError();
      if (!*W || !*G)
        return T->error(R, !*W ? WG[K] : Grid[K], "a size of 0");
      D.Workgroup[K] = *W;
      D.Grid[K] = *G;
    }
    for (auto [C, Out] : {std::pair<std::optional<unsigned>, uint64_t *>{
                              Dispatch, &D.DispatchId},
                          {Start, &D.StartNs},
                          {End, &D.EndNs},
                          {Priv, &D.PrivateSegmentSize},
                          {Group, &D.GroupSegmentSize}}) {
      if (!C)
        continue;
      Expected<uint64_t> V = T->getUInt(R, *C);
      if (!V)
        return V.takeError();
      *Out = *V;
    }
    if (D.EndNs < D.StartNs)
      return T->error(R, End, "End_Timestamp before Start_Timestamp");
    Dispatches.push_back(std::move(D));
  }
  Files.push_back({T->fileName().str(), "kernel-trace", T->rows().size()});
  return Error::success();
}
