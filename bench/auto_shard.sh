#!/usr/bin/env bash
# `--auto-shard` against the hand plans and at scale (release build, the `cpu` profile):
#  - per case: the searched plan's collectives and bytes per device next to XLA's partitioning
#    of the hand plans (expect.json), the search time, and the argument layouts chosen;
#  - loop programs: the searched plan against the annotations' (estimates, and runs);
#  - two random training steps from the fuzzer: the whole compile's wall time;
#  - the GPT-3-shaped steps without shardings on dp=2,tp=4: search time at 12 and 96 layers,
#    and JAX's 4-layer LM step without its shardings (a mid-sized untied search)
#    (testdata/big; XLA compiles the 12-layer Megatron step in about 3.5 s here).
# Usage: bash bench/auto_shard.sh [--no-gpt3]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin shardc
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
row() { # case mesh [budget]
  local case=$1 mesh=$2 budget=${3:-} dir
  dir=testdata/oracle/$case; [[ -d $dir ]] || dir=testdata/auto/$case
  local extra=()
  [[ -n $budget ]] && extra=(--memory-budget "$budget")
  target/release/shardc compile "$dir/jax.mlir" --mesh "$mesh" --auto-shard "${extra[@]}" \
    --emit plan -o "$tmp/plan.json" 2> "$tmp/err" || { cat "$tmp/err"; return 1; }
  python3 - "$dir/expect.json" "$tmp/plan.json" "$tmp/err" "$case" "$budget" <<'EOF'
import json, re, sys
expect, plan, err, case, budget = json.load(open(sys.argv[1])), json.load(open(sys.argv[2])), open(sys.argv[3]).read(), sys.argv[4], sys.argv[5]
hand = ", ".join(f"{k} {v['collective_count']}/{v['collective_bytes_per_device']}" for k, v in expect["hand_plans"].items())
t = re.search(r"searched in ([0-9.]+) s", err).group(1)
ins = " ".join("".join("{" + ",".join(d) + "}" for d in i["sharding"]) for i in plan["inputs"])
name = case + (f" (budget {budget})" if budget else "")
ours = plan['collective_bytes_per_device']
cheaper = expect["collective_bytes_per_device"]
print(f"| {name} | {len(plan['collectives'])}/{ours} | {hand} | {ours / cheaper:.3f} | {plan['estimate']['peak_bytes_per_device']} | {t} s | {ins} |")
EOF
}
echo "| case | shardc: collectives/bytes | XLA hand plans: collectives/bytes | bytes / cheaper hand plan | peak bytes | search | argument layouts |"
echo "|---|---|---|---|---|---|---|"
row auto_mlp6_tall tp=4
row auto_mlp6_wide tp=4
row auto_transformer_tp tp=4
row auto_fsdp_mlp dp=4
row auto_fsdp_mlp dp=4 4MiB
row auto_fsdp_mlp dp=4 3MiB
# Loop programs (testdata/import: JAX's loops, and a 4-layer LM scanned over its layers, as
# annotated and with every annotation removed): the search's estimate against the
# annotations' plan, and both binaries run on the virtual mesh (20 steps).
program() { # case [bare]: the program's path (bare: every annotation removed)
  local case=$1 bare=${2:-} src=testdata/import/$1/jax.mlir
  if [[ -n $bare ]]; then
    python3 -c '
import re, sys
print(re.sub(r",?\s*sdy\.sharding = #sdy\.sharding<@mesh, \[[^\]]*\]>", "", open(sys.argv[1]).read()), end="")' "$src" > "$tmp/bare.mlir"
    src=$tmp/bare.mlir
  fi
  echo "$src"
}
loop_row() { # case [bare]
  local case=$1 bare=${2:-} src
  src=$(program "$case" "$bare")
  target/release/shardc compile "$src" -o "$tmp/given.bin" 2> /dev/null
  target/release/shardc compile "$src" --auto-shard --report "$tmp/auto.json" -o "$tmp/auto.bin" 2> "$tmp/err"
  local run=(--steps 20 --inputs "testdata/import/$case/data.safetensors")
  local given auto
  given=$(target/release/shardc run "$tmp/given.bin" "${run[@]}" 2>&1 | grep -o "[0-9.]* ms per step" | head -1)
  auto=$(target/release/shardc run "$tmp/auto.bin" "${run[@]}" 2>&1 | grep -o "[0-9.]* ms per step" | head -1)
  local loops kept
  loops=$(grep -c "auto-shard: loop" "$tmp/err" || true)
  kept=$(grep -o "kept the [a-z' ]*plan" "$tmp/err" | head -1)
  echo "| $case${bare:+ (no annotations)} | $loops | $(grep -o 'searched plan takes [0-9.e-]* s' "$tmp/err" | grep -o '[0-9.e-]* s') | $(grep -o 'annotations alone [0-9.e-]* s' "$tmp/err" | grep -o '[0-9.e-]* s') | $kept | $given | $auto |"
}
echo
echo "| loop program | loops searched | searched plan (estimate) | annotations' plan (estimate) | driver | annotations' plan (run) | kept plan (run) |"
echo "|---|---|---|---|---|---|---|"
loop_row loops
loop_row scan_lm
loop_row scan_lm bare
# Loop programs under memory budgets: the plan kept (or the error), its bytes per device and
# estimated seconds per step after partitioning, the compile's wall time, and the binary run
# (20 steps).
budget_row() { # case bare budget
  local case=$1 bare=$2 budget=$3 src start end plan run
  src=$(program "$case" "$bare")
  start=$(date +%s.%N)
  if target/release/shardc compile "$src" --auto-shard --memory-budget "$budget" -o "$tmp/b.bin" 2> "$tmp/err"; then
    end=$(date +%s.%N)
    plan=$(grep -o "the searched plan takes [0-9.e-]* s per step and holds [0-9]* bytes" "$tmp/err" | sed 's/the searched plan takes //')
    kept=$(grep -o "kept the [a-z' ]*plan" "$tmp/err" | head -1)
    grep -q "no plan fits" "$tmp/err" && kept="kept the annotations' plan (no searched plan fits)"
    run=$(target/release/shardc run "$tmp/b.bin" --steps 20 --inputs "testdata/import/$case/data.safetensors" 2>&1 | grep -o "[0-9.]* ms per step" | head -1)
  else
    end=$(date +%s.%N)
    plan=$(grep -o "the smallest found needs [0-9]* bytes" "$tmp/err" | head -1)
    kept=error run=-
  fi
  printf '| %s | %s | %s | %s | %.1f s | %s |\n' "$case${bare:+ (no annotations)}" "$budget" "$kept" "$plan" "$(echo "$end - $start" | bc -l)" "$run"
}
echo
echo "| loop program | budget | driver | searched plan (estimate) | compile | kept plan (run) |"
echo "|---|---|---|---|---|---|"
budget_row scan_lm "" 600KiB
budget_row scan_lm "" 400KiB
budget_row scan_lm "" 300KiB
budget_row scan_lm "" 250KiB
budget_row scan_lm bare 500KiB
budget_row scan_lm bare 400KiB
budget_row scan_lm bare 250KiB
# Flax training steps with every annotation removed, on dp=2,tp=2: the unbounded searched
# plan's peak, then a search under 70% of it (the budget binds the partitioned program).
strip_annotations() {
  python3 -c '
import re, sys
t = re.sub(r"sdy\.sharding = #sdy\.sharding<@mesh, \[[^>]*\]>(, )?", "", open(sys.argv[1]).read())
print(t.replace(", }", "}"), end="")' "$1"
}
model_budget_row() { # model
  local model=$1 peak budget start end result
  strip_annotations "testdata/flax/$model/jax.mlir" > "$tmp/m.mlir"
  target/release/shardc compile "$tmp/m.mlir" --auto-shard --mesh dp=2,tp=2 -o "$tmp/m.bin" --report "$tmp/m.json" -q 2> /dev/null
  peak=$(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["estimate"]["peak_bytes_per_device"])' "$tmp/m.json")
  budget=$((peak * 7 / 10))
  start=$(date +%s.%N)
  if target/release/shardc compile "$tmp/m.mlir" --auto-shard --mesh dp=2,tp=2 --memory-budget "$budget" -o "$tmp/m.bin" --report "$tmp/m.json" 2> "$tmp/err"; then
    result="fits: $(python3 -c 'import json, sys; print(json.load(open(sys.argv[1]))["estimate"]["peak_bytes_per_device"])' "$tmp/m.json") bytes"
  else
    result="error: $(grep -o "the smallest found needs [0-9]* bytes" "$tmp/err" | head -1)"
  fi
  end=$(date +%s.%N)
  printf '| %s | %s | %s | %s | %.1f s |\n' "$model" "$peak" "$budget" "$result" "$(echo "$end - $start" | bc -l)"
}
echo
echo "| Flax step, no annotations (dp=2,tp=2) | unbounded peak | budget (70%) | under the budget | compile |"
echo "|---|---|---|---|---|"
model_budget_row llama
model_budget_row t5
# Random training steps from the fuzzer (`shardc fuzz --train --auto-shard --ops 16`), whole
# searches small enough for the descent over the arguments' layouts: the compile's wall time
# (three latency searches, partitioning, comm-fusion) and the plan kept.
echo
for seed in 11005 30019; do
  target/release/shardc fuzz --train --auto-shard --ops 16 --seed "$seed" --count 1 --print \
    > "$tmp/step.mlir" 2> /dev/null
  start=$(date +%s.%N)
  target/release/shardc compile "$tmp/step.mlir" --auto-shard --emit plan -o "$tmp/step.json" \
    2> "$tmp/err"
  wall=$(echo "$(date +%s.%N) - $start" | bc)
  python3 - "$tmp/step.json" "$seed" "$wall" "$(grep -c '^ *%' "$tmp/step.mlir")" <<'EOF'
