"""Exports JAX's loops — `lax.fori_loop`, `lax.scan` over a stack of layers (the idiom Flax's
`nn.scan` and remat-over-layers produce) with its gradient (a second, reversed scan), and a
`lax.while_loop` whose trip count depends on the data — as `stablehlo.while`, with shardings on
a dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0..arg2 and JAX's outputs out0..
  xla.json            XLA's partitioning of the same step: its collectives with their bytes
                      per device, those in a loop body times the loop's known trip count (once
                      when XLA does not know it), and the totals

Run with JAX 0.10.2: .venv/bin/python testdata/import/loops/export.py
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
from export_common import write_export, write_xla_collectives  # noqa: E402

mesh = jax.make_mesh((2, 2), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2,
                     devices=jax.devices()[:4])
LAYERS = 3


def layers(x, ws):
    """A residual MLP whose LAYERS weights are stacked: one scan step per layer."""
    def one(h, w):
        return h + jnp.tanh(h @ w), (h * h).mean()
    h, norms = jax.lax.scan(one, x, ws)
    return h, norms


def step(x, ws, scale):
    # The forward pass and its gradient: two while loops (forward scan, reversed backward).
    (h, norms), vjp = jax.vjp(lambda ws: layers(x, ws), ws)
    loss = (h ** 2).mean() + norms.sum()
    g = vjp((2 * h / h.size, jnp.ones_like(norms)))[0]
    # fori_loop with a static trip count: five damped updates.
    y = jax.lax.fori_loop(0, 5, lambda i, y: y * scale + jnp.sin(y) / (i + 1.0), h)
    # A trip count that depends on the data: halve until the norm is below 1.
    z, n = jax.lax.while_loop(lambda c: jnp.abs(c[0]).sum() > 1.0,
                              lambda c: (c[0] * 0.5, c[1] + 1), (h, jnp.int32(0)))
    return loss, g, y, z, n


rng = np.random.default_rng(0)
x = rng.standard_normal((8, 16)).astype(np.float32)
ws = (rng.standard_normal((LAYERS, 16, 16)) * 0.2).astype(np.float32)
scale = np.float32(0.9)
shardings = (NamedSharding(mesh, P("dp", None)), NamedSharding(mesh, P(None, None, "tp")),
             NamedSharding(mesh, P()))
jitted = jax.jit(step, in_shardings=shardings)
text = jitted.lower(x, ws, scale).compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert text.count('"stablehlo.while"') >= 4, text.count('"stablehlo.while"')
outs = jitted(x, ws, scale)
tensors = {"arg0": x, "arg1": ws, "arg2": scale}
tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
write_export(here, text, tensors)

# XLA's partitioning of the same step, for comparison.
count, total = write_xla_collectives(here, jitted.lower(x, ws, scale).compile().as_text())
print(f"XLA: {count} collectives, {total} bytes per device")
print("while loops:", text.count('"stablehlo.while"'), "trip count of the data-dependent loop:",
      int(outs[-1]))
