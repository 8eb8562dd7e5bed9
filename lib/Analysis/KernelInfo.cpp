//===- KernelInfo.cpp - Kernels and their resources in an input -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Reads kernel descriptors, `.set` symbols, metadata and clang's resource
/// comments from assembly text (with a small expression evaluator), or
/// decodes kernel descriptors of code objects.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/KernelInfo.h"
#include "gcn-mca/Input/AsmInput.h"
#include "gcn-mca/Input/LocatedError.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/Support/AMDHSAKernelDescriptor.h"
#include "llvm/Support/Endian.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/TargetParser/TargetParser.h"
#include <algorithm>

using namespace llvm;
using namespace llvm::gcnmca;

KernelInfoTarget KernelInfoTarget::fromSubtarget(const MCSubtargetInfo &STI) {
  KernelInfoTarget T;
  AMDGPU::IsaVersion V = AMDGPU::getIsaVersion(STI.getCPU());
  T.Major = V.Major ? V.Major : 6;
  T.Minor = V.Minor;
  T.UnifiedVGPRFile = STI.checkFeatures("+gfx90a-insts");
  // XNACK_MASK is reserved when XNACK is on or "any" (the default of a
  // processor that supports it); parse() turns it off for an explicit
  // `xnack-` in the file's .amdgcn_target.
  T.XNACK = STI.checkFeatures("+xnack") || STI.checkFeatures("+xnack-support");
  T.ArchitectedFlatScratch = STI.checkFeatures("+architected-flat-scratch");
  T.Wave32Default = STI.checkFeatures("+wavefrontsize32");
  T.CUMode = STI.checkFeatures("+cumode");
  return T;
}

namespace {

/// SGPRs the hardware places after the numbered ones (AMDGPUUsage, "SGPR
/// register allocation"): VCC on all targets; before gfx8 FLAT_SCRATCH
/// (replacing VCC's count with 4); on gfx8/9 XNACK_MASK (4 with VCC) and
/// FLAT_SCRATCH (6 with VCC and XNACK_MASK); none but VCC from gfx10.
unsigned extraSGPRs(const KernelInfoTarget &T, bool VCC, bool Flat,
                    bool XNACK) {
  unsigned Extra = VCC ? 2 : 0;
  if (T.Major >= 10)
    return Extra;
  if (T.Major < 8)
    return Flat ? 4 : Extra;
  if (XNACK)
    Extra = 4;
  if (Flat || T.ArchitectedFlatScratch)
    Extra = 6;
  return Extra;
}

/// Splits a source line into its code and its `;` comment.
std::pair<StringRef, StringRef> splitComment(StringRef Line) {
  bool InString = false;
  for (size_t I = 0; I < Line.size(); ++I) {
    char C = Line[I];
    if (C == '"')
      InString = !InString;
    else if (C == ';' && !InString)
      return {Line.take_front(I), Line.drop_front(I + 1)};
  }
  return {Line, StringRef()};
}

/// An error at \p Line:\p Col (1-based) of \p Buffer, named \p File.
Error lineError(StringRef Buffer, StringRef File, unsigned Line, unsigned Col,
                const Twine &Msg) {
  // Find the line's start to point the SMLoc at the column.
  size_t Pos = 0;
  for (unsigned L = 1; L < Line && Pos != StringRef::npos; ++L) {
    Pos = Buffer.find('\n', Pos);
    if (Pos != StringRef::npos)
      ++Pos;
  }
  SMLoc Loc;
  if (Pos != StringRef::npos && Pos + Col - 1 <= Buffer.size())
    Loc = SMLoc::getFromPointer(Buffer.data() + Pos + Col - 1);
  return make_error<LocatedError>(Loc, File, Line, Col, Msg);
}

} // namespace

