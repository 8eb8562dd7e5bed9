# -*- Python -*-
# Runs every gtest binary under <build>/unittests as part of check-gcn-mca.
import os
import lit.formats

config.name = "gcn-mca-Unit"
config.suffixes = []
config.test_source_root = os.path.join(config.gcn_mca_obj_root, "unittests")
config.test_exec_root = config.test_source_root
config.test_format = lit.formats.GoogleTest(".", "Tests")
