"""Exports the CHLO math JAX emits for `jnp.sinh`, `cosh`, `arcsin`, `arccos`, `arctan`,
`arcsinh`, `arccosh`, `arctanh`, `jax.scipy.special.erfinv` (also behind
`jax.random.normal`), `jax.lax.lgamma` and `jax.lax.digamma`, with Shardy shardings on a
dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO + CHLO, MLIR generic form)
  data.safetensors    the inputs arg0 (in (-3, 3)), arg1 (in (-0.95, 0.95)) and JAX's
                      outputs out0..out10

JAX computes these in f32 by CHLO's decompositions; shardc computes them in f64 and rounds,
so the two agree to a few f32 ulps (the test's tolerance), not bitwise.

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/chlo_math/export.py
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


def step(x, y):
    pos = jnp.abs(x) + 0.25
    return (jnp.sinh(x), jnp.cosh(x), jnp.arcsin(y), jnp.arccos(y), jnp.arctan(x),
            jnp.arcsinh(x), jnp.arccosh(pos + 1.0), jnp.arctanh(y),
            jax.scipy.special.erfinv(y), jax.lax.lgamma(pos), jax.lax.digamma(pos))


rng = np.random.default_rng(0)
x = rng.uniform(-3, 3, (8, 16)).astype(np.float32)
y = rng.uniform(-0.95, 0.95, (8, 16)).astype(np.float32)
s = NamedSharding(mesh, P("dp", "tp"))
lowered = jax.jit(step, in_shardings=(s, s), out_shardings=(s,) * 11).lower(x, y)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
for op in ["sinh", "cosh", "asin", "acos", "atan", "asinh", "acosh", "atanh", "erf_inv", "lgamma",
           "digamma"]:
    assert f'"chlo.{op}"' in text, op
outs = jax.jit(step)(x, y)
tensors = {"arg0": x, "arg1": y}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
