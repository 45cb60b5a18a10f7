"""Exports a small JAX program using StableHLO elementwise ops shardc's importer once
rejected — sine, cosine, tan, exponential_minus_one, log_plus_one, cbrt, ceil,
round_nearest_even, round_nearest_afz, atan2, remainder, xor — with Shardy shardings on a
dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0 (f32), arg1 (f32), arg2 (i32), arg3 (i32) and JAX's
                      outputs out0 (f32) and out1 (i32)

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/elementwise/export.py
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


def step(x, y, i, j):
    f = (jnp.sin(x) + jnp.cos(y) + jnp.tan(0.5 * x) + jnp.expm1(x) + jnp.log1p(jnp.abs(y))
         + jnp.cbrt(y) + jnp.ceil(3 * x) + jnp.round(3 * y)
         + jax.lax.round(3 * x, jax.lax.RoundingMethod.AWAY_FROM_ZERO)
         + jnp.arctan2(x, y) + jax.lax.rem(x, y + 2.0))
    k = jnp.bitwise_xor(i, j) + jax.lax.rem(i, j)
    return f, k


rng = np.random.default_rng(0)
x = rng.uniform(-1.5, 1.5, (8, 16)).astype(np.float32)
y = rng.uniform(-1.5, 1.5, (8, 16)).astype(np.float32)
i = rng.integers(-50, 50, (8, 16)).astype(np.int32)
j = rng.integers(1, 9, (8, 16)).astype(np.int32) * rng.choice([-1, 1], (8, 16)).astype(np.int32)
s = NamedSharding(mesh, P("dp", "tp"))
lowered = jax.jit(step, in_shardings=(s, s, s, s), out_shardings=(s, s)).lower(x, y, i, j)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
for op in ["sine", "cosine", "tan", "exponential_minus_one", "log_plus_one", "cbrt", "ceil",
           "round_nearest_even", "round_nearest_afz", "atan2", "remainder", "xor"]:
    assert f'"stablehlo.{op}"' in text, op
outs = jax.jit(step)(x, y, i, j)

tensors = {"arg0": x, "arg1": y, "arg2": i, "arg3": j, "out0": np.asarray(outs[0]), "out1": np.asarray(outs[1])}
write_export(here, text, tensors)
