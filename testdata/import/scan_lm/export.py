"""Exports a language model's SGD step whose layers are a `jax.lax.scan` over stacked weights
(the shape Flax's `nn.scan` and MaxText's scanned layers take), each layer under
`jax.checkpoint` (remat): pre-norm causal attention and an MLP, Megatron shardings on the
stacked weights (QKV and the first MLP matrix split on their output dimension over tp, the
output projections on their input dimension), the batch over dp. The gradient is a second,
reversed scan that accumulates the stacked weights' gradients with dynamic_update_slice.
Writes, beside this script:

  jax.mlir            the export (StableHLO + Shardy, MLIR generic form)
  data.safetensors    the inputs arg0.. and JAX's outputs out0.. (the loss, the updated weights)
  xla.json            XLA's partitioning of the same step: its collectives with their bytes
                      per device, those in a loop body times the loop's known trip count

Run with JAX 0.10.2: .venv/bin/python testdata/import/scan_lm/export.py
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from export_common import write_export, write_xla_collectives  # noqa: E402

LAYERS, BATCH, SEQ, D, HEADS, VOCAB = 4, 4, 16, 32, 4, 64
LR = 0.1
mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)


def norm(x):
    m = x.mean(-1, keepdims=True)
    v = ((x - m) ** 2).mean(-1, keepdims=True)
    return (x - m) * jax.lax.rsqrt(v + 1e-5)


@jax.checkpoint
def layer(h, w):
    b, s, d = h.shape
    qkv = norm(h) @ w["qkv"]                      # [b, s, 3d]
    q, k, v = jnp.split(qkv, 3, axis=-1)
    heads = lambda t: t.reshape(b, s, HEADS, d // HEADS).transpose(0, 2, 1, 3)
    q, k, v = heads(q), heads(k), heads(v)
    scores = q @ k.transpose(0, 1, 3, 2) / np.sqrt(d // HEADS)
    mask = np.tril(np.ones((s, s), dtype=bool))
    scores = jnp.where(mask, scores, -1e9)
    att = jax.nn.softmax(scores, axis=-1) @ v
    att = att.transpose(0, 2, 1, 3).reshape(b, s, d)
    h = h + att @ w["out"]
    h = h + jax.nn.gelu(norm(h) @ w["up"]) @ w["down"]
    return h, None


def loss_fn(params, tokens, targets):
    h = params["embed"][tokens]
    h, _ = jax.lax.scan(layer, h, params["layers"])
    logits = norm(h) @ params["embed"].T
    logp = jax.nn.log_softmax(logits, axis=-1)
    return -jnp.take_along_axis(logp, targets[..., None], axis=-1).mean()


def step(params, tokens, targets):
    loss, grads = jax.value_and_grad(loss_fn)(params, tokens, targets)
    return loss, jax.tree.map(lambda p, g: p - LR * g, params, grads)


rng = np.random.default_rng(0)
f32 = np.float32
params = {
    "embed": (rng.standard_normal((VOCAB, D)) * 0.1).astype(f32),
    "layers": {
        "qkv": (rng.standard_normal((LAYERS, D, 3 * D)) * 0.1).astype(f32),
        "out": (rng.standard_normal((LAYERS, D, D)) * 0.1).astype(f32),
        "up": (rng.standard_normal((LAYERS, D, 4 * D)) * 0.1).astype(f32),
        "down": (rng.standard_normal((LAYERS, 4 * D, D)) * 0.1).astype(f32),
    },
}
tokens = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
targets = rng.integers(0, VOCAB, (BATCH, SEQ)).astype(np.int32)
S = lambda *spec: NamedSharding(mesh, P(*spec))
p_sh = {
    "embed": S(),
    "layers": {"qkv": S(None, None, "tp"), "out": S(None, "tp", None),
               "up": S(None, None, "tp"), "down": S(None, "tp", None)},
}
jitted = jax.jit(step, in_shardings=(p_sh, S("dp", None), S("dp", None)),
                 out_shardings=(S(), p_sh))
lowered = jitted.lower(params, tokens, targets)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert text.count('"stablehlo.while"') >= 2, "the scan and its reversed gradient scan"
loss, new = jitted(params, tokens, targets)
flat_in = jax.tree.leaves((params, tokens, targets))
flat_out = jax.tree.leaves((loss, new))
tensors = {f"arg{i}": np.asarray(a) for i, a in enumerate(flat_in)}
tensors.update({f"out{i}": np.asarray(a) for i, a in enumerate(flat_out)})
write_export(here, text, tensors)

# XLA's partitioning of the same step, for comparison.
count, total = write_xla_collectives(here, lowered.compile().as_text())
loops = text.count('"stablehlo.while"')
print(f"loss {float(loss):.6f}; XLA: {count} collectives, {total} bytes per device; "
      f"while loops: {loops}")
