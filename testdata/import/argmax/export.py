"""Exports `jnp.argmax`/`jnp.argmin` (StableHLO's two-input reduce with JAX's combiner) on
floats with ties and NaNs and on integers, next to a classification accuracy (argmax of
logits against labels), with Shardy shardings on a dp=2 x tp=2 mesh. Writes, beside this
script:

  jax.mlir            the export (StableHLO, MLIR generic form)
  data.safetensors    the inputs arg0 (f32 logits), arg1 (i32 labels), arg2 (i32) and JAX's
                      outputs out0..out4

Run with JAX 0.10.2 (see bench/gpt3_export.py for the venv):
  .venv/bin/python testdata/import/argmax/export.py
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


def step(logits, labels, ints):
    pred = jnp.argmax(logits, axis=-1)
    accuracy = jnp.mean((pred == labels).astype(jnp.float32))
    return pred, jnp.argmin(logits, axis=0), accuracy, jnp.argmax(ints, axis=1), jnp.argmin(ints, axis=0)


rng = np.random.default_rng(0)
logits = rng.integers(-3, 4, (8, 16)).astype(np.float32)  # many ties
logits[2, 5] = np.nan
logits[6, 1] = np.nan
logits[6, 9] = np.nan
logits[3, :] = -np.inf
labels = rng.integers(0, 16, (8,)).astype(np.int32)
ints = rng.integers(-5, 5, (8, 16)).astype(np.int32)
s = NamedSharding(mesh, P("dp", "tp"))
lowered = jax.jit(step, in_shardings=(s, NamedSharding(mesh, P("dp")), s)).lower(logits, labels, ints)
text = lowered.compiler_ir("stablehlo").operation.get_asm(
    print_generic_op_form=True, enable_debug_info=False)
outs = jax.jit(step)(logits, labels, ints)
tensors = {"arg0": logits, "arg1": labels, "arg2": ints}
tensors.update({f"out{k}": np.asarray(o) for k, o in enumerate(outs)})
write_export(here, text, tensors)