OccupancyInput KernelDescriptorInfo::toOccupancyInput() const {
  OccupancyInput In;
  In.WaveSize = Wave32 ? 32 : 64;
  In.NumVGPRs = ArchVGPRs;
  In.NumAGPRs = AGPRs;
  In.NumSGPRs = NumSGPRsForOccupancy;
  In.LDSBytes = GroupSegmentFixedSize;
  if (ReqdWorkgroupSize) {
    unsigned N = (*ReqdWorkgroupSize)[0] * (*ReqdWorkgroupSize)[1] *
                 (*ReqdWorkgroupSize)[2];
    In.MinWorkgroupSize = In.MaxWorkgroupSize = N;
  } else if (MaxFlatWorkgroupSize) {
    In.MinWorkgroupSize = 1;
    In.MaxWorkgroupSize = *MaxFlatWorkgroupSize;
  }
  In.CUMode = WGPMode && !*WGPMode;
  return In;
}

/// Fills the derived members of \p K from its fields and the target.
static void finishKernel(KernelDescriptorInfo &K, const KernelInfoTarget &T) {
  auto Get = [&](StringRef F, int64_t Default) -> int64_t {
    auto It = K.Fields.find(F);
    return It == K.Fields.end() ? Default : It->second;
  };
  K.NextFreeVGPR = Get("next_free_vgpr", 0);
  K.NextFreeSGPR = Get("next_free_sgpr", 0);
  K.AccumOffset = Get("accum_offset", 0);
  K.GroupSegmentFixedSize = Get("group_segment_fixed_size", 0);
  K.PrivateSegmentFixedSize = Get("private_segment_fixed_size", 0);
  K.Wave32 = Get("wavefront_size32", T.Wave32Default ? 1 : 0) != 0;
  K.UsesDynamicStack = Get("uses_dynamic_stack", 0) != 0;
  K.ReserveVCC = Get("reserve_vcc", 1) != 0;
  // Printed by clang wherever it applies (gfx7-gfx9 without architected
  // flat scratch); absent means not reserved.
  K.ReserveFlatScratch = Get("reserve_flat_scratch", 0) != 0;
  // gfx10-gfx12 descriptors state the mode; gfx125x has no such field (its
  // WGP is the only mode), older processors have no WGPs.
  if (K.Fields.count("workgroup_processor_mode"))
    K.WGPMode = Get("workgroup_processor_mode", 1) != 0;
  bool XNACK = T.XNACK;
  if (K.Fields.count("reserve_xnack_mask"))
    XNACK = Get("reserve_xnack_mask", 0) != 0;
  K.ExtraSGPRs = extraSGPRs(T, K.ReserveVCC, K.ReserveFlatScratch, XNACK);
  K.NumSGPRsForOccupancy = std::max(1u, K.NextFreeSGPR + K.ExtraSGPRs);
  // On a unified file next_free_vgpr covers the AGPRs that start at
  // accum_offset; elsewhere it is the larger of the two files.
  if (T.UnifiedVGPRFile && K.AccumOffset && K.NextFreeVGPR > K.AccumOffset) {
    K.ArchVGPRs = K.AccumOffset;
    K.AGPRs = K.NextFreeVGPR - K.AccumOffset;
  } else {
    K.ArchVGPRs = K.NextFreeVGPR;
    K.AGPRs = 0;
  }
}

