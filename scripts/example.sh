#!/usr/bin/env bash
# The main job on the built-in example: parse, verify, canonicalize and interpret a small
# MLP with dp x tp shardings, printing its result.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cargo run --release --quiet --bin shardc -- example "$@"
