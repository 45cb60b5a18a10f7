#!/usr/bin/env bash
# Installs what shardc needs on a fresh Debian 12 machine (idempotent: a second run only
# checks). LLVM/MLIR 22 come from Debian's archive; lit and FileCheck come with llvm-22-dev;
# NVIDIA's ptxas and libdevice (for --target cuda and its tests; no GPU needed) from PyPI.
set -euo pipefail

# chromium (headless) loads `shardc inspect --html` pages in tests/html_page.rs.
packages=(llvm-22-dev libmlir-22-dev mlir-22-tools libpolly-22-dev libclang-22-dev clang-22
          libzstd-dev zlib1g-dev g++ python3 chromium)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=()
  [[ $(id -u) -ne 0 ]] && sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi

for tool in /usr/lib/llvm-22/bin/lit /usr/lib/llvm-22/bin/FileCheck /usr/lib/llvm-22/bin/mlir-opt; do
  [[ -x $tool ]] || { echo "setup: $tool is missing after installing LLVM 22" >&2; exit 1; }
done
# NVIDIA's PTX assembler and libdevice (no GPU needed): `shardc compile --target cuda` links
# libdevice's math functions, and the tests check every generated PTX module with ptxas.
# PyPI's nvidia-cuda-nvcc-cu12 ships both; it goes into a cache directory, not the system.
cuda_tools="${SHARDC_CUDA_TOOLS_DIR:-$HOME/.cache/shardc/cuda-nvcc}"
if [[ ! -x $cuda_tools/nvidia/cuda_nvcc/bin/ptxas ]]; then
  echo "setup: installing nvidia-cuda-nvcc-cu12 (ptxas, libdevice) into $cuda_tools"
  python3 -m pip install -q --disable-pip-version-check --target "$cuda_tools" \
    'nvidia-cuda-nvcc-cu12==12.9.86' \
    || echo "setup: warning: could not install ptxas; PTX will not be assembled in tests" >&2
fi
if ! command -v cargo >/dev/null; then
  echo "setup: cargo (Rust stable >= 1.85) is required: https://rustup.rs" >&2
  exit 1
fi
echo "setup: ok ($(cargo --version), LLVM $(/usr/lib/llvm-22/bin/llvm-config --version))"