Expected<KernelInfo> KernelInfo::parse(const AsmInput &In, StringRef Buffer,
                                       StringRef BufferName,
                                       const KernelInfoTarget &BaseTarget) {
  KernelInfo KI;
  KernelInfoTarget LocalTarget = BaseTarget;
  const KernelInfoTarget &Target = LocalTarget;
  StringSet<> Defs;
  std::vector<StringRef> DefOrder;
  struct PendingField {
    unsigned Kernel, Line, Col;
    std::string Name;
    StringRef Expr; ///< points into Buffer, where MC's parser reads it
  };
  std::vector<PendingField> Pending;
  struct PendingOcc {
    std::string Function;
    StringRef Expr;
  };
  std::vector<PendingOcc> Occupancies;
  std::vector<std::string> FunctionSyms;
  std::string MetadataText;

  SmallVector<StringRef, 0> Lines;
  Buffer.split(Lines, '\n');
  int InKernel = -1;
  bool InMetadata = false;
  std::string LastResourceFunction;
  for (unsigned I = 0; I < Lines.size(); ++I) {
    StringRef Raw = Lines[I].rtrim("\r");
    unsigned LineNo = I + 1;
    if (InMetadata) {
      if (Raw.trim().starts_with(".end_amdgpu_metadata")) {
        InMetadata = false;
        continue;
      }
      MetadataText += Raw;
      MetadataText += '\n';
      continue;
    }

    auto [Code, Comment] = splitComment(Raw);
    StringRef C = Code.trim();
    if (!Comment.empty()) {
      StringRef Cm = Comment.trim();
      if (Cm.consume_front("Occupancy:") && !LastResourceFunction.empty())
        Occupancies.push_back({LastResourceFunction, Cm.trim()});
    }
    if (C.empty())
      continue;
    unsigned Col = Code.find_first_not_of(" \t") + 1;
    if (C.starts_with(".amdgcn_target")) {
      if (C.contains(":xnack-"))
        LocalTarget.XNACK = false;
      else if (C.contains(":xnack+"))
        LocalTarget.XNACK = true;
      continue;
    }
    if (C.starts_with(".amdgpu_metadata")) {
      InMetadata = true;
      continue;
    }
    if (C.consume_front(".set") && (C.empty() || isSpace(C[0]))) {
      StringRef Name = C.trim().split(',').first.trim();
      if (Defs.insert(Name).second)
        DefOrder.push_back(Name);
      if (Name.ends_with(".num_vgpr"))
        LastResourceFunction = Name.drop_back(strlen(".num_vgpr")).str();
      continue;
    }
    if (C.consume_front(".type") && (C.empty() || isSpace(C[0]))) {
      auto [Name, Kind] = C.trim().split(',');
      if (Kind.trim() == "@function")
        FunctionSyms.push_back(Name.trim().str());
      continue;
    }
    if (C.starts_with(".end_amdhsa_kernel")) {
      InKernel = -1;
      continue;
    }
    if (C.consume_front(".amdhsa_kernel") && (C.empty() || isSpace(C[0]))) {
      if (InKernel >= 0)
        return lineError(Buffer, BufferName, LineNo, Col,
                         "nested .amdhsa_kernel directive");
      KernelDescriptorInfo K;
      K.Name = C.trim().str();
      K.Line = LineNo;
      if (K.Name.empty())
        return lineError(Buffer, BufferName, LineNo, Col,
                         "expected a kernel name after .amdhsa_kernel");
      InKernel = KI.Kernels.size();
      KI.Kernels.push_back(std::move(K));
      continue;
    }
    if (InKernel >= 0 && C.consume_front(".amdhsa_")) {
      size_t N = C.find_first_of(" \t");
      StringRef Field = C.take_front(N);
      StringRef Expr = N == StringRef::npos ? StringRef() : C.drop_front(N);
      Pending.push_back({unsigned(InKernel), LineNo,
                         unsigned(Col + strlen(".amdhsa_") + N + 1),
                         Field.str(), Expr.trim()});
      continue;
    }
  }

  // Now that MC has read the whole file (every .set is known), MC's parser
  // evaluates each field where it stands.
  for (const PendingField &F : Pending) {
    if (F.Expr.empty())
      return lineError(Buffer, BufferName, F.Line, F.Col,
                       "missing value for .amdhsa_" + F.Name);
    Expected<int64_t> V = In.evaluateExpression(
        SMLoc::getFromPointer(F.Expr.data()), ".amdhsa_" + F.Name);
    if (!V)
      return V.takeError();
    KI.Kernels[F.Kernel].Fields[F.Name] = *V;
  }
  for (StringRef Name : DefOrder)
    if (std::optional<int64_t> V = In.symbolValue(Name))
      KI.Symbols[Name] = *V;

  for (KernelDescriptorInfo &K : KI.Kernels) {
    finishKernel(K, Target);
    auto Sym = [&](StringRef Suffix) -> std::optional<unsigned> {
      auto It = KI.Symbols.find((K.Name + Suffix).str());
      if (It == KI.Symbols.end())
        return std::nullopt;
      return unsigned(It->second);
    };
    K.NumArchVGPRs = Sym(".num_vgpr");
    K.NumAGPRs = Sym(".num_agpr");
    K.NumberedSGPRs = Sym(".numbered_sgpr");
    // Without AGPRs everything above accum_offset is padding (clang raises
    // next_free_vgpr to honour amdgpu-waves-per-eu), not AGPRs.
    if (K.NumAGPRs && *K.NumAGPRs == 0) {
      K.ArchVGPRs = K.NextFreeVGPR;
      K.AGPRs = 0;
    }
    for (const PendingOcc &O : Occupancies) {
      if (O.Function != K.Name)
        continue;
      Expected<int64_t> V = In.evaluateExpression(
          SMLoc::getFromPointer(O.Expr.data()), "clang's Occupancy comment");
      if (V)
        K.ClangOccupancy = unsigned(*V);
      else
        consumeError(V.takeError());
    }
  }
  if (!MetadataText.empty())
    KI.applyMetadata(KernelMetadata::fromYAML(MetadataText));
  for (const std::string &F : FunctionSyms)
    if (!KI.find(F))
      KI.Functions.push_back(F);
  return std::move(KI);
}

