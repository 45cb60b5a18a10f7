# -*- Python -*-
# lit configuration for shardc's tests, run by LLVM's own `lit` and `FileCheck`:
#
#   cargo build --bins && /usr/lib/llvm-22/bin/lit -v lit-tests/
#
# `shardc-opt` and `shardc` resolve to the binaries in $SHARDC_BIN_DIR (default: the repo's
# target/debug); FileCheck and not come from LLVM 22.

import os

import lit.formats

config.name = "shardc"
config.test_format = lit.formats.ShTest()
config.suffixes = [".mlir"]
config.excludes = ["lit.cfg.py", "Inputs"]

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
config.test_exec_root = config.test_source_root

repo_root = os.path.dirname(config.test_source_root)
bin_dir = os.path.abspath(
    os.environ.get("SHARDC_BIN_DIR", os.path.join(repo_root, "target", "debug"))
)
llvm_bin_dir = "/usr/lib/llvm-22/bin"

path = os.pathsep.join(
    [bin_dir, llvm_bin_dir, config.environment.get("PATH", os.environ.get("PATH", ""))]
)
config.environment["PATH"] = path

# Full paths, so a stale binary elsewhere on PATH is never picked up.
config.substitutions.append(("%shardc_bin_dir", bin_dir))
for tool in ["shardc-opt", "shardc"]:
    config.substitutions.append(
        (r"(?<![\w/.-])%s(?![\w.-])" % tool.replace("-", r"\-"), os.path.join(bin_dir, tool))
    )
