"""Exports JAX's `rbg` and `unsafe_rbg` random numbers as JAX emits them: the key's u32[4]
data bitcast into a u64[2] state (`bitcast_convert` between 32- and 64-bit elements),
`stablehlo.rng_bit_generator` (algorithm DEFAULT, which XLA makes Philox), and the new state
bitcast back — with dropout, raw bits, uniform draws, `fold_in` (threefry inside), and
`lax.rng_bit_generator` with the PHILOX and THREE_FRY algorithms directly. Writes, beside this
script:

  jax.mlir            the export (StableHLO, MLIR generic form) with Shardy shardings on a
                      dp=2 x tp=4 mesh
  data.safetensors    the inputs arg0 (key data), arg1 (x) and JAX's outputs out0..out6

Exported for CUDA so that the threefry inside rbg's `fold_in` is unrolled (on CPU JAX rolls
it into a `stablehlo.while`); the outputs are computed on the CPU. XLA on the CPU computes the
dropout's `x / 0.9` as `x * (1 / 0.9)`, so the kept values of out0 may differ from the
program's IEEE division in the last bit; every other output is bitwise the program's.

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/rbg/export.py
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

mesh = jax.make_mesh((2, 4), ("dp", "tp"), axis_types=(AxisType.Auto,) * 2)


def step(key_data, x):
    key = jax.random.wrap_key_data(key_data, impl="rbg")
    keep = jax.random.bernoulli(key, 0.9, x.shape)
    dropout = jnp.where(keep, x / 0.9, 0.0)
    bits = jax.random.bits(jax.random.fold_in(key, 3), x.shape, jnp.uint32)
    unsafe = jax.random.wrap_key_data(key_data, impl="unsafe_rbg")
    uniform = jax.random.uniform(unsafe, x.shape, minval=-2.0, maxval=2.0)
    s1, b1 = jax.lax.rng_bit_generator(key_data, (3, 5), dtype=jnp.uint32,
                                       algorithm=jax.lax.RandomAlgorithm.RNG_THREE_FRY)
    s2, b2 = jax.lax.rng_bit_generator(key_data, (7,), dtype=jnp.uint32,
                                       algorithm=jax.lax.RandomAlgorithm.RNG_PHILOX)
    return dropout, bits, uniform, s1, b1, s2, b2


rng = np.random.default_rng(0)
key_data = np.array([0xDEADBEEF, 0x12345678, 0xFFFFFFFF, 0xFFFFFFF0], dtype=np.uint32)
x = rng.standard_normal((8, 16)).astype(np.float32)
s = NamedSharding(mesh, P("dp", "tp"))
r = NamedSharding(mesh, P())
jitted = jax.jit(step, in_shardings=(r, s), out_shardings=(s, s, s, r, r, r, r))
exported = export.export(jitted, platforms=["cuda"])(key_data, x)
with mlir.make_ir_context():
    text = ir.Module.parse(exported.mlir_module()).operation.get_asm(
        print_generic_op_form=True, enable_debug_info=False)
for word in ["stablehlo.rng_bit_generator", "rng_algorithm DEFAULT", "rng_algorithm THREE_FRY",
             "rng_algorithm PHILOX", "stablehlo.bitcast_convert"]:
    assert word in text, word
assert "stablehlo.while" not in text, "threefry rolled into a loop"
outs = jitted(key_data, x)

tensors = {"arg0": key_data, "arg1": x}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
