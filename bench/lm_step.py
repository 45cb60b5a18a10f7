"""JAX's side of the LM-step benchmark: export a donated SGD step of a small GPT-style LM, and
time it on JAX with 8 virtual CPU devices.

The model: 4 decoder layers, d_model 256, FFN 1024, 8 heads, vocab 2048, sequence 128, batch
16, f32; cross-entropy loss; jax.grad; SGD (lr 0.1). Megatron shardings on a dp=2 x tp=4 mesh:
wq/wk/wv, w1 and w_out column-parallel ({}, {"tp"}), wo and w2 row-parallel ({"tp"}, {}),
tokens/targets split over "dp" on the batch, the rest replicated. The parameters are donated
(`jax.jit(step, donate_argnums=0)`), so the export marks each with `tf.aliasing_output`.

  step(params, tokens, targets) -> (loss, new_params)
  params = (wte[V,D], [(ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, w2)] * 4, w_out[D,V])

Writes, into the output directory:
  lm_step.mlir         the export (StableHLO + Shardy, MLIR generic form)
  inputs.safetensors   the step's inputs arg0, arg1, ... (seeded parameters, tokens, targets)
  jax.json             JAX's figures: seconds per step (median of --steps timed steps after
                       2 warm-up steps), the loss of each step, the process's peak RSS

Setup: python3 -m venv .venv && .venv/bin/pip install jax==0.10.2 jaxlib==0.10.2
Run:   .venv/bin/python bench/lm_step.py -o /tmp/lm   (bench/lm_step.sh runs it and shardc)
"""
import argparse
import json
import os
import resource
import statistics
import sys
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "testdata", "import"))
from export_common import DTYPES  # noqa: E402

LAYERS, D, FFN, HEADS, VOCAB, SEQ, BATCH = 4, 256, 1024, 8, 2048, 128, 16
LR = 0.1


def layer_norm(x, g, b):
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5) * g + b


def block(x, p):
    ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, w2 = p
    b, s, _ = x.shape
    h = layer_norm(x, ln1_g, ln1_b)
    q = (h @ wq).reshape(b, s, HEADS, D // HEADS)
    k = (h @ wk).reshape(b, s, HEADS, D // HEADS)
    v = (h @ wv).reshape(b, s, HEADS, D // HEADS)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / (D // HEADS) ** 0.5
    mask = jnp.tril(jnp.ones((s, s), dtype=bool))
    probs = jax.nn.softmax(jnp.where(mask, scores, jnp.float32(-1e9)), axis=-1)
    attn = jnp.einsum("bhqk,bkhd->bqhd", probs, v).reshape(b, s, D)
    x = x + attn @ wo
    h = layer_norm(x, ln2_g, ln2_b)
    return x + jax.nn.gelu(h @ w1, approximate=True) @ w2


def loss_fn(params, tokens, targets):
    wte, layers, w_out = params
    x = jnp.take(wte, tokens, axis=0)
    for p in layers:
        x = block(x, p)
    logits = x @ w_out
    lse = jax.nn.logsumexp(logits, axis=-1)
    picked = jnp.take_along_axis(logits, targets[..., None], axis=-1)[..., 0]
    return (lse - picked).mean()


def step(params, tokens, targets):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens, targets)
    return loss, jax.tree.map(lambda p, g: p - LR * g, params, grads)


def shapes():
    """(shape, PartitionSpec, dtype) of every argument, flattened in argument order."""
    rep, col, row = P(), P(None, "tp"), P("tp", None)
    layer = [((D,), rep), ((D,), rep), ((D, D), col), ((D, D), col), ((D, D), col),
             ((D, D), row), ((D,), rep), ((D,), rep), ((D, FFN), col), ((FFN, D), row)]
    params = [((VOCAB, D), rep)] + layer * LAYERS + [((D, VOCAB), col)]
    data = [((BATCH, SEQ), P("dp", None))] * 2
    return [(s, p, jnp.float32) for s, p in params] + [(s, p, jnp.int32) for s, p in data]


def unflatten(flat):
    wte, rest = flat[0], flat[1:]
    layers = [tuple(rest[10 * i:10 * i + 10]) for i in range(LAYERS)]
    return (wte, layers, rest[10 * LAYERS]), rest[10 * LAYERS + 1], rest[10 * LAYERS + 2]


def inputs(seed):
    rng = np.random.default_rng(seed)
    out = []
    for shape, _, dtype in shapes():
        if dtype == jnp.int32:
            out.append(rng.integers(0, VOCAB, size=shape, dtype=np.int32))
        elif len(shape) == 1:
            out.append(np.ones(shape, np.float32) if len(out) % 2 else np.zeros(shape, np.float32))
        else:
            out.append((rng.standard_normal(shape) * 0.02).astype(np.float32))
    return out


def write_safetensors(path, tensors):
    header, blobs, offset = {}, [], 0
    for name, a in tensors.items():
        a = np.ascontiguousarray(a)
        header[name] = {"dtype": DTYPES[str(a.dtype)], "shape": list(a.shape),
                        "data_offsets": [offset, offset + a.nbytes]}
        blobs.append(a.tobytes())
        offset += a.nbytes
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(path, "wb") as fh:
        fh.write(len(head).to_bytes(8, "little") + head + b"".join(blobs))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("-o", "--output", required=True, help="output directory")
    ap.add_argument("--steps", type=int, default=5, help="timed steps")
    args = ap.parse_args()
    os.makedirs(args.output, exist_ok=True)

    mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)
    specs = shapes()
    abstract = [jax.ShapeDtypeStruct(s, d, sharding=NamedSharding(mesh, p)) for s, p, d in specs]
    jitted = jax.jit(step, donate_argnums=0)
    lowered = jitted.lower(*unflatten(abstract))
    text = lowered.compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    with open(os.path.join(args.output, "lm_step.mlir"), "w") as fh:
        fh.write(text)
    host = inputs(0)
    write_safetensors(os.path.join(args.output, "inputs.safetensors"),
                      {f"arg{i}": a for i, a in enumerate(host)})

    compiled = lowered.compile()
    placed = [jax.device_put(a, NamedSharding(mesh, p)) for a, (_, p, _) in zip(host, specs)]
    params, tokens, targets = unflatten(placed)
    losses, times = [], []
    for i in range(args.steps + 2):
        t0 = time.perf_counter()
        loss, params = compiled(params, tokens, targets)
        loss = float(loss)  # waits for the step
        t1 = time.perf_counter()
        losses.append(loss)
        if i >= 2:
            times.append(t1 - t0)
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024
    result = {"seconds_per_step": statistics.median(times), "losses": losses,
              "peak_rss_bytes": peak, "steps": len(losses), "jax": jax.__version__,
              "devices": len(jax.devices())}
    with open(os.path.join(args.output, "jax.json"), "w") as fh:
        json.dump(result, fh, indent=1)
    print(json.dumps(result))


if __name__ == "__main__":
    main()
