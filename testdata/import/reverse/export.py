"""Exports `jnp.flip` (StableHLO `reverse`) on dimensions split over the mesh, with
`popcnt`/`clz` (`jax.lax.population_count`, `jax.lax.clz`) on integers, with Shardy
shardings on a dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0 (f32), arg1 (i32) and JAX's outputs out0..out2

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/reverse/export.py
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


def step(x, i):
    # A causal "reverse cumulative" pattern: flip, scale, flip back along the split dims.
    y = jnp.flip(x, axis=1) * jnp.arange(16, dtype=jnp.float32)
    z = jnp.flip(jnp.tanh(y), axis=(0, 1))
    return z, jnp.flip(x, axis=0) + x, jax.lax.population_count(i) + jax.lax.clz(i)


rng = np.random.default_rng(0)
x = rng.standard_normal((8, 16)).astype(np.float32)
i = rng.integers(-2**31, 2**31, (8, 16), dtype=np.int64).astype(np.int32)
s = NamedSharding(mesh, P("dp", "tp"))
lowered = jax.jit(step, in_shardings=(s, s), out_shardings=(s, s, s)).lower(x, i)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
for op in ["reverse", "popcnt", "count_leading_zeros"]:
    assert f'"stablehlo.{op}"' in text, op
outs = jax.jit(step)(x, i)
tensors = {"arg0": x, "arg1": i}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
