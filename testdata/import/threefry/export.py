"""Exports JAX's threefry random numbers as JAX emits them — `ui32` bit arithmetic (xor,
shifts, wrapping adds), `bitcast_convert` of random bits into floats in [1, 2) — with
dropout, raw bits, uniform draws and the unsigned and shift ops on their own. Writes, beside
this script:

  jax.mlir            the export (StableHLO, MLIR generic form) with Shardy shardings on a
                      dp=2 x tp=4 mesh
  data.safetensors    the inputs arg0..arg4 and JAX's outputs out0..out5

  cpu.mlir            the same program exported for the CPU

The main export targets CUDA (`jax.export(..., platforms=["cuda"])`): there JAX unrolls
threefry's 20 rounds into straight-line code, as it does for TPUs. For the CPU it rolls them
into a `stablehlo.while` loop (cpu.mlir), imported as a loop. The outputs are computed
on the CPU; threefry's bits do not depend on the platform. XLA on the CPU rewrites the
dropout's `x / 0.9` into `x * (1 / 0.9)`, so the kept values of out0 may differ from the
program's IEEE division in the last bit; every other output is bitwise the program's.

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/threefry/export.py
"""
import os
import sys

os.environ.setdefault("XLA_FLAGS", "--xla_force_host_platform_device_count=8")

import jax  # noqa: E402
import jax.numpy as jnp  # noqa: E402
import numpy as np  # noqa: E402
from jax import export  # noqa: E402
from jax._src.interpreters import mlir  # noqa: E402
from jax._src.lib.mlir import ir  # noqa: E402
from jax.sharding import AxisType, NamedSharding, PartitionSpec as P  # noqa: E402

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.dirname(here))
from export_common import write_export  # noqa: E402

assert jax.config.jax_threefry_partitionable, "JAX's default, partitionable threefry"
mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)


def step(x, seed, u, v, i):
    key = jax.random.key(seed)
    keep = jax.random.bernoulli(key, 0.9, x.shape)
    dropout = jnp.where(keep, x / 0.9, 0.0)
    bits = jax.random.bits(jax.random.fold_in(key, 1), x.shape, jnp.uint32)
    uniform = jax.random.uniform(jax.random.fold_in(key, 2), x.shape, minval=-1.0, maxval=3.0)
    # Unsigned arithmetic: division, remainder and comparison read the bits unsigned.
    un = ((u // v) ^ (u % v)) + jnp.maximum(u, v) + (u < v).astype(jnp.uint32)
    un = un + (u >> jnp.uint32(3)) + (v << jnp.uint32(29))
    # Signed shifts: arithmetic (sign fill) and logical, including by 31.
    si = (jax.lax.shift_right_arithmetic(i, jnp.int32(31)) + jax.lax.shift_right_logical(i, jnp.int32(7))
          + jax.lax.bitcast_convert_type(x, jnp.int32) + (i << jnp.int32(3)))
    fl = u.astype(jnp.float32) + jax.lax.bitcast_convert_type((u >> jnp.uint32(9)) | jnp.uint32(0x3F800000), jnp.float32)
    return dropout, bits, uniform, un, si, fl


rng = np.random.default_rng(0)
x = rng.standard_normal((8, 16)).astype(np.float32)
seed = np.int32(1234)
u = rng.integers(0, 2**32, (8, 16), dtype=np.uint64).astype(np.uint32)
v = (rng.integers(1, 2**32, (8, 16), dtype=np.uint64).astype(np.uint32) >> rng.integers(0, 31, (8, 16)).astype(np.uint32))
v = np.maximum(v, 1).astype(np.uint32)
i = rng.integers(-2**31, 2**31, (8, 16), dtype=np.int64).astype(np.int32)
s = NamedSharding(mesh, P("dp", "tp"))
jitted = jax.jit(step, in_shardings=(s, NamedSharding(mesh, P()), s, s, s), out_shardings=(s,) * 6)
exported = export.export(jitted, platforms=["cuda"])(x, seed, u, v, i)
with mlir.make_ir_context():
    text = ir.Module.parse(exported.mlir_module()).operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
for op in ["xor", "shift_left", "shift_right_logical", "shift_right_arithmetic", "bitcast_convert"]:
    assert f'"stablehlo.{op}"' in text, op
assert "stablehlo.while" not in text, "threefry rolled into a loop"
outs = jitted(x, seed, u, v, i)
cpu = export.export(jitted, platforms=["cpu"])(x, seed, u, v, i)
with mlir.make_ir_context():
    cpu_text = ir.Module.parse(cpu.mlir_module()).operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
assert "stablehlo.while" in cpu_text, "threefry's rounds in a loop on the CPU"
with open(os.path.join(here, "cpu.mlir"), "w") as fh:
    fh.write(cpu_text)

tensors = {"arg0": x, "arg1": seed, "arg2": u, "arg3": v, "arg4": i}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
