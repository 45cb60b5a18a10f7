#!/usr/bin/env bash
# The LM-step benchmark: JAX's donated SGD step of a 4-layer GPT-style LM (d_model 256,
# FFN 1024, 8 heads, vocab 2048, seq 128, batch 16; dp=2 x tp=4 on 8 virtual devices), run by
# JAX and by shardc's compiled runtime on this machine, on the same inputs, in one go. Prints
# step time and peak RSS of both (and their ratios), the losses of both side by side, and
# shardc's GEMM and fused-kernel throughput against this machine's peaks (bench `peaks`).
#
# Needs JAX in .venv (see bench/lm_step.py). Usage: bash bench/lm_step.sh [STEPS]
set -euo pipefail
cd "$(dirname "$0")/.."
steps=${1:-8}
py=.venv/bin/python
if ! "$py" -c "import jax" 2>/dev/null; then
  echo "lm_step: needs JAX: python3 -m venv .venv && .venv/bin/pip install jax==0.10.2 jaxlib==0.10.2" >&2
  exit 1
fi
cargo build --release --quiet --bin shardc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

echo "JAX (XLA, 8 virtual CPU devices):"
"$py" bench/lm_step.py -o "$tmp" --steps "$steps" > /dev/null

echo "machine peaks (cargo bench -p shardc-runtime --bench peaks):"
cargo bench --quiet -p shardc-runtime --bench peaks 2>/dev/null | tail -1 > "$tmp/peaks.json"

t0=$(date +%s.%N)
target/release/shardc compile "$tmp/lm_step.mlir" -o "$tmp/lm.shardbin"
t1=$(date +%s.%N)
# Peak RSS of the run, measured by the parent (no GNU time needed).
python3 - "$tmp" "$steps" <<'PY'
import json, resource, subprocess, sys
tmp, steps = sys.argv[1], sys.argv[2]
out = subprocess.run(
    ["target/release/shardc", "run", f"{tmp}/lm.shardbin", "--inputs", f"{tmp}/inputs.safetensors",
     "--steps", str(int(steps) + 2), "--json"],
    check=True, capture_output=True, text=True).stdout
doc = json.loads(out)
doc["peak_rss_bytes"] = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss * 1024
json.dump(doc, open(f"{tmp}/shardc.json", "w"))
# A second, traced run for the throughput figures (tracing costs memory and a little time).
subprocess.run(["target/release/shardc", "run", f"{tmp}/lm.shardbin", "--inputs",
                f"{tmp}/inputs.safetensors", "--steps", "5", "-q", "--trace", f"{tmp}/trace.json"],
               check=True, capture_output=True)
PY
python3 - "$tmp" "$(echo "$t1 - $t0" | bc)" <<'PY'
import json, statistics, sys
tmp, compile_s = sys.argv[1], float(sys.argv[2])
jax = json.load(open(f"{tmp}/jax.json"))
sc = json.load(open(f"{tmp}/shardc.json"))
peaks = json.load(open(f"{tmp}/peaks.json"))
steady = sc["step_seconds"][2:]  # the first two steps warm up, as for JAX
t_sc, t_jax = statistics.median(steady), jax["seconds_per_step"]
m_sc, m_jax = sc["peak_rss_bytes"], jax["peak_rss_bytes"]
print(f"  step time   JAX {t_jax:.3f} s   shardc {t_sc:.3f} s   ratio shardc/JAX {t_sc / t_jax:.2f}"
      f"   (median of {len(steady)} steps after 2 warm-up steps each)")
print(f"  peak RSS    JAX {m_jax / 2**20:.0f} MiB   shardc {m_sc / 2**20:.0f} MiB   ratio {m_sc / m_jax:.2f}")
print(f"  first step  shardc {sc['step_seconds'][0]:.3f} s (loads inputs, links kernels); "
      f"compile with kernels {compile_s:.2f} s")
print("  loss per step (JAX | shardc):")
for i, (a, b) in enumerate(zip(jax["losses"], sc["losses"])):
    print(f"    {i + 1:2d}  {a:.6f} | {b:.6f}   diff {abs(a - b):.1e}")
events = [e for e in json.load(open(f"{tmp}/trace.json"))["traceEvents"]
          if e.get("ph") == "X" and e["args"]["iteration"] >= 2]
def total(cat, key):
    return sum(e["args"].get(key, 0) for e in events if e["cat"] == cat)
def busy(cat):
    return sum(e["dur"] for e in events if e["cat"] == cat) / 1e6
g, k = busy("gemm"), busy("kernel")
cores = peaks["cores"]
print(f"  GEMMs:   {total('gemm', 'flops') / g / 1e9:.1f} GFLOP/s per device thread "
      f"(peak {peaks['gemm_f32_gflops_1_thread']:.1f} per core, {peaks['gemm_f32_gflops_all_cores']:.1f} on {cores} cores)")
print(f"  kernels: {total('kernel', 'bytes') / k / 1e9:.1f} GB/s per device thread "
      f"(copy peak {peaks['copy_gbps_1_thread']:.1f} per core, {peaks['copy_gbps_all_cores']:.1f} on {cores} cores)")
shares = {c: busy(c) for c in ("kernel", "gemm", "collective", "host")}
print("  device time by kind, summed over devices (collectives include waiting): " +
      ", ".join(f"{c} {v / 3:.3f} s/step" for c, v in shares.items()))
PY
