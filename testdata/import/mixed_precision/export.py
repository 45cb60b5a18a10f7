"""Exports a small mixed-precision JAX program of the kind a bf16 model emits: bf16 operands
with an f32 result (`preferred_element_type`), and a dot with an explicit algorithm
(`DotAlgorithmPreset.BF16_BF16_F32`, which `jax.nn.dot_product_attention` uses), with
Megatron shardings on a dp=2 x tp=2 mesh. Writes, beside this script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0..arg2 (bf16) and JAX's outputs out0, out1 (f32)

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/mixed_precision/export.py
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


def step(x, w1, w2):
    h = jax.lax.dot_general(x, w1, (((1,), (0,)), ((), ())), preferred_element_type=jnp.float32)
    h = jax.nn.gelu(h).astype(jnp.bfloat16)
    y = jax.lax.dot(h, w2, precision=jax.lax.DotAlgorithmPreset.BF16_BF16_F32)
    return y, jax.nn.softmax(y, axis=-1)


rng = np.random.default_rng(0)
x = rng.standard_normal((8, 16)).astype(jnp.bfloat16)
w1 = (rng.standard_normal((16, 32)) * 0.25).astype(jnp.bfloat16)
w2 = (rng.standard_normal((32, 16)) * 0.25).astype(jnp.bfloat16)
shardings = (NamedSharding(mesh, P("dp", None)), NamedSharding(mesh, P(None, "tp")),
             NamedSharding(mesh, P("tp", None)))
out = NamedSharding(mesh, P("dp", None))
lowered = jax.jit(step, in_shardings=shardings, out_shardings=(out, out)).lower(x, w1, w2)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
assert "dot_algorithm" in text and "xbf16>) -> tensor<8x32xf32>" in text
outs = jax.jit(step)(x, w1, w2)

tensors = {"arg0": x, "arg1": w1, "arg2": w2, "out0": np.asarray(outs[0]), "out1": np.asarray(outs[1])}
write_export(here, text, tensors)
