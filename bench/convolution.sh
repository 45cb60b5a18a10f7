#!/usr/bin/env bash
# The convolution benchmark: the compiled runtime's exact convolution kernel (f64 products
# and sums in the reference's order, bitwise the interpreter's) on a ResNet-sized 3x3
# convolution (bench/conv3x3.mlir: 8x32x32x64 f32 by 64 filters, 302 M multiply-adds), one
# device. Prints milliseconds per step and multiply-adds per second, best of three runs.
#
# Usage: bash bench/convolution.sh [STEPS] [OTHER_SHARDC]
#   OTHER_SHARDC: another build's shardc binary, run the same way (its own compile and run)
#   for a comparison on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
steps=${1:-5}
other=${2:-}
cargo build --release --quiet --bin shardc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
macs=$((8 * 32 * 32 * 64 * 3 * 3 * 64))

measure() {
  local bin=$1 name=$2 best=""
  "$bin" compile bench/conv3x3.mlir -o "$tmp/$name.shardbin" 2>/dev/null
  for _ in 1 2 3; do
    # "time: 127.5 ms on the virtual mesh for 5 steps, 25.5 ms per step (…)"
    local line ms
    line=$("$bin" run "$tmp/$name.shardbin" --steps "$steps" 2>&1 | grep "per step")
    ms=$(echo "$line" | sed -E 's/.*steps, ([0-9.]+) (ms|s) per step.*/\1 \2/' |
      awk '{ print ($2 == "s") ? $1 * 1000 : $1 }')
    if [ -z "$best" ] || awk -v a="$ms" -v b="$best" 'BEGIN { exit !(a < b) }'; then
      best=$ms
    fi
  done
  awk -v ms="$best" -v macs="$macs" -v name="$name" \
    'BEGIN { printf "%-8s %8.1f ms per step, %6.2f G multiply-adds/s\n", name, ms, macs / (ms / 1000) / 1e9 }'
}

measure target/release/shardc this
if [ -n "$other" ]; then
  measure "$other" other
fi
