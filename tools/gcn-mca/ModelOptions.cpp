//===- ModelOptions.cpp - Hardware-model options of the driver ------------===//
//
// Part of the gcn-mca project, under the Apache License v2.0 with LLVM
// Exceptions.
//
//===----------------------------------------------------------------------===//
/// \file
/// The "gcn-mca Hardware Model Options": -gcn-param, -texture-format,
/// -texture-filter (overrides of the processor model, passed to the library
/// as GCNModelOverrides) and -gcn-instruction-info.
//===----------------------------------------------------------------------===//

#include "Options.h"

using namespace llvm;
using namespace llvm::gcnmca;

cl::OptionCategory &llvm::gcnmca::getGCNModelOptionCategory() {
  static cl::OptionCategory Cat("gcn-mca Hardware Model Options");
  return Cat;
}

static cl::list<std::string> GCNParams(
    "gcn-param",
    cl::desc("Override a hardware-model parameter: -gcn-param=NAME=VALUE "
             "(see docs/HardwareModel.md for the names; repeatable)"),
    cl::value_desc("name=value"), cl::cat(getGCNModelOptionCategory()));

namespace {
/// -texture-format: the texel size in bytes.
enum class TexelBytes : unsigned { B4 = 4, B8 = 8, B16 = 16 };
/// -texture-filter: the filter's probes per sample.
enum class FilterProbes : unsigned {
  P0 = 0,
  P1 = 1,
  P2 = 2,
  P4 = 4,
  P8 = 8,
  P16 = 16
};
} // namespace

static cl::opt<TexelBytes> TextureFormat(
    "texture-format",
    cl::desc("Texel size of the sampled textures (sets TexelBytes; "
             "'; gcn-mca: texture ...' annotations override it per "
             "instruction)"),
    cl::values(clEnumValN(TexelBytes::B4, "32bit",
                          "4-byte texels: RGBA8, R32F, ... (default)"),
               clEnumValN(TexelBytes::B8, "64bit",
                          "8-byte texels: RGBA16, RGBA16F, RG32F, BC6"),
               clEnumValN(TexelBytes::B16, "128bit",
                          "16-byte texels: RGBA32F")),
    cl::init(TexelBytes::B4), cl::cat(getGCNModelOptionCategory()));

static cl::opt<FilterProbes> TextureFilter(
    "texture-filter",
    cl::desc("Filter of the image_sample instructions (sets TexFilterProbes; "
             "'; gcn-mca: texture ...' annotations override it per "
             "instruction)"),
    cl::values(
        clEnumValN(FilterProbes::P0, "point", "point sampling (0 probes)"),
        clEnumValN(FilterProbes::P1, "bilinear", "1 probe (default)"),
        clEnumValN(FilterProbes::P2, "trilinear", "2 probes"),
        clEnumValN(FilterProbes::P2, "aniso2", "anisotropic 2x: 2 probes"),
        clEnumValN(FilterProbes::P4, "aniso4", "anisotropic 4x: 4 probes"),
        clEnumValN(FilterProbes::P8, "aniso8", "anisotropic 8x: 8 probes"),
        clEnumValN(FilterProbes::P16, "aniso16", "anisotropic 16x: 16 probes")),
    cl::init(FilterProbes::P1), cl::cat(getGCNModelOptionCategory()));

static cl::opt<bool> PrintGCNInstructionInfo(
    "gcn-instruction-info",
    cl::desc("Print the hardware model's view of every instruction: class, "
             "unit, issue cycles, latency, passes, counters, waits, sources"),
    cl::init(false), cl::cat(getGCNModelOptionCategory()));

void llvm::gcnmca::fillModelConfig(GCNMCAConfig &C) {
  C.Model.Params.assign(GCNParams.begin(), GCNParams.end());
  C.Model.TexelBytes = givenValue<unsigned>(TextureFormat);
  C.Model.TexFilterProbes = givenValue<unsigned>(TextureFilter);
  C.Views.GCNInstructionInfo = PrintGCNInstructionInfo;
}
