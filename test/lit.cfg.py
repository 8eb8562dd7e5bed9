# -*- Python -*-
# lit configuration for the gcn-mca regression tests.
import os
import lit.formats
import lit.util

config.name = "gcn-mca"
config.test_format = lit.formats.ShTest(not lit.util.which("bash") is None)
config.suffixes = [".s", ".test", ".cl", ".hip"]
config.excludes = ["Inputs", "Unit", "lit.cfg.py", "CMakeLists.txt", "README.md"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.gcn_mca_obj_root, "test")

# gcn-mca first, then LLVM's tools (FileCheck, not, count, llvm-mca, llvm-mc,
# clang, ld.lld) from the LLVM 22 installation.
path = os.path.pathsep.join(
    [config.gcn_mca_tools_dir, config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))]
)
config.environment["PATH"] = path
config.environment["LC_ALL"] = "C"
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%gcn_mca_src", config.gcn_mca_src_root))
config.substitutions.append(("%llvm_tools_dir", config.llvm_tools_dir))

# Flag sets that turn off the views most tests do not check (also expanded
# by utils/update_gcn_mca_test_checks.py, which reads this dictionary):
# %mca-views-off: llvm-mca's instruction info and resource pressure tables
#   (the summary view stays on);
# %wave-views-off: the wave pipeline's instruction info, GCN summary, stall,
#   memory and wave views (the occupancy view and -wave-stats stay on).
GCN_MCA_FLAG_SETS = {
    "%mca-views-off": "-instruction-info=false -resource-pressure=false",
    "%wave-views-off": "-instruction-info=0 -gcn-summary-view=0 -stall-view=0 -wave-view=0 -memory-view=0",
}
for name, flags in GCN_MCA_FLAG_SETS.items():
    config.substitutions.append((name, flags))

# test/Install: `cmake --install` of this build tree into a temporary prefix
# and a consumer built against it with the build's CMake, Ninja and compiler
# (feature `cmake`); the Debian package made by cpack (feature `cpack-deb`);
# the man page read with man -l (feature `man-page`).
config.substitutions.append(("%gcn_mca_obj", config.gcn_mca_obj_root))
config.substitutions.append(("%cmake", config.cmake_command))
config.substitutions.append(("%make_program", config.make_program))
config.substitutions.append(("%cxx", config.cxx_compiler))
if (
    os.path.isfile(config.cmake_command)
    and os.path.basename(config.make_program).startswith("ninja")
    and os.path.isfile(config.make_program)
):
    config.available_features.add("cmake")
    cpack = os.path.join(os.path.dirname(config.cmake_command), "cpack")
    if os.path.isfile(cpack) and lit.util.which("dpkg-deb"):
        config.available_features.add("cpack-deb")
        config.substitutions.append(("%cpack", cpack))
if config.gcn_mca_man_page and lit.util.which("man"):
    config.available_features.add("man-page")
    config.substitutions.append(("%gcn_mca_man_page", config.gcn_mca_man_page))

# Debian's chromium loads the -html report headless (utils/install-deps.sh
# installs it; test/Insight/html-report.test).
for _name in ("chromium", "chromium-browser"):
    _path = lit.util.which(_name)
    if _path:
        config.available_features.add("chromium")
        config.substitutions.append(("%chromium", _path))
        break

# Graphviz renders the -cfg-dot pictures (utils/install-deps.sh installs it).
if lit.util.which("dot"):
    config.available_features.add("graphviz")

# Debian's rocm-device-libs bitcode (utils/install-deps.sh installs it): the
# README's recipe links it through utils/device-libs-flags.sh.
if os.path.isfile(os.environ.get("ROCM_DEVICE_LIB_PATH",
                                 "/usr/lib/x86_64-linux-gnu/amdgcn/bitcode")
                  + "/ocml.bc"):
    config.available_features.add("rocm-device-libs")

# Tools linked with LLVM's static component libraries (the default; feature
# `static-llvm`).
if getattr(config, "gcn_mca_link_llvm_dylib", "").upper() not in ("ON", "1", "TRUE", "YES"):
    config.available_features.add("static-llvm")

# A build with ASan + UBSan (-DGCN_MCA_SANITIZE=ON, utils/check-sanitize.sh):
# every report aborts the process (abort_on_error), so that it fails a
# `not gcn-mca ...` test too (not(1) fails on a crash, but would accept the
# plain exit code 1 a sanitizer gives by default); leaks are reports.
# Options the caller set win. Feature `sanitize` marks such a build.
# %ulimit-vm bounds a run's address space to 1 GB ("ulimit -v"), except in
# such a build: ASan reserves terabytes of shadow address space up front and
# cannot start under the bound (the plain build checks the memory bound).
# `--param no-ulimit=1` leaves the bound out as well (utils/check-tsan.sh:
# ThreadSanitizer also reserves its shadow memory up front).
sanitize_build = getattr(config, "gcn_mca_sanitize", "").upper() in ("ON", "1", "TRUE", "YES")
no_ulimit = sanitize_build or lit_config.params.get("no-ulimit", "0") not in ("0", "")
config.substitutions.append(
    ("%ulimit-vm", "true" if no_ulimit else "ulimit -v 1000000"))
if sanitize_build:
    config.available_features.add("sanitize")
    for var, value in (
        ("ASAN_OPTIONS", "detect_leaks=1:abort_on_error=1"),
        ("UBSAN_OPTIONS", "print_stacktrace=1:halt_on_error=1:abort_on_error=1"),
    ):
        config.environment[var] = os.environ.get(var, value)
