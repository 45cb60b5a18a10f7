#!/usr/bin/env bash
# Compile-time scale: imports and partitions the GPT-3-shaped training steps (testdata/big:
# 12 layers, about 4,800 ops; 96 layers, about 37,000 ops — made by bench/gpt3_export.py)
# with a release build, and prints how compile time grows from 12 to 96 layers next to XLA's
# figures from the oracle's README (the Megatron step for 8 CPU devices on this machine kind:
# about 3.5 s for 12 layers and 30 s for 96, lowering excluded). Each figure is the best of
# three runs.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin shardc --bin shardc-opt
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for name in gpt3_12layer gpt3_12layer_megatron gpt3_96layer_megatron; do
  zcat "testdata/big/$name.mlir.gz" > "$tmp/$name.mlir"
done
best() { # command... ; prints the best wall time of three runs, in seconds
  local best=""
  for _ in 1 2 3; do
    local t0 t1 t
    t0=$(date +%s.%N); "$@" > /dev/null 2>&1; t1=$(date +%s.%N)
    t=$(echo "$t1 - $t0" | bc)
    if [[ -z $best ]] || (( $(echo "$t < $best" | bc) )); then best=$t; fi
  done
  echo "$best"
}
echo "shardc (release) on $(nproc) cores, best of 3:"
t=$(best target/release/shardc-opt "$tmp/gpt3_12layer.mlir" -o /dev/null)
printf '  %-58s %7.3f s\n' "import + verify gpt3_12layer" "$t"
ops12=$(grep -c '"stablehlo\.' "$tmp/gpt3_12layer_megatron.mlir")
ops96=$(grep -c '"stablehlo\.' "$tmp/gpt3_96layer_megatron.mlir")
t12=$(best target/release/shardc compile "$tmp/gpt3_12layer_megatron.mlir" --emit plan -o "$tmp/plan12.json")
t96=$(best target/release/shardc compile "$tmp/gpt3_96layer_megatron.mlir" --emit plan -o "$tmp/plan96.json")
printf '  %-58s %7.3f s\n' "compile gpt3_12layer_megatron ($ops12 ops, dp=2,tp=4)" "$t12"
printf '  %-58s %7.3f s\n' "compile gpt3_96layer_megatron ($ops96 ops, dp=2,tp=4)" "$t96"
# The whole binary: plan, kernel-level program, kernels compiled to machine code (all cores).
b12=$(best target/release/shardc compile "$tmp/gpt3_12layer_megatron.mlir" -o "$tmp/bin12")
b96=$(best target/release/shardc compile "$tmp/gpt3_96layer_megatron.mlir" -o "$tmp/bin96")
target/release/shardc compile "$tmp/gpt3_12layer_megatron.mlir" --emit exec -o "$tmp/exec12"; k12=$(head -1 "$tmp/exec12")
target/release/shardc compile "$tmp/gpt3_96layer_megatron.mlir" --emit exec -o "$tmp/exec96"; k96=$(head -1 "$tmp/exec96")
printf '  %-58s %7.3f s\n' "binary with kernels, 12 layers" "$b12"
printf '  %-58s %7.3f s\n' "binary with kernels, 96 layers" "$b96"
echo "    12 layers: ${k12#// }"
echo "    96 layers: ${k96#// }"
echo "  binary vs XLA's 3.5 s for 12 layers: $(echo "scale=2; $b12 / 3.5" | bc)x (target <= 0.25x); growth 12 -> 96: $(echo "scale=2; $b96 / $b12" | bc)x"
python3 - "$tmp/plan12.json" "$tmp/plan96.json" "$t12" "$t96" "$ops12" "$ops96" <<'PY'
import json, sys
r12, r96 = (json.load(open(p)) for p in sys.argv[1:3])
t12, t96, o12, o96 = map(float, sys.argv[3:7])
for name, r in (("12", r12), ("96", r96)):
    print(f"  report {name} layers: {len(r['collectives'])} collectives, "
          f"{r['collective_bytes_per_device']} bytes per device, compile_seconds {r['compile_seconds']:.3f}")
print(f"growth 12 -> 96 layers: {o96 / o12:.2f}x the ops, {t96 / t12:.2f}x the wall time, "
      f"{r96['compile_seconds'] / r12['compile_seconds']:.2f}x compile_seconds (linear would be {o96 / o12:.2f}x)")
print(f"vs XLA: 12 layers {3.5 / t12:.1f}x faster (XLA about 3.5 s), 96 layers {30 / t96:.1f}x faster (XLA about 30 s)")
PY
