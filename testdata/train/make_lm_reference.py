"""A 2-layer GPT-style LM for checking `--train` on a real JAX export: the forward loss
(embedding lookup, pre-layer-norm attention with a causal mask, GELU MLP, output projection,
cross-entropy) exported with Megatron shardings on a dp=2 x tp=4 mesh, and JAX's own SGD step
(lr 0.1) on it: the loss and every updated parameter.

  loss(params, tokens, targets), params = (wte[V,D], 2 x (ln1_g, ln1_b, wq, wk, wv, wo,
  ln2_g, ln2_b, w1, w2), w_out[D,V]); D 16, 4 heads, FFN 64, vocab 32, seq 8, batch 4

Writes, beside this file: lm_forward.mlir (arguments: the 22 parameters, tokens, targets),
lm_data.safetensors (arg0..arg23; out0 the loss, out1..out22 the parameters after one step).

Run (JAX 0.10.2):
  XLA_FLAGS=--xla_force_host_platform_device_count=8 .venv/bin/python testdata/train/make_lm_reference.py
"""
import json
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "..", "import"))
from export_common import DTYPES  # noqa: E402

LAYERS, D, FFN, HEADS, VOCAB, SEQ, BATCH = 2, 16, 64, 4, 32, 8, 4
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


def loss(*flat):
    wte, rest = flat[0], flat[1:]
    layers = [rest[10 * i:10 * i + 10] for i in range(LAYERS)]
    w_out, tokens, targets = rest[10 * LAYERS], rest[10 * LAYERS + 1], rest[10 * LAYERS + 2]
    x = jnp.take(wte, tokens, axis=0)
    for p in layers:
        x = block(x, p)
    logits = x @ w_out
    lse = jax.nn.logsumexp(logits, axis=-1)
    picked = jnp.take_along_axis(logits, targets[..., None], axis=-1)[..., 0]
    return (lse - picked).mean()


def main():
    mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)
    rep, col, row = P(), P(None, "tp"), P("tp", None)
    layer = [((D,), rep), ((D,), rep), ((D, D), col), ((D, D), col), ((D, D), col),
             ((D, D), row), ((D,), rep), ((D,), rep), ((D, FFN), col), ((FFN, D), row)]
    shapes = [((VOCAB, D), rep)] + layer * LAYERS + [((D, VOCAB), col)]
    rng = np.random.default_rng(3)
    args = []
    for i, (shape, _) in enumerate(shapes):
        if len(shape) == 1:
            # layer-norm gains near 1, biases near 0 (both vary, so both get checked)
            base = 1.0 if (i - 1) % 10 in (0, 6) else 0.0
            args.append((base + 0.1 * rng.standard_normal(shape)).astype(np.float32))
        else:
            args.append((rng.standard_normal(shape) / np.sqrt(shape[0])).astype(np.float32))
    tokens = rng.integers(0, VOCAB, size=(BATCH, SEQ), dtype=np.int32)
    targets = rng.integers(0, VOCAB, size=(BATCH, SEQ), dtype=np.int32)
    specs = [s for _, s in shapes] + [P("dp", None), P("dp", None)]
    all_args = args + [tokens, targets]
    abstract = [jax.ShapeDtypeStruct(a.shape, a.dtype, sharding=NamedSharding(mesh, s))
                for a, s in zip(all_args, specs)]
    text = jax.jit(loss).lower(*abstract).compiler_ir("stablehlo").operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
    with open(os.path.join(here, "lm_forward.mlir"), "w") as fh:
        fh.write("// A 2-layer GPT-style LM's loss; made by make_lm_reference.py\n")
        fh.write(text)
    n = len(args)
    value, grads = jax.jit(jax.value_and_grad(loss, argnums=tuple(range(n))))(*all_args)
    out = {f"arg{i}": a for i, a in enumerate(all_args)}
    out["out0"] = np.asarray(value, np.float32)
    for i, (p, g) in enumerate(zip(args, grads)):
        out[f"out{i + 1}"] = np.asarray(p - LR * np.asarray(g), np.float32)
    header, blobs, offset = {}, [], 0
    for name, a in out.items():
        a = np.ascontiguousarray(a)
        header[name] = {"dtype": DTYPES[str(a.dtype)], "shape": list(a.shape),
                        "data_offsets": [offset, offset + a.nbytes]}
        blobs.append(a.tobytes())
        offset += a.nbytes
    head = json.dumps(header).encode()
    head += b" " * (-len(head) % 8)
    with open(os.path.join(here, "lm_data.safetensors"), "wb") as fh:
        fh.write(len(head).to_bytes(8, "little") + head + b"".join(blobs))
    print("loss", float(value), "params", n)


if __name__ == "__main__":
    main()
