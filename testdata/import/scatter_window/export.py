"""Exports scatters whose update windows may not fit: `lax.scatter_add` of 3-wide windows
at column indices in [-2, 17] into 16 columns (JAX's default mode, `FILL_OR_DROP`, drops a
window that does not fit whole), and an embedding-gradient scatter with out-of-range ids,
with Shardy shardings on a dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0..arg3 and JAX's outputs out0, out1

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/scatter_window/export.py
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
WINDOWS = jax.lax.ScatterDimensionNumbers(update_window_dims=(1, 2), inserted_window_dims=(),
                                          scatter_dims_to_operand_dims=(1,))
ROWS = jax.lax.ScatterDimensionNumbers(update_window_dims=(1,), inserted_window_dims=(0,),
                                       scatter_dims_to_operand_dims=(0,))


def step(x, cols, u, ids):
    windows = jax.lax.scatter_add(x, cols, u, WINDOWS)
    table = jnp.zeros((10, 16), jnp.float32)
    rows = jax.lax.scatter_add(table, ids, x, ROWS)
    return windows, rows


rng = np.random.default_rng(0)
x = rng.standard_normal((8, 16)).astype(np.float32)
cols = rng.integers(-2, 18, (12, 1)).astype(np.int32)
u = rng.standard_normal((12, 8, 3)).astype(np.float32)
ids = rng.integers(-1, 12, (8, 1)).astype(np.int32)
s = NamedSharding(mesh, P("dp", "tp"))
r = NamedSharding(mesh, P())
lowered = jax.jit(step, in_shardings=(s, r, NamedSharding(mesh, P(None, "dp")), r),
                  out_shardings=(s, NamedSharding(mesh, P(None, "tp")))).lower(x, cols, u, ids)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert text.count('"stablehlo.scatter"') == 2
outs = jax.jit(step)(x, cols, u, ids)
tensors = {"arg0": x, "arg1": cols, "arg2": u, "arg3": ids}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
