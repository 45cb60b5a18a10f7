"""Exports the gradient of max pooling — `stablehlo.select_and_scatter`, as JAX's transpose
of a max `reduce_window` emits it — for 2x2/stride-2 'VALID' pooling and 3x3/stride-2
'SAME' pooling (padded windows) over an input with ties, with Shardy shardings on a
dp=2 x tp=2 mesh (batch over dp). Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0 (NHWC images), arg1, arg2 (the pooled gradients) and
                      JAX's outputs out0, out1

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/select_and_scatter/export.py
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


def pool(x, window, stride, padding):
    return jax.lax.reduce_window(x, -jnp.inf, jax.lax.max, (1, window, window, 1),
                                 (1, stride, stride, 1), padding)


def step(x, g2, g3):
    valid = jax.vjp(lambda v: pool(v, 2, 2, "VALID"), x)[1](g2)[0]
    same = jax.vjp(lambda v: pool(v, 3, 2, "SAME"), x)[1](g3)[0]
    return valid, same


rng = np.random.default_rng(0)
x = rng.integers(-2, 3, (4, 8, 8, 2)).astype(np.float32)  # ties inside windows
g2 = rng.standard_normal((4, 4, 4, 2)).astype(np.float32)
g3 = rng.standard_normal((4, 4, 4, 2)).astype(np.float32)
batch = NamedSharding(mesh, P("dp"))
lowered = jax.jit(step, in_shardings=(batch, batch, batch)).lower(x, g2, g3)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert text.count('"stablehlo.select_and_scatter"') == 2
outs = jax.jit(step)(x, g2, g3)
tensors = {"arg0": x, "arg1": g2, "arg2": g3}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
