#!/usr/bin/env bash
# The partitioner's differential fuzzer, long mode: N random programs with random shardings
# (from seed SEED on), each compiled, run on the CPU virtual mesh and compared with the
# single-device reference. A failure prints its seed and a shrunk program; rerun one with
# `shardc fuzz --seed S --count 1 --ops OPS`.
#
#   bash scripts/fuzz-partition.sh [N=100000] [SEED=1] [OPS=12]
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
seed=${2:-1}
ops=${3:-12}
cargo build --release --bin shardc
exec target/release/shardc fuzz --count "$count" --seed "$seed" --ops "$ops"
