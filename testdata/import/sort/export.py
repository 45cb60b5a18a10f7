"""Exports `jnp.sort` (ascending and descending), `jnp.argsort`, a sort of two operands
(values carried along by their keys) and `lax.top_k` (`chlo.top_k`) on floats with ties, ±0, infinities and NaNs and on
integers, with Shardy shardings on a dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0 (f32), arg1 (i32) and JAX's outputs out0..out6

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/sort/export.py
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
    keys, carried = jax.lax.sort((x, i), dimension=1, num_keys=1)
    top, where = jax.lax.top_k(x, 5)
    return (jnp.sort(x, axis=1), jnp.sort(x, axis=0, descending=True), jnp.argsort(x, axis=1),
            carried, jnp.sort(i, axis=1), top, where)


rng = np.random.default_rng(0)
x = rng.integers(-3, 4, (8, 16)).astype(np.float32)  # many ties
x[0, :4] = [-0.0, 0.0, np.nan, -np.inf]
x[5, 7] = np.nan
x[5, 8] = np.inf
i = rng.integers(-100, 100, (8, 16)).astype(np.int32)
s = NamedSharding(mesh, P("dp", "tp"))
lowered = jax.jit(step, in_shardings=(s, s)).lower(x, i)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert '"stablehlo.sort"' in text and '"chlo.top_k"' in text
outs = jax.jit(step)(x, i)
tensors = {"arg0": x, "arg1": i}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
