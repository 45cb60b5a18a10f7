"""Exports a small JAX program that uses what real Flax/JAX models emit and shardc's importer
once rejected: `chlo.square` (jnp.square, Flax LayerNorm's variance), `chlo.erf` (exact GELU),
`chlo.erfc`, and a non-splat boolean constant (a 16x16 causal mask closed over as a numpy array,
which JAX writes one byte per element). Writes, beside this script:

  jax.mlir            the export (StableHLO + CHLO, MLIR generic form), with Shardy shardings
                      on a dp=2 x tp=2 mesh
  data.safetensors    the inputs arg0, arg1 and JAX's outputs out0, out1, out2

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/chlo_mask/export.py
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
from export_common import write_export  # noqa: E402
mesh = jax.make_mesh((2, 2), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2, devices=jax.devices()[:4])
causal = np.tril(np.ones((16, 16), dtype=bool))


def layer_norm(x):
    mean = x.mean(-1, keepdims=True)
    var = jnp.square(x - mean).mean(-1, keepdims=True)
    return (x - mean) * jax.lax.rsqrt(var + 1e-5)


def step(x, s):
    h = jax.nn.gelu(layer_norm(x), approximate=False)
    scores = jnp.where(causal, s, jnp.float32(-1e9))
    return h, jax.nn.softmax(scores, axis=-1), jax.scipy.special.erfc(x) + jax.lax.erf(x)


x = np.random.default_rng(0).standard_normal((4, 8, 16)).astype(np.float32)
s = np.random.default_rng(1).standard_normal((4, 16, 16)).astype(np.float32)
shard = NamedSharding(mesh, P("dp", None, "tp"))
lowered = jax.jit(step, in_shardings=(shard, NamedSharding(mesh, P("dp"))),
                  out_shardings=(shard, NamedSharding(mesh, P("dp")), shard)).lower(x, s)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert "chlo.square" in text and "chlo.erf" in text and "chlo.erfc" in text, "no chlo ops"
outs = jax.jit(step)(x, s)

tensors = {"arg0": x, "arg1": s}
tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
write_export(here, text, {k: np.asarray(v, dtype=np.float32) for k, v in tensors.items()})
