#!/usr/bin/env bash
# Compile-time scale: imports and partitions the GPT-3-shaped 12-layer training steps
# (testdata/big, ~5,400 ops) with a release build and compares with XLA's figure from the
# oracle's README (the 12-layer Megatron step for 8 CPU devices: about 3.5 s on this machine
# kind, lowering excluded).
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin shardc --bin shardc-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in gpt3_12layer gpt3_12layer_megatron; do
  zcat "testdata/big/$name.mlir.gz" > "$tmp/$name.mlir"
done
measure() { # label, command...
  local label=$1; shift
  local t0 t1
  t0=$(date +%s.%N); "$@" > /dev/null 2>&1; t1=$(date +%s.%N)
  printf '%-52s %8.3f s\n' "$label" "$(echo "$t1 - $t0" | bc)"
}
echo "shardc (release) on $(nproc) cores:"
measure "import + verify gpt3_12layer" target/release/shardc-opt "$tmp/gpt3_12layer.mlir" -o /dev/null
measure "import + verify gpt3_12layer_megatron" target/release/shardc-opt "$tmp/gpt3_12layer_megatron.mlir" -o /dev/null
measure "compile gpt3_12layer_megatron (dp=2,tp=4: plan + partition)" \
  target/release/shardc compile "$tmp/gpt3_12layer_megatron.mlir" --emit plan -o "$tmp/plan.json"
python3 - "$tmp/plan.json" <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
print(f"  report: {len(r['collectives'])} collectives, {r['collective_bytes_per_device']} bytes per device, "
      f"compile_seconds {r['compile_seconds']:.3f}")
PY
echo "XLA (oracle README): about 3.5 s for the same 12-layer Megatron step on 8 CPU devices"
