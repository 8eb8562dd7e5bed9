# Sphinx configuration: builds the gcn-mca(1) man page from
# CommandGuide/gcn-mca.rst (docs/CMakeLists.txt runs `sphinx-build -b man`).
# The other documents in docs/ are Markdown, read on the repository site.

project = "gcn-mca"
author = "gcn-mca developers"
copyright = "gcn-mca developers"
# version and release come from CMake's project(VERSION) through -D.
version = release = "0"

root_doc = master_doc = "CommandGuide/gcn-mca"
source_suffix = {".rst": "restructuredtext"}
exclude_patterns = ["_build"]
extensions = []

man_pages = [
    (
        "CommandGuide/gcn-mca",
        "gcn-mca",
        "static performance analyzer for AMD GPU machine code",
        [author],
        1,
    )
]
man_show_urls = False
