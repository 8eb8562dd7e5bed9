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

# Graphviz renders the -cfg-dot pictures (utils/install-deps.sh installs it).
if lit.util.which("dot"):
    config.available_features.add("graphviz")
