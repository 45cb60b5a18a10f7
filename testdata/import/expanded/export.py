"""Exports a small JAX program with the StableHLO ops shardc imports by expansion:
`clamp` (jax.lax.clamp, jnp.clip), `optimization_barrier` (jax.checkpoint under jax.grad),
`dynamic_slice` and `dynamic_update_slice` at a traced index (KV-cache style updates), with
Shardy shardings on a dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0 (f32), arg1 (i32 scalar) and JAX's outputs out0..out3

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/expanded/export.py
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
    clipped = jax.lax.clamp(-0.5, x, 0.75) + jnp.clip(2 * x, -1.0, 1.0)
    grad = jax.grad(lambda a: jnp.sum(jax.checkpoint(lambda b: jnp.sin(b) * b)(a)))(x)
    window = jax.lax.dynamic_slice(x, (i, 2), (3, 4))
    # Start indices beyond the end are clamped so the window fits (i + 6 may exceed 8 - 3).
    updated = jax.lax.dynamic_update_slice(x, window * 10.0, (i + 6, i))
    return clipped, grad, window, updated


x = np.random.default_rng(0).uniform(-1.5, 1.5, (8, 16)).astype(np.float32)
i = np.int32(3)
lowered = jax.jit(step, in_shardings=(NamedSharding(mesh, P("dp", "tp")), NamedSharding(mesh, P())),
                  out_shardings=(NamedSharding(mesh, P("dp", "tp")),) * 2 + (NamedSharding(mesh, P()),) * 2).lower(x, i)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
for op in ["clamp", "optimization_barrier", "dynamic_slice", "dynamic_update_slice"]:
    assert f'"stablehlo.{op}"' in text, op
outs = jax.jit(step)(x, i)

tensors = {"arg0": x, "arg1": np.asarray(i)}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
