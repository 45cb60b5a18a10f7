"""Export a GPT-3-175B-shaped training step with N layers from JAX as StableHLO + Shardy MLIR.

What it makes: one training step (forward, cross-entropy loss, jax.grad backward, SGD update)
of a decoder-only transformer with GPT-3 175B shapes -- d_model 12288, FFN 49152, 96 heads,
vocab 50304, sequence 2048, batch 8, f32 -- and a configurable number of layers, lowered with
jax.jit(step).lower(...) and written as gzipped MLIR text in the *generic* op form, the form of
testdata/big/gpt3_12layer{,_megatron}.mlir.gz (with JAX 0.10.2, --layers 12 reproduces them
byte for byte once decompressed). The layers are a Python for-loop, not lax.scan, so the op count grows linearly
with N (about 4,700 StableHLO ops at 12 layers, about 37,000 at 96). Nothing is allocated:
the arguments are jax.ShapeDtypeStructs. shardc's compile-time benchmark uses these files to
measure how compile time grows from 12 to 96 layers.

  step(params, tokens, targets) -> (loss, new_params)
  params = (wte[V,D], [(ln1_g, ln1_b, wq, wk, wv, wo, ln2_g, ln2_b, w1, w2)] * N, w_out[D,V])

so @main's arguments are wte, 10 per layer, w_out, tokens, targets, and its results are the
loss followed by the updated parameters in the same order.

--megatron: Shardy shardings on a dp=2 x tp=4 mesh (the module carries `sdy.mesh` and
`sdy.sharding` argument attributes, mhlo.num_partitions = 8): wq/wk/wv, w1 and w_out are
column-parallel ({}, {"tp"}), wo and w2 row-parallel ({"tp"}, {}), tokens/targets split over
"dp" on the batch, everything else replicated. Without it: single device, no shardings.

Setup (Python 3.11; .venv is git-ignored):
  python3 -m venv /work/main/.venv
  /work/main/.venv/bin/pip install jax==0.10.2 jaxlib==0.10.2
Run (the script sets XLA_FLAGS=--xla_force_host_platform_device_count=8 itself if unset, for
8 virtual CPU devices):
  .venv/bin/python bench/gpt3_export.py --layers 96 --megatron -o /tmp/gpt3_96.mlir.gz
"""
import argparse
import gzip
import os
import time

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

D, FFN, HEADS, VOCAB, SEQ, BATCH = 12288, 49152, 96, 50304, 2048, 8
LR = 1e-4


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


def abstract_args(n_layers, megatron):
    """ShapeDtypeStructs (with NamedShardings if megatron) for params, tokens, targets."""
    if megatron:
        mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)
    rep, col, row = P(), P(None, "tp"), P("tp", None)

    def arg(shape, spec, dtype=jnp.float32):
        sharding = NamedSharding(mesh, spec) if megatron else None
        return jax.ShapeDtypeStruct(shape, dtype, sharding=sharding)

    layer = lambda: (arg((D,), rep), arg((D,), rep),  # noqa: E731
                     arg((D, D), col), arg((D, D), col), arg((D, D), col), arg((D, D), row),
                     arg((D,), rep), arg((D,), rep), arg((D, FFN), col), arg((FFN, D), row))
    params = (arg((VOCAB, D), rep), [layer() for _ in range(n_layers)], arg((D, VOCAB), col))
    tokens = arg((BATCH, SEQ), P("dp", None), jnp.int32)
    targets = arg((BATCH, SEQ), P("dp", None), jnp.int32)
    return params, tokens, targets


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--layers", type=int, required=True)
    ap.add_argument("--megatron", action="store_true", help="dp=2 x tp=4 Megatron shardings")
    ap.add_argument("-o", "--output", required=True, help="output .mlir.gz")
    args = ap.parse_args()

    t0 = time.perf_counter()
    lowered = jax.jit(step).lower(*abstract_args(args.layers, args.megatron))
    t1 = time.perf_counter()
    module = lowered.compiler_ir("stablehlo")
    text = module.operation.get_asm(print_generic_op_form=True, enable_debug_info=False)
    with gzip.open(args.output, "wt") as f:
        f.write(text)
    t2 = time.perf_counter()
    n_ops = text.count('"stablehlo.')
    print(f"{args.output}: {args.layers} layers, {n_ops} stablehlo ops, {len(text)} chars; "
          f"lower {t1 - t0:.1f}s, print+gzip {t2 - t1:.1f}s")


if __name__ == "__main__":
    main()
