"""Exports `stablehlo.reduce_window` as JAX emits it: `jnp.cumsum` and `jnp.cumprod`
(a window over the whole axis, padded in front), 2x2 max pooling with stride 2, a 3-wide
'SAME' sum, a dilated window, and `jnp.cummax`, with Shardy shardings on a dp=2 x tp=2 mesh.
Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the input arg0 and JAX's outputs out0..out5

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/reduce_window/export.py
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


def step(x):
    pool = jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (2, 2), (2, 2), "VALID")
    same = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 3), (1, 1), "SAME")
    dilated = jax.lax.reduce_window(x, 0.0, jax.lax.add, (1, 2), (1, 1), "VALID",
                                    window_dilation=(1, 3))
    return (jnp.cumsum(x, axis=1), jnp.cumprod(0.5 + 0.1 * x, axis=0), pool, same, dilated,
            jax.lax.cummax(x, axis=1))


x = np.random.default_rng(0).standard_normal((8, 16)).astype(np.float32)
s = NamedSharding(mesh, P("dp", "tp"))
lowered = jax.jit(step, in_shardings=(s,)).lower(x)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert '"stablehlo.reduce_window"' in text
outs = jax.jit(step)(x)
tensors = {"arg0": x}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
