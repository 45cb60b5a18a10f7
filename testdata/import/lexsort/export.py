"""Exports multi-key sorts: `jax.lax.sort((a, b, x), num_keys=2)` (lexicographic on an
integer key with many ties, then a float key with ties, -0, +0 and NaN) and `jnp.lexsort`
(indices, three keys), along rows split over dp on a dp=2 x tp=2 mesh. Writes, beside this
script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0..arg2 and JAX's outputs out0..

Run with JAX 0.10.2: .venv/bin/python testdata/import/lexsort/export.py
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

mesh = jax.make_mesh((2, 2), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2,
                     devices=jax.devices()[:4])


def step(a, b, x):
    sa, sb, sx = jax.lax.sort((a, b, x), dimension=1, num_keys=2)
    order = jnp.lexsort((x, b, a), axis=1)
    return sa, sb, sx, order


rng = np.random.default_rng(0)
a = rng.integers(0, 3, (4, 16)).astype(np.int32)
b = rng.choice(np.array([-1.0, -0.0, 0.0, 0.5, 2.0, np.nan], np.float32), (4, 16))
x = rng.standard_normal((4, 16)).astype(np.float32)
sh = NamedSharding(mesh, P("dp", None))
jitted = jax.jit(step, in_shardings=(sh, sh, sh))
text = jitted.lower(a, b, x).compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
outs = jitted(a, b, x)
tensors = {"arg0": a, "arg1": b, "arg2": x}
tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
write_export(here, text, tensors)