void KernelInfo::applyMetadata(Expected<KernelMetadata> Meta) {
  if (!Meta) {
    MetadataProblem = toString(Meta.takeError());
    return;
  }
  for (KernelDescriptorInfo &K : Kernels) {
    const KernelMetadataEntry *M = Meta->find(K.Name);
    if (!M)
      continue;
    K.MaxFlatWorkgroupSize = M->MaxFlatWorkgroupSize;
    K.ReqdWorkgroupSize = M->ReqdWorkgroupSize;
    K.KernargSegmentSize = M->KernargSegmentSize;
    K.Args = M->Args;
  }
}

Expected<KernelInfo> KernelInfo::fromCodeObject(const AsmInput &In,
                                                const KernelInfoTarget &T) {
  using namespace llvm::amdhsa;
  KernelInfo KI;
  for (const std::string &Name : In.kernels()) {
    std::optional<StringRef> Bytes = In.kernelDescriptor(Name);
    if (!Bytes || Bytes->size() < 64)
      return createStringError(inconvertibleErrorCode(),
                               "kernel '" + Name +
                                   "' has no 64-byte kernel descriptor");
    auto U32 = [&](size_t Off) {
      return support::endian::read32le(Bytes->data() + Off);
    };
    auto Bits = [](uint32_t Word, uint32_t Mask, unsigned Shift) {
      return (Word & Mask) >> Shift;
    };
    uint32_t RSRC1 = U32(COMPUTE_PGM_RSRC1_OFFSET);
    uint32_t RSRC3 = U32(COMPUTE_PGM_RSRC3_OFFSET);
    uint16_t Props = support::endian::read16le(Bytes->data() +
                                               KERNEL_CODE_PROPERTIES_OFFSET);
    KernelDescriptorInfo K;
    K.Name = Name;
    K.Fields["group_segment_fixed_size"] = U32(GROUP_SEGMENT_FIXED_SIZE_OFFSET);
    K.Fields["private_segment_fixed_size"] =
        U32(PRIVATE_SEGMENT_FIXED_SIZE_OFFSET);
    bool Wave32 = Bits(Props, KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32,
                       KERNEL_CODE_PROPERTY_ENABLE_WAVEFRONT_SIZE32_SHIFT);
    K.Fields["wavefront_size32"] = Wave32;
    K.Fields["uses_dynamic_stack"] =
        Bits(Props, KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK,
             KERNEL_CODE_PROPERTY_USES_DYNAMIC_STACK_SHIFT);
    // The descriptor holds granulated counts (AMDGPUUsage, "Kernel
    // Descriptor"): VGPR blocks of 8 on gfx90a+ and in wave32, else 4.
    unsigned VGPRBlocks =
        Bits(RSRC1, COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT,
             COMPUTE_PGM_RSRC1_GRANULATED_WORKITEM_VGPR_COUNT_SHIFT);
    unsigned VGPREnc = (T.UnifiedVGPRFile || Wave32) ? 8 : 4;
    K.Fields["next_free_vgpr"] = (VGPRBlocks + 1) * VGPREnc;
    // SGPR blocks of 8 (gfx6-8) or 16 (gfx9, encoded as 2 x blocks of 8);
    // they include VCC/FLAT_SCRATCH/XNACK_MASK. Unused from gfx10.
    unsigned SGPRBlocks =
        Bits(RSRC1, COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT,
             COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT_SHIFT);
    if (T.Major < 10)
      K.Fields["next_free_sgpr"] = (SGPRBlocks + 1) * 8;
    if (T.UnifiedVGPRFile)
      K.Fields["accum_offset"] =
          (Bits(RSRC3, COMPUTE_PGM_RSRC3_GFX90A_ACCUM_OFFSET,
                COMPUTE_PGM_RSRC3_GFX90A_ACCUM_OFFSET_SHIFT) +
           1) *
          4;
    if (T.Major >= 10)
      K.Fields["workgroup_processor_mode"] =
          Bits(RSRC1, COMPUTE_PGM_RSRC1_GFX10_PLUS_WGP_MODE,
               COMPUTE_PGM_RSRC1_GFX10_PLUS_WGP_MODE_SHIFT);
    // The wave's initial state (AMDGPUUsage, "Initial Kernel Execution
    // State"), under the names of the assembler's .amdhsa_ directives.
    uint32_t RSRC2 = U32(COMPUTE_PGM_RSRC2_OFFSET);
#define GCN_MCA_RSRC2(FIELD, MASK) K.Fields[FIELD] = AMDHSA_BITS_GET(RSRC2, MASK)
    GCN_MCA_RSRC2("system_sgpr_workgroup_id_x",
                  COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_X);
    GCN_MCA_RSRC2("system_sgpr_workgroup_id_y",
                  COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Y);
    GCN_MCA_RSRC2("system_sgpr_workgroup_id_z",
                  COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_ID_Z);
    GCN_MCA_RSRC2("system_sgpr_workgroup_info",
                  COMPUTE_PGM_RSRC2_ENABLE_SGPR_WORKGROUP_INFO);
    GCN_MCA_RSRC2("system_vgpr_workitem_id",
                  COMPUTE_PGM_RSRC2_ENABLE_VGPR_WORKITEM_ID);
    GCN_MCA_RSRC2("system_sgpr_private_segment_wavefront_offset",
                  COMPUTE_PGM_RSRC2_ENABLE_PRIVATE_SEGMENT);
#undef GCN_MCA_RSRC2
    K.Fields["user_sgpr_count"] =
        T.Major >= 12 && T.Minor >= 5
            ? AMDHSA_BITS_GET(RSRC2, COMPUTE_PGM_RSRC2_GFX125_USER_SGPR_COUNT)
            : AMDHSA_BITS_GET(RSRC2,
                              COMPUTE_PGM_RSRC2_GFX6_GFX120_USER_SGPR_COUNT);
#define GCN_MCA_PROP(FIELD, MASK) K.Fields[FIELD] = AMDHSA_BITS_GET(Props, MASK)
    GCN_MCA_PROP("user_sgpr_private_segment_buffer",
                 KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER);
    GCN_MCA_PROP("user_sgpr_dispatch_ptr",
                 KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_PTR);
    GCN_MCA_PROP("user_sgpr_queue_ptr",
                 KERNEL_CODE_PROPERTY_ENABLE_SGPR_QUEUE_PTR);
    GCN_MCA_PROP("user_sgpr_kernarg_segment_ptr",
                 KERNEL_CODE_PROPERTY_ENABLE_SGPR_KERNARG_SEGMENT_PTR);
    GCN_MCA_PROP("user_sgpr_dispatch_id",
                 KERNEL_CODE_PROPERTY_ENABLE_SGPR_DISPATCH_ID);
    GCN_MCA_PROP("user_sgpr_flat_scratch_init",
                 KERNEL_CODE_PROPERTY_ENABLE_SGPR_FLAT_SCRATCH_INIT);
    GCN_MCA_PROP("user_sgpr_private_segment_size",
                 KERNEL_CODE_PROPERTY_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE);
#undef GCN_MCA_PROP
    K.Fields["user_sgpr_kernarg_preload_length"] = AMDHSA_BITS_GET(
        support::endian::read16le(Bytes->data() + KERNARG_PRELOAD_OFFSET),
        KERNARG_PRELOAD_SPEC_LENGTH);
    // The SGPR count already includes the reserved registers.
    K.Fields["reserve_vcc"] = 0;
    K.Fields["reserve_flat_scratch"] = 0;
    K.Fields["reserve_xnack_mask"] = 0;
    KernelInfoTarget NoExtra = T;
    NoExtra.ArchitectedFlatScratch = false;
    finishKernel(K, NoExtra);
    // A descriptor cannot tell AGPRs from the padding clang adds above
    // accum_offset, so a code object's VGPR count includes both.
    K.ArchVGPRs = K.NextFreeVGPR;
    K.AGPRs = 0;
    KI.Kernels.push_back(std::move(K));
  }
  // The workgroup size and the arguments are in the metadata note, as in
  // the `.amdgpu_metadata` block of the object's assembly.
  if (!In.metadataBlob().empty()) {
    Expected<KernelMetadata> Meta =
        KernelMetadata::fromMsgPack(In.metadataBlob());
    if (Meta) {
      // The descriptor holds granulated register counts; the metadata the
      // exact ones, as the assembly's .amdhsa_next_free_* give them.
      for (KernelDescriptorInfo &K : KI.Kernels)
        if (const KernelMetadataEntry *M = Meta->find(K.Name)) {
          if (M->VGPRCount) {
            K.ArchVGPRs = *M->VGPRCount;
            K.AGPRs = M->AGPRCount.value_or(0);
          }
          if (M->SGPRCount)
            K.NumSGPRsForOccupancy = std::max(1u, *M->SGPRCount);
        }
    }
    KI.applyMetadata(std::move(Meta));
  }
  for (const std::string &F : In.functionSymbols())
    if (!KI.find(F))
      KI.Functions.push_back(F);
  return std::move(KI);
}

Expected<KernelInfo> KernelInfo::fromInput(const AsmInput &In, StringRef Buffer,
                                           StringRef BufferName,
                                           const KernelInfoTarget &Target) {
  if (In.isFromCodeObject())
    return fromCodeObject(In, Target);
  return parse(In, Buffer, BufferName, Target);
}

const KernelDescriptorInfo *KernelInfo::find(StringRef Name) const {
  for (const KernelDescriptorInfo &K : Kernels)
    if (K.Name == Name)
      return &K;
  return nullptr;
}

std::optional<int64_t> KernelInfo::symbol(StringRef Name) const {
  auto It = Symbols.find(Name);
  if (It == Symbols.end())
    return std::nullopt;
  return It->second;
}
