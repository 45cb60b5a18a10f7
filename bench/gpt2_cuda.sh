#!/usr/bin/env bash
# The GPU benchmark: the GPT-2-small (124M) training step (bf16 compute, f32 master weights,
# AdamW, batch 16 x sequence 1024) exported from JAX on the CPU, compiled by shardc for CUDA,
# run by shardc on one GPU (`shardc run --device cuda --steps N`), and timed against JAX on the
# same GPU (XLA's attention and cuDNN's fused attention) in the same script. Prints seconds per
# step, TFLOP/s and MFU against the card's dense bf16 peak (989 TFLOP/s for an H100/H200 SXM;
# PEAK_TFLOPS overrides), and the losses of the first steps side by side.
#
# Usage: bash bench/gpt2_cuda.sh [STEPS] [-- extra export flags: --batch B --seq T --layers L]
# Needs: a CUDA GPU and its driver, JAX with CUDA in $PY (default .venv/bin/python) for the JAX
# timings; the export itself runs on the CPU. Without a GPU the script stops after compiling
# (the PTX is assembled by ptxas when it is installed) and says so.
set -euo pipefail
cd "$(dirname "$0")/.."
steps=${1:-10}
shift || true
[[ ${1:-} == -- ]] && shift
py=${PY:-.venv/bin/python}
peak=${PEAK_TFLOPS:-989}
out=${OUT:-$(mktemp -d)}
mkdir -p "$out"

cargo build --release --quiet --bin shardc
echo "export (JAX on the CPU):"
JAX_PLATFORMS=cpu "$py" bench/gpt2_cuda.py export -o "$out" "$@"

t0=$(date +%s.%N)
target/release/shardc -q compile "$out/gpt2_step.mlir" --target cuda -o "$out/gpt2.shardbin"
t1=$(date +%s.%N)
echo "shardc compile --target cuda: $(python3 -c "print(f'{$t1 - $t0:.2f}')") s"
target/release/shardc -q compile "$out/gpt2_step.mlir" --emit ptx -o "$out/gpt2.ptx"
if ptxas=$(command -v ptxas || ls "${SHARDC_CUDA_HOME:-$HOME/.cache/shardc/cuda-nvcc/nvidia/cuda_nvcc}/bin/ptxas" 2>/dev/null); then
  "$ptxas" -arch sm_90 "$out/gpt2.ptx" -o "$out/gpt2.cubin" && echo "ptxas sm_90: ok"
fi

if ! target/release/shardc -q run "$out/gpt2.shardbin" --device cuda --steps 1 \
    --inputs "$out/inputs.safetensors" > /dev/null 2> "$out/probe.txt"; then
  echo "no GPU run: $(head -1 "$out/probe.txt")"
  exit 0
fi

echo "shardc on the GPU ($steps steps after 2 warm-up steps):"
target/release/shardc -q run "$out/gpt2.shardbin" --device cuda --steps $((steps + 2)) \
  --inputs "$out/inputs.safetensors" --json > "$out/shardc.json"
echo "JAX on the GPU:"
"$py" bench/gpt2_cuda.py time -o "$out" --steps "$steps" --attention xla "$@" > /dev/null
"$py" bench/gpt2_cuda.py time -o "$out" --steps "$steps" --attention cudnn "$@" > /dev/null || true

python3 - "$out" "$peak" <<'PY'
import json, os, statistics, sys
out, peak = sys.argv[1], float(sys.argv[2])
cfg = json.load(open(f"{out}/config.json"))
flops = cfg["flops_per_step"]
rows = []
s = json.load(open(f"{out}/shardc.json"))
steps = s["step_seconds"][2:] or s["step_seconds"]
rows.append(("shardc (cuda)", statistics.median(steps), s["losses"]))
for att in ("xla", "cudnn"):
    p = f"{out}/jax_{att}.json"
    if os.path.exists(p):
        j = json.load(open(p))
        rows.append((f"JAX ({att} attention)", j["seconds_per_step"], j["losses"]))
print(f"GPT-2 small step: {cfg['params']/1e6:.1f}M parameters, batch {cfg['batch']} x {cfg['seq']}, "
      f"{flops/1e12:.2f} TFLOP per step")
print(f"{'':24} {'ms/step':>9} {'TFLOP/s':>8} {'MFU':>6}")
for name, sec, _ in rows:
    print(f"{name:24} {sec*1e3:9.1f} {flops/sec/1e12:8.1f} {flops/sec/1e12/peak:6.1%}")
print("losses (first steps):")
for name, _, losses in rows:
    print(f"  {name:22} " + " ".join(f"{x:.5f}" for x in losses[:4]))
PY