import json, sys
p, seed, wall, ops = json.load(open(sys.argv[1])), sys.argv[2], float(sys.argv[3]), sys.argv[4]
print(f"fuzz training step seed {seed} ({ops} ops): compile {wall:.2f} s, "
      f"{len(p['collectives'])} collectives, {p['collective_bytes_per_device']} bytes per device")
EOF
done
[[ ${1:-} == --no-gpt3 ]] && exit 0
# XLA's compile of the same steps with the plan given (Megatron, 8 CPU devices; the oracle's
# README): about 3.5 s for 12 layers and 30 s for 96.
for layers in 12 96; do
  xla=$([[ $layers == 12 ]] && echo 3.5 || echo 30)
  zcat "testdata/big/gpt3_${layers}layer.mlir.gz" > "$tmp/g.mlir"
  target/release/shardc compile "$tmp/g.mlir" --mesh dp=2,tp=4 --auto-shard --emit plan -o "$tmp/g.json" 2> "$tmp/err"
  grep -o "auto-shard: .*" "$tmp/err" | head -1
  search=$(grep -o "searched in [0-9.]* s" "$tmp/err" | head -1 | grep -o "[0-9.]*")
  printf 'gpt3 %d layers: search %.2f s, XLA compile %s s: ratio %.2f\n' "$layers" "$search" "$xla" "$(echo "$search / $xla" | bc -l)"
done
# A mid-sized program: JAX's 4-layer LM SGD step (testdata/comm) with its shardings removed
# (983 ops: below the 2,000 where repeated layers are tied, so the search is untied).
zcat testdata/comm/lm_step_dp_tp/jax.mlir.gz | python3 -c '
import re, sys
t = re.sub(r"sdy\.sharding = #sdy\.sharding<@mesh, \[[^\]]*(\][^\]>]*)*\]>,?\s*", "", sys.stdin.read())
print(t.replace(", }", "}"), end="")' > "$tmp/lm.mlir"
target/release/shardc compile "$tmp/lm.mlir" --auto-shard --emit plan -o "$tmp/lm.json" 2> "$tmp/err"
search=$(grep -o "searched in [0-9.]* s" "$tmp/err" | head -1 | grep -o "[0-9.]*")
python3 - "$tmp/lm.json" "$search" <<'EOF'
import json, sys
p = json.load(open(sys.argv[1]))
print(f"LM step without shardings (dp=2,tp=4): search {float(sys.argv[2]):.2f} s, {len(p['collectives'])} collectives, {p['collective_bytes_per_device']} bytes per device")
EOF
