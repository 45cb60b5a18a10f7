"""Exports a JAX training step with GSPMD shardings instead of Shardy's
(`jax_use_shardy_partitioner = False`, as older JAX and PyTorch/XLA's SPMD mode write them):
`mhlo.sharding` strings on arguments and results, `custom_call @Sharding` for
`with_sharding_constraint`, and no named mesh. The step: a two-layer MLP with Megatron
shardings on a dp=2 x tp=4 mesh, its loss, gradients and an SGD update, the updated weights
returned with the weights' shardings. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form, GSPMD shardings)
  data.safetensors    the inputs arg0..arg2 and JAX's outputs out0..out2

Run with JAX 0.10.2: .venv/bin/python testdata/import/gspmd/export.py
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

jax.config.update("jax_use_shardy_partitioner", False)

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from export_common import write_export  # noqa: E402

mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)
row, col, batch = (NamedSharding(mesh, P("tp", None)), NamedSharding(mesh, P(None, "tp")),
                   NamedSharding(mesh, P("dp", None)))


def loss_fn(w1, w2, x):
    h = jnp.tanh(x @ w1)
    h = jax.lax.with_sharding_constraint(h, NamedSharding(mesh, P("dp", "tp")))
    return ((h @ w2) ** 2).mean()


def step(w1, w2, x):
    loss, (g1, g2) = jax.value_and_grad(loss_fn, argnums=(0, 1))(w1, w2, x)
    return loss, w1 - 0.1 * g1, w2 - 0.1 * g2


rng = np.random.default_rng(0)
w1 = (rng.standard_normal((16, 32)) * 0.3).astype(np.float32)
w2 = (rng.standard_normal((32, 16)) * 0.3).astype(np.float32)
x = rng.standard_normal((8, 16)).astype(np.float32)
jitted = jax.jit(step, in_shardings=(col, row, batch),
                 out_shardings=(NamedSharding(mesh, P()), col, row))
text = jitted.lower(w1, w2, x).compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert "mhlo.sharding" in text and "sdy." not in text
outs = jitted(w1, w2, x)
tensors = {"arg0": w1, "arg1": w2, "arg2": x}
tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
write_export(here, text, tensors)
