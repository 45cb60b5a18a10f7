#!/usr/bin/env bash
# The whole test suite: unit tests, integration tests, the MLIR 22 checks of the generic
# form, and the lit suite (run by LLVM 22's lit from `cargo test`).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# The CUDA compiler tools setup.sh installed (ptxas, libdevice), unless the machine has its own.
: "${SHARDC_CUDA_HOME:=${SHARDC_CUDA_TOOLS_DIR:-$HOME/.cache/shardc/cuda-nvcc}/nvidia/cuda_nvcc}"
export SHARDC_CUDA_HOME
start=$(date +%s)
cargo build --workspace --all-targets
cargo test --workspace --no-fail-fast
echo "test.sh: all tests passed in $(( $(date +%s) - start ))s"
