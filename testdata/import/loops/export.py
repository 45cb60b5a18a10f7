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
import json
import os
import re
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

# XLA's collectives, from the compiled HLO: each computation's, a while body's times the trip
# count XLA knows (`known_trip_count`).
hlo = jitted.lower(x, ws, scale).compile().as_text()
BYTES = {"f32": 4, "s32": 4, "u32": 4, "pred": 1, "bf16": 2}
computation, found, trips = None, [], {}
for line in hlo.splitlines():
    m = re.match(r"^(?:ENTRY )?%?([\w.\-]+) .*->.*\{$", line)
    if m:
        computation = m.group(1)
        continue
    # The result's shape: one array, or a tuple of arrays (a combined all-reduce, an
    # all-to-all of several operands); an async `-start`'s last array is its result.
    m = re.search(r"= (\(.*?\)|\S+) (all-gather|all-reduce|reduce-scatter|all-to-all|"
                  r"collective-permute)(-start)?\(", line)
    if m:
        arrays = re.findall(r"(\w+)\[([\d,]*)\]", m.group(1))
        if m.group(3):
            arrays = arrays[-1:]
        size = 0
        for dtype, dims in arrays:
            n = 1
            for d in filter(None, dims.split(",")):
                n *= int(d)
            size += n * BYTES[dtype]
        found.append({"kind": m.group(2), "bytes_per_device": size,
                      "computation": computation})
    m = re.search(r" while\(.*body=%?([\w.\-]+)", line)
    if m:
        t = re.search(r'known_trip_count":\{"n":"(\d+)"', line)
        trips[m.group(1)] = int(t.group(1)) if t else None
for c in found:
    c["runs"] = trips.get(c["computation"]) or 1
total = sum(c["bytes_per_device"] * c["runs"] for c in found)
with open(os.path.join(here, "xla.json"), "w") as fh:
    json.dump({"collectives": found, "collective_count": len(found),
               "collective_bytes_per_device": total}, fh, indent=1)
    fh.write("\n")
print(f"XLA: {len(found)} collectives, {total} bytes per device")
print("while loops:", text.count('"stablehlo.while"'), "trip count of the data-dependent loop:",
      int(outs[-1]))
