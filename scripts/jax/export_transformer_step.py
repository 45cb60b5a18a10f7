"""Exports the built-in example of `shardc example`: one SGD training step of a small
transformer block (multi-head self-attention + GELU MLP, pre-layer-norm, residuals), with
Megatron tensor parallelism over "tp" and data parallelism over "dp".

Run (JAX 0.10.2, see shared SETUP.md):
    XLA_FLAGS=--xla_force_host_platform_device_count=8 python3 scripts/jax/export_transformer_step.py
It writes examples/transformer_step.mlir (StableHLO + Shardy, MLIR generic form) and
examples/transformer_step.safetensors (inputs arg0.. and JAX's outputs out0..).
"""
import os
import pathlib

import jax
import jax.numpy as jnp
import numpy as np
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P

B, S, D, H, F = 4, 8, 16, 4, 32   # batch, sequence, model width, heads, MLP width
LR = 0.1

mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)


def layer_norm(x):
    mean = jnp.mean(x, axis=-1, keepdims=True)
    var = jnp.mean((x - mean) ** 2, axis=-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5)


def block(params, x):
    wq, wk, wv, wo, w1, w2 = params
    h = layer_norm(x)
    q = (h @ wq).reshape(B, S, H, D // H)
    k = (h @ wk).reshape(B, S, H, D // H)
    v = (h @ wv).reshape(B, S, H, D // H)
    scores = jnp.einsum("bqhd,bkhd->bhqk", q, k) / jnp.sqrt(D // H).astype(jnp.float32)
    attn = jax.nn.softmax(scores, axis=-1)
    ctx = jnp.einsum("bhqk,bkhd->bqhd", attn, v).reshape(B, S, D)
    x = x + ctx @ wo
    h = layer_norm(x)
    x = x + jax.nn.gelu(h @ w1, approximate=True) @ w2
    return x


def loss_fn(params, x, y):
    return jnp.mean((block(params, x) - y) ** 2)


def train_step(x, y, wq, wk, wv, wo, w1, w2):
    params = (wq, wk, wv, wo, w1, w2)
    loss, grads = jax.value_and_grad(loss_fn)(params, x, y)
    return (loss,) + tuple(p - LR * g for p, g in zip(params, grads))


col = NamedSharding(mesh, P(None, "tp"))
row = NamedSharding(mesh, P("tp", None))
batch = NamedSharding(mesh, P("dp", None, None))
in_shardings = (batch, batch, col, col, col, row, col, row)

rng = np.random.default_rng(0)
args = [
    rng.standard_normal((B, S, D), dtype=np.float32),
    rng.standard_normal((B, S, D), dtype=np.float32),
] + [
    (rng.standard_normal(shape, dtype=np.float32) / np.sqrt(shape[0])).astype(np.float32)
    for shape in [(D, D), (D, D), (D, D), (D, D), (D, F), (F, D)]
]

# The parameters are donated: the export marks them `jax.buffer_donor`, and `shardc run
# --steps N` feeds each step's updated parameters back into them.
jitted = jax.jit(train_step, in_shardings=in_shardings, donate_argnums=(2, 3, 4, 5, 6, 7))
lowered = jitted.lower(*args)
text = lowered.compiler_ir("stablehlo").operation.get_asm(print_generic_op_form=True)
outs = jitted(*args)
# JAX's loss over TRAIN_STEPS steps of training on the same batch: loss0, loss1, ...
TRAIN_STEPS = 5
losses, params = [], [np.array(a) for a in args[2:]]
for _ in range(TRAIN_STEPS):
    step_outs = jitted(args[0], args[1], *params)
    losses.append(np.asarray(step_outs[0]))
    params = [np.array(p) for p in step_outs[1:]]

root = pathlib.Path(__file__).resolve().parents[2]
(root / "examples" / "transformer_step.mlir").write_text(
    "// One SGD step of a small transformer block (attention + MLP), Megatron tp x dp shardings.\n"
    "// Exported from JAX 0.10.2 by scripts/jax/export_transformer_step.py.\n" + text
)
from safetensors.numpy import save_file  # noqa: E402

tensors = {f"arg{i}": np.asarray(a) for i, a in enumerate(args)}
tensors.update({f"out{i}": np.asarray(o).reshape(np.shape(o)) for i, o in enumerate(outs)})
tensors.update({f"loss{k}": loss for k, loss in enumerate(losses)})
save_file(tensors, str(root / "examples" / "transformer_step.safetensors"))
print("ops:", sorted({l.split('"')[1] for l in text.splitlines() if '= "' in l or l.strip().startswith('"')}))
