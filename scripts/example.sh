#!/usr/bin/env bash
# The main job on the built-in example: import a JAX export of one SGD step of a transformer
# block with dp x tp shardings (examples/transformer_step.mlir), compile it, run it on the CPU
# virtual mesh and check it against the single-device step and JAX's outputs.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo run --release --quiet --bin shardc -- example "$@"
