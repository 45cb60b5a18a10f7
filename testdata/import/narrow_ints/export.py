"""Exports a JAX program on 8- and 16-bit integers (i8, ui8, i16, ui16): an image of bytes
normalized to floats, int8 weights dequantized by a scale, wrapping arithmetic, shifts, a
bitcast of bf16 to ui16 and back, comparisons and reductions of unsigned bytes, and a byte
hash narrowed from ui32 — with shardings on a dp=2 x tp=2 mesh. Writes, beside this
script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0..arg3 and JAX's outputs out0..

Run with JAX 0.10.2: .venv/bin/python testdata/import/narrow_ints/export.py
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


def step(image, wq, counts, halves):
    # uint8 pixels to [0, 1), int8 weights times a per-column scale.
    x = image.astype(jnp.float32) / 255.0
    w = wq.astype(jnp.float32) * 0.02
    y = x @ w
    bright = (image > 200).sum(axis=1).astype(jnp.int16)       # compare ui8, sum to i16
    peak = image.max(axis=1)                                    # reduce ui8
    wrapped = counts * jnp.int16(300) + jnp.int16(-7)           # i16 wraps
    shifted = (halves << 3) | (halves >> 5)                     # ui16 shifts
    bits = jax.lax.bitcast_convert_type(y.astype(jnp.bfloat16), jnp.uint16)
    back = jax.lax.bitcast_convert_type(bits ^ jnp.uint16(1), jnp.bfloat16)
    narrowed = jnp.clip(y * 50.0, -128, 127).astype(jnp.int8)   # saturating in range
    # A byte hash of the halves: ui32 multiply, shift, narrow to ui8 (wraps).
    noise = ((halves.astype(jnp.uint32) * jnp.uint32(2654435761)) >> 20).astype(jnp.uint8)
    return y, bright, peak, wrapped, shifted, back, narrowed, noise


rng = np.random.default_rng(0)
image = rng.integers(0, 256, (8, 32)).astype(np.uint8)
wq = rng.integers(-128, 128, (32, 16)).astype(np.int8)
counts = rng.integers(-32768, 32768, (8, 16)).astype(np.int16)
halves = rng.integers(0, 65536, (8, 16)).astype(np.uint16)

shardings = (NamedSharding(mesh, P("dp", None)), NamedSharding(mesh, P(None, "tp")),
             NamedSharding(mesh, P("dp", "tp")), NamedSharding(mesh, P(None, "tp")))
jitted = jax.jit(step, in_shardings=shardings)
text = jitted.lower(image, wq, counts, halves).compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
outs = jitted(image, wq, counts, halves)
tensors = {"arg0": image, "arg1": wq, "arg2": counts, "arg3": halves}
tensors.update({f"out{i}": np.asarray(o) for i, o in enumerate(outs)})
write_export(here, text, tensors)
