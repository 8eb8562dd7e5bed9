//===- KernelMetadata.cpp - The AMDGPU HSA metadata of kernels ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Reads `amdhsa.kernels` from a msgpack::Document built from YAML text or a
/// MessagePack blob.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Analysis/KernelMetadata.h"
#include "llvm/BinaryFormat/MsgPackDocument.h"

using namespace llvm;
using namespace llvm::gcnmca;

namespace {

/// The unsigned value of a scalar node (YAML numbers read as Int or UInt).
std::optional<uint64_t> asUnsigned(const msgpack::DocNode &N) {
  if (N.isEmpty())
    return std::nullopt;
  switch (N.getKind()) {
  case msgpack::Type::UInt:
    return N.getUInt();
  case msgpack::Type::Int:
    if (N.getInt() >= 0)
      return uint64_t(N.getInt());
    return std::nullopt;
  case msgpack::Type::String: {
    // YAML without a schema may leave a number as a string.
    uint64_t V;
    if (!N.getString().getAsInteger(0, V))
      return V;
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

std::string asString(const msgpack::DocNode &N) {
  if (N.isEmpty() || !N.isString())
    return std::string();
  return N.getString().str();
}

/// The value of \p Key in map \p M, or an empty node.
msgpack::DocNode lookup(msgpack::MapDocNode &M, StringRef Key) {
  msgpack::Document *D = M.getDocument();
  auto It = M.find(D->getNode(Key));
  if (It == M.end())
    return D->getEmptyNode();
  return It->second;
}

Error read(msgpack::Document &Doc, std::vector<KernelMetadataEntry> &Out) {
  msgpack::DocNode Root = Doc.getRoot();
  if (!Root.isMap())
    return createStringError(inconvertibleErrorCode(),
                             "AMDGPU metadata is not a map");
  msgpack::DocNode Kernels = lookup(Root.getMap(), "amdhsa.kernels");
  if (Kernels.isEmpty())
    return Error::success();
  if (!Kernels.isArray())
    return createStringError(inconvertibleErrorCode(),
                             "AMDGPU metadata: amdhsa.kernels is not a list");
  for (msgpack::DocNode &KN : Kernels.getArray()) {
    if (!KN.isMap())
      continue;
    msgpack::MapDocNode &KM = KN.getMap();
    KernelMetadataEntry E;
    E.Name = asString(lookup(KM, ".name"));
    if (auto V = asUnsigned(lookup(KM, ".max_flat_workgroup_size")))
      E.MaxFlatWorkgroupSize = unsigned(*V);
    if (auto V = asUnsigned(lookup(KM, ".kernarg_segment_size")))
      E.KernargSegmentSize = uint32_t(*V);
    if (auto V = asUnsigned(lookup(KM, ".vgpr_count")))
      E.VGPRCount = unsigned(*V);
    if (auto V = asUnsigned(lookup(KM, ".agpr_count")))
      E.AGPRCount = unsigned(*V);
    if (auto V = asUnsigned(lookup(KM, ".sgpr_count")))
      E.SGPRCount = unsigned(*V);
    msgpack::DocNode Reqd = lookup(KM, ".reqd_workgroup_size");
    if (!Reqd.isEmpty() && Reqd.isArray() && Reqd.getArray().size() == 3) {
      std::array<unsigned, 3> R{};
      bool OK = true;
      for (unsigned I = 0; I < 3; ++I) {
        auto V = asUnsigned(Reqd.getArray()[I]);
        OK &= V.has_value() && *V > 0;
        R[I] = V ? unsigned(*V) : 0;
      }
      if (OK)
        E.ReqdWorkgroupSize = R;
    }
    msgpack::DocNode Args = lookup(KM, ".args");
    if (!Args.isEmpty() && Args.isArray())
      for (msgpack::DocNode &AN : Args.getArray()) {
        if (!AN.isMap())
          continue;
        msgpack::MapDocNode &AM = AN.getMap();
        KernelArgument A;
        A.Name = asString(lookup(AM, ".name"));
        A.TypeName = asString(lookup(AM, ".type_name"));
        A.ValueKind = asString(lookup(AM, ".value_kind"));
        A.AddressSpace = asString(lookup(AM, ".address_space"));
        auto Off = asUnsigned(lookup(AM, ".offset"));
        auto Size = asUnsigned(lookup(AM, ".size"));
        if (!Off || !Size || *Off > UINT32_MAX || *Size > UINT32_MAX)
          return createStringError(
              inconvertibleErrorCode(),
              "AMDGPU metadata: an argument of kernel '" + E.Name +
                  "' has no valid .offset or .size");
        A.Offset = uint32_t(*Off);
        A.Size = uint32_t(*Size);
        E.Args.push_back(std::move(A));
      }
    Out.push_back(std::move(E));
  }
  return Error::success();
}

} // namespace

Expected<KernelMetadata> KernelMetadata::fromYAML(StringRef Text) {
  msgpack::Document Doc;
  if (!Doc.fromYAML(Text))
    return createStringError(inconvertibleErrorCode(),
                             "AMDGPU metadata: the YAML does not parse");
  KernelMetadata M;
  if (Error E = read(Doc, M.Kernels))
    return std::move(E);
  return std::move(M);
}

Expected<KernelMetadata> KernelMetadata::fromMsgPack(StringRef Blob) {
  msgpack::Document Doc;
  if (!Doc.readFromBlob(Blob, /*Multi=*/false))
    return createStringError(inconvertibleErrorCode(),
                             "AMDGPU metadata: the MessagePack note does not "
                             "parse");
  KernelMetadata M;
  if (Error E = read(Doc, M.Kernels))
    return std::move(E);
  return std::move(M);
}

const KernelMetadataEntry *KernelMetadata::find(StringRef Name) const {
  for (const KernelMetadataEntry &E : Kernels)
    if (E.Name == Name)
      return &E;
  return nullptr;
}
