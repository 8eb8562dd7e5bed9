//===- OffloadBundle.cpp - Clang offload bundles (fat binaries) -----------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// Reads the entry table of a clang offload bundle.
//===----------------------------------------------------------------------===//

#include "gcn-mca/Input/OffloadBundle.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/Endian.h"

using namespace llvm;
using namespace llvm::gcnmca;

static constexpr StringLiteral BundleMagic = "__CLANG_OFFLOAD_BUNDLE__";
static constexpr StringLiteral CompressedMagic = "CCOB";

/// The `.hip_fatbin` section of a host object, or an empty string.
static StringRef findFatbinSection(MemoryBufferRef Buffer) {
  if (!Buffer.getBuffer().starts_with("\x7f"
                                      "ELF"))
    return {};
  Expected<std::unique_ptr<object::ObjectFile>> ObjOrErr =
      object::ObjectFile::createObjectFile(Buffer);
  if (!ObjOrErr) {
    consumeError(ObjOrErr.takeError());
    return {};
  }
  if ((*ObjOrErr)->getArch() == Triple::amdgcn)
    return {};
  for (const object::SectionRef &Sec : (*ObjOrErr)->sections()) {
    Expected<StringRef> Name = Sec.getName();
    if (!Name) {
      consumeError(Name.takeError());
      continue;
    }
    if (*Name != ".hip_fatbin")
      continue;
    Expected<StringRef> Contents = Sec.getContents();
    if (!Contents) {
      consumeError(Contents.takeError());
      return {};
    }
    return *Contents;
  }
  return {};
}

bool OffloadBundle::isBundleOrHostObject(MemoryBufferRef Buffer) {
  StringRef B = Buffer.getBuffer();
  return B.starts_with(BundleMagic) || B.starts_with(CompressedMagic) ||
         !findFatbinSection(Buffer).empty();
}

static Error bundleError(MemoryBufferRef Buffer, const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(),
                           Buffer.getBufferIdentifier() + ": " + Msg);
}

Expected<std::vector<OffloadBundle::Entry>>
OffloadBundle::readEntries(MemoryBufferRef Buffer) {
  StringRef Data = Buffer.getBuffer();
  if (!Data.starts_with(BundleMagic) && !Data.starts_with(CompressedMagic))
    Data = findFatbinSection(Buffer);
  // The .hip_fatbin section may hold several bundles back to back, each
  // aligned; only the first is read (one per translation unit).
  if (Data.starts_with(CompressedMagic))
    return bundleError(Buffer, "compressed offload bundles are not supported; "
                               "rebuild without --offload-compress or unpack "
                               "it with clang-offload-bundler --unbundle");
  if (!Data.starts_with(BundleMagic))
    return bundleError(Buffer, "no clang offload bundle found");

  auto ReadU64 = [&](uint64_t Off, uint64_t &V) {
    if (Off + 8 > Data.size())
      return false;
    V = support::endian::read64le(Data.data() + Off);
    return true;
  };
  uint64_t Count = 0, Pos = BundleMagic.size();
  if (!ReadU64(Pos, Count))
    return bundleError(Buffer, "truncated offload bundle header");
  Pos += 8;
  std::vector<Entry> Entries;
  for (uint64_t I = 0; I < Count; ++I) {
    uint64_t Off = 0, Size = 0, TripleLen = 0;
    if (!ReadU64(Pos, Off) || !ReadU64(Pos + 8, Size) ||
        !ReadU64(Pos + 16, TripleLen) || Pos + 24 + TripleLen > Data.size())
      return bundleError(Buffer, "truncated offload bundle entry " + Twine(I));
    StringRef Triple = Data.substr(Pos + 24, TripleLen);
    Pos += 24 + TripleLen;
    if (Off > Data.size() || Size > Data.size() - Off)
      return bundleError(Buffer, "offload bundle entry '" + Triple +
                                     "' lies outside the bundle");
    if (!Triple.contains("amdgcn"))
      continue;
    // hipv4-amdgcn-amd-amdhsa--gfx90a:xnack- -> gfx90a
    StringRef Proc = Triple.rsplit("--").second.split(':').first;
    Entries.push_back({Triple.str(), Proc.str(),
                       (Buffer.getBufferIdentifier() + "#" + Triple).str(),
                       Data.substr(Off, Size)});
  }
  if (Entries.empty())
    return bundleError(Buffer, "the offload bundle has no amdgcn code object");
  return Entries;
}
